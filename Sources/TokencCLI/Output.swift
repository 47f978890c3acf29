import Foundation

/// Where commands write: standard output for results and help, standard error for diagnostics.
///
/// Commands never touch the process streams directly, so tests can run them in-process and read
/// exactly what a user would see.
package struct Output {
    /// Receives text meant for standard output, newlines included.
    package var writeStandardOutput: (String) -> Void
    /// Receives text meant for standard error, newlines included.
    package var writeStandardError: (String) -> Void
    /// Whether text on standard error may carry ANSI colour.
    package var colorsStandardError: Bool

    package init(
        colorsStandardError: Bool,
        writeStandardOutput: @escaping (String) -> Void,
        writeStandardError: @escaping (String) -> Void
    ) {
        self.colorsStandardError = colorsStandardError
        self.writeStandardOutput = writeStandardOutput
        self.writeStandardError = writeStandardError
    }

    /// The process's own streams, coloured when standard error is a terminal and `NO_COLOR` is not set.
    package static func terminal(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Output {
        Output(
            colorsStandardError: wantsColor(isTerminal: isatty(STDERR_FILENO) == 1, environment: environment),
            // FileHandle writes unbuffered, so nothing is lost when main calls exit().
            writeStandardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeStandardError: { FileHandle.standardError.write(Data($0.utf8)) }
        )
    }

    /// The colour rule of https://no-color.org: only on a terminal, and a non-empty `NO_COLOR` turns it off.
    package static func wantsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Writes one line to standard output.
    func printLine(_ line: String) {
        writeStandardOutput(line + "\n")
    }

    /// Writes one line to standard error.
    func printErrorLine(_ line: String) {
        writeStandardError(line + "\n")
    }
}
