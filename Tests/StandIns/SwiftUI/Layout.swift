// https://developer.apple.com/documentation/swiftui/hstack [U] — `@frozen struct HStack<Content> where Content : View`.
// Struct `@MainActor @preconcurrency` with a `nonisolated` init, the pattern of the iOS 18 interface
// (e.g. LazyVStack [I]); the current docs declare the whole struct `nonisolated` (less strict).
@frozen @MainActor @preconcurrency public struct HStack<Content>: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:) [U]
    @inlinable nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/vstack [U]
@frozen @MainActor @preconcurrency public struct VStack<Content>: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:) [U]
    @inlinable nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/zstack [U]
@frozen @MainActor @preconcurrency public struct ZStack<Content>: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:) [U]
    @inlinable nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/spacer [U]
@frozen public struct Spacer: Sendable {
    public var minLength: CGFloat?
    // https://developer.apple.com/documentation/swiftui/spacer/init(minlength:) [U]
    @inlinable nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}
extension Spacer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/alignment [U] — `@frozen struct Alignment: Equatable, Sendable`
@frozen public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    // https://developer.apple.com/documentation/swiftui/alignment/init(horizontal:vertical:) [U]
    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment [U]
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    @usableFromInline internal var id: Int
    @usableFromInline internal init(_id: Int) { id = _id }
    public static let leading = HorizontalAlignment(_id: 0)
    public static let center = HorizontalAlignment(_id: 1)
    public static let trailing = HorizontalAlignment(_id: 2)
}

// https://developer.apple.com/documentation/swiftui/verticalalignment [U]
@frozen public struct VerticalAlignment: Equatable, Sendable {
    @usableFromInline internal var id: Int
    @usableFromInline internal init(_id: Int) { id = _id }
    public static let top = VerticalAlignment(_id: 0)
    public static let center = VerticalAlignment(_id: 1)
    public static let bottom = VerticalAlignment(_id: 2)
    public static let firstTextBaseline = VerticalAlignment(_id: 3)
    public static let lastTextBaseline = VerticalAlignment(_id: 4)
}

// https://developer.apple.com/documentation/swiftui/edge [U] — `@frozen enum Edge: Int8, CaseIterable`
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    // https://developer.apple.com/documentation/swiftui/edge/set [U] — `@frozen struct Set: OptionSet`
    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = Edge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/swiftui/edge/set/init(_:) [U]
        public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
        public static let top = Edge.Set(.top)
        public static let leading = Edge.Set(.leading)
        public static let bottom = Edge.Set(.bottom)
        public static let trailing = Edge.Set(.trailing)
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Edge.Set = [.leading, .trailing]
        public static let vertical: Edge.Set = [.top, .bottom]
    }
}

// https://developer.apple.com/documentation/swiftui/edgeinsets [D]; Equatable, Sendable [S]
@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    // https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:) [D]
    @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    // https://developer.apple.com/documentation/swiftui/edgeinsets/init() [D]
    @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

// https://developer.apple.com/documentation/swiftui/unitpoint [U] — `@frozen struct UnitPoint: Hashable, Sendable`
@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    @inlinable public init() { self.init(x: 0, y: 0) }
    // https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:) [U]
    @inlinable public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

// https://developer.apple.com/documentation/swiftui/list [D] — `struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`
@MainActor @preconcurrency public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    // https://developer.apple.com/documentation/swiftui/list/init(content:) [D]
    // "nonisolated init(@ContentBuilder content: () -> Content)" (`@ViewBuilder` before iOS 18)
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}
