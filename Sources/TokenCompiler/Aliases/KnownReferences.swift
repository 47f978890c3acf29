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
    /// The default permutation's set.
    let set: TokenSet
    /// Per token of `set`: the tokens it refers to (``ReferenceGraph/dependencies(of:recording:)``).
    let dependencies: [[Int]]
    /// The token each alias of `set` names.
    let aliases: AliasTargets

    /// The tokens the token at `index` of `other` refers to, when `other` has this set's paths
    /// and the token is unchanged; nil when they must be collected.
    func dependencies(of index: Int, in other: TokenSet) -> [Int]? {
        guard other.pathIndex.isShared(with: set.pathIndex), other.node(at: index).isIdentical(to: set.node(at: index)) else { return nil }
        return dependencies[index]
    }
}
