/// Reports that `endpoint` of a dependency was called though the test did not set it, and
/// returns `placeholder` so the test can go on: the body of an endpoint in a client's
/// `testValue`.
///
/// A client made of several endpoints gets a test value that fails on any endpoint a test
/// leaves unset, each naming itself; a test sets only the endpoints its feature calls.
///
/// ```swift
/// struct SpeechClient: Sendable {
///   var authorize: @Sendable () async -> Bool
///   var transcribe: @Sendable (String) async throws -> String
/// }
///
/// enum SpeechKey: DependencyKey {
///   static let liveValue = SpeechClient(authorize: { true }, transcribe: { $0 })
///   static let previewValue = SpeechClient(authorize: { false }, transcribe: { _ in "" })
///   static let testValue = SpeechClient(
///     authorize: { unimplemented("SpeechClient.authorize", placeholder: false) },
///     transcribe: { _ in try unimplemented("SpeechClient.transcribe") })
/// }
/// ```
///
/// The report goes where the values it runs with report, the test store's in a test, at the
/// place of the endpoint's declaration.
///
/// - Parameters:
///   - endpoint: The endpoint's name, as the failure shows it.
///   - placeholder: What the endpoint returns after failing.
///   - fileID: The file of the test value, where the failure is reported.
///   - filePath: The path of that file.
///   - line: The line of the endpoint.
///   - column: The column of the endpoint.
/// - Returns: `placeholder`.
public func unimplemented<Output>(
  _ endpoint: String,
  placeholder: Output,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Output {
  reportUnimplemented(
    endpoint, at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  return placeholder
}

/// Reports that `endpoint` of a dependency was called though the test did not set it, and
/// throws ``UnimplementedEndpoint``: the body of a throwing endpoint in a client's
/// `testValue`, which needs no placeholder.
///
/// - Parameters:
///   - endpoint: The endpoint's name, as the failure shows it.
///   - fileID: The file of the test value, where the failure is reported.
///   - filePath: The path of that file.
///   - line: The line of the endpoint.
///   - column: The column of the endpoint.
/// - Throws: ``UnimplementedEndpoint``, always.
public func unimplemented(
  _ endpoint: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) throws -> Never {
  reportUnimplemented(
    endpoint, at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  throw UnimplementedEndpoint(endpoint: endpoint)
}

/// The error an unimplemented endpoint throws after reporting the call.
public struct UnimplementedEndpoint: Error, Equatable, Sendable, CustomStringConvertible {
  /// The endpoint that was called.
  public let endpoint: String

  /// A sentence naming the endpoint.
  public var description: String { "\(endpoint) is not implemented in this test" }
}

private func reportUnimplemented(_ endpoint: String, at location: SourceCodeLocation) {
  InstalledDependencies.current.issueReporter.report(
    RuntimeIssue(
      """
      \(endpoint) was called, but the test did not set it. Set it for this test: \
      store.dependencies.<key>.<endpoint> = { … }, or in the test store's withDependencies.
      """,
      at: location))
}
