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
        var iconPosition: ComponentDeclaration.IconPosition?

        /// The UpperCamelCase name of a custom component's view: `Detail`.
        var typeName: String { SwiftIdentifier.type(name) }

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
        var axis: ComponentDeclaration.Axis
        /// The typed values beside the slots, in declaration order (`"data": { "name": "string" }`).
        var data: [DataProperty] = []
    }

    /// A data property of a custom component: a stored property of its configuration.
    struct DataProperty {
        var name: String
        var type: ComponentDeclaration.DataType
    }

    /// A style a variant sets for the components inside it (`"styles": { "label": "onBrand" }`):
    /// `.labelStyle(.onBrand)` in its body.
    struct NestedStyle {
        /// The view method: `labelStyle`.
        var method: String
        /// The accessor: `onBrand`.
        var member: String
    }

    /// One variant: `component.button.primary`, with its property tokens.
    package struct Variant {
        package var name: String
        package var path: TokenPath
        package var location: SourceLocation
        /// By property (`cornerRadius`, `title.typography`), the tokens that passed the checks.
        package var properties: [String: ThemeToken]
        /// Label only: the variant's own `iconPosition`, overriding the kind's.
        var iconPosition: ComponentDeclaration.IconPosition?
        /// The styles its body sets for the components inside, from `styles` on the variant's group.
        var nestedStyles: [NestedStyle] = []

        /// The static accessor: `primary` (escaped where Swift needs it).
        var member: String { SwiftIdentifier.member(name) }
        /// The UpperCamelCase stem of the style's type name: `Primary`.
        var typeStem: String { SwiftIdentifier.type(name) }

        func has(_ property: String) -> Bool { properties[property] != nil }
    }

    private(set) var components: [Component] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// By kind and variant name, the nested styles each variant declares.
    private var nestedStyleRequests: [String: [String: [ComponentDeclaration.NestedStyle]]] = [:]

    /// The components under `theme.components`' root; none when the convention is off.
    init(theme: ResolvedTheme) {
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

    // MARK: - Names

    /// A variant whose accessor SwiftUI (or tokenc) already declares for the protocol.
    private mutating func checkAccessor(_ variant: Variant, of component: Component) {
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
    private mutating func checkTypeNames() {
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
    private mutating func checkVariantTypes(of component: Component) {
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
    private mutating func notePlainGroups(_ plainGroups: [(name: String, location: SourceLocation)], under root: String) {
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

    // MARK: - Declarations

    /// The declaration `group` has, checked for the group's `role` when it is inherited with
    /// `$extends` (reading checked it where it is written); one that does not fit is not valid here.
    private mutating func checkedDeclaration(of group: ThemeGroup?, as role: ComponentGroupRole) -> ComponentDeclaration? {
        guard let group, var declaration = group.component else { return nil }
        if declaration.declaredAt != group.path, declaration.isValid {
            let problems = declaration.problems(on: group.path, as: role, inheritedAt: group.location)
            diagnostics += problems
            if !problems.isEmpty { declaration.isValid = false }
        }
        return declaration
    }

    /// A custom kind's slots, axis and data, when its declaration is valid and every slot and data
    /// property makes a Swift name (each that does not reported, as the declaring group names it,
    /// so that a declaration inherited with `$extends` gives each problem once).
    private mutating func customDeclaration(_ declaration: ComponentDeclaration) -> CustomDeclaration? {
        var valid = declaration.isValid
        for slot in declaration.slots ?? [] {
            guard let problem = Self.slotNameProblem(slot.value) else { continue }
            diagnostics.append(.error(
                .invalidComponentDeclaration,
                "the slot '\(SwiftLiteral.inlineDocumentation(slot.value))' of '\(declaration.declaredAt)' \(problem)",
                at: slot.location))
            valid = false
        }
        for property in declaration.data {
            guard let problem = Self.slotNameProblem(property.name.value, isSlot: false) else { continue }
            diagnostics.append(.error(
                .invalidComponentDeclaration,
                "the data property '\(SwiftLiteral.inlineDocumentation(property.name.value))' of '\(declaration.declaredAt)' \(problem)",
                at: property.name.location))
            valid = false
        }
        guard valid, let slots = declaration.slots else { return nil }
        return CustomDeclaration(
            slots: slots.map(\.value), axis: declaration.axis ?? .vertical,
            data: declaration.data.map { DataProperty(name: $0.name.value, type: $0.type) })
    }

    /// Why `name` cannot be a slot (or, not `isSlot`, a data property), or nil: slots become Swift
    /// names as written (`title` is the member `title`, the type `Title` and the initializer label
    /// `title:`), data properties a member and a label.
    static func slotNameProblem(_ name: String, isSlot: Bool = true) -> String? {
        guard let first = name.unicodeScalars.first,
              first == "_" || (first.isASCII && first.properties.isAlphabetic),
              name.unicodeScalars.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) })
        else {
            return "is not a Swift identifier (ASCII letters, digits and '_', not starting with a digit)"
        }
        if SwiftIdentifier.keywords.contains(name) || SwiftIdentifier.unescapable.contains(name) {
            return "is a Swift keyword"
        }
        if name.first!.isUppercase {
            return isSlot
                ? "must start with a lower-case letter (it is an argument label; its type is '\(SwiftIdentifier.type(name))')"
                : "must start with a lower-case letter (it is an argument label and a property)"
        }
        if ComponentCatalog.reservedSlotNames.contains(name) || ComponentCatalog.reservedSlotNames.contains(name.lowercased()) {
            return "is a name the generated component uses itself (\(ComponentCatalog.reservedSlotNames.sorted().quotedList()) are reserved)"
        }
        return nil
    }


    /// Each variant's nested styles, once every kind and variant is known: a kind or a variant the
    /// tokens do not declare is an error, since the body would name a style that does not exist.
    private mutating func resolveNestedStyles() {
        guard !nestedStyleRequests.isEmpty else { return }
        let kinds = components.map(\.name)
        for componentIndex in components.indices {
            let component = components[componentIndex]
            guard let byVariant = nestedStyleRequests[component.name] else { continue }
            for variantIndex in component.variants.indices {
                let variant = component.variants[variantIndex]
                for request in byVariant[variant.name] ?? [] {
                    guard let target = components.first(where: { $0.name == request.kind.value }) else {
                        let suggestion = Suggestion.nearest(to: request.kind.value, in: kinds).map { "did you mean '\($0)'? " } ?? ""
                        diagnostics.append(.error(
                            .unknownNestedStyle,
                            "'\(variant.path)' sets the style of '\(SwiftLiteral.inlineDocumentation(request.kind.value))', which is not a component kind of these tokens; \(suggestion)the kinds are \(kinds.quotedList())",
                            at: request.kind.location))
                        continue
                    }
                    let names = target.variants.map(\.name)
                    guard let style = target.variants.first(where: { $0.name == request.variant.value }) else {
                        let suggestion = Suggestion.nearest(to: request.variant.value, in: names).map { "did you mean '\($0)'? " } ?? ""
                        diagnostics.append(.error(
                            .unknownNestedStyle,
                            "'\(variant.path)' sets the \(target.name) style '\(SwiftLiteral.inlineDocumentation(request.variant.value))', which '\(target.path)' does not declare; \(suggestion)its variants are \(names.quotedList())",
                            at: request.variant.location))
                        continue
                    }
                    let method = target.builtIn?.method ?? SwiftIdentifier.member(target.name) + "Style"
                    components[componentIndex].variants[variantIndex].nestedStyles.append(NestedStyle(method: method, member: style.member))
                }
            }
        }
    }

}
