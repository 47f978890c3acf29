/// `1 token`, `3 tokens`, `2 densities`: a count with its noun, for summaries.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(count == 1 ? noun : Plural.of(noun))"
}

/// English plurals of the nouns summaries count, including the names a team gives its modifiers
/// (`density`, `Typography`, `colorScheme`), which the summary uses as nouns.
enum Plural {
    /// The plural of `noun`, whose last word is the one that changes: `density` → `densities`,
    /// `box` → `boxes`, `colorScheme` → `colorSchemes`, `DENSITY` → `DENSITIES`.
    static func of(_ noun: String) -> String {
        let lower = noun.lowercased()
        let upper = noun.last.map { $0.isUppercase } ?? false
        func suffixed(_ ending: String, droppingLast count: Int = 0) -> String {
            String(noun.dropLast(count)) + (upper ? ending.uppercased() : ending)
        }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return suffixed("ies", droppingLast: 1)
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return suffixed("es") }
        return suffixed("s")
    }

    /// Whether `name` is a noun `of(_:)` can inflect: one word of letters (camelCase, or words
    /// joined by `-` or `_`, whose last is a letter) that does not already look plural.
    static func isInflectable(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter, let last = name.last, last.isLetter,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return false }
        let lower = name.lowercased()
        // `brands`, `themes`: a plural already; `class`, `status`, `basis` are singular.
        return !lower.hasSuffix("s") || ["ss", "us", "is"].contains(where: lower.hasSuffix)
    }

    /// `2 densities`, or, for a name that is not a noun to inflect (`Mode 1`, `themes`),
    /// `2 'Mode 1' contexts`: the count of a modifier's contexts.
    static func contexts(_ count: Int, of modifier: String) -> String {
        isInflectable(modifier) ? counted(count, modifier) : "\(counted(count, "'\(modifier)' context"))"
    }
}
