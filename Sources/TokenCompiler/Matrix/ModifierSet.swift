/// A set of modifiers, as ascending indices in resolution order: the modifiers a token varies
/// with. Tokens vary with few modifiers, so a short sorted list beats a hashed set.
struct ModifierSet: Hashable, Sendable {
    /// The modifiers' indices, ascending.
    private(set) var members: [Int]

    static let empty = ModifierSet(members: [])

    init(members: [Int]) {
        self.members = members
    }

    /// Adds `modifier`; true when it was not a member yet.
    @discardableResult
    mutating func insert(_ modifier: Int) -> Bool {
        let position = members.firstIndex { $0 >= modifier } ?? members.count
        guard position == members.count || members[position] != modifier else { return false }
        members.insert(modifier, at: position)
        return true
    }

    /// Adds every member of `other`; true when that added any.
    @discardableResult
    mutating func formUnion(_ other: ModifierSet) -> Bool {
        var added = false
        for modifier in other.members where insert(modifier) { added = true }
        return added
    }

    func union(_ other: ModifierSet) -> ModifierSet {
        var result = self
        result.formUnion(other)
        return result
    }

    func contains(_ modifier: Int) -> Bool { members.contains(modifier) }

    func isSubset(of other: ModifierSet) -> Bool {
        members.allSatisfy(other.contains)
    }

    var isEmpty: Bool { members.isEmpty }
}
