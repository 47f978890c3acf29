import Foundation

/// `tokenc build`'s options spelt back for a message that tells the user what to run.
extension BuildCommand {
    /// The options of a command line that `build` takes too, as typed: for "run 'tokenc build …'".
    static func buildArguments(_ arguments: ParsedArguments) -> String {
        var words: [String] = []
        for option in [
            ValidateCommand.tokens, output, access, remBase, noPreviews, ValidateCommand.strict, ValidateCommand.ignoreType, ValidateCommand.exclude, assetCatalog, brand,
            SharedOptions.config,
        ] {
            switch option.kind {
            case .flag:
                if arguments.isSet(option) { words.append(option.spelling) }
            case .value:
                let values = arguments.values(of: option)
                for value in option.repeats ? values : Array(values.suffix(1)) {
                    words += [option.spelling, shellQuoted(value)]
                }
            }
        }
        return words.map { " " + $0 }.joined()
    }

    /// The word as a shell reads it back: quoted only when it needs to be.
    static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@%+,".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
