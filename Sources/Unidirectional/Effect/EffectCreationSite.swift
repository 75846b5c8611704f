/// Where an effect was created, so an issue it raises can point at the code that made it.
struct EffectCreationSite: Sendable, CustomStringConvertible {
  let location: SourceCodeLocation

  /// `File.swift:12`: where a test store's message names an effect still running.
  var description: String { "\(location.fileID):\(location.line)" }
}
