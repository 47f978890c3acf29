import Dispatch

extension Array where Element: Sendable {
    /// `transform` of each element, computed on all cores; the results in the elements' order,
    /// so the outcome is the same as `map`'s.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = Slots<Result>(count: count)
        defer { slots.release() }
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, transform(self[index]))
        }
        return slots.results()
    }
}

/// Memory for one result per index, each written by exactly one iteration of
/// `concurrentPerform` and read only after all of them have finished: no two threads touch the
/// same slot, which is what makes sharing it across them sound.
private struct Slots<Result>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Result>

    init(count: Int) {
        buffer = .allocate(capacity: count)
    }

    func set(_ index: Int, _ value: Result) {
        (buffer.baseAddress! + index).initialize(to: value)
    }

    /// The results, moved out; call once, after every slot is set.
    func results() -> [Result] {
        Array(UnsafeMutableBufferPointer(rebasing: buffer[...]).moveElements())
    }

    func release() {
        buffer.deallocate()
    }
}

extension UnsafeMutableBufferPointer {
    /// Moves every element out into an array, leaving the memory uninitialized.
    fileprivate func moveElements() -> [Element] {
        (0..<count).map { (baseAddress! + $0).move() }
    }
}
