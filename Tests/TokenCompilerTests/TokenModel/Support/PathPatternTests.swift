import Testing
@testable import TokenModel

/// `.gitignore`-style patterns for `"exclude"` and `--exclude`.
@Suite struct PathPatternTests {
    @Test(arguments: [
        ("index.json", "index.json", true),
        ("index.json", "typography/editorial/index.json", true),
        ("index.json", "index.json.bak", false),
        ("fonts", "fonts/startribune.json", true),
        ("fonts", "a/fonts/b/c.json", true),
        ("fonts/", "fonts/startribune.json", true),
        ("fonts/", "fonts", false),
        ("fonts/*.json", "fonts/a.json", true),
        ("fonts/*.json", "fonts/sub/a.json", false),
        ("fonts/*.json", "x/fonts/a.json", false),
        ("fonts/**", "fonts/sub/a.json", true),
        ("**/old.json", "old.json", true),
        ("**/old.json", "a/b/old.json", true),
        ("legacy/**/old.json", "legacy/old.json", true),
        ("legacy/**/old.json", "legacy/a/b/old.json", true),
        ("legacy/**/old.json", "other/legacy/old.json", false),
        ("*.schema.json", "a/b.schema.json", true),
        ("*.schema.json", "b.tokens.json", false),
        ("?.json", "a.json", true),
        ("?.json", "ab.json", false),
        ("/colors.json", "colors.json", true),
        ("/colors.json", "sub/colors.json", false),
        ("./colors.json", "colors.json", true),
        ("a*b*c", "axxbyyc", true),
        ("a*b*c", "axxbyy", false),
    ])
    func matchesAsGitignoreDoes(pattern: String, path: String, expected: Bool) {
        #expect(PathPattern(pattern).matches(path.split(separator: "/").map(String.init)) == expected)
    }

    /// Over generated paths: the path itself, anchored, names it and nothing beside it; its file
    /// name names it at any depth; `**` before it names it below any folders; a `*` in place of
    /// any one name still names it.
    @Test func generatedPathsAreNamedByThemselves() {
        var generator = SystemRandomNumberGenerator()
        let names = ["a", "b", "colors", "x.json", "a.b", "ü", "-", "dark mode"]
        for _ in 0..<500 {
            let path = (0..<Int.random(in: 1...5, using: &generator)).map { _ in names.randomElement(using: &generator)! }
            let text = path.joined(separator: "/")
            #expect(PathPattern("/" + text).matches(path), "\(text)")
            #expect(PathPattern(path.last!).matches(path), "\(text)")
            #expect(PathPattern("**/" + text).matches(["z"] + path), "\(text)")
            #expect(!PathPattern("/" + text).matches(["z"] + path), "\(text)")
            let starred = path.indices.randomElement(using: &generator)!
            var pattern = path
            pattern[starred] = "*"
            #expect(PathPattern("/" + pattern.joined(separator: "/")).matches(path), "\(text)")
        }
    }

    @Test(arguments: ["", "/", "//", "./"])
    func emptyPatternsNameNothing(text: String) {
        #expect(PathPattern(text).namesNothing)
        #expect(!PathPattern(text).matches(["a.json"]))
    }

    /// A long run of stars is linear to match, not exponential.
    @Test func manyStarsMatchQuickly() {
        let pattern = PathPattern(String(repeating: "*a", count: 200) + "b")
        #expect(!pattern.matches([String(repeating: "a", count: 2000)]))
    }
}
