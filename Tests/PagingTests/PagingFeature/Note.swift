import Paging
import Unidirectional
import UnidirectionalTesting

/// A note a user can like: an item whose row changes without a reload.
struct Note: Identifiable, Hashable, Sendable {
  let id: Int
  var liked = false
}

typealias Notes = PagingFeature<Note, Int>
typealias NoteFetch = ControlledDependency<PageRequest<Int>, Page<Note, Int>>

func notes(_ ids: [Int], liked: Set<Int> = []) -> IdentifiedArray<Note> {
  IdentifiedArray(uniqueElements: ids.map { Note(id: $0, liked: liked.contains($0)) })
}

func notePage(_ ids: [Int], next: Int?) -> Page<Note, Int> {
  Page(items: ids.map { Note(id: $0) }, nextCursor: next)
}
