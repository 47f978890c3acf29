import Foundation
import Testing
import TokenModel

/// The Makefile recipe of `Documentation/Integration.md`, run for real with GNU Make and the built executable: Make runs
/// `tokenc build` only when a token file changed, and what depends on the generated files is
/// rebuilt only when their bytes changed.
@Suite(
    .enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"),
    .enabled(if: MakeTool.url != nil, "make is not installed"))
struct CLIMakeTests {
    /// Integration.md's first ```make block that uses `--print-inputs`.
    static func documentedRecipe() throws -> String {
        let page = try TestPaths.documentation("Integration.md")
        let blocks = page.components(separatedBy: "```make\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        return try #require(blocks.first { $0.contains("--print-inputs") }, "Integration.md has no Makefile recipe")
    }

    /// Integration.md's Makefile for an app repository.
    static func appRepositoryMakefile() throws -> String {
        let page = try TestPaths.documentation("Integration.md")
        let section = try #require(page.components(separatedBy: "### A Makefile for an app repository\n").dropFirst().first)
        let block = section.components(separatedBy: "```make\n").dropFirst().first?.components(separatedBy: "```")[0]
        return try #require(block, "Integration.md's app repository section has no Makefile")
    }

    private func make(_ arguments: [String], in folder: URL) throws -> BuiltTokencRun {
        try runBuiltTokenc(
            arguments, environment: ["PATH": "/usr/bin:/bin:/usr/local/bin", "NO_COLOR": "1"], in: folder,
            executable: MakeTool.url)
    }

    /// Moves every file's modification time `seconds` into the past, so the next change is newer
    /// whatever the file system's timestamp resolution.
    private func age(_ folder: URL, by seconds: TimeInterval) throws {
        for file in relativeFiles(in: folder) {
            let url = folder.appendingPathComponent(file)
            let date = try #require(try url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
            try FileManager.default.setAttributes([.modificationDate: date.addingTimeInterval(-seconds)], ofItemAtPath: url.path)
        }
    }

    @Test func theDocumentedRecipeRebuildsOnlyWhenATokenFileChanged() throws {
        let folder = try makeStarterProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokenc = try #require(BuiltTokenc.url).path
        let recipe = try Self.documentedRecipe()
        #expect(recipe.contains("TOKENC := tokenc\n"))
        let makefile = recipe.replacingOccurrences(of: "TOKENC := tokenc\n", with: "TOKENC := \(tokenc)\n") + """

            app: $(DESIGN_SYSTEM) | .tokenc.stamp
            \tcat $(DESIGN_SYSTEM) > $@

            """
        try makefile.write(to: folder.appendingPathComponent("Makefile"), atomically: true, encoding: .utf8)
        let tokenBuild = "\(tokenc) build && touch .tokenc.stamp"

        // A fresh checkout: tokenc builds, then the app.
        let first = try make(["app"], in: folder)
        #expect(first.status == 0, Comment(rawValue: first.standardError))
        #expect(first.standardOutput.contains(tokenBuild + "\nbuilt "))
        #expect(first.standardOutput.contains("cat Generated/"))
        #expect(try make(["-q", ".tokenc.stamp"], in: folder).status == 0)
        #expect(try make(["-n", ".tokenc.stamp"], in: folder).standardOutput == "make: '.tokenc.stamp' is up to date.\n")
        let upToDate = try make(["app"], in: folder)
        #expect(upToDate.standardOutput == "make: 'app' is up to date.\n")

        // A token file saved without a change: tokenc runs once, writes nothing, the app stays.
        try age(folder, by: 100)
        let layout = folder.appendingPathComponent("tokens/layout.tokens.json")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-50)], ofItemAtPath: layout.path)
        #expect(try make(["-q", ".tokenc.stamp"], in: folder).status == 1)
        #expect(try make(["-n", ".tokenc.stamp"], in: folder).standardOutput == tokenBuild + "\n")
        #expect(try make(["-n", "app"], in: folder).standardOutput.hasPrefix(tokenBuild + "\n"))
        let touched = try make(["app"], in: folder)
        #expect(touched.status == 0)
        #expect(touched.standardOutput.contains(": 0 files written, "))
        #expect(!touched.standardOutput.contains("cat "), "no generated file changed, so the app is not rebuilt")
        #expect(try make(["-q", ".tokenc.stamp"], in: folder).status == 0)
        #expect(try make(["app"], in: folder).standardOutput == "make: 'app' is up to date.\n", "tokenc does not run again")

        // A real change: tokenc rewrites what changed, and the app is rebuilt.
        try age(folder, by: 100)
        let text = try String(contentsOf: layout, encoding: .utf8)
        try text.replacingOccurrences(of: #""value": 6, "unit""#, with: #""value": 7, "unit""#).write(to: layout, atomically: true, encoding: .utf8)
        let changed = try make(["app"], in: folder)
        #expect(changed.status == 0)
        #expect(changed.standardOutput.contains(tokenBuild))
        #expect(changed.standardOutput.contains("cat Generated/"))
        #expect(try make(["-q", ".tokenc.stamp"], in: folder).status == 0)

        // A broken token file stops Make with tokenc's diagnostics; the stamp is left alone.
        try age(folder, by: 100)
        try #"{ "x": { "$type": "color", "$value": "{nope}" } }"#.write(
            to: folder.appendingPathComponent("tokens/x.tokens.json"), atomically: true, encoding: .utf8)
        let broken = try make(["app"], in: folder)
        #expect(broken.status != 0)
        #expect(broken.standardError.contains("tokens/x.tokens.json:1:"))
        #expect(try make(["-q", ".tokenc.stamp"], in: folder).status == 1)
    }

    /// The app repository's Makefile: `tokens` builds once, `xcfilelists` writes Xcode's file lists
    /// with `$(SRCROOT)` prefixes, and `check-tokens` passes until a token file is added without
    /// writing the lists again.
    @Test func theAppRepositoryMakefileKeepsTheFileListsChecked() throws {
        let folder = try makeStarterProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokenc = try #require(BuiltTokenc.url).path
        let makefile = try Self.appRepositoryMakefile()
        #expect(makefile.hasPrefix("TOKENC := bin/tokenc\n"))
        try makefile.replacingOccurrences(of: "TOKENC := bin/tokenc\n", with: "TOKENC := \(tokenc)\n")
            .write(to: folder.appendingPathComponent("Makefile"), atomically: true, encoding: .utf8)

        let tokens = try make(["tokens"], in: folder)
        #expect(tokens.status == 0, Comment(rawValue: tokens.standardError))
        #expect(tokens.standardOutput.contains("\(tokenc) build && touch .tokenc.stamp\nbuilt "))
        #expect(try make(["tokens"], in: folder).standardOutput == "make: Nothing to be done for 'tokens'.\n")

        #expect(try make(["xcfilelists"], in: folder).status == 0)
        let inputs = try String(contentsOf: folder.appendingPathComponent("DesignTokens-inputs.xcfilelist"), encoding: .utf8)
        let outputs = try String(contentsOf: folder.appendingPathComponent("DesignTokens-outputs.xcfilelist"), encoding: .utf8)
        #expect(inputs.hasPrefix("$(SRCROOT)/tokens/color.tokens.json\n"))
        #expect(outputs.contains("$(SRCROOT)/Generated/AppTheme.swift\n"))
        let checked = try make(["check-tokens"], in: folder)
        #expect(checked.status == 0, Comment(rawValue: checked.standardError))

        try "{}".write(to: folder.appendingPathComponent("tokens/extra.tokens.json"), atomically: true, encoding: .utf8)
        let stale = try make(["check-tokens"], in: folder)
        #expect(stale.status != 0)
        #expect(stale.standardOutput.contains("< $(SRCROOT)/tokens/extra.tokens.json"))
    }
}


/// GNU Make, where systems install it.
enum MakeTool {
    static let url: URL? = ["/usr/bin/make", "/usr/local/bin/make", "/opt/homebrew/bin/make"]
        .map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
