/// What the page needs to know about a theme, worked out once: each permutation's values, the
/// contrast roles, and which section shows which token.
struct PreviewModel {
    let theme: AppTheme
    let columns: [PreviewColumn]
    let convention: ContrastConvention
    let sections: [PreviewSectionKind: [ThemeToken]]
    private let variations: [TokenPath: [String]]
    /// The folder every token file is in, with its `/`: left out where the page names a file.
    let folder: String
    /// The position of the default permutation, whose description and deprecation head each row.
    let defaultIndex: Int

    init(theme: AppTheme) {
        self.theme = theme
        defaultIndex = theme.index(of: theme.defaultPermutation) ?? 0
        let convention = ContrastConvention(tokens: theme.tokens)
        self.convention = convention
        columns = theme.permutations.enumerated().map { index, permutation in
            PreviewColumn(theme: theme, index: index, permutation: permutation, convention: convention)
        }
        var sections: [PreviewSectionKind: [ThemeToken]] = [:]
        for token in theme.tokens {
            sections[PreviewSectionKind(token), default: []].append(token)
        }
        self.sections = sections
        variations = Dictionary(theme.tokens.map { ($0.path, $0.variesWith) }, uniquingKeysWith: { first, _ in first })
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
        let file = location.file.hasPrefix(folder) ? String(location.file.dropFirst(folder.count)) : location.file
        return "\(file):\(location.line):\(location.column)"
    }

    func tokens(in section: PreviewSectionKind) -> [ThemeToken] {
        sections[section] ?? []
    }

    /// The sections that have tokens, in page order: an empty one is left out, contents included.
    var shownSections: [PreviewSectionKind] {
        PreviewSectionKind.allCases.filter { !tokens(in: $0).isEmpty }
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
    /// The permutation's first background and text colors by the contrast convention.
    let background: ResolvedToken?
    let foreground: ResolvedToken?

    init(theme: AppTheme, index: Int, permutation: Permutation, convention: ContrastConvention) {
        self.index = index
        self.permutation = permutation
        var tokens: [TokenPath: ResolvedToken] = [:]
        for token in theme.tokens { tokens[token.path] = token.value(in: index) }
        self.tokens = tokens
        background = convention.backgrounds.first.flatMap { tokens[$0] }
        foreground = convention.texts.first.flatMap { tokens[$0] }
    }

    /// The token's value in this permutation; nil where the token is absent.
    func value(of token: ThemeToken) -> ResolvedToken? {
        token.value(in: index)
    }

    /// The cell style of this column: the permutation's background and text colors.
    var surfaceStyle: CSSStyle {
        var style = CSSStyle()
        if let background, case .color(let color) = background.value { style.setColor("background-color", color) }
        if let foreground, case .color(let color) = foreground.value { style.setColor("color", color) }
        return style
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

    init(_ token: ThemeToken) {
        if token.path.components.first == ComponentSection.root {
            self = .components
            return
        }
        switch token.type {
        case .color: self = .colors
        case .typography, .fontFamily, .fontWeight: self = .typography
        case .dimension: self = .dimensions
        case .border, .shadow, .gradient, .strokeStyle: self = .effects
        case .duration, .cubicBezier, .transition, .number, .string, .boolean: self = .other
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

/// How the page finds each permutation's background and text colors for contrast: a color
/// token outside `component` with a group named `background` (or `bg`) in its path is a
/// background color (`color.background.base`); one with a group named `text` is a text color
/// (`color.text.primary`). Names compare case-insensitively. The first of each, in tree order,
/// also paints the permutation's column.
public struct ContrastConvention: Sendable {
    public enum Role: Sendable, Hashable {
        case background, text
    }

    /// The background colors, in tree order.
    public var backgrounds: [TokenPath]
    /// The text colors, in tree order.
    public var texts: [TokenPath]

    public init(tokens: [ThemeToken]) {
        backgrounds = tokens.filter { $0.type == .color && Self.role(of: $0.path) == .background }.map(\.path)
        texts = tokens.filter { $0.type == .color && Self.role(of: $0.path) == .text }.map(\.path)
    }

    /// The role the convention gives a color token at `path`, if any.
    public static func role(of path: TokenPath) -> Role? {
        guard path.components.first != ComponentSection.root else { return nil }
        let groups = path.components.dropLast().map { $0.lowercased() }
        if groups.contains(where: { $0 == "background" || $0 == "bg" }) { return .background }
        if groups.contains("text") { return .text }
        return nil
    }

    /// The path as contrast notes show it: from the `background` or `text` group on (`text.primary`).
    static func shortName(_ path: TokenPath) -> String {
        let lowered = path.components.map { $0.lowercased() }
        if let start = lowered.firstIndex(where: { ["background", "bg", "text"].contains($0) }) {
            return path.components[start...].joined(separator: ".")
        }
        return path.description
    }
}
