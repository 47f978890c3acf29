import TokenJSON
import TokenModel

extension DecodingContext {
    /// A value of one of tokenc's extension types: the object under its key in the group's
    /// `$extensions`, read member by member as the type's home lists them. A member of one of the
    /// format's types is decoded as a token of that type would be, references included.
    mutating func decodeExtended(_ value: SourceValue, dialect: TokenDialect, as type: ExtensionType) -> ExtendedValue? {
        let home = type.home
        guard let written = members(
            of: value, dialect: dialect, home.summary,
            required: home.members.filter(\.isRequired).map(\.name), optional: home.members.filter { !$0.isRequired }.map(\.name))
        else { return nil }
        var members: [TokenValue?] = []
        var valid = true
        for member in home.members {
            guard let memberValue = written[member.name] else {
                members.append(nil)
                continue
            }
            let decoded: TokenValue? =
                switch member.kind {
                case .word: word(memberValue, dialect: dialect, member.name).map(TokenValue.string)
                case .choice(let words): choice(memberValue, dialect: dialect, member.name, among: words).map(TokenValue.string)
                case .value(let memberType): decode(memberValue, dialect: dialect, as: memberType)
                }
            valid = valid && decoded != nil
            members.append(decoded)
        }
        return valid ? ExtendedValue(type: type, members: members) : nil
    }

    /// Text without white space, such as an SF Symbol's name.
    private mutating func word(_ value: SourceValue, dialect: TokenDialect, _ name: String) -> String? {
        guard let text = stringOperand(value, dialect: dialect, "'\(name)'") else { return nil }
        guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 }) else {
            invalid("'\(name)' must be a name without spaces, found \(value.json.sourceText)", at: value)
            return nil
        }
        return text
    }

    /// One of `words`.
    private mutating func choice(_ value: SourceValue, dialect: TokenDialect, _ name: String, among words: [String]) -> String? {
        guard let text = stringOperand(value, dialect: dialect, "'\(name)'") else { return nil }
        guard words.contains(text) else {
            var message = "'\(name)' must be one of \(words.quotedList("or")), found '\(text)'"
            if let meant = Suggestion.nearest(to: text, in: words) { message += "; did you mean '\(meant)'?" }
            invalid(message, at: value)
            return nil
        }
        return text
    }
}
