/// Where a token or group sits in the tree: `color.brand.primary` is `["color", "brand", "primary"]`.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var components: [String]

    public init(_ components: [String]) {
        self.components = components
    }

    public static let root = TokenPath([])

    public var isRoot: Bool { components.isEmpty }
    public var name: String { components.last ?? "" }
    public var parent: TokenPath { TokenPath(Array(components.dropLast())) }

    public func appending(_ name: String) -> TokenPath {
        // One allocation of the exact size: `components + [name]` makes two.
        var longer: [String] = []
        longer.reserveCapacity(components.count + 1)
        longer.append(contentsOf: components)
        longer.append(name)
        return TokenPath(longer)
    }

    public func hasPrefix(_ other: TokenPath) -> Bool {
        components.starts(with: other.components)
    }

    /// The path as references write it, without braces: `color.brand.primary`.
    public var description: String { components.joined(separator: ".") }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}
