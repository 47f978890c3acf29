import Foundation
import Testing
import struct TokencBenchSupport.SplitMix64
@testable import TokenCompiler

/// The generated core layer's font matching, compiled and run: the Dynamic Type text style of
/// every size around every boundary, and the standard weight of every weight around every step,
/// against the rule worked out here from Apple's default sizes (not from the generated switch).
@Suite struct FontMatchingTests {
    /// Apple's text styles and their default sizes at the Large setting on iOS (Human Interface
    /// Guidelines, "Typography", Dynamic Type sizes).
    static let defaultSizes: [(style: String, size: Double)] = [
        ("caption2", 11), ("caption", 12), ("footnote", 13), ("subheadline", 15), ("callout", 16),
        ("body", 17), ("title3", 20), ("title2", 22), ("title", 28), ("largeTitle", 34),
    ]

    /// The style whose default size is nearest `size`; on a tie, the larger.
    static func nearestStyle(_ size: Double) -> String {
        defaultSizes.min { a, b in
            let (da, db) = (abs(a.size - size), abs(b.size - size))
            return da != db ? da < db : a.size > b.size
        }!.style
    }

    /// The nearest multiple of 100 in 100…900; on a tie, the heavier.
    static func standardWeight(_ value: Double) -> Int {
        (1...9).map { $0 * 100 }.min { a, b in
            let (da, db) = (abs(Double(a) - value), abs(Double(b) - value))
            return da != db ? da < db : a > b
        }!
    }

    /// Each boundary value, a hair either side of it, and random values across the range.
    static func probes(around points: [Double], range: ClosedRange<Double>, seed: UInt64) -> [Double] {
        var random = SplitMix64(seed: seed)
        let near = points.flatMap { [$0 - 0.001, $0, $0 + 0.001] }
        let spread = (0..<200).map { _ in range.lowerBound + Double(random.below(100_000)) / 100_000 * (range.upperBound - range.lowerBound) }
        return near + spread
    }

    @Test func everySizeBoundaryAndEveryWeightStepRunAsTheRuleSays() throws {
        let sizes = Self.defaultSizes.map(\.size)
        let midpoints = zip(sizes, sizes.dropFirst()).map { ($0 + $1) / 2 }
        let sizeProbes = Self.probes(around: sizes + midpoints + [0, -5, 200], range: 0...60, seed: 17)
        let weightSteps = (1...9).map { Double($0 * 100) }
        let weightProbes = Self.probes(around: weightSteps + weightSteps.map { $0 + 50 } + [1, 1000], range: 1...1000, seed: 18)
        let main = """
            for size in \(sizeProbes) as [Double] {
                print("size", size, ThemeTypography(fontFamily: ["Inter"], fontSize: size, fontWeight: 400, letterSpacing: 0, lineHeight: 1).nearestTextStyle)
            }
            for weight in \(weightProbes) as [Double] {
                print("weight", weight, ThemeFontWeight(value: weight).standardWeight)
            }
            """
        let run = try GeneratedCode.run(EmitFixtures.sources(EmitFixtures.repository.files), main: main)
        #expect(run.status == 0, Comment(rawValue: run.output))
        let lines = run.output.split(separator: "\n").map(String.init)
        let expected = sizeProbes.map { "size \($0) \(Self.nearestStyle($0))" } + weightProbes.map { "weight \($0) \(Self.standardWeight($0))" }
        #expect(lines.count == expected.count)
        for (line, wanted) in zip(lines, expected) {
            #expect(line == wanted)
        }
    }
}
