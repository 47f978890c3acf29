/// What component tokens may say: `component.<kind>.<variant>.<property>`.
///
/// The built-in kinds become SwiftUI styles (`button` a `ButtonStyle`, `textField` a
/// `TextFieldStyle`, `label` a `LabelStyle`, `toggle` a `ToggleStyle`, `card` a `ViewModifier`);
/// any other kind must be declared a custom component with
/// `"$extensions": { "dev.tokenc.component": { "slots": [...], "axis": "vertical" } }` on its group.
enum ComponentCatalog {
    /// The group every component token lives under.
    static let root = "component"
    /// The `$extensions` key of component declarations.
    static let extensionKey = "dev.tokenc.component"

    /// A property of a kind: its name and the token types it takes.
    struct Property: Sendable {
        var name: String
        var types: [TokenType]

        init(_ name: String, _ types: TokenType...) {
            self.init(name, types: types)
        }

        init(_ name: String, types: [TokenType]) {
            self.name = name
            self.types = types
        }

        /// `a color or a gradient`.
        var typeDescription: String {
            let names = types.map { "a \($0)" }
            guard names.count > 1 else { return names[0] }
            return names.dropLast().joined(separator: ", ") + " or " + names.last!
        }
    }

    /// `padding` for every edge, the axes, or single edges; the more specific wins.
    static let padding: [Property] = [
        "padding", "paddingHorizontal", "paddingVertical", "paddingTop", "paddingBottom", "paddingLeading", "paddingTrailing",
    ].map { Property($0, .dimension) }

    static let background = Property("background", .color, .gradient)
    static let foreground = Property("foreground", .color)
    static let typography = Property("typography", .typography)
    static let cornerRadius = Property("cornerRadius", .dimension)
    static let border = Property("border", .border)
    static let shadow = Property("shadow", .shadow)
    static let spacing = Property("spacing", .dimension)
    static let animation = Property("animation", .transition)

    /// The kinds SwiftUI has a style protocol for (and `card`, a view modifier).
    enum BuiltIn: String, CaseIterable, Sendable {
        case button, textField, label, toggle, card

        /// The properties of the kind, in the order error messages and Documentation/Styles.md list them.
        var properties: [Property] {
            switch self {
            case .button:
                [background, foreground, typography, cornerRadius] + padding + [
                    border, shadow, Property("pressedOpacity", .number), Property("pressedScale", .number),
                    Property("disabledOpacity", .number), animation,
                ]
            case .textField:
                [background, foreground, typography, cornerRadius] + padding + [border]
            case .label:
                [spacing, Property("iconForeground", .color), Property("titleForeground", .color), typography]
            case .toggle:
                [
                    Property("onTint", .color), Property("offTint", .color), Property("thumb", .color),
                    Property("width", .dimension), Property("height", .dimension), animation,
                ]
            case .card:
                [background, cornerRadius] + padding + [border, shadow]
            }
        }

        /// The kind in prose: `text field`.
        var displayName: String { self == .textField ? "text field" : rawValue }

        /// The SwiftUI protocol the variants conform to (`card`: tokenc's `CardStyle`, a `ViewModifier`).
        var protocolName: String {
            switch self {
            case .button: "ButtonStyle"
            case .textField: "TextFieldStyle"
            case .label: "LabelStyle"
            case .toggle: "ToggleStyle"
            case .card: "CardStyle"
            }
        }

        /// The view method that takes the style: `.buttonStyle(.primary)`, `.card(.elevated)`.
        var method: String {
            switch self {
            case .button: "buttonStyle"
            case .textField: "textFieldStyle"
            case .label: "labelStyle"
            case .toggle: "toggleStyle"
            case .card: "card"
            }
        }

        /// The type name suffix of a variant's style: `PrimaryButtonStyle`, named after the
        /// protocol it conforms to.
        var typeSuffix: String { protocolName }

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
                // tokenc's own protocol: SwiftUI declares nothing on it.
                []
            }
        }
    }

    /// The container properties of a custom component (the stack that holds the slots).
    static let customContainer: [Property] = [spacing] + padding + [background, cornerRadius, border, shadow]
    /// The properties of each slot of a custom component: `component.detail.plain.title.typography`.
    static let customSlot: [Property] = [typography, foreground]
    /// Accessors tokenc declares on a custom component's style protocol itself.
    static let customMembers: [String] = ["automatic"]

    /// The keys of `dev.tokenc.component` on a custom component's group.
    static let customKeys = ["slots", "axis"]
    /// The keys of `dev.tokenc.component` on a `label` group or a label variant's group.
    static let labelKeys = ["iconPosition"]
    static let axes = ["vertical", "horizontal"]
    static let iconPositions = ["leading", "trailing", "top", "bottom"]

    /// Names a slot cannot have: members the component view, its configuration or its style
    /// declare, and the SwiftUI types their code names.
    static let reservedSlotNames: Set<String> = [
        "body", "style", "configuration", "content", "init", "self", "type", "protocol", "resolve",
        "view", "text", "anyView", "never", "string", "localizedStringKey", "stringProtocol",
    ]

    /// Type names a custom component must not take: SwiftUI's (which it would shadow in the app)
    /// and those the generated module declares itself.
    static let reservedTypeNames: Set<String> = [
        "View", "Text", "Label", "Button", "Toggle", "TextField", "Image", "Color", "Font", "Shape", "Group",
        "Section", "Form", "List", "Menu", "Link", "Picker", "Slider", "Stepper", "ProgressView", "Gauge",
        "Divider", "Spacer", "VStack", "HStack", "ZStack", "Grid", "ScrollView", "NavigationStack", "TabView",
        "Animation", "Gradient", "LinearGradient", "EdgeInsets", "AnyView", "EmptyView", "Environment",
        "EnvironmentValues", "State", "Binding", "Capsule", "Circle", "Rectangle", "RoundedRectangle",
        "AppTheme", "AppThemeKey", "Card",
    ]

    /// SwiftUI's own style types, which a generated style of the same name would shadow
    /// (`component.button.default` would declare a second `DefaultButtonStyle`).
    static let swiftUIStyleTypes: Set<String> = [
        "DefaultButtonStyle", "PlainButtonStyle", "BorderlessButtonStyle", "BorderedButtonStyle",
        "BorderedProminentButtonStyle", "LinkButtonStyle", "CardButtonStyle", "AccessoryBarButtonStyle",
        "AccessoryBarActionButtonStyle", "GlassButtonStyle", "GlassProminentButtonStyle",
        "DefaultTextFieldStyle", "PlainTextFieldStyle", "RoundedBorderTextFieldStyle", "SquareBorderTextFieldStyle",
        "DefaultLabelStyle", "IconOnlyLabelStyle", "TitleOnlyLabelStyle", "TitleAndIconLabelStyle",
        "DefaultToggleStyle", "SwitchToggleStyle", "ButtonToggleStyle", "CheckboxToggleStyle",
    ]
}
