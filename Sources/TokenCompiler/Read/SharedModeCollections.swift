import TokenModel

/// Figma collections whose modes have the same names (a `Semantic` and a `Service` collection,
/// each `Light` and `Dark`) as one modifier. Figma keeps a mode per collection, but an app
/// chooses one appearance, or one density, for all of them; read apart, only the first would
/// follow the system's appearance and the others keep their default in dark mode. Figma's own
/// export is read so too (``FileNameModes``); the REST JSON and the plugins' exports are read
/// through this.
enum SharedModeCollections {
    /// A collection of several modes, read as a modifier named after it.
    struct Collection {
        var name: String
        var modifier: Modifier
    }

    /// One modifier per distinct set of mode names (compared without case), in the order of
    /// each set's first collection, whose contexts read every such collection's mode of that name
    /// in turn and whose default is the first collection's. A modifier of one collection keeps its
    /// name; one of several is `mode` when its modes are appearances, else named by its modes
    /// (`Compact-Regular`). A name taken by an earlier modifier becomes the collection's.
    static func modifiers(_ collections: [Collection]) -> [Modifier] {
        var groups: [[Collection]] = []
        var groupOf: [Set<String>: Int] = [:]
        for collection in collections {
            let key = Set(collection.modifier.contexts.map { $0.name.lowercased() })
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
        let names = first.contexts.map(\.name)
        let isAppearance = names.allSatisfy { AppearanceNames.appearance(in: $0)?.key.isEmpty == true }
        let name = isAppearance ? "mode" : names.sorted { $0.lowercased() < $1.lowercased() }.joined(separator: "-")
        return Modifier(name: name, contexts: contexts, defaultContext: first.defaultContext, location: first.location)
    }
}
