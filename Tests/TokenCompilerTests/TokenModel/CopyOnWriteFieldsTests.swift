import Testing
import TokenJSON
import struct TokencBenchSupport.SplitMix64
@testable import TokenModel

/// Nodes keep their fields behind one shared reference (``CopyOnWriteFields``) and still behave
/// as values: generated sequences of copying and changing groups and tokens leave every other
/// copy as it was, and a copy is the very node (`isIdentical`) until it changes.
@Suite struct CopyOnWriteFieldsTests {
    /// What a group should hold: its location's line, its `$type` and its children's names.
    struct GroupModel: Equatable {
        var line: Int
        var type: String?
        var names: [String]
    }

    @Test func aChangedGroupLeavesItsCopiesAsTheyWere() {
        var random = SplitMix64(seed: 1203)
        for _ in 0..<200 {
            var groups = [GroupNode(location: Self.location(1))]
            var models = [GroupModel(line: 1, type: nil, names: [])]
            for step in 2...random.int(in: 2...60) {
                let index = random.int(in: 0...(groups.count - 1))
                if random.chance(30) {
                    groups.append(groups[index])
                    models.append(models[index])
                    continue
                }
                switch random.int(in: 0...3) {
                case 0:
                    groups[index].location = Self.location(step)
                    models[index].line = step
                case 1:
                    groups[index].metadata.type = Located("t\(step)", at: Self.location(step))
                    models[index].type = "t\(step)"
                case 2:
                    let name = "n\(random.int(in: 0...20))"
                    groups[index][name] = .group(GroupNode(location: Self.location(step)))
                    if !models[index].names.contains(name) { models[index].names.append(name) }
                default:
                    let name = "n\(random.int(in: 0...20))"
                    groups[index][name] = nil
                    models[index].names.removeAll { $0 == name }
                }
                #expect(groups.map(Self.model) == models, "after step \(step)")
            }
        }
    }

    @Test func aChangedTokenLeavesItsCopiesAsTheyWereAndIsNoLongerIdentical() {
        var random = SplitMix64(seed: 1204)
        for _ in 0..<200 {
            let first = TokenNode(location: Self.location(1), metadata: TokenMetadata(), value: nil, pointer: nil, dialect: .dtcg)
            var tokens = [first]
            var lines = [1]
            var changed = [false]
            for step in 2...random.int(in: 2...40) {
                let index = random.int(in: 0...(tokens.count - 1))
                if random.chance(40) {
                    tokens.append(tokens[index])
                    lines.append(lines[index])
                    changed.append(changed[index])
                    #expect(tokens.last!.isIdentical(to: tokens[index]))
                    continue
                }
                tokens[index].location = Self.location(step)
                lines[index] = step
                changed[index] = true
                #expect(tokens.map(\.location.line) == lines, "after step \(step)")
                #expect(tokens.indices.allSatisfy { tokens[$0].isIdentical(to: first) == !changed[$0] })
            }
        }
    }

    static func model(_ group: GroupNode) -> GroupModel {
        GroupModel(line: group.location.line, type: group.metadata.type?.value, names: group.names)
    }

    static func location(_ line: Int) -> TokenJSON.SourceLocation {
        SourceLocation(file: "t.json", line: line, column: 1)
    }
}
