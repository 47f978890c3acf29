import TokenJSON
import TokenModel

/// Following JSON Pointers (`{"$ref": "#/color/brand/$value/components/0"}`): into the value of
/// the token a pointer names, through the aliases and pointers that stand on the way, with an
/// error where the way ends. Each pointer is followed once: tokens are resolved after the tokens
/// they point into, so a chain of pointers is followed one link at a time.
struct JSONPointers {
    /// What a pointer reads the tokens through: the evaluator, or a test's stand-in.
    protocol Tokens {
        var set: TokenSet { get }
        /// Whether the token at `index` is on a reference cycle, and so has no value.
        func isInCycle(_ index: Int) -> Bool
        /// The token an alias met on the way names, reporting a broken one.
        mutating func aliasIndex(_ path: TokenPath, at location: SourceLocation) -> Int?
        mutating func report(_ diagnostic: Diagnostic)
    }

    /// How many pointers and aliases a pointer may lead through.
    static let maximumDepth = 64

    /// Per `$ref` (by where it is written): where it finally leads, `nil` when it leads nowhere.
    private var targets: [SourceLocation: (SourceValue, TokenDialect)?] = [:]

    /// What `pointer` points at: the JSON inside some token's `$value`, and that token's dialect.
    /// A pointer that lands on another `{ "$ref": … }` leads where that one leads.
    mutating func resolve(_ pointer: Located<String>, depth: Int = 0, in tokens: inout some Tokens) -> (SourceValue, TokenDialect)? {
        if let known = targets[pointer.location] { return known }
        var target = follow(pointer, depth: depth, in: &tokens)
        if let (value, _) = target, let inner = ReferenceSyntax.pointer(in: value) {
            target = resolve(inner, depth: depth + 1, in: &tokens)
        }
        targets.updateValue(target, forKey: pointer.location)
        return target
    }

    private mutating func follow(_ pointer: Located<String>, depth: Int, in tokens: inout some Tokens) -> (SourceValue, TokenDialect)? {
        let segments: [String]
        switch ReferenceSyntax.pointer(pointer.value) {
        case .failure(let error):
            tokens.report(.error(.invalidReference, error.message, at: pointer.location))
            return nil
        case .success(let parsed):
            segments = parsed
        }
        guard depth < Self.maximumDepth else {
            tokens.report(.error(.referenceCycle, "the JSON Pointer '\(pointer.value)' leads through too many references", at: pointer.location))
            return nil
        }
        let set = tokens.set
        var components: [String] = []
        var tokenIndex: Int?
        for segment in segments {
            components.append(segment)
            if let index = set.index(of: TokenPath(components)) {
                tokenIndex = index
                break
            }
        }
        guard let tokenIndex else {
            let path = TokenPath(segments)
            if set.group(at: path) != nil {
                tokens.report(.error(.invalidReference, "the JSON Pointer '\(pointer.value)' points at the group '\(path)'; point at a token's value, such as '#/…/token/$value'", at: pointer.location))
            } else {
                tokens.report(.error(.brokenReference, "the JSON Pointer '\(pointer.value)' points at nothing: there is no token at '\(segments.joined(separator: "/"))'", at: pointer.location))
            }
            return nil
        }
        let definition = set[tokenIndex]
        let rest = segments.dropFirst(components.count)
        guard let first = rest.first else {
            tokens.report(.error(.invalidReference, "the JSON Pointer '\(pointer.value)' points at the token '\(definition.path)' itself; point at its value with '\(pointer.value)/$value'", at: pointer.location))
            return nil
        }
        guard first == "$value" else {
            let what = first.hasPrefix("$") ? "its metadata '\(first)'" : "'\(first)', which is not part of a token"
            tokens.report(.error(.invalidReference, "the JSON Pointer '\(pointer.value)' points into the token '\(definition.path)' at \(what); only '$value' and what is inside it can be referenced", at: pointer.location))
            return nil
        }
        // A token on a cycle has no value (its own error says so), and following its references
        // would go round the cycle forever: decoding a value restarts the pointer depth count.
        guard !tokens.isInCycle(tokenIndex), var current = tokenValue(definition, depth: depth, in: &tokens) else { return nil }
        for segment in rest.dropFirst() {
            guard let next = step(current, segment: segment, pointer: pointer, depth: depth, in: &tokens) else { return nil }
            current = next
        }
        return current
    }

    /// A token's raw `$value`, following a token-level `$ref`.
    private mutating func tokenValue(_ definition: TokenDefinition, depth: Int, in tokens: inout some Tokens) -> (SourceValue, TokenDialect)? {
        if let value = definition.node.value { return (value, definition.node.dialect) }
        if let pointer = definition.node.pointer { return resolve(pointer, depth: depth + 1, in: &tokens) }
        return nil
    }

    /// One segment further into `current`.
    private mutating func step(
        _ current: (SourceValue, TokenDialect), segment: String, pointer: Located<String>, depth: Int, in tokens: inout some Tokens
    ) -> (SourceValue, TokenDialect)? {
        var (value, dialect) = current
        // Step through an alias or pointer standing where the pointer continues.
        if case .reference(let path)? = ReferenceSyntax.alias(in: value.json) {
            guard let index = tokens.aliasIndex(path, at: value.location), !tokens.isInCycle(index),
                  let target = tokenValue(tokens.set[index], depth: depth + 1, in: &tokens) else { return nil }
            (value, dialect) = target
        } else if let inner = ReferenceSyntax.pointer(in: value) {
            guard let target = resolve(inner, depth: depth + 1, in: &tokens) else { return nil }
            (value, dialect) = target
        }
        switch value.json.kind {
        case .array:
            let elements = value.json.arrayElements ?? []
            guard let index = Self.arrayIndex(segment) else {
                tokens.report(.error(.invalidReference, "the JSON Pointer '\(pointer.value)' uses '\(segment)' on an array; array elements are numbered 0, 1, 2…", at: pointer.location))
                return nil
            }
            guard index < elements.count else {
                tokens.report(.error(.brokenReference, "the JSON Pointer '\(pointer.value)' asks for element \(index) of an array of \(elements.count)", at: pointer.location))
                return nil
            }
            return (SourceValue(elements[index], file: value.file), dialect)
        case .object:
            guard let member = value.json[segment] else {
                tokens.report(.error(.brokenReference, "the JSON Pointer '\(pointer.value)' asks for '\(segment)', which that value does not have", at: pointer.location))
                return nil
            }
            return (SourceValue(member, file: value.file), dialect)
        default:
            tokens.report(.error(.brokenReference, "the JSON Pointer '\(pointer.value)' continues past \(value.json.kind) at '\(segment)'", at: pointer.location))
            return nil
        }
    }

    /// RFC 6901 array indices: `0` or digits without a leading zero.
    static func arrayIndex(_ segment: String) -> Int? {
        guard !segment.isEmpty, segment.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              segment == "0" || !segment.hasPrefix("0") else { return nil }
        return Int(segment)
    }
}
