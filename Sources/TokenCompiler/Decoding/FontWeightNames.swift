import TokenModel

/// Font weights as design tools write them, read the same in every file shape: the format's
/// names in any case or spacing (`"SemiBold"`, `"Semi bold"`, `"semi_bold"`), the names
/// sd-transforms maps (its `fontWeightMap`, after MDN's table, German names included), numbers
/// in strings (`"600"`), and Figma style names with a slant (`"Bold Italic"`), a width
/// (`"Expanded Medium"`) or an optical size (`"Display Medium"`), a font family's style, which
/// have no place in a weight. Each is a `non-standard-value` warning that gives the format's spelling.
enum FontWeightNames {
    /// sd-transforms' weight names, compared as ``folded(_:)`` folds them, beyond the format's,
    /// and the style names fonts give a weight in Figma (Futura's and Avenir's `Demi`,
    /// Helvetica's `Roman`).
    static let toolNames: [String: Int] = [
        "extraleicht": 200, "leicht": 300, "buch": 400, "kraeftig": 500, "kräftig": 500,
        "halbfett": 600, "dreiviertelfett": 700, "fett": 800, "super": 900, "extrafett": 900,
        "ultra": 950, "demi": 600, "roman": 400,
    ]

    /// The format's names, folded: `semibold` for `semi-bold`.
    private static let formatNames: [String: String] = Dictionary(
        FontWeightValue.aliases.keys.map { (folded($0), $0) }, uniquingKeysWith: min)

    /// Lowercased letters only: how sd-transforms compares names (it lowercases and drops spaces).
    static func folded(_ name: String) -> String {
        String(name.lowercased().filter(\.isLetter))
    }

    /// CSS's `font-stretch` keywords, folded: a width, which Figma style names put before the
    /// weight (`"Expanded Medium"`, `"Semi Condensed Bold"`).
    static let widthNames: Set<String> = [
        "ultracondensed", "extracondensed", "condensed", "semicondensed",
        "semiexpanded", "expanded", "extraexpanded", "ultraexpanded",
    ]

    /// OpenType's optical sizes, folded: a family's cut for a size, which Figma style names put
    /// before the weight (`"Display Medium"`, as Noto Sans Display names its styles).
    static let opticalSizeNames: Set<String> = ["caption", "text", "subhead", "display", "poster", "micro", "deck", "banner", "headline"]

    /// A weight read from `name`, and what was dropped from it: a width or an optical size before
    /// it, a slant after it (`italic`, `oblique`), each described; nil when `name` is no weight.
    /// Whether `name` reads as a font's own style name (`Headline`, `Caption Text`): one to three
    /// words of letters with no weight word in them. A name with one (`Narrow Bold`, CSS's
    /// relative `bolder`) is a weight written wrong, and a number, a reference or maths is wrong
    /// in other ways.
    static func isStyleName(_ name: String) -> Bool {
        let words = name.split(separator: " ")
        guard (1...3).contains(words.count),
              words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "-" } && $0.first?.isLetter == true }) else { return false }
        let folded = name.lowercased()
        return !weightWords.contains { folded.contains($0) }
    }

    /// Parts of the names of weights, in any language of type: a style name holding one is a weight.
    private static let weightWords = [
        "thin", "hair", "light", "lite", "book", "regular", "normal", "roman", "medium", "semi", "demi", "bold",
        "heavy", "black", "ultra", "extra", "fat", "poster", "lighter", "bolder", "inherit", "initial", "unset",
    ]

    static func weight(named name: String) -> (weight: FontWeightValue, dropped: [String])? {
        let trimmed = name.trimmingSpaces
        if let weight = slantedWeight(trimmed) { return (weight.weight, weight.dropped) }
        let words = trimmed.split(separator: " ")
        if words.count > 1, opticalSizeNames.contains(folded(String(words[0]))),
           let upright = slantedWeight(words.dropFirst().joined(separator: " ")) {
            return (upright.weight, ["'\(words[0].lowercased())' (an optical size, not a weight)"] + upright.dropped)
        }
        for count in words.indices.map({ $0 + 1 }) {
            let width = words[..<count].joined(separator: " ")
            guard widthNames.contains(folded(width)) else { continue }
            // A width alone ("Condensed") is the regular weight, narrowed.
            let rest = words[count...].joined(separator: " ")
            let upright = rest.isEmpty ? (regular, []) : slantedWeight(rest)
            return upright.map { ($0.weight, ["'\(width.lowercased())' (a width, not a weight)"] + $0.dropped) }
        }
        return nil
    }

    private static let regular = FontWeightValue(value: NumberLiteral(400), alias: "normal")

    /// A weight with a slant after it, or none.
    private static func slantedWeight(_ trimmed: String) -> (weight: FontWeightValue, dropped: [String])? {
        if let weight = plainWeight(trimmed) { return (weight, []) }
        for slant in ["italic", "oblique"] where trimmed.lowercased().hasSuffix(slant) {
            let upright = String(trimmed.dropLast(slant.count)).trimmingSpaces
            // A style alone ("Italic") is the regular weight, slanted.
            let weight = upright.isEmpty ? regular : plainWeight(upright)
            return weight.map { ($0, ["'\(slant)' (a style, not a weight)"]) }
        }
        return nil
    }

    private static func plainWeight(_ name: String) -> FontWeightValue? {
        if let number = Double(name), (1...1000).contains(number) {
            return FontWeightValue(value: NumberLiteral(value: number, text: name))
        }
        let key = folded(name)
        if let alias = formatNames[key], let weight = FontWeightValue.aliases[alias] {
            return FontWeightValue(value: NumberLiteral(Double(weight)), alias: alias)
        }
        return toolNames[key].map { FontWeightValue(value: NumberLiteral(Double($0))) }
    }
}

extension DecodingContext {
    /// A weight written as a design tool writes it, with its warning; nil (nothing reported)
    /// when the name is no weight.
    mutating func toolFontWeight(_ name: String, at value: SourceValue) -> FontWeightValue? {
        guard let (weight, without) = FontWeightNames.weight(named: name) else { return nil }
        let spelling = weight.alias.map { "\"\($0)\"" } ?? weight.value.text
        let dropped = without.isEmpty ? "" : ", without " + without.joined(separator: " and ")
        diagnostics.append(.warning(
            .nonStandardValue, "\(value.json.sourceText) is read as the weight \(weight.value.text)\(dropped) (write \(spelling))",
            at: value.location))
        return weight
    }
}
