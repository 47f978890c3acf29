import TokenJSON
import TokenModel

extension DecodingContext {
    mutating func decodeColor(_ value: SourceValue, dialect: TokenDialect) -> ColorValue? {
        if dialect != .legacy, let color = PlainColorObject.color(value.json) { return color }
        return decodeColorReadingEveryMember(value, dialect: dialect)
    }

    /// `decodeColor` without its quick reading of a plain color object (``PlainColorObject``),
    /// which gives what this gives: kept apart so that a test can compare the two.
    mutating func decodeColorReadingEveryMember(_ value: SourceValue, dialect: TokenDialect) -> ColorValue? {
        if let text = value.json.stringValue {
            return decodeColorString(text, at: value, dialect: dialect)
        }
        if dialect == .legacy, isLegacyColorObject(value) { return legacyColorObject(value) }
        if !options.strict, let color = rgbaList(value) { return color }
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
                if PlainColorObject.isSixDigitHex(text) {
                    hex = text
                } else if !options.strict, text.utf8.count == 4, text.hasPrefix("#"), let expanded = CSSColorParser.hex(String(text.dropFirst()))?.hex {
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

    /// Colors written as CSS strings (`"#ff8800"`, `"oklch(0.62 0.19 259)"`, `"rebeccapurple"`),
    /// read into the space they name (``CSSColorParser``). Tokens Studio and Style Dictionary
    /// files write colors so; in format files it is a leniency, whose warning gives the object
    /// to write.
    /// The CSS gradient function (`linear-gradient`, `radial-gradient`, `conic-gradient` and their
    /// `repeating-` forms) a color string is, which Tokens Studio lets a color token hold; nil for
    /// any other text.
    static func gradientFunction(_ text: String) -> String? {
        // A declaration pasted from CSS keeps its `;`.
        var trimmed = text.trimmingSpaces.lowercased()
        while trimmed.hasSuffix(";") { trimmed = String(trimmed.dropLast()).trimmingSpaces }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let name = String(trimmed[..<open])
        let base = name.hasPrefix("repeating-") ? String(name.dropFirst("repeating-".count)) : name
        return ["linear-gradient", "radial-gradient", "conic-gradient"].contains(base) ? name : nil
    }

    private mutating func decodeColorString(_ text: String, at value: SourceValue, dialect: TokenDialect) -> ColorValue? {
        if dialect == .dtcg, options.strict {
            invalid("a color must be an object with 'colorSpace' and 'components'; CSS color strings such as \(value.json.sourceText) are read only without --strict", at: value)
            return nil
        }
        if !options.strict, CSSKeyword.isRuntimeFunction(text) {
            leaveOut("\(value.json.sourceText) is a CSS function, which tokenc does not evaluate; write the computed value", at: value.location, cause: .cssFunction)
            return nil
        }
        // `none` (no border, no fill, as Tokens Studio files write it), `currentColor` and CSS's
        // wide keywords: what the page decides, which no color holds.
        if !options.strict, CSSKeyword.isKeyword(text) || text.trimmingSpaces.lowercased() == "currentcolor" {
            leaveOut("\(value.json.sourceText) is a CSS keyword (no color, or one the page decides), which no color holds", at: value.location)
            return nil
        }
        if !options.strict, let function = Self.gradientFunction(text) {
            leaveOut(
                "\(value.json.sourceText) is a CSS \(function)(), which Tokens Studio applies to a color token as a gradient fill; a color has no value for it (give the token the type gradient, with its stops)",
                at: value.location, cause: .cssFunction)
            return nil
        }
        switch CSSColorParser.parse(text) {
        case .success(let color):
            if dialect == .dtcg {
                diagnostics.append(.warning(
                    .nonStandardColor,
                    "the CSS color \(value.json.sourceText) is not a DTCG color; it is read as \(Self.objectText(color)) (write that object)",
                    at: value.location))
            }
            return color
        case .failure(let error):
            // Style Dictionary's color transforms read colors with tinycolor2, whose hex forms
            // take the '#' as optional: "1890ff" is #1890ff in its build.
            if !options.strict, CSSColorParser.isHexWithoutHash(text), case .success(let color) = CSSColorParser.parse("#" + text) {
                diagnostics.append(.warning(
                    .nonStandardColor,
                    "\(value.json.sourceText) is read as the hex color \"#\(text)\", as Style Dictionary's color transforms (tinycolor2) read a hex without '#' (write \"#\(text)\")",
                    at: value.location))
                return color
            }
            diagnostics.append(.error(.invalidValue, "\(value.json.sourceText) is not a color: \(error.message)", at: Self.location(of: error.offset, in: value)))
            return nil
        }
    }

    /// `[255, 255, 255, 1]`: red, green and blue from 0 to 255 and an alpha from 0 to 1, the
    /// arguments of CSS's `rgba()`, as a Style Dictionary repository's own color transform takes
    /// them. Read only when the list can mean nothing else: three or four plain numbers, whole
    /// channels with one above 1 (or all 0, black in any reading), an alpha within [0, 1].
    private mutating func rgbaList(_ value: SourceValue) -> ColorValue? {
        guard let elements = value.json.arrayElements, (3...4).contains(elements.count) else { return nil }
        let numbers = elements.compactMap(\.numberValue)
        guard numbers.count == elements.count else { return nil }
        let channels = numbers.prefix(3).map(\.value)
        guard channels.allSatisfy({ (0...255).contains($0) && $0.rounded() == $0 }),
              channels.contains(where: { $0 > 1 }) || channels.allSatisfy({ $0 == 0 }),
              numbers.count == 3 || (0...1).contains(numbers[3].value) else { return nil }
        let css = "rgba(\(numbers.map(\.text).joined(separator: ", ")))"
        guard case .success(let color) = CSSColorParser.parse(numbers.count == 3 ? "rgb(\(numbers.map(\.text).joined(separator: ", ")))" : css) else { return nil }
        diagnostics.append(.warning(
            .nonStandardColor,
            "the list [\(numbers.map(\.text).joined(separator: ", "))] is read as \(numbers.count == 3 ? "rgb" : "rgba")(\(numbers.map(\.text).joined(separator: ", "))): red, green and blue from 0 to 255\(numbers.count == 4 ? " and alpha from 0 to 1" : "") (write \(Self.objectText(color)))",
            at: value.location))
        return color
    }

    /// The place `offset` Unicode scalars into a string value: its column when the string is
    /// written without escapes, else the string's own.
    static func location(of offset: Int, in value: SourceValue) -> SourceLocation {
        guard value.json.withUnescapedStringBytes({ _ in true }) != nil else { return value.location }
        var position = value.json.position
        position.column += 1 + offset
        return SourceLocation(file: value.file, position: position)
    }

    /// A color as the format's object, as the file should write it.
    static func objectText(_ color: ColorValue) -> String {
        let components = color.components.map { component in
            switch component {
            case .number(let number): number.text
            case .none: "\"none\""
            }
        }
        var text = "{\"colorSpace\": \"\(color.colorSpace.rawValue)\", \"components\": [\(components.joined(separator: ", "))]"
        if let alpha = color.alpha { text += ", \"alpha\": \(alpha.text)" }
        if let hex = color.hex { text += ", \"hex\": \"\(hex)\"" }
        return text + "}"
    }
}

extension UInt8 {
    var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
