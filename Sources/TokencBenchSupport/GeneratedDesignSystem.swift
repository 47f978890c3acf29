import Foundation

/// One generated file: its path relative to the tokens folder and its bytes.
public struct GeneratedFile: Sendable, Hashable {
    public var path: String
    public var contents: [UInt8]
}

/// A generated design system and what it holds.
public struct GeneratedDesignSystem: Sendable, Hashable {
    /// Base files first, then `brands/…` and `modes/…`.
    public var files: [GeneratedFile]
    /// Tokens in the base set (brand and mode files only override them).
    public var tokenCount: Int
    /// Tokens of the base set whose whole value is an alias.
    public var aliasCount: Int
    /// The longest chain of aliases from a token to a literal.
    public var maxAliasDepth: Int
    /// Base tokens by `$type`.
    public var tokensByType: [String: Int]
    /// Overridden tokens by context file (`brands/acme`).
    public var overridesPerContext: [String: Int]

    public var byteCount: Int { files.reduce(0) { $0 + $1.contents.count } }

    /// Writes every file under `directory`, creating folders as needed.
    public func write(to directory: URL) throws {
        let manager = FileManager.default
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
    }
}
