/// What a group under the components' root (`component`) is to the components, which decides what its
/// `dev.tokenc.component` declaration may say.
package enum ComponentGroupRole: Sendable, Equatable {
    /// `component.button`: a built-in style, which only a label's `iconPosition` adjusts.
    case builtInKind(BuiltInComponent)
    /// `component.detail`: a kind that only its declaration makes a component.
    case customKind(String)
    /// `component.button.primary`: one variant of a kind.
    case variant(kind: String)

    /// The role of the group at `path` under `convention`'s root; nil for a group that is neither
    /// a kind nor a variant.
    package init?(path: TokenPath, in convention: ComponentConvention) {
        let components = path.components
        guard convention.contains(path) else { return nil }
        switch components.count {
        case 2:
            self = BuiltInComponent(rawValue: components[1]).map(Self.builtInKind) ?? .customKind(components[1])
        case 3:
            self = .variant(kind: components[1])
        default:
            return nil
        }
    }

    /// The keys its declaration may have; empty for a built-in kind that takes no declaration.
    package var allowedKeys: [String] {
        switch self {
        case .builtInKind(.label): ComponentVocabulary.labelKeys
        case .builtInKind: []
        case .customKind: ComponentVocabulary.customKeys
        case .variant(let kind): ComponentVocabulary.variantKeys + (kind == BuiltInComponent.label.rawValue ? ComponentVocabulary.labelKeys : [])
        }
    }

    /// True when a declaration may stand on the group at all.
    package var takesDeclaration: Bool { !allowedKeys.isEmpty }
}
