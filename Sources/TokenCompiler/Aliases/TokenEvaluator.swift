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
    private(set) var types: [TokenType?]
    /// Per definition index: the resolved value (nil while unknown or invalid).
    private(set) var values: [TokenValue?]
    private var ignored: [Bool]
    private var inCycle: [Bool]
    /// Per definition index: why the token is left out of the theme (its value cannot be
    /// represented in Swift, or it references such a token); nil for every other token.
    private var leftOut: [LeftOutReason?]
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
    private(set) var typedByCategory = false
    /// True while the token being resolved has the type its name, group or value suggests
    /// (``UntypedTokens``): a guess, which its value may belie.
    private var typeInferred = false
    /// True when ``typeInferred`` came from the token's own name alone.
    private var typedByOwnName = false
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
    private var inferencesReported: Set<UntypedTokens.Reported> = []
    /// The words in a legacy `type` that are not types, each reported once per file.
    private var notATypeReported: Set<UntypedTokens.Reported> = []
    /// Where each `$ref` leads, found once.
    private var pointers = JSONPointers()
    /// The token each alias names, found while collecting dependencies.
    private(set) var aliasTargets = AliasTargets()

    init(set: TokenSet, options: ReaderOptions) {
        self.set = set
        self.options = options
        graph = ReferenceGraph(set: set, strict: options.strict)
        types = Array(repeating: nil, count: set.count)
        values = Array(repeating: nil, count: set.count)
        ignored = Array(repeating: false, count: set.count)
        inCycle = Array(repeating: false, count: set.count)
        leftOut = Array(repeating: nil, count: set.count)
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
        Outcome(type: types[index], value: values[index], ignored: ignored[index], inCycle: inCycle[index], leftOut: leftOut[index], token: results[index])
    }

    /// Takes `outcome` as the token at `index`'s, resolved elsewhere, for the tokens that refer to it.
    mutating func adopt(_ outcome: Outcome, at index: Int) {
        types[index] = outcome.type
        values[index] = outcome.value
        ignored[index] = outcome.ignored
        inCycle[index] = outcome.inCycle
        leftOut[index] = outcome.leftOut
        results[index] = outcome.token
    }


    /// Resolves the tokens at `indices`, in dependency order; the others must be resolved or
    /// adopted already.
    mutating func resolve(_ indices: [Int]) {
        var local = [Int](repeating: -1, count: indices.count == set.count ? 0 : set.count)
        if !local.isEmpty {
            for (position, index) in indices.enumerated() { local[index] = position }
        }
        var aliasTargets = self.aliasTargets
        let dependencies = indices.map { index in
            let targets = graph.dependencies(of: set[index], recording: &aliasTargets)
            return local.isEmpty ? targets : targets.compactMap { local[$0] >= 0 ? local[$0] : nil }
        }
        self.aliasTargets = aliasTargets
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
        guard !ignored[index], leftOut[index] == nil, let type = types[index], let value = values[index] else { return nil }
        return ResolvedToken(
            path: definition.path, type: type, value: value, location: definition.location,
            description: definition.node.metadata.description, deprecation: definition.deprecation,
            extensions: definition.node.metadata.extensions, aliasOf: modified || retyped ? nil : alias?.path,
            expression: Self.isComputable(type) ? definition.node.value.flatMap { Self.mathExpression($0.json) != nil ? $0.json.stringValue : nil } : nil)
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
        guard leftOut[index] == nil else { return }
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
        values[index] = leftOut[index] == nil ? value : nil
    }

    // MARK: - Tokens left out

    /// Leaves the token being resolved out of the theme: its value cannot be represented in Swift
    /// (`reason` says why). Without `--strict` that is a `left-out` warning, and the tokens that
    /// reference it are left out too; under `--strict` it is an `invalid-value` error.
    /// `cause` is what the summary counts it under; `type`, the type the token would have had when
    /// it is not resolved yet (one that takes its type from the token it references).
    mutating func leaveOut(
        _ reason: String, at location: SourceLocation, strictCode: DiagnosticCode = .invalidValue,
        cause: LeftOutCause = .unsupportedValue, type: TokenType? = nil
    ) {
        guard !options.strict else {
            diagnostics.append(.error(strictCode, reason, at: location))
            return
        }
        guard let current, leftOut[current] == nil else { return }
        let type = ignored[current] ? nil : types[current] ?? type
        leftOut[current] = LeftOutReason(text: reason, cause: cause, type: type)
        var warning = Diagnostic.warning(
            .leftOut, "'\(set[current].path)' is left out of the theme: \(reason)", at: location)
        warning.leftOut = LeftOutToken(path: set[current].path, cause: cause, type: type)
        diagnostics.append(warning)
    }

    /// Why the token at `index` is left out; nil when it is not.
    func leftOut(at index: Int) -> LeftOutReason? {
        leftOut[index]
    }

    /// Leaves the token being resolved out because it references `target`, which is left out;
    /// true when it did. It counts under the target's cause.
    mutating func leaveOut(referencing target: Int, at location: SourceLocation) -> Bool {
        guard let reason = leftOut[target] else { return false }
        leaveOut(
            "it references '{\(set[target].path)}', which is left out (\(reason.text))", at: location,
            strictCode: .invalidValue, cause: reason.cause, type: reason.type)
        return true
    }

    /// Why a token is left out: the message's reason and the cause the summary counts.
    struct LeftOutReason: Sendable {
        var text: String
        var cause: LeftOutCause
        var type: TokenType?
    }

    // MARK: - Properties the format does not define

    /// Properties without `$` beside `$value`. Primer writes `"alpha": 0.15` beside a color to
    /// mean that color at that opacity: read so, with a warning that gives the format's spelling.
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
            if property.key == "alpha", case .color(var color)? = value, let alpha = property.value.json.numberValue,
               (0...1).contains(alpha.value) {
                color.alpha = NumberLiteral(value: alpha.value, text: alpha.text)
                value = .color(color)
                diagnostics.append(.warning(
                    .nonStandardValue,
                    "'alpha' beside $value is not part of the format; read as the color with alpha \(alpha.text) (write the color as an object with \"alpha\": \(alpha.text) in $value)",
                    at: property.keyLocation))
                continue
            }
            diagnostics.append(.warning(
                .ignoredProperty,
                "the property '\(property.key)' is not part of the format and is ignored; remove it, or move it into $extensions",
                at: property.keyLocation))
        }
    }

    /// The spec's order: own `$type`, else the referenced token's type, else the nearest group's;
    /// without `--strict`, then what the token's groups or value say (``UntypedTokens``).
    private mutating func resolveType(_ index: Int, _ definition: TokenDefinition, alias: ReferenceGraph.AliasTarget?) -> TokenType? {
        var notAType: Located<String>?
        if let own = definition.node.metadata.type {
            if definition.node.dialect == .legacy, isNotAType(own.value) {
                // Style Dictionary files name their tier in `type` ("primitive", "semantic"): a
                // word that is no tool's type and no typo of one is read as no type at all.
                notAType = own
            } else {
                let type = checkedType(own, for: index, definition)
                // Legacy types are labels nothing checked (a Figma export types a font stack 'number');
                // what the token is follows from what it references.
                // A size naming a unitless number stays a size: the number is read as pixels.
                if definition.node.dialect == .legacy, let type, !ignored[index],
                   let target = wholeValueTarget(of: definition, alias: alias), !ignored[target],
                   let targetType = types[target], targetType != type, !(type == .dimension && targetType == .number) {
                    legacyGuess(
                        "the type '\(own.value)' disagrees with '{\(set[target].path)}', a \(targetType) token; read as \(targetType)",
                        at: own.location
                    )
                    return targetType
                }
                return type
            }
        }
        let target = wholeValueTarget(of: definition, alias: alias)
        if let target {
            if ignored[target] {
                ignored[index] = true
                return .string
            }
            if leaveOut(referencing: target, at: definition.node.value?.location ?? definition.location) { return nil }
            if let type = types[target] {
                if let notAType { reportNotAType(notAType, readAs: type) }
                return type
            }
        }
        if let groupType = definition.groupType {
            if let notAType { reportNotAType(notAType, readAs: nil) }
            return checkedType(groupType, for: index, definition)
        }
        // An alias to a token that failed: that token's own error says why.
        if target != nil { return nil }
        // A reference to nothing is the mistake to report; the missing type only follows from it.
        if reportBrokenWholeValueReference(of: definition) { return nil }
        if let notAType {
            guard let inferred = inferType(of: definition) ?? operandType(of: definition) else {
                leaveOut(
                    "its type '\(notAType.value)' is not a type, and neither its groups nor its value say which it is; give it a $type",
                    at: notAType.location, strictCode: .unknownType)
                return nil
            }
            reportNotAType(notAType, readAs: inferred)
            return inferred
        }
        if let inferred = inferType(of: definition) { return inferred }
        if let computed = operandType(of: definition), let value = definition.node.value {
            diagnostics.append(.warning(
                .missingType,
                "'\(definition.path)' has no type; its value \(value.json.sourceText) computes a \(computed) from what it references, and is read as one (write \"$type\": \"\(computed)\")",
                at: value.location))
            return computed
        }
        // A reference missing a brace is the mistake to report, not the type it would have given.
        if let value = definition.node.value, case .malformed(let message)? = ReferenceSyntax.alias(in: value.json) {
            diagnostics.append(.error(.invalidReference, message, at: value.location))
            return nil
        }
        let missing = "the token '\(definition.path)' has no type: give it a $type, or give one to a group that contains it"
        if !options.strict, let value = definition.node.value {
            if case .expression? = ReferenceSyntax.alias(in: value.json) {
                leaveOut("it has no type, and its value \(value.json.sourceText) is an expression, which tokenc does not evaluate", at: value.location, strictCode: .missingType, cause: .maths)
                return nil
            }
            if value.json.kind == .object || value.json.kind == .array {
                // Style Dictionary passes any object through untouched; Swift needs to know its shape.
                leaveOut("it has no type, and its value is \(value.json.kind == .object ? "an object" : "a list") of no shape that says which type it is; give it a $type", at: value.location, strictCode: .missingType)
                return nil
            }
            if let text = value.json.stringValue, text.contains("(") {
                leaveOut("it has no type, and its value \(value.json.sourceText) is a CSS function or shorthand, which tokenc does not evaluate", at: value.location, strictCode: .missingType)
                return nil
            }
            if let text = value.json.stringValue, let (_, unit) = Self.measure(text), !unit.isEmpty {
                leaveOut(
                    "it has no type, and its value \(value.json.sourceText) is a length in '\(unit)', relative to what a dimension token cannot know; Swift has no value for it",
                    at: value.location, strictCode: .missingType, cause: .unit)
                return nil
            }
        }
        diagnostics.append(.error(.missingType, missing, at: definition.location))
        return nil
    }

    /// True for a legacy `type` that names no type of any tool and is no typo of one (read
    /// without `--strict` as no type).
    private func isNotAType(_ name: String) -> Bool {
        !options.strict && !options.ignoredTypes.contains(name) && !DialectTypeNames.isTypeName(name)
            && Suggestion.nearest(to: name, in: TokenType.allCases.filter(\.isStandard).map(\.rawValue)) == nil
    }

    /// One warning per word and file: every token of a tier carries the same word.
    private mutating func reportNotAType(_ word: Located<String>, readAs type: TokenType?) {
        guard notATypeReported.insert(UntypedTokens.Reported(file: word.location.file, word: word.value)).inserted else { return }
        diagnostics.append(.warning(
            .unknownType,
            "'\(word.value)' is not a type (a tier or category of the design system's own); tokens with it are typed by their reference, group or value, as untyped tokens are\(type.map { " (this one: \($0))" } ?? ""); move the word out of 'type', or write \"$type\"",
            at: word.location))
    }

    /// The type an untyped token's groups or value give it, with one `missing-type` warning per
    /// group; nil under `--strict`, where the format's `missing-type` error stands.
    private mutating func inferType(of definition: TokenDefinition) -> TokenType? {
        guard !options.strict, let inference = UntypedTokens.infer(definition, in: set) else { return nil }
        // Style Dictionary reads categories only in its own `value` files: from version 4, which
        // reads `$value`, its transforms go by type, and an untyped size is no rem.
        typedByCategory = inference.isStyleDictionaryCategory && definition.node.dialect == .legacy
        typeInferred = true
        typedByOwnName = inference.byOwnName
        let groupLocation = inference.group.isRoot ? nil : set.groups[inference.group]
        if inferencesReported.insert(UntypedTokens.Reported(file: definition.location.file, word: "\(inference.group)|\(inference.type)")).inserted {
            diagnostics.append(.warning(.missingType, inference.message, at: groupLocation ?? definition.location))
        }
        return inference.type
    }

    /// The text of an untyped token whose value is a word (`"flex"`, `"fill"`) where its name
    /// said a size (`margin`), or any type its own name alone said (`transition-property.color`
    /// holding `"color"`): Style Dictionary passes such a value through, so it is the text, with
    /// a warning in place of the errors reported since `start`. Nil for any other value (a
    /// misspelt color in a `color` group stays an error).
    private mutating func guessBelied(_ written: SourceValue, as type: TokenType, since start: Int) -> String? {
        guard let current, leftOut[current] == nil, [.dimension, .number, .duration].contains(type) || typedByOwnName,
              UntypedTokens.shape(of: written.json) == .string,
              let text = written.json.stringValue,
              diagnostics[start...].contains(where: { $0.severity == .error }) else { return nil }
        diagnostics.removeSubrange(start...)
        types[current] = .string
        diagnostics.append(.warning(
            .missingType,
            "'\(set[current].path)' has no type, and its value \(written.json.sourceText) is no \(type), as its name suggested: it is read as text, as Style Dictionary passes it through (write \"$type\": \"string\")",
            at: written.location))
        return text
    }

    /// The type a maths expression computes from the types of the tokens it references, as
    /// Tokens Studio evaluates maths whatever a token's type: numbers give a number, numbers and
    /// dimensions (or a literal in px or rem) a dimension. Nil for no expression, or one that
    /// references a token of another type or of none.
    private func operandType(of definition: TokenDefinition) -> TokenType? {
        guard !options.strict, let value = definition.node.value, let text = value.json.stringValue,
              let expression = Self.mathExpression(value.json) else { return nil }
        let operands = ReferenceSyntax.embeddedReferences(text)
        guard !operands.isEmpty else { return nil }
        var found: Set<TokenType> = []
        for path in operands {
            guard let index = set.index(of: graph.referencedPath(path, dialect: definition.node.dialect)), let type = types[index] else { return nil }
            found.insert(type)
        }
        guard found.isSubset(of: [.number, .dimension]) else { return nil }
        return found == [.number] && !Self.hasLength(expression) ? .number : .dimension
    }

    /// Whether `expression` writes a number in `px` or `rem`.
    private static func hasLength(_ expression: MathExpression) -> Bool {
        expression.contains { if case .number(_, let unit, _) = $0 { unit == "px" || unit == "rem" } else { false } }
    }

    /// A token without a type whose value is no value of the type its group or name suggested
    /// (a Chakra theme path, `"colors.green.1100"`, in a `color` group; `{"_light": …}`):
    /// Style Dictionary passes it through, so it is left out with one warning in place of the
    /// errors reported since `start`, not an error; under `--strict` the errors stand, and so do
    /// they for a word that is no color (`"blu"`): a misspelt color is a mistake to fix.
    private mutating func leaveOutBeliedGuess(_ written: SourceValue, as type: TokenType, since start: Int) {
        guard !options.strict, let current, leftOut[current] == nil, diagnostics[start...].contains(where: { $0.severity == .error }) else { return }
        if type == .color, let text = written.json.stringValue, !text.contains(".") { return }
        diagnostics.removeSubrange(start...)
        let shown = switch written.json.kind {
        case .object: "an object"
        case .array: "a list"
        default: written.json.sourceText
        }
        leaveOut(
            "it has no type, and its value \(shown) is no \(type), as its group or name suggested; give it a $type",
            at: written.location, cause: .unsupportedValue)
    }

    /// The token whose type a whole-value alias or a `#/…/$value` pointer passes on.
    private func wholeValueTarget(of definition: TokenDefinition, alias: ReferenceGraph.AliasTarget?) -> Int? {
        if let alias { return alias.index }
        let pointerText = definition.node.pointer?.value
            ?? definition.node.value.flatMap { ReferenceSyntax.pointer(in: $0)?.value }
        guard let pointerText, case .success(let segments) = ReferenceSyntax.pointer(pointerText),
              segments.last == "$value" else { return nil }
        return set.index(of: TokenPath(Array(segments.dropLast())))
    }

    /// Reports a whole-value alias or pointer that leads nowhere; true when it did.
    private mutating func reportBrokenWholeValueReference(of definition: TokenDefinition) -> Bool {
        if let pointer = definition.node.pointer {
            return resolvePointer(pointer) == nil
        }
        guard let value = definition.node.value else { return false }
        if case .reference(let path)? = ReferenceSyntax.alias(in: value.json) {
            return aliasIndex(path, at: value.location) == nil
        }
        if let pointer = ReferenceSyntax.pointer(in: value) {
            return resolvePointer(pointer) == nil
        }
        return false
    }

    private mutating func checkedType(_ declared: Located<String>, for index: Int, _ definition: TokenDefinition) -> TokenType? {
        if options.ignoredTypes.contains(declared.value) {
            ignored[index] = true
            return .string
        }
        guard let type = TokenType(rawValue: declared.value) else {
            if let cause = DialectTypeNames.unrepresentable[declared.value] {
                leaveOut(cause, at: declared.location, strictCode: .unknownType)
                return nil
            }
            // A tool's own type over an empty value (Kong's component tokens: names its components
            // fill in, "$value": "") declares a name, not a value: nothing is lost by leaving it out.
            let isTypo = Suggestion.nearest(to: declared.value, in: TokenType.allCases.filter(\.isStandard).map(\.rawValue)) != nil
            if !options.strict, !isTypo, let value = definition.node.value, let text = value.json.stringValue, text.trimmingSpaces.isEmpty {
                leaveOut("it has no value (\(value.json.sourceText) under the type '\(declared.value)', a tool's own): a name only", at: value.location, strictCode: .unknownType, cause: .noValue)
                return nil
            }
            // A category word in `$type` (Kong's "font", "breakpoint"), which the tool's own build
            // reads by the token's name as Style Dictionary does: typed so too, when a name says
            // the type or the value can only be one ("16px"). A custom type over a bare number or
            // a string (`x-spring`, an SVG `icon`) stays unknown.
            if !options.strict, !isTypo,
               UntypedTokens.infer(definition, in: set).map({ $0.type != .string && ($0.byName || UntypedTokens.isDefinite($0.type)) }) == true,
               let inferred = inferType(of: definition) {
                reportNotAType(declared, readAs: inferred)
                return inferred
            }
            var message = "unknown type '\(declared.value)'"
            if let suggestion = Suggestion.nearest(to: declared.value, in: TokenType.allCases.filter(\.isStandard).map(\.rawValue)) {
                message += "; did you mean '\(suggestion)'?"
            }
            message += " (name deliberate custom types with --ignore-type)"
            // A name close to a format type is a typo to fix; any other is a tool's own type,
            // which Swift has no place for.
            if options.strict || isTypo {
                diagnostics.append(.error(.unknownType, message, at: declared.location))
            } else {
                leaveOut(message, at: declared.location, strictCode: .unknownType, cause: .unknownType)
            }
            return nil
        }
        if !type.isStandard && options.strict {
            diagnostics.append(.error(
                .nonStandardType,
                "'\(type)' is not a type of the DTCG 2025.10 format (it is read without --strict)",
                at: declared.location
            ))
            return nil
        }
        return type
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
            let what = set.groups[path] != nil ? "names a group, not a token" : "names no token"
            leaveOut(
                "its reference '{\(path)}' \(what) (left out as \"brokenReferences\": \"leave-out\" in tokenc.json asks)",
                at: location, cause: .brokenReference)
            return nil
        }
        if let group = set.groups[path] {
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
    mutating func resolvePointer(_ pointer: Located<String>, depth: Int = 0) -> (SourceValue, TokenDialect)? {
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
