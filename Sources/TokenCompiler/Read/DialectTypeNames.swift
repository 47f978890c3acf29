import TokenJSON
import TokenModel

/// The type names design tools write in place of the format's: Tokens Studio's (its `TokenTypes`
/// enum) and Style Dictionary's. Read the same under `$type` and under a legacy `type`: at the
/// edge, where a file is read, each becomes the format's type, with one `non-standard-type`
/// warning per name and file that gives the rewrite (under `--strict` an error).
enum DialectTypeNames {
    /// A tool's type name and the format's type it stands for.
    struct Mapping: Sendable, Equatable {
        var type: TokenType
        /// The tool that writes the name, for the message; nil for a name that spells the
        /// format's or a tool's name in another case or with separators (`font-family`).
        var tool: String?
    }

    private static let tokensStudio = "Tokens Studio"
    private static let styleDictionary = "Style Dictionary"

    /// Every name that is not the format's own and the type it means. Tokens Studio's
    /// `TokenTypes`: `sizing`, `spacing`, `borderRadius`, `borderWidth`, `fontSizes`,
    /// `letterSpacing`, `paragraphSpacing`, `paragraphIndent` are dimensions; `lineHeights` and
    /// `opacity` numbers; `text`, `textCase`, `textDecoration` and `other` text. sd-transforms
    /// aligns the same names the same way in both file shapes (`fontFamilies` → `fontFamily`,
    /// `boxShadow` → `shadow`, `spacing` → `dimension`…).
    static let mappings: [String: Mapping] = {
        var table: [String: Mapping] = [:]
        for (names, type) in [
            (["sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "letterSpacing", "paragraphSpacing", "paragraphIndent"], TokenType.dimension),
            (["fontFamilies"], .fontFamily),
            (["fontWeights"], .fontWeight),
            (["lineHeights", "opacity"], .number),
            (["boxShadow"], .shadow),
            (["text", "textCase", "textDecoration", "other"], .string),
            (["cubic-bezier"], .cubicBezier),
        ] as [([String], TokenType)] {
            for name in names { table[name] = Mapping(type: type, tool: tokensStudio) }
        }
        // The Design Tokens Figma plugin's own types for its styles.
        for (names, type) in [(["custom-shadow"], TokenType.shadow), ([DesignTokensPluginStyles.textStyleType], .typography), ([DesignTokensPluginStyles.gradientType], .gradient)] as [([String], TokenType)] {
            for name in names { table[name] = Mapping(type: type, tool: "Design Tokens plugin") }
        }
        // Style Dictionary's own names (its examples, and Figma exports made for it).
        for (names, type) in [
            (["size", "fontSize"], TokenType.dimension),
            (["lineHeight"], .number),
            (["time"], .duration),
        ] as [([String], TokenType)] {
            for name in names { table[name] = Mapping(type: type, tool: styleDictionary) }
        }
        return table
    }()

    /// Tokens Studio types that Swift has no value for: a token of one is left out, with the
    /// cause, never an error (under `--strict` an `unknown-type` error).
    static let unrepresentable: [String: String] = [
        "composition": "Tokens Studio's 'composition' type is a bag of CSS properties applied to one layer in Figma, which has no Swift value",
        "asset": "Tokens Studio's 'asset' type is an image URL for Figma, which tokenc does not download",
    ]

    /// The format's type `name` stands for, when a tool writes it in place of one, or spells
    /// the format's or a tool's name in another case or with separators (`font-family`,
    /// `Color`, `box_shadow`), as Style Dictionary sources written by hand do.
    static func mapping(for name: String) -> Mapping? {
        if let mapping = mappings[name] { return mapping }
        guard TokenType(rawValue: name) == nil else { return nil }
        return respelled[folded(name)].map { Mapping(type: $0, tool: nil) }
    }

    /// Every name tokenc reads as a type, folded, and the type it means.
    private static let respelled: [String: TokenType] = {
        var table: [String: TokenType] = [:]
        for (name, mapping) in mappings { table[folded(name)] = mapping.type }
        for type in TokenType.written { table[folded(type.rawValue)] = type }
        return table
    }()

    /// `name` in lower case without `-`, `_` or spaces.
    private static func folded(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    /// True for a name some tool gives as a type, whether or not tokenc reads it.
    static func isTypeName(_ name: String) -> Bool {
        TokenType(rawValue: name) != nil || mapping(for: name) != nil || unrepresentable[name] != nil
    }

    /// The warning for a mapped name, once per file.
    static func warning(_ name: String, _ mapping: Mapping, at location: SourceLocation) -> Diagnostic {
        let what = mapping.tool.map { "is a \($0) type name, not one of the format's" } ?? "is not spelled as the format's type names are"
        return .warning(
            .nonStandardType,
            "'\(name)' \(what); it is read as \(mapping.type) wherever this file uses it (write \"$type\": \"\(mapping.type)\")",
            at: location)
    }
}

/// Maps the type names of one file, warning once per name.
struct TypeNameReading {
    private var warned: Set<String> = []

    /// The format's name for `name`, and the warning when it is the first use in the file.
    /// `value` is the token's own value, nil on a group: Tokens Studio's `lineHeights` holding a
    /// length (`"24px"`, `"1.5rem"`) is the height between lines, as the plugin applies it
    /// (`convertLineHeightToFigma`: pixels), so such a token is a dimension, one warning per file.
    mutating func read(_ name: String, value: JSONValue? = nil, at location: SourceLocation) -> (name: String, warning: Diagnostic?) {
        if name == "lineHeights", let value, let text = value.stringValue, let (_, unit) = ValueSyntax.measure(text), ["px", "rem"].contains(unit) {
            let warning = warned.insert(name + " length").inserted ? Diagnostic.warning(
                .nonStandardType,
                "'lineHeights' holding a length (\(value.sourceText)) is the height between lines, as Tokens Studio applies it in Figma; it is read as a dimension wherever this file does so, and a typography that references it as that height over its font size (write \"$type\": \"dimension\")",
                at: location) : nil
            return (TokenType.dimension.rawValue, warning)
        }
        guard let mapping = DialectTypeNames.mapping(for: name) else { return (name, nil) }
        let warning = warned.insert(name).inserted ? DialectTypeNames.warning(name, mapping, at: location) : nil
        return (mapping.type.rawValue, warning)
    }
}
