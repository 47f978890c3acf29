import Foundation
import TokencCLI

let code = CommandLineTool.tokenc.run(Array(CommandLine.arguments.dropFirst()), output: .terminal())
exit(code.rawValue)
