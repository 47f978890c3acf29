import Foundation
import Testing
@testable import TokenCompiler

/// The specification's own examples (`dtcg-spec-examples`): every JSON code block of the Format
/// and Color modules, read one block per file under `--strict`.
///
/// Left out: the Resolver module's blocks (resolver documents and inputs, checked when the
/// resolver exists) and the `.jsonc` blocks (JSONC is not JSON).
@Suite struct DTCGSpecExamplesCorpusTests {
    static let folder = "dtcg-spec-examples/technical-reports"

    struct Example: Sendable, CustomTestStringConvertible {
        var file: String
        /// Tokens that resolve; for blocks with errors, those that resolve despite them.
        var tokens: Int
        /// `code line:column` of each error.
        var errors: [String] = []
        var testDescription: String { file }
    }

    static let valid: [Example] = [
        .init(file: "color/color-type/01.json", tokens: 2),
        .init(file: "color/color-type/02.json", tokens: 1),
        .init(file: "color/color-type/03.json", tokens: 1),
        .init(file: "color/color-type/04.json", tokens: 1),
        .init(file: "color/color-type/05.json", tokens: 1),
        .init(file: "color/color-type/06.json", tokens: 1),
        .init(file: "color/color-type/07.json", tokens: 1),
        .init(file: "color/color-type/08.json", tokens: 1),
        .init(file: "color/color-type/09.json", tokens: 1),
        .init(file: "color/color-type/10.json", tokens: 1),
        .init(file: "color/color-type/11.json", tokens: 1),
        .init(file: "color/color-type/12.json", tokens: 1),
        .init(file: "color/color-type/13.json", tokens: 1),
        .init(file: "color/color-type/14.json", tokens: 1),
        .init(file: "color/color-type/15.json", tokens: 1),
        .init(file: "color/color-type/16.json", tokens: 1),
        .init(file: "color/color-type/17.json", tokens: 1),
        .init(file: "color/token-naming/01.json", tokens: 2),
        .init(file: "color/token-naming/02.json", tokens: 2),
        .init(file: "color/token-naming/04.json", tokens: 2),
        .init(file: "color/token-naming/05.json", tokens: 3),
        .init(file: "color/token-naming/07.json", tokens: 4),
        .init(file: "format/aliases/01.json", tokens: 2),
        .init(file: "format/aliases/03.json", tokens: 3),
        .init(file: "format/aliases/06.json", tokens: 3),
        .init(file: "format/composite-types/02.json", tokens: 1),
        .init(file: "format/composite-types/03.json", tokens: 4),
        .init(file: "format/composite-types/04.json", tokens: 1),
        .init(file: "format/composite-types/05.json", tokens: 1),
        .init(file: "format/composite-types/06.json", tokens: 5),
        .init(file: "format/composite-types/08.json", tokens: 1),
        .init(file: "format/composite-types/10.json", tokens: 1),
        .init(file: "format/composite-types/11.json", tokens: 1),
        .init(file: "format/design-token/01.json", tokens: 1),
        // Names differing only by case are valid (the text says so); tokenc warns that they
        // collide in generated code.
        .init(file: "format/design-token/02.json", tokens: 2),
        .init(file: "format/design-token/03.json", tokens: 1),
        .init(file: "format/design-token/04.json", tokens: 1),
        .init(file: "format/design-token/05.json", tokens: 1),
        .init(file: "format/design-token/06.json", tokens: 2),
        .init(file: "format/groups/04.json", tokens: 4),
        // "Empty group": a group with no tokens is valid.
        .init(file: "format/groups/12.json", tokens: 0),
        .init(file: "format/groups/17.json", tokens: 3),
        .init(file: "format/groups/19.json", tokens: 12),
        .init(file: "format/groups/20.json", tokens: 4),
        .init(file: "format/groups/21.json", tokens: 4),
        .init(file: "format/groups/22.json", tokens: 4),
        .init(file: "format/types/01.json", tokens: 2),
        .init(file: "format/types/02.json", tokens: 2),
        .init(file: "format/types/03.json", tokens: 2),
        .init(file: "format/types/04.json", tokens: 2),
        .init(file: "format/types/05.json", tokens: 2),
        .init(file: "format/types/06.json", tokens: 1),
    ]

    /// Blocks that are not valid token files on their own, each checked against the text.
    static let invalid: [Example] = [
        // Fragments: they alias tokens that other blocks of the page define (7.1.1, 7.2.1: an alias
        // must name a token of the document).
        .init(file: "color/token-naming/03.json", tokens: 0, errors: ["broken-reference 5:19", "broken-reference 10:19"]),
        .init(file: "color/token-naming/09.json", tokens: 0, errors: [
            "broken-reference 5:19", "broken-reference 8:19", "broken-reference 13:19", "broken-reference 16:19",
        ]),
        .init(file: "color/token-naming/11.json", tokens: 0, errors: [
            "broken-reference 6:21", "broken-reference 9:21", "broken-reference 14:21", "broken-reference 17:21",
        ]),
        .init(file: "format/composite-types/01.json", tokens: 0, errors: ["broken-reference 6:7", "broken-reference 8:18"]),
        .init(file: "format/composite-types/07.json", tokens: 1, errors: ["broken-reference 21:18"]),
        .init(file: "format/composite-types/09.json", tokens: 3, errors: [
            "broken-reference 59:7", "broken-reference 61:18", "broken-reference 67:7",
        ]),
        .init(file: "format/composite-types/12.json", tokens: 5, errors: ["broken-reference 45:18"]),
        .init(file: "format/composite-types/13.json", tokens: 1, errors: [
            "broken-reference 23:23", "broken-reference 24:21", "broken-reference 25:23",
        ]),
        // `"$ref": "#/colors/blue"` points at the token object, not at its value: 7.1.2 writes
        // the whole-value pointer as "#/colors/blue/$value". tokenc asks for that form.
        .init(file: "format/aliases/02.json", tokens: 2, errors: ["invalid-reference 14:15"]),
        // The same pointer to a token object, and `base` has no $type anywhere: 6.7.3 "Token is
        // invalid if no type can be determined".
        .init(file: "format/groups/14.json", tokens: 0, errors: ["missing-type 2:3", "invalid-reference 9:22"]),
        .init(file: "format/groups/13.json", tokens: 0, errors: ["missing-type 2:3"]),
        // `//` comments make these blocks JSON5 rather than JSON: read as JSON5, an error under
        // --strict. The first also has circular aliases.
        .init(file: "format/aliases/04.json", tokens: 0, errors: [
            "reference-cycle 2:20", "reference-cycle 3:20", "reference-cycle 4:20", "json5-syntax 4:28",
        ]),
        .init(file: "format/aliases/05.json", tokens: 3, errors: ["json5-syntax 13:5"]),
        .init(file: "format/groups/08.json", tokens: 5, errors: ["json5-syntax 18:5"]),
        // Typography without letterSpacing: 9.8 makes all five properties required.
        .init(file: "format/aliases/07.json", tokens: 0, errors: [
            "invalid-value 4:17", "invalid-value 15:17", "invalid-value 24:17",
        ]),
        // Plain JSON that explains pointer disambiguation: arrays and strings where a token file
        // has groups and tokens, ignored by default as Style Dictionary and Terrazzo ignore them.
        .init(file: "format/aliases/08.json", tokens: 0, errors: [
            "legacy-mapping 3:13", "legacy-mapping 5:12", "legacy-mapping 6:12",
        ]),
        // `$type: "string"` is not one of the format's types (8, 9): an error under --strict.
        .init(file: "format/groups/03.json", tokens: 3, errors: ["non-standard-type 26:29"]),
        // Extends `{button}`, which another block defines (6.4.6); without it the tokens have no
        // type (6.7.3).
        .init(file: "format/groups/05.json", tokens: 0, errors: [
            "invalid-extends 3:17", "missing-type 4:5", "missing-type 11:5",
        ]),
        // The JSON Schema spelling of $extends, shown for comparison: as a token file, `$ref`
        // makes `button-primary` a token (pointing at nothing) with children (6.1).
        .init(file: "format/groups/06.json", tokens: 0, errors: [
            "broken-reference 3:13", "token-with-children 4:5", "token-with-children 11:5",
        ]),
        // `"unit": "%"`: 8.2 allows only px and rem.
        .init(file: "format/groups/18.json", tokens: 3, errors: ["invalid-value 5:52"]),
        // A shadow whose color is written as a nested token (`$type`, `$value`) instead of a
        // color value (9.6).
        .init(file: "format/terminology/01.json", tokens: 0, errors: [
            "invalid-value 5:16", "invalid-value 6:9", "invalid-value 7:9",
        ]),
    ]

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: valid)
    func validExampleValidatesStrictly(_ example: Example) {
        let report = Corpus.validate("\(Self.folder)/\(example.file)", strict: true)
        #expect(report.errors(under: Self.folder).isEmpty, "\(report.errorSummary)")
        #expect(report.tokenCount == example.tokens)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: invalid)
    func invalidExampleGetsItsErrors(_ example: Example) {
        let report = Corpus.validate("\(Self.folder)/\(example.file)", strict: true)
        let expected = example.errors.map { entry -> String in
            let parts = entry.split(separator: " ")
            return "\(parts[0]) \(example.file):\(parts[1])"
        }
        #expect(report.errors(under: Self.folder) == expected)
        #expect(report.tokenCount == example.tokens)
    }

    /// Every JSON block of the Format and Color modules is one of the two lists.
    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func everyFormatAndColorBlockIsListed() throws {
        var files: [String] = []
        for module in ["color", "format"] {
            let root = URL(fileURLWithPath: Corpus.path("\(Self.folder)/\(module)"))
            let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let url as URL in enumerator where url.pathExtension == "json" {
                files.append(module + "/" + url.path.dropFirst(root.path.count + 1))
            }
        }
        #expect(files.sorted() == (Self.valid + Self.invalid).map(\.file).sorted())
    }
}
