/// The groups of a token tree, numbered in the order they are first seen (the root is 0), and
/// found along each token's path.
///
/// A theme lists its tokens group by group, so a token's groups are mostly those of the token
/// before it. Those are kept and compared by name first; a group is looked up by hashing its
/// name only where the path leaves them.
package struct GroupNumbering: Sendable {
    /// One group along a path.
    package struct Step: Equatable, Sendable {
        /// How deep the group is: 0 for a top-level group.
        package var depth: Int
        package var group: Int
        /// The group it is nested in (0 for the root).
        package var parent: Int
        /// Whether this path is the first to reach it: it is numbered `count - 1`.
        package var isNew: Bool
    }

    /// Per group, the groups nested in it by name.
    private var nested: [[String: Int]] = [[:]]
    /// The groups along the last path, outermost first, with their names.
    private var trail: [(name: String, group: Int)] = []

    /// How many groups there are, the root included.
    package var count: Int { nested.count }

    /// Numbers the groups along `names` (a token's path without its own name) that are new, and
    /// gives each group along it to `visit`, outermost first.
    package mutating func walk(_ names: ArraySlice<String>, _ visit: (Step) -> Void) {
        var parent = 0
        var onTrail = true
        for (depth, name) in names.enumerated() {
            let group: Int
            var isNew = false
            if onTrail, depth < trail.count, trail[depth].name == name {
                group = trail[depth].group
            } else {
                if onTrail {
                    trail.removeSubrange(depth...)
                    onTrail = false
                }
                if let known = nested[parent][name] {
                    group = known
                } else {
                    group = nested.count
                    nested.append([:])
                    nested[parent][name] = group
                    isNew = true
                }
                trail.append((name, group))
            }
            visit(Step(depth: depth, group: group, parent: parent, isNew: isNew))
            parent = group
        }
        if onTrail, names.count < trail.count {
            trail.removeSubrange(names.count...)
        }
    }
}
