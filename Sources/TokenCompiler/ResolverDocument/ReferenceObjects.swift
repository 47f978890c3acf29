import TokenJSON
import TokenModel

/// Following reference objects (`{"$ref": "#/sets/base"}`) within the resolver document: where a
/// pointer leads, what it must not point at, and keys beside `$ref` as overrides (spec 4.2).
extension ResolverReading {
    /// The value `pointer` names, or nil after an error at `position` saying where the way ends.
    /// `from` is where the reference object stands: a pointer to it or to one of its parents
    /// could only include itself.
    mutating func value(at pointer: [String], from: [String], text: String, at position: SourcePosition) -> JSONValue? {
        if pointer.first == "resolutionOrder" {
            error(
                .invalidResolverReference,
                "'\(text)' points into resolutionOrder; nothing may refer to an item of resolutionOrder (define it under 'sets' or 'modifiers' and refer to that)",
                at: position)
            return nil
        }
        if from.starts(with: pointer) {
            let what = pointer.isEmpty ? "the whole document" : "its own parent"
            error(.referenceCycle, "'\(text)' refers to \(what), which contains this reference; it would include itself", at: position)
            return nil
        }
        var value = root
        for (depth, segment) in pointer.enumerated() {
            let container = depth == 0 ? "the document" : "'\(ResolverReference.text(of: Array(pointer[..<depth])))'"
            if let members = value.objectMembers {
                guard let next = members[segment] else {
                    var message = "'\(text)' points to nothing: \(container) has no member '\(segment)'"
                    if let suggestion = Suggestion.nearest(to: segment, in: members.map(\.key)) {
                        message += "; did you mean '\(suggestion)'?"
                    }
                    error(.invalidResolverReference, message, at: position)
                    return nil
                }
                value = next.value
            } else if let elements = value.arrayElements {
                guard let index = Int(segment), String(index) == segment, elements.indices.contains(index) else {
                    error(.invalidResolverReference, "'\(text)' points to nothing: \(container) has no element '\(segment)' (it has \(elements.count))", at: position)
                    return nil
                }
                value = elements[index]
            } else {
                error(.invalidResolverReference, "'\(text)' points to nothing: \(container) is \(value.kind), which has no members", at: position)
                return nil
            }
        }
        return value
    }

    /// The members of `target` with the reference object's other keys laid over them: a key
    /// written beside `$ref` replaces the target's, whole (spec 4.2.2: objects and arrays are
    /// not merged).
    static func overriding(_ target: [JSONMember], with reference: [JSONMember]) -> [JSONMember] {
        let overrides = reference.filter { $0.key != "$ref" }
        var result = target.map { member in overrides[member.key] ?? member }
        result += overrides.filter { target[$0.key] == nil }
        return result
    }

    /// Starts following `pointer`, or reports the cycle it closes and returns false.
    mutating func enter(_ pointer: String, at position: SourcePosition) -> Bool {
        guard let start = following.firstIndex(where: { $0.pointer == pointer }) else {
            following.append((pointer, location(position)))
            return true
        }
        let chain = following[start...].map(\.pointer) + [pointer]
        error(
            .referenceCycle, "'\(pointer)' is circular: \(chain.joined(separator: " → "))",
            at: position,
            notes: following[start...].map { .init("'\($0.pointer)' is followed here", at: $0.location) })
        return false
    }

    mutating func leave() {
        following.removeLast()
    }
}
