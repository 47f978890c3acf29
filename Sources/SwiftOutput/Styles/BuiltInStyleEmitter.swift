import Lowering
import TokenModel

/// `SwiftUI/Styles/<Kind>Styles.swift`: one style per variant of a built-in kind, conforming to
/// SwiftUI's protocol exactly, with a static accessor in SwiftUI's own shape:
///
/// ```swift
/// public struct PrimaryButtonStyle: ButtonStyle { … makeBody(configuration:) … }
/// extension ButtonStyle where Self == PrimaryButtonStyle { static var primary: PrimaryButtonStyle }
/// ```
///
/// Each style draws through a private view that reads `@Environment(\.appTheme)`, so it follows the
/// brand and the appearance at runtime, and keeps the caller's label (`configuration.label`).
struct BuiltInStyleEmitter {
    var access: AccessLevel
    var theme: ResolvedTheme
    /// The Swift names of the theme's groups and tokens.
    var layout: ThemeLayout

    func file(for component: ComponentSystem.Component, kind: BuiltInComponent) -> GeneratedFile {
        let name = String(kind.typeSuffix.dropLast("Style".count))
        return StyleFile.file(path: "SwiftUI/Styles/\(name)Styles.swift", summary: "The \(kind.displayName) styles of `\(SwiftLiteral.inlineDocumentation(component.path.description))`: `.\(kind.method)(…)`.") { p in
            let roleVariants = Dictionary(
                component.variants.filter { ComponentCatalog.roleVariants.contains($0.name) }.map { ($0.name, $0) },
                uniquingKeysWith: { first, _ in first })
            for (index, variant) in component.variants.enumerated() {
                if index > 0 { p.blankLine() }
                let tokens = StyleTokens(variant, theme: theme, layout: layout)
                switch kind {
                case .button: button(tokens, roleVariants: roleVariants, &p)
                case .textField: textField(tokens, &p)
                case .label: label(tokens, position: variant.iconPosition ?? component.iconPosition ?? .leading, &p)
                case .toggle: toggle(tokens, &p)
                case .card: preconditionFailure("the card is written by CustomComponentEmitter.cardFile(for:)")
                }
            }
        }
    }

    private var a: String { access.prefix }

    /// The style struct, its accessor, and the head of its private drawing view.
    private func style(
        _ tokens: StyleTokens, kind: BuiltInComponent, _ p: inout SwiftPrinter,
        requirement: String, bodyView: (String) -> String
    ) -> String {
        let type = tokens.variant.typeStem + kind.typeSuffix
        let call = ".\(kind.method)(.\(SwiftIdentifier.bare(tokens.variant.member)))"
        p.print(
            "/// The `\(tokens.documentedName)` \(kind.displayName) style, drawn from the tokens under `\(tokens.documentedPath)`:",
            "/// `\(call)`. It reads the theme from the environment, so it follows the brand and the appearance.")
        let nonisolatedType = kind == .textField
        p.block("\(nonisolatedType ? "nonisolated " : "")\(a)struct \(type): \(kind.protocolName)") { p in
            p.print(nonisolatedType ? "\(a)init() {}" : "nonisolated \(a)init() {}", "")
            p.block("\(a)\(requirement) -> some View") { p in
                for line in bodyView(type + "Body").split(separator: "\n") { p.print(String(line)) }
            }
        }
        p.blankLine()
        StyleFile.accessor(
            &p, protocolName: kind.protocolName, type: type, member: tokens.variant.member, mainActor: !nonisolatedType,
            access: access, documentation: "The `\(tokens.documentedName)` \(kind.displayName) style from `\(tokens.documentedPath)`: `\(call)`.")
        p.blankLine()
        p.print("/// Draws the `\(tokens.documentedName)` \(kind.displayName) with the environment's theme.")
        return type + "Body"
    }

    // MARK: - Button

    private func button(_ tokens: StyleTokens, roleVariants: [String: ComponentSystem.Variant], _ p: inout SwiftPrinter) {
        let destructive = roleVariants["destructive"].flatMap { $0.name == tokens.variant.name ? nil : $0 }
        let cancel = roleVariants["cancel"].flatMap { $0.name == tokens.variant.name ? nil : $0 }
        // A destructive role without a destructive variant: the system's red, over the foreground token
        // when there is one, else over the label.
        let redOverLabel = destructive == nil && roleVariants["destructive"] == nil && !tokens.has("foreground")
        let body = style(tokens, kind: .button, &p, requirement: "func makeBody(configuration: Configuration)") { body in
            var branches: [(String, String)] = []
            if let destructive { branches.append(("destructive", destructive.typeStem + "ButtonStyleBody(configuration: configuration)")) }
            if let cancel { branches.append(("cancel", cancel.typeStem + "ButtonStyleBody(configuration: configuration)")) }
            if redOverLabel {
                branches.append(("destructive", "\(body)(configuration: configuration)\n    .foregroundStyle(Color.red)"))
            }
            guard !branches.isEmpty else { return "\(body)(configuration: configuration)" }
            var lines: [String] = []
            for (index, branch) in branches.enumerated() {
                lines.append("\(index == 0 ? "if" : "} else if") configuration.role == .\(branch.0) {")
                lines.append(contentsOf: branch.1.split(separator: "\n").map { "    " + $0 })
            }
            lines += ["} else {", "    \(body)(configuration: configuration)", "}"]
            return lines.joined(separator: "\n")
        }
        p.block("private struct \(body): View") { p in
            p.print("let configuration: ButtonStyleConfiguration")
            p.print("@Environment(\\.appTheme) private var theme")
            p.print("@Environment(\\.isEnabled) private var isEnabled")
            p.print("@Environment(\\.isFocused) private var isFocused")
            p.print("@State private var isHovered = false")
            p.blankLine()
            tokens.viewBody(&p) { p in
                p.print("configuration.label")
                p.indent()
                tokens.nestedStyles(&p)
                var box = tokens
                if roleVariants["destructive"] == nil, let foreground = tokens.color("foreground") {
                    box.foregroundOverride = "configuration.role == .destructive ? Color.red : \(foreground)"
                }
                box.boxModifiers(&p, including: ["typography", "foreground", "background", "border", "shadow"])
                let d = ComponentCatalog.StateDefault.self
                p.print(".overlay {")
                p.print("    \(tokens.shape).stroke(Color.accentColor, lineWidth: \(d.focusRingWidth)).opacity(isFocused ? 1 : 0)")
                p.print("}")
                if let scale = tokens.value("pressedScale") {
                    p.print(".scaleEffect(configuration.isPressed ? \(scale) : 1)")
                }
                let pressed = tokens.value("pressedOpacity") ?? (tokens.has("pressedScale") ? "1" : d.pressedOpacity)
                let disabled = tokens.value("disabledOpacity") ?? d.disabledOpacity
                p.print(".opacity(isEnabled ? (configuration.isPressed ? \(pressed) : (isHovered ? \(d.hoveredOpacity) : 1)) : \(disabled))")
                if let animation = tokens.value("animation") {
                    p.print(".animation(\(animation).animation, value: configuration.isPressed)")
                }
                // The pointer exists on macOS and iPadOS; `onHover` is unavailable on tvOS and watchOS.
                p.print("#if !os(tvOS) && !os(watchOS)", ".onHover { isHovered = $0 }", "#endif")
                p.outdent()
            }
        }
    }

    // MARK: - Text field

    private func textField(_ tokens: StyleTokens, _ p: inout SwiftPrinter) {
        let body = style(tokens, kind: .textField, &p, requirement: "func _body(configuration: TextField<Self._Label>)") {
            "\($0)(configuration: configuration)"
        }
        p.block("private struct \(body): View") { p in
            p.print("let configuration: TextField<_TextFieldStyleLabel>")
            p.print("@Environment(\\.appTheme) private var theme")
            p.print("@Environment(\\.isEnabled) private var isEnabled")
            p.blankLine()
            p.print("/// `TextFieldStyle` is not main-actor isolated, so its `_body` may call this from any context.")
            p.block("nonisolated init(configuration: TextField<_TextFieldStyleLabel>)") { p in
                p.print("self.configuration = configuration")
            }
            p.blankLine()
            tokens.viewBody(&p) { p in
                p.print("configuration")
                p.indent()
                tokens.nestedStyles(&p)
                tokens.boxModifiers(&p, including: ["typography", "foreground", "background", "border"])
                p.print(".opacity(isEnabled ? 1 : \(tokens.value("disabledOpacity") ?? ComponentCatalog.StateDefault.disabledOpacity))")
                p.outdent()
            }
        }
    }

    // MARK: - Label

    private func label(_ tokens: StyleTokens, position: ComponentDeclaration.IconPosition, _ p: inout SwiftPrinter) {
        let body = style(tokens, kind: .label, &p, requirement: "func makeBody(configuration: Configuration)") {
            "\($0)(configuration: configuration)"
        }
        p.block("private struct \(body): View") { p in
            p.print("let configuration: LabelStyleConfiguration")
            p.print("@Environment(\\.appTheme) private var theme")
            p.blankLine()
            tokens.viewBody(&p) { p in
                let stack = position == .top || position == .bottom ? "VStack" : "HStack"
                let spacing = tokens.value("spacing").map { "(spacing: \($0))" } ?? ""
                var icon = ["configuration.icon"]
                if let color = tokens.color("iconForeground") { icon.append("    .foregroundStyle(\(color))") }
                var title = ["configuration.title"]
                if let color = tokens.color("titleForeground") { title.append("    .foregroundStyle(\(color))") }
                p.block("\(stack)\(spacing)") { p in
                    for line in (position == .leading || position == .top) ? icon + title : title + icon {
                        p.print(line)
                    }
                }
                tokens.nestedStyles(&p)
                if let typography = tokens.value("typography") {
                    p.print(".typography(\(typography))")
                }
            }
        }
    }

    // MARK: - Toggle

    private func toggle(_ tokens: StyleTokens, _ p: inout SwiftPrinter) {
        let body = style(tokens, kind: .toggle, &p, requirement: "func makeBody(configuration: Configuration)") {
            "\($0)(configuration: configuration)"
        }
        // Without a token, the look of iOS's switch: 51 × 31, green on, light gray off, white thumb.
        let on = tokens.color("onTint") ?? "Color(.sRGB, red: 0.204, green: 0.78, blue: 0.349, opacity: 1)"
        let off = tokens.color("offTint") ?? "Color(.sRGB, red: 0.914, green: 0.914, blue: 0.922, opacity: 1)"
        let thumb = tokens.color("thumb") ?? "Color(.sRGB, white: 1, opacity: 1)"
        let width = tokens.value("width") ?? "51"
        let height = tokens.value("height") ?? "31"
        p.block("private struct \(body): View") { p in
            p.print("let configuration: ToggleStyleConfiguration")
            p.print("@Environment(\\.appTheme) private var theme")
            p.print("@Environment(\\.isEnabled) private var isEnabled")
            p.blankLine()
            // A drawn switch is a button to VoiceOver: the value says on, off or mixed, and from
            // iOS 17 (macOS 14) the toggle trait makes it read as a switch.
            p.block("var body: some View") { p in
                p.block("if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)", closing: "} else {") { p in
                    p.print("control.accessibilityAddTraits(.isToggle)")
                }
                p.print("    control", "}")
            }
            p.blankLine()
            // On the main actor as `body` is: before iOS 18, `View` isolates only `body`, and the
            // accessors of nested styles are main-actor isolated.
            tokens.viewBody(&p, header: "@MainActor @ViewBuilder private var control: some View") { p in
                p.block("Button", closing: "} label: {") { p in
                    p.print("configuration.isOn.toggle()")
                }
                p.indent()
                p.block("HStack") { p in
                    p.print("configuration.label", "Spacer()")
                    p.block("ZStack(alignment: configuration.isMixed ? .center : configuration.isOn ? .trailing : .leading)") { p in
                        p.print("Capsule(style: .continuous)", "    .fill(configuration.isOn || configuration.isMixed ? \(on) : \(off))")
                        p.print("Circle()", "    .fill(\(thumb))", "    .padding(2)")
                    }
                    p.print(".frame(width: \(width), height: \(height))")
                    if let animation = tokens.value("animation") {
                        p.print(".animation(\(animation).animation, value: configuration.isOn)")
                    }
                }
                p.outdent()
                p.print("}")
                p.print(".buttonStyle(.plain)")
                // After the button, not in its label: SwiftUI's label closure is not isolated to
                // the main actor, and the styles' accessors are.
                tokens.nestedStyles(&p)
                p.print(".opacity(isEnabled ? 1 : \(tokens.value("disabledOpacity") ?? ComponentCatalog.StateDefault.disabledOpacity))")
                p.print(".accessibilityValue(configuration.isMixed ? Text(\"Mixed\") : configuration.isOn ? Text(\"On\") : Text(\"Off\"))")
            }
        }
    }
}
