import TokenJSON
import TokenModel

/// Style Dictionary resolves a reference inside a value by putting the referenced value's text in
/// its place (`"See {product.name} online"`). For a `string` token whose every reference names a
/// `string` token, that is a value tokenc can hold: the joined text, with a `non-standard-value`
/// warning that gives the text to write. Under `--strict`, or when a reference names no token or
/// a token of another type, the caller leaves the token out as before.
extension DecodingContext {
    mutating func interpolatedString(_ value: SourceValue, dialect: TokenDialect) -> String? {
        guard !options.strict, let text = value.json.stringValue,
              let joined = substituted(text, dialect: dialect, by: { index in
                  guard types[index] == .string, case .string(let piece)? = values[index] else { return nil }
                  return piece
              }) else { return nil }
        let written = JSONWriter(isCompact: true).text(of: .string(joined)).dropLast()
        diagnostics.append(.warning(
            .nonStandardValue,
            "\(value.json.sourceText) is read as the text its references give, \(written), as Style Dictionary puts a referenced value in place of the reference (write \(written))",
            at: value.location))
        return joined
    }

    /// A CSS shorthand with references inside (`"0 1px 2.75px {color.shadow}"`, `"1px solid
    /// {color.border}"`, and `"{brand.blue}1A"`, a color's hex with an alpha after it): Style
    /// Dictionary puts each referenced token's value, as written or as its transforms write it
    /// (``writtenText(of:depth:)``), in place of its reference, and passes the text on to CSS.
    /// Read so, as the shadow, border or color the text then makes, with a `non-standard-value`
    /// warning that gives the text. Nil under `--strict`, or when a
    /// reference names no token or one whose value is not written as text or a number (an object
    /// cannot stand in text), or for a color, when the text makes none; `.some(nil)` when the
    /// text it makes is no such shadow or border (reported). A referenced token left out (a part
    /// of a shadow that is no shadow alone) gives its text all the same.
    mutating func interpolatedShorthand(_ value: SourceValue, dialect: TokenDialect, as type: TokenType) -> TokenValue?? {
        guard !options.strict, type == .shadow || type == .border || type == .color, let text = value.json.stringValue,
              let joined = substituted(text, dialect: dialect, by: { writtenText(of: $0, depth: 0) }) else { return nil }
        // A color only when the text makes one (`"{brand.blue}1A"`, a hex with an alpha after it).
        if type == .color, case .failure = CSSColorParser.parse(joined) { return nil }
        let quoted = String(JSONWriter(isCompact: true).text(of: .string(joined)).dropLast())
        guard let placed = JSONDocument.string(joined, placedAt: value.json.position) else { return nil }
        diagnostics.append(.warning(
            .nonStandardValue,
            "\(value.json.sourceText) is read as \(quoted), as Style Dictionary puts each referenced value in place of its reference (write the \(type) it makes)",
            at: value.location))
        let read: TokenValue? = decodeLiteral(SourceValue(placed, file: value.file), dialect: dialect, as: type)
        return .some(read)
    }

    /// `text` with each `{…}` reference replaced by what `piece` gives for the token it names;
    /// nil when a reference names no token or `piece` gives nothing for it.
    private func substituted(_ text: String, dialect: TokenDialect, by piece: (Int) -> String?) -> String? {
        var joined = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            joined += rest[..<open]
            let components = rest[rest.index(after: open)..<close].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !components.contains(where: { $0.isEmpty || $0.contains("{") }),
                  let index = graph.reference(TokenPath(components), dialect: dialect).index,
                  let text = piece(index) else { return nil }
            joined += text
            rest = rest[rest.index(after: close)...]
        }
        return joined + rest
    }

    /// The value of the token at `index` as its file writes it, its own references replaced in
    /// turn (`rgba(0,0,0,{opacity.low})`), as Style Dictionary resolves them: text or a number.
    /// A value written as an object (a dimension's `{"value": 0, "unit": "px"}`, a color's
    /// components) or a color with `alpha` beside it is its resolved value's CSS text
    /// (``CSSValueText``). Nil for any other object, a token not resolved, or references nested
    /// too deep.
    private func writtenText(of index: Int, depth: Int) -> String? {
        guard depth < 16, leftOut(at: index) != nil || values[index] != nil, let json = set[index].node.value?.json else { return nil }
        if json.kind == .object || set[index].node.extraProperties.contains(where: { $0.key == "alpha" }) {
            return values[index].flatMap(CSSValueText.text(of:))
        }
        if json.kind == .number { return json.sourceText }
        guard let text = json.stringValue else { return nil }
        return text.contains("{") ? substituted(text, dialect: set[index].node.dialect, by: { writtenText(of: $0, depth: depth + 1) }) : text
    }
}
