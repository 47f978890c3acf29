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

    /// What stands for an access modifier in `template`.
    static let accessSeam = "⟨access⟩"

    /// The file's text at `access`: every access modifier `public ` or nothing.
    func text(access: AccessLevel) -> String {
        Self.replacing(Self.accessSeam, in: template, with: access.prefix)
    }

    /// The file as tokenc writes it: the header and the text.
    func generatedFile(access: AccessLevel) -> GeneratedFile {
        GeneratedFile(path: path, contents: GeneratedFile.header + "\n" + text(access: access))
    }

    /// `text` with every `seam` in it replaced by `replacement`, found by comparing UTF-8 bytes.
    ///
    /// A byte match is a match of whole scalars (UTF-8 never starts a scalar inside another), so
    /// this is `String.replacing(_:with:)` wherever the seam does not end in the middle of a
    /// character, as the access seam, followed by a keyword, never does. `replacing` compares
    /// characters, and took 37 million instructions a build for the runtime's hundred kilobytes.
    static func replacing(_ seam: String, in text: String, with replacement: String) -> String {
        var text = text
        var seam = seam
        var replacement = replacement
        return text.withUTF8 { text in
            seam.withUTF8 { seam in
                replacement.withUTF8 { replacement in
                    guard let first = seam.first, seam.count <= text.count else { return String(decoding: text, as: UTF8.self) }
                    var result: [UInt8] = []
                    result.reserveCapacity(text.count)
                    var copied = 0
                    var index = 0
                    while index <= text.count - seam.count {
                        if text[index] == first, UnsafeBufferPointer(rebasing: text[index..<index + seam.count]).elementsEqual(seam) {
                            result.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<index]))
                            result.append(contentsOf: replacement)
                            index += seam.count
                            copied = index
                        } else {
                            index += 1
                        }
                    }
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...]))
                    return String(decoding: result, as: UTF8.self)
                }
            }
        }
    }
}
