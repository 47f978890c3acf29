import Foundation
import Testing
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel

/// A place in a fixture: in the fixture file itself, or (`in:`) in one file of a folder fixture.
struct Place: Sendable, Hashable, CustomStringConvertible {
    var file: String?
    var line: Int
    var column: Int

    init(_ line: Int, _ column: Int, in file: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    var description: String { "\(file.map { $0 + ":" } ?? "")\(line):\(column)" }
}

/// One diagnostic a fixture must produce.
struct ExpectedDiagnostic: Sendable {
    var severity: Diagnostic.Severity
    var code: DiagnosticCode
    var place: Place
    var notes: [Place]
    /// A part of the message worth pinning down (a suggestion, a cycle's chain).
    var message: String?

    static func error(
        _ code: DiagnosticCode, _ line: Int, _ column: Int, in file: String? = nil, notes: [Place] = [], message: String? = nil
    ) -> ExpectedDiagnostic {
        ExpectedDiagnostic(severity: .error, code: code, place: Place(line, column, in: file), notes: notes, message: message)
    }

    static func warning(
        _ code: DiagnosticCode, _ line: Int, _ column: Int, in file: String? = nil, notes: [Place] = [], message: String? = nil
    ) -> ExpectedDiagnostic {
        ExpectedDiagnostic(severity: .warning, code: code, place: Place(line, column, in: file), notes: notes, message: message)
    }

    /// What the comparison shows: `b.json:3:5 warning [duplicate-token] notes a.json:4:5`.
    var summary: String {
        Self.summary(severity, code, place, notes)
    }

    static func summary(_ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ place: Place, _ notes: [Place]) -> String {
        "\(place) \(severity.rawValue) [\(code)]" + (notes.isEmpty ? "" : " notes " + notes.map(\.description).joined(separator: ", "))
    }
}

/// A fixture with the options it is read with and every diagnostic it must produce (for a valid
/// fixture, only lowering's warnings about the Swift it would generate).
struct FixtureCase: Sendable, CustomTestStringConvertible {
    /// `<topic>/<name>` inside `valid/` or `invalid/`.
    var fixture: String
    var isValid: Bool
    var strict: Bool
    var ignoredTypes: [String]
    var expected: [ExpectedDiagnostic]

    /// An invalid fixture and what it reports; `strict` and `ignoring` are the command-line options.
    init(_ fixture: String, strict: Bool = false, ignoring: [String] = [], _ expected: ExpectedDiagnostic...) {
        self.fixture = fixture
        self.isValid = false
        self.strict = strict
        self.ignoredTypes = ignoring
        self.expected = expected
    }

    /// A valid fixture: nothing to report in reading and resolving; `lowering` are the warnings
    /// about the Swift it generates (a color clipped to Display P3).
    init(valid fixture: String, ignoring: [String] = [], lowering: [ExpectedDiagnostic] = []) {
        self.fixture = fixture
        self.isValid = true
        self.strict = false
        self.ignoredTypes = ignoring
        self.expected = lowering
    }

    var testDescription: String {
        ([(isValid ? "valid/" : "invalid/") + fixture] + (strict ? ["--strict"] : []) + ignoredTypes.map { "--ignore-type \($0)" })
            .joined(separator: " ")
    }

    var path: String { ReaderFixtures.path((isValid ? "valid/" : "invalid/") + fixture) }
    var options: ReaderOptions { ReaderOptions(strict: strict, ignoredTypes: Set(ignoredTypes)) }
    var expectsError: Bool { expected.contains { $0.severity == .error } }

    /// `tokenc` arguments that validate the fixture with its options.
    var commandLine: [String] {
        ["validate", "--tokens", path] + (strict ? ["--strict"] : []) + ignoredTypes.flatMap { ["--ignore-type", $0] }
    }

    /// The path a diagnostic at `place` names: the fixture itself, or a file inside a folder fixture.
    func file(of place: Place) -> String {
        place.file.map { path + "/" + $0 } ?? path
    }

    /// `location` as a place relative to the fixture.
    func place(of location: TokenJSON.SourceLocation?) -> Place {
        guard let location else { return Place(0, 0, in: "(no location)") }
        let file: String?
        if location.file == path {
            file = nil
        } else if location.file.hasPrefix(path + "/") {
            file = String(location.file.dropFirst(path.count + 1))
        } else {
            file = location.file
        }
        return Place(location.line, location.column, in: file)
    }

    /// A reported diagnostic as `ExpectedDiagnostic.summary` writes an expected one.
    func summary(of diagnostic: Diagnostic) -> String {
        ExpectedDiagnostic.summary(
            diagnostic.severity, diagnostic.code, place(of: diagnostic.location), diagnostic.notes.map { place(of: $0.location) })
    }
}
