import TokenModel

/// The build stamp as a file: plain text, one record a line, fields separated by tabs, so that a
/// person looking into why a build was or was not skipped can read it.
///
/// ```
/// tokenc build stamp 1
/// tool	tokenc 0.1.0 /usr/local/bin/tokenc …
/// setting	output=Generated
/// input	9f3c0a1b2c3d4e5f	tokens/color.tokens.json
/// as-of	1795250534123456789
/// output	2049	1234567	2892	<modified>	<changed>	501	a4fea4fa6eb61e0e	AppTheme.swift
/// tokens	114
/// themes	2 brands × 2 modes
/// ```
///
/// Text fields escape `\`, tab, line feed and carriage return with a backslash, so any path fits.
/// Reading is strict: anything unexpected, including another format version, makes the whole
/// stamp unreadable, which only costs one full build.
extension BuildStamp {
    /// The first line; the number goes up whenever the format or its meaning changes.
    static let formatLine = "tokenc build stamp 1"

    /// The stamp as its file holds it.
    package var text: String {
        var lines = [Self.formatLine, Self.line("tool", Self.escaped(key.tool))]
        lines += key.settings.map { Self.line("setting", Self.escaped($0)) }
        lines += key.inputs.map { Self.line("input", $0.hash.description, Self.escaped($0.path)) }
        lines.append(Self.line("as-of", String(asOf)))
        for output in outputs {
            let status = output.status
            lines.append(Self.line(
                "output", String(status.device), String(status.inode), String(status.size), String(status.modified),
                String(status.changed), String(status.owner), output.hash?.description ?? "-", Self.escaped(output.path)))
        }
        lines.append(Self.line("tokens", String(tokenCount)))
        lines.append(Self.line("themes", Self.escaped(themeSummary)))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads what `text` wrote; nil for anything else.
    package init?(text: String) {
        // Split by scalars, not characters: a combining mark after a tab or a line feed would
        // otherwise join it into one character that is neither.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
        guard lines.first == Substring(Self.formatLine), lines.last == "" else { return nil }
        lines = Array(lines.dropFirst().dropLast())
        var tool: String?, asOf: Int64?, tokenCount: Int?, themeSummary: String?
        var settings: [String] = [], inputs: [Input] = [], outputs: [Output] = []
        for line in lines {
            let fields = line.unicodeScalars.split(separator: "\t", omittingEmptySubsequences: false).map(Substring.init)
            switch (fields[0], fields.count) {
            case ("tool", 2) where tool == nil:
                tool = Self.unescaped(fields[1])
            case ("setting", 2):
                guard let setting = Self.unescaped(fields[1]) else { return nil }
                settings.append(setting)
            case ("input", 3):
                guard let hash = ContentHash(hexadecimal: fields[1]), let path = Self.unescaped(fields[2]) else { return nil }
                inputs.append(Input(path: path, hash: hash))
            case ("as-of", 2) where asOf == nil:
                asOf = Int64(fields[1])
            case ("output", 9):
                guard let device = UInt64(fields[1]), let inode = UInt64(fields[2]), let size = Int64(fields[3]),
                      let modified = Int64(fields[4]), let changed = Int64(fields[5]), let owner = UInt32(fields[6]),
                      let path = Self.unescaped(fields[8])
                else { return nil }
                let hash = ContentHash(hexadecimal: fields[7])
                guard hash != nil || fields[7] == "-" else { return nil }
                let status = FileStatus(device: device, inode: inode, size: size, modified: modified, changed: changed, owner: owner)
                outputs.append(Output(path: path, status: status, hash: hash))
            case ("tokens", 2) where tokenCount == nil:
                tokenCount = Int(fields[1])
            case ("themes", 2) where themeSummary == nil:
                themeSummary = Self.unescaped(fields[1])
            default:
                return nil
            }
        }
        guard let tool, let asOf, let tokenCount, let themeSummary else { return nil }
        self.init(
            key: Key(tool: tool, settings: settings, inputs: inputs), asOf: asOf, outputs: outputs,
            tokenCount: tokenCount, themeSummary: themeSummary)
    }

    private static func line(_ fields: String...) -> String {
        fields.joined(separator: "\t")
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// What `escaped` wrote; nil for a backslash before anything else.
    static func unescaped(_ text: Substring) -> String? {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let character = scalars.next() {
            guard character == "\\" else {
                result.unicodeScalars.append(character)
                continue
            }
            switch scalars.next() {
            case "\\": result += "\\"
            case "t": result += "\t"
            case "n": result += "\n"
            case "r": result += "\r"
            default: return nil
            }
        }
        return result
    }
}
