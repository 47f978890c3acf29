import Foundation
import Testing
@testable import TokenCompiler
@testable import TokencCLI
@testable import TokenJSON

/// Names and values from token files are quoted in messages as inert text: they cannot forge a
/// compiler-format line that Xcode would show in another file, nor reach the terminal as NUL or
/// bidi controls.
@Suite struct InertDiagnosticsTests {
    static let forged = "x\n/Users/dev/App/Secrets.swift:12:5: error: x"

    @Test(arguments: [
        ("a\nb\rc\td\0e", #"a\nb\rc\td\0e"#),
        ("abc\u{202E}fed", #"abc\u{202E}fed"#),
        ("\u{2066}x\u{2069}\u{202A}\u{202D}", #"\u{2066}x\u{2069}\u{202A}\u{202D}"#),
        ("esc\u{1B}[31m bell\u{07} del\u{7F} c1\u{85} ls\u{2028} zw\u{200B}", #"esc\u{1B}[31m bell\u{7} del\u{7F} c1\u{85} ls\u{2028} zw\u{200B}"#),
        ("plain 'text', émoji 🎨, 日本", "plain 'text', émoji 🎨, 日本"),
    ])
    func controlsAreEscaped(text: String, expected: String) {
        #expect(InertText.escaped(text) == expected)
    }

    private func withTokens(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, contents) in files {
            let url = folder.appendingPathComponent("tokens/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        try body(folder)
    }

    /// Every line on standard error starts with the token file's path, or is the summary.
    private func expectNoForgedLine(_ run: CLIRun, tokens: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for line in run.standardError.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            #expect(!line.hasPrefix("/Users/"), "forged: \(line)", sourceLocation: sourceLocation)
            #expect(!line.unicodeScalars.contains { $0.value == 0 || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) },
                    sourceLocation: sourceLocation)
        }
        #expect(run.standardError.contains(#"x\n/Users/dev/App/Secrets.swift:12:5: error: x"#), sourceLocation: sourceLocation)
    }

    @Test func aTokenNameCannotForgeACompilerLine() throws {
        let json = """
            {
              "color": {
                "\(Self.forged.replacingOccurrences(of: "\n", with: "\\n"))": { "$type": "number", "$value": "{nowhere}" },
                "ok": { "$type": "number", "$value": "{color.x\\n/Users/dev/App/Secrets.swift:12:5: error: y}" }
              }
            }
            """
        try withTokens(["a.json": json]) { folder in
            let tokens = folder.appendingPathComponent("tokens").path
            for command in ["validate", "build", "dump", "preview"] {
                var arguments = [command, "--tokens", tokens]
                if command == "build" { arguments += ["--output", folder.appendingPathComponent("Generated").path] }
                if command == "preview" { arguments += ["--output", folder.appendingPathComponent("p.html").path] }
                let run = runTokenc(arguments)
                #expect(run.code == .failure)
                expectNoForgedLine(run, tokens: tokens)
            }
        }
    }

    @Test func nulAndBidiControlsInValuesAreEscaped() throws {
        let json = #"{ "t": { "$type": "\u0000\u202Eevil\u2066", "$value": 1 } }"#
        try withTokens(["a.json": json]) { folder in
            // A tool's own type leaves the token out with a warning; --strict makes it an error.
            let run = runTokenc(["validate", "--strict", "--tokens", folder.appendingPathComponent("tokens").path])
            #expect(run.code == .failure)
            #expect(run.standardError.contains(#"\0\u{202E}evil\u{2066}"#))
            #expect(!run.standardError.unicodeScalars.contains { $0.value == 0 || $0.value == 0x202E || $0.value == 0x2066 })
        }
    }

    @Test func verboseOutputAndUsageErrorsAreEscaped() throws {
        try withTokens(["a\nb\u{202E}.json": #"{ "t": { "$type": "number", "$value": 1 } }"#]) { folder in
            let run = runTokenc(["validate", "--verbose", "--tokens", folder.appendingPathComponent("tokens").path])
            #expect(run.code == .success, "\(run.standardError)")
            #expect(run.standardOutput.contains(#"/tokens/a\nb\u{202E}.json"#))
            #expect(!run.standardOutput.unicodeScalars.contains { $0.value == 0x202E })
        }
        let usage = runTokenc(["build", "--access", "x\n/Users/dev/App/Secrets.swift:12:5: error: x"])
        #expect(usage.code == .usage)
        #expect(usage.standardError.hasPrefix(#"error: '--access' must be public or internal, not 'x\n/Users/dev/App/Secrets.swift:12:5: error: x'"#))
    }

    @Test func dumpInputErrorsAreEscaped() throws {
        let resolver = #"""
            { "version": "2025.10", "modifiers": { "mode": { "contexts": { "light": [], "dark": [] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/modifiers/mode" }] }
            """#
        try withTokens(["t.resolver.json": resolver]) { folder in
            let run = runTokenc(["dump", "--tokens", folder.appendingPathComponent("tokens").path, "--input", "mode=\u{202E}krad\n/Users/x.swift:1:1: error: y"])
            #expect(run.code == .failure)
            #expect(run.standardError.contains(#"\u{202E}krad\n/Users/x.swift:1:1: error: y"#), "\(run.standardError)")
            #expect(!run.standardError.split(separator: "\n").contains { $0.hasPrefix("/Users/") })
        }
    }
}
