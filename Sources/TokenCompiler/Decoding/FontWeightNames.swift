import TokenModel

/// Font weights as design tools write them, read the same in every file shape: the format's
/// names in any case or spacing (`"SemiBold"`, `"Semi bold"`, `"semi_bold"`), the names
/// sd-transforms maps (its `fontWeightMap`, after MDN's table, German names included), numbers
/// in strings (`"600"`), and Figma style names with a slant (`"Bold Italic"`), whose slant has no
/// place in a weight. Each is a `non-standard-value` warning that gives the format's spelling.
enum FontWeightNames {
    /// sd-transforms' weight names, compared as ``folded(_:)`` folds them, beyond the format's.
    static let toolNames: [String: Int] = [
        "extraleicht": 200, "leicht": 300, "buch": 400, "kraeftig": 500, "kräftig": 500,
        "halbfett": 600, "dreiviertelfett": 700, "fett": 800, "super": 900, "extrafett": 900,
        "ultra": 950,
    ]

    /// The format's names, folded: `semibold` for `semi-bold`.
    private static let formatNames: [String: String] = Dictionary(
        FontWeightValue.aliases.keys.map { (folded($0), $0) }, uniquingKeysWith: min)

    /// Lowercased letters only: how sd-transforms compares names (it lowercases and drops spaces).
    static func folded(_ name: String) -> String {
        String(name.lowercased().filter(\.isLetter))
    }

    /// A weight read from `name`, and the slant dropped from it (`italic`, `oblique`), if any;
    /// nil when `name` is no weight at all.
    static func weight(named name: String) -> (weight: FontWeightValue, droppedSlant: String?)? {
        let trimmed = name.trimmingSpaces
        if let weight = plainWeight(trimmed) { return (weight, nil) }
        for slant in ["italic", "oblique"] where trimmed.lowercased().hasSuffix(slant) {
            let upright = String(trimmed.dropLast(slant.count)).trimmingSpaces
            // A style alone ("Italic") is the regular weight, slanted.
            let weight = upright.isEmpty ? FontWeightValue(value: NumberLiteral(400), alias: "normal") : plainWeight(upright)
            return weight.map { ($0, slant) }
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

extension TokenResolver {
    /// A weight written as a design tool writes it, with its warning; nil (nothing reported)
    /// when the name is no weight.
    mutating func toolFontWeight(_ name: String, at value: SourceValue) -> FontWeightValue? {
        guard let (weight, slant) = FontWeightNames.weight(named: name) else { return nil }
        let spelling = weight.alias.map { "\"\($0)\"" } ?? weight.value.text
        let dropped = slant.map { ", without '\($0)' (a style, not a weight)" } ?? ""
        diagnostics.append(.warning(
            .nonStandardValue, "\(value.json.sourceText) is read as the weight \(weight.value.text)\(dropped) (write \(spelling))",
            at: value.location))
        return weight
    }
}
