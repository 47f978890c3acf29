/// One `--name` option of a subcommand. The parser, the usage line and the help all read it, so
/// they cannot disagree.
struct OptionDescription: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// Present or absent: `--strict`.
        case flag
        /// Takes a value, named in usage and help: `--tokens <path>`.
        case value(valueName: String, defaultValue: String?, isRepeatable: Bool)
    }

    /// The name without dashes: `tokens`.
    var name: String
    var kind: Kind
    var help: String

    static func flag(_ name: String, help: String) -> OptionDescription {
        OptionDescription(name: name, kind: .flag, help: help)
    }

    static func value(
        _ name: String, valueName: String, defaultValue: String? = nil, isRepeatable: Bool = false, help: String
    ) -> OptionDescription {
        OptionDescription(
            name: name,
            kind: .value(valueName: valueName, defaultValue: defaultValue, isRepeatable: isRepeatable),
            help: help
        )
    }

    /// True for an option given as many times as it has values: `--ignore-type a --ignore-type b`.
    var repeats: Bool {
        if case .value(_, _, true) = kind { return true }
        return false
    }

    /// As typed on the command line: `--tokens`.
    var spelling: String { "--" + name }

    /// As shown in help and error messages: `--tokens <path>`.
    var label: String {
        switch kind {
        case .flag: spelling
        case let .value(valueName, _, _): "\(spelling) <\(valueName)>"
        }
    }

    /// As shown in the usage line: `[--tokens <path>]`, `[--ignore-type <name> ...]`.
    var synopsis: String {
        repeats ? "[\(label) ...]" : "[\(label)]"
    }

    /// The help text with what parsing adds to it, so the default and repeatability are never stated twice.
    var helpWithDetails: String {
        switch kind {
        case .flag: help
        case let .value(_, defaultValue?, _): "\(help) (default: \(defaultValue))"
        case .value(_, nil, true): "\(help) (repeatable)"
        case .value(_, nil, false): help
        }
    }
}
