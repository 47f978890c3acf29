import TokenJSON
import TokenModel

/// Figma's own DTCG export writes a boolean variable as a number marked by its type:
/// `"$type": "number", "$value": 1, "$extensions": { "com.figma.type": "boolean" }`, 0 for false
/// and any other number for true (Figma's help, "Import and export variables"; its import reads
/// the mark back). Such a token is a boolean here too, as the designer made it, not a `Double`.
enum FigmaBooleanVariable {
    /// Makes `token` the boolean Figma marks it as: its type `boolean` (where it says `number` or
    /// inherits its type), and a number value the boolean it stands for. Any other token is left
    /// as it is.
    static func read(_ token: inout TokenNode) {
        guard let extensions = token.metadata.extensions, extensions.json["com.figma.type"]?.stringValue == "boolean",
              token.metadata.type.map({ $0.value == "number" }) ?? true else { return }
        token.metadata.type = Located("boolean", at: token.metadata.type?.location ?? extensions.location)
        guard let value = token.value, let number = value.json.numberValue?.value else { return }
        let flag = number != 0
        guard let placed = try? JSONDocument(parsing: Array((flag ? "true" : "false").utf8), placedAt: value.json.position) else { return }
        token.value = SourceValue(placed.root, file: value.file)
    }
}
