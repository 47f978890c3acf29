import Foundation
import Testing
@testable import TokenCompiler
@testable import TokencCLI
@testable import SwiftOutput

/// `tokenc build --asset-catalog` and `tokenc check` with a catalog, in-process on temporary folders.
@Suite struct CLIAssetCatalogTests {
    static let repository = TestPaths.packageRoot.appendingPathComponent("tokens").path

    private func withFolder(_ body: (_ output: String, _ catalog: String) throws -> Void) throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder.appendingPathComponent("Out").path, folder.appendingPathComponent("App/Colors.xcassets").path)
    }

    private func build(_ output: String, _ extra: [String] = []) -> CLIRun {
        runTokenc(["build", "--tokens", Self.repository, "--output", output] + extra)
    }

    @Test func withoutTheOptionNoCatalogIsWritten() throws {
        try withFolder { output, catalog in
            let run = build(output)
            #expect(run.code == .success, "\(run.standardError)")
            #expect(!run.standardOutput.contains("colorset"))
            #expect(!FileManager.default.fileExists(atPath: (catalog as NSString).deletingLastPathComponent))
        }
    }

    @Test func buildWritesTheCatalogThenLeavesItAlone() throws {
        try withFolder { output, catalog in
            let first = build(output, ["--asset-catalog", catalog])
            #expect(first.code == .success, "\(first.standardError)")
            #expect(first.standardOutput.contains("; \(RepositoryOutput.colorSets) colorsets into \(catalog): \(RepositoryOutput.catalogFiles) files written, 0 unchanged in "), "\(first.standardOutput)")
            let expected = buildAssetCatalog(from: EmitFixtures.repository, brand: nil).files
            for file in expected {
                let written = try String(contentsOfFile: catalog + "/" + file.path, encoding: .utf8)
                #expect(written == file.contents, "\(file.path)")
            }
            let second = build(output, ["--asset-catalog", catalog])
            #expect(second.standardOutput.contains("; \(RepositoryOutput.colorSets) colorsets into \(catalog): 0 files written, \(RepositoryOutput.catalogFiles) unchanged in "), "\(second.standardOutput)")
            #expect(runTokenc(["check", "--tokens", Self.repository, "--output", output, "--asset-catalog", catalog]).code == .success)
        }
    }

    @Test func brandChoosesTheCatalogsValues() throws {
        try withFolder { output, catalog in
            _ = build(output, ["--asset-catalog", catalog])
            let path = catalog + "/colorBrandPrimary.colorset/Contents.json"
            let acme = try String(contentsOfFile: path, encoding: .utf8)
            let nova = build(output, ["--asset-catalog", catalog, "--brand", "nova"])
            #expect(nova.code == .success, "\(nova.standardError)")
            #expect(nova.standardOutput.contains("; \(RepositoryOutput.colorSets) colorsets of brand 'nova' into \(catalog): "), "\(nova.standardOutput)")
            #expect(try String(contentsOfFile: path, encoding: .utf8) != acme)
            // The Swift output does not depend on the brand of the catalog.
            #expect(nova.standardOutput.contains(": 0 files written, \(RepositoryOutput.swiftFiles) unchanged; "), "\(nova.standardOutput)")
            // A check of the acme catalog finds the nova one stale.
            let check = runTokenc(["check", "--tokens", Self.repository, "--output", output, "--asset-catalog", catalog])
            #expect(check.code == .failure)
            #expect(check.standardError.contains("\(catalog)/colorBrandPrimary.colorset/Contents.json: stale: differs from what 'tokenc build' writes"))
        }
    }

    @Test func anUnknownBrandWritesNothing() throws {
        try withFolder { output, catalog in
            let run = build(output, ["--asset-catalog", catalog, "--brand", "nvoa"])
            #expect(run.code == .failure)
            #expect(run.standardError.contains("error: --brand 'nvoa' names no brand of the tokens; the brands (contexts of 'brand') are 'acme' and 'nova'; did you mean 'nova'? [unknown-brand]"), "\(run.standardError)")
            #expect(run.standardError.contains("build failed: nothing was written to \(output) or \(catalog); the asset catalog cannot be made (above)"))
            #expect(!FileManager.default.fileExists(atPath: output))
            #expect(!FileManager.default.fileExists(atPath: catalog))
        }
    }

    @Test func commandLineMistakesAreUsageErrors() throws {
        try withFolder { output, _ in
            let brandAlone = build(output, ["--brand", "nova"])
            #expect(brandAlone.code == .usage)
            #expect(brandAlone.standardError.contains("'--brand' chooses the brand of the asset catalog, and there is none: give '--asset-catalog <path>.xcassets' too"))
            let notACatalog = build(output, ["--asset-catalog", "Colors"])
            #expect(notACatalog.code == .usage)
            #expect(notACatalog.standardError.contains("'--asset-catalog' must be a folder named <name>.xcassets, such as \"Generated/Assets.xcassets\", not \"Colors\""))
            let holdsOutput = runTokenc(["build", "--tokens", Self.repository, "--output", output + ".xcassets/Swift", "--asset-catalog", output + ".xcassets"])
            #expect(holdsOutput.code == .usage)
            #expect(holdsOutput.standardError.contains("must not be the output folder"))
        }
    }

    /// An edited, a removed and an extra colorset are each reported by check, and build repairs them.
    @Test func checkFindsAStaleCatalog() throws {
        try withFolder { output, catalog in
            _ = build(output, ["--asset-catalog", catalog])
            let edited = catalog + "/colorTextPrimary.colorset/Contents.json"
            let text = try String(contentsOfFile: edited, encoding: .utf8)
            try text.replacingOccurrences(of: "0.110", with: "0.111").write(toFile: edited, atomically: true, encoding: .utf8)
            try FileManager.default.removeItem(atPath: catalog + "/colorTextSecondary.colorset")
            try FileManager.default.createDirectory(atPath: catalog + "/old.colorset", withIntermediateDirectories: true)
            try text.write(toFile: catalog + "/old.colorset/Contents.json", atomically: true, encoding: .utf8)
            let check = runTokenc(["check", "--tokens", Self.repository, "--output", output, "--asset-catalog", catalog])
            #expect(check.code == .failure)
            #expect(check.standardError.hasSuffix("""
                \(catalog)/colorTextPrimary.colorset/Contents.json: stale: differs from what 'tokenc build' writes
                \(catalog)/colorTextSecondary.colorset/Contents.json: missing: 'tokenc build' writes it
                \(catalog)/old.colorset/Contents.json: extra: generated earlier, no longer produced
                \(output) and \(catalog) are out of date (3 files); run 'tokenc build --tokens \(Self.repository) --output \(output) --asset-catalog \(catalog)'

                """), "\(check.standardError)")
            let repair = build(output, ["--asset-catalog", catalog])
            #expect(repair.standardOutput.contains(": 2 files written, 42 unchanged, 1 removed in "), "\(repair.standardOutput)")
            #expect(!FileManager.default.fileExists(atPath: catalog + "/old.colorset"))
        }
    }

    /// Files Xcode wrote are tokenc's neither to replace nor to remove: one in the way is a
    /// foreign-file error before anything is written; others (an app icon) are left alone.
    @Test func foreignFilesAreLeftAlone() throws {
        try withFolder { output, catalog in
            let icon = catalog + "/AppIcon.appiconset/Contents.json"
            try FileManager.default.createDirectory(atPath: (icon as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let xcode = "{\n  \"images\" : [],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
            try xcode.write(toFile: icon, atomically: true, encoding: .utf8)
            let colorset = catalog + "/colorTextPrimary.colorset/Contents.json"
            try FileManager.default.createDirectory(atPath: (colorset as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try xcode.write(toFile: colorset, atomically: true, encoding: .utf8)

            let refused = build(output, ["--asset-catalog", catalog])
            #expect(refused.code == .failure)
            #expect(refused.standardError.contains(
                "error: '\(colorset)' exists but was not generated by tokenc (it does not start with an \"info\" that names tokenc as its author); move it away or delete it, tokenc will not overwrite it [foreign-file]"),
                "\(refused.standardError)")
            #expect(refused.standardError.contains("build failed: nothing was written to \(output) or \(catalog)"))
            #expect(!FileManager.default.fileExists(atPath: output))
            let check = runTokenc(["check", "--tokens", Self.repository, "--output", output, "--asset-catalog", catalog])
            #expect(check.standardError.contains("\(colorset): foreign: not generated by tokenc, in the way of a generated file; move it away"))

            try FileManager.default.removeItem(atPath: colorset)
            let built = build(output, ["--asset-catalog", catalog])
            #expect(built.code == .success, "\(built.standardError)")
            #expect(try String(contentsOfFile: icon, encoding: .utf8) == xcode)
            // Not generated by tokenc: not extra either.
            #expect(runTokenc(["check", "--tokens", Self.repository, "--output", output, "--asset-catalog", catalog]).code == .success)
        }
    }

    /// `"assetCatalog"` and `"assetCatalogBrand"` in tokenc.json, relative to the file's folder;
    /// the flags override them.
    @Test func configurationKeys() throws {
        try withFolder { output, _ in
            let folder = (output as NSString).deletingLastPathComponent
            let config = folder + "/tokenc.json"
            try #"{ "assetCatalog": "Config.xcassets", "assetCatalogBrand": "nova" }"#.write(toFile: config, atomically: true, encoding: .utf8)
            let run = build(output, ["--config", config])
            #expect(run.code == .success, "\(run.standardError)")
            #expect(run.standardOutput.contains("; \(RepositoryOutput.colorSets) colorsets of brand 'nova' into \(folder)/Config.xcassets: \(RepositoryOutput.catalogFiles) files written"), "\(run.standardOutput)")
            let acme = build(output, ["--config", config, "--brand", "acme"])
            #expect(acme.standardOutput.contains("colorsets of brand 'acme' into \(folder)/Config.xcassets"), "\(acme.standardOutput)")
            try #"{ "assetCatalog": "Config" }"#.write(toFile: config, atomically: true, encoding: .utf8)
            let wrong = build(output, ["--config", config])
            #expect(wrong.code == .failure)
            #expect(wrong.standardError.contains("tokenc.json:1:19: error: 'assetCatalog' must be a folder named <name>.xcassets"), "\(wrong.standardError)")
        }
    }

    /// A catalog inside the output folder is recorded in the build stamp with it: the next build
    /// is skipped; an edited colorset makes it run again. One outside keeps every build in full.
    @Test func theBuildStampCoversACatalogInsideTheOutputFolder() throws {
        try withFolder { output, outside in
            let stamps = (output as NSString).deletingLastPathComponent + "/stamps"
            let environment = ["TOKENC_STAMP_DIR": stamps]
            let inside = output + "/Assets.xcassets"
            let arguments = ["build", "--tokens", Self.repository, "--output", output, "--asset-catalog", inside]
            #expect(runTokenc(arguments, environment: environment).code == .success)
            // Let the files written fall out of the racy window of the stamp.
            usleep(100_000)
            _ = runTokenc(arguments, environment: environment)
            usleep(100_000)
            #expect(runTokenc(arguments, environment: environment).standardOutput.contains("\(output) is up to date"))
            let colorset = inside + "/colorTextPrimary.colorset/Contents.json"
            let text = try String(contentsOfFile: colorset, encoding: .utf8)
            try text.replacingOccurrences(of: "0.110", with: "0.111").write(toFile: colorset, atomically: false, encoding: .utf8)
            let rebuilt = runTokenc(arguments + ["--verbose"], environment: environment)
            #expect(rebuilt.standardOutput.contains("wrote \(colorset)"), "\(rebuilt.standardOutput)")

            let elsewhere = ["build", "--tokens", Self.repository, "--output", output, "--asset-catalog", outside, "--verbose"]
            _ = runTokenc(elsewhere, environment: environment)
            let again = runTokenc(elsewhere, environment: environment)
            #expect(again.standardOutput.contains("not skipped: the asset catalog \(outside) lies outside \(output), which alone the build stamp records"), "\(again.standardOutput)")
        }
    }
}
