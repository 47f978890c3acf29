/// Where a token or group sits in the tree: `color.brand.primary` is `["color", "brand", "primary"]`.
package struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var components: [String]

    package init(_ components: [String]) {
        self.components = components
    }

    package static let root = TokenPath([])

    package var isRoot: Bool { components.isEmpty }
    package var name: String { components.last ?? "" }
    package var parent: TokenPath { TokenPath(Array(components.dropLast())) }

    package func appending(_ name: String) -> TokenPath {
        // One allocation of the exact size: `components + [name]` makes two.
        var longer: [String] = []
        longer.reserveCapacity(components.count + 1)
        longer.append(contentsOf: components)
        longer.append(name)
        return TokenPath(longer)
    }

    /// Whether this is `parent.appending(name)`, without building that path.
    package func isChild(named name: String, of parent: TokenPath) -> Bool {
        components.count == parent.components.count + 1 && components.last == name && components.starts(with: parent.components)
    }

    package func hasPrefix(_ other: TokenPath) -> Bool {
        components.starts(with: other.components)
    }

    /// The path as references write it, without braces: `color.brand.primary`.
    package var description: String { components.joined(separator: ".") }

    package static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}
