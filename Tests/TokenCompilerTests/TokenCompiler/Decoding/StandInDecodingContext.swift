@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel

/// A decoding context of the test's making: the tokens a value may reference hold the values the
/// test gives them, whatever their files say, so a decoder is run alone, without the evaluator
/// that resolves tokens in dependency order in a build.
struct StandInDecodingContext: DecodingContext {
    var options = ReaderOptions()
    let set: TokenSet
    let graph: ReferenceGraph
    var aliasTargets = AliasTargets()
    var diagnostics: [Diagnostic] = []
    var types: [TokenType?]
    var values: OutOfLineSlots<TokenValue>
    var current: Int?
    var typedByCategory = false
    var numberMayBeLength = false
    var retyped = false
    /// The tokens left out, by index: the ones the test says are, and the one being decoded when
    /// a decoder leaves it out.
    var leftOut: [Int: LeftOutReason] = [:]
    /// Every pointer the decoder asked for, in order.
    var pointersAsked: [String] = []

    /// A context over the tokens of `json` (a token file) that gives the token at each path in
    /// `resolved` that value and its type; the token being decoded is the one at `current`.
    init(tokens json: String, resolved: [TokenPath: TokenValue] = [:], current: TokenPath? = nil, strict: Bool = false) throws {
        var diagnostics: [Diagnostic] = []
        let tree = TokenFileReader.read(embedded: try parseJSON(json).root, file: "tokens.json", components: .standard, diagnostics: &diagnostics)
        set = TokenSet(flattening: tree)
        options.strict = strict
        graph = ReferenceGraph(set: set, strict: strict)
        types = Array(repeating: nil, count: set.count)
        values = OutOfLineSlots(count: set.count)
        for (path, value) in resolved {
            guard let index = set.index(of: path) else { throw StandInError.noToken(path) }
            types[index] = value.type
            values[index] = value
        }
        self.current = try current.map { path in
            guard let index = set.index(of: path) else { throw StandInError.noToken(path) }
            return index
        }
    }

    enum StandInError: Error { case noToken(TokenPath) }

    /// The written `$value` of the token at `path`.
    func written(_ path: TokenPath) throws -> SourceValue {
        guard let index = set.index(of: path), let value = set[index].node.value else { throw StandInError.noToken(path) }
        return value
    }

    /// Each diagnostic as `line:column: severity: message`.
    var reported: [String] {
        diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.severity): \($0.message)" }
    }

    mutating func aliasIndex(_ path: TokenPath, at location: TokenJSON.SourceLocation) -> Int? {
        if let index = set.index(of: path) { return index }
        diagnostics.append(.error(.brokenReference, "stand-in: no token '\(path)'", at: location))
        return nil
    }

    mutating func resolvePointer(_ pointer: Located<String>, depth: Int) -> (SourceValue, TokenDialect)? {
        pointersAsked.append(pointer.value)
        diagnostics.append(.error(.invalidReference, "stand-in: no pointers", at: pointer.location))
        return nil
    }

    mutating func leaveOutCurrent(_ reason: String, at location: TokenJSON.SourceLocation, strictCode: DiagnosticCode, cause: LeftOutCause, type: TokenType?) {
        guard !options.strict else {
            diagnostics.append(.error(strictCode, reason, at: location))
            return
        }
        guard let current else { return }
        leftOut[current] = LeftOutReason(text: reason, cause: cause, type: type)
    }

    mutating func leaveOut(referencing target: Int, at location: TokenJSON.SourceLocation) -> Bool {
        guard let reason = leftOut[target] else { return false }
        leaveOut("it references a left-out token (\(reason.text))", at: location, cause: reason.cause, type: reason.type)
        return true
    }

    func leftOut(at index: Int) -> LeftOutReason? { leftOut[index] }

    mutating func checkReferences(in value: SourceValue, dialect: TokenDialect) {}
}
