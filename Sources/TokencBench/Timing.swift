import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic nanoseconds.
func monotonicNanoseconds() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

/// The times of repeated runs of one measurement.
struct Sample: Codable {
    var runs: Int
    var medianSeconds: Double
    var minSeconds: Double
    var maxSeconds: Double

    init(seconds: [Double]) {
        precondition(!seconds.isEmpty)
        let sorted = seconds.sorted()
        runs = sorted.count
        medianSeconds = median(sorted)
        minSeconds = sorted[0]
        maxSeconds = sorted[sorted.count - 1]
    }
}

/// The median of a non-empty list.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// A measurement whose warm-up took longer than this many seconds is repeated `slowRuns` times at
/// most, so that a pathologically slow stage keeps the benchmark within minutes; the runs are in the report.
let slowSeconds = 2.0
let slowRuns = 3

/// Times `body` `runs` times after one untimed warm-up run; `setUp` runs, untimed, before each.
func measure(runs: Int, setUp: () throws -> Void = {}, _ body: () throws -> Void) rethrows -> Sample {
    try setUp()
    let warmUp = monotonicNanoseconds()
    try body()
    let runs = Double(monotonicNanoseconds() - warmUp) / 1e9 > slowSeconds ? min(runs, slowRuns) : runs
    var seconds: [Double] = []
    seconds.reserveCapacity(runs)
    for _ in 0..<runs {
        try setUp()
        let start = monotonicNanoseconds()
        try body()
        seconds.append(Double(monotonicNanoseconds() - start) / 1e9)
    }
    return Sample(seconds: seconds)
}

/// Keeps a result alive past the measurement, so the optimizer cannot drop the work.
nonisolated(unsafe) private var blackHoleStorage: Any?

@inline(never)
func blackHole<T>(_ value: T) {
    blackHoleStorage = value
}

/// The one-minute load average, or nil where the system does not report it.
func loadAverage() -> Double? {
    var loads = [Double](repeating: 0, count: 1)
    return getloadavg(&loads, 1) == 1 ? loads[0] : nil
}
