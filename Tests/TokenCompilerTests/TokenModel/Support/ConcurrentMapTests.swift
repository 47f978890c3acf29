import Testing
@testable import TokenCompiler
@testable import TokenModel

/// The map the permutations and generated files are built with: map's results, in map's order.
@Suite struct ConcurrentMapTests {
    @Test(arguments: [0, 1, 2, 7, 1_000])
    func givesWhatMapGivesInTheSameOrder(count: Int) {
        let numbers = Array(0..<count)
        #expect(numbers.concurrentMap { "\($0 * $0)" } == numbers.map { "\($0 * $0)" })
    }

    @Test(arguments: [0, 1, 2, 7, 1_000])
    func costliestFirstStillGivesMapsOrder(count: Int) {
        let numbers = Array(0..<count)
        let mapped = numbers.concurrentMap(costliestFirst: { ($0 * 7_919) % 13 }) { "\($0 * $0)" }
        #expect(mapped == numbers.map { "\($0 * $0)" })
    }

    @Test func theCostliestAreHandedOutFirstAndTiesKeepTheirOrder() {
        #expect(costliestFirstOrder([3, 9, 1, 9, 5]) == [1, 3, 4, 0, 2])
        #expect(costliestFirstOrder([]) == [])
    }

    @Test func concurrentlyGivesBothResults() {
        let (text, number) = concurrently({ String(repeating: "a", count: 3) }, { (1...10).reduce(0, +) })
        #expect(text == "aaa")
        #expect(number == 55)
    }
}
