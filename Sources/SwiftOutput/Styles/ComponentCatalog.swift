import TokenModel

/// What component tokens may say: `component.<kind>.<variant>.<property>`.
///
/// The built-in kinds become SwiftUI styles (`button` a `ButtonStyle`, `textField` a
/// `TextFieldStyle`, `label` a `LabelStyle`, `toggle` a `ToggleStyle`, `card` a `CardStyle` of `Card`);
/// any other kind must be declared a custom component with
/// `"$extensions": { "dev.tokenc.component": { "slots": [...], "axis": "vertical" } }` on its group.
package enum ComponentCatalog {
    /// The group every component token lives under.
    package static let root = "component"
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
    static let pressedOpacity = Property("pressedOpacity", .number)
    static let pressedScale = Property("pressedScale", .number)
    static let disabledOpacity = Property("disabledOpacity", .number)

    /// The feedback a style draws when its tokens give none (Documentation/Styles.md, "States"),
    /// and `validate` warns with `missing-state-feedback`.
    enum StateDefault {
        /// A pressed button's opacity without `pressedOpacity` or `pressedScale`.
        static let pressedOpacity = "0.7"
        /// A disabled button's, toggle's or text field's opacity without `disabledOpacity`.
        static let disabledOpacity = "0.4"
        /// A hovered button's opacity (macOS, and iPadOS with a pointer); no token sets it.
        static let hoveredOpacity = "0.9"
        /// A focused button's ring width, drawn in the accent color; no token sets it.
        static let focusRingWidth = "2"
    }

    /// The button variants that `Button(role:)` draws with when the component declares them: a
    /// destructive button in any button style takes `component.button.destructive`'s look.
    static let roleVariants = ["destructive", "cancel"]

    /// The kinds SwiftUI has a style protocol for (and `card`, tokenc's `Card` and `CardStyle`).
    package enum BuiltIn: String, CaseIterable, Sendable {
        case button, textField, label, toggle, card

        /// The properties of the kind, in the order error messages and Documentation/Styles.md list them.
        var properties: [Property] {
            switch self {
            case .button:
                [background, foreground, typography, cornerRadius] + padding + [
                    border, shadow, pressedOpacity, pressedScale, disabledOpacity, animation,
                ]
            case .textField:
                [background, foreground, typography, cornerRadius] + padding + [border, disabledOpacity]
            case .label:
                [spacing, Property("iconForeground", .color), Property("titleForeground", .color), typography]
            case .toggle:
                [
                    Property("onTint", .color), Property("offTint", .color), Property("thumb", .color),
                    Property("width", .dimension), Property("height", .dimension), animation, disabledOpacity,
                ]
            case .card:
                [background, cornerRadius] + padding + [border, shadow]
            }
        }

        /// The states a user can put a control of this kind in, each with the properties that draw
        /// it: a variant that sets none of one state's gets ``StateDefault`` and a warning. A
        /// toggle's press is the system's highlight of its inner plain button.
        var interactiveStates: [(state: String, properties: [String])] {
            switch self {
            case .button: [("pressed", ["pressedOpacity", "pressedScale"]), ("disabled", ["disabledOpacity"])]
            case .textField, .toggle: [("disabled", ["disabledOpacity"])]
            case .label, .card: []
            }
        }

        /// The kind in prose: `text field`.
        var displayName: String { self == .textField ? "text field" : rawValue }

        /// The SwiftUI protocol the variants conform to (`card`: tokenc's `CardStyle`).
        var protocolName: String {
            switch self {
            case .button: "ButtonStyle"
            case .textField: "TextFieldStyle"
            case .label: "LabelStyle"
            case .toggle: "ToggleStyle"
            case .card: "CardStyle"
            }
        }

        /// The view method that takes the style: `.buttonStyle(.primary)`, `.cardStyle(.elevated)`.
        var method: String {
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
                // tokenc's own protocol: its unstyled default.
                ["automatic"]
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
    static let customKeys = ["slots", "axis", "data"]
    /// The keys of `dev.tokenc.component` on a `label` group.
    static let labelKeys = ["iconPosition"]
    /// The keys of `dev.tokenc.component` on a variant's group (a label variant's: `iconPosition` too).
    static let variantKeys = ["styles"]
    static let axes = ["vertical", "horizontal"]
    static let iconPositions = ["leading", "trailing", "top", "bottom"]

    /// The type of a custom component's data property (`"data": { "name": "string" }`): a stored
    /// property of its configuration and a parameter of its initializers.
    enum DataType: String, CaseIterable, Sendable {
        case string, number, boolean, action

        /// The Swift type of the property.
        var swiftType: String {
            switch self {
            case .string: "String"
            case .number: "Double"
            case .boolean: "Bool"
            case .action: "() -> Void"
            }
        }

        /// The type of an initializer's parameter: an action escapes into the configuration.
        var parameterType: String { self == .action ? "@escaping () -> Void" : swiftType }
    }

    /// Names a slot or a data property cannot have: members the component view, its configuration
    /// or its style declare, and the types their code names.
    static let reservedSlotNames: Set<String> = [
        "body", "style", "configuration", "content", "init", "self", "type", "protocol", "resolve",
        "view", "text", "anyView", "never", "string", "localizedStringKey", "stringProtocol",
        // The types of data properties, which a slot's generic parameter would shadow.
        "double", "bool", "void",
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
        // The Swift types the generated components name (a data property's, `Equatable`).
        "String", "Double", "Bool", "Void", "Equatable",
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
