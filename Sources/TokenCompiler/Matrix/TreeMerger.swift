import TokenModel

/// Layers token trees: later trees override earlier ones path by path (a deep merge).
struct TreeMerger {
    /// What to say when a later tree redefines a token.
    enum Redefinition {
        /// Two files whose order nobody chose: a `duplicate-token` warning, the later file wins.
        case warn
        /// Sources layered on purpose (resolver sets, brands over base): the later one wins silently.
        case override
    }

    var redefinition: Redefinition
    /// False under `--strict`: every token over a group is the format's error.
    var lenient = true
    /// Whether a token and a group of one name in two trees are both kept, the token as the
    /// group's `$root` (layers that apply in every permutation, and a Tokens Studio project's
    /// sets, as the plugin keeps both); else the group is kept, or it is an error.
    var keepsTokenUnderGroup = false
    private(set) var diagnostics: [Diagnostic] = []
    /// Per diagnostic: the path it is about.
    private(set) var diagnosticPaths: [TokenPath] = []

    init(redefinition: Redefinition) {
        self.redefinition = redefinition
    }

    mutating func merge(_ overlay: GroupNode, into base: inout GroupNode, path: TokenPath = .root) {
        base.metadata.overlay(overlay.metadata)
        if let extends = overlay.extends { base.extends = extends }
        for (name, node) in overlay.children {
            let childPath = path.appending(name)
            guard let existing = base[name] else {
                base[name] = node
                continue
            }
            switch (existing, node) {
            case (.group(var group), .group(let overlayGroup)):
                merge(overlayGroup, into: &group, path: childPath)
                base[name] = .group(group)
            case (.token(let earlier), .token(let later)):
                if redefinition == .warn {
                    report(childPath, .warning(
                        .duplicateToken,
                        "the token '\(childPath)' is defined again; this later definition wins (files are read in sorted order)",
                        at: later.location,
                        notes: [.init("the earlier definition is here", at: earlier.location)]
                    ))
                }
                base[name] = node
            case (.token(let token), .group(let group)) where lenient && group.isEmptyObject:
                // `"disabled": {}` in a Style Dictionary override file ("no dark value needed
                // here"): its deep merge adds nothing there, so the token stays.
                report(childPath, .warning(
                    .duplicateToken,
                    "'\(childPath)' is an empty object here, over a token of an earlier file or layer; it adds nothing, and the token is kept (remove the empty object)",
                    at: group.location,
                    notes: [.init("the token is defined here", at: token.location)]
                ))
            case (.group(let group), .token(let token)) where lenient && group.isEmptyObject:
                report(childPath, .warning(
                    .duplicateToken,
                    "'\(childPath)' is a token here, over an empty object of an earlier file or layer, which it replaces (remove the empty object)",
                    at: token.location,
                    notes: [.init("the empty object is here", at: group.location)]
                ))
                base[name] = node
            case (.token(var token), .group(let group)) where lenient && group.isPropertiesOnly:
                // A token's properties in one file and its value in another (NL Design System's
                // `$type`, `$description` and `$extensions` in a component's file, the theme's
                // `$value` elsewhere): Style Dictionary's deep merge makes one token of them.
                token.metadata.overlay(group.metadata)
                report(childPath, propertiesApart(childPath, token: token, properties: group))
                base[name] = .token(token)
            case (.group(let group), .token(var token)) where lenient && group.isPropertiesOnly:
                var metadata = group.metadata
                metadata.overlay(token.metadata)
                token.metadata = metadata
                report(childPath, propertiesApart(childPath, token: token, properties: group))
                base[name] = .token(token)
            case (.group(var group), .token(let token)) where lenient && keepsTokenUnderGroup:
                // The same the other way round (a component set's `radius` after the global
                // set's `radius.small`): the later token is the group's `$root`.
                group["$root"] = .token(token)
                report(childPath, tokenAndGroup(childPath, token: token, group: group, groupLayer: "an earlier"))
                base[name] = .group(group)
            case (.group(let group), .token(let token)) where lenient && redefinition == .override && token.dialect == .legacy:
                // A Style Dictionary layer (`*.old.json` over the base) that writes one token where
                // the base has a group: its deep merge keeps the token and drops the group's
                // tokens in that build. One path cannot be a token in some permutations and a
                // group in others, so the group stays and the token goes, with a warning.
                report(childPath, .warning(
                    .duplicateToken,
                    "'\(childPath)' is a token here but a group in the layer below; the group is kept and this token is ignored (Style Dictionary's merge would keep the token and drop the group's tokens, which a path that is a group elsewhere cannot do); write its tokens, '\(childPath).<name>', in this file",
                    at: token.location,
                    notes: [.init("the group is defined here", at: group.location)]
                ))
            case (.token(let token), .group(var group)) where lenient && keepsTokenUnderGroup:
                // Layers that make one name a token and a group (two Figma collections both naming
                // `Brand`, imported by Tokens Studio as two sets): the plugin keeps a token and the
                // tokens below its name side by side, so both stay, the token as the group's `$root`.
                if group["$root"] == nil { group["$root"] = .token(token) }
                report(childPath, tokenAndGroup(childPath, token: token, group: group, groupLayer: "a later"))
                base[name] = .group(group)
            case (.group(let group), .token(let token)) where lenient && redefinition == .warn:
                // Two files of one set whose order nobody chose (an export beside a normalised
                // copy of it): the group and its tokens stay, as when a token is defined twice
                // the later stays, with a warning.
                report(childPath, .warning(
                    .duplicateToken,
                    "'\(childPath)' is a token here but a group in an earlier file; the group is kept and this token is ignored (files are read in sorted order)",
                    at: token.location,
                    notes: [.init("the group is defined here", at: group.location)]
                ))
            case (.token(let token), .group(let group)) where lenient && redefinition == .warn:
                report(childPath, .warning(
                    .duplicateToken,
                    "'\(childPath)' is a group here but a token in an earlier file; the group replaces the token (files are read in sorted order)",
                    at: group.location,
                    notes: [.init("the token is defined here", at: token.location)]
                ))
                base[name] = node
            case (.group(let group), .token(let token)):
                report(childPath, .error(
                    .duplicateToken,
                    "'\(childPath)' is a token here but a group elsewhere; a path must be one or the other in every file",
                    at: token.location,
                    notes: [.init("the group is defined here", at: group.location)]
                ))
            case (.token(let token), .group(let group)):
                report(childPath, .error(
                    .duplicateToken,
                    "'\(childPath)' is a group here but a token elsewhere; a path must be one or the other in every file",
                    at: group.location,
                    notes: [.init("the token is defined here", at: token.location)]
                ))
            }
        }
    }

    /// The warning for a token whose properties are written apart from its value, read as one.
    private func propertiesApart(_ path: TokenPath, token: TokenNode, properties: GroupNode) -> Diagnostic {
        .warning(
            .legacyMapping,
            "'\(path)' has its value here and its properties ($type, $description, $extensions) in another file or layer; read as one token, as Style Dictionary merges them (write them together)",
            at: token.location,
            notes: [.init("its properties are here", at: properties.location)])
    }

    /// The warning for a token and a group at one path in two layers (`groupLayer`: "a later", "an
    /// earlier"), both kept: the token as the group's `$root`.
    private func tokenAndGroup(_ path: TokenPath, token: TokenNode, group: GroupNode, groupLayer: String) -> Diagnostic {
        .warning(
            .duplicateToken,
            "'\(path)' is a token here and a group in \(groupLayer) layer; both are kept, the token as the group's '$root' ('{\(path)}' names it); rename one of them, or write the token as '\(path).$root'",
            at: token.location,
            notes: [.init("the group is defined here", at: group.location)])
    }

    private mutating func report(_ path: TokenPath, _ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        diagnosticPaths.append(path)
    }
}

extension GroupNode {
    /// An object of `$` properties only (`{"$type": "color", "$description": …}`), no token or
    /// group in it: a token's properties written apart from its `$value`.
    var isPropertiesOnly: Bool {
        children.isEmpty && extends == nil && !isEmptyObject
    }

    /// `{}`: no token, no group, no `$` property; in a deep merge it adds nothing.
    var isEmptyObject: Bool {
        children.isEmpty && extends == nil && metadata.type == nil && metadata.description == nil
            && metadata.deprecated == nil && metadata.extensions == nil
    }
}
