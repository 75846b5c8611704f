import ErrorHandling
import LoadingStates
import Paging
import Unidirectional
import UnidirectionalRecording
import UnidirectionalTesting

/// `PagingFeature` loading both ways, driven step by step beside ``ChatReferenceModel``: the
/// system the two-way walk drives.
///
/// The walk sends each step to the feature's reducer and plays the server itself, by
/// sending the answers a step names with the ids the model expects; it runs no effects, so
/// a million steps take seconds. The store and its effects are the paging walk's part
/// (``PagingWalkSystem``); this walk covers the rules of the top, of edits and of a
/// window.
struct ChatWalkSystem {
  private let feature: Chat
  private var state = Chat.State()
  private var model: ChatReferenceModel
  /// The names of the actions that changed the state at least once, and of those that
  /// were ignored at least once.
  private(set) var actedOn: Set<String> = []
  private(set) var ignored: Set<String> = []

  /// A system whose feature and model hold at most `maxPages` pages, or every page, and
  /// refresh the first page or every loaded page.
  init(maxPages: Int? = nil, refreshMode: RefreshMode = .firstPage) {
    feature = Chat(
      pageSize: 2, prefetchDistance: 1, refreshMode: refreshMode, maxPages: maxPages, recordsChanges: true,
      cursorAround: { ChatWalkServer.cursor(around: $0.id) }
    ) { _ in
      throw CancellationError()
    }
    model = ChatReferenceModel(maxPages: maxPages, refreshesLoadedPages: refreshMode == .loadedPages)
  }

  /// Performs `step` on the feature and on the model, and compares.
  ///
  /// - Returns: `nil` when the feature shows what the model says, or the difference.
  mutating func perform(_ step: ChatWalkStep) -> String? {
    if step == .relaunch {
      state = Chat.State()
      model = ChatReferenceModel(maxPages: model.maxPages, refreshesLoadedPages: model.refreshesLoadedPages)
    }
    for action in actions(for: step) {
      let before = state
      _ = feature.reduce(into: &state, action: action)
      if state == before { ignored.insert(action.name) } else { actedOn.insert(action.name) }
    }
    perform(step, on: &model)
    let expected = ChatObservation(model)
    let actual = ChatObservation(state)
    guard expected != actual else { return nil }
    return """
      the feature left the model (− model, + feature):
      − \(expected)
      + \(actual)
      """
  }

  /// The feature's actions for `step`; an answer to a request the model does not wait
  /// for is none, since no server would send it.
  private func actions(for step: ChatWalkStep) -> [Chat.Action] {
    switch step {
    case .appear: [.appear]
    case .disappear: [.disappear]
    case .refresh: [.refresh]
    case .retry: [.retry]
    case .reachBottom: [.reachBottom]
    case .reachTop: [.reachTop]
    case .retryTop: [.retryTop]
    case .relaunch: []
    case .update(let id, let pending): [.edit(.update(ChatMessage(id: id, isEdited: true)), pending: pending)]
    case .remove(let id, let pending): [.edit(.remove(id), pending: pending)]
    case .insertDraft(let id, let pending): [.edit(.insert(ChatMessage(id: id), at: 0), pending: pending)]
    case .editSettled(let id): [.editSettled(id)]
    case .rowAppeared(let id): [.itemAppeared(id)]
    case .jump(let id): [.refreshAround(id)]
    case .answer(.bottom, let reply):
      model.bottomRequest.map { request in
        [request.reloadedRows == nil ? answerBelow(request.id, cursor: request.cursor, reply) : reloadPages(request, reply)]
      } ?? []
    case .answer(.top, let reply):
      model.topRequest.map { [answerAbove($0.id, cursor: $0.cursor, reply)] } ?? []
    case .lateAnswer(.bottom):
      model.abandonedBottom.map { [answerBelow($0, cursor: nil, .page)] } ?? []
    case .lateAnswer(.top):
      model.abandonedTop.map { [answerAbove($0, cursor: nil, .page)] } ?? []
    }
  }

  private func answerBelow(_ id: Int, cursor: Int?, _ reply: ChatWalkStep.Reply) -> Chat.Action {
    .responseReceived(requestID: id, result: result(at: cursor, reply, end: .bottom))
  }

  /// The answer to a refresh of every loaded page: the pages the server brings, or the
  /// failure of one of them.
  private func reloadPages(_ request: ChatReferenceModel.Request, _ reply: ChatWalkStep.Reply) -> Chat.Action {
    let result: Result<[Page<ChatMessage, Int>], AppError> =
      switch reply {
      case .failure: .failure(.network)
      case .cancelledBySource: .failure(.cancelled)
      case .page, .pageWithDuplicate:
        .success(
          ChatWalkServer.pages(from: request.cursor, rows: request.reloadedRows ?? 0, maxPages: model.maxPages, reply)
            .map { Page(items: $0.ids.map { ChatMessage(id: $0) }, nextCursor: $0.nextCursor, previousCursor: $0.previousCursor) }
        )
      }
    return .pagesReloaded(requestID: request.id, result: result)
  }

  private func answerAbove(_ id: Int, cursor: Int?, _ reply: ChatWalkStep.Reply) -> Chat.Action {
    .previousPageReceived(requestID: id, result: result(at: cursor, reply, end: .top))
  }

  private func result(
    at cursor: Int?, _ reply: ChatWalkStep.Reply, end: ChatWalkStep.End
  ) -> Result<Page<ChatMessage, Int>, AppError> {
    switch reply {
    case .failure: return .failure(.network)
    case .cancelledBySource: return .failure(.cancelled)
    case .page, .pageWithDuplicate:
      let page = ChatWalkServer.page(at: cursor, reply, end: end)
      return .success(
        Page(items: page.ids.map { ChatMessage(id: $0) }, nextCursor: page.nextCursor,
          previousCursor: page.previousCursor))
    }
  }

  private func perform(_ step: ChatWalkStep, on model: inout ChatReferenceModel) {
    switch step {
    case .appear: model.appear()
    case .disappear: model.disappear()
    case .refresh: model.refresh()
    case .retry: model.retry()
    case .reachBottom: model.reachBottom()
    case .reachTop: model.reachTop()
    case .retryTop: model.retryTop()
    case .relaunch: break
    case .update(let id, let pending): model.edit(.update(id), pending: pending)
    case .remove(let id, let pending): model.edit(.remove(id), pending: pending)
    case .insertDraft(let id, let pending): model.edit(.insert(id), pending: pending)
    case .editSettled(let id): model.editSettled(id)
    case .rowAppeared(let id): model.rowAppeared(id)
    case .jump(let id): model.jump(to: id)
    case .answer(.bottom, let reply):
      guard let request = model.bottomRequest else { return }
      let answer =
        request.reloadedRows == nil
        ? page(at: request.cursor, reply, .bottom).map { [$0] }
        : pages(from: request.cursor, rows: request.reloadedRows ?? 0, maxPages: model.maxPages, reply)
      model.receiveBottom(request.id, answer, cancelled: reply == .cancelledBySource)
    case .answer(.top, let reply):
      guard let request = model.topRequest else { return }
      model.receiveTop(request.id, page(at: request.cursor, reply, .top), cancelled: reply == .cancelledBySource)
    case .lateAnswer(.bottom):
      if let id = model.abandonedBottom { model.receiveBottom(id, page(at: nil, .page, .bottom).map { [$0] }, cancelled: false) }
    case .lateAnswer(.top):
      if let id = model.abandonedTop { model.receiveTop(id, page(at: nil, .page, .top), cancelled: false) }
    }
  }

  private func page(at cursor: Int?, _ reply: ChatWalkStep.Reply, _ end: ChatWalkStep.End) -> ChatWalkServer.Page? {
    [.page, .pageWithDuplicate].contains(reply) ? ChatWalkServer.page(at: cursor, reply, end: end) : nil
  }

  private func pages(from cursor: Int?, rows: Int, maxPages: Int?, _ reply: ChatWalkStep.Reply) -> [ChatWalkServer.Page]? {
    [.page, .pageWithDuplicate].contains(reply) ? ChatWalkServer.pages(from: cursor, rows: rows, maxPages: maxPages, reply) : nil
  }
}

/// The two-way walk, with a window of `maxPages` pages or none, refreshing the first page
/// or every loaded page: a fresh feature and model for every replay.
func chatWalk(maxPages: Int? = nil, refreshMode: RefreshMode = .firstPage) -> ModelBasedWalk<ChatWalkSystem, ChatWalkStep> {
  let arguments = (maxPages.map { ["maxPages: \($0)"] } ?? []) + (refreshMode == .firstPage ? [] : ["refreshMode: .\(refreshMode)"])
  return ModelBasedWalk(
    replayedAs: "chatWalk(\(arguments.joined(separator: ", ")))",
    makeSystem: { ChatWalkSystem(maxPages: maxPages, refreshMode: refreshMode) },
    perform: { system, step in system.perform(step) }, simplify: \.simplifications)
}
