public import Unidirectional

/// A feature that loads again each time its screen appears, not only the first time.
///
/// Articles 000 and 004 load in SwiftUI's `.task`, which runs on every appearance: coming
/// back to the screen reloads it. The package's features load on `appear` only from `idle`
/// (article 001's `LoadableObject` does), so a screen that comes back from a detail keeps
/// what it showed and costs no request. This modifier gives the articles' behaviour: an
/// `appear` after the first load is reduced as a `refresh`, which keeps the rows or value
/// on screen while it reloads and joins a load that is still out.
///
/// Made by ``PagingFeature/reloadingOnEveryAppearance()`` and
/// ``LoadFeature/reloadingOnEveryAppearance()``.
public struct ReloadingOnAppear<Base: Reducer>: Reducer {
  private let base: Base
  private let isAppear: (Base.Action) -> Bool
  private let refresh: Base.Action
  private let hasStarted: (Base.State) -> Bool

  init(
    base: Base,
    isAppear: @escaping (Base.Action) -> Bool,
    refresh: Base.Action,
    hasStarted: @escaping (Base.State) -> Bool
  ) {
    self.base = base
    self.isAppear = isAppear
    self.refresh = refresh
    self.hasStarted = hasStarted
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    base.reduce(into: &state, action: meaning(of: action, in: state))
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
