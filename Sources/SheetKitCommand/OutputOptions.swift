import ArgumentParser

/// The options `simulate` and `mosaic` share: what to write, where, and whether past the limit.
struct OutputOptions: ParsableArguments {
    @Option(help: "json or svg.")
    var format: OutputFormat = .json

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @Flag(
        help: ArgumentHelp(
            "Allow more than \(OutputLimit.maximumRecords) records of output (frames or items; JSON is streamed, it may be huge)."
        ))
    var allowLargeOutput = false
}
