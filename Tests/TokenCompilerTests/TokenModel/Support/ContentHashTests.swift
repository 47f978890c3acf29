import Testing
@testable import TokenCompiler
@testable import TokenModel

/// The hash the build stamp compares file contents by: the same value in every process and on
/// every machine, so a value stored by one run means the same to the next.
@Suite struct ContentHashTests {
    /// Known answers, computed by an independent implementation of the algorithm described on
    /// `ContentHash` (arbitrary-precision integers, not this code): a change to the algorithm,
    /// or a platform that reads words in another byte order, fails here.
    @Test(arguments: [
        ("", "fcd6a91111631185"),
        ("a", "0afc4bf292906d04"),
        ("ab", "dae395a89ea4d95d"),
        ("abc", "42181b7793ae3a14"),
        ("12345678", "a4fea4fa6eb61e0e"),
        ("123456789", "ed591eecbbc82ebf"),
        ("The quick brown fox jumps over the lazy dog", "2221e514857191e7"),
    ])
    func knownAnswers(text: String, expected: String) {
        #expect(ContentHash(text).description == expected)
        #expect(ContentHash(Array(text.utf8)).description == expected)
    }

    @Test func aKilobyteOfEveryByteValue() {
        let bytes = (0..<1024).map { UInt8($0 % 256) }
        #expect(ContentHash(bytes).description == "73129c5a3d51ec67")
    }

    @Test func trailingZeroBytesChangeTheValue() {
        #expect(ContentHash([0x61, 0x62]) != ContentHash([0x61, 0x62, 0]))
        #expect(ContentHash([]) != ContentHash([0]))
        #expect(ContentHash([UInt8](repeating: 0, count: 8)) != ContentHash([UInt8](repeating: 0, count: 16)))
    }

    @Test func theValueDoesNotDependOnWhereTheBytesStart() {
        let bytes = (0..<100).map { UInt8($0) }
        for start in 0..<8 {
            let copied = Array(bytes[start...])
            let inPlace = bytes.withUnsafeBytes { ContentHash(UnsafeRawBufferPointer(rebasing: $0[start...])) }
            #expect(inPlace == ContentHash(copied))
        }
    }

    @Test func everyChangedByteChangesTheValue() {
        let bytes = Array("a token file, more than a few words long".utf8)
        var seen: Set<ContentHash> = [ContentHash(bytes)]
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 1
            #expect(seen.insert(ContentHash(changed)).inserted)
        }
    }

    @Test func hexadecimalRoundTrips() {
        let hash = ContentHash(value: 0x00ab_cdef_0000_0001)
        #expect(hash.description == "00abcdef00000001")
        #expect(ContentHash(hexadecimal: "00abcdef00000001") == hash)
        #expect(ContentHash(hexadecimal: "abcdef00000001") == nil)
        #expect(ContentHash(hexadecimal: "00abcdef0000000g") == nil)
    }
}
