// An SF Symbol from the tokens: tokenc's `dev.tokenc.symbol` type.

/// An SF Symbol: its name and, where the tokens give them, how it is drawn. SwiftUI draws it with
/// `Image(symbol)` (name and rendering mode) or `symbol.image` (weight and scale too), UIKit with
/// `UIImage(systemName: symbol.name, withConfiguration: symbol.configuration)` or `symbol.uiImage`.
nonisolated public struct ThemeSymbol: Sendable, Hashable {
    /// How the symbol's layers take color: SwiftUI's `SymbolRenderingMode`.
    nonisolated public enum RenderingMode: String, Sendable, Hashable, CaseIterable {
        case monochrome, hierarchical, palette, multicolor
    }

    /// The symbol's size beside the text around it: SwiftUI's `Image.Scale`.
    nonisolated public enum Scale: String, Sendable, Hashable, CaseIterable {
        case small, medium, large
    }

    /// The symbol's name in SF Symbols: `star.fill`.
    public var name: String
    /// Nil to draw it as the view around it says.
    public var renderingMode: RenderingMode?
    /// Nil to draw it at the weight of the font around it.
    public var weight: ThemeFontWeight?
    /// Nil to draw it at the scale the view around it says.
    public var scale: Scale?

    public init(name: String, renderingMode: RenderingMode? = nil, weight: ThemeFontWeight? = nil, scale: Scale? = nil) {
        self.name = name
        self.renderingMode = renderingMode
        self.weight = weight
        self.scale = scale
    }
}

nonisolated extension ThemeSymbol: ThemeExtendedValue {
    /// A symbol from the JSON `tokenc dump` prints: `{"name": "star.fill", "weight": 700}`.
    init(themeJSON node: ThemeJSONNode) throws(ThemeJSONError.Problem) {
        guard case .object(let members) = node.value else { throw ThemeJSONValues.problem(node, "a symbol must be an object with 'name'") }
        for member in members where !["name", "renderingMode", "weight", "scale"].contains(member.key) {
            throw ThemeJSONValues.problem(member.node, "a symbol has no member '\(member.key)'")
        }
        guard let nameNode = node["name"] else { throw ThemeJSONValues.problem(node, "'name' is missing") }
        guard case .string(let name) = nameNode.value, !name.isEmpty else { throw ThemeJSONValues.problem(nameNode, "a symbol's name must be a string") }
        self.init(name: name)
        if let modeNode = node["renderingMode"] {
            guard case .string(let word) = modeNode.value, let mode = RenderingMode(rawValue: word) else {
                throw ThemeJSONValues.problem(modeNode, "a rendering mode must be \"monochrome\", \"hierarchical\", \"palette\" or \"multicolor\"")
            }
            renderingMode = mode
        }
        if let weightNode = node["weight"] {
            weight = try ThemeJSONValues.fontWeight(weightNode)
        }
        if let scaleNode = node["scale"] {
            guard case .string(let word) = scaleNode.value, let scale = Scale(rawValue: word) else {
                throw ThemeJSONValues.problem(scaleNode, "a scale must be \"small\", \"medium\" or \"large\"")
            }
            self.scale = scale
        }
    }

    var themeJSON: ThemeJSONNode.Value {
        func node(_ value: ThemeJSONNode.Value) -> ThemeJSONNode { ThemeJSONNode(value: value, line: 0, column: 0) }
        var members: [(key: String, node: ThemeJSONNode)] = [("name", node(.string(name)))]
        if let renderingMode { members.append(("renderingMode", node(.string(renderingMode.rawValue)))) }
        if let weight { members.append(("weight", node(.number(weight.value)))) }
        if let scale { members.append(("scale", node(.string(scale.rawValue)))) }
        return .object(members)
    }
}
