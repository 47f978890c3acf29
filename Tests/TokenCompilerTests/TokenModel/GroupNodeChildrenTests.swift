import Testing
import TokenJSON
import struct TokencBenchSupport.SplitMix64
@testable import TokenModel

/// A group finds its children by comparing names while it has few and through a dictionary once
/// it has many: generated sequences of adding, replacing and removing children, across that
/// threshold both ways, give the children of a plain list of names in order.
@Suite struct GroupNodeChildrenTests {
    @Test func childrenAreFoundAndKeptInOrderOnEitherSideOfTheThreshold() {
        var random = SplitMix64(seed: 1129)
        let names = (0..<(2 * GroupNode.positionsFrom)).map { "n\($0)" } + ["", "é", "e\u{301}"]
        for _ in 0..<300 {
            var group = GroupNode(location: Self.location(0))
            var expected: [(name: String, line: Int)] = []
            for step in 1...random.int(in: 1...80) {
                let name = random.pick(names)
                if random.chance(30) {
                    group[name] = nil
                    expected.removeAll { $0.name == name }
                } else {
                    group[name] = .group(GroupNode(location: Self.location(step)))
                    if let index = expected.firstIndex(where: { $0.name == name }) {
                        expected[index].line = step
                    } else {
                        expected.append((name, step))
                    }
                }
                #expect(group.names == expected.map(\.name))
                for candidate in names {
                    #expect(group[candidate]?.location.line == expected.first { $0.name == candidate }?.line, "\(candidate) after step \(step)")
                }
            }
        }
    }

    static func location(_ line: Int) -> TokenJSON.SourceLocation {
        SourceLocation(file: "t.json", line: line, column: 1)
    }
}
