import Foundation

/// Where the tests find the repository's files and the shared corpus beside it.
enum TestPaths {
    /// The package root (the folder holding `Package.swift`).
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// The text of `README.md` (`page == "README.md"`) or of a page of `Documentation/` (`"Styles.md"`).
    static func documentation(_ page: String) throws -> String {
        let path = page == "README.md" ? page : "Documentation/" + page
        return try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// `Tests/TokenCompilerTests/Fixtures`.
    static let fixtures = packageRoot.appendingPathComponent("Tests/TokenCompilerTests/Fixtures")

    /// `../shared/corpus` beside the repository, or `nil` when this checkout does not have it.
    /// `TOKENC_SHARED` overrides the location.
    static let corpus: URL? = {
        let shared = ProcessInfo.processInfo.environment["TOKENC_SHARED"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        let corpus = shared.appendingPathComponent("corpus")
        return FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil
    }()
}
