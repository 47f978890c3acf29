import Foundation
import Testing

/// The renaming that puts many documents' outputs in one module: framework names are the
/// stand-ins' code, not the words of their comments.
@Suite struct BatchRenamingTests {
    @Test func frameworkNamesComeFromCodeNotComments() {
        #expect(BatchRenaming.frameworkNames.contains("View"))
        #expect(BatchRenaming.frameworkNames.contains("EnvironmentValues"))
        // The SwiftUI stand-in's comments name `AppTheme`, which every document declares.
        #expect(!BatchRenaming.frameworkNames.contains("AppTheme"))
    }

    @Test func lineCommentsAreCutOutsideStrings() {
        #expect(BatchRenaming.withoutLineComments("let a = 1 // AppTheme\n// Theme\nlet b = \"x // y\" // z") == "let a = 1 \n\nlet b = \"x // y\" ")
    }

    /// A top-level type hides the framework's of its name, so it is renamed like any; a member
    /// added to a framework type under a framework's name is an overload, and is not.
    @Test func frameworkNamesAreKeptOnlyForMembersOfFrameworkTypes() {
        #expect(BatchRenaming.frameworkNames.contains("Previews"))
        #expect(BatchRenaming.frameworkNames.contains("background"))
        let files = [(path: "P.swift", contents: "struct Previews {}\nextension View {\n    func background(_ x: Int) -> some View { self }\n    func tinted() -> some View { self }\n}\n")]
        #expect(BatchRenaming.globalNames(in: files) == ["Previews", "tinted"])
    }

    @Test func twoDocumentsNamingAppThemeAreRenamedApart() {
        let files = [(path: "AppTheme.swift", contents: "public struct AppTheme {}\nextension AppTheme {\n    public var x: Int { 1 }\n}\n")]
        let names = BatchRenaming.globalNames(in: files)
        #expect(names == ["AppTheme"])
        #expect(BatchRenaming.rename(files[0].contents, names, suffix: "_fz1") == "public struct AppTheme_fz1 {}\nextension AppTheme_fz1 {\n    public var x: Int { 1 }\n}\n")
    }
}
