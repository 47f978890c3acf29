import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// `ReservedNames.typeNames(in:)` reads bytes; it must find what a reading by characters finds.
@Suite struct ReservedNamesTests {
    /// The reading by characters the byte scanner replaced: the oracle.
    static func typeNamesByCharacter(in source: String) -> Set<String> {
        var names: Set<String> = []
        for line in source.split(separator: "\n") {
            var word = ""
            var inString = false
            var previous: Character = " "
            for character in line + " " {
                if character == "\"" { inString.toggle() }
                if !inString, character == "/", previous == "/" { break }
                previous = character
                if !inString, character.isASCII, character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    if word.first?.isUppercase == true { names.insert(word) }
                    word = ""
                }
            }
        }
        return names
    }

    @Test func theEmittersFixedTextGivesTheNamesAReadingByCharactersGives() {
        let files = [
            CoreTypesEmitter(access: .public).file(), EnvironmentEmitter(access: .public, appearance: nil).file(),
        ] + RuntimeFile.all.map { $0.generatedFile(access: .public) }
        for file in files {
            let names = ReservedNames.typeNames(in: file.contents)
            #expect(names == Self.typeNamesByCharacter(in: file.contents), "\(file.path)")
            #expect(!names.isEmpty, "\(file.path)")
        }
    }

    @Test(arguments: [
        "// Comment\nlet a: Alpha = \"Beta\" // Gamma\n",
        "Alpha/Beta//Gamma\nDelta",
        "x: Ünïcode Ärger Plain",
        "\"open string Alpha\nBeta \"Gamma\" Delta",
        "A_1 _B 9C Dé E9 F",
        "/ / Alpha // Beta\n/Gamma/",
        "",
        "Alpha",
        "\n\n  Beta\n",
        "\"\"\"\n  Multi Line\n  \"\"\" Tail",
        "a\"//\"Alpha // B",
    ])
    func anyTextGivesTheNamesAReadingByCharactersGives(_ source: String) {
        #expect(ReservedNames.typeNames(in: source) == Self.typeNamesByCharacter(in: source))
    }

    @Test func namesAreUpperCaseIdentifiersOutsideCommentsAndStrings() {
        #expect(ReservedNames.typeNames(in: "let x: Alpha<Beta_2> = Gamma(\"Delta\") // Epsilon\nZeta") == ["Alpha", "Beta_2", "Gamma", "Zeta"])
    }
}
