import TokenModel
import TokenJSON

/// A token or group name that holds `.`, as tools that do not check names write them (Terrazzo
/// and Style Dictionary join a token's path with `.` and never look inside a name: a TextMate
/// scope such as `source.json meta.structure` is kept as one name). The format forbids `.` in a
/// name because references split at it, so no reference can reach such a token as written;
/// without `--strict` it is kept under the name with each `.` read as `_`, with an `invalid-name`
/// warning that gives that rewrite (under `--strict` the format's error). A name holding `{` or
/// `}` is a reference written where a name goes (Tokens Studio and Style Dictionary keep it as
/// a token no reference can reach): it is skipped, with what it holds, with an `invalid-name`
/// warning (under `--strict` the format's error).
enum DottedNames {
    /// What to do with `name`: keep it, keep it renamed with a warning, or refuse it.
    enum Reading: Equatable {
        case valid
        case renamed(String)
        case invalid(brace: Character)
    }

    static func reading(of name: String) -> Reading {
        // On bytes, in one pass over them in place (every member name of every file is read):
        // these ASCII characters are never part of another character's UTF-8 bytes.
        var text = name
        let (brace, hasDot) = text.withUTF8 { bytes -> (UInt8?, Bool) in
            var hasDot = false
            for byte in bytes {
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return (byte, hasDot) }
                if byte == UInt8(ascii: ".") { hasDot = true }
            }
            return (nil, hasDot)
        }
        if let brace { return .invalid(brace: Character(Unicode.Scalar(brace))) }
        return hasDot ? .renamed(name.replacingDots) : .valid
    }

    /// The warning for a name read as `invalid`: the member is skipped.
    static func skipped(_ name: String, brace: Character, at location: SourceLocation) -> Diagnostic {
        .warning(
            .invalidName,
            "the name '\(name)' contains '\(brace)', which references use as syntax: it is a reference written where a name goes, which no reference could reach, and is skipped with what it holds (rename it, or remove it)",
            at: location)
    }

    /// The warning for a name read as `renamed`.
    static func warning(_ name: String, renamed: String, at location: SourceLocation) -> Diagnostic {
        .warning(
            .invalidName,
            "the name '\(name)' contains '.', which references use as syntax; it is read as '\(renamed)', the name to write (names must not contain '{', '}' or '.')",
            at: location)
    }
}

private extension String {
    var replacingDots: String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "." ? "_" : $0 }))
    }
}
