import Lowering
import TokenModel

/// The colorset name of each color token: its Swift property path (the naming stage's members,
/// `names` renames and fallbacks included) joined in lower camel case, `color.text.primary` →
/// `colorTextPrimary`. Such a name is a Swift identifier, so the symbol Xcode generates for it
/// (`Color(.colorTextPrimary)`, `UIColor(resource:)`) is the name itself, and it needs no escaping
/// as a folder name.
///
/// Two names collide when Xcode cannot tell them apart: asset names ignore case, and Xcode's
/// generated symbol reads an underscore as a word break and drops a final `Color`
/// (`brandColor` → `.brand`). As a Swift name that clashes takes a fallback, the later of two
/// such names (in tree order) takes the first of `name2`, `name3`, … that collides with no other
/// name, with an `asset-name-collision` warning at its token and the earlier one as a note; a
/// rename with `names` in `tokenc.json` chooses the name instead. So the catalog never fails a
/// set that builds.
struct ColorSetNames {
    struct Entry {
        var token: ThemeToken
        var name: String
    }

    /// Every color token in tree order, with its name.
    var entries: [Entry] = []
    var diagnostics: [Diagnostic] = []

    init(theme: ResolvedTheme, layout: ThemeLayout) {
        let colors = theme.tokens.filter { $0.type == .color }
        let names = colors.map { Self.name(of: $0.path, layout: layout) }
        // Every name as its token would have it, so that a fallback never takes a later token's own name.
        let own = Set(names.map(Self.symbolKey))
        var taken: [String: Int] = [:]
        for (index, token) in colors.enumerated() {
            let name = names[index]
            guard let earlier = taken[Self.symbolKey(name)] else {
                taken[Self.symbolKey(name)] = index
                entries.append(Entry(token: token, name: name))
                continue
            }
            let fallback = (2...).lazy.map { "\(name)\($0)" }.first {
                taken[Self.symbolKey($0)] == nil && !own.contains(Self.symbolKey($0))
            }!
            taken[Self.symbolKey(fallback)] = index
            entries.append(Entry(token: token, name: fallback))
            diagnostics.append(.warning(
                .assetNameCollision,
                "the colorset of '\(token.path)' would be named '\(name)', which Xcode cannot tell apart from '\(names[earlier])' of '\(colors[earlier].path)' (asset names ignore case, and a generated symbol drops a final 'Color'); it is named '\(fallback)' instead: choose its name with \"names\" in tokenc.json",
                at: token.values[0].location,
                notes: [.init("'\(colors[earlier].path)' is defined here", at: colors[earlier].values[0].location)]))
        }
    }

    /// `colorTextPrimary` for `color.text.primary`: each component's Swift member, backticks
    /// removed, every one after the first with its first letter upper-cased and without the
    /// underscore Swift needs before a leading digit (`palette.gray.900` → `paletteGray900`).
    static func name(of path: TokenPath, layout: ThemeLayout) -> String {
        var prefix = TokenPath.root
        var name = ""
        for component in path.components {
            prefix = prefix.appending(component)
            var member = Substring(SwiftIdentifier.bare(layout.member(at: prefix)))
            guard !name.isEmpty else {
                name = String(member)
                continue
            }
            if member.first == "_", member.dropFirst().first?.isNumber == true { member = member.dropFirst() }
            name += member.prefix(1).uppercased() + member.dropFirst()
        }
        return name
    }

    /// What Xcode tells names apart by: lower-cased, underscores (word breaks in its symbols) left
    /// out, without a final `color` (unless that is all).
    static func symbolKey(_ name: String) -> String {
        let lowered = name.lowercased().filter { $0 != "_" }
        return lowered.hasSuffix("color") && lowered != "color" ? String(lowered.dropLast("color".count)) : lowered
    }
}
