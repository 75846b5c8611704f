import CommandLineOptions
import Foundation
import Testing
import UnidirectionalRecording

@testable import PagingDemo

struct DemoOptionsTests {
  private func message(for arguments: [String]) -> String? {
    do {
      _ = try DemoOptions.parse(arguments)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func noArgumentsRunTheScriptWithTheDefaults() throws {
    let options = try DemoOptions.parse([])

    #expect(options == DemoOptions())
    #expect(!options.interactive && !options.json && !options.realtime && !options.showsHelp)
    #expect(options.seed == 42)
    #expect(options.pageSize == 10)
    #expect(options.failureRate == 0)
    #expect(options.startAt == nil)
    #expect(options.startPost == 21)
    #expect(options.startOffset == 20)
  }

  @Test func givenStartAtWhenParsedThenTheListOpensAtThatPost() throws {
    let options = try DemoOptions.parse(["--start-at", "35"])

    #expect(options == DemoOptions(startAt: 35))
    #expect(options.startPost == 35)
    #expect(options.startOffset == 34)
    #expect(try DemoOptions.parse(["--start-at=1"]).startOffset == 0)
    #expect(try DemoOptions.parse(["--start-at", "57"]).startPost == 57)
  }

  @Test(arguments: ["0", "58", "-3", "abc", "2.5"])
  func givenAStartAtOutsideTheFeedWhenParsedThenOneLineSaysWhatIsNeeded(text: String) {
    #expect(
      message(for: ["--start-at", text])
        == "paging-demo: --start-at needs a whole number from 1 to 57, got \"\(text)\" (see paging-demo --help)"
    )
  }

  @Test func givenStartAtWithoutAValueWhenParsedThenItIsRefused() {
    #expect(
      message(for: ["--start-at"])
        == "paging-demo: --start-at needs a whole number from 1 to 57, got nothing (see paging-demo --help)"
    )
  }

  @Test func givenAURLWhenCombinedWithStartAtThenTheyExcludeEachOther() {
    #expect(
      message(for: ["--url", "http://x/p", "--start-at", "5"])
        == "paging-demo: --url and --start-at can't be used together (see paging-demo --help)"
    )
  }

  @Test func everyOptionIsRead() throws {
    let options = try DemoOptions.parse([
      "--json", "--realtime", "--seed", "7", "--page-size", "25", "--failure-rate", "0.25",
    ])

    #expect(
      options
        == DemoOptions(json: true, realtime: true, seed: 7, pageSize: 25, failureRate: 0.25)
    )
  }

  @Test func interactiveIsAFlag() throws {
    #expect(try DemoOptions.parse(["--interactive"]).interactive)
  }

  @Test func valuesMayFollowAnEqualsSign() throws {
    let options = try DemoOptions.parse(["--seed=9", "--page-size=1", "--failure-rate=1"])

    #expect(options == DemoOptions(seed: 9, pageSize: 1, failureRate: 1))
  }

  @Test func theLimitsOfEveryRangeAreAccepted() throws {
    #expect(try DemoOptions.parse(["--page-size", "100"]).pageSize == 100)
    #expect(try DemoOptions.parse(["--seed", "18446744073709551615"]).seed == .max)
    #expect(try DemoOptions.parse(["--seed", "0"]).seed == 0)
    #expect(try DemoOptions.parse(["--failure-rate", "0"]).failureRate == 0)
  }

  @Test func helpWinsOverEverythingElseIncludingMistakes() throws {
    #expect(try DemoOptions.parse(["--help"]).showsHelp)
    #expect(try DemoOptions.parse(["-h"]).showsHelp)
    #expect(try DemoOptions.parse(["--page-size", "abc", "--help"]).showsHelp)
  }

  @Test func aPageSizeThatIsNotAWholeNumberFromOneToAHundredIsRefused() {
    #expect(
      message(for: ["--page-size", "abc"])
        == #"paging-demo: --page-size needs a whole number from 1 to 100, got "abc" (see paging-demo --help)"#
    )
    #expect(
      message(for: ["--page-size", "0"])
        == #"paging-demo: --page-size needs a whole number from 1 to 100, got "0" (see paging-demo --help)"#
    )
    #expect(
      message(for: ["--page-size=101"])
        == #"paging-demo: --page-size needs a whole number from 1 to 100, got "101" (see paging-demo --help)"#
    )
    #expect(
      message(for: ["--page-size"])
        == "paging-demo: --page-size needs a whole number from 1 to 100, got nothing (see paging-demo --help)"
    )
  }

  @Test func aSeedThatIsNotAnUnsignedWholeNumberIsRefused() {
    #expect(
      message(for: ["--seed", "-1"])
        == #"paging-demo: --seed needs a whole number from 0 to 18446744073709551615, got "-1" (see paging-demo --help)"#
    )
    #expect(
      message(for: ["--seed", "18446744073709551616"])
        == """
        paging-demo: --seed needs a whole number from 0 to 18446744073709551615, \
        got "18446744073709551616" (see paging-demo --help)
        """
    )
    #expect(
      message(for: ["--seed"])
        == "paging-demo: --seed needs a whole number from 0 to 18446744073709551615, got nothing (see paging-demo --help)"
    )
  }

  @Test func aFailureRateOutsideZeroToOneIsRefused() {
    #expect(
      message(for: ["--failure-rate", "1.5"])
        == #"paging-demo: --failure-rate needs a number from 0 to 1, got "1.5" (see paging-demo --help)"#
    )
    #expect(
      message(for: ["--failure-rate", "-0.1"])
        == #"paging-demo: --failure-rate needs a number from 0 to 1, got "-0.1" (see paging-demo --help)"#
    )
    #expect(
      message(for: ["--failure-rate", "nan"])
        == #"paging-demo: --failure-rate needs a number from 0 to 1, got "nan" (see paging-demo --help)"#
    )
    #expect(
      message(for: ["--failure-rate"])
        == "paging-demo: --failure-rate needs a number from 0 to 1, got nothing (see paging-demo --help)"
    )
  }

  @Test func anUnknownOptionIsNamed() {
    #expect(message(for: ["--verbose"]) == #"paging-demo: unknown option "--verbose" (see paging-demo --help)"#)
    #expect(message(for: ["--verbose=2"]) == #"paging-demo: unknown option "--verbose" (see paging-demo --help)"#)
    #expect(message(for: ["-x"]) == #"paging-demo: unknown option "-x" (see paging-demo --help)"#)
  }

  @Test func anArgumentThatIsNotAnOptionIsRefused() {
    #expect(message(for: ["feed"]) == #"paging-demo: unexpected argument "feed" (see paging-demo --help)"#)
  }

  @Test func aFlagGivenAValueIsRefused() {
    #expect(message(for: ["--json=yes"]) == #"paging-demo: --json takes no value, got "yes" (see paging-demo --help)"#)
  }

  @Test func interactiveAndJSONExcludeEachOther() {
    #expect(
      message(for: ["--interactive", "--json"])
        == "paging-demo: --interactive and --json can't be used together (see paging-demo --help)"
    )
  }

  @Test func givenAnHTTPURLWhenParsedThenTheDemoPagesThroughIt() throws {
    let options = try DemoOptions.parse(["--url", "http://127.0.0.1:8765/posts", "--json"])

    #expect(options.url?.absoluteString == "http://127.0.0.1:8765/posts")
    #expect(options.json)
  }

  @Test(arguments: ["ftp://127.0.0.1/posts", "not a url", "http://", "/posts"])
  func givenSomethingThatIsNotAnHTTPURLWhenParsedThenOneLineSaysWhatIsNeeded(text: String) {
    #expect(
      message(for: ["--url", text])
        == "paging-demo: --url needs an http:// or https:// URL with a host, got \"\(text)\" (see paging-demo --help)"
    )
  }

  @Test func givenURLWithoutAValueWhenParsedThenItIsRefused() {
    #expect(message(for: ["--url"]) == "paging-demo: --url needs an http:// or https:// URL with a host, got nothing (see paging-demo --help)")
  }

  @Test func givenAURLWhenCombinedWithInteractiveOrForcedFailuresThenTheyExcludeEachOther() {
    #expect(message(for: ["--url", "http://x/p", "--interactive"]) == "paging-demo: --url and --interactive can't be used together (see paging-demo --help)")
    #expect(message(for: ["--url", "http://x/p", "--failure-rate", "0.5"]) == "paging-demo: --url and --failure-rate can't be used together (see paging-demo --help)")
  }

  @Test func everyMessageIsOneLine() {
    let mistakes = [["--page-size", "x"], ["--seed"], ["--nope"], ["x"], ["--json=1"], ["--start-at", "0"]]
    for arguments in mistakes {
      #expect(message(for: arguments)?.contains("\n") == false, "\(arguments)")
    }
  }

  @Test func theUsageListsEveryOptionAndEveryInteractiveKey() {
    let usage = DemoOptions.usage
    for option in [
      "--interactive", "--json", "--realtime", "--seed N", "--page-size N", "--failure-rate X",
      "--url URL", "--start-at N", "-h, --help",
    ] {
      #expect(usage.contains(option), "\(option)")
    }
    for key in ["b, space", "u   ", "r   ", "t   ", "l   ", "d   ", "f   ", "q   "] {
      #expect(usage.contains("  \(key)"), "\(key)")
    }
  }

  @Test func givenRecordAndReplayWhenParsedThenTheyNameTheirFiles() throws {
    #expect(try DemoOptions.parse(["--record", "session.jsonl"]).recordPath == "session.jsonl")
    #expect(try DemoOptions.parse(["--replay=session.jsonl"]).replayPath == "session.jsonl")
  }

  @Test func givenRecordOrReplayWithoutAFileWhenParsedThenItIsRefused() {
    #expect(
      message(for: ["--record"])
        == "paging-demo: --record needs a file to write the recording to, got nothing (see paging-demo --help)")
    #expect(
      message(for: ["--replay="])
        == "paging-demo: --replay needs a recording file to replay, got \"\" (see paging-demo --help)")
  }

  @Test(arguments: ["--record", "--interactive", "--url", "--start-at", "--failure-rate", "--realtime"])
  func givenReplayWhenCombinedWithARunOfItsOwnThenTheyExcludeEachOther(other: String) {
    let value = ["--record": ["x.jsonl"], "--url": ["http://x/p"], "--start-at": ["5"], "--failure-rate": ["0.5"]][other] ?? []

    #expect(
      message(for: ["--replay", "s.jsonl", other] + value)
        == "paging-demo: --replay and \(other) can't be used together (see paging-demo --help)"
    )
  }
}

/// `--inspect` takes `-o` or `--step`, and nothing that runs a session.
extension DemoOptionsTests {
  @Test func givenInspectWhenParsedThenThePageGoesNextToTheRecordingOrWhereOSays() throws {
    let request = try #require(try DemoOptions.parse(["--inspect", "runs/session.jsonl"]).inspection)
    #expect(request.output == .page(nil))
    #expect(request.pagePath == "runs/session.html")
    #expect(try DemoOptions.parse(["--inspect=s.jsonl", "-o", "p.html"]).inspection?.pagePath == "p.html")
    #expect(try DemoOptions.parse(["--step", "12", "--inspect", "s.jsonl", "--page-size", "7"]).inspection?.output == .step(12))
  }

  @Test func givenInspectWithAnythingThatRunsASessionThenOneLineSaysWhich() {
    #expect(message(for: ["--inspect", "s.jsonl", "--record", "r.jsonl"]) == "paging-demo: --inspect and --record can't be used together (see paging-demo --help)")
    #expect(message(for: ["--inspect", "s.jsonl", "--json"]) == "paging-demo: --inspect and --json can't be used together (see paging-demo --help)")
    #expect(message(for: ["--inspect", "s.jsonl", "-o", "p.html", "--step", "1"]) == "paging-demo: -o and --step can't be used together (see paging-demo --help)")
    #expect(message(for: ["-o", "p.html"]) == "paging-demo: -o goes only with --inspect (see paging-demo --help)")
    #expect(message(for: ["--step", "1"]) == "paging-demo: --step goes only with --inspect (see paging-demo --help)")
    #expect(message(for: ["--inspect", "s.jsonl", "--step", "-1"]) == #"paging-demo: --step needs a step's index, a whole number from 0, got "-1" (see paging-demo --help)"#)
  }
}
