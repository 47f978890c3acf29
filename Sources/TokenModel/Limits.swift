/// The bounds that keep one run's time and memory proportional to its input, each with a clear
/// error when crossed. The defaults are far above what real design systems need; `tokenc.json`
/// can raise them (`"limits": { "permutations": 10000 }`).
package struct Limits: Sendable, Hashable {
    /// The default of ``permutations``.
    package static let defaultPermutations = 4_096

    /// The most combinations of contexts that tokens are resolved in: per distinct set of
    /// modifiers that some token varies with, the product of their context counts, added up.
    /// Permutations (one context per modifier) are never made, so a small resolver document with
    /// many modifiers (8 × 6 contexts make 1.68 million permutations) is fine as long as each
    /// token varies with a few; one whose tokens vary with all of them together is refused.
    package var permutations: Int

    /// The default of ``files``: far above the few thousand files of the largest design systems.
    package static let defaultFiles = 100_000

    /// The most files and folders listed under a tokens folder, each counted once for every path
    /// symbolic links give it: a few links can give one folder exponentially many paths.
    package var files: Int

    /// The default of ``fileBytes``: 64 MiB, some hundred times the largest token files seen.
    package static let defaultFileBytes = 64 << 20

    /// The most bytes one file read may have (token files, resolver documents, `tokenc.json`):
    /// a larger file is refused by its size before any of it is read.
    package var fileBytes: Int

    package init(permutations: Int = Limits.defaultPermutations, files: Int = Limits.defaultFiles, fileBytes: Int = Limits.defaultFileBytes) {
        self.permutations = permutations
        self.files = files
        self.fileBytes = fileBytes
    }

    /// The keys of `"limits"` in `tokenc.json`, in the order messages list them.
    package static let keys = ["permutations", "files", "fileBytes"]
}

extension Int {
    /// `1,679,616`: digits in groups of three, the same on every machine.
    package var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (self < 0 ? "-" : "") + result
    }
}
