// https://developer.apple.com/documentation/swiftui/text [U] — `@frozen struct Text: Equatable, Sendable`.
@frozen public struct Text: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:) [U]
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    // https://developer.apple.com/documentation/swiftui/text/init(_:) [U] — disfavoured, so a string
    // literal picks the LocalizedStringKey initializer.
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {}
    // https://developer.apple.com/documentation/swiftui/text/init(verbatim:) [U]
    public init(verbatim content: String) {}

    public static func == (lhs: Text, rhs: Text) -> Bool { true }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// Text's own modifiers return Text, so they chain before View modifiers.
extension Text {
    // https://developer.apple.com/documentation/swiftui/text/font(_:) [D]
    public func font(_ font: Font?) -> Text { self }
    // https://developer.apple.com/documentation/swiftui/text/fontweight(_:) [U]
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    // https://developer.apple.com/documentation/swiftui/text/foregroundcolor(_:) [U] (soft-deprecated)
    public func foregroundColor(_ color: Color?) -> Text { self }
    // https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:) [U] (iOS 17)
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
    // https://developer.apple.com/documentation/swiftui/text/kerning(_:) [D]
    public func kerning(_ kerning: CGFloat) -> Text { self }
    // https://developer.apple.com/documentation/swiftui/text/tracking(_:) [D]
    public func tracking(_ tracking: CGFloat) -> Text { self }
    // https://developer.apple.com/documentation/swiftui/text/bold() [U]
    public func bold() -> Text { self }
    // https://developer.apple.com/documentation/swiftui/text/italic() [U]
    public func italic() -> Text { self }
    // https://developer.apple.com/documentation/swiftui/text/+(_:_:) [U]
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey [U]
// Sendable [U]. Its interpolation accepts only the types SwiftUI lists, so `let k: LocalizedStringKey =
// "\(someStruct)"` fails; `Text("\(someStruct)")` still compiles, through the StringProtocol initializer.
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:) [U]
    public init(_ value: String) {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:) [U]
    public init(stringLiteral value: String) {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:) [U]
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation [U]
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        // appendInterpolation(_:) family [U]; `_FormatSpecifiable` covers the numeric types.
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool { true }
}

// https://developer.apple.com/documentation/swiftui/_formatspecifiable [U]
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}
