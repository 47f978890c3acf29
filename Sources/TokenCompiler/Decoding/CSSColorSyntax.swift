import Foundation

/// The tokens of a CSS color string (CSS Syntax Level 3, as far as colors use it): names,
/// numbers with their unit or `%`, `#` hashes, commas, slashes and parentheses, each with its
/// offset in Unicode scalars from the start of the text, so that an error can point into it.
struct CSSColorToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case name(String)
        /// A number as written (sign and all), with its unit lowercased (`""`, `"%"`, `"deg"`, …).
        case number(text: String, unit: String)
        case hash(String)
        case comma
        case slash
        case open
        case close
    }

    var kind: Kind
    var offset: Int
    /// The length in Unicode scalars, for the end of the text.
    var length: Int
}

/// Why a CSS color string was not read, and where in it (Unicode scalars from its start).
struct CSSColorError: Error, Sendable, Equatable {
    var message: String
    var offset: Int
}

enum CSSColorTokenizer {
    /// The tokens of `text`, or the first character that no CSS color syntax has.
    static func tokens(_ text: String) -> Result<[CSSColorToken], CSSColorError> {
        let scalars = Array(text.unicodeScalars)
        var tokens: [CSSColorToken] = []
        var index = 0
        func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
        func isNameCharacter(_ i: Int) -> Bool {
            guard i < scalars.count else { return false }
            let s = scalars[i]
            return ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "-" || s == "_" || s.value > 0x7F
        }
        func isNameStart(_ i: Int) -> Bool {
            guard i < scalars.count else { return false }
            let s = scalars[i]
            if s == "-" { return isNameStart(i + 1) && !isDigit(i + 1) }
            return isNameCharacter(i) && !("0"..."9").contains(s)
        }
        func startsNumber(_ i: Int) -> Bool {
            if isDigit(i) { return true }
            if i < scalars.count, scalars[i] == "." { return isDigit(i + 1) }
            if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" {
                return isDigit(i + 1) || (i + 1 < scalars.count && scalars[i + 1] == "." && isDigit(i + 2))
            }
            return false
        }
        func slice(_ range: Range<Int>) -> String {
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars[range])
            return String(result)
        }
        while index < scalars.count {
            let start = index
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                index += 1
                continue
            }
            let single: CSSColorToken.Kind? = switch scalar {
            case ",": .comma
            case "/": .slash
            case "(": .open
            case ")": .close
            default: nil
            }
            if let single {
                tokens.append(CSSColorToken(kind: single, offset: start, length: 1))
                index += 1
            } else if startsNumber(index) {
                if scalars[index] == "+" || scalars[index] == "-" { index += 1 }
                while isDigit(index) { index += 1 }
                if index < scalars.count, scalars[index] == ".", isDigit(index + 1) {
                    index += 1
                    while isDigit(index) { index += 1 }
                }
                if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
                    var exponent = index + 1
                    if exponent < scalars.count, scalars[exponent] == "+" || scalars[exponent] == "-" { exponent += 1 }
                    if isDigit(exponent) {
                        index = exponent
                        while isDigit(index) { index += 1 }
                    }
                }
                let number = slice(start..<index)
                var unit = ""
                if index < scalars.count, scalars[index] == "%" {
                    unit = "%"
                    index += 1
                } else if isNameStart(index) {
                    let unitStart = index
                    while isNameCharacter(index) { index += 1 }
                    unit = slice(unitStart..<index).lowercased()
                }
                tokens.append(CSSColorToken(kind: .number(text: number, unit: unit), offset: start, length: index - start))
            } else if scalar == "#" {
                index += 1
                while isNameCharacter(index) { index += 1 }
                tokens.append(CSSColorToken(kind: .hash(slice(start + 1..<index)), offset: start, length: index - start))
            } else if isNameStart(index) {
                while isNameCharacter(index) { index += 1 }
                tokens.append(CSSColorToken(kind: .name(slice(start..<index)), offset: start, length: index - start))
            } else {
                return .failure(CSSColorError(message: "'\(Character(scalar))' has no place in a CSS color", offset: start))
            }
        }
        return .success(tokens)
    }
}
