/// The members of one composite value by name. A composite has a handful of members, so a list
/// searched in order costs less than hashing each name into a dictionary.
struct CompositeMembers {
    private var members: [(key: String, value: SourceValue)] = []

    subscript(key: String) -> SourceValue? {
        get { members.first { $0.key == key }?.value }
        set {
            members.removeAll { $0.key == key }
            if let newValue { members.append((key, newValue)) }
        }
    }
}
