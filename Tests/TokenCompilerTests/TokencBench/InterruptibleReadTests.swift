import Foundation
import Testing
import TokencBenchSupport

/// What a child process prints is read whole, however many reads it takes.
@Suite struct InterruptibleReadTests {
    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 300_001])
    func everyBytePrintedIsRead(count: Int) throws {
        let run = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "head -c \(count) /dev/zero | tr '\\0' a"])
        #expect(run.status == 0)
        #expect(run.output == String(repeating: "a", count: count))
    }
}
