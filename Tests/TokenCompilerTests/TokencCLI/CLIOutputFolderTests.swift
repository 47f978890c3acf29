import Foundation
import Testing
import TokenCompiler
import TokenModel
import SwiftOutput

/// The output folder after a build that fails part-way, after an interrupted one, and with links
/// in it (failures 4 and 8 of issue 18), with the built executable in a starter project.
@Suite(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
struct CLIOutputFolderTests {
    /// A starter project built with public declarations; the tests then build it with internal
    /// ones, which changes every generated file.
    private func withBuiltProject(_ body: (URL, [String: String]) throws -> Void) throws {
        let folder = try makeStarterProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["NO_COLOR": "1", BuildStampFile.directoryVariable: folder.appendingPathComponent(".stamps").path]
        let first = try runBuiltTokenc(["build"], environment: environment, in: folder)
        #expect(first.status == 0, "\(first.standardError)")
        try body(folder, environment)
    }

    /// Every file under `folder/Generated`, hidden ones included, with its bytes.
    static func snapshot(_ folder: URL, generated name: String = "Generated") -> [String: Data] {
        let generated = name.isEmpty ? folder : folder.appendingPathComponent(name)
        return Dictionary(uniqueKeysWithValues: relativeFiles(in: generated).map {
            ($0, FileManager.default.contents(atPath: generated.appendingPathComponent($0).path) ?? Data())
        })
    }

    /// Failure 4: a later file cannot be written (its folder is a file) after `AppTheme.swift` was
    /// already replaced, and the message said the folder was left as it was.
    @Test func aFileThatCannotBeWrittenLeavesTheWholeFolderAsItWas() throws {
        try withBuiltProject { folder, environment in
            let styles = folder.appendingPathComponent("Generated/SwiftUI/Styles")
            try FileManager.default.removeItem(at: styles)
            try Data("mine\n".utf8).write(to: styles)
            let before = Self.snapshot(folder)
            let build = try runBuiltTokenc(["build", "--access", "internal"], environment: environment, in: folder)
            #expect(build.status == 1)
            #expect(build.standardError == """
                error: 'Generated/SwiftUI/Styles' is a file where tokenc writes a folder [output-failed]
                1 error
                build failed: Generated was left as it was; fix the output folder and run 'tokenc build' again

                """)
            #expect(Self.snapshot(folder) == before)
        }
    }

    /// Failure 4, a full disk: a file larger than the limit on file sizes (`ulimit -f`, 4 KB)
    /// cannot be written, after smaller ones before it could.
    @Test func aFullDiskLeavesTheWholeFolderAsItWas() throws {
        try withBuiltProject { folder, environment in
            let before = Self.snapshot(folder)
            #expect(before.values.contains { $0.count > 4_096 } && before["AppTheme+Selection.swift"].map { $0.count < 4_096 } == true)
            let executable = try #require(BuiltTokenc.url).path
            let build = try runBuiltTokenc(
                ["-c", "trap '' XFSZ; ulimit -f 8; exec \"$0\" build --access internal", executable],
                environment: environment, in: folder, executable: URL(fileURLWithPath: "/bin/sh"))
            #expect(build.status == 1)
            #expect(build.standardError.contains(": File too large [output-failed]\n"), "\(build.standardError)")
            #expect(build.standardError.hasSuffix("build failed: Generated was left as it was; fix the output folder and run 'tokenc build' again\n"))
            #expect(Self.snapshot(folder) == before)
            #expect(try runBuiltTokenc(["check"], environment: environment, in: folder).status == 0)
        }
    }

    /// Failure 4, a read-only subfolder (not for root, who may write anywhere).
    @Test(.enabled(if: getuid() != 0, "root writes into read-only folders"))
    func aReadOnlySubfolderLeavesTheWholeFolderAsItWas() throws {
        try withBuiltProject { folder, environment in
            let tokens = folder.appendingPathComponent("Generated/Tokens")
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: tokens.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tokens.path) }
            let before = Self.snapshot(folder)
            let build = try runBuiltTokenc(["build", "--access", "internal"], environment: environment, in: folder)
            #expect(build.status == 1)
            #expect(build.standardError.contains(": Permission denied [output-failed]\n"))
            #expect(build.standardError.hasSuffix("build failed: Generated was left as it was; fix the output folder and run 'tokenc build' again\n"))
            #expect(Self.snapshot(folder) == before)
        }
    }

    /// Failure 4: the temporary files of an interrupted build are removed by the next build, or
    /// the next check, which says so.
    @Test func temporaryFilesOfAnInterruptedBuildAreRemovedByTheNextRun() throws {
        try withBuiltProject { folder, environment in
            let before = Self.snapshot(folder)
            let generated = folder.appendingPathComponent("Generated")
            let orphans = [".AppTheme.swift.tokenc-\(UUID().uuidString).tmp", "Tokens/.AppTheme+Color.swift.tokenc-\(UUID().uuidString).tmp"]
            for command in ["build", "check"] {
                for orphan in orphans {
                    try Data("// tokenc".utf8).write(to: generated.appendingPathComponent(orphan))
                }
                let run = try runBuiltTokenc([command], environment: environment, in: folder)
                #expect(run.status == 0, "\(run.standardError)")
                #expect(run.standardOutput.hasPrefix("removed 2 temporary files an interrupted build left in Generated\n"))
                #expect(Self.snapshot(folder) == before)
            }
        }
    }

    /// A build killed after it committed: the next run finishes it, and when it cannot, says
    /// truthfully that the folder is partly updated.
    @Test func aCommittedBuildIsFinishedByTheNextRunWhichSaysSo() throws {
        try withBuiltProject { folder, environment in
            let generated = folder.appendingPathComponent("Generated")
            let before = Self.snapshot(folder)
            let staged = ".AppTheme.swift.tokenc-\(UUID().uuidString).tmp"
            try before["AppTheme.swift"]!.write(to: generated.appendingPathComponent(staged))
            try Data("tokenc output journal 1\nwrite\t\(staged)\tAppTheme.swift\n".utf8)
                .write(to: generated.appendingPathComponent(".tokenc-journal"))
            // In the way: a folder where the staged file goes.
            let appTheme = generated.appendingPathComponent("AppTheme.swift")
            try FileManager.default.removeItem(at: appTheme)
            try FileManager.default.createDirectory(at: appTheme.appendingPathComponent("In"), withIntermediateDirectories: true)
            let check = try runBuiltTokenc(["check"], environment: environment, in: folder)
            #expect(check.status == 1)
            #expect(check.standardError.hasSuffix(
                "check failed: Generated is partly updated: a build committed its changes but could not finish making them; the next 'tokenc build' or 'tokenc check' finishes them; fix the cause above and run 'tokenc check' again\n"))
            try FileManager.default.removeItem(at: appTheme)
            let build = try runBuiltTokenc(["build"], environment: environment, in: folder)
            #expect(build.status == 0, "\(build.standardError)")
            #expect(build.standardOutput.hasPrefix("finished an interrupted build in Generated: 1 file written or removed as it had committed\n"))
            #expect(Self.snapshot(folder) == before)
        }
    }

    /// Failure 8: a linked output subfolder is not written through; the error names it.
    @Test func aLinkedSubfolderIsNeverWrittenThrough() throws {
        try withBuiltProject { folder, environment in
            let tokens = folder.appendingPathComponent("Generated/Tokens"), elsewhere = folder.appendingPathComponent("Elsewhere")
            try FileManager.default.moveItem(at: tokens, to: elsewhere)
            try FileManager.default.createSymbolicLink(at: tokens, withDestinationURL: elsewhere)
            let outside = relativeFiles(in: elsewhere)
            let contents = outside.map { FileManager.default.contents(atPath: elsewhere.appendingPathComponent($0).path) }
            let build = try runBuiltTokenc(["build", "--access", "internal"], environment: environment, in: folder)
            #expect(build.status == 1)
            #expect(build.standardError.hasPrefix(
                "error: 'Generated/Tokens' is a symbolic link in the output folder where tokenc writes or that leads to generated files; tokenc never writes or removes files through a link: replace it with real folders or files, or remove it [output-link]\n"))
            #expect(relativeFiles(in: elsewhere) == outside)
            #expect(outside.map { FileManager.default.contents(atPath: elsewhere.appendingPathComponent($0).path) } == contents)
            let check = try runBuiltTokenc(["check"], environment: environment, in: folder)
            #expect(check.status == 1)
            #expect(check.standardError.hasPrefix("Generated/Tokens: symbolic link: "))
        }
    }

    /// Failure 8: stale generated files reached only through a link are not silently ignored.
    @Test func staleFilesReachedThroughALinkFailTheCheck() throws {
        try withBuiltProject { folder, environment in
            let stale = folder.appendingPathComponent("Stale")
            try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: folder.appendingPathComponent("Generated/ThemeValues.swift"), to: stale.appendingPathComponent("OldValues.swift"))
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent("Generated/OldValues.swift"), withDestinationURL: stale.appendingPathComponent("OldValues.swift"))
            let check = try runBuiltTokenc(["check"], environment: environment, in: folder)
            #expect(check.status == 1)
            #expect(check.standardError == """
                Generated/OldValues.swift: symbolic link: where tokenc writes, or leading to generated files; tokenc never writes or removes through a link, replace it with a real folder or file
                Generated is out of date (1 file); run 'tokenc build'

                """)
            // Not up to date for the build either, though nothing else changed since the last one.
            let build = try runBuiltTokenc(["build"], environment: environment, in: folder)
            #expect(build.status == 1)
            #expect(build.standardError.contains("'Generated/OldValues.swift' is a symbolic link"))
        }
    }
}

/// Output and configuration paths of one character, which Foundation's path functions trap on
/// (Linux, Swift 6.3): the build runs, nothing crashes.
@Suite(.enabled(if: BuiltTokenc.url != nil, "the built tokenc executable was not found beside the test bundle"))
struct CLIShortPathTests {
    @Test(arguments: ["a", "x/a"])
    func anOutputFolderOfOneCharacterIsBuilt(output: String) throws {
        let folder = try makeStarterProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["NO_COLOR": "1", BuildStampFile.directoryVariable: folder.appendingPathComponent(".stamps").path]
        let build = try runBuiltTokenc(["build", "--output", output], environment: environment, in: folder)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(output + "/AppTheme.swift").path))
    }

    @Test func aConfigurationFileOfOneCharacterIsRead() throws {
        let folder = try makeStarterProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{ "tokens": "tokens", "output": "b" }"#.utf8).write(to: folder.appendingPathComponent("c"))
        let environment = ["NO_COLOR": "1", BuildStampFile.directoryVariable: folder.appendingPathComponent(".stamps").path]
        let build = try runBuiltTokenc(["build", "--config", "c"], environment: environment, in: folder)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("b/AppTheme.swift").path))
    }
}
