import TokenModel

/// One build's hold on its output folders, the Swift folder and the asset catalog when there is
/// one, from before it looks at them until it has written them: the order they are locked,
/// recovered and written in, and what a failure left behind, decided here once for `build`,
/// `build --watch` and `check`.
///
/// - ``open(_:)`` locks each folder that exists and finishes what an interrupted build left there
///   (``OutputFolder/recover()``): the catalog first, because it may lie inside the Swift folder,
///   whose recovery would otherwise remove the files the catalog's own interrupted commit still
///   has to rename into place.
/// - ``stage(catalog:)`` refuses, before anything is written, catalog files that could not be
///   written, so that a build writes both folders or neither.
/// - ``commit(swift:catalog:_:)`` locks (creating) a folder that did not exist, then writes the
///   Swift folder and then the catalog, each whole through its journal.
/// - ``abandon()`` after a failure removes the folders the build created and left empty.
///
/// The locks are held until the transaction is gone. A failure is a ``Failure``: which step, which
/// folder, the diagnostic, and whether the folder is left partly updated; the command says it.
package struct BuildTransaction {
    /// What the transaction did that a user may want to know while it runs.
    package enum Event {
        /// Another build holds `folder`; this one waits up to `timeout` seconds.
        case waiting(OutputFolder, timeout: Double)
        /// The file system cannot lock `folder` (`reason`): the build goes on unlocked.
        case unlocked(OutputFolder, reason: String)
        /// What an interrupted build left in `folder` was finished.
        case recovered(OutputFolder, OutputRecovery)
        /// `folder` was written.
        case wrote(OutputFolder, OutputWriteSummary)
    }

    /// Why the transaction stopped, and where.
    package struct Failure: Error {
        package enum Step: Sendable, Hashable {
            /// Another build held the folder too long, or it could not be opened.
            case lock
            /// What an interrupted build left could not be finished.
            case recover
            /// A file of the catalog could not be written: nothing was.
            case stage
            /// Writing the folder failed.
            case write
        }

        package var step: Step
        package var folder: OutputFolder
        package var diagnostic: Diagnostic
        /// The folders written in full before the failure: the Swift folder when the catalog failed.
        package var written: [OutputFolder]

        /// Whether `folder` is left partly updated: a commit that could not be finished, which the
        /// next build or check finishes (else it is as it was).
        package var leftPartlyUpdated: Bool { folder.hasInterruptedCommit }
    }

    /// The Swift files' folder.
    package let output: OutputFolder
    /// The asset catalog's folder, when the build writes one.
    package let catalog: OutputFolder?
    private let lockTimeout: Double
    private let missing: MissingFolders
    private var locks: [String: OutputLock] = [:]

    /// A transaction over `output` and `catalog` that waits `lockTimeout` seconds at most for
    /// another build of either. Notes which of their folders do not exist yet, for ``abandon()``.
    package init(output: OutputFolder, catalog: OutputFolder?, lockTimeout: Double) {
        self.output = output
        self.catalog = catalog
        self.lockTimeout = lockTimeout
        self.missing = MissingFolders(above: [output.path] + (catalog.map { [$0.path] } ?? []))
    }

    /// The folders in the order they are locked: the catalog first.
    package var folders: [OutputFolder] {
        (catalog.map { [$0] } ?? []) + [output]
    }

    /// Whether this transaction holds the lock on `folder`.
    package func isLocked(_ folder: OutputFolder) -> Bool {
        locks[folder.path] != nil
    }

    /// Locks every folder that exists, catalog first, and finishes what an interrupted build left
    /// in it. A folder that does not exist is neither created nor locked.
    package mutating func open(_ event: (Event) -> Void) throws(Failure) {
        for folder in folders where folder.exists {
            try lockAndRecover(folder, written: [], event)
        }
    }

    /// Throws, having written nothing, when a file of `files` cannot be written to the catalog.
    package func stage(catalog files: [GeneratedFile]) throws(Failure) {
        guard let catalog else { return }
        do throws(Diagnostic) {
            try catalog.checkWritable(files)
        } catch {
            throw Failure(step: .stage, folder: catalog, diagnostic: error, written: [])
        }
    }

    /// Writes `swift` to the Swift folder, then `catalogFiles` to the catalog (when both are
    /// given), locking and creating a folder that did not exist first. Each folder changes whole
    /// or not at all; a failure of the catalog leaves the Swift folder written (``Failure/written``).
    /// What was written in each, the Swift folder's first.
    @discardableResult
    package mutating func commit(
        swift: [GeneratedFile], catalog catalogFiles: [GeneratedFile]?, _ event: (Event) -> Void
    ) throws(Failure) -> [OutputWriteSummary] {
        var written: [OutputFolder] = []
        var summaries: [OutputWriteSummary] = []
        var targets = [(output, swift)]
        if let catalog, let catalogFiles { targets.append((catalog, catalogFiles)) }
        for (folder, files) in targets {
            if !isLocked(folder) { try lockAndRecover(folder, written: written, event) }
            let summary: OutputWriteSummary
            do throws(Diagnostic) {
                summary = try folder.write(files)
            } catch {
                throw Failure(step: .write, folder: folder, diagnostic: error, written: written)
            }
            written.append(folder)
            summaries.append(summary)
            event(.wrote(folder, summary))
        }
        return summaries
    }

    /// Removes the folders this build created (those missing when it began) that it left empty:
    /// a failed build leaves none behind.
    package func abandon() {
        missing.removeThoseLeftEmpty()
    }

    private mutating func lockAndRecover(_ folder: OutputFolder, written: [OutputFolder], _ event: (Event) -> Void) throws(Failure) {
        let lock: OutputLock
        do throws(Diagnostic) {
            lock = try OutputLock.acquire(folder.path, timeout: lockTimeout) { event(.waiting(folder, timeout: lockTimeout)) }
        } catch {
            throw Failure(step: .lock, folder: folder, diagnostic: error, written: written)
        }
        locks[folder.path] = lock
        if let reason = lock.unavailable { event(.unlocked(folder, reason: reason)) }
        do throws(Diagnostic) {
            let recovery = try folder.recover()
            if !recovery.isEmpty { event(.recovered(folder, recovery)) }
        } catch {
            throw Failure(step: .recover, folder: folder, diagnostic: error, written: written)
        }
    }
}
