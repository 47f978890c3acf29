extension JSONValue {
    /// This object with the value of its member `key` replaced by the JSON value `text` writes,
    /// placed where the replaced value is written; every other key and value keeps its own
    /// position. For a value a design tool wrote by its own rule in one member of an object
    /// (a line height in pixels), so that what is said about the other members still points at
    /// each of them. Nil when this is no object, has no member `key`, or `text` does not parse.
    ///
    /// The new document holds only this object's bytes and nodes, not the whole file's.
    package func replacingMember(_ key: String, with text: String) -> JSONValue? {
        guard kind == .object, let replaced = self[key],
              let replacement = try? JSONParser.parse(Array(text.utf8), maxDepth: JSONParser.defaultMaxDepth).storage else { return nil }
        let nodes = storage.nodes
        let objectEnd = storage.indexAfter(index)
        let replacedEnd = storage.indexAfter(replaced.index)
        // The bytes the object's strings and numbers are read from.
        var low = Int.max
        var high = 0
        for node in nodes[index..<objectEnd] where node.kind == .string || node.kind == .number {
            low = min(low, Int(node.start))
            high = max(high, Int(node.end))
        }
        if low > high { (low, high) = (0, 0) }
        let bytes = Array(storage.bytes[low..<high]) + replacement.bytes
        let replacementShift = high - low
        // Node indices: the object's first node is 0; the replaced subtree's nodes give way to
        // the replacement's.
        let removed = replacedEnd - replaced.index
        func newIndex(_ old: Int) -> Int {
            old < replacedEnd ? old - index : old - index - removed + replacement.nodes.count
        }
        var result: [JSONNode] = []
        result.reserveCapacity(objectEnd - index - removed + replacement.nodes.count)
        for old in index..<objectEnd where old < replaced.index || old >= replacedEnd {
            var node = nodes[old]
            switch node.kind {
            case .string, .number:
                node.start -= UInt32(low)
                node.end -= UInt32(low)
            case .array, .object:
                node.end = UInt32(newIndex(Int(node.end)))
            case .bool, .null:
                break
            }
            result.append(node)
            if old == replaced.index - 1 {
                let base = result.count
                let position = replaced.position
                for var node in replacement.nodes {
                    node.line = UInt32(clamping: position.line)
                    node.column = UInt32(clamping: position.column)
                    switch node.kind {
                    case .string, .number:
                        node.start += UInt32(replacementShift)
                        node.end += UInt32(replacementShift)
                    case .array, .object:
                        node.end += UInt32(base)
                    case .bool, .null:
                        break
                    }
                    result.append(node)
                }
            }
        }
        return JSONValue(storage: JSONStorage(bytes: bytes, nodes: result), index: 0)
    }
}
