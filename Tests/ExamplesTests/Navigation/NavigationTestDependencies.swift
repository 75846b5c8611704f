import Examples
import UnidirectionalTesting

extension NavigationDependencies {
  /// Dependencies for the case studies' tests: timers on `clock`, facts that name their
  /// number, saves that end at once.
  static func test(clock: TestClock) -> Self {
    NavigationDependencies(clock: clock, fact: { "\($0) is a good number." }, save: { _ in })
  }
}
