// https://developer.apple.com/documentation/swiftui/animation [U] — `struct Animation: Equatable, Sendable`
public struct Animation: Equatable, Sendable {
    @usableFromInline internal init(_standIn: ()) {}

    // https://developer.apple.com/documentation/swiftui/animation/default [U]
    public static let `default` = Animation(_standIn: ())
    // https://developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:) [D]
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation { Animation(_standIn: ()) }
    // https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:) [U]
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(_standIn: ()) }
    public static var easeInOut: Animation { Animation(_standIn: ()) }
    // https://developer.apple.com/documentation/swiftui/animation/easeout(duration:) [U]
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(_standIn: ()) }
    // https://developer.apple.com/documentation/swiftui/animation/linear(duration:) [U]
    public static func linear(duration: TimeInterval) -> Animation { Animation(_standIn: ()) }
    // https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:) [U]
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { Animation(_standIn: ()) }

    // https://developer.apple.com/documentation/swiftui/animation/delay(_:) [U]
    public func delay(_ delay: TimeInterval) -> Animation { self }
    // https://developer.apple.com/documentation/swiftui/animation/speed(_:) [U]
    public func speed(_ speed: Double) -> Animation { self }
}
