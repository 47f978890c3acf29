/// A JSON value to print: what ``JSONWriter`` writes. Objects keep their members in the order
/// given; numbers are their text, so a number read from a file prints as it was written.
package indirect enum JSONOutput: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number as JSON text (`16`, `0.1`, `-2.5e3`); the caller gives valid JSON number text.
    case number(String)
    case string(String)
    case array([JSONOutput])
    case object([Member])

    /// One member of an object.
    package struct Member: Sendable, Hashable {
        package var key: String
        package var value: JSONOutput

        package init(_ key: String, _ value: JSONOutput) {
            self.key = key
            self.value = value
        }
    }

    /// An object from `(key, value)` pairs, in order.
    package static func object(_ members: KeyValuePairs<String, JSONOutput>) -> JSONOutput {
        .object(members.map { Member($0.key, $0.value) })
    }

    /// A parsed value as it was written: members in source order, numbers with their source text.
    package init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .bool: self = .bool(value.boolValue!)
        case .number: self = .number(value.numberValue!.text)
        case .string: self = .string(value.stringValue!)
        case .array: self = .array(value.arrayElements!.map(JSONOutput.init))
        case .object: self = .object(value.objectMembers!.map { Member($0.key, JSONOutput($0.value)) })
        }
    }
}
