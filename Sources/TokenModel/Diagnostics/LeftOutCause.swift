/// Why a token was left out of the theme, as the build's summary counts it
/// (`194 left out (maths: 120, unknown type: 74)`). A token left out because it references a
/// left-out token counts under that token's cause: fixing the cause brings both back.
package enum LeftOutCause: String, Sendable, Hashable, CaseIterable, Comparable {
    /// An expression tokenc does not evaluate (`"{size.base} * 2"`).
    case maths = "maths"
    /// A CSS function tokenc does not evaluate (`calc(…)`, `clamp(…)`).
    case cssFunction = "CSS function"
    /// A unit Swift has no value for (`vw`, `em`, `%`).
    case unit = "unit"
    /// A `$type` tokenc does not know (a tool's own type).
    case unknownType = "unknown type"
    /// A reference to no token, left out under `"brokenReferences": "leave-out"`.
    case brokenReference = "broken reference"
    /// A value Swift cannot represent for another reason.
    case unsupportedValue = "unsupported value"
    /// No value at all: an empty `$value` under a tool's own type, a name declared for others to
    /// fill in.
    case noValue = "no value"

    /// The name the summary gives the cause.
    package var label: String { rawValue }

    package static func < (lhs: LeftOutCause, rhs: LeftOutCause) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The token a `left-out` warning leaves out, with its cause and the type it would have had.
package struct LeftOutToken: Sendable, Hashable {
    package var path: TokenPath
    package var cause: LeftOutCause
    /// The token's type when it is known (a `dimension` whose value is an expression); nil for an
    /// unknown type or a token whose type could not be determined.
    package var type: TokenType?

    package init(path: TokenPath, cause: LeftOutCause, type: TokenType?) {
        self.path = path
        self.cause = cause
        self.type = type
    }
}
