import struct TokencBenchSupport.SplitMix64
@testable import Lowering
@testable import SwiftOutput

/// Generates valid token documents from a seed, for the compile fuzzer (``CompileFuzzTests``): the
/// method of Csmith for C compilers, with tokenc's `validate`, `build` and swiftc as the oracle.
///
/// Each document is one DTCG resolver document with its token trees inline: a base set nested up
/// to depth 6 whose names are reused at every depth (a child named like its parent or an
/// ancestor) and collide with Swift keywords, Swift, SwiftUI and Foundation types and the names
/// tokenc declares in generated code; every token type and composite, alias chains across groups
/// (always to an earlier token, so never a cycle), group `$type`s, deprecations and descriptions of
/// hostile text; modifiers (brands, an appearance mode with high contrast, others with hostile
/// names) whose contexts override tokens and add optional ones; and components: built-in kinds,
/// custom ones with slots and data, and styles nested in variants. The same seed always gives the
/// same bytes.
struct TokenTreeGenerator {
    /// A token of the base set, which later tokens may alias.
    struct Token {
        var path: [String]
        var type: String
    }

    private var random: SplitMix64
    /// Tokens of the base set, in the order they were written: an alias names an earlier one.
    private(set) var tokens: [Token] = []
    /// Group paths of the base set outside `component`, where contexts may add optional tokens.
    private var groupPaths: [[String]] = []
    /// While a context overrides the base token at this index, aliases (composites' parts too) name
    /// only tokens before it, so that no override makes a cycle.
    private var aliasLimit: Int?
    /// The names written in each group of the base set, by path.
    private var namesByGroup: [[String]: Set<String>] = [:]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 0x1234_5678)
    }

    // MARK: Names

    static let ordinaryNames = [
        "color", "layout", "size", "text", "background", "primary", "brand", "spacing", "radius", "space", "shadow",
        "border", "motion", "surface", "x", "a", "small", "large", "on-brand", "onBrand", "on_brand", "font size", "500",
        "2x", "0", "über", "ß", "Große", "emoji😀", "UPPER", "mixedCase", "snake_case_name", "trailing_", "_leading",
    ]
    static let keywordNames = [
        "default", "self", "Self", "init", "Type", "Protocol", "class", "struct", "case", "if", "return", "true", "false",
        "nil", "let", "var", "func", "in", "is", "as", "any", "some", "where", "static", "inout", "_", "__", "deinit",
        "subscript", "extension", "protocol", "enum", "import", "operator", "throws", "rethrows", "super", "switch",
        "while", "repeat", "guard", "defer", "do", "catch", "try", "public", "private", "internal", "open", "fileprivate",
        "associatedtype", "typealias", "willSet", "didSet", "get", "set", "mutating", "nonisolated", "isolated", "actor",
        "async", "await", "consume", "borrowing", "consuming", "macro", "package", "Any", "Sendable",
    ]
    static let typeNames = [
        "Color", "Font", "View", "Text", "String", "Int", "Double", "CGFloat", "Float", "Bool", "Array", "Dictionary",
        "Optional", "Equatable", "Hashable", "Never", "Void", "AnyObject", "Data", "Date", "URL", "Image", "Shape",
        "Animation", "Gradient", "LinearGradient", "EdgeInsets", "RoundedRectangle", "Environment", "EnvironmentValues",
        "ColorScheme", "UIColor", "NSColor", "UIFont", "NSFont", "Button", "Label", "Toggle", "Swift", "SwiftUI",
        "Foundation", "UIKit", "AppKit", "Character", "Error", "Result", "Set", "Range", "Decimal", "Measurement",
        "StrokeStyle", "UnitPoint", "CGSize", "CGPoint", "ObservableObject", "MainActor", "Identifiable", "CaseIterable",
        "RawRepresentable", "Codable", "TimeInterval", "Angle", "Path", "Capsule", "Spacer", "HStack", "VStack",
    ]
    /// Names tokenc declares in generated code, at the root, in groups, in the selection and in
    /// modifiers' enums, with the types the emitters name; and the spellings near them.
    static let tokencNames: [String] = {
        var names = ReservedNames.rootMembers.union(ReservedNames.groupMembers).union(ReservedNames.selectionMembers)
            .union(ReservedNames.contextCases).union(ReservedNames.rootTypes)
        names.formUnion([
            "Tokens", "tokens", "ThemeBox", "themeBox", "Values", "values", "_carry", "carry", "_storage", "storage",
            "visitor", "Visitor", "_visit", "visit", "json", "update", "slots", "entries", "positions", "aliases", "remBase",
            "ThemeTokenTable", "problems", "Problem", "Kind", "kind", "path", "line", "column", "message", "selection_",
            "ThemeStorage", "AppTheme", "appTheme", "ColorTokens", "colorTokens", "LayoutTokens", "layoutTokens", "Shape",
            "shape", "colorShape", "smallShape", "_color", "_layout", "_small", "current", "edit", "value", "newValue", "isDark",
            "isHighContrast", "body", "style", "configuration", "theme", "Configuration", "Selection", "selection", "Shared",
            "shared", "_value", "wrappedValue", "allCases", "rawValue", "hashValue", "hash", "description", "color group",
            "colorGroup", "ColorGroupTokens", "colorToken", "selectionGroup", "everyAppearance", "appearanceIndex",
            "followingAppearance", "insets", "typography", "uiColor", "nsColor", "uiFont", "font", "animation",
            "strokeStyle", "gradient", "linearGradient", "swiftUIColor", "resolved", "environment", "previews",
        ])
        return names.sorted()
    }()

    static let hostileTexts = [
        "*/ /* \"quoted\" \\ back\\slash", "line one\nline two\n\n  indented", "\u{202E}rtl override\u{2066}isolate",
        "#\"raw\"# \"\"\" triple", "\\(interpolation) \\u{41}", "tab\there\r\ncrlf", "emoji 😀👩‍👩‍👧 and ß", "{color.text} $value $type",
        "// comment /// doc", "", " ", "`backticks` and <html>&amp;", "\u{0}\u{1}\u{1F} controls", "%@ %d %s",
    ]

    private mutating func name(in path: [String], avoiding used: Set<String>) -> String {
        for _ in 0..<8 {
            let roll = random.below(100)
            let candidate: String
            if roll < 25, !path.isEmpty {
                candidate = random.pick(path)
            } else if roll < 50 {
                candidate = random.pick(Self.tokencNames)
            } else if roll < 65 {
                candidate = random.pick(Self.keywordNames)
            } else if roll < 80 {
                candidate = random.pick(Self.typeNames)
            } else {
                candidate = random.pick(Self.ordinaryNames)
            }
            if used.contains(candidate) || (path.isEmpty && candidate == "component") { continue }
            return candidate
        }
        var number = used.count
        while used.contains("n\(number)") { number += 1 }
        return "n\(number)"
    }

    // MARK: Values

    static let tokenTypes = [
        "color", "dimension", "number", "duration", "cubicBezier", "fontFamily", "fontWeight", "strokeStyle", "border",
        "transition", "shadow", "gradient", "typography", "string", "boolean",
    ]
    /// The types a token takes: those `$type` names, and tokenc's SF Symbol, declared on a group.
    static let valueTypes = tokenTypes + ["symbol"]

    private mutating func decimal(_ range: ClosedRange<Int>, scale: Int) -> FuzzJSON {
        let n = random.int(in: range)
        let sign = n < 0 ? "-" : ""
        return .number(sign + TokenTreeGenerator.decimalText(abs(n), scale: scale))
    }

    static func decimalText(_ numerator: Int, scale: Int) -> String {
        let whole = numerator / scale
        var remainder = numerator % scale
        guard remainder != 0 else { return String(whole) }
        var digits = ""
        while remainder != 0, digits.count < 12 {
            remainder *= 10
            digits.append(Character(String(remainder / scale)))
            remainder %= scale
        }
        return "\(whole).\(digits)"
    }

    /// An alias to an earlier base token of `type`, if there is one and the dice say so.
    private mutating func alias(to type: String, percent: Int, before limit: Int? = nil) -> FuzzJSON? {
        guard random.chance(percent) else { return nil }
        let candidates = tokens.prefix(limit ?? aliasLimit ?? tokens.count).filter { $0.type == type && !$0.path.contains("$root") }
        guard !candidates.isEmpty else { return nil }
        return .string("{" + random.pick(candidates).path.joined(separator: ".") + "}")
    }

    private mutating func sub(_ type: String) -> FuzzJSON {
        alias(to: type, percent: 40) ?? literal(type)
    }

    private mutating func dimension() -> FuzzJSON {
        random.chance(80)
            ? .object([("value", decimal(-4...96, scale: 1)), ("unit", .string("px"))])
            : .object([("value", decimal(0...40, scale: 8)), ("unit", .string("rem"))])
    }

    private mutating func duration() -> FuzzJSON {
        random.chance(70)
            ? .object([("value", decimal(0...20, scale: 1)), ("unit", .string("ms"))])
            : .object([("value", decimal(0...20, scale: 8)), ("unit", .string("s"))])
    }

    mutating func literal(_ type: String) -> FuzzJSON {
        switch type {
        case "color":
            let space = random.pick(["srgb", "srgb", "srgb", "display-p3", "srgb-linear"])
            var members: [(String, FuzzJSON)] = [
                ("colorSpace", .string(space)),
                ("components", .array((0..<3).map { _ in decimal(0...1000, scale: 1000) })),
            ]
            if random.chance(25) { members.append(("alpha", decimal(0...100, scale: 100))) }
            return .object(members)
        case "dimension": return dimension()
        case "number": return decimal(-100...400, scale: 100)
        case "duration": return duration()
        case "cubicBezier":
            return .array([decimal(0...100, scale: 100), decimal(-50...150, scale: 100), decimal(0...100, scale: 100), decimal(-50...150, scale: 100)])
        case "fontFamily":
            return random.chance(50)
                ? .string(random.pick(["Inter", "SF Pro", "Helvetica Neue", "Menlo", "New York", "ß \"Quoted\" \\ Font"]))
                : .array([.string("SF Pro Text"), .string(random.pick(["Helvetica", "Arial"])), .string(random.pick(["sans-serif", "serif", "monospace", "system-ui"]))])
        case "fontWeight":
            return random.chance(60)
                ? .number(String(random.int(in: 1...9) * 100))
                : .string(random.pick(["thin", "light", "regular", "normal", "medium", "semi-bold", "bold", "extra-bold", "black", "hairline"]))
        case "strokeStyle":
            if random.chance(60) { return .string(random.pick(["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"])) }
            return .object([
                ("dashArray", .array((0..<random.int(in: 1...3)).map { _ in sub("dimension") })),
                ("lineCap", .string(random.pick(["round", "butt", "square"]))),
            ])
        case "border":
            return .object([("color", sub("color")), ("width", sub("dimension")), ("style", sub("strokeStyle"))])
        case "transition":
            return .object([("duration", sub("duration")), ("delay", sub("duration")), ("timingFunction", sub("cubicBezier"))])
        case "shadow":
            func layer(_ g: inout TokenTreeGenerator) -> FuzzJSON {
                var members: [(String, FuzzJSON)] = [
                    ("color", g.sub("color")), ("offsetX", g.sub("dimension")), ("offsetY", g.sub("dimension")),
                    ("blur", .object([("value", g.decimal(0...32, scale: 1)), ("unit", .string("px"))])),
                    ("spread", g.sub("dimension")),
                ]
                if g.random.chance(20) { members.append(("inset", .bool(g.random.chance(50)))) }
                return .object(members)
            }
            return random.chance(30) ? .array([layer(&self), layer(&self)]) : layer(&self)
        case "gradient":
            let count = random.int(in: 1...4)
            return .array((0..<count).map { index in
                .object([("color", sub("color")), ("position", .number(count == 1 ? "0" : Self.decimalText(index * 100 / (count - 1), scale: 100)))])
            })
        case "typography":
            var members: [(String, FuzzJSON)] = [("fontFamily", sub("fontFamily")), ("fontSize", sub("dimension")), ("fontWeight", sub("fontWeight"))]
            if random.chance(70) { members.append(("letterSpacing", sub("dimension"))) }
            if random.chance(70) { members.append(("lineHeight", alias(to: "number", percent: 20) ?? decimal(80...200, scale: 100))) }
            return .object(members)
        case "string": return .string(random.pick(Self.hostileTexts + ["plain", "Inter"]))
        case "boolean": return .bool(random.chance(50))
        case "symbol":
            let words = ["star", "fill", "1", "circle", "arrow.up", "heart", "xmark"]
            var members: [(String, FuzzJSON)] = [("name", .string((0..<random.int(in: 1...3)).map { _ in random.pick(words) }.joined(separator: ".")))]
            if random.chance(50) { members.append(("renderingMode", .string(random.pick(["monochrome", "hierarchical", "palette", "multicolor"])))) }
            if random.chance(50) { members.append(("weight", sub("fontWeight"))) }
            if random.chance(50) { members.append(("scale", .string(random.pick(["small", "medium", "large"])))) }
            return .object(members)
        default: preconditionFailure(type)
        }
    }

    /// A token of `type`: its value an alias to an earlier token of the same type or a literal. A
    /// symbol is a group declaring one, or an alias without `$type` where no group gives one.
    private mutating func tokenObject(_ type: String, writeType: Bool, hostile: Bool, inGroupOfType: Bool = false) -> FuzzJSON {
        if type == "symbol" {
            if !inGroupOfType, let target = alias(to: type, percent: 35) { return .object([("$value", target)]) }
            var members: [(String, FuzzJSON)] = [("$extensions", .object([("dev.tokenc.symbol", literal(type))]))]
            if hostile, random.chance(25) { members.append(("$description", .string(random.pick(Self.hostileTexts)))) }
            return .object(members)
        }
        let value = alias(to: type, percent: 35) ?? literal(type)
        var members: [(String, FuzzJSON)] = []
        if writeType { members.append(("$type", .string(type))) }
        members.append(("$value", value))
        if hostile, random.chance(25) { members.append(("$description", .string(random.pick(Self.hostileTexts)))) }
        if hostile, random.chance(12) {
            members.append(("$deprecated", random.chance(50) ? .bool(true) : .string(random.pick(Self.hostileTexts))))
        }
        return .object(members)
    }

    // MARK: The base set

    private mutating func group(_ path: [String], depth: Int, inheritedType: String?) -> FuzzJSON {
        var members: [(String, FuzzJSON)] = []
        var used: Set<String> = []
        if random.chance(15) { members.append(("$description", .string(random.pick(Self.hostileTexts)))) }
        var groupType = inheritedType
        if random.chance(25) {
            groupType = random.pick(Self.tokenTypes)
            members.append(("$type", .string(groupType!)))
        }
        if !path.isEmpty, random.chance(5) { members.append(("$deprecated", .bool(true))) }
        if !path.isEmpty { groupPaths.append(path) }
        // Narrow and deep: what breaks generated code is how names meet across levels, not how
        // many tokens there are, and a small output type-checks in a fraction of the time.
        let count = path.isEmpty ? random.int(in: 2...4) : random.int(in: 1...3)
        for _ in 0..<count {
            let isGroup = depth < 6 && random.chance(depth < 3 ? 50 : 40)
            if !path.isEmpty, !isGroup, !used.contains("$root"), random.chance(6) {
                used.insert("$root")
                members.append(("$root", token(path + ["$root"], inheritedType: groupType)))
                continue
            }
            let child = name(in: path, avoiding: used)
            used.insert(child)
            if isGroup {
                members.append((child, group(path + [child], depth: depth + 1, inheritedType: groupType)))
            } else {
                members.append((child, token(path + [child], inheritedType: groupType)))
            }
        }
        namesByGroup[path] = used
        return .object(members)
    }

    private mutating func token(_ path: [String], inheritedType: String?) -> FuzzJSON {
        var type = inheritedType.flatMap { random.chance(70) ? $0 : nil } ?? random.pick(Self.valueTypes)
        // `$root` must be written as a token (`$value`), which a symbol's group is not.
        if type == "symbol", path.last == "$root" { type = "string" }
        let object = tokenObject(type, writeType: type != inheritedType || random.chance(20), hostile: true, inGroupOfType: inheritedType != nil)
        tokens.append(Token(path: path, type: type))
        return object
    }

    // MARK: Components

    static let builtInKinds: [(kind: String, properties: [(String, String)])] = [
        ("button", [
            ("background", "color"), ("foreground", "color"), ("typography", "typography"), ("cornerRadius", "dimension"),
            ("padding", "dimension"), ("paddingHorizontal", "dimension"), ("paddingVertical", "dimension"), ("border", "border"),
            ("shadow", "shadow"), ("pressedOpacity", "number"), ("pressedScale", "number"), ("disabledOpacity", "number"),
            ("animation", "transition"),
        ]),
        ("textField", [
            ("background", "gradient"), ("foreground", "color"), ("typography", "typography"), ("cornerRadius", "dimension"),
            ("paddingTop", "dimension"), ("paddingLeading", "dimension"), ("border", "border"), ("disabledOpacity", "number"),
        ]),
        ("label", [("spacing", "dimension"), ("iconForeground", "color"), ("titleForeground", "color"), ("typography", "typography")]),
        ("toggle", [
            ("onTint", "color"), ("offTint", "color"), ("thumb", "color"), ("width", "dimension"), ("height", "dimension"),
            ("animation", "transition"), ("disabledOpacity", "number"),
        ]),
        ("card", [("background", "color"), ("cornerRadius", "dimension"), ("padding", "dimension"), ("border", "border"), ("shadow", "shadow")]),
    ]
    static let customContainer: [(String, String)] = [
        ("spacing", "dimension"), ("padding", "dimension"), ("paddingBottom", "dimension"), ("paddingTrailing", "dimension"),
        ("background", "color"), ("cornerRadius", "dimension"), ("border", "border"), ("shadow", "shadow"),
    ]
    static let customKindNames = [
        "detail", "menuRow", "badge", "chip", "tile", "row", "selection", "values", "shared", "tokens", "colorTokens", "layout", "swatch", "preview", "previews",
    ]
    static let variantNames = [
        "primary", "secondary", "accent", "brand", "color", "layout", "values", "selection", "tokens", "themeBox", "hero",
        "onBrand", "on-brand", "x", "large", "compact", "shared", "appTheme", "body", "style", "theme", "configuration", "detail",
    ]
    static let slotNames = ["title", "subtitle", "caption", "icon", "leading", "trailing", "value", "detail", "badge", "accessory", "color", "layout", "selection", "values", "tokens", "theme"]
    static let dataNames = [("imageName", "string"), ("count", "number"), ("isOn", "boolean"), ("onTap", "action"), ("onSelect", "action"), ("caption2", "string"), ("selection2", "number")]

    private mutating func propertyValue(_ type: String) -> FuzzJSON {
        .object([("$type", .string(type)), ("$value", alias(to: type, percent: 70) ?? literal(type))])
    }

    /// A component kind as it is generated: its group's members and its variants' names.
    private struct Kind {
        var name: String
        var json: [(String, FuzzJSON)]
        var variants: [String]
        /// The variants written with a token: an empty group is no style, so no nested style names it.
        var styled: [String] = []
    }

    private mutating func components() -> FuzzJSON {
        var kinds: [Kind] = []
        var pending: [(kind: Int, variant: Int)] = []
        var usedKinds: Set<String> = []
        for (kind, properties) in Self.builtInKinds where random.chance(40) {
            usedKinds.insert(kind)
            var members: [(String, FuzzJSON)] = []
            if kind == "label", random.chance(30) {
                members.append(("$extensions", .object([("dev.tokenc.component", .object([("iconPosition", .string(random.pick(["leading", "trailing", "top", "bottom"])))]))])))
            }
            var variants: [String] = []
            var styled: [String] = []
            for _ in 0..<random.int(in: 1...2) {
                var variant = random.pick(Self.variantNames)
                if kind == "button", random.chance(10) { variant = random.pick(["destructive", "cancel"]) }
                // Variants spelt alike in Swift (`on-brand`, `onBrand`) are an error (name-collision).
                if variants.contains(where: { SwiftIdentifier.type($0) == SwiftIdentifier.type(variant) }) { continue }
                variants.append(variant)
                var body: [(String, FuzzJSON)] = []
                for (property, type) in properties where random.chance(45) {
                    body.append((property, propertyValue(property == "background" && kind == "button" && random.chance(20) ? "gradient" : type)))
                }
                members.append((variant, .object(body)))
                pending.append((kinds.count, variants.count - 1))
                if !body.isEmpty { styled.append(variant) }
            }
            kinds.append(Kind(name: kind, json: members, variants: variants, styled: styled))
        }
        for _ in 0..<random.int(in: 0...2) {
            let kind = random.pick(Self.customKindNames)
            // A custom component named like a type the styles use is an error (name-collision).
            if usedKinds.contains(kind) || ComponentCatalog.styleVocabulary.contains(SwiftIdentifier.type(kind)) { continue }
            usedKinds.insert(kind)
            var slots: [String] = []
            for _ in 0..<random.int(in: 1...3) {
                let slot = random.pick(Self.slotNames)
                if !slots.contains(slot) { slots.append(slot) }
            }
            var declaration: [(String, FuzzJSON)] = [("slots", .array(slots.map(FuzzJSON.string)))]
            if random.chance(50) { declaration.append(("axis", .string(random.pick(["vertical", "horizontal"])))) }
            if random.chance(50) {
                var data: [(String, FuzzJSON)] = []
                for (name, type) in Self.dataNames where random.chance(35) && !slots.contains(name) {
                    data.append((name, .string(type)))
                }
                if !data.isEmpty { declaration.append(("data", .object(data))) }
            }
            var members: [(String, FuzzJSON)] = []
            if random.chance(30) { members.append(("$description", .string(random.pick(Self.hostileTexts)))) }
            members.append(("$extensions", .object([("dev.tokenc.component", .object(declaration))])))
            var variants: [String] = []
            var styled: [String] = []
            for _ in 0..<random.int(in: 1...2) {
                let variant = random.pick(Self.variantNames)
                if variants.contains(where: { SwiftIdentifier.type($0) == SwiftIdentifier.type(variant) }) || slots.contains(variant) { continue }
                variants.append(variant)
                var body: [(String, FuzzJSON)] = []
                for (property, type) in Self.customContainer where random.chance(35) {
                    body.append((property, propertyValue(type)))
                }
                for slot in slots where random.chance(60) {
                    var slotBody: [(String, FuzzJSON)] = []
                    if random.chance(70) { slotBody.append(("typography", propertyValue("typography"))) }
                    if random.chance(70) { slotBody.append(("foreground", propertyValue("color"))) }
                    if !slotBody.isEmpty { body.append((slot, .object(slotBody))) }
                }
                members.append((variant, .object(body)))
                pending.append((kinds.count, variants.count - 1))
                if !body.isEmpty { styled.append(variant) }
            }
            kinds.append(Kind(name: kind, json: members, variants: variants, styled: styled))
        }
        // Styles nested in variants: a variant sets the style of another kind's components.
        for (kindIndex, variantIndex) in pending where random.chance(30) && kinds.count > 1 {
            var other = random.below(kinds.count)
            if other == kindIndex { other = (other + 1) % kinds.count }
            guard !kinds[other].styled.isEmpty else { continue }
            let target = random.pick(kinds[other].styled)
            let variant = kinds[kindIndex].variants[variantIndex]
            guard let position = kinds[kindIndex].json.firstIndex(where: { $0.0 == variant }), case .object(var body) = kinds[kindIndex].json[position].1 else { continue }
            body.insert(("$extensions", .object([("dev.tokenc.component", .object([("styles", .object([(kinds[other].name, .string(target))]))]))])), at: 0)
            kinds[kindIndex].json[position].1 = .object(body)
        }
        return .object(kinds.map { ($0.name, .object($0.json)) })
    }

    // MARK: Modifiers

    static let modifierNames = ["brand", "density", "color", "default", "selection", "values", "layout", "self", "Selection", "theme", "platform", "size", "tokens", "appearance", "contrast"]
    static let contextNames = [
        "acme", "nova", "default", "self", "init", "Color", "none", "a", "b", "compact", "regular", "500", "on-brand", "onBrand",
        "rawValue", "allCases", "hashValue", "followingAppearance", "selection", "values", "case", "Type", "light-ish", "x",
    ]

    /// Inserts `value` at `path` (made of nested objects) into `members`.
    private static func insert(_ value: FuzzJSON, at path: ArraySlice<String>, into members: inout [(String, FuzzJSON)]) {
        let key = path.first!
        if path.count == 1 {
            members.removeAll { $0.0 == key }
            members.append((key, value))
            return
        }
        var inner: [(String, FuzzJSON)] = []
        if let index = members.firstIndex(where: { $0.0 == key }), case .object(let existing) = members[index].1 {
            inner = existing
            members.remove(at: index)
        }
        insert(value, at: path.dropFirst(), into: &inner)
        members.append((key, .object(inner)))
    }

    /// A context's tree: overrides of some base tokens (same type), and maybe optional tokens.
    private mutating func contextTree(optional: [(path: [String], type: String)]) -> FuzzJSON {
        var members: [(String, FuzzJSON)] = []
        if !tokens.isEmpty {
            for _ in 0..<random.int(in: 0...4) {
                let index = random.below(tokens.count)
                let target = tokens[index]
                aliasLimit = index
                Self.insert(tokenObject(target.type, writeType: true, hostile: random.chance(30)), at: target.path[...], into: &members)
                aliasLimit = nil
            }
        }
        for token in optional where random.chance(60) {
            Self.insert(tokenObject(token.type, writeType: true, hostile: true), at: token.path[...], into: &members)
        }
        return .object(members)
    }

    // MARK: The document

    /// The resolver document of this seed, as JSON text.
    mutating func document() -> String {
        var base = group([], depth: 1, inheritedType: nil)
        if random.chance(55), case .object(var members) = base {
            members.append(("component", components()))
            base = .object(members)
        }
        var modifiers: [(name: String, contexts: [(String, FuzzJSON)], defaultContext: String)] = []
        var modifierNames: Set<String> = []
        let modifierCount = random.pick([0, 1, 1, 2, 2, 2, 3, 4])
        for index in 0..<modifierCount {
            var name: String
            var contextNames: [String]
            if index == 0, random.chance(60) {
                name = "mode"
                contextNames = random.chance(40) ? ["light", "dark", "light-hc", "dark-hc"] : random.chance(50) ? ["light", "dark"] : ["dark", "light"]
            } else {
                name = random.pick(Self.modifierNames)
                contextNames = []
                for _ in 0..<random.int(in: 1...3) {
                    let context = random.pick(Self.contextNames)
                    if !contextNames.contains(context) { contextNames.append(context) }
                }
            }
            if modifierNames.contains(name) { continue }
            modifierNames.insert(name)
            // Optional tokens: defined by some contexts of this modifier only, never by the base set.
            var optional: [(path: [String], type: String)] = []
            if random.chance(30), !groupPaths.isEmpty {
                let parent = random.pick(groupPaths)
                var used = namesByGroup[parent] ?? []
                let child = self.name(in: parent, avoiding: used)
                used.insert(child)
                namesByGroup[parent] = used
                optional.append((parent + [child], random.pick(Self.valueTypes)))
            }
            let contexts = contextNames.map { ($0, contextTree(optional: optional)) }
            modifiers.append((name, contexts, random.chance(70) ? contextNames[0] : random.pick(contextNames)))
        }
        var document: [(String, FuzzJSON)] = [("version", .string("2025.10"))]
        if random.chance(20) { document.append(("description", .string(random.pick(Self.hostileTexts)))) }
        document.append(("sets", .object([("base", .object([("sources", .array([base]))]))])))
        document.append(("modifiers", .object(modifiers.map { modifier in
            (modifier.name, .object([
                ("contexts", .object(modifier.contexts.map { ($0.0, .array([$0.1])) })),
                ("default", .string(modifier.defaultContext)),
            ]))
        })))
        document.append(("resolutionOrder", .array(
            [.object([("$ref", .string("#/sets/base"))])] + modifiers.map { .object([("$ref", .string("#/modifiers/\($0.name)"))]) })))
        return FuzzJSON.object(document).text() + "\n"
    }
}
