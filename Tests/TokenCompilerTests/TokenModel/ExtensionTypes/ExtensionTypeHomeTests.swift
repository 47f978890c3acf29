import Testing
@testable import Lowering
@testable import SwiftOutput
@testable import TokenModel

/// Each extension type's home agrees with its own Swift: the runtime declares the type the home
/// names, with an initializer taking the members in order, and an enum for each choice whose cases
/// are its words; and the names are Swift's as they are.
@Suite struct ExtensionTypeHomeTests {
    /// The Swift type of a member as the runtime's initializer takes it.
    static func swiftType(of member: ExtensionTypeHome.Member) -> String {
        switch member.kind {
        case .word: "String"
        case .choice: SwiftIdentifier.type(member.name)
        case .value(let type): ValueExpressions.swiftType(of: type)
        }
    }

    static func core(of type: ExtensionType) throws -> String {
        let files = try #require(RuntimeFile.extensionTypes[type.home.runtimeFolder])
        return try #require(files.first { $0.path == type.home.swiftType + ".swift" }).text(access: .public)
    }

    @Test(arguments: ExtensionType.allCases)
    func theRuntimeDeclaresTheTypeWithItsMembersInOrder(_ type: ExtensionType) throws {
        let text = try Self.core(of: type)
        #expect(text.contains("public struct \(type.home.swiftType): Sendable, Hashable {"))
        let parameters = type.home.members.map { "\($0.name): \(Self.swiftType(of: $0))\($0.isRequired ? "" : "? = nil")" }
        #expect(text.contains("public init(\(parameters.joined(separator: ", ")))"))
        for member in type.home.members {
            #expect(text.contains("public var \(member.name): \(Self.swiftType(of: member))\(member.isRequired ? "" : "?")\n"))
        }
    }

    @Test(arguments: ExtensionType.allCases)
    func eachChoiceIsAnEnumOfItsWords(_ type: ExtensionType) throws {
        let text = try Self.core(of: type)
        for member in type.home.members {
            guard case .choice(let words) = member.kind else { continue }
            #expect(text.contains("public enum \(SwiftIdentifier.type(member.name)): String, Sendable, Hashable, CaseIterable {\n        case \(words.joined(separator: ", "))\n    }"))
        }
    }

    /// A member's name is its Swift label and a choice's word its case, as written: no escaping.
    @Test(arguments: ExtensionType.allCases)
    func namesAreSwiftsAsTheyAre(_ type: ExtensionType) {
        for member in type.home.members {
            #expect(SwiftIdentifier.member(member.name) == member.name)
            if case .choice(let words) = member.kind {
                for word in words { #expect(SwiftIdentifier.member(word) == word) }
            }
        }
        #expect(SwiftIdentifier.type(type.home.swiftType) == type.home.swiftType)
    }

    /// `$type` names the format's types and the lenient two; an extension type only through its
    /// extension key, never by its name.
    @Test func typeNamesOnlyTheWrittenTypes() {
        for type in TokenType.written { #expect(TokenType(rawValue: type.rawValue) == type) }
        for type in ExtensionType.allCases {
            #expect(TokenType(rawValue: type.name) == nil)
            #expect(ExtensionType(named: type.name) == type)
            #expect(ExtensionType(extensionKey: type.extensionKey) == type)
            #expect(!TokenType.extended(type).isStandard)
        }
        #expect(TokenType.allCases.count == TokenType.written.count + ExtensionType.allCases.count)
        #expect(ExtensionType(extensionKey: "dev.tokenc.component") == nil)
        #expect(ExtensionType(extensionKey: "symbol") == nil)
    }
}
