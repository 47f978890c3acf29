/// The command line of `tokenc-bench`.
struct BenchArguments {
    /// Only 1,000 and 10,000 tokens, fewer repetitions.
    var quick = false
    /// Print the machine-readable record on standard output (the table goes to standard error).
    var json = false
    /// Repetitions of every in-process and end-to-end measurement, instead of the defaults.
    var runs: Int?
    /// Where the design systems are generated; kept afterwards. Default: a temporary folder, removed.
    var workDirectory: String?
    /// Only write one design system there (for profiling tokenc by hand), measure nothing.
    var generateDirectory: String?
    /// Its size, and that of the design system `--preview` measures.
    var generateTokens = 10_000
    /// Only measure `tokenc preview`'s page: its size and Chromium's open time.
    var preview = false
    /// Leave out the measurements that compile the generated Swift (the type-check and `AppTheme`).
    var noSwiftc = false
    /// Only count the instructions of a build and a validation of --tokens tokens (callgrind).
    var instructions = false
    /// Only measure live tokens' latency: from saving a token file to a program holding the new theme.
    var live = false

    static let usage = """
        usage: tokenc-bench [--quick] [--no-swiftc] [--json] [--runs <n>] [--work-dir <path>]
               tokenc-bench --generate <path> [--tokens <n>]
               tokenc-bench --preview [--tokens <n>] [--runs <n>] [--work-dir <path>]
               tokenc-bench --instructions [--tokens <n>] [--work-dir <path>]
               tokenc-bench --live [--tokens <n>] [--runs <n>] [--work-dir <path>]

          --quick            only 1,000 and 10,000 tokens, fewer repetitions
          --no-swiftc        leave out the type-check and AppTheme measurements, which compile the generated
                             Swift with swiftc for many minutes
          --json             print a machine-readable record on standard output (the table goes to standard error)
          --runs <n>         repetitions of every measurement (each figure is their median)
          --work-dir <path>  generate the design systems there and keep them
          --generate <path>  only write one design system of --tokens tokens (default 10000) there
          --preview          only measure tokenc preview's page for --tokens tokens: its size and how long
                             headless Chromium takes to open it (TOKENC_CHROMIUM names the browser)
          --instructions     only count the instructions of tokenc build and tokenc validate for --tokens
                             tokens (default 10000) with valgrind --tool=callgrind (a full run counts them
                             for 10,000 tokens too); --work-dir keeps callgrind's files for callgrind_annotate
          --live             only measure live tokens: from saving a token file to a debug build of the core
                             layer holding the new theme, under tokenc build --watch --live, for ./tokens (when
                             run in the repository) and for --tokens generated tokens (default 10000)
          -h, --help         show this help

        Measure in release: swift run -c release tokenc-bench (it builds tokenc beside itself)
        """

    enum Outcome {
        case run(BenchArguments)
        case help
        case usageError(String)
    }

    static func parse(_ arguments: [String]) -> Outcome {
        var parsed = BenchArguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() -> String? { inlineValue ?? remaining.popFirst() }
            switch name {
            case "--quick": parsed.quick = true
            case "--json": parsed.json = true
            case "--preview": parsed.preview = true
            case "--instructions": parsed.instructions = true
            case "--live": parsed.live = true
            case "--no-swiftc": parsed.noSwiftc = true
            case "-h", "--help": return .help
            case "--runs":
                guard let text = value(), let runs = Int(text), runs > 0 else {
                    return .usageError("--runs needs a positive number")
                }
                parsed.runs = runs
            case "--work-dir":
                guard let path = value(), !path.isEmpty else { return .usageError("--work-dir needs a path") }
                parsed.workDirectory = path
            case "--generate":
                guard let path = value(), !path.isEmpty else { return .usageError("--generate needs a path") }
                parsed.generateDirectory = path
            case "--tokens":
                guard let text = value(), let tokens = Int(text), tokens >= 100 else {
                    return .usageError("--tokens needs a number of at least 100")
                }
                parsed.generateTokens = tokens
            default:
                return .usageError("unknown argument '\(argument)'")
            }
        }
        return .run(parsed)
    }

    /// The design system sizes measured.
    var sizes: [Int] { quick ? [1_000, 10_000] : [1_000, 10_000, 100_000] }

    /// Repetitions of the in-process stages for one size.
    func inProcessRuns(tokens: Int) -> Int {
        runs ?? (quick ? 7 : (tokens >= 100_000 ? 7 : tokens >= 10_000 ? 21 : 31))
    }

    /// Repetitions of the end-to-end process for one size.
    func endToEndRuns(tokens: Int) -> Int {
        runs ?? (quick ? 5 : (tokens >= 100_000 ? 7 : 11))
    }

    /// Repetitions of `swiftc -typecheck`, which takes seconds.
    var typeCheckRuns: Int { runs.map { min($0, 5) } ?? 3 }
}
