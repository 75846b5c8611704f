extension IdentifiedArray {
  /// The ids of an identified array's elements, in order: a lazy view that reads each id
  /// from its element, and answers whether it holds an id from the array's id table.
  ///
  /// ```swift
  /// struct Todo: Identifiable { let id: Int }
  ///
  /// let todos: IdentifiedArray = [Todo(id: 1), Todo(id: 2)]
  /// print(Array(todos.ids), todos.ids.contains(2))  // [1, 2] true
  /// ```
  public struct IDs: RandomAccessCollection {
    /// The array whose ids the view reads.
    @usableFromInline
    let base: IdentifiedArray

    @inlinable
    init(base: IdentifiedArray) {
      self.base = base
    }

    /// The position of the first id: always 0.
    @inlinable
    public var startIndex: Int { 0 }

    /// The position one past the last id.
    @inlinable
    public var endIndex: Int { base.storage.count }

    /// The id of the element at `position`.
    @inlinable
    public subscript(position: Int) -> Element.ID { base.storage[position].id }

    /// Whether an element has `id`, from the id table rather than a scan.
    ///
    /// - Parameter id: The id to look for.
    /// - Complexity: O(1) on average.
    @inlinable
    public func contains(_ id: Element.ID) -> Bool {
      base.contains(id: id)
    }
  }
}

extension IdentifiedArray.IDs: Sendable where Element: Sendable, Element.ID: Sendable {}

extension IdentifiedArray.IDs: Equatable {
  /// Two views are equal when they hold equal ids in the same order.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// Whether the view holds exactly `ids`, in order, as a test states it:
  /// `#expect(state.todos.ids == [1, 2])`.
  @inlinable
  public static func == (lhs: Self, rhs: [Element.ID]) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// Whether `ids` are exactly the view's, in order.
  @inlinable
  public static func == (lhs: [Element.ID], rhs: Self) -> Bool {
    rhs.elementsEqual(lhs)
  }
}
