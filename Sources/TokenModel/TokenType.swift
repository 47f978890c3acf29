/// The types of the DTCG 2025.10 format, plus the two common extensions read leniently.
package enum TokenType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case number
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography
    /// Not in the format: Tokens Studio and Terrazzo files use it; accepted unless `--strict`.
    case string
    /// Not in the format: Tokens Studio and Terrazzo files use it; accepted unless `--strict`.
    case boolean

    /// True for the types the format defines; false for the lenient extensions.
    package var isStandard: Bool { self != .string && self != .boolean }

    package var description: String { rawValue }
}
