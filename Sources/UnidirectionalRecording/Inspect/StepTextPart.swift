/// A piece of a step's text on an ``InspectionPage``: plain text, or a reference to another
/// step, which the page shows as a link and ``InspectionPage/text(ofStep:)`` as `step N`.
///
/// The page's script writes the parts as the library joins them, so the panel's text and
/// the text a terminal prints are one text.
enum StepTextPart: Hashable, Sendable {
  /// Text as it is.
  case text(String)
  /// The step with this index, written `step N`.
  case step(Int)

  /// The part as it reads.
  var text: String {
    switch self {
    case .text(let text): text
    case .step(let index): "step \(index)"
    }
  }
}
