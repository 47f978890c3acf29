/// What the benchmark reads of a file written by `valgrind --tool=callgrind --callgrind-out-file`.
package enum CallgrindOutput {
    /// The instructions executed, all threads together: the number on the `summary:` line of the
    /// header (callgrind counts instructions, `Ir`, unless told to count other events).
    package static func instructions(in text: String) -> Int? {
        for line in text.split(separator: "\n") {
            if line.hasPrefix("summary: ") { return Int(line.dropFirst("summary: ".count)) }
            // The header ends at the first cost line; `summary:` stands before it.
            if line.first?.isNumber == true { return nil }
        }
        return nil
    }
}
