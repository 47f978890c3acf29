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
///
/// Both file shapes read it alike (`type`/`value` and `$type`/`$value`). A composition whose value
/// references another is a group that extends the group that one became (sd-transforms resolves
/// the reference before expanding).
///
/// The properties are Tokens Studio's values whichever shape holds the token, so they are read in
/// its dialect (`"#ffffff"`, `"8px"`), as its `value` files are.
struct CompositionExpansion {
    let file: String
    /// Whether the file's one warning has been given.
    private var reported = false

    init(file: String) {
        self.file = file
    }

    /// Whether the token `object` is a composition this reads as a group.
    static func expands(_ object: JSONValue) -> Bool {
        guard (object["type"] ?? object["$type"])?.isString("composition") == true,
              let value = object["value"] ?? object["$value"] else { return false }
        return value.kind == .object || isWholeReference(value)
    }

    /// The composition token `object`, named `name`, as the group of the tokens its properties
    /// are, each property's Tokens Studio type read by `typeNames`.
    mutating func group(
        of object: JSONValue, name: String, keyPosition: SourcePosition, typeNames: inout TypeNameReading, diagnostics: inout [Diagnostic]
    ) -> GroupNode {
        let value = (object["value"] ?? object["$value"])!
        var group = GroupNode(location: SourceLocation(file: file, position: keyPosition))
        let description = (object["description"] ?? object["$description"] ?? object["comment"])?.stringValue
        group.metadata.description = description
        if value.kind == .string {
            group.extends = Located(value.stringValue!, at: SourceLocation(file: file, position: value.position))
            return group
        }
        var properties: [(name: String, type: String)] = []
        for property in value.objectMembers ?? [] {
            let key = property.key
            let at = SourceLocation(file: file, position: property.keyPosition)
            guard !key.isEmpty, !key.hasPrefix("$"), !key.contains("{"), !key.contains("}"), !key.contains("."), group[key] == nil else {
                diagnostics.append(.error(.invalidName, "the composition property '\(key)' cannot name a token", at: at))
                continue
            }
            if let ignored = Self.unapplied(property: key, value: property.value) {
                diagnostics.append(.warning(.ignoredProperty, "'\(name).\(key)' is \(property.value.sourceText), which \(ignored); it is ignored", at: at))
                continue
            }
            var metadata = TokenMetadata()
            let (type, warning) = typeNames.read(Self.typeName(ofProperty: key, value: property.value), at: at)
            if let warning { diagnostics.append(warning) }
            metadata.type = Located(type, at: at)
            metadata.description = description
            group[key] = .token(TokenNode(location: at, metadata: metadata, value: SourceValue(property.value, file: file), pointer: nil, dialect: .legacy))
            diagnostics += DollarReference.warnings(in: property.value, file: file)
            properties.append((key, type))
        }
        if !reported {
            reported = true
            let typePosition = (object["type"] ?? object["$type"])!.position
            diagnostics.append(Self.warning(token: name, properties: properties, at: SourceLocation(file: file, position: typePosition)))
        }
        return group
    }

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
    /// written as text that is no reference (it applies a side only as a border object); a
    /// `border` written as text that is no color (`"0"`, meaning none), which it applies as the
    /// border's color and Figma refuses.
    static func unapplied(property: String, value: JSONValue) -> String? {
        guard value.kind == .string, !isWholeReference(value) else { return nil }
        if ["borderTop", "borderRight", "borderBottom", "borderLeft"].contains(property) {
            return "Tokens Studio applies to a layer only as a border object (color, width, style)"
        }
        if property == "border", let text = value.stringValue, !text.contains("{"), !text.contains("$"),
           !CSSColorParser.isHexWithoutHash(text), case .failure = CSSColorParser.parse(text) {
            return "Tokens Studio applies as the border's color when it is text, and it is no color"
        }
        return nil
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
