/// The `$deprecated` property of a token or group.
package enum Deprecation: Sendable, Hashable {
    /// `$deprecated: false`, which also un-deprecates a token inside a deprecated group.
    case notDeprecated
    /// `$deprecated: true`.
    case deprecated
    /// `$deprecated: "reason"`.
    case deprecatedBecause(String)

    package var isDeprecated: Bool { self != .notDeprecated }

    package var reason: String? {
        if case .deprecatedBecause(let reason) = self { return reason }
        return nil
    }
}
