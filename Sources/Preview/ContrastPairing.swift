import Lowering
import TokenModel

/// The text-on-surface pairs that the tokens themselves declare, and only those, for contrast:
/// measuring every text color on every background measures pairs nobody uses together (white
/// text meant for brand fills on the page background reads 1:1).
///
/// Roles come from a name in the path, compared case-insensitively: `text`, `fg`, `fgColor`,
/// `foreground` or `textColor` make a text color; `background`, `bg`, `bgColor`,
/// `backgroundColor` or `surface` a background (the last such name counts). What comes before that
/// name is the color's *scope*, what follows its *name*: `color.text.brand.on-brand` has scope
/// `color` and name `brand.on-brand`; `fgColor.muted` has the empty scope. A text color is
/// measured on:
/// 1. the colors its `$extensions."dev.tokenc.preview".on` lists (a reference or an array of
///    references), when it has that;
/// 2. when a part of its name is `on<X>` (`onBrand`, `on-brand-secondary`): the backgrounds of
///    its scope whose name ends in X, word by word with a trailing `default` ignored
///    (`fgColor.onEmphasis` on `bgColor.accent.emphasis`), or, when there is none, the colors
///    of the group X in its scope (`color.text.onBrand` on `color.brand.*`);
/// 3. otherwise, when its name is a color's (`white`, `black`, `transparent`): nothing, since it
///    says what it is, not where it goes;
/// 4. otherwise the background of its scope with the same name (`fgColor.muted` on
///    `bgColor.muted`), unless an `on<X>` text claims that background as its fill;
/// 5. otherwise the default backgrounds (named `default`, `base` or `rest`, or with no name) of
///    its scope, or of the nearest enclosing scope that has one.
///
/// In `component.<kind>.<variant>`, a color whose last name ends in `foreground`
/// (`foreground`, `titleForeground`, `pressed.foreground`) is measured on the `background`
/// color beside it, else on the variant's `background`.
struct ContrastPairing {
    enum Role: Hashable { case background, text }

    /// Why a text color is measured on a background: shown beside each pair.
    enum Reason: String {
        case declared = "$extensions"
        case on = "on-name"
        case sameName = "same name"
        case defaultSurface = "default surface"
        case component = "component"
    }

    struct Pair {
        var text: TokenPath
        var background: TokenPath
        var reason: Reason
    }

    /// The extension that lists a text color's surfaces.
    static let extensionKey = "dev.tokenc.preview"
    static let textNames: Set = ["text", "fg", "fgcolor", "foreground", "textcolor"]
    static let backgroundNames: Set = ["background", "bg", "bgcolor", "backgroundcolor", "surface"]
    static let defaultNames: Set = ["default", "base", "rest"]
    static let colorNames: Set = ["white", "black", "transparent"]

    /// Every declared pair, texts in tree order and each text's surfaces in tree order.
    let pairs: [Pair]
    /// Text colors measured on nothing, each with why.
    let unpaired: [(text: TokenPath, why: String)]
    /// The backgrounds and text colors by name, in tree order.
    let backgrounds: [TokenPath]
    let texts: [TokenPath]
    /// The components' root, whose colors are paired by component rather than by the naming rule.
    let convention: ComponentConvention

    /// A color's role, scope and name by the naming rule; nil outside it or under the components' root.
    struct Named {
        var role: Role
        var scope: ArraySlice<String>
        var name: ArraySlice<String>
    }

    static func named(_ path: TokenPath, outside convention: ComponentConvention) -> Named? {
        guard !convention.contains(path) else { return nil }
        let components = path.components
        guard let index = components.lastIndex(where: { textNames.contains($0.lowercased()) || backgroundNames.contains($0.lowercased()) })
        else { return nil }
        let role: Role = textNames.contains(components[index].lowercased()) ? .text : .background
        return Named(role: role, scope: components[..<index], name: components[(index + 1)...])
    }

    static func role(of path: TokenPath, outside convention: ComponentConvention) -> Role? {
        named(path, outside: convention)?.role
    }

    /// The words of names: split at `.`, `-`, `_` and where a lowercase letter meets an
    /// uppercase one, lowercased (`on-brand-secondary` and `onBrandSecondary` are alike).
    static func words(_ names: some Sequence<String>) -> [String] {
        var words: [String] = []
        for name in names {
            var word = ""
            var previousIsLower = false
            for character in name {
                if character == "-" || character == "_" || (character.isUppercase && previousIsLower) {
                    if !word.isEmpty { words.append(word) }
                    word = ""
                }
                if character != "-" && character != "_" { word += character.lowercased() }
                previousIsLower = character.isLowercase || character.isNumber
            }
            if !word.isEmpty { words.append(word) }
        }
        return words
    }

    /// The X of a name part `onX` or `on-x`, as words; nil when no part names a surface so.
    static func onSurface(_ name: ArraySlice<String>) -> [String]? {
        for part in name {
            let words = words([part])
            guard words.count > 1, words[0] == "on", part.hasPrefix("on") else { continue }
            let rest = part.dropFirst(2)
            guard let first = rest.first, first.isUppercase || first == "-" || first == "_" else { continue }
            return Array(words.dropFirst())
        }
        return nil
    }

    init(tokens: [ThemeToken], defaultIndex: Int, components convention: ComponentConvention) {
        self.convention = convention
        let colors = tokens.filter { $0.type == .color }
        let named = colors.compactMap { token in Self.named(token.path, outside: convention).map { (token: token, named: $0) } }
        let backgrounds = named.filter { $0.named.role == .background }
        self.backgrounds = backgrounds.map(\.token.path)
        texts = named.filter { $0.named.role == .text }.map(\.token.path)
        let known = Set(colors.map(\.path))

        func onSurfaces(_ text: Named, _ x: [String]) -> [TokenPath] {
            let found = backgrounds.filter { background in
                var words = Self.words(background.named.name)
                if words.count > x.count, words.last == "default" { words.removeLast() }
                return background.named.scope == text.scope && words.count >= x.count && Array(words.suffix(x.count)) == x
            }.map(\.token.path)
            if !found.isEmpty { return found }
            return colors.filter { color in
                let components = color.path.components
                return Self.role(of: color.path, outside: convention) != .text && components.count > text.scope.count + 1
                    && components.starts(with: text.scope) && Self.words([components[text.scope.count]]) == x
            }.map(\.path)
        }

        var pairs: [Pair] = []
        var unpaired: [(TokenPath, String)] = []
        var claimed: Set<TokenPath> = []
        var onPairs: [TokenPath: [TokenPath]] = [:]
        for (token, text) in named where text.role == .text {
            if let x = Self.onSurface(text.name) {
                onPairs[token.path] = onSurfaces(text, x)
                claimed.formUnion(onPairs[token.path] ?? [])
            }
        }
        for token in colors {
            if let declared = Self.declaredSurfaces(token.values[defaultIndex]) {
                let surfaces = declared.filter { known.contains($0) }
                if surfaces.isEmpty {
                    unpaired.append((token.path, "its $extensions names no color token"))
                }
                pairs += surfaces.map { Pair(text: token.path, background: $0, reason: .declared) }
                continue
            }
            if convention.contains(token.path) {
                if let background = Self.componentSurface(token.path, known: known) {
                    pairs.append(Pair(text: token.path, background: background, reason: .component))
                }
                continue
            }
            guard let text = Self.named(token.path, outside: convention), text.role == .text else { continue }
            if let surfaces = onPairs[token.path] {
                if surfaces.isEmpty {
                    let x = Self.onSurface(text.name)?.joined(separator: " ") ?? ""
                    unpaired.append((token.path, "it names the surface “\(x)”, which no color in its scope is"))
                }
                pairs += surfaces.map { Pair(text: token.path, background: $0, reason: .on) }
                continue
            }
            if !Set(Self.words(text.name)).isDisjoint(with: Self.colorNames) {
                unpaired.append((token.path, "it is named after its color, not where it goes"))
                continue
            }
            let sameName = backgrounds.filter { $0.named.scope == text.scope && $0.named.name.elementsEqual(text.name) && !claimed.contains($0.token.path) }
            if !sameName.isEmpty {
                pairs += sameName.map { Pair(text: token.path, background: $0.token.path, reason: .sameName) }
                continue
            }
            var scope = text.scope
            var defaults: [TokenPath] = []
            while true {
                defaults = backgrounds.filter { background in
                    background.named.scope == scope && Self.words(background.named.name).allSatisfy(Self.defaultNames.contains)
                }.map(\.token.path)
                if !defaults.isEmpty || scope.isEmpty { break }
                scope = scope.dropLast()
            }
            if defaults.isEmpty { unpaired.append((token.path, "no background shares its scope or name")) }
            pairs += defaults.map { Pair(text: token.path, background: $0, reason: .defaultSurface) }
        }
        self.pairs = pairs
        self.unpaired = unpaired
    }

    /// The paths a token's `$extensions."dev.tokenc.preview".on` lists (`"{color.brand.primary}"`
    /// or an array of such references); nil when it has no such extension.
    static func declaredSurfaces(_ token: ResolvedToken) -> [TokenPath]? {
        guard let on = token.extensions?.json[extensionKey]?["on"] else { return nil }
        let references = on.arrayElements?.compactMap(\.stringValue) ?? on.stringValue.map { [$0] } ?? []
        return references.compactMap { reference in
            guard reference.hasPrefix("{"), reference.hasSuffix("}"), reference.count > 2 else { return nil }
            return TokenPath(reference.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map(String.init))
        }
    }

    /// A component color ending in `foreground`: the `background` beside it, else its variant's.
    static func componentSurface(_ path: TokenPath, known: Set<TokenPath>) -> TokenPath? {
        let components = path.components
        guard components.count >= 4, let last = components.last, last.lowercased().hasSuffix("foreground") else { return nil }
        let prefix = last.count > "foreground".count ? String(last.dropLast("foreground".count)) : nil
        var candidates: [TokenPath] = []
        // `titleForeground` on `titleBackground`, then `foreground` on `background`, beside it and in the variant.
        for parent in [Array(components.dropLast()), Array(components.prefix(3))] {
            if let prefix { candidates.append(TokenPath(parent + [prefix + "Background"])) }
            candidates.append(TokenPath(parent + ["background"]))
        }
        return candidates.first { $0 != path && known.contains($0) }
    }

    /// The background and text color that paint every cell of a permutation: the default
    /// background of the outermost scope (`bgColor.default`, `color.background.base`) and the
    /// first text measured on it; else the first background and text color.
    var surface: (background: TokenPath?, text: TokenPath?) {
        let defaults = backgrounds.compactMap { path in Self.named(path, outside: convention).map { (path, $0) } }
            .filter { Self.words($0.1.name).allSatisfy(Self.defaultNames.contains) }
        let background = defaults.min { $0.1.scope.count < $1.1.scope.count }?.0 ?? backgrounds.first
        let text = pairs.first { $0.background == background && Self.role(of: $0.text, outside: convention) == .text }?.text ?? texts.first
        return (background, text)
    }
}
