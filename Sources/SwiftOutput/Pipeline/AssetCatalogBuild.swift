import Lowering
import TokenModel

/// The asset catalog of a successful build: its files, relative to the `.xcassets` folder, or the
/// errors that keep it (and the Swift files) from being written.
package struct AssetCatalogReport: Sendable {
    package var files: [GeneratedFile]
    package var diagnostics: [Diagnostic]
    /// The brand's contexts, by modifier name (the appearance modifier left out): for the summary.
    package var contexts: [String: String]

    package var succeeded: Bool { !diagnostics.containsErrors }
}

/// The asset catalog of `report`'s theme for one brand (see ``AssetCatalogEmitter``).
///
/// `brand` names a context of a modifier other than the appearance modifier (`nova` of `brand`);
/// every other modifier takes its default context. Nil takes every default. A name that is no such
/// context, or a context of two modifiers, is an `unknown-brand` error.
package func buildAssetCatalog(from report: BuildReport, brand: String?) -> AssetCatalogReport {
    let theme = report.theme
    var contexts: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    if let brand {
        let brandModifiers = theme.modifiers.filter { AppearanceModifier($0) == nil }
        let owners = brandModifiers.filter { $0.contexts.contains(brand) }
        switch owners.count {
        case 1:
            contexts[owners[0].name] = brand
        case 0:
            let known = brandModifiers.flatMap(\.contexts)
            var message = "--brand '\(brand)' names no brand of the tokens"
            if known.isEmpty {
                message += ": they have no modifier besides the appearance, so there is one catalog; leave --brand out"
            } else {
                message += "; the brands (contexts of \(brandModifiers.map { "'\($0.name)'" }.joined(separator: ", "))) are \(known.quotedList())"
                if let suggestion = Suggestion.nearest(to: brand, in: known) { message += "; did you mean '\(suggestion)'?" }
            }
            diagnostics.append(.error(.unknownBrand, message, at: nil))
        default:
            diagnostics.append(.error(
                .unknownBrand,
                "--brand '\(brand)' is a context of \(owners.count) modifiers (\(owners.map { "'\($0.name)'" }.joined(separator: ", "))); rename the context in one of them",
                at: nil))
        }
    }
    guard diagnostics.isEmpty else { return AssetCatalogReport(files: [], diagnostics: diagnostics, contexts: contexts) }
    let names = ColorSetNames(theme: theme, layout: report.validation.model.names.layout)
    let emitter = AssetCatalogEmitter(theme: theme, names: names, permutation: contexts)
    return AssetCatalogReport(files: emitter.files(), diagnostics: names.diagnostics, contexts: contexts)
}
