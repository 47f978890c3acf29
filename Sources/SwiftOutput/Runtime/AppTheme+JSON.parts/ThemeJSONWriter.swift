/// The theme's values as the document `tokenc dump` prints: two spaces of indentation,
/// groups in the tokens' order.
nonisolated enum ThemeJSONWriter {
    static func document(of values: AppTheme.Values) -> String {
        var root: [(key: String, node: ThemeJSONNode)] = []
        for (slot, value) in zip(ThemeTokenTable.slots, ThemeTokenReader.values(of: values)) {
            guard let value = ThemeJSONValues.json(value, type: slot.type) else { continue }
            let valueNode: ThemeJSONNode = ThemeJSONNode(value: value, line: 0, column: 0)
            // An extended type's token is written as it is declared, its value in `$extensions`.
            let members: [(key: String, node: ThemeJSONNode)] = slot.type == .extended
                ? [("$extensions", ThemeJSONNode(value: .object([(slot.extensionKey, valueNode)]), line: 0, column: 0))]
                : [("$type", ThemeJSONNode(value: .string(slot.typeName), line: 0, column: 0)), ("$value", valueNode)]
            let token: ThemeJSONNode = ThemeJSONNode(value: .object(members), line: 0, column: 0)
            insert(token, at: slot.path.split(separator: ".").map(String.init)[...], into: &root)
        }
        var text: String = ""
        write(.object(root), indent: "", into: &text)
        return text + "\n"
    }

    /// Tokens come in the tree's order, so a token's group, when it exists, is the last member.
    private static func insert(_ token: ThemeJSONNode, at path: ArraySlice<String>, into members: inout [(key: String, node: ThemeJSONNode)]) {
        guard let first = path.first else { return }
        guard path.count > 1 else {
            members.append((first, token))
            return
        }
        if let last = members.last, last.key == first, case .object(var children) = last.node.value, last.node["$value"] == nil {
            members.removeLast()
            insert(token, at: path.dropFirst(), into: &children)
            members.append((first, ThemeJSONNode(value: .object(children), line: 0, column: 0)))
        } else {
            var children: [(key: String, node: ThemeJSONNode)] = []
            insert(token, at: path.dropFirst(), into: &children)
            members.append((first, ThemeJSONNode(value: .object(children), line: 0, column: 0)))
        }
    }

    private static func write(_ value: ThemeJSONNode.Value, indent: String, into text: inout String) {
        let inner: String = indent + "  "
        switch value {
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner
                string(member.key, into: &text)
                text += ": "
                write(member.node.value, indent: inner, into: &text)
                text += index + 1 < members.count ? ",\n" : "\n"
            }
            text += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                write(element.value, indent: inner, into: &text)
                text += index + 1 < elements.count ? ",\n" : "\n"
            }
            text += indent + "]"
        case .string(let string):
            self.string(string, into: &text)
        case .number(let number):
            // Integers without a fraction, as tokenc dump prints them. (No `rounded()`: the core layer
            // imports nothing, and that would need the C maths library.)
            text += abs(number) < 1e15 && number == Double(Int64(number)) ? String(Int64(number)) : String(number)
        case .bool(let flag):
            text += flag ? "true" : "false"
        case .null:
            text += "null"
        }
    }

    private static func string(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{0}"..<"\u{20}":
                let hex: String = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
