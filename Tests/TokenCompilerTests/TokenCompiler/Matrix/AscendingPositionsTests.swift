import Testing
import struct TokencBenchSupport.SplitMix64
@testable import TokenCompiler

/// Finding a token's position among the ascending indices a permutation resolved is what
/// `firstIndex(of:)` finds, for every value in and around generated arrays.
@Suite struct AscendingPositionsTests {
    @Test func thePositionIsTheFirstIndexOfTheValue() {
        var random = SplitMix64(seed: 1129)
        for _ in 0..<500 {
            var values: [Int] = []
            var next = random.int(in: -3...3)
            for _ in 0..<random.int(in: 0...40) {
                values.append(next)
                next += random.int(in: 1...4)
            }
            for value in (values.first ?? 0) - 2...(values.last ?? 0) + 2 {
                #expect(values.position(ofAscending: value) == values.firstIndex(of: value), "\(value) in \(values)")
            }
        }
    }
}
