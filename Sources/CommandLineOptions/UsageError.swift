/// A mistake on a program's command line; its description is one line that names the
/// program, says what is wrong and points at its `--help`.
///
/// ```text
/// paging-demo: --page-size needs a whole number from 1 to 100, got "abc" (see paging-demo --help)
/// ```
package struct UsageError: Error, Hashable, CustomStringConvertible {
  /// What is wrong.
  package enum Problem: Hashable, Sendable {
    /// An option the program does not know.
    case unknownOption(String)
    /// An argument that is not an option.
    case unexpectedArgument(String)
    /// An option that needs a value got none (`nil`) or one it cannot use.
    case invalidValue(option: String, expected: String, got: String?)
    /// A flag was given a value with `=`.
    case unexpectedValue(option: String, got: String)
    /// Two options that cannot be used together.
    case conflict(String, String)
    /// An option given without the one it belongs to.
    case onlyWith(String, String)
    /// An operand the program needs is missing: what it is.
    case missingOperand(String)
  }

  /// The program whose command line it is.
  package let program: String

  /// What is wrong.
  package let problem: Problem

  /// Creates the error `problem` of `program`'s command line.
  package init(program: String, problem: Problem) {
    self.program = program
    self.problem = problem
  }

  package var description: String {
    "\(program): \(sentence) (see \(program) --help)"
  }

  private var sentence: String {
    switch problem {
    case .unknownOption(let option):
      "unknown option \(quoted(option))"
    case .unexpectedArgument(let argument):
      "unexpected argument \(quoted(argument))"
    case .invalidValue(let option, let expected, let got):
      "\(option) needs \(expected), got \(got.map(quoted) ?? "nothing")"
    case .unexpectedValue(let option, let got):
      "\(option) takes no value, got \(quoted(got))"
    case .conflict(let first, let second):
      "\(first) and \(second) can't be used together"
    case .onlyWith(let option, let other):
      "\(option) goes only with \(other)"
    case .missingOperand(let expected):
      "needs \(expected)"
    }
  }

  private func quoted(_ text: String) -> String {
    "\"\(text)\""
  }
}
