import Testing
@testable import TokenCompiler

@Suite struct SparseValuesTests {
    @Test func keepsTheLastValueSetAtEachPosition() {
        var values = SparseValues<String?>()
        #expect(values.isEmpty)
        values.set("a", at: 7)
        values.set(nil, at: 3)
        values.set("b", at: 7)
        #expect(!values.isEmpty)
        #expect(values[7] == .some("b"))
        #expect(values[3] == .some(nil))
        #expect(values[5] == nil)
        #expect(values.contains(3))
        #expect(!values.contains(5))
    }
}
