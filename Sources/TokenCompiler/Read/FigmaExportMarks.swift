import TokenJSON
import TokenModel

/// What Figma's own DTCG export says of a variable in its `$extensions`, read as the variable is
/// read from Figma's REST JSON (``FigmaVariables``), so that one file exported either way builds
/// the same theme:
///
/// - `"com.figma.type": "boolean"` on a `number` token is a boolean variable, written as 1 or 0
///   (Figma's help, "Import and export variables"; its import reads the mark back): a boolean
///   token, 0 false and any other number true, not a `Double`.
/// - `"com.figma.scopes": ["OPACITY"]` on a `number` token is an opacity, which Figma keeps as a
///   percentage (40 for 0.4): the number over 100.
enum FigmaExportMarks {
    /// Reads `token` as its marks say; a token without them is left as it is.
    static func read(_ token: inout TokenNode) {
        guard let extensions = token.metadata.extensions?.json, token.metadata.type.map({ $0.value == "number" }) ?? true else { return }
        if extensions["com.figma.type"]?.stringValue == "boolean" {
            token.metadata.type = Located("boolean", at: token.metadata.type?.location ?? token.metadata.extensions!.location)
            replaceNumber(of: &token) { $0 != 0 ? "true" : "false" }
        } else if let scopes = extensions["com.figma.scopes"]?.arrayElements, scopes.count == 1, scopes[0].stringValue == "OPACITY" {
            replaceNumber(of: &token) { NumberLiteral($0 / 100).text }
        }
    }

    /// Puts the JSON `text` gives a number value in its place; a reference is left as it is.
    private static func replaceNumber(of token: inout TokenNode, with text: (Double) -> String) {
        guard let value = token.value, let number = value.json.numberValue?.value,
              let placed = JSONDocument.value(text(number), placedAt: value.json.position) else { return }
        token.value = SourceValue(placed, file: value.file)
    }
}
