import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput
import TokencBenchSupport

/// A set flattened with an earlier set's index shares it only when its paths are the same, in the
/// same order; otherwise it indexes its own paths. Either way every lookup gives its own positions.
@Suite struct TokenSetIndexTests {
    static let number = #"{"$type": "number", "$value": 1}"#

    static func set(_ json: String, sharingIndexOf earlier: TokenSet.PathIndex? = nil) -> TokenSet {
        TokenSet(flattening: TreeMergerTests.tree(json, file: "tokens.json"), sharingIndexOf: earlier)
    }

    static let base = #"{"a": {"x": \#(number), "y": \#(number)}, "b": {"c": {"z": \#(number)}}, "top": \#(number)}"#

    @Test(arguments: [
        // The same paths (other values): shared.
        #"{"a": {"x": {"$type": "number", "$value": 2}, "y": \#(number)}, "b": {"c": {"z": \#(number)}}, "top": \#(number)}"#,
        // A token added in the middle, at the end, at the start.
        #"{"a": {"x": \#(number), "new": \#(number), "y": \#(number)}, "b": {"c": {"z": \#(number)}}, "top": \#(number)}"#,
        #"{"a": {"x": \#(number), "y": \#(number)}, "b": {"c": {"z": \#(number)}}, "top": \#(number), "last": \#(number)}"#,
        #"{"first": \#(number), "a": {"x": \#(number), "y": \#(number)}, "b": {"c": {"z": \#(number)}}, "top": \#(number)}"#,
        // Fewer tokens: a prefix of the earlier paths, and one left out in the middle.
        #"{"a": {"x": \#(number), "y": \#(number)}}"#,
        #"{"a": {"x": \#(number)}, "b": {"c": {"z": \#(number)}}, "top": \#(number)}"#,
        // The same paths in another order.
        #"{"top": \#(number), "a": {"y": \#(number), "x": \#(number)}, "b": {"c": {"z": \#(number)}}}"#,
        // No tokens.
        "{}",
    ])
    func everyPathIsFoundAtItsOwnPosition(_ json: String) {
        let earlier = Self.set(Self.base)
        let set = Self.set(json, sharingIndexOf: earlier.pathIndex)
        let alone = Self.set(json)
        #expect(set.definitions.map(\.path) == alone.definitions.map(\.path))
        #expect(set.pathIndex.paths == alone.definitions.map(\.path))
        for position in set.indices {
            #expect(set.index(of: set.path(at: position)) == position, "\(set.path(at: position))")
        }
        // A path only the earlier set has is not in this one.
        for path in earlier.pathIndex.paths where alone.index(of: path) == nil {
            #expect(set.index(of: path) == nil, "\(path)")
        }
        #expect(set.index(of: TokenPath(["nowhere"])) == nil)
        #expect(Set(set.groups.keys) == Set(alone.groups.keys))
    }

    /// Trees of a few names over and over (so that the same name recurs under other groups, and
    /// paths agree with the earlier set's for a while and then part), some groups with `$type` or
    /// `$deprecated`: a set that follows the earlier index gives the paths, positions and
    /// inherited type and deprecation of a set flattened alone.
    @Test func generatedSetsMatchSetsFlattenedAlone() {
        var generator = SplitMix64(seed: 1129)
        func group(depth: Int) -> String {
            let names = ["a", "b", "x"].filter { _ in Bool.random(using: &generator) }
            var members = names.map { name -> String in
                depth < 3 && Bool.random(using: &generator)
                    ? "\"\(name)\": \(group(depth: depth + 1))"
                    : "\"\(name)\": {\"$value\": 1\(Bool.random(using: &generator) ? ", \"$deprecated\": false" : "")}"
            }
            if Int.random(in: 0..<4, using: &generator) == 0 { members.append(#""$type": "number""#) }
            if Int.random(in: 0..<4, using: &generator) == 0 { members.append(#""$deprecated": "old""#) }
            return "{" + members.joined(separator: ", ") + "}"
        }
        for _ in 0..<300 {
            let earlier = Self.set(group(depth: 0))
            let json = group(depth: 0)
            let set = Self.set(json, sharingIndexOf: earlier.pathIndex)
            let alone = Self.set(json)
            #expect(set.pathIndex.paths == alone.pathIndex.paths, "\(json)")
            for position in set.indices {
                #expect(set.index(of: set.path(at: position)) == position, "\(json)")
                #expect(set[position].groupType?.value == alone[position].groupType?.value, "\(json)")
                #expect(set[position].deprecation == alone[position].deprecation, "\(json)")
            }
            for path in earlier.pathIndex.paths where alone.index(of: path) == nil {
                #expect(set.index(of: path) == nil, "\(json)")
            }
        }
    }

    /// A token's deprecation is its own `$deprecated`, else its nearest group's; its type the
    /// nearest group's `$type`.
    @Test func aTokenInheritsTheNearestGroupsTypeAndDeprecation() {
        let set = Self.set(#"{"g": {"$type": "number", "$deprecated": "old", "a": {"$value": 1}, "b": {"$value": 2, "$deprecated": false}, "h": {"$type": "dimension", "c": {"$value": "1px"}}}, "d": {"$value": 3}}"#)
        #expect(set.definitions.map(\.path.description) == ["g.a", "g.b", "g.h.c", "d"])
        #expect(set.definitions.map(\.groupType?.value) == ["number", "number", "dimension", nil])
        #expect(set.definitions.map(\.deprecation) == [.deprecatedBecause("old"), .notDeprecated, .deprecatedBecause("old"), nil])
    }
}
