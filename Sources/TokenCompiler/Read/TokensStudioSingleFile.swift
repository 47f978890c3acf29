import Foundation
import TokenJSON
import TokenModel

/// A Tokens Studio single-file export (its "single file" sync to GitHub, GitLab, a URL, JSONBin or
/// a local file): one JSON object whose members are the token sets, by set name, beside
/// `$themes` (the themes, as a multi-file sync's `$themes.json` holds them) and `$metadata` (the
/// sets' `tokenSetOrder`). The plugin merges the sets a theme selects before it resolves
/// references, so a reference names a token without its set (`{brand.green}` for the token
/// `green` of the group `brand` in the set `National Lottery`).
///
/// - Themes that select sets are read as `$themes.json` is (``TokensStudioThemes``), each set
///   being the member of that name.
/// - Without them the plugin applies every set, in `tokenSetOrder` (else as written), and so does
///   tokenc, except that sets named after appearances (`light`, `dark`, `theme/dark`, as the file
///   names of ``FileNameModes``) are the contexts of a modifier `mode`, `light` its default; one
///   such set alone (`Dark Mode`) that redefines tokens of the sets before it is that appearance
///   over them, the light one.
/// - A file with neither `$themes` nor `$metadata`, as Figma Tokens wrote before it had themes, is
///   read so only when it is the only token file, every member is a group, and its references
///   say so: none names a token as written, and most name one once the sets are merged.
enum TokensStudioSingleFile {
    /// True when `bytes` may hold a single-file export with its `$themes` or `$metadata`: a cheap
    /// test of every file before any is parsed twice.
    static func mayBeSingleFile(_ bytes: [UInt8]) -> Bool {
        bytes.mayHoldKey("$themes") || bytes.mayHoldKey("$metadata")
    }

    /// The sets and modifiers `file` holds; nil when it is not a single-file export (or cannot be
    /// read or parsed: reading it as a token file reports why). `alone` says it is the only
    /// token file, the one case a file without `$themes` or `$metadata` may be one. The sets that
    /// no theme selects are added to `unused`, to resolve references as the plugin does.
    static func layers(
        of file: String, alone: Bool, options: ReaderOptions, unused: inout [UnusedSource], diagnostics: inout [Diagnostic]
    ) -> [ResolutionLayer]? {
        var ignored: [Diagnostic] = []
        guard let bytes = TokenFileReader.bytes(of: file, limit: options.limits.fileBytes, diagnostics: &ignored),
              alone || mayBeSingleFile(bytes) else { return nil }
        var parsing: [Diagnostic] = []
        guard let document = TokenFileReader.parse(bytes: bytes, file: file, diagnostics: &parsing),
              let members = document.root.objectMembers else { return nil }
        let named = members.filter { !$0.key.hasPrefix("$") }
        // Every set is a group of tokens: a token or a value among the members says the file is
        // a token file whose top level is its own.
        guard !named.isEmpty, named.allSatisfy({ $0.value.kind == .object && $0.value["value"] == nil && $0.value["$value"] == nil }) else { return nil }
        let themes = document.root["$themes"]
        let order = document.root["$metadata"]?["tokenSetOrder"]?.arrayElements?.compactMap(\.stringValue)
        var reading: [Diagnostic] = []
        let sets = named.map { member in
            NamedSet(name: member.key, position: member.keyPosition,
                tree: TokenFileReader.read(embedded: member.value, file: file, components: options.components, diagnostics: &reading))
        }
        guard themes != nil || order != nil || referencesNameSets(sets) else { return nil }
        diagnostics += parsing + reading
        if let list = themes, let parsed = TokensStudioThemes.read(list, file: file),
           let layers = TokensStudioThemes.layers(of: parsed, written: "the file's $themes", order: order ?? [], diagnostics: &diagnostics,
               holds: { name in sets.contains { $0.name == name } }, source: { name, theme, diagnostics in
               guard let set = sets.first(where: { $0.name == name }) else {
                   diagnostics.append(.warning(
                       .invalidResolverReference,
                       "the theme '\(theme.name)' selects the token set '\(name)', which the file does not hold; it is left out",
                       at: theme.location))
                   return nil
               }
               return .inline(set.tree)
           }) {
            let selected = Set(parsed.flatMap(\.sets))
            unused += TokensStudioThemes.ordered(sets.filter { !selected.contains($0.name) }, by: order ?? [], name: \.name).map { set in
                UnusedSource(
                    description: "the token set '\(set.name)', which no theme in the file's $themes selects",
                    sources: [.inline(set.tree)], resolvesReferences: true)
            }
            return layers
        }
        return appearanceLayers(TokensStudioThemes.ordered(sets, by: order ?? [], name: \.name), file: file)
    }

    /// Every set in order, but those named after appearances when two or more are: they are the
    /// contexts of a modifier `mode`.
    private static func appearanceLayers(_ sets: [NamedSet], file: String) -> [ResolutionLayer] {
        let appearances = sets.map { set -> (key: String, mode: String)? in
            let slash = set.name.lastIndex(of: "/").map { set.name.index(after: $0) } ?? set.name.startIndex
            return AppearanceNames.appearance(in: String(set.name[slash...])).map { (String(set.name[..<slash]) + $0.key, $0.mode) }
        }
        let keys = appearances.compactMap { $0?.key }.uniqued()
        let modes = appearances.compactMap { $0?.mode.lowercased() }.uniqued()
        let base = ResolutionLayer(name: "base", kind: .set(sets.map { .inline($0.tree) }), location: nil)
        if keys.count == 1, modes.count == 1, modes[0] != "light", let lone = appearances.firstIndex(where: { $0 != nil }),
           appearances.compactMap({ $0 }).count == 1, overrides(sets[lone], sets[..<lone]) {
            return appearanceOverBase(sets, lone: lone, mode: appearances[lone]!.mode, file: file)
        }
        guard keys.count == 1, modes.count >= 2, modes.count == appearances.compactMap({ $0 }).count else { return [base] }
        var contexts: [Modifier.Context] = []
        var rest: [TokenSource] = []
        for (set, appearance) in zip(sets, appearances) {
            if let appearance {
                contexts.append(Modifier.Context(name: appearance.mode, sources: [.inline(set.tree)], location: SourceLocation(file: file, position: set.position)))
            } else {
                rest.append(.inline(set.tree))
            }
        }
        let preferred = contexts.first { $0.name.lowercased() == "light" } ?? contexts[0]
        let mode = Modifier(name: "mode", contexts: contexts, defaultContext: preferred.name, location: contexts[0].location)
        return [
            ResolutionLayer(name: "base", kind: .set(rest), location: nil),
            ResolutionLayer(name: "mode", kind: .modifier(mode), location: mode.location),
        ]
    }

    /// One set named by an appearance other than light (`Dark Mode`) that redefines tokens of the
    /// sets before it: that appearance of `mode`, over the other sets, which are the light one.
    /// Merged with them, its values were the only theme's.
    private static func appearanceOverBase(_ sets: [NamedSet], lone: Int, mode name: String, file: String) -> [ResolutionLayer] {
        let location = SourceLocation(file: file, position: sets[lone].position)
        let mode = Modifier(
            name: "mode",
            contexts: [
                Modifier.Context(name: "light", sources: [], location: nil),
                Modifier.Context(name: name, sources: [.inline(sets[lone].tree)], location: location),
            ],
            defaultContext: "light", location: location)
        return [
            ResolutionLayer(name: "base", kind: .set(sets.indices.filter { $0 != lone }.map { .inline(sets[$0].tree) }), location: nil),
            ResolutionLayer(name: "mode", kind: .modifier(mode), location: location),
        ]
    }

    /// Whether `set` defines a token one of `earlier` defines.
    private static func overrides(_ set: NamedSet, _ earlier: ArraySlice<NamedSet>) -> Bool {
        var defined = Set<TokenPath>()
        var tokens: [TokenNode] = []
        for other in earlier {
            collect(other.tree, prefix: [], tokens: &tokens) { path, isToken in if isToken { defined.insert(path) } }
        }
        var overrides = false
        collect(set.tree, prefix: [], tokens: &tokens) { path, isToken in if isToken, defined.contains(path) { overrides = true } }
        return overrides
    }

    /// True when some token references another, none names a token as the file writes its paths,
    /// and most name one once the sets are merged: references written inside the sets.
    private static func referencesNameSets(_ sets: [NamedSet]) -> Bool {
        var written = Set<TokenPath>()
        var merged = Set<TokenPath>()
        var tokens: [TokenNode] = []
        for set in sets {
            collect(set.tree, prefix: [], tokens: &tokens) { path, isToken in
                merged.insert(path)
                // Only tokens: a legacy `{a.b}` may mean the token `a`, and a set's name is a group.
                if isToken { written.insert(TokenPath([set.name] + path.components)) }
            }
        }
        var (referencing, mergedOnly) = (0, 0)
        for token in tokens {
            let paths = VariationAnalysis.referencedPaths(of: token).map(\.path)
            guard !paths.isEmpty else { continue }
            if paths.contains(where: written.contains) { return false }
            referencing += 1
            if paths.contains(where: merged.contains) { mergedOnly += 1 }
        }
        return referencing > 0 && mergedOnly * 2 > referencing
    }

    /// Calls `found` with the path of every token and group below `group`, saying which it is,
    /// and lists its tokens.
    private static func collect(_ group: GroupNode, prefix: [String], tokens: inout [TokenNode], found: (TokenPath, Bool) -> Void) {
        for (name, node) in group.children {
            let path = prefix + [name]
            switch node {
            case .token(let token):
                found(TokenPath(path), true)
                tokens.append(token)
            case .group(let child):
                found(TokenPath(path), false)
                collect(child, prefix: path, tokens: &tokens, found: found)
            }
        }
    }

    /// One token set: a member of the file.
    private struct NamedSet {
        var name: String
        var position: SourcePosition
        var tree: GroupNode
    }
}
