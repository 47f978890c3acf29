import TokenJSON
import TokenModel

/// A value position after references are followed: a resolved token value, or literal JSON.
enum Operand {
    case resolved(TokenValue)
    case literal(SourceValue, TokenDialect)
}

extension DecodingContext {
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
                    switch alpha {
                    case .number(let alpha):
                        return referencedColor(written, alpha: alpha, at: value, dialect: dialect)
                    case .reference(let path):
                        guard case .resolved(.number(let number))? = referenced(path, at: value.location, dialect: dialect, expecting: .number) else {
                            return nil
                        }
                        guard (0...1).contains(number.value) else {
                            diagnostics.append(.error(
                                .invalidValue, "\(value.json.sourceText): the alpha '{\(path)}' is \(number.text), not from 0 to 1", at: value.location))
                            return nil
                        }
                        return referencedColor(written, alpha: number.value, at: value, dialect: dialect)
                    }
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
                   ReferenceSyntax.embeddedReferences(json.stringValue ?? "").allSatisfy({ graph.reference($0, dialect: dialect).index == nil }) {
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
            if path == written.appending("$root") {
                legacyGuess("'{\(written)}' names a group; read as its root token, '{\(path)}' (write that)", at: location)
            } else if ReferenceGraph.trimmed(written) == path {
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
        let value = options.tokensStudio && type != .string ? pluginRounded(value) ?? value : value
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
        case .extended(let type): decodeExtended(value, dialect: dialect, as: type).map(TokenValue.extended)
        }
    }

    /// Tokens Studio's `rgba({color.token}, 0.5)` (or `50%`, or `{opacity.hover}`): the reference
    /// and the opacity, whatever the color's own spelling (hex, `rgb()`, an object); nil for any
    /// other text.
    static func referenceWithAlpha(_ text: String) -> (TokenPath, ReferencedAlpha)? {
        let trimmed = text.trimmingSpaces
        guard trimmed.hasPrefix("rgba("), trimmed.hasSuffix(")") else { return nil }
        let arguments = trimmed.dropFirst(5).dropLast().split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        guard arguments.count == 2, case .reference(let written) = ReferenceSyntax.alias(arguments[0]) else { return nil }
        if case .reference(let alpha) = ReferenceSyntax.alias(arguments[1]) { return (written, .reference(alpha)) }
        guard let (number, unit) = ValueSyntax.measure(arguments[1]), unit.isEmpty || unit == "%" else { return nil }
        let alpha = unit == "%" ? number.value / 100 : number.value
        return (0...1).contains(alpha) ? (written, .number(alpha)) : nil
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
    /// as Tokens Studio's `fontFamilies` write a fallback list), a reference quoted as CSS
    /// quotes a name (`"'{font.brand}', Helvetica"`, `"\"{font.brand}\""`, as Style Dictionary
    /// interpolates it into CSS) standing for itself; nil for any other text.
    static func fontStackParts(_ text: String) -> [String]? {
        var quotesAReference = false
        let parts = text.split(separator: ",").map { part in
            let trimmed = part.trimmingSpaces
            guard trimmed.count > 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first,
                  case .reference = ReferenceSyntax.alias(String(trimmed.dropFirst().dropLast())) else { return trimmed }
            quotesAReference = true
            return String(trimmed.dropFirst().dropLast())
        }
        guard parts.count > 1 || quotesAReference, parts.contains(where: { if case .reference = ReferenceSyntax.alias($0) { true } else { false } }),
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
                names += ValueSyntax.fontStack(part)
                continue
            }
            guard case .resolved(.fontFamily(let family))? = referenced(written, at: value.location, dialect: dialect, expecting: .fontFamily) else {
                return nil
            }
            names += family.names
        }
        diagnostics.append(.warning(
            .nonStandardValue,
            "the font stack \(value.json.sourceText) is read as the list of \(names.count) names its references and names give (write \(ValueSyntax.jsonList(names)))",
            at: value.location))
        return FontFamilyValue(names: names)
    }
}

extension SourceValue {
    /// True for a string of nothing but spaces: what tools write for a field left blank. Asked of
    /// every string a decoder reads, so a string without escapes is looked at in place.
    var isBlankText: Bool {
        json.withUnescapedStringBytes { $0.allSatisfy { $0 == UInt8(ascii: " ") } }
            ?? (json.stringValue?.trimmingSpaces.isEmpty == true)
    }
}

/// The opacity of Tokens Studio's `rgba({color.token}, …)`: a number, or a number token.
enum ReferencedAlpha: Equatable {
    case number(Double)
    case reference(TokenPath)
}
