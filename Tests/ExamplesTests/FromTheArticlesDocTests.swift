import Foundation
import Testing

/// `Docs/FromTheArticles.md` maps each row of the articles' checklist to a test: every test
/// it names must exist, so the page cannot point at a test that was renamed or removed, and
/// it has a row for every row of the checklist.
struct FromTheArticlesDocTests {
  /// The test folders the page abbreviates.
  static let folders = [
    "PT": "Tests/PagingTests",
    "LT": "Tests/LoadingStatesTests",
    "ET": "Tests/ExamplesTests",
    "SC": "Tests/ScreenComponentsTests",
    "UT": "Tests/UnidirectionalTests",
    "EH": "Tests/ErrorHandlingTests",
    "Tests/UnidirectionalTestingTests/SearchFeatureTests": "Tests/UnidirectionalTestingTests",
  ]

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct Row {
    let number: Int
    let proof: String
  }

  static func rows() throws -> [Row] {
    let page = try String(contentsOf: root.appendingPathComponent("Docs/FromTheArticles.md"), encoding: .utf8)
    return page.split(separator: "\n").compactMap { line -> Row? in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 6, let number = Int(cells[1]) else { return nil }
      return Row(number: number, proof: cells[cells.count - 2])
    }
  }

  /// Each `FOLDER File › name, name` citation in a proof cell.
  static func citations(in proof: String) -> [(file: String, tests: [String])] {
    proof.components(separatedBy: "; ").compactMap { citation in
      let parts = citation.components(separatedBy: " › ")
      guard parts.count == 2 else { return nil }
      let names = parts[1].components(separatedBy: ", ").map { $0.split(separator: " ")[0] }
      let tests = names.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
      let place = parts[0].split(separator: " ").map(String.init)
      let file: String
      if place.count == 2, let folder = folders[place[0]] {
        let name = place[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        file = path(of: "\(name).swift", under: folder)
      } else {
        let path = place[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        file = "\(path).swift"
      }
      return (file, tests)
    }
  }

  /// The path of the file named `name` in `folder` or any folder below it; the path it
  /// would have at the top of `folder` when there is none, so the test names what is missing.
  static func path(of name: String, under folder: String) -> String {
    let top = root.appendingPathComponent(folder)
    let found = FileManager.default.enumerator(atPath: top.path)?
      .compactMap { $0 as? String }
      .first { ($0 as NSString).lastPathComponent == name }
    return "\(folder)/\(found ?? name)"
  }

  /// The articles' checklist, kept beside the repository.
  static let checklist = root.deletingLastPathComponent().appendingPathComponent("shared/ARTICLE-PATTERNS.md")

  /// The number of rows in the checklist: its table lines that start with a row number.
  static func checklistLength() throws -> Int {
    try String(contentsOf: checklist, encoding: .utf8).split(separator: "\n")
      .filter { line in line.split(separator: "|").first.map { Int($0.trimmingCharacters(in: .whitespaces)) != nil } ?? false }
      .count
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: checklist.path), "the checklist is beside the repository"))
  func thePageHasOneRowForEachRowOfTheChecklistInOrder() throws {
    let length = try Self.checklistLength()
    #expect(length >= 74)
    #expect(try Self.rows().map(\.number) == Array(1...length))
  }

  @Test func thePageMapsEveryRowTheChecklistHadWhenItWasWritten() throws {
    #expect(try Self.rows().map(\.number) == Array(1...74))
  }

  @Test func everyTestThePageNamesExistsInTheFileItNames() throws {
    for row in try Self.rows() {
      for citation in Self.citations(in: row.proof) {
        let source = try String(contentsOf: Self.root.appendingPathComponent(citation.file), encoding: .utf8)
        for test in citation.tests {
          #expect(source.contains("func \(test)("), "row \(row.number): \(citation.file) has no test \(test)")
        }
      }
    }
  }

  @Test func everyPatternIsProvenByATest() throws {
    let unproven = try Self.rows().filter { Self.citations(in: $0.proof).isEmpty }.map(\.number)
    #expect(unproven == [])
  }
}
