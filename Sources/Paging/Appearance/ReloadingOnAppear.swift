public import Unidirectional

/// A feature that loads again each time its screen appears, not only the first time.
///
/// Articles 000 and 004 load in SwiftUI's `.task`, which runs on every appearance: coming
/// back to the screen reloads it. The package's features load on `appear` only from `idle`
/// (article 001's `LoadableObject` does), so a screen that comes back from a detail keeps
/// what it showed and costs no request. This modifier gives the articles' behaviour: an
/// `appear` after the first load is reduced as a `refresh`, which keeps the rows or value
/// on screen while it reloads and joins a load that is still out. The reload it starts
/// says it was the screen's appearance (``LoadTrigger/appearance``), not a pull.
///
/// Made by ``PagingFeature/reloadingOnEveryAppearance()`` and
/// ``LoadFeature/reloadingOnEveryAppearance()``.
public struct ReloadingOnAppear<Base: Reducer>: Reducer {
  private let base: Base
  private let isAppear: (Base.Action) -> Bool
  private let refresh: Base.Action
  private let hasStarted: (Base.State) -> Bool
  private let requestsStarted: (Base.State) -> Int
  private let noteAppearance: (inout Base.State) -> Void

  init(
    base: Base,
    isAppear: @escaping (Base.Action) -> Bool,
    refresh: Base.Action,
    hasStarted: @escaping (Base.State) -> Bool,
    requestsStarted: @escaping (Base.State) -> Int,
    noteAppearance: @escaping (inout Base.State) -> Void
  ) {
    self.base = base
    self.isAppear = isAppear
    self.refresh = refresh
    self.hasStarted = hasStarted
    self.requestsStarted = requestsStarted
    self.noteAppearance = noteAppearance
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard isAppear(action), hasStarted(state) else { return base.reduce(into: &state, action: action) }
    let requestsBefore = requestsStarted(state)
    let effect = base.reduce(into: &state, action: refresh)
    if requestsStarted(state) != requestsBefore { noteAppearance(&state) }
    return effect
  }

  /// The base feature's reason for ignoring what `action` means here.
  public func reasonForIgnoring(_ action: Base.Action, in state: Base.State) -> String? {
    base.reasonForIgnoring(meaning(of: action, in: state), in: state)
  }

  /// Brings the shared copies in step, in the base.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout Base.State, since previous: Base.State) {
    base.alignSharedCopies(in: &state, since: previous)
  }

  /// `refresh` for an appearance after the first load; every other action as it is.
  private func meaning(of action: Base.Action, in state: Base.State) -> Base.Action {
    isAppear(action) && hasStarted(state) ? refresh : action
  }
}
