import TokenJSON
import TokenModel

/// A value position after references are followed: a resolved token value, or literal JSON.
enum Operand {
    case resolved(TokenValue)
    case literal(SourceValue, TokenDialect)
}

extension TokenEvaluator {
    /// Follows an alias or JSON Pointer standing at a value position. `expected` is the token type
    /// the position holds (`nil` for positions that are not token-typed, such as a unit).
    mutating func operand(_ value: SourceValue, dialect: TokenDialect, expecting expected: TokenType?, depth: Int = 0) -> Operand? {
        let json = value.json
        // Looked up only for a string that may be an alias: most values are numbers and names.
        if json.kind == .string, ReferenceSyntax.mayHoldReferences(json), let known = aliasTargets.target(of: json) {
            return referenced(known, at: value.location, dialect: dialect, expecting: expected)
        }
        if let expected, json.kind == .string {
            switch readMath(value, dialect: dialect, as: expected) {
            case .notMath: break
            case .evaluated(let computed): return .resolved(computed)
            case .failed: return nil
            }
        }
        if let alias = ReferenceSyntax.alias(in: json) {
            switch alias {
            case .notAReference:
                break
            case .malformed(let message):
                diagnostics.append(.error(.invalidReference, message, at: value.location))
                return nil
            case .expression:
                if expected == .color, !options.strict || dialect == .legacy, let (written, alpha) = Self.referenceWithAlpha(json.stringValue ?? "") {
                    return referencedColor(written, alpha: alpha, at: value, dialect: dialect)
                }
                if expected == .fontFamily, !options.strict, let parts = Self.fontStackParts(json.stringValue ?? "") {
                    return fontStack(parts, at: value, dialect: dialect).map { .resolved(.fontFamily($0)) }
                }
                if expected == .color {
                    var failed = false
                    if let color = colorFunctionWithReferences(value, dialect: dialect, failed: &failed) { return .resolved(.color(color)) }
                    if failed { return nil }
                }
                // A string whose braces name no token ("Press {Enter}", "\u{41}") is its text.
                if expected == .string, !options.strict,
                   ReferenceSyntax.embeddedReferences(json.stringValue ?? "").allSatisfy({ set.index(of: graph.referencedPath($0, dialect: dialect)) == nil }) {
                    return .literal(value, dialect)
                }
                if expected == .string, let joined = interpolatedString(value, dialect: dialect) {
                    return .resolved(.string(joined))
                }
                if let expected, let attempted = interpolatedShorthand(value, dialect: dialect, as: expected) {
                    guard let read = attempted else { return nil }
                    return .resolved(read)
                }
                reportExpression(value)
                return nil
            case .reference(let written):
                return referenced(written, at: value.location, dialect: dialect, expecting: expected)
            }
        }
        if let pointer = ReferenceSyntax.pointerObject(json) {
            guard let text = pointer.stringValue else {
                diagnostics.append(.error(.invalidReference, "$ref must be a JSON Pointer string, found \(pointer.kind)", at: SourceLocation(file: value.file, position: pointer.position)))
                return nil
            }
            guard let (target, targetDialect) = resolvePointer(Located(text, at: SourceLocation(file: value.file, position: pointer.position)), depth: depth) else { return nil }
            return operand(target, dialect: targetDialect, expecting: expected, depth: depth + 1)
        }
        return .literal(value, dialect)
    }

    /// The value an alias at `location` names, checked against the type the position takes.
    private mutating func referenced(_ written: TokenPath, at location: SourceLocation, dialect: TokenDialect, expecting expected: TokenType?) -> Operand? {
        let path = graph.referencedPath(written, dialect: dialect)
        if path != written {
            if ReferenceGraph.trimmed(written) == path {
                diagnostics.append(.warning(
                    .nonStandardValue,
                    "the reference '{\(written)}' has spaces inside its braces; read as '{\(path)}', as Style Dictionary trims them (write \"{\(path)}\")",
                    at: location))
            } else {
                legacyGuess("'{\(written)}' is read as '{\(path)}': a reference names a whole token, not its 'value'", at: location)
            }
        }
        guard expected != nil else {
            reportMisplacedReference(at: location)
            return nil
        }
        guard let index = aliasIndex(path, at: location) else { return nil }
        return referenced(AliasTargets.Target(index: index, path: path), at: location, dialect: dialect, expecting: expected)
    }

    private mutating func reportMisplacedReference(at location: SourceLocation) {
        diagnostics.append(.error(.invalidReference, "a reference cannot stand here; only values of a token type (color, dimension, number…) can be aliased", at: location))
    }

    /// The value of the token `target`, which an alias at `location` names, checked against the
    /// type the position takes.
    private mutating func referenced(_ target: AliasTargets.Target, at location: SourceLocation, dialect: TokenDialect, expecting expected: TokenType?) -> Operand? {
        guard let expected else {
            reportMisplacedReference(at: location)
            return nil
        }
        let (index, path) = (target.index, target.path)
        if leaveOut(referencing: index, at: location) { return nil }
        guard let type = types[index] else { return nil }
        guard type == expected else {
            if let number = unitlessDimensionAsNumber(index, path: path, expected: expected, at: location) {
                return .resolved(.number(number))
            }
            if let text = textualReference(to: index, path: path, of: type, at: location, expecting: expected) {
                return text
            }
            if let dimension = numberAsPixels(index, path: path, expected: expected, at: location) {
                return .resolved(.dimension(dimension))
            }
            diagnostics.append(.error(
                .typeMismatch, "'{\(path)}' is a \(type) token, but a \(expected) is expected here",
                at: location, notes: [.init("'\(path)' is defined here", at: set[index].location)]
            ))
            return nil
        }
        return values[index].map(Operand.resolved)
    }

    /// Decodes a value position of a token type, following references.
    mutating func decode(_ value: SourceValue, dialect: TokenDialect, as type: TokenType) -> TokenValue? {
        if let pointer = ReferenceSyntax.pointer(in: value) {
            return decodePointer(pointer, dialect: dialect, as: type)
        }
        switch operand(value, dialect: dialect, expecting: type) {
        case .resolved(let resolved): return resolved
        case .literal(let literal, let dialect): return decodeLiteral(literal, dialect: dialect, as: type)
        case nil: return nil
        }
    }

    /// Decodes the value a token-level `$ref` points at.
    /// Errors in the value a pointer leads to are reported at the `$ref`, where the mistake is,
    /// with a note at the value.
    mutating func decodePointer(_ pointer: Located<String>, dialect: TokenDialect, as type: TokenType) -> TokenValue? {
        guard let (target, targetDialect) = resolvePointer(pointer) else { return nil }
        let firstNew = diagnostics.count
        let value = decode(target, dialect: targetDialect, as: type)
        moveErrors(since: firstNew, to: pointer, "is not a valid \(type)")
        return value
    }

    /// Moves the errors reported since `firstNew` about the value `pointer` led to onto the `$ref`,
    /// with a note at the value. `problem` completes "leads to a value that …".
    mutating func moveErrors(since firstNew: Int, to pointer: Located<String>, _ problem: String) {
        for index in firstNew..<diagnostics.count where diagnostics[index].severity == .error {
            guard let original = diagnostics[index].location, original != pointer.location else { continue }
            diagnostics[index].message = "the JSON Pointer '\(pointer.value)' leads to a value that \(problem): \(diagnostics[index].message)"
            diagnostics[index].notes.insert(.init("the value it points at is here", at: original), at: 0)
            diagnostics[index].location = pointer.location
        }
    }

    mutating func decodeLiteral(_ value: SourceValue, dialect: TokenDialect, as type: TokenType) -> TokenValue? {
        // `null` or `""` where a value belongs (Style Dictionary's `"value": null` line heights,
        // Tokens Studio's shadow `"color": ""`) gives no value to read: the token is left out.
        if !options.strict, value.json.isNull || (type != .string && value.isBlankText) {
            leaveOut("it has no value: \(value.json.sourceText) where a \(type) belongs", at: value.location, cause: .noValue)
            return nil
        }
        return switch type {
        case .color: decodeColor(value, dialect: dialect).map(TokenValue.color)
        case .dimension: decodeDimension(value, dialect: dialect).map(TokenValue.dimension)
        case .fontFamily: decodeFontFamily(value, dialect: dialect).map(TokenValue.fontFamily)
        case .fontWeight: decodeFontWeight(value, dialect: dialect).map(TokenValue.fontWeight)
        case .duration: decodeDuration(value, dialect: dialect).map(TokenValue.duration)
        case .cubicBezier: decodeCubicBezier(value, dialect: dialect).map(TokenValue.cubicBezier)
        case .number: lengthInNumber(value, dialect: dialect).map(TokenValue.dimension) ?? decodeNumber(value, dialect: dialect).map(TokenValue.number)
        case .strokeStyle: decodeStrokeStyle(value, dialect: dialect).map(TokenValue.strokeStyle)
        case .border: decodeBorder(value, dialect: dialect).map(TokenValue.border)
        case .transition: decodeTransition(value, dialect: dialect).map(TokenValue.transition)
        case .shadow: decodeShadow(value, dialect: dialect).map(TokenValue.shadow)
        case .gradient: decodeGradient(value, dialect: dialect).map(TokenValue.gradient)
        case .typography: decodeTypography(value, dialect: dialect).map(TokenValue.typography)
        case .string: decodeString(value).map(TokenValue.string)
        case .boolean: decodeBoolean(value).map(TokenValue.boolean)
        }
    }

    /// Tokens Studio's `rgba({color.token}, 0.5)` (or `50%`): the reference and the opacity;
    /// nil for any other text.
    static func referenceWithAlpha(_ text: String) -> (TokenPath, Double)? {
        let trimmed = text.trimmingSpaces
        guard trimmed.hasPrefix("rgba("), trimmed.hasSuffix(")") else { return nil }
        let arguments = trimmed.dropFirst(5).dropLast().split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        guard arguments.count == 2, case .reference(let written) = ReferenceSyntax.alias(arguments[0]),
              let (number, unit) = measure(arguments[1]), unit.isEmpty || unit == "%" else { return nil }
        let alpha = unit == "%" ? number.value / 100 : number.value
        return (0...1).contains(alpha) ? (written, alpha) : nil
    }

    /// The color `written` names at opacity `alpha`: exact in Tokens Studio files, a
    /// `non-standard-value` warning in format files. Nil, after reporting, when the reference
    /// is broken or names no color.
    private mutating func referencedColor(_ written: TokenPath, alpha: Double, at value: SourceValue, dialect: TokenDialect) -> Operand? {
        guard case .resolved(.color(var color))? = referenced(written, at: value.location, dialect: dialect, expecting: .color) else {
            return nil
        }
        color.alpha = NumberLiteral(alpha)
        if dialect == .dtcg {
            diagnostics.append(.warning(
                .nonStandardValue,
                "\(value.json.sourceText) is read as '{\(written)}' with alpha \(NumberLiteral(alpha).text) (write the color as an object with \"alpha\": \(NumberLiteral(alpha).text))",
                at: value.location))
        }
        return .resolved(.color(color))
    }

    /// The names and references of a font stack that references fonts (`"{font.brand}, {font.system}, sans-serif"`,
    /// as Tokens Studio's `fontFamilies` write a fallback list); nil for any other text.
    static func fontStackParts(_ text: String) -> [String]? {
        let parts = text.split(separator: ",").map { $0.trimmingSpaces }
        guard parts.count > 1, parts.contains(where: { if case .reference = ReferenceSyntax.alias($0) { true } else { false } }),
              parts.allSatisfy({ part in
                  switch ReferenceSyntax.alias(part) {
                  case .reference: true
                  case .notAReference: !part.isEmpty
                  default: false
                  }
              }) else { return nil }
        return parts
    }

    /// The font stack `parts` make: each reference's families in its place, with a warning
    /// that gives the list to write. Nil, after reporting, when a reference is broken or names
    /// no font family.
    private mutating func fontStack(_ parts: [String], at value: SourceValue, dialect: TokenDialect) -> FontFamilyValue? {
        var names: [String] = []
        for part in parts {
            guard case .reference(let written) = ReferenceSyntax.alias(part) else {
                names += Self.fontStack(part)
                continue
            }
            guard case .resolved(.fontFamily(let family))? = referenced(written, at: value.location, dialect: dialect, expecting: .fontFamily) else {
                return nil
            }
            names += family.names
        }
        diagnostics.append(.warning(
            .nonStandardValue,
            "the font stack \(value.json.sourceText) is read as the list of \(names.count) names its references and names give (write [\(names.map { "\"\($0)\"" }.joined(separator: ", "))])",
            at: value.location))
        return FontFamilyValue(names: names)
    }

    // MARK: - Helpers shared by the decoders

    /// The value can only be known by evaluating the expression, which tokenc does not do; or it
    /// puts references in text without maths (a CSS shorthand, `"{width} solid"`), which no one
    /// value of the position's type holds.
    mutating func reportExpression(_ value: SourceValue) {
        let text = value.json.stringValue ?? ""
        let example = ReferenceSyntax.embeddedReferences(text).first.map { "{\($0)}" } ?? "{group.token}"
        // A CSS gradient is no maths: its stops are what the format's gradient writes as objects.
        if let function = Self.gradientFunction(text) {
            leaveOut(
                "\(value.json.sourceText) is a CSS \(function)() with references inside, which tokenc does not read; write the gradient's stops as the format's objects",
                at: value.location, cause: .cssFunction)
            return
        }
        guard Self.hasOperator(outsideReferences: text) else {
            leaveOut(
                "\(value.json.sourceText) puts references inside text (a CSS shorthand or an interpolation), which no one value of its type holds; write the value, or a reference alone such as \"\(example)\"",
                at: value.location, cause: .unsupportedValue)
            return
        }
        leaveOut(
            "\(value.json.sourceText) puts references inside an expression, which tokenc does not evaluate; write the computed value, or a reference alone such as \"\(example)\"",
            at: value.location, cause: .maths
        )
    }

    /// Whether `text` holds an operator or a call outside its `{…}` references: `*`, `/`, `+`,
    /// `^`, `%`, `(`, or a `-` between spaces.
    static func hasOperator(outsideReferences text: String) -> Bool {
        var depth = 0
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character == "{" { depth += 1 }
            if character == "}" { depth = max(0, depth - 1) }
            guard depth == 0 else { continue }
            if "*/+^%(".contains(character) { return true }
            let spaced = (index == 0 || characters[index - 1] == " ") && (index + 1 == characters.count || characters[index + 1] == " ")
            if character == "-", spaced { return true }
        }
        return false
    }

    mutating func invalid(_ message: String, at value: SourceValue) {
        diagnostics.append(.error(.invalidValue, message, at: value.location))
    }

    /// Reports that `literal`, what the sub-value `written` holds once references are followed, is
    /// not valid. When `written` is a `{ "$ref": … }` that led elsewhere, the mistake is the
    /// pointer's, so the error goes on the `$ref`, with a note at the value it reached.
    mutating func invalid(_ message: String, at literal: SourceValue, reachedFrom written: SourceValue) {
        guard let pointer = ReferenceSyntax.pointer(in: written) else {
            invalid(message, at: literal)
            return
        }
        diagnostics.append(.error(
            .invalidValue, "the JSON Pointer '\(pointer.value)' leads to a value that cannot stand here: \(message)",
            at: pointer.location,
            notes: [.init("the value it points at is here", at: literal.location)]
        ))
    }

    /// The members of a composite object, checking that exactly the allowed ones are present.
    /// Returns `nil` (after reporting) when the value is not an object or lacks a required member.
    /// With `ignoringUnknown` (a typography, whose tools add members of their own), a member no
    /// tool defines is ignored with a warning unless it looks like a misspelt one.
    ///
    /// A value that fails still has its references checked, so a broken one is not hidden behind
    /// a misspelt member.
    mutating func members(
        of value: SourceValue, dialect: TokenDialect, _ what: @autoclosure () -> String, required: [String], optional: [String] = [],
        ignoring ignorable: (String) -> Bool = { _ in false }, ignoringUnknown: Bool = false
    ) -> CompositeMembers? {
        guard let members = value.json.objectMembers else {
            invalid("\(what()) must be an object with \(Self.list(required)), found \(value.json.kind)", at: value)
            return nil
        }
        var result = CompositeMembers(capacity: members.count)
        var complete = true
        for member in members {
            // A JSON object's keys are unique, so a name is never found twice.
            if let name = member.key(in: required) ?? member.key(in: optional) {
                result.append(name, SourceValue(member.value, file: value.file))
            } else if !options.strict, let name = CSSPropertyName.camelCased(member.key), required.contains(name) || optional.contains(name), result[name] == nil {
                diagnostics.append(.warning(
                    .nonStandardValue, "'\(member.key)' is CSS's name for the member '\(name)'; read as it (write \"\(name)\")",
                    at: SourceLocation(file: value.file, position: member.keyPosition)))
                result.append(name, SourceValue(member.value, file: value.file))
            } else if !options.strict, ignorable(member.key) || CSSPropertyName.camelCased(member.key).map(ignorable) == true {
                diagnostics.append(.warning(
                    .ignoredProperty, "\(what()) has no member '\(member.key)' in the format, and Swift has no place for it; it is ignored (remove it, or move it into $extensions)",
                    at: SourceLocation(file: value.file, position: member.keyPosition)))
            } else if let meant = Suggestion.nearest(to: member.key, in: required + optional) {
                // A misspelt member would silently take its default: the typo is the error.
                diagnostics.append(.error(
                    .invalidValue, "\(what()) has no member '\(member.key)'; did you mean '\(meant)'? Its members are \(Self.list(required + optional))",
                    at: SourceLocation(file: value.file, position: member.keyPosition)
                ))
                complete = false
            } else if !options.strict, ignoringUnknown {
                // A tool's own member (Tokens Studio applies the members it knows, and ignores the rest).
                diagnostics.append(.warning(
                    .ignoredProperty, "\(what()) has no member '\(member.key)' in the format; it is ignored (remove it, or move it into $extensions)",
                    at: SourceLocation(file: value.file, position: member.keyPosition)))
            } else {
                diagnostics.append(.error(
                    .invalidValue, "\(what()) has no member '\(member.key)'; its members are \(Self.list(required + optional))",
                    at: SourceLocation(file: value.file, position: member.keyPosition)
                ))
                complete = false
            }
        }
        // The list of what is missing is made only when something is.
        if required.contains(where: { result[$0] == nil }) {
            invalid("\(what()) is missing \(Self.list(required.filter { result[$0] == nil }))", at: value)
            complete = false
        }
        guard complete else {
            for member in members where result[member.key] != nil {
                checkReferences(in: SourceValue(member.value, file: value.file), dialect: dialect)
            }
            return nil
        }
        return result
    }

    static func list(_ names: [String]) -> String {
        names.quotedList()
    }

    /// A number at a position that may also hold a reference to a number token.
    mutating func numberOperand(_ value: SourceValue, dialect: TokenDialect, _ what: @autoclosure () -> String) -> NumberLiteral? {
        switch operand(value, dialect: dialect, expecting: .number) {
        case .resolved(.number(let number)): return number
        case .resolved: return nil
        case .literal(let literal, _):
            guard literal.json.kind == .number else {
                invalid("\(what()) must be a number, found \(literal.json.kind)", at: literal, reachedFrom: value)
                return nil
            }
            return representableNumber(literal)
        case nil: return nil
        }
    }

    /// A string at a position that is not token-typed (a unit, a line cap), possibly via `$ref`.
    mutating func stringOperand(_ value: SourceValue, dialect: TokenDialect, _ what: @autoclosure () -> String) -> String? {
        switch operand(value, dialect: dialect, expecting: nil) {
        case .literal(let literal, _):
            guard let text = literal.json.stringValue else {
                invalid("\(what()) must be a string, found \(literal.json.kind)", at: literal, reachedFrom: value)
                return nil
            }
            return text
        case .resolved, nil: return nil
        }
    }

    /// A value of one token type at a composite's sub-value position.
    mutating func subvalue<T>(_ value: SourceValue, dialect: TokenDialect, _ type: TokenType, _ extract: (TokenValue) -> T?) -> T? {
        decode(value, dialect: dialect, as: type).flatMap(extract)
    }

    mutating func decodeString(_ value: SourceValue) -> String? {
        guard let text = value.json.stringValue else {
            invalid("a string token's value must be a string, found \(value.json.kind)", at: value)
            return nil
        }
        return text
    }

    mutating func decodeBoolean(_ value: SourceValue) -> Bool? {
        // Tokens Studio stores a boolean token's value as the text "true" or "false".
        if !options.strict, let text = value.json.stringValue, let flag = Bool(text.trimmingSpaces.lowercased()) {
            diagnostics.append(.warning(
                .nonStandardValue, "the string \(value.json.sourceText) is read as the boolean \(flag) (write \(flag))", at: value.location))
            return flag
        }
        guard let flag = value.json.boolValue else {
            invalid("a boolean token's value must be true or false, found \(value.json.kind)", at: value)
            return nil
        }
        return flag
    }
}

extension SourceValue {
    /// True for a string of nothing but spaces: what tools write for a field left blank.
    var isBlankText: Bool {
        json.stringValue?.trimmingSpaces.isEmpty == true
    }
}
