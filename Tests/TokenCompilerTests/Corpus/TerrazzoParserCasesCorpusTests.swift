import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenModel

/// Terrazzo's parser unit tests (`terrazzo-parser-cases`): each case gives token documents and
/// says whether a parser must accept them. tokenc, under --strict, must reach the same verdict,
/// except where the two read the format differently (listed below, each checked against the
/// text). Terrazzo's messages and code frames are its own, so only verdicts are compared.
///
/// Left out: the two cases whose documents are YAML.
@Suite struct TerrazzoParserCasesCorpusTests {
    static let folder = "terrazzo-parser-cases"

    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var valid: Bool
        /// The documents as JSON text, in the order given, with their file names.
        var documents: [(name: String, bytes: [UInt8])]
        var testDescription: String { file }
    }

    /// Where tokenc's verdict differs from Terrazzo's, and why tokenc's follows the format.
    static let disagreements: [String: String] = [
        // Terrazzo accepts any $type; tokenc asks for custom types to be named (--ignore-type).
        "alias/7-alias/017-valid-bad-syntax-for-custom-type.json": "custom type",
        "extensions/8-link/001-valid.json": "custom type",
        // `boolean` and `string` are not types of 2025.10 (8): read only without --strict.
        "extensions/8-boolean/001-valid-true.json": "non-standard type",
        "extensions/8-boolean/002-valid-false.json": "non-standard type",
        "extensions/8-string/001-valid.json": "non-standard type",
        "extensions/8-string/002-valid-empty-string.json": "non-standard type",
        "typography/9-7-typography/009-valid-fontstyle-alias.json": "non-standard type",
        "typography/9-7-typography/010-valid-non-spec-value-string.json": "non-standard type",
        // Terrazzo accepts typography members 9.8 does not define (fontStyle, fontVariant,
        // textDecoration…); 9.2: "Adding additional sub-values … make the composite token invalid".
        "typography/9-7-typography/001-valid.json": "extra typography member",
        "typography/9-7-typography/002-valid-lineheight-number.json": "extra typography member",
        "typography/9-7-typography/003-valid-fontfamily-alias.json": "extra typography member",
        "typography/9-7-typography/004-valid-fontsize-alias.json": "extra typography member",
        "typography/9-7-typography/005-valid-fontweight-alias.json": "extra typography member",
        "typography/9-7-typography/006-valid-lineheight-alias-dimension.json": "extra typography member",
        "typography/9-7-typography/007-valid-lineheight-alias-number.json": "extra typography member",
        "typography/9-7-typography/008-valid-letterspacing-alias.json": "extra typography member",
        "typography/9-7-typography/011-valid-non-spec-value-dimension.json": "extra typography member",
        // `$extends` inside a token: the format defines it for groups only (6.4) but does not make
        // other `$` properties on a token an error; tokenc warns (unknown-property).
        "extends/extends/004-invalid-token.json": "$extends in a token is a warning",
    ]

    static let cases: [Case] = {
        guard TestPaths.corpus != nil,
              let data = FileManager.default.contents(atPath: Corpus.path("\(folder)/cases-manifest.json")),
              let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = manifest["cases"] as? [[String: Any]] else { return [] }
        return entries.compactMap { entry in
            guard let file = entry["file"] as? String,
                  let caseData = FileManager.default.contents(atPath: Corpus.path("\(folder)/\(file)")),
                  let test = try? JSONSerialization.jsonObject(with: caseData) as? [String: Any] else { return nil }
            let given: [[String: Any]]
            if let list = test["given"] as? [[String: Any]] {
                given = list
            } else if let single = test["given"] as? [String: Any] {
                given = [single]
            } else {
                return nil
            }
            var documents: [(name: String, bytes: [UInt8])] = []
            for document in given {
                guard let source = document["src"] as? [String: Any],
                      let bytes = try? JSONSerialization.data(withJSONObject: source) else { return nil }
                let name = (document["filename"] as? String).map { String($0.split(separator: "/").last ?? "") } ?? "tokens.json"
                documents.append((name, [UInt8](bytes)))
            }
            return Case(file: file, valid: test["expect"] as? String == "valid", documents: documents)
        }
    }()

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"))
    func everyJSONCaseIsRead() {
        #expect(Self.cases.count == 127)
        #expect(Self.cases.filter(\.valid).count == 55)
        #expect(Set(Self.disagreements.keys).isSubset(of: Set(Self.cases.map(\.file))))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "../shared/corpus is absent"), arguments: cases)
    func verdictMatchesTerrazzo(_ test: Case) {
        var diagnostics: [Diagnostic] = []
        let trees = test.documents.compactMap { document in
            TokenFileReader.read(bytes: document.bytes, file: document.name, diagnostics: &diagnostics)
        }
        diagnostics = validateTrees(trees, origin: test.file, options: ReaderOptions(strict: true), diagnostics: diagnostics).diagnostics
        let errors = diagnostics.filter { $0.severity == .error }
        let agrees = errors.isEmpty == test.valid
        if let reason = Self.disagreements[test.file] {
            #expect(!agrees, "listed as a disagreement (\(reason)) but tokenc agrees")
        } else {
            #expect(agrees, "Terrazzo: \(test.valid ? "valid" : "invalid"); tokenc: \(errors.map { "\($0.message) [\($0.code)]" })")
        }
    }
}
