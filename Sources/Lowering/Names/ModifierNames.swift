import TokenJSON
import TokenModel

/// A modifier as generated Swift names it: `brand` → `AppTheme.Brand` with one case per context,
/// stored as `selection.brand`.
package struct ModifierNames {
    package var modifier: ThemeModifier
    /// The property of `AppTheme.Selection` and the label of `AppTheme.init`: `brand`.
    package var member: String
    /// The enum nested in `AppTheme`: `Brand`.
    package var typeName: String
    /// One case per context, in declared order.
    package var cases: [String]
    /// Set when the contexts are light and dark appearances.
    package var appearance: AppearanceModifier?

    /// The names of `modifier` as its own, without regard to other names (for tests and tools
    /// that look at one modifier).
    package init(_ modifier: ThemeModifier) {
        self.init(modifier, member: SwiftIdentifier.member(modifier.name), typeName: SwiftIdentifier.type(modifier.name),
                  cases: modifier.contexts.map(SwiftIdentifier.member))
    }

    private init(_ modifier: ThemeModifier, member: String, typeName: String, cases: [String]) {
        self.modifier = modifier
        self.member = member
        self.typeName = typeName
        self.cases = cases
        self.appearance = AppearanceModifier(modifier)
    }

    /// The argument label in calls of `AppTheme.init` and `Selection.init`: the member without
    /// backticks, which Swift takes for every keyword but `inout` (and warns about otherwise).
    package var label: String {
        let bare = SwiftIdentifier.bare(member)
        return bare == "inout" ? member : bare
    }

    /// The parameter of `AppTheme.init` and `Selection.init`: `mode: Mode = .light`.
    package var parameter: String {
        "\(member): \(typeName) = .\(defaultCase)"
    }

    package func caseName(_ context: String) -> String {
        cases[modifier.contexts.firstIndex(of: context)!]
    }

    package var defaultCase: String { caseName(modifier.defaultContext) }

    /// Where a modifier and its contexts are declared, for messages.
    package struct Locations {
        package var modifiers: [String: SourceLocation] = [:]
        /// By modifier, then context.
        package var contexts: [String: [String: SourceLocation]] = [:]

        package init(plan: ResolutionPlan?) {
            for layer in plan?.layers ?? [] {
                guard case .modifier(let modifier) = layer.kind else { continue }
                var contexts: [String: SourceLocation] = [:]
                for context in modifier.contexts {
                    let file = context.sources.lazy.compactMap { source -> SourceLocation? in
                        guard case .file(let path, let referencedAt) = source else { return nil }
                        return referencedAt ?? SourceLocation(file: path, line: 1, column: 1)
                    }.first
                    contexts[context.name] = context.location ?? file
                }
                self.contexts[modifier.name] = contexts
                modifiers[modifier.name] = layer.location ?? modifier.location ?? modifier.contexts.lazy.compactMap { contexts[$0.name] }.first
            }
        }
    }

    /// Every modifier's names, in order: each modifier's property of `AppTheme.Selection`, its enum
    /// (a type nested in `AppTheme`, claimed in `rootScope` beside the top-level groups) and the
    /// enum's cases, with the `names` table applied and a fallback for every name that clashes
    /// (``SwiftNaming``), each a `renamed-member` warning.
    package static func named(
        _ modifiers: [ThemeModifier], table: NameTable, rootScope: NameScope, locations: Locations
    ) -> (names: [ModifierNames], diagnostics: [Diagnostic]) {
        var rootScope = rootScope
        var selectionScope = NameScope(owner: "AppTheme.Selection", reserved: ReservedNames.selectionMembers)
        var diagnostics: [Diagnostic] = []
        var result: [ModifierNames] = []
        for modifier in modifiers {
            let location = locations.modifiers[modifier.name]
            let own = table.name(forModifierOrContext: modifier.name) ?? modifier.name
            let (name, clash) = SwiftNaming.choose(own, kind: .modifier) { candidate in
                let member = SwiftIdentifier.member(candidate)
                let type = SwiftIdentifier.type(candidate)
                return SwiftNaming.reservedBySwift(member) ?? SwiftNaming.reservedBySwift(type: type)
                    ?? selectionScope.clash([SwiftIdentifier.bare(member)]) ?? rootScope.clash([type])
            }
            let member = SwiftIdentifier.member(name)
            let typeName = SwiftIdentifier.type(name)
            let subject = "the modifier '\(modifier.name)'"
            selectionScope.claim([SwiftIdentifier.bare(member)], by: subject, at: location)
            rootScope.claim([typeName], by: subject, at: location)
            if let clash {
                diagnostics.append(SwiftNaming.warning(
                    "'\(modifier.name)'", kind: .modifier, key: modifier.name, wanted: SwiftIdentifier.bare(SwiftIdentifier.member(own)),
                    given: SwiftIdentifier.bare(member), clash: clash, at: location))
            }
            var caseScope = NameScope(owner: "AppTheme.\(typeName)", reserved: ReservedNames.contextCases)
            let cases = modifier.contexts.map { context in
                let location = locations.contexts[modifier.name]?[context]
                let own = table.name(forModifierOrContext: context) ?? context
                let (name, clash) = SwiftNaming.choose(own, kind: .context) { candidate in
                    let member = SwiftIdentifier.member(candidate)
                    return SwiftNaming.reservedBySwift(member) ?? caseScope.clash([SwiftIdentifier.bare(member)])
                }
                let caseName = SwiftIdentifier.member(name)
                caseScope.claim([SwiftIdentifier.bare(caseName)], by: "the context '\(context)'", at: location)
                if let clash {
                    diagnostics.append(SwiftNaming.warning(
                        "'\(context)' of the modifier '\(modifier.name)'", kind: .context, key: context,
                        wanted: SwiftIdentifier.bare(SwiftIdentifier.member(own)), given: SwiftIdentifier.bare(caseName), clash: clash,
                        at: location))
                }
                return caseName
            }
            result.append(ModifierNames(modifier, member: member, typeName: typeName, cases: cases))
        }
        return (result, diagnostics)
    }
}
