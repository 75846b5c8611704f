public import Foundation

/// A recurring meeting: its title, how long it lasts, in seconds, and the meetings held so far.
public struct Standup: Identifiable, Equatable, Codable, Sendable {
  public let id: UUID
  public var title: String
  public var seconds: Int
  public var meetings: [Transcript]

  /// A standup with no meeting held yet.
  public init(id: UUID, title: String = "", seconds: Int = 60, meetings: [Transcript] = []) {
    self.id = id
    self.title = title
    self.seconds = seconds
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
