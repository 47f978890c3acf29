import TokenJSON
import TokenModel

/// The document `tokenc build --live` writes for a running app to follow (`AppThemeLive` in the
/// generated `AppTheme+Live.swift`, ``ThemeLiveEmitter``): every permutation's values as the
/// generated Swift holds them (``LiveValueText``), so that the app reads exactly the theme a
/// rebuild would give it.
///
/// `{"tokencLive":1,"themes":[…]}`, one theme per permutation, the default first, each with its
/// `contexts` by modifier name and its `tokens` nested by path as `theme.json()` prints them: the
/// first gives every token it has, each other only those whose values differ from the first's,
/// `null` for an optional token it lacks (most tokens do not vary, and the app reads the file in
/// a DEBUG build, so it stays small).
///
/// The file holds this document after a line of changes (``LiveSession``), which an app built
/// from the Swift of a build it lists reads instead.
package enum LiveThemeDocument {
    /// The file's name in the output folder, where the generated code looks for it.
    package static let fileName = ".tokenc-live.json"

    /// The document's text, compact, ending with a newline.
    package static func text(for theme: ResolvedTheme, remBase: Double) -> String {
        Generation(theme, remBase: remBase).text
    }

    /// The values of one build, as the document writes them, and the document.
    package struct Generation: Sendable {
        /// The document's text, compact, ending with a newline.
        package let text: String
        /// The hash of the tokens' paths, types and optionality and of the themes' contexts: the
        /// values of two builds of one structure can be compared token by token.
        let structure: ContentHash
        /// Each theme's `{"modifier":"context",…}`, the default permutation's first.
        let contexts: [String]
        /// Each theme's values by token, in the order of ``contexts``; nil where a token is absent.
        let values: [[String?]]
        /// The tokens' paths, nested.
        let tree: NestedTokenText

        package init(_ theme: ResolvedTheme, remBase: Double) {
            let tree = NestedTokenText(paths: theme.tokens.map(\.path))
            self.tree = tree
            var shape = ""
            for token in theme.tokens {
                shape += token.path.description + " " + token.type.rawValue + (token.isOptional ? "?\n" : "\n")
            }
            guard let first = theme.index(of: theme.defaultPermutation) else {
                (contexts, values, text) = ([], [], "{}\n")
                structure = ContentHash(shape)
                return
            }
            let writer = LiveValueText(remBase: remBase)
            let base: [String?] = theme.tokens.map { token in token.value(in: first).map { writer.text($0.value) } }
            let order = [first] + theme.permutations.indices.filter { $0 != first }
            let values: [[String?]] = order.map { index in
                guard index != first else { return base }
                return theme.tokens.enumerated().map { position, token in
                    token.variesWith.isEmpty && !token.isOptional ? base[position] : token.value(in: index).map { writer.text($0.value) }
                }
            }
            let contexts: [String] = order.map { index in
                var text = "{"
                for (position, (modifier, context)) in zip(theme.modifiers, theme.permutations[index].contexts).enumerated() {
                    if position > 0 { text += "," }
                    JSONWriter.writeString(modifier.name, into: &text)
                    text += ":"
                    JSONWriter.writeString(context, into: &text)
                }
                return text + "}"
            }
            for context in contexts { shape += context + "\n" }
            var text = #"{"tokencLive":1,"themes":["#
            for (theme, these) in values.enumerated() {
                if theme > 0 { text += "," }
                text += #"{"contexts":"# + contexts[theme] + #","tokens":"#
                // After the first theme, only what differs from it.
                tree.append(to: &text) { position in
                    guard theme > 0 else { return these[position] }
                    return these[position] == base[position] ? nil : these[position] ?? "null"
                }
                text += "}"
            }
            (self.values, self.contexts, self.text) = (values, contexts, text + "]}\n")
            structure = ContentHash(shape)
        }
    }
}
