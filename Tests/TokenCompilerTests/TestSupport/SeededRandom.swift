/// Deterministic pseudo-random numbers for generated test inputs (Knuth's MMIX linear
/// congruential generator): a seed gives the same sequence on every machine, so a failure
/// reproduces from the seed its test names.
struct SeededRandom {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }

    /// A number from 0 up to, not including, `bound`.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
