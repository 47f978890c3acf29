import TokenModel

extension ComponentDeclaration.DataType {
    /// The Swift type of the property.
    var swiftType: String {
        switch self {
        case .string: "String"
        case .number: "Double"
        case .boolean: "Bool"
        case .action: "() -> Void"
        }
    }

    /// The type of an initializer's parameter: an action escapes into the configuration.
    var parameterType: String { self == .action ? "@escaping () -> Void" : swiftType }
}
