/// Fields that few values set, kept behind one pointer that is nil while all of them are empty.
///
/// Every token node and every metadata has room for a JSON Pointer, properties the format does
/// not define, `$deprecated` or `$extensions`, which almost none has; stored inline they would
/// take room in every one (Performance.md, "Measured choices in the code").
package struct Uncommon<Fields: UncommonFields>: Sendable {
    private indirect enum Box: Sendable {
        case fields(Fields)
    }

    private var box: Box?

    package init() {}

    /// The fields; setting them all empty lets the box go.
    package var fields: Fields {
        get {
            guard case .fields(let fields)? = box else { return Fields() }
            return fields
        }
        set { box = newValue.isEmpty ? nil : .fields(newValue) }
    }
}

/// The fields an ``Uncommon`` holds: empty as made by `init()`.
package protocol UncommonFields: Sendable {
    init()
    /// Whether every field is empty, as `init()` makes them.
    var isEmpty: Bool { get }
}
