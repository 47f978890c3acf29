import Foundation
import Testing
import TokencBenchSupport
@testable import TokenModel

/// ``PathFolder`` gives what `NSString.deletingLastPathComponent` gives, without its trap on a
/// path of one character.
@Suite struct PathFolderTests {
    @Test(arguments: [
        ("a", ""), ("é", ""), (".", ""), ("a/", ""), ("x/a", "x"), ("x//a", "x"), ("x/a/", "x"),
        ("/", "/"), ("//", "/"), ("/a", "/"), ("//a", "/"), ("./a", "."), ("../a/b.json", "../a"), ("", ""),
    ])
    func folderOfAPath(path: String, folder: String) {
        #expect(PathFolder.of(path) == folder)
    }

    /// Built from its parts: names joined by runs of slashes, with slashes before and after, the
    /// folder is everything before the last name's run of slashes; `"/"` or `""` when there is
    /// only one name. (Foundation cannot be the oracle: it traps on many of these paths.)
    @Test func theFolderIsWhatPrecedesTheLastName() {
        let names = ["a", "b", "tokens", "é", ".", "..", "x y", "c.json", "🎨", "..a"]
        var generator = SplitMix64(seed: 0x5EED)
        func slashes(_ range: ClosedRange<Int>) -> String {
            String(repeating: "/", count: range.lowerBound + Int(generator.next() % UInt64(range.count)))
        }
        for _ in 0..<5_000 {
            let count = Int(generator.next() % 5) + 1
            let parts = (0..<count).map { _ in names[Int(generator.next() % UInt64(names.count))] }
            let separators = (0..<count - 1).map { _ in slashes(1...3) }
            let leading = slashes(0...2)
            var path = leading
            var folder = ""
            for (index, name) in parts.enumerated() {
                if index == count - 1 { folder = path.isEmpty ? "" : count == 1 ? "/" : String(path.dropLast(separators[index - 1].count)) }
                path += name + (index < count - 1 ? separators[index] : "")
            }
            path += slashes(0...2)
            #expect(PathFolder.of(path) == folder, "\(path)")
        }
    }
}
