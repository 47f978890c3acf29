import TokenModel

extension TokenResolver {
    mutating func decodeColor(_ value: SourceValue, dialect: TokenDialect) -> ColorValue? {
        if let text = value.json.stringValue {
            return decodeColorString(text, at: value, dialect: dialect)
        }
        if dialect == .legacy, isLegacyColorObject(value) { return legacyColorObject(value) }
        guard let members = members(of: value, dialect: dialect, "a color", required: ["colorSpace", "components"], optional: ["alpha", "hex"]) else {
            return nil
        }
        guard let spaceName = stringOperand(members["colorSpace"]!, dialect: dialect, "colorSpace") else { return nil }
        guard let space = ColorSpace(rawValue: spaceName) else {
            var message = "unknown color space '\(spaceName)'"
            if let suggestion = Suggestion.nearest(to: spaceName, in: ColorSpace.allCases.map(\.rawValue)) {
                message += "; did you mean '\(suggestion)'?"
            }
            invalid(message, at: members["colorSpace"]!)
            return nil
        }
        var valid = true
        var components: [ColorValue.Component] = []
        let componentsValue = members["components"]!
        let firstNew = diagnostics.count
        if case .literal(let list, let listDialect)? = operand(componentsValue, dialect: dialect, expecting: nil),
           let elements = list.json.arrayElements {
            let ranges = space.componentRanges
            components.reserveCapacity(ranges.count)
            if elements.count != ranges.count {
                invalid("a \(space.rawValue) color has \(ranges.count) components (\(ranges.map(\.name).joined(separator: ", "))), found \(elements.count)", at: list)
                valid = false
            }
            for (element, range) in zip(elements, ranges) {
                let element = SourceValue(element, file: list.file)
                if element.json.isString("none") {
                    components.append(.none)
                    continue
                }
                if case .notAReference? = ReferenceSyntax.alias(in: element.json) {
                    invalid("a color component must be a number or \"none\", found \(element.json.sourceText)", at: element)
                    valid = false
                    continue
                }
                guard let number = numberOperand(element, dialect: listDialect, "a color component") else {
                    valid = false
                    continue
                }
                guard range.contains(number.value) else {
                    invalid("the \(range.name) of a \(space.rawValue) color must be in \(range.notation), found \(number.text)", at: element)
                    valid = false
                    continue
                }
                components.append(.number(number))
            }
        } else {
            invalid("components must be an array of numbers, found \(componentsValue.json.kind)", at: componentsValue)
            valid = false
        }
        if let pointer = ReferenceSyntax.pointer(in: componentsValue) { moveErrors(since: firstNew, to: pointer, "cannot stand here") }
        var alpha: NumberLiteral?
        if let alphaValue = members["alpha"] {
            if let number = numberOperand(alphaValue, dialect: dialect, "alpha") {
                if (0...1).contains(number.value) {
                    alpha = number
                } else {
                    invalid("alpha must be in [0, 1], found \(number.text)", at: alphaValue)
                    valid = false
                }
            } else {
                valid = false
            }
        }
        var hex: String?
        if let hexValue = members["hex"] {
            if let text = stringOperand(hexValue, dialect: dialect, "hex") {
                if Self.isSixDigitHex(text) {
                    hex = text
                } else if !options.strict, text.utf8.count == 4, let expanded = Self.hexColor(text)?.hex {
                    // The fallback only; the components are the color.
                    hex = expanded
                    diagnostics.append(.warning(
                        .nonStandardValue, "hex must have 6 digits; \"\(text)\" is read as \"\(expanded)\" (write \"hex\": \"\(expanded)\")",
                        at: hexValue.location))
                } else {
                    invalid("hex must be a 6-digit CSS color such as \"#ff00aa\" (put opacity in alpha), found \"\(text)\"", at: hexValue)
                    valid = false
                }
            } else {
                valid = false
            }
        }
        guard valid else { return nil }
        return representable(ColorValue(colorSpace: space, components: components, alpha: alpha, hex: hex), at: value)
    }

    private static func isSixDigitHex(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 7 && bytes[0] == UInt8(ascii: "#") && bytes.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// Colors written as strings: CSS colors in legacy files; in format files only the hex that most
    /// files in the wild use (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), as a leniency.
    private mutating func decodeColorString(_ text: String, at value: SourceValue, dialect: TokenDialect) -> ColorValue? {
        if dialect == .legacy { return legacyColor(text, at: value) }
        guard !options.strict else {
            invalid("a color must be an object with 'colorSpace' and 'components'; hex strings such as \(value.json.sourceText) are read only without --strict", at: value)
            return nil
        }
        guard let color = Self.hexColor(text) else {
            invalid("expected a color object or a hex color such as \"#ff8800\", found \(value.json.sourceText)", at: value)
            return nil
        }
        diagnostics.append(.warning(
            .nonStandardColor,
            "the hex string \(value.json.sourceText) is not a DTCG color; it is read as sRGB (write {\"colorSpace\": \"srgb\", \"components\": […]})",
            at: value.location
        ))
        return color
    }

    /// Parses `#rgb`, `#rgba`, `#rrggbb` and `#rrggbbaa` as sRGB.
    static func hexColor(_ text: String) -> ColorValue? {
        var digits = Array(text.utf8)
        guard digits.first == UInt8(ascii: "#") else { return nil }
        digits.removeFirst()
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        var channels: [Int] = []
        for i in stride(from: 0, to: digits.count, by: 2) {
            channels.append(Int(String(decoding: digits[i..<i + 2], as: UTF8.self), radix: 16)!)
        }
        let components = channels.prefix(3).map { ColorValue.Component.number(NumberLiteral(Double($0) / 255)) }
        let alpha = channels.count == 4 ? NumberLiteral(Double(channels[3]) / 255) : nil
        let hex = "#" + String(decoding: digits.prefix(6), as: UTF8.self).lowercased()
        return ColorValue(colorSpace: .srgb, components: components, alpha: alpha, hex: hex)
    }
}

extension UInt8 {
    var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
