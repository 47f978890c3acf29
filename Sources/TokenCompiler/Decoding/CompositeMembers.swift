import TokenModel

/// The members of one composite value by name. A composite has a handful of members, so a list
/// searched in order costs less than hashing each name into a dictionary.
struct CompositeMembers {
    private var members: [(key: String, value: SourceValue)] = []

    /// Room for `capacity` members, so that adding them allocates once.
    init(capacity: Int) {
        members.reserveCapacity(capacity)
    }

    subscript(key: String) -> SourceValue? {
        members.first { $0.key == key }?.value
    }

    /// Adds a member whose key is not among the members yet.
    mutating func append(_ key: String, _ value: SourceValue) {
        members.append((key, value))
    }
}
