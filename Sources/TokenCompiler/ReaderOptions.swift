/// How strictly token files are read.
public struct ReaderOptions: Sendable, Hashable {
    /// Turns every leniency (hex-string colors, `string`/`boolean` tokens, legacy-mapping guesses) into an error.
    public var strict: Bool
    /// Custom `$type` names whose tokens are checked as JSON and references only, never emitted.
    public var ignoredTypes: Set<String>
    /// The bounds on the work of one run.
    public var limits: Limits

    public init(strict: Bool = false, ignoredTypes: Set<String> = [], limits: Limits = Limits()) {
        self.strict = strict
        self.ignoredTypes = ignoredTypes
        self.limits = limits
    }
}
