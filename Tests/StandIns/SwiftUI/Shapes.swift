// https://developer.apple.com/documentation/swiftui/animatable [U] — not main-actor.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

// https://developer.apple.com/documentation/swiftui/vectorarithmetic [U]
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

// https://developer.apple.com/documentation/swiftui/emptyanimatabledata [U]
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    @inlinable public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

// https://developer.apple.com/documentation/swiftui/shape [D] —
// "protocol Shape : Sendable, Animatable, View, _RemoveGlobalActorIsolation" (notes §2.2 [D]).
// A type conforming to Shape is NOT main-actor even though View is; Apple gets that through
// `_RemoveGlobalActorIsolation`, whose declaration we have not seen [U]. The Swift 6.3 compiler has no
// special case for that name (checked: a plain protocol of that name changes nothing), so the stand-in
// gets the same effect with SE-0449's `nonisolated protocol`, which stops global-actor inference.
nonisolated public protocol _RemoveGlobalActorIsolation {}

nonisolated public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    // https://developer.apple.com/documentation/swiftui/shape/path(in:) [D]
    func path(in rect: CGRect) -> Path
}
extension Shape {
    // https://developer.apple.com/documentation/swiftui/shape/body [U]: `_ShapeView<Self, ForegroundStyle>`
    public var body: _ShapeView<Self, ForegroundStyle> { _standIn() }
}

// https://developer.apple.com/documentation/swiftui/_shapeview [U]
@frozen public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/insettableshape [D][S]
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    // https://developer.apple.com/documentation/swiftui/insettableshape/inset(by:) [U]
    func inset(by amount: CGFloat) -> Self.InsetShape
}

// https://developer.apple.com/documentation/swiftui/path [U] — only what shapes need.
@frozen public struct Path: Equatable, Sendable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public static func == (lhs: Path, rhs: Path) -> Bool { true }
}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle [D]; Hashable, Sendable [S]; @frozen [U]
@frozen public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

// https://developer.apple.com/documentation/swiftui/roundedrectangle [U]; InsettableShape [S]
@frozen public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornersize:style:) [D]
    @inlinable public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:) [D]
    // default `.continuous` in the current docs (it was `.circular` before iOS 17).
    @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

// https://developer.apple.com/documentation/swiftui/capsule [D]; InsettableShape [S]
@frozen public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    // https://developer.apple.com/documentation/swiftui/capsule/init(style:) [D]
    @inlinable public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> Capsule { self }
}

// https://developer.apple.com/documentation/swiftui/rectangle [D]
@frozen public struct Rectangle: InsettableShape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> Rectangle { self }
}

// https://developer.apple.com/documentation/swiftui/circle [U]
@frozen public struct Circle: InsettableShape {
    @inlinable public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
    public func inset(by amount: CGFloat) -> Circle { self }
}

// https://developer.apple.com/documentation/swiftui/fillstyle [U]
@frozen public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    // https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:) [U]
    @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

// https://developer.apple.com/documentation/swiftui/strokestyle [U]
@frozen public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    // https://developer.apple.com/documentation/swiftui/strokestyle/init(linewidth:linecap:linejoin:miterlimit:dash:dashphase:) [U]
    @inlinable public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

// CoreGraphics' line cap/join, which Foundation on Linux does not have. On Apple platforms they come from
// CoreGraphics (re-exported by SwiftUI): https://developer.apple.com/documentation/coregraphics/cglinecap [U]
@frozen public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}
// https://developer.apple.com/documentation/coregraphics/cglinejoin [U]
@frozen public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

extension Shape {
    // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:) [U]
    nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle { self }
    // https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:) [U] (iOS 17 returns StrokeShapeView; `some View` here)
    nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle { self }
    // https://developer.apple.com/documentation/swiftui/shape/stroke(_:style:) [U]
    nonisolated public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle { self }
}

extension InsettableShape {
    // https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:linewidth:antialiased:) [U]
    nonisolated public func strokeBorder<S>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S: ShapeStyle { self }
    // https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:style:antialiased:) [U]
    nonisolated public func strokeBorder<S>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View where S: ShapeStyle { self }
}
