/// The ANSI styles of compiler output, matching clang and swiftc so that diagnostics look familiar.
enum TerminalStyle: String {
    case bold = "\u{1B}[1m"
    case error = "\u{1B}[1;31m"
    case warning = "\u{1B}[1;35m"
    case note = "\u{1B}[1;30m"

    static let reset = "\u{1B}[0m"

    /// `text` in this style, or unchanged when colour is off.
    func apply(to text: String, if enabled: Bool) -> String {
        enabled ? rawValue + text + TerminalStyle.reset : text
    }
}
