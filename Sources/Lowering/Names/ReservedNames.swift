import TokenModel

/// The names generated code declares itself, by the scope they are declared in: a token, group,
/// modifier or context whose Swift name is one of them takes a fallback name (``SwiftNaming``).
enum ReservedNames {
    /// Members of `AppTheme` that tokenc declares: the selection, the storage, the initializer, the
    /// default and shared themes and `followingAppearance` (`ThemeStructureEmitter`), `json()` and
    /// `update(fromJSON:)` (`Runtime/AppTheme+JSON.parts/`) and the `insets` helpers
    /// (`Runtime/SwiftUI/ThemeValues+SwiftUI.swift`); and the
    /// members of `AppTheme.Values`, whose properties are the same top-level groups and tokens
    /// (`_visit`). `hashValue` too: a property of that name compiles beside
    /// `Hashable`'s, but reading it is ambiguous.
    static let rootMembers: Set<String> = [
        "selection", "_storage", "init", "default", "shared", "followingAppearance", "followsAppearance", "insets", "hashValue",
        "json", "update", "_visit",
    ]

    /// Type names a type nested in `AppTheme` must not take: the two tokenc nests there
    /// (`Selection`, `Shared`), and every type the generated code names, which a nested type of the
    /// same name would shadow inside `AppTheme` (a modifier `color` would hide SwiftUI's `Color`).
    /// The emitters' fixed text names them; a test reads that text and fails
    /// when a type it names is missing here, so a type they start to use is reserved with it.
    static let rootTypes: Set<String> = nestedTypes.union(extensionTypes).union([
        "Animation", "AnyHashable", "AnyView", "AppThemeKey", "AppThemeLive", "AppThemeLiveFile",
        "AppThemeLiveKey", "AppThemeLiveModifier", "Array", "ArraySlice", "AsyncStream", "Bool", "CGFloat",
        "CGLineCap", "Character", "Color", "ColorSpace", "Content", "Continuation", "CustomStringConvertible",
        "DEBUG", "Date", "Design", "Dictionary", "DispatchQueue", "DispatchSource", "DispatchSourceTimer",
        "DispatchTimeInterval", "Display", "Double", "EdgeInsets", "Entry", "Environment", "EnvironmentKey",
        "EnvironmentValues", "Error", "ExpressibleByArrayLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByIntegerLiteral", "FileManager", "Font", "Foundation", "Gradient", "Hashable", "Hasher",
        "Index", "Int", "Int64", "KeyPath", "Kind", "Layer", "LineCap", "LinearGradient", "Member", "NSLock",
        "NSNumber", "Optional", "Problem", "RGBColorSpace", "Scalar", "ScaledMetric", "ScaledTypography", "Self",
        "Sendable", "Set", "ShapeStyle", "Space", "State", "Stop", "String", "StrokeStyle", "Style",
        "Substring", "Swift", "SwiftUI", "SystemDesign", "Termination", "Text", "TextStyle", "ThemeAppearance",
        "ThemeBorder", "ThemeBorderModifier", "ThemeBox", "ThemeColor", "ThemeCubicBezier", "ThemeExtendedSlot",
        "ThemeExtendedValue", "ThemeFontFamily",
        "ThemeFontWeight", "ThemeGradient", "ThemeJSONError", "ThemeJSONNode", "ThemeJSONParser",
        "ThemeJSONReader", "ThemeJSONValues", "ThemeJSONWriter", "ThemeLiveBuiltValues", "ThemeReference",
        "ThemeShadow", "ThemeShadowModifier", "ThemeShapeStyleValue", "ThemeStorage", "ThemeStrokeStyle",
        "ThemeTokenGroup", "ThemeTokenReader", "ThemeTokenSlot", "ThemeTokenTable", "ThemeTokenType",
        "ThemeTokenVisitor", "ThemeTokenWriter", "ThemeTransition", "ThemeTypography",
        "ThemeTypographyModifier", "ThemeTypographyReferenceModifier", "Type", "UIFont", "UIFontDescriptor",
        "UIFontMetrics", "UIKit", "UIMutableTraits", "UITraitBridgedEnvironmentKey", "UITraitCollection",
        "UInt32", "UInt8", "UTF8", "Unicode", "UnitPoint", "Value", "View", "ViewModifier", "Visitor", "Void",
        "Walk", "Weight", "Wrapped",
    ])

    /// The Swift types of tokenc's extension types (`ThemeSymbol`), which the theme's groups name as
    /// their tokens' types. The rest of a home's runtime is outside `AppTheme`, where no nested type
    /// can shadow what it names.
    static let extensionTypes = Set(ExtensionType.allCases.map(\.home.swiftType))

    /// The types generated code declares in `AppTheme` (`Selection`, `Shared`, `Values`) or names
    /// only in the parts written per token set (`CaseIterable`, `Identifiable`, `RoundedRectangle`),
    /// which the fixed text does not hold.
    static let nestedTypes: Set<String> = [
        "AppTheme", "Selection", "Shared", "Values", "CaseIterable", "Identifiable", "RoundedRectangle",
    ]

    /// Members of a group's struct that tokenc declares: its initializer and the storage's `_visit`;
    /// and `Hashable`'s `hashValue`.
    static let groupMembers: Set<String> = ["init", "hashValue", "_visit"]

    /// Members of `AppTheme.Selection`: its initializer, `followingAppearance`, and
    /// `everyAppearance` and `appearanceIndex` (internal, for the storage); `hashValue`.
    static let selectionMembers: Set<String> = ["init", "followingAppearance", "everyAppearance", "appearanceIndex", "hashValue"]

    /// Members of a modifier's enum besides its cases: its initializers and what `String`,
    /// `CaseIterable`, `Identifiable` and `Hashable` give it.
    static let contextCases: Set<String> = ["init", "rawValue", "allCases", "id", "hashValue"]
}
