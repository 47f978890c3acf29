/// `SwiftUI/AppTheme+Shapes.swift`: every radius token also as a ready shape, a `RoundedRectangle`
/// with continuous corners beside the token in its group (`theme.radius.medium` →
/// `theme.radius.mediumShape`). A radius token is a dimension with `radius` or `corner` in its path,
/// the convention the preview uses too.
struct ShapesEmitter {
    var access: AccessLevel
    var layout: ThemeLayout

    /// Whether a name in a path says "radius" or "corner", in any case.
    static func namesRadius(_ name: String) -> Bool {
        var contiguous = name
        let ascii = contiguous.withUTF8 { bytes -> Bool? in
            // Lower-casing is per byte for ASCII; other text goes through Unicode's rules.
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return containsLowercased(bytes, "radius") || containsLowercased(bytes, "corner")
        }
        if let ascii { return ascii }
        let lowered = name.lowercased()
        return lowered.containsBytes("radius") || lowered.containsBytes("corner")
    }

    /// Whether ASCII `bytes`, lower-cased, contain the lower-case ASCII `word`.
    private static func containsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard bytes.count >= length else { return false }
        return (0...(bytes.count - length)).contains { start in
            (0..<length).allSatisfy { offset in
                let byte = bytes[start + offset]
                let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
                return lowered == word.utf8Start[offset]
            }
        }
    }

    /// The file, or nil when no token is a radius; and the shape names that clash with a member.
    func file() -> (file: GeneratedFile?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var extensions: [(group: ThemeLayout.Group, tokens: [ThemeLayout.Token])] = []
        // A name says radius for every token below it: each group's is looked at once, and then
        // only each token's own name.
        func visit(_ group: ThemeLayout.Group, inRadiusGroup: Bool) {
            let inRadiusGroup = inRadiusGroup || group.path.components.last.map(Self.namesRadius) == true
            var radii: [ThemeLayout.Token] = []
            // Only groups with a radius need their members' names (most groups have none).
            var members: Set<String>?
            for child in group.children {
                // A radius some permutations lack has no shape to give there.
                if case .token(let token) = child, token.token.type == .dimension, !token.token.isOptional,
                   inRadiusGroup || Self.namesRadius(token.token.path.name) {
                    let shape = Self.shapeMember(token)
                    let taken = members ?? Set(group.children.map { SwiftIdentifier.bare($0.member) })
                    members = taken
                    if taken.contains(shape) {
                        diagnostics.append(.error(
                            .nameCollision,
                            "the radius '\(token.token.path)' gets the shape '\(shape)', which is already a member of \(group.qualifiedName); rename one of them",
                            at: token.location))
                    } else {
                        radii.append(token)
                    }
                }
            }
            if !radii.isEmpty { extensions.append((group, radii)) }
            for child in group.children {
                if case .group(let nested) = child { visit(nested, inRadiusGroup: inRadiusGroup) }
            }
        }
        visit(layout.root, inRadiusGroup: false)
        guard !extensions.isEmpty else { return (nil, diagnostics) }
        let a = access.prefix
        let file = StyleFile.file(path: "SwiftUI/AppTheme+Shapes.swift", summary: "Every radius token as a ready shape: a rounded rectangle with continuous corners.") { p in
            for (index, (group, tokens)) in extensions.enumerated() {
                if index > 0 { p.blankLine() }
                p.block("nonisolated extension \(group.qualifiedName)") { p in
                    for (position, token) in tokens.enumerated() {
                        if position > 0 { p.blankLine() }
                        let path = SwiftLiteral.inlineDocumentation(token.token.path.description)
                        p.print("/// `\(path)` as a rounded rectangle with continuous corners.")
                        if let deprecation = token.resolved.deprecation, deprecation.isDeprecated {
                            p.print(deprecation.reason.map { "@available(*, deprecated, message: \(SwiftLiteral.string($0)))" } ?? "@available(*, deprecated)")
                        }
                        p.block("\(a)var \(Self.shapeMember(token)): RoundedRectangle") { p in
                            p.print("RoundedRectangle(cornerRadius: \(token.member), style: .continuous)")
                        }
                    }
                }
            }
        }
        return (file, diagnostics)
    }

    /// `mediumShape`; `_500Shape` for `500`, `defaultShape` for `default`.
    static func shapeMember(_ token: ThemeLayout.Token) -> String {
        SwiftIdentifier.bare(token.member) + "Shape"
    }
}
