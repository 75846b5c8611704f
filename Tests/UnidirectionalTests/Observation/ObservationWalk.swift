import Observation
import Unidirectional
import UnidirectionalTesting

/// The system and model of ``ObservationWalkTests``: a store whose fields, slice and rows
/// are observed, and a plain copy of its state that decides who should have been told.
@MainActor
enum ObservationWalk {
  struct Row: Identifiable, Hashable, Sendable {
    let id: Int
    var likes = 0
  }

  struct Screen: Reducer {
    struct State: Equatable {
      var title = ""
      var count = 0
      var rows = IdentifiedArray(uniqueElements: (0..<8).map { Row(id: $0) })
    }

    enum Action: Sendable {
      case rows(IdentifiedAction<Int, RowAction>)
      case rename(String)
      case bump
      case append(Int)
      case remove(Int)
      case removeFirst(Int)
      case moveFirstToEnd
      case replaceAll(Int)
      case edit(ListEdit)
      case nothing
    }

    enum RowAction: Sendable {
      case like
      case setLikes(Int)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .rename(let title): state.title = title
        case .bump: state.count += 1
        case .append(let id): state.rows.append(Row(id: id))
        case .remove(let id): state.rows.remove(id: id)
        case .removeFirst(let count): state.rows.removeFirst(min(count, state.rows.count))
        case .moveFirstToEnd:
          if !state.rows.isEmpty { state.rows.move(fromOffsets: [0], toOffset: state.rows.count) }
        case .replaceAll(let count):
          state.rows = IdentifiedArray(uniqueElements: (0..<count).map { Row(id: $0) })
        case .edit(let edit): edit.apply(to: &state.rows)
        case .rows, .nothing: break
        }
        return .none
      }
      .forEach(\.rows, action: .rows) {
        Reduce { row, action in
          switch action {
          case .like: row.likes += 1
          case .setLikes(let likes): row.likes = likes
          }
          return .none
        }
      }
    }
  }

  /// The rest of the list's editing API, each of which must stamp what it touched.
  enum ListEdit: Equatable, Sendable, CustomStringConvertible {
    case removeAtFront
    case removeOffsets([Int])
    case removeWhereLiked
    case removeLast(Int)
    case prepend(Int)
    case insertAtFront(Int)
    case sortByLikes
    case reverse
    case assign(Int, likes: Int)
    case updateOrAppend(Int, likes: Int)
    case removeAll

    func apply(to rows: inout IdentifiedArray<Row>) {
      switch self {
      case .removeAtFront: if !rows.isEmpty { rows.remove(at: 0) }
      case .removeOffsets(let offsets): rows.remove(atOffsets: offsets.filter { $0 < rows.count })
      case .removeWhereLiked: rows.removeAll { $0.likes > 0 }
      case .removeLast(let count): rows.removeLast(min(count, rows.count))
      case .prepend(let id): rows.prepend(contentsOf: [Row(id: id)])
      case .insertAtFront(let id): rows.insert(Row(id: id), at: 0)
      case .sortByLikes: rows.sort { $0.likes > $1.likes }
      case .reverse: rows.reverse()
      case .assign(let id, let likes): if rows[id: id] != nil { rows[id: id] = Row(id: id, likes: likes) }
      case .updateOrAppend(let id, let likes): rows.updateOrAppend(Row(id: id, likes: likes))
      case .removeAll: rows.removeAll()
      }
    }

    static func random(id: Int, using random: inout SeededRandomNumberGenerator) -> ListEdit {
      switch random.nextInt(in: 0...10) {
      case 0: .removeAtFront
      case 1: .removeOffsets([random.nextInt(in: 0...3), random.nextInt(in: 0...3)])
      case 2: .removeWhereLiked
      case 3: .removeLast(random.nextInt(in: 0...2))
      case 4: .prepend(id)
      case 5: .insertAtFront(id)
      case 6: .sortByLikes
      case 7: .reverse
      case 8: .assign(id, likes: random.nextInt(in: 0...2))
      case 9: .updateOrAppend(id, likes: random.nextInt(in: 0...2))
      default: random.nextInt(in: 0...4) == 0 ? .removeAll : .reverse
      }
    }

    var description: String {
      switch self {
      case .removeAtFront: ".removeAtFront"
      case .removeOffsets(let offsets): ".removeOffsets(\(offsets))"
      case .removeWhereLiked: ".removeWhereLiked"
      case .removeLast(let count): ".removeLast(\(count))"
      case .prepend(let id): ".prepend(\(id))"
      case .insertAtFront(let id): ".insertAtFront(\(id))"
      case .sortByLikes: ".sortByLikes"
      case .reverse: ".reverse"
      case .assign(let id, let likes): ".assign(\(id), likes: \(likes))"
      case .updateOrAppend(let id, let likes): ".updateOrAppend(\(id), likes: \(likes))"
      case .removeAll: ".removeAll"
      }
    }
  }

  /// What an observer reads.
  enum Reading: Hashable, CustomStringConvertible {
    case title, count, rows, titleSlice
    case row(Int, RowReading)

    var description: String {
      switch self {
      case .title: ".title"
      case .count: ".count"
      case .rows: ".rows"
      case .titleSlice: ".titleSlice"
      case .row(let id, let reading): ".row(\(id), .\(reading))"
      }
    }
  }

  enum RowReading: Hashable { case whole, likes }

  enum Step: Equatable, CustomStringConvertible {
    case observe(Reading)
    case like(Int)
    case setLikes(Int, Int)
    case rename(String)
    case bump
    case append(Int)
    case remove(Int)
    case removeFirst(Int)
    case moveFirstToEnd
    case replaceAll(Int)
    case edit(ListEdit)
    case nothing

    static let ids = 0..<10

    static func random(using random: inout SeededRandomNumberGenerator) -> Step {
      let id = random.nextInt(in: ids.lowerBound...ids.upperBound - 1)
      switch random.nextInt(in: 0...22) {
      case 0...7:
        let readings: [Reading] = [.title, .count, .rows, .titleSlice]
        let pick = random.nextInt(in: 0...5)
        return .observe(pick < 4 ? readings[pick] : .row(id, pick == 4 ? .whole : .likes))
      case 8, 9: return .like(id)
      case 10: return .setLikes(id, random.nextInt(in: 0...2))
      case 11: return .rename(["", "A", "B"][random.nextInt(in: 0...2)])
      case 12: return .bump
      case 13, 14: return .append(id)
      case 15: return .remove(id)
      case 16: return .removeFirst(random.nextInt(in: 0...3))
      case 17: return .moveFirstToEnd
      case 18: return random.nextInt(in: 0...9) == 0 ? .replaceAll(random.nextInt(in: 0...8)) : .nothing
      case 19...21: return .edit(.random(id: id, using: &random))
      default: return .nothing
      }
    }

    var description: String {
      switch self {
      case .observe(let reading): ".observe(\(reading))"
      case .like(let id): ".like(\(id))"
      case .setLikes(let id, let likes): ".setLikes(\(id), \(likes))"
      case .rename(let title): ".rename(\"\(title)\")"
      case .bump: ".bump"
      case .append(let id): ".append(\(id))"
      case .remove(let id): ".remove(\(id))"
      case .removeFirst(let count): ".removeFirst(\(count))"
      case .moveFirstToEnd: ".moveFirstToEnd"
      case .replaceAll(let count): ".replaceAll(\(count))"
      case .edit(let edit): ".edit(\(edit))"
      case .nothing: ".nothing"
      }
    }

    var action: Screen.Action? {
      switch self {
      case .observe: nil
      case .like(let id): .rows(.element(id: id, action: .like))
      case .setLikes(let id, let likes): .rows(.element(id: id, action: .setLikes(likes)))
      case .rename(let title): .rename(title)
      case .bump: .bump
      case .append(let id): .append(id)
      case .remove(let id): .remove(id)
      case .removeFirst(let count): .removeFirst(count)
      case .moveFirstToEnd: .moveFirstToEnd
      case .replaceAll(let count): .replaceAll(count)
      case .edit(let edit): .edit(edit)
      case .nothing: .nothing
      }
    }
  }

  static func walk() -> ModelBasedWalk<System, Step> {
    ModelBasedWalk(
      replayedAs: "ObservationWalk.walk()",
      makeSystem: { System() },
      perform: { system, step in system.perform(step) },
      simplify: { step in step == .nothing ? [] : [.nothing] }
    )
  }

  /// One observation: what was read, the value it saw, and whether it was told since.
  @MainActor
  final class Observer {
    let reading: Reading
    let seen: AnyHashableValue
    var isTold = false

    init(reading: Reading, seen: AnyHashableValue) {
      self.reading = reading
      self.seen = seen
    }
  }

  /// A read value, compared with `==`.
  struct AnyHashableValue: Equatable, CustomStringConvertible {
    let value: AnyHashable
    let description: String

    init<Value: Hashable>(_ value: Value) {
      self.value = value
      description = String(describing: value)
    }
  }

  @MainActor
  final class System {
    let store = Store(initialState: Screen.State(), reducer: Screen())
    /// The model: the state, by plain value.
    var model = Screen.State()
    /// The row stores the screen holds, by id: the latest one made for each id.
    var rowStores: [Int: Store<Row, Screen.RowAction>] = [:]
    /// What each row store showed when it was last read.
    var lastShown: [ObjectIdentifier: Row] = [:]
    var observers: [Observer] = []
    /// Every store an observer read.
    var heldStores: [AnyObject] = []
    /// The rows' stamp, to tell an equal-valued edit of the fingerprinted field.
    var rowsBefore = IdentifiedArray<Row>()

    init() {
      refreshRowStores()
    }

    func perform(_ step: Step) -> String? {
      guard let action = step.action else {
        guard case .observe(let reading) = step else { return nil }
        return observe(reading)
      }
      rowsBefore = store.state.rows
      store.send(action)
      apply(action)
      let mismatch = check()
      refreshRowStores()
      return mismatch ?? (store.state == model ? nil : "state \(store.state), model \(model)")
    }

    private func apply(_ action: Screen.Action) {
      Screen().reduceModel(&model, action)
    }

    private func observe(_ reading: Reading) -> String? {
      guard let (value, store, read) = readNow(reading) else { return nil }
      let observer = Observer(reading: reading, seen: value)
      // The screen holds every store it read, as the view that reads a store holds it; the
      // observer does not, or an observation never told would keep its store alive.
      heldStores.append(store)
      withObservationTracking {
        read()
      } onChange: {
        MainActor.assumeIsolated { observer.isTold = true }
      }
      observers.append(observer)
      return nil
    }

    /// The value `reading` shows now, the store it is read from, and a read of it.
    private func readNow(_ reading: Reading) -> (AnyHashableValue, AnyObject, () -> Void)? {
      switch reading {
      case .title: return (AnyHashableValue(model.title), store, { [store] in _ = store.title })
      case .count: return (AnyHashableValue(model.count), store, { [store] in _ = store.count })
      case .rows:
        return (AnyHashableValue(model.rows.elements), store, { [store] in _ = store.rows })
      case .titleSlice:
        let slice = store.scope(state: \.title, action: .identity)
        return (AnyHashableValue(model.title), slice, { _ = slice.state })
      case .row(let id, let rowReading):
        guard let rowStore = rowStores[id] else { return nil }
        let row = shown(by: rowStore)
        lastShown[ObjectIdentifier(rowStore)] = row
        return switch rowReading {
        case .whole: (AnyHashableValue(row), rowStore, { _ = rowStore.state })
        case .likes: (AnyHashableValue(row.likes), rowStore, { _ = rowStore.likes })
        }
      }
    }

    /// What a row store shows by the model: its row, or what it showed last once gone.
    private func shown(by rowStore: Store<Row, Screen.RowAction>) -> Row {
      model.rows[id: rowStore.id] ?? lastShown[ObjectIdentifier(rowStore)]!
    }

    /// Each observer not yet told must be told iff its value changed; a told one is done.
    private func check() -> String? {
      var mismatch: String?
      var waiting: [Observer] = []
      for observer in observers {
        let now = currentValue(of: observer)
        let changed = now != observer.seen
        let mayBeToldAnyway = observer.reading == .rows && store.state.rows.fingerprint != rowsBefore.fingerprint
        if observer.isTold != changed, !(observer.isTold && mayBeToldAnyway), mismatch == nil {
          mismatch = "\(observer.reading) read \(observer.seen), now \(now): "
            + (observer.isTold ? "told, but it did not change" : "not told, but it changed")
        }
        if !observer.isTold && !changed { waiting.append(observer) }
      }
      observers = waiting
      return mismatch
    }

    private func currentValue(of observer: Observer) -> AnyHashableValue {
      switch observer.reading {
      case .title, .titleSlice: AnyHashableValue(model.title)
      case .count: AnyHashableValue(model.count)
      case .rows: AnyHashableValue(model.rows.elements)
      case .row(let id, let rowReading):
        // Any store of the id shows the row while it is there; once it is gone, the store
        // the observer read shows what it showed last, which is what the observer saw.
        model.rows[id: id].map { row in
          rowReading == .whole ? AnyHashableValue(row) : AnyHashableValue(row.likes)
        } ?? observer.seen
      }
    }

    /// Takes the row stores of the list, as a list view would: a row that came back gets a
    /// new store, and the older one stays where its observers hold it. Reading a store's
    /// id reads its row, which it then shows once the row is gone.
    private func refreshRowStores() {
      for rowStore in store.scope(forEach: \.rows, action: .rows) {
        let id = rowStore.id
        rowStores[id] = rowStore
        lastShown[ObjectIdentifier(rowStore)] = model.rows[id: id]
      }
    }
  }
}

extension ObservationWalk.Screen {
  /// The model's own reduce: the same rules as the feature, on a plain value.
  func reduceModel(_ state: inout State, _ action: Action) {
    _ = reduce(into: &state, action: action)
  }
}

extension ActionPath
where Root == ObservationWalk.Screen.Action,
  Value == IdentifiedAction<Int, ObservationWalk.Screen.RowAction> {
  static var rows: Self {
    ActionPath(embed: Root.rows) { if case .rows(let action) = $0 { action } else { nil } }
  }
}
