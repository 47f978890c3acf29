extension JSONValue {
    /// The value as text that compares what it holds, not how it is written: members in key
    /// order, numbers by value (`1` and `1.0` alike), no spaces. For telling whether two tools'
    /// exports wrote the same value.
    package var canonicalText: String {
        switch kind {
        case .object:
            let members = (objectMembers ?? []).map { ($0.key, $0.value.canonicalText) }.sorted { $0.0 < $1.0 }
            return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        case .array: return "[" + (arrayElements ?? []).map(\.canonicalText).joined(separator: ",") + "]"
        case .number: return numberValue.map { "\($0.value)" } ?? ""
        default: return sourceText
        }
    }
}
