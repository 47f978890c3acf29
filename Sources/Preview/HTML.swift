/// The one place where text becomes markup: every token name, description, value and context
/// name reaches the page through ``escape(_:)``, in text and in attribute values alike.
package enum HTML {
    /// `text` safe inside an element or a quoted attribute value.
    ///
    /// Escapes `& < > " '`; shows bidirectional controls (which could make a name read as another,
    /// as in "Trojan Source"), zero-width characters and other control characters as visible
    /// `[U+202E]` marks instead of passing them through.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if isHidden(scalar) {
                    result += "[U+" + hex(scalar.value) + "]"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Characters that change how text around them reads or that cannot be seen.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0 and C1 controls
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi controls
        case 0x200B, 0x2060, 0xFEFF: true  // zero-width space, word joiner, byte order mark
        case 0xFFF9...0xFFFB: true  // interlinear annotation controls
        default: false
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// An `id` for an element, made of `[A-Za-z0-9._-]` only, different for different paths:
    /// each path component keeps letters, digits and `-`, and writes every other UTF-8 byte as
    /// `_xx`; components are joined with `.`.
    package static func anchor(_ prefix: String, _ path: [String]) -> String {
        let digits = Array("0123456789abcdef")
        let encoded = path.map { component -> String in
            var result = ""
            for byte in component.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                    result.unicodeScalars.append(Unicode.Scalar(byte))
                default:
                    result += "_" + String([digits[Int(byte / 16)], digits[Int(byte % 16)]])
                }
            }
            return result
        }
        return ([prefix] + encoded).joined(separator: ".")
    }
}

/// An attribute of an element. Names are fixed by the page's code; values are always escaped.
struct HTMLAttribute {
    var name: String
    /// nil for a boolean attribute written without a value.
    var value: String?

    init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }

    static func `class`(_ names: String...) -> HTMLAttribute {
        HTMLAttribute("class", names.filter { !$0.isEmpty }.joined(separator: " "))
    }
    static func id(_ value: String) -> HTMLAttribute { HTMLAttribute("id", value) }
    static func href(_ value: String) -> HTMLAttribute { HTMLAttribute("href", value) }
    static func title(_ value: String) -> HTMLAttribute { HTMLAttribute("title", value) }
    static func data(_ name: String, _ value: String) -> HTMLAttribute { HTMLAttribute("data-" + name, value) }
    static func style(_ style: CSSStyle) -> HTMLAttribute { HTMLAttribute("style", style.text) }
}

/// Writes an HTML document front to back. Tag and attribute names come from the page's own
/// code; every piece of text and every attribute value goes through ``HTML/escape(_:)``.
struct HTMLWriter {
    private(set) var output = ""

    /// Markup written by the page's code itself (the doctype, the style sheet): never token text.
    mutating func trusted(_ markup: StaticString) {
        output += "\(markup)"
    }

    /// CSS that the page builds from token values (numbers, hex colors, escaped strings): written
    /// into the style element as it is, except that a `<` (which such CSS never holds) is escaped
    /// so nothing can end the element.
    mutating func generatedCSS(_ css: String) {
        output += css.replacingOccurrences(of: "<", with: "\\3c ")
    }

    mutating func text(_ text: String) {
        output += HTML.escape(text)
    }

    mutating func open(_ tag: String, _ attributes: [HTMLAttribute] = []) {
        output += "<" + tag
        // An empty class list, style or title is left out rather than written as `class=""`.
        for attribute in attributes where !(["class", "style", "title"].contains(attribute.name) && attribute.value == "") {
            output += " " + attribute.name
            if let value = attribute.value {
                output += "=\"" + HTML.escape(value) + "\""
            }
        }
        output += ">"
    }

    mutating func close(_ tag: String) {
        output += "</" + tag + ">"
    }

    /// An element with content written by `content`.
    mutating func element(_ tag: String, _ attributes: [HTMLAttribute] = [], _ content: (inout HTMLWriter) -> Void) {
        open(tag, attributes)
        content(&self)
        close(tag)
    }

    /// An element holding only text.
    mutating func element(_ tag: String, _ attributes: [HTMLAttribute] = [], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// A void element (`<meta>`, `<br>`): no content, no end tag.
    mutating func void(_ tag: String, _ attributes: [HTMLAttribute] = []) {
        open(tag, attributes)
    }

    mutating func newline() {
        output += "\n"
    }
}
