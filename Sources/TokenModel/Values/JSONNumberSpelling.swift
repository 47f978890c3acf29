/// JSON's spelling of a number written otherwise: text that `Double` reads but JSON does not
/// (`"+3"`, `".5"`, `"2."`, `"-02"`, `"00.5"`, as token files write numbers inside strings).
///
/// A number keeps its text wherever it is printed (generated Swift, `tokenc dump`, the rewrite a
/// warning suggests), so that text must be JSON's: `"value": 02` is no JSON. The digits are kept
/// (`.5e-400` stays a number too small for a `Double`, not 0); only the sign, the leading zeros
/// and the point are mended.
package enum JSONNumberSpelling {
    /// `text` itself when it is a JSON number; else the same number as JSON spells it; nil when
    /// it is no decimal number at all (`inf`, `0x10`).
    package static func spelling(of text: String) -> String? {
        let bytes = Array(text.utf8)
        var index = 0
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        let wholeStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        let whole = bytes[wholeStart..<index]
        var fraction: ArraySlice<UInt8> = []
        var hasPoint = false
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            hasPoint = true
            index += 1
            let fractionStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            fraction = bytes[fractionStart..<index]
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        var exponent: ArraySlice<UInt8> = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            let exponentStart = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            let digitsStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > digitsStart else { return nil }
            exponent = bytes[exponentStart..<index]
        }
        guard index == bytes.count else { return nil }
        let trimmedWhole = whole.drop { $0 == UInt8(ascii: "0") }
        let isJSON = bytes.first != UInt8(ascii: "+") && !whole.isEmpty && (whole.count == 1 || whole.first != UInt8(ascii: "0"))
            && (!hasPoint || !fraction.isEmpty)
        if isJSON { return text }
        var spelt: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        spelt += trimmedWhole.isEmpty ? [UInt8(ascii: "0")] : Array(trimmedWhole)
        if !fraction.isEmpty { spelt += [UInt8(ascii: ".")] + Array(fraction) }
        spelt += exponent
        return String(decoding: spelt, as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
