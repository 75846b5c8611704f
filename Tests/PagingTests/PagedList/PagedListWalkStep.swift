import Paging
import Unidirectional
import UnidirectionalTesting

/// One step of the `PagedList` walk: one event of the list, with its arguments drawn at
/// random, or a fresh list under new options.
///
/// Steps print as Swift, so a failure report's steps paste back into a test:
///
/// ```swift
/// [.append(.served([1, 2], version: 0, next: 3), requestedWith: nil), .remove(2, pending: true)]
/// ```
enum PagedListWalkStep: Hashable, Sendable, CustomStringConvertible {
  /// A page as the server sends it: rows with these ids, all of one version, and the
  /// cursors of the pages next to it.
  struct ServedPage: Hashable, Sendable, CustomStringConvertible {
    var ids: [Int]
    var version: Int
    var next: Int?
    var previous: Int?

    /// A page of rows `ids`, each of `version`, that names `next` below and `previous` above.
    static func served(_ ids: [Int], version: Int, next: Int?, previous: Int? = nil) -> Self {
      Self(ids: ids, version: version, next: next, previous: previous)
    }

    /// The page the list is given.
    var page: Page<WalkRow, Int> {
      Page(items: ids.map { WalkRow(id: $0, version: version) }, nextCursor: next, previousCursor: previous)
    }

    var description: String {
      let previous = previous.map { ", previous: \($0)" } ?? ""
      return ".served(\(ids), version: \(version), next: \(Self.name(next))\(previous))"
    }

    /// Simpler pages, simplest first: one id fewer, version 0, no cursors.
    var simplifications: [Self] {
      var simpler = ids.indices.map { index in
        var page = self
        page.ids.remove(at: index)
        return page
      }
      if version != 0 { simpler.append(.served(ids, version: 0, next: next, previous: previous)) }
      if previous != nil { simpler.append(.served(ids, version: version, next: next)) }
      if next != nil { simpler.append(.served(ids, version: version, next: nil, previous: previous)) }
      return simpler
    }

    static func name(_ cursor: Int?) -> String {
      cursor.map(String.init) ?? "nil"
    }
  }

  /// A fresh list that loaded nothing, under these options.
  case newList(maxPages: Int?, recordsChanges: Bool, pendingEditPolicy: PendingEditPolicy)
  /// A fresh list made to show rows `ids` (version 0) as one page, with the pages these
  /// cursors name above and below; the options stay.
  case newListShowing([Int], above: Int?, below: Int?)
  case append(ServedPage, requestedWith: Int?)
  case prepend(ServedPage, requestedWith: Int?)
  case replaceAll([ServedPage], requestedWith: Int?, keepingTheTop: Bool)
  case update(Int, version: Int, pending: Bool)
  case remove(Int, pending: Bool)
  case insert(Int, version: Int, at: Int, pending: Bool)
  case settleEdit(Int)

  /// The step as Swift source.
  var description: String {
    switch self {
    case .newList(let maxPages, let recordsChanges, let policy):
      ".newList(maxPages: \(ServedPage.name(maxPages)), recordsChanges: \(recordsChanges), pendingEditPolicy: .\(policy))"
    case .newListShowing(let ids, let above, let below):
      ".newListShowing(\(ids), above: \(ServedPage.name(above)), below: \(ServedPage.name(below)))"
    case .append(let page, let cursor):
      ".append(\(page), requestedWith: \(ServedPage.name(cursor)))"
    case .prepend(let page, let cursor):
      ".prepend(\(page), requestedWith: \(ServedPage.name(cursor)))"
    case .replaceAll(let pages, let cursor, let keepingTheTop):
      ".replaceAll([\(pages.map(\.description).joined(separator: ", "))], requestedWith: \(ServedPage.name(cursor)), keepingTheTop: \(keepingTheTop))"
    case .update(let id, let version, let pending):
      ".update(\(id), version: \(version), pending: \(pending))"
    case .remove(let id, let pending):
      ".remove(\(id), pending: \(pending))"
    case .insert(let id, let version, let position, let pending):
      ".insert(\(id), version: \(version), at: \(position), pending: \(pending))"
    case .settleEdit(let id):
      ".settleEdit(\(id))"
    }
  }

  /// Simpler steps, simplest first, for shrinking: smaller pages and fewer of them, plain
  /// edits, version 0, no cursors, fewer options. Each is strictly simpler, so shrinking ends.
  var simplifications: [Self] {
    switch self {
    case .newList(let maxPages, let recordsChanges, let policy):
      var simpler: [Self] = []
      if maxPages != nil { simpler.append(.newList(maxPages: nil, recordsChanges: recordsChanges, pendingEditPolicy: policy)) }
      if recordsChanges { simpler.append(.newList(maxPages: maxPages, recordsChanges: false, pendingEditPolicy: policy)) }
      if policy != .keptUntilSettled {
        simpler.append(.newList(maxPages: maxPages, recordsChanges: recordsChanges, pendingEditPolicy: .keptUntilSettled))
      }
      return simpler
    case .newListShowing(let ids, let above, let below):
      var simpler = ids.indices.map { index in
        var fewer = ids
        fewer.remove(at: index)
        return Self.newListShowing(fewer, above: above, below: below)
      }
      if above != nil { simpler.append(.newListShowing(ids, above: nil, below: below)) }
      if below != nil { simpler.append(.newListShowing(ids, above: above, below: nil)) }
      return simpler
    case .append(let page, let cursor):
      return page.simplifications.map { .append($0, requestedWith: cursor) }
        + (cursor == nil ? [] : [.append(page, requestedWith: nil)])
    case .prepend(let page, let cursor):
      return page.simplifications.map { .prepend($0, requestedWith: cursor) }
        + (cursor == nil ? [] : [.prepend(page, requestedWith: nil)])
    case .replaceAll(let pages, let cursor, let keepingTheTop):
      var simpler = pages.indices.map { index in
        var fewer = pages
        fewer.remove(at: index)
        return Self.replaceAll(fewer, requestedWith: cursor, keepingTheTop: keepingTheTop)
      }
      for index in pages.indices {
        for page in pages[index].simplifications {
          var changed = pages
          changed[index] = page
          simpler.append(.replaceAll(changed, requestedWith: cursor, keepingTheTop: keepingTheTop))
        }
      }
      if keepingTheTop { simpler.append(.replaceAll(pages, requestedWith: cursor, keepingTheTop: false)) }
      if cursor != nil { simpler.append(.replaceAll(pages, requestedWith: nil, keepingTheTop: keepingTheTop)) }
      return simpler
    case .update(let id, let version, let pending):
      return (pending ? [.update(id, version: version, pending: false)] : [])
        + (version != 0 ? [.update(id, version: 0, pending: pending)] : [])
    case .remove(let id, true):
      return [.remove(id, pending: false)]
    case .insert(let id, let version, let position, let pending):
      return (pending ? [.insert(id, version: version, at: position, pending: false)] : [])
        + (version != 0 ? [.insert(id, version: 0, at: position, pending: pending)] : [])
        + (position != 0 ? [.insert(id, version: version, at: 0, pending: pending)] : [])
    case .remove, .settleEdit:
      return []
    }
  }

  /// The largest id a server page holds; edits name two more, drafts the server never sends.
  static let largestServedID = 12

  /// A random step: about a third are page events, a third edits, one in a hundred a new
  /// list under random options.
  ///
  /// Ids come from a dozen, so pages repeat rows of the list and of themselves; cursors
  /// from nine, so pages name cursors the list already holds.
  static func random(using random: inout SeededRandomNumberGenerator) -> Self {
    switch random.nextInt(in: 0...199) {
    case 0..<2:
      let maxPages = random.nextInt(in: 0...4)
      return .newList(
        maxPages: maxPages == 0 ? nil : maxPages,
        recordsChanges: random.nextInt(in: 0...1) == 1,
        pendingEditPolicy: random.nextInt(in: 0...2) == 0 ? .droppedOnRefresh : .keptUntilSettled
      )
    case 2:
      var ids: [Int] = []
      for _ in 0..<random.nextInt(in: 0...4) {
        let id = random.nextInt(in: 1...largestServedID)
        if !ids.contains(id) { ids.append(id) }
      }
      return .newListShowing(ids, above: maybeCursor(&random, nilOneIn: 2), below: maybeCursor(&random, nilOneIn: 3))
    case 3..<50:
      return .append(servedPage(&random), requestedWith: maybeCursor(&random, nilOneIn: 5))
    case 50..<78:
      return .prepend(servedPage(&random), requestedWith: maybeCursor(&random, nilOneIn: 5))
    case 78..<96:
      let count = random.nextInt(in: 0...9) == 0 ? 0 : random.nextInt(in: 1...3)
      let pages = (0..<count).map { _ in servedPage(&random) }
      return .replaceAll(pages, requestedWith: maybeCursor(&random, nilOneIn: 2), keepingTheTop: random.nextInt(in: 0...1) == 1)
    case 96..<124:
      return .update(editedID(&random), version: random.nextInt(in: 1...3), pending: random.nextInt(in: 0...1) == 1)
    case 124..<148:
      return .remove(editedID(&random), pending: random.nextInt(in: 0...1) == 1)
    case 148..<176:
      return .insert(
        editedID(&random), version: random.nextInt(in: 1...3), at: random.nextInt(in: 0...14),
        pending: random.nextInt(in: 0...1) == 1)
    default:
      return .settleEdit(editedID(&random))
    }
  }

  private static func servedPage(_ random: inout SeededRandomNumberGenerator) -> ServedPage {
    let ids = (0..<random.nextInt(in: 0...4)).map { _ in random.nextInt(in: 1...largestServedID) }
    return .served(
      ids, version: random.nextInt(in: 0...1), next: maybeCursor(&random, nilOneIn: 4),
      previous: maybeCursor(&random, nilOneIn: 2))
  }

  private static func editedID(_ random: inout SeededRandomNumberGenerator) -> Int {
    random.nextInt(in: 1...largestServedID + 2)
  }

  /// A cursor from 1…9, or `nil` one time in `nilOneIn`.
  private static func maybeCursor(_ random: inout SeededRandomNumberGenerator, nilOneIn: Int) -> Int? {
    random.nextInt(in: 1...nilOneIn) == 1 ? nil : random.nextInt(in: 1...9)
  }
}
