import Foundation
import Testing
@testable import TokencCLI
@testable import TokenModel
@testable import SwiftOutput

/// What a run says it lost: the left-out count by cause in every summary, `--verbose`'s list,
/// the error for a theme that lost everything or a whole type, and the opt-in that leaves broken
/// references out.
struct LossReportingTests {
    /// A folder holding `tokens/t.tokens.json` with `json`, and `tokenc.json` when given.
    private func project(_ json: String, config: String? = nil) throws -> URL {
        let folder = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try json.write(to: folder.appendingPathComponent("tokens/t.tokens.json"), atomically: true, encoding: .utf8)
        if let config { try config.write(to: folder.appendingPathComponent("tokenc.json"), atomically: true, encoding: .utf8) }
        return folder
    }

    private static let mixed = """
        {
          "color": { "$type": "color", "bg": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
            "fg": { "$value": "{color.missing}" },
            "link": { "$value": "{color.fg}" } },
          "space": { "$type": "dimension", "sm": { "$value": { "value": 4, "unit": "px" } }, "lg": { "$value": "hypot({space.sm}, 4)" } },
          "motion": { "$type": "x-spring", "soft": { "$value": 1 } }
        }
        """

    @Test func validateCountsWhatIsLeftOutByCause() throws {
        let folder = try project(Self.mixed.replacingOccurrences(of: "{color.missing}", with: "{color.bg}"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tokens/t.tokens.json").path
        let run = runTokenc(["validate", "--tokens", folder.appendingPathComponent("tokens").path])
        #expect(run.code == .success)
        #expect(run.standardOutput == "validated 4 tokens in 1 file, 2 left out (maths: 1, unknown type: 1)\n")
        #expect(run.standardError == """
            \(file):5:104: warning: 'space.lg' is left out of the theme: "hypot({space.sm}, 4)" puts references inside an expression, which tokenc does not evaluate; write the computed value, or a reference alone such as "{space.sm}" [left-out]
            \(file):6:24: warning: 'motion.soft' is left out of the theme: unknown type 'x-spring' (name deliberate custom types with --ignore-type) [left-out]
            2 warnings

            """)
        let verbose = runTokenc(["validate", "--verbose", "--tokens", folder.appendingPathComponent("tokens").path])
        #expect(verbose.standardOutput.hasSuffix("""
            left out space.lg (maths)
            left out motion.soft (unknown type)
            validated 4 tokens in 1 file, 2 left out (maths: 1, unknown type: 1)

            """))
    }

    /// `"brokenReferences": "leave-out"`: the token and those that reference it are left out with
    /// a warning each, counted as broken references; `--strict` keeps the format's error.
    @Test func brokenReferencesCanBeLeftOut() throws {
        let folder = try project(Self.mixed, config: #"{ "brokenReferences": "leave-out" }"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("tokenc.json").path
        let file = folder.appendingPathComponent("tokens/t.tokens.json").path
        let tokens = folder.appendingPathComponent("tokens").path
        let run = runTokenc(["build", "--verbose", "--config", config, "--tokens", tokens, "--output", folder.appendingPathComponent("Generated").path])
        #expect(run.code == .success)
        #expect(run.standardError == """
            \(file):3:23: warning: 'color.fg' is left out of the theme: its reference '{color.missing}' names no token (left out as "brokenReferences": "leave-out" in tokenc.json asks) [left-out]
            \(file):4:25: warning: 'color.link' is left out of the theme: it references '{color.fg}', which is left out (its reference '{color.missing}' names no token (left out as "brokenReferences": "leave-out" in tokenc.json asks)) [left-out]
            \(file):5:104: warning: 'space.lg' is left out of the theme: "hypot({space.sm}, 4)" puts references inside an expression, which tokenc does not evaluate; write the computed value, or a reference alone such as "{space.sm}" [left-out]
            \(file):6:24: warning: 'motion.soft' is left out of the theme: unknown type 'x-spring' (name deliberate custom types with --ignore-type) [left-out]
            4 warnings

            """)
        #expect(run.standardOutput.contains("""
            left out color.fg (broken reference)
            left out color.link (broken reference)
            left out space.lg (maths)
            left out motion.soft (unknown type)
            built 2 tokens (1 theme), 4 left out (broken reference: 2, maths: 1, unknown type: 1) into \(folder.appendingPathComponent("Generated").path): 16 files written, 0 unchanged in
            """))

        let strict = runTokenc(["validate", "--strict", "--config", config, "--tokens", tokens])
        #expect(strict.code == .failure)
        #expect(strict.standardError.contains("\(file):3:23: error: '{color.missing}' names no token [broken-reference]\n"))

        let without = runTokenc(["validate", "--tokens", tokens])
        #expect(without.code == .failure)
        #expect(without.standardError.contains("\(file):3:23: error: '{color.missing}' names no token [broken-reference]\n"))
    }

    @Test func brokenReferencesTakesOnlyItsTwoValues() throws {
        let folder = try project(Self.mixed, config: "{\n  \"brokenReferences\": \"ignore\"\n}")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("tokenc.json").path
        let run = runTokenc(["validate", "--config", config])
        #expect(run.code == .failure)
        #expect(run.standardError.hasPrefix(
            "\(config):2:23: error: 'brokenReferences' must be \"error\" or \"leave-out\", found \"ignore\" [invalid-config]\n"))
    }

    /// Every token of a tool's own type: every token is left out, and that is an error, not an
    /// empty success.
    @Test func aThemeThatLosesEveryTokenIsAnError() throws {
        let folder = try project("""
            {
              "haptic": { "$type": "x-haptic", "tap": { "$value": "light" }, "press": { "$value": "{haptic.tap}" } }
            }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tokens/t.tokens.json").path
        let run = runTokenc(["build", "--tokens", folder.appendingPathComponent("tokens").path, "--output", folder.appendingPathComponent("Generated").path])
        #expect(run.code == .failure)
        #expect(run.standardError.contains(
            "\(file):2:24: error: all 2 tokens are left out (unknown type: 2), so the theme would be empty; fix the causes the left-out warnings give, or name a tool's own types with --ignore-type [all-left-out]\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    }

    /// Every dimension lost to a CSS expression and a unit: an error at the first of them, naming the causes.
    @Test func aThemeThatLosesAWholeTypeIsAnError() throws {
        let folder = try project("""
            {
              "color": { "$type": "color", "bg": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } },
              "space": { "$type": "dimension", "sm": { "$value": "hypot({space.base}, 2)" }, "md": { "$value": "{space.sm}" }, "base": { "$value": "10vw" } }
            }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tokens/t.tokens.json").path
        let run = runTokenc(["validate", "--tokens", folder.appendingPathComponent("tokens").path])
        #expect(run.code == .failure)
        #expect(run.standardError.contains(
            "\(file):3:54: error: all 3 dimension tokens are left out (maths: 2, unit: 1), so the theme would have none; fix the causes the left-out warnings give, or name a tool's own types with --ignore-type [all-left-out]\n"))
    }

    /// Every line height lost to values only a web page computes (`clamp(…)`, a viewport unit):
    /// no error, the rest of the theme builds, and the summary counts them.
    @Test func aTypeLostOnlyToWebValuesIsNoError() throws {
        let folder = try project("""
            {
              "color": { "$type": "color", "bg": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } },
              "space": { "$type": "dimension", "sm": { "$value": "clamp(1rem, 2vw, 3rem)" }, "md": { "$value": "{space.sm}" }, "base": { "$value": "10vw" } }
            }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = runTokenc(["validate", "--tokens", folder.appendingPathComponent("tokens").path])
        #expect(run.code == .success)
        #expect(!run.standardError.contains("[all-left-out]"))
        #expect(run.standardOutput == "validated 1 token in 1 file, 3 left out (CSS function: 2, unit: 1)\n", "\(run.standardOutput)")
    }

    /// Preview and resolver take the reading options every command takes.
    @Test func everyCommandTakesTheReadingOptions() throws {
        let folder = try project(Self.mixed.replacingOccurrences(of: "{color.missing}", with: "{color.bg}"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = folder.appendingPathComponent("tokens").path
        let preview = runTokenc(["preview", "--tokens", tokens, "--ignore-type", "x-spring", "--output", folder.appendingPathComponent("p.html").path])
        #expect(preview.code == .success)
        #expect(preview.standardOutput.hasSuffix("4 tokens in 1 permutation, 2 left out (maths: 1, ignored type: 1)\n"))
        let strictPreview = runTokenc(["preview", "--strict", "--tokens", tokens, "--output", "-"])
        #expect(strictPreview.code == .failure)
        let resolver = runTokenc(["resolver", "--strict", "--ignore-type", "x-spring", "--tokens", tokens])
        #expect(resolver.code == .success)
    }
}
