/// One lexical piece of a Tokens Studio expression, with where it is written (in Unicode
/// scalars from the start of the string, as diagnostics count columns).
struct MathToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A number and the unit written against it (`16px`, `2.5`, `150%`; `""` for none).
        case number(ExactNumber, unit: String)
        /// `{group.token}`: the text between the braces.
        case reference(String)
        /// A function's name (`floor`, `roundTo`).
        case name(String)
        /// One of `+ - * / % ^ ( ) ,`.
        case symbol(Character)
    }

    var kind: Kind
    /// The scalars the token covers.
    var range: Range<Int>
}

/// Splits an expression into ``MathToken``s, as expr-eval (which Tokens Studio and
/// sd-transforms evaluate with) reads them, with the units design tokens put on numbers.
enum MathTokenizer {
    /// The tokens of `text`, or the offset of the first scalar that starts none.
    static func tokens(_ text: String) -> Result<[MathToken], MathSyntaxError> {
        let scalars = Array(text.unicodeScalars)
        var tokens: [MathToken] = []
        var index = 0
        func isDigit(_ at: Int) -> Bool { at < scalars.count && ("0"..."9").contains(scalars[at]) }
        func isLetter(_ at: Int) -> Bool { at < scalars.count && scalars[at].properties.isAlphabetic }
        while index < scalars.count {
            let start = index
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" {
                index += 1
                continue
            }
            if isDigit(index) || (scalar == "." && isDigit(index + 1)) {
                while isDigit(index) { index += 1 }
                if index < scalars.count, scalars[index] == ".", isDigit(index + 1) {
                    index += 1
                    while isDigit(index) { index += 1 }
                }
                // An exponent only when digits follow: the `e` of `em` is a unit.
                if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
                    var end = index + 1
                    if end < scalars.count, scalars[end] == "+" || scalars[end] == "-" { end += 1 }
                    if isDigit(end) {
                        index = end
                        while isDigit(index) { index += 1 }
                    }
                }
                let numberText = String(String.UnicodeScalarView(scalars[start..<index]))
                guard let number = ExactNumber.decimal(Substring(numberText)) else {
                    return .failure(MathSyntaxError(message: "'\(numberText)' is not a number", range: start..<index))
                }
                let unitStart = index
                if index < scalars.count, scalars[index] == "%" {
                    index += 1
                } else {
                    while isLetter(index) { index += 1 }
                }
                let unit = String(String.UnicodeScalarView(scalars[unitStart..<index]))
                tokens.append(MathToken(kind: .number(number, unit: unit), range: start..<index))
                continue
            }
            if scalar == "{" {
                guard let close = scalars[index...].firstIndex(of: "}") else {
                    return .failure(MathSyntaxError(message: "the reference has no closing '}'", range: start..<scalars.count))
                }
                let path = String(String.UnicodeScalarView(scalars[index + 1..<close]))
                index = close + 1
                tokens.append(MathToken(kind: .reference(path), range: start..<index))
                continue
            }
            if isLetter(index) || scalar == "_" {
                while isLetter(index) || isDigit(index) || (index < scalars.count && scalars[index] == "_") { index += 1 }
                tokens.append(MathToken(kind: .name(String(String.UnicodeScalarView(scalars[start..<index]))), range: start..<index))
                continue
            }
            if "+-*/%^(),".unicodeScalars.contains(scalar) {
                index += 1
                tokens.append(MathToken(kind: .symbol(Character(scalar)), range: start..<index))
                continue
            }
            return .failure(MathSyntaxError(message: "'\(Character(scalar))' cannot stand in an expression", range: start..<start + 1))
        }
        return .success(tokens)
    }
}

/// Why a text is not an expression, and where.
struct MathSyntaxError: Error, Sendable, Equatable {
    var message: String
    /// The scalars at fault.
    var range: Range<Int>
}
