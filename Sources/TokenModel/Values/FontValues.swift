/// A font name or a list of names, most preferred first.
package struct FontFamilyValue: Sendable, Hashable {
    package var names: [String]
    /// True when the file wrote a single string rather than an array.
    package var isSingleName: Bool

    package init(names: [String], isSingleName: Bool = false) {
        self.names = names
        self.isSingleName = isSingleName
    }
}

/// A font weight in `[1, 1000]`, written as a number or one of the format's names.
package struct FontWeightValue: Sendable, Hashable {
    package var value: NumberLiteral
    /// The name the file used (`"semi-bold"`), if any.
    package var alias: String?

    package init(value: NumberLiteral, alias: String? = nil) {
        self.value = value
        self.alias = alias
    }

    /// The format's weight names and the numbers they stand for. Case-sensitive.
    package static let aliases: [String: Int] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
}

/// A typographic style.
package struct TypographyValue: Sendable, Hashable {
    package var fontFamily: FontFamilyValue
    package var fontSize: DimensionValue
    package var fontWeight: FontWeightValue
    package var letterSpacing: DimensionValue
    /// A multiplier of the font size.
    package var lineHeight: NumberLiteral

    package init(
        fontFamily: FontFamilyValue, fontSize: DimensionValue, fontWeight: FontWeightValue,
        letterSpacing: DimensionValue, lineHeight: NumberLiteral
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }
}
