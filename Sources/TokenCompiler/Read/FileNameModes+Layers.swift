import TokenModel

/// Files that lie over others as layers (Style Dictionary's `color.dark.json` over `color.json`,
/// a CSS build's `themes/dark.json`, `color-dark.tokens.json` over `color.tokens.json`): the
/// modes made by adding a mode's files over the base, rather than by choosing among files.
extension FileNameModes {
    /// Per folder and stem, the file of that stem (`color.json` for the family of `color.dark.json`
    /// and `color.hc.json`).
    static func bareFiles(_ files: [String], root: String) -> [FamilyKey: String] {
        var bare: [FamilyKey: String] = [:]
        for file in files {
            let relative = file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
            var components = relative.split(separator: "/").map(String.init)
            guard let name = components.popLast() else { continue }
            bare[FamilyKey(folder: components.joined(separator: "/"), key: TokenFileName.stem(of: name))] = file
        }
        return bare
    }

    /// Whether `members` are layers over the file of their family's own stem, each redefining a
    /// token of it (Style Dictionary's `color.dark.json` and `color.hc.json` over `color.json`,
    /// each mode's build adding its files): modes of the whole folder tree (``suffixModes``), not a
    /// collection whose modes replace each other and leave the stem's file beneath them all.
    static func layerOver(_ bare: String?, _ members: [Candidate]) -> Bool {
        guard let bare else { return false }
        let base = tokens(in: bare)
        return members.allSatisfy { !tokens(in: $0.file).isDisjoint(with: base) }
    }

    /// Whether `members` are one appearance other than light, written after `-` or `_`
    /// (`color-dark.tokens.json`, `colors_dark.json`), each redefining a token of the file of
    /// their stem (`color.tokens.json`): that appearance over the base, which is the light one.
    /// (`color.dark.json` is Style Dictionary's layout, ``suffixModes``.)
    static func appearanceOverBase(_ members: [Candidate], bare: String?) -> Bool {
        guard members.allSatisfy({ $0.isAppearance && !$0.leadsWithAppearance }),
              Set(members.map { $0.mode.lowercased() }).count == 1, members[0].mode.lowercased() != "light",
              members.allSatisfy({ member in
                  let stem = TokenFileName.stem(of: member.file.split(separator: "/").last.map(String.init) ?? member.file)
                  return !stem.contains(".")
              }) else { return false }
        return layerOver(bare, members)
    }

    /// Style Dictionary's dark-mode layout (its documentation's example, `modes = ['light',
    /// 'dark']`): the base is every file whose name ends in no mode, and each mode's build adds
    /// the files `*.<mode>.json`, wherever they are, over it. A suffix is a mode when each of its
    /// files redefines a token of the files without it; the modes are the contexts of one
    /// modifier, whose default is the base, named `light` beside a `dark`, else `default`.
    static func suffixModes(_ files: [String], taken: Bool) -> Modifier? {
        overrides(files, named: taken ? "file mode" : "mode") { file in
            let name = file.split(separator: "/").last.map(String.init) ?? file
            let stem = TokenFileName.stem(of: name)
            guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex, stem.index(after: dot) != stem.endIndex else { return nil }
            return String(stem[stem.index(after: dot)...])
        }
    }

    /// A `themes/` folder at the top of the tokens folder whose files each redefine tokens of the
    /// others (`themes/dark.json`, `themes/high-contrast.json` over the base, as a CSS build
    /// writes `[data-theme]` overrides): the contexts of a modifier `theme`, its default the base.
    static func themesFolder(_ files: [String], root: String) -> Modifier? {
        overrides(files, named: "theme") { file in
            let relative = file.hasPrefix(root) ? file.dropFirst(root.count).split(separator: "/") : []
            guard relative.count == 2, ["themes", "theme"].contains(relative[0].lowercased()) else { return nil }
            return TokenFileName.stem(of: String(relative[1]))
        }
    }

    /// A folder at the top of the tokens folder named by an appearance alone (`dark/`, `Dark
    /// mode/`), with no sibling of another appearance, whose files each redefine tokens of the
    /// rest (NL Design System's `src/dark/**`, which its dark build adds over the base): that
    /// appearance over the base, which is the light one, as the modifier `mode`. Merged into the
    /// base, its values were the only theme's.
    static func appearanceFolderOverBase(_ files: [String], root: String) -> Modifier? {
        func appearanceFolder(_ file: String) -> (folder: Substring, mode: String)? {
            let relative = file.hasPrefix(root) ? file.dropFirst(root.count).split(separator: "/") : []
            guard relative.count >= 2, let (key, mode) = AppearanceNames.appearance(in: String(relative[0])), key.isEmpty else { return nil }
            return (relative[0], mode)
        }
        // Beside `light/` (and a `glass/`: PatternFly's themes of another kind), `dark/` is no overlay.
        guard Set(files.compactMap { appearanceFolder($0)?.folder }).count == 1 else { return nil }
        return overrides(files, named: "mode") { appearanceFolder($0)?.mode }
    }

    /// The files `key` names a mode of, when each of a mode's files redefines a token of the
    /// files of no mode or another, and there are files of no mode: the contexts of a modifier
    /// `name`, whose default is the base, named `light` beside a `dark`, else `default`.
    static func overrides(_ files: [String], named name: String, key: (String) -> String?) -> Modifier? {
        var bySuffix: [String: [String]] = [:]
        var written: [String: String] = [:]
        for file in files {
            guard let suffix = key(file) else { continue }
            bySuffix[suffix.lowercased(), default: []].append(file)
            written[suffix.lowercased()] = written[suffix.lowercased()] ?? suffix
        }
        guard !bySuffix.isEmpty else { return nil }
        // The default is the files of no mode: without any, files that only share a shape (an
        // export beside a copy of it) would make a default that holds no token.
        guard files.contains(where: { key($0) == nil }) else { return nil }
        let tokens = Dictionary(uniqueKeysWithValues: files.map { ($0, Self.tokens(in: $0)) })
        let modes = bySuffix.keys.sorted().filter { suffix in
            let own = Set(bySuffix[suffix]!)
            let others = files.filter { !own.contains($0) }.reduce(into: Set<TokenPath>()) { $0.formUnion(tokens[$1]!) }
            return own.allSatisfy { !tokens[$0]!.isEmpty && !tokens[$0]!.isDisjoint(with: others) }
        }
        guard !modes.isEmpty else { return nil }
        let defaultName = modes.contains("dark") && !modes.contains("light") ? "light" : "default"
        guard !modes.contains(defaultName) else { return nil }
        var contexts = [Modifier.Context(name: defaultName, sources: [], location: nil)]
        for mode in modes {
            contexts.append(Modifier.Context(name: written[mode]!, sources: bySuffix[mode]!.sorted().map { .file($0, referencedAt: nil) }, location: nil))
        }
        return Modifier(name: name, contexts: contexts, defaultContext: defaultName, location: nil)
    }
}
