import Foundation

/// One generated file: its path relative to the tokens folder and its bytes.
package struct GeneratedFile: Sendable, Hashable {
    package var path: String
    package var contents: [UInt8]
}

/// A generated design system and what it holds.
package struct GeneratedDesignSystem: Sendable, Hashable {
    /// Base files first, then `brands/…` and `modes/…`.
    package var files: [GeneratedFile]
    /// Tokens in the base set (brand and mode files only override them).
    package var tokenCount: Int
    /// Tokens of the base set whose whole value is an alias.
    package var aliasCount: Int
    /// The longest chain of aliases from a token to a literal.
    package var maxAliasDepth: Int
    /// Base tokens by `$type`.
    package var tokensByType: [String: Int]
    /// Overridden tokens by context file (`brands/acme`).
    package var overridesPerContext: [String: Int]

    package var byteCount: Int { files.reduce(0) { $0 + $1.contents.count } }

    /// Writes every file under `directory`, creating folders as needed.
    package func write(to directory: URL) throws {
        let manager = FileManager.default
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
    }
}
