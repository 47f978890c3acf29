extension ResolutionPlan {
    /// Splits a command-line input `MODIFIER=CONTEXT` at its first `=`; nil without one.
    package static func input(parsing argument: String) -> (modifier: String, context: String)? {
        guard let equals = argument.firstIndex(of: "=") else { return nil }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The permutation that `inputs` choose (spec 6.1): each names a modifier and one of its
    /// contexts; a modifier without an input takes its default.
    ///
    /// Names match case-insensitively (spec 5.1) when no name matches exactly; the permutation
    /// holds the contexts as declared. Returns nil, with every problem in `diagnostics`, for an
    /// unknown modifier or context, a modifier given twice with different contexts, or a missing
    /// input for a modifier without a default.
    package func permutation(for inputs: [(modifier: String, context: String)], diagnostics: inout [Diagnostic]) -> Permutation? {
        let modifiers = self.modifiers
        var chosen = [String?](repeating: nil, count: modifiers.count)
        // A modifier given with a wrong context is reported as that, not also as missing.
        var given = Set<Int>()
        var failed = false
        for input in inputs {
            guard let index = Self.match(input.modifier, in: modifiers.map(\.name)) else {
                var message = "unknown modifier '\(input.modifier)'"
                if let suggestion = Suggestion.nearest(to: input.modifier, in: modifiers.map(\.name)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                message += modifiers.isEmpty
                    ? " (the tokens have no modifiers)"
                    : " (the modifiers are \(modifiers.map(\.name).quotedList()))"
                diagnostics.append(.error(.unknownInput, message, at: nil))
                failed = true
                continue
            }
            let modifier = modifiers[index]
            given.insert(index)
            guard let context = Self.match(input.context, in: modifier.contextNames).map({ modifier.contextNames[$0] }) else {
                var message = "invalid context '\(input.context)' for modifier '\(modifier.name)'"
                if let suggestion = Suggestion.nearest(to: input.context, in: modifier.contextNames) {
                    message += "; did you mean '\(suggestion)'?"
                }
                message += " (its contexts are \(modifier.contextNames.quotedList()))"
                diagnostics.append(.error(.invalidInput, message, at: nil))
                failed = true
                continue
            }
            if let earlier = chosen[index], earlier != context {
                diagnostics.append(.error(.invalidInput, "modifier '\(modifier.name)' is given twice, as '\(earlier)' and '\(context)'; give it once", at: nil))
                failed = true
                continue
            }
            chosen[index] = context
        }
        for (index, modifier) in modifiers.enumerated() where chosen[index] == nil && !given.contains(index) {
            if let defaultContext = modifier.defaultContext {
                chosen[index] = defaultContext
            } else {
                diagnostics.append(.error(
                    .missingInput,
                    "missing modifier '\(modifier.name)', which has no default; choose one of \(modifier.contextNames.quotedList("or")) with --input \(modifier.name)=<context>",
                    at: nil))
                failed = true
            }
        }
        return failed ? nil : Permutation(contexts: chosen.map { $0! })
    }

    /// The index of the name matching `typed`: exactly, else the only one equal ignoring case.
    private static func match(_ typed: String, in names: [String]) -> Int? {
        if let exact = names.firstIndex(of: typed) { return exact }
        let folded = names.indices.filter { names[$0].lowercased() == typed.lowercased() }
        return folded.count == 1 ? folded[0] : nil
    }
}
