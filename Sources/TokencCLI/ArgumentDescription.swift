/// A positional argument of a subcommand, such as the `<subcommand>` of `tokenc help`.
///
/// Every positional argument is optional: no subcommand needs a required one yet.
struct ArgumentDescription: Sendable, Hashable {
    /// The name shown in angle brackets: `subcommand`.
    var name: String
    var help: String

    /// As shown in help: `<subcommand>`.
    var label: String { "<\(name)>" }

    /// As shown in the usage line: `[<subcommand>]`.
    var synopsis: String { "[\(label)]" }
}
