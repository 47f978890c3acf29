import TokenModel

/// Reads a CSS `box-shadow` string (`"0 1px 2px 0 rgba(0, 0, 0, 0.06), inset 0 0 0 1px #fff"`)
/// into shadow layers, exactly: Style Dictionary sources for the web write shadows so, and its
/// transforms pass the string through to CSS.
///
/// A layer is, in any order, `inset` at most once, two to four lengths (offset x, offset y,
/// blur, spread) written together, and one color (``CSSColorParser``). Lengths are `px`, `rem`
/// or a unitless `0`, the units a dimension holds. A layer without a color (CSS's
/// `currentcolor`), a negative blur or another unit has no exact value: the string is not read.
enum CSSBoxShadow {
    /// The layers `text` writes, or nil when it is not a `box-shadow` tokenc can read exactly.
    static func parse(_ text: String) -> [ShadowLayer]? {
        let layers = split(text, at: ",")
        guard !layers.isEmpty else { return nil }
        var result: [ShadowLayer] = []
        for layer in layers {
            guard let shadow = parseLayer(layer) else { return nil }
            result.append(shadow)
        }
        return result
    }

    private static func parseLayer(_ text: String) -> ShadowLayer? {
        var inset = false
        var lengths: [DimensionValue] = []
        var lengthsEnded = false
        var color: ColorValue?
        for part in split(text, at: " ") {
            if part.lowercased() == "inset" {
                guard !inset else { return nil }
                inset = true
                if !lengths.isEmpty { lengthsEnded = true }
            } else if let length = length(part) {
                guard !lengthsEnded, lengths.count < 4 else { return nil }
                lengths.append(length)
            } else if color == nil, case .success(let parsed) = CSSColorParser.parse(part) {
                color = parsed
                if !lengths.isEmpty { lengthsEnded = true }
            } else {
                return nil
            }
        }
        guard let color, lengths.count >= 2 else { return nil }
        let zero = DimensionValue(value: NumberLiteral(value: 0, text: "0"), unit: .px)
        let blur = lengths.count > 2 ? lengths[2] : zero
        guard blur.value.value >= 0 else { return nil }
        return ShadowLayer(
            color: color, offsetX: lengths[0], offsetY: lengths[1], blur: blur,
            spread: lengths.count > 3 ? lengths[3] : zero, inset: inset)
    }

    /// A `px` or `rem` length, or a unitless `0` (which CSS allows for any length).
    static func length(_ text: String) -> DimensionValue? {
        guard let (number, unit) = ValueSyntax.measure(text) else { return nil }
        if unit.isEmpty { return number.value == 0 ? DimensionValue(value: number, unit: .px) : nil }
        return DimensionValue.Unit(rawValue: unit).map { DimensionValue(value: number, unit: $0) }
    }

    /// `text` split at `separator` outside parentheses, each piece trimmed, empty ones dropped.
    static func split(_ text: String, at separator: Character) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            default: break
            }
            let isSeparator = depth == 0 && (character == separator || (separator == " " && character.isWhitespace))
            if isSeparator {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        let trimmed = pieces.map(\.trimmingSpaces).filter { !$0.isEmpty }
        // A comma-separated list with an empty layer ("a,,b" or a trailing comma) is no box-shadow.
        if separator == ",", trimmed.count != pieces.count { return [] }
        return trimmed
    }
}
