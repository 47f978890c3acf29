import TokenJSON
import TokenModel

extension ResolutionPlan {
    /// What the folders say when the tokens path has no resolver document: every token file
    /// outside `brands/` and `modes/` is the base set; each `brands/<name>` is a context of the
    /// `brand` modifier and each `modes/<name>` one of the `mode` modifier; base → brand → mode.
    ///
    /// The default brand is the first in sorted order; the default mode is `light` when it
    /// exists, else the first.
    package init(folders files: TokenFiles, origin: String) {
        self.init(folders: files, origin: origin, detected: [], extraLayers: [])
    }

    /// The folder convention with what `layout` detects besides: the sets and modifiers of the
    /// Figma variables files and Tokens Studio single-file exports among the files (`layered`) and the
    /// modes file names tell apart (``FileNameModes``), applied after the base set, and a `modes/`
    /// folder whose contexts are of several kinds (``ModeAxes``), which is an `ambiguous-layout`
    /// warning giving the resolver document to write.
    package init(
        folders files: TokenFiles, origin: String, layout: FolderLayout, layered: [ResolutionLayer], diagnostics: inout [Diagnostic]
    ) {
        guard layout == .detected else {
            self.init(folders: files, origin: origin)
            return
        }
        let named = FileNameModes(base: files.base, root: origin, modesFolderUsed: !files.modes.isEmpty)
        var remaining = files
        remaining.base.removeAll { named.files.contains($0) }
        self.init(folders: remaining, origin: origin, detected: named.modifiers, extraLayers: layered)
        if let warning = ModeAxes.ambiguity(in: self, modes: files.modes) {
            diagnostics.append(warning)
        }
    }

    private init(folders files: TokenFiles, origin: String, detected: [Modifier], extraLayers: [ResolutionLayer]) {
        var layers = [ResolutionLayer(name: "base", kind: .set(files.base.map { .file($0, referencedAt: nil) }), location: nil)]
        layers += extraLayers
        layers += detected.map { ResolutionLayer(name: $0.name, kind: .modifier($0), location: nil) }
        if let brand = Self.modifier(named: "brand", contexts: files.brands, preferredDefault: nil) {
            layers.append(ResolutionLayer(name: "brand", kind: .modifier(brand), location: nil))
        }
        if let mode = Self.modifier(named: "mode", contexts: files.modes, preferredDefault: "light") {
            layers.append(ResolutionLayer(name: "mode", kind: .modifier(mode), location: nil))
        }
        self.init(layers: layers, origin: origin, filesOrderedByName: true)
    }

    private static func modifier(named name: String, contexts: [String: [String]], preferredDefault: String?) -> Modifier? {
        let names = contexts.keys.sorted()
        guard let first = names.first else { return nil }
        return Modifier(
            name: name,
            contexts: names.map { context in
                Modifier.Context(name: context, sources: contexts[context]!.map { .file($0, referencedAt: nil) }, location: nil)
            },
            defaultContext: preferredDefault.flatMap { names.contains($0) ? $0 : nil } ?? first,
            location: nil)
    }
}
