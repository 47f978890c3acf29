import Lowering
import TokenModel

/// `SwiftUI/AppTheme+Shapes.swift`: every radius token also as a ready shape, a `RoundedRectangle`
/// with continuous corners beside the token in its group (`theme.radius.medium` →
/// `theme.radius.mediumShape`). A radius token is a dimension with `radius` or `corner` in its path,
/// the convention the preview uses too.
struct ShapesEmitter {
    var access: AccessLevel
    var layout: ThemeLayout

    /// The file, or nil when no token is a radius. Each radius's shape name is given with its
    /// member (``ThemeLayout/Token/shapeMember``), so it never clashes.
    func file() -> GeneratedFile? {
        var extensions: [(group: ThemeLayout.Group, tokens: [(ThemeLayout.Token, String)])] = []
        func visit(_ group: ThemeLayout.Group) {
            let radii = group.children.compactMap { child -> (ThemeLayout.Token, String)? in
                guard case .token(let token) = child, let shape = token.shapeMember else { return nil }
                return (token, shape)
            }
            if !radii.isEmpty { extensions.append((group, radii)) }
            for child in group.children {
                if case .group(let nested) = child { visit(nested) }
            }
        }
        visit(layout.root)
        guard !extensions.isEmpty else { return nil }
        let a = access.prefix
        let file = StyleFile.file(path: "SwiftUI/AppTheme+Shapes.swift", summary: "Every radius token as a ready shape: a rounded rectangle with continuous corners.") { p in
            for (index, (group, tokens)) in extensions.enumerated() {
                if index > 0 { p.blankLine() }
                p.block("nonisolated extension \(group.qualifiedName)") { p in
                    for (position, (token, shape)) in tokens.enumerated() {
                        if position > 0 { p.blankLine() }
                        let path = SwiftLiteral.inlineDocumentation(token.token.path.description)
                        p.print("/// `\(path)` as a rounded rectangle with continuous corners.")
                        if let deprecation = token.resolved.deprecation, deprecation.isDeprecated {
                            p.print(deprecation.reason.map { "@available(*, deprecated, message: \(SwiftLiteral.string($0)))" } ?? "@available(*, deprecated)")
                        }
                        p.block("\(a)var \(shape): RoundedRectangle") { p in
                            p.print("RoundedRectangle(cornerRadius: \(token.member), style: .continuous)")
                        }
                    }
                }
            }
        }
        return file
    }
}
