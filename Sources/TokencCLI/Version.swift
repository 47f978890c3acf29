/// The version that `tokenc --version` prints.
package enum TokencVersion {
    /// The one place the version is written, in Semantic Versioning's `MAJOR.MINOR.PATCH` form.
    /// A release bumps it together with the latest entry of `CHANGELOG.md`; a test checks that they agree.
    package static let current = "0.2.0"
}
