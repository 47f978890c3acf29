import Foundation
import TokencCLI
#if canImport(Glibc)
import Glibc

// glibc raises the size from which it serves allocations with mmap every time such a block is
// freed; from then on the large, short-lived buffers of a build (file bytes, parse tapes, emitted
// text) come from the heap and fragment it. A fixed threshold keeps them mapped and returned
// whole when freed, lowering the peak memory of a large build. `mallopt` is looked up at run time
// because Swift's Glibc module does not import <malloc.h>; -3 is its M_MMAP_THRESHOLD.
// (macOS's allocator needs no such tuning.)
if let mallopt = dlsym(nil, "mallopt") {
    let setOption = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = setOption(-3, 128 * 1024)
}
#endif

let code = CommandLineTool.tokenc.run(Array(CommandLine.arguments.dropFirst()), output: .terminal())
exit(code.rawValue)
