import Foundation
import Lowering
import TokenJSON
import TokenModel

/// An Xcode asset catalog (`.xcassets`) of the theme's colors for one brand: the catalog's
/// `Contents.json` and one `<name>.colorset/Contents.json` per color token, in the format of
/// Apple's Asset Catalog Format Reference ("Catalog Type", "Named Color Type").
///
/// - **Appearances.** The colorset's first color is the light, standard-contrast value
///   (no `appearances`: "any"). A token that varies with the appearance modifier also gets
///   `luminosity` `dark`, and, when the modifier has high-contrast contexts, `contrast` `high` and
///   `luminosity` `dark` with `contrast` `high`: the four Xcode writes for "Any, Dark" with
///   "High Contrast" ticked. Each value is the context the Swift theme would choose for that
///   appearance (``AppearanceModifier/context(isDark:isHighContrast:)``).
/// - **Color space.** As the Swift output draws it (``ColorConversion``): `display-p3` where the
///   token is Display P3 or was converted to it, else `srgb`; linear sRGB is gamma-encoded into
///   sRGB, as for `UIColor`. Components outside 0–1 (possible only in sRGB) make it `extended-srgb`.
/// - **Components** are strings in decimal, rounded to 6 places and written with at least 3
///   (`"0.478"`, `"1.000"`), as Xcode writes them.
/// - **Names** come from ``ColorSetNames``. A token absent from the brand's light permutation
///   has no colorset; one absent from another appearance lacks that entry.
/// - **Ownership.** Every file begins with `"info"` naming tokenc as its author
///   (``ownershipPrefix``): the output folder owns exactly those files, so a colorset that Xcode
///   re-saved (author `xcode`) or that someone added is never overwritten or removed.
package struct AssetCatalogEmitter {
    /// The start of every file tokenc writes into a catalog: what ``OutputFolder`` recognises as
    /// its own.
    package static let ownershipPrefix = "{\n  \"info\": {\n    \"author\": \"tokenc\","

    var theme: ResolvedTheme
    var names: ColorSetNames
    /// The context of each modifier but the appearance modifier.
    var permutation: [String: String]
    var appearance: (modifier: ThemeModifier, contexts: AppearanceModifier)?

    init(theme: ResolvedTheme, names: ColorSetNames, permutation: [String: String]) {
        self.theme = theme
        self.names = names
        self.permutation = permutation
        appearance = theme.modifiers.lazy.compactMap { modifier in AppearanceModifier(modifier).map { (modifier, $0) } }.first
    }

    /// The catalog's files, paths relative to the `.xcassets` folder, sorted.
    func files() -> [GeneratedFile] {
        var files = [GeneratedFile(path: "Contents.json", contents: Self.text(.object(["info": Self.info])))]
        for entry in names.entries {
            guard let colors = colors(of: entry.token) else { continue }
            files.append(GeneratedFile(
                path: "\(entry.name).colorset/Contents.json",
                contents: Self.text(.object(["info": Self.info, "colors": .array(colors)]))))
        }
        return files.sorted { $0.path < $1.path }
    }

    static let info: JSONOutput = .object(["author": .string("tokenc"), "version": .number("1")])

    static func text(_ value: JSONOutput) -> String {
        JSONWriter().text(of: value)
    }

    /// The `colors` array; nil when the token has no value for the light appearance.
    private func colors(of token: ThemeToken) -> [JSONOutput]? {
        var appearances: [(isDark: Bool, isHighContrast: Bool)] = [(false, false)]
        if let appearance, token.variesWith.contains(appearance.modifier.name) {
            appearances.append((true, false))
            if appearance.contexts.contexts.keys.contains(where: \.isHighContrast) {
                appearances.insert((false, true), at: 1)
                appearances.append((true, true))
            }
        }
        var colors: [JSONOutput] = []
        for (isDark, isHighContrast) in appearances {
            var contexts = permutation
            if let appearance {
                contexts[appearance.modifier.name] = appearance.contexts.context(isDark: isDark, isHighContrast: isHighContrast)
            }
            guard let index = theme.index(of: theme.permutation(contexts)),
                  let resolved = token.value(in: index), case .color(let color) = resolved.value
            else {
                if colors.isEmpty { return nil }
                continue
            }
            var members: [JSONOutput.Member] = []
            var traits: [JSONOutput] = []
            if isDark { traits.append(.object(["appearance": .string("luminosity"), "value": .string("dark")])) }
            if isHighContrast { traits.append(.object(["appearance": .string("contrast"), "value": .string("high")])) }
            if !traits.isEmpty { members.append(.init("appearances", .array(traits))) }
            members.append(.init("color", Self.color(color)))
            members.append(.init("idiom", .string("universal")))
            colors.append(.object(members))
        }
        return colors
    }

    /// `{ "color-space": …, "components": { "alpha", "blue", "green", "red" } }`.
    static func color(_ color: ColorValue) -> JSONOutput {
        var display = ColorConversion.display(color)
        var space = display.space == .displayP3 ? "display-p3" : "srgb"
        if display.space == .sRGBLinear {
            display.red = sRGBEncoded(display.red)
            display.green = sRGBEncoded(display.green)
            display.blue = sRGBEncoded(display.blue)
        }
        if space == "srgb", [display.red, display.green, display.blue].contains(where: { $0 < 0 || $0 > 1 }) {
            space = "extended-srgb"
        }
        return .object([
            "color-space": .string(space),
            "components": .object([
                "alpha": .string(component(color.opacity)),
                "blue": .string(component(display.blue)),
                "green": .string(component(display.green)),
                "red": .string(component(display.red)),
            ]),
        ])
    }

    /// A linear sRGB component encoded with the sRGB transfer function, the sign kept, as the
    /// generated `UIColor(_:)` does.
    static func sRGBEncoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// `0.478`, `1.000`, `0.123457`, `-0.05`→`-0.050`: rounded to 6 decimal places, at least 3 written.
    static func component(_ value: Double) -> String {
        let micro = Int64((value * 1_000_000).rounded())
        let magnitude = micro.magnitude
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.count > 3, fraction.hasSuffix("0") { fraction.removeLast() }
        return (micro < 0 ? "-" : "") + "\(magnitude / 1_000_000).\(fraction)"
    }
}
