import Testing
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// CSS color strings and Tokens Studio color modifiers through the whole pipeline: `$value` and
/// `value` files, composites, diagnostics at their exact place, permutations.
@Suite struct CSSColorReadingTests {
    static func color(_ report: BuildReport, _ path: String, permutation: Int = 0) -> ColorValue? {
        report.theme.tokens.first { $0.path.description == path }?.values[permutation].value.color
    }

    @Test func aCSSColorInDollarValueIsReadWithTheObjectToWrite() throws {
        let report = buildJSON(#"{ "brand": { "$type": "color", "$value": "oklch(62% 0.19 259deg / 1)" } }"#)
        #expect(report.succeeded)
        let color = try #require(Self.color(report, "brand"))
        #expect(color == ColorValue(colorSpace: .oklch, components: [
            .number(NumberLiteral(value: 0.62, text: "0.62")), .number(NumberLiteral(value: 0.19, text: "0.19")), .number(NumberLiteral(value: 259, text: "259")),
        ], alpha: NumberLiteral(value: 1, text: "1")))
        #expect(report.diagnostics.map { "\($0.severity) \($0.code) \($0.location!.line):\($0.location!.column)" } == ["warning non-standard-color 1:42"])
        #expect(report.diagnostics.first?.message == #"the CSS color "oklch(62% 0.19 259deg / 1)" is not a DTCG color; it is read as {"colorSpace": "oklch", "components": [0.62, 0.19, 259], "alpha": 1} (write that object)"#)
        let strict = buildJSON(#"{ "brand": { "$type": "color", "$value": "oklch(62% 0.19 259deg / 1)" } }"#, strict: true)
        #expect(strict.diagnostics.map { "\($0.severity) \($0.code) \($0.location!.line):\($0.location!.column)" } == ["error invalid-value 1:42"])
    }

    /// The error points at the part of the string that is wrong.
    @Test func anUnreadableColorIsAnErrorAtItsPlaceInTheString() {
        let report = buildJSON(#"{ "brand": { "$type": "color", "$value": "oklch(0.62 0.19 blue)" } }"#)
        #expect(!report.succeeded)
        #expect(report.diagnostics.map { "\($0.severity) \($0.code) \($0.location!.line):\($0.location!.column)" } == ["error invalid-value 1:59"])
        #expect(report.diagnostics.first?.message == #""oklch(0.62 0.19 blue)" is not a color: the hue must be a number or an angle, found 'blue'"#)
        // In a legacy file too, at the same place.
        let legacy = buildJSON(#"{ "brand": { "type": "color", "value": "rgb(12, 34, 5o)" } }"#)
        #expect(legacy.diagnostics.map { "\($0.severity) \($0.code) \($0.location!.line):\($0.location!.column)" } == ["error invalid-value 1:53"])
    }

    /// Tokens Studio and Style Dictionary files write colors as CSS: read silently, any syntax.
    @Test func legacyFilesReadEveryCSSColor() throws {
        let report = buildJSON(#"""
            { "a": { "type": "color", "value": "hsl(210 50% 40%)" },
              "b": { "type": "color", "value": "color(display-p3 1 0.5 0)" },
              "c": { "type": "color", "value": "rgba(0, 0, 0, 0.5)" },
              "d": { "type": "color", "value": "tomato" } }
            """#)
        #expect(report.succeeded)
        #expect(report.diagnostics.isEmpty)
        #expect(Self.color(report, "a")?.colorSpace == .hsl)
        #expect(Self.color(report, "b")?.colorSpace == .displayP3)
        #expect(Self.color(report, "c")?.alpha?.value == 0.5)
        #expect(Self.color(report, "d")?.hex == "#ff6347")
    }

    /// Composite colors are colors: a shadow's, a border's, a gradient stop's.
    @Test func compositesTakeCSSColors() throws {
        let report = buildJSON(#"""
            { "s": { "$type": "shadow", "$value": { "color": "oklch(0.2 0.02 250 / 0.3)", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } },
              "g": { "$type": "gradient", "$value": [ { "color": "hwb(120 10% 20%)", "position": 0 }, { "color": "lab(50 20 -30)", "position": 1 } ] } }
            """#)
        #expect(report.succeeded)
        let shadow = try #require(report.theme.tokens.first { $0.path.description == "s" }.flatMap { if case .shadow(let s) = $0.values[0].value { s } else { nil } })
        #expect(shadow.layers[0].color.colorSpace == .oklch)
        #expect(shadow.layers[0].color.alpha?.text == "0.3")
        let gradient = try #require(report.theme.tokens.first { $0.path.description == "g" }.flatMap { if case .gradient(let g) = $0.values[0].value { g } else { nil } })
        #expect(gradient.stops.map(\.color.colorSpace) == [.hwb, .lab])
        #expect(report.diagnostics.map(\.code) == [.nonStandardColor, .nonStandardColor, .nonStandardColor])
    }

    // MARK: - Tokens Studio color modifiers

    @Test func modifiersApplyAfterReferencesInEachPermutation() throws {
        let base = #"""
            { "amount": { "type": "number", "value": 0.2 },
              "brand": { "type": "color", "value": "#C14242" },
              "hover": { "type": "color", "value": "{brand}",
                "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "{amount}", "space": "srgb" } } } } }
            """#
        let report = buildJSON(base, modifiers: [("density", [("regular", "{}"), ("strong", #"{ "amount": { "type": "number", "value": 0.5 } }"#)])])
        #expect(report.succeeded)
        #expect(report.diagnostics.isEmpty)
        let hover = try #require(report.theme.tokens.first { $0.path.description == "hover" })
        #expect(hover.values.allSatisfy { $0.aliasOf == nil })
        let values = hover.values.map { CSSColorParserTests.texts($0.value.color!) }
        // sd-transforms: darken 0.2 in srgb of #C14242 is rgb(60.549% 20.706% 20.706%).
        #expect(values.contains(["0.60549", "0.20706", "0.20706"]))
        #expect(values.contains(["0.37843", "0.12941", "0.12941"]))
    }

    @Test func mixTakesAColorOrAReference() throws {
        let report = buildJSON(#"""
            { "white": { "type": "color", "value": "#FFFFFF" },
              "blue": { "type": "color", "value": "#4477DD" },
              "a": { "type": "color", "value": "{white}", "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.74", "space": "srgb", "color": "{blue}" } } } },
              "b": { "type": "color", "value": "#FFFFFF", "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": 0.74, "space": "srgb", "color": "#4477DD", "format": "hex" } } } } }
            """#)
        #expect(report.succeeded)
        #expect(Self.color(report, "a").map(CSSColorParserTests.texts) == ["0.45733", "0.60533", "0.90133"])
        #expect(Self.color(report, "b")?.hex == "#759ae6")
    }

    /// A modifier without a type modifies nothing, in the plugin as here: `{}`, what the plugin
    /// leaves once a modifier is removed, silently, on any token; one with other members with a
    /// warning. Both left the color out.
    @Test func aModifierWithoutATypeModifiesNothing() throws {
        let report = buildJSON(#"""
            { "a": { "type": "color", "value": "#C14242", "$extensions": { "studio.tokens": { "modify": {} } } },
              "b": { "type": "color", "value": "#C14242", "$extensions": { "studio.tokens": { "modify": { "value": "0.5" } } } },
              "c": { "type": "number", "value": 2, "$extensions": { "studio.tokens": { "modify": {} } } } }
            """#)
        #expect(report.succeeded)
        #expect(Self.color(report, "a")?.hex == "#c14242")
        #expect(Self.color(report, "b")?.hex == "#c14242")
        #expect(report.diagnostics.map { "\($0.location!.position.line):\($0.location!.position.column) \($0.message)" } == [
            "2:93 a Tokens Studio color modifier without a type modifies nothing, as in the plugin; it is ignored (remove it)",
        ])
    }

    /// A mix color no one can read (`#rgba(…)`, a typo) leaves the color unmodified, as the
    /// plugin's and sd-transforms' `modifyColor` do when they cannot apply a modifier: a warning,
    /// an error under `--strict`. It failed the build.
    @Test func anUnreadableMixColorLeavesTheColorUnmodified() throws {
        let json = ##"""
            { "a": { "type": "color", "value": "#0821FB", "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5", "space": "lch", "color": "#rgba(8,33,251,0)" } } } } }
            """##
        let report = buildJSON(json)
        #expect(report.succeeded)
        #expect(Self.color(report, "a")?.hex == "#0821fb")
        #expect(report.diagnostics.map { "\($0.severity) \($0.message)" } == [
            ##"warning "#rgba(8,33,251,0)" is not a color ('(' is not expected here): the mix modifier cannot apply, so the color stays unmodified, as Tokens Studio leaves it (write a color there)"##,
        ])
        #expect(buildJSON(json, strict: true).diagnostics.contains { $0.severity == .error && $0.code == .invalidValue })
    }

    /// A modifier tokenc cannot apply leaves the token out: the unmodified color would be wrong.
    @Test func aModifierThatCannotBeAppliedLeavesTheTokenOut() {
        let json = #"""
            { "a": { "type": "color", "value": "#C14242", "$extensions": { "studio.tokens": { "modify": { "type": "saturate", "value": "0.2", "space": "hsl" } } } },
              "b": { "type": "color", "value": "#C14242", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2", "space": "oklab" } } } },
              "c": { "type": "color", "value": "#C14242" } }
            """#
        let report = buildJSON(json)
        #expect(report.succeeded)
        #expect(report.theme.tokens.map(\.path.description) == ["c"])
        #expect(report.diagnostics.map { "\($0.severity) \($0.code) \($0.location!.line):\($0.location!.column)" } == [
            "warning left-out 1:103", "warning left-out 2:139",
        ])
        #expect(report.diagnostics.first?.message == #"'a' is left out of the theme: its color modifier's type "saturate" is not one tokenc applies (lighten, darken, mix, alpha)"#)
        #expect(buildJSON(json, strict: true).diagnostics.map { "\($0.severity) \($0.code)" } == ["error invalid-value", "error invalid-value"])
    }
}
