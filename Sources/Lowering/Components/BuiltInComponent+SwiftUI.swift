import TokenModel

/// What tokenc generates for each built-in kind: the SwiftUI protocol and view method, the
/// properties its tokens may set, and the accessors SwiftUI already declares.
extension BuiltInComponent {
    /// The properties of the kind, in the order error messages and Documentation/Styles.md list them.
    package var properties: [ComponentCatalog.Property] { ComponentCatalog.properties(of: self) }

    /// The states a user can put a control of this kind in, each with the properties that draw
    /// it: a variant that sets none of one state's gets ``ComponentCatalog/StateDefault`` and a
    /// warning. A toggle's press is the system's highlight of its inner plain button.
    var interactiveStates: [(state: String, properties: [String])] {
        switch self {
        case .button: [("pressed", ["pressedOpacity", "pressedScale"]), ("disabled", ["disabledOpacity"])]
        case .textField, .toggle: [("disabled", ["disabledOpacity"])]
        case .label, .card: []
        }
    }

    /// The SwiftUI protocol the variants conform to (`card`: tokenc's `CardStyle`).
    package var protocolName: String {
        switch self {
        case .button: "ButtonStyle"
        case .textField: "TextFieldStyle"
        case .label: "LabelStyle"
        case .toggle: "ToggleStyle"
        case .card: "CardStyle"
        }
    }

    /// The view method that takes the style: `.buttonStyle(.primary)`, `.cardStyle(.elevated)`.
    package var method: String {
        switch self {
        case .button: "buttonStyle"
        case .textField: "textFieldStyle"
        case .label: "labelStyle"
        case .toggle: "toggleStyle"
        case .card: "cardStyle"
        }
    }

    /// The type name suffix of a variant's style: `PrimaryButtonStyle`, named after the
    /// protocol it conforms to.
    package var typeSuffix: String { protocolName }

    /// The static members SwiftUI itself declares where `.<variant>` is looked up, on every
    /// platform (the style protocol, and for buttons `PrimitiveButtonStyle` as well, since
    /// `buttonStyle(_:)` takes both): a variant of that name would make the call ambiguous or
    /// shadow SwiftUI's style.
    var swiftUIMembers: [String] {
        switch self {
        case .button:
            // PrimitiveButtonStyle: automatic, bordered, borderedProminent, borderless, plain; link
            // and accessoryBar/accessoryBarAction (macOS), card (tvOS), glass/glassProminent (26).
            [
                "automatic", "bordered", "borderedProminent", "borderless", "plain", "link", "card",
                "accessoryBar", "accessoryBarAction", "glass", "glassProminent",
            ]
        case .textField:
            // automatic, plain, roundedBorder; squareBorder (macOS).
            ["automatic", "plain", "roundedBorder", "squareBorder"]
        case .label:
            ["automatic", "iconOnly", "titleOnly", "titleAndIcon"]
        case .toggle:
            // automatic, switch, button; checkbox (macOS).
            ["automatic", "switch", "button", "checkbox"]
        case .card:
            // tokenc's own protocol: its unstyled default.
            ["automatic"]
        }
    }
}
