public import Foundation

/// A recurring meeting: its title, how long it lasts, and the meetings held so far.
public struct Standup: Identifiable, Equatable, Codable, Sendable {
  public let id: UUID
  public var title: String
  public var minutes: Int
  public var meetings: [Transcript]

  /// A standup with no meeting held yet.
  public init(id: UUID, title: String = "", minutes: Int = 1, meetings: [Transcript] = []) {
    self.id = id
    self.title = title
    self.minutes = minutes
    self.meetings = meetings
  }
}

/// What was said in one meeting.
public struct Transcript: Equatable, Codable, Sendable {
  public var text: String

  /// A transcript of `text`.
  public init(text: String) {
    self.text = text
  }
}
