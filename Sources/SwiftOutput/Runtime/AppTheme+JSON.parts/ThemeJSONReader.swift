/// A document of tokens to the values of the theme's slots, every problem collected.
nonisolated enum ThemeJSONReader {
    typealias Problem = ThemeJSONError.Problem

    /// The value of each token the document gives, by position in `ThemeTokenTable.slots`.
    /// `current`, the values of the theme read, lets a color the reader does not convert read back unchanged.
    static func values(in text: String, requiringEvery: Bool, current: AppTheme.Values) throws(ThemeJSONError) -> [(slot: Int, value: any Sendable)] {
        var parser: ThemeJSONParser = ThemeJSONParser(text)
        let root: ThemeJSONNode
        do throws(Problem) {
            root = try parser.document()
        } catch {
            throw ThemeJSONError(problems: [error])
        }
        var problems: [Problem] = []
        let values: [(slot: Int, value: any Sendable)] = Self.values(in: root, requiringEvery: requiringEvery, current: current, problems: &problems)
        guard problems.isEmpty else { throw ThemeJSONError(problems: problems) }
        return values
    }

    /// The value of each token the group `root` gives, its problems added to `problems`.
    static func values(
        in root: ThemeJSONNode, requiringEvery: Bool, current: AppTheme.Values, problems: inout [Problem]
    ) -> [(slot: Int, value: any Sendable)] {
        values(in: root, requiringEvery: requiringEvery, current: ThemeTokenReader.values(of: current), problems: &problems)
    }

    /// The same, given the theme's values read out in the order of `ThemeTokenTable.slots`.
    static func values(
        in root: ThemeJSONNode, requiringEvery: Bool, current: [any Hashable & Sendable], problems: inout [Problem]
    ) -> [(slot: Int, value: any Sendable)] {
        var reader: Walk = Walk(current: current)
        reader.group(root, path: [])
        if requiringEvery {
            // An optional token the document leaves out is absent in the theme.
            for (position, slot) in ThemeTokenTable.slots.enumerated() where !reader.named.contains(position) && slot.isOptional {
                reader.values.append((position, ThemeJSONValues.absent(slot.type, current: current[position])))
            }
            for (position, slot) in ThemeTokenTable.slots.enumerated() where !reader.named.contains(position) && !slot.isOptional {
                reader.problems.append(Problem(
                    kind: .missingToken, path: slot.path, line: root.line, column: root.column,
                    message: "the document lacks the token '\(slot.path)' (\(slot.typeName))"))
            }
        }
        problems += reader.problems
        return reader.values
    }

    /// Sets each slot's value in `values`.
    static func set(_ given: [(slot: Int, value: any Sendable)], in values: inout AppTheme.Values) {
        ThemeTokenWriter.write(Dictionary(given, uniquingKeysWith: { _, last in last }), into: &values)
    }

    /// One pass over the document's groups.
    private struct Walk {
        let current: [any Hashable & Sendable]
        var values: [(slot: Int, value: any Sendable)] = []
        var problems: [Problem] = []
        /// The tokens the document names, values read or not: those it does not are missing.
        var named: Set<Int> = []

        mutating func group(_ node: ThemeJSONNode, path: [String]) {
            guard case .object(let members) = node.value else {
                problems.append(Problem(kind: .syntax, path: path.isEmpty ? nil : path.joined(separator: "."), line: node.line, column: node.column, message: "a group or token must be a JSON object"))
                return
            }
            if let value = node["$value"] ?? Self.extendedValue(of: node) {
                token(node, value: value, path: path.joined(separator: "."))
                return
            }
            for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
                group(member.node, path: path + [member.key])
            }
        }

        /// The keys of the theme's extended types in `$extensions` (`dev.tokenc.symbol`).
        private static let extensionKeys: Set<String> = Set(ThemeTokenTable.slots.filter { $0.type == .extended }.map(\.extensionKey))

        /// The value of a token of an extended type, written as it is declared: a group whose
        /// `$extensions` holds it under the type's key (`dev.tokenc.symbol`).
        private static func extendedValue(of node: ThemeJSONNode) -> ThemeJSONNode? {
            guard case .object(let extensions)? = node["$extensions"]?.value else { return nil }
            return extensions.first { (member: (key: String, node: ThemeJSONNode)) -> Bool in
                extensionKeys.contains(member.key)
            }?.node
        }

        private mutating func token(_ node: ThemeJSONNode, value: ThemeJSONNode, path: String) {
            guard let position = ThemeTokenTable.positions[path] else {
                problems.append(Problem(kind: .unknownToken, path: path, line: node.line, column: node.column, message: "the theme has no token '\(path)'"))
                return
            }
            named.insert(position)
            let slot: ThemeTokenSlot = ThemeTokenTable.slots[position]
            if let type = node["$type"] {
                guard case .string(let name) = type.value, name == slot.typeName else {
                    problems.append(Problem(kind: .invalidValue, path: path, line: type.line, column: type.column, message: "'\(path)' is a \(slot.typeName) token in the theme"))
                    return
                }
            }
            if case .null = value.value {
                guard slot.isOptional else {
                    problems.append(Problem(kind: .invalidValue, path: path, line: value.line, column: value.column, message: "'\(path)' has a value in every brand and mode; null is for a token absent in some"))
                    return
                }
                values.append((position, ThemeJSONValues.absent(slot.type, current: current[position])))
                return
            }
            do throws(Problem) {
                let read: any Sendable = try ThemeJSONValues.value(value, type: slot.type, current: current[position])
                values.append((position, read))
            } catch {
                problems.append(Problem(kind: .invalidValue, path: path, line: error.line, column: error.column, message: "'\(path)': \(error.message)"))
            }
        }
    }
}
