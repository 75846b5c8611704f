/// Counts the live tasks of one branch of an effect tree and reacts when it empties.
///
/// The root group of a tree is the batch of one `send`: ``StoreTask`` waits on it and
/// cancels through it. A concatenation gets a child group per step; when a step empties,
/// the group starts the next step before telling its parent, so the parent sees one
/// uninterrupted run.
@MainActor
package final class EffectGroup {
  private let parent: EffectGroup?
  private(set) var liveCount = 0
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private(set) var isCancelled = false
  /// Tokens of the runner tasks started anywhere in this tree; kept by the root only.
  private(set) var tokens: Set<Int> = []
  /// Runs when the group empties; a concatenation starts its next step here.
  var onEmpty: (() -> Void)?
  /// Cancels the tree's work; set on the root by the runner that owns the tree.
  var onCancel: ((EffectGroup) -> Void)?

  init(parent: EffectGroup? = nil) {
    self.parent = parent
  }

  var root: EffectGroup { parent?.root ?? self }

  var isFinished: Bool { liveCount == 0 }

  func enter() {
    if liveCount == 0 { parent?.enter() }
    liveCount += 1
  }

  package func leave() {
    liveCount -= 1
    guard liveCount == 0 else { return }
    onEmpty?()
    if liveCount == 0 {
      onEmpty = nil
      resumeWaiters()
    }
    parent?.leave()
  }

  func track(token: Int) { root.tokens.insert(token) }

  func untrack(token: Int) { root.tokens.remove(token) }

  /// Suspends until every task in the tree has ended.
  ///
  /// When the waiting task is cancelled, the tree is cancelled too: a SwiftUI `.task` that
  /// awaits an action's effects stops them when its view goes away. The wait then goes on
  /// until the cancelled tasks have ended.
  func wait() async {
    guard liveCount > 0 else { return }
    await withTaskCancellationHandler {
      await withCheckedContinuation { waiters.append($0) }
    } onCancel: {
      Task { @MainActor in self.cancel() }
    }
  }

  /// Cancels every running task in the tree and keeps unstarted steps from starting.
  func cancel() {
    let root = self.root
    root.isCancelled = true
    root.onCancel?(root)
  }

  private func resumeWaiters() {
    let waiting = waiters
    waiters.removeAll()
    for waiter in waiting { waiter.resume() }
  }
}
