import TokenJSON
import TokenModel

/// Style Dictionary resolves a reference inside a value by putting the referenced value's text in
/// its place (`"See {product.name} online"`). For a `string` token whose every reference names a
/// `string` token, that is a value tokenc can hold: the joined text, with a `non-standard-value`
/// warning that gives the text to write. Under `--strict`, or when a reference names no token or
/// a token of another type, the caller leaves the token out as before.
extension TokenResolver {
    mutating func interpolatedString(_ value: SourceValue, dialect: TokenDialect) -> String? {
        guard !options.strict, let text = value.json.stringValue else { return nil }
        var joined = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            joined += rest[..<open]
            let components = rest[rest.index(after: open)..<close].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !components.contains(where: { $0.isEmpty || $0.contains("{") }),
                  let index = set.index(of: referencedPath(TokenPath(components), dialect: dialect)),
                  types[index] == .string, case .string(let piece)? = values[index] else { return nil }
            joined += piece
            rest = rest[rest.index(after: close)...]
        }
        joined += rest
        let written = JSONWriter(isCompact: true).text(of: .string(joined)).dropLast()
        diagnostics.append(.warning(
            .nonStandardValue,
            "\(value.json.sourceText) is read as the text its references give, \(written), as Style Dictionary puts a referenced value in place of the reference (write \(written))",
            at: value.location))
        return joined
    }
}
