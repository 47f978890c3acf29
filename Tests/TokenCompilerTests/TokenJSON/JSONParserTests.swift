import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenJSON

@Suite struct JSONParserValueTests {
    @Test func scalarsAndContainersHaveTheirKinds() throws {
        let document = try parseJSON(#"{"s": "x", "n": 1, "t": true, "f": false, "z": null, "a": [], "o": {}}"#)
        let root = document.root
        #expect(root.kind == .object)
        #expect(root.count == 7)
        #expect(root["s"]?.kind == .string)
        #expect(root["n"]?.kind == .number)
        #expect(root["t"]?.boolValue == true)
        #expect(root["f"]?.boolValue == false)
        #expect(root["z"]?.isNull == true)
        #expect(root["a"]?.kind == .array)
        #expect(root["a"]?.count == 0)
        #expect(root["o"]?.kind == .object)
        #expect(root["o"]?.count == 0)
        #expect(root["missing"] == nil)
    }

    @Test(arguments: ["0", "-0", "0.5", "-0.5", "1E+2", "1e-7", "0.1", "12345678901234567890123", "1e400", "0E0"])
    func numberTextIsKeptExactly(_ text: String) throws {
        let document = try parseJSON("[\(text)]")
        let number = try #require(document.root.arrayElements?.first?.numberValue)
        #expect(number.text == text)
        #expect(number.value == Double(text))
    }

    @Test func numberValues() throws {
        let elements = try #require(try parseJSON("[0.1, -0, 1E+2, 1e400, -12.5e-1]").root.arrayElements)
        #expect(elements.map(\.doubleValue) == [0.1, 0, 100, .infinity, -1.25])
        #expect(elements[1].doubleValue?.sign == .minus)
    }

    @Test func topLevelScalars() throws {
        #expect(try parseJSON("42").root.numberValue?.text == "42")
        #expect(try parseJSON(" \"s\" ").root.stringValue == "s")
        #expect(try parseJSON("true").root.boolValue == true)
        #expect(try parseJSON("null").root.isNull)
        #expect(try parseJSON("\t\r\n[ ]\n").root.count == 0)
    }

    @Test func escapesDecode() throws {
        let text = #""\"\\\/\b\f\n\r\t\u0041\u00e9\u4E2D\uD83D\uDE00\u0000""#
        let value = try #require(try parseJSON(text).root.stringValue)
        #expect(value == "\"\\/\u{8}\u{C}\n\r\tAé中😀\u{0}")
        #expect(value.unicodeScalars.filter { $0.value == 0x1F600 }.count == 1)
        #expect(value.unicodeScalars.count == 13)
    }

    @Test func nonASCIITextIsKept() throws {
        let value = try parseJSON("\"é中😀\u{301}\"").root.stringValue
        #expect(value?.unicodeScalars.map(\.value) == [0xE9, 0x4E2D, 0x1F600, 0x301])
    }

    @Test func nestedAccess() throws {
        let document = try parseJSON(
            ##"{"color": {"primary": {"$value": "#ff0000", "$type": "color"}}, "list": [1, [2, 3], {"k": "v"}]}"##)
        #expect(document.root["color"]?["primary"]?["$value"]?.stringValue == "#ff0000")
        let list = try #require(document.root["list"]?.arrayElements)
        #expect(list.count == 3)
        #expect(list[1].arrayElements?.compactMap(\.doubleValue) == [2, 3])
        #expect(list[2]["k"]?.stringValue == "v")
        let members = try #require(document.root["color"]?["primary"]?.objectMembers)
        #expect(members.map(\.key) == ["$value", "$type"])
    }

    /// Member names and strings compared by their bytes, escapes decoded, without a String made.
    @Test func stringsAndKeysCompareByBytes() throws {
        let root = try parseJSON(#"{"unit": "px", "v\u0061lue": "\u0070x", "n": 1, "é": "e\u0301"}"#).root
        let members = try #require(root.objectMembers)
        #expect(members.map { $0.key(in: ["unit", "value"]) } == ["unit", "value", nil, nil])
        #expect(members[0].value.isString("px"))
        #expect(members[1].value.isString("px"))
        #expect(!members[0].value.isString("p"))
        #expect(!members[0].value.isString("pxx"))
        #expect(!members[2].value.isString("1"))
        // Canonically equivalent to "é" as a String, but other bytes.
        #expect(!members[3].value.isString("é"))
        #expect(members[3].value.isString("e\u{301}"))
        // In place only when written without an escape.
        #expect(members[0].value.withUnescapedStringBytes { Array($0) } == Array("px".utf8))
        #expect(members[1].value.withUnescapedStringBytes { Array($0) } == nil)
        #expect(members[2].value.withUnescapedStringBytes { Array($0) } == nil)
    }

    @Test func objectMembersKeepSourceOrder() throws {
        let members = try #require(try parseJSON(#"{"z": 1, "a": 2, "m": 3}"#).root.objectMembers)
        #expect(members.map(\.key) == ["z", "a", "m"])
        #expect(members.compactMap(\.value.doubleValue) == [1, 2, 3])
    }

    @Test func tapeLayout() throws {
        let document = try parseJSON(#"[1,[2,3],{"a\n":null},"s"]"#.replacingOccurrences(of: "\n", with: "\\n"))
        let nodes = document.storage.nodes
        #expect(nodes.map(\.kind) == [.array, .number, .array, .number, .number, .object, .string, .null, .string])
        #expect(nodes[0].count == 4)
        #expect(nodes[0].end == 9)
        #expect(nodes[2].count == 2)
        #expect(nodes[2].end == 5)
        #expect(nodes[5].count == 1)
        #expect(nodes[5].end == 8)
        #expect(nodes[5].flag == false)
        // The key `"a\n"` has its opening quote at byte 10 and its closing quote at byte 14.
        #expect(nodes[6].start == 11)
        #expect(nodes[6].end == 14)
        #expect(nodes[6].flag)
        #expect(nodes[8].flag == false)
        #expect(nodes[1].start == 1)
        #expect(nodes[1].end == 2)
        #expect(tapeViolation(in: document) == nil)
    }

    @Test func booleansUseTheFlag() throws {
        let nodes = try parseJSON("[true,false]").storage.nodes
        #expect(nodes[1].flag)
        #expect(!nodes[2].flag)
    }
}

@Suite struct JSONParserPositionTests {
    @Test func positionsOnOneLine() throws {
        let root = try parseJSON(#"{"a": [true, null], "bc": "x"}"#).root
        let members = try #require(root.objectMembers)
        #expect(root.position == at(1, 1))
        #expect(members[0].keyPosition == at(1, 2))
        #expect(members[0].value.position == at(1, 7))
        #expect(members[0].value.arrayElements?.map(\.position) == [at(1, 8), at(1, 14)])
        #expect(members[1].keyPosition == at(1, 21))
        #expect(members[1].value.position == at(1, 27))
    }

    @Test func columnsCountScalarsNotBytes() throws {
        let root = try parseJSON(#"{"é": 1, "b": 2}"#).root
        let members = try #require(root.objectMembers)
        #expect(members[0].keyPosition == at(1, 2))
        #expect(members[0].value.position == at(1, 7))
        #expect(members[1].keyPosition == at(1, 10))
        #expect(members[1].value.position == at(1, 15))
    }

    @Test func columnsAfterFourByteAndThreeByteCharacters() throws {
        let elements = try #require(try parseJSON(#"["😀", "中文", "x", 1]"#).root.arrayElements)
        #expect(elements.map(\.position) == [at(1, 2), at(1, 7), at(1, 13), at(1, 18)])
    }

    @Test func escapesCountAsTheirRawCharacters() throws {
        let elements = try #require(try parseJSON(#"["\u00e9", 1]"#).root.arrayElements)
        #expect(elements[1].position == at(1, 12))
    }

    @Test func multiByteCharactersDoNotShiftLaterLines() throws {
        let elements = try #require(try parseJSON("[\"é中\",\n\"é\", 1]").root.arrayElements)
        #expect(elements.map(\.position) == [at(1, 2), at(2, 1), at(2, 6)])
    }

    @Test func crlfIsOneLineEnd() throws {
        let root = try parseJSON("{\r\n  \"a\": 1,\r\n  \"b\": [\r\n    true\r\n  ]\r\n}").root
        let members = try #require(root.objectMembers)
        #expect(members[0].keyPosition == at(2, 3))
        #expect(members[0].value.position == at(2, 8))
        #expect(members[1].keyPosition == at(3, 3))
        #expect(members[1].value.position == at(3, 8))
        #expect(members[1].value.arrayElements?.first?.position == at(4, 5))
    }

    @Test func loneCRIsALineEnd() throws {
        let elements = try #require(try parseJSON("[1,\r2,\r\n3,\n4,\n\r5]").root.arrayElements)
        #expect(elements.map(\.position) == [at(1, 2), at(2, 1), at(3, 1), at(4, 1), at(6, 1)])
    }

    @Test func tabCountsOneColumn() throws {
        let root = try parseJSON("\t\t[\t1]").root
        #expect(root.position == at(1, 3))
        #expect(root.arrayElements?.first?.position == at(1, 5))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let document = try JSONDocument(parsing: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        let members = try #require(document.root.objectMembers)
        #expect(document.root.position == at(1, 1))
        #expect(members[0].keyPosition == at(1, 2))
        #expect(members[0].value.position == at(1, 7))
        let second = try JSONDocument(parsing: [0xEF, 0xBB, 0xBF] + Array("\n  \"x\"".utf8))
        #expect(second.root.position == at(2, 3))
    }

    @Test func linesInPrettyPrintedTokens() throws {
        let text = """
        {
          "color": {
            "$type": "color",
            "brand": { "$value": "#0055ff" }
          }
        }
        """
        let color = try #require(try parseJSON(text).root["color"])
        #expect(color.position == at(2, 12))
        let members = try #require(color.objectMembers)
        #expect(members.map(\.keyPosition) == [at(3, 5), at(4, 5)])
        #expect(members[1].value["$value"]?.position == at(4, 26))
    }

    @Test func columnsOnAOneMegabyteLine() throws {
        var text = "["
        var count = 0
        while text.utf8.count < 1_000_000 {
            if count > 0 { text += "," }
            text += ##"{"name":"color-\##(count)","value":"#a1b2c3","n":\##(count)}"##
            count += 1
        }
        text += ","
        let lastStart = text.utf8.count
        text += #"{"é":"last"}]"#
        let document = try parseJSON(text)
        let elements = try #require(document.root.arrayElements)
        #expect(elements.count == count + 1)
        #expect(elements.last?.position == at(1, lastStart + 1))
        #expect(elements.last?.objectMembers?.first?.value.position == at(1, lastStart + 6))
        #expect(tapeViolation(in: document) == nil)
        #expect(document.duplicateKeys.isEmpty)
    }
}

@Suite struct JSONParserDuplicateKeyTests {
    @Test func duplicateKeysAreRecordedAndTheLaterValueWins() throws {
        let text = """
        {
          "a": 1,
          "b": 2,
          "\\u0061": 3
        }
        """
        let document = try parseJSON(text)
        #expect(document.duplicateKeys == [JSONDuplicateKey(key: "a", first: at(2, 3), second: at(4, 3))])
        #expect(document.root["a"]?.doubleValue == 3)
        #expect(document.root.count == 3)
        let members = try #require(document.root.objectMembers)
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].value.doubleValue == 3)
        #expect(document.storage.nodes[0].flag)
    }

    @Test func everyRepeatPointsAtTheFirstOccurrence() throws {
        let document = try parseJSON(#"{"k":1,"k":2,"k":3}"#)
        #expect(document.duplicateKeys.map(\.first) == [at(1, 2), at(1, 2)])
        #expect(document.duplicateKeys.map(\.second) == [at(1, 8), at(1, 14)])
        #expect(document.root["k"]?.doubleValue == 3)
        #expect(document.root.objectMembers?.count == 1)
    }

    @Test func sameKeyInDifferentObjectsIsNotADuplicate() throws {
        let document = try parseJSON(#"{"a": {"a": 1, "b": {"a": 2}}, "b": {"a": [{"a": 3}]}}"#)
        #expect(document.duplicateKeys.isEmpty)
        #expect(document.storage.nodes.allSatisfy { !($0.kind == .object && $0.flag) })
    }

    @Test func keysDifferingOnlyInEscapesOrNormalizationAreComparedByScalars() throws {
        let document = try parseJSON(#"{"\u00e9": 1, "é": 2, "e\u0301": 3, "x": 4, "x": 5}"#)
        #expect(document.duplicateKeys.map(\.key) == ["é", "x"])
        #expect(document.duplicateKeys.first?.first == at(1, 2))
        #expect(document.duplicateKeys.first?.second == at(1, 15))
        let members = try #require(document.root.objectMembers)
        #expect(members.count == 3)
        #expect(members.compactMap(\.value.doubleValue) == [2, 3, 5])
    }

    @Test func duplicatesInLargeObjectsUseTheKeyIndex() throws {
        var members = (0..<100).map { #""k\#($0)": \#($0)"# }
        members.append(#""k5": "again""#)
        members.append(#""\u006b7": "escaped""#)
        members.append(#""k99": "last""#)
        let text = "{\n" + members.joined(separator: ",\n") + "\n}"
        let document = try parseJSON(text)
        #expect(document.duplicateKeys == [
            JSONDuplicateKey(key: "k5", first: at(7, 1), second: at(102, 1)),
            JSONDuplicateKey(key: "k7", first: at(9, 1), second: at(103, 1)),
            JSONDuplicateKey(key: "k99", first: at(101, 1), second: at(104, 1)),
        ])
        #expect(document.root["k5"]?.stringValue == "again")
        #expect(document.root["k7"]?.stringValue == "escaped")
        #expect(document.root["k99"]?.stringValue == "last")
        #expect(document.root.objectMembers?.count == 100)
        #expect(document.root.count == 103)
    }

    @Test func nestedLargeObjectsKeepSeparateKeyIndexes() throws {
        func object(_ prefix: String, inner: String?) -> String {
            var members = (0..<80).map { #""\#(prefix)\#($0)": \#($0)"# }
            if let inner { members.insert(#""inner": \#(inner)"#, at: 70) }
            members.append(#""\#(prefix)3": 0"#)
            return "{" + members.joined(separator: ",") + "}"
        }
        let document = try parseJSON(object("outer", inner: object("inner", inner: object("k", inner: nil))))
        #expect(document.duplicateKeys.map(\.key) == ["k3", "inner3", "outer3"])
        #expect(tapeViolation(in: document) == nil)
    }

    /// Keys that differ only between their first, middle and last 8 bytes look alike to the
    /// cheap comparison; they must still be told apart, and a true repeat still found.
    @Test(arguments: [10, 200])
    func keysDifferingOnlyInTheirMiddleAreDistinct(count: Int) throws {
        // 32 bytes each: the varying part, bytes 8-11, lies between the first and middle 8 bytes.
        var keys = (0..<count).map { index -> String in
            let digits = String(index)
            return "tokens.x" + String(repeating: "0", count: 4 - digits.count) + digits + "-primary-hover-state"
        }
        keys.append(keys[7])
        let text = "{" + keys.map { #""\#($0)": 0"# }.joined(separator: ",") + "}"
        let document = try parseJSON(text)
        #expect(document.duplicateKeys.map(\.key) == [keys[7]])
        let firstColumn = 2 + keys[..<7].map { $0.utf8.count + 6 }.reduce(0, +)
        #expect(document.duplicateKeys.first?.first == at(1, firstColumn))
        #expect(document.root.objectMembers?.count == count)
    }

    @Test func manyDistinctKeysHaveNoDuplicates() throws {
        let text = "{" + (0..<1000).map { #""key-\#($0)": [\#($0)]"# }.joined(separator: ",") + "}"
        let document = try parseJSON(text)
        #expect(document.duplicateKeys.isEmpty)
        #expect(document.root.objectMembers?.count == 1000)
        #expect(document.root["key-999"]?.arrayElements?.first?.doubleValue == 999)
    }
}

@Suite struct JSONParserDepthTests {
    @Test func depthAtTheLimitParses() throws {
        let depth = JSONParser.defaultMaxDepth
        let document = try parseJSON(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(document.storage.nodes.count == depth)
        #expect(tapeViolation(in: document) == nil)
    }

    @Test func oneLevelPastTheLimitFailsAtThatBracket() throws {
        let depth = JSONParser.defaultMaxDepth + 1
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let error = try #require(jsonSyntaxError(text))
        #expect(error.kind == .nestingTooDeep)
        #expect(error.position == at(1, 513))
        #expect(error.message.contains("512"))
    }

    @Test func hostileDepthThrowsWithoutCrashing() throws {
        let error = try #require(jsonSyntaxError(String(repeating: "[", count: 100_000)))
        #expect(error.kind == .nestingTooDeep)
        #expect(error.position == at(1, 513))
        let objects = try #require(jsonSyntaxError(String(repeating: #"{"a":"#, count: 100_000)))
        #expect(objects.kind == .nestingTooDeep)
    }

    @Test func customLimitCountsArraysAndObjects() throws {
        let text = #"{"a":[{"b":[]}]}"#
        #expect(jsonSyntaxError(text, maxDepth: 4) == nil)
        let error = try #require(jsonSyntaxError(text, maxDepth: 3))
        #expect(error.kind == .nestingTooDeep)
        #expect(error.position == at(1, 12))
        #expect(jsonSyntaxError("1", maxDepth: 0) == nil)
        #expect(jsonSyntaxError("[]", maxDepth: 0)?.kind == .nestingTooDeep)
    }
}

@Suite struct JSONParserFoundationAgreementTests {
    static let samples: [String] = [
        "[]", "{}", "0", "-0", "\"\"", "true", "null", "[1, 2.5, -3e2, 0.1]",
        #"{"a": {"b": [1, {"c": null}]}, "d": "e"}"#,
        #"["\u00e9", "\uD83D\uDE00", "\\\/\"\b\f\n\r\t", "中文", "😀"]"#,
        ##"{"color": {"$type": "color", "brand": {"$value": "#0055ff", "$description": "Brand"}}}"##,
        " \t\r\n[ [ ] , { } ] \r\n",
        #"{"": 0, " ": [[[[]]]], "a": false}"#,
        #"[1E+2, 1e-2, 0E0, 123456789, -0.0000001]"#,
    ]

    @Test(arguments: samples)
    func agreesWithJSONSerialization(_ text: String) throws {
        let document = try parseJSON(text)
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        try compare(document.root, foundation)
    }

    private func compare(_ value: JSONValue, _ object: Any) throws {
        switch value.kind {
        case .array:
            let array = try #require(object as? [Any])
            let elements = try #require(value.arrayElements)
            #expect(elements.count == array.count)
            for (element, other) in zip(elements, array) { try compare(element, other) }
        case .object:
            let dictionary = try #require(object as? [String: Any])
            let members = try #require(value.objectMembers)
            #expect(members.count == dictionary.count)
            for member in members { try compare(member.value, try #require(dictionary[member.key])) }
        case .string:
            #expect(value.stringValue == object as? String)
        case .number:
            #expect(value.doubleValue == (object as? NSNumber)?.doubleValue)
        case .bool, .null:
            break
        }
    }
}
