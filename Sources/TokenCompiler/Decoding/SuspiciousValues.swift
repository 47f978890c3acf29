import TokenJSON
import TokenModel

/// Values that read without error but are almost certainly not what their author meant: a
/// `suspicious-value` warning names the value and where it came from. Where the tool that wrote
/// the file says how it meant the value, it is read so first (a line height that references a
/// dimension is a height in that unit, as Tokens Studio and Figma apply it).
extension DecodingContext {
    /// A typography line height that references a dimension token: a height between lines, not
    /// a multiplier (Tokens Studio and Figma apply a line height in pixels). Read as that height
    /// divided by the font size, with a warning; nil when `value` is no such reference, under
    /// `--strict` (the format's type-mismatch error follows), or when the units differ.
    mutating func dimensionLineHeight(_ value: SourceValue, fontSize: DimensionValue?, dialect: TokenDialect) -> NumberLiteral? {
        guard !options.strict, let fontSize, fontSize.value.value > 0,
              case .reference(let written)? = ReferenceSyntax.alias(in: value.json) else { return nil }
        let path = graph.referencedPath(written, dialect: dialect)
        guard let index = set.index(of: path), leftOut(at: index) == nil, types[index] == .dimension,
              case .dimension(let height)? = values[index], height.unit == fontSize.unit else { return nil }
        let multiplier = NumberLiteral(height.value.value / fontSize.value.value)
        let heightText = "\(height.value.text)\(height.unit.rawValue)"
        diagnostics.append(.warning(
            .suspiciousValue,
            "line height '{\(path)}' is the dimension \(heightText), not a multiplier; read as \(heightText) between lines, \(multiplier.text) times the font size \(fontSize.value.text)\(fontSize.unit.rawValue) (write \(multiplier.text))",
            at: value.location, notes: [.init("'\(path)' is defined here", at: set[index].location)]))
        return multiplier
    }

    /// Warns about a typography value whose line height or font size no one would choose, and
    /// returns it as read. In a Tokens Studio or Style Dictionary file (the legacy dialect), and in
    /// any file of a Tokens Studio project, a line height above 3 is the height between lines in
    /// the font size's unit, as Tokens Studio and Figma apply a number (`convertLineHeightToFigma`:
    /// pixels), so it becomes that height over the font size; in a format file of another
    /// project, and under `--strict`, the format's multiplier stays.
    /// `value` is where the typography value is written.
    mutating func checkTypography(_ typography: TypographyValue, members: CompositeMembers, at value: SourceValue, dialect: TokenDialect) -> TypographyValue {
        var typography = typography
        let size = typography.fontSize
        let points = size.unit == .rem ? size.value.value * SuspiciousValues.checkedRemBase : size.value.value
        let sizeAt = members["fontSize"] ?? value
        if !SuspiciousValues.plausibleFontSizes.contains(points) {
            let remNote = size.unit == .rem ? " (\(NumberLiteral(points).text)pt at 16 points per rem)" : ""
            diagnostics.append(.warning(
                .suspiciousValue,
                "font size \(size.value.text)\(size.unit.rawValue)\(remNote)\(Self.origin(of: sizeAt)) is \(points < SuspiciousValues.plausibleFontSizes.lowerBound ? "under" : "above") \(NumberLiteral(points < SuspiciousValues.plausibleFontSizes.lowerBound ? SuspiciousValues.plausibleFontSizes.lowerBound : SuspiciousValues.plausibleFontSizes.upperBound).text)pt; check its unit",
                at: sizeAt.location))
        }
        let lineHeight = typography.lineHeight.value
        if lineHeight > SuspiciousValues.largestLineHeightMultiplier {
            let heightAt = members["lineHeight"] ?? value
            let written = typography.lineHeight.text
            let unit = size.unit.rawValue
            let between = NumberLiteral(lineHeight * size.value.value)
            if !options.strict, dialect == .legacy || options.tokensStudio, size.value.value > 0 {
                let multiplier = NumberLiteral(lineHeight / size.value.value)
                typography.lineHeight = multiplier
                diagnostics.append(.warning(
                    .suspiciousValue,
                    "line height \(written)\(Self.origin(of: heightAt)) is above \(NumberLiteral(SuspiciousValues.largestLineHeightMultiplier).text), so it is read as \(written)\(unit) between lines, as Tokens Studio and Figma apply a number (as a multiplier it would set \(between.text)\(unit) between lines of \(size.value.text)\(unit) text): \(multiplier.text) times the font size (write \(multiplier.text))",
                    at: heightAt.location))
            } else {
                let asHeight = size.value.value > 0 ? NumberLiteral(lineHeight / size.value.value) : nil
                let hint = asHeight.map { "; if \(written) is meant as \(unit) between lines, write \($0.text)" } ?? ""
                diagnostics.append(.warning(
                    .suspiciousValue,
                    "line height \(written)\(Self.origin(of: heightAt)) is a multiplier above \(NumberLiteral(SuspiciousValues.largestLineHeightMultiplier).text): \(between.text)\(unit) between lines of \(size.value.text)\(unit) text\(hint)",
                    at: heightAt.location))
            }
        }
        return typography
    }

    /// Warns about a number token named an opacity (a path name `opacity`, any case, or one that
    /// ends with it) whose value is above 1: a percentage written as a number.
    mutating func checkOpacity(_ number: NumberLiteral, path: TokenPath, at value: SourceValue) {
        guard number.value > 1, path.components.contains(where: { $0.lowercased().hasSuffix("opacity") }) else { return }
        diagnostics.append(.warning(
            .suspiciousValue,
            "'\(path)' is an opacity of \(number.text)\(Self.origin(of: value)), above 1 (fully opaque); if it is a percentage, write \(NumberLiteral(number.value / 100).text)",
            at: value.location))
    }

    /// ` (from '{font.size.xl}')` when the value is a reference; empty when written there.
    private static func origin(of value: SourceValue) -> String {
        guard case .reference(let path)? = ReferenceSyntax.alias(in: value.json) else { return "" }
        return " (from '{\(path)}')"
    }
}

/// The bounds the suspicious-value checks read by.
enum SuspiciousValues {
    /// The largest line height read as a multiplier without a warning: text set at more than
    /// three times its size is a pixel height read as a multiplier.
    static let largestLineHeightMultiplier = 3.0
    /// The font sizes, in points, read without a warning: smaller is unreadable, larger is a
    /// value in another unit (or a typo).
    static let plausibleFontSizes = 4.0...200.0
    /// Points per rem the checks assume (the build's default `--rem-base`).
    static let checkedRemBase = 16.0
}
