import ErrorHandling
import LoadingStates
import Paging
import Unidirectional
import UnidirectionalTesting

extension ChatExplorer {
  /// The explorer of a chat that loads both ways, with the two-way rules as invariants;
  /// `policy` explains the ignored actions. States count as one when their ``ChatShape`` is
  /// the same.
  static func chat(
    _ feature: some Reducer<Chat.State, Chat.Action>, refreshMode: RefreshMode,
    explainedBy policy: Chat
  ) -> Self {
    ChatExplorer(
      ChatTracking(feature: feature, refreshMode: refreshMode), initialState: TrackedChat(chat: Chat.State()),
      userActions: chatUserActions(on:), request: \.started, answers: chatServerAnswers(to:in:),
      abstraction: ChatShape.init
    )
    .invariant("never two requests in one direction") { explored in
      let running = explored.requestsInFlight
      return running.filter(\.isTop).count <= 1 && running.filter { !$0.isTop }.count <= 1
    }
    .invariant("each direction waits for exactly its running request") { explored in
      let chat = explored.state.chat
      let running = explored.requestsInFlight
      return chat.requests.inFlight == running.first { !$0.isTop }?.inFlight
        && chat.previousRequests.inFlight == running.first(where: \.isTop)?.inFlight
        && (chat.list.isLoading || chat.list.isPaging) == chat.requests.isWaiting
        && chat.top.isLoading == chat.previousRequests.isWaiting
    }
    .invariant("the window holds at most two pages, whose counts sum to the rows") { explored in
      let chat = explored.state.chat
      let counted = chat.pages.reduce(0) { $0 + $1.count }
      return chat.pages.count <= 2 && chat.pages.allSatisfy { $0.count >= 0 }
        && (chat.list.value == nil ? chat.pages.isEmpty : counted == chat.items.count)
    }
    .invariant("the window's pages follow each other, between the pages beyond its ends") {
      $0.state.chat.windowIsContiguous
    }
    .invariant("no end is reported while the list loads, and no empty list but a reload of the empty list") { explored in
      let chat = explored.state.chat
      guard chat.list.isLoading || chat.list.isPaging else { return true }
      let reloadsTheEmptyList = if case .reLoading(let rows) = chat.list { rows.isEmpty } else { false }
      return !chat.hasReachedEnd && (!chat.isEmpty || reloadsTheEmptyList)
    }
    .transitionInvariant(valueStaysRule) {
      $0.before.state.chat.list.value == nil || $0.after.state.chat.list.value != nil
    }
    .transitionInvariant("the change set turns the rows before into the rows after") {
      $0.changeSetExplainsTheRows
    }
    .transitionInvariant("no request past either end of the list") {
      $0.startedRequests.allSatisfy($0.before.state.chat.canRequest)
    }
    .transitionInvariant("no stale or cancelled answer changes anything") {
      !$0.isStaleAnswer || $0.changedNothing
    }
    .transitionInvariant("every ignored action has a reason, and only those") { transition in
      transition.changedNothing
        == (policy.reasonForIgnoring(transition.action, in: transition.before.state.chat) != nil)
    }
  }

  /// The explorer of ``exploredChat(_:)`` itself.
  static func chat(_ refreshMode: RefreshMode) -> Self {
    chat(exploredChat(refreshMode), refreshMode: refreshMode, explainedBy: exploredChat(refreshMode))
  }
}

extension Chat.State {
  /// Whether each page of the window is the one the page above names as next, the page
  /// above the window is the one before its top page (or none, at offset 0), and the next
  /// page is the one its bottom page names.
  var windowIsContiguous: Bool {
    let offsets = pages.map { $0.cursor ?? chatFirstPageOffset }
    guard let top = offsets.first, let bottom = pages.last else { return true }
    let abovePage: Bool =
      switch self.top.page {
      case nil: top == 0
      case let page?: chatServerPage(at: page.requestCursor).nextCursor == top
      }
    return zip(pages, offsets.dropFirst()).allSatisfy { $0.nextCursor == $1 } && abovePage
      && nextPage == PageLink(naming: bottom.nextCursor)
  }
}

extension Chat.State {
  /// Whether the page `flight` asks for is one the list can load: the page above names
  /// the page before the top, a next page the page after the bottom; a reload any page.
  func canRequest(_ flight: ChatFlight) -> Bool {
    let request = flight.inFlight.request
    switch request.kind {
    case .prepend:
      return top == .available(PageCursor(request.cursor))
        || top.error != nil && top.page == PageCursor(request.cursor)
    case .append:
      return request.cursor.map { nextPage == .cursor($0) } ?? false
    case .refresh:
      return true
    }
  }
}

extension ChatExplorer.Transition {
  /// An answer from a cancelled task, or one whose id its direction no longer waits for.
  var isStaleAnswer: Bool {
    if case .lateAnswer = cause { return true }
    let chat = before.state.chat
    switch action {
    case .responseReceived(let id, _), .pagesReloaded(let id, _): return id != chat.requests.inFlight?.id
    case .previousPageReceived(let id, _): return id != chat.previousRequests.inFlight?.id
    default: return false
    }
  }

  /// Whether the rows changed only with a change record one revision on, and the record
  /// names what changed: removed ids gone, inserted ids new, every other row kept, an
  /// edited row updated, and the rows that kept their place in their old order.
  ///
  /// A record may come with rows that did not change: a refresh lists every row it kept
  /// as updated, since it "may have changed" (``ListChanges/updated``), even when the
  /// server sent it as it was.
  var changeSetExplainsTheRows: Bool {
    let old = before.state.chat.items
    let new = after.state.chat.items
    let oldRevision = before.state.chat.changes.revision
    let changes = after.state.chat.changes
    guard changes.revision != oldRevision else { return Array(old) == Array(new) }
    guard changes.revision == oldRevision + 1 else { return false }
    let removed = Set(changes.removed)
    let inserted = Set(changes.inserted)
    let moved = Set(changes.moved)
    let kept = new.filter { old.contains(id: $0.id) }
    return removed.allSatisfy { old.contains(id: $0) && !new.contains(id: $0) }
      && inserted.allSatisfy { !old.contains(id: $0) && new.contains(id: $0) }
      && old.allSatisfy { removed.contains($0.id) || new.contains(id: $0.id) }
      && new.allSatisfy { inserted.contains($0.id) || old.contains(id: $0.id) }
      && kept.allSatisfy { old[id: $0.id] == $0 || changes.updated.contains($0.id) }
      && kept.map(\.id).filter { !moved.contains($0) }
        == old.map(\.id).filter { new.contains(id: $0) && !moved.contains($0) }
  }
}
