import Foundation
import Testing
@testable import Lowering
@testable import TokencCLI
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Values that read without error but that no one would choose are named, with where they came
/// from; a line height that references a dimension is read as the height it is.
struct SuspiciousValueTests {
    private func validate(_ json: String, _ arguments: [String] = []) throws -> (run: CLIRun, file: String) {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t.tokens.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        return (runTokenc(["validate", "--verbose", "--tokens", file.path] + arguments), file.path)
    }

    private static let typography = """
        {
          "lh": { "$type": "dimension", "16": { "$value": { "value": 16, "unit": "px" } } },
          "opacity": { "$type": "number", "half": { "$value": 50 }, "full": { "$value": 1 } },
          "text": {
            "$type": "typography",
            "body": { "$value": { "fontFamily": "Inter", "fontSize": { "value": 10, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "{lh.16}" } },
            "tiny": { "$value": { "fontFamily": "Inter", "fontSize": { "value": 2, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 24 } },
            "huge": { "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "rem" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1 } }
          }
        }
        """

    @Test func eachSuspiciousValueIsNamedWhereItIsWritten() throws {
        let (run, file) = try validate(Self.typography)
        #expect(run.code == .success)
        #expect(run.standardError == """
            \(file):3:55: warning: 'opacity.half' is an opacity of 50, above 1 (fully opaque); if it is a percentage, write 0.5 [suspicious-value]
            \(file):6:173: warning: line height '{lh.16}' is the dimension 16px, not a multiplier; read as 16px between lines, 1.6 times the font size 10px (write 1.6) [suspicious-value]
            \(file):2:33: note: 'lh.16' is defined here
            \(file):7:62: warning: font size 2px is under 4pt; check its unit [suspicious-value]
            \(file):7:172: warning: line height 24 is a multiplier above 3: 48px between lines of 2px text; if 24 is meant as px between lines, write 12 [suspicious-value]
            \(file):8:62: warning: font size 16rem (256pt at 16 points per rem) is above 200pt; check its unit [suspicious-value]
            5 warnings

            """)
    }

    /// The line height that references a dimension becomes 1.6, not a 16× multiplier.
    @Test func aLineHeightThatReferencesADimensionIsAHeight() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t.tokens.json")
        try Self.typography.write(to: file, atomically: true, encoding: .utf8)
        let report = validateTokens(at: file.path)
        let body = report.tokens.tokens.first { $0.path == TokenPath(["text", "body"]) }
        guard case .typography(let typography)? = body?.value else {
            Issue.record("text.body did not resolve")
            return
        }
        #expect(typography.lineHeight.value == 1.6)
    }

    /// In a Tokens Studio file a line height above 3 is pixels between lines, as the plugin applies
    /// it: 24 over a 16px font is 1.5; in a format file, and under `--strict`, the format's
    /// multiplier stays, with the warning.
    @Test func aLineHeightAboveThreeInATokensStudioFileIsAHeight() throws {
        let legacy = #"{ "t": { "type": "typography", "value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": "400", "letterSpacing": "0", "lineHeight": "24" } } }"#
        let format = #"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 24 } } }"#
        for (json, strict, expected) in [(legacy, false, 1.5), (format, false, 24.0), (format, true, 24.0)] {
            let report = buildJSON(json, strict: strict)
            guard case .typography(let typography)? = report.theme.tokens.first?.values[0].value else {
                Issue.record("t did not resolve: \(report.diagnostics)")
                continue
            }
            #expect(typography.lineHeight.value == expected, "strict: \(strict)")
        }
        #expect(buildJSON(legacy).diagnostics.map(\.message).contains(
            "line height 24 is above 3, so it is read as 24px between lines, as Tokens Studio and Figma apply a number (as a multiplier it would set 384px between lines of 16px text): 1.5 times the font size (write 1.5)"))
    }

    /// `--strict` holds the line height to the format: a number, so the dimension is a type mismatch.
    @Test func strictKeepsTheTypeMismatch() throws {
        let (run, file) = try validate(Self.typography, ["--strict"])
        #expect(run.code == .failure)
        #expect(run.standardError.contains("\(file):6:173: error: '{lh.16}' is a dimension token, but a number is expected here [type-mismatch]\n"))
    }

    /// Plausible values say nothing.
    @Test(arguments: [(4.0, 3.0), (200.0, 1.0), (16.0, 1.5)])
    func plausibleValuesAreQuiet(_ size: Double, _ lineHeight: Double) throws {
        let (run, _) = try validate("""
            { "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": \(size), "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": \(lineHeight) } },
              "opacity": { "$type": "number", "$value": 1 } }
            """)
        #expect(run.code == .success)
        #expect(run.standardError.isEmpty)
    }
}
