import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel

/// The CSS Color 4 parser alone: each syntax to the DTCG space it names, with the components'
/// text; random colors printed with random syntax read back exactly; errors point into the text.
@Suite struct CSSColorParserTests {
    struct Reading: Sendable, CustomTestStringConvertible {
        var css: String
        var space: ColorSpace
        /// Component texts (`none` for a none component).
        var components: [String]
        var alpha: String?
        var testDescription: String { css }
    }

    static let readings: [Reading] = [
        .init(css: "oklch(0.62 0.19 259 / 1)", space: .oklch, components: ["0.62", "0.19", "259"], alpha: "1"),
        .init(css: "oklch(62% 0.19 259deg)", space: .oklch, components: ["0.62", "0.19", "259"]),
        .init(css: "OKLCH(62% 50% 0.5turn / 50%)", space: .oklch, components: ["0.62", "0.2", "180"], alpha: "0.5"),
        .init(css: "oklch(0.7 0.1 -30)", space: .oklch, components: ["0.7", "0.1", "330"]),
        .init(css: "oklch(0.7 0.1 720.5deg)", space: .oklch, components: ["0.7", "0.1", "0.5"]),
        .init(css: "oklch(0.7 none none)", space: .oklch, components: ["0.7", "none", "none"]),
        .init(css: "oklab(0.5 -0.1 .1)", space: .oklab, components: ["0.5", "-0.1", "0.1"]),
        .init(css: "oklab(50% -25% 100%)", space: .oklab, components: ["0.5", "-0.1", "0.4"]),
        .init(css: "lab(52.2% 40 -59.9 / 0.25)", space: .lab, components: ["52.2", "40", "-59.9"], alpha: "0.25"),
        .init(css: "lab(50 100% -50%)", space: .lab, components: ["50", "125", "-62.5"]),
        .init(css: "lch(50% 100% 200grad)", space: .lch, components: ["50", "150", "180"]),
        .init(css: "hsl(210, 50%, 40%)", space: .hsl, components: ["210", "50", "40"]),
        .init(css: "hsla(210, 50%, 40%, .8)", space: .hsl, components: ["210", "50", "40"], alpha: "0.8"),
        .init(css: "hsl(210deg 50 40 / 80%)", space: .hsl, components: ["210", "50", "40"], alpha: "0.8"),
        .init(css: "hwb(120 10% 20%)", space: .hwb, components: ["120", "10", "20"]),
        .init(css: "rgb(255 0 51)", space: .srgb, components: ["1", "0", "0.2"]),
        .init(css: "rgba(0, 0, 0, 0.5)", space: .srgb, components: ["0", "0", "0"], alpha: "0.5"),
        .init(css: "rgb(100% 50% 12.5% / 0.1)", space: .srgb, components: ["1", "0.5", "0.125"], alpha: "0.1"),
        .init(css: "rgba(#336699, 0.4)", space: .srgb, components: ["0.2", "0.4", "0.6"], alpha: "0.4"),
        // A fourth value without '/' (not CSS, but written): the alpha.
        .init(css: "rgb(0 0 0 0)", space: .srgb, components: ["0", "0", "0"], alpha: "0"),
        .init(css: "hsla(210 50% 40% 0.25)", space: .hsl, components: ["210", "50", "40"], alpha: "0.25"),
        .init(css: "color(display-p3 1 0.5 0)", space: .displayP3, components: ["1", "0.5", "0"]),
        .init(css: "color(display-p3 100% 50% 0% / .5)", space: .displayP3, components: ["1", "0.5", "0"], alpha: "0.5"),
        .init(css: "color(srgb-linear 0.1 0.2 0.3)", space: .srgbLinear, components: ["0.1", "0.2", "0.3"]),
        .init(css: "color(a98-rgb 0.1 0.2 0.3)", space: .a98RGB, components: ["0.1", "0.2", "0.3"]),
        .init(css: "color(prophoto-rgb 0.1 0.2 0.3)", space: .prophotoRGB, components: ["0.1", "0.2", "0.3"]),
        .init(css: "color(rec2020 0.1 0.2 0.3)", space: .rec2020, components: ["0.1", "0.2", "0.3"]),
        .init(css: "color(xyz 0.1 0.2 0.3)", space: .xyzD65, components: ["0.1", "0.2", "0.3"]),
        .init(css: "color(xyz-d65 0.1 0.2 0.3)", space: .xyzD65, components: ["0.1", "0.2", "0.3"]),
        .init(css: "color(xyz-d50 0.1 0.2 0.3)", space: .xyzD50, components: ["0.1", "0.2", "0.3"]),
        .init(css: "#f00", space: .srgb, components: ["1", "0", "0"]),
        .init(css: "#ff000080", space: .srgb, components: ["1", "0", "0"], alpha: NumberLiteral(128.0 / 255).text),
        .init(css: "RebeccaPurple", space: .srgb, components: ["0.4", "0.2", "0.6"]),
        .init(css: "transparent", space: .srgb, components: ["0", "0", "0"], alpha: "0"),
    ]

    static func texts(_ color: ColorValue) -> [String] {
        color.components.map { if case .number(let n) = $0 { n.text } else { "none" } }
    }

    @Test(arguments: readings)
    func readsTheSpaceItNames(_ reading: Reading) throws {
        let color = try CSSColorParser.parse(reading.css).get()
        #expect(color.colorSpace == reading.space)
        #expect(Self.texts(color) == reading.components)
        #expect(color.alpha?.text == reading.alpha)
        // The text is the value: what a generated literal prints is what was computed.
        for case .number(let number) in color.components { #expect(Double(number.text) == number.value) }
    }

    @Test func namedColorsAreTheCSSTable() throws {
        #expect(CSSNamedColors.hex.count == 148)
        #expect(try CSSColorParser.parse("gray").get().hex == "#808080")
        #expect(try CSSColorParser.parse("Green").get().hex == "#008000")
        #expect(try CSSColorParser.parse("aliceblue").get().hex == "#f0f8ff")
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var css: String
        var message: String
        var offset: Int
        var testDescription: String { css }
    }

    static let failures: [Failure] = [
        .init(css: "oklch(0.62 0.19 blue)", message: "the hue must be a number or an angle, found 'blue'", offset: 16),
        .init(css: "oklch(0.62 0.19)", message: "oklch() takes 3 components and an optional alpha, found 2", offset: 15),
        .init(css: "oklch(0.62 0.19 259 1)", message: "oklch() takes 3 components and an optional alpha, found more", offset: 20),
        .init(css: "oklch(1.2 0.19 259)", message: "the lightness of a oklch color must be in [0, 1], found '1.2'", offset: 6),
        .init(css: "oklch(0.5 -0.1 259)", message: "the chroma of a oklch color must be in [0, ∞), found '-0.1'", offset: 10),
        .init(css: "oklch(0.5 0.1 259%)", message: "the hue of oklch must be a number or an angle (deg, grad, rad, turn), found '259%'", offset: 14),
        .init(css: "oklch(0.5 0.1 259 / 2)", message: "the alpha must be in [0, 1], found '2'", offset: 20),
        .init(css: "oklch(0.5 0.1 259 /)", message: "an alpha is missing after '/'", offset: 19),
        .init(css: "oklch(0.5, 0.1, 259)", message: "oklch() separates its components with spaces, not commas", offset: 9),
        .init(css: "oklch(0.5 0.1 259", message: "'oklch(' is not closed: a ')' is missing", offset: 17),
        .init(css: "oklch(0.5 0.1 259) x", message: "'x' is not expected here", offset: 19),
        .init(css: "okclh(0.5 0.1 259)", message: "'okclh()' is not a CSS color function; did you mean 'oklch()'?", offset: 0),
        .init(css: "rgb(300, 0, 0)", message: "the red of a srgb color must be in [0, 1], found '300' (1.1764705882352942)", offset: 4),
        .init(css: "rgb(1, 2,, 3)", message: "a value is missing before ','", offset: 9),
        .init(css: "rgb(1, 2 3)", message: "a ',' is missing before '3'", offset: 9),
        .init(css: "hsl(120, 50%, 120%)", message: "the lightness of a hsl color must be in [0, 100], found '120%'", offset: 14),
        .init(css: "color(p3 1 0 0)", message: "'p3' is not a color space of color(); did you mean 'display-p3'?", offset: 6),
        .init(css: "#ff880", message: "'#ff880' is not a hex color: it needs 3, 4, 6 or 8 hex digits", offset: 0),
        .init(css: "oranje", message: "'oranje' is not a CSS color name; did you mean 'orange'?", offset: 0),
        .init(css: "  lab(50 0 0 ; )", message: "';' has no place in a CSS color", offset: 13),
        .init(css: "", message: "an empty string is not a color", offset: 0),
    ]

    @Test(arguments: failures)
    func errorsPointIntoTheText(_ failure: Failure) {
        #expect(throws: CSSColorError(message: failure.message, offset: failure.offset)) { try CSSColorParser.parse(failure.css).get() }
    }

    // MARK: - Random colors in every space, printed with random syntax

    /// A deterministic generator, so that a failure reproduces.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func bool() -> Bool { next() & 1 == 0 }
        /// A decimal in [low, high] with up to `places` decimals, as text.
        mutating func decimal(_ low: Int, _ high: Int, places: Int) -> Decimal {
            let scale = Int(pow(10, Double(places)))
            return Decimal(int(low * scale...high * scale)) / Decimal(scale)
        }
    }

    static func text(_ decimal: Decimal) -> String { NSDecimalNumber(decimal: decimal).stringValue }

    /// One component written one of the ways CSS allows, and the DTCG value it means.
    static func written(_ rule: CSSColorParser.Function.Rule, range: ColorSpace.ComponentRange, _ g: inout Generator) -> (css: String, expected: Double?) {
        if g.int(0...19) == 0 { return ("none", nil) }
        switch rule {
        case .channel:
            if g.bool() {
                let byte = g.int(0...255)
                return ("\(byte)", Double(byte) / 255)
            }
            let percent = g.decimal(0, 100, places: 2)
            return ("\(text(percent))%", Double(text(percent / 100)))
        case .scaled(let percentScale):
            let low = range.lowerBound.isFinite ? Int(range.lowerBound) : -1
            let high = range.upperBound.isFinite ? Int(range.upperBound) : 2
            if g.bool() {
                let value = g.decimal(low, high, places: 4)
                return (text(value), Double(text(value)))
            }
            // A percentage whose value is in range.
            let percent = g.decimal(low < 0 ? -100 : 0, 100, places: 2)
            let value = percent * percentScale / 100
            guard range.contains(Double(text(value))!) else { return (text(Decimal(range.lowerBound)), range.lowerBound) }
            return ("\(text(percent))%", Double(text(value)))
        case .hue:
            let degrees = g.decimal(0, 359, places: 3)
            switch g.int(0...4) {
            case 0: return (text(degrees), Double(text(degrees)))
            case 1: return ("\(text(degrees))deg", Double(text(degrees)))
            case 2: return ("\(text(degrees + 360))DEG", Double(text(degrees)))
            case 3: return ("\(text(degrees / 360 * 1000 / 1000))turn", Double(text(degrees / 360 * 1000 / 1000 * 360)))
            default: return ("\(text(degrees / Decimal(string: "0.9")!))grad", Double(text(degrees / Decimal(string: "0.9")! * Decimal(string: "0.9")!)))
            }
        }
    }

    @Test func randomColorsReadBackExactly() throws {
        var g = Generator(state: 28)
        let functions: [(CSSColorParser.Function, ColorSpace)] = [
            (.rgb, .srgb), (.rgba, .srgb), (.hsl, .hsl), (.hsla, .hsl), (.hwb, .hwb), (.lab, .lab), (.lch, .lch),
            (.oklab, .oklab), (.oklch, .oklch),
        ] + CSSColorParser.Function.predefinedSpaces.sorted { $0.key < $1.key }.map { (.color, $0.value) }
        for round in 0..<3000 {
            let (function, space) = functions[round % functions.count]
            let rules = function.rules(for: space)
            var parts: [(css: String, expected: Double?)] = []
            for (rule, range) in zip(rules, space.componentRanges) { parts.append(Self.written(rule, range: range, &g)) }
            var alpha: (css: String, expected: Double)?
            switch g.int(0...2) {
            case 0: alpha = nil
            case 1:
                let value = g.decimal(0, 1, places: 3)
                alpha = (Self.text(value), Double(Self.text(value))!)
            default:
                let percent = g.decimal(0, 100, places: 1)
                alpha = ("\(Self.text(percent))%", Double(Self.text(percent / 100))!)
            }
            let commas = function.allowsCommas && !parts.contains { $0.css == "none" } && g.bool()
            let name = g.bool() ? function.rawValue : function.rawValue.uppercased()
            let head = function == .color ? [CSSColorParser.Function.predefinedSpaces.first { $0.value == space && $0.key != "xyz" }!.key] : []
            let body: String
            if commas {
                body = (parts.map(\.css) + (alpha.map { [$0.css] } ?? [])).joined(separator: g.bool() ? ", " : ",")
            } else {
                body = (head + parts.map(\.css)).joined(separator: g.bool() ? " " : "  ") + (alpha.map { (g.bool() ? " / " : "/") + $0.css } ?? "")
            }
            let css = "\(name)(\(g.bool() ? " " : "")\(body))"
            let color = try #require(try? CSSColorParser.parse(css).get(), "\(css)")
            #expect(color.colorSpace == space, "\(css)")
            for (component, part) in zip(color.components, parts) {
                switch component {
                case .none: #expect(part.expected == nil, "\(css)")
                case .number(let number):
                    #expect(number.value == part.expected, "\(css): \(number.text)")
                    #expect(Double(number.text) == number.value, "\(css)")
                }
            }
            #expect(color.alpha?.value == alpha?.expected, "\(css)")
        }
    }

    /// Radians are the one angle unit that is not decimal: read as the nearest degrees.
    @Test func radiansAreDegrees() throws {
        let color = try CSSColorParser.parse("oklch(0.5 0.1 3.14159265358979rad)").get()
        guard case .number(let hue) = color.components[2] else { Issue.record("no hue"); return }
        #expect(abs(hue.value - 180) < 1e-9)
    }
}
