import TokenJSON
import TokenModel

/// The Swift names declared in one scope of the generated code (`AppTheme`, a group's struct,
/// `AppTheme.Selection`, a modifier's enum): those tokenc declares there, and those claimed so far,
/// first come first served.
package struct NameScope: Sendable {
    /// The scope as messages name it: `AppTheme.ColorTokens`.
    package var owner: String
    private let reserved: Set<String>
    /// Bare identifier → what claimed it and where.
    private var claimed: [String: (claimant: Claimant, location: SourceLocation?)] = [:]

    /// What claimed a name. Every token and group claims its names and few of them clash, so a
    /// path is spelt into its message (`the token 'color.text'`) only when a clash names it.
    enum Claimant: Sendable {
        case path(SwiftNaming.Kind, TokenPath)
        case subject(String)

        var subject: String {
            switch self {
            case .path(let kind, let path): "the \(kind.rawValue) '\(path)'"
            case .subject(let subject): subject
            }
        }
    }

    /// A scope that about `capacity` names will be claimed in: room for them is made at once.
    package init(owner: String, reserved: Set<String>, capacity: Int = 0) {
        self.owner = owner
        self.reserved = reserved
        claimed.reserveCapacity(capacity)
    }

    /// Why `identifiers` (bare) cannot all be declared here; nil when they can.
    package func clash(_ identifiers: [String]) -> SwiftNaming.Clash? {
        for identifier in identifiers {
            if reserved.contains(identifier) { return .declaredByTokenc(identifier, owner: owner) }
            if let earlier = claimed[identifier] {
                return .taken(identifier, owner: owner, by: earlier.claimant.subject, at: earlier.location)
            }
        }
        return nil
    }

    mutating func claim(_ identifiers: [String], by subject: String, at location: SourceLocation?) {
        claim(identifiers, by: .subject(subject), at: location)
    }

    mutating func claim(_ identifiers: [String], by claimant: Claimant, at location: SourceLocation?) {
        for identifier in identifiers where claimed[identifier] == nil {
            claimed[identifier] = (claimant, location)
        }
    }

    /// Whether `identifier` is free.
    package func isFree(_ identifier: String) -> Bool {
        !reserved.contains(identifier) && claimed[identifier] == nil
    }
}
