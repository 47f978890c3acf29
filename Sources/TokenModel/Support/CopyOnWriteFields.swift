/// A value's fields behind one reference, copied when changed while another value shares them:
/// copying the value retains one object, not each of its fields. Token trees are copied whole by
/// every permutation's merge and read by every stage, so their nodes keep their fields this way.
///
/// The box changes only in ``fields``' `_modify`, and only while one value alone holds it, so no
/// two threads ever see it change: the reasoning that makes `Array` `Sendable`, which the compiler
/// cannot check for a class with variables. For the same reason no access overlaps another, so the
/// runtime's exclusivity check, paid on each of the hundreds of thousands of reads of a build, is
/// left out (as `Array` leaves it out).
package struct CopyOnWriteFields<Fields: Sendable>: @unchecked Sendable {
    private final class Box {
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var box: Box

    package init(_ fields: Fields) {
        box = Box(fields)
    }

    /// The fields, read in place; changed in place when no other value holds them, else in a
    /// copy of this value's own.
    package var fields: Fields {
        _read { yield box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) {
                box = Box(box.fields)
            }
            yield &box.fields
        }
    }

    /// Whether `other` holds the very fields this value holds.
    package func isIdentical(to other: CopyOnWriteFields) -> Bool {
        box === other.box
    }
}
