import TokenJSON
import TokenModel

/// The components that a theme's `component.<kind>.<variant>.<property>` tokens describe, checked
/// against ``ComponentCatalog``: what the style emitters generate, and every problem found (each at
/// the file, line and column of the token, group or extension value at fault).
package struct ComponentSystem {
    /// One kind under `component`: a built-in style or a custom component.
    package struct Component {
        package enum Kind {
            case builtIn(ComponentCatalog.BuiltIn)
            case custom(CustomDeclaration)
        }

        /// The kind's name as written (`button`, `detail`).
        package var name: String
        package var path: TokenPath
        package var kind: Kind
        package var location: SourceLocation
        package var variants: [Variant]
        /// Label only: where the icon goes, from `dev.tokenc.component` on the kind's group.
        var iconPosition: String?

        /// The UpperCamelCase name of a custom component's view: `Detail`.
        var typeName: String { SwiftIdentifier.type(name) }

        package var builtIn: ComponentCatalog.BuiltIn? {
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
        var axis: String
        /// The typed values beside the slots, in declaration order (`"data": { "name": "string" }`).
        var data: [DataProperty] = []
    }

    /// A data property of a custom component: a stored property of its configuration.
    struct DataProperty {
        var name: String
        var type: ComponentCatalog.DataType
    }

    /// A style a variant sets for the components inside it (`"styles": { "label": "onBrand" }`):
    /// `.labelStyle(.onBrand)` in its body.
    struct NestedStyle {
        /// The view method: `labelStyle`.
        var method: String
        /// The accessor: `onBrand`.
        var member: String
    }

    /// A nested style as declared, checked once every component is known.
    private struct NestedStyleRequest {
        var kind: String
        var variant: String
        var kindLocation: SourceLocation
        var variantLocation: SourceLocation
    }

    /// One variant: `component.button.primary`, with its property tokens.
    package struct Variant {
        package var name: String
        package var path: TokenPath
        package var location: SourceLocation
        /// By property (`cornerRadius`, `title.typography`), the tokens that passed the checks.
        package var properties: [String: ThemeToken]
        /// Label only: the variant's own `iconPosition`, overriding the kind's.
        var iconPosition: String?
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
    private var nestedStyleRequests: [String: [String: [NestedStyleRequest]]] = [:]

    init(theme: AppTheme) {
        let tokens = theme.tokens.filter { $0.path.components.first == ComponentCatalog.root }
        guard !tokens.isEmpty else { return }
        let defaultIndex = theme.index(of: theme.defaultPermutation) ?? 0
        var groups: [TokenPath: ThemeGroup] = [:]
        for group in theme.groups where group.path.components.first == ComponentCatalog.root {
            groups[group.path] = group
        }
        func location(of token: ThemeToken) -> SourceLocation { token.values[defaultIndex].location }
        func location(of path: TokenPath, fallback token: ThemeToken) -> SourceLocation {
            groups[path]?.location ?? location(of: token)
        }

        // The kinds in the order their first token appears.
        var kindOrder: [String] = []
        var byKind: [String: [ThemeToken]] = [:]
        for token in tokens {
            let components = token.path.components
            // A token above the variants is a plain token no style uses (the DTCG specification's
            // own examples have `component.card.box-shadow`): worth a warning, not an error.
            guard components.count >= 4 else {
                diagnostics.append(.warning(
                    .unknownComponentProperty,
                    "'\(token.path)' is not a property of a variant, so no style uses it: component tokens are named component.<kind>.<variant>.<property> (as in 'component.button.primary.background')",
                    at: location(of: token)))
                continue
            }
            if byKind[components[1]] == nil { kindOrder.append(components[1]) }
            byKind[components[1], default: []].append(token)
        }

        for kindName in kindOrder {
            let kindTokens = byKind[kindName]!
            let kindPath = TokenPath([ComponentCatalog.root, kindName])
            let kindLocation = location(of: kindPath, fallback: kindTokens[0])
            let declaration = groups[kindPath].flatMap { group in
                group.extensions.flatMap { ExtensionReader.declaration(in: $0) }
            }
            var component: Component
            if let builtIn = ComponentCatalog.BuiltIn(rawValue: kindName) {
                component = Component(name: kindName, path: kindPath, kind: .builtIn(builtIn), location: kindLocation, variants: [])
                if let declaration {
                    component.iconPosition = readLabelOptions(declaration, kind: builtIn, at: kindPath)
                }
            } else if let declaration {
                guard let custom = readCustomDeclaration(declaration, at: kindPath) else { continue }
                component = Component(name: kindName, path: kindPath, kind: .custom(custom), location: kindLocation, variants: [])
            } else {
                reportUnknownKind(kindName, path: kindPath, at: kindLocation)
                continue
            }

            var variantOrder: [String] = []
            var byVariant: [String: [ThemeToken]] = [:]
            for token in kindTokens {
                let name = token.path.components[2]
                if byVariant[name] == nil { variantOrder.append(name) }
                byVariant[name, default: []].append(token)
            }
            for variantName in variantOrder {
                let variantTokens = byVariant[variantName]!
                let variantPath = kindPath.appending(variantName)
                var variant = Variant(
                    name: variantName, path: variantPath,
                    location: location(of: variantPath, fallback: variantTokens[0]), properties: [:])
                if let extensions = groups[variantPath]?.extensions, let declaration = ExtensionReader.declaration(in: extensions) {
                    readVariantOptions(declaration, into: &variant, of: component)
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
    }

    // MARK: - Properties

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
                "'\(token.path)': the custom component '\(component.name)' has no slot '\(rest[0])'; \(suggestion)its slots are \(slots.quotedList()) (declared in \"\(ComponentCatalog.extensionKey)\")",
                at: location))
            return
        }
        guard let property = allowed.first(where: { $0.name == name }) else {
            let suggestion = Suggestion.nearest(to: name, in: allowedNames).map { "did you mean '\($0)'? " } ?? ""
            let what = component.builtIn.map { "the \($0.displayName) style" } ?? "the custom component '\(component.name)'"
            diagnostics.append(.error(
                .unknownComponentProperty,
                "'\(token.path)': \(what) has no property '\(name)'; \(suggestion)its properties are \(allowedNames.quotedList())",
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
                if ComponentCatalog.reservedTypeNames.contains(base) || base.hasPrefix("Theme") || base.hasPrefix("AppTheme") {
                    diagnostics.append(.error(
                        .nameCollision,
                        "the custom component '\(component.path)' becomes the view type \(base), which \(base.hasPrefix("Theme") || base.hasPrefix("AppTheme") ? "tokenc declares itself" : "SwiftUI declares (the generated view would shadow it)"); rename the group",
                        at: component.location))
                    continue
                }
                names = [base, base + "Style", base + "StyleConfiguration", "Default" + base + "Style", "Any" + base + "Style"]
                    + component.variants.map { $0.typeStem + base + "Style" }
            }
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

    private mutating func reportUnknownKind(_ name: String, path: TokenPath, at location: SourceLocation) {
        let builtIns = ComponentCatalog.BuiltIn.allCases.map(\.rawValue)
        let suggestion = Suggestion.nearest(to: name, in: builtIns).map { "did you mean '\($0)'? " } ?? ""
        diagnostics.append(.error(
            .unknownComponent,
            "unknown component kind '\(name)' ('\(path)'); \(suggestion)the built-in kinds are \(builtIns.quotedList()); declare a custom component with \"$extensions\": { \"\(ComponentCatalog.extensionKey)\": { \"slots\": [...] } } on its group",
            at: location))
    }

    // MARK: - Declarations

    /// A kind's or variant's `dev.tokenc.component` value, with its location.
    struct Declaration {
        var value: JSONValue
        var file: String

        func location(_ json: JSONValue) -> SourceLocation { SourceLocation(file: file, position: json.position) }
    }

    enum ExtensionReader {
        static func declaration(in extensions: SourceValue) -> Declaration? {
            guard let value = extensions.json[ComponentCatalog.extensionKey] else { return nil }
            return Declaration(value: value, file: extensions.file)
        }
    }

    /// `slots` and `axis`; nil when the declaration cannot describe a component (every problem reported).
    private mutating func readCustomDeclaration(_ declaration: Declaration, at path: TokenPath) -> CustomDeclaration? {
        guard let members = object(declaration, at: path, allowed: ComponentCatalog.customKeys) else { return nil }
        var axis = "vertical"
        if let value = members["axis"] {
            if let text = value.stringValue, ComponentCatalog.axes.contains(text) {
                axis = text
            } else {
                diagnostics.append(.error(
                    .invalidComponentDeclaration,
                    "the axis of '\(path)' must be \(ComponentCatalog.axes.quotedList("or")), found \(describe(value))",
                    at: declaration.location(value)))
            }
        }
        guard let slotsValue = members["slots"] else {
            diagnostics.append(.error(
                .invalidComponentDeclaration,
                "the custom component '\(path)' declares no \"slots\": list the names of its parts, e.g. [\"title\", \"subtitle\"]",
                at: declaration.location(declaration.value)))
            return nil
        }
        guard let elements = slotsValue.arrayElements else {
            diagnostics.append(.error(
                .invalidComponentDeclaration,
                "the slots of '\(path)' must be an array of names, found \(describe(slotsValue))",
                at: declaration.location(slotsValue)))
            return nil
        }
        guard !elements.isEmpty else {
            diagnostics.append(.error(
                .invalidComponentDeclaration,
                "the slots of '\(path)' are empty: a component needs at least one slot",
                at: declaration.location(slotsValue)))
            return nil
        }
        var slots: [String] = []
        var firstPosition: [String: JSONValue] = [:]
        var valid = true
        for element in elements {
            guard let name = element.stringValue else {
                diagnostics.append(.error(
                    .invalidComponentDeclaration,
                    "a slot of '\(path)' must be a name (a string), found \(describe(element))",
                    at: declaration.location(element)))
                valid = false
                continue
            }
            if let first = firstPosition[name] {
                diagnostics.append(.error(
                    .invalidComponentDeclaration,
                    "the slot '\(name)' of '\(path)' is listed twice",
                    at: declaration.location(element), notes: [.init("'\(name)' is first listed here", at: declaration.location(first))]))
                valid = false
                continue
            }
            firstPosition[name] = element
            if let problem = Self.slotNameProblem(name) {
                diagnostics.append(.error(
                    .invalidComponentDeclaration,
                    "the slot '\(SwiftLiteral.inlineDocumentation(name))' of '\(path)' \(problem)",
                    at: declaration.location(element)))
                valid = false
                continue
            }
            slots.append(name)
        }
        // The data is checked even when a slot is wrong, so that one run reports every problem.
        let data = members["data"].map { readData($0, slots: firstPosition, declaration: declaration, at: path) } ?? []
        guard valid, let data else { return nil }
        return CustomDeclaration(slots: slots, axis: axis, data: data)
    }

    /// `"data": { "name": "string", "onTap": "action" }`: each a Swift name that no slot has, of a
    /// type of ``ComponentCatalog/DataType``; nil after reporting any problem.
    private mutating func readData(
        _ value: JSONValue, slots: [String: JSONValue], declaration: Declaration, at path: TokenPath
    ) -> [DataProperty]? {
        let types = ComponentCatalog.DataType.allCases.map(\.rawValue)
        guard let members = value.objectMembers else {
            diagnostics.append(.error(
                .invalidComponentDeclaration,
                "the data of '\(path)' must be an object of names and types, such as { \"name\": \"string\", \"onTap\": \"action\" }, found \(describe(value))",
                at: declaration.location(value)))
            return nil
        }
        var data: [DataProperty] = []
        var valid = true
        for member in members {
            let name = member.key
            let at = SourceLocation(file: declaration.file, position: member.keyPosition)
            if let problem = Self.slotNameProblem(name, isSlot: false) {
                diagnostics.append(.error(
                    .invalidComponentDeclaration,
                    "the data property '\(SwiftLiteral.inlineDocumentation(name))' of '\(path)' \(problem)",
                    at: at))
                valid = false
                continue
            }
            if let slot = slots[name] {
                diagnostics.append(.error(
                    .componentDataClash,
                    "the data property '\(name)' of '\(path)' has the name of a slot: the configuration would declare 'configuration.\(name)' twice; rename one of them",
                    at: at, notes: [.init("the slot '\(name)' is listed here", at: declaration.location(slot))]))
                valid = false
                continue
            }
            guard let text = member.value.stringValue, let type = ComponentCatalog.DataType(rawValue: text) else {
                let suggestion = member.value.stringValue.flatMap { Suggestion.nearest(to: $0, in: types) }.map { "; did you mean '\($0)'?" } ?? ""
                diagnostics.append(.error(
                    .componentDataType,
                    "the data property '\(name)' of '\(path)' must have the type \(types.quotedList("or")), found \(describe(member.value))\(suggestion)",
                    at: declaration.location(member.value)))
                valid = false
                continue
            }
            data.append(DataProperty(name: name, type: type))
        }
        return valid ? data : nil
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

    /// `iconPosition` of a label's group; any other key, or any key on another built-in kind, is an error.
    private mutating func readLabelOptions(_ declaration: Declaration, kind: ComponentCatalog.BuiltIn, at path: TokenPath) -> String? {
        guard kind == .label else {
            diagnostics.append(.error(
                .invalidComponentDeclaration,
                "'\(path)' is the built-in \(kind.displayName) style: \"\(ComponentCatalog.extensionKey)\" declares custom components (and a label's iconPosition, and on a variant the styles of the components inside)",
                at: declaration.location(declaration.value)))
            return nil
        }
        guard let members = object(declaration, at: path, allowed: ComponentCatalog.labelKeys) else { return nil }
        return readIconPosition(members["iconPosition"], declaration, at: path)
    }

    /// A variant's `styles`, and a label variant's `iconPosition`.
    private mutating func readVariantOptions(_ declaration: Declaration, into variant: inout Variant, of component: Component) {
        let isLabel = component.builtIn == .label
        let allowed = ComponentCatalog.variantKeys + (isLabel ? ComponentCatalog.labelKeys : [])
        guard let members = object(declaration, at: variant.path, allowed: allowed) else { return }
        if isLabel {
            variant.iconPosition = readIconPosition(members["iconPosition"], declaration, at: variant.path)
        }
        guard let styles = members["styles"] else { return }
        guard let entries = styles.objectMembers else {
            diagnostics.append(.error(
                .invalidComponentDeclaration,
                "the styles of '\(variant.path)' must be an object of component kinds and variants, such as { \"label\": \"accent\" }, found \(describe(styles))",
                at: declaration.location(styles)))
            return
        }
        for entry in entries {
            guard let name = entry.value.stringValue else {
                diagnostics.append(.error(
                    .invalidComponentDeclaration,
                    "the style '\(SwiftLiteral.inlineDocumentation(entry.key))' of '\(variant.path)' must name a variant (a string), found \(describe(entry.value))",
                    at: declaration.location(entry.value)))
                continue
            }
            nestedStyleRequests[component.name, default: [:]][variant.name, default: []].append(NestedStyleRequest(
                kind: entry.key, variant: name,
                kindLocation: SourceLocation(file: declaration.file, position: entry.keyPosition),
                variantLocation: declaration.location(entry.value)))
        }
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
                    guard let target = components.first(where: { $0.name == request.kind }) else {
                        let suggestion = Suggestion.nearest(to: request.kind, in: kinds).map { "did you mean '\($0)'? " } ?? ""
                        diagnostics.append(.error(
                            .unknownNestedStyle,
                            "'\(variant.path)' sets the style of '\(SwiftLiteral.inlineDocumentation(request.kind))', which is not a component kind of these tokens; \(suggestion)the kinds are \(kinds.quotedList())",
                            at: request.kindLocation))
                        continue
                    }
                    let names = target.variants.map(\.name)
                    guard let style = target.variants.first(where: { $0.name == request.variant }) else {
                        let suggestion = Suggestion.nearest(to: request.variant, in: names).map { "did you mean '\($0)'? " } ?? ""
                        diagnostics.append(.error(
                            .unknownNestedStyle,
                            "'\(variant.path)' sets the \(target.name) style '\(SwiftLiteral.inlineDocumentation(request.variant))', which '\(target.path)' does not declare; \(suggestion)its variants are \(names.quotedList())",
                            at: request.variantLocation))
                        continue
                    }
                    let method = target.builtIn?.method ?? SwiftIdentifier.member(target.name) + "Style"
                    components[componentIndex].variants[variantIndex].nestedStyles.append(NestedStyle(method: method, member: style.member))
                }
            }
        }
    }

    /// A label's `iconPosition`, when `value` is one.
    private mutating func readIconPosition(_ value: JSONValue?, _ declaration: Declaration, at path: TokenPath) -> String? {
        guard let value else { return nil }
        guard let text = value.stringValue, ComponentCatalog.iconPositions.contains(text) else {
            diagnostics.append(.error(
                .invalidComponentDeclaration,
                "the iconPosition of '\(path)' must be \(ComponentCatalog.iconPositions.quotedList("or")), found \(describe(value))",
                at: declaration.location(value)))
            return nil
        }
        return text
    }

    /// The declaration's members by key, after reporting keys outside `allowed`.
    private mutating func object(_ declaration: Declaration, at path: TokenPath, allowed: [String]) -> [String: JSONValue]? {
        guard let members = declaration.value.objectMembers else {
            diagnostics.append(.error(
                .invalidComponentDeclaration,
                "\"\(ComponentCatalog.extensionKey)\" on '\(path)' must be an object such as { \"slots\": [\"title\"] }, found \(describe(declaration.value))",
                at: declaration.location(declaration.value)))
            return nil
        }
        var result: [String: JSONValue] = [:]
        for member in members {
            if allowed.contains(member.key) {
                result[member.key] = member.value
            } else {
                let suggestion = Suggestion.nearest(to: member.key, in: allowed).map { "did you mean '\($0)'? " } ?? ""
                diagnostics.append(.error(
                    .invalidComponentDeclaration,
                    "unknown key '\(SwiftLiteral.inlineDocumentation(member.key))' in \"\(ComponentCatalog.extensionKey)\" on '\(path)'; \(suggestion)allowed: \(allowed.quotedList())",
                    at: SourceLocation(file: declaration.file, position: member.keyPosition)))
            }
        }
        return result
    }

    private func describe(_ value: JSONValue) -> String {
        if let text = value.stringValue { return "'\(SwiftLiteral.inlineDocumentation(text))'" }
        return "\(value.kind)"
    }
}
