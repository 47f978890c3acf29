import TokenJSON
import TokenModel

/// What the decoders share: reporting a value only maths or text could give, and the checks and
/// conversions more than one value type needs.
extension DecodingContext {
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
        guard ValueSyntax.hasOperator(outsideReferences: text) else {
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

    mutating func invalid(_ message: String, at value: SourceValue) {
        diagnostics.append(.error(.invalidValue, message, at: value.location, notes: typeFromAnotherFile(for: value)))
    }

    /// A note at the group `$type` the token being resolved takes, when a group of another file
    /// gives it (files merged into one tree: the last root `$type` of one name reaches every
    /// file's tokens, as Style Dictionary merges them): without it, the type an error expects
    /// would come from nowhere the reader looks.
    private func typeFromAnotherFile(for value: SourceValue) -> [Diagnostic.Note] {
        guard let current, set[current].node.metadata.type == nil, let type = set[current].groupType,
              type.location.file != value.file else { return [] }
        return [.init("its type, '\(type.value)', is the $type of a group in another file, merged with this one", at: type.location)]
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

    /// Whether a shadow or border of `dialect` may hold members of a tool's own, ignored (a
    /// shadow's `description`): in a `value` file or a Tokens Studio project. Under `--strict`
    /// ``members(of:dialect:_:required:optional:ignoring:ignoringUnknown:)`` refuses them all the same.
    func toolsOwnMembers(_ dialect: TokenDialect) -> Bool {
        dialect == .legacy || options.tokensStudio
    }

    /// The members of a composite object, checking that exactly the allowed ones are present.
    /// Returns `nil` (after reporting) when the value is not an object or lacks a required member.
    /// With `ignoringUnknown` (a typography, whose tools add members of their own; a shadow or a
    /// border of a `value` file or a Tokens Studio project, whose plugin applies the members it
    /// knows), a member no tool defines is ignored with a warning unless it looks like a misspelt
    /// one.
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
