import TokenModel

/// Reads a CSS `border` shorthand (`"1px solid #d0d7de"`) into a border, exactly: Style
/// Dictionary sources for the web write borders so, and its transforms pass the string through
/// to CSS. The three parts come in any order: a `px` or `rem` width (or a unitless `0`), a style
/// keyword, and a color (``CSSColorParser``). A shorthand that leaves one out (CSS's defaults:
/// `medium`, `none`, `currentcolor`) has no exact value: the string is not read.
enum CSSBorder {
    /// The border `text` writes, or nil when it is not a shorthand tokenc can read exactly.
    static func parse(_ text: String) -> BorderValue? {
        let parts = CSSBoxShadow.split(text, at: " ")
        guard parts.count == 3 else { return nil }
        var width: DimensionValue?
        var style: StrokeStyleValue.Keyword?
        var color: ColorValue?
        for part in parts {
            if width == nil, let length = CSSBoxShadow.length(part), length.value.value >= 0 {
                width = length
            } else if style == nil, let keyword = StrokeStyleValue.Keyword(rawValue: part.lowercased()) {
                style = keyword
            } else if color == nil, case .success(let parsed) = CSSColorParser.parse(part) {
                color = parsed
            } else {
                return nil
            }
        }
        guard let width, let style, let color else { return nil }
        return BorderValue(color: color, width: width, style: .keyword(style))
    }
}
