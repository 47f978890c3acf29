import Testing
import struct TokencBenchSupport.SplitMix64
import TokenModel
@testable import TokenCompiler

@Suite struct ByteSearchTests {
    @Test(arguments: [
        ("corner-radius", "radius", true),
        ("radius", "radius", true),
        ("radiu", "radius", false),
        ("rradius", "radius", true),
        ("cornerRadius", "radius", false),
        ("line\nbreak", "\n", true),
        ("no break", "\n", false),
        ("", "x", false),
        ("anything", "", true),
        ("größe-radius", "radius", true),
        ("aab", "ab", true),
    ])
    func findsFragmentsByBytes(text: String, fragment: String, expected: Bool) {
        #expect(text.containsBytes(fragment) == expected)
    }
}

/// A file is parsed for a dialect's keys only when ``Array/mayHoldKey(_:)`` says it may hold one:
/// never false for a file that has the key, written as JSON or JSON5 writes keys; false for the
/// word in a description or inside a longer name.
@Suite struct MayHoldKeyTests {
    @Test(arguments: [
        (#"{"mode": "dark"}"#, true),
        (#"{"mode" : "dark"}"#, true),
        ("{\"mode\"\n\t:\r\n 1}", true),
        ("{'mode': 1}", true),
        ("{mode: 1}", true),
        ("{\n  mode /* the appearance */ : 1}", true),
        (##"{"a": {"$extensions": {"mode": {"dark": "#000"}}}}"##, true),
        (#"{"description": "color mode: dark"}"#, true),
        (#"{"description": "Synthetic mode 'light': overrides"}"#, false),
        (#"{"description": "dark mode"}"#, false),
        (#"{"modes": 1}"#, false),
        (#"{"colorMode": 1}"#, false),
        (#"{"mode-dark": 1}"#, false),
        (#"{"größemode": 1}"#, false),
        ("{\"mode\"  ", true),
        ("mode", true),
        ("", false),
    ])
    func findsKeysNotWords(text: String, expected: Bool) {
        #expect(Array(text.utf8).mayHoldKey("mode") == expected)
    }

    /// Generated documents: objects nested at random, keys from a pool that has the key, words
    /// that contain it and words it contains, in JSON or JSON5 spellings with random blanks;
    /// strings that mention the key without a colon after it. Exactly the documents holding the
    /// key may hold it.
    @Test func saysExactlyWhichGeneratedDocumentsHoldTheKey() {
        var random = SplitMix64(seed: 1128)
        let keys = ["mode", "modes", "colorMode", "mod", "mode2", "$mode", "_mode", "value", "dark"]
        let words = ["dark mode", "modes", "mode 'light'", "the mode", "mode", "a-mode-b", "x"]
        let blanks = ["", " ", "\n", "\t", "\r\n  "]
        func blank() -> String { blanks[random.below(blanks.count)] }
        var held = 0
        for _ in 0..<400 {
            var holds = false
            func object(depth: Int) -> String {
                let members = (0..<random.below(4)).map { _ -> String in
                    let key = keys[random.below(keys.count)]
                    if key == "mode" { holds = true }
                    let written = switch random.below(3) {
                    case 0: "\"\(key)\""
                    case 1: "'\(key)'"
                    default: key
                    }
                    let value = depth < 3 && random.below(2) == 0 ? object(depth: depth + 1) : "\"\(words[random.below(words.count)])\""
                    return blank() + written + blank() + ":" + blank() + value
                }
                return "{" + members.joined(separator: ",") + blank() + "}"
            }
            let document = object(depth: 0)
            held += holds ? 1 : 0
            #expect(Array(document.utf8).mayHoldKey("mode") == holds, "\(document)")
        }
        #expect(held > 100 && held < 300)
    }
}
