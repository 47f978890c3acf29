import TokenJSON
import TokenModel

/// What a written value's text says before any token is looked up: the number and unit of a
/// measure, the names of a font stack, the maths of an expression. Shared by the decoders and by
/// the readers that look at values before they are resolved.
enum ValueSyntax {
    /// Splits `"16px"` into its number and unit (letters or `%`, possibly none); `nil` when the text
    /// is not one number with such a suffix.
    static func measure(_ text: String) -> (number: NumberLiteral, unit: String)? {
        let trimmed = text.trimmingSpaces
        var unitStart = trimmed.firstIndex { !("0"..."9").contains($0) && $0 != "." && $0 != "-" && $0 != "+" && $0 != "e" && $0 != "E" } ?? trimmed.endIndex
        // The `e` of `em` or `ex` is not an exponent: give back what does not parse.
        while unitStart > trimmed.startIndex, Double(trimmed[..<unitStart]) == nil {
            unitStart = trimmed.index(before: unitStart)
        }
        let numberText = String(trimmed[..<unitStart])
        guard let value = Double(numberText) else { return nil }
        let number = NumberLiteral(value: value, text: numberText)
        // Text such as "1e400px" or "1e-400px" means nothing Swift can hold.
        guard number.representationProblem == nil else { return nil }
        let unit = String(trimmed[unitStart...]).trimmingSpaces
        guard unit == "%" || unit.allSatisfy(\.isLetter) else { return nil }
        return (number, unit)
    }

    /// A CSS font stack in one string (`"Inter, 'Helvetica Neue', sans-serif"`) as its list of
    /// names; a CSS declaration pasted whole (`font-family: Inter, sans-serif;`) as its value's.
    static func fontStack(_ text: String) -> [String] {
        var list = text.trimmingSpaces
        if let colon = list.firstIndex(of: ":"), list[..<colon].trimmingSpaces.lowercased() == "font-family" {
            list = String(list[list.index(after: colon)...])
        }
        while list.hasSuffix(";") || list.hasSuffix(" ") { list.removeLast() }
        return list.split(separator: ",").map { name in
            var name = name.trimmingSpaces
            if name.count >= 2, let first = name.first, first == "\"" || first == "'", name.last == first {
                name = String(name.dropFirst().dropLast())
            }
            return name
        }.filter { !$0.isEmpty }
    }

    /// `names` as the JSON array a file writes them in, for a message's rewrite.
    static func jsonList(_ names: [String]) -> String {
        var text = "["
        for (index, name) in names.enumerated() {
            if index > 0 { text += ", " }
            JSONWriter.writeString(name, into: &text)
        }
        return text + "]"
    }

    /// The token types a number with a unit can be.
    static func isComputable(_ type: TokenType) -> Bool {
        type == .dimension || type == .number || type == .duration || type == .fontWeight
    }

    /// The expression a string is, when it computes something; nil for a number, a reference
    /// alone, and any text that is not an expression (`"1px solid {color}"`, `"Bold"`).
    static func mathExpression(_ json: JSONValue) -> MathExpression? {
        // Most values have no operator at all, and are ruled out on the document's bytes.
        let mayBeMath = json.withUnescapedStringBytes { bytes in
            bytes.indices.contains { index in
                switch bytes[index] {
                case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "+"), UInt8(ascii: "^"), UInt8(ascii: "%"), UInt8(ascii: "("): true
                // A leading minus is a negative number.
                case UInt8(ascii: "-"): index > 0
                default: false
                }
            }
        } ?? (json.kind == .string)
        guard mayBeMath, let text = json.stringValue, case .success(let expression) = MathParser.parse(text), expression.computes else {
            return nil
        }
        return expression
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
}
