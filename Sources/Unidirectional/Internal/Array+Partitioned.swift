extension Array {
  /// The elements that satisfy `belongs`, and the others, each in order.
  func partitioned(by belongs: (Element) -> Bool) -> (Self, Self) {
    var matching: Self = []
    var others: Self = []
    for element in self {
      if belongs(element) { matching.append(element) } else { others.append(element) }
    }
    return (matching, others)
  }
}
