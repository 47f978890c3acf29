import Testing
@testable import TokenCompiler
@testable import TokenModel

/// Layering files keeps the order in which groups and tokens were first written.
@Suite struct TreeMergerTests {
    static func tree(_ json: String, file: String) -> GroupNode {
        var diagnostics: [Diagnostic] = []
        let tree = TokenFileReader.read(bytes: Array(json.utf8), file: file, diagnostics: &diagnostics)!
        #expect(diagnostics.isEmpty)
        return tree
    }

    @Test func aGroupMergedFromALaterFileKeepsItsPlace() {
        let number = #"{"$type": "number", "$value": 1}"#
        var base = Self.tree(#"{"a": {"x": \#(number)}, "b": {"z": \#(number)}}"#, file: "1.json")
        var merger = TreeMerger(redefinition: .warn)
        merger.merge(Self.tree(#"{"a": {"y": \#(number)}}"#, file: "2.json"), into: &base)
        #expect(merger.diagnostics.isEmpty)
        #expect(TokenSet(flattening: base).definitions.map(\.path.description) == ["a.x", "a.y", "b.z"])
    }

    /// A token's properties in one file and its value in another (a component's `$type`,
    /// `$description` and `$extensions`, the theme's `$value`), in either order, are one token,
    /// as Style Dictionary's deep merge makes them, the later file's property winning where both
    /// write one; with a warning at the value that notes where the properties are.
    @Test(arguments: [true, false])
    func propertiesAndAValueWrittenApartAreOneToken(propertiesFirst: Bool) throws {
        let properties = Self.tree(#"{"badge": {"bg": {"$type": "color", "$description": "Badge fill", "$extensions": {"org.example": 1}}, "size": {"$type": "dimension"}}}"#, file: "components.json")
        let values = Self.tree(##"{"badge": {"bg": {"$value": "#0000ff"}, "size": {"$type": "number", "$value": 14}}}"##, file: "theme.json")
        var base = propertiesFirst ? properties : values
        var merger = TreeMerger(redefinition: .warn)
        merger.merge(propertiesFirst ? values : properties, into: &base)
        let set = TokenSet(flattening: base)
        #expect(set.definitions.map(\.path.description) == ["badge.bg", "badge.size"])
        let bg = try #require(set[TokenPath(["badge", "bg"])])
        #expect(bg.node.metadata.type?.value == "color")
        #expect(bg.node.metadata.description == "Badge fill")
        #expect(bg.node.metadata.extensions != nil)
        #expect(bg.node.value?.json.stringValue == "#0000ff")
        // Where both write `$type`, the later file's is the token's.
        #expect(set[TokenPath(["badge", "size"])]?.node.metadata.type?.value == (propertiesFirst ? "number" : "dimension"))
        #expect(merger.diagnostics.map { "\($0.location!.file):\($0.location!.position) \($0.code.rawValue) \($0.notes.map { "\($0.location!.file):\($0.location!.position)" })" } == [
            "theme.json:1:12 legacy-mapping [\"components.json:1:12\"]", "theme.json:1:41 legacy-mapping [\"components.json:1:103\"]",
        ])
        var strict = TreeMerger(redefinition: .warn)
        strict.lenient = false
        var again = propertiesFirst ? properties : values
        strict.merge(propertiesFirst ? values : properties, into: &again)
        #expect(strict.diagnostics.map(\.severity) == [.error, .error])
    }
}
