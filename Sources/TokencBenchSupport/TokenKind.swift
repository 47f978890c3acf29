/// The kinds of token in a synthetic design system, with their share of the tokens and the
/// names their groups and tokens take.
package enum TokenKind: String, CaseIterable, Sendable {
    // The order is the order of the files and of the tokens in them; both font kinds share the
    // top-level group `font`, so they stay next to each other.
    case fontFamily, fontWeight, color, dimension, number, duration, typography, shadow, border, gradient

    /// The DTCG `$type`.
    package var type: String { rawValue }

    /// The share of all tokens; `number` takes what is left.
    var share: Double {
        switch self {
        case .color: 0.45
        case .dimension: 0.30
        case .typography: 0.10
        case .shadow, .border: 0.03
        case .duration: 0.025
        case .gradient: 0.02
        case .fontFamily, .fontWeight: 0.005
        case .number: 0
        }
    }

    /// The top-level group.
    var top: String {
        switch self {
        case .fontFamily, .fontWeight: "font"
        case .color: "color"
        case .dimension: "dimension"
        case .number: "number"
        case .duration: "duration"
        case .typography: "typography"
        case .shadow: "shadow"
        case .border: "border"
        case .gradient: "gradient"
        }
    }

    /// The group under `top` holding the literal tokens, and the one holding the aliases.
    var literalGroup: String {
        switch self {
        case .fontFamily: "family"
        case .fontWeight: "weight"
        case .color: "palette"
        default: "scale"
        }
    }

    var aliasGroup: String {
        switch self {
        case .fontFamily: "family-role"
        case .fontWeight: "weight-role"
        default: "semantic"
        }
    }

    /// Names of the ten-token groups under the literal group (numbered after each round).
    var literalGroupNames: [String] {
        switch self {
        case .color: ["red", "orange", "amber", "yellow", "lime", "green", "teal", "cyan", "blue", "indigo", "violet", "purple", "pink", "gray"]
        case .dimension: ["space", "size", "radius", "inset", "gap", "stroke", "font-size", "offset"]
        case .typography: ["display", "headline", "title", "body", "label", "caption", "code", "overline"]
        case .shadow: ["elevation", "glow", "inner"]
        case .border: ["hairline", "outline", "divider"]
        case .gradient: ["linear", "fade", "sheen"]
        case .duration: ["fast", "moderate", "slow"]
        case .number: ["opacity", "scale", "ratio", "z"]
        case .fontFamily: ["sans", "serif", "mono"]
        case .fontWeight: ["text", "display"]
        }
    }

    var aliasGroupNames: [String] {
        switch self {
        case .color: ["surface", "text", "border", "icon", "action", "feedback", "overlay", "link"]
        case .dimension: ["control", "card", "list", "sheet", "toolbar", "field", "badge", "avatar"]
        case .typography: ["screen", "card", "button", "field", "nav", "tab", "alert", "table"]
        default: ["component", "pattern", "layout"]
        }
    }

    /// The ten token names of every group.
    var leafNames: [String] {
        switch self {
        case .color: ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900"]
        case .dimension, .typography, .number: ["xs3", "xs2", "xs", "sm", "md", "lg", "xl", "xl2", "xl3", "xl4"]
        default: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
        }
    }

    var aliasLeafNames: [String] {
        switch self {
        case .color: ["default", "hover", "pressed", "focused", "disabled", "subtle", "strong", "muted", "inverse", "accent"]
        case .dimension: ["padding", "margin", "height", "width", "radius", "gap", "inset", "offset", "min", "max"]
        default: ["primary", "secondary", "tertiary", "quiet", "loud", "compact", "regular", "relaxed", "start", "end"]
        }
    }
}
