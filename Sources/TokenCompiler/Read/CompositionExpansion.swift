import TokenJSON
import TokenModel

/// Tokens Studio's `composition` type: an object of Figma layer properties (`fill`,
/// `paddingTop`, `typography`…), each applied to one layer. sd-transforms expands such a token
/// into one token per property, named `<token>.<property>` (its `expandComposition`, now Style
/// Dictionary's `expand`), and so does tokenc, where the file is read. Each property takes the
/// Tokens Studio type the plugin gives it (`useTypeForProperty`: `fill` and `borderColor` are
/// colors, the paddings spacing, the corners border radii; a property that is a type's name is
/// that type), which is then read as the format's type. The file gets one `non-standard-type`
/// warning (under `--strict` an error).
enum CompositionExpansion {
    /// The Tokens Studio type name of a composition property, as the plugin applies it.
    static func typeName(ofProperty property: String, value: JSONValue) -> String {
        switch property {
        // "If applied border is just a string, it's the older version where border was just a
        // color" (the plugin's applyBorderValuesOnNode); a reference names a border token.
        case "border" where value.kind == .string && !Self.isWholeReference(value):
            "color"
        case "fill", "borderColor":
            "color"
        case "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight":
            "sizing"
        case "itemSpacing", "counterAxisSpacing", "verticalPadding", "horizontalPadding",
             "paddingTop", "paddingRight", "paddingBottom", "paddingLeft":
            "spacing"
        case "borderRadiusTopLeft", "borderRadiusTopRight", "borderRadiusBottomRight", "borderRadiusBottomLeft":
            "borderRadius"
        case "borderWidthTop", "borderWidthRight", "borderWidthBottom", "borderWidthLeft":
            "borderWidth"
        case "borderTop", "borderRight", "borderBottom", "borderLeft":
            "border"
        // The plugin applies a background blur as a radius in pixels.
        case "backgroundBlur":
            "dimension"
        default:
            property
        }
    }

    /// Why the plugin applies nothing for a property's value, when it does not: a border side
    /// written as text that is no reference (it applies a side only as a border object).
    static func unapplied(property: String, value: JSONValue) -> String? {
        guard ["borderTop", "borderRight", "borderBottom", "borderLeft"].contains(property),
              value.kind == .string, !isWholeReference(value) else { return nil }
        return "Tokens Studio applies to a layer only as a border object (color, width, style)"
    }

    private static func isWholeReference(_ value: JSONValue) -> Bool {
        if case .reference? = ReferenceSyntax.alias(in: value) { return true }
        return false
    }

    /// The warning for the first composition token of a file, giving the tokens to write.
    static func warning(token: String, properties: [(name: String, type: String)], at location: SourceLocation) -> Diagnostic {
        let rewrite = properties.map { "'\(token).\($0.name)' (\($0.type))" }.joined(separator: ", ")
        return .warning(
            .nonStandardType,
            "'composition' is a Tokens Studio type, not one of the format's; as sd-transforms expands it, each property of a composition token is read as a token of its own in this file: '\(token)' gives \(rewrite) (write those tokens)",
            at: location)
    }
}
