/// The keywords CSS takes where a length or a shadow goes (`auto`, `fit-content`, `min-content`,
/// `max-content`, `none`) and its wide keywords (`inherit`, `initial`, `unset`, `revert`): Style
/// Dictionary passes them through to CSS, where the layout decides; a token has no value for them.
enum CSSKeyword {
    static func isKeyword(_ text: String) -> Bool {
        keywords.contains(text.trimmingSpaces.lowercased())
    }

    private static let keywords: Set<String> = [
        "auto", "fit-content", "min-content", "max-content", "none", "inherit", "initial", "unset", "revert",
    ]
}
