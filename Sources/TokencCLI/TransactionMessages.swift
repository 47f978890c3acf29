import SwiftOutput
import TokenModel

/// What `build` and `check` print of their ``BuildTransaction``: its events as they happen, and a
/// failure with the state it left each folder in and what to do next.
struct TransactionMessages {
    var reporter: Reporter
    /// `build` or `check`, as the messages name the command.
    var commandName: String
    /// Under `build --watch`, where the next step is to save a token file rather than run tokenc.
    var inWatch = false

    func event(_ event: BuildTransaction.Event) {
        switch event {
        case .waiting(let folder, let timeout):
            reporter.summary("waiting for another tokenc build of \(folder.path) to finish (up to \(OutputLock.seconds(timeout)))")
        case .unlocked(let folder, let reason):
            reporter.failure("warning: cannot lock \(folder.path) (\(reason)); nothing keeps another build of it from running at the same time")
        case .recovered(let folder, let recovery):
            if !recovery.completed.isEmpty {
                reporter.summary(
                    "finished an interrupted build in \(folder.path): \(counted(recovery.completed.count, "file")) written or removed as it had committed")
            }
            if !recovery.removedTemporaries.isEmpty {
                reporter.summary(
                    "removed \(counted(recovery.removedTemporaries.count, "temporary file")) an interrupted build left in \(folder.path)")
            }
            for path in recovery.removedTemporaries { reporter.detail("removed \(reporter.path(folder.display(path)))") }
        case .wrote(let folder, let summary):
            for (paths, verb) in [(summary.written, "wrote"), (summary.removed, "removed"), (summary.unchanged, "unchanged")] {
                for path in paths { reporter.detail("\(verb) \(reporter.path(folder.display(path)))") }
            }
        }
    }

    func failure(_ failure: BuildTransaction.Failure, in transaction: BuildTransaction) {
        reporter.diagnostics([failure.diagnostic])
        let folder = failure.folder
        let again = inWatch ? "save a token file to build again" : "run 'tokenc \(commandName)' again"
        switch failure.step {
        case .lock:
            reporter.failure("\(commandName) failed: \(folder.path) was left as it was")
        case .recover:
            reporter.failure("\(commandName) failed: \(state(of: failure)); fix the cause above and run 'tokenc \(commandName)' again")
        case .stage:
            reporter.failure("\(commandName) failed: nothing was written to \(transaction.output.path) or \(folder.path); fix the asset catalog and \(again)")
        case .write where failure.written.isEmpty:
            reporter.failure("\(commandName) failed: \(state(of: failure)); fix the output folder and \(again)")
        case .write:
            reporter.failure("\(commandName) failed: \(transaction.output.path) was written; \(state(of: failure)); fix the asset catalog and \(again)")
        }
        if failure.step == .lock || failure.step == .recover, let written = failure.written.first {
            reporter.failure("\(commandName) failed: \(written.path) was written, \(folder.path) was not")
        }
    }

    /// What a failure left in its folder, truthfully.
    private func state(of failure: BuildTransaction.Failure) -> String {
        failure.leftPartlyUpdated
            ? "\(failure.folder.path) is partly updated: a build committed its changes but could not finish making them; the next 'tokenc build' or 'tokenc check' finishes them"
            : "\(failure.folder.path) was left as it was"
    }
}
