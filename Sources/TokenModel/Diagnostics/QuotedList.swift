extension Collection<String> {
    /// The names as messages list them: `'a'`, `'a' and 'b'`, `'a', 'b' or 'c'`.
    package func quotedList(_ conjunction: String = "and") -> String {
        let quoted = map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
