/// One action the test store reduced, with the states around it.
struct TestStep<State, Action> {
  let action: Action
  let before: State
  let after: State
}
