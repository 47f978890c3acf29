/// A short, stable name for one kind of problem, printed in brackets after each message
/// (`[broken-reference]`) so that people and scripts can search for it.
///
/// A new code is a `static let` with a `///` doc comment in the section where it belongs, and an
/// entry in `allCases`: `make docs` writes the doc comments into `Documentation/Diagnostics.md`,
/// and a test fails when a declared code is missing from `allCases`.
package struct DiagnosticCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible, CaseIterable {
    package var rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }
    package var description: String { rawValue }
}

extension DiagnosticCode {
    // Files and JSON syntax.
    /// The tokens path or a file in it cannot be read.
    package static let unreadableFile = DiagnosticCode(rawValue: "unreadable-file")
    /// A tokens folder holding more files and folders than `"limits": { "files": … }` allows
    /// (100,000 by default), each counted under every path symbolic links give it; nothing is read.
    package static let tooManyFiles = DiagnosticCode(rawValue: "too-many-files")
    /// A file larger than `"limits": { "fileBytes": … }` allows (64 MiB by default); it is refused
    /// by its size, before any of it is read.
    package static let fileTooLarge = DiagnosticCode(rawValue: "file-too-large")
    /// A `$ref` of a resolver document, or a path in `tokenc.json`, that leads out of the project
    /// folder (the folder of `tokenc.json`, or the one holding the tokens folder) into a folder
    /// `"outsideFolders"` does not name; the file is not opened and nothing is written there.
    package static let outsideProject = DiagnosticCode(rawValue: "outside-project")
    /// The file is not valid JSON (RFC 8259).
    package static let invalidJSON = DiagnosticCode(rawValue: "invalid-json")
    /// A `.json` file that is not JSON but JSON5 (comments, trailing commas, unquoted keys,
    /// single quotes…), read as JSON5 as Style Dictionary reads every source; the message names
    /// the first such place and how JSON writes it. Under `--strict` an error. Files named
    /// `.json5` or `.jsonc` are read as JSON5 without a word.
    package static let json5Syntax = DiagnosticCode(rawValue: "json5-syntax")
    /// The same key twice in one JSON object: a warning, the second read as JavaScript's
    /// `JSON.parse` reads it (which every tool that writes token files reads by); an error under
    /// `--strict`, in a resolver document, and for two Unicode spellings of one name.
    package static let duplicateKey = DiagnosticCode(rawValue: "duplicate-key")
    /// Objects or arrays nested deeper than the reader allows.
    package static let nestingTooDeep = DiagnosticCode(rawValue: "nesting-too-deep")
    /// A JSON file found in the tokens folder that holds no token (no object in it has `$value`
    /// or `value`) and does not read as tokens: a tool's configuration, or a build's output of
    /// plain values. It is left out with this warning in place of its errors (under `--strict`
    /// its errors stand); `"exclude"` in tokenc.json leaves it out without a word.
    package static let notTokenFile = DiagnosticCode(rawValue: "not-token-file")

    // Structure of groups and tokens.
    /// A token or group name that the format forbids (`$` first, or `{`, `}`, `.` inside).
    package static let invalidName = DiagnosticCode(rawValue: "invalid-name")
    /// Two names in one group that differ only by case.
    package static let caseCollision = DiagnosticCode(rawValue: "case-collision")
    /// An object that has `$value` and also child tokens or groups.
    package static let tokenWithChildren = DiagnosticCode(rawValue: "token-with-children")
    /// A `$`-property that the format does not define where it stands.
    package static let unknownProperty = DiagnosticCode(rawValue: "unknown-property")
    /// A reserved property whose value has the wrong JSON type (`$description: 3`).
    package static let invalidProperty = DiagnosticCode(rawValue: "invalid-property")
    /// A token path defined in two files whose order nobody chose.
    package static let duplicateToken = DiagnosticCode(rawValue: "duplicate-token")
    /// `$extends` naming nothing, a token, or forming a cycle.
    package static let invalidExtends = DiagnosticCode(rawValue: "invalid-extends")

    // Types and values.
    /// A `$type` that is not one of the format's types.
    package static let unknownType = DiagnosticCode(rawValue: "unknown-type")
    /// A token whose type cannot be determined from itself, a reference or a group; without
    /// `--strict`, a warning where its category, a group's name or its value gives it one.
    package static let missingType = DiagnosticCode(rawValue: "missing-type")
    /// A `$value` that does not have the shape its type requires.
    package static let invalidValue = DiagnosticCode(rawValue: "invalid-value")
    /// A color written the way most files in the wild do but the format does not (a hex string).
    package static let nonStandardColor = DiagnosticCode(rawValue: "non-standard-color")
    /// A type outside the format read leniently (`string`, `boolean`), or a design tool's name for
    /// one of the format's types (Tokens Studio's `fontSizes`, `boxShadow`…) read as that type,
    /// once per name and file; under `--strict` an error.
    package static let nonStandardType = DiagnosticCode(rawValue: "non-standard-type")
    /// A composite value without a property the format requires, read with the usual default
    /// (under `--strict` it is an `invalid-value` error).
    package static let defaultedProperty = DiagnosticCode(rawValue: "defaulted-property")
    /// A value outside its range that was clamped (gradient stop positions).
    package static let valueClamped = DiagnosticCode(rawValue: "value-clamped")
    /// A value written the way design tools export it but the format does not (`"16px"`, a bare
    /// number as a dimension, `pt`, a 3-digit `hex`, `alpha` beside `$value`), read exactly as the
    /// message says; under `--strict` the format's own error.
    package static let nonStandardValue = DiagnosticCode(rawValue: "non-standard-value")
    /// A property the format does not define, ignored (a key without `$` beside `$value`, a
    /// typography member only CSS knows); under `--strict` an error.
    package static let ignoredProperty = DiagnosticCode(rawValue: "ignored-property")
    /// A token whose value Swift cannot represent (viewport units, a CSS expression, a custom
    /// type), or that references such a token, left out of the theme; under `--strict` an error.
    package static let leftOut = DiagnosticCode(rawValue: "left-out")
    /// A value that reads without error but that no one would choose, named with where it came
    /// from: a line height above 3 or one that references a dimension (each read as the height
    /// between lines, divided by the font size), a font size under 4 pt or above 200 pt, an
    /// opacity above 1.
    package static let suspiciousValue = DiagnosticCode(rawValue: "suspicious-value")
    /// Every token left out, or every token of a type the tokens use (all their dimensions, say,
    /// three or more) with maths tokenc does not evaluate among the causes: the build would
    /// succeed with a theme that lost them, so it is an error. A type lost only to values Swift
    /// has none for (CSS functions, viewport units) is left out with its warnings.
    package static let allLeftOut = DiagnosticCode(rawValue: "all-left-out")
    /// No token at all where there are tokens to read: a tokens folder whose tokens are in
    /// YAML or JavaScript files (named), which tokenc does not read, or no token set a
    /// Tokens Studio `$themes.json` selects with a file in the tokens folder: the build would
    /// succeed with an empty theme, so it is an error.
    package static let noTokens = DiagnosticCode(rawValue: "no-tokens")

    // References.
    /// A reference to a token that does not exist (or to a group).
    package static let brokenReference = DiagnosticCode(rawValue: "broken-reference")
    /// A reference or JSON Pointer that is not well formed.
    package static let invalidReference = DiagnosticCode(rawValue: "invalid-reference")
    /// References that lead back to where they started (also reference objects of resolver documents).
    package static let referenceCycle = DiagnosticCode(rawValue: "reference-cycle")
    /// A reference to a token whose type does not fit where it is used.
    package static let typeMismatch = DiagnosticCode(rawValue: "type-mismatch")

    // Brands and modes.
    /// A token defined in some permutations of brands and modes but not in others: an optional
    /// member of the theme, `nil` where it is missing (under `--strict` an error).
    package static let incompleteToken = DiagnosticCode(rawValue: "incomplete-token")
    /// A token whose type differs between permutations of brands and modes.
    package static let typeChanges = DiagnosticCode(rawValue: "type-changes")
    /// Tokens that vary with so many modifiers together that the combinations of their contexts
    /// add up to more than `"limits": { "permutations": … }` allows (4,096 by default), or
    /// permutations too many to count; nothing is resolved.
    package static let tooManyPermutations = DiagnosticCode(rawValue: "too-many-permutations")

    // Legacy (Style Dictionary, Tokens Studio) files.
    /// A legacy type name or value read by a guess (a bare number as pixels); an error under `--strict`.
    package static let legacyMapping = DiagnosticCode(rawValue: "legacy-mapping")

    // Resolver documents and inputs.
    /// A resolver document whose structure the resolver module forbids: no or another `version`,
    /// no `resolutionOrder`, a set without `sources`, a modifier without contexts, a `default`
    /// that is not a context, an inline item without `name` or `type`.
    package static let invalidResolver = DiagnosticCode(rawValue: "invalid-resolver")
    /// A key that the resolver module does not define in a resolver document, set or modifier.
    package static let unknownResolverProperty = DiagnosticCode(rawValue: "unknown-resolver-property")
    /// A property spelled as the specification's examples spell it but its schema does not
    /// (`context` for `contexts`); an error under `--strict`.
    package static let nonStandardProperty = DiagnosticCode(rawValue: "non-standard-property")
    /// A modifier with only one context, which is a set in effect; an error under `--strict`.
    package static let singleContext = DiagnosticCode(rawValue: "single-context")
    /// A name used twice in `resolutionOrder`, or a set or modifier listed there twice.
    package static let duplicateName = DiagnosticCode(rawValue: "duplicate-name")
    /// A reference object that points to nothing, into `resolutionOrder`, to a modifier from
    /// anywhere but `resolutionOrder`, or to a file that does not exist or is not a token file.
    package static let invalidResolverReference = DiagnosticCode(rawValue: "invalid-resolver-reference")
    /// A tokens folder holding more than one `*.resolver.json`, so which one applies is unclear.
    package static let ambiguousResolver = DiagnosticCode(rawValue: "ambiguous-resolver")
    /// A tokens folder whose layout tokenc cannot tell from its names: a `modes/` folder holding
    /// modes of several kinds (`dark`, `large`, `small`), read as one modifier. The message gives
    /// the resolver document that makes each kind a modifier of its own.
    package static let ambiguousLayout = DiagnosticCode(rawValue: "ambiguous-layout")
    /// A set or modifier that the resolver document defines but `resolutionOrder` never uses, so
    /// its tokens are never read.
    package static let unusedSource = DiagnosticCode(rawValue: "unused-source")
    /// An input naming a modifier the plan does not have.
    package static let unknownInput = DiagnosticCode(rawValue: "unknown-input")
    /// An input choosing a context its modifier does not have, or a modifier chosen twice.
    package static let invalidInput = DiagnosticCode(rawValue: "invalid-input")
    /// No input for a modifier that has no default.
    package static let missingInput = DiagnosticCode(rawValue: "missing-input")

    // Component tokens and styles.
    /// Groups under `component` that are neither a built-in kind (`button`, `textField`, `label`,
    /// `toggle`, `card`) nor declared a custom component with `dev.tokenc.component`: their tokens
    /// are plain tokens, and one warning in all says how to get styles from them.
    package static let unknownComponent = DiagnosticCode(rawValue: "unknown-component")
    /// A component token that is not a property of its kind, or not at
    /// `component.<kind>.<variant>.<property>`.
    package static let unknownComponentProperty = DiagnosticCode(rawValue: "unknown-component-property")
    /// A component property token of a type the property does not take (a dimension as `background`).
    package static let componentPropertyType = DiagnosticCode(rawValue: "component-property-type")
    /// A variant whose static accessor SwiftUI already declares for that style protocol (`plain`).
    package static let styleAccessorCollision = DiagnosticCode(rawValue: "style-accessor-collision")
    /// A `dev.tokenc.component` extension that is malformed: slots empty, repeated or not Swift
    /// identifiers, an unknown axis or key; a warning where it stands on a group that is neither a
    /// component kind nor a variant.
    package static let invalidComponentDeclaration = DiagnosticCode(rawValue: "invalid-component-declaration")
    /// A button, toggle or text field variant whose tokens draw no pressed or no disabled state, so
    /// the style draws tokenc's default feedback (a warning).
    package static let missingStateFeedback = DiagnosticCode(rawValue: "missing-state-feedback")
    /// A custom component's data property of a type other than `string`, `number`, `boolean` or
    /// `action`.
    package static let componentDataType = DiagnosticCode(rawValue: "component-data-type")
    /// A custom component's data property named like one of its slots.
    package static let componentDataClash = DiagnosticCode(rawValue: "component-data-clash")
    /// A variant's `styles` naming a component kind, or a variant of it, that the tokens do not declare.
    package static let unknownNestedStyle = DiagnosticCode(rawValue: "unknown-nested-style")
    /// A `dev.tokenc.component` declaration that differs from the default permutation's at its
    /// group, or that the default permutation lacks: the components are generated from the
    /// default permutation, so it has no effect (a warning).
    package static let unusedComponentDeclaration = DiagnosticCode(rawValue: "unused-component-declaration")

    // Generating Swift.
    /// Two component types that become the same Swift name, or one SwiftUI declares (where no
    /// fallback name can exist: the type is part of the style's API).
    package static let nameCollision = DiagnosticCode(rawValue: "name-collision")
    /// A token, group, modifier or context whose Swift name clashes (one Swift reserves, one tokenc
    /// declares itself, or one an earlier name has) and that takes the fallback name instead.
    package static let renamedMember = DiagnosticCode(rawValue: "renamed-member")
    /// A color outside Display P3, clipped into it for SwiftUI.
    package static let outOfGamut = DiagnosticCode(rawValue: "out-of-gamut")
    /// Two color tokens whose asset-catalog colorsets would have names Xcode cannot tell apart;
    /// the later is named with a number (`listTextColor2`), as a Swift name takes a fallback.
    package static let assetNameCollision = DiagnosticCode(rawValue: "asset-name-collision")
    /// `--brand` (or `assetCatalogBrand`) names no context of a modifier other than the appearance
    /// modifier, or one of several.
    package static let unknownBrand = DiagnosticCode(rawValue: "unknown-brand")
    /// A file in the output folder that tokenc would overwrite but did not write (no tokenc header).
    package static let foreignFile = DiagnosticCode(rawValue: "foreign-file")
    /// The output folder or a file in it cannot be read, written or removed.
    package static let outputFailed = DiagnosticCode(rawValue: "output-failed")
    /// A symbolic link in the output folder where tokenc writes, or one that leads to files tokenc
    /// generated: tokenc never writes or removes through a link.
    package static let outputLink = DiagnosticCode(rawValue: "output-link")
    /// Another build held the output folder's lock for longer than the time-out.
    package static let outputBusy = DiagnosticCode(rawValue: "output-busy")

    // Configuration and the command line's files.
    /// `tokenc.json` has an unknown key or a value of the wrong kind.
    package static let invalidConfig = DiagnosticCode(rawValue: "invalid-config")
    /// A key of the `names` table in `tokenc.json` that names no token, group, modifier or context.
    package static let unusedRename = DiagnosticCode(rawValue: "unused-rename")
    /// `tokenc init` would overwrite files that exist (without `--force`).
    package static let fileExists = DiagnosticCode(rawValue: "file-exists")

    // Reporting.
    /// More diagnostics were found than are printed.
    package static let tooManyDiagnostics = DiagnosticCode(rawValue: "too-many-diagnostics")
}

extension DiagnosticCode {
    /// Every code tokenc reports, in the order of the declarations above.
    package static let allCases: [DiagnosticCode] = [
        .unreadableFile,
        .tooManyFiles,
        .fileTooLarge,
        .outsideProject,
        .invalidJSON,
        .json5Syntax,
        .duplicateKey,
        .nestingTooDeep,
        .notTokenFile,
        .invalidName,
        .caseCollision,
        .tokenWithChildren,
        .unknownProperty,
        .invalidProperty,
        .duplicateToken,
        .invalidExtends,
        .unknownType,
        .missingType,
        .invalidValue,
        .nonStandardColor,
        .nonStandardType,
        .defaultedProperty,
        .valueClamped,
        .nonStandardValue,
        .ignoredProperty,
        .leftOut,
        .suspiciousValue,
        .allLeftOut,
        .noTokens,
        .brokenReference,
        .invalidReference,
        .referenceCycle,
        .typeMismatch,
        .incompleteToken,
        .typeChanges,
        .tooManyPermutations,
        .legacyMapping,
        .invalidResolver,
        .unknownResolverProperty,
        .nonStandardProperty,
        .singleContext,
        .duplicateName,
        .invalidResolverReference,
        .ambiguousResolver,
        .ambiguousLayout,
        .unusedSource,
        .unknownInput,
        .invalidInput,
        .missingInput,
        .unknownComponent,
        .unknownComponentProperty,
        .componentPropertyType,
        .styleAccessorCollision,
        .invalidComponentDeclaration,
        .missingStateFeedback,
        .componentDataType,
        .componentDataClash,
        .unknownNestedStyle,
        .unusedComponentDeclaration,
        .nameCollision,
        .renamedMember,
        .outOfGamut,
        .assetNameCollision,
        .unknownBrand,
        .foreignFile,
        .outputFailed,
        .outputLink,
        .outputBusy,
        .invalidConfig,
        .unusedRename,
        .fileExists,
        .tooManyDiagnostics,
    ]
}
