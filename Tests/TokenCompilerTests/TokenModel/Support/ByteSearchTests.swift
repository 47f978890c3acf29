import Testing
@testable import TokenCompiler

@Suite struct ByteSearchTests {
    @Test(arguments: [
        ("corner-radius", "radius", true),
        ("radius", "radius", true),
        ("radiu", "radius", false),
        ("rradius", "radius", true),
        ("cornerRadius", "radius", false),
        ("line\nbreak", "\n", true),
        ("no break", "\n", false),
        ("", "x", false),
        ("anything", "", true),
        ("größe-radius", "radius", true),
        ("aab", "ab", true),
    ])
    func findsFragmentsByBytes(text: String, fragment: String, expected: Bool) {
        #expect(text.containsBytes(fragment) == expected)
    }
}
