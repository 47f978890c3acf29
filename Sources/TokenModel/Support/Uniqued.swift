extension Array where Element: Hashable {
    /// The elements with later repeats removed, in their first order.
    package func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
