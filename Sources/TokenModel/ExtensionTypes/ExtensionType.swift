/// The token types tokenc declares through its `dev.tokenc` extension namespace, one case per
/// home: adding a type is its home (a file in this folder and its runtime folder) and its case here.
package enum ExtensionType: Sendable, Hashable, CaseIterable {
    case symbol

    /// Everything the compiler knows of the type, in one place.
    package var home: ExtensionTypeHome {
        switch self {
        case .symbol: .symbol
        }
    }

    /// The type's name: `symbol`.
    package var name: String { home.name }

    /// The key that declares a token of this type in a group's `$extensions`: `dev.tokenc.symbol`.
    package var extensionKey: String { "dev.tokenc." + name }

    /// The type declared under `key` in `$extensions`, if any.
    package init?(extensionKey key: String) {
        guard let type = Self.allCases.first(where: { $0.extensionKey == key }) else { return nil }
        self = type
    }

    /// The type of this name, if any.
    package init?(named name: String) {
        guard let type = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = type
    }
}
