/// The three rows of three cells of a game, each empty or marked by a player.
public struct Board: Equatable, Sendable {
  private var cells: [Player?] = Array(repeating: nil, count: 9)

  /// An empty board.
  public init() {}

  /// The mark in the cell at `row` and `column`; `nil` for an empty cell or one off the
  /// board, where a mark is not written.
  public subscript(row: Int, column: Int) -> Player? {
    get { Self.contains(row: row, column: column) ? cells[row * 3 + column] : nil }
    set { if Self.contains(row: row, column: column) { cells[row * 3 + column] = newValue } }
  }

  /// Whether `row` and `column` name a cell of the board.
  public static func contains(row: Int, column: Int) -> Bool {
    (0..<3).contains(row) && (0..<3).contains(column)
  }

  /// Whether every cell is marked.
  public var isFilled: Bool { !cells.contains(nil) }

  /// Whether a player marked a whole row, column or diagonal.
  public var hasWinner: Bool { hasWin(.x) || hasWin(.o) }

  private static let lines = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6],
  ]

  private func hasWin(_ player: Player) -> Bool {
    Self.lines.contains { line in line.allSatisfy { cells[$0] == player } }
  }
}

/// One of the two players: whose mark a cell holds, and whose turn it is.
public enum Player: Equatable, Sendable {
  case o
  case x

  /// Hands the turn to the other player.
  public mutating func toggle() {
    self = self == .o ? .x : .o
  }

  /// The player's mark.
  public var label: String { self == .o ? "⭕️" : "❌" }
}
