import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import TokenJSON
@testable import SwiftOutput

/// Names that would break reference syntax, found on their UTF-8 bytes.
@Suite struct ReaderNameTests {
    /// A name holding a brace is a reference written where a name goes (Tokens Studio keeps it
    /// as a token nothing can reach): skipped with a warning, in both file shapes; `--strict`
    /// makes it the format's error.
    @Test(arguments: [("x{", "{"), ("}y", "}"), ("a.{b", "{")])
    func aNameWithBracesIsSkipped(name: String, bad: String) throws {
        for json in [#"{ "\#(name)": { "$type": "number", "$value": 1 }, "z": { "$type": "number", "$value": 2 } }"#,
                     #"{ "\#(name)": { "type":  "number", "value":  1 }, "z": { "type":  "number", "value":  2 } }"#] {
            var diagnostics: [Diagnostic] = []
            let tree = try #require(TokenFileReader.read(bytes: Array(json.utf8), file: "t.json", diagnostics: &diagnostics))
            #expect(diagnostics.map { "\($0.severity.rawValue) \($0.code.rawValue)" } == ["warning invalid-name"])
            #expect(diagnostics.first?.message == "the name '\(name)' contains '\(bad)', which references use as syntax: it is a reference written where a name goes, which no reference could reach, and is skipped with what it holds (rename it, or remove it)")
            #expect(diagnostics.first?.location?.description == "t.json:1:3")
            #expect(tree.children.map(\.0) == ["z"])
            #expect(buildJSON(json, strict: true).diagnostics.contains { $0.severity == .error && $0.code == .invalidName })
        }
    }

    /// Style Dictionary, Tokens Studio and Terrazzo name a token by its path's names joined with
    /// `.`, so a name with `.` is the groups its names make: read so, in both file shapes, with a
    /// warning that says to write them nested; `--strict` makes it the format's error.
    @Test(arguments: [("a.b", ["a", "b"]), ("café.x", ["café", "x"]), ("日本.語", ["日本", "語"]), ("space.1.5x", ["space", "1", "5x"])])
    func aNameWithADotIsTheGroupsItsNamesMake(name: String, parts: [String]) throws {
        for json in [#"{ "\#(name)": { "$type": "number", "$value": 1 } }"#, #"{ "\#(name)": { "type": "number", "value": 1 } }"#] {
            var diagnostics: [Diagnostic] = []
            let tree = try #require(TokenFileReader.read(bytes: Array(json.utf8), file: "t.json", diagnostics: &diagnostics))
            #expect(diagnostics.map(\.code) == [.invalidName])
            #expect(diagnostics.first?.severity == .warning)
            #expect(diagnostics.first?.message == "the name '\(name)' contains '.', which references use as syntax; it is read as the groups its names make, as Style Dictionary, Tokens Studio and Terrazzo name a token by its path (\(parts.map { "'\($0)'" }.joined(separator: " › "))): write them nested")
            #expect(diagnostics.first?.location?.description == "t.json:1:3")
            var node = TreeNode.group(tree)
            for part in parts {
                guard case .group(let group) = node, let child = group[part] else { Issue.record("no '\(part)' in \(json)"); break }
                node = child
            }
            guard case .token = node else { Issue.record("no token at \(parts) in \(json)"); continue }
            #expect(buildJSON(json, strict: true).diagnostics.contains { $0.severity == .error && $0.code == .invalidName })
        }
    }

    /// The groups a name with dots makes merge with the groups of those names written beside it,
    /// in either order, so the references the tools resolve (`{basis.size.icon.xl}`) resolve.
    @Test(arguments: [true, false])
    func aDottedNameMergesWithTheGroupsBesideIt(dottedFirst: Bool) throws {
        let dotted = #""size.icon": { "xl": { "value": "32px", "type": "dimension" } }"#
        let plain = #""size": { "xl": { "value": "24px", "type": "dimension" } }"#
        let json = #"{ "basis": { \#(dottedFirst ? dotted : plain), \#(dottedFirst ? plain : dotted) }, "icon": { "value": "{basis.size.icon.xl}", "type": "dimension" } }"#
        let report = validateJSON(json, options: ReaderOptions())
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(report.diagnostics)")
        func text(_ path: String) -> String? { report.value(path).map { FolderLayoutTests.compact(JSONOutput($0)) } }
        #expect(text("icon") == #"{ "value": 32, "unit": "px" }"#)
        #expect(text("basis.size.xl") == #"{ "value": 24, "unit": "px" }"#)
        #expect(report.diagnostics.filter { $0.code == .invalidName }.count == 1)
    }

    /// Where the groups cannot be made (a token stands where one would: `a` beside `a.b`), the
    /// name is read with `_` for each `.`, with a warning that gives it; two names read alike
    /// then are one error, not a silent override.
    @Test func aDottedNameWhoseGroupIsATokenIsReadWithAnUnderscore() throws {
        var diagnostics: [Diagnostic] = []
        let tree = try #require(TokenFileReader.read(bytes: Array(#"{ "a": { "$type": "number", "$value": 1 }, "a.b": { "$type": "number", "$value": 2 } }"#.utf8), file: "t.json", diagnostics: &diagnostics))
        #expect(tree.children.map(\.0) == ["a", "a_b"])
        #expect(diagnostics.map(\.message) == ["the name 'a.b' contains '.', which references use as syntax; it is read as 'a_b', the name to write (names must not contain '{', '}' or '.')"])
        diagnostics = []
        _ = TokenFileReader.read(bytes: Array(#"{ "a": { "$type": "number", "$value": 0 }, "a_b": { "$type": "number", "$value": 1 }, "a.b": { "$type": "number", "$value": 2 } }"#.utf8), file: "t.json", diagnostics: &diagnostics)
        #expect(diagnostics.map { "\($0.location?.description ?? "-") \($0.severity.rawValue) \($0.code.rawValue)" } == ["t.json:1:87 error invalid-name"])
        #expect(diagnostics.last?.message == "the name 'a.b' and another name are both read as 'a_b' ('.' is read as '_'); rename one of them")
    }

    /// A TextMate scope (`source.json meta.structure`: dots and spaces, as a theme's syntax colors
    /// name their tokens) is one name, read with `_` for each `.`, with a warning that gives it.
    @Test func aTextMateScopeIsOneNameReadWithUnderscores() throws {
        var diagnostics: [Diagnostic] = []
        let tree = try #require(TokenFileReader.read(bytes: Array(#"{ "source.json meta.a": { "$type": "number", "$value": 1 } }"#.utf8), file: "t.json", diagnostics: &diagnostics))
        #expect(tree.children.map(\.0) == ["source_json meta_a"])
        #expect(diagnostics.map(\.message) == ["the name 'source.json meta.a' contains '.', which references use as syntax; it is read as 'source_json meta_a', the name to write (names must not contain '{', '}' or '.')"])
    }

    /// A name with an empty name between dots (`1..5x`) is read with `_`, in a `value` file too.
    @Test func aNameWithAnEmptyPartIsReadWithAnUnderscore() throws {
        var diagnostics: [Diagnostic] = []
        let tree = try #require(TokenFileReader.read(bytes: Array(#"{ "size": { "1..5x": { "value": "6px", "type": "dimension" } } }"#.utf8), file: "t.json", diagnostics: &diagnostics))
        #expect(diagnostics.map { "\($0.location?.description ?? "-") \($0.severity.rawValue) \($0.code.rawValue)" } == ["t.json:1:13 warning invalid-name"])
        guard case .group(let size)? = tree["size"] else { Issue.record("no group 'size'"); return }
        #expect(size.children.map(\.0) == ["1__5x"])
    }

    @Test(arguments: ["café", "日本語", "a-b_c", "ⓐ"])
    func otherNamesAreFine(name: String) {
        var diagnostics: [Diagnostic] = []
        _ = TokenFileReader.read(bytes: Array(#"{ "\#(name)": { "$type": "number", "$value": 1 } }"#.utf8), file: "t.json", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
    }

    /// A resolver document among the token files, not named `*.resolver.json`, is one error that
    /// says how to name it, not an error per key.
    @Test func aResolverDocumentAmongTheTokenFilesSaysHowToNameIt() {
        var diagnostics: [Diagnostic] = []
        _ = TokenFileReader.read(bytes: Array(#"{ "version": "2025.10", "sets": {}, "resolutionOrder": [] }"#.utf8), file: "resolver.json", diagnostics: &diagnostics)
        #expect(diagnostics.map { "\($0.location?.description ?? "-") \($0.severity.rawValue) \($0.code.rawValue)" } == ["resolver.json:1:1 error invalid-value"])
        #expect(diagnostics.first?.message.hasPrefix("this file is a resolver document (it has 'resolutionOrder'), not a token file: rename it to end in '.resolver.json'") == true)
    }
}
