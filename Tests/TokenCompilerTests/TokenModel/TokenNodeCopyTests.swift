import Testing
@testable import TokenJSON
@testable import TokenModel
import TokencBenchSupport

/// A `TokenNode` is a value although its fields live in a shared box (copy on write): over
/// generated runs of copies and changes, every node reads what was last set on it or on the node
/// it was copied from before that, never a change made through another copy. The fields few
/// tokens set (a pointer, extra properties, an extension type, `$deprecated`) live in a box of
/// their own (`Uncommon`), let go when all are cleared: setting and clearing them in any order
/// reads back the same.
@Suite struct TokenNodeCopyTests {
    /// The fields a test sets, as plain values to compare with.
    private struct Expected: Equatable {
        var line: Int
        var column: Int
        var description: String?
        var pointer: String?
        var dialect: TokenDialect
        var isSymbol: Bool
        var extraKeys: [String] = []
        var deprecated: Deprecation?
    }

    private static func read(_ node: TokenNode) -> Expected {
        Expected(
            line: node.location.position.line, column: node.location.position.column, description: node.metadata.description,
            pointer: node.pointer?.value, dialect: node.dialect, isSymbol: node.extensionType != nil,
            extraKeys: node.extraProperties.map(\.key), deprecated: node.metadata.deprecated)
    }

    @Test func copiesNeverSeeEachOthersChanges() {
        var generator = SplitMix64(seed: 1131)
        for _ in 0..<50 {
            var nodes = [TokenNode(location: SourceLocation(file: "a.json", line: 1, column: 1), metadata: TokenMetadata(), value: nil, pointer: nil, dialect: .dtcg)]
            var expected = [Self.read(nodes[0])]
            for step in 0..<60 {
                let index = Int.random(in: 0..<nodes.count, using: &generator)
                switch Int.random(in: 0..<11, using: &generator) {
                case 0:
                    nodes.append(nodes[index])
                    expected.append(expected[index])
                case 1:
                    nodes[index].location = SourceLocation(file: "a.json", line: step + 2, column: index + 1)
                    (expected[index].line, expected[index].column) = (step + 2, index + 1)
                case 2:
                    nodes[index].metadata.description = "step \(step)"
                    expected[index].description = "step \(step)"
                case 3:
                    nodes[index].pointer = Located("#/a/\(step)", at: SourceLocation(file: "a.json", line: 1, column: 1))
                    expected[index].pointer = "#/a/\(step)"
                case 4:
                    nodes[index].dialect = nodes[index].dialect == .dtcg ? .legacy : .dtcg
                    expected[index].dialect = expected[index].dialect == .dtcg ? .legacy : .dtcg
                case 5:
                    nodes[index].pointer = nil
                    expected[index].pointer = nil
                case 6:
                    let at = SourceLocation(file: "a.json", line: step + 2, column: 1)
                    nodes[index].extraProperties.append(ExtraProperty(key: "k\(step)", keyLocation: at, value: SourceValue(JSONDocument.string("x", placedAt: at.position)!, file: "a.json")))
                    expected[index].extraKeys.append("k\(step)")
                case 7:
                    nodes[index].extraProperties = []
                    expected[index].extraKeys = []
                case 8:
                    let deprecation: Deprecation? = [nil, .deprecated, .notDeprecated, .deprecatedBecause("step \(step)")][step % 4]
                    nodes[index].metadata.deprecated = deprecation
                    expected[index].deprecated = deprecation
                case 9:
                    nodes[index].extensionType = nil
                    expected[index].isSymbol = false
                default:
                    var copy = nodes[index]
                    copy.extensionType = .symbol
                    nodes[index] = copy
                    expected[index].isSymbol = true
                }
                #expect(nodes.map(Self.read) == expected)
            }
        }
    }
}
