import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// One leniency for every file shape: the same deviation, under `$type`/`$value` or under
/// `type`/`value`, is read as the same value with the same diagnostics at the same positions
/// (the two shapes are written so that every value starts in the same column).
@Suite struct DialectReadingTests {
    /// A one-token file in either shape. `"type":  ` and `"$type": ` have the same length, so the
    /// type and the value stand in the same columns in both.
    static func file(type: String?, value: String, dtcg: Bool) -> String {
        let typed = type.map { dtcg ? #""$type": "\#($0)", "# : #""type":  "\#($0)", "# } ?? ""
        // `z` keeps the theme from being empty when `t` is left out (an all-left-out error).
        return dtcg ? #"{ "t": { \#(typed)"$value": \#(value) }, "z": { "$type": "number", "$value": 1 } }"#
            : #"{ "t": { \#(typed)"value":  \#(value) }, "z": { "type": "number", "value": 1 } }"#
    }

    /// What a build says, position included, for comparing the two shapes.
    static func summary(_ report: BuildReport) -> [String] {
        report.diagnostics.map { "\($0.severity) \($0.code) \($0.location.map { "\($0.position.line):\($0.position.column)" } ?? "-") \($0.message)" }
    }

    struct Sample: Sendable, CustomTestStringConvertible {
        var name: String
        var value: String
        var testDescription: String { name }
    }

    /// Tokens Studio's `TokenTypes` enum as it stands in its source, and `cubic-bezier`; each
    /// with a value of the kind Tokens Studio writes for it.
    static let tokensStudioTypes: [Sample] = [
        .init(name: "other", value: #""anything""#),
        .init(name: "color", value: #"{ "colorSpace": "srgb", "components": [1, 0, 0] }"#),
        .init(name: "borderRadius", value: #""4px""#),
        .init(name: "sizing", value: #""24px""#),
        .init(name: "spacing", value: #""8""#),
        .init(name: "text", value: #""Sign in""#),
        .init(name: "typography", value: #"{ "fontFamily": "Inter", "fontWeight": "Semi Bold", "fontSize": "16px", "lineHeight": "150%", "letterSpacing": "2%", "paragraphSpacing": "0", "textCase": "none", "textDecoration": "none" }"#),
        .init(name: "opacity", value: #""50%""#),
        .init(name: "borderWidth", value: "1"),
        .init(name: "boxShadow", value: ##"[{ "x": 0, "y": 2, "blur": 4, "spread": 0, "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.25 }, "type": "dropShadow" }, { "x": "0", "y": "1", "blur": "2", "spread": "0", "color": { "colorSpace": "srgb", "components": [0, 0, 0] }, "type": "innerShadow" }]"##),
        .init(name: "fontFamilies", value: #""Inter, 'Helvetica Neue', sans-serif""#),
        .init(name: "fontWeights", value: #""Extra Light Italic""#),
        .init(name: "lineHeights", value: #""1.5""#),
        .init(name: "fontSizes", value: #""1.25rem""#),
        .init(name: "letterSpacing", value: #""-0.5px""#),
        .init(name: "paragraphSpacing", value: #""12px""#),
        .init(name: "paragraphIndent", value: #""0px""#),
        .init(name: "textDecoration", value: #""underline""#),
        .init(name: "textCase", value: #""uppercase""#),
        .init(name: "composition", value: ##"{ "paddingTop": "8px", "fill": "#ffffff" }"##),
        .init(name: "dimension", value: #""2rem""#),
        .init(name: "border", value: #"{ "color": { "colorSpace": "srgb", "components": [0, 0, 0] }, "width": "1px", "style": "solid" }"#),
        .init(name: "asset", value: #""https://example.com/logo.svg""#),
        .init(name: "boolean", value: "true"),
        .init(name: "number", value: "2"),
        .init(name: "cubic-bezier", value: "[0.4, 0, 0.2, 1]"),
    ]

    @Test func everyTokensStudioTypeNameIsKnown() {
        for sample in Self.tokensStudioTypes {
            #expect(DialectTypeNames.isTypeName(sample.name), "\(sample.name)")
        }
    }

    /// Every Tokens Studio type name reads the same in both shapes: same type, same value, same
    /// diagnostics at the same positions; a name that is not the format's has exactly one
    /// `non-standard-type` warning at the type, giving the rewrite; under `--strict` both fail alike.
    @Test(arguments: tokensStudioTypes)
    func aTokensStudioTypeReadsTheSameInBothShapes(_ sample: Sample) throws {
        let dtcg = buildJSON(Self.file(type: sample.name, value: sample.value, dtcg: true))
        let legacy = buildJSON(Self.file(type: sample.name, value: sample.value, dtcg: false))
        #expect(Self.summary(dtcg) == Self.summary(legacy))
        #expect(dtcg.theme.tokens.map(\.type) == legacy.theme.tokens.map(\.type))
        #expect(dtcg.theme.tokens.first?.values[0].value == legacy.theme.tokens.first?.values[0].value)
        #expect(dtcg.succeeded && legacy.succeeded)
        let typeNotes = dtcg.diagnostics.filter { $0.code == .nonStandardType }
        if let mapping = DialectTypeNames.mapping(for: sample.name) {
            #expect(dtcg.theme.tokens.first?.type == mapping.type)
            #expect(typeNotes.map(\.message) == [
                "'\(sample.name)' is a \(mapping.tool!) type name, not one of the format's; it is read as \(mapping.type) wherever this file uses it (write \"$type\": \"\(mapping.type)\")",
            ])
            #expect(typeNotes.first?.location?.position.column == 19)
            #expect(typeNotes.first?.severity == .warning)
        } else if sample.name == "composition" {
            // Expanded, as sd-transforms expands it: a token per property, typed by the property.
            #expect(dtcg.theme.tokens.map(\.path.description) == ["t.paddingTop", "t.fill", "z"])
            #expect(dtcg.theme.tokens.map(\.type) == [.dimension, .color, .number])
            #expect(typeNotes.map(\.location?.position.column) == [19, 46])
        } else if let cause = DialectTypeNames.unrepresentable[sample.name] {
            #expect(dtcg.theme.tokens.map(\.path.description) == ["z"])
            #expect(Self.summary(dtcg) == ["warning left-out 1:19 't' is left out of the theme: \(cause)"])
        } else {
            #expect(typeNotes.isEmpty)
            #expect(dtcg.theme.tokens.first?.type.rawValue == sample.name)
        }
        let strictDTCG = buildJSON(Self.file(type: sample.name, value: sample.value, dtcg: true), strict: true)
        let strictLegacy = buildJSON(Self.file(type: sample.name, value: sample.value, dtcg: false), strict: true)
        #expect(Self.summary(strictDTCG) == Self.summary(strictLegacy))
        if DialectTypeNames.mapping(for: sample.name) != nil {
            #expect(strictDTCG.diagnostics.contains { $0.code == .nonStandardType && $0.severity == .error && $0.location?.position.column == 19 })
        }
    }

    /// Every type name tokenc reads, the format's and the tools', spelled in another case or with
    /// separators (`font-family`, `Color`, `BOX_SHADOW`), is read as the same type with a warning
    /// (Style Dictionary sources written by hand do so); under `--strict` an error.
    @Test func aTypeNameRespelledIsReadAsThatType() throws {
        let names = TokenType.written.map(\.rawValue) + DialectTypeNames.mappings.keys.sorted()
        for name in names {
            let expected = TokenType(rawValue: name) ?? DialectTypeNames.mappings[name]!.type
            let words = name.replacing(/([a-z])([A-Z])/) { "\($0.output.1) \($0.output.2)" }.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" })
            let spellings = [
                words.joined(separator: "-"), words.joined(separator: "_"), name.uppercased(),
                name.prefix(1).uppercased() + name.dropFirst(), words.map(\.capitalized).joined(separator: " "),
            ]
            for spelling in spellings where spelling != name {
                #expect(DialectTypeNames.mapping(for: spelling)?.type == expected, "\(spelling)")
            }
        }
        for shape in [true, false] {
            let report = buildJSON(Self.file(type: "font-family", value: #""Figtree""#, dtcg: shape))
            #expect(Self.summary(report) == [
                "warning non-standard-type 1:19 'font-family' is not spelled as the format's type names are; it is read as fontFamily wherever this file uses it (write \"$type\": \"fontFamily\")",
            ])
            #expect(report.theme.tokens.first?.values[0].value == .fontFamily(FontFamilyValue(names: ["Figtree"], isSingleName: true)))
            #expect(buildJSON(Self.file(type: "font-family", value: #""Figtree""#, dtcg: shape), strict: true).diagnostics.map(\.severity) == [.error])
        }
    }

    /// An untyped token whose reference lacks a brace is that error, in either shape, not a
    /// missing type (which adding a type would only turn into it).
    @Test(arguments: [(#""{z""#, "the reference '{z' has no closing '}'"), (#""z}""#, "the reference 'z}' has no opening '{'")])
    func aReferenceMissingABraceIsThatError(value: String, message: String) {
        for shape in [true, false] {
            #expect(Self.summary(buildJSON(Self.file(type: nil, value: value, dtcg: shape))) == ["error invalid-reference 1:20 \(message)"])
        }
    }

    /// A Tokens Studio border that gives only its color is Figma's new stroke: 1px, solid.
    @Test func aBorderWithOnlyAColorIsFigmasNewStroke() throws {
        let value = #"{ "color": { "colorSpace": "srgb", "components": [0, 0, 0] } }"#
        for shape in [true, false] {
            let report = buildJSON(Self.file(type: "border", value: value, dtcg: shape))
            #expect(Self.summary(report) == ["warning defaulted-property 1:39 a border is missing 'width' and 'style'; read as 1px and solid, as Figma draws a stroke"])
            guard case .border(let border)? = report.theme.tokens.first?.values[0].value else {
                Issue.record("not a border")
                return
            }
            #expect(border.width == DimensionValue(value: NumberLiteral(value: 1, text: "1"), unit: .px))
            #expect(border.style == .keyword(.solid))
        }
    }

    /// Maths under a type that is none (a Tokens Studio project's own `typeScale`) is typed by
    /// what it references, as Tokens Studio evaluates maths whatever the type; a size naming the
    /// number it computes (`fontSizes`), and a typography naming that size, read it as pixels.
    @Test func mathsIsTypedByItsOperandsAndANumberNamedAsASizeIsPixels() throws {
        let json = #"""
        {
          "typeScale": {
            "base": { "value": "14", "type": "typeScale" },
            "scale": { "value": "1.125", "type": "typeScale" },
            "step-1": { "value": "round({typeScale.base} / {typeScale.scale})", "type": "typeScale" },
            "step-2": { "value": "{typeScale.base} * {typeScale.scale}^2" }
          },
          "fontSize": { "sm": { "value": "{typeScale.step-1}", "type": "fontSizes" } },
          "heading": { "value": { "fontFamily": "Inter", "fontWeight": "400", "fontSize": "{fontSize.sm}", "lineHeight": "1.5" }, "type": "typography" }
        }
        """#
        let report = validateJSON(json, options: ReaderOptions())
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
        func text(_ path: String) -> String? { report.value(path).map { FolderLayoutTests.compact(JSONOutput($0)) } }
        #expect(text("typeScale.step-1") == "12")
        // 17.71875, rounded to 3 decimals as the plugin rounds a result without a unit.
        #expect(text("typeScale.step-2") == "17.719")
        #expect(text("fontSize.sm") == #"{ "value": 12, "unit": "px" }"#)
        #expect(text("heading")?.contains(#""fontSize": { "value": 12, "unit": "px" }"#) == true)
        #expect(report.diagnostics.contains { $0.code == .missingType && $0.message.hasPrefix("'typeScale.step-2' has no type; its value \"{typeScale.base} * {typeScale.scale}^2\" computes a number from what it references") })
        #expect(report.diagnostics.contains { $0.code == .legacyMapping && $0.message.hasPrefix("'{typeScale.step-1}' is the number 12 where a dimension is expected; read as 12px") })
        #expect(!validateJSON(json).succeeded)
    }

    /// A CSS shadow or border with references inside, as Style Dictionary sources write them:
    /// each referenced value, as written and with its own references in place, then read as the
    /// shorthand it makes.
    @Test func aShorthandWithReferencesIsReadWithTheirValuesInPlace() throws {
        let json = #"""
        {
          "opacity": { "low": { "value": 0.2 } },
          "color": { "shadow": { "value": "rgba(0,0,0,{opacity.low})" }, "line": { "value": "{color.base}" }, "base": { "value": "#cccccc" } },
          "shadow": { "card": { "value": "0 1px 2.75px {color.shadow}", "type": "shadow" } },
          "border": { "thin": { "value": "1px solid {color.line}", "type": "border" }, "odd": { "value": "1px {color.base} {color.base}", "type": "border" } }
        }
        """#
        let report = validateJSON(json, options: ReaderOptions())
        #expect(report.diagnostics.filter { $0.code == .nonStandardValue }.map(\.message).contains(
            #""0 1px 2.75px {color.shadow}" is read as "0 1px 2.75px rgba(0,0,0,0.2)", as Style Dictionary puts each referenced value in place of its reference (write the shadow it makes)"#))
        func text(_ path: String) -> String? { report.value(path).map { FolderLayoutTests.compact(JSONOutput($0)) } }
        #expect(text("shadow.card") == ##"{ "color": { "colorSpace": "srgb", "components": [ 0, 0, 0 ], "alpha": 0.2, "hex": "#000000" }, "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2.75, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }"##)
        #expect(text("border.thin") == ##"{ "color": { "colorSpace": "srgb", "components": [ 0.8, 0.8, 0.8 ], "hex": "#cccccc" }, "width": { "value": 1, "unit": "px" }, "style": "solid" }"##)
        // A text that makes no border is left out, as before.
        #expect(text("border.odd") == nil)
        #expect(report.leftOut.tokens.map(\.path.description) == ["border.odd"])
    }

    /// A referenced value that is no text (a number with its `unit` beside it, a color with its
    /// `alpha` beside it, the format's objects) stands in a shorthand as CSS, as the teams'
    /// transforms write it before Style Dictionary puts it in (HashiCorp's elevations): with its
    /// unit, and the color at its alpha, exactly.
    @Test func aShorthandTakesReferencedObjectsAndSiblingUnitsAsCSS() throws {
        let json = #"""
        {
          "elevation": {
            "x": { "value": "0", "unit": "px", "type": "dimension" },
            "y": { "value": "1", "unit": "px", "type": "dimension" },
            "color": { "value": "#656a76", "alpha": 0.2, "type": "color" },
            "tint": { "value": "#0c56e9", "type": "color" },
            "low": { "value": "{elevation.x} {elevation.y} 2px 0 {elevation.color}", "type": "shadow" },
            "ring": { "value": "inset {elevation.x} 0 0 {elevation.y} {elevation.tint}", "type": "shadow" }
          }
        }
        """#
        let report = validateJSON(json, options: ReaderOptions())
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(report.diagnostics.filter { $0.code == .nonStandardValue }.map(\.message).contains(
            #""{elevation.x} {elevation.y} 2px 0 {elevation.color}" is read as "0px 1px 2px 0 color(srgb 0.396078431372549 0.41568627450980394 0.4627450980392157 / 0.2)", as Style Dictionary puts each referenced value in place of its reference (write the shadow it makes)"#))
        func text(_ path: String) -> String? { report.value(path).map { FolderLayoutTests.compact(JSONOutput($0)) } }
        #expect(text("elevation.low") == ##"{ "color": { "colorSpace": "srgb", "components": [ 0.396078431372549, 0.41568627450980394, 0.4627450980392157 ], "alpha": 0.2, "hex": "#656a76" }, "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }"##)
        #expect(text("elevation.ring")?.contains(##""inset": true"##) == true)
        #expect(text("elevation.ring")?.contains(##""spread": { "value": 1, "unit": "px" }"##) == true)
        #expect(report.leftOut.tokens.isEmpty)
    }

    /// `alpha` beside a color's `value` (Primer's and HashiCorp's `color/with-alpha` transforms) is
    /// the color at that opacity, as beside `$value`, with the warning that gives the format's
    /// spelling: the color was opaque without a word.
    @Test func alphaBesideALegacyValueIsTheColorsOpacity() throws {
        let json = #"""
        { "color": { "scrim": { "value": "#000000", "alpha": 0.4 }, "text": { "value": "#1f2328", "alpha": "0.5" }, "gap": { "value": "4px", "alpha": 0.5, "type": "dimension" } } }
        """#
        let report = validateJSON(json, options: ReaderOptions())
        func text(_ path: String) -> String? { report.value(path).map { FolderLayoutTests.compact(JSONOutput($0)) } }
        #expect(text("color.scrim") == ##"{ "colorSpace": "srgb", "components": [ 0, 0, 0 ], "alpha": 0.4, "hex": "#000000" }"##)
        #expect(text("color.text")?.contains(##""alpha": 0.5"##) == true)
        #expect(report.diagnostics.map { "\($0.location!.position) \($0.code.rawValue): \($0.message)" }.filter { !$0.contains("missing-type") } == [
            #"1:45 non-standard-value: 'alpha' beside value is not part of the format; read as the color with alpha 0.4 (write the color as an object with "alpha": 0.4 in value)"#,
            #"1:91 non-standard-value: 'alpha' beside value is not part of the format; read as the color with alpha 0.5 (write the color as an object with "alpha": 0.5 in value)"#,
            #"1:127 non-standard-value: the string "4px" is read as 4px (write {"value": 4, "unit": "px"})"#,
            // Beside anything but a color, `alpha` means nothing the format has.
            "1:134 ignored-property: the property 'alpha' is not part of the format and is ignored; remove it, or move it into $extensions",
        ])
    }

    /// A member no tool defines in a composite of a `value` file (Tokens Studio's shadow with a
    /// `description`) is ignored with a warning, as the plugin applies only the members it knows;
    /// in a format file it stays an error, and a misspelt member is an error everywhere.
    @Test func anUnknownMemberOfACompositeInAValueFileIsIgnored() throws {
        let shadow = ##""x": "0px", "y": "2px", "spread": "1px", "blur": "8px", "color": "#000000", "description": "Elevation 01""##
        let legacy = validateJSON(##"{ "elevation": { "type": "boxShadow", "value": { \##(shadow) } } }"##, options: ReaderOptions())
        #expect(legacy.succeeded)
        #expect(legacy.diagnostics.filter { $0.code == .ignoredProperty }.map { "\($0.location!.position) \($0.message)" } == [
            "1:126 a box shadow has no member 'description' in the format; it is ignored (remove it, or move it into $extensions)",
        ])
        #expect(legacy.value("elevation").map { FolderLayoutTests.compact(JSONOutput($0)) }?.contains(#""blur": { "value": 8, "unit": "px" }"#) == true)
        let format = validateJSON(##"{ "elevation": { "$type": "shadow", "$value": { "offsetX": "0px", "offsetY": "2px", "blur": "8px", "spread": "1px", "color": "#000000", "description": "Elevation 01" } } }"##, options: ReaderOptions())
        #expect(format.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix("a shadow has no member 'description'") })
        let misspelt = validateJSON(##"{ "elevation": { "type": "boxShadow", "value": { "x": "0px", "y": "2px", "spread": "1px", "blurr": "8px", "color": "#000000" } } }"##, options: ReaderOptions())
        #expect(misspelt.diagnostics.contains { $0.severity == .error && $0.message.contains("did you mean 'blur'?") })
    }

    /// A typography's line height naming a token left out for a relative unit (`"120%"` typed as a
    /// dimension, which cannot know its font size) is that multiplier, as the same text written in
    /// place is, and as a letter spacing naming `"-1%"` is read against the font size.
    @Test func aLineHeightNamingARelativeDimensionIsItsMultiplier() throws {
        let report = validateJSON(#"""
            {
              "line-height": { "normal": { "$value": "120%", "$type": "dimension" }, "loose": { "$value": "{line-height.normal}", "$type": "dimension" } },
              "body": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontWeight": 400, "fontSize": "16px", "lineHeight": "{line-height.loose}", "letterSpacing": "0px" } }
            }
            """#, options: ReaderOptions())
        func text(_ path: String) -> String? { report.value(path).map { FolderLayoutTests.compact(JSONOutput($0)) } }
        #expect(text("body")?.contains(#""lineHeight": 1.2"#) == true)
        #expect(report.leftOut.tokens.map(\.path.description) == ["line-height.normal", "line-height.loose"])
        #expect(report.diagnostics.map(\.message).contains(#"line height "120%" (from '{line-height.normal}') is not a multiplier; read as 1.2 times the font size (write 1.2)"#))
    }

    /// A size naming text that is a number (Tokens Studio's `other` token holding `"2"`) keeps its
    /// own type, as the plugin applies a reference by the referring token's type: 2px, with the
    /// warning that names the type to give the text; text that is no number stays text.
    @Test func aSizeNamingNumericTextKeepsItsType() throws {
        let report = validateJSON(#"""
            { "base": { "value": "2", "type": "other" }, "word": { "value": "wide", "type": "other" },
              "radius": { "value": "{base}", "type": "borderRadius" }, "radius-4": { "value": "{radius}*4", "type": "borderRadius" },
              "odd": { "value": "{word}", "type": "borderRadius" } }
            """#, options: ReaderOptions())
        func text(_ path: String) -> String? { report.value(path).map { FolderLayoutTests.compact(JSONOutput($0)) } }
        #expect(text("radius") == #"{ "value": 2, "unit": "px" }"#)
        #expect(text("radius-4") == #"{ "value": 8, "unit": "px" }"#)
        #expect(text("odd") == #""wide""#)
        #expect(report.diagnostics.map(\.message).contains(#"'{base}' is a string token; its value "2" is read as a dimension here, as Tokens Studio and Style Dictionary put a referenced value in place of the reference (give 'base' the type dimension)"#))
    }

    /// `"{}"` in a Style Dictionary source is text to it (its references have a name between the
    /// braces): an untyped token of it is left out with a warning, whatever its name suggests; in
    /// a format file, or typed, it stays the reference error it was.
    @Test func emptyBracesInAnUntypedValueTokenAreLeftOut() throws {
        let report = validateJSON(#"{ "skip-link": { "gap": { "value": "8px" }, "font-size": { "value": "{}" }, "min-block-size": { "value": "{}" } } }"#, options: ReaderOptions())
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.leftOut.tokens.map(\.path.description).sorted() == ["skip-link.font-size", "skip-link.min-block-size"])
        let format = validateJSON(#"{ "a": { "$value": "{}" } }"#, options: ReaderOptions())
        #expect(format.diagnostics.filter { $0.severity == .error }.map(\.message) == ["the reference '{}' names no token"])
        let typed = validateJSON(#"{ "a": { "value": "{}", "type": "dimension" } }"#, options: ReaderOptions())
        #expect(!typed.succeeded)
    }

    /// An untyped token whose value is no value of the type its group suggested (a Chakra theme
    /// path in Style Dictionary's `color` category, a `{_light, _dark}` object), or a length in a
    /// relative unit, is left out with one warning, not an error: Style Dictionary passes it
    /// through. A typed one stays an error, and so does every one under `--strict`.
    @Test func anUntypedValueThatBeliesItsGuessIsLeftOut() throws {
        let json = #"""
        {
          "color": {
            "green": { "value": "#00aa00" },
            "alias": { "value": "colors.green.1100" },
            "pair": { "value": { "_light": "colors.darkGrey", "_dark": "colors.white" } }
          },
          "tracking": { "none": { "value": "0" }, "tight": { "value": "-0.02em" } }
        }
        """#
        let report = validateJSON(json, options: ReaderOptions())
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.filter { $0.code == .leftOut }.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
            "4:25 'color.alias' is left out of the theme: it has no type, and its value \"colors.green.1100\" is no color, as its group or name suggested; give it a $type",
            "5:24 'color.pair' is left out of the theme: it has no type, and its value an object is no color, as its group or name suggested; give it a $type",
            "7:63 'tracking.tight' is left out of the theme: it has no type, and its value \"-0.02em\" is a length in 'em', relative to what a dimension token cannot know; Swift has no value for it",
        ])
        #expect(report.value("color.green") != nil)
        #expect(!validateJSON(json).succeeded)
        let typed = validateJSON(#"{ "color": { "alias": { "value": "colors.green.1100", "type": "color" } } }"#, options: ReaderOptions())
        #expect(typed.diagnostics.map(\.code) == [.invalidValue])
    }

    /// The Design Tokens Figma plugin's `custom-shadow` (`{shadowType, radius, …}`) is a shadow,
    /// `radius` its blur, with the rewrite; a group's `extensions` is metadata, not a group.
    @Test func theDesignTokensPluginsShadowIsAShadow() throws {
        let json = #"""
        { "effect": { "card": { "type": "custom-shadow", "value": { "shadowType": "innerShadow", "radius": 3, "color": "#0000004d", "offsetX": 0, "offsetY": 1, "spread": 0 } },
            "extensions": { "org.lukasoppermann.figmaDesignTokens": { "styleId": "S:1", "exportKey": "effect" } } } }
        """#
        let report = validateJSON(json, options: ReaderOptions())
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.tokenCount == 1)
        #expect(!report.diagnostics.contains { $0.code == .invalidName })
        #expect(report.diagnostics.contains { $0.message == #"the Design Tokens plugin's shadow is read as a shadow (write "blur" for "radius", and "inset": true for "shadowType": "innerShadow")"# })
        guard case .shadow(let shadow)? = report.value("effect.card") else {
            Issue.record("not a shadow")
            return
        }
        #expect(shadow.layers.map(\.blur) == [DimensionValue(value: NumberLiteral(value: 3, text: "3"), unit: .px)])
        #expect(shadow.layers.map(\.inset) == [true])
    }

    /// The Design Tokens plugin's text style (`custom-fontStyle`) writes its line height in
    /// pixels whatever its size: 24 over a 16px font is 1.5, and 2.4 over a 2px font is 1.2, not
    /// the multiplier 2.4 the general reading takes a line height of 3 or less for. Each is said
    /// at its line height, the other members keep their own positions, in either file shape.
    @Test(arguments: [false, true])
    func theDesignTokensPluginsLineHeightIsInPixels(dtcg: Bool) throws {
        func style(_ name: String, size: String, lineHeight: String) -> String {
            let (type, value) = dtcg ? (#""$type": "#, #""$value": "#) : (#""type":  "#, #""value":  "#)
            return #"""
            "\#(name)": { \#(type)"custom-fontStyle",
              \#(value){ "fontSize": \#(size), "textCase": "none", "fontFamily": "Inter", "fontWeight": 400, "letterSpacing": 0, "lineHeight": \#(lineHeight) } }
            """#
        }
        let json = "{ \"font\": {\n" + style("body", size: "16", lineHeight: "24") + ",\n" + style("tiny", size: "2", lineHeight: "2.4") + "\n} }"
        let report = validateJSON(json, options: ReaderOptions())
        #expect(report.succeeded, "\(report.diagnostics)")
        func lineHeight(_ path: String) -> String? {
            guard case .typography(let typography)? = report.value(path) else { return nil }
            return typography.lineHeight.text
        }
        #expect(lineHeight("font.body") == "1.5")
        #expect(lineHeight("font.tiny") == "1.2")
        let said = report.diagnostics.map { "\($0.severity) \($0.code) \($0.location.map { "\($0.position.line):\($0.position.column)" } ?? "-") \($0.message)" }
        let lineHeights = said.filter { $0.contains("line height") }
        #expect(lineHeights == [
            "warning non-standard-value 3:127 line height 24 is in pixels, as the Design Tokens plugin writes a text style's: read as 24px between lines, 1.5 times the font size 16px (write 1.5)",
            "warning non-standard-value 5:126 line height 2.4 is in pixels, as the Design Tokens plugin writes a text style's: read as 2.4px between lines, 1.2 times the font size 2px (write 1.2)",
        ])
        // The member the format has no place for is still said where it is written.
        #expect(said.contains { $0.hasPrefix("warning ignored-property 3:31 ") })
    }

    /// The Design Tokens plugin's gradient style (`custom-gradient`: `{gradientType, rotation,
    /// stops}`) is its stops, the format's, where they are written; its type and angle are said
    /// to be dropped.
    @Test(arguments: [false, true])
    func theDesignTokensPluginsGradientIsItsStops(dtcg: Bool) throws {
        let (type, value) = dtcg ? (#""$type": "#, #""$value": "#) : (#""type":  "#, #""value":  "#)
        let json = #"""
            { "gradient": { "fade": { \#(type)"custom-gradient",
              \#(value){ "gradientType": "linear", "rotation": 180, "stops": [ { "position": 0, "color": "#ffffff00" }, { "position": 1, "color": "#ffffffff" } ] } } } }
            """#
        let report = validateJSON(json, options: ReaderOptions())
        #expect(report.succeeded, "\(report.diagnostics)")
        guard case .gradient(let gradient)? = report.value("gradient.fade") else {
            Issue.record("not a gradient")
            return
        }
        #expect(gradient.stops.map(\.position.text) == ["0", "1"])
        #expect(gradient.stops.map { $0.color.alpha?.value ?? 1 } == [0, 1])
        let said = report.diagnostics.filter { $0.code == .ignoredProperty }.map { "\($0.location!.position) \($0.message)" }
        #expect(said == [
            #"2:15 the Design Tokens plugin's gradient is read as its stops; 'gradientType' "linear" and 'rotation' 180 have no place in a gradient token, whose direction is given where it is drawn (write the stops as the value)"#,
        ])
    }

    /// Zero of a relative unit (`"0%"`, `"0em"`) is zero, whatever it is relative to; any other
    /// amount of it is left out as before.
    @Test(arguments: [(#""0%""#, "0"), (#""0em""#, "0"), (#""-0vw""#, "-0")])
    func zeroOfARelativeUnitIsZero(value: String, number: String) throws {
        for shape in [true, false] {
            let report = buildJSON(Self.file(type: "dimension", value: value, dtcg: shape))
            #expect(Self.summary(report) == [#"warning non-standard-value 1:42 \#(value) is read as 0px: zero of any unit is zero (write {"value": \#(number), "unit": "px"})"#])
            guard case .dimension(let dimension)? = report.theme.tokens.first?.values[0].value else {
                Issue.record("not a dimension")
                return
            }
            #expect(dimension.value.value == 0 && dimension.unit == .px)
        }
        #expect(buildJSON(Self.file(type: "dimension", value: #""1em""#, dtcg: true)).validation.leftOut.count == 1)
    }

    /// The values a Tokens Studio file writes for each name, read exactly.
    @Test func tokensStudioValuesReadExactly() throws {
        func value(_ name: String) -> TokenValue? {
            let sample = Self.tokensStudioTypes.first { $0.name == name }!
            return buildJSON(Self.file(type: name, value: sample.value, dtcg: true)).theme.tokens.first?.values[0].value
        }
        #expect(value("opacity") == .number(NumberLiteral(0.5)))
        #expect(value("lineHeights") == .number(NumberLiteral(value: 1.5, text: "1.5")))
        #expect(value("spacing") == .dimension(DimensionValue(value: NumberLiteral(value: 8, text: "8"), unit: .px)))
        #expect(value("fontSizes") == .dimension(DimensionValue(value: NumberLiteral(value: 1.25, text: "1.25"), unit: .rem)))
        #expect(value("letterSpacing") == .dimension(DimensionValue(value: NumberLiteral(value: -0.5, text: "-0.5"), unit: .px)))
        #expect(value("fontFamilies") == .fontFamily(FontFamilyValue(names: ["Inter", "Helvetica Neue", "sans-serif"])))
        #expect(value("fontWeights") == .fontWeight(FontWeightValue(value: NumberLiteral(200), alias: "extra-light")))
        #expect(value("textCase") == .string("uppercase"))
        #expect(value("cubic-bezier") == .cubicBezier(CubicBezierValue(
            x1: NumberLiteral(value: 0.4, text: "0.4"), y1: NumberLiteral(value: 0, text: "0"), x2: NumberLiteral(value: 0.2, text: "0.2"), y2: NumberLiteral(value: 1, text: "1"))))
        let shadow = try #require(value("boxShadow").flatMap { if case .shadow(let s) = $0 { s } else { nil } })
        #expect(shadow.layers.map(\.inset) == [false, true])
        #expect(shadow.layers.map(\.offsetY.value.value) == [2, 1])
        #expect(shadow.layers[0].color.alpha?.value == 0.25)
        let typography = try #require(value("typography").flatMap { if case .typography(let t) = $0 { t } else { nil } })
        #expect(typography.fontWeight.value.value == 600)
        #expect(typography.lineHeight.value == 1.5)
        #expect(typography.letterSpacing == DimensionValue(value: NumberLiteral(0.32), unit: .px))
    }

    /// Weight names: the format's in any case and spacing, sd-transforms' `fontWeightMap`, numbers
    /// in strings, and a slant dropped; the same in both shapes.
    static let weights: [(name: String, weight: Double)] = [
        ("Semi bold", 600), ("SemiBold", 600), ("semi-bold", 600), ("semi_bold", 600), ("Demi Bold", 600),
        ("Extra Light", 200), ("ExtraLight", 200), ("Ultra Light", 200), ("Thin", 100), ("Hairline", 100),
        ("Light", 300), ("Regular", 400), ("Normal", 400), ("Book", 400), ("Medium", 500), ("Bold", 700),
        ("Extra Bold", 800), ("UltraBold", 800), ("Black", 900), ("Heavy", 900), ("Extra Black", 950), ("UltraBlack", 950),
        ("Regular Italic", 400), ("Bold Italic", 700), ("Italic", 400), ("Light Oblique", 300),
        ("Expanded Medium", 500), ("Semi Condensed Bold Italic", 700), ("Condensed", 400), ("UltraExpanded Light", 300),
        ("Display Medium", 500), ("Text Bold Italic", 700), ("Caption Regular", 400),
        ("600", 600), ("350", 350),
        ("Extraleicht", 200), ("Leicht", 300), ("Buch", 400), ("Kraeftig", 500), ("Kräftig", 500), ("Halbfett", 600),
        ("Dreiviertelfett", 700), ("Fett", 800), ("Super", 900), ("Extrafett", 900), ("Ultra", 950),
        ("Demi", 600), ("Demi Italic", 600), ("Roman", 400),
    ]

    /// An untyped size in Style Dictionary's `size` category is rem in its `value` files (its
    /// version 3 transforms read categories), pixels in `$value` files (version 4 and later
    /// transform by type and leave it as it is), the same value in both as far as the warning.
    @Test func aCategorySizeIsRemOnlyInValueFiles() {
        let legacy = buildJSON(#"{ "size": { "font": { "small": { "value": "0.75" } } } }"#)
        #expect(legacy.theme.tokens.first?.values[0].value.dimension == DimensionValue(value: NumberLiteral(value: 0.75, text: "0.75"), unit: .rem))
        #expect(Self.summary(legacy).contains(#"warning legacy-mapping 1:43 the unitless "0.75" is read as 0.75rem: Style Dictionary's size tokens are rem (write {"value": 0.75, "unit": "rem"})"#))
        let dtcg = buildJSON(#"{ "size": { "circle": { "$value": 99999 } } }"#)
        #expect(dtcg.theme.tokens.first?.values[0].value.dimension == DimensionValue(value: NumberLiteral(value: 99999, text: "99999"), unit: .px))
        #expect(Self.summary(dtcg).contains(#"warning non-standard-value 1:35 the bare number 99999 is read as 99999px (write {"value": 99999, "unit": "px"})"#))
    }

    @Test func fontWeightNamesReadTheSameInBothShapes() {
        for (name, weight) in Self.weights {
            let dtcg = buildJSON(Self.file(type: "fontWeight", value: "\"\(name)\"", dtcg: true))
            let legacy = buildJSON(Self.file(type: "fontWeight", value: "\"\(name)\"", dtcg: false))
            #expect(dtcg.theme.tokens.first?.values[0].value.fontWeightNumber == weight, "\(name)")
            #expect(Self.summary(dtcg) == Self.summary(legacy), "\(name)")
            let exact = FontWeightValue.aliases[name] != nil
            #expect(dtcg.diagnostics.map(\.code) == (exact ? [] : [.nonStandardValue]), "\(name)")
            #expect(dtcg.diagnostics.allSatisfy { $0.location?.position.column == 43 }, "\(name)")
            #expect(!buildJSON(Self.file(type: "fontWeight", value: "\"\(name)\"", dtcg: true), strict: true).succeeded || exact, "\(name)")
        }
    }

    /// Every name of the format, recased and respaced as tools write it, is its weight.
    @Test func everyFormatWeightNameReadsInAnySpelling() {
        for (alias, weight) in FontWeightValue.aliases {
            let words = alias.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
            for spelling in [words.joined(separator: " "), words.joined(), alias.uppercased(), words.joined(separator: "_")] {
                let report = buildJSON(Self.file(type: "fontWeights", value: "\"\(spelling)\"", dtcg: true))
                #expect(report.theme.tokens.first?.values[0].value.fontWeightNumber == Double(weight), "\(spelling)")
            }
        }
    }

    /// A Figma style name's width (CSS's `font-stretch` keywords) is dropped as its slant is.
    @Test func aWidthBeforeTheWeightIsDroppedWithAWarning() {
        let report = buildJSON(Self.file(type: "fontWeights", value: #""Expanded Medium Italic""#, dtcg: true))
        #expect(report.theme.tokens.first?.values[0].value.fontWeightNumber == 500)
        #expect(Self.summary(report).filter { $0.contains("weight") } == [
            #"warning non-standard-value 1:44 "Expanded Medium Italic" is read as the weight 500, without 'expanded' (a width, not a weight) and 'italic' (a style, not a weight) (write "medium")"#,
        ])
        #expect(Self.summary(buildJSON(Self.file(type: "fontWeight", value: #""Narrow Bold""#, dtcg: true))).contains {
            $0.hasPrefix("error invalid-value 1:43 unknown font weight 'Narrow Bold'")
        })
    }

    @Test func aNameThatIsNoWeightStaysAnError() {
        let report = buildJSON(Self.file(type: "fontWeight", value: #""Bolder""#, dtcg: false))
        #expect(Self.summary(report) == ["error invalid-value 1:43 unknown font weight 'Bolder'"])
    }

    /// A font's own style as the weight (BT Curve's `Headline`), which Tokens Studio applies as the
    /// Figma style of that name: 400, with a warning to write the number; under `--strict` an error.
    @Test(arguments: ["Headline", "Caption Text", "Display"])
    func aFontsOwnStyleNameIsRegularWithAWarning(name: String) {
        let report = buildJSON(Self.file(type: "fontWeights", value: "\"\(name)\"", dtcg: false))
        #expect(report.theme.tokens.first?.values[0].value.fontWeightNumber == 400)
        #expect(Self.summary(report).filter { $0.contains("weight") && !$0.contains("type name") } == [
            "warning defaulted-property 1:44 the font weight \"\(name)\" is no weight tokenc knows (a font's own style, which Tokens Studio applies by name); read as 400, regular: write the weight it has as a number (100 to 900)",
        ])
        let strict = buildJSON(Self.file(type: "fontWeight", value: "\"\(name)\"", dtcg: true), strict: true)
        #expect(Self.summary(strict).contains { $0.hasPrefix("error invalid-value 1:43 unknown font weight '\(name)'") })
    }

    // MARK: - The same leniency in both shapes

    /// Each deviation of a value, typed by the format's name: same reading, same warning.
    static let deviations: [Sample] = [
        .init(name: "dimension", value: #""16px""#), .init(name: "dimension", value: "12"), .init(name: "dimension", value: #""8""#),
        .init(name: "dimension", value: #""10pt""#), .init(name: "dimension", value: #""50vw""#), .init(name: "dimension", value: #""10%""#),
        .init(name: "dimension", value: #""1.5em""#), .init(name: "dimension", value: #""8px 16px""#), .init(name: "dimension", value: #""calc(100% - 4px)""#),
        .init(name: "duration", value: #""200ms""#), .init(name: "duration", value: "150"), .init(name: "duration", value: #""0.2s""#),
        .init(name: "number", value: #""1.5""#), .init(name: "number", value: #""150%""#),
        .init(name: "fontFamily", value: #""Inter, sans-serif""#),
        .init(name: "typography", value: #"{ "fontFamily": "Inter", "fontSize": "16px", "fontWeight": "Bold", "lineHeight": "AUTO" }"#),
        .init(name: "shadow", value: #"{ "x": 1, "y": 2, "blur": 3, "color": { "colorSpace": "srgb", "components": [0, 0, 0] } }"#),
    ]

    @Test(arguments: deviations)
    func aDeviationReadsTheSameInBothShapes(_ sample: Sample) {
        let dtcg = buildJSON(Self.file(type: sample.name, value: sample.value, dtcg: true))
        let legacy = buildJSON(Self.file(type: sample.name, value: sample.value, dtcg: false))
        #expect(!dtcg.diagnostics.isEmpty)
        #expect(Self.summary(dtcg) == Self.summary(legacy))
        #expect(dtcg.theme.tokens.first?.values[0].value == legacy.theme.tokens.first?.values[0].value)
        #expect(dtcg.diagnostics.allSatisfy { $0.severity == .warning })
        let strictDTCG = buildJSON(Self.file(type: sample.name, value: sample.value, dtcg: true), strict: true)
        let strictLegacy = buildJSON(Self.file(type: sample.name, value: sample.value, dtcg: false), strict: true)
        // A font stack in one string is a valid (if odd) single name in the format.
        #expect(!strictDTCG.succeeded || sample.name == "fontFamily")
        #expect(Self.summary(strictDTCG) == Self.summary(strictLegacy))
    }

    @Test func deviationsReadAsTheirWarningsSay() {
        func read(_ type: String, _ value: String) -> (TokenValue?, [String]) {
            let report = buildJSON(Self.file(type: type, value: value, dtcg: false))
            return (report.theme.tokens.first?.values[0].value, report.diagnostics.map { "\($0.code) \($0.message)" })
        }
        #expect(read("number", #""150%""#).0 == .number(NumberLiteral(1.5)))
        #expect(read("number", #""150%""#).1 == [#"non-standard-value the string "150%" is read as the number 1.5 (write 1.5)"#])
        #expect(read("dimension", #""10%""#).1 == [#"left-out 't' is left out of the theme: the unit '%' of "10%" is relative to what a dimension token cannot know (a font size, a viewport); Swift has no value for it"#])
        // A print size is no relative length: it says so (VerdigrisTech's `print.json`).
        for written in ["0.85in", "210mm", "2cm", "6pc", "40Q"] {
            let unit = String(written.drop { $0.isNumber || $0 == "." })
            #expect(read("dimension", "\"\(written)\"").1 == ["left-out 't' is left out of the theme: the unit '\(unit)' of \"\(written)\" is a physical length, which a dimension token on a screen does not hold (tokenc's px is a point; a print size has no point size); Swift has no value for it"])
        }
        #expect(read("dimension", #""8px 16px""#).1 == [#"left-out 't' is left out of the theme: "8px 16px" is a CSS shorthand or list of several values (a padding, margin or shadow), which one dimension cannot hold"#])
        #expect(read("dimension", #""50ch, 40vw""#).1 == [#"left-out 't' is left out of the theme: "50ch, 40vw" is a CSS shorthand or list of several values (a padding, margin or shadow), which one dimension cannot hold"#])
        #expect(read("fontFamily", #""Inter, sans-serif""#).1 == [#"non-standard-value the font stack "Inter, sans-serif" is read as the list of 2 names (write ["Inter", "sans-serif"])"#])
        #expect(read("dimension", "0").1 == [#"non-standard-value the bare number 0 is read as 0px (write {"value": 0, "unit": "px"})"#])
    }

    /// A length in a number token (a line height of "16px", as Figma-scoped exports write it, or
    /// Tokens Studio's `number` base size) is a length wherever the tool puts it: the token is a
    /// dimension, in both shapes, with the type to write; maths over it is a dimension too; a
    /// unit relative to what a token cannot know stays left out; `--strict` keeps the format's
    /// error.
    @Test(arguments: [true, false])
    func aLengthInANumberTokenIsADimension(dtcg: Bool) throws {
        let property = dtcg ? "$type" : "type"
        let json = Self.file(type: "number", value: #""16px""#, dtcg: dtcg)
        let report = buildJSON(json)
        #expect(report.diagnostics.map { "\($0.location?.description ?? "-"): \($0.code) \($0.message)" } == [
            #"base.json:1:39: non-standard-type 't' is a number token holding a length, 16px; it is read as a dimension, as Tokens Studio and Style Dictionary put a number token's text where it is used (write "\#(property)": "dimension")"#,
        ])
        let t = try #require(report.theme.tokens.first { $0.path.description == "t" })
        #expect(t.type == .dimension)
        #expect(t.values[0].value == .dimension(DimensionValue(value: NumberLiteral(value: 16, text: "16"), unit: .px)))
        let strict = buildJSON(json, strict: true)
        #expect(strict.diagnostics.filter { $0.severity == .error }.map { "\($0.location?.description ?? "-"): \($0.code)" } == ["base.json:1:39: invalid-value"])

        let maths = buildJSON(dtcg
            ? #"{ "base": { "$type": "number", "$value": "1rem" }, "half": { "$type": "number", "$value": "{base} / 2" }, "r": { "$type": "dimension", "$value": "{half}" } }"#
            : #"{ "base": { "type": "number", "value": "1rem" }, "half": { "type": "number", "value": "{base} / 2" }, "r": { "type": "borderRadius", "value": "{half}" } }"#)
        #expect(maths.succeeded)
        let half = DimensionValue(value: NumberLiteral(value: 0.5, text: "0.5"), unit: .rem)
        #expect(maths.theme.tokens.map { "\($0.path) \($0.type)" } == ["base dimension", "half dimension", "r dimension"])
        #expect(maths.theme.tokens.last?.values[0].value == .dimension(half))
        #expect(maths.diagnostics.contains { $0.message == "'half' is a number token holding a length, 0.5rem; it is read as a dimension, as Tokens Studio and Style Dictionary put a number token's text where it is used (write \"\(property)\": \"dimension\")" })

        let relative = buildJSON(Self.file(type: "number", value: #""1.5em""#, dtcg: dtcg))
        #expect(relative.diagnostics.map(\.code) == [.leftOut])
        #expect(relative.theme.tokens.map(\.path.description) == ["z"])
    }

    // MARK: - Style Dictionary references

    @Test(arguments: [#""{ color.accent }""#, #""{color.accent }""#, #""{ color.accent}""#])
    func spacesInsideBracesAreTrimmedAsStyleDictionaryDoes(_ reference: String) {
        for dtcg in [true, false] {
            let value = dtcg ? #"{ "colorSpace": "srgb", "components": [0, 0.5, 1] }"# : #"{ "colorSpace": "srgb", "components": [0, 0.5, 1] }"#
            let json = dtcg
                ? #"{ "color": { "$type": "color", "accent": { "$value": \#(value) }, "link": { "$value": \#(reference) } } }"#
                : #"{ "color": { "$type": "color", "accent": { "value":  \#(value) }, "link": { "value":  \#(reference) } } }"#
            let report = buildJSON(json)
            #expect(report.succeeded)
            #expect(report.theme.tokens.map(\.path.description) == ["color.accent", "color.link"])
            #expect(report.theme.tokens.last?.values[0].value == report.theme.tokens.first?.values[0].value)
            let written = String(reference.dropFirst().dropLast())
            #expect(Self.summary(report) == [
                "warning non-standard-value 1:129 the reference '\(written)' has spaces inside its braces; read as '{color.accent}', as Style Dictionary trims them (write \"{color.accent}\")",
            ])
            let strict = buildJSON(json, strict: true)
            #expect(strict.diagnostics.map { "\($0.severity) \($0.code)" }.contains("error broken-reference"))
        }
    }

    /// Style Dictionary trims the text between the braces, not each name: spaces around a dot
    /// still name no token.
    @Test func spacesAroundADotStayBroken() {
        let report = buildJSON(##"{ "color": { "$type": "color", "accent": { "$value": "#ff0000" }, "link": { "$value": "{color . accent}" } } }"##)
        #expect(report.diagnostics.contains { $0.code == .brokenReference && $0.severity == .error })
    }

    // MARK: - Untyped tokens and tier words

    /// A Style Dictionary source: categories, groups named for their values, a tier in `type`.
    static let styleDictionarySource = """
        {
          "color": {
            "brand": { "value": "#ff0000", "type": "primitive" },
            "link": { "value": "{ color.brand }", "type": "semantic" },
            "muted": { "value": "#999999", "type": "primitive" }
          },
          "size": { "body": { "value": "1" } },
          "font-size": { "small": { "value": "12px", "type": "primitive" }, "large": { "value": "24px", "type": "primitive" } },
          "z-index": { "modal": { "value": 100 }, "toast": { "value": 200 } },
          "opacity": { "disabled": { "value": "0.4" } },
          "line-height": { "body": { "value": 1.5 } },
          "font-weight": { "strong": { "value": "Bold" } },
          "misc": { "fast": { "value": "200ms" } },
          "tier": { "label": { "value": "Hello", "type": "base" } }
        }
        """

    @Test func untypedStyleDictionaryTokensTakeTheirTypeFromTheirPath() {
        let report = buildJSON(Self.styleDictionarySource)
        #expect(report.succeeded)
        let values = Dictionary(uniqueKeysWithValues: report.theme.tokens.map { ($0.path.description, $0.values[0].value) })
        #expect(values["color.link"] == values["color.brand"])
        #expect(values["size.body"] == .dimension(DimensionValue(value: NumberLiteral(value: 1, text: "1"), unit: .rem)))
        #expect(values["font-size.large"] == .dimension(DimensionValue(value: NumberLiteral(value: 24, text: "24"), unit: .px)))
        #expect(values["z-index.toast"] == .number(NumberLiteral(value: 200, text: "200")))
        #expect(values["opacity.disabled"] == .number(NumberLiteral(value: 0.4, text: "0.4")))
        #expect(values["line-height.body"] == .number(NumberLiteral(value: 1.5, text: "1.5")))
        #expect(values["font-weight.strong"]?.fontWeightNumber == 700)
        #expect(values["misc.fast"] == .duration(DurationValue(value: NumberLiteral(value: 200, text: "200"), unit: .ms)))
        // Text in a token whose `type` is a tier is text, as Style Dictionary emits it.
        #expect(values["tier.label"] == .string("Hello"))
        let typing = report.diagnostics.filter { $0.code == .missingType || $0.code == .unknownType || $0.code == .leftOut }
            .map { "\($0.severity) \($0.code) \($0.location!.position.line):\($0.location!.position.column)" }
        #expect(typing == [
            "warning missing-type 2:3", "warning unknown-type 3:44", "warning unknown-type 4:51",
            "warning missing-type 7:3", "warning missing-type 8:3", "warning missing-type 9:3", "warning missing-type 10:3",
            "warning missing-type 11:3", "warning missing-type 12:3", "warning missing-type 13:3", "warning missing-type 14:3", "warning unknown-type 14:50",
        ])
        #expect(report.diagnostics.first { $0.code == .unknownType }?.message
            == "'primitive' is not a type (a tier or category of the design system's own); tokens with it are typed by their reference, group or value, as untyped tokens are (this one: color); move the word out of 'type', or write \"$type\"")
        #expect(report.diagnostics.contains { $0.message == "tokens in 'font-size' without a type are read as dimension, as the group's name says (write \"$type\": \"dimension\" on the group)" })
        #expect(report.diagnostics.contains { $0.message == "tokens in 'misc' without a type whose values look like duration values are read as duration (write \"$type\": \"duration\")" })
    }

    /// The same untyped tokens in a `$value` file are typed the same way; under `--strict`
    /// every one is the format's `missing-type` error.
    @Test func untypedTokensReadTheSameInBothShapes() {
        let legacy = ##"{ "font-size": { "small": { "value":  "12px" } }, "misc": { "fast": { "value":  "200ms" } }, "color": { "a": { "value":  "#ff0000" } } }"##
        let dtcg = ##"{ "font-size": { "small": { "$value": "12px" } }, "misc": { "fast": { "$value": "200ms" } }, "color": { "a": { "$value": "#ff0000" } } }"##
        let a = buildJSON(legacy), b = buildJSON(dtcg)
        #expect(a.theme.tokens.map(\.type) == [.dimension, .duration, .color])
        #expect(b.theme.tokens.map(\.type) == a.theme.tokens.map(\.type))
        #expect(Self.summary(a).filter { $0.contains("missing-type") } == Self.summary(b).filter { $0.contains("missing-type") })
        #expect(buildJSON(dtcg, strict: true).diagnostics.filter { $0.code == .missingType }.map(\.severity) == [.error, .error, .error])
    }

    /// Hundreds of tokens of a tier give one warning per word, not one each.
    @Test func aTierWordIsReportedOncePerFile() {
        let tokens = (0..<300).map { "\"c\($0)\": { \"value\": \"#0000\(String(format: "%02x", $0 % 256))\", \"type\": \"primitive\" }" }.joined(separator: ", ")
        let report = buildJSON(#"{ "palette": { \#(tokens) } }"#)
        #expect(report.theme.tokens.count == 300)
        #expect(report.diagnostics.filter { $0.code == .unknownType }.count == 1)
        #expect(report.diagnostics.filter { $0.code == .missingType }.count == 1)
    }

    /// A token whose `type` is a tier and whose value says nothing is left out, said so, never
    /// dropped silently.
    @Test func aTierTokenOfNoKnownKindIsLeftOutWithItsCause() {
        let report = buildJSON(Self.file(type: "primitive", value: #""calc(1px + 2px)""#, dtcg: false))
        #expect(Self.summary(report) == [
            "warning left-out 1:19 't' is left out of the theme: its type 'primitive' is not a type, and neither its groups nor its value say which it is; give it a $type",
        ])
    }

    /// A typo of a type is still the typo's error, and `--strict` keeps every tier word an error.
    @Test func aTypoIsNotATier() {
        #expect(Self.summary(buildJSON(Self.file(type: "colr", value: ##""#ff0000""##, dtcg: false))).first?.hasPrefix("error unknown-type 1:19 unknown type 'colr'; did you mean 'color'?") == true)
        let strict = buildJSON(Self.file(type: "primitive", value: ##""#ff0000""##, dtcg: false), strict: true)
        #expect(strict.diagnostics.map { "\($0.severity) \($0.code)" } == ["error unknown-type"])
    }
}

private extension TokenValue {
    var fontWeightNumber: Double? {
        if case .fontWeight(let weight) = self { weight.value.value } else { nil }
    }
}
