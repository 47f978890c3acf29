/// A strict RFC 8259 parser over bytes that records the position of every value.
public enum JSONParser {
    /// Nesting deeper than this is an error at the position where the limit was passed.
    public static let defaultMaxDepth = 512

    static func parse(_ bytes: [UInt8], maxDepth: Int) throws(JSONSyntaxError) -> JSONDocument {
        fatalError("implemented by the JSON parser work")
    }
}
