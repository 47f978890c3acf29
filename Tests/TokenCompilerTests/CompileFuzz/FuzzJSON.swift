/// A JSON value that keeps its members in the order they were added, so a generated document's
/// text depends only on its seed.
enum FuzzJSON {
    case object([(String, FuzzJSON)])
    case array([FuzzJSON])
    case string(String)
    /// A number, already as JSON text.
    case number(String)
    case bool(Bool)

    /// The JSON text, two spaces per level.
    func text(indent: String = "") -> String {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let inner = indent + "  "
            let lines = members.map { "\(inner)\(Self.quoted($0.0)): \($0.1.text(indent: inner))" }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        case .array(let elements):
            return "[" + elements.map { $0.text(indent: indent) }.joined(separator: ", ") + "]"
        case .string(let string): return Self.quoted(string)
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        }
    }

    /// `string` as a JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
