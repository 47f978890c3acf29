import TokenModel

/// A CSS easing as a cubic Bézier: the named curves (`ease`, `linear`, `ease-in`, `ease-out`,
/// `ease-in-out`), which CSS Easing defines by their exact control points, and the
/// `cubic-bezier(x1, y1, x2, y2)` function, as files written for the web give a `cubicBezier`.
enum CSSEasing {
    /// The control points `text` names; nil when it is no easing CSS defines as a Bézier
    /// (`steps()` is not one).
    static func curve(_ text: String) -> [NumberLiteral]? {
        let trimmed = text.trimmingSpaces.lowercased()
        if let points = named[trimmed] { return points.map { NumberLiteral(value: Double($0)!, text: $0) } }
        guard trimmed.hasPrefix("cubic-bezier("), trimmed.hasSuffix(")") else { return nil }
        let arguments = trimmed.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",", omittingEmptySubsequences: false)
        let numbers = arguments.compactMap { argument -> NumberLiteral? in
            let text = argument.trimmingSpaces
            return Double(text).map { NumberLiteral(value: $0, text: text) }
        }
        return numbers.count == 4 && arguments.count == 4 ? numbers : nil
    }

    /// CSS Easing Functions Level 1, §2.2.
    private static let named: [String: [String]] = [
        "linear": ["0", "0", "1", "1"],
        "ease": ["0.25", "0.1", "0.25", "1"],
        "ease-in": ["0.42", "0", "1", "1"],
        "ease-out": ["0", "0", "0.58", "1"],
        "ease-in-out": ["0.42", "0", "0.58", "1"],
    ]
}
