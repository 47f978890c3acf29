import TokenJSON
import TokenModel

extension ResolutionPlan {
    /// What the folders say when the tokens path has no resolver document: every token file
    /// outside `brands/` and `modes/` is the base set; each `brands/<name>` is a context of the
    /// `brand` modifier and each `modes/<name>` one of the `mode` modifier; base → brand → mode.
    ///
    /// The default brand is the first in sorted order; the default mode is `light` when it
    /// exists, else the first (with the layout detected, the base, named `light`, when a dark mode
    /// and every other only redefine its tokens).
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
        var detected = named.modifiers
        if var valueModes = ValueKeyModes.modifier(in: remaining.base) {
            // One `mode` axis with the same contexts found apart is joined; another is not this one.
            let other = detected.first { $0.name == "mode" }.map { Set($0.contexts.map { $0.name.lowercased() }) }
                ?? (files.modes.isEmpty ? nil : Set(files.modes.keys.map { $0.lowercased() }))
            if let other, other != Set(valueModes.contexts.map { $0.name.lowercased() }) { valueModes.name = "value mode" }
            detected.append(valueModes)
        }
        self.init(folders: remaining, origin: origin, detected: detected, extraLayers: layered, modesOverBase: Self.modesOverBase(files))
        if let warning = ModeAxes.ambiguity(in: self, modes: files.modes) {
            diagnostics.append(warning)
        }
    }

    /// True when `modes/` has a dark appearance but no `light` context, and every one of its files
    /// only redefines tokens of the base (a build that layers each mode over the base, Style
    /// Dictionary's `modes/dark.json` and `modes/large.json`): the base is then the light mode,
    /// the default, rather than the dark one.
    private static func modesOverBase(_ files: TokenFiles) -> Bool {
        guard files.modes.keys.contains(where: { ModeAxes.axis(of: $0) == .appearance }),
              !files.modes.keys.contains(where: { $0.lowercased() == "light" }) else { return false }
        let base = files.base.reduce(into: Set<TokenPath>()) { $0.formUnion(FileNameModes.tokens(in: $1)) }
        return files.modes.values.joined().allSatisfy { file in
            let tokens = FileNameModes.tokens(in: file)
            return !tokens.isEmpty && tokens.isSubset(of: base)
        }
    }

    private init(folders files: TokenFiles, origin: String, detected: [Modifier], extraLayers: [ResolutionLayer], modesOverBase: Bool = false) {
        var layers = [ResolutionLayer(name: "base", kind: .set(files.base.map { .file($0, referencedAt: nil) }), location: nil)]
        layers += extraLayers
        layers += detected.map { ResolutionLayer(name: $0.name, kind: .modifier($0), location: nil) }
        if let brand = Self.modifier(named: "brand", contexts: files.brands, preferredDefault: nil) {
            layers.append(ResolutionLayer(name: "brand", kind: .modifier(brand), location: nil))
        }
        if var mode = Self.modifier(named: "mode", contexts: files.modes, preferredDefault: "light") {
            if modesOverBase {
                mode.contexts.insert(Modifier.Context(name: "light", sources: [], location: nil), at: 0)
                mode.defaultContext = "light"
            }
            layers.append(ResolutionLayer(name: "mode", kind: .modifier(mode), location: nil))
        }
        self.init(layers: Self.joiningAlikeModifiers(layers), origin: origin, filesOrderedByName: true)
    }

    /// Modifiers found apart that are one axis, the same name and the same contexts (a single-file
    /// export's `light` and `dark` sets beside `lightTheme.json` and `darkTheme.json`), are one
    /// modifier where the first stands, each context's sources in the order found: not two
    /// modifiers of one name whose Swift names would have to differ.
    private static func joiningAlikeModifiers(_ layers: [ResolutionLayer]) -> [ResolutionLayer] {
        var joined: [ResolutionLayer] = []
        for layer in layers {
            guard case .modifier(let modifier) = layer.kind,
                  let index = joined.firstIndex(where: { Self.isAlike($0, modifier) }),
                  case .modifier(var first) = joined[index].kind else {
                joined.append(layer)
                continue
            }
            for context in modifier.contexts {
                let at = first.contexts.firstIndex { $0.name.lowercased() == context.name.lowercased() }!
                first.contexts[at].sources += context.sources
            }
            joined[index].kind = .modifier(first)
        }
        return joined
    }

    private static func isAlike(_ layer: ResolutionLayer, _ modifier: Modifier) -> Bool {
        guard case .modifier(let other) = layer.kind else { return false }
        return other.name.lowercased() == modifier.name.lowercased()
            && Set(other.contexts.map { $0.name.lowercased() }) == Set(modifier.contexts.map { $0.name.lowercased() })
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
