/// A growable stack of plain values for the parser's bookkeeping (open containers, the keys of
/// open objects). Being noncopyable, it can never be shared, so unlike `Array` a push needs no
/// uniqueness check; every key of a document goes through one.
struct JSONScratchStack<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    @inline(__always)
    mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast on an empty stack")
        count -= 1
        return base[count]
    }

    /// Drops elements so that `count` of them remain.
    @inline(__always)
    mutating func truncate(to count: Int) {
        precondition(count >= 0 && count <= self.count, "truncating past the stack's ends")
        self.count = count
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "index out of range")
        return base[index]
    }
}
