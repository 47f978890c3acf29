import Foundation
import Testing
@testable import TokencCLI
@testable import Preview

/// `tokenc preview` run as a user would: the built executable, exit codes, and the file it leaves.
@Suite(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
struct CLIPreviewTests {
    static let repositoryTokens = TestPaths.packageRoot.appendingPathComponent("tokens").path

    /// A fresh folder with `broken.tokens.json`, whose only token names nothing.
    static func brokenTokens(in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("broken.tokens.json")
        try Data(#"{ "a": { "$type": "color", "$value": "{missing}" } }"#.utf8).write(to: file)
        return file.path
    }

    static func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func writesThePageAndSaysSo() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("style-guide.html")
        let result = try runBuiltTokenc(["preview", "--tokens", Self.repositoryTokens, "--output", output.path])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == "wrote \(output.path): 130 tokens in 4 permutations\n")
        let html = try String(contentsOf: output, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<tr id=\"t.color.brand.primary\">"))
        // Nothing but the page is left behind: the temporary file was renamed into place.
        #expect(try Self.contents(of: folder) == ["style-guide.html"])
    }

    @Test func writesPreviewHTMLInTheCurrentFolderByDefault() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runBuiltTokenc(["preview", "--tokens", Self.repositoryTokens], in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput == "wrote preview.html: 130 tokens in 4 permutations\n")
        #expect(try Self.contents(of: folder) == ["preview.html"])
    }

    @Test func twoRunsWriteTheSameBytes() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first.html"), second = folder.appendingPathComponent("second.html")
        #expect(try runBuiltTokenc(["preview", "--tokens", Self.repositoryTokens, "--output", first.path]).status == 0)
        #expect(try runBuiltTokenc(["preview", "--tokens", Self.repositoryTokens, "--output", second.path]).status == 0)
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
    }

    @Test func replacesAnExistingPageWhole() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("preview.html")
        try Data("old".utf8).write(to: output)
        #expect(try runBuiltTokenc(["preview", "--tokens", Self.repositoryTokens, "--output", output.path]).status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    @Test func tokensWithErrorsExitOneAndWriteNothing() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = try Self.brokenTokens(in: folder)
        let output = folder.appendingPathComponent("preview.html")
        let result = try runBuiltTokenc(["preview", "--tokens", tokens, "--output", output.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("error: '{missing}' names no token"))
        #expect(result.standardError.hasSuffix("1 error\nno preview was written: the tokens have errors (above); fix them and run 'tokenc preview' again\n"))
        #expect(try Self.contents(of: folder) == ["broken.tokens.json"])
    }

    @Test func tokensWithErrorsLeaveAnExistingPageAlone() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = try Self.brokenTokens(in: folder)
        let output = folder.appendingPathComponent("preview.html")
        try Data("old".utf8).write(to: output)
        #expect(try runBuiltTokenc(["preview", "--tokens", tokens, "--output", output.path]).status == 1)
        #expect(try String(contentsOf: output, encoding: .utf8) == "old")
    }

    @Test func aMissingTokensPathExitsOne() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runBuiltTokenc(["preview", "--tokens", "nope"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("error: the tokens path 'nope' does not exist; create a starter design system with 'tokenc init', or name the tokens with --tokens [unreadable-file]\n"))
        #expect(try Self.contents(of: folder).isEmpty)
    }

    @Test func anUnwritableDestinationExitsOneAndLeavesNothing() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("no/such/folder/preview.html").path
        let result = try runBuiltTokenc(["preview", "--tokens", Self.repositoryTokens, "--output", missing])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: cannot write '\(missing)': the folder '"))
        #expect(result.standardError.contains("[output-failed]\n"))
        let intoFolder = try runBuiltTokenc(["preview", "--tokens", Self.repositoryTokens, "--output", folder.path])
        #expect(intoFolder.status == 1)
        #expect(intoFolder.standardError.hasPrefix("error: cannot write '\(folder.path)': it is a folder [output-failed]\n"))
        #expect(try Self.contents(of: folder).isEmpty)
    }

    @Test func aDashWritesThePageToStandardOutput() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runBuiltTokenc(["preview", "--tokens", Self.repositoryTokens, "--output", "-"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("<!DOCTYPE html>\n"))
        #expect(result.standardOutput.hasSuffix("</html>\n"))
        #expect(try Self.contents(of: folder).isEmpty)
    }

    @Test func anUnknownOptionExits64WithUsage() throws {
        let result = try runBuiltTokenc(["preview", "--out", "x.html"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("error: unknown option '--out'"))
        #expect(result.standardError.contains("usage: tokenc preview [--tokens <path>] [--output <file>] [--strict] [--ignore-type <name> ...] [--exclude <pattern> ...] [--config <file>] [--quiet] [--verbose] [--absolute-paths]\n"))
    }

    @Test func helpShowsTheOptionsAndExamples() {
        let help = runTokenc(["help", "preview"]).standardOutput
        #expect(help.hasPrefix("OVERVIEW: Write an HTML style guide of every brand and mode."))
        #expect(help.contains("--output <file>"))
        #expect(help.contains("(default: preview.html)"))
        #expect(help.contains("tokenc preview --tokens design/tokens --output design/style-guide.html"))
    }
}
