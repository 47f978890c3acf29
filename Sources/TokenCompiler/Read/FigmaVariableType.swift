import TokenJSON

/// How a Figma variable's type and values become the format's.
///
/// `resolvedType` and `scopes` give the type: `COLOR` is a color (`{r, g, b, a}` from 0 to 1,
/// sRGB); `FLOAT` a dimension in pixels when every scope sizes something (`CORNER_RADIUS`,
/// `WIDTH_HEIGHT`, `GAP`, `STROKE_FLOAT`, `EFFECT_FLOAT`, `FONT_SIZE`, `LINE_HEIGHT`,
/// `LETTER_SPACING`, `PARAGRAPH_SPACING`, `PARAGRAPH_INDENT`), a font weight for `FONT_WEIGHT`,
/// an opacity for `OPACITY` alone (a number: Figma keeps opacities as percentages, 40 for 0.4,
/// so the value is divided by 100), else a number (`ALL_SCOPES`); `STRING` a font family for
/// `FONT_FAMILY`, a font weight for `FONT_WEIGHT`, else a string; `BOOLEAN` a boolean. A number
/// that aliases, or is aliased by, a variable of another type takes that type: an alias and its
/// target are one type.
enum FigmaVariableType {
    /// Each variable's type: its own (``type(_:scopes:)``), except that a number aliased by,
    /// or aliasing, a variable of a more precise type (a `GAP` dimension aliasing an
    /// `ALL_SCOPES` number) takes that type, since an alias and its target are one type.
    static func types(of variables: [(id: String, json: JSONValue)]) -> [String: String] {
        var types: [String: String] = [:]
        var links: [(String, String)] = []
        for variable in variables {
            let scopes = Set((variable.json["scopes"]?.arrayElements ?? []).compactMap(\.stringValue))
            types[variable.id] = type(resolvedType(of: variable.json)?.stringValue ?? "", scopes: scopes)
            for value in FigmaVariables.values(of: variable.json)?.objectMembers ?? [] where value.value["type"]?.stringValue == "VARIABLE_ALIAS" {
                if let target = value.value["id"]?.stringValue { links.append((variable.id, target)) }
            }
        }
        var changed = true
        while changed {
            changed = false
            for (from, to) in links {
                guard let a = types[from], let b = types[to], a != b else { continue }
                if a == "number" {
                    types[from] = b
                    changed = true
                } else if b == "number" {
                    types[to] = a
                    changed = true
                }
            }
        }
        return types
    }

    /// A variable's type (`COLOR`, `FLOAT`…): the REST API's `resolvedType`, a plugin's `type`.
    static func resolvedType(of variable: JSONValue) -> JSONValue? {
        variable["resolvedType"] ?? variable["type"]
    }

    static let dimensionScopes: Set<String> = [
        "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE", "LINE_HEIGHT",
        "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT",
    ]

    /// The DTCG type of a variable of `resolvedType` bound to `scopes`.
    static func type(_ resolvedType: String, scopes: Set<String>) -> String {
        switch resolvedType {
        case "COLOR": return "color"
        case "BOOLEAN": return "boolean"
        case "FLOAT":
            if scopes == ["FONT_WEIGHT"] { return "fontWeight" }
            if scopes == ["OPACITY"] { return percentOpacity }
            if !scopes.isEmpty, scopes.isSubset(of: dimensionScopes) { return "dimension" }
            return "number"
        case "STRING":
            if scopes == ["FONT_FAMILY"] { return "fontFamily" }
            if scopes == ["FONT_WEIGHT"] { return "fontWeight" }
            return "string"
        default:
            return resolvedType.lowercased()
        }
    }

    /// The type of an opacity as Figma keeps it, a percentage: a number once divided by 100.
    static let percentOpacity = "percent opacity"

    /// A mode's value as the format writes it, placed where the variable's value is.
    static func value(_ raw: JSONValue, type: String) -> JSONValue {
        switch type {
        case percentOpacity:
            guard let number = raw.numberValue else { return raw }
            return placed(String(number.value / 100), at: raw)
        case "color":
            guard let r = raw["r"]?.numberValue, let g = raw["g"]?.numberValue, let b = raw["b"]?.numberValue else { return raw }
            let alpha = raw["a"]?.numberValue?.text ?? "1"
            return placed("{\"colorSpace\":\"srgb\",\"components\":[\(r.text),\(g.text),\(b.text)],\"alpha\":\(alpha)}", at: raw)
        case "dimension":
            guard let number = raw.numberValue else { return raw }
            return placed("{\"value\":\(number.text),\"unit\":\"px\"}", at: raw)
        default:
            return raw
        }
    }

    /// `text`, JSON tokenc writes, placed where the tool wrote `raw`.
    static func placed(_ text: String, at raw: JSONValue) -> JSONValue {
        // The text is built from a JSON string's characters or a number's source text, so it parses.
        JSONDocument.value(text, placedAt: raw.position) ?? raw
    }
}
