import Lowering
import TokenModel

/// How generated style code reaches one variant's tokens: `theme.component.button.primary` of type
/// `AppTheme.ComponentTokens.ButtonTokens.PrimaryTokens`, and a Swift expression per property.
struct StyleTokens {
    let variant: ComponentSystem.Variant
    /// The position of the default permutation in each token's values.
    let defaultIndex: Int
    /// The Swift names of the theme's groups and tokens.
    let layout: ThemeLayout
    /// The foreground ``boxModifiers(_:including:)`` draws instead of the `foreground` token's color
    /// (a button's: red for a destructive role).
    var foregroundOverride: String?

    init(_ variant: ComponentSystem.Variant, theme: ResolvedTheme, layout: ThemeLayout) {
        self.variant = variant
        self.defaultIndex = theme.index(of: theme.defaultPermutation) ?? 0
        self.layout = layout
    }

    /// The paths from the first component of `path` to `path` itself.
    private static func prefixes(of path: TokenPath) -> [TokenPath] {
        path.components.indices.map { TokenPath(Array(path.components[...$0])) }
    }

    /// The variant group's struct: `AppTheme.ComponentTokens.ButtonTokens.PrimaryTokens`.
    var typeName: String {
        (["AppTheme"] + Self.prefixes(of: variant.path).map(layout.groupType)).joined(separator: ".")
    }

    /// The variant's tokens read from a theme called `theme`: `theme.component.button.primary`.
    var themeExpression: String {
        (["theme"] + Self.prefixes(of: variant.path).map(layout.member)).joined(separator: ".")
    }

    /// `let tokens: … = theme.component.button.primary`, the first line of every generated body.
    var declaration: String {
        "let tokens: \(typeName) = \(themeExpression)"
    }

    /// `var body: some View { … }` (or `header`): `content`, preceded by ``declaration`` when it
    /// reads the tokens (an unused `let` would be a warning).
    func viewBody(_ p: inout SwiftPrinter, header: String = "var body: some View", _ content: (inout SwiftPrinter) -> Void) {
        var inner = SwiftPrinter()
        content(&inner)
        p.block(header) { p in
            if inner.contains("tokens.") { p.print(declaration) }
            p.append(contentsOf: inner)
        }
    }

    func has(_ property: String) -> Bool { variant.properties[property] != nil }

    func type(_ property: String) -> TokenType? { variant.properties[property]?.type }

    /// `tokens.cornerRadius`, `tokens.title.typography`; a deprecated token through its storage
    /// (`tokens._cornerRadius`), so that generated code uses nothing deprecated.
    func value(_ property: String) -> String? {
        guard let token = variant.properties[property] else { return nil }
        let path = TokenPath(variant.path.components + property.split(separator: ".").map(String.init))
        var members = Self.prefixes(of: path).dropFirst(variant.path.components.count).map(layout.member)
        if token.values[defaultIndex].deprecation?.isDeprecated == true {
            members[members.count - 1] = "_" + SwiftIdentifier.bare(members[members.count - 1])
        }
        return "tokens." + members.joined(separator: ".")
    }

    /// The SwiftUI color of a color property: `tokens.foreground.color`.
    func color(_ property: String) -> String? { value(property).map { $0 + ".color" } }

    /// `EdgeInsets(…)` from `padding`, `paddingHorizontal`/`paddingVertical` and single edges, the
    /// most specific winning; nil when the variant sets no padding. `prefix` selects a slot.
    func insets(prefix: String = "") -> String? {
        func edge(_ names: String...) -> String {
            names.lazy.compactMap { value(prefix + $0) }.first ?? "0"
        }
        let names = ComponentCatalog.padding.map { prefix + $0.name }
        guard names.contains(where: has) else { return nil }
        let top = edge("paddingTop", "paddingVertical", "padding")
        let leading = edge("paddingLeading", "paddingHorizontal", "padding")
        let bottom = edge("paddingBottom", "paddingVertical", "padding")
        let trailing = edge("paddingTrailing", "paddingHorizontal", "padding")
        return "EdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }

    /// The shape of backgrounds and borders: a continuous rounded rectangle of `cornerRadius`.
    var shape: String {
        if let radius = value("cornerRadius") {
            return "RoundedRectangle(cornerRadius: \(radius), style: .continuous)"
        }
        return "Rectangle()"
    }

    /// The modifiers that draw a box: typography, foreground, padding, background in the shape,
    /// border and shadow, each only when its token exists. `properties` limits them to a kind's.
    func boxModifiers(_ p: inout SwiftPrinter, including properties: Set<String>) {
        if properties.contains("typography"), let typography = value("typography") {
            p.print(".typography(\(typography))")
        }
        if properties.contains("foreground"), let foreground = foregroundOverride ?? color("foreground") {
            p.print(".foregroundStyle(\(foreground))")
        }
        if let insets = insets() {
            p.print(".padding(\(insets))")
        }
        if properties.contains("background"), let background = value("background") {
            let style = type("background") == .gradient ? background + ".linearGradient()" : background + ".color"
            p.print(".background(\(style), in: \(shape))")
        }
        if properties.contains("border"), let border = value("border") {
            if let radius = value("cornerRadius") {
                p.print(".themeBorder(\(border), cornerRadius: \(radius))")
            } else {
                p.print(".themeBorder(\(border))")
            }
        }
        if properties.contains("shadow"), let shadow = value("shadow") {
            p.print(".themeShadow(\(shadow))")
        }
    }

    /// The styles the variant sets for the components inside it: `.labelStyle(.onBrand)`.
    func nestedStyles(_ p: inout SwiftPrinter) {
        for style in variant.nestedStyles {
            p.print(".\(style.method)(.\(SwiftIdentifier.bare(style.member)))")
        }
    }

    /// `component.button.primary`, safe inside a `///` comment.
    var documentedPath: String { SwiftLiteral.inlineDocumentation(variant.path.description) }
    /// `primary`, safe inside a `///` comment.
    var documentedName: String { SwiftLiteral.inlineDocumentation(variant.name) }
}

/// Common pieces of the style files.
enum StyleFile {
    /// A file of the SwiftUI layer: the header, a summary, and `body` inside `#if canImport(SwiftUI)`.
    static func file(path: String, summary: String, _ body: (inout SwiftPrinter) -> Void) -> GeneratedFile {
        var p = SwiftPrinter()
        p.print("#if canImport(SwiftUI)", "import SwiftUI", "")
        body(&p)
        p.print("#endif")
        return GeneratedFile(path: path, summary: summary, body: p)
    }

    /// `extension ButtonStyle where Self == PrimaryButtonStyle { static var primary }`, the shape of
    /// SwiftUI's own accessors; main-actor like Apple's, unless the protocol is not (`TextFieldStyle`).
    static func accessor(
        _ p: inout SwiftPrinter, protocolName: String, type: String, member: String, mainActor: Bool,
        access: AccessLevel, documentation: String
    ) {
        let a = access.prefix
        p.block("\(mainActor ? "" : "nonisolated ")extension \(protocolName) where Self == \(type)") { p in
            p.print("/// \(documentation)")
            p.print("\(mainActor ? "@MainActor @preconcurrency " : "")\(a)static var \(member): \(type) { \(type)() }")
        }
    }
}
