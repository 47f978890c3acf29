import Foundation
@testable import TokenCompiler
@testable import TokenModel

/// Where the resolver fixtures are, and loading them as `tokenc` would.
enum ResolverFixtures {
    static let folder = TestPaths.fixtures.appendingPathComponent("Resolver")

    static func path(_ relative: String) -> String {
        folder.appendingPathComponent(relative).path
    }

    /// The plan at `path` and every diagnostic loading it gave, sorted for reporting.
    static func load(_ path: String, strict: Bool = false) -> (plan: ResolutionPlan?, files: TokenFiles?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let loaded = ResolutionPlan.load(at: path, options: ReaderOptions(strict: strict), diagnostics: &diagnostics)
        return (loaded?.plan, loaded?.files, diagnostics.sortedForReporting())
    }
}

extension TokenSource {
    /// `file:tokens/base.json` (relative to `folder`) or `inline:<file>:<line>`, for comparing plans.
    func summary(relativeTo folder: String) -> String {
        switch self {
        case .file(let path, _): "file:" + ResolverPaths.relative(path, from: folder)
        case .inline(let group): "inline:\(URL(fileURLWithPath: group.location.file).lastPathComponent):\(group.location.line)"
        }
    }
}

extension ResolutionPlan {
    /// Each permutation's sources, summarized, keyed by its contexts.
    func sourceLists(relativeTo folder: String) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: permutations.map { permutation in
            (permutation.description, sources(for: permutation).map { $0.summary(relativeTo: folder) })
        })
    }
}

/// A fresh empty folder; the caller removes it.
func makeResolverTemporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-resolver-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

extension URL {
    /// Writes `text` to the file at `relative` below this folder, creating folders on the way.
    func write(_ text: String, to relative: String) throws {
        let file = appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
