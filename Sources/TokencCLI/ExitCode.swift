/// How `tokenc` tells scripts and CI what happened.
package enum ExitCode: Int32, Sendable {
    /// The command did what was asked; warnings alone do not fail it.
    case success = 0
    /// The input has errors.
    case failure = 1
    /// The command line itself is wrong (`EX_USAGE` from sysexits.h).
    case usage = 64
}
