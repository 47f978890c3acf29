import Foundation
import Testing
import TokencBenchSupport
@testable import Lowering
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokencCLI
@testable import TokenModel
@testable import SwiftOutput

/// One input listing for discovery, `build --print-inputs`, the build stamp and `--watch`
/// (``InputListing``): through linked files and folders and past link loops, the four list the
/// same files and notice the same changes.
@Suite struct InputListingTests {
    /// A generated project in the temporary folder `root`: `tokens/` holds plain token files,
    /// files that are not read (hidden, other names), links to folders of `shared/` (a folder may
    /// be linked twice, or as a brand), links to files of `shared/`, and links back up to
    /// `tokens/` (loops); `tokenc.json` is beside it.
    struct Project {
        let root: String
        /// Token files under `tokens/` that are not reached through a link, relative to it.
        var plain: Set<String> = []
        /// Each shared folder's token files, by folder name.
        var shared: [String: Set<String>] = [:]
        /// Where each shared folder is linked into `tokens/`, by folder name.
        var folderLinks: [String: [String]] = [:]
        /// Links in `tokens/` to files of `shared/`, by link path.
        var fileLinks: [String: String] = [:]
        /// How many files the mutations made, to name new ones.
        var made = 0

        var tokens: String { root + "/tokens" }
        var configuration: String { root + "/tokenc.json" }
        var settings: Settings {
            var settings = Settings()
            settings.tokens = tokens
            settings.configFile = configuration
            return settings
        }

        /// The token files the project was made to hold, as the tokens path lists them.
        var expected: Set<String> {
            var files = plain.union(fileLinks.keys)
            for (folder, links) in folderLinks {
                for link in links { files.formUnion(shared[folder, default: []].map { link + "/" + $0 }) }
            }
            return Set(files.map { tokens + "/" + $0 })
        }

        /// The paths the file `name` of the shared folder `folder` is listed under.
        func paths(of name: String, in folder: String) -> Set<String> {
            Set(folderLinks[folder, default: []].map { tokens + "/" + $0 + "/" + name })
        }

        func write(_ relative: String, size: Int) throws {
            let url = URL(fileURLWithPath: root + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Written whole by a rename, as editors save: a change is also another inode.
            try Data(#"{ "n": { "$type": "number", "$value": \#(String(repeating: "1", count: size)) } }"#.utf8)
                .write(to: url, options: .atomic)
        }

        func writeConfiguration() throws {
            try Data("{}".utf8).write(to: URL(fileURLWithPath: configuration))
        }

        /// A link at `relative` (from `root`) to `target` (from `root`), written relative to the
        /// link's folder.
        func link(_ relative: String, to target: String) throws {
            let depth = relative.split(separator: "/").count - 1
            try FileManager.default.createSymbolicLink(
                atPath: root + "/" + relative, withDestinationPath: String(repeating: "../", count: depth) + target)
        }

        static func generate(seed: UInt64) throws -> Project {
            var random = SplitMix64(seed: seed)
            var project = Project(root: try makeTemporaryDirectory().path)
            try project.writeConfiguration()
            for index in 0..<random.int(in: 1...3) { project.plain.insert("base\(index).json") }
            if random.chance(50) { project.plain.insert("group/nested.tokens.json") }
            for brand in ["acme", "nova"] where random.chance(60) {
                project.plain.insert(random.chance(50) ? "brands/\(brand).json" : "brands/\(brand)/color.json")
            }
            for mode in ["light", "dark"] where random.chance(50) { project.plain.insert("modes/\(mode).json") }
            for file in project.plain { try project.write("tokens/" + file, size: random.int(in: 1...9)) }
            for noise in ["tokens/readme.txt", "tokens/.hidden.json", "tokens/group/.draft.json"] where random.chance(50) {
                try project.write(noise, size: 1)
            }

            var linkPoints = ["linked", "brands/linked", "group/deeper/linked", "elsewhere"].shuffled(using: &random)
            for folder in (0..<random.int(in: 1...2)).map({ "set\($0)" }) {
                project.shared[folder] = Set((0..<random.int(in: 1...3)).map { "s\($0).json" })
                for file in project.shared[folder]! { try project.write("shared/\(folder)/\(file)", size: random.int(in: 1...9)) }
                try project.write("shared/\(folder)/.hidden.json", size: 1)
                try project.write("shared/\(folder)/notes.md", size: 1)
                for _ in 0..<random.int(in: 1...2) {
                    let point = linkPoints.removeLast()
                    try FileManager.default.createDirectory(
                        atPath: project.tokens + "/" + point.split(separator: "/").dropLast().joined(separator: "/"),
                        withIntermediateDirectories: true)
                    try project.link("tokens/" + point, to: "shared/" + folder)
                    project.folderLinks[folder, default: []].append(point)
                }
                // A loop: back up to the tokens folder, through which this folder is read.
                if random.chance(60) { try project.link("shared/\(folder)/up", to: "tokens") }
            }
            if random.chance(40) { try project.link("tokens/itself", to: "tokens") }
            for index in 0..<random.int(in: 0...2) {
                try project.write("shared/file\(index).json", size: random.int(in: 1...9))
                try project.link("tokens/file-link\(index).json", to: "shared/file\(index).json")
                project.fileLinks["file-link\(index).json"] = "file\(index).json"
            }
            return project
        }

        /// Makes one random change, returning the paths whose contents changed, and those of them
        /// that were added or removed.
        mutating func mutate(using random: inout SplitMix64) throws -> (changed: Set<String>, listed: Set<String>) {
            made += 1
            let folder = random.pick(shared.keys.sorted())
            let files = shared[folder]!.sorted()
            switch random.below(fileLinks.isEmpty ? 5 : 7) {
            case 0:
                let name = "added\(made).json"
                try write("shared/\(folder)/\(name)", size: 3)
                shared[folder]!.insert(name)
                return (paths(of: name, in: folder), paths(of: name, in: folder))
            case 1 where !files.isEmpty:
                let name = random.pick(files)
                try write("shared/\(folder)/\(name)", size: 10 + made)
                return (paths(of: name, in: folder), [])
            case 2 where !files.isEmpty:
                let (name, renamed) = (random.pick(files), "renamed\(made).json")
                try FileManager.default.moveItem(atPath: "\(root)/shared/\(folder)/\(name)", toPath: "\(root)/shared/\(folder)/\(renamed)")
                shared[folder]!.remove(name)
                shared[folder]!.insert(renamed)
                let both = paths(of: name, in: folder).union(paths(of: renamed, in: folder))
                return (both, both)
            case 3 where !files.isEmpty:
                let name = random.pick(files)
                try FileManager.default.removeItem(atPath: "\(root)/shared/\(folder)/\(name)")
                shared[folder]!.remove(name)
                return (paths(of: name, in: folder), paths(of: name, in: folder))
            case 4:
                let file = random.pick(plain.sorted())
                try write("tokens/" + file, size: 10 + made)
                return ([tokens + "/" + file], [])
            case 5:
                // The linked file edited.
                let link = random.pick(fileLinks.keys.sorted())
                try write("shared/" + fileLinks[link]!, size: 10 + made)
                return ([tokens + "/" + link], [])
            case 6:
                // The link pointed at another file.
                let link = random.pick(fileLinks.keys.sorted())
                let target = "other\(made).json"
                try write("shared/" + target, size: 10 + made)
                try FileManager.default.removeItem(atPath: tokens + "/" + link)
                try self.link("tokens/" + link, to: "shared/" + target)
                fileLinks[link] = target
                return ([tokens + "/" + link], [])
            default:
                return try mutate(using: &random)
            }
        }
    }

    /// What each of the four makes of a project.
    struct Observation {
        /// ``TokenFiles/discover(at:)``.
        var discovered: [String]
        /// `tokenc build --print-inputs`, run in process.
        var printed: [String]
        /// The inputs of the build stamp's key: what a build would record.
        var stamped: [BuildStamp.Input]
        /// What `--watch` compares between polls.
        var watched: FileSnapshot

        init(_ project: Project) throws {
            discovered = try TokenFiles.discover(at: project.tokens).get().all
            let run = runTokenc(["build", "--print-inputs", "--tokens", project.tokens, "--config", project.configuration])
            #expect(run.code == .success, Comment(rawValue: run.standardError))
            printed = run.standardOutput.split(separator: "\n").map(String.init)
            let check = UpToDateCheck(
                settings: project.settings, file: BuildStampFile(path: project.root + "/stamps/stamp.txt"), force: false)
            stamped = try #require(check.key).inputs
            watched = BuildWatcher.snapshot(project.settings)
        }

        /// The files whose contents the stamp sees changed, added or removed since `earlier`.
        func stampChanges(since earlier: Observation) -> Set<String> {
            Set(stamped.map(\.path)).union(earlier.stamped.map(\.path)).filter { path in
                stamped.first { $0.path == path }?.hash != earlier.stamped.first { $0.path == path }?.hash
            }
        }
    }

    /// The four list the same files: those the project was made to hold, then the configuration
    /// file; discovery, `--print-inputs` and the stamp in the same order.
    private func expectAgreement(_ seen: Observation, _ project: Project, _ comment: Comment) {
        #expect(Set(seen.discovered) == project.expected, comment)
        #expect(seen.printed == seen.discovered + [project.configuration], comment)
        #expect(seen.stamped.map(\.path) == seen.printed, comment)
        #expect(seen.watched.statuses.keys.sorted() == seen.printed.sorted(), comment)
    }

    @Test(arguments: 0..<24 as Range<UInt64>)
    func theFourListTheSameFilesAndNoticeTheSameChanges(seed: UInt64) throws {
        var project = try Project.generate(seed: seed)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        var random = SplitMix64(seed: seed &+ 1000)
        var before = try Observation(project)
        expectAgreement(before, project, "seed \(seed), as generated")
        for step in 0..<6 {
            let (changed, listed) = try project.mutate(using: &random)
            let after = try Observation(project)
            let comment: Comment = "seed \(seed), step \(step): \(changed.sorted())"
            expectAgreement(after, project, comment)
            #expect(after.watched.changes(since: before.watched) == changed.sorted(), comment)
            #expect(after.stampChanges(since: before) == changed, comment)
            #expect(Set(after.discovered).symmetricDifference(before.discovered) == listed, comment)
            #expect(Set(after.printed).symmetricDifference(before.printed) == listed, comment)
            before = after
        }
    }

    /// The regression: a file added under a linked token folder is built, and `--watch` noticed
    /// nothing, because it listed the folder apart from discovery and did not follow the link.
    @Test func aFileAddedUnderALinkedFolderIsAChangeForWatch() throws {
        var project = Project(root: try makeTemporaryDirectory().path)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("tokens/base.json", size: 1)
        try project.write("shared/color/palette.json", size: 1)
        try FileManager.default.createDirectory(atPath: project.tokens + "/brands", withIntermediateDirectories: true)
        try project.link("tokens/color", to: "shared/color")
        try project.link("tokens/brands/acme", to: "shared/color")
        project.plain = ["base.json"]
        let before = BuildWatcher.snapshot(project.settings)
        #expect(before.statuses.keys.sorted() == [
            project.tokens + "/base.json", project.tokens + "/brands/acme/palette.json", project.tokens + "/color/palette.json",
        ])

        try project.write("shared/color/spacing.json", size: 1)
        let after = BuildWatcher.snapshot(project.settings)
        #expect(after.changes(since: before) == [
            project.tokens + "/brands/acme/spacing.json", project.tokens + "/color/spacing.json",
        ])
        // What the build reads.
        let report = validateTokens(at: project.tokens)
        #expect(report.files.contains(project.tokens + "/color/spacing.json"))
        #expect(report.files.contains(project.tokens + "/brands/acme/spacing.json"))
    }

    /// With a resolver document, the files it names outside the tokens folder are inputs, and a
    /// file it does not name is watched (it could be named next) but not printed or stamped.
    @Test func aResolverDocumentsFilesAreInputsWhereverTheyAre() throws {
        let project = Project(root: try makeTemporaryDirectory().path)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.writeConfiguration()
        try project.write("outside/roomy.json", size: 1)
        try project.write("shared/base.json", size: 1)
        try project.write("shared/unused.json", size: 1)
        try FileManager.default.createDirectory(atPath: project.tokens, withIntermediateDirectories: true)
        try project.link("tokens/linked", to: "shared")
        try Data(#"""
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "linked/base.json" }] } },
              "modifiers": {
                "density": { "contexts": { "compact": [], "roomy": [{ "$ref": "../outside/roomy.json" }] }, "default": "compact" }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/density" }]
            }
            """#.utf8).write(to: URL(fileURLWithPath: project.tokens + "/theme.resolver.json"))
        let before = try Observation(project)
        let inputs = try #require(InputListing(tokens: project.tokens, configuration: project.configuration).inputs)
        #expect(before.printed == inputs)
        #expect(before.stamped.map(\.path) == inputs)
        #expect(inputs.first == project.tokens + "/theme.resolver.json")
        #expect(inputs.last == project.configuration)
        let roomy = try #require(inputs.first { $0.hasSuffix("/outside/roomy.json") })
        #expect(Set(before.watched.statuses.keys) == Set(inputs + [project.tokens + "/linked/unused.json"]))

        try project.write("outside/roomy.json", size: 2)
        let after = try Observation(project)
        #expect(after.watched.changes(since: before.watched) == [roomy])
        #expect(after.stampChanges(since: before) == [roomy])
    }

    /// A build resolves by the plan its input listing read (``InputListing/loaded``) rather than
    /// reading it again: over the layout fixtures and the real-world corpus, the same files,
    /// messages, modifiers, tokens and values as reading the plan anew. A plan read with a
    /// problem is not handed on.
    @Test func aBuildByTheListedPlanValidatesAsOneThatReadsIt() throws {
        let layouts = TestPaths.fixtures.appendingPathComponent("Layouts")
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: layouts.path)) ?? []).sorted().map { layouts.appendingPathComponent($0).path }
            + RealWorldSet.all.map { RealWorldCorpusTests.corpus.appendingPathComponent($0.name).appendingPathComponent($0.tokens).path }
            + [TestPaths.fixtures.appendingPathComponent("Themes/folders").path, TestPaths.packageRoot.appendingPathComponent("tokens").path]
        #expect(folders.count > 20)
        var handedOn = 0
        for folder in folders {
            let listing = InputListing(tokens: folder, configuration: nil)
            #expect((listing.loaded == nil) == !listing.diagnostics.isEmpty, "\(folder)")
            guard let loaded = listing.loaded else { continue }
            handedOn += 1
            let reread = validateTokens(at: folder)
            let listed = validateTokens(at: folder, loaded: loaded)
            #expect(listed.files == reread.files, "\(folder)")
            #expect(listed.diagnostics == reread.diagnostics, "\(folder)")
            #expect(listed.theme.modifiers.map(\.contexts) == reread.theme.modifiers.map(\.contexts), "\(folder)")
            #expect(listed.theme.tokens.map(\.path) == reread.theme.tokens.map(\.path), "\(folder)")
            let values = { (report: ValidationReport) in
                report.theme.tokens(in: report.theme.defaultPermutation).map { ($0.path, JSONOutput($0.value)) }
            }
            #expect(values(listed).elementsEqual(values(reread), by: ==), "\(folder)")
        }
        #expect(handedOn > 10)
        // A plan read with a warning (a modes folder of several kinds) is not handed on.
        let ambiguous = InputListing(tokens: layouts.appendingPathComponent("ambiguous").path, configuration: nil)
        #expect(ambiguous.diagnostics.map(\.code) == [.ambiguousLayout])
        #expect(ambiguous.loaded == nil)
    }
}
