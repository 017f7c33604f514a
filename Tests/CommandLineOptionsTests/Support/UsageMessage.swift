import CommandLineOptions
import Testing

/// The message of the usage error `body` throws; when it throws none, an
/// issue naming what it returned is recorded and the result is `nil`.
///
/// - Parameters:
///   - sourceLocation: where the issue is reported.
///   - body: the parse or read expected to fail.
func usageMessage<T>(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws(UsageError) -> T
) -> String? {
  do {
    let value = try body()
    Issue.record("accepted \(value)", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error.message
  }
}
