import TokenJSON
import TokenModel

/// Which modifiers each token can vary with, found from the unmerged trees before anything is
/// resolved: the modifiers whose contexts define or override the token (or give a group above it
/// a `$type`, `$deprecated` or `$extends`), joined with those of every token it references, and
/// of the tokens it inherits through `$extends`.
///
/// The sets may be larger than the modifiers the value really follows (a context may override a
/// token with the value it had), never smaller: a token's value in a permutation is its value in
/// the combination of its modifiers' contexts that the permutation takes. That is what lets
/// each token be resolved once per combination of its own modifiers, and never per permutation.
struct VariationAnalysis: Sendable {
    /// A path one name longer than another: interned by its parent's number and its last name,
    /// so that a path is never hashed whole.
    private struct Child: Hashable {
        var parent: Int
        var name: String
    }

    private var children: [Child: Int] = [:]
    /// Per path number: its last name (number 0 is the root, named ""); ``path(of:)`` is the
    /// whole path, built when asked for rather than kept for every path.
    private var names: [String] = []
    /// Per path: the path one shorter (nil for the root).
    private var parents: [Int?] = []
    /// Per path: true when some tree (or `$extends`) makes a token there.
    private var isToken: [Bool] = []
    /// Per path: the modifiers whose contexts hold a token or group there.
    private var direct: [ModifierSet] = []
    /// Per path a modifier's contexts make a token at: how many of its contexts do, by modifier.
    private var tokenContexts: [Int: [Int: Int]] = [:]
    /// Per path: the modifiers whose contexts give the group there `$type`, `$deprecated` or
    /// `$extends`, which every token below inherits.
    private var groupMetadata: [ModifierSet] = []
    /// Per path: the paths its definitions (in any tree) reference, and those it inherits from.
    private var references: [[Int]] = []
    /// Per path: the modifiers it can vary with.
    private var variation: [ModifierSet] = []
    /// Every `$extends` of every tree: the extending group, the group it names, where it is written.
    private var extensions: [(group: Int, target: TokenPath, location: SourceLocation)] = []
    /// Per `$extends` (by where it is written): the modifiers whether and what it copies can vary with.
    private var extensionVariation: [SourceLocation: ModifierSet] = [:]
    /// Per path: true when some tree has a group there.
    private var isGroup: [Bool] = []
    /// Whether some group of some tree has `$extends`, well formed or not.
    private(set) var usesExtends = false
    /// Whether some path is a token in one tree and a group in another, which merging reports.
    private(set) var hasTokenOverGroup = false

    /// - Parameters:
    ///   - sets: the trees that every permutation merges.
    ///   - contexts: per modifier, the tree of each of its contexts.
    init(sets: [GroupNode], contexts: [[GroupNode]]) {
        let root = add("", parent: nil)
        for tree in sets { walk(tree, id: root, modifier: nil) }
        for (modifier, trees) in contexts.enumerated() {
            for tree in trees { walk(tree, id: root, modifier: modifier) }
        }
        hasTokenOverGroup = zip(isToken, isGroup).contains { $0 && $1 }
        hideOverriddenModifiers(contextCounts: contexts.map(\.count))
        addInheritedTokens()
        propagate()
        for link in extensions {
            var modifiers = variation[link.group]
            if let target = id(of: link.target) {
                modifiers.formUnion(direct[target])
                for id in parents.indices where descends(id, from: target) {
                    modifiers.formUnion(variation[id])
                }
            }
            extensionVariation[link.location, default: .empty].formUnion(modifiers)
        }
    }

    /// The modifiers the token or group at `path` can vary with.
    func variation(of path: TokenPath) -> ModifierSet {
        if let id = id(of: path) { return variation[id] }
        // Only a token copied past the `$extends` limit is unknown, and that is an error anyway:
        // it varies as what the nearest `$extends` above it copies.
        let groups = extensions.map { (link: $0, path: self.path(of: $0.group)) }
        let nearest = groups.filter { path.hasPrefix($0.path) }.max { $0.path.count < $1.path.count }?.link
        return nearest.flatMap { extensionVariation[$0.location] } ?? .empty
    }

    /// `variation(of:)` of the tokens of `set` at `indices`.
    func variations(of set: TokenSet, at indices: [Int]) -> [ModifierSet] {
        zip(indices, ids(of: set, at: indices)).map { index, id in variation(of: id, orPath: set.path(at: index)) }
    }

    /// The numbers of the tokens of `set` at `indices` (nil for a token past the `$extends`
    /// limit, which has none). A token's group is looked up once for a run of tokens in one group
    /// (as tree order lists them), then the token by its name below it: one name hashed per
    /// token, not every name of its path.
    func ids(of set: TokenSet, at indices: [Int]) -> [Int?] {
        var group: (path: ArraySlice<String>, id: Int?)?
        return indices.map { index in
            let path = set.path(at: index)
            let groupPath = path.components.dropLast()
            if group == nil || !group!.path.elementsEqual(groupPath) {
                group = (groupPath, groupPath.reduce(0 as Int?) { id, name in id.flatMap { children[Child(parent: $0, name: name)] } })
            }
            guard let parent = group?.id else { return nil }
            return children[Child(parent: parent, name: path.name)]
        }
    }

    /// `variations(of:at:)` when the numbers of the set's tokens are known, by position (`ids(of:at:)`
    /// of all of them, or of a set of the same paths).
    func variations(of set: TokenSet, at indices: [Int], numbered ids: [Int?]) -> [ModifierSet] {
        indices.map { variation(of: ids[$0], orPath: set.path(at: $0)) }
    }

    /// `variation(of:)` of the token numbered `id`, or at `path` when it has no number.
    private func variation(of id: Int?, orPath path: @autoclosure () -> TokenPath) -> ModifierSet {
        id.map { variation[$0] } ?? variation(of: path())
    }

    /// Whether the token numbered `id` varies with every modifier of `modifiers`: whether
    /// ``tokens(varyingWithAll:)`` lists it.
    func varies(_ id: Int, withAll modifiers: ModifierSet) -> Bool {
        isToken[id] && modifiers.isSubset(of: variation[id])
    }

    /// The modifiers whose contexts can change which node the token numbered `id` is: those
    /// whose contexts define it, less any whose definition a later modifier always overrides.
    func modifiersHolding(_ id: Int) -> ModifierSet {
        direct[id]
    }

    /// Calls `body` with each modifier whose contexts give a group above the token numbered `id`
    /// `$type`, `$deprecated` or `$extends`, which it inherits; some maybe more than once.
    func forEachModifierAbove(_ id: Int, _ body: (Int) -> Void) {
        var ancestor = parents[id]
        while let group = ancestor {
            groupMetadata[group].members.forEach(body)
            ancestor = parents[group]
        }
    }

    /// The modifiers whose contexts hold a token or group at `path`.
    func modifiersDefining(_ path: TokenPath) -> ModifierSet {
        id(of: path).map { direct[$0] } ?? .empty
    }

    /// The modifiers whether the `$extends` written at `location` applies, and what it copies,
    /// can vary with; nil when no `$extends` is written there.
    func variationOfExtension(at location: SourceLocation) -> ModifierSet? {
        extensionVariation[location]
    }

    /// Every distinct set of modifiers that a token, or what an `$extends` copies, varies with.
    var variationSets: Set<ModifierSet> {
        var sets = Set(parents.indices.lazy.filter { self.isToken[$0] }.map { self.variation[$0] })
        sets.formUnion(extensionVariation.values)
        return sets
    }

    /// The paths of the tokens that vary with every modifier of `modifiers`, and maybe others.
    func tokens(varyingWithAll modifiers: ModifierSet) -> [TokenPath] {
        parents.indices.filter { varies($0, withAll: modifiers) }.map(path(of:))
    }

    /// The token that varies with the most combinations, and its modifiers; nil without tokens.
    func widestToken(in space: ContextSpace) -> (path: TokenPath, modifiers: ModifierSet)? {
        var widest: (path: TokenPath, modifiers: ModifierSet, count: Int)?
        for id in parents.indices where isToken[id] {
            let count = space.combinationCount(variation[id]) ?? .max
            if widest == nil || count > widest!.count { widest = (path(of: id), variation[id], count) }
        }
        return widest.map { ($0.path, $0.modifiers) }
    }

    // MARK: - Reading the trees

    /// The number of the path, if it is known.
    private func id(of path: TokenPath) -> Int? {
        var id = 0
        for name in path.components {
            guard let child = children[Child(parent: id, name: name)] else { return nil }
            id = child
        }
        return id
    }

    /// The number of `path`, numbering it and its parents when they are new.
    private mutating func intern(_ path: TokenPath) -> Int {
        path.components.reduce(0) { child(of: $0, named: $1) }
    }

    /// The number of the path `name` below the path numbered `parent`, numbering it when new.
    private mutating func child(of parent: Int, named name: String) -> Int {
        let key = Child(parent: parent, name: name)
        if let id = children[key] { return id }
        let id = add(name, parent: parent)
        children[key] = id
        return id
    }

    /// The path numbered `id`, its names read up its parents.
    private func path(of id: Int) -> TokenPath {
        var lastFirst: [String] = []
        var next: Int? = id
        while let current = next, let parent = parents[current] {
            lastFirst.append(names[current])
            next = parent
        }
        return TokenPath(lastFirst.reversed())
    }

    /// Whether the path numbered `id` lies below the one numbered `ancestor` (not at it).
    private func descends(_ id: Int, from ancestor: Int) -> Bool {
        var next = parents[id]
        while let current = next {
            if current == ancestor { return true }
            next = parents[current]
        }
        return false
    }

    private mutating func add(_ name: String, parent: Int?) -> Int {
        let id = names.count
        names.append(name)
        parents.append(parent)
        isToken.append(false)
        isGroup.append(false)
        direct.append(.empty)
        groupMetadata.append(.empty)
        references.append([])
        return id
    }

    private mutating func walk(_ group: GroupNode, id: Int, modifier: Int?) {
        if let modifier, group.metadata.type != nil || group.metadata.deprecated != nil || group.extends != nil {
            groupMetadata[id].insert(modifier)
        }
        if let extends = group.extends {
            usesExtends = true
            if case .reference(let target) = ReferenceSyntax.alias(extends.value) { extensions.append((id, target, extends.location)) }
        }
        for (name, node) in group.children {
            let child = child(of: id, named: name)
            if let modifier { direct[child].insert(modifier) }
            switch node {
            case .group(let nested):
                isGroup[child] = true
                walk(nested, id: child, modifier: modifier)
            case .token(let token):
                isToken[child] = true
                if let modifier { tokenContexts[child, default: [:]][modifier, default: 0] += 1 }
                for reference in Self.referencedPaths(of: token) {
                    let target = intern(reference.path)
                    references[child].append(target)
                    // Numbered from its group's number: walking the path again from the root
                    // would hash every name of it a second time.
                    if reference.orItsRoot { references[child].append(self.child(of: target, named: "$root")) }
                }
            }
        }
    }

    /// A token that a modifier defines in every one of its contexts replaces, in every
    /// permutation, what the modifiers before it define there (a later token replaces an earlier
    /// one whole): it does not vary with them for that. Without this, a token every layer
    /// defines (each Figma collection's own `Documentation` variable) would count as varying with
    /// every collection's modes at once.
    private mutating func hideOverriddenModifiers(contextCounts: [Int]) {
        for (path, counts) in tokenContexts {
            guard let last = counts.filter({ $0.value == contextCounts[$0.key] }).map(\.key).max() else { continue }
            direct[path] = ModifierSet(members: direct[path].members.filter { $0 >= last })
        }
    }

    // MARK: - Working out the sets

    /// The paths `$extends` copies tokens to, each referencing the path it is copied from. Copies
    /// of copies are found in later rounds, each taking only the `$extends` whose group gained
    /// paths; a group that extends its own ancestor or descendant copies nothing (it is an
    /// `$extends` cycle), and the count stops where ``GroupExtension`` stops.
    private mutating func addInheritedTokens() {
        var links = extensions.filter { link in
            let group = path(of: link.group)
            return !group.hasPrefix(link.target) && !link.target.hasPrefix(group)
        }
        guard !links.isEmpty else { return }
        var linked = Set<[Int]>()
        var copies = 0
        // A chain of `$extends` needs a round per link; more rounds only go round a cycle.
        for _ in 0...links.count {
            var grown: [TokenPath] = []
            for link in links {
                let group = path(of: link.group)
                let sources = id(of: link.target).map { target in parents.indices.filter { descends($0, from: target) } } ?? []
                for source in sources where copies <= GroupExtension.maximumInheritedTokens {
                    let path = TokenPath(group.components + self.path(of: source).components.dropFirst(link.target.count))
                    let isNew = id(of: path) == nil
                    let copy = intern(path)
                    guard linked.insert([copy, source]).inserted else { continue }
                    references[copy].append(source)
                    isToken[copy] = isToken[copy] || isToken[source]
                    if isNew {
                        copies += 1
                        grown.append(path)
                    }
                }
            }
            links = links.filter { link in grown.contains { $0.hasPrefix(link.target) } }
            if links.isEmpty { break }
        }
    }

    /// Each path's own modifiers, then those of everything it references, until nothing changes
    /// (reference cycles share their modifiers).
    private mutating func propagate() {
        variation = parents.indices.map { id in
            var modifiers = direct[id]
            var ancestor = parents[id]
            while let group = ancestor {
                modifiers.formUnion(groupMetadata[group])
                ancestor = parents[group]
            }
            return modifiers
        }
        var dependents = [[Int]](repeating: [], count: parents.count)
        for id in parents.indices {
            for target in references[id] { dependents[target].append(id) }
        }
        var pending = Array(parents.indices.reversed())
        var queued = [Bool](repeating: true, count: parents.count)
        while let id = pending.popLast() {
            queued[id] = false
            var modifiers = variation[id]
            for target in references[id] { modifiers.formUnion(variation[target]) }
            guard modifiers != variation[id] else { continue }
            variation[id] = modifiers
            for dependent in dependents[id] where !queued[dependent] {
                queued[dependent] = true
                pending.append(dependent)
            }
        }
    }
}

extension TokenPath {
    /// The number of names in the path.
    var count: Int { components.count }
}
