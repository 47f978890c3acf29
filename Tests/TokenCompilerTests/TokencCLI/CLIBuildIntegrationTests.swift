import Foundation
import Testing
@testable import TokenCompiler
@testable import TokencCLI
@testable import TokenModel

/// `build --print-inputs`/`--print-outputs`, absolute paths for Xcode, `tokenc.json`, `--quiet` and
/// `--verbose`: the built executable run in temporary project folders.
@Suite(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
struct CLIBuildIntegrationTests {
    static let starterInputs = [
        "tokens/color.tokens.json", "tokens/component.tokens.json", "tokens/layout.tokens.json",
        "tokens/palette.tokens.json", "tokens/typography.tokens.json", "tokens/brands/starter.json",
        "tokens/modes/dark.json", "tokens/modes/light.json",
    ]

    private func withProject(_ body: (URL) throws -> Void) throws {
        let folder = try makeStarterProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func tokenc(_ arguments: [String], in folder: URL, environment: [String: String] = ["NO_COLOR": "1"]) throws -> BuiltTokencRun {
        try runBuiltTokenc(arguments, environment: environment, in: folder)
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    private func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    // MARK: - --print-inputs and --print-outputs

    @Test func printInputsAndOutputsListTheExactFilesAndWriteNothing() throws {
        try withProject { folder in
            let inputs = try tokenc(["build", "--print-inputs"], in: folder)
            #expect(inputs.status == 0)
            #expect(inputs.standardError.isEmpty)
            #expect(lines(inputs.standardOutput) == Self.starterInputs)

            let outputs = try tokenc(["build", "--print-outputs"], in: folder)
            #expect(outputs.status == 0)
            #expect(outputs.standardError.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path), "nothing is written")

            // Exactly the files build writes.
            let build = try tokenc(["build"], in: folder)
            #expect(build.status == 0)
            let written = relativeFiles(in: folder.appendingPathComponent("Generated")).map { "Generated/" + $0 }
            #expect(lines(outputs.standardOutput) == written)
            #expect(written.contains("Generated/Tokens/AppTheme+Component.swift"))

            // Absolute, for Xcode's file lists and under Xcode.
            let root = folder.resolvingSymlinksInPath().path
            let absolute = try tokenc(["build", "--print-inputs", "--absolute-paths"], in: folder)
            #expect(lines(absolute.standardOutput) == Self.starterInputs.map { root + "/" + $0 })
            let underXcode = try tokenc(["build", "--print-outputs"], in: folder, environment: ["XCODE_VERSION_ACTUAL": "1600"])
            #expect(lines(underXcode.standardOutput) == written.map { root + "/" + $0 })

            // The configuration file is an input too, listed last; --output changes the outputs.
            try write(#"{ "output": "App/DesignSystem" }"#, to: "tokenc.json", in: folder)
            #expect(lines(try tokenc(["build", "--print-inputs"], in: folder).standardOutput) == Self.starterInputs + ["tokenc.json"])
            let moved = try tokenc(["build", "--print-outputs", "--output", "Elsewhere"], in: folder)
            #expect(lines(moved.standardOutput) == written.map { "Elsewhere/" + $0.dropFirst("Generated/".count) })
        }
    }

    @Test func printInputsWorksWhileATokenFileHasErrorsAndPrintOutputsDoesNot() throws {
        try withProject { folder in
            try write(#"{ "broken": { "$type": "color", "$value": "{nowhere}" } }"#, to: "tokens/zz.tokens.json", in: folder)
            let inputs = try tokenc(["build", "--print-inputs"], in: folder)
            #expect(inputs.status == 0)
            #expect(lines(inputs.standardOutput).contains("tokens/zz.tokens.json"))

            let outputs = try tokenc(["build", "--print-outputs"], in: folder)
            #expect(outputs.status == 1)
            #expect(outputs.standardOutput.isEmpty)
            #expect(outputs.standardError.hasPrefix("tokens/zz.tokens.json:1:43: error: '{nowhere}' names no token"))
            #expect(outputs.standardError.hasSuffix("cannot list the outputs: the tokens have 1 error (above); fix them and run again\n"))
        }
    }

    @Test func printInputsOfAResolverDocumentListsItAndTheFilesItNames() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(#"{ "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }"#, to: "shared/base.json", in: folder)
        try write(#"{ "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }"#, to: "design/roomy.json", in: folder)
        try write(#"{ "unused": { "$type": "number", "$value": 1 } }"#, to: "design/unused.json", in: folder)
        try write(#"""
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "../shared/base.json" }] } },
              "modifiers": {
                "density": { "contexts": { "compact": [], "roomy": [{ "$ref": "roomy.json" }] }, "default": "compact" }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/density" }]
            }
            """#, to: "design/theme.resolver.json", in: folder)
        let inputs = try tokenc(["build", "--tokens", "design", "--print-inputs"], in: folder)
        #expect(inputs.status == 0, Comment(rawValue: inputs.standardError))
        #expect(lines(inputs.standardOutput) == ["design/theme.resolver.json", "shared/base.json", "design/roomy.json"])
        #expect(try tokenc(["build", "--tokens", "design"], in: folder).status == 0)

        // A broken resolver document: every file found is listed, so Make notices when it is fixed.
        try write(##"{ "version": "2025.10", "resolutionOrder": [{ "$ref": "#/sets/nowhere" }] }"##, to: "design/theme.resolver.json", in: folder)
        let broken = try tokenc(["build", "--tokens", "design", "--print-inputs"], in: folder)
        #expect(broken.status == 1)
        #expect(lines(broken.standardOutput) == ["design/roomy.json", "design/unused.json", "design/theme.resolver.json"])
        #expect(broken.standardError.contains("design/theme.resolver.json:1:"))
        #expect(broken.standardError.hasSuffix("listed every file found there instead. Fix the errors and run again\n"))
    }

    @Test func theModeFlagsOfBuildExcludeEachOther() throws {
        let run = runTokenc(["build", "--print-inputs", "--watch"])
        #expect(run.code == .usage)
        #expect(run.standardError.hasPrefix("error: '--print-inputs' and '--watch' cannot be used together; choose one\n"))
        #expect(runTokenc(["build", "--quiet", "--verbose"]).standardError.hasPrefix(
            "error: '--quiet' and '--verbose' cannot be used together; choose one\n"))
    }

    // MARK: - Absolute paths for Xcode

    @Test func diagnosticsUseAbsolutePathsWithTheFlagOrUnderXcode() throws {
        try withProject { folder in
            try write("{\n  \"oops\": { \"$type\": \"color\", \"$value\": \"{color.nope}\" }\n}\n", to: "tokens/bad.tokens.json", in: folder)
            let root = folder.resolvingSymlinksInPath().path
            let message = "tokens/bad.tokens.json:2:41: error: '{color.nope}' names no token"

            let relative = try tokenc(["build"], in: folder)
            #expect(relative.status == 1)
            #expect(relative.standardError.hasPrefix(message))

            for (arguments, environment) in [
                (["build", "--absolute-paths"], ["NO_COLOR": "1"]),
                (["build"], ["NO_COLOR": "1", "XCODE_VERSION_ACTUAL": "1620"]),
                (["validate"], ["XCODE_VERSION_ACTUAL": "1620"]),
                (["check", "--absolute-paths"], [:]),
            ] {
                let run = try tokenc(arguments, in: folder, environment: environment)
                // A non-zero exit fails the Xcode build phase.
                #expect(run.status == 1)
                #expect(run.standardError.hasPrefix(root + "/" + message), Comment(rawValue: run.standardError))
            }
            // SRCROOT alone (set by other tools too) does not switch.
            #expect(try tokenc(["build"], in: folder, environment: ["SRCROOT": root]).standardError.hasPrefix(message))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
        }
    }

    // MARK: - tokenc.json

    /// JSON under the tokens folder that holds no tokens (a font manifest, an index of files) is
    /// left out with a warning each, and by `"exclude"` or `--exclude` without one: never read,
    /// nor listed as an input.
    @Test func excludedFilesAreNotRead() throws {
        try withProject { folder in
            try write(#"{ "fonts": [ { "family": "Publico", "url": "publico.woff2" } ] }"#, to: "tokens/fonts/publico.json", in: folder)
            try write(#"{ "exports": ["./color.tokens.json"] }"#, to: "tokens/index.json", in: folder)
            let unexcluded = try tokenc(["validate"], in: folder)
            #expect(unexcluded.status == 0)
            #expect(unexcluded.standardError.contains("tokens/fonts/publico.json:1:1: warning: this file holds no token"))
            #expect(unexcluded.standardError.contains("tokens/index.json:1:1: warning: this file holds no token"))
            #expect(try tokenc(["validate", "--strict"], in: folder).standardError.contains("tokens/fonts/publico.json:1:12: error: "))
            let flags = try tokenc(["build", "--exclude", "fonts", "--exclude=index.json"], in: folder)
            #expect(flags.status == 0, Comment(rawValue: flags.standardError))
            let inputs = try tokenc(["build", "--exclude", "fonts", "--exclude=index.json", "--print-inputs"], in: folder)
            #expect(lines(inputs.standardOutput).sorted() == Self.starterInputs.sorted())
            try write(#"{ "exclude": ["fonts/**", "index.json"] }"#, to: "tokenc.json", in: folder)
            let configured = try tokenc(["build", "--verbose"], in: folder)
            #expect(configured.status == 0, Comment(rawValue: configured.standardError))
            #expect(configured.standardOutput.contains("excluding 'fonts/**', 'index.json'"))
            try write(#"{ "exclude": "fonts" }"#, to: "tokenc.json", in: folder)
            let wrong = try tokenc(["validate"], in: folder)
            #expect(wrong.status == 1)
            #expect(wrong.standardError.hasPrefix(#"tokenc.json:1:14: error: 'exclude' must be an array of file patterns relative to the tokens folder, such as ["fonts/**", "index.json"] [invalid-config]"#))
            try FileManager.default.removeItem(at: folder.appendingPathComponent("tokenc.json"))
            let empty = try tokenc(["validate", "--exclude", "/"], in: folder)
            #expect(empty.status == 64)
            #expect(empty.standardError.contains("'--exclude' must name files under the tokens folder, such as 'fonts/**', not '/'"))
        }
    }

    @Test func theConfigurationFileSetsTheOptionsAndFlagsOverrideIt() throws {
        try withProject { folder in
            try FileManager.default.moveItem(at: folder.appendingPathComponent("tokens"), to: folder.appendingPathComponent("design"))
            try write("""
                {
                  "tokens": "design",
                  "output": "App/DesignSystem",
                  "access": "internal",
                  "remBase": 10,
                  "strict": true,
                  "ignoreTypes": ["x-haptic"]
                }
                """, to: "tokenc.json", in: folder)
            let build = try tokenc(["build", "--verbose"], in: folder)
            #expect(build.status == 0, Comment(rawValue: build.standardError))
            #expect(build.standardOutput.hasPrefix("""
                read settings from tokenc.json
                settings: tokens 'design', output 'App/DesignSystem', access internal, rem base 10 points, strict, ignoring types 'x-haptic'
                read design/color.tokens.json

                """))
            #expect(build.standardOutput.contains("wrote App/DesignSystem/AppTheme.swift\n"))
            #expect(build.standardOutput.contains(" into App/DesignSystem: "))
            let radius = try String(contentsOf: folder.appendingPathComponent("App/DesignSystem/Tokens/AppTheme+Radius.swift"), encoding: .utf8)
            #expect(!radius.contains("public "))

            // Flags win.
            let flags = try tokenc(["build", "--output", "Other", "--access", "public"], in: folder)
            #expect(flags.standardOutput.contains(" into Other: "))
            #expect(try String(contentsOf: folder.appendingPathComponent("Other/AppTheme.swift"), encoding: .utf8).contains("public struct AppTheme"))
            #expect(try tokenc(["check"], in: folder).standardOutput == "App/DesignSystem is up to date (\(relativeFiles(in: folder.appendingPathComponent("App/DesignSystem")).count) files)\n")
            #expect(try tokenc(["validate"], in: folder).standardOutput.hasSuffix(" in 8 files\n"))

            // --config names another file; its paths are relative to its folder, the project
            // folder, and may leave it only into folders "outsideFolders" names.
            try write(#"{ "tokens": "../design", "output": "../Out" }"#, to: "config/ci.json", in: folder)
            let outside = try tokenc(["build", "--config", "config/ci.json"], in: folder)
            #expect(outside.status == 1)
            #expect(outside.standardError.hasPrefix(
                "config/ci.json:1:13: error: 'tokens' is '../design', which leads to '\(folder.path)/design', outside the project folder '\(folder.path)/config' (the folder of config/ci.json); tokenc reads and writes only inside it unless told: add \"outsideFolders\": [\"../design\"] to allow that folder [outside-project]\n"),
                Comment(rawValue: outside.standardError))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out").path))
            try write(#"{ "tokens": "../design", "output": "../Out", "outsideFolders": [".."] }"#, to: "config/ci.json", in: folder)
            let other = try tokenc(["build", "--config", "config/ci.json"], in: folder)
            #expect(other.status == 0, Comment(rawValue: other.standardError))
            #expect(other.standardOutput.contains(" into config/../Out: "))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out/AppTheme.swift").path))

            let missing = try tokenc(["build", "--config", "nope.json"], in: folder)
            #expect(missing.status == 64)
            #expect(missing.standardError.hasPrefix("error: the configuration file 'nope.json' does not exist; check the path given to --config\n"))
        }
    }

    @Test func unknownKeysAndWrongValuesInTheConfigurationFileAreErrorsWithPositions() throws {
        try withProject { folder in
            try write("""
                {
                  "tokens": "tokens",
                  "ouput": "Out",
                  "remBase": "16",
                  "typeName": "Theme",
                  "frobnicate": true
                }
                """, to: "tokenc.json", in: folder)
            for command in ["build", "check", "validate"] {
                let run = try tokenc([command], in: folder)
                #expect(run.status == 1)
                #expect(run.standardOutput.isEmpty)
                #expect(run.standardError == """
                    tokenc.json:3:3: error: unknown key 'ouput' in tokenc.json; did you mean 'output'? [invalid-config]
                    tokenc.json:4:14: error: 'remBase' must be a positive number of points up to 1000, such as 16, found "16" [invalid-config]
                    tokenc.json:5:3: error: unknown key 'typeName' in tokenc.json: it is not supported, the generated type is always named AppTheme [invalid-config]
                    tokenc.json:6:3: error: unknown key 'frobnicate' in tokenc.json; the keys are 'tokens', 'output', 'access', 'remBase', 'strict', 'ignoreTypes', 'limits', 'names', 'assetCatalog', 'assetCatalogBrand', 'brokenReferences', 'layout', 'outsideFolders', 'components' and 'exclude' [invalid-config]
                    4 errors
                    tokenc.json has errors; fix them, or name another file with --config

                    """)
            }
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
            try write("[1, 2", to: "tokenc.json", in: folder)
            let syntax = try tokenc(["build"], in: folder)
            #expect(syntax.status == 1)
            #expect(syntax.standardError.hasPrefix("tokenc.json:1:6: error: "))
            #expect(syntax.standardError.contains("[invalid-json]"))
        }
    }

    // MARK: - --quiet and --verbose

    @Test func quietPrintsErrorsOnlyAndVerboseTellsEverything() throws {
        try withProject { folder in
            // A hex color is a warning (an error under --strict).
            try write(##"{ "accent": { "$type": "color", "$value": "#ff8800" } }"##, to: "tokens/accent.tokens.json", in: folder)
            let normal = try tokenc(["build"], in: folder)
            #expect(normal.status == 0)
            #expect(normal.standardError.contains("warning: "))
            let quiet = try tokenc(["build", "--quiet"], in: folder)
            #expect(quiet.status == 0)
            #expect(quiet.standardOutput.isEmpty)
            #expect(quiet.standardError.isEmpty)
            #expect(try tokenc(["check", "--quiet"], in: folder).standardOutput.isEmpty)
            let validate = try tokenc(["validate", "--quiet"], in: folder)
            #expect(validate.standardOutput.isEmpty && validate.standardError.isEmpty)

            let verbose = try tokenc(["build", "--verbose"], in: folder)
            #expect(verbose.standardOutput.hasPrefix(
                "settings: tokens 'tokens', output 'Generated', access public, rem base 16 points\nread tokens/accent.tokens.json\n"))
            #expect(verbose.standardOutput.contains("unchanged Generated/AppTheme.swift\n"))
            let checkVerbose = try tokenc(["check", "--verbose"], in: folder)
            #expect(checkVerbose.standardOutput.contains("up to date: Generated/AppTheme.swift\n"))

            // Under --quiet errors still print, with what to do next.
            let strict = try tokenc(["build", "--quiet", "--strict"], in: folder)
            #expect(strict.status == 1)
            #expect(strict.standardOutput.isEmpty)
            #expect(strict.standardError.contains("error: "))
            #expect(!strict.standardError.contains("warning: "))
            #expect(strict.standardError.hasSuffix("""
                1 error
                build failed: nothing was written to Generated; the tokens have 1 error (above), fix them and run 'tokenc build' again

                """))
        }
    }

    @Test func aMissingTokensFolderSaysHowToStart() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try tokenc([], in: folder)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("error: the tokens path 'tokens' does not exist; create a starter design system with 'tokenc init', or name the tokens with --tokens [unreadable-file]\n"))
    }

    // MARK: - Help and documentation

    /// Every subcommand has examples in its help, which `Documentation/CommandLine.md` shows (it is
    /// generated from the help; `ReferenceDocumentationTests` keeps it current), and a row in the
    /// README's table of commands.
    @Test(arguments: CommandLineTool.tokenc.commands.map(\.name))
    func everyCommandHasHelpExamplesAndIsDocumented(_ name: String) throws {
        let command = try #require(CommandLineTool.tokenc.command(named: name))
        #expect(!command.description.examples.isEmpty, "'tokenc help \(name)' has no example")
        let page = try TestPaths.documentation("CommandLine.md")
        #expect(page.contains("### `tokenc \(name)`"), "CommandLine.md has no section for \(name)")
        #expect(page.contains("\n\(command.description.examples[0].commandLine)\n"), "CommandLine.md has no example of \(name)")
        let readme = try TestPaths.documentation("README.md")
        #expect(readme.contains("\n| `tokenc \(name)` | "), "the README's table of commands has no row for \(name)")
    }
}
