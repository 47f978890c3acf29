/// The options and positional arguments of one subcommand's command line, read back through the
/// same `OptionDescription` values that declared them.
struct ParsedArguments: Sendable, Equatable {
    /// Names of the flags given.
    var flags: Set<String> = []
    /// Values of the value options given, by option name, in command-line order.
    var values: [String: [String]] = [:]
    var positionals: [String] = []

    /// Whether the flag was given.
    func isSet(_ option: OptionDescription) -> Bool {
        flags.contains(option.name)
    }

    /// The option's value: the last one given, as in swift-argument-parser, else its default.
    func value(of option: OptionDescription) -> String? {
        if let given = values[option.name]?.last { return given }
        if case let .value(_, defaultValue, _) = option.kind { return defaultValue }
        return nil
    }

    /// Every value given for a repeatable option, in order.
    func values(of option: OptionDescription) -> [String] {
        values[option.name] ?? []
    }
}
