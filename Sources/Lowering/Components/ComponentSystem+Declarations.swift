import TokenCompiler
import TokenJSON
import TokenModel

/// The `dev.tokenc.component` declarations of kinds and variants: checked where `$extends`
/// inherits them, custom components' slots and data, and the nested styles variants ask for.
extension ComponentSystem {
    /// The declaration `group` has, checked for the group's `role` when it is inherited with
    /// `$extends` (reading checked it where it is written); one that does not fit is not valid here.
    mutating func checkedDeclaration(of group: ThemeGroup?, as role: ComponentGroupRole) -> ComponentDeclaration? {
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
    mutating func customDeclaration(_ declaration: ComponentDeclaration) -> CustomDeclaration? {
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
    mutating func resolveNestedStyles() {
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
