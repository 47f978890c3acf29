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
        var named: Set<String> = ReservedNames.nestedTypes.union(ReservedNames.extensionTypes)
        for file in fixed { named.formUnion(Self.typeNames(in: file.contents)) }
        #expect(named.subtracting(ReservedNames.rootTypes).sorted() == [], "missing from ReservedNames.rootTypes")
        #expect(ReservedNames.rootTypes.subtracting(named).sorted() == [], "no longer named by the fixed text")
    }

    /// An extension type's runtime declares its Swift type, and names `AppTheme` nowhere: so the
    /// theme's nested types, which only that type's name can clash with, cannot shadow a name it uses.
    @Test(arguments: ExtensionType.allCases)
    func anExtensionTypesRuntimeStaysOutsideTheTheme(_ type: ExtensionType) throws {
        let files = try #require(RuntimeFile.extensionTypes[type.home.runtimeFolder])
        let names = files.reduce(into: Set<String>()) { $0.formUnion(Self.typeNames(in: $1.template)) }
        #expect(names.contains(type.home.swiftType))
        #expect(!names.contains("AppTheme"))
        #expect(ReservedNames.rootTypes.contains(type.home.swiftType))
    }
}
