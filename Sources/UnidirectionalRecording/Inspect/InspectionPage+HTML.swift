import Unidirectional

extension InspectionPage {
  /// The page: one HTML document that needs nothing else, its data embedded as JSON.
  ///
  /// Open a step at once with the address's fragment, `#step-12`; the timeline's rows link
  /// there too. Arrow keys or `j`/`k` go to the next or previous step (of the search's
  /// matches, while searching by case name).
  public var html: String {
    InspectionPageTemplate.document(title: title, summary: summary, data: embeddedData)
  }

  /// The line under the heading: how many steps, and what the replay found.
  var summary: String {
    let actions = "\(count) action\(count == 1 ? "" : "s")"
    guard isReplayed else { return actions + " · recording only: no replay, so no state diffs or effects" }
    guard let disagreementStep else { return actions + " · replayed against the feature: every step agrees" }
    return actions + " · replayed against the feature: it first disagrees at step \(disagreementStep)"
  }

  /// The data the page's script reads, as JSON a `<script>` element can hold:
  ///
  /// - `title`: the heading;
  /// - `names`: each step's case name;
  /// - `origins`: one letter a step, `s` when the app sent it, `e` when an effect did;
  /// - `times`: each step's time as the panel writes it, or `null`;
  /// - `disagreement`: the step where the feature first disagrees, or `null`;
  /// - `steps`: each step's panel text in parts: strings, and numbers that link to steps.
  var embeddedData: String {
    var json = EmbeddedJSON(capacity: steps.count * 256)
    json.raw("{\"title\":")
    json.string(title)
    json.raw(",\"names\":")
    json.array(steps) { $0.string($1.caseName) }
    json.raw(",\"origins\":")
    json.string(String(steps.map { $0.origin == .sent ? "s" : "e" }))
    json.raw(",\"times\":")
    json.array(steps) { json, step in step.timeText.map { json.string($0) } ?? json.raw("null") }
    json.raw(",\"disagreement\":" + (disagreementStep.map(String.init) ?? "null"))
    json.raw(",\"steps\":")
    json.array(steps) { json, step in
      json.array(step.parts) { json, part in
        switch part {
        case .text(let text): json.string(text)
        case .step(let index): json.raw(String(index))
        }
      }
    }
    json.raw("}")
    return json.text
  }
}
