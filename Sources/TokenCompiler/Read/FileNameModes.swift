import TokenModel

/// Modes told apart by file names, as design tools and their export plugins write one file per
/// mode. In a tokens folder without a resolver document, among the files outside `brands/` and
/// `modes/`:
///
/// - **Appearances.** A file name whose stem ends in an appearance (`colors-light.json`,
///   `colors_dark.json`, `theme.light-hc.json`, `darkTheme.json`, Figma's own `Light.tokens.json`,
///   `Dark mode.tokens.json`: `light` or `dark`, then nothing or high contrast, a trailing `mode`
///   or `theme` not counted) is a context of the modifier `mode` (`appearance` when a `modes/`
///   folder is used too), when the files of its folder with the same stem before the appearance
///   name two appearances or more. Every such family of the folder tree is one modifier, its
///   contexts the appearances; `light` is the default; when the family's files override each
///   other as modes do (each defines a token another defines: `design-tokens-light.json` holding
///   `light.*` and `design-tokens-dark.json` holding `dark.*` stay parts of the base set, as Style
///   Dictionary merges them, where every token would be nil in the other mode). An appearance
///   that begins the stem (`light-component.json`, `dark-component.json`, beside CrowdStrike's
///   `light.json`) counts the same (so `light-blue.json` and `dark-blue.json` palettes stay
///   parts of the base set). A file of such a family named by
///   contrast alone (`themes/high-contrast.json` beside `themes/light.json` and
///   `themes/dark.json`) that redefines their tokens is a context too.
/// - **Appearance folders.** Sibling folders named by appearances (`light/` and `dark/`,
///   `Dark mode/`) whose tokens override each other are contexts of the same modifier, every
///   file in them whatever its name, as a Tokens Studio project without `$themes.json` keeps
///   one set folder per appearance; unless a sibling folder of another name defines their
///   tokens too (PatternFly's `glass/`): then they are themes of another kind.
/// - **`<Collection>.<Mode>`.** Files of one folder whose stems differ only after their last `.`
///   (`Theme.Light.json`, `Theme.Brand B.json`, as Figma export plugins and actions write one
///   file per collection and mode) are the contexts of a modifier named by the part before it,
///   when each of them defines a token that another of them defines too: they override each
///   other, as modes do; unless each redefines a token of the file named by that part alone
///   (`color.dark.json` and `color.hc.json` over `color.json`): layers over it, as in Style
///   Dictionary's dark-mode layout below. Files that do not (Style Dictionary's `color.base.json`,
///   `color.font.json`) are parts of the base set, as is a collection with one file
///   (`Spacing.Mode 1.json`). Modes naming an appearance among other words, beside modes that are
///   not one family's appearances (`Theme.UI Light.json` beside `Theme.VB.json`), are the
///   collection's too (``collectionModes(_:)``). The default context is `Light` where a mode is
///   named so, else one whose appearance is light (`UI Light`), else the first in sorted order.
/// - **Figma's own export.** Figma's DTCG export writes one file per mode of a collection, named
///   by the mode only (`Baseline.tokens.json`, `Wireframe.tokens.json`), and marks each with its
///   mode in the root group's `$extensions` (`"com.figma.modeName": "Wireframe"`). Such files of
///   one folder that the rules above leave in the base set and that override each other (each
///   defines a token another defines: the modes of one collection) are the contexts of one
///   modifier, the modes their `com.figma.modeName`; unless one holds only some of another's
///   tokens, which Figma's export never writes (each mode's file has every variable). The files
///   do not name the collection, so the modifier is `collection`; of several collections, each in
///   a folder of its own, it is named by the folder (`Density/`), else by its modes
///   (`Baseline-Wireframe`). `Light` where a mode is named so, else a light one (`UI Light`), else
///   `Mode 1`, `Default` or `Base`, else the first in sorted order, is the default. A resolver
///   document names it otherwise. When such a collection's modes are not all appearances
///   (`Light`, `Dark`, `Eflatun`), they are its modes before the appearance rule above can take
///   `Light` and `Dark` alone.
///
/// - **A `themes/` folder** at the top of the tokens folder whose files each redefine tokens of
///   the rest (`themes/dark.json`, `themes/high-contrast.json`, as a CSS build writes
///   `[data-theme]` overrides of the base): the contexts of a modifier `theme`, its default the
///   base, named `light` beside a `dark`, else `default`.
///
/// - **A lone appearance folder** at the top of the tokens folder (`dark/`), whose files each
///   redefine tokens of the rest: that appearance of `mode` over the base, `light`
///   (``appearanceFolderOverBase(_:root:)``).
///
/// `"layout": "folders"` in `tokenc.json` turns this off; a resolver document states any layout.
struct FileNameModes {
    /// The modifiers found, in the order they apply (collections by name, then the appearance).
    var modifiers: [Modifier] = []
    /// The files the modifiers take out of the base set.
    var files: Set<String> = []

    /// Finds the modes among `base`, the base files of the tokens folder `root`.
    /// `modesFolderUsed` names the appearance modifier `appearance` rather than `mode`.
    init(base: [String], root: String, modesFolderUsed: Bool) {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        // Figma marks its modes: a collection's mode files with a mode that is no appearance
        // (`Light`, `Dark` and `Eflatun`) are that collection's modes, not an appearance family.
        let figmaGroups = Self.figmaModeGroups(base, root: prefix)
        let figmaThemes = Set(figmaGroups
            .filter { !$0.allSatisfy { AppearanceNames.appearance(in: $0.mode) != nil } }
            .flatMap { $0.map(\.file) })
        let appearanceFolders = Self.appearanceFolders(base.filter { !figmaThemes.contains($0) }, root: prefix)
        let inAppearanceFolders = Set(appearanceFolders.map(\.file))
        let candidates = base.filter { !figmaThemes.contains($0) && !inAppearanceFolders.contains($0) }.compactMap { Candidate(file: $0, root: prefix) }
        var families: [FamilyKey: [Candidate]] = [:]
        for candidate in Self.collectionModes(candidates) {
            families[FamilyKey(folder: candidate.folder, key: candidate.key), default: []].append(candidate)
        }
        var appearance = appearanceFolders
        var collections: [String: [Candidate]] = [:]
        let bare = Self.bareFiles(base, root: prefix)
        var overBase = false
        for key in families.keys.sorted() {
            let family = families[key]!
            let members = family.filter { !$0.isContrastOnly }
            if Self.appearanceOverBase(members, bare: bare[key]) {
                appearance += members
                overBase = true
                continue
            }
            guard Set(members.map { $0.mode.lowercased() }).count >= 2 else { continue }
            if members.allSatisfy(\.isAppearance) {
                // Modes redefine each other's tokens: files that share none (`design-tokens-light`
                // holding `light.*`, `design-tokens-dark` holding `dark.*`) are parts of the base.
                if !Self.overrideEachOther(members.map(\.file)) { continue }
                appearance += members + Self.contrastThemes(family.filter(\.isContrastOnly), beside: members)
            } else if Self.overrideEachOther(members.map(\.file)), !Self.layerOver(bare[key], members) {
                collections[key.key, default: []] += members
            }
        }
        for name in collections.keys.sorted() {
            modifiers.append(Self.collectionModifier(named: name, collections[name]!, modeNameFree: appearance.isEmpty && !modesFolderUsed))
        }
        let taken = Set(appearance.map(\.file) + collections.values.flatMap { $0.map(\.file) })
        let figmaLeft = figmaGroups.map { $0.filter { !taken.contains($0.file) } }.filter { Set($0.map { $0.mode.lowercased() }).count >= 2 }
        modifiers += Self.figmaModifiers(figmaLeft, taken: Set(collections.keys.map { $0.lowercased() } + ["mode", "appearance"]))
        if !appearance.isEmpty {
            var mode = Self.modifier(named: modesFolderUsed ? "appearance" : "mode", appearance, defaultContext: "light")
            if overBase, !mode.contexts.contains(where: { $0.name.lowercased() == "light" }) {
                // The files the dark ones lie over are the light appearance.
                mode.contexts.insert(Modifier.Context(name: "light", sources: [], location: nil), at: 0)
                mode.defaultContext = "light"
            }
            modifiers.append(mode)
        }
        files = Set(modifiers.flatMap(Self.files(of:)))
        if let themes = Self.themesFolder(base.filter { !files.contains($0) }, root: prefix) {
            modifiers.append(themes)
            files.formUnion(Self.files(of: themes))
        }
        if !modesFolderUsed, !modifiers.contains(where: { $0.name == "mode" }),
           let overlay = Self.appearanceFolderOverBase(base.filter { !files.contains($0) }, root: prefix) {
            modifiers.append(overlay)
            files.formUnion(Self.files(of: overlay))
        }
        let modeNameTaken = modifiers.contains { $0.name == "mode" } || modesFolderUsed
        if let overrides = Self.suffixModes(base.filter { !files.contains($0) }, taken: modeNameTaken) {
            modifiers.append(overrides)
            files.formUnion(Self.files(of: overrides))
        }
    }

    /// The files named by increased contrast alone (`themes/high-contrast.json`) that join the
    /// appearance family `standard` of `light` and `dark` files as contexts of their own: each
    /// redefines a token of those files, as the themes of one choice do. Without both schemes, or
    /// redefining none of their tokens, they stay in the base set.
    private static func contrastThemes(_ candidates: [Candidate], beside standard: [Candidate]) -> [Candidate] {
        let schemes = Set(standard.compactMap { AppearanceNames.appearance(in: $0.mode)?.mode.lowercased() })
        guard !candidates.isEmpty, schemes.isSuperset(of: ["light", "dark"]) else { return [] }
        let defined = standard.reduce(into: Set<TokenPath>()) { $0.formUnion(tokens(in: $1.file)) }
        return candidates.filter { !tokens(in: $0.file).isDisjoint(with: defined) }
    }

    /// The files in sibling folders named by appearances (`light/`, `dark/`, `Dark mode/`), when
    /// the folders of two appearances or more each redefine a token another defines, as a Tokens
    /// Studio project toggles one set folder or the other: each file is a candidate of its
    /// folder's appearance, unless its own name ends in an appearance (Style Dictionary's
    /// `dark/background.dark.json`). A file counts under the outermost such folder.
    private static func appearanceFolders(_ files: [String], root: String) -> [Candidate] {
        var byParent: [String: [(mode: String, file: String)]] = [:]
        let relativePaths = files.map { file in
            (file: file, components: (file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file).split(separator: "/").map(String.init))
        }
        for (file, components) in relativePaths {
            // A file that names its own appearance (`dark/background.dark.json`) is the file rules'.
            guard let name = components.last, AppearanceNames.appearance(in: TokenFileName.stem(of: name)) == nil else { continue }
            for index in 0..<max(components.count - 1, 0) {
                guard let (key, mode) = AppearanceNames.appearance(in: components[index]), key.isEmpty else { continue }
                byParent[components[..<index].joined(separator: "/"), default: []].append((mode, file))
                break
            }
        }
        var found: [Candidate] = []
        for parent in byParent.keys.sorted() {
            let members = byParent[parent]!
            let byMode = Dictionary(grouping: members) { $0.mode.lowercased() }
            guard byMode.count >= 2 else { continue }
            let defined = byMode.keys.sorted().map { mode in
                byMode[mode]!.reduce(into: Set<TokenPath>()) { $0.formUnion(tokens(in: $1.file)) }
            }
            let overrideEachOther = defined.indices.allSatisfy { index in
                defined.indices.contains { $0 != index && !defined[$0].isDisjoint(with: defined[index]) }
            }
            // A sibling folder of another theme (PatternFly's `glass/` beside `light/` and
            // `dark/`) makes them themes of one axis that is not the appearance.
            let depth = parent.isEmpty ? 0 : parent.split(separator: "/").count
            let appearanceTokens = defined.reduce(into: Set<TokenPath>()) { $0.formUnion($1) }
            let siblings = Dictionary(grouping: relativePaths.filter { entry in
                entry.components.count > depth + 1 && entry.components[..<depth].joined(separator: "/") == parent
                    && byMode[entry.components[depth].lowercased()] == nil
                    && !(AppearanceNames.appearance(in: entry.components[depth]).map { $0.key.isEmpty } ?? false)
            }) { $0.components[depth] }
            let otherTheme = siblings.values.contains { entries in
                !entries.reduce(into: Set<TokenPath>()) { $0.formUnion(tokens(in: $1.file)) }.isDisjoint(with: appearanceTokens)
            }
            guard overrideEachOther, !otherTheme else { continue }
            found += members.map { member in
                var candidate = Candidate(file: member.file, folder: parent, key: "", mode: member.mode)
                candidate.isAppearance = true
                return candidate
            }
        }
        return found
    }

    /// The files a modifier's contexts read.
    private static func files(of modifier: Modifier) -> [String] {
        modifier.contexts.flatMap(\.sources).compactMap {
            if case .file(let path, _) = $0 { return path }
            return nil
        }
    }

    /// The paths of the tokens `file` defines; none when it does not read.
    static func tokens(in file: String) -> Set<TokenPath> {
        var ignored: [Diagnostic] = []
        guard let tree = TokenFileReader.read(file, diagnostics: &ignored) else { return [] }
        var paths = Set<TokenPath>()
        collect(tree, prefix: [], into: &paths)
        return paths
    }

    struct FamilyKey: Hashable, Comparable {
        var folder: String
        var key: String

        static func < (a: FamilyKey, b: FamilyKey) -> Bool { (a.folder, a.key) < (b.folder, b.key) }
    }

    /// A file whose name may name a mode.
    struct Candidate {
        var file: String
        /// The folder, relative to the tokens folder.
        var folder: String
        /// The stem before the mode: the collection, or what the files of a family share.
        var key: String
        /// The mode, as written.
        var mode: String
        var isAppearance: Bool
        /// The appearance begins the stem rather than ends it.
        var leadsWithAppearance = false
        /// Named by increased contrast alone (`high-contrast`): a context of its family's
        /// appearances only beside `light` and `dark` whose tokens it redefines.
        var isContrastOnly = false

        init(file: String, folder: String, key: String, mode: String) {
            (self.file, self.folder, self.key, self.mode, isAppearance) = (file, folder, key, mode, false)
        }

        init?(file: String, root: String) {
            let relative = file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
            var components = relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            guard let name = components.popLast() else { return nil }
            self.file = file
            folder = components.joined(separator: "/")
            let stem = TokenFileName.stem(of: name)
            if let (key, mode) = AppearanceNames.appearance(in: stem) {
                (self.key, self.mode, isAppearance) = (key, mode, true)
                return
            }
            if let (key, mode) = AppearanceNames.leadingAppearance(in: stem) {
                (self.key, self.mode, isAppearance, leadsWithAppearance) = (key, mode, true, true)
                return
            }
            if let (key, mode) = AppearanceNames.contrastOnly(in: stem) {
                (self.key, self.mode, isAppearance, isContrastOnly) = (key, mode, true, true)
                return
            }
            guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex, stem.index(after: dot) != stem.endIndex else { return nil }
            (key, mode, isAppearance) = (String(stem[..<dot]), String(stem[stem.index(after: dot)...]), false)
        }
    }

    /// True when every file defines a token that another of them defines too. Files that cannot
    /// be read define nothing here; reading them reports why.
    private static func overrideEachOther(_ files: [String]) -> Bool {
        let tokens = files.map(Self.tokens(in:))
        return tokens.indices.allSatisfy { index in
            tokens.indices.contains { $0 != index && !tokens[$0].isDisjoint(with: tokens[index]) }
        }
    }

    static func collect(_ group: GroupNode, prefix: [String], into paths: inout Set<TokenPath>) {
        for (name, node) in group.children {
            switch node {
            case .token: paths.insert(TokenPath(prefix + [name]))
            case .group(let child): collect(child, prefix: prefix + [name], into: &paths)
            }
        }
    }

    /// One modifier from the families' files: a context per mode (modes that differ only by case
    /// are one), its files in sorted order; its default `defaultContext`, else `light` where a
    /// mode is named so (the appearance the system starts in), else the first mode.
    static func modifier(named name: String, _ members: [Candidate], defaultContext: String?) -> Modifier {
        var names: [String] = []
        var files: [String: [String]] = [:]
        for member in members.sorted(by: { $0.file < $1.file }) {
            let folded = member.mode.lowercased()
            if files[folded] == nil { names.append(member.mode) }
            files[folded, default: []].append(member.file)
        }
        names.sort { $0.lowercased() < $1.lowercased() }
        let contexts = names.map { mode in
            Modifier.Context(name: mode, sources: files[mode.lowercased()]!.map { .file($0, referencedAt: nil) }, location: nil)
        }
        let wanted = defaultContext ?? "light"
        // Else a light appearance among other words (`UI Light`), else the name Figma gives a
        // collection's first mode, or one that says it is the default (`Mode 1`, `Default`).
        let preferred = names.first { $0.lowercased() == wanted }
            ?? (defaultContext == nil ? names.first { AppearanceNames.appearance(in: $0)?.mode.lowercased() == "light" } : nil)
            ?? (defaultContext == nil ? names.first { ["default", "base", "mode 1"].contains($0.lowercased()) } : nil)
        return Modifier(name: name, contexts: contexts, defaultContext: preferred ?? names[0], location: nil)
    }
}
