/// The JSON text of literal DTCG 2025.10 values, one line each, drawn from the generator.
/// Numbers are written from integers, so their text never depends on how a `Double` prints.
struct TokenValueText {
    /// Alias targets for the sub-values of composites, as `"{a.b.c}"` strings, by kind.
    let references: [TokenKind: [String]]

    func literal(_ kind: TokenKind, _ random: inout SplitMix64) -> String {
        switch kind {
        case .color: color(&random)
        case .dimension: dimension(&random)
        case .number: decimal(random.int(in: 0...400), scale: 100)
        case .duration: duration(&random)
        case .fontFamily: fontFamily(&random)
        case .fontWeight: fontWeight(&random)
        case .typography: typography(&random)
        case .shadow: shadow(&random)
        case .border: border(&random)
        case .gradient: gradient(&random)
        }
    }

    /// An alias to a token of `kind`, picked from the references.
    func reference(to kind: TokenKind, _ random: inout SplitMix64) -> String {
        random.pick(references[kind]!)
    }

    func color(_ random: inout SplitMix64) -> String {
        let space = random.chance(20) ? "display-p3" : "srgb"
        let components = (0..<3).map { _ in decimal(random.int(in: 0...1000), scale: 1000) }
        var text = "{ \"colorSpace\": \"\(space)\", \"components\": [\(components.joined(separator: ", "))]"
        if random.chance(15) { text += ", \"alpha\": \(decimal(random.int(in: 0...100), scale: 100))" }
        return text + " }"
    }

    /// From 4px (0.25rem) up: a typography's size aliases a dimension, and a font under 4pt is a
    /// `suspicious-value` warning, after which a build keeps no stamp to skip the next by.
    func dimension(_ random: inout SplitMix64) -> String {
        random.chance(80)
            ? "{ \"value\": \(random.int(in: 2...64) * 2), \"unit\": \"px\" }"
            : "{ \"value\": \(decimal(random.int(in: 2...32), scale: 8)), \"unit\": \"rem\" }"
    }

    func duration(_ random: inout SplitMix64) -> String {
        random.chance(80)
            ? "{ \"value\": \(random.int(in: 0...20) * 50), \"unit\": \"ms\" }"
            : "{ \"value\": \(decimal(random.int(in: 1...20), scale: 4)), \"unit\": \"s\" }"
    }

    func fontFamily(_ random: inout SplitMix64) -> String {
        random.pick([
            "\"Inter\"", "\"SF Pro Rounded\"", "[\"SF Pro Text\", \"Helvetica Neue\", \"sans-serif\"]",
            "[\"SF Mono\", \"Menlo\", \"monospace\"]", "[\"New York\", \"Georgia\", \"serif\"]",
        ])
    }

    func fontWeight(_ random: inout SplitMix64) -> String {
        random.chance(70) ? String(random.int(in: 1...9) * 100) : random.pick(["\"regular\"", "\"medium\"", "\"semi-bold\"", "\"bold\""])
    }

    func typography(_ random: inout SplitMix64) -> String {
        let letterSpacing = random.chance(50)
            ? reference(to: .dimension, &random)
            : "{ \"value\": \(decimal(random.int(in: 0...20), scale: 10)), \"unit\": \"px\" }"
        return "{ \"fontFamily\": \(reference(to: .fontFamily, &random)), \"fontSize\": \(reference(to: .dimension, &random)), "
            + "\"fontWeight\": \(reference(to: .fontWeight, &random)), \"letterSpacing\": \(letterSpacing), "
            + "\"lineHeight\": \(decimal(random.int(in: 100...180), scale: 100)) }"
    }

    func shadow(_ random: inout SplitMix64) -> String {
        func layer(_ random: inout SplitMix64) -> String {
            "{ \"color\": \(reference(to: .color, &random)), \"offsetX\": { \"value\": \(random.int(in: 0...4)), \"unit\": \"px\" }, "
                + "\"offsetY\": { \"value\": \(random.int(in: 0...16)), \"unit\": \"px\" }, \"blur\": \(reference(to: .dimension, &random)), "
                + "\"spread\": { \"value\": \(random.int(in: 0...4)), \"unit\": \"px\" }\(random.chance(10) ? ", \"inset\": true" : "") }"
        }
        return random.chance(30) ? "[\(layer(&random)), \(layer(&random))]" : layer(&random)
    }

    func border(_ random: inout SplitMix64) -> String {
        "{ \"color\": \(reference(to: .color, &random)), \"width\": \(reference(to: .dimension, &random)), "
            + "\"style\": \(random.pick(["\"solid\"", "\"dashed\"", "\"dotted\""])) }"
    }

    func gradient(_ random: inout SplitMix64) -> String {
        let stops = random.int(in: 2...3)
        let positions = stops == 2 ? ["0", "1"] : ["0", "0.5", "1"]
        let elements = positions.map { position in
            let color = random.chance(70) ? reference(to: .color, &random) : self.color(&random)
            return "{ \"color\": \(color), \"position\": \(position) }"
        }
        return "[\(elements.joined(separator: ", "))]"
    }
}

/// `numerator / scale` in the shortest decimal text: `decimal(125, scale: 100)` is `1.25`.
func decimal(_ numerator: Int, scale: Int) -> String {
    precondition(numerator >= 0 && scale > 0)
    let whole = numerator / scale
    var remainder = numerator % scale
    guard remainder != 0 else { return String(whole) }
    // Long division: at most 20 digits, enough for every scale used here.
    var digits = ""
    while remainder != 0, digits.count < 20 {
        remainder *= 10
        digits.append(Character(String(remainder / scale)))
        remainder %= scale
    }
    return "\(whole).\(digits)"
}
