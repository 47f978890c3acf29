import Lowering
import TokenModel

/// Turns a resolved theme into the files of the `DesignSystem` module:
///
/// | File | Contents |
/// | --- | --- |
/// | `ThemeValues.swift` | The core value types (`ThemeColor`, `ThemeTypography`, …). |
/// | `ThemeValues+Fonts.swift` | What every platform's fonts share: nearest text style, system design, standard weight. |
/// | `ThemeStorage.swift` | The shared storage behind `AppTheme` and its nested groups (copy-on-write). |
/// | `AppTheme.swift` | `AppTheme`: top-level groups and tokens, initializers, static themes. |
/// | `AppTheme+Selection.swift` | `AppTheme.Selection` and one enum per modifier. |
/// | `AppTheme+JSON.swift` | A theme as data: `theme.json()`, `AppTheme(json:selection:)`, `update(fromJSON:)`. |
/// | `AppTheme+TokenTable.swift` | Every token as a slot of the theme's values, and which aliases which (for edits). |
/// | `Tokens/AppTheme+<Group>.swift` | One per top-level group: `AppTheme.<Group>Tokens` and nested groups. |
/// | `SwiftUI/ThemeValues+SwiftUI.swift` | `Color`, `Font`, `Animation`, … and view modifiers. |
/// | `SwiftUI/AppTheme+Environment.swift` | `EnvironmentValues.appTheme` and `View.appTheme(_:)`. |
/// | `SwiftUI/ThemeReference.swift` | `.theme…` paths: `ShapeStyle`s and typography read from the environment's theme. |
/// | `SwiftUI/AppTheme+Shapes.swift` | Every radius token as a `RoundedRectangle` (`theme.radius.mediumShape`). |
/// | `SwiftUI/Styles/<Kind>Styles.swift` | One style per variant of `component.<kind>` (`PrimaryButtonStyle`, `.buttonStyle(.primary)`). |
/// | `SwiftUI/Components/<Name>.swift` | A custom component: its view, configuration, style protocol and styles. |
/// | `UIKit/ThemeColor+UIKit.swift` | `UIColor(_:)`, `ThemeColor.uiColor`, and `UIColor(theme:…)` following the traits. |
/// | `UIKit/ThemeTypography+UIKit.swift` | `UIFont`s that scale with Dynamic Type, under `#if canImport(UIKit)`. |
/// | `AppKit/ThemeColor+AppKit.swift` | `NSColor(_:)`, `ThemeColor.nsColor`, and `NSColor(theme:…)` following the appearance. |
/// | `SwiftUI/AppTheme+Previews.swift` | Xcode previews of every style in every brand, light and dark (debug builds; not with `--no-previews`). |
///
/// Everything but the `SwiftUI/`, `UIKit/` and `AppKit/` files is plain Swift without imports.
package struct SwiftEmitter {
    package var options: EmitOptions

    package init(options: EmitOptions = EmitOptions()) {
        self.options = options
    }

    /// The files for `theme` and the problems lowering found (fallback names and colors outside
    /// Display P3 are warnings). With an error, the files must not be written.
    package func emit(_ theme: ResolvedTheme) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        let model = SwiftModel(lowering: theme)
        return (emit(model), model.diagnostics)
    }

    /// The files of a lowered theme. Emitting finds no problems: lowering found them all.
    func emit(_ model: SwiftModel) -> [GeneratedFile] {
        let theme = model.theme
        let layout = model.names.layout
        let modifiers = model.names.modifiers
        let values = ValueExpressions(remBase: options.remBase)
        let structure = ThemeStructureEmitter(theme: theme, layout: layout, modifiers: modifiers, access: options.access)
        let groups = GroupEmitter(access: options.access, modifiers: modifiers)

        var files: [GeneratedFile] = [
            CoreTypesEmitter(access: options.access).file(),
            RuntimeFile.themeValuesFonts.generatedFile(access: options.access),
            RuntimeFile.themeStorage.generatedFile(access: options.access),
            structure.themeFile(values: values),
            structure.selectionFile(),
            RuntimeFile.appThemeJSON.generatedFile(access: options.access),
        ]
        // A module cannot have two files of one name, even in different folders.
        var usedNames = Set(Self.fixedFileNames)
        let groupFiles: [(group: ThemeLayout.Group, path: String)] = layout.root.children.compactMap { child in
            guard case .group(let group) = child else { return nil }
            return (group, "Tokens/\(Self.fileName(for: group, avoiding: &usedNames))")
        }
        // The largest part of the work, and each of these files stands alone: built on all cores,
        // the costliest first.
        let shapes = ShapesEmitter(access: options.access, layout: layout)
        let table = TokenTableEmitter(layout: layout, modifiers: modifiers, theme: theme, remBase: options.remBase)
        let jobs = groupFiles.map { ParallelFile.group($0.group, path: $0.path) } + [.tokenTable(tokens: layout.root.tokenCount), .shapes]
        files += jobs.concurrentMap(costliestFirst: \.cost) { job -> GeneratedFile? in
            switch job {
            case .group(let group, let path): groups.file(for: group, path: path, theme: theme, values: values)
            case .tokenTable: table.file()
            case .shapes: shapes.file()
            }
        }.compactMap { $0 }
        files.append(RuntimeFile.swiftUIThemeValuesSwiftUI.generatedFile(access: options.access))
        files.append(EnvironmentEmitter(access: options.access, appearance: modifiers.first { $0.appearance != nil }).file())
        files.append(RuntimeFile.swiftUIThemeReference.generatedFile(access: options.access))
        files.append(RuntimeFile.uiKitThemeTypographyUIKit.generatedFile(access: options.access))
        let platformColors = PlatformColorEmitter(access: options.access, modifiers: modifiers)
        files.append(platformColors.file(for: .uiKit))
        files.append(platformColors.file(for: .appKit))
        files += Self.extensionTypeFiles(of: theme).map { $0.generatedFile(access: options.access) }
        for component in model.components where !component.variants.isEmpty {
            switch component.kind {
            case .builtIn(.card):
                files.append(CustomComponentEmitter(access: options.access, theme: theme, layout: layout).cardFile(for: component))
            case .builtIn(let kind):
                files.append(BuiltInStyleEmitter(access: options.access, theme: theme, layout: layout).file(for: component, kind: kind))
            case .custom(let declaration):
                files.append(CustomComponentEmitter(access: options.access, theme: theme, layout: layout).file(for: component, declaration: declaration))
            }
        }
        let previewed = model.components.filter { !$0.variants.isEmpty }
        if options.previews, !previewed.isEmpty {
            files.append(PreviewsEmitter(modifiers: modifiers).file(for: previewed))
        }
        // Last: it carries the fingerprint of all the others.
        files.append(ThemeLiveEmitter(access: options.access, modifiers: modifiers, fingerprint: ThemeLiveEmitter.fingerprint(of: files)).file())
        return files.sorted { $0.path < $1.path }
    }

    /// A file built on all cores.
    private enum ParallelFile: Sendable {
        case group(ThemeLayout.Group, path: String)
        /// `AppTheme+TokenTable.swift`, a line for every token of the theme.
        case tokenTable(tokens: Int)
        case shapes

        /// How long it takes to build, relative to the others: a group's tokens. The token table
        /// takes about a third of what all the groups' files take together, a token's line and
        /// aliases against its declaration, value and `_visit` line. The shapes, a fraction of the
        /// work of any large group, go last.
        var cost: Int {
            switch self {
            case .group(let group, _): group.tokenCount
            case .tokenTable(let tokens): tokens / 3
            case .shapes: 0
            }
        }
    }

    /// The files named `AppTheme+…` that do not hold a group, lower-cased and without `.swift`.
    /// The runtime of each extension type the theme has a token of: a theme without symbols has
    /// no `ThemeSymbol`.
    static func extensionTypeFiles(of theme: ResolvedTheme) -> [RuntimeFile] {
        let used = Set(theme.tokens.map(\.type))
        return ExtensionType.allCases.filter { used.contains(.extended($0)) }.flatMap { RuntimeFile.extensionTypes[$0.home.runtimeFolder] ?? [] }
    }

    static let fixedFileNames = ["apptheme+selection", "apptheme+tokentable", "apptheme+json", "apptheme+live", "apptheme+environment", "apptheme+shapes", "apptheme+previews"]

    /// `AppTheme+Color.swift` from the group's type name, which is plain ASCII; a name that is
    /// taken, or differs from an earlier one only by case (the same file on macOS), gets a number.
    static func fileName(for group: ThemeLayout.Group, avoiding used: inout Set<String>) -> String {
        let base = "AppTheme+" + String(group.typeName.dropLast("Tokens".count))
        var name = base
        var number = 2
        while used.contains(name.lowercased()) {
            name = base + String(number)
            number += 1
        }
        used.insert(name.lowercased())
        return name + ".swift"
    }
}
