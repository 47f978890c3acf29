/// The words of component tokens and their declarations, which reading checks and every later
/// stage shares: `<root>.<kind>.<variant>.<property>` (the root is ``ComponentConvention``'s), and
/// `"$extensions": { "dev.tokenc.component": { … } }` on a kind's or a variant's group.
package enum ComponentVocabulary {
    /// The `$extensions` key of component declarations.
    package static let extensionKey = "dev.tokenc.component"

    /// The keys of a declaration on a custom component's group.
    package static let customKeys = ["slots", "axis", "data"]
    /// The keys of a declaration on a `label` group.
    package static let labelKeys = ["iconPosition"]
    /// The keys of a declaration on a variant's group (a label variant's: `iconPosition` too).
    package static let variantKeys = ["styles"]
}
