/// Values for some positions of a larger sequence: what a patched permutation keeps of its own
/// beside what it shares with the default one.
///
/// The values are packed in the order they were first set, found through a small table from
/// position to slot. A `[Int: Value]` would size its buckets for the whole value and keep up to
/// two thirds of them empty; for resolved tokens and definitions (about 200 bytes each) that is
/// most of the memory a large patched permutation takes.
struct SparseValues<Value: Sendable>: Sendable {
    private var slots: [Int: Int] = [:]
    private var values: [Value] = []

    var isEmpty: Bool { values.isEmpty }

    /// The value set at `position`, or nil when there is none.
    subscript(position: Int) -> Value? {
        guard let slot = slots[position] else { return nil }
        return values[slot]
    }

    func contains(_ position: Int) -> Bool {
        slots[position] != nil
    }

    /// Room for `count` values without growing: packed values grown by doubling leave up to
    /// half their memory unused.
    mutating func reserveCapacity(_ count: Int) {
        slots.reserveCapacity(count)
        values.reserveCapacity(count)
    }

    /// Sets (or replaces) the value at `position`.
    mutating func set(_ value: Value, at position: Int) {
        if let slot = slots[position] {
            values[slot] = value
        } else {
            slots[position] = values.count
            values.append(value)
        }
    }
}
