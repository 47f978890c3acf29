import TokenModel

/// Component declarations that no generated code follows. The components are generated from the
/// default permutation (a declaration shapes Swift types, which cannot change per brand or mode),
/// so a declaration that a set or a context writes, and that differs from the one the default
/// permutation has at that group, has no effect: each is a warning, where it is written.
enum UnusedComponentDeclarations {
    /// The warnings for the declarations written in `trees` (every set's and every context's),
    /// against the default permutation's `groups`; none when `convention` is off.
    static func warnings(in trees: [GroupNode], defaultGroups groups: [ThemeGroup], convention: ComponentConvention) -> [Diagnostic] {
        guard let root = convention.root else { return [] }
        var inEffect: [TokenPath: ComponentDeclaration] = [:]
        for group in groups where convention.contains(group.path) {
            if let declaration = group.component { inEffect[group.path] = declaration }
        }
        var warnings: [Diagnostic] = []
        for tree in trees {
            guard case .group(let components)? = tree[root] else { continue }
            for (kindName, kindNode) in components.children {
                guard case .group(let kind) = kindNode else { continue }
                let kindPath = TokenPath([root, kindName])
                check(kind.metadata.component, at: kindPath, against: inEffect, into: &warnings)
                for (variantName, variantNode) in kind.children {
                    guard case .group(let variant) = variantNode else { continue }
                    check(variant.metadata.component, at: kindPath.appending(variantName), against: inEffect, into: &warnings)
                }
            }
        }
        return warnings
    }

    private static func check(
        _ declaration: ComponentDeclaration?, at path: TokenPath, against inEffect: [TokenPath: ComponentDeclaration],
        into warnings: inout [Diagnostic]
    ) {
        // A declaration with mistakes is reported as such when read.
        guard let declaration, declaration.isValid else { return }
        guard let effective = inEffect[path] else {
            warnings.append(.warning(
                .unusedComponentDeclaration,
                "this declaration of '\(path)' has no effect: the default permutation, which the components are generated from, does not declare '\(path)'; declare it in a file that every permutation reads",
                at: declaration.location))
            return
        }
        guard !declaration.declaresTheSame(as: effective) else { return }
        warnings.append(.warning(
            .unusedComponentDeclaration,
            "this declaration of '\(path)' has no effect: it differs from the default permutation's, which the components are generated from; a component is declared the same in every permutation (it shapes the generated Swift types)",
            at: declaration.location, notes: [.init("the declaration in effect is here", at: effective.location)]))
    }
}
