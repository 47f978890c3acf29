import TokenJSON
import TokenModel

/// The type of a token that has none, as Style Dictionary's sources mean it: taken from the
/// category (its `attribute/cti` transform reads the first name of the path, and `isColor`,
/// `isSize`, `isTime` match on it), else from a group named for a kind of value (`font-size`,
/// `z-index`, `opacity`), else from the value's unambiguous shape (`"16px"`, `"200ms"`, `"#fff"`,
/// a color object). Read the same in `$value` and `value` files, without `--strict`.
enum UntypedTokens {
    /// A type taken for a token, and why, for the one warning per group.
    struct Inference {
        var type: TokenType
        /// The group that gives the type, or the token's own group when its value does.
        var group: TokenPath
        var message: String
        /// True when the type is the Style Dictionary category's: unitless sizes are then rem.
        var isStyleDictionaryCategory: Bool
    }

    /// A warning given once: per file and word, or per group and type.
    struct Reported: Hashable, Sendable {
        var file: String
        var word: String
    }

    /// Style Dictionary's categories that its built-in transforms type by.
    static let categories: [String: TokenType] = ["color": .color, "size": .dimension, "time": .duration]

    /// Group names that say what their tokens are, compared without case, `-`, `_` or spaces.
    static let groupNames: [String: TokenType] = {
        var table: [String: TokenType] = [:]
        for (names, type) in [
            (["color", "colors", "colour", "colours"], TokenType.color),
            (["fontsize", "fontsizes", "textsize", "spacing", "spacings", "space", "spaces", "spacer", "spacers",
              "sizing", "sizes", "dimension", "dimensions", "borderradius", "radius", "radii", "cornerradius",
              "borderwidth", "strokewidth", "letterspacing", "breakpoint", "breakpoints"], .dimension),
            (["lineheight", "lineheights", "opacity", "zindex"], .number),
            (["fontweight", "fontweights"], .fontWeight),
            (["fontfamily", "fontfamilies"], .fontFamily),
            (["duration", "durations", "time"], .duration),
            (["easing", "easings", "cubicbezier", "timingfunction"], .cubicBezier),
            (["shadow", "shadows", "boxshadow"], .shadow),
        ] as [([String], TokenType)] {
            for name in names { table[name] = type }
        }
        return table
    }()

    static func folded(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    /// The type `definition`'s path or value gives it, if any.
    static func infer(_ definition: TokenDefinition, in set: TokenSet) -> Inference? {
        let path = definition.path
        let groups = path.components.dropLast()
        if let category = groups.first, let type = categories[category] {
            return Inference(
                type: type, group: TokenPath([category]),
                message: "tokens in '\(category)' without a type are read as \(type): Style Dictionary types tokens by their top-level group (write \"$type\": \"\(type)\" on the group)",
                isStyleDictionaryCategory: true)
        }
        for depth in stride(from: groups.count, to: 0, by: -1) {
            let name = groups[groups.startIndex + depth - 1]
            guard let type = groupNames[folded(name)] else { continue }
            let group = TokenPath(Array(groups.prefix(depth)))
            return Inference(
                type: type, group: group,
                message: "tokens in '\(group)' without a type are read as \(type), as the group's name says (write \"$type\": \"\(type)\" on the group)",
                isStyleDictionaryCategory: false)
        }
        guard let value = definition.node.value, let type = shape(of: value.json) else { return nil }
        let group = path.parent
        return Inference(
            type: type, group: group,
            message: "tokens in '\(group.isRoot ? "the file's top level" : group.description)' without a type whose values look like \(type) values are read as \(type) (write \"$type\": \"\(type)\")",
            isStyleDictionaryCategory: false)
    }

    /// The type a value's shape leaves no doubt about.
    static func shape(of json: JSONValue) -> TokenType? {
        // A bare number is not one: it may be a number or a font weight, or pixels in an export.
        switch json.kind {
        case .object:
            return json["colorSpace"] != nil && json["components"] != nil ? .color : nil
        case .string:
            guard let text = json.stringValue else { return nil }
            if TokenResolver.hexColor(text) != nil { return .color }
            guard let (_, unit) = TokenResolver.measure(text) else { return nil }
            switch unit {
            case "px", "rem", "pt", "dp": return .dimension
            case "ms", "s": return .duration
            default: return nil
            }
        default:
            return nil
        }
    }
}
