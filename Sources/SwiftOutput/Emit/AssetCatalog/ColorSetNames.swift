import TokenModel

/// The colorset name of each color token: its Swift property path (the naming stage's members,
/// `names` renames and fallbacks included) joined in lower camel case, `color.text.primary` →
/// `colorTextPrimary`. Such a name is a Swift identifier, so the symbol Xcode generates for it
/// (`Color(.colorTextPrimary)`, `UIColor(resource:)`) is the name itself, and it needs no escaping
/// as a folder name.
///
/// Two names collide when Xcode cannot tell them apart: asset names ignore case, and Xcode's
/// generated symbol reads an underscore as a word break and drops a final `Color`
/// (`brandColor` → `.brand`). A collision is an
/// `asset-name-collision` error at the later token, with the earlier one as a note; renaming
/// either with `names` in `tokenc.json` resolves it.
struct ColorSetNames {
    struct Entry {
        var token: ThemeToken
        var name: String
    }

    /// Every color token in tree order, with its name.
    var entries: [Entry] = []
    var diagnostics: [Diagnostic] = []

    init(theme: AppTheme, layout: ThemeLayout) {
        var taken: [String: ThemeToken] = [:]
        for token in theme.tokens where token.type == .color {
            let name = Self.name(of: token.path, layout: layout)
            let key = Self.symbolKey(name)
            if let earlier = taken[key] {
                let earlierName = Self.name(of: earlier.path, layout: layout)
                diagnostics.append(.error(
                    .assetNameCollision,
                    "the colorset of '\(token.path)' would be named '\(name)', which Xcode cannot tell apart from '\(earlierName)' of '\(earlier.path)' (asset names ignore case, and a generated symbol drops a final 'Color'); rename one of them with \"names\" in tokenc.json",
                    at: token.values[0].location,
                    notes: [.init("'\(earlier.path)' is defined here", at: earlier.values[0].location)]))
                continue
            }
            taken[key] = token
            entries.append(Entry(token: token, name: name))
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
