import TokenJSON
import TokenModel

/// The type of a token that has none, as Style Dictionary's sources mean it: taken from the
/// category (its `attribute/cti` transform reads the first name of the path, and `isColor`,
/// `isSize`, `isTime` match on it), else from a group named for a kind of value (`font-size`,
/// `z-index`, `opacity`), else from the value's shape as Style Dictionary emits it (`"16px"`,
/// `"200ms"`, `"#fff"`, a color object, a number, a font stack, other text). Read the same in `$value` and `value` files, without `--strict`.
package enum UntypedTokens {
    /// A type taken for a token, and why, for the one warning per group.
    struct Inference {
        var type: TokenType
        /// The group that gives the type, or the token's own group when its value does.
        var group: TokenPath
        var message: String
        /// True when the type is the Style Dictionary category's: unitless sizes are then rem.
        var isStyleDictionaryCategory: Bool
        /// True when a name gives the type (a category, a group or the token's own name), false
        /// when the value's shape does.
        var byName = true
        /// True when the token's own name gives the type (`transition-property.color`), which says
        /// less than a group of such tokens does.
        var byOwnName = false
    }

    /// A warning given once: per file and word, or per group and type.
    struct Reported: Hashable, Sendable {
        var file: String
        var word: String
    }

    /// Style Dictionary's categories that its built-in transforms type by.
    static let categories: [String: TokenType] = ["color": .color, "size": .dimension, "time": .duration]

    /// Group names that say what their tokens are, compared without case, `-`, `_` or spaces.
    package static let groupNames: [String: TokenType] = {
        var table: [String: TokenType] = [:]
        for (names, type) in [
            (["color", "colors", "colour", "colours"], TokenType.color),
            (["fontsize", "fontsizes", "textsize", "spacing", "spacings", "space", "spaces", "spacer", "spacers",
              "size", "sizing", "sizes", "dimension", "dimensions", "borderradius", "radius", "radii", "cornerradius",
              "borderwidth", "strokewidth", "letterspacing", "breakpoint", "breakpoints", "width", "height",
              "minwidth", "maxwidth", "minheight", "maxheight"], .dimension),
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

    /// The members of the composite types a group's name gives, by folded name (as Style
    /// Dictionary sources and CSS write them), and their types.
    static let compositeParts: [TokenType: [String: TokenType]] = [
        .shadow: [
            "color": .color, "offsetx": .dimension, "offsety": .dimension, "x": .dimension, "y": .dimension,
            "blur": .dimension, "blurradius": .dimension, "spread": .dimension, "spreadradius": .dimension,
        ],
    ]

    /// A CSS font stack: names separated by commas, ending in a generic family.
    static func isFontStack(_ text: String) -> Bool {
        let names = ValueSyntax.fontStack(text)
        return names.count > 1 && genericFamilies.contains(names.last!.lowercased())
    }

    private static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded",
    ]

    /// Style Dictionary's `asset` category names a file by its path: the Swift platform's
    /// `asset/swift/literal` transform (in its `ios-swift` group) writes that path as a string
    /// literal, so tokenc reads it as a string; only its web `asset/base64` embeds the file.
    static let assetCategory = "asset"

    package static func folded(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    /// The type `definition`'s path or value gives it, if any.
    static func infer(_ definition: TokenDefinition, in set: TokenSet) -> Inference? {
        let path = definition.path
        let groups = path.components.dropLast()
        // A value that can only be one type says so before a group's name: a `line-height` group
        // of "16px" holds dimensions.
        let valueShape = definition.node.value.flatMap { shape(of: $0.json) }
        if groups.first == assetCategory {
            return Inference(
                type: .string, group: TokenPath([assetCategory]),
                message: "tokens in 'asset' without a type are read as string, the file's path: Style Dictionary's Swift transform asset/swift/literal writes an asset as its path (write \"$type\": \"string\" on the group)",
                isStyleDictionaryCategory: false)
        }
        // A value only one type has is not the category's type: Style Dictionary's own transforms
        // leave a `size` token's box-shadow string unparsed (`size/rem` reads its leading 0 only).
        if let category = groups.first, let type = categories[category], !(valueShape.map(isDefinite) == true && valueShape != type) {
            return Inference(
                type: type, group: TokenPath([category]),
                message: "tokens in '\(category)' without a type are read as \(type): Style Dictionary types tokens by their top-level group (write \"$type\": \"\(type)\" on the group)",
                isStyleDictionaryCategory: true)
        }
        // The nearest name that says what it holds: the token's own (`border-radius`), else its
        // groups', inner first, also two at a time as Style Dictionary's category and type
        // (`font` `size`).
        let names = path.components
        for depth in stride(from: names.count, to: 0, by: -1) {
            let name = folded(names[depth - 1])
            let pair = depth > 1 ? folded(names[depth - 2]) + name : nil
            guard var type = groupNames[name] ?? pair.flatMap({ groupNames[$0] }) else { continue }
            // A part of the composite its group names (`shadows.overlay.blur-radius`) is of the
            // part's type.
            if depth < names.count, let part = compositeParts[type]?[folded(names[names.count - 1])] { type = part }
            if let valueShape, isDefinite(valueShape), valueShape != type { break }
            // An object the name's type has no shape for (`space.1` holding one size per
            // breakpoint, `{"default": "16px", "atMedium": "18px"}`) is not that type.
            if let json = definition.node.value?.json, json.kind == .object, !objectFits(json, type) { break }
            if depth == names.count {
                let group = path.parent
                return Inference(
                    type: type, group: group,
                    message: "tokens named '\(names[depth - 1])' without a type are read as \(type), as the name says (write \"$type\": \"\(type)\")",
                    isStyleDictionaryCategory: false, byOwnName: true)
            }
            let group = TokenPath(Array(names.prefix(depth)))
            return Inference(
                type: type, group: group,
                message: "tokens in '\(group)' without a type are read as \(type), as the group's name says (write \"$type\": \"\(type)\" on the group)",
                isStyleDictionaryCategory: false)
        }
        guard let type = valueShape else { return nil }
        let group = path.parent
        return Inference(
            type: type, group: group,
            message: "tokens in '\(group.isRoot ? "the file's top level" : group.description)' without a type whose values look like \(type) values are read as \(type) (write \"$type\": \"\(type)\")",
            isStyleDictionaryCategory: false, byName: false)
    }

    /// True when an object value can be a `type`: a dimension or duration `{value, unit}`, a
    /// composite's members; never a number, weight or family.
    static func objectFits(_ json: JSONValue, _ type: TokenType) -> Bool {
        switch type {
        case .dimension, .duration: json["value"] != nil && json["unit"] != nil
        case .number, .fontWeight, .fontFamily: false
        default: true
        }
    }

    /// True for the shapes only one type has (`"16px"`, `"200ms"`, `"#fff"`), unlike a number,
    /// which a group named `font-weight` makes a weight.
    static func isDefinite(_ type: TokenType) -> Bool {
        type == .dimension || type == .duration || type == .color || type == .shadow || type == .typography
    }

    private static let typographyMembers: Set<String> = ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing"]

    /// The type a value's shape leaves no doubt about.
    static func shape(of json: JSONValue) -> TokenType? {
        switch json.kind {
        case .number:
            // As Style Dictionary emits it: a number (a weight or a size has a group that says so).
            return .number
        case .bool:
            return .boolean
        case .object:
            if json["colorSpace"] != nil && json["components"] != nil { return .color }
            // A font's members, as the format or CSS names them (`font-family`, `line-height`).
            let keys = (json.objectMembers ?? []).map { CSSPropertyName.camelCased($0.key) ?? $0.key }
            if keys.contains("fontFamily") || keys.contains("fontSize"),
               keys.allSatisfy({ typographyMembers.contains($0) || CSSTypographyMembers.contains($0) }) {
                return .typography
            }
            // The format's `{value, unit}`: the unit says dimension or duration.
            guard json.count == 2, json["value"]?.numberValue != nil, let unit = json["unit"]?.stringValue else { return nil }
            return ["px", "rem"].contains(unit) ? .dimension : ["ms", "s"].contains(unit) ? .duration : nil
        case .string:
            guard let text = json.stringValue else { return nil }
            // A hex or a color function says color; a bare word ("red") may as well be text.
            if text.contains("#") || text.contains("("), case .success = CSSColorParser.parse(text) { return .color }
            // Lengths and a color, as CSS writes a box-shadow, are a shadow.
            if CSSBoxShadow.parse(text) != nil { return .shadow }
            if let (_, unit) = ValueSyntax.measure(text) {
                switch unit {
                case "px", "rem", "pt", "dp": return .dimension
                case "ms", "s": return .duration
                case "": return .number
                default: return nil
                }
            }
            if isFontStack(text) { return .fontFamily }
            // Text that is no reference, function or expression is text (`"uppercase"`, `"nowrap"`).
            return text.contains("(") || text.contains("{") || text.contains("}") ? nil : .string
        default:
            return nil
        }
    }
}

extension UntypedTokens {
    /// True for a name that says what kind of value its tokens hold (`color`, `font-size`,
    /// `spacing`, a type's own name): a category of a token tier, not a variant of a style.
    package static func isCategoryName(_ name: String) -> Bool {
        let folded = folded(name)
        return groupNames[folded] != nil || TokenType.written.contains { $0.rawValue.lowercased() == folded }
    }
}
