/// Reads a command line option by option, for the package's executables.
///
/// Options may be written `--seed 7` or `--seed=7`; `--help` (or `-h`) anywhere wins over
/// everything else, mistakes included. Each program keeps its own options and says what
/// each one means; the reader only reads them and turns every mistake into a
/// ``UsageError``.
///
/// ```swift
/// var reader = ArgumentReader(program: "tool", arguments: ["--quick", "--filter=paging"])
/// while let option = try reader.nextOption() {
///   switch option {
///   case "--quick": quick = try reader.flag()
///   case "--filter": filters.append(try reader.value(expected: "a name") { $0.isEmpty ? nil : $0 })
///   default: throw reader.unknown(option)
///   }
/// }
/// ```
package struct ArgumentReader {
  private let program: String
  private var remaining: ArraySlice<String>
  private var current: (option: String, inlineValue: String?)?

  /// Whether `--help` or `-h` is among the arguments.
  package let asksForHelp: Bool

  /// Creates a reader of `arguments`, the command line without the program's name.
  package init(program: String, arguments: [String]) {
    self.program = program
    remaining = arguments[...]
    asksForHelp = arguments.contains { $0 == "--help" || $0 == "-h" }
  }

  /// An argument of a program that takes operands as well as options.
  package enum Argument: Hashable, Sendable {
    /// An option's name: `--seed` of `--seed=7`, or `-o`.
    case option(String)
    /// An argument that is not an option, such as a file to read.
    case operand(String)
  }

  /// The next option's name (`--seed` of `--seed=7`), or `nil` when none is left.
  ///
  /// - Throws: ``UsageError`` for an argument that is not an option.
  package mutating func nextOption() throws(UsageError) -> String? {
    switch next() {
    case nil: return nil
    case .option(let option): return option
    case .operand(let operand): throw error(.unexpectedArgument(operand))
    }
  }

  /// The next argument, option or operand, or `nil` when none is left. `-` alone is an
  /// operand.
  package mutating func next() -> Argument? {
    guard let argument = remaining.popFirst() else { return nil }
    guard argument.hasPrefix("-"), argument != "-" else { return .operand(argument) }
    current = Self.split(argument)
    return .option(current?.option ?? argument)
  }

  /// Reads the current option as a flag.
  ///
  /// - Returns: `true`.
  /// - Throws: ``UsageError`` when the flag was given a value with `=`.
  package mutating func flag() throws(UsageError) -> Bool {
    guard let (option, inlineValue) = current, let inlineValue else { return true }
    throw error(.unexpectedValue(option: option, got: inlineValue))
  }

  /// Reads the current option's value, after `=` or as the next argument, and converts it.
  ///
  /// - Parameters:
  ///   - expected: What the option needs, for the error: `"a whole number from 1 to 100"`.
  ///   - convert: The value, or `nil` when the text is not one.
  /// - Returns: The converted value.
  /// - Throws: ``UsageError`` when the value is missing or `convert` refuses it.
  package mutating func value<Value>(
    expected: String, _ convert: (String) -> Value?
  ) throws(UsageError) -> Value {
    let option = current?.option ?? ""
    let text = current?.inlineValue ?? remaining.popFirst()
    guard let text, let value = convert(text) else {
      throw error(.invalidValue(option: option, expected: expected, got: text))
    }
    return value
  }

  /// The error for `option`, which the program does not know.
  package func unknown(_ option: String) -> UsageError {
    error(.unknownOption(option))
  }

  /// The error for an operand the command line lacks.
  ///
  /// - Parameter expected: What is missing: `"a recording file"`.
  package func missing(_ expected: String) -> UsageError {
    error(.missingOperand(expected))
  }

  /// The error for `operand`, one more than the program takes.
  package func unexpected(_ operand: String) -> UsageError {
    error(.unexpectedArgument(operand))
  }

  /// The error for `option`, given without `other`, the option it belongs to.
  package func onlyWith(_ option: String, _ other: String) -> UsageError {
    error(.onlyWith(option, other))
  }

  /// The error for two options that cannot be used together.
  package func conflict(_ first: String, _ second: String) -> UsageError {
    error(.conflict(first, second))
  }

  private func error(_ problem: UsageError.Problem) -> UsageError {
    UsageError(program: program, problem: problem)
  }

  /// `--seed=7` as `("--seed", "7")`; `--seed` as `("--seed", nil)`.
  private static func split(_ argument: String) -> (option: String, inlineValue: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
