import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
import TokenModel
@testable import SwiftOutput

/// Finding the token files of a tokens folder through symbolic links (the listing itself:
/// `RegularFilesTests`).
@Suite struct TokenFileDiscoveryTests {
    @Test func linkedFilesAndFoldersAreFound() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("tokenc-discovery-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        try manager.createDirectory(atPath: root + "/tokens/brands", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/shared/color", withIntermediateDirectories: true)
        #expect(manager.createFile(atPath: root + "/shared/acme.json", contents: Data("{}".utf8)))
        #expect(manager.createFile(atPath: root + "/shared/color/palette.json", contents: Data("{}".utf8)))
        try manager.createSymbolicLink(atPath: root + "/tokens/brands/acme.json", withDestinationPath: "../../shared/acme.json")
        try manager.createSymbolicLink(atPath: root + "/tokens/color", withDestinationPath: root + "/shared/color")
        let files = try TokenFiles.discover(at: root + "/tokens").get()
        #expect(files.base == [root + "/tokens/color/palette.json"])
        #expect(files.brands == ["acme": [root + "/tokens/brands/acme.json"]])
    }

    @Test func aLinkToNothingAmongTheTokenFilesIsAnErrorNamingItsTarget() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("tokenc-discovery-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
        #expect(manager.createFile(atPath: root + "/base.json", contents: Data(#"{"size": {"$type": "number", "$value": 1}}"#.utf8)))
        try manager.createSymbolicLink(atPath: root + "/moved.json", withDestinationPath: "../gone/moved.json")
        let report = validateTokens(at: root)
        #expect(report.diagnostics.map(\.message) == [
            "cannot read '\(root)/moved.json': it is a symbolic link to '../gone/moved.json', which does not exist",
        ])
        #expect(report.diagnostics.map(\.code) == [.unreadableFile])
    }

    /// A token package: the tokens beside npm's and TypeScript's files, the installed packages
    /// below. Only the token files are listed, whatever those files hold (`tsconfig.json` with
    /// comments, a dependency's own tokens).
    @Test func aTokenPackagesToolFilesAndInstalledPackagesAreNotListed() throws {
        let project = try TemporaryFolder.holding([
            "tokens/color.json": ##"{"color": {"red": {"$type": "color", "$value": "#ff0000"}}}"##,
            "tokens/package.json": #"{"name": "tokens", "version": "1.0.0"}"#,
            "tokens/package-lock.json": #"{"lockfileVersion": 3}"#,
            "tokens/tsconfig.json": "{\n  // comments\n  \"compilerOptions\": {}\n}",
            "tokens/tsconfig.build.json": #"{"extends": "./tsconfig.json"}"#,
            "tokens/jsconfig.json": #"{"compilerOptions": {}}"#,
            "tokens/node_modules/other/tokens.json": ##"{"color": {"red": {"$type": "color", "$value": "#00ff00"}}}"##,
            "tokens/node_modules/other/package.json": #"{"name": "other"}"#,
            "tokens/sub/package.json.tokens": #"{"size": {"$type": "number", "$value": 1}}"#,
        ])
        defer { project.remove() }
        let files = try TokenFiles.discover(at: project.path + "/tokens").get()
        #expect(files.all == [project.path + "/tokens/color.json", project.path + "/tokens/sub/package.json.tokens"])
        let report = validateTokens(at: project.path + "/tokens")
        #expect(report.diagnostics.map(\.code) == [.nonStandardColor])
        #expect(report.tokenCount == 2)
    }

    /// JSON files in the tokens folder that hold no token and do not read as tokens (a Style
    /// Dictionary configuration, a build's output of plain values, a plugin's list of exports)
    /// are left out with one warning each in place of what reading them found; under `--strict`
    /// their errors stand.
    @Test func aListedFileHoldingNoTokenIsLeftOutWithOneWarning() throws {
        let project = try TemporaryFolder.holding([
            "tokens/size.json": #"{"size": {"$type": "number", "$value": 2}}"#,
            "tokens/config.json": #"{"source": ["tokens/**/*.json"], "platforms": {"ios": {"transformGroup": "ios"}}}"#,
            "tokens/build/flat.json": ##"{"ColorPrimary": "#ff0000", "SizeBase": 4}"##,
            "tokens/components.figma-export.json": #"[{"Collection": {"modes": {"default": {"gap": {"$type": "float", "$value": 4}}}}}]"#,
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path + "/tokens")
        let message = "this file holds no token (no object in it has $value or value), so it was left out as not a token file; to leave it out without a word, add it to \"exclude\" in tokenc.json (or --exclude)"
        #expect(report.diagnostics.map(Self.line) == [
            "\(project.path + "/tokens/build/flat.json"):1:1: warning: \(message) [not-token-file]",
            "\(project.path + "/tokens/components.figma-export.json"):1:1: warning: this file holds an array at its top level, where a token file holds an object, so it was left out as not a token file; to leave it out without a word, add it to \"exclude\" in tokenc.json (or --exclude) [not-token-file]",
            "\(project.path + "/tokens/config.json"):1:1: warning: \(message) [not-token-file]",
        ])
        #expect(report.succeeded)
        #expect(report.tokenCount == 1)

        let strict = validateTokens(at: project.path + "/tokens", options: ReaderOptions(strict: true))
        // Values where a token goes are the leniency's errors; the top-level array is the format's.
        #expect(strict.diagnostics.map(\.code) == [.legacyMapping, .legacyMapping, .invalidValue, .legacyMapping, .legacyMapping])
        #expect(strict.diagnostics.allSatisfy { $0.severity == .error })
        #expect(strict.diagnostics.map { "\($0.location!.line):\($0.location!.column)" } == ["1:18", "1:41", "1:1", "1:12", "1:74"])
    }

    /// A file that holds a token is a token file, errors and all; one that holds none but reads
    /// without error (an empty set) is read without a word; a file a resolver document names is
    /// read as named.
    @Test func onlyFilesWithoutTokensAndWithErrorsAreLeftOut() throws {
        let project = try TemporaryFolder.holding([
            "tokens/size.json": #"{"size": {"$type": "number", "$value": "wide"}}"#,
            "tokens/empty.json": #"{"color": {"$type": "color"}, "$description": "to do"}"#,
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path + "/tokens")
        #expect(report.diagnostics.map(Self.line) == [
            "\(project.path + "/tokens/size.json"):1:40: error: expected a number, found \"wide\" [invalid-value]",
        ])

        let named = try TemporaryFolder.holding([
            "tokens/size.json": #"{"size": {"$type": "number", "$value": 2}}"#,
            "tokens/config.json": #"{"platforms": "ios"}"#,
            "tokens/tokens.resolver.json": #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "all", "sources": [{"$ref": "size.json"}, {"$ref": "config.json"}]}]}"#,
        ])
        defer { named.remove() }
        // Named, it is read as tokens: its value where a group goes is ignored with a warning.
        #expect(validateTokens(at: named.path + "/tokens").diagnostics.map { "\($0.severity) \($0.code)" } == ["warning legacy-mapping"])
    }

    /// A folder whose tokens are in files tokenc does not read (YAML, JavaScript) is an error
    /// that names them, not an empty theme; an empty folder, or files that define nothing beside
    /// none, validates as before. JSON5 sources are token files.
    @Test func noTokenAtAllIsAnErrorThatNamesTheSourcesNotRead() throws {
        let project = try TemporaryFolder.holding([
            "tokens/color.yaml": "color:\n  red:\n    value: '#f00'",
            "tokens/size.yml": "size: { s: { value: 4 } }",
            "tokens/build.js": "module.exports = {}",
            "tokens/node_modules/x/index.js": "",
        ])
        defer { project.remove() }
        let report = validateTokens(at: project.path + "/tokens")
        #expect(report.diagnostics.map(Self.line) == [
            "error: '\(project.path)/tokens' holds no token file (*.json, *.json5, *.tokens), so the theme would be empty; it holds 2 YAML files and 1 JavaScript or TypeScript file, which tokenc does not read: convert them to JSON [no-tokens]",
        ])
        let json5 = try TemporaryFolder.holding([
            "tokens/color.json5": "{ color: { red: { value: '#f00', type: 'color' } } }",
            "tokens/size.jsonc": "{ \"size\": { \"s\": { \"$value\": 4, \"$type\": \"number\" } } } // sizes",
        ])
        defer { json5.remove() }
        let read = validateTokens(at: json5.path + "/tokens")
        #expect(read.diagnostics.isEmpty)
        #expect(read.tokenCount == 2)
        let commented = try TemporaryFolder.holding(["tokens/size.json": "{\n  \"size\": { \"$type\": \"number\", \"$value\": 4 } // px\n}"])
        defer { commented.remove() }
        #expect(validateTokens(at: commented.path + "/tokens").diagnostics.map(Self.line) == [
            "\(commented.path)/tokens/size.json:2:46: warning: this file is not JSON but JSON5: it has a comment (JSON has none: remove it, or move it into \"$description\"); read as JSON5, as Style Dictionary reads its sources (or name the file .json5) [json5-syntax]",
        ])
        #expect(validateTokens(at: commented.path + "/tokens", options: ReaderOptions(strict: true)).diagnostics.map(\.severity) == [.error])
        let mixed = try TemporaryFolder.holding(["tokens/a.json": "{}", "tokens/b.json": #"{ "color": { "$type": "color" } }"#, "tokens/c.yaml": "color: {}"])
        defer { mixed.remove() }
        #expect(validateTokens(at: mixed.path + "/tokens").diagnostics.map(Self.line) == [
            "error: the 2 token files under '\(mixed.path)/tokens' define no token, so the theme would be empty; it holds 1 YAML file, which tokenc does not read: convert them to JSON [no-tokens]",
        ])
        let empty = try TemporaryFolder.holding(["tokens/a.json": "{}", "tokens/notes.txt": "to do"])
        defer { empty.remove() }
        #expect(validateTokens(at: empty.path + "/tokens").diagnostics.isEmpty)
    }

    /// A diagnostic as tokenc prints it.
    private static func line(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
        return "\(location)\(diagnostic.severity == .error ? "error" : "warning"): \(diagnostic.message) [\(diagnostic.code)]"
    }
}
