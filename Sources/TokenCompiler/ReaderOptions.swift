import TokenModel

/// How strictly token files are read, and the names they give in Swift.
public struct ReaderOptions: Sendable, Hashable {
    /// Turns every leniency (hex-string colors, `string`/`boolean` tokens, legacy-mapping guesses) into an error.
    public var strict: Bool
    /// Custom `$type` names whose tokens are checked as JSON and references only, never emitted.
    public var ignoredTypes: Set<String>
    /// The bounds on the work of one run.
    public var limits: Limits
    /// The Swift names chosen in `tokenc.json` (`names`), applied and checked with every other name.
    public var names: NameTable

    public init(strict: Bool = false, ignoredTypes: Set<String> = [], limits: Limits = Limits(), names: NameTable = NameTable()) {
        self.strict = strict
        self.ignoredTypes = ignoredTypes
        self.limits = limits
        self.names = names
    }
}
