import Foundation

/// Apple's documented `Contents.json` format for the parts tokenc writes, as a validator: the
/// Asset Catalog Format Reference's "Catalog Type" and "Named Color Type"
/// (https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/CatalogType.html,
/// …/Named_Color.html), read through the search tool's docs corpus, with what Xcode writes where the
/// reference is silent: `components` as strings ("0.478", or "0x7A" for 0–255), `appearances` with
/// `luminosity` `light`/`dark` and `contrast` `high`, and the color spaces of Xcode's inspector.
///
/// Parsed with Foundation's `JSONSerialization`, not tokenc's reader, so the check is independent.
enum AssetCatalogFormat {
    /// The idioms of the reference's "Image Set Type" (`idiom`), which "Named Color Type" refers to.
    static let idioms: Set<String> = ["universal", "iphone", "ipad", "mac", "tv", "watch", "car", "marketing", "vision"]
    static let colorSpaces: Set<String> = ["srgb", "extended-srgb", "extended-linear-srgb", "display-p3", "gray-gamma-22", "extended-gray"]
    static let appearanceValues: [String: Set<String>] = ["luminosity": ["light", "dark"], "contrast": ["high"]]

    /// The problems of a catalog's root `Contents.json` (`<name>.xcassets/Contents.json`); empty when valid.
    static func catalogProblems(_ data: Data) -> [String] {
        guard let root = object(data) else { return ["not a JSON object"] }
        var problems = unknownKeys(root, allowed: ["info", "properties"], at: "root")
        problems += infoProblems(root["info"])
        return problems
    }

    /// The problems of a colorset's `Contents.json`; empty when valid.
    static func colorSetProblems(_ data: Data) -> [String] {
        guard let root = object(data) else { return ["not a JSON object"] }
        var problems = unknownKeys(root, allowed: ["info", "colors", "properties"], at: "root")
        problems += infoProblems(root["info"])
        guard let colors = root["colors"] as? [Any], !colors.isEmpty else { return problems + ["'colors' must be a non-empty array"] }
        var variants: Set<String> = []
        var anyPerIdiom: [String: Int] = [:]
        for (index, element) in colors.enumerated() {
            let at = "colors[\(index)]"
            guard let entry = element as? [String: Any] else {
                problems.append("\(at) is not an object")
                continue
            }
            problems += unknownKeys(entry, allowed: ["idiom", "color", "appearances", "display-gamut"], at: at)
            guard let idiom = entry["idiom"] as? String, idioms.contains(idiom) else {
                problems.append("\(at).idiom must be one of \(idioms.sorted())")
                continue
            }
            problems += colorProblems(entry["color"], at: "\(at).color")
            var traits: [String] = []
            if let appearances = entry["appearances"] {
                guard let list = appearances as? [Any], !list.isEmpty else {
                    problems.append("\(at).appearances must be a non-empty array")
                    continue
                }
                var kinds: Set<String> = []
                for (position, item) in list.enumerated() {
                    guard let trait = item as? [String: Any], let kind = trait["appearance"] as? String,
                          let value = trait["value"] as? String, appearanceValues[kind]?.contains(value) == true,
                          trait.count == 2
                    else {
                        problems.append("\(at).appearances[\(position)] must be {appearance: luminosity|contrast, value: …}")
                        continue
                    }
                    if !kinds.insert(kind).inserted { problems.append("\(at).appearances names '\(kind)' twice") }
                    traits.append("\(kind)=\(value)")
                }
            } else {
                anyPerIdiom[idiom, default: 0] += 1
            }
            let key = ([idiom, entry["display-gamut"] as? String ?? ""] + traits.sorted()).joined(separator: ",")
            if !variants.insert(key).inserted { problems.append("\(at) repeats the variant \(key)") }
        }
        for (idiom, count) in anyPerIdiom where count != 1 {
            problems.append("\(count) colors of idiom \(idiom) without appearances")
        }
        if anyPerIdiom.isEmpty { problems.append("no color without appearances (the 'any' appearance)") }
        return problems
    }

    private static func object(_ data: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func unknownKeys(_ object: [String: Any], allowed: Set<String>, at place: String) -> [String] {
        object.keys.filter { !allowed.contains($0) }.sorted().map { "\(place) has the unknown key '\($0)'" }
    }

    /// `info`: `author` a string, `version` the number 1.
    private static func infoProblems(_ value: Any?) -> [String] {
        guard let info = value as? [String: Any] else { return ["'info' must be an object"] }
        var problems = unknownKeys(info, allowed: ["author", "version"], at: "info")
        if !(info["author"] is String) { problems.append("info.author must be a string") }
        if (info["version"] as? NSNumber)?.intValue != 1 || info["version"] is String { problems.append("info.version must be 1") }
        return problems
    }

    /// `color`: `color-space` and `components` with `red`, `green`, `blue`, `alpha`.
    private static func colorProblems(_ value: Any?, at place: String) -> [String] {
        guard let color = value as? [String: Any] else { return ["\(place) must be an object"] }
        var problems = unknownKeys(color, allowed: ["color-space", "components"], at: place)
        guard let space = color["color-space"] as? String, colorSpaces.contains(space) else {
            return problems + ["\(place).color-space must be one of \(colorSpaces.sorted())"]
        }
        guard let components = color["components"] as? [String: Any] else { return problems + ["\(place).components must be an object"] }
        problems += unknownKeys(components, allowed: ["red", "green", "blue", "alpha"], at: "\(place).components")
        let extended = space.hasPrefix("extended")
        for name in ["red", "green", "blue", "alpha"] {
            guard let component = components[name] else {
                problems.append("\(place).components.\(name) is missing")
                continue
            }
            guard let number = componentValue(component) else {
                problems.append("\(place).components.\(name) must be a decimal string (\"0.478\"), \"0x7A\" or 0–255")
                continue
            }
            if !(extended && name != "alpha"), !(0...1).contains(number) {
                problems.append("\(place).components.\(name) \(number) lies outside 0–1 in \(space)")
            }
        }
        return problems
    }

    /// A component's value from 0 to 1: `"0.478"`, `"0x7A"` (of 255), `"122"` (of 255), or a JSON number.
    static func componentValue(_ value: Any) -> Double? {
        if let number = value as? NSNumber, !(value is String) { return number.doubleValue }
        guard let text = value as? String else { return nil }
        if text.hasPrefix("0x"), text.count == 4, let byte = UInt8(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
        if !text.contains("."), let byte = Int(text), (0...255).contains(byte) { return Double(byte) / 255 }
        let decimal = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = decimal.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, (parts[0] + parts[1]).allSatisfy(\.isASCII),
              (parts[0] + parts[1]).allSatisfy(\.isNumber)
        else { return nil }
        return Double(text)
    }
}
