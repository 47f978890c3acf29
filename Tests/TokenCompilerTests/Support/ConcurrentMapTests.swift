import Testing
@testable import TokenCompiler

/// The map the permutations and generated files are built with: map's results, in map's order.
@Suite struct ConcurrentMapTests {
    @Test(arguments: [0, 1, 2, 7, 1_000])
    func givesWhatMapGivesInTheSameOrder(count: Int) {
        let numbers = Array(0..<count)
        #expect(numbers.concurrentMap { "\($0 * $0)" } == numbers.map { "\($0 * $0)" })
    }
}
