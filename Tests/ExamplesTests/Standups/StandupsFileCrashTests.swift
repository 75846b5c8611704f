import Examples
import Foundation
import TestSupport
import Testing
import Unidirectional
import UnidirectionalPersistence
import UnidirectionalTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The standups app killed while it saves its list, in a process of its own: the list saved
/// before is whole, and the app starts over it.
@Suite(.timeLimit(.minutes(1)))
struct StandupsFileCrashTests {
  @MainActor
  @Test func givenTheAppPausedWhileSavingANewStandupWhenItIsKilledThenTheNextLaunchLoadsTheListSavedBefore() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("standups.json")
    let saved: IdentifiedArray<Standup> = [Standup(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!, title: "Design")]
    PersistentStorage<IdentifiedArray<Standup>>.file(url).save(saved)
    let probe = try ProbeBinary.locate("PersistenceProbe").start(["standups-add", url.path, "Retro"])

    let line = try #require(probe.nextLine())
    probe.kill()

    #expect(line.hasPrefix("paused before renaming "))
    #expect(probe.termination() == .signalled(SIGKILL))
    let relaunched = StandupsApp.State(
      standups: PersistentStorage<IdentifiedArray<Standup>>.file(url, issueReporter: .failingCurrentTest).load(default: []))
    #expect(relaunched.standups == saved)
  }
}
