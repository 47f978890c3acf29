/// A file of the generated code that is the same for every set of tokens: written as Swift under
/// `Sources/SwiftOutput/Runtime/` (at the path it has in the output folder), where the compiler
/// and the editor read it, and embedded into tokenc by `make runtime` (`EmbeddedRuntime.swift`).
///
/// The files are written with `public` access; the embedding marks each access modifier, so the
/// text follows the configuration's `access` without the runtime knowing of it.
struct RuntimeFile: Sendable {
    /// The file's path in the output folder.
    let path: String
    /// The text, with `⟨access⟩` for each access modifier (`RuntimeEmbedder.accessSeam`).
    let template: String

    /// The file's text at `access`: every access modifier `public ` or nothing.
    func text(access: AccessLevel) -> String {
        template.replacing("⟨access⟩", with: access.prefix)
    }

    /// The file as tokenc writes it: the header and the text.
    func generatedFile(access: AccessLevel) -> GeneratedFile {
        GeneratedFile(path: path, contents: GeneratedFile.header + "\n" + text(access: access))
    }
}
