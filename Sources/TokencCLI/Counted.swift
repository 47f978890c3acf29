/// `1 token`, `3 tokens`: a count with its noun, for summaries.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
