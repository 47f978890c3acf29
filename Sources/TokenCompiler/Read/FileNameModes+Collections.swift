import TokenModel

/// Modes of one collection told apart by file names: Figma export plugins' and actions'
/// `<Collection>.<Mode>.json`, and Figma's own export, whose files name their mode inside.
extension FileNameModes {
    /// A `<Collection>.<Mode>` family's modifier. A `default` or `base` mode among them is the
    /// base the others override token by token (Style Dictionary's `*.default.json` beside
    /// `*.dark.json`, layered by its build): its files stay in the base set, and the modifier's
    /// default context adds nothing, named `light` beside a `dark`. A collection whose other modes
    /// are all appearances is the appearance, `mode`, when `modeNameFree`.
    static func collectionModifier(named name: String, _ members: [Candidate], modeNameFree: Bool) -> Modifier {
        let isBase = { (member: Candidate) in ["default", "base"].contains(member.mode.lowercased()) }
        let others = members.filter { !isBase($0) }
        guard others.count < members.count, !others.isEmpty else { return modifier(named: name, members, defaultContext: nil) }
        let overriding = modifier(named: name, others, defaultContext: nil)
        let modes = Set(others.map { $0.mode.lowercased() })
        let baseName = modes.contains("dark") && !modes.contains("light") ? "light" : members.first(where: isBase)!.mode
        let isAppearance = modeNameFree && others.allSatisfy { AppearanceNames.appearance(in: $0.mode)?.key.isEmpty == true }
        return Modifier(
            name: isAppearance ? "mode" : name,
            contexts: [Modifier.Context(name: baseName, sources: [], location: nil)] + overriding.contexts,
            defaultContext: baseName, location: nil)
    }

    /// `<Collection>.<Mode>` files whose modes name an appearance among other words (`Theme.UI
    /// Light.json` beside `Theme.UI Dark.json`, `Theme.VB.json` and `Theme.KID.json`, as Figma's
    /// sample action writes a collection's modes `UI Light`, `UI Dark`, `VB` and `KID`), and do not
    /// all name one family's appearances: the modes of one collection, its contexts by the text
    /// after the last `.`, as each file holds one mode of it. Read as appearances, the `UI` files
    /// became a mode laid over a `Theme` of `VB` and `KID` whose values no theme reached.
    static func collectionModes(_ candidates: [Candidate]) -> [Candidate] {
        func dotted(_ candidate: Candidate) -> (key: String, mode: String)? {
            let stem = TokenFileName.stem(of: String(candidate.file.split(separator: "/").last ?? ""))
            guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex, stem.index(after: dot) != stem.endIndex else { return nil }
            return (String(stem[..<dot]), String(stem[stem.index(after: dot)...]))
        }
        var groups: [FamilyKey: [Int]] = [:]
        for (index, candidate) in candidates.enumerated() {
            guard let (key, _) = dotted(candidate) else { continue }
            groups[FamilyKey(folder: candidate.folder, key: key), default: []].append(index)
        }
        var result = candidates
        for (key, indices) in groups where indices.count >= 2 {
            let members = indices.map { candidates[$0] }
            let appearanceAmongWords = members.contains { member in
                member.isAppearance && AppearanceNames.appearance(in: dotted(member)!.mode)?.key.isEmpty == false
            }
            let families = Set(members.map { $0.isAppearance ? "appearance " + $0.key : "mode " + $0.mode.lowercased() })
            guard appearanceAmongWords, families.count > 1 else { continue }
            for index in indices {
                result[index] = Candidate(file: candidates[index].file, folder: key.folder, key: key.key, mode: dotted(candidates[index])!.mode)
            }
        }
        return result
    }

    /// The modifiers of Figma's own export, one per group of mode files (``figmaModeGroups``);
    /// `taken` holds the names of the modifiers already found.
    static func figmaModifiers(_ found: [[Candidate]], taken: Set<String>) -> [Modifier] {
        var names = taken
        return found.map { members in
            let modes = Set(members.map(\.mode)).sorted { $0.lowercased() < $1.lowercased() }
            // Several collections, each in a folder of its own (`Density/`, `Typography/`): the
            // folder names it. (One collection's folder may be any, `tokens/` or `figma/`.)
            let folder = members[0].folder.split(separator: "/").last.map(String.init)
            let ownFolder = folder.flatMap { folder in
                found.count > 1 && members.allSatisfy { $0.folder == members[0].folder }
                    && found.filter({ $0[0].folder == members[0].folder }).count == 1 ? folder : nil
            }
            var name = ownFolder ?? (found.count == 1 ? "collection" : modes.joined(separator: "-"))
            if names.contains(name.lowercased()) { name = modes.joined(separator: "-") }
            names.insert(name.lowercased())
            return modifier(named: name, members, defaultContext: nil)
        }
    }

    /// Per folder, the files among `files` marked with `com.figma.modeName` that override each
    /// other, in groups of two modes or more: one collection's modes each.
    static func figmaModeGroups(_ files: [String], root: String) -> [[Candidate]] {
        var byFolder: [String: [(candidate: Candidate, tokens: Set<TokenPath>)]] = [:]
        for file in files.sorted() where file.hasSuffix(".tokens.json") {
            var ignored: [Diagnostic] = []
            guard let tree = TokenFileReader.read(file, diagnostics: &ignored),
                  let mode = tree.metadata.extensions?.json["com.figma.modeName"]?.stringValue, !mode.isEmpty else { continue }
            let relative = file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
            let folder = relative.split(separator: "/").dropLast().joined(separator: "/")
            var paths = Set<TokenPath>()
            collect(tree, prefix: [], into: &paths)
            byFolder[folder, default: []].append((Candidate(file: file, folder: folder, key: "", mode: mode), paths))
        }
        var found: [[Candidate]] = []
        for folder in byFolder.keys.sorted() {
            // Groups of files joined by a shared token: one collection's modes.
            var groups: [(members: [Candidate], tokens: Set<TokenPath>)] = []
            let tokensOf = Dictionary(byFolder[folder]!.map { ($0.candidate.file, $0.tokens) }, uniquingKeysWith: { first, _ in first })
            for (candidate, tokens) in byFolder[folder]! {
                let joined = groups.indices.filter { !groups[$0].tokens.isDisjoint(with: tokens) }
                var merged = (members: [candidate], tokens: tokens)
                for index in joined.reversed() {
                    merged.members += groups[index].members
                    merged.tokens.formUnion(groups[index].tokens)
                    groups.remove(at: index)
                }
                groups.append(merged)
            }
            // Figma writes every variable of a collection in each mode's file: files of which one
            // holds a part of another's tokens (`color-dark.tokens.json`, dark overrides of
            // `color.tokens.json`) are layers, left to the rules for those.
            found += groups.map(\.members).filter { members in
                Set(members.map { $0.mode.lowercased() }).count >= 2
                    && !members.contains { member in
                        members.contains { other in other.file != member.file && tokensOf[member.file]!.isStrictSubset(of: tokensOf[other.file]!) }
                    }
            }
        }
        return found
    }
}
