import TokenModel

/// The builds one `tokenc build --watch --live` has made, for the live file's first line: the
/// builds whose Swift the watch wrote, and the changes from their values. An app built from the
/// Swift of one of them (its generated code carries that build's fingerprint,
/// ``ThemeLiveEmitter/fingerprint(of:)``) reads that short line instead of the whole document
/// after it, so a save of 10,000 tokens reaches it in milliseconds rather than the most of a
/// second a debug build takes to read them all.
///
/// `{"tokencLiveChanges":1,"builds":["<fingerprint>",…],"changes":[{"contexts":{…},"tokens":{…}},…]}`:
/// the changes give, in every theme, the value of every token whose value changed in any theme
/// from one build of the session to the next, so they are right whichever listed build an app
/// was built from; `null` where a theme lacks the token. A build whose tokens, types or contexts
/// differ from the last one's starts the list again: an app built before it reads the whole
/// document, which refuses what the app cannot show. An app built from a build the line does not
/// list reads the whole document.
package struct LiveSession: Sendable {
    private var last: LiveThemeDocument.Generation?
    private var builds: [String] = []
    /// Positions of the tokens whose values changed since the first build of the list.
    private var changed: Set<Int> = []

    package init() {}

    /// The file's text for `generation`, the latest values, which the session now compares with.
    package mutating func fileText(for generation: LiveThemeDocument.Generation) -> String {
        if let last, last.structure == generation.structure {
            for (before, after) in zip(last.values, generation.values) {
                for position in before.indices where before[position] != after[position] {
                    changed.insert(position)
                }
            }
        } else if last != nil {
            builds = []
            changed = []
        }
        last = generation
        var text = #"{"tokencLiveChanges":1,"builds":["# + builds.map { "\"\($0)\"" }.joined(separator: ",") + #"],"changes":["#
        if !changed.isEmpty {
            for (theme, values) in generation.values.enumerated() {
                if theme > 0 { text += "," }
                text += #"{"contexts":"# + generation.contexts[theme] + #","tokens":"#
                generation.tree.append(to: &text) { position in
                    changed.contains(position) ? values[position] ?? "null" : nil
                }
                text += "}"
            }
        }
        return text + "]}\n" + generation.text
    }

    /// Records that the Swift of the latest values was written: the build of `fingerprint`.
    package mutating func wroteSwift(fingerprint: String) {
        if !builds.contains(fingerprint) { builds.append(fingerprint) }
    }
}
