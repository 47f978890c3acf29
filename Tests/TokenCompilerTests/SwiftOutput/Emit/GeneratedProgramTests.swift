import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel

/// The core layer generated from the matrix fixture, compiled with a small program and run on this
/// machine (Linux in CI): the values an app reads are the values the tokens say.
@Suite struct GeneratedProgramTests {
    static let main = #"""
        func show(_ label: String, _ value: Any) { print(label + " = " + String(describing: value)) }
        func rgb(_ c: ThemeColor) -> String {
            "\(c.colorSpace.rawValue) \(c.components.map { $0.map { String($0) } ?? "none" }) a=\(c.alpha) -> \(c.display.space) \(c.display.red) \(c.display.green) \(c.display.blue)"
        }
        let light = AppTheme.default
        let nova = AppTheme.nova
        let novaDark = AppTheme(brand: .nova, mode: .dark)
        show("default", "\(light.selection.brand) \(light.selection.mode)")
        show("acme.accent", rgb(AppTheme.acme.color.accent))
        show("nova.accent", rgb(nova.color.accent))
        show("hue", rgb(light.color.hue))
        show("gray", rgb(light.color.gray))
        show("wide", rgb(light.color.wide))
        show("vivid", rgb(light.color.vivid))
        show("noneHue", rgb(light.color.noneHue))
        show("light.surface", rgb(light.color.surface))
        show("novaDark.surface", rgb(novaDark.color.surface))
        show("darkHc.text", rgb(AppTheme(mode: .darkHc).color.text))
        show("size.root", light.size.root)
        show("acme.size.default", AppTheme.acme.size.default)
        show("nova.size.default", nova.size.default)
        show("size._500", light.size._500)
        show("type.body", light.type.body)
        show("motion.quick", light.motion.quick)
        show("motion.fade", light.motion.fade)
        show("stroke.dashed", light.stroke.dashed)
        show("hostile", light.text.hostile.names[0].unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        show("appearance", [(false, false), (false, true), (true, false), (true, true)].map { AppTheme.Mode(isDark: $0.0, isHighContrast: $0.1) })
        show("following", nova.selection.followingAppearance(isDark: true, isHighContrast: true))
        show("brands", AppTheme.Brand.allCases.map(\.rawValue))
        show("modes", AppTheme.Mode.allCases.map(\.rawValue))
        show("permutations", Set(AppTheme.Brand.allCases.flatMap { b in AppTheme.Mode.allCases.map { AppTheme(brand: b, mode: $0) } }).count)
        let selections = AppTheme.Brand.allCases.flatMap { b in AppTheme.Mode.allCases.map { AppTheme.Selection(brand: b, mode: $0) } }
        show("shared", selections.allSatisfy { AppTheme.shared($0) == AppTheme($0) && AppTheme.shared($0).selection == $0 })
        """#

    @Test func theCoreLayerCompilesAndRunsWithTheTokensValues() throws {
        let report = EmitFixtures.matrix
        #expect(report.succeeded, "\(report.diagnostics)")
        let run = try GeneratedCode.run(EmitFixtures.sources(report.files), main: Self.main)
        #expect(run.status == 0, Comment(rawValue: run.output))
        let lines = run.output.split(separator: "\n").map(String.init)
        let expected = [
            "default = acme light",
            "acme.accent = srgb [\"0.2\", \"0.4\", \"0.6\"] a=0.5 -> sRGB 0.2 0.4 0.6",
            "nova.accent = rec2020 [\"0.0\", \"1.0\", \"0.0\"] a=1.0 -> displayP3 0.0 1.0 0.0",
            "hue = hsl [\"120.0\", \"100.0\", \"50.0\"] a=1.0 -> sRGB 0.0 1.0 0.0",
            "gray = lab [\"50.0\", \"0.0\", \"0.0\"] a=1.0 -> sRGB 0.466327 0.466327 0.466327",
            "wide = display-p3 [\"1.0\", \"0.0\", \"0.0\"] a=1.0 -> displayP3 1.0 0.0 0.0",
            "vivid = oklch [\"0.7\", \"0.25\", \"145.0\"] a=1.0 -> displayP3 0.274876 0.751343 0.225443",
            "noneHue = oklch [\"0.5\", \"0.0\", \"none\"] a=1.0 -> sRGB 0.388573 0.388573 0.388573",
            "light.surface = srgb [\"1.0\", \"1.0\", \"1.0\"] a=1.0 -> sRGB 1.0 1.0 1.0",
            "novaDark.surface = srgb [\"0.0\", \"0.0\", \"0.0\"] a=1.0 -> sRGB 0.0 0.0 0.0",
            "darkHc.text = srgb [\"1.0\", \"1.0\", \"0.0\"] a=1.0 -> sRGB 1.0 1.0 0.0",
            "size.root = 4.0",
            "acme.size.default = 24.0",
            "nova.size.default = 20.0",
            "size._500 = 2.0",
            "type.body = ThemeTypography(fontFamily: ThemeProgram.ThemeFontFamily(names: [\"Inter\", \"sans-serif\"]), fontSize: 17.0, fontWeight: ThemeProgram.ThemeFontWeight(value: 600.0), letterSpacing: -0.25, lineHeight: 1.5)",
            "motion.quick = 0.15",
            "motion.fade = ThemeTransition(duration: 0.3, delay: 0.05, timingFunction: ThemeProgram.ThemeCubicBezier(x1: 0.4, y1: 0.0, x2: 0.2, y2: 1.0))",
            "stroke.dashed = dashes(dashArray: [2.0, 4.0], lineCap: ThemeProgram.ThemeStrokeStyle.LineCap.round)",
            // The hostile font name comes back exactly: quote, backslash, newline, `*/`, U+202E, `}`, U+2028, `\u{41}` as text.
            "hostile = 45 76 69 6c 22 46 6f 6e 74 5c a 2a 2f 20 202e 7d 2028 5c 75 7b 34 31 7d",
            "appearance = [ThemeProgram.AppTheme.Mode.light, ThemeProgram.AppTheme.Mode.light, ThemeProgram.AppTheme.Mode.dark, ThemeProgram.AppTheme.Mode.darkHc]",
            "following = Selection(brand: ThemeProgram.AppTheme.Brand.nova, mode: ThemeProgram.AppTheme.Mode.darkHc)",
            "brands = [\"acme\", \"nova\"]",
            "modes = [\"dark\", \"dark-hc\", \"light\"]",
            "permutations = 6",
            "shared = true",
        ]
        #expect(lines == expected)
    }

    /// The short forms of generated values build exactly what the memberwise initializers build:
    /// a color in a space SwiftUI draws as written has `display` equal to its components, a
    /// converted one keeps tokenc's converted `display`; font weights and families from literals.
    @Test func shortFormsBuildTheSameValuesAsTheMemberwiseInitializers() throws {
        let report = buildJSON("""
            {
              \(colorsInEveryForm),
              "w": {
                "$type": "fontWeight",
                "bold": { "$value": 700 },
                "between": { "$value": 450.5 },
                "named": { "$value": "semi-bold" }
              },
              "f": { "$type": "fontFamily", "$value": ["Inter", "sans-serif"] }
            }
            """)
        #expect(report.succeeded, "\(report.diagnostics)")
        let main = #"""
            let t = AppTheme()
            let checks: [(String, Bool)] = [
                ("srgb", t.c.srgb == ThemeColor(colorSpace: .srgb, component1: 0.2, component2: 0.478, component3: 1, alpha: 1, display: ThemeColor.Display(space: .sRGB, red: 0.2, green: 0.478, blue: 1))),
                ("translucent", t.c.translucent == ThemeColor(colorSpace: .srgb, component1: 0.1, component2: 0.2, component3: 0.3, alpha: 0.5, display: ThemeColor.Display(space: .sRGB, red: 0.1, green: 0.2, blue: 0.3))),
                ("linear", t.c.linear == ThemeColor(colorSpace: .srgbLinear, component1: 0.5, component2: 0.25, component3: 0.125, alpha: 1, display: ThemeColor.Display(space: .sRGBLinear, red: 0.5, green: 0.25, blue: 0.125))),
                ("p3", t.c.p3 == ThemeColor(colorSpace: .displayP3, component1: 1, component2: 0, component3: 0.333, alpha: 0.25, display: ThemeColor.Display(space: .displayP3, red: 1, green: 0, blue: 0.333))),
                ("noneGreen", t.c.noneGreen == ThemeColor(colorSpace: .srgb, component1: 0.5, component2: nil, component3: 1, alpha: 1, display: ThemeColor.Display(space: .sRGB, red: 0.5, green: 0, blue: 1))),
                ("vivid", t.c.vivid == ThemeColor(colorSpace: .oklch, component1: 0.7, component2: 0.25, component3: 145, alpha: 1, display: ThemeColor.Display(space: .displayP3, red: 0.274876, green: 0.751343, blue: 0.225443))),
                ("bold", t.w.bold == ThemeFontWeight(value: 700)),
                ("between", t.w.between == ThemeFontWeight(value: 450.5)),
                ("named", t.w.named == ThemeFontWeight(value: 600)),
                ("f", t.f == ThemeFontFamily(names: ["Inter", "sans-serif"])),
            ]
            for (name, equal) in checks { print("\(name) \(equal)") }
            """#
        let run = try GeneratedCode.run(EmitFixtures.sources(report.files), main: main)
        #expect(run.status == 0, Comment(rawValue: run.output))
        #expect(run.output.split(separator: "\n").map(String.init) == [
            "srgb true", "translucent true", "linear true", "p3 true", "noneGreen true", "vivid true",
            "bold true", "between true", "named true", "f true",
        ])
    }
}
