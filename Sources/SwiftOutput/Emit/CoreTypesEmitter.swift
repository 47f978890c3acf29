import Lowering
import TokenModel

/// `ThemeValues.swift`: one plain-Swift value type per token type, `Sendable` and `Hashable`,
/// with no imports, so the core layer compiles and runs anywhere Swift does.
///
/// The names start with `Theme` so that none shadows a SwiftUI type (`ThemeColor`, not `Color`).
struct CoreTypesEmitter {
    var access: AccessLevel

    func file() -> GeneratedFile {
        var p = SwiftPrinter()
        let a = access.prefix
        color(&p, a)
        p.blankLine()
        p.print(
            "/// A font family: names in order of preference, the last usually a generic family (`sans-serif`).",
            "/// Written as an array literal of the names: `[\"Inter\", \"sans-serif\"]`.",
            "nonisolated \(a)struct ThemeFontFamily: Sendable, Hashable, ExpressibleByArrayLiteral {")
        p.indent()
        p.print(
            "\(a)var names: [String]",
            "",
            "\(a)init(names: [String]) {",
            "    self.names = names",
            "}",
            "",
            "\(a)init(arrayLiteral names: String...) {",
            "    self.names = names",
            "}",
            "",
            "/// The most preferred name.",
            "\(a)var primary: String { names.first ?? \"\" }")
        p.outdent()
        p.print("}", "")
        p.print(
            "/// A font weight from 1 to 1000 (400 regular, 700 bold). Written as a number literal: `700`.",
            "nonisolated \(a)struct ThemeFontWeight: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {")
        p.indent()
        fields(&p, a, owner: "ThemeFontWeight", [("value", "Double", nil)])
        p.print(
            "",
            "\(a)init(integerLiteral value: Int) {",
            "    self.value = Double(value)",
            "}",
            "",
            "\(a)init(floatLiteral value: Double) {",
            "    self.value = value",
            "}")
        p.outdent()
        p.print("}", "")
        simpleStruct(&p, a, doc: "A timing function: a cubic Bézier curve from (0, 0) to (1, 1) through two control points.", name: "ThemeCubicBezier", fields: [
            ("x1", "Double", nil), ("y1", "Double", nil), ("x2", "Double", nil), ("y2", "Double", nil),
        ])
        simpleStruct(&p, a, doc: "A text style.", name: "ThemeTypography", fields: [
            ("fontFamily", "ThemeFontFamily", nil),
            ("fontSize", "Double", "The font size in points."),
            ("fontWeight", "ThemeFontWeight", nil),
            ("letterSpacing", "Double", "Extra space between letters, in points."),
            ("lineHeight", "Double", "The line height as a multiple of the font size."),
        ])
        strokeStyle(&p, a)
        p.blankLine()
        simpleStruct(&p, a, doc: "A border: color, width in points and stroke style.", name: "ThemeBorder", fields: [
            ("color", "ThemeColor", nil), ("width", "Double", nil), ("style", "ThemeStrokeStyle", nil),
        ])
        simpleStruct(&p, a, doc: "An animated transition; durations in seconds.", name: "ThemeTransition", fields: [
            ("duration", "Double", nil), ("delay", "Double", nil), ("timingFunction", "ThemeCubicBezier", nil),
        ])
        p.print("/// A shadow: one or more layers, drawn in order.", "nonisolated \(a)struct ThemeShadow: Sendable, Hashable {")
        p.indent()
        simpleStruct(&p, a, doc: "One layer; offsets, blur and spread in points.", name: "Layer", fields: [
            ("color", "ThemeColor", nil), ("offsetX", "Double", nil), ("offsetY", "Double", nil),
            ("blur", "Double", nil), ("spread", "Double", nil), ("inset", "Bool", nil),
        ])
        fields(&p, a, owner: "", [("layers", "[Layer]", nil)])
        p.outdent()
        p.print("}", "")
        p.print("/// A color gradient.", "nonisolated \(a)struct ThemeGradient: Sendable, Hashable {")
        p.indent()
        simpleStruct(&p, a, doc: "One stop; `position` from 0 to 1.", name: "Stop", fields: [
            ("color", "ThemeColor", nil), ("position", "Double", nil),
        ])
        fields(&p, a, owner: "", [("stops", "[Stop]", nil)])
        p.outdent()
        p.print("}")
        return GeneratedFile(path: "ThemeValues.swift", summary: "The value types of the theme: plain Swift, no imports.", body: p)
    }

    private func color(_ p: inout SwiftPrinter, _ a: String) {
        p.print(
            "/// A color exactly as the tokens define it (color space, components, alpha), and as SwiftUI draws it.",
            "nonisolated \(a)struct ThemeColor: Sendable, Hashable {")
        p.indent()
        p.print("/// The color spaces of the Design Tokens color module.", "nonisolated \(a)enum ColorSpace: String, Sendable, Hashable, CaseIterable {")
        p.indent()
        for space in ColorSpace.allCases {
            p.print("case \(ValueExpressions.colorSpaceCase(space)) = \(SwiftLiteral.string(space.rawValue))")
        }
        p.outdent()
        p.print("}", "")
        p.print(
            "/// The color in an RGB space SwiftUI draws in, converted by tokenc when the tokens use another",
            "/// space (wide-gamut colors in Display P3; colors outside Display P3 clipped to it).",
            "nonisolated \(a)struct Display: Sendable, Hashable {")
        p.indent()
        p.print("/// The spaces of SwiftUI's `Color.RGBColorSpace`.", "nonisolated \(a)enum Space: String, Sendable, Hashable, CaseIterable {")
        p.print("    case sRGB", "    case sRGBLinear", "    case displayP3", "}", "")
        fields(&p, a, owner: "", [("space", "Space", nil), ("red", "Double", nil), ("green", "Double", nil), ("blue", "Double", nil)])
        p.outdent()
        p.print("}", "")
        fields(&p, a, owner: "", [
            ("colorSpace", "ColorSpace", nil),
            ("component1", "Double?", "The first component in `colorSpace` (red, hue, lightness or x); `nil` for `none`."),
            ("component2", "Double?", "The second component; `nil` for `none`."),
            ("component3", "Double?", "The third component; `nil` for `none`."),
            ("alpha", "Double", "The opacity, from 0 to 1."),
            ("display", "Display", nil),
        ])
        // One initializer per space SwiftUI draws as written, for the generated values: shorter,
        // and cheaper to type-check, than the memberwise initializer with its `Display`.
        for space in ColorSpace.allCases {
            guard let drawn = ValueExpressions.drawnAsWritten(space) else { continue }
            let label = ValueExpressions.colorSpaceCase(space)
            p.blankLine()
            p.print("/// A color in `\(space.rawValue)`, which SwiftUI draws as written: `display` has the same components.")
            p.block("\(a)init(\(label) red: Double, _ green: Double, _ blue: Double, alpha: Double = 1)") { p in
                p.print("self.init(colorSpace: .\(label), component1: red, component2: green, component3: blue, alpha: alpha, display: Display(space: .\(drawn.rawValue), red: red, green: green, blue: blue))")
            }
        }
        p.print(
            "",
            "/// The three components in order; `nil` for `none`.",
            "\(a)var components: [Double?] { [component1, component2, component3] }")
        p.outdent()
        p.print("}")
    }

    private func strokeStyle(_ p: inout SwiftPrinter, _ a: String) {
        p.print("/// How a line is drawn: a named style, or a dash pattern (lengths in points) with a line cap.", "nonisolated \(a)enum ThemeStrokeStyle: Sendable, Hashable {")
        p.indent()
        p.print("nonisolated \(a)enum LineCap: String, Sendable, Hashable, CaseIterable {", "    case round", "    case butt", "    case square", "}", "")
        for keyword in StrokeStyleValue.Keyword.allCases {
            p.print("case \(keyword.rawValue)")
        }
        p.print("case dashes(dashArray: [Double], lineCap: LineCap)")
        p.outdent()
        p.print("}")
    }

    private func simpleStruct(_ p: inout SwiftPrinter, _ a: String, doc: String, name: String, fields list: [(String, String, String?)]) {
        p.print("/// \(doc)", "nonisolated \(a)struct \(name): Sendable, Hashable {")
        p.indent()
        fields(&p, a, owner: name, list)
        p.outdent()
        p.print("}", "")
    }

    /// Stored properties and the memberwise initializer, every parameter labelled.
    private func fields(_ p: inout SwiftPrinter, _ a: String, owner: String, _ list: [(String, String, String?)]) {
        for (name, type, doc) in list {
            if let doc { p.print("/// \(doc)") }
            p.print("\(a)var \(name): \(type)")
        }
        p.blankLine()
        let parameters = list.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
        p.block("\(a)init(\(parameters))") { p in
            for (name, _, _) in list {
                p.print("self.\(name) = \(name)")
            }
        }
    }
}
