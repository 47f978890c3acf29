/// `AppTheme.swift` and `AppTheme+Selection.swift`: the theme struct with one stored property per
/// top-level group or token, its initializers and static themes; the `Selection` of one context per
/// modifier, and one enum per modifier.
struct ThemeStructureEmitter {
    var theme: AppTheme
    var layout: ThemeLayout
    var modifiers: [ModifierNames]
    var access: AccessLevel

    /// `AppTheme.swift`.
    func themeFile(values: inout ValueExpressions) -> GeneratedFile {
        var p = SwiftPrinter()
        let a = access.prefix
        p.print("/// The design system's tokens for one choice of \(modifierList()).")
        if !modifiers.isEmpty {
            p.print(
                "///",
                "/// Values that do not depend on a modifier are written once; the others once per context they",
                "/// depend on. In SwiftUI, read it with `@Environment(\\.appTheme)`.")
        }
        p.block("nonisolated \(a)struct AppTheme: Sendable, Hashable") { p in
            p.print("/// The contexts this theme was built for.", "\(a)var selection: Selection")
            let groups = GroupEmitter(access: access, modifiers: modifiers)
            groups.storedProperties(of: layout.root, &p)
            p.blankLine()
            p.print("/// The theme of `selection`.")
            p.block("\(a)init(_ selection: Selection)") { p in
                p.print("self.selection = selection")
                var rows = VariationRows.Cache()
                groups.assignments(of: layout.root, &p, theme: theme, values: &values, rows: &rows)
            }
            p.blankLine()
            let parameters = modifiers.map(\.parameter).joined(separator: ", ")
            let arguments = modifiers.map { "\($0.label): \($0.member)" }.joined(separator: ", ")
            p.print(
                modifiers.isEmpty ? "/// The theme." : "/// The theme of the given contexts; a modifier left out takes its default.",
                "\(a)init(\(parameters)) {",
                "    self.init(Selection(\(arguments)))",
                "}",
                "",
                "/// The theme of every modifier's default context.",
                "\(a)static let `default`: AppTheme = AppTheme(Selection())")
            for (names, context, caseName) in staticThemes() {
                p.print(
                    "",
                    "/// The theme of the \(SwiftLiteral.inlineDocumentation(names.modifier.name)) `\(SwiftLiteral.inlineDocumentation(context))` with every other modifier at its default.",
                    "\(a)static let \(caseName): AppTheme = AppTheme(\(names.label): .\(caseName))")
            }
            sharedThemes(&p)
        }
        return GeneratedFile(path: "AppTheme.swift", summary: "The theme: one stored property per top-level token group.", body: p)
    }

    /// Static themes for the contexts of each modifier that does not follow the appearance, when
    /// the name is free on `AppTheme` (not a member, nor one tokenc declares): `AppTheme.acme`.
    func staticThemes() -> [(ModifierNames, String, String)] {
        var taken: Set<String> = []
        var result: [(ModifierNames, String, String)] = []
        for names in modifiers where names.appearance == nil {
            for (context, caseName) in zip(names.modifier.contexts, names.cases) {
                let bare = SwiftIdentifier.bare(caseName)
                guard layout.rootScope.isFree(bare), taken.insert(bare).inserted else { continue }
                result.append((names, context, caseName))
            }
        }
        return result
    }

    /// Above this many permutations, `shared(_:)` builds a theme on every call rather than keeping
    /// one per permutation in the generated code.
    static let sharedThemeLimit = 64

    /// `AppTheme.shared(_:)`: one theme per permutation, each built on first use (a `static let`
    /// is lazy and thread-safe), so that reading the theme from the environment in a dark view
    /// does not build a whole theme on every read.
    private func sharedThemes(_ p: inout SwiftPrinter) {
        guard !modifiers.isEmpty else { return }
        let a = access.prefix
        let permutations = Permutation.all(modifiers.map(\.cases))
        p.print(
            "",
            "/// The theme of `selection`, built on first use and shared from then on.")
        p.block("\(a)static func shared(_ selection: Selection) -> AppTheme") { p in
            guard permutations.count <= Self.sharedThemeLimit else {
                p.print("AppTheme(selection)")
                return
            }
            let subject = modifiers.map { "selection.\($0.member)" }
            p.print("switch \(subject.count == 1 ? subject[0] : "(" + subject.joined(separator: ", ") + ")") {")
            for (index, permutation) in permutations.enumerated() {
                let cases = permutation.contexts.map { ".\($0)" }
                p.print("case \(cases.count == 1 ? cases[0] : "(" + cases.joined(separator: ", ") + ")"): return Shared.theme\(index)")
            }
            p.print("}")
        }
        guard permutations.count <= Self.sharedThemeLimit else { return }
        p.blankLine()
        p.print("/// One theme per permutation, each built when first asked for.")
        p.block("private enum Shared") { p in
            for (index, permutation) in permutations.enumerated() {
                let arguments = zip(modifiers, permutation.contexts).map { "\($0.label): .\($1)" }.joined(separator: ", ")
                p.print("static let theme\(index): AppTheme = AppTheme(Selection(\(arguments)))")
            }
        }
    }

    private func modifierList() -> String {
        guard !modifiers.isEmpty else { return "all contexts (the tokens have no modifiers)" }
        return modifiers.map { SwiftIdentifier.bare($0.member) }.joined(separator: " and ")
    }

    /// `AppTheme+Selection.swift`.
    func selectionFile() -> GeneratedFile {
        var p = SwiftPrinter()
        let a = access.prefix
        p.block("nonisolated extension AppTheme") { p in
            p.print("/// One context for each modifier.")
            p.block("nonisolated \(a)struct Selection: Sendable, Hashable") { p in
                for names in modifiers {
                    p.print("\(a)var \(names.member): \(names.typeName)")
                }
                p.blankLine()
                let parameters = modifiers.map(\.parameter).joined(separator: ", ")
                p.block("\(a)init(\(parameters))") { p in
                    for names in modifiers {
                        p.print("self.\(names.member) = \(names.member)")
                    }
                }
                if let appearance = modifiers.first(where: { $0.appearance != nil }) {
                    p.print(
                        "",
                        "/// This selection with `\(SwiftIdentifier.bare(appearance.member))` set for a system appearance; the other modifiers unchanged.",
                        "\(a)func followingAppearance(isDark: Bool, isHighContrast: Bool) -> Selection {",
                        "    var copy: Selection = self",
                        "    copy.\(appearance.member) = \(appearance.typeName)(isDark: isDark, isHighContrast: isHighContrast)",
                        "    return copy",
                        "}")
                }
            }
            for names in modifiers {
                p.blankLine()
                modifierEnum(names, &p)
            }
        }
        for names in modifiers {
            if let appearance = names.appearance {
                p.blankLine()
                appearanceInit(names, appearance, &p)
            }
        }
        return GeneratedFile(path: "AppTheme+Selection.swift", summary: "The modifiers: one enum each, and the selection of one context per modifier.", body: p)
    }

    private func modifierEnum(_ names: ModifierNames, _ p: inout SwiftPrinter) {
        let a = access.prefix
        if let description = names.modifier.description {
            SwiftLiteral.documentation(description).forEach { p.print($0) }
        } else {
            p.print("/// The contexts of the modifier `\(SwiftLiteral.inlineDocumentation(names.modifier.name))`.")
        }
        if names.appearance != nil {
            p.print("///", "/// Follows the system appearance: `EnvironmentValues.appTheme` picks it from `colorScheme` and `colorSchemeContrast`.")
        }
        p.block("nonisolated \(a)enum \(names.typeName): String, Sendable, Hashable, CaseIterable") { p in
            for (context, caseName) in zip(names.modifier.contexts, names.cases) {
                p.print("case \(caseName) = \(SwiftLiteral.string(context))")
            }
        }
    }

    private func appearanceInit(_ names: ModifierNames, _ appearance: AppearanceModifier, _ p: inout SwiftPrinter) {
        let a = access.prefix
        p.block("nonisolated extension AppTheme.\(names.typeName)") { p in
            p.print(
                "/// The context for a system appearance; without a high-contrast context, the standard one.",
                "\(a)init(isDark: Bool, isHighContrast: Bool) {")
            p.indent()
            p.block("switch (isDark, isHighContrast)") { p in
                p.outdent()
                defer { p.indent() }
                for (isDark, isHighContrast) in [(false, false), (false, true), (true, false), (true, true)] {
                    p.print("case (\(isDark), \(isHighContrast)):", "    self = .\(names.caseName(appearance.context(isDark: isDark, isHighContrast: isHighContrast)))")
                }
            }
            p.outdent()
            p.print("}")
        }
    }
}
