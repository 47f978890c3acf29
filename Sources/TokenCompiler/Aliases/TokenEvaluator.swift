import TokenJSON
import TokenModel

/// Resolves one merged token set: every token's type and literal value, following aliases and
/// JSON Pointers in dependency order, reporting what is broken where it is written.
struct TokenEvaluator {
    let set: TokenSet
    let options: ReaderOptions
    /// Which token refers to which, and the path each reference names.
    let graph: ReferenceGraph
    var diagnostics: [Diagnostic] = []

    /// Per definition index: the resolved type (nil while unknown or invalid).
    var types: [TokenType?]
    /// Per definition index: the resolved value (nil while unknown or invalid).
    private(set) var values: OutOfLineSlots<TokenValue>
    /// Per definition index: true for a token whose type `--ignore-type` names (never resolved).
    var ignored: [Bool]
    private var inCycle: [Bool]
    /// Per definition index: why the token is left out of the theme (its value cannot be
    /// represented in Swift, or it references such a token); nil for every other token.
    private(set) var leftOutReasons: OutOfLineSlots<LeftOutReason>
    /// The token being resolved, so that a decoder deep in its value can leave it out.
    private(set) var current: Int?
    /// True when the token just resolved had its color changed by a Tokens Studio modifier, so
    /// that it is no longer the alias it is written as.
    private var modified = false
    /// True when the token just resolved read a referenced token of another type by its text
    /// (`textualReference`), so that it is not an alias of that token either.
    var retyped = false
    /// True while the token being resolved takes its type from its Style Dictionary category:
    /// its unitless sizes then follow that convention (rem).
    var typedByCategory = false
    /// True while the token being resolved has the type its name, group or value suggests
    /// (``UntypedTokens``): a guess, which its value may belie.
    var typeInferred = false
    /// True when ``typeInferred`` came from the token's own name alone.
    var typedByOwnName = false
    /// True while the own value of a number token is decoded: a length there makes it a
    /// dimension (``lengthInNumber(_:dialect:)``).
    private(set) var numberMayBeLength = false
    /// Per definition index: the resolved token, nil when it failed or is ignored.
    private(set) var results: [ResolvedToken?]
    /// How many tokens this evaluator resolved itself rather than adopted.
    private(set) var resolvedCount = 0
    /// The tokens whose resolution gave diagnostics, with their part of `diagnostics`.
    private(set) var diagnosticRanges: [(index: Int, range: Range<Int>)] = []
    /// Every token path, for "did you mean" on broken references; built when first needed.
    private var suggestions: PathSuggestion?
    /// The groups whose untyped tokens were given a type, each reported once.
    var inferencesReported: Set<UntypedTokens.Reported> = []
    /// The words in a legacy `type` that are not types, each reported once per file.
    var notATypeReported: Set<UntypedTokens.Reported> = []
    /// Where each `$ref` leads, found once.
    private var pointers = JSONPointers()
    /// The token each alias names, found while collecting dependencies.
    private(set) var aliasTargets = AliasTargets()

    /// An evaluator of `set`; `known`, when given, is what the default permutation found of the
    /// references of a set with the same paths (``KnownReferences``).
    init(set: TokenSet, options: ReaderOptions, known: KnownReferences? = nil) {
        self.set = set
        self.options = options
        if let known { aliasTargets = AliasTargets(inheriting: known.aliases) }
        graph = ReferenceGraph(set: set, strict: options.strict)
        types = Array(repeating: nil, count: set.count)
        values = OutOfLineSlots(count: set.count)
        ignored = Array(repeating: false, count: set.count)
        inCycle = Array(repeating: false, count: set.count)
        leftOutReasons = OutOfLineSlots(count: set.count)
        results = Array(repeating: nil, count: set.count)
    }

    /// Resolves every token.
    mutating func resolve() -> ResolvedTokenSet {
        resolve(Array(set.indices))
        return tokenSet()
    }

    /// What resolving one token gave, handed to the evaluator of another permutation in which the
    /// token is the same.
    struct Outcome: Sendable {
        var type: TokenType?
        var value: TokenValue?
        var ignored: Bool
        var inCycle: Bool
        var leftOut: LeftOutReason?
        /// The token, nil when it failed or is ignored.
        var token: ResolvedToken?
    }

    /// What resolving the token at `index` gave.
    func outcome(at index: Int) -> Outcome {
        Outcome(type: types[index], value: values[index], ignored: ignored[index], inCycle: inCycle[index], leftOut: leftOutReasons[index], token: results[index])
    }

    /// Takes `outcome` as the token at `index`'s, resolved elsewhere, for the tokens that refer to it.
    mutating func adopt(_ outcome: Outcome, at index: Int) {
        types[index] = outcome.type
        values[index] = outcome.value
        ignored[index] = outcome.ignored
        inCycle[index] = outcome.inCycle
        leftOutReasons[index] = outcome.leftOut
        results[index] = outcome.token
    }


    /// Resolves the tokens at `indices`, in dependency order; the others must be resolved or
    /// adopted already.
    mutating func resolve(_ indices: [Int]) {
        resolve(indices, dependencies: indices.map { dependencies(recordingAliasesOf: $0) })
    }

    /// The tokens the token at `index` refers to, noting each alias that names one, which
    /// decoding it then reads rather than parsing the alias again.
    mutating func dependencies(recordingAliasesOf index: Int) -> [Int] {
        graph.dependencies(of: set[index], recording: &aliasTargets)
    }

    /// Resolves the tokens at `indices`, each referring to the tokens in `dependencies` at its
    /// position, which ``dependencies(recordingAliasesOf:)`` gave: a caller that has them already
    /// does not make the evaluator collect them again.
    mutating func resolve(_ indices: [Int], dependencies: [[Int]]) {
        var local = [Int](repeating: -1, count: indices.count == set.count ? 0 : set.count)
        if !local.isEmpty {
            for (position, index) in indices.enumerated() { local[index] = position }
        }
        let dependencies = local.isEmpty ? dependencies : dependencies.map { targets in
            targets.compactMap { local[$0] >= 0 ? local[$0] : nil }
        }
        let ordering = DependencyOrder(dependencies: dependencies)
        for cycle in ordering.cycles { reportCycle(cycle.map { indices[$0] }) }
        for position in ordering.order {
            let index = indices[position]
            let start = diagnostics.count
            // Taken once: a definition is a large value, and each copy retains all of its parts.
            let definition = set[index]
            let alias = graph.aliasTarget(of: definition, known: aliasTargets)
            resolveToken(index, definition, alias: alias)
            resolvedCount += 1
            if diagnostics.count > start { diagnosticRanges.append((index, start..<diagnostics.count)) }
            results[index] = resolvedToken(index, definition, alias: alias)
        }
    }

    private func resolvedToken(_ index: Int, _ definition: TokenDefinition, alias: ReferenceGraph.AliasTarget?) -> ResolvedToken? {
        guard !ignored[index], leftOutReasons[index] == nil, let type = types[index], let value = values[index] else { return nil }
        return ResolvedToken(
            path: definition.path, type: type, value: value, location: definition.location,
            description: definition.node.metadata.description, deprecation: definition.deprecation,
            extensions: definition.node.metadata.extensions, aliasOf: modified || retyped ? nil : alias?.path,
            expression: ValueSyntax.isComputable(type) ? definition.node.value.flatMap { ValueSyntax.mathExpression($0.json) != nil ? $0.json.stringValue : nil } : nil)
    }

    /// The tokens resolved, in order, and the paths of those ignored.
    func tokenSet() -> ResolvedTokenSet {
        ResolvedTokenSet(tokens: results.compactMap { $0 }, ignored: ignoredPaths())
    }

    /// The paths of the tokens whose type is ignored (they never resolve).
    func ignoredPaths() -> [TokenPath] {
        set.indices.filter { ignored[$0] }.map { set[$0].path }
    }

    private mutating func reportCycle(_ members: [Int]) {
        let paths = members.map { set[$0].path }
        let chain = (paths + [paths[0]]).map(\.description).joined(separator: " → ")
        // A token on several cycles is reported once, with the first cycle found through it.
        let unreported = members.filter { !inCycle[$0] }
        for member in members { inCycle[member] = true }
        for member in unreported {
            let definition = set[member]
            let at = definition.node.value?.location ?? definition.node.pointer?.location ?? definition.location
            let others = members.filter { $0 != member }.map {
                Diagnostic.Note("'\(set[$0].path)' is part of the cycle", at: set[$0].location)
            }
            diagnostics.append(.error(
                .referenceCycle, "'\(definition.path)' is part of a reference cycle: \(chain)", at: at, notes: others
            ))
            diagnosticRanges.append((member, diagnostics.count - 1..<diagnostics.count))
        }
    }

    // MARK: - Types

    private mutating func resolveToken(_ index: Int, _ definition: TokenDefinition, alias: ReferenceGraph.AliasTarget?) {
        modified = false
        retyped = false
        guard !inCycle[index] else { return }
        current = index
        typedByCategory = false
        typeInferred = false
        typedByOwnName = false
        defer { current = nil }
        guard let type = resolveType(index, definition, alias: alias) else { return }
        if ignored[index] {
            checkReferences(of: definition)
            return
        }
        guard leftOutReasons[index] == nil else { return }
        types[index] = type
        var value: TokenValue?
        numberMayBeLength = type == .number && !options.strict
        let start = diagnostics.count
        if let pointer = definition.node.pointer {
            value = decodePointer(pointer, dialect: definition.node.dialect, as: type)
        } else if let written = definition.node.value {
            value = decode(written, dialect: definition.node.dialect, as: type)
            if value == nil, typeInferred, let text = guessBelied(written, as: type, since: start) { value = .string(text) }
            if value == nil, typeInferred { leaveOutBeliedGuess(written, as: type, since: start) }
        }
        numberMayBeLength = false
        if type == .number, case .dimension? = value { types[index] = .dimension }
        readExtraProperties(of: definition, into: &value)
        modified = applyColorModifier(of: definition, to: &value)
        if alias == nil, case .number(let number)? = value, let written = definition.node.value {
            checkOpacity(number, path: definition.path, at: written)
        }
        values[index] = leftOutReasons[index] == nil ? value : nil
    }

    // MARK: - Tokens left out

    mutating func leaveOutCurrent(
        _ reason: String, at location: SourceLocation, strictCode: DiagnosticCode, cause: LeftOutCause, type: TokenType?
    ) {
        guard !options.strict else {
            diagnostics.append(.error(strictCode, reason, at: location))
            return
        }
        guard let current, leftOutReasons[current] == nil else { return }
        let type = ignored[current] ? nil : types[current] ?? type
        leftOutReasons[current] = LeftOutReason(text: reason, cause: cause, type: type)
        var warning = Diagnostic.warning(
            .leftOut, "'\(set[current].path)' is left out of the theme: \(reason)", at: location)
        warning.leftOut = LeftOutToken(path: set[current].path, cause: cause, type: type)
        diagnostics.append(warning)
    }

    /// Why the token at `index` is left out; nil when it is not.
    func leftOut(at index: Int) -> LeftOutReason? {
        leftOutReasons[index]
    }

    /// Leaves the token being resolved out because it references `target`, which is left out;
    /// true when it did. It counts under the target's cause.
    mutating func leaveOut(referencing target: Int, at location: SourceLocation) -> Bool {
        guard let reason = leftOutReasons[target] else { return false }
        leaveOut(
            "it references '{\(set[target].path)}', which is left out (\(reason.text))", at: location,
            strictCode: .invalidValue, cause: reason.cause, type: reason.type)
        return true
    }

    // MARK: - Properties the format does not define

    /// Properties without `$` beside `$value` (and `alpha` beside a `value`). Primer writes
    /// `"alpha": 0.15` beside a color to mean that color at that opacity (HashiCorp `"alpha": "0.4"`):
    /// read so, with a warning that gives the format's spelling.
    /// Any other is ignored with a warning, an object holding no token too (Style Dictionary
    /// keeps what is beside `$value` as the token's metadata: `"docs": {…}`); one holding a token
    /// is a child, an error. Under `--strict` each is an `unknown-property` error.
    private mutating func readExtraProperties(of definition: TokenDefinition, into value: inout TokenValue?) {
        for property in definition.node.extraProperties {
            guard !options.strict else {
                diagnostics.append(.error(
                    .unknownProperty,
                    "a token cannot have the property '\(property.key)'; only $value, $type, $description, $deprecated and $extensions are allowed",
                    at: property.keyLocation))
                continue
            }
            if property.key == "alpha", case .color(var color)? = value, let alpha = NumberLiteral(numberOrText: property.value.json),
               (0...1).contains(alpha.value) {
                color.alpha = alpha
                value = .color(color)
                let key = definition.node.dialect == .legacy ? "value" : "$value"
                diagnostics.append(.warning(
                    .nonStandardValue,
                    "'alpha' beside \(key) is not part of the format; read as the color with alpha \(alpha.text) (write the color as an object with \"alpha\": \(alpha.text) in \(key))",
                    at: property.keyLocation))
                continue
            }
            diagnostics.append(.warning(
                .ignoredProperty,
                "the property '\(property.key)' is not part of the format and is ignored; remove it, or move it into $extensions",
                at: property.keyLocation))
        }
    }

    // MARK: - References only (ignored types)

    private mutating func checkReferences(of definition: TokenDefinition) {
        if let pointer = definition.node.pointer {
            _ = resolvePointer(pointer)
        }
        if let value = definition.node.value {
            checkReferences(in: value, dialect: definition.node.dialect)
        }
    }

    mutating func checkReferences(in value: SourceValue, dialect: TokenDialect) {
        let json = value.json
        switch json.kind {
        case .string:
            switch ReferenceSyntax.alias(in: json) ?? .notAReference {
            case .reference(let path): _ = aliasIndex(graph.referencedPath(path, dialect: dialect), at: value.location)
            case .malformed(let message): diagnostics.append(.error(.invalidReference, message, at: value.location))
            // The custom type may allow expressions; only the references in it can be checked.
            case .expression:
                for path in ReferenceSyntax.embeddedReferences(json.stringValue ?? "") {
                    _ = aliasIndex(graph.referencedPath(path, dialect: dialect), at: value.location)
                }
            case .notAReference: break
            }
        case .array:
            for element in json.arrayElements ?? [] { checkReferences(in: SourceValue(element, file: value.file), dialect: dialect) }
        case .object:
            if let pointer = ReferenceSyntax.pointer(in: value) {
                _ = resolvePointer(pointer)
                return
            }
            for member in json.objectMembers ?? [] { checkReferences(in: SourceValue(member.value, file: value.file), dialect: dialect) }
        default:
            break
        }
    }

    // MARK: - Following references

    /// The index of the token an alias names, or a `broken-reference` error (under
    /// `"brokenReferences": "leave-out"`, the token being resolved is left out instead).
    mutating func aliasIndex(_ path: TokenPath, at location: SourceLocation) -> Int? {
        if let index = set.index(of: path) { return index }
        if options.brokenReferences == .leaveOut, !options.strict, current != nil {
            let what = set.group(at: path) != nil ? "names a group, not a token" : "names no token"
            leaveOut(
                "its reference '{\(path)}' \(what) (left out as \"brokenReferences\": \"leave-out\" in tokenc.json asks)",
                at: location, cause: .brokenReference)
            return nil
        }
        if let group = set.group(at: path) {
            let rootPath = path.appending("$root")
            let hint = set.index(of: rootPath) != nil ? "; its root token is '{\(rootPath)}'" : ""
            diagnostics.append(.error(
                .brokenReference, "'{\(path)}' names a group, not a token\(hint)", at: location,
                notes: [.init("the group is defined here", at: group)]
            ))
        } else {
            var message = "'{\(path)}' names no token"
            if suggestions == nil { suggestions = PathSuggestion(paths: set.definitions.lazy.map(\.path)) }
            if let suggestion = suggestions?.nearest(to: path, isToken: { set.index(of: $0) != nil }) {
                message += "; did you mean '{\(suggestion)}'?"
            }
            var broken = Diagnostic.error(.brokenReference, message, at: location)
            broken.reference = path
            diagnostics.append(broken)
        }
        return nil
    }

    /// What a JSON Pointer points at: the JSON inside some token's `$value`, and that token's
    /// dialect (``JSONPointers``).
    mutating func resolvePointer(_ pointer: Located<String>, depth: Int) -> (SourceValue, TokenDialect)? {
        // Taken out while it works, so that its cache is changed in place, not copied.
        var pointers = self.pointers
        self.pointers = JSONPointers()
        defer { self.pointers = pointers }
        return pointers.resolve(pointer, depth: depth, in: &self)
    }
}

extension TokenEvaluator: JSONPointers.Tokens {
    func isInCycle(_ index: Int) -> Bool { inCycle[index] }

    mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
}

/// Why a token is left out: the message's reason and the cause the summary counts.
struct LeftOutReason: Sendable {
    var text: String
    var cause: LeftOutCause
    var type: TokenType?
}
