import TokenJSON
import TokenModel

/// A value Tokens Studio builds as text: the plugin puts each reference's value in its place and
/// then evaluates the maths the text makes, so a reference may be its older `$name` inside an
/// expression (`"2 / $baserem"`: its alias pattern, `\$[a-zA-Z0-9_.]+`, finds it anywhere) or
/// in a color function (`"rgba($gray.100, 0.1)"`), or have a unit written after it (`"{scale.54}rem"`: `3.375` and `rem` make `3.375rem`; at the
/// end of the text a space may stand between them, `"$scale.8 rem"`).
///
/// Read at the edge as the maths or color it means, `"2 / {baserem}"`, `"rgba({gray.100}, 0.1)"`
/// and `"{scale.54} * 1rem"`, so that
/// every later step sees one syntax; the maths warning then gives the computed value to write. So
/// is a CSS shorthand of such references and lengths (`"0 0 $spacing.01 0"`), and in a `value`
/// file each member of a typography, shadow or border so written (`"lineHeight": "$ratio *
/// $size"`), as the plugin resolves an object's members one by one. A text that is none of
/// these once rewritten (a sentence holding `$`) is left as written.
enum StringBuiltValue {
    /// The units a reference may have written against it: those of lengths, durations and ratios.
    static let units: Set<String> = ["px", "rem", "em", "%", "ms", "s"]

    /// `json` rewritten as maths, placed where it is written, and the warning that says so; nil
    /// when it is no such value.
    static func maths(_ json: JSONValue, file: String) -> (value: JSONValue, warning: Diagnostic)? {
        guard let mayBe = json.withUnescapedStringBytes(mayBeBuilt), mayBe, let text = json.stringValue,
              DollarReference.path(in: json) == nil else { return nil }
        let rewritten = rewrite(text)
        var quoted = JSONWriter(indentation: "").text(of: .string(rewritten))
        while quoted.last == "\n" { quoted.removeLast() }
        guard rewritten != text, computes(rewritten) || isColorFunction(rewritten) || isValueList(rewritten), let placed = JSONDocument.value(quoted, placedAt: json.position) else { return nil }
        return (placed, .warning(
            .legacyMapping,
            "\(json.sourceText) is built as text by Tokens Studio, which puts each reference's value in its place; read as \(quoted) (write \(quoted))",
            at: SourceLocation(file: file, position: json.position)))
    }

    private static func computes(_ text: String) -> Bool {
        guard case .success(let expression) = MathParser.parse(text) else { return false }
        return expression.computes
    }

    /// `0 0 {spacing.01} 0`, `1px solid {gray}`: values apart by spaces, as CSS shorthands write
    /// them, a reference among them and each of the others a number or length, a hex color or a
    /// line style (read further, or left out, as the same text in braces would be).
    private static func isValueList(_ text: String) -> Bool {
        let parts = text.split(separator: " ")
        guard parts.count > 1, parts.contains(where: { $0.hasPrefix("{") && $0.hasSuffix("}") }) else { return false }
        return parts.allSatisfy { part in
            if part.hasPrefix("{") && part.hasSuffix("}") || part.hasPrefix("#") { return true }
            if ["solid", "dashed", "dotted", "double", "groove", "ridge", "inset", "outset", "none"].contains(part) { return true }
            let number = part.prefix { "0123456789.-+".contains($0) }
            return !number.isEmpty && Double(number) != nil && part.dropFirst(number.count).allSatisfy { $0.isLetter || $0 == "%" }
        }
    }

    /// `rgba($gray.100, 0.5)`: a color function, which reads a color reference in it.
    private static func isColorFunction(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return ["rgb(", "rgba(", "hsl(", "hsla("].contains { lowered.hasPrefix($0) } && lowered.hasSuffix(")")
    }

    /// The value a token reader keeps for `json`: the maths it means when it is built as text,
    /// with the warning added to `diagnostics`. A token whose own type is written and is no
    /// number, size, duration, weight or color (`"{count}s"` in a text token) keeps its text.
    /// `ofMembers`: whether a composite's members are read so too, in a `value` file (the plugin
    /// wrote `$name` references before it wrote `$value`).
    static func read(_ json: JSONValue, type: JSONValue?, ofMembers: Bool, file: String, diagnostics: inout [Diagnostic]) -> SourceValue {
        let known = type?.stringValue.map { DialectTypeNames.mapping(for: $0)?.type ?? TokenType(rawValue: $0) }
        if json.kind == .object {
            // Told apart on the tape: nearly every composite has no member built as text.
            guard ofMembers, json.anyStringMay(mayBeBuilt), known.map({ $0.map(Self.composites.contains) ?? false }) ?? true else {
                return SourceValue(json, file: file)
            }
            return SourceValue(members(of: json, file: file, diagnostics: &diagnostics), file: file)
        }
        // A custom type (`x-motion`) computes nothing either.
        if let known, !(known.map { ValueSyntax.isComputable($0) || $0 == .color } ?? false) { return SourceValue(json, file: file) }
        guard let (value, warning) = maths(json, file: file) else { return SourceValue(json, file: file) }
        diagnostics.append(warning)
        return SourceValue(value, file: file)
    }

    /// The composites whose members the plugin resolves one by one as text.
    private static let composites: Set<TokenType> = [.typography, .shadow, .border]

    /// A composite's members built as text (`"lineHeight": "$ratio * $size"`), each read as the
    /// maths it means, every other member where it is written: the plugin resolves an object's
    /// members one by one through the same text path.
    private static func members(of object: JSONValue, file: String, diagnostics: inout [Diagnostic]) -> JSONValue {
        var result = object
        for member in object.objectMembers ?? [] where member.value.kind == .string {
            guard let (value, warning) = maths(member.value, file: file),
                  let replaced = result.replacingMember(member.key, with: value.sourceText) else { continue }
            diagnostics.append(warning)
            result = replaced
        }
        return result
    }

    /// True when the bytes hold a `$`, or a `}` with a letter, `%` or space after it:
    /// ruled out for nearly every string without making it.
    private static func mayBeBuilt(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "$"): return true
            case UInt8(ascii: "}"):
                if index + 1 < bytes.count, isLetter(bytes[index + 1]) || bytes[index + 1] == UInt8(ascii: "%") || bytes[index + 1] == UInt8(ascii: " ") { return true }
            default: break
            }
        }
        return false
    }

    /// `$a.b` as `{a.b}`, and `{a}unit` as `{a} * 1unit`.
    static func rewrite(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        func isLetter(_ at: Int) -> Bool {
            at < scalars.count && (("a"..."z").contains(scalars[at]) || ("A"..."Z").contains(scalars[at]))
        }
        func isNameScalar(_ at: Int) -> Bool {
            isLetter(at) || (at < scalars.count && (("0"..."9").contains(scalars[at]) || scalars[at] == "_" || scalars[at] == "."))
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "$", isLetter(index + 1) || (index + 1 < scalars.count && scalars[index + 1] == "_") {
                var end = index + 1
                while isNameScalar(end) { end += 1 }
                // A sentence's full stop ends the text, not the name.
                while scalars[end - 1] == "." { end -= 1 }
                result.append("{")
                result.append(contentsOf: scalars[(index + 1)..<end])
                result.append("}")
                index = end
            } else {
                result.append(scalar)
                index += 1
                guard scalar == "}" else { continue }
            }
            // A unit after a reference: against it, or apart from it at the end of the text (the
            // plugin applies "0.5 rem" as rem: `convertTypographyNumberToFigma` sees it end in `rem`).
            var start = index
            while start < scalars.count, scalars[start] == " " { start += 1 }
            var end = start
            while end < scalars.count, ("a"..."z").contains(scalars[end]) || scalars[end] == "%" { end += 1 }
            let unit = String(String.UnicodeScalarView(scalars[start..<end]))
            if units.contains(unit), start == index || end == scalars.count {
                result.append(contentsOf: " * 1\(unit)".unicodeScalars)
                index = end
            }
        }
        return String(result)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
