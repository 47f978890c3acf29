// https://developer.apple.com/documentation/swiftui/gradient [U] — `@frozen struct Gradient: Equatable, Sendable`
@frozen public struct Gradient: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/gradient/stop [U]
    @frozen public struct Stop: Equatable, Sendable {
        public var color: Color
        public var location: CGFloat
        // https://developer.apple.com/documentation/swiftui/gradient/stop/init(color:location:) [U]
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Gradient.Stop]
    // https://developer.apple.com/documentation/swiftui/gradient/init(stops:) [U]
    public init(stops: [Gradient.Stop]) { self.stops = stops }
    // https://developer.apple.com/documentation/swiftui/gradient/init(colors:) [U]
    public init(colors: [Color]) { self.stops = [] }
}

// https://developer.apple.com/documentation/swiftui/lineargradient [D] "@frozen nonisolated struct LinearGradient" — ShapeStyle and View [U]
@frozen public struct LinearGradient: ShapeStyle {
    // https://developer.apple.com/documentation/swiftui/lineargradient/init(gradient:startpoint:endpoint:) [D]
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    // https://developer.apple.com/documentation/swiftui/lineargradient/init(colors:startpoint:endpoint:) [D]
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    // https://developer.apple.com/documentation/swiftui/lineargradient/init(stops:startpoint:endpoint:) [D]
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
}
extension LinearGradient: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
