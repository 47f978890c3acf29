import TokenModel

/// A resolved theme lowered to Swift and checked: what `validate`, `build`, `check` and `preview`
/// share, so that they report the same problems for every input.
///
/// Lowering gives every token and group its Swift name (``SwiftNames``: the layout, the modifiers'
/// names, the fallbacks), checks the components against the one ``ComponentCatalog``
/// (``ComponentSystem``), and checks the values generated Swift writes (``ColorGamutCheck``). Every
/// problem is found here: the Swift emitter and the preview only read the model.
package struct SwiftModel: Sendable {
    package var theme: ResolvedTheme
    package var names: SwiftNames
    /// The kinds under `component` with their variants and checked properties, in the order their
    /// first tokens appear: the styles the emitter generates and the preview draws.
    package var components: [ComponentSystem.Component]
    /// Every problem lowering found: naming, components, values.
    package var diagnostics: [Diagnostic]

    /// Lowers `theme` with the `names` table of the configuration; `plan` locates the modifiers'
    /// names in their files, when there is one.
    package init(lowering theme: ResolvedTheme, names table: NameTable = NameTable(), plan: ResolutionPlan? = nil) {
        self.theme = theme
        names = SwiftNames(theme: theme, names: table, plan: plan)
        let components = ComponentSystem(theme: theme)
        self.components = components.components
        diagnostics = names.diagnostics + components.diagnostics
            + ColorGamutCheck.warnings(for: theme, modifiers: names.modifiers)
    }
}
