/// Where an effect was created, so an issue it raises can point at the code that made it.
struct EffectOrigin: Sendable, CustomStringConvertible {
  let fileID: StaticString
  let line: UInt

  var description: String { "\(fileID):\(line)" }
}
