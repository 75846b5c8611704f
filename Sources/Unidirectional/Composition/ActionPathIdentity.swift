/// Where an ``ActionPath`` was created: the places in source of the path and of every path
/// it was appended from, outermost first.
@usableFromInline
package struct ActionPathIdentity: Hashable, Sendable {
  /// One place in source.
  struct Place: Hashable, Sendable {
    /// The address of the `#fileID` literal: the same file gives the same address.
    let file: UInt
    let line: UInt
    let column: UInt
    let fileID: StaticString

    static func == (lhs: Place, rhs: Place) -> Bool {
      lhs.file == rhs.file && lhs.line == rhs.line && lhs.column == rhs.column
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(file)
      hasher.combine(line)
      hasher.combine(column)
    }
  }

  private let places: [Place]

  @usableFromInline
  package init(fileID: StaticString, line: UInt, column: UInt) {
    let file =
      fileID.hasPointerRepresentation
      ? UInt(bitPattern: fileID.utf8Start) : UInt(fileID.unicodeScalar.value)
    places = [Place(file: file, line: line, column: column, fileID: fileID)]
  }

  private init(places: [Place]) {
    self.places = places
  }

  func appending(_ inner: ActionPathIdentity) -> ActionPathIdentity {
    ActionPathIdentity(places: places + inner.places)
  }

  /// `File.swift:12:5`, joined by ` → ` for appended paths.
  package var description: String {
    places.map { "\($0.fileID):\($0.line):\($0.column)" }.joined(separator: " → ")
  }
}
