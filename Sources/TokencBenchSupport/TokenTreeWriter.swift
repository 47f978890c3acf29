/// Writes tokens, given in an order that keeps every group's members together, as nested JSON
/// objects: two-space indentation, one token a line.
struct TokenTreeWriter {
    private var text = "{"
    /// The open groups below the root.
    private var open: [String] = []
    /// Whether each open object (the root first) has a member yet.
    private var hasMember = [false]
    /// Written as `$type` of every group that directly holds tokens.
    private let groupType: String?

    init(groupType: String? = nil, description: String? = nil) {
        self.groupType = groupType
        if let description { member("\"$description\": \"\(description)\"") }
    }

    mutating func add(_ path: [String], type: String? = nil, value: String) {
        let groups = path.dropLast()
        var common = 0
        while common < open.count, common < groups.count, open[common] == groups[groups.startIndex + common] { common += 1 }
        while open.count > common { close() }
        for name in groups.dropFirst(common) {
            member("\"\(name)\": {")
            open.append(name)
            hasMember.append(false)
            if open.count == groups.count, let groupType { member("\"$type\": \"\(groupType)\"") }
        }
        let typeText = type.map { "\"$type\": \"\($0)\", " } ?? ""
        member("\"\(path[path.count - 1])\": { \(typeText)\"$value\": \(value) }")
    }

    mutating func finish() -> [UInt8] {
        while !open.isEmpty { close() }
        text += "\n}\n"
        return Array(text.utf8)
    }

    private mutating func member(_ line: String) {
        if hasMember[hasMember.count - 1] { text += "," }
        hasMember[hasMember.count - 1] = true
        text += "\n" + String(repeating: "  ", count: hasMember.count) + line
    }

    private mutating func close() {
        open.removeLast()
        hasMember.removeLast()
        text += "\n" + String(repeating: "  ", count: hasMember.count) + "}"
    }
}
