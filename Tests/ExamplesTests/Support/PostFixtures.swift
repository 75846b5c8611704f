import Examples
import Paging
import Unidirectional
import UnidirectionalTesting

typealias PostFetch = ControlledDependency<PageRequest<Int>, Page<Post, Int>>

let pageSize = 3

/// Posts `ids`, titled after their id.
func posts(_ ids: ClosedRange<Int>) -> [Post] {
  ids.map { Post(id: $0, title: "Post \($0)") }
}

/// The same posts as the list holds them.
func listed(_ ids: ClosedRange<Int>) -> IdentifiedArray<Post> {
  IdentifiedArray(uniqueElements: posts(ids))
}

/// A page of posts `ids`, followed by the page at `next`, or the last page.
func page(_ ids: ClosedRange<Int>, next: Int?) -> Page<Post, Int> {
  Page(items: posts(ids), nextCursor: next)
}

/// The request for the page that starts at `cursor`, or the first page.
func request(_ cursor: Int?) -> PageRequest<Int> {
  PageRequest(cursor: cursor, pageSize: pageSize)
}
