import Dispatch

extension Array where Element: Sendable {
    /// `transform` of each element, computed on all cores; the results in the elements' order,
    /// so the outcome is the same as `map`'s.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        concurrentMap(startingWith: [Int](indices), transform)
    }

    /// `concurrentMap` that starts the costliest elements first, so that the cores finish
    /// together instead of one of them working alone through a large element picked up last
    /// (longest processing time first). The results are still in the elements' order.
    package func concurrentMap<Result: Sendable>(costliestFirst cost: (Element) -> Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        concurrentMap(startingWith: costliestFirstOrder(map(cost)), transform)
    }

    /// Hands the elements out to the cores in `order` (a permutation of the indices), each
    /// result stored at its element's index.
    private func concurrentMap<Result: Sendable>(startingWith order: [Int], _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = Slots<Result>(count: count)
        defer { slots.release() }
        DispatchQueue.concurrentPerform(iterations: count) { position in
            let index = order[position]
            slots.set(index, transform(self[index]))
        }
        return slots.results()
    }
}

/// The indices of `costs` from the highest cost to the lowest; equal costs keep their order, so
/// that the schedule is the same on every run.
func costliestFirstOrder(_ costs: [Int]) -> [Int] {
    costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
}

/// `first()` and `second()` at the same time, on two cores when there are two.
package func concurrently<First: Sendable, Second: Sendable>(_ first: @Sendable () -> First, _ second: @Sendable () -> Second) -> (First, Second) {
    let firsts = Slots<First>(count: 1)
    let seconds = Slots<Second>(count: 1)
    defer {
        firsts.release()
        seconds.release()
    }
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { firsts.set(0, first()) } else { seconds.set(0, second()) }
    }
    return (firsts.results()[0], seconds.results()[0])
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
