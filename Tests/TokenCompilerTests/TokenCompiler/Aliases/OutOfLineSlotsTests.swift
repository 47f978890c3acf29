import Testing
@testable import TokenCompiler
import TokencBenchSupport

/// Slots held out of line read like an array of optionals: over generated runs of sets and
/// clears, and copies taken along the way, each reads what was last set in it.
@Suite struct OutOfLineSlotsTests {
    @Test func slotsReadLikeAnArrayOfOptionals() {
        var generator = SplitMix64(seed: 1129)
        for _ in 0..<100 {
            let count = Int.random(in: 1..<40, using: &generator)
            var slots = OutOfLineSlots<String>(count: count)
            var model = [String?](repeating: nil, count: count)
            var copies: [(slots: OutOfLineSlots<String>, model: [String?])] = []
            for step in 0..<80 {
                let index = Int.random(in: 0..<count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: (slots[index], model[index]) = (nil, nil)
                case 1: copies.append((slots, model))
                default: (slots[index], model[index]) = ("v\(step)", "v\(step)")
                }
            }
            for (slots, model) in copies + [(slots, model)] {
                #expect((0..<count).map { slots[$0] } == model)
            }
        }
    }
}
