import TokenCompiler
import TokenJSON
import TokenModel

/// The components that a theme's `component.<kind>.<variant>.<property>` tokens (under the root
/// its ``ComponentConvention`` names) describe, checked
/// against ``ComponentCatalog``: what the style emitters generate, and every problem found (each at
/// the file, line and column of the token, group or extension value at fault).
package struct ComponentSystem {
    /// One kind under `component`: a built-in style or a custom component.
    package struct Component {
        package enum Kind {
            case builtIn(BuiltInComponent)
            case custom(CustomDeclaration)
        }

        /// The kind's name as written (`button`, `detail`).
        package var name: String
        package var path: TokenPath
        package var kind: Kind
        package var location: SourceLocation
        package var variants: [Variant]
        /// Label only: where the icon goes, from `dev.tokenc.component` on the kind's group.
        package var iconPosition: ComponentDeclaration.IconPosition?

        /// The UpperCamelCase name of a custom component's view: `Detail`.
        package var typeName: String { SwiftIdentifier.type(name) }

        package var builtIn: BuiltInComponent? {
            if case .builtIn(let kind) = kind { return kind }
            return nil
        }

        package var custom: CustomDeclaration? {
            if case .custom(let declaration) = kind { return declaration }
            return nil
        }
    }

    /// A custom component's declaration: its slots in order, the stack's axis, and its data.
    package struct CustomDeclaration {
        package var slots: [String]
        package var axis: ComponentDeclaration.Axis
        /// The typed values beside the slots, in declaration order (`"data": { "name": "string" }`).
        package var data: [DataProperty] = []
    }

    /// A data property of a custom component: a stored property of its configuration.
    package struct DataProperty {
        package var name: String
        package var type: ComponentDeclaration.DataType
    }

    /// A style a variant sets for the components inside it (`"styles": { "label": "onBrand" }`):
    /// `.labelStyle(.onBrand)` in its body.
    package struct NestedStyle {
        /// The view method: `labelStyle`.
        package var method: String
        /// The accessor: `onBrand`.
        package var member: String
    }

    /// One variant: `component.button.primary`, with its property tokens.
    package struct Variant {
        package var name: String
        package var path: TokenPath
        package var location: SourceLocation
        /// By property (`cornerRadius`, `title.typography`), the tokens that passed the checks.
        package var properties: [String: ThemeToken]
        /// Label only: the variant's own `iconPosition`, overriding the kind's.
        package var iconPosition: ComponentDeclaration.IconPosition?
        /// The styles its body sets for the components inside, from `styles` on the variant's group.
        package var nestedStyles: [NestedStyle] = []

        /// The static accessor: `primary` (escaped where Swift needs it).
        package var member: String { SwiftIdentifier.member(name) }
        /// The UpperCamelCase stem of the style's type name: `Primary`.
        package var typeStem: String { SwiftIdentifier.type(name) }

        package func has(_ property: String) -> Bool { properties[property] != nil }
    }

    package internal(set) var components: [Component] = []
    package internal(set) var diagnostics: [Diagnostic] = []
    /// By kind and variant name, the nested styles each variant declares.
    var nestedStyleRequests: [String: [String: [ComponentDeclaration.NestedStyle]]] = [:]

    /// The components under `theme.components`' root; none when the convention is off.
    package init(theme: ResolvedTheme) {
        let convention = theme.components
        guard let root = convention.root else { return }
        let tokens = theme.tokens.filter { convention.contains($0.path) }
        guard !tokens.isEmpty else { return }
        let defaultIndex = theme.index(of: theme.defaultPermutation) ?? 0
        var groups: [TokenPath: ThemeGroup] = [:]
        for group in theme.groups where convention.contains(group.path) {
            groups[group.path] = group
        }
        func location(of token: ThemeToken) -> SourceLocation { token.values[defaultIndex].location }
        // A group without a token of its own is always one of `groups`.
        func location(of path: TokenPath, or tokens: [ThemeToken]) -> SourceLocation {
            groups[path]?.location ?? location(of: tokens[0])
        }

        // A kind is tokenc's when it is built in or declared. Any other group under the root is
        // the team's own name (many systems call their third tier 'component'): plain tokens.
        func isKind(_ name: String) -> Bool {
            BuiltInComponent(rawValue: name) != nil || groups[TokenPath([root, name])]?.component != nil
        }
        // A built-in kind's properties are one name below the variant. A kind group none of whose
        // tokens is a property there (component.button.color.primary.background…, or Tokens
        // Studio compositions expanded to component.button.primary.default.fill) is a component
        // tier of the team's own, as many systems write one: plain tokens with one warning, not
        // an error per token. So is one that names a part no property is near: a misspelt
        // property beside properties in place stays an error.
        var ownTrees: [(kind: BuiltInComponent, location: SourceLocation)] = []
        for token in tokens {
            let components = token.path.components
            guard components.count >= 3, let kind = BuiltInComponent(rawValue: components[1]),
                  groups[TokenPath([root, components[1]])]?.component == nil,
                  !ownTrees.contains(where: { $0.kind == kind }) else { continue }
            let properties = Set(kind.properties.map(\.name))
            // A token right under the kind has a warning of its own (not a property of a variant).
            let kindTokens = tokens.filter { $0.path.components.count > 3 && $0.path.components[1] == components[1] }
            func isProperty(_ token: ThemeToken) -> Bool { token.path.components.count == 4 && properties.contains(token.path.components[3]) }
            // Variants that are all categories (`component.card.color.background`) beside a token
            // no style has a place for make a tier of the team's own too, property or not.
            let categories = Set(kindTokens.map { $0.path.components[2] }).allSatisfy(UntypedTokens.isCategoryName)
            // A property name that is no word of tokenc's and near none (`backgroundHover`,
            // `text`, `gap`: a team's own states and parts) is the team's, not a misspelling.
            let foreign = kindTokens.filter { $0.path.components.count == 4 }.map { $0.path.components[3] }.filter { name in
                !Self.vocabulary.contains(name) && Suggestion.nearest(to: name, in: Self.vocabulary) == nil
            }.uniqued()
            guard !kindTokens.isEmpty,
                  !kindTokens.contains(where: isProperty) || (categories && !kindTokens.allSatisfy(isProperty)) || !foreign.isEmpty else { continue }
            let location = location(of: TokenPath(Array(components.prefix(2))), or: [token])
            let shape = "\(root).\(kind.rawValue).<variant>.<property>, where the \(kind.displayName) style's properties are (\(kind.properties.map(\.name).quotedList()))"
            let reason: String
            if kindTokens.contains(where: isProperty), !foreign.isEmpty, !categories {
                reason = "holds tokens named like no property (\(foreign.prefix(5).quotedList())\(foreign.count > 5 ? " and \(foreign.count - 5) more" : "")) at \(shape)"
            } else if categories, kindTokens.contains(where: isProperty) {
                let variants = Set(kindTokens.map { $0.path.components[2] }).sorted()
                reason = "is named in categories (\(variants.quotedList())), not variants, and holds tokens no style has a place for at \(shape)"
            } else if let misspelt = kindTokens.lazy.compactMap({ token in
                token.path.components.count == 4 ? Suggestion.nearest(to: token.path.components[3], in: kind.properties.map(\.name)).map { (token.path, $0) } : nil
            }).first {
                reason = "holds no token named like a property at \(shape) (did you mean '\(misspelt.1)' for '\(misspelt.0)'?)"
            } else if kindTokens.allSatisfy({ $0.path.components.count > 4 }) {
                reason = "holds no token at \(shape): every token lies deeper"
            } else {
                reason = "holds no token named like a property at \(shape)"
            }
            ownTrees.append((kind, location))
            diagnostics.append(.warning(
                .unknownComponentProperty,
                "'\(root).\(kind.rawValue)' \(reason), so its tokens are plain tokens, and no style is made from them",
                at: location))
        }
        var plainGroups: [(name: String, location: SourceLocation)] = []
        // The kinds in the order their first token appears.
        var kindOrder: [String] = []
        var byKind: [String: [ThemeToken]] = [:]
        for token in tokens {
            let components = token.path.components
            if components.count > 1, ownTrees.contains(where: { $0.kind.rawValue == components[1] }) { continue }
            guard components.count < 3 || isKind(components[1]) else {
                if !plainGroups.contains(where: { $0.name == components[1] }) {
                    let path = TokenPath(Array(components.prefix(2)))
                    plainGroups.append((components[1], location(of: path, or: [token])))
                }
                continue
            }
            // A token above the variants is a plain token no style uses (the DTCG specification's
            // own examples have `component.card.box-shadow`): worth a warning, not an error.
            guard components.count >= 4 else {
                diagnostics.append(.warning(
                    .unknownComponentProperty,
                    "'\(token.path)' is not a property of a variant, so no style uses it: component tokens are named \(root).<kind>.<variant>.<property> (as in '\(root).button.primary.background')",
                    at: location(of: token)))
                continue
            }
            if byKind[components[1]] == nil { kindOrder.append(components[1]) }
            byKind[components[1], default: []].append(token)
        }
        // A variant whose group only declares (the styles of the components inside it, a label's
        // icon position) holds no token, yet it is a style as written: the kind's default look.
        var declaredVariants: [String: [String]] = [:]
        for group in theme.groups where group.path.components.count == 3 && group.component != nil && convention.contains(group.path) {
            let kind = group.path.components[1]
            guard isKind(kind), !ownTrees.contains(where: { $0.kind.rawValue == kind }) else { continue }
            if !kindOrder.contains(kind) { kindOrder.append(kind) }
            declaredVariants[kind, default: []].append(group.path.components[2])
        }

        for kindName in kindOrder {
            let kindTokens = byKind[kindName] ?? []
            let kindPath = TokenPath([root, kindName])
            let kindLocation = location(of: kindPath, or: kindTokens)
            let role = ComponentGroupRole(path: kindPath, in: convention)!
            let declaration = checkedDeclaration(of: groups[kindPath], as: role)
            var component: Component
            if case .builtInKind(let builtIn) = role {
                component = Component(name: kindName, path: kindPath, kind: .builtIn(builtIn), location: kindLocation, variants: [])
                if let declaration, declaration.isValid {
                    component.iconPosition = declaration.iconPosition
                }
            } else {
                guard let declaration, let custom = customDeclaration(declaration) else { continue }
                component = Component(name: kindName, path: kindPath, kind: .custom(custom), location: kindLocation, variants: [])
            }

            var variantOrder: [String] = []
            var byVariant: [String: [ThemeToken]] = [:]
            for token in kindTokens {
                let name = token.path.components[2]
                if byVariant[name] == nil { variantOrder.append(name) }
                byVariant[name, default: []].append(token)
            }
            variantOrder += (declaredVariants[kindName] ?? []).filter { byVariant[$0] == nil }
            for variantName in variantOrder {
                let variantTokens = byVariant[variantName] ?? []
                let variantPath = kindPath.appending(variantName)
                var variant = Variant(
                    name: variantName, path: variantPath,
                    location: location(of: variantPath, or: variantTokens), properties: [:])
                if let declaration = checkedDeclaration(of: groups[variantPath], as: .variant(kind: kindName)), declaration.isValid {
                    if component.builtIn == .label { variant.iconPosition = declaration.iconPosition }
                    if !declaration.styles.isEmpty { nestedStyleRequests[kindName, default: [:]][variantName] = declaration.styles }
                }
                for token in variantTokens {
                    check(token, of: component, into: &variant, at: location(of: token))
                }
                checkAccessor(variant, of: component)
                checkStateFeedback(variant, of: component)
                component.variants.append(variant)
            }
            components.append(component)
        }
        checkTypeNames()
        resolveNestedStyles()
        notePlainGroups(plainGroups, under: root)
    }

    // MARK: - Properties

    /// Every property name of a built-in kind or a custom component.
    private static let vocabulary: [String] = (BuiltInComponent.allCases.flatMap { $0.properties.map(\.name) }
        + (ComponentCatalog.customContainer + ComponentCatalog.customSlot).map(\.name)).uniqued()

    private mutating func check(_ token: ThemeToken, of component: Component, into variant: inout Variant, at location: SourceLocation) {
        let rest = Array(token.path.components.dropFirst(3))
        let name = rest.joined(separator: ".")
        let allowed: [ComponentCatalog.Property]
        let allowedNames: [String]
        switch component.kind {
        case .builtIn(let kind):
            allowed = rest.count == 1 ? kind.properties : []
            allowedNames = kind.properties.map(\.name)
        case .custom(let declaration):
            let slotProperties = declaration.slots.flatMap { slot in ComponentCatalog.customSlot.map { "\(slot).\($0.name)" } }
            allowedNames = ComponentCatalog.customContainer.map(\.name) + slotProperties
            if rest.count == 1 {
                allowed = ComponentCatalog.customContainer
            } else if rest.count == 2, declaration.slots.contains(rest[0]) {
                allowed = ComponentCatalog.customSlot.map { ComponentCatalog.Property("\(rest[0]).\($0.name)", types: $0.types) }
            } else {
                allowed = []
            }
        }
        if let slots = component.custom?.slots, rest.count == 2, !slots.contains(rest[0]) {
            let suggestion = Suggestion.nearest(to: rest[0], in: slots).map { "did you mean '\($0)'? " } ?? ""
            diagnostics.append(.error(
                .unknownComponentProperty,
                "'\(token.path)': the custom component '\(component.name)' has no slot '\(rest[0])'; \(suggestion)its slots are \(slots.quotedList()) (declared in \"\(ComponentVocabulary.extensionKey)\")",
                at: location))
            return
        }
        guard let property = allowed.first(where: { $0.name == name }) else {
            let suggestion = Suggestion.nearest(to: name, in: allowedNames).map { "did you mean '\($0)'? " } ?? ""
            let what = component.builtIn.map { "the \($0.displayName) style" } ?? "the custom component '\(component.name)'"
            diagnostics.append(.error(
                .unknownComponentProperty,
                "'\(token.path)': \(what) has no property '\(name)'; \(suggestion)its properties are \(allowedNames.quotedList()) (if '\(token.path.components[0])' is a tier of your own, \"components\": false in tokenc.json reads it as plain tokens)",
                at: location))
            return
        }
        guard !token.isOptional else {
            diagnostics.append(.error(
                .incompleteToken,
                "'\(token.path)' is not defined in every permutation, but a style needs its \(name) in each; define it for every brand and mode",
                at: location))
            return
        }
        guard property.types.contains(token.type) else {
            diagnostics.append(.error(
                .componentPropertyType,
                "'\(token.path)' is a \(token.type) token, but '\(name)' of \(component.builtIn.map { "the \($0.displayName) style" } ?? "'\(component.name)'") takes \(property.typeDescription)",
                at: location))
            return
        }
        variant.properties[name] = token
    }

    // MARK: - States

    /// A control variant that leaves a state undrawn: the style falls back to ``ComponentCatalog/StateDefault``,
    /// which is rarely the design's intent, so it is worth a warning at the variant.
    private mutating func checkStateFeedback(_ variant: Variant, of component: Component) {
        guard let kind = component.builtIn else { return }
        let missing = kind.interactiveStates.filter { !$0.properties.contains(where: variant.has) }
        guard !missing.isEmpty else { return }
        let states = missing.map { "no \($0.state) state (\($0.properties.quotedList("or")))" }.joined(separator: " and ")
        let defaults = missing.map { state in
            let opacity = state.state == "pressed" ? ComponentCatalog.StateDefault.pressedOpacity : ComponentCatalog.StateDefault.disabledOpacity
            return "\(state.state): opacity \(opacity)"
        }.joined(separator: "; ")
        diagnostics.append(.warning(
            .missingStateFeedback,
            "the \(kind.displayName) variant '\(variant.path)' gives \(states), so its style draws tokenc's default (\(defaults)); add the tokens to choose the feedback",
            at: variant.location))
    }
}
