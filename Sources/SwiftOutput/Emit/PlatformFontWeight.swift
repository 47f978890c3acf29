/// A framework's font weight for `ThemeFontWeight.standardWeight` (`FontMatchingEmitter`).
/// SwiftUI's `Font.Weight` and UIKit's `UIFont.Weight` name the nine standard weights alike, so
/// both extensions are printed from one table and cannot map a weight differently.
struct PlatformFontWeight {
    /// The framework named in the doc comment.
    var framework: String
    /// The property of `ThemeFontWeight` that gives the weight.
    var property: String
    /// The framework's weight type.
    var type: String

    static let swiftUI = PlatformFontWeight(framework: "SwiftUI", property: "weight", type: "Font.Weight")
    static let uiKit = PlatformFontWeight(framework: "UIKit", property: "uiWeight", type: "UIFont.Weight")

    /// Each standard weight and the member both frameworks name it by, lightest first.
    private static let names: [(weight: Int, member: String)] = [
        (100, "ultraLight"), (200, "thin"), (300, "light"), (400, "regular"), (500, "medium"),
        (600, "semibold"), (700, "bold"), (800, "heavy"), (900, "black"),
    ]

    /// The `ThemeFontWeight` extension with the property, without a final newline: a line of an
    /// emitter's multi-line literal.
    func declaration(access: AccessLevel) -> String {
        let listed = Self.names.map { "\($0.weight) \($0.member)" }
        var p = SwiftPrinter()
        p.block("nonisolated extension ThemeFontWeight") { p in
            p.print(
                "/// The \(framework) weight of `standardWeight`: \(listed.prefix(4).joined(separator: ", ")),",
                "/// \(listed.dropFirst(4).joined(separator: ", ")).")
            p.block("\(access.prefix)var \(property): \(type)") { p in
                p.print("switch standardWeight {")
                // The heaviest as `default` makes the switch over `Int` exhaustive (`standardWeight` is at most 900).
                for (weight, member) in Self.names.dropLast() {
                    p.print("case \(weight):", "    return .\(member)")
                }
                p.print("default:", "    return .\(Self.names[Self.names.count - 1].member)", "}")
            }
        }
        return String(p.text.dropLast())
    }
}
