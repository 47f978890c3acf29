import TokenJSON
import TokenModel

/// A tool's spelling of a shadow layer: Tokens Studio's `{x, y, blur, spread, color, type}`
/// (as sd-transforms aligns it), or the Design Tokens plugin's `{offsetX, offsetY, radius,
/// spread, color, shadowType}`, the type being `dropShadow` or `innerShadow`.
struct ShadowSpelling {
    var tool: String
    var x: String, y: String, blur: String, type: String
    /// What to write instead, for the warning.
    var rewrite: String

    static let tokensStudio = ShadowSpelling(
        tool: "a Tokens Studio box shadow", x: "x", y: "y", blur: "blur", type: "type",
        rewrite: #""offsetX" and "offsetY" for "x" and "y", and "inset": true for "type": "innerShadow""#)
    static let designTokensPlugin = ShadowSpelling(
        tool: "the Design Tokens plugin's shadow", x: "offsetX", y: "offsetY", blur: "radius", type: "shadowType",
        rewrite: #""blur" for "radius", and "inset": true for "shadowType": "innerShadow""#)

    /// The spelling `value` has, whatever else is wrong with it; nil for the format's own.
    static func of(_ value: SourceValue) -> ShadowSpelling? {
        guard value.json.kind == .object else { return nil }
        if value.json["x"] != nil || value.json["y"] != nil { return .tokensStudio }
        if value.json["radius"] != nil || value.json["shadowType"] != nil { return .designTokensPlugin }
        return nil
    }
}
