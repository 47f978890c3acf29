import Testing
@testable import TokenCompiler
@testable import TokenJSON

@Test func diagnosticLocationPrintsLikeACompiler() {
    #expect(SourceLocation(file: "a.json", line: 3, column: 7).description == "a.json:3:7")
}
