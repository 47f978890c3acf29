/// Orders tokens so that every token comes after the tokens its value refers to, and finds the
/// cycles that make such an order impossible. Iterative, so deep chains cannot overflow the stack.
struct DependencyOrder {
    /// Token indices, each after its dependencies; members of cycles are left out.
    var order: [Int] = []
    /// Cycles as token indices in reference order. Together they pass through every token that is on
    /// any cycle: a token whose references lead back to it by two routes (`a → b → a` and
    /// `a → c → a`) is on a cycle even though a depth-first walk closes only one of them.
    var cycles: [[Int]] = []

    init(dependencies: [[Int]]) {
        // Tarjan's strongly connected components: a component is finished only after every
        // component it refers to, which is exactly the order resolution needs.
        let count = dependencies.count
        var visitIndex = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var work: [(node: Int, next: Int)] = []
        order.reserveCapacity(count)
        for start in 0..<count where visitIndex[start] < 0 {
            visitIndex[start] = nextIndex
            lowLink[start] = nextIndex
            nextIndex += 1
            stack.append(start)
            onStack[start] = true
            work.append((start, 0))
            while let top = work.last {
                let deps = dependencies[top.node]
                if top.next < deps.count {
                    work[work.count - 1].next += 1
                    let dep = deps[top.next]
                    if visitIndex[dep] < 0 {
                        visitIndex[dep] = nextIndex
                        lowLink[dep] = nextIndex
                        nextIndex += 1
                        stack.append(dep)
                        onStack[dep] = true
                        work.append((dep, 0))
                    } else if onStack[dep] {
                        lowLink[top.node] = min(lowLink[top.node], visitIndex[dep])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[top.node])
                }
                guard lowLink[top.node] == visitIndex[top.node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == top.node { break }
                }
                if component.count == 1 && !deps.contains(top.node) {
                    order.append(top.node)
                } else {
                    addCycles(through: component.sorted(), dependencies: dependencies)
                }
            }
        }
    }

    /// Adds, for each member of a cyclic component that no cycle added so far passes through, the
    /// shortest cycle from it back to itself.
    private mutating func addCycles(through component: [Int], dependencies: [[Int]]) {
        let members = Set(component)
        var covered = Set<Int>()
        for start in component where !covered.contains(start) {
            var reachedFrom: [Int: Int] = [:]
            var queue = [start]
            var head = 0
            search: while head < queue.count {
                let node = queue[head]
                head += 1
                for dep in dependencies[node] where members.contains(dep) {
                    if dep == start {
                        reachedFrom[start] = node
                        break search
                    }
                    if reachedFrom[dep] == nil {
                        reachedFrom[dep] = node
                        queue.append(dep)
                    }
                }
            }
            // Every member of a cyclic component lies on a cycle, so the search always gets back.
            var backwards: [Int] = []
            var node = reachedFrom[start]!
            while node != start {
                backwards.append(node)
                node = reachedFrom[node]!
            }
            let cycle = [start] + backwards.reversed()
            covered.formUnion(cycle)
            cycles.append(cycle)
        }
    }
}
