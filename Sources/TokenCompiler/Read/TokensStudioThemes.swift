import Foundation
import TokenJSON
import TokenModel

/// Tokens Studio's `$themes.json` read as a plan: which token sets make which theme.
///
/// Each theme `group` becomes a modifier (themes without a group share one named `theme`), each
/// theme a context of it, in the order written; a group's first theme is its default; a group of
/// one theme is a set that always applies. The sets
/// every theme selects form the base set; the rest of a theme's sets are its context's sources.
/// Sets apply in the order `$metadata.json`'s `tokenSetOrder` gives, else as the themes list
/// them. A set is the file `<set>.json` in the tokens folder. `enabled` and `source` sets are
/// both read: tokenc has no tokens that resolve references without being part of the theme. As
/// the plugin merges a theme's sets (an enabled set "should always win"), a `source` set lies
/// beneath the enabled ones: first within each layer, and a group of one theme's source sets
/// beneath every layer, since they apply to every theme.
enum TokensStudioThemes {
    /// The plan `$themes.json` in `folder` describes; nil when it is not a list of themes with
    /// token sets (the folder convention applies then). Sets without a file are warnings; so are
    /// sets whose file `exclude` names, which are not read.
    static func plan(
        themes file: String, folder: String, metadata: String?, exclude: [PathPattern] = [], diagnostics: inout [Diagnostic]
    ) -> ResolutionPlan? {
        guard let themes = json(in: file).flatMap({ read($0, file: file) }) else { return nil }
        let root = folder.hasSuffix("/") ? folder : folder + "/"
        var found = false
        var excludedSets: Set<String> = []
        let isExcluded = { (set: String) in exclude.contains { $0.matches((set + ".json").split(separator: "/").map(String.init)) } }
        let order = metadata.flatMap(setOrder(in:)) ?? []
        let layers = layers(
            of: themes, written: "$themes.json", order: order, diagnostics: &diagnostics,
            holds: { FileManager.default.fileExists(atPath: root + $0 + ".json") && !isExcluded($0) }
        ) { set, theme, diagnostics in
            let path = root + set + ".json"
            if isExcluded(set) {
                if excludedSets.insert(set).inserted {
                    diagnostics.append(.warning(
                        .invalidResolverReference,
                        "the theme '\(theme.name)' selects the token set '\(set)', whose file '\(set).json' is excluded (\"exclude\" or --exclude); it is left out of every theme that selects it",
                        at: theme.location))
                }
                return nil
            }
            guard FileManager.default.fileExists(atPath: path) else {
                diagnostics.append(.warning(
                    .invalidResolverReference,
                    "the theme '\(theme.name)' selects the token set '\(set)', which has no file '\(set).json' in the tokens folder; it is left out"
                        + folderSetsHint(set, in: root),
                    at: theme.location))
                return nil
            }
            found = true
            return .file(path, referencedAt: theme.location)
        }
        guard let layers else { return nil }
        // Sets no theme selects are not applied, but the plugin resolves references into them
        // (since 2024, without exporting them): so is a reference here (``ReferenceFallback``).
        let selected = Set(themes.flatMap(\.sets))
        let unselected = order.filter { set in
            !selected.contains(set) && !isExcluded(set) && FileManager.default.fileExists(atPath: root + set + ".json")
        }
        let unused = unselected.map { set in
            UnusedSource(
                description: "the token set '\(set)', which no theme in $themes.json selects",
                sources: [.file(root + set + ".json", referencedAt: nil)], resolvesReferences: true)
        }
        if !found {
            let selected = themes.flatMap(\.sets).uniqued()
            diagnostics.append(.error(
                .noTokens,
                "no token set $themes.json selects has a file in the tokens folder (\(selected.prefix(3).map { "\($0).json" }.quotedList())\(selected.count > 3 ? " and \(selected.count - 3) more" : "")), so no theme has tokens; "
                    + (nestedThemes(in: root).map { "'\($0)' holds a $themes.json of its own: build that folder (--tokens \(root)\($0))" } ?? "build the folder Tokens Studio syncs, whose files are the sets"),
                at: themes[0].location))
        }
        var plan = ResolutionPlan(layers: layers, origin: folder, unusedSources: unused)
        plan.isTokensStudio = true
        return plan
    }

    /// The themes of a `$themes` list (a file's whole JSON, or the key of a single-file export);
    /// nil when it is not a non-empty list of themes with token sets.
    static func read(_ list: JSONValue, file: String) -> [Theme]? {
        guard let entries = list.arrayElements, !entries.isEmpty else { return nil }
        var themes: [Theme] = []
        for entry in entries {
            guard let name = entry["name"]?.stringValue, let selected = entry["selectedTokenSets"]?.objectMembers else { return nil }
            let sets = selected.filter { $0.value.stringValue == "enabled" || $0.value.stringValue == "source" }.map(\.key)
            let sources = Set(selected.filter { $0.value.stringValue == "source" }.map(\.key))
            themes.append(Theme(
                name: name, group: entry["group"]?.stringValue ?? "theme", sets: sets, sources: sources,
                location: SourceLocation(file: file, position: entry.position)))
        }
        return themes
    }

    /// The layers `themes` make: the sets every theme selects, then a modifier per group (a set
    /// for a group of one theme). `holds` says whether the project has a set of a name, for the
    /// warning about sets of `order` that no theme selects. `source` gives a set's tokens, or nil with a warning when there
    /// are none; it is asked again of a set it had none for, so each theme selecting it is told. `written` names where the themes are written. Nil when
    /// no theme selects a set: such themes say nothing about which sets make a theme.
    static func layers(
        of themes: [Theme], written: String, order: [String], diagnostics: inout [Diagnostic],
        holds: (String) -> Bool, source: (String, Theme, inout [Diagnostic]) -> TokenSource?
    ) -> [ResolutionLayer]? {
        // Themes none of which selects a set are left over from trying the feature: they say
        // nothing about which sets make a theme, so the files are read as if they were absent.
        if themes.allSatisfy(\.sets.isEmpty) {
            diagnostics.append(.warning(
                .invalidResolverReference,
                "no theme in \(written) selects a token set (none is \"enabled\" or \"source\" in a \"selectedTokenSets\"), so the files are read as one theme, as without \(written); select each theme's sets in Tokens Studio to build its themes",
                at: themes[0].location))
            return nil
        }
        // The plugin applies no set for a theme that selects none (what its variables import
        // leaves for a mode whose values stayed in Figma): a choice with no tokens, left out.
        for theme in themes where theme.sets.isEmpty {
            diagnostics.append(.warning(
                .invalidResolverReference,
                "the theme '\(theme.name)' selects no token set (none is \"enabled\" or \"source\" in its \"selectedTokenSets\"), so it has no tokens and is left out of the group '\(theme.group)'; select its sets in Tokens Studio to build it",
                at: theme.location))
        }
        let themes = themes.filter { !$0.sets.isEmpty }
        // Sets the project has that no theme applies: not applied, as the plugin applies none of
        // them with any theme (a reference into them is resolved from them: ``ReferenceFallback``),
        // but said, since a build that merges every set would have them.
        let selected = Set(themes.flatMap(\.sets))
        let unselected = order.filter { !selected.contains($0) && holds($0) }
        if !unselected.isEmpty {
            let named = unselected.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (unselected.count > 3 ? " and \(unselected.count - 3) more" : "")
            diagnostics.append(.warning(
                .invalidResolverReference,
                "no theme in \(written) selects the token \(unselected.count == 1 ? "set" : "sets") \(named) of the project's tokenSetOrder, so \(unselected.count == 1 ? "it is" : "they are") not applied, as Tokens Studio applies only the sets a theme selects; select \(unselected.count == 1 ? "it" : "them") in a theme to build \(unselected.count == 1 ? "it" : "them")",
                at: themes[0].location))
        }
        // In tokenSetOrder, those that every theme of `themes` selects as a source first.
        func ordered(_ sets: [String], sourcesOf themes: [Theme]) -> [String] {
            let inOrder = Self.ordered(sets, by: order) { $0 }
            let isSource = { (set: String) in themes.allSatisfy { $0.sources.contains(set) } }
            return inOrder.filter(isSource) + inOrder.filter { !isSource($0) }
        }
        var sourcesBySet: [String: TokenSource] = [:]
        func sources(_ sets: [String], of theme: Theme) -> [TokenSource] {
            sets.compactMap { set in
                if let known = sourcesBySet[set] { return known }
                let found = source(set, theme, &diagnostics)
                sourcesBySet[set] = found
                return found
            }
        }
        let common = themes.dropFirst().reduce(Set(themes[0].sets)) { $0.intersection($1.sets) }
        var groups: [String] = []
        for theme in themes where !groups.contains(theme.group) { groups.append(theme.group) }
        // A group of one theme applies in every theme: its source sets, beneath every layer.
        let alwaysSources = groups.compactMap { group -> Theme? in
            let members = themes.filter { $0.group == group }
            return members.count == 1 ? members[0] : nil
        }.flatMap { theme in theme.sets.filter { theme.sources.contains($0) && !common.contains($0) } }.uniqued()
        let base = ordered(alwaysSources + themes[0].sets.filter(common.contains), sourcesOf: themes)
        var layers = [ResolutionLayer(name: "base", kind: .set(sources(base, of: themes[0])), location: nil)]
        for group in groups {
            let members = themes.filter { $0.group == group }
            // A group of one theme is always that theme: its sets apply where the group does,
            // with no choice to make (no one-case enum in the theme); its sources are in the base.
            if members.count == 1 {
                let theme = members[0]
                let sets = theme.sets.filter { !common.contains($0) && !theme.sources.contains($0) }
                layers.append(ResolutionLayer(name: group, kind: .set(sources(ordered(sets, sourcesOf: [theme]), of: theme)), location: theme.location))
                continue
            }
            let contexts = members.map { theme in
                Modifier.Context(
                    name: theme.name, sources: sources(ordered(theme.sets.filter { !common.contains($0) }, sourcesOf: [theme]), of: theme),
                    location: theme.location)
            }
            let modifier = Modifier(name: group, contexts: contexts, defaultContext: contexts[0].name, location: members[0].location)
            layers.append(ResolutionLayer(name: group, kind: .modifier(modifier), location: members[0].location))
        }
        return layers
    }

    /// Tokens Studio names every file of a multi-file sync as its own set, by its path without
    /// `.json` (`base/palette`); a folder is never a set. When the missing set is a folder, the
    /// sets to select are the files in it.
    /// `root` is the tokens folder, ending in `/`.
    private static func folderSetsHint(_ set: String, in root: String) -> String {
        let path = root + set
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return "" }
        let sets = names.filter { $0.hasSuffix(".json") }.sorted().map { "'\(set)/\($0.dropLast(5))'" }
        guard !sets.isEmpty else { return "" }
        return ". '\(set)' is a folder: Tokens Studio names each of its files as a set of its own (\(sets.joined(separator: ", "))); select those in $themes.json"
    }

    /// The first folder inside `root` (the tokens folder, ending in `/`), by name, that holds a
    /// `$themes.json` of its own: a sync folder below the one given.
    private static func nestedThemes(in root: String) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.sorted().first { FileManager.default.fileExists(atPath: root + $0 + "/$themes.json") }
    }

    /// `items` in `tokenSetOrder` (`order`) by their set's `name`; those it does not list after
    /// the rest, each as written.
    static func ordered<Item>(_ items: [Item], by order: [String], name: (Item) -> String) -> [Item] {
        items.enumerated().sorted { a, b in
            let (x, y) = (order.firstIndex(of: name(a.element)) ?? Int.max, order.firstIndex(of: name(b.element)) ?? Int.max)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    /// One theme of a `$themes` list: the sets it selects, and where it is written.
    struct Theme {
        var name: String
        var group: String
        var sets: [String]
        /// The sets it selects as `source`: for references, beneath its `enabled` ones.
        var sources: Set<String>
        var location: SourceLocation
    }

    /// `$metadata.json`'s `tokenSetOrder`.
    static func setOrder(in file: String) -> [String]? {
        json(in: file)?["tokenSetOrder"]?.arrayElements?.compactMap(\.stringValue)
    }

    /// The top level of a Tokens Studio metadata file. Its problems are not reported here:
    /// validation reads both files as JSON and reports them there.
    private static func json(in file: String) -> JSONValue? {
        var ignored: [Diagnostic] = []
        guard let bytes = TokenFileReader.bytes(of: file, diagnostics: &ignored) else { return nil }
        return TokenFileReader.parse(bytes: bytes, file: file, diagnostics: &ignored)?.root
    }
}
