/// JSON's spelling of a number written otherwise: text that `Double` reads but JSON does not
/// (`"+3"`, `".5"`, `"2."`, `"-02"`, `"00.5"`, as token files write numbers inside strings).
///
/// A number keeps its text wherever it is printed (generated Swift, `tokenc dump`, the rewrite a
/// warning suggests), so that text must be JSON's: `"value": 02` is no JSON. The digits are kept
/// (`.5e-400` stays a number too small for a `Double`, not 0); only the sign, the leading zeros
/// and the point are mended.
enum JSONNumberSpelling {
    /// `text` itself when it is a JSON number; else the same number as JSON spells it; nil when
    /// it is no decimal number at all (`inf`, `0x10`).
    static func spelling(of text: String) -> String? {
        var contiguous = text
        // Read in place: every number tokenc reads passes here, nearly all already JSON's, whose
        // text is kept without a copy.
        let reading = contiguous.withUTF8 { bytes -> Reading in
            var index = 0
            var negative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                negative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let wholeStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            let whole = wholeStart..<index
            var fraction = index..<index
            var hasPoint = false
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                hasPoint = true
                index += 1
                let fractionStart = index
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                fraction = fractionStart..<index
            }
            guard !whole.isEmpty || !fraction.isEmpty else { return .noNumber }
            var exponent = index..<index
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                let exponentStart = index
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
                let digitsStart = index
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                guard index > digitsStart else { return .noNumber }
                exponent = exponentStart..<index
            }
            guard index == bytes.count else { return .noNumber }
            let isJSON = bytes[0] != UInt8(ascii: "+") && !whole.isEmpty && (whole.count == 1 || bytes[whole.lowerBound] != UInt8(ascii: "0"))
                && (!hasPoint || !fraction.isEmpty)
            if isJSON { return .json }
            let significant = bytes[whole].drop { $0 == UInt8(ascii: "0") }
            var spelt: [UInt8] = negative ? [UInt8(ascii: "-")] : []
            spelt += significant.isEmpty ? [UInt8(ascii: "0")] : Array(significant)
            if !fraction.isEmpty { spelt += [UInt8(ascii: ".")] + Array(bytes[fraction]) }
            spelt += bytes[exponent]
            return .spelt(String(decoding: spelt, as: UTF8.self))
        }
        switch reading {
        case .json: return text
        case .spelt(let spelt): return spelt
        case .noNumber: return nil
        }
    }

    private enum Reading {
        case json
        case spelt(String)
        case noNumber
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
