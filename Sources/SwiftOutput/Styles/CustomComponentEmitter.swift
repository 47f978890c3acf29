import Lowering
import TokenModel

/// `SwiftUI/Components/<Name>.swift`: the styling machinery of a custom component declared with
/// `dev.tokenc.component` (`slots`, `axis`), in the pattern SwiftUI's own styles use. For `detail`
/// with slots `title`, `subtitle`, `caption`:
///
/// - `Detail<Title, Subtitle, Caption>`, a view with `@ViewBuilder` slot closures
///   (`Detail { … } subtitle: { … } caption: { … }`) and `LocalizedStringKey`/`String` initializers,
///   each taking the component's `data` first (a text initializer: after the texts);
/// - `DetailStyleConfiguration`, the data as stored properties and the slots as type-erased views;
/// - `protocol DetailStyle: DynamicProperty` with `@ViewBuilder func makeBody(configuration:)`;
/// - a resolving view that holds the style, so `@Environment` and other dynamic properties of a
///   style work;
/// - `AnyDetailStyle`, the style in the environment (default: `.automatic`), `Equatable` so
///   that setting an equal style again does not update the views that read it, and
///   `View.detailStyle(_:)`;
/// - `DefaultDetailStyle` (`.automatic`, a plain stack) and one style per variant (`.plain`): a
///   stack along `axis` with each slot's `typography`/`foreground` and the container's `spacing`,
///   padding, `background`, `cornerRadius`, `border` and `shadow` tokens, and the styles the
///   variant sets for the components inside; a button that runs the first `action` of the data.
struct CustomComponentEmitter {
    var access: AccessLevel
    var theme: ResolvedTheme
    /// The Swift names of the theme's groups and tokens.
    var layout: ThemeLayout

    func file(for component: ComponentSystem.Component, declaration: ComponentSystem.CustomDeclaration) -> GeneratedFile {
        let names = Names(component: component, slots: declaration.slots, data: declaration.data, isCard: false)
        return file(names, axis: declaration.axis, path: "SwiftUI/Components/\(names.view).swift", summary: "The custom component `\(SwiftLiteral.inlineDocumentation(component.path.description))`: \(names.view), its style protocol and its styles.")
    }

    /// `SwiftUI/Styles/CardStyles.swift`: the built-in `card` as the style articles build it, the
    /// machinery of a custom component with one slot, `label` (`Card { … }.cardStyle(.elevated)`),
    /// and `View.card(_:)`, deprecated, for call sites written before `Card` existed.
    func cardFile(for component: ComponentSystem.Component) -> GeneratedFile {
        let names = Names(component: component, slots: ["label"], data: [], isCard: true)
        return file(names, axis: .vertical, path: "SwiftUI/Styles/CardStyles.swift", summary: "The card styles of `\(names.documentedPath)`: `Card { … }.cardStyle(…)`.") { p in
            p.blankLine()
            p.block("extension View") { p in
                p.print("/// Draws this view as a `Card` in `style`: `Card { self }.cardStyle(style)`.")
                p.print("@available(*, deprecated, message: \"use Card { … }.cardStyle(_:), which the views inside inherit\")")
                p.block("\(a)func card<S: CardStyle>(_ style: S) -> some View") { p in
                    p.print("Card { self }.cardStyle(style)")
                }
            }
        }
    }

    private func file(
        _ names: Names, axis: ComponentDeclaration.Axis, path: String, summary: String, trailer: (inout SwiftPrinter) -> Void = { _ in }
    ) -> GeneratedFile {
        let component = names.component
        return StyleFile.file(path: path, summary: summary) { p in
            view(names, &p)
            p.blankLine()
            textInitializers(names, &p)
            p.blankLine()
            configuration(names, &p)
            p.blankLine()
            styleProtocol(names, &p)
            p.blankLine()
            erasedStyle(names, &p)
            p.blankLine()
            // `.automatic` is the default, as for SwiftUI's own styles: a variant's look is chosen.
            environment(names, defaultStyle: names.defaultStyle, &p)
            p.blankLine()
            defaultStyle(names, axis: axis, &p)
            for variant in component.variants {
                p.blankLine()
                variantStyle(StyleTokens(variant, theme: theme, layout: layout), names: names, axis: axis, &p)
            }
            trailer(&p)
        }
    }

    /// The Swift names of one component.
    struct Names {
        let component: ComponentSystem.Component
        let slots: [String]
        let data: [ComponentSystem.DataProperty]
        /// The built-in `card`, whose view and configuration follow the style articles.
        let isCard: Bool

        /// `Detail`.
        var view: String { component.typeName }
        /// `DetailStyle`.
        var style: String { view + "Style" }
        /// `DetailStyleConfiguration`.
        var configuration: String { style + "Configuration" }
        /// `DefaultDetailStyle`.
        var defaultStyle: String { "Default" + style }
        /// `AnyDetailStyle`.
        var erased: String { "Any" + style }
        /// `ResolvedDetailStyle`.
        var resolved: String { "Resolved" + style }
        /// `DetailStyleKey`.
        var key: String { style + "Key" }
        /// `detailStyle`, the environment value and the view method.
        var method: String { SwiftIdentifier.member(component.name) + "Style" }
        /// The generic parameter and configuration type of each slot: `Title`.
        func type(_ slot: String) -> String { SwiftIdentifier.type(slot) }
        /// `PlainDetailStyle`.
        func variantType(_ variant: ComponentSystem.Variant) -> String { variant.typeStem + style }
        /// `component.detail`, for comments.
        var documentedPath: String { SwiftLiteral.inlineDocumentation(component.path.description) }
        /// `Detail<Title, Subtitle, Caption>`.
        var genericView: String { "\(view)<\(slots.map(type).joined(separator: ", "))>" }
        /// The first `action` of the data, which the generated styles run on a tap.
        var tapAction: String? { data.first { $0.type == .action }?.name }
        /// `name: String, onTap: @escaping () -> Void`, the data as parameters.
        var dataParameters: [String] { data.map { "\($0.name): \($0.type.parameterType)" } }
        /// `name: name, onTap: onTap`, the data passed on.
        var dataArguments: [String] { data.map { "\($0.name): \($0.name)" } }
    }

    private var a: String { access.prefix }

    private func view(_ n: Names, _ p: inout SwiftPrinter) {
        let closures = n.slots.map { "\($0): { … }" }
        let arguments = n.data.isEmpty ? "" : "(" + n.data.map { "\($0.name): …" }.joined(separator: ", ") + ")"
        let example = ([n.view + arguments + " { … }"] + closures.dropFirst()).joined(separator: " ")
        if n.isCard {
            p.print(
                "/// A card: `Card { … }.cardStyle(.\(SwiftIdentifier.bare(n.component.variants.first?.member ?? "automatic")))`. Its look comes from the `CardStyle` in the environment (tokenc",
                "/// writes one per variant of `\(n.documentedPath)`); choose one with `.cardStyle(_:)` on the card or on a parent.")
        } else {
            p.print(
                "/// A `\(SwiftLiteral.inlineDocumentation(n.component.name))`, the custom component declared on `\(n.documentedPath)`: `\(example)`.",
                "/// Its look comes from the `\(n.style)` in the environment; choose one with `.\(n.method)(_:)`.")
        }
        let generics = n.slots.map { "\(n.type($0)): View" }.joined(separator: ", ")
        p.block("\(a)struct \(n.view)<\(generics)>: View") { p in
            p.print("@Environment(\\.\(n.method)) private var style")
            for property in n.data {
                p.print("private let \(property.name): \(property.type.swiftType)")
            }
            for slot in n.slots {
                p.print("private let \(slot): \(n.type(slot))")
            }
            p.blankLine()
            p.print(n.data.isEmpty ? "/// The component with a view for each slot." : "/// The component with its data and a view for each slot.")
            let parameters = (n.dataParameters + n.slots.map { "@ViewBuilder \($0): () -> \(n.type($0))" }).joined(separator: ", ")
            p.block("\(a)init(\(parameters))") { p in
                for property in n.data {
                    p.print("self.\(property.name) = \(property.name)")
                }
                for slot in n.slots {
                    p.print("self.\(slot) = \(slot)()")
                }
            }
            p.blankLine()
            p.block("\(a)var body: some View") { p in
                p.print("style.makeBody(configuration: \(n.configuration)(")
                let arguments = n.dataArguments + n.slots.map { "\($0): \(n.configuration).\(n.type($0))(\($0))" }
                for (index, argument) in arguments.enumerated() {
                    p.print("    \(argument)\(index == arguments.count - 1 ? "))" : ",")")
                }
            }
        }
    }

    /// Text for every slot, as `Text`'s own initializers take it: a localized key, or a string
    /// shown verbatim (disfavoured, so that a literal is localized, as with `Text("…")`).
    private func textInitializers(_ n: Names, _ p: inout SwiftPrinter) {
        let constraints = n.slots.map { "\(n.type($0)) == Text" }.joined(separator: ", ")
        p.block("extension \(n.view) where \(constraints)") { p in
            for (index, (type, make)) in [("LocalizedStringKey", "Text(%)"), ("String", "Text(verbatim: %)")].enumerated() {
                if index > 0 { p.blankLine() }
                p.print(index == 0
                    ? "/// The component with text in every slot, each a localized string key."
                    : "/// The component with text in every slot, each shown as written (not localized).")
                if index > 0 { p.print("@_disfavoredOverload") }
                let parameters = n.slots.enumerated().map { position, slot in
                    position == 0 ? "_ \(slot): \(type)" : "\(slot): \(type)"
                } + n.dataParameters
                p.block("\(a)init(\(parameters.joined(separator: ", ")))") { p in
                    let arguments = n.dataArguments + n.slots.map { "\($0): { \(make.replacingOccurrences(of: "%", with: $0)) }" }
                    p.print("self.init(\(arguments.joined(separator: ", ")))")
                }
            }
        }
    }

    private func configuration(_ n: Names, _ p: inout SwiftPrinter) {
        p.print(n.data.isEmpty
            ? "/// What a `\(n.style)` draws: each slot of a `\(n.view)` as a type-erased view."
            : "/// What a `\(n.style)` draws: the data of a `\(n.view)`, and each slot as a type-erased view.")
        // Not isolated, also where the default isolation is the main actor: built in any context,
        // its initializer stores an action, which is not `Sendable`.
        p.block("nonisolated \(a)struct \(n.configuration)") { p in
            for slot in n.slots {
                let type = n.type(slot)
                p.print("/// The `\(slot)` slot's view.")
                p.block("\(a)struct \(type): SwiftUI.View") { p in
                    p.print("private let content: SwiftUI.AnyView", "")
                    p.print("/// `content`, type-erased.")
                    p.block("nonisolated \(a)init<Content: SwiftUI.View>(_ content: Content)") { p in
                        p.print("self.content = SwiftUI.AnyView(content)")
                    }
                    p.blankLine()
                    p.print("\(a)var body: some SwiftUI.View { content }")
                }
                p.blankLine()
            }
            for property in n.data {
                p.print("/// The `\(property.name)` data (\(property.type == .action ? "an" : "a") \(property.type.rawValue)).")
                p.print("\(a)let \(property.name): \(property.type.swiftType)")
            }
            for slot in n.slots {
                p.print("/// The `\(slot)` slot.")
                p.print("\(a)let \(slot): \(n.configuration).\(n.type(slot))")
            }
            p.blankLine()
            p.print("/// A configuration of \(n.data.isEmpty ? "these views" : "this data and these views"), as `\(n.view)` makes one; build one to test a style on its own.")
            let parameters = n.dataParameters + n.slots.map { "\($0): \(n.configuration).\(n.type($0))" }
            p.block("nonisolated \(a)init(\(parameters.joined(separator: ", ")))") { p in
                for property in n.data { p.print("self.\(property.name) = \(property.name)") }
                for slot in n.slots { p.print("self.\(slot) = \(slot)") }
            }
        }
    }

    private func styleProtocol(_ n: Names, _ p: inout SwiftPrinter) {
        p.print(
            "/// The look of a `\(n.view)`. tokenc writes one per variant of `\(n.documentedPath)`; write your own for a layout",
            "/// tokens cannot describe. A style is a `DynamicProperty`, so it can read `@Environment` values.")
        p.print("@MainActor @preconcurrency")
        p.block("\(a)protocol \(n.style): DynamicProperty") { p in
            p.print("/// The view a style draws.", "associatedtype Body: View", "")
            p.print("/// Draws a `\(n.view)` from its slots.", "@ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body", "")
            p.print("typealias Configuration = \(n.configuration)")
        }
        p.blankLine()
        p.print("/// Holds the style as a view's property, so SwiftUI updates its dynamic properties before `makeBody`.")
        p.block("private struct \(n.resolved)<Style: \(n.style)>: View") { p in
            p.print("let style: Style", "let configuration: \(n.configuration)", "")
            p.print("var body: some View { style.makeBody(configuration: configuration) }")
        }
        p.blankLine()
        p.block("extension \(n.style)") { p in
            p.block("fileprivate func resolve(configuration: \(n.configuration)) -> AnyView") { p in
                p.print("AnyView(\(n.resolved)(style: self, configuration: configuration))")
            }
        }
    }

    /// `AnyDetailStyle`: what the environment holds. SwiftUI compares an environment value with the
    /// one before by `==` when it is `Equatable`, and updates the views that read it only when they
    /// differ; an existential (`any DetailStyle`) it cannot compare, so every `.detailStyle(_:)` of
    /// a parent that redraws would redraw each `Detail` inside. Equal: the same `Equatable` type
    /// and `==` (every generated style is); any other style differs from every style.
    private func erasedStyle(_ n: Names, _ p: inout SwiftPrinter) {
        p.print(
            "/// Any `\(n.style)`, as the environment holds it. Two are equal when they wrap equal styles of one",
            "/// `Equatable` type (every style tokenc writes is), so setting an equal style again does not update",
            "/// the views that read it; a style that is not `Equatable` is never equal to another.")
        // Not isolated to the main actor, so that `==` (Equatable's, nonisolated) may read `base`.
        p.block("nonisolated \(a)struct \(n.erased): \(n.style), Equatable") { p in
            p.print("/// The style this one draws with.", "\(a)let base: any \(n.style)", "")
            p.print("/// `style`, type-erased (an `\(n.erased)` is kept as it is, not wrapped again).")
            p.block("\(a)init<S: \(n.style)>(_ style: S)") { p in
                p.block("if let erased = style as? \(n.erased)", closing: "} else {") { p in
                    p.print("self = erased")
                }
                p.print("    base = style", "}")
            }
            p.blankLine()
            p.block("@MainActor \(a)func makeBody(configuration: Configuration) -> some View") { p in
                p.print("base.resolve(configuration: configuration)")
            }
            p.blankLine()
            p.block("\(a)static func == (lhs: \(n.erased), rhs: \(n.erased)) -> Bool") { p in
                p.print("guard let base = lhs.base as? any Equatable else { return false }")
                p.print("return base.isEqual(to: rhs.base)")
            }
        }
        p.blankLine()
        // One per file, private: each component's file declares its own.
        p.block("extension Equatable") { p in
            p.print("/// Whether `other` is of this type and equal to `self`.")
            p.block("nonisolated fileprivate func isEqual(to other: Any) -> Bool") { p in
                p.print("(other as? Self) == self")
            }
        }
    }

    private func environment(_ n: Names, defaultStyle: String, _ p: inout SwiftPrinter) {
        p.print("/// Where the environment keeps the `\(n.style)` chosen with `.\(n.method)(_:)`; by default `\(defaultStyle)`.")
        p.block("nonisolated private struct \(n.key): EnvironmentKey") { p in
            p.print("static var defaultValue: \(n.erased) { \(n.erased)(\(defaultStyle)()) }")
        }
        p.blankLine()
        p.block("nonisolated extension EnvironmentValues") { p in
            p.print("/// The style of the `\(n.view)` views here: `@Environment(\\.\(n.method)) var style`.")
            p.block("\(a)var \(n.method): \(n.erased)") { p in
                p.print("get { self[\(n.key).self] }", "set { self[\(n.key).self] = newValue }")
            }
        }
        p.blankLine()
        p.block("extension View") { p in
            p.print("/// Draws the `\(n.view)` views in this view with `style`: `.\(n.method)(.\(SwiftIdentifier.bare(n.component.variants.first?.member ?? "automatic")))`.")
            p.block("nonisolated \(a)func \(n.method)<S: \(n.style)>(_ style: S) -> some View") { p in
                p.print("environment(\\.\(n.method), \(n.erased)(style))")
            }
        }
    }

    /// `==` of a generated style: it stores nothing but dynamic properties, so every value of it
    /// draws alike (the theme comes from the environment).
    private func equality(_ type: String, readsTheme: Bool, _ p: inout SwiftPrinter) {
        p.blankLine()
        p.print("/// Every `\(type)` draws alike: \(readsTheme ? "the theme it reads is the environment's" : "it stores nothing").")
        p.block("nonisolated \(a)static func == (lhs: \(type), rhs: \(type)) -> Bool") { p in
            p.print("true")
        }
    }

    /// The stack of slots, inside a plain button that runs the tap action when there is one.
    private func stack(_ n: Names, _ p: inout SwiftPrinter, _ content: (inout SwiftPrinter) -> Void) {
        guard let action = n.tapAction else { return content(&p) }
        p.block("Button(action: configuration.\(action))") { p in content(&p) }
        p.print(".buttonStyle(.plain)")
    }

    /// `.automatic`: the slots in a stack, with no tokens.
    private func defaultStyle(_ n: Names, axis: ComponentDeclaration.Axis, _ p: inout SwiftPrinter) {
        p.print("/// The slots stacked \(axis == .vertical ? "vertically" : "horizontally"), with no tokens: `.\(n.method)(.automatic)`.")
        p.block("\(a)struct \(n.defaultStyle): \(n.style), Equatable") { p in
            p.print("nonisolated \(a)init() {}", "")
            p.block("\(a)func makeBody(configuration: Configuration) -> some View") { p in
                stack(n, &p) { p in
                    p.block(axis == .vertical ? "VStack(alignment: .leading)" : "HStack") { p in
                        for slot in n.slots { p.print("configuration.\(slot)") }
                    }
                }
            }
            equality(n.defaultStyle, readsTheme: false, &p)
        }
        p.blankLine()
        StyleFile.accessor(
            &p, protocolName: n.style, type: n.defaultStyle, member: "automatic", mainActor: true, access: access,
            documentation: "The slots in a plain stack: `.\(n.method)(.automatic)`.")
    }

    private func variantStyle(_ tokens: StyleTokens, names n: Names, axis: ComponentDeclaration.Axis, _ p: inout SwiftPrinter) {
        let type = n.variantType(tokens.variant)
        let call = ".\(n.method)(.\(SwiftIdentifier.bare(tokens.variant.member)))"
        p.print(
            "/// The `\(tokens.documentedName)` style of `\(n.view)`, drawn from the tokens under `\(tokens.documentedPath)`: `\(call)`.",
            "/// It reads the theme from the environment, so it follows the brand and the appearance.")
        p.block("\(a)struct \(type): \(n.style), Equatable") { p in
            p.print("@Environment(\\.appTheme) private var theme", "")
            p.print("nonisolated \(a)init() {}", "")
            tokens.viewBody(&p, header: "\(a)func makeBody(configuration: Configuration) -> some View") { p in
                let spacing = tokens.value("spacing").map { ", spacing: \($0)" } ?? ""
                let stackHeader = axis == .vertical ? "VStack(alignment: .leading\(spacing))" : "HStack(\(spacing.dropFirst(2)))"
                stack(n, &p) { p in
                    p.block(stackHeader.hasSuffix("()") ? "HStack" : stackHeader) { p in
                        for slot in n.slots {
                            p.print("configuration.\(slot)")
                            if let typography = tokens.value("\(slot).typography") { p.print("    .typography(\(typography))") }
                            if let foreground = tokens.color("\(slot).foreground") { p.print("    .foregroundStyle(\(foreground))") }
                        }
                    }
                    tokens.boxModifiers(&p, including: ["background", "border", "shadow"])
                }
                // Outside the tap action's button: its label closure is not isolated to the main
                // actor, and the styles' accessors are.
                tokens.nestedStyles(&p)
            }
            equality(type, readsTheme: true, &p)
        }
        p.blankLine()
        StyleFile.accessor(
            &p, protocolName: n.style, type: type, member: tokens.variant.member, mainActor: true, access: access,
            documentation: "The `\(tokens.documentedName)` style from `\(tokens.documentedPath)`: `\(call)`.")
    }
}
