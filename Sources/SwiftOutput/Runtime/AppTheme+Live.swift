import Foundation

/// Every selection's values as `tokenc build --live` writes them: the tokens as they are now,
/// for a running app to show without a rebuild. DEBUG builds only: a release build has no
/// such type, so calls of it sit under `#if DEBUG` too.
///
/// A document is `{"tokencLive": 1, "themes": [...]}`, a theme per selection, each with its
/// `contexts` (`{"brand": "acme", "mode": "dark"}`) and its `tokens` as `theme.json()`
/// prints them: the first theme gives every token it has, each other only the tokens whose
/// values differ from the first's (`null` for an optional token it lacks). The file holds it
/// after a line of changes, `{"tokencLiveChanges": 1, "builds": [...], "changes": [...]}`:
/// the builds whose values the changes are from, and in each theme the tokens that changed.
/// An app built with one of those builds (``builtFingerprint``) reads that line alone.
nonisolated public struct AppThemeLive: Sendable, Hashable {
    /// Every selection's values, made once: themes that apply them share them.
    private let appearances: [AppTheme.Selection: ThemeAppearance]

    /// Reads the file `tokenc build --live` wrote, or the document it ends with. Throws every
    /// problem at once, and a document that does not read as the theme the app was built with
    /// is a problem: a token it adds, removes or gives another type, a modifier or context it
    /// adds or removes. Those need the app rebuilt; values of the same tokens do not.
    public init(json: String) throws(ThemeJSONError) {
        guard json.hasPrefix("{\"tokencLiveChanges\""), let end = json.utf8.firstIndex(of: 0x0A) else {
            appearances = try Self.document(json, line: 1)
            return
        }
        if let changed = Self.changes(String(json[..<end])) {
            appearances = changed
        } else {
            appearances = try Self.document(String(json[json.utf8.index(after: end)...]), line: 2)
        }
    }

    /// The values of a document of every theme, which begins on line `line` of its file.
    private static func document(_ json: String, line: Int) throws(ThemeJSONError) -> [AppTheme.Selection: ThemeAppearance] {
        var parser: ThemeJSONParser = ThemeJSONParser(json, line: line)
        let root: ThemeJSONNode
        do throws(ThemeJSONError.Problem) {
            root = try parser.document()
        } catch {
            throw ThemeJSONError(problems: [error])
        }
        guard case .number(1)? = root["tokencLive"]?.value, case .array(let themes)? = root["themes"]?.value, !themes.isEmpty else {
            throw ThemeJSONError(problems: [ThemeJSONError.Problem(
                kind: .syntax, path: nil, line: root.line, column: root.column,
                message: "not a live theme: tokenc build --live writes {\"tokencLive\": 1, \"themes\": [...]}")])
        }
        var problems: [ThemeJSONError.Problem] = []
        let values: [AppTheme.Selection: AppTheme.Values] = Self.values(of: themes, overTheFirst: true, problems: &problems)
        for selection in Self.everySelection where values[selection] == nil {
            problems.append(ThemeJSONError.Problem(
                kind: .unknownContext, path: nil, line: root.line, column: root.column,
                message: "the document lacks the theme of \(Self.describe(selection))"))
        }
        guard problems.isEmpty else { throw ThemeJSONError(problems: problems) }
        var appearances: [AppTheme.Selection: ThemeAppearance] = [:]
        for (selection, these) in values {
            appearances[selection] = ThemeAppearance(these, selection: selection)
        }
        return appearances
    }

    /// The values of the changes line, when it lists the build the app was built with and
    /// reads without a problem; nil otherwise, for the whole document to be read.
    private static func changes(_ line: String) -> [AppTheme.Selection: ThemeAppearance]? {
        var parser: ThemeJSONParser = ThemeJSONParser(line)
        guard let root = try? parser.document(),
              case .number(1)? = root["tokencLiveChanges"]?.value,
              case .array(let builds)? = root["builds"]?.value,
              builds.contains(where: { (build: ThemeJSONNode) -> Bool in
                  if case .string(builtFingerprint) = build.value { return true }
                  return false
              }),
              case .array(let themes)? = root["changes"]?.value
        else { return nil }
        var problems: [ThemeJSONError.Problem] = []
        let values: [AppTheme.Selection: AppTheme.Values] = Self.values(of: themes, overTheFirst: false, problems: &problems)
        guard problems.isEmpty else { return nil }
        var appearances: [AppTheme.Selection: ThemeAppearance] = [:]
        for selection in Self.everySelection {
            let these: AppTheme.Values = values[selection] ?? ThemeLiveBuiltValues.shared.entry(selection).values
            appearances[selection] = ThemeAppearance(these, selection: selection)
        }
        return appearances
    }

    /// Each theme's values by selection: over the first theme's, which gives every token, or
    /// (changes) each over the values the app was built with.
    private static func values(
        of themes: [ThemeJSONNode], overTheFirst: Bool, problems: inout [ThemeJSONError.Problem]
    ) -> [AppTheme.Selection: AppTheme.Values] {
        var values: [AppTheme.Selection: AppTheme.Values] = [:]
        var first: AppTheme.Values?
        for theme in themes {
            guard case .object(let members)? = theme["contexts"]?.value, let tokens = theme["tokens"] else {
                problems.append(ThemeJSONError.Problem(
                    kind: .syntax, path: nil, line: theme.line, column: theme.column,
                    message: "a theme must be an object with contexts and tokens"))
                continue
            }
            var contexts: [String: String] = [:]
            for member in members {
                if case .string(let context) = member.node.value { contexts[member.key] = context }
            }
            let named: String = members.map { (member: (key: String, node: ThemeJSONNode)) -> String in
                guard case .string(let context) = member.node.value else { return member.key + "=?" }
                return member.key + "=" + context
            }.joined(separator: ", ")
            guard contexts.count == members.count, let selection = Self.selection(contexts) else {
                problems.append(ThemeJSONError.Problem(
                    kind: .unknownContext, path: nil, line: theme.line, column: theme.column,
                    message: "the theme has no selection \(named)"))
                continue
            }
            guard values[selection] == nil else {
                problems.append(ThemeJSONError.Problem(
                    kind: .syntax, path: nil, line: theme.line, column: theme.column,
                    message: "a second theme for \(named)"))
                continue
            }
            let built: ThemeLiveBuiltValues.Entry = ThemeLiveBuiltValues.shared.entry(selection)
            let requiringEvery: Bool = overTheFirst && first == nil
            var these: AppTheme.Values = first ?? built.values
            let given: [(slot: Int, value: any Sendable)] = ThemeJSONReader.values(
                in: tokens, requiringEvery: requiringEvery, current: built.tokens, problems: &problems)
            ThemeJSONReader.set(given, in: &these)
            if overTheFirst, first == nil { first = these }
            values[selection] = these
        }
        return values
    }

    /// `theme` with this document's values in each of its appearances: its brand, mode and
    /// whether it follows the system's appearance kept, edits made to it replaced. Cheap: the
    /// themes it gives share the document's values, and compare equal by pointer.
    public func applied(to theme: AppTheme) -> AppTheme {
        var live: AppTheme = theme
        live._storage = ThemeStorage(theme.selection) { (each: AppTheme.Selection) -> ThemeAppearance in
            appearances[each] ?? ThemeAppearance(AppTheme.Values(each), selection: each)
        }
        return live
    }
}

/// The values the app was built with, in each selection, and its tokens read out in table
/// order: what a document is read against, made once for every document after the first
/// (about a fifth of the time a debug build takes to read 10,000 tokens).
nonisolated final class ThemeLiveBuiltValues: @unchecked Sendable {
    struct Entry {
        let values: AppTheme.Values
        let tokens: [any Hashable & Sendable]
    }

    static let shared: ThemeLiveBuiltValues = ThemeLiveBuiltValues()

    // Behind `lock`: that is what makes the class safe to share (`@unchecked Sendable`).
    private let lock: NSLock = NSLock()
    private var entries: [AppTheme.Selection: Entry] = [:]

    func entry(_ selection: AppTheme.Selection) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[selection] { return entry }
        let values: AppTheme.Values = AppTheme.Values(selection)
        let entry: Entry = Entry(values: values, tokens: ThemeTokenReader.values(of: values))
        entries[selection] = entry
        return entry
    }
}

/// Follows the file `tokenc build --watch --live` writes: reads it when it appears and after
/// every change, and hands each document that reads as this theme (``AppThemeLive``) to
/// `onChange`, on a queue of its own. DEBUG builds only. Stops when released or cancelled.
///
/// The file's status (inode, size, modification time) is looked at every `interval`: a save is
/// seen within that time, the same way on every platform and in the simulator. tokenc
/// replaces the file whole, so a half-written file is never read. A document the app cannot
/// show (a token added, removed or of another type; a brand or mode added or removed) is
/// refused with one line to `log`, and nothing is handed over until a document reads again:
/// the app keeps the last theme until it is rebuilt.
nonisolated public final class AppThemeLiveFile: @unchecked Sendable {
    /// `.tokenc-live.json` in the folder of the generated Swift files, where
    /// `tokenc build --live` writes it: found from the path this file was compiled from, which
    /// the iOS simulator shares with the Mac. A device does not: copy the file into the app's
    /// container and give its path.
    public static var defaultPath: String {
        let source: String = #filePath
        let folder: Substring = source.lastIndex(of: "/").map { source[..<$0] } ?? "."
        return String(folder) + "/.tokenc-live.json"
    }

    /// The file followed.
    public let path: String
    private let timer: DispatchSourceTimer
    private let log: @Sendable (String) -> Void
    private let onChange: @Sendable (AppThemeLive) -> Void
    // Read and written only by `poll()`, which the timer runs on its serial queue: that is
    // what makes the class safe to share (`@unchecked Sendable`).
    private var status: [Int64]?
    private var waiting: Bool = false
    private var refused: Bool = false

    /// Follows `path`, looking at it every `interval` (50 ms unless given); the first look is
    /// at once. `log` takes a line when the file is missing or refused (printed unless given).
    public init(
        path: String = AppThemeLiveFile.defaultPath, interval: DispatchTimeInterval = .milliseconds(50),
        log: @escaping @Sendable (String) -> Void = { (line: String) -> Void in print(line) },
        onChange: @escaping @Sendable (AppThemeLive) -> Void
    ) {
        self.path = path
        self.log = log
        self.onChange = onChange
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "tokenc.live"))
        timer.setEventHandler { [weak self] () -> Void in
            self?.poll()
        }
        timer.schedule(deadline: .now(), repeating: interval, leeway: .milliseconds(5))
        timer.resume()
    }

    /// The documents the file at `path` holds, the latest first, as they change: the file is
    /// followed while the stream is iterated, and no longer once the iteration ends or its task
    /// is cancelled.
    public static func documents(
        at path: String = AppThemeLiveFile.defaultPath,
        log: @escaping @Sendable (String) -> Void = { (line: String) -> Void in print(line) }
    ) -> AsyncStream<AppThemeLive> {
        AsyncStream(AppThemeLive.self, bufferingPolicy: .bufferingNewest(1)) { (continuation: AsyncStream<AppThemeLive>.Continuation) -> Void in
            let file: AppThemeLiveFile = AppThemeLiveFile(path: path, log: log) { (document: AppThemeLive) -> Void in
                continuation.yield(document)
            }
            continuation.onTermination = { (_: AsyncStream<AppThemeLive>.Continuation.Termination) -> Void in
                file.cancel()
            }
        }
    }

    /// Stops following the file; no document is handed over after it returns, but one being
    /// handed over may finish.
    public func cancel() {
        timer.cancel()
    }

    deinit {
        timer.cancel()
    }

    private func poll() {
        let now: [Int64]? = Self.status(of: path)
        guard now != status else { return }
        status = now
        guard now != nil, let data = FileManager.default.contents(atPath: path) else {
            if !waiting {
                waiting = true
                log("tokenc live: waiting for \(path); run 'tokenc build --watch --live' in the project")
            }
            return
        }
        waiting = false
        let live: AppThemeLive
        do throws(ThemeJSONError) {
            live = try AppThemeLive(json: String(decoding: data, as: UTF8.self))
        } catch {
            if !refused {
                refused = true
                let more: String = error.problems.count > 1 ? " and \(error.problems.count - 1) more" : ""
                let first: String = error.problems.first.map { "\($0.line):\($0.column): \($0.message)" } ?? "unreadable"
                log("tokenc live: \(path):\(first)\(more); the app was built with other tokens, rebuild it to see them (keeping the last theme)")
            }
            return
        }
        refused = false
        onChange(live)
    }

    /// Inode, size and modification time (nanoseconds); nil when there is no file.
    private static func status(of path: String) -> [Int64]? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let inode: Int64 = (attributes[.systemFileNumber] as? NSNumber)?.int64Value ?? 0
        let size: Int64 = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified: Double = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return [inode, size, Int64(modified * 1_000_000_000)]
    }
}
