import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// The real token sets in `../shared/corpus` (see its INDEX.md), read the way `tokenc validate`
/// reads them. Every corpus test is `.enabled(if: Corpus.isPresent, Corpus.absent)`, so a
/// checkout without `../shared` skips them with that message.
///
/// Sets left out, and why:
/// - `dtcg-test-suite`: its format tests are `DTCGConformanceTests`; its resolver tests wait for
///   the resolver.
/// - `dtcg-schemas-2025.10`: JSON Schemas, not token files.
/// - `spectrum-tokens`: Adobe's own format, typed by a `$schema` URL per token with modes as
///   `sets` inside tokens; neither the format nor Style Dictionary / Tokens Studio, so tokenc
///   reads every token as untyped.
/// - `spectrum-design-data-conformance`: fixtures for Adobe's cascade format and its own rules
///   (SPEC-001…), not token files.
/// - `material-tokens-dsp/dsp/{dsp.json,data/}`: Design Systems Package entities (a list of
///   `{class, type, id, name, value}` records), not a token tree. Its Style Dictionary export is
///   tested (`LegacyCorpusTests`).
/// - The spec's eleven `*.jsonc` blocks (JSON with comments, read as JSON5): not yet sorted into
///   valid and invalid examples as the `*.json` blocks are.
enum Corpus {
    static let isPresent = TestPaths.corpus != nil
    static let absent = "../shared/corpus is absent"

    static func path(_ relative: String) -> String {
        TestPaths.corpus!.appendingPathComponent(relative).path
    }

    /// `tokenc validate --tokens <corpus>/<relative>`.
    static func validate(_ relative: String, strict: Bool = false, ignoring ignoredTypes: Set<String> = []) -> ValidationReport {
        validateTokens(at: path(relative), options: ReaderOptions(strict: strict, ignoredTypes: ignoredTypes))
    }

    /// Reads the files in the order given, each layered over the ones before (later definitions
    /// win silently), and resolves the result: a resolver's set of sources, or a theme over its
    /// base, which folder discovery cannot put together. Paths may name folders.
    static func layered(_ relatives: [String], strict: Bool = false, ignoring ignoredTypes: Set<String> = []) -> ValidationReport {
        var files: [String] = []
        for relative in relatives {
            if case .success(let found) = TokenFiles.discover(at: path(relative)) { files += found.base }
        }
        let plan = ResolutionPlan(
            layers: [ResolutionLayer(name: "sources", kind: .set(files.map { .file($0, referencedAt: nil) }), location: nil)],
            origin: path(relatives[0]))
        return validateTokens(plan, files: files, options: ReaderOptions(strict: strict, ignoredTypes: ignoredTypes))
    }
}

extension ValidationReport {
    /// The errors as `code file:line:column`, with the file relative to `<corpus>/<folder>/`.
    func errors(under folder: String) -> [String] {
        diagnostics.filter { $0.severity == .error }.map { Self.entry($0, under: folder) }
    }

    /// How many warnings there are of each code.
    var warningCounts: [String: Int] {
        diagnostics.filter { $0.severity == .warning }.reduce(into: [:]) { $0[$1.code.rawValue, default: 0] += 1 }
    }

    /// How many errors there are of each code.
    var errorCounts: [String: Int] {
        diagnostics.filter { $0.severity == .error }.reduce(into: [:]) { $0[$1.code.rawValue, default: 0] += 1 }
    }

    /// The warnings that say how a deviation from the format was read: a guess, a non-standard
    /// value or type, a type taken from the path or the value. The same in either file shape.
    var readings: [Diagnostic] {
        diagnostics.filter { $0.severity == .warning && Self.readingCodes.contains($0.code) }
    }

    private static let readingCodes: Set<DiagnosticCode> = [.legacyMapping, .nonStandardValue, .nonStandardType, .missingType]

    func diagnostics(_ code: DiagnosticCode) -> [Diagnostic] {
        diagnostics.filter { $0.code == code }
    }

    /// Every error, for the message of a failed expectation.
    var errorSummary: String {
        diagnostics.filter { $0.severity == .error }.prefix(20).map { "\($0.location?.description ?? "-") \($0.message) [\($0.code)]" }.joined(separator: "\n")
    }

    private static func entry(_ diagnostic: Diagnostic, under folder: String) -> String {
        guard let location = diagnostic.location else { return "\(diagnostic.code) -" }
        let prefix = Corpus.path(folder) + "/"
        let file = location.file.hasPrefix(prefix) ? String(location.file.dropFirst(prefix.count)) : location.file
        return "\(diagnostic.code) \(file):\(location.line):\(location.column)"
    }
}

extension TokenValue {
    var dimension: DimensionValue? { if case .dimension(let v) = self { v } else { nil } }
    var color: ColorValue? { if case .color(let v) = self { v } else { nil } }
    var typography: TypographyValue? { if case .typography(let v) = self { v } else { nil } }
    var shadow: ShadowValue? { if case .shadow(let v) = self { v } else { nil } }
    var number: NumberLiteral? { if case .number(let v) = self { v } else { nil } }
    var string: String? { if case .string(let v) = self { v } else { nil } }
    var fontWeight: FontWeightValue? { if case .fontWeight(let v) = self { v } else { nil } }
    var fontFamily: FontFamilyValue? { if case .fontFamily(let v) = self { v } else { nil } }
    var duration: DurationValue? { if case .duration(let v) = self { v } else { nil } }
}

extension DimensionValue {
    /// `"16px"`, for comparing with what a file wrote.
    var css: String { "\(value.text)\(unit.rawValue)" }
}

extension ColorValue {
    /// The sRGB channels in 0…255, rounded, for comparing with what a file wrote.
    var bytes: [Int] {
        components.map { if case .number(let n) = $0 { Int((n.value * 255).rounded()) } else { -1 } }
    }
}
