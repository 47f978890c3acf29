import Lowering
import TokenModel

/// `AppTheme.swift` and `AppTheme+Selection.swift`: the theme struct with one stored property per
/// top-level group or token, its initializers and static themes; the `Selection` of one context per
/// modifier, and one enum per modifier.
struct ThemeStructureEmitter {
    var theme: ResolvedTheme
    var layout: ThemeLayout
    var modifiers: [ModifierNames]
    var access: AccessLevel

    /// `AppTheme.swift`.
    func themeFile(values: ValueExpressions) -> GeneratedFile {
        var p = SwiftPrinter()
        let a = access.prefix
        let appearance = appearanceModifier
        p.print("/// The design system's tokens for one choice of \(modifierList()).")
        p.print(
            "///",
            "/// A copy shares the values (they are stored once, behind a pointer) until one of them is edited.")
        if let appearance {
            let member = SwiftIdentifier.bare(appearance.member)
            p.print(
                "/// It holds its values in every `\(member)` and reads those of `selection.\(member)`. An edit through a",
                "/// property changes the value in every `\(member)`; through `theme[\(appearance.label): .\(appearance.defaultCase)]`, in that one only.")
        }
        if !modifiers.isEmpty {
            p.print("/// In SwiftUI, read it with `@Environment(\\.appTheme)`.")
        }
        p.block("nonisolated \(a)struct AppTheme: Sendable, Hashable") { p in
            p.print("/// The contexts this theme is read in.", "\(a)private(set) var selection: Selection")
            if let appearance {
                let member = SwiftIdentifier.bare(appearance.member)
                p.print(
                    "",
                    "/// Whether `EnvironmentValues.appTheme` reads this theme in the system's appearance: true",
                    "/// unless it was made with a `\(member)` (`AppTheme(\(appearance.label): .\(appearance.defaultCase))`) or read in one",
                    "/// (`theme[\(appearance.label): .\(appearance.defaultCase)]`), which it then keeps wherever it is set.",
                    "\(a)var followsAppearance: Bool = true")
            }
            p.blankLine()
            let groups = GroupEmitter(access: access, modifiers: modifiers)
            groups.rootAccessors(of: layout.root, &p, theme: theme)
            if !layout.root.children.isEmpty {
                p.blankLine()
            }
            p.print("/// The theme's values in every appearance, shared by every copy.", "var _storage: ThemeStorage")
            p.blankLine()
            p.print("/// The theme of `selection`.")
            p.block("\(a)init(_ selection: Selection)") { p in
                p.print("self.selection = selection", "_storage = ThemeStorage(selection)")
            }
            p.blankLine()
            let parameters = modifiers.map { $0.member == appearance?.member ? "\($0.member): \($0.typeName)? = nil" : $0.parameter }.joined(separator: ", ")
            let arguments = modifiers.map { $0.member == appearance?.member ? "\($0.label): \($0.member) ?? .\($0.defaultCase)" : "\($0.label): \($0.member)" }.joined(separator: ", ")
            if let appearance {
                let member = SwiftIdentifier.bare(appearance.member)
                p.print(
                    "/// The theme of the given contexts; a modifier left out takes its default. Without a `\(member)`,",
                    "/// it follows the system's appearance; with one, it keeps that `\(member)`.")
            } else {
                p.print(modifiers.isEmpty ? "/// The theme." : "/// The theme of the given contexts; a modifier left out takes its default.")
            }
            p.print("\(a)init(\(parameters)) {", "    self.init(Selection(\(arguments)))")
            if let appearance {
                p.print("    followsAppearance = \(appearance.member) == nil")
            }
            p.print("}")
            p.print(
                "",
                "/// The theme of every modifier's default context.",
                "\(a)static let `default`: AppTheme = \(modifiers.isEmpty ? "AppTheme(Selection())" : "AppTheme.shared(Selection())")")
            for (names, context, caseName) in staticThemes() {
                p.print(
                    "",
                    "/// The theme of the \(SwiftLiteral.inlineDocumentation(names.modifier.name)) `\(SwiftLiteral.inlineDocumentation(context))` with every other modifier at its default.",
                    "\(a)static let \(caseName): AppTheme = AppTheme.shared(Selection(\(names.label): .\(caseName)))")
            }
            sharedThemes(&p)
            if let appearance {
                appearanceMembers(appearance, &p)
            }
            p.blankLine()
            var rows = VariationRows.Cache()
            groups.rootValues(of: layout.root, &p, theme: theme, values: values, rows: &rows)
        }
        return GeneratedFile(path: "AppTheme.swift", summary: "The theme: its top-level token groups, initializers and static themes.", body: p)
    }

    /// `followingAppearance(isDark:isHighContrast:)`, which the environment calls on the chosen
    /// theme, and the subscript that edits one appearance only: both read the same storage in
    /// another appearance, so a custom theme keeps its edits in every one.
    private func appearanceMembers(_ appearance: ModifierNames, _ p: inout SwiftPrinter) {
        let a = access.prefix
        let member = SwiftIdentifier.bare(appearance.member)
        p.print(
            "",
            "/// This theme, edits and all, read in the `\(member)` of a system appearance: what `EnvironmentValues.appTheme`",
            "/// gives for the theme chosen with `View.appTheme(_:)`. The same theme when `\(member)` is already that one,",
            "/// or when the theme keeps its own (``followsAppearance`` is false).",
            "\(a)func followingAppearance(isDark: Bool, isHighContrast: Bool) -> AppTheme {",
            "    guard followsAppearance else { return self }",
            "    let following: Selection = selection.followingAppearance(isDark: isDark, isHighContrast: isHighContrast)",
            "    return following == selection ? self : AppTheme(self, readIn: following, editingItOnly: _storage.editsOneAppearance)",
            "}",
            "",
            "/// This theme read in `\(member)`, where an edit changes the values of that `\(member)` only:",
            "/// `theme[\(appearance.label): .\(appearance.defaultCase)].<group>.<token> = …` leaves the others as they were. A theme",
            "/// assigned through it is taken whole, in every `\(member)`. The theme read keeps that `\(member)`.",
            "\(a)subscript(\(appearance.label) context: \(appearance.typeName)) -> AppTheme {")
        p.indent()
        p.print(
            "get {",
            "    var selection: Selection = self.selection",
            "    selection.\(appearance.member) = context",
            "    var theme: AppTheme = AppTheme(self, readIn: selection, editingItOnly: true)",
            "    theme.followsAppearance = false",
            "    return theme",
            "}",
            "set { _storage.replaceValues(with: newValue._storage) }")
        p.outdent()
        p.print("}")
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

    /// Above this many permutations of the modifiers that do not follow the appearance,
    /// `shared(_:)` builds a theme on every call rather than keeping one per permutation in the
    /// generated code. The environment does not call it: it reads the chosen theme in another
    /// appearance.
    static let sharedThemeLimit = 64

    /// Which modifiers `shared(_:)` keeps a theme per context of: all but the one that follows the
    /// appearance, whose contexts every theme holds.
    private var sharedModifiers: [ModifierNames] {
        modifiers.filter { $0.member != appearanceModifier?.member }
    }

    /// The modifier that follows the system appearance, if one does: the first whose contexts are
    /// appearances.
    var appearanceModifier: ModifierNames? {
        modifiers.first { $0.appearance != nil }
    }

    /// The permutations of ``sharedModifiers`` that `shared(_:)` keeps a theme for; nil above
    /// ``sharedThemeLimit``. Counted before any is made.
    private var sharedPermutations: [Permutation]? {
        let count = sharedModifiers.reduce(1) { count, names in
            count > Self.sharedThemeLimit ? count : count * names.cases.count
        }
        return count > Self.sharedThemeLimit ? nil : Permutation.all(sharedModifiers.map(\.cases))
    }

    /// `AppTheme.shared(_:)`: one theme per permutation of the modifiers that do not follow the
    /// appearance, each built on first use (a `static let` is lazy and thread-safe) and read in
    /// the appearance asked for.
    private func sharedThemes(_ p: inout SwiftPrinter) {
        guard !modifiers.isEmpty else { return }
        let a = access.prefix
        let shared = sharedModifiers
        let permutations = sharedPermutations
        p.print(
            "",
            "/// The theme of `selection`, built on first use and shared from then on.")
        p.block("\(a)static func shared(_ selection: Selection) -> AppTheme") { p in
            guard let permutations else {
                p.print("AppTheme(selection)")
                return
            }
            guard !shared.isEmpty else {
                p.print("AppTheme(Shared.theme0, readIn: selection, editingItOnly: false)")
                return
            }
            p.print("let theme: AppTheme")
            let subjects = shared.map { NestedSwitch.Subject(expression: "selection.\($0.member)", cases: $0.cases.map { ".\($0)" }) }
            NestedSwitch(subjects: subjects, leaves: Array(permutations.indices)).print(&p) { index, p in
                p.print("theme = Shared.theme\(index)")
            }
            p.print("return AppTheme(theme, readIn: selection, editingItOnly: false)")
        }
        if let permutations {
            p.blankLine()
            p.print("/// One theme per permutation, each built when first asked for.")
            p.block("private enum Shared") { p in
                for (index, permutation) in permutations.enumerated() {
                    let arguments = zip(shared, permutation.contexts).map { "\($0.label): .\($1)" }.joined(separator: ", ")
                    p.print("static let theme\(index): AppTheme = AppTheme(Selection(\(arguments)))")
                }
            }
        }
        p.print(
            "",
            "/// `theme`'s values read in `selection` (which differs from `theme`'s in the appearance only).",
            "private init(_ theme: AppTheme, readIn selection: Selection, editingItOnly: Bool) {",
            "    self.selection = selection",
            "    self._storage = theme._storage.reading(appearance: selection.appearanceIndex, editingItOnly: editingItOnly)",
            "}")
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
                if let appearance = appearanceModifier {
                    let member = SwiftIdentifier.bare(appearance.member)
                    p.print(
                        "",
                        "/// This selection with `\(member)` set for a system appearance; the other modifiers unchanged.",
                        "\(a)func followingAppearance(isDark: Bool, isHighContrast: Bool) -> Selection {",
                        "    var copy: Selection = self",
                        "    copy.\(appearance.member) = \(appearance.typeName)(isDark: isDark, isHighContrast: isHighContrast)",
                        "    return copy",
                        "}",
                        "",
                        "/// This selection in each `\(member)`, in declared order: a theme holds the values of every one.")
                    p.block("var everyAppearance: [Selection]") { p in
                        p.print("\(appearance.typeName).allCases.map { (context: \(appearance.typeName)) -> Selection in")
                        p.print("    var copy: Selection = self", "    copy.\(appearance.member) = context", "    return copy", "}")
                    }
                    p.blankLine()
                    p.print("/// The position of `\(member)` in ``everyAppearance``.")
                    p.block("var appearanceIndex: Int") { p in
                        p.print("switch \(appearance.member) {")
                        for (index, caseName) in appearance.cases.enumerated() {
                            p.print("case .\(caseName): \(index)")
                        }
                        p.print("}")
                    }
                } else {
                    p.print(
                        "",
                        "/// This selection alone: no modifier follows the appearance.",
                        "var everyAppearance: [Selection] { [self] }",
                        "",
                        "/// The position of this selection in ``everyAppearance``.",
                        "var appearanceIndex: Int { 0 }")
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
        p.block("nonisolated \(a)enum \(names.typeName): String, Sendable, Hashable, CaseIterable, Identifiable") { p in
            for (context, caseName) in zip(names.modifier.contexts, names.cases) {
                p.print("case \(caseName) = \(SwiftLiteral.string(context))")
            }
            p.print("", "/// The context itself, so that `ForEach(\(names.typeName).allCases)` lists them.", "\(a)var id: Self { self }")
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
