/// A modifier as generated Swift names it: `brand` → `AppTheme.Brand` with one case per context,
/// stored as `selection.brand`.
struct ModifierNames {
    var modifier: ThemeModifier
    /// The property of `AppTheme.Selection` and the label of `AppTheme.init`: `brand`.
    var member: String
    /// The enum nested in `AppTheme`: `Brand`.
    var typeName: String
    /// One case per context, in declared order.
    var cases: [String]
    /// Set when the contexts are light and dark appearances.
    var appearance: AppearanceModifier?

    init(_ modifier: ThemeModifier) {
        self.modifier = modifier
        self.member = SwiftIdentifier.member(modifier.name)
        self.typeName = SwiftIdentifier.type(modifier.name)
        self.cases = modifier.contexts.map(SwiftIdentifier.member)
        self.appearance = AppearanceModifier(modifier)
    }

    func caseName(_ context: String) -> String {
        cases[modifier.contexts.firstIndex(of: context)!]
    }

    var defaultCase: String { caseName(modifier.defaultContext) }

    /// Modifiers whose names, or contexts' names, give one Swift name twice; and a type name that
    /// tokenc declares itself.
    static func diagnostics(_ all: [ModifierNames]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var members: [String: String] = [:]
        var types: [String: String] = ["Selection": "", "Shared": ""]
        for names in all {
            if let other = members[names.member] {
                diagnostics.append(.error(.nameCollision, "the modifiers '\(other)' and '\(names.modifier.name)' both become the Swift name '\(SwiftIdentifier.bare(names.member))'; rename one of them", at: nil))
            }
            members[names.member] = names.modifier.name
            if let other = types[names.typeName] {
                let what = other.isEmpty ? "a type tokenc declares itself" : "the modifier '\(other)'"
                diagnostics.append(.error(.nameCollision, "the modifier '\(names.modifier.name)' becomes the type AppTheme.\(names.typeName), as does \(what); rename it", at: nil))
            }
            types[names.typeName] = names.modifier.name
            var cases: [String: String] = [:]
            for (context, caseName) in zip(names.modifier.contexts, names.cases) {
                if let other = cases[caseName] {
                    diagnostics.append(.error(.nameCollision, "the contexts '\(other)' and '\(context)' of the modifier '\(names.modifier.name)' both become the case '\(SwiftIdentifier.bare(caseName))'; rename one of them", at: nil))
                }
                cases[caseName] = context
            }
        }
        return diagnostics
    }
}
