extension OutputFolder {
    /// How tokenc recognises its own files in a folder it writes.
    package struct Ownership: Sendable, Hashable {
        /// The start of every file tokenc writes there.
        package var prefix: String
        /// Why a file is not tokenc's, for messages: `its first line is not tokenc's header`.
        package var lacking: String
        /// Where tokenc writes files, by relative folder (`""` for the folder itself); nil for
        /// any folder one level down (a catalog's colorsets).
        package var folders: Set<String>?
        /// How the names of the files tokenc writes end.
        package var nameSuffix: String

        /// Whether a build could have written the file at `relative`: only such a file is
        /// removed when no build writes it any more, header or not. A file of the same header
        /// elsewhere (a copy in a test fixture, another build's output in a folder below) is
        /// not tokenc's to remove, however the output folder was chosen.
        package func mayHaveWritten(_ relative: String) -> Bool {
            guard relative.hasSuffix(nameSuffix) else { return false }
            let folder = relative.lastIndex(of: "/").map { String(relative[..<$0]) } ?? ""
            guard let folders else { return !folder.contains("/") }
            return folders.contains(folder)
        }

        /// The Swift output: files that start with ``GeneratedFile/header``, in the folders the
        /// emitters write (``GeneratedFile/folders``).
        package static let swift = Ownership(
            prefix: GeneratedFile.header, lacking: "its first line is not tokenc's header", folders: GeneratedFile.folders, nameSuffix: ".swift")
        /// An asset catalog: `Contents.json` files, in the catalog or a colorset, whose `info`
        /// names tokenc as the author (``AssetCatalogEmitter/ownershipPrefix``); Xcode writes
        /// `xcode` when it saves one.
        package static let assetCatalog = Ownership(
            prefix: AssetCatalogEmitter.ownershipPrefix, lacking: "it does not start with an \"info\" that names tokenc as its author",
            folders: nil, nameSuffix: "Contents.json")
    }
}
