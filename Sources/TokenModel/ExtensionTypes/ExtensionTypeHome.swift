/// Everything the compiler knows of one of tokenc's extension types, in one value that every stage
/// reads: what its value holds (``members``), the Swift type the generated code stores it as, and
/// where that type's Swift lives. Reading, decoding, validation, Swift expressions, `tokenc dump`,
/// the live document and the preview all follow the members; the home's runtime folder holds the
/// type's Swift for the app (the struct, its JSON, its SwiftUI and UIKit bindings).
///
/// A value is a record of named members, each a word, a word from a list, or a value of one of the
/// format's types, whose home then reads and writes it (a symbol's `weight` is a `fontWeight`,
/// written as one or as a reference to one).
package struct ExtensionTypeHome: Sendable {
    /// The type's name, after `dev.tokenc.` in its extension key and in `tokenc dump`'s `$type`.
    package let name: String
    /// What a value of the type is, for messages: "an SF Symbol".
    package let summary: String
    /// The Swift type the generated code stores a value as, declared in the home's runtime folder.
    package let swiftType: String
    /// The folder under `ExtensionTypes/Runtime/` with the type's generated Swift.
    package let runtimeFolder: String
    /// The members of a value, in the order the Swift type's initializer takes them.
    package let members: [Member]

    package init(name: String, summary: String, swiftType: String, runtimeFolder: String, members: [Member]) {
        self.name = name
        self.summary = summary
        self.swiftType = swiftType
        self.runtimeFolder = runtimeFolder
        self.members = members
    }

    /// One member of a value: its key in JSON, which is also its label in Swift.
    package struct Member: Sendable {
        package let name: String
        package let kind: Kind
        package let isRequired: Bool

        package init(_ name: String, _ kind: Kind, required: Bool = false) {
            self.name = name
            self.kind = kind
            self.isRequired = required
        }
    }

    /// What a member holds.
    package enum Kind: Sendable, Hashable {
        /// Text without white space: a name, such as an SF Symbol's.
        case word
        /// One of these words; in Swift, the case of that name of the enum nested in the type and
        /// named after the member (`renderingMode` → `ThemeSymbol.RenderingMode`).
        case choice([String])
        /// A value of one of the format's types, written as the format writes it or as a reference.
        case value(TokenType)
    }
}
