import Testing
@testable import TokenCompiler
@testable import Preview

/// Values rounded for reading, exact on hover, and dimensions in points.
@Suite struct PreviewNumberTests {
    @Test func numbersKeepThreeDecimalsOrThreeSignificantDigits() {
        #expect(PreviewText.rounded(0.0196078431372549) == "0.0196")
        #expect(PreviewText.rounded(0.3333333) == "0.333")
        #expect(PreviewText.rounded(0.5) == "0.5")
        #expect(PreviewText.rounded(12.34567) == "12.346")
        #expect(PreviewText.rounded(16) == "16")
        #expect(PreviewText.rounded(-0.000123456) == "-0.000123")
        #expect(PreviewText.rounded(0) == "0")
    }

    /// With one literal color and an alias each, `ink` and `shade` are tables rather than palettes.
    static let page = PreviewPage(theme: validateJSON("""
        {
          "ink": { "$type": "color",
            "p3": { "$value": { "colorSpace": "display-p3", "components": [0.0196078431372549, 0.5, 1] } },
            "link": { "$value": "{ink.p3}" }
          },
          "shade": { "$type": "color",
            "gray": { "$value": { "colorSpace": "srgb", "components": [0.0196078431372549, 0.0196078431372549, 0.0196078431372549] } },
            "link": { "$value": "{shade.gray}" }
          },
          "space": { "$type": "dimension",
            "large": { "$value": { "value": 1.5, "unit": "rem" } },
            "hairline": { "$value": { "value": 0.333333, "unit": "px" } }
          },
          "ratio": { "$type": "number", "$value": 1.6180339 }
        }
        """).theme).render()

    @Test func colorsShowRoundedComponentsWithTheExactOnesOnHover() throws {
        let p3 = try #require(PreviewDOM.cell(Self.page, token: "ink.p3", permutation: "default"))
        #expect(p3.hasPrefix(#"<i style="color:#"#) && p3.contains(#" (display-p3 0.0196 0.5 1)"#))
        #expect(PreviewDOM.cellTag(Self.page, token: "ink.p3", permutation: "default") == #" title="display-p3 0.0196078431372549 0.5 1""#)
        // An sRGB color is its hex, with the exact components on hover.
        let gray = try #require(PreviewDOM.cell(Self.page, token: "shade.gray", permutation: "default"))
        #expect(gray == #"<i style="color:#050505"></i>#050505"#)
        #expect(PreviewDOM.cellTag(Self.page, token: "shade.gray", permutation: "default") == #" title="srgb 0.0196078431372549 0.0196078431372549 0.0196078431372549""#)
        // An alias has the exact value once, on the row its chain ends at.
        #expect(PreviewDOM.cellTag(Self.page, token: "shade.link", permutation: "default") == "")
        #expect(try #require(PreviewDOM.cell(Self.page, token: "shade.link", permutation: "default")).hasSuffix(##"#050505<a class="to" href="#t.shade.gray">gray</a>"##))
    }

    @Test func dimensionsReadInPointsWithTheAuthoredLengthAfter() throws {
        let large = try #require(PreviewDOM.cell(Self.page, token: "space.large", permutation: "default"))
        #expect(large.hasSuffix(#"24pt <small>1.5rem</small>"#))
        #expect(PreviewDOM.cellTag(Self.page, token: "space.large", permutation: "default") == "")
        let hairline = try #require(PreviewDOM.cell(Self.page, token: "space.hairline", permutation: "default"))
        #expect(hairline.hasSuffix(#"0.333pt <small>0.333px</small>"#))
        #expect(PreviewDOM.cellTag(Self.page, token: "space.hairline", permutation: "default") == #" title="0.333333px""#)
    }

    @Test func otherNumbersAreRoundedWithTheExactValueOnHover() throws {
        let ratio = try #require(PreviewDOM.cell(Self.page, token: "ratio", permutation: "default"))
        #expect(ratio == "1.618")
        #expect(PreviewDOM.cellTag(Self.page, token: "ratio", permutation: "default") == #" title="1.6180339""#)
        #expect(!Self.page.contains("0.0196078431372549 0.5 1<"))
    }
}
