import TokenJSON

/// One problem found in the input, with where it is and the places related to it.
package struct Diagnostic: Sendable, Hashable {
    package enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    /// A related place: the first definition of a duplicate, each member of a cycle.
    package struct Note: Sendable, Hashable {
        package var message: String
        package var location: SourceLocation?

        package init(_ message: String, at location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    package var severity: Severity
    package var code: DiagnosticCode
    package var message: String
    /// Where the problem is; `nil` only for problems with no file (an unreadable tokens path).
    package var location: SourceLocation?
    package var notes: [Note]
    /// The token a `broken-reference` error names, so that a later stage can say where a source
    /// the plan does not apply defines it.
    package var reference: TokenPath?
    /// The token a `left-out` warning leaves out, so that the summary can count what was lost.
    package var leftOut: LeftOutToken?
    /// True for a warning of a kind `--strict` makes an error that the format allows here (a
    /// resolver document's documentation written twice): it stays a warning.
    package var allowedByFormat = false

    package init(
        _ severity: Severity,
        _ code: DiagnosticCode,
        _ message: String,
        at location: SourceLocation?,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
    }

    package static func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, notes: notes)
    }

    package static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, notes: notes)
    }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error.
    package var containsErrors: Bool { contains { $0.severity == .error } }

    /// Diagnostics in the order they are reported: by file, line and column, then by code.
    package func sortedForReporting() -> [Diagnostic] {
        enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return true
            case (_?, nil): return false
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }
}

/// A diagnostic can end an operation on its own (an unreadable tokens path).
extension Diagnostic: Error {}
