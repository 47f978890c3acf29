import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel

/// `exclude` holds for the sets `$themes.json` selects as for every other file: an excluded set
/// is never read or listed, and each theme that selects it goes without it, with one warning.
@Suite struct TokensStudioExcludeTests {
    @Test(arguments: ["core/broken.json", "broken.json", "core/broken*", "**/broken.json"])
    func anExcludedSetIsNotRead(_ pattern: String) throws {
        let folder = try TemporaryFolder.holding([
            "$themes.json": #"[{"id":"1","name":"Default","selectedTokenSets":{"core/a":"enabled","core/broken":"enabled"}},{"id":"2","name":"Other","selectedTokenSets":{"core/a":"enabled","core/broken":"source"}}]"#,
            "core/a.json": ##"{"a":{"value":"#ff0000","type":"color"}}"##,
            "core/broken.json": ##"{"b":{"value":"#fffffff","type":"color"}}"##,
        ])
        defer { folder.remove() }
        let report = validateTokens(at: folder.path, options: ReaderOptions(exclude: [PathPattern(pattern)]))
        #expect(report.succeeded)
        #expect(report.files == ["\(folder.path)/core/a.json", "\(folder.path)/$themes.json"])
        #expect(report.diagnostics.map(FolderLayoutTests.printed) == [
            "\(folder.path)/$themes.json:1:2: warning: the theme 'Default' selects the token set 'core/broken', whose file 'core/broken.json' is excluded (\"exclude\" or --exclude); it is left out of every theme that selects it [invalid-resolver-reference]",
        ])
        let unexcluded = validateTokens(at: folder.path)
        #expect(unexcluded.diagnostics.contains { $0.code == .invalidValue && $0.location?.file == "\(folder.path)/core/broken.json" })
    }
}
