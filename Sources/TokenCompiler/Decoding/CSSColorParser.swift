import Foundation
import TokenModel

/// Reads a CSS Color Module Level 4 color string into the DTCG color space it names, exactly:
/// `oklch(62% 0.19 259deg)` is the `oklch` color `[0.62, 0.19, 259]`, never a conversion
/// through sRGB.
///
/// - Hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), the named colors and `transparent` are sRGB.
/// - `rgb()`/`rgba()` and `hsl()`/`hsla()` in the comma syntax and the space syntax, `hwb()`,
///   `lab()`, `lch()`, `oklab()`, `oklch()`, and `color()` with each predefined space.
/// - Components keep the text they were written with where the DTCG range is the CSS one;
///   percentages and angles are scaled in decimal (`62%` is `0.62`, `0.5turn` is `180`), so the
///   number is the one the text means. Only `rgb()` numbers (0–255) and radians are divided in
///   binary. Hues are brought into `[0, 360)`.
/// - `none` is a `none` component. Values outside the DTCG range are errors (CSS clamps some of
///   them; the format has no such value to keep).
/// - Tokens Studio's `rgba(#rrggbb, alpha)` is read as that color at that alpha.
enum CSSColorParser {
    /// The color `text` names, or why it names none and where.
    static func parse(_ text: String) -> Result<ColorValue, CSSColorError> {
        switch CSSColorTokenizer.tokens(text) {
        case .failure(let error): return .failure(error)
        case .success(let tokens): return parse(tokens, end: text.unicodeScalars.count)
        }
    }

    private static func parse(_ tokens: [CSSColorToken], end: Int) -> Result<ColorValue, CSSColorError> {
        guard let first = tokens.first else {
            return .failure(CSSColorError(message: "an empty string is not a color", offset: 0))
        }
        switch first.kind {
        case .hash(let digits):
            if tokens.count > 1 { return .failure(unexpected(tokens[1])) }
            return hex(digits, at: first).map { .success($0) } ?? .failure(CSSColorError(
                message: "'#\(digits)' is not a hex color: it needs 3, 4, 6 or 8 hex digits", offset: first.offset))
        case .name(let name):
            let lowered = name.lowercased()
            if tokens.count == 1 { return named(lowered, at: first) }
            guard tokens[1].kind == .open else { return .failure(unexpected(tokens[1])) }
            guard let function = Function(rawValue: lowered) else {
                var message = "'\(name)()' is not a CSS color function"
                if let suggestion = Suggestion.nearest(to: lowered, in: Function.allCases.map(\.rawValue)) {
                    message += "; did you mean '\(suggestion)()'?"
                }
                return .failure(CSSColorError(message: message, offset: first.offset))
            }
            guard let close = tokens.firstIndex(where: { $0.kind == .close }) else {
                return .failure(CSSColorError(message: "'\(name)(' is not closed: a ')' is missing", offset: end))
            }
            if close != tokens.count - 1 { return .failure(unexpected(tokens[close + 1])) }
            return function.read(Array(tokens[2..<close]), close: tokens[close])
        default:
            return .failure(unexpected(first))
        }
    }

    static func unexpected(_ token: CSSColorToken) -> CSSColorError {
        let what = switch token.kind {
        case .name(let name): "'\(name)'"
        case .number(let text, let unit): "'\(text)\(unit)'"
        case .hash(let digits): "'#\(digits)'"
        case .comma: "','"
        case .slash: "'/'"
        case .open: "'('"
        case .close: "')'"
        }
        return CSSColorError(message: "\(what) is not expected here", offset: token.offset)
    }

    // MARK: - Hex and names

    /// Six or eight hex digits and nothing else: a hex color without its `#`, as Style
    /// Dictionary's color transforms (tinycolor2) read one.
    static func isHexWithoutHash(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return (bytes.count == 6 || bytes.count == 8) && bytes.allSatisfy(\.isHexDigit)
    }

    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` as sRGB, with its 6-digit hex fallback.
    static func hex(_ digits: String, at token: CSSColorToken? = nil) -> ColorValue? {
        var bytes = Array(digits.utf8)
        guard [3, 4, 6, 8].contains(bytes.count), bytes.allSatisfy(\.isHexDigit) else { return nil }
        if bytes.count <= 4 { bytes = bytes.flatMap { [$0, $0] } }
        var channels: [Int] = []
        for i in stride(from: 0, to: bytes.count, by: 2) {
            channels.append(Int(String(decoding: bytes[i..<i + 2], as: UTF8.self), radix: 16)!)
        }
        let components = channels.prefix(3).map { ColorValue.Component.number(NumberLiteral(Double($0) / 255)) }
        let alpha = channels.count == 4 ? NumberLiteral(Double(channels[3]) / 255) : nil
        let hex = "#" + String(decoding: bytes.prefix(6), as: UTF8.self).lowercased()
        return ColorValue(colorSpace: .srgb, components: components, alpha: alpha, hex: hex)
    }

    private static func named(_ name: String, at token: CSSColorToken) -> Result<ColorValue, CSSColorError> {
        if name == "transparent" {
            return .success(ColorValue(colorSpace: .srgb, components: Array(repeating: .number(NumberLiteral(0)), count: 3), alpha: NumberLiteral(0), hex: "#000000"))
        }
        if let hexText = CSSNamedColors.hex[name], let color = hex(String(hexText.dropFirst())) {
            return .success(color)
        }
        var message = "'\(name)' is not a CSS color name"
        if name == "currentcolor" {
            message = "'currentcolor' is the color of the text where it is used, which a token does not know"
        } else if let suggestion = Suggestion.nearest(to: name, in: CSSNamedColors.hex.keys.sorted()) {
            message += "; did you mean '\(suggestion)'?"
        }
        return .failure(CSSColorError(message: message, offset: token.offset))
    }

    // MARK: - Functions

    enum Function: String, CaseIterable {
        case rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch, color

        /// The spaces `color()` names, as CSS spells them.
        static let predefinedSpaces: [String: ColorSpace] = [
            "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "a98-rgb": .a98RGB,
            "prophoto-rgb": .prophotoRGB, "rec2020": .rec2020, "xyz": .xyzD65, "xyz-d50": .xyzD50, "xyz-d65": .xyzD65,
        ]

        /// What one written component means: how a number and a percentage map onto the DTCG
        /// component, or that it is a hue.
        enum Rule {
            /// `rgb()` channels: numbers are 0–255, percentages 0–100%.
            case channel
            /// A number as written; a percentage times `percent` (what 100% is).
            case scaled(percent: Decimal)
            case hue
        }

        var space: ColorSpace? {
            switch self {
            case .rgb, .rgba: .srgb
            case .hsl, .hsla: .hsl
            case .hwb: .hwb
            case .lab: .lab
            case .lch: .lch
            case .oklab: .oklab
            case .oklch: .oklch
            case .color: nil
            }
        }

        func rules(for space: ColorSpace) -> [Rule] {
            switch self {
            case .rgb, .rgba: return [.channel, .channel, .channel]
            case .hsl, .hsla, .hwb: return [.hue, .scaled(percent: 100), .scaled(percent: 100)]
            case .lab: return [.scaled(percent: 100), .scaled(percent: Decimal(string: "125")!), .scaled(percent: 125)]
            case .lch: return [.scaled(percent: 100), .scaled(percent: 150), .hue]
            case .oklab: return [.scaled(percent: 1), .scaled(percent: Decimal(string: "0.4")!), .scaled(percent: Decimal(string: "0.4")!)]
            case .oklch: return [.scaled(percent: 1), .scaled(percent: Decimal(string: "0.4")!), .hue]
            case .color: return Array(repeating: .scaled(percent: 1), count: 3)
            }
        }

        /// Whether the comma syntax of CSS Color 3 is allowed.
        var allowsCommas: Bool { [.rgb, .rgba, .hsl, .hsla].contains(self) }

        func read(_ arguments: [CSSColorToken], close: CSSColorToken) -> Result<ColorValue, CSSColorError> {
            var arguments = arguments[...]
            let space: ColorSpace
            if let fixed = self.space {
                space = fixed
            } else {
                guard let first = arguments.first else {
                    return .failure(CSSColorError(message: "color() needs a color space such as display-p3", offset: close.offset))
                }
                guard case .name(let name) = first.kind, let named = Self.predefinedSpaces[name.lowercased()] else {
                    var message = "color() takes a color space first (\(Self.predefinedSpaces.keys.sorted().joined(separator: ", ")))"
                    if case .name(let name) = first.kind {
                        message = "'\(name)' is not a color space of color()"
                        // `p3` is what color.js and Tokens Studio call Display P3.
                        if let suggestion = name.lowercased() == "p3" ? "display-p3" : Suggestion.nearest(to: name.lowercased(), in: Self.predefinedSpaces.keys.sorted()) {
                            message += "; did you mean '\(suggestion)'?"
                        }
                    }
                    return .failure(CSSColorError(message: message, offset: first.offset))
                }
                space = named
                arguments = arguments.dropFirst()
            }
            let written: (components: [CSSColorToken], alpha: CSSColorToken?)
            if arguments.contains(where: { $0.kind == .comma }) {
                guard allowsCommas else {
                    let comma = arguments.first { $0.kind == .comma }!
                    return .failure(CSSColorError(message: "\(rawValue)() separates its components with spaces, not commas", offset: comma.offset))
                }
                if self == .rgba || self == .rgb, let first = arguments.first, case .hash(let digits) = first.kind {
                    return tokensStudioHexWithAlpha(digits, first, Array(arguments.dropFirst()), close: close)
                }
                switch Self.commaSeparated(Array(arguments), close: close) {
                case .failure(let error): return .failure(error)
                case .success(let values):
                    written = (Array(values.prefix(3)), values.count == 4 ? values[3] : nil)
                }
            } else {
                switch Self.spaceSeparated(Array(arguments), close: close) {
                case .failure(let error): return .failure(error)
                // `rgb(0 0 0 0)`: a fourth value without '/', which CSS does not allow, can only
                // be the alpha, as the build scripts that write it convert it (`rgba(0, 0, 0, 0)`).
                case .success(let values) where values.alpha == nil && values.components.count == 4 && allowsCommas:
                    written = (Array(values.components.prefix(3)), values.components[3])
                case .success(let values): written = values
                }
            }
            guard written.components.count == 3 else {
                let offset = written.components.count > 3 ? written.components[3].offset : close.offset
                let found = written.components.count > 3 ? "more" : "\(written.components.count)"
                return .failure(CSSColorError(message: "\(rawValue)() takes 3 components and an optional alpha, found \(found)", offset: offset))
            }
            var components: [ColorValue.Component] = []
            for (index, (token, rule)) in zip(written.components, rules(for: space)).enumerated() {
                switch Self.component(token, rule: rule, range: space.componentRanges[index], space: space) {
                case .failure(let error): return .failure(error)
                case .success(let component): components.append(component)
                }
            }
            var alpha: NumberLiteral?
            if let token = written.alpha {
                switch Self.alpha(token) {
                case .failure(let error): return .failure(error)
                case .success(let value): alpha = value
                }
            }
            return .success(ColorValue(colorSpace: space, components: components, alpha: alpha, hex: space == .srgb ? Self.hexFallback(components) : nil))
        }

        /// `a, b, c` or `a, b, c, alpha`: one value between commas.
        private static func commaSeparated(_ arguments: [CSSColorToken], close: CSSColorToken) -> Result<[CSSColorToken], CSSColorError> {
            var values: [CSSColorToken] = []
            var expectValue = true
            for token in arguments {
                if expectValue {
                    guard token.kind != .comma else { return .failure(CSSColorError(message: "a value is missing before ','", offset: token.offset)) }
                    guard token.kind != .slash else { return .failure(CSSColorError(message: "'/' cannot stand with commas: write the alpha after a fourth comma", offset: token.offset)) }
                    values.append(token)
                } else if token.kind != .comma {
                    return .failure(CSSColorError(message: "a ',' is missing before \(CSSColorParser.unexpected(token).message.replacingOccurrences(of: " is not expected here", with: ""))", offset: token.offset))
                }
                expectValue.toggle()
            }
            if expectValue, !values.isEmpty {
                return .failure(CSSColorError(message: "a value is missing after the last ','", offset: close.offset))
            }
            guard values.count <= 4 else {
                return .failure(CSSColorError(message: "a comma-separated color has 3 components and an optional alpha, found \(values.count) values", offset: values[4].offset))
            }
            return .success(values)
        }

        /// `a b c` or `a b c / alpha`.
        private static func spaceSeparated(_ arguments: [CSSColorToken], close: CSSColorToken) -> Result<(components: [CSSColorToken], alpha: CSSColorToken?), CSSColorError> {
            guard let slash = arguments.firstIndex(where: { $0.kind == .slash }) else { return .success((arguments, nil)) }
            let after = arguments[(slash + 1)...]
            guard let alpha = after.first else {
                return .failure(CSSColorError(message: "an alpha is missing after '/'", offset: close.offset))
            }
            if after.count > 1 { return .failure(CSSColorParser.unexpected(after[after.startIndex + 1])) }
            return .success((Array(arguments[..<slash]), alpha))
        }

        /// Tokens Studio's `rgba(#rrggbb, alpha)`: the hex color at that alpha.
        private func tokensStudioHexWithAlpha(_ digits: String, _ hash: CSSColorToken, _ rest: [CSSColorToken], close: CSSColorToken) -> Result<ColorValue, CSSColorError> {
            guard var color = CSSColorParser.hex(digits), color.alpha == nil else {
                return .failure(CSSColorError(message: "'#\(digits)' in \(rawValue)(#hex, alpha) must have 3 or 6 hex digits", offset: hash.offset))
            }
            guard rest.count == 2, rest[0].kind == .comma else {
                let offset = rest.count > 2 ? rest[2].offset : rest.first?.offset ?? close.offset
                return .failure(CSSColorError(message: "\(rawValue)(#hex, alpha) takes a hex color and an alpha", offset: offset))
            }
            switch Self.alpha(rest[1]) {
            case .failure(let error): return .failure(error)
            case .success(let alpha): color.alpha = alpha
            }
            return .success(color)
        }

        /// The 6-digit fallback of an sRGB color whose channels are all numbers.
        private static func hexFallback(_ components: [ColorValue.Component]) -> String? {
            var text = "#"
            for component in components {
                guard case .number(let number) = component else { return nil }
                let byte = String(Int((number.value * 255).rounded()), radix: 16)
                text += byte.count == 1 ? "0" + byte : byte
            }
            return text
        }

        private static func component(_ token: CSSColorToken, rule: Rule, range: ColorSpace.ComponentRange, space: ColorSpace) -> Result<ColorValue.Component, CSSColorError> {
            if case .name(let name) = token.kind, name.lowercased() == "none" { return .success(.none) }
            guard case .number(let text, let unit) = token.kind else {
                return .failure(CSSColorError(message: "the \(range.name) must be a number\(rule.allowsPercent ? " or a percentage" : " or an angle"), found \(CSSColorParser.unexpected(token).message.replacingOccurrences(of: " is not expected here", with: ""))", offset: token.offset))
            }
            let number: NumberLiteral?
            switch (rule, unit) {
            case (.channel, ""):
                number = Double(text).map { NumberLiteral($0 / 255) }
            case (.channel, "%"):
                number = CSSNumber.scaled(text, by: Decimal(string: "0.01")!)
            case (.scaled, ""):
                number = CSSNumber.scaled(text, by: 1)
            case (.scaled(let percent), "%"):
                number = CSSNumber.scaled(text, by: percent / 100)
            case (.hue, _) where CSSNumber.angleUnits.keys.contains(unit) || unit == "rad":
                number = CSSNumber.hue(text, unit: unit)
            default:
                let allowed = rule.allowsPercent ? "a number or a percentage" : "a number or an angle (deg, grad, rad, turn)"
                return .failure(CSSColorError(message: "the \(range.name) of \(space.rawValue) must be \(allowed), found '\(text)\(unit)'", offset: token.offset))
            }
            guard let number, number.representationProblem == nil else {
                return .failure(CSSColorError(message: "'\(text)\(unit)' is not a number Swift can hold", offset: token.offset))
            }
            guard range.contains(number.value) else {
                return .failure(CSSColorError(
                    message: "the \(range.name) of a \(space.rawValue) color must be in \(range.notation), found '\(text)\(unit)'\(number.text == text ? "" : " (\(number.text))")",
                    offset: token.offset))
            }
            return .success(.number(number))
        }

        static func alpha(_ token: CSSColorToken) -> Result<NumberLiteral, CSSColorError> {
            guard case .number(let text, let unit) = token.kind, unit.isEmpty || unit == "%",
                  let number = CSSNumber.scaled(text, by: unit == "%" ? Decimal(string: "0.01")! : 1) else {
                return .failure(CSSColorError(message: "the alpha must be a number in [0, 1] or a percentage", offset: token.offset))
            }
            guard (0...1).contains(number.value) else {
                return .failure(CSSColorError(message: "the alpha must be in [0, 1], found '\(text)\(unit)'", offset: token.offset))
            }
            return .success(number)
        }
    }
}

extension CSSColorParser.Function.Rule {
    var allowsPercent: Bool {
        if case .hue = self { return false }
        return true
    }
}

/// Numbers as CSS writes them, scaled in decimal so that the result is the number the text means.
enum CSSNumber {
    /// Degrees per unit of each CSS angle unit (a bare number is degrees).
    static let angleUnits: [String: Decimal] = ["": 1, "deg": 1, "grad": Decimal(string: "0.9")!, "turn": 360]

    /// `text` times `factor`, computed in decimal, written without a sign `+` or a bare leading
    /// `.`; nil when `text` is no number.
    static func scaled(_ text: String, by factor: Decimal) -> NumberLiteral? {
        var written = text.hasPrefix("+") ? String(text.dropFirst()) : text
        if written.hasPrefix(".") { written = "0" + written }
        if written.hasPrefix("-.") { written = "-0" + written.dropFirst() }
        guard let value = Double(written) else { return nil }
        if factor == 1 { return NumberLiteral(value: value, text: written) }
        // Decimal holds 38 digits and exponents to ±127: beyond, the binary product is as close.
        guard let decimal = Decimal(string: written, locale: Locale(identifier: "en_US_POSIX")), !decimal.isNaN,
              abs(value) < 1e30, abs(value) > 1e-30 || value == 0 else {
            return NumberLiteral(value * NSDecimalNumber(decimal: factor).doubleValue)
        }
        return literal(decimal * factor)
    }

    /// A hue in degrees in `[0, 360)` from a number with an angle unit (`""`, `deg`, `grad`,
    /// `rad`, `turn`).
    static func hue(_ text: String, unit: String) -> NumberLiteral? {
        let degrees: NumberLiteral?
        if unit == "rad" {
            degrees = Double(text).map { NumberLiteral($0 * 180 / .pi) }
        } else {
            degrees = scaled(text, by: angleUnits[unit] ?? 1)
        }
        guard let degrees, degrees.value.isFinite else { return degrees }
        if degrees.value >= 0, degrees.value < 360 { return degrees }
        // Turned into [0, 360) in decimal where the text is decimal, so that -30 is exactly 330.
        let turns = (degrees.value / 360).rounded(.down)
        if abs(turns) < 1e15, let decimal = Decimal(string: degrees.text, locale: Locale(identifier: "en_US_POSIX")), !decimal.isNaN {
            var result = decimal - Decimal(Int64(turns)) * 360
            if result < 0 { result += 360 }
            if result >= 360 { result -= 360 }
            return literal(result)
        }
        var result = degrees.value.truncatingRemainder(dividingBy: 360)
        if result < 0 { result += 360 }
        return NumberLiteral(result >= 360 ? 0 : result)
    }

    private static func literal(_ decimal: Decimal) -> NumberLiteral {
        var text = NSDecimalNumber(decimal: decimal).stringValue
        if text == "-0" { text = "0" }
        return NumberLiteral(value: Double(text) ?? NSDecimalNumber(decimal: decimal).doubleValue, text: text)
    }
}
