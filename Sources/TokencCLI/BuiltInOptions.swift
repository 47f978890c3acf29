/// Options that every subcommand and the tool itself accept without declaring them.
enum BuiltInOptions {
    /// Asks for help; wins wherever it stands before `--`.
    static let helpSpellings: Set<String> = ["-h", "--help"]
    static let helpLabel = "-h, --help"
    static let helpText = "Show help information."

    /// Accepted only as the tool's first argument, as swift-argument-parser does.
    static let versionSpelling = "--version"
    static let versionText = "Show the version."
}
