import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import SwiftOutput

@Suite struct SwiftIdentifierTests {
    /// Token name → member, type of its group struct.
    static let table: [(name: String, member: String, groupType: String)] = [
        ("primary", "primary", "PrimaryTokens"),
        ("red1", "red1", "Red1Tokens"),
        ("primaryPressed", "primaryPressed", "PrimaryPressedTokens"),
        ("on-brand", "onBrand", "OnBrandTokens"),
        ("on_brand", "onBrand", "OnBrandTokens"),
        ("On Brand", "onBrand", "OnBrandTokens"),
        ("gutter-width", "gutterWidth", "GutterWidthTokens"),
        ("URL", "url", "URLTokens"),
        ("iOS-tint", "iOSTint", "IOSTintTokens"),
        ("500", "_500", "_500Tokens"),
        ("2xl", "_2xl", "_2xlTokens"),
        ("blue-500", "blue500", "Blue500Tokens"),
        ("default", "`default`", "DefaultTokens"),
        ("class", "`class`", "ClassTokens"),
        ("return", "`return`", "ReturnTokens"),
        ("self", "self_", "SelfTokens"),
        ("Type", "type", "TypeTokens"),
        ("init", "init_", "InitTokens"),
        ("$root", "root", "RootTokens"),
        ("色", "u8272", "U8272Tokens"),
        ("café", "cafU E9", "CafUE9Tokens"),
        ("-", "x2D", "X2DTokens"),
        ("a\u{202E}b", "aU202EB", "AU202EBTokens"),
        ("Men's Health", "mensHealth", "MensHealthTokens"),
        ("Harper\u{2019}s Bazaar", "harpersBazaar", "HarpersBazaarTokens"),
        ("'", "x27", "X27Tokens"),
        // An emoji beside other words is a picture, not a word (calcite's themes, equinor's
        // collections were `u1F31EBrandLight`, `U1F170UFE0FFontSize`); alone it is spelt.
        ("🌞 Brand Light", "brandLight", "BrandLightTokens"),
        ("\u{1F170}\u{FE0F} Font Size", "fontSize", "FontSizeTokens"),
        ("〰️ Stroke", "stroke", "StrokeTokens"),
        ("👩🏽‍💻 dev", "dev", "DevTokens"),
        ("🌞", "u1F31E", "U1F31ETokens"),
        ("色 🌞", "u8272", "U8272Tokens"),
    ]

    @Test(arguments: table.map { $0 })
    func namesBecomeSwiftIdentifiers(_ row: (name: String, member: String, groupType: String)) {
        if row.name == "café" {
            // Non-ASCII letters are spelt by code point, never copied into the identifier.
            #expect(SwiftIdentifier.member(row.name) == "cafUE9")
        } else {
            #expect(SwiftIdentifier.member(row.name) == row.member)
        }
        #expect(SwiftIdentifier.groupType(row.name) == row.groupType)
    }

    @Test func modifierTypesAvoidNamesSwiftReserves() {
        #expect(SwiftIdentifier.type("brand") == "Brand")
        #expect(SwiftIdentifier.type("color-scheme") == "ColorScheme")
        #expect(SwiftIdentifier.type("type") == "Type_")
        #expect(SwiftIdentifier.type("self") == "Self_")
    }

    /// A member that starts with `_` and is longer (a prefixed number, `_500`) is never escaped,
    /// without a lookup: right only while no reserved word but `_` starts with an underscore.
    @Test func noReservedWordButTheUnderscoreStartsWithOne() {
        #expect(SwiftIdentifier.keywords.union(SwiftIdentifier.unescapable).filter { $0.hasPrefix("_") } == ["_"])
    }

    @Test func everyIdentifierIsPlainASCII() {
        for row in Self.table {
            let bare = SwiftIdentifier.bare(SwiftIdentifier.member(row.name))
            #expect(bare.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }, "\(row.name)")
            #expect(bare.first?.isNumber == false)
        }
    }
}
