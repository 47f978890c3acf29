import Testing
@testable import SwiftOutput
@testable import TokenCompiler
@testable import TokencCLI
@testable import TokenModel

/// The settings' part of the build stamp's key names every stored setting, and every value each
/// holds, so that a build with any setting changed is not skipped; and it is the same text for the
/// same settings, whatever order a dictionary inside them keeps.
@Suite struct SettingsStampTests {
    private static func label(_ value: String) -> String {
        String(value.prefix { $0 != "=" })
    }

    @Test func everyStoredSettingIsInTheKeyInOrder() {
        let stored = Mirror(reflecting: Settings()).children.map { $0.label ?? "?" }
        #expect(Settings().stampValues.map(Self.label) == stored)
    }

    /// The values described in parts: a property added to one of them fails here until the key
    /// describes it (`NameTable`'s `byKey` and `PathPattern`'s parts are made from what is
    /// described; a rename's location is in `tokenc.json`, an input of the key).
    @Test func theValuesSettingsHoldAreDescribedWhole() {
        func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.map { $0.label ?? "?" } }
        #expect(labels(Limits()) == ["permutations", "files", "fileBytes"])
        #expect(labels(NameTable()) == ["entries", "byKey"])
        #expect(labels(NameTable.Entry(key: "a", name: "b")) == ["key", "name", "location"])
        #expect(labels(ProjectFolders(project: "/")) == ["project", "folders"])
        #expect(labels(ComponentConvention.standard) == ["root"])
        #expect(labels(PathPattern("a/**")) == ["description", "components", "anchored", "foldersOnly"])
    }

    /// Changing any one setting changes its value in the key, and only its.
    @Test func changingAnySettingChangesItsValueInTheKey() {
        let changes: [(label: String, change: (inout Settings) -> Void)] = [
            ("tokens", { $0.tokens = "design" }),
            ("output", { $0.output = "Sources/Theme" }),
            ("access", { $0.access = .internal }),
            ("remBase", { $0.remBase = 10 }),
            ("previews", { $0.previews = false }),
            ("strict", { $0.strict = true }),
            ("ignoreTypes", { $0.ignoreTypes = ["shadow"] }),
            ("exclude", { $0.exclude = [PathPattern("drafts/**")] }),
            ("limits", { $0.limits.fileBytes = 1 << 20 }),
            ("names", { $0.names = NameTable([NameTable.Entry(key: "primary", name: "main")]) }),
            ("configFile", { $0.configFile = "tokenc.json" }),
            ("assetCatalog", { $0.assetCatalog = "Assets.xcassets" }),
            ("assetCatalogBrand", { $0.assetCatalogBrand = "nova" }),
            ("brokenReferences", { $0.brokenReferences = .leaveOut }),
            ("layout", { $0.layout = .folders }),
            ("projectFolders", { $0.projectFolders = ProjectFolders(project: "/project") }),
            ("components", { $0.components = .off }),
            ("live", { $0.live = true }),
        ]
        let base = Settings().stampValues
        #expect(changes.map(\.label) == base.map(Self.label))
        for (label, change) in changes {
            var settings = Settings()
            change(&settings)
            let changed = settings.stampValues
            #expect(changed.count == base.count)
            for (before, after) in zip(base, changed) {
                #expect((before != after) == (Self.label(before) == label), "\(label): \(before) → \(after)")
            }
        }
        var limits = Settings()
        limits.limits.permutations = 7
        var files = Settings()
        files.limits.files = 7
        #expect(limits.stampValues != base && files.stampValues != base && limits.stampValues != files.stampValues)
    }

    /// The renames in the order written, quoted: the same text for equal tables, however each
    /// table's dictionary happens to order its keys (two tables built apart, one through a
    /// replaced entry, have dictionaries of their own).
    @Test func aNamesTableIsListedInTheOrderWritten() {
        let entries = (0..<40).map { NameTable.Entry(key: "token\($0)", name: "name\($0)") }
        var first = Settings()
        first.names = NameTable(entries)
        var second = Settings()
        second.names = NameTable([NameTable.Entry(key: "token0", name: "replaced")] + entries)
        #expect(first.stampValues == second.stampValues)
        #expect(first.stampValues.contains("names=[" + entries.map { "\"\($0.key)\": \"\($0.name)\"" }.joined(separator: ", ") + "]"))
        var quoted = Settings()
        quoted.names = NameTable([.init(key: "a\"b", name: "c"), .init(key: "color.brand", name: "d")])
        #expect(quoted.stampValues.contains(#"names=["a\"b": "c", "color.brand": "d"]"#))
    }
}
