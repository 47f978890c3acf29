/// The appearance a name says, as design tools name a file, a folder, a set or a mode after it:
/// `colors-dark`, `Dark mode`, `theme.dark-hc`, `light-component`, `colorsLight`. Every reader that
/// tells an appearance from another mode by its name asks here, so they agree on every name.
package enum AppearanceNames {
    /// Words that follow an appearance and say increased contrast, as the generated theme reads them.
    package static let contrastWords: Set<String> = ["hc", "ax", "highcontrast", "increasedcontrast", "contrast", "accessible", "accessibility"]
    /// Words after an appearance that add nothing to it (`Dark mode`, `light-theme`).
    package static let fillerWords: Set<String> = ["mode", "theme", "scheme", "appearance"]

    /// The stem's part before an appearance at its end, and the appearance as written without
    /// filler words: `colors-dark` → (`colors`, `dark`), `Light mode` → (``, `Light`),
    /// `theme.dark-hc` → (`theme`, `dark-hc`). Nil when the stem does not end in one.
    static func appearance(in stem: String) -> (key: String, mode: String)? {
        let words = Self.words(of: stem)
        var end = words.count
        while end > 0, fillerWords.contains(words[end - 1].text.lowercased()) { end -= 1 }
        for start in stride(from: end - 1, through: 0, by: -1) {
            let first = words[start].text.lowercased()
            guard first == "light" || first == "dark" else { continue }
            let rest = words[(start + 1)..<end].map { $0.text.lowercased() }.joined()
            guard rest.isEmpty || contrastWords.contains(rest) else { return nil }
            var key = String(stem[..<words[start].range.lowerBound])
            while let last = key.last, separators.contains(last) { key.removeLast() }
            return (key, String(stem[words[start].range.lowerBound..<words[end - 1].range.upperBound]))
        }
        return nil
    }

    /// Words that say increased contrast with no scheme (`high-contrast`, `hc`), joined.
    package static let contrastOnlyWords: Set<String> = ["hc", "highcontrast", "increasedcontrast", "contrast"]

    /// The stem's part before a name of increased contrast with no scheme at its end, and that
    /// name as written: `high-contrast` → (``, `high-contrast`), `colors-hc` → (`colors`, `hc`).
    /// Nil when the stem does not end in one. The theme of such a name beside `light` and `dark`
    /// is both schemes' at increased contrast.
    static func contrastOnly(in stem: String) -> (key: String, mode: String)? {
        let words = Self.words(of: stem)
        var end = words.count
        while end > 1, fillerWords.contains(words[end - 1].text.lowercased()) { end -= 1 }
        // The longest run of words that says it: `high-contrast`, not `contrast` after `high`.
        for start in 0..<end where contrastOnlyWords.contains(words[start..<end].map { $0.text.lowercased() }.joined()) {
            // `dark-hc` names a scheme: ``appearance(in:)``'s.
            if start > 0, ["light", "dark"].contains(words[start - 1].text.lowercased()) { return nil }
            var key = String(stem[..<words[start].range.lowerBound])
            while let last = key.last, separators.contains(last) { key.removeLast() }
            return (key, String(stem[words[start].range.lowerBound..<words[end - 1].range.upperBound]))
        }
        return nil
    }

    /// The stem's part after an appearance that begins it, and the appearance: `light-component`
    /// → (`component`, `light`). Nil when the stem does not begin with one or is nothing else.
    static func leadingAppearance(in stem: String) -> (key: String, mode: String)? {
        let words = Self.words(of: stem)
        guard words.count >= 2, ["light", "dark"].contains(words[0].text.lowercased()) else { return nil }
        return (String(stem[words[1].range.lowerBound...]), String(words[0].text))
    }

    private static let separators: Set<Character> = ["-", "_", ".", " "]

    /// The words of a stem, split at `-`, `_`, `.` and spaces, and before an upper-case letter
    /// that follows a lower-case one (`darkTheme`, `colorsLight`), with where each stands.
    private static func words(of stem: String) -> [(text: Substring, range: Range<String.Index>)] {
        var words: [(text: Substring, range: Range<String.Index>)] = []
        var start: String.Index?
        var index = stem.startIndex
        var previous: Character?
        while index != stem.endIndex {
            let character = stem[index]
            if separators.contains(character) {
                if let begun = start { words.append((stem[begun..<index], begun..<index)) }
                start = nil
            } else if start == nil {
                start = index
            } else if let begun = start, character.isUppercase, previous?.isLowercase == true {
                words.append((stem[begun..<index], begun..<index))
                start = index
            }
            previous = character
            index = stem.index(after: index)
        }
        if let begun = start { words.append((stem[begun..<stem.endIndex], begun..<stem.endIndex)) }
        return words
    }
}
