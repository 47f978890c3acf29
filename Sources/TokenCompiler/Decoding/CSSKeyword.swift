/// The keywords CSS takes where a length or a shadow goes (`auto`, `fit-content`, `min-content`,
/// `max-content`, `none`) and its wide keywords (`inherit`, `initial`, `unset`, `revert`): Style
/// Dictionary passes them through to CSS, where the layout decides; a token has no value for them.
/// So do the functions only a browser evaluates (``isRuntimeFunction(_:)``).
enum CSSKeyword {
    static func isKeyword(_ text: String) -> Bool {
        keywords.contains(text.trimmingSpaces.lowercased())
    }

    /// True for a CSS function only a browser evaluates, against its page (`var(--x)`, `calc()`,
    /// `env()`, `color-mix()`, `light-dark()`, `attr()`): no token value, whatever the type.
    static func isRuntimeFunction(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces.lowercased()
        return runtimeFunctions.contains { trimmed.hasPrefix($0 + "(") } && trimmed.hasSuffix(")")
    }

    private static let runtimeFunctions = ["var", "calc", "env", "color-mix", "light-dark", "attr"]

    private static let keywords: Set<String> = [
        "auto", "fit-content", "min-content", "max-content", "none", "inherit", "initial", "unset", "revert",
    ]
}
