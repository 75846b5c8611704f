import Foundation
import Testing

/// Every test that talks to the fixture server, under one suite: where `python3` is
/// missing, the server cannot start, and the whole suite is skipped with one line instead
/// of crashing the test run.
@Suite(
  .enabled(
    if: FixtureServer.canStart,
    "python3 is missing, so the HTTP tests that run against the fixture server are skipped"
  )
)
enum FixtureServerTests {}
