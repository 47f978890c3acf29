@testable import TokenCompiler
@testable import TokenJSON

/// Parses UTF-8 text with the default depth limit.
func parseJSON(_ text: String, maxDepth: Int = JSONParser.defaultMaxDepth) throws(JSONSyntaxError) -> JSONDocument {
    try JSONDocument(parsing: Array(text.utf8), maxDepth: maxDepth)
}

/// The error parsing `bytes` throws, or `nil` if it parses.
func jsonSyntaxError(_ bytes: [UInt8], maxDepth: Int = JSONParser.defaultMaxDepth) -> JSONSyntaxError? {
    do {
        _ = try JSONDocument(parsing: bytes, maxDepth: maxDepth)
        return nil
    } catch {
        return error
    }
}

func jsonSyntaxError(_ text: String, maxDepth: Int = JSONParser.defaultMaxDepth) -> JSONSyntaxError? {
    jsonSyntaxError(Array(text.utf8), maxDepth: maxDepth)
}

func at(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

/// Checks the tape invariants every reader relies on; returns the first violation.
func tapeViolation(in document: JSONDocument) -> String? {
    let nodes = document.storage.nodes
    let bytes = document.storage.bytes
    var index = 0
    func walk(_ node: Int) -> String? {
        guard node < nodes.count else { return "node \(node) is past the end of the tape" }
        let value = nodes[node]
        guard value.line >= 1 && value.column >= 1 else { return "node \(node) has no position" }
        switch value.kind {
        case .array, .object:
            var child = node + 1
            for _ in 0..<value.count {
                if value.kind == .object {
                    guard child < nodes.count, nodes[child].kind == .string else { return "node \(child) is not a key" }
                    child += 1
                }
                if let violation = walk(child) { return violation }
                child = document.storage.indexAfter(child)
            }
            return child == Int(value.end) ? nil : "container \(node) ends at \(value.end), children at \(child)"
        case .string, .number:
            return value.start <= value.end && Int(value.end) <= bytes.count ? nil : "bad range at node \(node)"
        case .bool, .null:
            return nil
        }
    }
    if let violation = walk(index) { return violation }
    index = document.storage.indexAfter(0)
    return index == nodes.count ? nil : "root subtree ends at \(index) of \(nodes.count)"
}

/// The position of byte `offset` computed the slow, obvious way: columns count bytes that are not
/// UTF-8 continuation bytes, CRLF or a lone CR or LF ends a line, a leading BOM is not counted.
func referencePosition(in bytes: [UInt8], at offset: Int) -> SourcePosition {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var line = 1, column = 1
    while index < offset {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D {
            if byte == 0x0D && index + 1 < offset && bytes[index + 1] == 0x0A { index += 1 }
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }
    return SourcePosition(line: line, column: column)
}

/// The first node whose recorded position differs from `referencePosition`.
func positionViolation(in document: JSONDocument) -> String? {
    let bytes = document.storage.bytes
    for (index, node) in document.storage.nodes.enumerated() {
        let first = node.kind == .string ? Int(node.start) - 1 : Int(node.start)
        let expected = referencePosition(in: bytes, at: first)
        let recorded = SourcePosition(line: Int(node.line), column: Int(node.column))
        if recorded != expected { return "node \(index) (\(node.kind)) at \(recorded), expected \(expected)" }
    }
    return nil
}
