/// One optional value per definition index, each value held out of line: a slot is one
/// reference, however large the value.
///
/// An evaluator has a slot per token of its whole set, but the evaluator of a permutation other
/// than the default fills only the tokens that vary with it and those they reference; two such
/// evaluators run side by side. Held inline, every slot would take a whole value's room, filled
/// or not (Performance.md, "Measured choices in the code").
struct OutOfLineSlots<Value: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var boxes: [Box?]

    /// `count` empty slots.
    init(count: Int) {
        boxes = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { boxes[index]?.value }
        set { boxes[index] = newValue.map(Box.init) }
    }
}
