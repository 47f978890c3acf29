import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// The names generated code reserves are the names its fixed text declares and uses.
@Suite struct ReservedNamesTests {
    /// The upper-case identifiers of Swift source outside comments and string literals.
    static func typeNames(in source: String) -> Set<String> {
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

    @Test func namesAreUpperCaseIdentifiersOutsideCommentsAndStrings() {
        #expect(Self.typeNames(in: "let x: Alpha<Beta_2> = Gamma(\"Delta\") // Epsilon\nZeta") == ["Alpha", "Beta_2", "Gamma", "Zeta"])
        #expect(Self.typeNames(in: "// Comment\nlet a: Alpha = \"Beta\" // Gamma\n") == ["Alpha"])
    }

    /// Every type the emitters' fixed text names is reserved: lowering keeps the names as a table
    /// (it sits below the emitters), and this keeps the table complete. Names it holds that the
    /// text no longer names are reported too, so the table does not grow stale.
    @Test func theReservedTypesAreTheTypesTheFixedTextNames() {
        let fixed = [
            CoreTypesEmitter(access: .public).file(), EnvironmentEmitter(access: .public, appearance: nil).file(),
            ThemeLiveEmitter(access: .public, modifiers: [], fingerprint: "").file(),
        ] + RuntimeFile.all.map { $0.generatedFile(access: .public) }
        var named: Set<String> = ReservedNames.nestedTypes
        for file in fixed { named.formUnion(Self.typeNames(in: file.contents)) }
        #expect(named.subtracting(ReservedNames.rootTypes).sorted() == [], "missing from ReservedNames.rootTypes")
        #expect(ReservedNames.rootTypes.subtracting(named).sorted() == [], "no longer named by the fixed text")
    }
}
