/// The `$deprecated` property of a token or group.
public enum Deprecation: Sendable, Hashable {
    /// `$deprecated: false`, which also un-deprecates a token inside a deprecated group.
    case notDeprecated
    /// `$deprecated: true`.
    case deprecated
    /// `$deprecated: "reason"`.
    case deprecatedBecause(String)

    public var isDeprecated: Bool { self != .notDeprecated }

    public var reason: String? {
        if case .deprecatedBecause(let reason) = self { return reason }
        return nil
    }
}
