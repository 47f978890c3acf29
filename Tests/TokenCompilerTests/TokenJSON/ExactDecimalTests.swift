import Testing
@testable import TokenJSON

/// `ExactDecimal` must give `Double(_:)`'s value, bit for bit, whenever it gives one.
@Suite struct ExactDecimalTests {
    private func fast(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { ExactDecimal.value(of: $0) }
    }

    private func expectSameBits(_ text: String, fastPath: Bool? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let expected = Double(text)!
        let value = fast(text)
        if let fastPath { #expect((value != nil) == fastPath, "\(text)", sourceLocation: sourceLocation) }
        if let value { #expect(value.bitPattern == expected.bitPattern, "\(text): \(value) against \(expected)", sourceLocation: sourceLocation) }
    }

    @Test func tokenFileNumbersTakeTheFastPath() {
        for text in ["0", "-0", "16", "0.5", "-12.5e-3", "1E+2", "0.1254", "1.2", "360", "0.000001", "9007199254740992", "1e22", "1e-22"] {
            expectSameBits(text, fastPath: true)
        }
        #expect(fast("-0")!.sign == .minus)
        #expect(fast("-0.0e5")!.sign == .minus)
    }

    @Test func inexactCasesAreLeftToTheStandardLibrary() {
        // Past 2^53, past 10^22, or more digits than an exact integer holds.
        for text in ["9007199254740993", "1e23", "1.5e-23", "12345678901234567", "0.12345678901234567890", "1e400", "4.9e-324", "1e99999"] {
            expectSameBits(text, fastPath: false)
        }
        // Zero is zero at any power, as the standard library reads it.
        expectSameBits("0e400", fastPath: true)
        expectSameBits("-0.000e-999", fastPath: true)
    }

    /// Random numbers in every JSON shape: the fast path, when it answers, answers exactly.
    @Test func randomNumbersMatchTheStandardLibrary() {
        var random = SeededRandom(state: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { random.next(below: bound) }
        func digits(_ count: Int) -> String { String((0..<count).map { _ in Character(String(next(10))) }) }
        var taken = 0
        for _ in 0..<20_000 {
            var text = next(3) == 0 ? "-" : ""
            let integer = digits(1 + next(10))
            text += integer.count > 1 && integer.first == "0" ? "1" + integer.dropFirst() : integer
            if next(2) == 0 { text += "." + digits(1 + next(12)) }
            if next(3) == 0 { text += (next(2) == 0 ? "e" : "E") + ["", "+", "-"][next(3)] + String(next(40)) }
            expectSameBits(text)
            if fast(text) != nil { taken += 1 }
        }
        #expect(taken > 10_000)
    }

    @Test func numberValueKeepsTheTextAndTheValue() throws {
        let document = try JSONDocument(parsing: Array("[0.1, -0, 1e23, 9007199254740993]".utf8))
        let numbers = try #require(document.root.arrayElements).compactMap(\.numberValue)
        #expect(numbers.map(\.text) == ["0.1", "-0", "1e23", "9007199254740993"])
        #expect(numbers.map(\.value.bitPattern) == [0.1, -0.0, 1e23, 9007199254740992].map(\.bitPattern))
    }
}
