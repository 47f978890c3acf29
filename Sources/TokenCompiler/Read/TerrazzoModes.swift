import TokenJSON
import TokenModel

/// Terrazzo's mode extension: a token's value per mode beside its `$value`
/// (`"$extensions": { "mode": { "light": "#fff", "dark": "#000" } }`), which Terrazzo builds as
/// one stylesheet per mode (`:root.dark { … }`).
///
/// Read as one more modifier, applied after every layer of the plan: a context per mode named,
/// in the order first written, whose tokens take their value for that mode, and `$value` where
/// they name none. Its default is `light` when a token names it; else `$value`s are the default,
/// a context (Terrazzo's `:root`) named `light` beside a `dark`, else `default`, unless a mode is
/// so named. It is named `mode`,
/// or `appearance` when the plan has a `mode` already.
enum TerrazzoModes {
    /// `plan` with the modifier its sources' mode extensions make, or as it is when none has one.
    static func adding(to plan: ResolutionPlan, options: ReaderOptions) -> ResolutionPlan {
        var overlays: [(mode: String, trees: [GroupNode])] = []
        for tree in trees(of: plan, options: options) {
            for (mode, overlay) in modeOverlays(of: tree) {
                if let index = overlays.firstIndex(where: { $0.mode == mode }) {
                    overlays[index].trees.append(overlay)
                } else {
                    overlays.append((mode, [overlay]))
                }
            }
        }
        guard !overlays.isEmpty else { return plan }
        let taken = Set(plan.modifiers.map(\.name))
        guard let name = ["mode", "appearance"].first(where: { !taken.contains($0) }) else { return plan }
        var contexts = overlays.map { Modifier.Context(name: $0.mode, sources: $0.trees.map(TokenSource.inline), location: nil) }
        // `$value` is Terrazzo's `:root`: modes that are not appearances (one agency's colors
        // each) are alternatives to it, which is the default, named `default`.
        if !contexts.contains(where: { ["light", "default"].contains($0.name.lowercased()) }) {
            let isDarkOnly = contexts.contains { $0.name.lowercased() == "dark" }
            contexts.insert(Modifier.Context(name: isDarkOnly ? "light" : "default", sources: [], location: nil), at: 0)
        }
        let preferred = contexts.first { $0.name.lowercased() == "light" } ?? contexts.first { $0.name.lowercased() == "default" }!
        var extended = plan
        extended.layers.append(ResolutionLayer(
            name: name, kind: .modifier(Modifier(name: name, contexts: contexts, defaultContext: preferred.name, location: nil)), location: nil))
        return extended
    }

    /// Every tree the plan reads that may hold a mode extension: its files that mention `mode`
    /// (read here as well as by the build: only those), and its inline sources.
    private static func trees(of plan: ResolutionPlan, options: ReaderOptions) -> [GroupNode] {
        var ignored: [Diagnostic] = []
        var trees: [GroupNode] = []
        for file in plan.files {
            guard let bytes = TokenFileReader.bytes(of: file, limit: options.limits.fileBytes, diagnostics: &ignored),
                  bytes.mayHoldKey("mode"),
                  let tree = TokenFileReader.read(bytes: bytes, file: file, components: options.components, diagnostics: &ignored) else { continue }
            trees.append(tree)
        }
        for layer in plan.layers {
            let sources: [TokenSource] = switch layer.kind {
            case .set(let sources): sources
            case .modifier(let modifier): modifier.contexts.flatMap(\.sources)
            }
            for case .inline(let tree) in sources { trees.append(tree) }
        }
        return trees
    }

    /// Per mode named below `group`, in the order first named: the group cut down to the tokens
    /// that name it, each holding its value for that mode.
    private static func modeOverlays(of group: GroupNode) -> [(String, GroupNode)] {
        var modes: [String] = []
        var overlays: [String: GroupNode] = [:]
        for (name, node) in group.children {
            switch node {
            case .token(let token):
                guard let values = token.metadata.extensions?.json["mode"]?.objectMembers, let file = token.metadata.extensions?.file else { continue }
                for member in values {
                    var copy = token
                    copy.value = SourceValue(member.value, file: file)
                    copy.pointer = nil
                    if overlays[member.key] == nil {
                        modes.append(member.key)
                        overlays[member.key] = GroupNode(location: group.location)
                    }
                    overlays[member.key]![name] = .token(copy)
                }
            case .group(let child):
                for (mode, overlay) in modeOverlays(of: child) {
                    if overlays[mode] == nil {
                        modes.append(mode)
                        overlays[mode] = GroupNode(location: group.location)
                    }
                    overlays[mode]![name] = .group(overlay)
                }
            }
        }
        return modes.map { ($0, overlays[$0]!) }
    }
}
