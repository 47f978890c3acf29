import TokenJSON
import TokenModel

/// The tokens a run left out of the theme (`left-out` warnings), each once, for the summary's
/// `194 left out (maths: 120, unknown type: 74)` and `--verbose`'s list.
package struct LeftOutTokens: Sendable {
    /// Each token left out, in the order of its first warning; a token the theme has after all
    /// (it resolved in another permutation) is not among them.
    package var tokens: [LeftOutToken]
    /// Where each token's first `left-out` warning stands, by path.
    private var locations: [TokenPath: SourceLocation]

    /// The tokens that `diagnostics` leave out and `theme` does not have.
    package init(_ diagnostics: [Diagnostic], theme: ResolvedTheme) {
        tokens = []
        locations = [:]
        // Most runs leave nothing out: the theme's paths are hashed only when some token is.
        guard diagnostics.contains(where: { $0.leftOut != nil }) else { return }
        let built = Set(theme.tokens.map(\.path))
        var seen: Set<TokenPath> = []
        for diagnostic in diagnostics {
            guard let token = diagnostic.leftOut, !built.contains(token.path), seen.insert(token.path).inserted else { continue }
            tokens.append(token)
            locations[token.path] = diagnostic.location
        }
    }

    package var isEmpty: Bool { tokens.isEmpty }
    package var count: Int { tokens.count }

    /// How many tokens each cause left out, the largest first (ties in the causes' order).
    package var byCause: [(cause: LeftOutCause, count: Int)] {
        Self.counts(of: tokens)
    }

    private static func counts(of tokens: [LeftOutToken]) -> [(cause: LeftOutCause, count: Int)] {
        let counts = Dictionary(tokens.map { ($0.cause, 1) }, uniquingKeysWith: +)
        return counts.map { (cause: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.cause < $1.cause }
    }

    /// `maths: 120, unknown type: 74`.
    package static func causeList(_ counts: [(cause: LeftOutCause, count: Int)]) -> String {
        counts.map { "\($0.cause.label): \($0.count)" }.joined(separator: ", ")
    }

    /// How many tokens of a type a theme must lose, and none of that type kept, for the loss to be
    /// an error: one or two lost tokens are what their warnings say; a whole kind of value gone
    /// (every spacing, every font size) is a build that did not do its job.
    static let wholeTypeMinimum = 3

    /// The errors for a theme that lost everything, whatever the reasons, or every token of a
    /// type it would have had (at least ``wholeTypeMinimum`` of them) with maths among the
    /// causes: such a build is not a success with warnings. A type lost only to values no Swift
    /// can hold (a web build's `clamp(…)` line heights, `vw` sizes, shorthands) is what its
    /// warnings and the summary say: the rest of the theme builds.
    func lossErrors(theme: ResolvedTheme) -> [Diagnostic] {
        guard !tokens.isEmpty else { return [] }
        let advice = "fix the causes the left-out warnings give, or name a tool's own types with --ignore-type"
        if theme.tokens.isEmpty {
            return [.error(
                .allLeftOut,
                "\(Self.all(tokens.count, "token")) left out (\(Self.causeList(byCause))), so the theme would be empty; \(advice)",
                at: firstLocation(of: tokens))]
        }
        let builtTypes = Set(theme.tokens.map(\.type))
        var lostTypes: [TokenType] = []
        for token in tokens {
            if let type = token.type, !builtTypes.contains(type), !lostTypes.contains(type) { lostTypes.append(type) }
        }
        return lostTypes.compactMap { type in
            let lost = tokens.filter { $0.type == type }
            guard lost.count >= Self.wholeTypeMinimum, lost.contains(where: { $0.cause == .maths }) else { return nil }
            return .error(
                .allLeftOut,
                "\(Self.all(lost.count, "\(type) token")) left out (\(Self.causeList(Self.counts(of: lost)))), so the theme would have none; \(advice)",
                at: firstLocation(of: lost))
        }
    }

    /// `all 3 dimension tokens are`, `the only dimension token is`.
    private static func all(_ count: Int, _ noun: String) -> String {
        count == 1 ? "the only \(noun) is" : "all \(count) \(noun)s are"
    }

    /// Where the first of `tokens` in reading order is left out.
    private func firstLocation(of tokens: [LeftOutToken]) -> SourceLocation? {
        tokens.compactMap { locations[$0.path] }.min()
    }
}
