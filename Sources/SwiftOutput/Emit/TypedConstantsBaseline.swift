import TokenModel

/// The type-check baseline `tokenc-bench` sets the generated core layer against: every token of
/// the default permutation as one `static let` of its core type, with the expression the theme
/// assigns it (`static let c0: ThemeColor = ThemeColor(srgb: 0, 0.478, 1)`), beside the core
/// value types. What a hand-written file of the same values costs the type checker; the generated
/// theme adds its groups, its permutations and its storage on top.
package enum TypedConstantsBaseline {
    /// `ThemeValues.swift` and `TypedConstants.swift`.
    package static func files(for theme: ResolvedTheme, remBase: Double = 16) -> [GeneratedFile] {
        let values = ValueExpressions(remBase: remBase)
        var p = SwiftPrinter()
        p.block("enum TypedConstants") { p in
            for (index, token) in theme.tokens(in: theme.defaultPermutation).enumerated() {
                p.line("static let c\(String(index)): \(ValueExpressions.swiftType(of: token.type)) = \(values.expression(for: token))")
            }
        }
        return [
            CoreTypesEmitter(access: .public).file(),
            GeneratedFile(path: "TypedConstants.swift", summary: "Every token as a typed constant: the type-check baseline.", body: p),
        ]
    }
}
