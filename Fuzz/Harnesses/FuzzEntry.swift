import Foundation

/// The one libFuzzer entry point of `tokenc-fuzz`. The harness is chosen by the environment
/// variable `TOKENC_FUZZ_TARGET` (`json-reader`, `pipeline` or `resolver`): one binary, so the
/// library is compiled with the sanitizers once, not once per harness.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch FuzzTarget.current {
    case .jsonReader: fuzzJSONReader(bytes)
    case .pipeline: fuzzPipeline(bytes)
    case .resolver: fuzzResolver(bytes)
    }
    return 0
}

enum FuzzTarget: String {
    case jsonReader = "json-reader"
    case pipeline
    case resolver

    static let current: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["TOKENC_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError("set TOKENC_FUZZ_TARGET to json-reader, pipeline or resolver, not '\(name)'")
        }
        return target
    }()
}
