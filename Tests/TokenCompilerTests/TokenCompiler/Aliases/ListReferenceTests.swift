import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import SwiftOutput

/// Shadow and gradient lists may reference tokens of their own type, one element each: the
/// format's "no flattening" rule.
@Suite struct ListReferenceTests {
    static func report(_ json: String) -> ValidationReport {
        validateJSON(json, file: "list.json")
    }

    static let stops = """
        {"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 0},
        {"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "position": 1}
        """

    @Test func aSingleStopReferenceIsSplicedIn() throws {
        let report = Self.report("""
            {"g": {"$type": "gradient",
              "one": {"$value": [{"color": {"colorSpace": "srgb", "components": [0, 1, 0]}, "position": 0.5}]},
              "three": {"$value": [\(Self.stops), "{g.one}"]}}}
            """)
        #expect(report.diagnostics == [])
        let three = try #require(report.tokens.tokens.first { $0.path.description == "g.three" })
        guard case .gradient(let gradient) = three.value else { throw Failure("not a gradient") }
        #expect(gradient.stops.map(\.position.text) == ["0", "1", "0.5"])
    }

    @Test func aReferenceToSeveralStopsIsAnErrorAtTheReference() {
        let report = Self.report("""
            {"g": {"$type": "gradient",
              "two": {"$value": [\(Self.stops)]},
              "bad": {"$value": ["{g.two}"]}}}
            """)
        #expect(report.diagnostics.map { "\($0.code) \($0.location!.line):\($0.location!.column)" } == ["invalid-value 4:22"])
        #expect(report.diagnostics.first?.message == "an element of a gradient list must be one stop, but this reference has 2")
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
