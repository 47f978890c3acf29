import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

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
}
