import TokenModel

/// What component tokens may say: `component.<kind>.<variant>.<property>`.
///
/// The built-in kinds become SwiftUI styles (`button` a `ButtonStyle`, `textField` a
/// `TextFieldStyle`, `label` a `LabelStyle`, `toggle` a `ToggleStyle`, `card` a `CardStyle` of `Card`);
/// any other kind must be declared a custom component with
/// `"$extensions": { "dev.tokenc.component": { "slots": [...], "axis": "vertical" } }` on its group.
package enum ComponentCatalog {
    /// A property of a kind: its name and the token types it takes.
    package struct Property: Sendable {
        package var name: String
        package var types: [TokenType]

        package init(_ name: String, _ types: TokenType...) {
            self.init(name, types: types)
        }

        package init(_ name: String, types: [TokenType]) {
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
    package static let padding: [Property] = [
        "padding", "paddingHorizontal", "paddingVertical", "paddingTop", "paddingBottom", "paddingLeading", "paddingTrailing",
    ].map { Property($0, .dimension) }

    package static let background = Property("background", .color, .gradient)
    package static let foreground = Property("foreground", .color)
    package static let typography = Property("typography", .typography)
    package static let cornerRadius = Property("cornerRadius", .dimension)
    package static let border = Property("border", .border)
    package static let shadow = Property("shadow", .shadow)
    package static let spacing = Property("spacing", .dimension)
    package static let animation = Property("animation", .transition)
    package static let pressedOpacity = Property("pressedOpacity", .number)
    package static let pressedScale = Property("pressedScale", .number)
    package static let disabledOpacity = Property("disabledOpacity", .number)

    /// The feedback a style draws when its tokens give none (Documentation/Styles.md, "States"),
    /// and `validate` warns with `missing-state-feedback`.
    package enum StateDefault {
        /// A pressed button's opacity without `pressedOpacity` or `pressedScale`.
        package static let pressedOpacity = "0.7"
        /// A disabled button's, toggle's or text field's opacity without `disabledOpacity`.
        package static let disabledOpacity = "0.4"
        /// A hovered button's opacity (macOS, and iPadOS with a pointer); no token sets it.
        package static let hoveredOpacity = "0.9"
        /// A focused button's ring width, drawn in the accent color; no token sets it.
        package static let focusRingWidth = "2"
    }

    /// The button variants that `Button(role:)` draws with when the component declares them: a
    /// destructive button in any button style takes `component.button.destructive`'s look.
    package static let roleVariants = ["destructive", "cancel"]

    /// The properties of a built-in kind, in the order error messages and Documentation/Styles.md list them.
    package static func properties(of kind: BuiltInComponent) -> [Property] {
        switch kind {
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

    /// The container properties of a custom component (the stack that holds the slots).
    static let customContainer: [Property] = [spacing] + padding + [background, cornerRadius, border, shadow]
    /// The properties of each slot of a custom component: `component.detail.plain.title.typography`.
    static let customSlot: [Property] = [typography, foreground]
    /// Accessors tokenc declares on a custom component's style protocol itself.
    static let customMembers: [String] = ["automatic"]

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

    /// Type names the generated styles and components write unqualified inside their own types
    /// (`makeBody(configuration: Configuration)`, `associatedtype Body`, `@ViewBuilder`): a custom
    /// component's view of one of these names is a module-level type that hides the member
    /// (`component.configuration` made every `CardStyle` fail to compile), and those tokenc's core
    /// emitters name (``ReservedNames/rootTypes``).
    static let styleVocabulary: Set<String> = ReservedNames.rootTypes.union([
        "Configuration", "Body", "Content", "DynamicProperty", "ViewBuilder", "ViewModifier", "EnvironmentKey",
        "MainActor", "Sendable", "Hashable", "Never", "LocalizedStringKey", "StringProtocol", "CGFloat", "Alignment",
        "HorizontalAlignment", "VerticalAlignment", "Axis", "Edge", "ShapeStyle", "AnyShapeStyle", "Optional",
    ])

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
