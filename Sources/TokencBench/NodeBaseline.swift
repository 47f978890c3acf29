import Foundation
import TokencBenchSupport

/// `NodeParseBaseline` as a measured process of the benchmark.
enum NodeBaseline {
    static let label = "node: read + JSON.parse (process)"
    static let insideLabel = "  the same, timed inside node"

    /// The job that runs Node's baseline on `files`, and reads Node's own time after each run into
    /// `innerMilliseconds`.
    static func job(node: String, files: [String], timeFile: String, innerMilliseconds: Box<[Double]>) -> ChildJob {
        ChildJob(
            executable: node, arguments: NodeParseBaseline.arguments(files: files, timeFile: timeFile),
            setUp: { try? FileManager.default.removeItem(atPath: timeFile) },
            check: {
                guard let value = NodeParseBaseline.milliseconds(inTimeFile: timeFile) else {
                    throw BenchFailure(description: "node wrote no time to \(timeFile)")
                }
                innerMilliseconds.value.append(value)
            })
    }
}
