import Foundation
import Testing

/// The library's targets are layers whose dependencies run one way (Documentation/Internals.md,
/// "Targets"). The compiler refuses an import a target does not declare; these tests keep the
/// declarations, and so the layers, in order.
@Suite struct TargetGraphTests {
    /// Bottom to top: each layer may depend on those before it only.
    static let layers = ["TokenJSON", "TokenModel", "TokenCompiler", "Lowering", "SwiftOutput", "Preview", "TokencCLI"]

    /// `(target, dependency)` for every dependency of a layer on itself or a layer above it,
    /// from the `.target(name:dependencies:)` entries of a package manifest.
    static func upwardDependencies(in manifest: String) throws -> [(String, String)] {
        let target = try NSRegularExpression(pattern: #"\.target\(\s*name:\s*"(\w+)"\s*(?:,\s*dependencies:\s*\[([^\]]*)\])?"#)
        let text = manifest as NSString
        var upward: [(String, String)] = []
        for match in target.matches(in: manifest, range: NSRange(location: 0, length: text.length)) {
            let name = text.substring(with: match.range(at: 1))
            guard let level = layers.firstIndex(of: name), match.range(at: 2).location != NSNotFound else { continue }
            let dependencies = text.substring(with: match.range(at: 2))
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: ["\""]) }
            for dependency in dependencies {
                if let other = layers.firstIndex(of: dependency), other >= level { upward.append((name, dependency)) }
            }
        }
        return upward
    }

    @Test func theManifestsLayersDependOnlyOnLayersBelowThem() throws {
        let manifest = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        for layer in Self.layers {
            #expect(manifest.contains(#"name: "\#(layer)""#), "Package.swift has no target \(layer)")
        }
        let upward = try Self.upwardDependencies(in: manifest)
        #expect(upward.isEmpty, "upward dependencies: \(upward.map { "\($0.0) → \($0.1)" })")
    }

    @Test func anUpwardDependencyIsFound() throws {
        let manifest = """
            .target(name: "TokenJSON"),
            .target(name: "TokenModel", dependencies: ["TokenJSON", "SwiftOutput"]),
            .target(
                name: "TokenCompiler",
                dependencies: ["TokenModel"]
            ),
            """
        let upward = try Self.upwardDependencies(in: manifest)
        #expect(upward.map(\.0) == ["TokenModel"])
        #expect(upward.map(\.1) == ["SwiftOutput"])
    }

    /// The sources import no layer above their own (the manifest would have to declare it first).
    @Test func everySourceFileImportsOnlyLayersBelowItsOwn() throws {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        var files = 0
        for (level, layer) in Self.layers.enumerated() {
            let folder = sources.appendingPathComponent(layer)
            let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
            for case let path as String in enumerator where path.hasSuffix(".swift") {
                files += 1
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                    let module = String(line.split(separator: " ").last ?? "")
                    if let other = Self.layers.firstIndex(of: module) {
                        #expect(other < level, "\(layer)/\(path) imports \(module)")
                    }
                }
            }
        }
        #expect(files > 100)
    }

    /// Internals.md draws the layers in the same order.
    @Test func internalsDrawsTheLayersInOrder() throws {
        let page = try TestPaths.documentation("Internals.md")
        let section = try #require(page.components(separatedBy: "## Targets").dropFirst().first)
        let drawing = try #require(section.components(separatedBy: "```").dropFirst().first)
        let drawn = drawing.split(separator: "\n").compactMap { line in line.split(separator: " ").first.map(String.init) }
            .filter { Self.layers.contains($0) }
        #expect(drawn == Self.layers)
    }

    /// The suites about the whole pipeline, which test no one folder of the sources.
    static let pipelineSuites: Set<String> = [
        "CompileFuzz", "Conformance", "Corpus", "Documentation", "Hardening", "TypeCheck", "TestSupport", "Fixtures",
    ]

    /// The test folders mirror the sources (Documentation/Internals.md, "Tests"): every folder is
    /// a folder of `Sources/` or one of the pipeline's suites.
    @Test func everyTestFolderIsASourceFolderOrAPipelineSuite() throws {
        let tests = TestPaths.packageRoot.appendingPathComponent("Tests/TokenCompilerTests")
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        var stray: [String] = []
        var mirrored = 0
        func walk(_ relative: String) throws {
            let url = relative.isEmpty ? tests : tests.appendingPathComponent(relative)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
                let path = relative.isEmpty ? name : relative + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder),
                      isFolder.boolValue
                else { continue }
                if relative.isEmpty, Self.pipelineSuites.contains(name) { continue }
                var sourceFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: sources.appendingPathComponent(path).path, isDirectory: &sourceFolder), sourceFolder.boolValue {
                    mirrored += 1
                    try walk(path)
                } else {
                    stray.append(path)
                }
            }
        }
        try walk("")
        #expect(stray.isEmpty, "test folders that mirror no folder of Sources/: \(stray)")
        #expect(mirrored >= 10)
    }
}
