import TokenJSON
import TokenModel

/// The Design Tokens Figma plugin's text styles, `"type": "custom-fontStyle"` (its standard
/// format): the plugin writes the line height in pixels, always (`lineHeightToDimension` in its
/// `standardTransformer`: Figma's pixels as they are, a percentage as that share of the font size,
/// Figma's `AUTO` as 1.2 font sizes), as a bare number beside a bare font size in pixels.
///
/// The format's typography line height is a multiplier of the font size: the plugin's is read as
/// that height over the font size, with a `non-standard-value` warning that gives the multiplier.
/// Read so whatever the number, where the general reading of a legacy line height must guess
/// from its size (above 3 a height, 3 or less a multiplier).
enum DesignTokensPluginStyles {
    /// The plugin's name for its text styles' type.
    static let typeName = "custom-fontStyle"

    /// Rewrites the line height of `token`, whose type is written `custom-fontStyle`, as the
    /// multiplier it means; a line height or font size that is not a plain number, or a font
    /// size of 0, is left for the general reading.
    static func read(_ token: inout TokenNode, diagnostics: inout [Diagnostic]) {
        guard let value = token.value, let height = value.json["lineHeight"], let pixels = height.numberValue,
              let size = value.json["fontSize"]?.numberValue, size.value > 0 else { return }
        let multiplier = NumberLiteral(pixels.value / size.value)
        guard let rewritten = value.json.replacingMember("lineHeight", with: multiplier.text) else { return }
        token.value = SourceValue(rewritten, file: value.file)
        diagnostics.append(.warning(
            .nonStandardValue,
            "line height \(pixels.text) is in pixels, as the Design Tokens plugin writes a text style's: read as \(pixels.text)px between lines, \(multiplier.text) times the font size \(size.text)px (write \(multiplier.text))",
            at: SourceLocation(file: value.file, position: height.position)))
    }
}
