import TokenModel

/// What the default permutation found of its tokens' references: the tokens each refers to, and
/// the token each alias names. A permutation whose set has the default's paths in the default's
/// order (``TokenSet/PathIndex/isShared(with:)``) takes them for every token it did not change,
/// rather than parsing each reference and hashing its path again.
///
/// A token is unchanged when its node is the default's very node (``TokenNode/isIdentical(to:)``):
/// its value is the same JSON, and what a reference names depends only on the reference and the
/// set's paths, which are the same. A node a context replaces is read again.
struct KnownReferences: Sendable {
    /// The default permutation's paths.
    private let paths: TokenSet.PathIndex
    /// Per token: its node in the default permutation.
    private let nodes: [TokenNode]
    /// Every token's dependencies one after another, and where each token's end: held while the
    /// other permutations resolve, when a build's memory peaks, so one array, not one per token.
    private let targets: [Int32]
    private let ends: [Int32]
    /// The token each alias of the default's set names.
    let aliases: AliasTargets

    /// What the tokens of `set` reference: `dependencies` per token
    /// (``ReferenceGraph/dependencies(of:recording:)``), `aliases` the aliases found.
    init(set: TokenSet, dependencies: [[Int]], aliases: AliasTargets) {
        paths = set.pathIndex
        nodes = set.indices.map(set.node(at:))
        var targets: [Int32] = []
        targets.reserveCapacity(dependencies.reduce(0) { $0 + $1.count })
        var ends: [Int32] = []
        ends.reserveCapacity(dependencies.count)
        for list in dependencies {
            targets += list.lazy.map { Int32($0) }
            ends.append(Int32(targets.count))
        }
        self.targets = targets
        self.ends = ends
        self.aliases = aliases
    }

    /// The tokens the token at `index` of `other` refers to, when `other` has the default's paths
    /// and the token is unchanged; nil when they must be collected.
    func dependencies(of index: Int, in other: TokenSet) -> [Int]? {
        guard sharesPaths(with: other), other.node(at: index).isIdentical(to: nodes[index]) else { return nil }
        let start = index == 0 ? 0 : Int(ends[index - 1])
        return targets[start..<Int(ends[index])].map { Int($0) }
    }

    /// Whether `other` has the default's paths, in its order.
    func sharesPaths(with other: TokenSet) -> Bool {
        other.pathIndex.isShared(with: paths)
    }
}
