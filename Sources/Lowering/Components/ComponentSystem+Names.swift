import TokenCompiler
import TokenJSON
import TokenModel

/// The Swift names a component's styles take: the accessors SwiftUI already declares, the type
/// names two variants would share, and the groups under the components' root that are no kind.
extension ComponentSystem {
    /// A variant whose accessor SwiftUI (or tokenc) already declares for the protocol.
    mutating func checkAccessor(_ variant: Variant, of component: Component) {
        let member = SwiftIdentifier.bare(variant.member)
        let taken: [String]
        let owner: String
        switch component.kind {
        case .builtIn(let kind):
            taken = kind.swiftUIMembers
            owner = switch kind {
            case .button: "SwiftUI already declares for ButtonStyle and PrimitiveButtonStyle"
            case .card: "tokenc declares for CardStyle itself (the unstyled default)"
            default: "SwiftUI already declares for \(kind.protocolName)"
            }
        case .custom:
            taken = ComponentCatalog.customMembers
            owner = "tokenc declares for \(component.typeName)Style itself (the unstyled default)"
        }
        guard taken.contains(member) else { return }
        let method = component.builtIn?.method ?? SwiftIdentifier.member(component.name + "Style")
        var suggestion = member + SwiftIdentifier.type(component.name)
        if taken.contains(suggestion) { suggestion = "app" + SwiftIdentifier.type(member) }
        diagnostics.append(.error(
            .styleAccessorCollision,
            "the variant '\(variant.path)' gives the accessor '.\(member)', which \(owner), so '.\(method)(.\(member))' would be ambiguous; rename the variant, for example to '\(suggestion)' (taken: \(taken.quotedList()))",
            at: variant.location))
    }

    /// Two generated types of one name, or a custom component named like a SwiftUI type or one that
    /// tokenc declares.
    mutating func checkTypeNames() {
        var declared: [String: (path: TokenPath, location: SourceLocation)] = [:]
        for component in components {
            var names: [String] = []
            switch component.kind {
            case .builtIn(let kind):
                for variant in component.variants {
                    let name = variant.typeStem + kind.typeSuffix
                    if kind.swiftUIMembers.contains(SwiftIdentifier.bare(variant.member)) {
                        continue  // reported as an accessor collision
                    } else if ComponentCatalog.swiftUIStyleTypes.contains(name) {
                        diagnostics.append(.error(
                            .nameCollision,
                            "the variant '\(variant.path)' becomes the style type \(name), which SwiftUI declares itself; rename the variant",
                            at: variant.location))
                    } else {
                        names.append(name)
                    }
                }
                if kind == .card { names += ["Card", "CardStyle", "CardStyleConfiguration", "DefaultCardStyle", "AnyCardStyle"] }
            case .custom:
                let base = component.typeName
                let isTokencs = base.hasPrefix("Theme") || base.hasPrefix("AppTheme")
                if ComponentCatalog.reservedTypeNames.contains(base) || isTokencs || ComponentCatalog.styleVocabulary.contains(base) {
                    let owner = isTokencs ? "tokenc declares itself"
                        : ComponentCatalog.reservedTypeNames.contains(base) ? "SwiftUI declares (the generated view would shadow it)"
                        : "the generated styles name (the generated view would hide it from them)"
                    diagnostics.append(.error(
                        .nameCollision, "the custom component '\(component.path)' becomes the view type \(base), which \(owner); rename the group",
                        at: component.location))
                    continue
                }
                names = [base, base + "Style", base + "StyleConfiguration", "Default" + base + "Style", "Any" + base + "Style"]
                    + component.variants.map { $0.typeStem + base + "Style" }
            }
            checkVariantTypes(of: component)
            for name in names {
                if let earlier = declared[name], earlier.path != component.path {
                    diagnostics.append(.error(
                        .nameCollision,
                        "'\(component.path)' and '\(earlier.path)' both generate the type \(name); rename one of them",
                        at: component.location, notes: [.init("'\(earlier.path)' is here", at: earlier.location)]))
                } else {
                    declared[name] = (component.path, component.location)
                }
            }
        }
    }

    /// Two variants of one component whose names are spelt alike in Swift (`on-brand`, `onBrand`)
    /// would declare one style type twice.
    mutating func checkVariantTypes(of component: Component) {
        var first: [String: Variant] = [:]
        for variant in component.variants {
            if let earlier = first[variant.typeStem] {
                diagnostics.append(.error(
                    .nameCollision,
                    "the variants '\(earlier.path)' and '\(variant.path)' are both spelt \(variant.typeStem) in Swift, so their styles would be one type; rename one of them",
                    at: variant.location, notes: [.init("'\(earlier.path)' is here", at: earlier.location)]))
            } else {
                first[variant.typeStem] = variant
            }
        }
    }

    /// One warning, however many there are, for the groups under the root that are no kind
    /// tokenc knows: their tokens are plain tokens, and the warning says how to get styles.
    mutating func notePlainGroups(_ plainGroups: [(name: String, location: SourceLocation)], under root: String) {
        guard let first = plainGroups.first else { return }
        let builtIns = BuiltInComponent.allCases.map(\.rawValue)
        let names = plainGroups.map(\.name)
        let suggestions = names.compactMap { name in Suggestion.nearest(to: name, in: builtIns).map { " (did you mean '\($0)' for '\(name)'?)" } }
        let kinds = names.count == 1 ? "a group that is no component kind tokenc knows ('\(names[0])')" : "groups that are no component kind tokenc knows (\(names.quotedList()))"
        diagnostics.append(.warning(
            .unknownComponent,
            "'\(root)' holds \(kinds): their tokens are plain tokens, and no style is made from them\(suggestions.joined()). For a SwiftUI style, name a built-in kind (\(builtIns.quotedList())) or declare a custom component with \"$extensions\": { \"\(ComponentVocabulary.extensionKey)\": { \"slots\": [...] } } on its group; if '\(root)' is your own tier, \"components\": false in tokenc.json reads it as plain tokens without this warning",
            at: first.location))
    }
}
