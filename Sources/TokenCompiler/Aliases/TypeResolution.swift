import TokenJSON
import TokenModel

/// A token's type, in the format's order: its own `$type`, else the type of the token its whole
/// value references, else its nearest group's. Without `--strict`, what the tools that wrote the
/// file meant follows: a tier word in a legacy `type` is no type, an untyped token takes the type
/// its groups, name or value say (``UntypedTokens``), and maths takes the type it computes.
extension TokenEvaluator {
    /// Whether the token at `index` is written, through whole-value references, as text that is
    /// a number with or without a unit (`"2"`, `"16px"`).
    private func writesANumber(_ index: Int) -> Bool {
        guard let text = writtenLiteral(of: index)?.0.json.stringValue else { return false }
        return ValueSyntax.measure(text) != nil
    }

    /// The spec's order: own `$type`, else the referenced token's type, else the nearest group's;
    /// without `--strict`, then what the token's groups or value say (``UntypedTokens``).
    mutating func resolveType(_ index: Int, _ definition: TokenDefinition, alias: ReferenceGraph.AliasTarget?) -> TokenType? {
        var notAType: Located<String>?
        if let declared = definition.node.extensionType { return .extended(declared) }
        if let own = definition.node.metadata.type {
            if definition.node.dialect == .legacy, isNotAType(own.value) {
                // Style Dictionary files name their tier in `type` ("primitive", "semantic"): a
                // word that is no tool's type and no typo of one is read as no type at all.
                notAType = own
            } else {
                let type = checkedType(own, for: index, definition)
                // Legacy types are labels nothing checked (a Figma export types a font stack 'number');
                // what the token is follows from what it references.
                // A size naming a unitless number stays a size: the number is read as pixels. So
                // does a size naming text that is a number (Tokens Studio's `other` token holding
                // "2"), as the plugin applies a reference by the referring token's own type.
                if definition.node.dialect == .legacy, let type, !ignored[index],
                   let target = wholeValueTarget(of: definition, alias: alias), !ignored[target],
                   let targetType = types[target], targetType != type, !(type == .dimension && targetType == .number),
                   !(type == .dimension && targetType == .string && writesANumber(target)) {
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
        // Empty braces in a Style Dictionary source are text to it (its references have a name
        // between the braces): an untyped token of them is left out below, as other text is.
        if let value = definition.node.value, case .malformed(let message)? = ReferenceSyntax.alias(in: value.json),
           options.strict || definition.node.dialect != .legacy || value.json.stringValue != "{}" {
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
            if value.json.stringValue == "{}" {
                leaveOut("it has no type, and its value \"{}\" names no token and is no value (Style Dictionary passes it on as text); give it a value", at: value.location, strictCode: .missingType)
                return nil
            }
            if let text = value.json.stringValue, text.contains("(") {
                leaveOut("it has no type, and its value \(value.json.sourceText) is a CSS function or shorthand, which tokenc does not evaluate", at: value.location, strictCode: .missingType)
                return nil
            }
            if let text = value.json.stringValue, let (_, unit) = ValueSyntax.measure(text), !unit.isEmpty {
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
    func isNotAType(_ name: String) -> Bool {
        !options.strict && !options.ignoredTypes.contains(name) && !DialectTypeNames.isTypeName(name)
            && Suggestion.nearest(to: name, in: TokenType.allCases.filter(\.isStandard).map(\.rawValue)) == nil
    }

    /// One warning per word and file: every token of a tier carries the same word.
    mutating func reportNotAType(_ word: Located<String>, readAs type: TokenType?) {
        guard notATypeReported.insert(UntypedTokens.Reported(file: word.location.file, word: word.value)).inserted else { return }
        diagnostics.append(.warning(
            .unknownType,
            "'\(word.value)' is not a type (a tier or category of the design system's own); tokens with it are typed by their reference, group or value, as untyped tokens are\(type.map { " (this one: \($0))" } ?? ""); move the word out of 'type', or write \"$type\"",
            at: word.location))
    }

    /// The type an untyped token's groups or value give it, with one `missing-type` warning per
    /// group; nil under `--strict`, where the format's `missing-type` error stands.
    mutating func inferType(of definition: TokenDefinition) -> TokenType? {
        guard !options.strict, let inference = UntypedTokens.infer(definition, in: set) else { return nil }
        // Style Dictionary reads categories only in its own `value` files: from version 4, which
        // reads `$value`, its transforms go by type, and an untyped size is no rem.
        typedByCategory = inference.isStyleDictionaryCategory && definition.node.dialect == .legacy
        typeInferred = true
        typedByOwnName = inference.byOwnName
        let groupLocation = inference.group.isRoot ? nil : set.group(at: inference.group)
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
    mutating func guessBelied(_ written: SourceValue, as type: TokenType, since start: Int) -> String? {
        guard let current, leftOutReasons[current] == nil, [.dimension, .number, .duration].contains(type) || typedByOwnName,
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
    func operandType(of definition: TokenDefinition) -> TokenType? {
        guard !options.strict, let value = definition.node.value, let text = value.json.stringValue,
              let expression = ValueSyntax.mathExpression(value.json) else { return nil }
        let operands = ReferenceSyntax.embeddedReferences(text)
        guard !operands.isEmpty else { return nil }
        var found: Set<TokenType> = []
        for path in operands {
            guard let index = graph.reference(path, dialect: definition.node.dialect).index, let type = types[index] else { return nil }
            found.insert(type)
        }
        guard found.isSubset(of: [.number, .dimension]) else { return nil }
        return found == [.number] && !Self.hasLength(expression) ? .number : .dimension
    }

    /// Whether `expression` writes a number in `px` or `rem`.
    static func hasLength(_ expression: MathExpression) -> Bool {
        expression.contains { if case .number(_, let unit, _) = $0 { unit == "px" || unit == "rem" } else { false } }
    }

    /// A token without a type whose value is no value of the type its group or name suggested
    /// (a Chakra theme path, `"colors.green.1100"`, in a `color` group; `{"_light": …}`):
    /// Style Dictionary passes it through, so it is left out with one warning in place of the
    /// errors reported since `start`, not an error; under `--strict` the errors stand, and so do
    /// they for a word that is no color (`"blu"`): a misspelt color is a mistake to fix.
    mutating func leaveOutBeliedGuess(_ written: SourceValue, as type: TokenType, since start: Int) {
        guard !options.strict, let current, leftOutReasons[current] == nil, diagnostics[start...].contains(where: { $0.severity == .error }) else { return }
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
    func wholeValueTarget(of definition: TokenDefinition, alias: ReferenceGraph.AliasTarget?) -> Int? {
        if let alias { return alias.index }
        let pointerText = definition.node.pointer?.value
            ?? definition.node.value.flatMap { ReferenceSyntax.pointer(in: $0)?.value }
        guard let pointerText, case .success(let segments) = ReferenceSyntax.pointer(pointerText),
              segments.last == "$value" else { return nil }
        return set.index(of: TokenPath(Array(segments.dropLast())))
    }

    /// Reports a whole-value alias or pointer that leads nowhere; true when it did.
    mutating func reportBrokenWholeValueReference(of definition: TokenDefinition) -> Bool {
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

    mutating func checkedType(_ declared: Located<String>, for index: Int, _ definition: TokenDefinition) -> TokenType? {
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
            if let own = ExtensionType(named: declared.value) {
                message += "; tokenc's own '\(own.name)' type is declared on a group, by \"$extensions\": {\"\(own.extensionKey)\": {…}}"
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
}
