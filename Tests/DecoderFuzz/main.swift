import DecoderFuzzing
import Foundation

/// decoder-fuzz: feeds every decoder the package ships mutated inputs and reports what
/// crashed, hung, or decoded into a value that breaks its own checks.
///
///     swift run DecoderFuzz [--inputs N] [--seed S] [--target NAME]... [--record FILE]
///
/// Exit status: 0 when nothing was found, 1 when something was, 2 for a bad option or a
/// child process that cannot be started.
let usage = """
  usage: DecoderFuzz [--inputs N] [--seed S] [--target NAME]... [--record FILE]

    --inputs N     inputs per target (default 2000)
    --seed S       the campaign's seed (default 1); the same seed makes the same inputs
    --target NAME  fuzz only this target (repeatable); targets: \(FuzzTargets.names.joined(separator: ", "))
    --record FILE  append each finding to FILE as a JSON line, for the regression test
    -h, --help     print this
  """

/// Prints `line` at once, so a campaign's progress shows as it goes, piped or not.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Says what was wrong with the command line, on one line, and exits 2.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("DecoderFuzz: \(message) (--help lists the options)\n".utf8))
  exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "child" {
  guard arguments.count == 4, let target = FuzzTargets.named(arguments[1]) else { fail("a bad child invocation") }
  do {
    try ChildProcess.serve(target: target, inputFile: arguments[2], outputFile: arguments[3])
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("DecoderFuzz child: \(error)\n".utf8))
    exit(3)
  }
}

if arguments == ["--help"] || arguments == ["-h"] {
  say(usage)
  exit(0)
}

var inputCount = 2_000
var seed: UInt64 = 1
var names: [String] = []
var recordFile: String?
var rest = arguments[...]
while let option = rest.popFirst() {
  guard let value = rest.popFirst() else { fail("\(option) needs a value") }
  switch option {
  case "--inputs":
    guard let count = Int(value), count > 0 else { fail("--inputs takes a positive number, not \(value)") }
    inputCount = count
  case "--seed":
    guard let number = UInt64(value) else { fail("--seed takes a number from 0 to \(UInt64.max), not \(value)") }
    seed = number
  case "--target": names.append(value)
  case "--record": recordFile = value
  default: fail("no option \(option)")
  }
}
let targets = (names.isEmpty ? FuzzTargets.names : names).map { name in
  guard let target = FuzzTargets.named(name) else { fail("no target \(name)") }
  return target
}

var findings: [Finding] = []
say("DecoderFuzz: seed \(seed), \(inputCount) inputs per target")
for (number, target) in targets.enumerated() {
  let clock = ContinuousClock()
  let start = clock.now
  let tally: Campaign.Tally
  do {
    tally = try Campaign(target: target, inputCount: inputCount, seed: seed &+ UInt64(number)).run()
  } catch {
    FileHandle.standardError.write(Data("DecoderFuzz: cannot run a child process for \(target.name): \(error)\n".utf8))
    exit(2)
  }
  let seconds = start.duration(to: clock.now) / .seconds(1)
  say(
    "\(target.name): \(tally.inputs) inputs, \(tally.rejected) rejected, \(tally.accepted) accepted, "
      + "\(tally.findings.count) found, slowest \(tally.slowest) ms, \(String(format: "%.1f", seconds)) s")
  for finding in tally.findings { say("  \(finding.problem): \(finding.jsonLine)") }
  findings += tally.findings
}
if let recordFile, !findings.isEmpty {
  let lines = findings.map(\.jsonLine).joined(separator: "\n") + "\n"
  if let handle = FileHandle(forWritingAtPath: recordFile) {
    handle.seekToEndOfFile()
    handle.write(Data(lines.utf8))
  } else {
    guard FileManager.default.createFile(atPath: recordFile, contents: Data(lines.utf8)) else {
      fail("cannot write \(recordFile)")
    }
  }
}
say(findings.isEmpty ? "nothing found" : "\(findings.count) finding(s)")
exit(findings.isEmpty ? 0 : 1)
