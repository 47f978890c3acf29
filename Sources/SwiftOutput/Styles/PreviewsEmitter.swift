import Lowering
import TokenModel

/// `SwiftUI/AppTheme+Previews.swift`: Xcode previews of every generated style and component, one per
/// brand (each context of a modifier that does not follow the appearance) in light and dark.
///
/// A `PreviewProvider`, not `#Preview`, so that it needs no macro: the file type-checks with any
/// compiler, including the ones that check generated code here. It sits under
/// `#if canImport(SwiftUI) && DEBUG`, so release builds and Linux compile none of it; `tokenc build
/// --no-previews` leaves the file out.
struct PreviewsEmitter {
    static let path = "SwiftUI/AppTheme+Previews.swift"

    /// The modifiers' Swift names, for the themes the previews show.
    var modifiers: [ModifierNames]

    func file(for components: [ComponentSystem.Component]) -> GeneratedFile {
        var p = SwiftPrinter()
        p.print("#if canImport(SwiftUI) && DEBUG", "import SwiftUI", "")
        p.print(
            "/// Every generated style and component in every brand, light and dark, for Xcode's canvas. Only in",
            "/// debug builds; `tokenc build --no-previews` leaves this file out.")
        p.block("struct AppThemePreviews: PreviewProvider") { p in
            p.block("static var previews: some View") { p in
                p.print("ForEach(variants, id: \\.name) { variant in")
                p.print("    AppThemePreviewCatalog()", "        .appTheme(variant.theme)", "        .environment(\\.colorScheme, variant.colorScheme)")
                p.print("        .previewDisplayName(variant.name)", "}")
            }
            p.blankLine()
            p.block("private static var variants: [AppThemePreviewVariant]") { p in
                p.print("[")
                for (name, theme) in themes {
                    for scheme in ["light", "dark"] {
                        p.print("    AppThemePreviewVariant(name: \(SwiftLiteral.string("\(name), \(scheme)")), theme: \(theme), colorScheme: .\(scheme)),")
                    }
                }
                p.print("]")
            }
        }
        p.blankLine()
        p.print("/// One preview: a theme and an appearance.")
        p.block("private struct AppThemePreviewVariant") { p in
            p.print("let name: String", "let theme: AppTheme", "let colorScheme: ColorScheme")
        }
        p.blankLine()
        p.print("/// Every generated style and component, drawn with the theme in the environment.")
        p.block("private struct AppThemePreviewCatalog: View") { p in
            p.print("@State private var text = \"\"", "@State private var isOn = true", "@State private var isOff = false", "")
            p.block("var body: some View") { p in
                p.block("ScrollView") { p in
                    p.block("VStack(alignment: .leading, spacing: 16)") { p in
                        Self.children(components.map(section), &p)
                    }
                    p.print(".padding()")
                }
            }
        }
        p.print("#endif")
        return GeneratedFile(path: Self.path, summary: "Previews of every style and component in every brand, light and dark (debug builds only).", body: p)
    }

    /// The themes to preview, named: each context of each modifier that does not follow the
    /// appearance, the others at their defaults; the default theme when there is none.
    private var themes: [(name: String, expression: String)] {
        let brands = modifiers.filter { $0.appearance == nil }.flatMap { names in
            zip(names.modifier.contexts, names.cases).map { context, caseName in
                ("\(names.modifier.name) \(context)", "AppTheme(\(names.label): .\(caseName))")
            }
        }
        return brands.isEmpty ? [("default", "AppTheme.default")] : brands
    }

    /// One kind's variants in a stack, each with the views that show its states.
    private func section(_ component: ComponentSystem.Component) -> [String] {
        var items: [[String]] = []
        for variant in component.variants {
            let name = SwiftLiteral.string(variant.name)
            let style = ".\(SwiftIdentifier.bare(variant.member))"
            switch component.kind {
            case .builtIn(.button):
                items.append([
                    "HStack {",
                    "    Button {} label: { Text(verbatim: \(name)) }",
                    "    Button {} label: { Text(verbatim: \(name)) }.disabled(true)",
                    "    Button(role: .destructive) {} label: { Text(verbatim: \(name)) }",
                    "}",
                    ".buttonStyle(\(style))",
                ])
            case .builtIn(.textField):
                items.append(["TextField(text: $text, prompt: nil) { Text(verbatim: \(name)) }", "    .textFieldStyle(\(style))"])
            case .builtIn(.label):
                items.append(["Label { Text(verbatim: \(name)) } icon: { Image(systemName: \"star\") }", "    .labelStyle(\(style))"])
            case .builtIn(.toggle):
                items.append([
                    "VStack {",
                    "    Toggle(isOn: $isOn) { Text(verbatim: \(name)) }",
                    "    Toggle(isOn: $isOff) { Text(verbatim: \(name)) }",
                    "    Toggle(isOn: $isOn) { Text(verbatim: \(name)) }.disabled(true)",
                    "}",
                    ".toggleStyle(\(style))",
                ])
            case .builtIn(.card):
                items.append(["Card { Text(verbatim: \(name)) }", "    .cardStyle(\(style))"])
            case .custom(let declaration):
                // The variant's name in the first slot, the slots' names in the others; data named
                // after itself (a string), 44, true, or an action that does nothing.
                let data = declaration.data.map { property in
                    let value = switch property.type {
                    case .string: SwiftLiteral.string(property.name)
                    case .number: "44"
                    case .boolean: "true"
                    case .action: "{}"
                    }
                    return "\(property.name): \(value)"
                }
                let slots = declaration.slots.enumerated().map { index, slot in
                    "\(slot): { Text(verbatim: \(index == 0 ? name : SwiftLiteral.string(slot))) }"
                }
                items.append(["\(component.typeName)(\((data + slots).joined(separator: ", ")))", "    .\(SwiftIdentifier.member(component.name) + "Style")(\(style))"])
            }
        }
        var p = SwiftPrinter()
        p.block("VStack(alignment: .leading, spacing: 8)") { p in
            Self.children(items, &p)
        }
        return p.text.split(separator: "\n").map(String.init)
    }

    /// `items` as children of one result builder block: in `Group`s of at most ten where there are
    /// more, since a `ViewBuilder` block takes ten views before iOS 17.
    private static func children(_ items: [[String]], _ p: inout SwiftPrinter) {
        guard items.count > 10 else {
            for line in items.joined() { p.print(line) }
            return
        }
        let groups = stride(from: 0, to: items.count, by: 10).map { start in
            var group = SwiftPrinter()
            group.block("Group") { group in
                for line in items[start..<min(start + 10, items.count)].joined() { group.print(line) }
            }
            return group.text.split(separator: "\n").map(String.init)
        }
        children(groups, &p)
    }
}
