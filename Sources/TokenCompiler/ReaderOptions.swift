/// How strictly token files are read.
public struct ReaderOptions: Sendable, Hashable {
    /// Turns every leniency (hex-string colors, `string`/`boolean` tokens, legacy-mapping guesses) into an error.
    public var strict: Bool
    /// Custom `$type` names whose tokens are checked as JSON and references only, never emitted.
    public var ignoredTypes: Set<String>

    public init(strict: Bool = false, ignoredTypes: Set<String> = []) {
        self.strict = strict
        self.ignoredTypes = ignoredTypes
    }
}
