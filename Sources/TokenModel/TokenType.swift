/// The types of the DTCG 2025.10 format, the two common extensions read leniently, and the types
/// tokenc declares through its own `dev.tokenc` extensions (``ExtensionType``).
package enum TokenType: Sendable, Hashable, CaseIterable, CustomStringConvertible {
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
    /// A type the format has no place for, declared on a group through tokenc's extension
    /// namespace (`"$extensions": {"dev.tokenc.symbol": {…}}`), as the format lets a tool do.
    case extended(ExtensionType)

    /// The types a file names in `$type`: the format's and the lenient extensions.
    package static let written: [TokenType] = [
        .color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number, .strokeStyle, .border,
        .transition, .shadow, .gradient, .typography, .string, .boolean,
    ]

    package static var allCases: [TokenType] { written + ExtensionType.allCases.map(TokenType.extended) }

    /// The type `$type` names: the format's types and the lenient extensions. Nil for any other
    /// name, tokenc's extension types included: those are declared through their extension.
    package init?(rawValue: String) {
        guard let type = Self.written.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = type
    }

    /// The type's name: as `$type` spells it, or, for an extension type, the name after `dev.tokenc.`.
    package var rawValue: String {
        switch self {
        case .color: "color"
        case .dimension: "dimension"
        case .fontFamily: "fontFamily"
        case .fontWeight: "fontWeight"
        case .duration: "duration"
        case .cubicBezier: "cubicBezier"
        case .number: "number"
        case .strokeStyle: "strokeStyle"
        case .border: "border"
        case .transition: "transition"
        case .shadow: "shadow"
        case .gradient: "gradient"
        case .typography: "typography"
        case .string: "string"
        case .boolean: "boolean"
        case .extended(let type): type.name
        }
    }

    /// True for the types the format defines; false for the lenient extensions and tokenc's own.
    package var isStandard: Bool {
        switch self {
        case .string, .boolean, .extended: false
        default: true
        }
    }

    package var description: String { rawValue }
}
