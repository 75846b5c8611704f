import TestSupport
import Testing

@testable import Unidirectional

/// The runner does at once what an effect's plan (``EffectPlan``, the one reading of an
/// effect, which the replay and the state-space explorer follow too) says it does, for
/// every shape of effect: the same actions sent at once, the same tasks started and
/// cancelled, the same waits and held-up steps, the same issues.
///
/// Each shape runs on a real ``EffectRunner`` next to four tasks already running, so its
/// cancellations and joins have work to act on; every task waits at one gate the test opens
/// once it has seen what happened at once. The same shape's plan is followed by a small
/// model of what its commands do. Both must give the outcome the shape names.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EffectPlanTests {
  @Test(arguments: Shape.all)
  func givenAnEffectWhenTheRunnerStartsItThenItDoesAtOnceWhatItsPlanSays(_ shape: Shape) async {
    // Given
    let tasks = TaskMaker()
    let background = Self.background(tasks)

    // When
    let ran = await Self.run(shape.effect(tasks), next: background, opening: tasks.gate)
    let read = Self.read(shape.effect(tasks), next: background)

    // Then
    #expect(ran == shape.outcome, "what the runner did")
    #expect(read == shape.outcome, "what the plan says")
  }

  // MARK: - The runner

  /// Starts `background`, then `effect`, on a real runner; notes what happened at once,
  /// then opens `gate` and notes what followed once every task ended.
  static func run(
    _ effect: Effect<String>, next background: [Effect<String>], opening gate: Gate<Void>
  ) async -> Outcome {
    let delivered = Journal<String>()
    let issues = IssueLog()
    let runner = EffectRunner<String>(issueReporter: issues.reporter) { delivered.append($0) }
    let backgroundTasks = background.map { runner.run($0) }
    let backgroundCount = runner.inFlightCount

    let storeTask = runner.run(effect)
    let sentAtOnce = delivered.entries
    let started = runner.inFlightEffectOrigins.map(Self.label(ofOrigin:))
    let waits = !storeTask.isFinished

    gate.open()
    for task in backgroundTasks + [storeTask] { await task.finish() }
    let later = delivered.entries.dropFirst(sentAtOnce.count)
    return Outcome(
      sentAtOnce: sentAtOnce,
      started: Array(started.dropFirst(backgroundCount)),
      answered: later.compactMap(Self.answerLabel(in:)).sorted(),
      waits: waits,
      sentLater: later.filter { Self.answerLabel(in: $0) == nil }.sorted(),
      issues: issues.issues.map(\.message)
    )
  }

  /// The task's label in an origin the runner names, `label:line`.
  static func label(ofOrigin origin: String) -> String {
    String(origin[..<(origin.lastIndex(of: ":") ?? origin.endIndex)])
  }

  /// The label of the task that answered `action`, whatever maps wrapped it in; `nil` for
  /// an action that is no answer.
  static func answerLabel(in action: String) -> String? {
    guard let start = action.firstRange(of: "answer:")?.upperBound else { return nil }
    return String(action[start...].prefix { $0.isLetter || $0.isNumber })
  }

  // MARK: - The plan

  /// Follows the plan of `background`, then that of `effect`, in a model of what their
  /// commands do.
  static func read(_ effect: Effect<String>, next background: [Effect<String>]) -> Outcome {
    var model = PlanModel()
    for effect in background { model.follow(EffectPlan(effect).commands, areOwn: false) }
    model.follow(EffectPlan(effect).commands, areOwn: true)
    return model.outcome
  }

  // MARK: - The work already running

  /// The scope of the rows whose effects ``Effect/cancelElements(of:where:)`` cancels.
  static let rows = ScopeIdentity(
    state: ActionPathIdentity(fileID: #fileID, line: #line, column: #column),
    action: ActionPathIdentity(fileID: #fileID, line: #line, column: #column)
  )

  /// The tasks that run before each shape starts: `a1` under `"a"`, `b1` under `"b"`, and
  /// the loads of rows 1 and 2, `row1` and `row2`.
  static func background(_ task: TaskMaker) -> [Effect<String>] {
    [
      task("a1").cancellable(id: "a"),
      task("b1").cancellable(id: "b"),
      row(1, task("row1")),
      row(2, task("row2")),
    ]
  }

  /// `effect` as the row `id` of a `forEach` over ``rows`` runs it.
  static func row(_ id: Int, _ effect: Effect<String>) -> Effect<String> {
    effect.cancellable(id: "load").lifted({ $0 }, into: EffectID(ElementScope(path: rows, id: id)))
  }
}

// MARK: - Shapes

extension EffectPlanTests {
  /// What an effect did, or does by its plan: at once, and once every task ended.
  struct Outcome: Equatable, Sendable {
    /// The labels of the tasks already running when a shape starts.
    static let everyTask = ["a1", "b1", "row1", "row2"]

    /// The actions sent at once, in order.
    var sentAtOnce: [String] = []
    /// The tasks the effect started that run right after it started, oldest first.
    var started: [String] = []
    /// The tasks whose answers reached the runner once the gate opened: those already
    /// running, the effect's own and those its held-up steps started, unless cancelled.
    var answered = everyTask
    /// Whether the effect's ``StoreTask`` waits: it started or joined work, or holds up
    /// steps.
    var waits = false
    /// The actions its held-up steps sent once their turn came, sorted.
    var sentLater: [String] = []
    /// The messages of the issues reported.
    var issues: [String] = []
  }

  /// One shape of effect and the outcome it must have.
  struct Shape: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let effect: @MainActor @Sendable (TaskMaker) -> Effect<String>
    let outcome: Outcome

    init(
      _ name: String, outcome: Outcome,
      _ effect: @escaping @MainActor @Sendable (TaskMaker) -> Effect<String>
    ) {
      testDescription = name
      self.effect = effect
      self.outcome = outcome
    }

    static let all: [Shape] = [
      Shape("none", outcome: Outcome()) { _ in .none },
      Shape("send", outcome: Outcome(sentAtOnce: ["hello"])) { _ in .send("hello") },
      Shape("run", outcome: Outcome(started: ["t"], answered: Outcome.everyTask + ["t"], waits: true)) { task in
        task("t")
      },
      Shape("cancel(id:)", outcome: Outcome(answered: ["b1", "row1", "row2"])) { _ in .cancel(id: "a") },
      Shape("cancel matching", outcome: Outcome(answered: ["a1", "b1", "row2"])) { _ in
        .cancelElements(of: EffectPlanTests.rows) { (id: Int) in id == 1 }
      },
      Shape(
        "merge",
        outcome: Outcome(
          sentAtOnce: ["x"], started: ["t"], answered: ["a1", "row1", "row2", "t"], waits: true)
      ) { task in
        .merge(.send("x"), task("t"), .cancel(id: "b"))
      },
      Shape(
        "concatenate with a leading send",
        outcome: Outcome(
          sentAtOnce: ["before"], started: ["t"], answered: Outcome.everyTask + ["t"], waits: true,
          sentLater: ["after"])
      ) { task in
        .concatenate(.send("before"), task("t"), .send("after"))
      },
      Shape(
        "concatenate whose leading step cancels its own id",
        outcome: Outcome(answered: ["b1", "row1", "row2"])
      ) { task in
        .concatenate(.cancel(id: "a"), .send("after"), task("t")).cancellable(id: "a")
      },
      Shape("concatenate whose task step cancels its own id", outcome: Outcome()) { task in
        .concatenate(.merge(task("t"), .cancel(id: "c")), .send("after")).cancellable(id: "c")
      },
      Shape("concatenate in a concatenation that cancels the outer id first", outcome: Outcome()) { _ in
        .concatenate(.concatenate(.cancel(id: "c"), .send("inner")), .send("outer"))
          .cancellable(id: "c")
      },
      Shape(
        "concatenate whose held-up steps start a task",
        outcome: Outcome(
          started: ["t1"], answered: Outcome.everyTask + ["t1", "t2"], waits: true, sentLater: ["after"])
      ) { task in
        .concatenate(task("t1"), task("t2"), .send("after"))
      },
      Shape("join(id:)", outcome: Outcome(waits: true)) { _ in .join(id: "a") },
      Shape("join(id:) on an id nothing runs under", outcome: Outcome()) { _ in .join(id: "idle") },
      Shape("concatenate held up by a join", outcome: Outcome(waits: true, sentLater: ["after"])) { _ in
        .concatenate(.join(id: "a"), .send("after"))
      },
      Shape("dismiss()", outcome: Outcome(issues: [Effect<String>.unhandledDismissMessage])) { _ in
        .dismiss()
      },
      Shape("report", outcome: Outcome(issues: ["a caller's mistake"])) { _ in
        let location = SourceCodeLocation(
          fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        return .report(RuntimeIssue("a caller's mistake", at: location))
      },
      Shape(
        "cancellable(id:)", outcome: Outcome(started: ["t"], answered: Outcome.everyTask + ["t"], waits: true)
      ) { task in
        task("t").cancellable(id: "a")
      },
      Shape(
        "cancellable(id:cancelInFlight:)",
        outcome: Outcome(started: ["t"], answered: ["b1", "row1", "row2", "t"], waits: true)
      ) { task in
        task("t").cancellable(id: "a", cancelInFlight: true)
      },
      Shape("a cancel after its task in the same effect", outcome: Outcome()) { task in
        .merge(task("t").cancellable(id: "c"), .cancel(id: "c"))
      },
      Shape(
        "nested maps",
        outcome: Outcome(sentAtOnce: ["[(x)]"], started: ["t"], answered: Outcome.everyTask + ["t"], waits: true)
      ) { task in
        Effect<String>.merge(.send("x"), task("t")).map { "(\($0))" }.map { "[\($0)]" }
      },
      Shape(
        "merge inside concatenate",
        outcome: Outcome(
          sentAtOnce: ["x"], started: ["t"], answered: Outcome.everyTask + ["t"], waits: true, sentLater: ["after"])
      ) { task in
        .concatenate(.merge(.send("x"), task("t")), .send("after"))
      },
      Shape(
        "cancellable around concatenate",
        outcome: Outcome(
          sentAtOnce: ["before"], started: ["t"], answered: ["a1", "row1", "row2", "t"], waits: true,
          sentLater: ["after"])
      ) { task in
        .concatenate(.send("before"), task("t"), .send("after"))
          .cancellable(id: "b", cancelInFlight: true)
      },
    ]
  }

  /// Makes the tasks of the shapes: each waits at the one gate, then answers
  /// `"answer:<label>"`; its label is the file its origin names, so the runner's in-flight
  /// origins and the plan's tasks both tell which task it is.
  @MainActor
  final class TaskMaker {
    let gate = Gate<Void>()

    func callAsFunction(_ label: StaticString) -> Effect<String> {
      let gate = self.gate
      return .run(
        operation: { send in
          await gate.wait()
          send("answer:\(label)")
        },
        fileID: label
      )
    }
  }
}

// MARK: - Following a plan

extension EffectPlanTests {
  /// What the commands of a plan do, told without running anything, the way the runner
  /// carries them out: a cancellation applies to the work registered before it, so a task
  /// cancelled by the effect that started it never starts, and held-up steps run, read by
  /// their own plan, once the work before them ended. Like the replay and the explorer, it
  /// notes a concatenation's held-up steps after its commands, which never cancel its ids.
  /// The shapes' held-up steps cancel nothing, and the work that holds them up runs until
  /// the gate opens.
  struct PlanModel {
    /// A task a plan started.
    struct StartedTask {
      let label: String
      let ids: [EffectID]
      /// Whether the effect under test started it, not the work already running.
      let isOwn: Bool
      var isCancelled = false
    }

    /// The steps a concatenation held up.
    struct HeldUp {
      let steps: ArraySlice<Effect<String>>
      let ids: [EffectID]
      var isCancelled = false
    }

    private var tasks: [StartedTask] = []
    private var heldUp: [HeldUp] = []
    /// For each join, the tasks it waits for.
    private var joins: [[Int]] = []
    private var sent: [String] = []
    private var issues: [String] = []

    mutating func follow(_ commands: [EffectCommand<String>], areOwn: Bool) {
      for command in commands {
        switch command {
        case .send(let action):
          sent.append(action)
        case .run(let run, let ids):
          let label = String(describing: run.origin.location.fileID)
          tasks.append(StartedTask(label: label, ids: ids, isOwn: areOwn))
        case .concatenate(let plan, let ids):
          follow(plan.commands, areOwn: areOwn)
          heldUp.append(HeldUp(steps: plan.heldUp, ids: ids))
        case .cancel(let id):
          cancel { $0.contains(id) }
        case .cancelMatching(let predicate):
          cancel { $0.contains(where: predicate.matches) }
        case .join(let id):
          joins.append(tasks.indices.filter { !tasks[$0].isCancelled && tasks[$0].ids.contains(id) })
        case .report(let issue):
          issues.append(issue.message)
        case .dismiss:
          // A store nothing presents reports the dismissal; a test store notes it.
          issues.append(Effect<String>.unhandledDismissMessage)
        }
      }
    }

    private mutating func cancel(where matches: ([EffectID]) -> Bool) {
      for index in tasks.indices where matches(tasks[index].ids) {
        tasks[index].isCancelled = true
      }
      for index in heldUp.indices where matches(heldUp[index].ids) {
        heldUp[index].isCancelled = true
      }
    }

    var outcome: Outcome {
      let started = tasks.filter { $0.isOwn && !$0.isCancelled }.map(\.label)
      let (answered, sentLater) = later
      return Outcome(
        sentAtOnce: sent,
        started: started,
        answered: answered.sorted(),
        waits: !started.isEmpty || heldUp.contains { !$0.isCancelled }
          || joins.contains { $0.contains { !tasks[$0].isCancelled } },
        sentLater: sentLater.sorted(),
        issues: issues
      )
    }

    /// What follows once the gate opened: every task not cancelled answers, and the steps
    /// each concatenation held up run, by their own plan, in turn.
    private var later: (answered: [String], sent: [String]) {
      var answered = tasks.filter { !$0.isCancelled }.map(\.label)
      var sent: [String] = []
      for held in heldUp where !held.isCancelled && !held.steps.isEmpty {
        let plan = EffectPlan(steps: held.steps, ids: held.ids)
        var next = PlanModel()
        next.heldUp.append(HeldUp(steps: plan.heldUp, ids: held.ids))
        next.follow(plan.commands, areOwn: true)
        let (nextAnswered, nextSent) = next.later
        answered += nextAnswered
        sent += next.sent + nextSent
      }
      return (answered, sent)
    }
  }
}
