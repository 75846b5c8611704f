import Foundation
import Unidirectional

extension InspectionPage {
  /// The data the page's script reads, embedded as JSON: the timeline's columns and each
  /// step's text in parts.
  struct PageData: Encodable {
    /// The heading.
    let title: String
    /// Each step's case name.
    let names: [String]
    /// Each step's origin, one letter a step: `s` the app sent it, `e` an effect did.
    let origins: String
    /// Each step's time, as the panel writes it; `null` without one.
    let times: [String?]
    /// The step where the feature first disagrees; `null` for none.
    let disagreement: Int?
    /// Each step's panel text: strings, and numbers that link to steps.
    let steps: [[StepTextPart]]
  }

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

  /// The data as JSON a `<script>` element can hold: `<` is written `\u003c`, so no
  /// string in it can close the element.
  var embeddedData: String {
    let data = PageData(
      title: title, names: steps.map(\.caseName), origins: String(steps.map { $0.origin == .sent ? "s" : "e" }),
      times: steps.map(\.timeText), disagreement: disagreementStep, steps: steps.map(\.parts))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    // The data holds strings and numbers only, which always encode.
    let json = (try? encoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    return json.replacingOccurrences(of: "<", with: "\\u003c")
  }
}
