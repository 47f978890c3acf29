/// A place in a source file: 1-based line and 1-based column, counted in Unicode scalars.
package struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    // 32 bits each, as the JSON tape stores them: every token carries several positions, and
    // half their size is a few percent of a large build's memory.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    package init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    package var description: String { "\(line):\(column)" }
}

/// A position in a named file, as diagnostics print it: `path:line:column`.
package struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as the user named it (relative to the current folder when it was given relative).
    package var file: String
    package var position: SourcePosition

    package init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    package init(file: String, line: Int, column: Int) {
        self.init(file: file, position: SourcePosition(line: line, column: column))
    }

    package var line: Int { position.line }
    package var column: Int { position.column }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.position) < (rhs.file, rhs.position)
    }

    package var description: String { "\(file):\(position.line):\(position.column)" }
}
