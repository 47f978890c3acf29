import TokenModel
import TokenJSON

/// A token or group name that holds `.`, as tools that do not check names write them. Style
/// Dictionary, Tokens Studio and Terrazzo name a token by its path's names joined with `.` and
/// never look inside a name, so `"text.strong"` under `colors` is the token every one of them
/// calls `colors.text.strong`, which `{colors.text.strong}` references. The format forbids `.` in
/// a name because references split at it; without `--strict` such a member is read as the groups
/// its names make (``parts(of:)``, ``place(_:at:into:location:)``), merged with the groups of
/// those names already there, with an `invalid-name` warning that says to write them nested
/// (under `--strict` the format's error). Where that cannot be (a name between dots is empty, or
/// a token stands where a group would: `a` beside `a.b`), and for a TextMate scope (`source.json
/// meta.structure`: dots and spaces, one name), it is kept under the name with each `.` read as
/// `_`, with a warning that gives that rewrite. A name holding `{` or `}` is a reference
/// written where a name goes (Tokens Studio and Style Dictionary keep it as a token no reference
/// can reach): it is skipped, with what it holds, with an `invalid-name` warning (under
/// `--strict` the format's error).
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

    /// The names `name` joins with dots (`text.strong` → `text`, `strong`); nil when one of them
    /// is empty (`a..b`, `.a`), or when the name holds a space too: a TextMate scope
    /// (`source.json meta.structure`, a theme's syntax colors), one name of words and dots.
    static func parts(of name: String) -> [String]? {
        guard !name.contains(" ") else { return nil }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return parts.count > 1 && !parts.contains(where: \.isEmpty) ? parts : nil
    }

    /// Puts `node` at the groups `parts` name in `group`, a group of a name already there merged
    /// with `node`'s (metadata and children, `node`'s last). False, with `group` as it was, when a
    /// token stands where a group would, or a token where a token is already.
    static func place(_ node: TreeNode, at parts: ArraySlice<String>, into group: inout GroupNode, location: SourceLocation) -> Bool {
        guard let name = parts.first else { return false }
        if parts.count == 1 {
            switch (group[name], node) {
            case (nil, _):
                group[name] = node
                return true
            case (.group(var existing)?, .group(let added)):
                existing.metadata.overlay(added.metadata)
                for (childName, child) in added.children {
                    guard place(child, at: [childName], into: &existing, location: location) else { return false }
                }
                group[name] = .group(existing)
                return true
            default:
                return false
            }
        }
        var child: GroupNode
        switch group[name] {
        case .group(let existing)?: child = existing
        case nil: child = GroupNode(location: location)
        case .token?: return false
        }
        guard place(node, at: parts.dropFirst(), into: &child, location: location) else { return false }
        group[name] = .group(child)
        return true
    }

    /// The warning for a name read as the groups its names make.
    static func warning(_ name: String, placedAt parts: [String], at location: SourceLocation) -> Diagnostic {
        .warning(
            .invalidName,
            "the name '\(name)' contains '.', which references use as syntax; it is read as the groups its names make, as Style Dictionary, Tokens Studio and Terrazzo name a token by its path (\(parts.map { "'\($0)'" }.joined(separator: " › "))): write them nested",
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

extension String {
    var replacingDots: String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "." ? "_" : $0 }))
    }
}
