import TokenJSON
import TokenModel

/// The Design Tokens Figma plugin's styles in its standard format, whose values it writes by its
/// own rules (its `standardTransformer`):
///
/// - A text style, `"type": "custom-fontStyle"`, has its line height in pixels, always
///   (`lineHeightToDimension`: Figma's pixels as they are, a percentage as that share of the font
///   size, Figma's `AUTO` as 1.2 font sizes), a bare number beside a bare font size in pixels.
///   The format's line height is a multiplier of the font size: the plugin's is read as that
///   height over the font size, with a `non-standard-value` warning that gives the multiplier;
///   so whatever the number, where the general reading of a legacy line height must guess from
///   its size (above 3 a height, 3 or less a multiplier).
/// - A gradient style, `"type": "custom-gradient"`, is `{gradientType, rotation, stops}`, its
///   stops the format's (`position` from 0 to 1, `color`): read as those stops, with an
///   `ignored-property` warning for its type and angle, which a gradient token does not hold (a
///   SwiftUI gradient takes its direction where it is drawn).
enum DesignTokensPluginStyles {
    /// The plugin's name for its text styles' type.
    static let textStyleType = "custom-fontStyle"
    /// The plugin's name for its gradient styles' type.
    static let gradientType = "custom-gradient"

    /// Reads `token`'s value as the plugin writes a style of the type it names `writtenType`; a
    /// token of another type, or whose value is not in the plugin's shape, is left as it is.
    static func read(_ token: inout TokenNode, writtenType: String, diagnostics: inout [Diagnostic]) {
        switch writtenType {
        case textStyleType: readTextStyle(&token, diagnostics: &diagnostics)
        case gradientType: readGradient(&token, diagnostics: &diagnostics)
        default: break
        }
    }

    /// The line height as the multiplier it means; a line height or font size that is not a
    /// plain number, or a font size of 0, is left for the general reading.
    private static func readTextStyle(_ token: inout TokenNode, diagnostics: inout [Diagnostic]) {
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

    /// The stops, where they are written.
    private static func readGradient(_ token: inout TokenNode, diagnostics: inout [Diagnostic]) {
        guard let value = token.value, let stops = value.json["stops"], stops.kind == .array else { return }
        token.value = SourceValue(stops, file: value.file)
        let dropped = (value.json.objectMembers ?? []).filter { $0.key != "stops" }
        guard !dropped.isEmpty else { return }
        diagnostics.append(.warning(
            .ignoredProperty,
            "the Design Tokens plugin's gradient is read as its stops; \(dropped.map { "'\($0.key)' \($0.value.sourceText)" }.joined(separator: " and ")) \(dropped.count == 1 ? "has" : "have") no place in a gradient token, whose direction is given where it is drawn (write the stops as the value)",
            at: SourceLocation(file: value.file, position: dropped[0].keyPosition)))
    }
}
