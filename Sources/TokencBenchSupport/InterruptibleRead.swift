import Foundation
#if canImport(Glibc)
import Glibc
private let readBytes = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let readBytes = Darwin.read
#endif

extension FileHandle {
    /// Everything up to the end of the file, read again where a signal interrupted a read.
    /// Foundation's `readDataToEndOfFile()` traps on `EINTR`, which a blocking read gets when a
    /// child process of another thread exits (Foundation installs a `SIGCHLD` handler on Linux):
    /// the tests run many child processes at once.
    package func readToEndRetryingInterrupts() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { readBytes(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }
}
