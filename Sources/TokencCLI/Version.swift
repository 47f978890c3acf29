/// The version that `tokenc --version` prints.
public enum TokencVersion {
    /// The one place the version is written; release tooling bumps it here.
    public static let current = "0.1.0"
}
