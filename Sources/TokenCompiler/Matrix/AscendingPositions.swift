extension [Int] {
    /// The position of `value` in this array, whose elements ascend (as the indices of the tokens
    /// a permutation resolves do), or nil when it is not an element: found by halving, so that the
    /// few tokens with a diagnostic are looked up without a dictionary of every token resolved.
    func position(ofAscending value: Int) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = low + (high - low) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value ? low : nil
    }
}
