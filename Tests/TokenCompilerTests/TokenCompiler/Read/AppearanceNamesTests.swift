import Testing
@testable import TokenCompiler
import TokencBenchSupport

/// The appearance a name says (`AppearanceNames`), which every reader that tells an appearance from
/// another mode by its name asks: written cases, and generated names of every shape it reads.
@Suite struct AppearanceNamesTests {
    @Test(arguments: [
        ("colors-dark", "colors", "dark"), ("Theme.Light", "Theme", "Light"), ("Light", "", "Light"),
        ("Dark mode", "", "Dark"), ("semantic_dark-hc", "semantic", "dark-hc"), ("brand.Light High Contrast", "brand", "Light High Contrast"),
        ("darkTheme", "", "dark"), ("lightTheme", "", "light"), ("colorsLight", "colors", "Light"), ("paletteDarkHC", "palette", "DarkHC"),
    ])
    func anAppearanceAtTheEndOfAStemIsAMode(stem: String, key: String, mode: String) throws {
        let found = try #require(AppearanceNames.appearance(in: stem))
        #expect(found.key == key)
        #expect(found.mode == mode)
    }

    @Test(arguments: ["darkness", "highlight", "colors-dark-blue", "lightweight", "Mode 1", "Highlight", "darkBlue", "lightWeight"])
    func otherStemsNameNoAppearance(stem: String) {
        #expect(AppearanceNames.appearance(in: stem) == nil)
    }

    @Test(arguments: [("light-component", "component", "light"), ("Dark_Surface.tokens", "Surface.tokens", "Dark")])
    func anAppearanceAtTheStartOfAStemIsAMode(stem: String, key: String, mode: String) throws {
        let found = try #require(AppearanceNames.leadingAppearance(in: stem))
        #expect(found.key == key)
        #expect(found.mode == mode)
    }

    @Test(arguments: [
        ("high-contrast", "", "high-contrast"), ("colors-hc", "colors", "hc"), ("theme.Increased Contrast", "theme", "Increased Contrast"),
        ("HighContrast", "", "HighContrast"), ("high-contrast-theme", "", "high-contrast"), ("contrast", "", "contrast"),
    ])
    func contrastAloneAtTheEndOfAStemIsAMode(stem: String, key: String, mode: String) throws {
        let found = try #require(AppearanceNames.contrastOnly(in: stem))
        #expect(found.key == key)
        #expect(found.mode == mode)
    }

    /// A scheme's own contrast (`dark-hc`) is an appearance, not contrast alone; a longer word is none.
    @Test(arguments: ["dark-hc", "Light High Contrast", "contrast-ratio", "contrasts", "colors", "high"])
    func otherStemsNameNoContrastAlone(stem: String) {
        #expect(AppearanceNames.contrastOnly(in: stem) == nil)
    }

    private static let separators = ["-", "_", ".", " "]

    /// A key of one to three lower-case words joined by separators: `ab-cde.f`.
    private static func key(_ generator: inout SplitMix64) -> String {
        let letters = Array("abcefgijmnopqrsuvwyz")
        let words = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
            String((0..<Int.random(in: 1...6, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
        }
        return words.dropFirst().reduce(words[0]) { $0 + separators.randomElement(using: &generator)! + $1 }
    }

    /// Over 500 generated stems, a key, a separator (or none before a capital), an appearance in
    /// any case, perhaps a contrast word, perhaps a filler word: the key and the appearance come
    /// back as written, the filler left out; the same appearance run on into a longer word, or
    /// followed by a word that is not a contrast word, is none.
    @Test func everyGeneratedStemEndingInAnAppearanceGivesItsKeyAndMode() throws {
        var generator = SplitMix64(seed: 1129)
        for _ in 0..<500 {
            let key = Self.key(&generator)
            let word = ["light", "dark", "Light", "Dark", "LIGHT", "DARK"].randomElement(using: &generator)!
            let camel = word.first!.isUppercase && Bool.random(using: &generator)
            let joint = camel ? "" : Self.separators.randomElement(using: &generator)!
            var mode = word
            if Bool.random(using: &generator) {
                mode += Self.separators.randomElement(using: &generator)! + AppearanceNames.contrastWords.sorted().randomElement(using: &generator)!
            }
            let filler = Bool.random(using: &generator)
                ? " " + AppearanceNames.fillerWords.sorted().randomElement(using: &generator)! : ""
            let stem = key + joint + mode + filler
            let found = try #require(AppearanceNames.appearance(in: stem), "\(stem)")
            #expect(found.key == key, "\(stem)")
            #expect(found.mode == mode, "\(stem)")

            #expect(AppearanceNames.appearance(in: key + joint + word + "ness") == nil, "\(key + joint + word)ness")
            #expect(AppearanceNames.appearance(in: stem + "-" + key) == nil, "\(stem)-\(key)")
        }
    }

    /// Over 500 generated stems, an appearance, a separator and a key: the key and the appearance.
    @Test func everyGeneratedStemBeginningWithAnAppearanceGivesItsKeyAndMode() throws {
        var generator = SplitMix64(seed: 1130)
        for _ in 0..<500 {
            let key = Self.key(&generator)
            let word = ["light", "dark", "Light", "Dark"].randomElement(using: &generator)!
            let stem = word + Self.separators.randomElement(using: &generator)! + key
            let found = try #require(AppearanceNames.leadingAppearance(in: stem), "\(stem)")
            #expect(found.key == key, "\(stem)")
            #expect(found.mode == word, "\(stem)")
        }
    }
}
