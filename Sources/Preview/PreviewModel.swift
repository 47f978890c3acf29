import Lowering
import TokenJSON
import TokenModel

/// What the page needs to know about a theme, worked out once: each permutation's values, the
/// contrast roles, and which section shows which token.
struct PreviewModel {
    let theme: ResolvedTheme
    /// The components as lowering checked them: what the components section draws.
    let components: [ComponentSystem.Component]
    let columns: [PreviewColumn]
    let contrast: ContrastPairing
    let sections: [PreviewSectionKind: [ThemeToken]]
    private let variations: [TokenPath: [String]]
    /// The folder every token file is in, with its `/`: left out where the page names a file.
    let folder: String
    /// The font stacks of the typography section's samples as CSS, in order of first appearance.
    let fontFamilies: [String]
    private let fontFamilyClasses: [String: String]
    /// The position of the default permutation, whose description and deprecation head each row.
    let defaultIndex: Int

    init(theme: ResolvedTheme, components: [ComponentSystem.Component]) {
        self.theme = theme
        self.components = components
        defaultIndex = theme.index(of: theme.defaultPermutation) ?? 0
        let contrast = ContrastPairing(tokens: theme.tokens, defaultIndex: defaultIndex, components: theme.components)
        self.contrast = contrast
        let surface = contrast.surface
        columns = theme.permutations.enumerated().map { index, permutation in
            PreviewColumn(theme: theme, index: index, permutation: permutation, surface: surface)
        }
        var sections: [PreviewSectionKind: [ThemeToken]] = [:]
        for token in theme.tokens {
            sections[PreviewSectionKind(token, components: theme.components), default: []].append(token)
        }
        self.sections = sections
        variations = Dictionary(theme.tokens.map { ($0.path, $0.variesWith) }, uniquingKeysWith: { first, _ in first })
        var families: [String] = []
        for token in sections[.typography] ?? [] {
            for value in token.values {
                switch value.value {
                case .typography(let typography): families.append(CSS.fontFamily(typography.fontFamily))
                case .fontFamily(let family): families.append(CSS.fontFamily(family))
                default: break
                }
            }
        }
        var seen: Set<String> = []
        fontFamilies = families.filter { seen.insert($0).inserted }
        fontFamilyClasses = Dictionary(uniqueKeysWithValues: fontFamilies.enumerated().map { ($0.element, "f\($0.offset)") })
        folder = Self.commonFolder(Set(theme.tokens.flatMap { $0.values.map(\.location.file) }))
    }

    /// The longest folder path, ending in `/`, that holds every file of `files`; empty when none does.
    static func commonFolder(_ files: Set<String>) -> String {
        guard var prefix = files.first.map({ Substring($0) }) else { return "" }
        for file in files {
            while !file.hasPrefix(prefix) { prefix = prefix.dropLast() }
        }
        guard let slash = prefix.lastIndex(of: "/") else { return "" }
        return String(prefix[...slash])
    }

    /// `color/palette.json:11:9`: the location with the common folder left out.
    func describe(_ location: SourceLocation) -> String {
        "\(describeFile(of: location)):\(location.line):\(location.column)"
    }

    /// `color/palette.json`: the location's file with the common folder left out.
    func describeFile(of location: SourceLocation) -> String {
        location.file.hasPrefix(folder) ? String(location.file.dropFirst(folder.count)) : location.file
    }

    /// The style sheet's rules that the page builds from the tokens: each permutation's cell
    /// painting (`.p2{background-color:…}`) and each font stack (`main td > p.f0{font-family:…}`,
    /// specific enough to beat the samples' default).
    var generatedRules: String {
        columns.compactMap { column in column.surfaceClass.map { ".\($0){\(column.surfaceStyle.text)}\n" } }.joined()
            + fontFamilies.enumerated().map { "main td > p.f\($0.offset){font-family:\($0.element)}\n" }.joined()
    }

    /// `f0`: the class of a font stack in ``generatedRules``.
    func fontFamilyClass(_ family: FontFamilyValue) -> String {
        fontFamilyClasses[CSS.fontFamily(family)] ?? ""
    }

    func tokens(in section: PreviewSectionKind) -> [ThemeToken] {
        sections[section] ?? []
    }

    /// The sections that have tokens, in page order: an empty one is left out, contents included.
    var shownSections: [PreviewSectionKind] {
        PreviewSectionKind.allCases.filter { !tokens(in: $0).isEmpty }
    }

    /// The permutations the page's switcher offers, one at a time: every combination of every
    /// modifier's contexts, in the columns' order (default first).
    var views: [ColumnLayout.Column] {
        ColumnLayout(model: self, varyingWith: theme.modifiers.map(\.name)).columns
    }

    /// `0 2`: the positions in ``views`` of the permutations that `column` shows, those whose
    /// contexts include the column's.
    func views(showing column: ColumnLayout.Column) -> String {
        views.enumerated().filter { _, view in
            column.contexts.allSatisfy { wanted in view.contexts.contains { $0 == wanted } }
        }.map { String($0.offset) }.joined(separator: " ")
    }

    /// The modifiers the token at `path` varies with; none for a path outside the theme.
    func variesWith(_ path: TokenPath) -> [String] {
        variations[path] ?? []
    }
}

/// One permutation's values, as the columns that show it read them.
struct PreviewColumn {
    let index: Int
    let permutation: Permutation
    let tokens: [TokenPath: ResolvedToken]
    /// The permutation's surface: the background and text colors that paint its cells.
    let background: ResolvedToken?
    let foreground: ResolvedToken?
    /// The cell style of this column: the permutation's background and text colors.
    let surfaceStyle: CSSStyle

    init(theme: ResolvedTheme, index: Int, permutation: Permutation, surface: (background: TokenPath?, text: TokenPath?)) {
        self.index = index
        self.permutation = permutation
        var tokens: [TokenPath: ResolvedToken] = [:]
        for token in theme.tokens { tokens[token.path] = token.value(in: index) }
        self.tokens = tokens
        background = surface.background.flatMap { tokens[$0] }
        foreground = surface.text.flatMap { tokens[$0] }
        var style = CSSStyle()
        if let background, case .color(let color) = background.value { style.setColor("background-color", color) }
        if let foreground, case .color(let color) = foreground.value { style.setColor("color", color) }
        surfaceStyle = style
    }

    /// The token's value in this permutation; nil where the token is absent.
    func value(of token: ThemeToken) -> ResolvedToken? {
        token.value(in: index)
    }

    /// The class that paints cells of this permutation (``surfaceStyle``, written once in the
    /// style sheet); nil when there is no background or text color to paint with.
    var surfaceClass: String? {
        surfaceStyle.isEmpty ? nil : "p\(index)"
    }

    /// The aliases `token` goes through in this permutation, one hop after another, without
    /// the token itself: `[palette.blue.500]`. Stops at a token outside the theme or a repeat.
    func aliasChain(of token: ResolvedToken) -> [TokenPath] {
        var chain: [TokenPath] = []
        var seen: Set<TokenPath> = [token.path]
        var next = token.aliasOf
        while let path = next, seen.insert(path).inserted {
            chain.append(path)
            next = tokens[path]?.aliasOf
        }
        return chain
    }

    /// The color of the token at `path` in this permutation, if it is one.
    func color(_ path: TokenPath) -> ColorValue? {
        guard case .color(let color)? = tokens[path]?.value else { return nil }
        return color
    }
}

/// Which section of the page shows a token.
enum PreviewSectionKind: Hashable, CaseIterable {
    case colors, typography, dimensions, effects, other, components

    init(_ token: ThemeToken, components: ComponentConvention) {
        if components.contains(token.path) {
            self = .components
            return
        }
        switch token.type {
        case .color: self = .colors
        case .typography, .fontFamily, .fontWeight: self = .typography
        case .dimension: self = .dimensions
        case .border, .shadow, .gradient, .strokeStyle: self = .effects
        case .duration, .cubicBezier, .transition, .number, .string, .boolean, .extended: self = .other
        }
    }

    var id: String {
        switch self {
        case .colors: "colors"
        case .typography: "typography"
        case .dimensions: "dimensions"
        case .effects: "effects"
        case .other: "other"
        case .components: "components"
        }
    }

    var title: String {
        switch self {
        case .colors: "Colors"
        case .typography: "Typography"
        case .dimensions: "Spacing, radii and sizes"
        case .effects: "Borders, shadows and gradients"
        case .other: "Motion and other values"
        case .components: "Components"
        }
    }
}
