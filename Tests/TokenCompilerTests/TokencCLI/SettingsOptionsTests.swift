import Testing
@testable import SwiftOutput
@testable import TokencBenchSupport
@testable import TokencCLI
@testable import TokenModel

/// The command line's settings read into typed values, each value that makes no sense a usage
/// error before any file is read.
@Suite struct SettingsOptionsTests {
    private func options(_ values: [String: [String]], flags: Set<String> = [], command: String = "build") throws(UsageError) -> SettingsOptions {
        try SettingsOptions(ParsedArguments(flags: flags, values: values), commandName: command)
    }

    private func usageError(_ values: [String: [String]], command: String = "build") -> String? {
        do {
            _ = try options(values, command: command)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func everyOptionIsReadAsItsType() throws {
        let read = try options(
            [
                "config": ["a.json", "tokenc.json"], "tokens": ["design"], "output": ["Out"], "access": ["internal"],
                "rem-base": ["10.5"], "asset-catalog": ["Out/Colors.xcassets"], "brand": ["nova"],
                "ignore-type": ["x-spring", "asset"], "exclude": ["fonts/**"],
            ],
            flags: ["strict", "no-previews", "live"])
        var expected = SettingsOptions()
        expected.config = "tokenc.json"
        expected.tokens = "design"
        expected.output = "Out"
        expected.access = .internal
        expected.remBase = 10.5
        expected.assetCatalog = "Out/Colors.xcassets"
        expected.brand = "nova"
        expected.strict = true
        expected.noPreviews = true
        expected.live = true
        expected.ignoreTypes = ["x-spring", "asset"]
        expected.exclude = [PathPattern("fonts/**")]
        expected.writesOutput = true
        #expect(read == expected)
        #expect(try options([:]) == { var none = SettingsOptions(); none.writesOutput = true; return none }())
    }

    /// Only `build` writes the output folders, and not when it lists its files; only `build` goes live.
    @Test func onlyABuildWritesAndGoesLive() throws {
        #expect(try options([:], flags: ["live"]).live)
        #expect(try options([:], flags: ["live"], command: "check").live == false)
        #expect(try options([:], flags: ["print-inputs"]).writesOutput == false)
        #expect(try options([:], flags: ["print-outputs"]).writesOutput == false)
        for command in ["check", "validate", "preview", "dump", "resolver"] {
            #expect(try options([:], command: command).writesOutput == false, "\(command)")
        }
    }

    @Test(arguments: [
        (["access": ["private"]], "'--access' must be public or internal, not 'private'"),
        (["rem-base": ["0"]], "'--rem-base' must be a positive number of points up to 1000, such as 16, not '0'"),
        (["rem-base": ["-16"]], "'--rem-base' must be a positive number of points up to 1000, such as 16, not '-16'"),
        (["rem-base": ["nan"]], "'--rem-base' must be a positive number of points up to 1000, such as 16, not 'nan'"),
        (["rem-base": ["inf"]], "'--rem-base' must be a positive number of points up to 1000, such as 16, not 'inf'"),
        (["rem-base": ["16px"]], "'--rem-base' must be a positive number of points up to 1000, such as 16, not '16px'"),
        (["asset-catalog": ["Colors"]], #"'--asset-catalog' must be a folder named <name>.xcassets, such as "Generated/Assets.xcassets", not "Colors""#),
        (["exclude": [""]], "'--exclude' must name files under the tokens folder, such as 'fonts/**', not ''"),
    ])
    func aValueThatMakesNoSenseIsAUsageError(values: [String: [String]], message: String) {
        #expect(usageError(values) == message)
    }

    /// Any rem base in range is read as the number written, over generated values.
    @Test func everyRemBaseInRangeIsReadAsWritten() throws {
        var generator = SplitMix64(seed: 0x5E77)
        for _ in 0..<500 {
            let value = Double(Int.random(in: 1...1_000_000, using: &generator)) / Double([1, 10, 100, 1000].randomElement(using: &generator)!)
            guard value <= NumberLiteral.maximumRemBase else { continue }
            #expect(try options(["rem-base": [String(value)]]).remBase == value)
        }
        #expect(usageError(["rem-base": [String(NumberLiteral.maximumRemBase.nextUp)]]) != nil)
    }
}
