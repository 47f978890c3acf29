import TokenModel

/// Figma collections whose modes are the same appearances (a `Semantic` and a `Service`
/// collection, each `Light` and `Dark`) as one modifier. Figma keeps a mode per collection, but
/// the system has one appearance for all of them; read apart, only the first would follow it and
/// the others keep their light values in dark mode. Collections of other modes (a button's
/// `Primary` and `Secondary` in an outline and a ghost collection) stay apart: a frame chooses
/// each. The REST JSON and the plugins' exports are read through this.
enum SharedModeCollections {
    /// A collection of several modes, read as a modifier named after it.
    struct Collection {
        var name: String
        var modifier: Modifier
    }

    /// One modifier per distinct set of appearance modes (compared without case), in the order
    /// of each set's first collection, `mode`, whose contexts read every such collection's mode of
    /// that name in turn and whose default is the first collection's; every other collection's
    /// modifier as it is. A name taken by an earlier modifier becomes the collection's.
    static func modifiers(_ collections: [Collection]) -> [Modifier] {
        var groups: [[Collection]] = []
        var groupOf: [Set<String>: Int] = [:]
        for collection in collections {
            let names = collection.modifier.contexts.map(\.name)
            guard names.allSatisfy({ AppearanceNames.appearance(in: $0)?.key.isEmpty == true }) else {
                groups.append([collection])
                continue
            }
            let key = Set(names.map { $0.lowercased() })
            if let index = groupOf[key] {
                groups[index].append(collection)
            } else {
                groupOf[key] = groups.count
                groups.append([collection])
            }
        }
        var taken: Set<String> = []
        return groups.map { members in
            var modifier = merged(members)
            if !taken.insert(modifier.name.lowercased()).inserted {
                modifier.name = members[0].name
                taken.insert(modifier.name.lowercased())
            }
            return modifier
        }
    }

    private static func merged(_ members: [Collection]) -> Modifier {
        let first = members[0].modifier
        guard members.count > 1 else { return first }
        let contexts = first.contexts.map { context in
            Modifier.Context(
                name: context.name,
                sources: members.flatMap { member in
                    member.modifier.contexts.first { $0.name.lowercased() == context.name.lowercased() }?.sources ?? []
                },
                location: context.location)
        }
        return Modifier(name: "mode", contexts: contexts, defaultContext: first.defaultContext, location: first.location)
    }
}
