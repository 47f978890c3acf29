/// Orders tokens so that every token comes after the tokens its value refers to, and finds the
/// cycles that make such an order impossible. Iterative, so deep chains cannot overflow the stack.
struct DependencyOrder {
    /// Token indices, each after its dependencies; members of cycles are left out.
    var order: [Int] = []
    /// Each cycle once, as token indices in reference order.
    var cycles: [[Int]] = []

    init(dependencies: [[Int]]) {
        let count = dependencies.count
        // 0: not seen, 1: on the current path, 2: done, 3: in or behind a cycle.
        var state = [UInt8](repeating: 0, count: count)
        order.reserveCapacity(count)
        var stack: [(node: Int, next: Int)] = []
        for start in 0..<count where state[start] == 0 {
            stack.append((start, 0))
            state[start] = 1
            while let top = stack.last {
                let deps = dependencies[top.node]
                if top.next < deps.count {
                    stack[stack.count - 1].next += 1
                    let dep = deps[top.next]
                    switch state[dep] {
                    case 0:
                        state[dep] = 1
                        stack.append((dep, 0))
                    case 1:
                        let from = stack.lastIndex { $0.node == dep }!
                        let members = stack[from...].map(\.node)
                        cycles.append(members)
                        for member in members { state[member] = 3 }
                    default:
                        break
                    }
                } else {
                    stack.removeLast()
                    if state[top.node] == 1 {
                        state[top.node] = 2
                        order.append(top.node)
                    }
                }
            }
        }
    }
}
