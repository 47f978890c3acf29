import Testing
@testable import TokenCompiler
@testable import TokenJSON

@Suite struct JSONMemberReplacementTests {
    /// The value as text that compares kinds, keys, strings and number texts, not positions.
    private func shape(_ value: JSONValue) -> String {
        switch value.kind {
        case .array: "[" + (value.arrayElements ?? []).map(shape).joined(separator: ",") + "]"
        case .object: "{" + (value.objectMembers ?? []).map { "\"\($0.key)\":\(shape($0.value))" }.joined(separator: ",") + "}"
        default: value.sourceText
        }
    }

    /// Every key's and value's position, in document order.
    private func positions(_ value: JSONValue) -> [SourcePosition] {
        switch value.kind {
        case .array: [value.position] + (value.arrayElements ?? []).flatMap(positions)
        case .object: [value.position] + (value.objectMembers ?? []).flatMap { [$0.keyPosition] + positions($0.value) }
        default: [value.position]
        }
    }

    @Test func aMemberIsReplacedAndEverythingElseStaysWhereItIsWritten() throws {
        let document = try parseJSON("{\n  \"fontSize\": 16,\n  \"lineHeight\": 24,\n  \"textCase\": \"none\"\n}")
        let replaced = try #require(document.root.replacingMember("lineHeight", with: #"{"value": 24, "unit": "px"}"#))
        #expect(shape(replaced) == #"{"fontSize":16,"lineHeight":{"value":24,"unit":"px"},"textCase":"none"}"#)
        #expect(replaced["fontSize"]?.position == at(2, 15))
        #expect(replaced["textCase"]?.position == at(4, 15))
        #expect(replaced["lineHeight"]?.position == at(3, 17))
        #expect(replaced["lineHeight"]?["unit"]?.position == at(3, 17))
        #expect(replaced["lineHeight"]?["value"]?.numberValue?.text == "24")
        #expect(document.root.replacingMember("missing", with: "1") == nil)
        #expect(document.root["fontSize"]?.replacingMember("x", with: "1") == nil)
        #expect(document.root.replacingMember("fontSize", with: "{") == nil)
    }

    /// Random objects, each member in turn replaced by a random value: the tape is sound, the
    /// object is the one written with that member's text replaced, and every key and value
    /// outside the replaced member is where the original says.
    @Test func randomReplacementsKeepTheTapeAndThePositions() throws {
        var random = SeededRandom(state: 11)
        for _ in 0..<400 {
            let count = random.next(below: 5) + 1
            let values = (0..<count).map { _ in Self.randomValue(depth: 0, random: &random) }
            let keys = (0..<count).map { "k\($0)" }
            func object(_ values: [String]) -> String {
                "{" + zip(keys, values).map { Self.whitespace(&random) + "\"\($0)\":" + $1 }.joined(separator: ",") + Self.whitespace(&random) + "}"
            }
            let original = try parseJSON(object(values)).root
            let target = random.next(below: count)
            let replacement = Self.randomValue(depth: 0, random: &random)
            let result = try #require(original.replacingMember(keys[target], with: replacement))
            #expect(tapeViolation(in: JSONDocument(storage: result.storage, duplicateKeys: [])) == nil, "\(replacement)")
            var expectedValues = values
            expectedValues[target] = replacement
            #expect(shape(result) == shape(try parseJSON(object(expectedValues)).root))
            let before = try #require(original.objectMembers)
            let after = try #require(result.objectMembers)
            #expect(result.position == original.position)
            for (old, new) in zip(before, after) {
                #expect(new.keyPosition == old.keyPosition)
                if old.key == keys[target] {
                    #expect(positions(new.value).allSatisfy { $0 == old.value.position })
                } else {
                    #expect(positions(new.value) == positions(old.value))
                }
            }
        }
    }

    private static func whitespace(_ random: inout SeededRandom) -> String {
        ["", " ", "\n  ", "\t"][random.next(below: 4)]
    }

    private static func randomValue(depth: Int, random: inout SeededRandom) -> String {
        let scalars = ["0", "-0.5", "1E+2", "24", "true", "false", "null", #""""#, #""px""#, #""é\n\u00e9😀""#]
        switch depth < 3 ? random.next(below: 4) : 0 {
        case 0: return scalars[random.next(below: scalars.count)]
        case 1: return "[" + (0..<random.next(below: 4)).map { _ in randomValue(depth: depth + 1, random: &random) }.joined(separator: ", ") + "]"
        default:
            return "{" + (0..<random.next(below: 4)).map { "\"m\($0)\": " + randomValue(depth: depth + 1, random: &random) }.joined(separator: ", ") + "}"
        }
    }
}
