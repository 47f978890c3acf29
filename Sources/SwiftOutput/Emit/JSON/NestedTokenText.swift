import TokenJSON
import TokenModel

/// Writes tokens' values nested by path, `{"color":{"brand":{"$value":…}}}`, as `theme.json()`
/// nests them, for any subset of a fixed list of tokens: the tree of their paths is made once,
/// and each subset is written by walking it, without a tree of JSON values per document.
///
/// Members come in the order their first token has in the list. A name that is both a token and
/// a group (which DTCG does not allow) is written as the token.
struct NestedTokenText {
    /// The tree's nodes, the root first, by index: each one's name, parent (-1 for the root),
    /// children in first-insertion order, and the token whose path ends there, by its position.
    private var names: [String] = [""]
    private var parents: [Int] = [-1]
    private var children: [[Int]] = [[]]
    private var tokens: [Int?] = [nil]
    /// Each token's node.
    private var leaves: [Int] = []

    /// The tree of `paths`, the tokens' positions being their indices.
    init(paths: [TokenPath]) {
        leaves.reserveCapacity(paths.count)
        var childByName: [Int: [String: Int]] = [:]
        for (position, path) in paths.enumerated() {
            var node = 0
            for name in path.components {
                if let child = childByName[node]?[name] {
                    node = child
                    continue
                }
                let child = names.count
                names.append(name)
                parents.append(node)
                children.append([])
                tokens.append(nil)
                children[node].append(child)
                childByName[node, default: [:]][name] = child
                node = child
            }
            if tokens[node] == nil { tokens[node] = position }
            leaves.append(node)
        }
    }

    /// The object of the tokens `value` gives a text for, each as `{"$value":<text>}`.
    func append(to text: inout String, value: (Int) -> String?) {
        // Which nodes lead to a token written: marked from each written token up.
        var written = [Bool](repeating: false, count: names.count)
        var values = [String?](repeating: nil, count: leaves.count)
        for (position, leaf) in leaves.enumerated() where tokens[leaf] == position {
            guard let each = value(position) else { continue }
            values[position] = each
            var node = leaf
            while node >= 0, !written[node] {
                written[node] = true
                node = parents[node]
            }
        }
        append(node: 0, written: written, values: values, to: &text)
    }

    private func append(node: Int, written: borrowing [Bool], values: borrowing [String?], to text: inout String) {
        if let token = tokens[node], let value = values[token] {
            text += #"{"$value":"#
            text += value
            text += "}"
            return
        }
        text += "{"
        var first = true
        for child in children[node] where written[child] {
            if !first { text += "," }
            first = false
            JSONWriter.writeString(names[child], into: &text)
            text += ":"
            append(node: child, written: written, values: values, to: &text)
        }
        text += "}"
    }
}
