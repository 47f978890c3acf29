import TokenJSON

/// The Swift names declared in one scope of the generated code (`AppTheme`, a group's struct,
/// `AppTheme.Selection`, a modifier's enum): those tokenc declares there, and those claimed so far,
/// first come first served.
struct NameScope: Sendable {
    /// The scope as messages name it: `AppTheme.ColorTokens`.
    var owner: String
    private let reserved: Set<String>
    /// Bare identifier → what claimed it (`'color.text'`) and where.
    private var claimed: [String: (subject: String, location: SourceLocation?)] = [:]

    init(owner: String, reserved: Set<String>) {
        self.owner = owner
        self.reserved = reserved
    }

    /// Why `identifiers` (bare) cannot all be declared here; nil when they can.
    func clash(_ identifiers: [String]) -> SwiftNaming.Clash? {
        for identifier in identifiers {
            if reserved.contains(identifier) { return .declaredByTokenc(identifier, owner: owner) }
            if let earlier = claimed[identifier] {
                return .taken(identifier, owner: owner, by: earlier.subject, at: earlier.location)
            }
        }
        return nil
    }

    mutating func claim(_ identifiers: [String], by subject: String, at location: SourceLocation?) {
        for identifier in identifiers where claimed[identifier] == nil {
            claimed[identifier] = (subject, location)
        }
    }

    /// Whether `identifier` is free.
    func isFree(_ identifier: String) -> Bool {
        !reserved.contains(identifier) && claimed[identifier] == nil
    }
}
