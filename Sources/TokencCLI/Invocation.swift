/// What a command line asks for, once parsed.
enum Invocation {
    /// The tool's own help: `tokenc --help`, `tokenc help`.
    case toolHelp
    /// A subcommand's help: `tokenc validate --help`, `tokenc help validate`.
    case commandHelp(Command)
    /// `tokenc --version`.
    case version
    case run(Command, ParsedArguments)
}
