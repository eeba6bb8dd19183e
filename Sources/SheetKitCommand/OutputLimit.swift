/// How much output `mosaic` and `simulate` write before they ask to be told explicitly.
///
/// A million records (items or frames, 60–100 MB of JSON) is far more than any picture or check
/// needs; past it the command refuses up front, naming the option that narrows the output, unless
/// `--allow-large-output` is given. The output is streamed either way, so memory stays constant.
enum OutputLimit {
    /// The most items (`mosaic`) or frames (`simulate`) written without `--allow-large-output`.
    static let maximumRecords = 1_000_000

    /// The flag that lifts the limit, as the user types it.
    static let flag = "--allow-large-output"
}
