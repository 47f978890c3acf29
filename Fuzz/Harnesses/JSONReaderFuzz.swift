/// The `json-reader` target: any bytes through the JSON reader and the token tree reader. A crash,
/// a hang or a sanitizer report is a failure; diagnostics are the expected answer to bad input.
func fuzzJSONReader(_ bytes: [UInt8]) {
    var diagnostics: [Diagnostic] = []
    _ = TokenFileReader.read(bytes: bytes, file: "fuzz.tokens.json", diagnostics: &diagnostics)
    FuzzCheck.positioned(diagnostics)
}
