/// Something JSON5 allows that JSON does not, by the first place a text uses it.
package struct JSON5Use: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case comment, trailingComma, unquotedKey, singleQuotes, hexadecimalNumber, decimalPoint, plusSign
        case escape, lineContinuation, controlCharacter, whitespace
    }

    package var kind: Kind
    package var position: SourcePosition

    /// What it is, and how strict JSON writes it.
    package var rewrite: String {
        switch kind {
        case .comment: "a comment (JSON has none: remove it, or move it into \"$description\")"
        case .trailingComma: "a comma after the last member (remove it)"
        case .unquotedKey: "a key without quotes (quote it with \")"
        case .singleQuotes: "a string in single quotes (quote it with \")"
        case .hexadecimalNumber: "a hexadecimal number (write it in decimal)"
        case .decimalPoint: "a number that starts or ends with its decimal point (write a digit on both sides, or none)"
        case .plusSign: "a number with a leading '+' (remove it)"
        case .escape: "an escape JSON does not have (\\x, \\v, \\0, \\'; write \\u and four hex digits)"
        case .lineContinuation: "a string continued on the next line (join the lines)"
        case .controlCharacter: "a tab or control character inside a string (write it as \\t or \\u escape)"
        case .whitespace: "whitespace JSON does not allow (a no-break or other Unicode space; use a plain space)"
        }
    }
}

extension JSONDocument {
    /// Parses `bytes` as JSON5 (comments, trailing commas, unquoted keys, single quotes, hex
    /// numbers…), with every position in the JSON5 as written; also says where the text first
    /// uses something JSON does not have, if it does.
    package static func parsingJSON5(_ bytes: [UInt8], maxDepth: Int = JSONParser.defaultMaxDepth) throws(JSONSyntaxError) -> (document: JSONDocument, firstUse: JSON5Use?) {
        var transcoder = JSON5Transcoder(bytes)
        try transcoder.transcode()
        let shifts = transcoder.shifts
        func mapped(_ position: SourcePosition) -> SourcePosition {
            guard let line = shifts[UInt32(clamping: position.line)] else { return position }
            return SourcePosition(line: position.line, column: Int(JSON5Transcoder.Shift.inputColumn(UInt32(clamping: position.column), line)))
        }
        let parsed: JSONDocument
        do {
            parsed = try JSONParser.parse(transcoder.output, maxDepth: maxDepth)
        } catch {
            var moved = error
            moved.position = mapped(error.position)
            throw moved
        }
        guard !shifts.isEmpty else { return (parsed, transcoder.firstUse) }
        let nodes = parsed.storage.nodes.map { node in
            guard let line = shifts[node.line] else { return node }
            var moved = node
            moved.column = JSON5Transcoder.Shift.inputColumn(node.column, line)
            return moved
        }
        let duplicates = parsed.duplicateKeys.map { duplicate in
            JSONDuplicateKey(key: duplicate.key, first: mapped(duplicate.first), second: mapped(duplicate.second))
        }
        return (JSONDocument(storage: JSONStorage(bytes: parsed.storage.bytes, nodes: nodes), duplicateKeys: duplicates), transcoder.firstUse)
    }
}

extension JSON5Transcoder.Shift {
    /// The input column of output column `column` on a line with `shifts`.
    static func inputColumn(_ column: UInt32, _ shifts: [Self]) -> UInt32 {
        guard let shift = shifts.last(where: { $0.from <= column }) else { return column }
        return UInt32(clamping: Int64(column) + Int64(shift.delta))
    }
}
