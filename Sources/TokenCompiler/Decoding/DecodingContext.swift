import TokenJSON
import TokenModel

/// What a decoder reads and reports while one token's value is decoded: the token set and its
/// references, the values resolved so far, and where diagnostics go.
///
/// The decoders in `Decoding/` are written against this protocol, not against the evaluator that
/// drives them, so each can be run alone over a stand-in (the tests' `StandInDecodingContext`):
/// a decoder is a function from an operand and a context to a value, the diagnostics it appends,
/// and the tokens it leaves out. ``TokenEvaluator`` is the context of a build; calls from it are
/// specialized, so the protocol costs nothing at run time.
protocol DecodingContext {
    var options: ReaderOptions { get }
    /// The merged tokens being resolved, in definition order.
    var set: TokenSet { get }
    /// Which token refers to which, and the path each reference names.
    var graph: ReferenceGraph { get }
    /// The token each alias names, found while collecting dependencies.
    var aliasTargets: AliasTargets { get }
    /// Every diagnostic reported so far; decoders append theirs.
    var diagnostics: [Diagnostic] { get set }

    /// Per definition index: the resolved type (nil while unknown or invalid).
    var types: [TokenType?] { get }
    /// Per definition index: the resolved value (nil while unknown or invalid).
    var values: OutOfLineSlots<TokenValue> { get }
    /// The definition index of the token being resolved.
    var current: Int? { get }
    /// True while the token being resolved takes its type from its Style Dictionary category:
    /// its unitless sizes then follow that convention (rem).
    var typedByCategory: Bool { get }
    /// True while the own value of a number token is decoded: a length there makes it a dimension.
    var numberMayBeLength: Bool { get }
    /// Set when the value read a referenced token of another type by its text, so that the token
    /// is no alias of it.
    var retyped: Bool { get set }

    /// The index of the token an alias names, or nil with the broken reference reported.
    mutating func aliasIndex(_ path: TokenPath, at location: SourceLocation) -> Int?
    /// What a JSON Pointer points at, and that token's dialect; nil with the failure reported.
    mutating func resolvePointer(_ pointer: Located<String>, depth: Int) -> (SourceValue, TokenDialect)?
    /// Leaves the token being resolved out of the theme (`reason` says why): a `left-out` warning,
    /// or under `--strict` an error of `strictCode` (``leaveOut(_:at:strictCode:cause:type:)``).
    mutating func leaveOutCurrent(_ reason: String, at location: SourceLocation, strictCode: DiagnosticCode, cause: LeftOutCause, type: TokenType?)
    /// Leaves the token being resolved out because `target` is; true when it did.
    mutating func leaveOut(referencing target: Int, at location: SourceLocation) -> Bool
    /// Why the token at `index` is left out; nil when it is not.
    func leftOut(at index: Int) -> LeftOutReason?
    /// Reports the broken references in a value that is not decoded.
    mutating func checkReferences(in value: SourceValue, dialect: TokenDialect)
}

extension DecodingContext {
    /// Leaves the token being resolved out of the theme: its value cannot be represented in Swift
    /// (`reason` says why). Without `--strict` that is a `left-out` warning, and the tokens that
    /// reference it are left out too; under `--strict` it is an `invalid-value` error.
    /// `cause` is what the summary counts it under; `type`, the type the token would have had when
    /// it is not resolved yet (one that takes its type from the token it references).
    mutating func leaveOut(
        _ reason: String, at location: SourceLocation, strictCode: DiagnosticCode = .invalidValue,
        cause: LeftOutCause = .unsupportedValue, type: TokenType? = nil
    ) {
        leaveOutCurrent(reason, at: location, strictCode: strictCode, cause: cause, type: type)
    }

    mutating func resolvePointer(_ pointer: Located<String>) -> (SourceValue, TokenDialect)? {
        resolvePointer(pointer, depth: 0)
    }
}

extension TokenEvaluator: DecodingContext {}
