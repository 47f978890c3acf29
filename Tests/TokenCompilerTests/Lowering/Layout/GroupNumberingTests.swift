import Testing
@testable import Lowering
@testable import SwiftOutput
import TokencBenchSupport

/// The groups along token paths, found through the last path's groups where paths share them.
@Suite struct GroupNumberingTests {
    /// What `walk` must give: each prefix of the path is a group, numbered when first seen.
    struct Model {
        var numbers: [[String]: Int] = [[]: 0]

        mutating func walk(_ names: [String]) -> [GroupNumbering.Step] {
            (0..<names.count).map { depth in
                let prefix = Array(names[...depth])
                let isNew = numbers[prefix] == nil
                if isNew { numbers[prefix] = numbers.count }
                return GroupNumbering.Step(depth: depth, group: numbers[prefix]!, parent: numbers[Array(prefix.dropLast())]!, isNew: isNew)
            }
        }
    }

    func steps(_ numbering: inout GroupNumbering, _ names: [String]) -> [GroupNumbering.Step] {
        var steps: [GroupNumbering.Step] = []
        numbering.walk(names[...]) { steps.append($0) }
        return steps
    }

    @Test func aPathThatLeavesTheLastPathsGroupsFindsItsEarlierGroups() {
        var numbering = GroupNumbering()
        #expect(steps(&numbering, ["color", "text"]) == [
            .init(depth: 0, group: 1, parent: 0, isNew: true), .init(depth: 1, group: 2, parent: 1, isNew: true),
        ])
        #expect(steps(&numbering, ["space"]) == [.init(depth: 0, group: 3, parent: 0, isNew: true)])
        // Back in `color` after `space`; `text` under `space` is another group than `color.text`.
        #expect(steps(&numbering, ["color", "text"]) == [
            .init(depth: 0, group: 1, parent: 0, isNew: false), .init(depth: 1, group: 2, parent: 1, isNew: false),
        ])
        #expect(steps(&numbering, ["space", "text"]) == [
            .init(depth: 0, group: 3, parent: 0, isNew: false), .init(depth: 1, group: 4, parent: 3, isNew: true),
        ])
        #expect(steps(&numbering, []) == [])
        #expect(steps(&numbering, ["space", "text"]).map(\.group) == [3, 4])
        #expect(numbering.count == 5)
    }

    /// Paths drawn from few names, so that they share, leave and come back to groups at every
    /// depth, in written-like runs and at random.
    @Test func everyPathFindsTheGroupsANaiveNumberingGives() {
        var generator = SplitMix64(seed: 20)
        let names = ["a", "b", "color", "a-rather-long-group-name-past-small-strings"]
        var numbering = GroupNumbering()
        var model = Model()
        var path: [String] = []
        for _ in 0..<2_000 {
            // Mostly a neighbour of the last path: the same groups, one more or fewer, or another last name.
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: path = (0..<Int.random(in: 0...4, using: &generator)).map { _ in names.randomElement(using: &generator)! }
            case 1: path.append(names.randomElement(using: &generator)!)
            case 2: if !path.isEmpty { path.removeLast() }
            default: if !path.isEmpty { path[path.count - 1] = names.randomElement(using: &generator)! }
            }
            #expect(steps(&numbering, path) == model.walk(path), "\(path)")
        }
        #expect(numbering.count == model.numbers.count)
    }
}
