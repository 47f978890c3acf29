import Foundation

/// The end-to-end baseline of the benchmark: Node reading and `JSON.parse`-ing the token files in
/// one process, which is all that `tokenc build` has to beat. Node also times its reading and
/// parsing itself, so that the report shows how much of its process is start-up.
package enum NodeParseBaseline {
    /// Reads each file named after the first argument as UTF-8 text and parses it, fails unless
    /// each is a JSON object, and writes the milliseconds that took, timed inside Node, to the
    /// file named by the first argument.
    static let script = """
        const fs = require('fs');
        const [out, ...files] = process.argv.slice(1);
        const start = process.hrtime.bigint();
        let objects = 0;
        for (const file of files) {
            const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
            if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) objects += 1;
        }
        if (objects !== files.length) throw new Error('a file is not a JSON object');
        fs.writeFileSync(out, String(Number(process.hrtime.bigint() - start) / 1e6));
        """

    /// The arguments of `node` that parse `files` and write the time to `timeFile`.
    package static func arguments(files: [String], timeFile: String) -> [String] {
        ["-e", script, timeFile] + files
    }

    /// The milliseconds Node wrote to `timeFile`, or nil when it wrote none.
    package static func milliseconds(inTimeFile timeFile: String) -> Double? {
        (try? String(contentsOfFile: timeFile, encoding: .utf8)).flatMap(Double.init)
    }
}
