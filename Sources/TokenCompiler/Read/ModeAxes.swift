import TokenJSON
import TokenModel

/// The kinds of mode a `modes/` folder's context names say, to tell one axis from several.
///
/// A name is an appearance (`light`, `dark`, `dark-hc`, `high-contrast`), a size (`small`,
/// `x-large`, `md`, `compact`, `comfortable`…) or a platform (`ios`, `android`, `web`, `mobile`,
/// `desktop`…); other names are of no known kind. A `modes/` folder with names of two kinds or
/// more is ambiguous: the folder convention reads them as one modifier, so no permutation
/// combines a dark appearance with a large size.
enum ModeAxes {
    enum Axis: String, CaseIterable {
        case appearance, size, platform
    }

    private static let sizes: Set<String> = [
        "xxxs", "xxs", "xs", "s", "sm", "small", "xsmall", "xxsmall", "m", "md", "medium", "l", "lg", "large",
        "xl", "xlarge", "xxl", "xxlarge", "xxxl", "xxxlarge", "compact", "comfortable", "cozy", "spacious", "dense",
        "condensed", "expanded",
    ]
    private static let platforms: Set<String> = ["ios", "ipados", "macos", "watchos", "tvos", "visionos", "android", "web", "mobile", "tablet", "desktop"]

    /// The kind of mode `name` names; nil when it is of no known kind.
    static func axis(of name: String) -> Axis? {
        if let appearance = AppearanceNames.appearance(in: name), appearance.key.isEmpty { return .appearance }
        let folded = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        if AppearanceNames.contrastWords.contains(folded) { return .appearance }
        if sizes.contains(folded) { return .size }
        if platforms.contains(folded) { return .platform }
        return nil
    }

    /// The `ambiguous-layout` warning when the `modes/` folder of `plan` holds modes of several
    /// kinds: where the first file of the second kind is, and the resolver document with one
    /// modifier per kind (each with an empty context, the base's, as its default) to write instead.
    static func ambiguity(in plan: ResolutionPlan, modes: [String: [String]]) -> Diagnostic? {
        let names = modes.keys.sorted()
        var byAxis: [Axis: [String]] = [:]
        var unknown: [String] = []
        for name in names {
            if let axis = axis(of: name) { byAxis[axis, default: []].append(name) } else { unknown.append(name) }
        }
        let axes = Axis.allCases.filter { byAxis[$0] != nil }
        guard axes.count >= 2 else { return nil }
        var layers = plan.layers.filter { $0.name != "mode" }
        for axis in axes {
            let baseContext = axis == .appearance ? "light" : "default"
            var contexts = byAxis[axis]!.map { name in
                Modifier.Context(name: name, sources: modes[name]!.map { .file($0, referencedAt: nil) }, location: nil)
            }
            if !contexts.contains(where: { $0.name.lowercased() == baseContext }) {
                contexts.insert(Modifier.Context(name: baseContext, sources: [], location: nil), at: 0)
            }
            let name = axis == .appearance ? "mode" : axis.rawValue
            let modifier = Modifier(name: name, contexts: contexts, defaultContext: contexts[0].name, location: nil)
            layers.append(ResolutionLayer(name: name, kind: .modifier(modifier), location: nil))
        }
        if !unknown.isEmpty {
            let contexts = [Modifier.Context(name: "default", sources: [], location: nil)] + unknown.map { name in
                Modifier.Context(name: name, sources: modes[name]!.map { .file($0, referencedAt: nil) }, location: nil)
            }
            layers.append(ResolutionLayer(name: "variant", kind: .modifier(Modifier(name: "variant", contexts: contexts, defaultContext: "default", location: nil)), location: nil))
        }
        let suggested = ResolutionPlan(layers: layers, origin: plan.origin, filesOrderedByName: true)
        let kinds = axes.map { axis in "\(axis.rawValue) (\(byAxis[axis]!.joined(separator: ", ")))" }
        let defaultMode = plan.modifiers.first { $0.name == "mode" }?.defaultContext ?? names[0]
        let second = modes[byAxis[axes[1]]![0]]!.sorted()[0]
        // On one line: messages are printed one per line. JSON strings hold no raw line breaks.
        let document = JSONWriter(indentation: "").text(of: suggested.resolverDocument(relativeTo: suggested.folder))
            .split(separator: "\n").joined(separator: " ")
        return .warning(
            .ambiguousLayout,
            "the modes/ folder holds modes of \(axes.count) kinds, \(kinds.joined(separator: " and ")), read as one modifier 'mode' whose default is '\(defaultMode)', so no permutation combines two of them; to give each kind its own modifier, save this resolver document as tokens.resolver.json in '\(suggested.folder)': \(document)",
            at: SourceLocation(file: second, line: 1, column: 1))
    }
}
