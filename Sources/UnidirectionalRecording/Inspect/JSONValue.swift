import Foundation

/// Any JSON value: what a recording's states and actions are read as when their Swift types
/// are not at hand.
///
/// `unidirectional-inspect` reads any recording as `Recording<JSONValue, JSONValue>` and
/// builds its ``InspectionPage``; the page names an action by its object's single key, or
/// by its string, as Swift's synthesized `Codable` writes an enum case.
///
/// ```swift
/// let recording = try Recording<JSONValue, JSONValue>(jsonLines: Data("""
///   {"recording":1,"startState":{"count":0}}
///   {"action":{"increment":{}},"origin":"sent"}
///   """.utf8))
/// print(InspectionPage(recording).text(ofStep: 0) ?? "")
/// ```
///
/// ```text
/// step 0 of 1: increment
/// action:
///   {"increment":{}}
/// origin: the app sent it
/// ```
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object([String: JSONValue])
}

extension JSONValue: Codable {
  /// Reads any JSON value.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` for what is not JSON.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Writes the value as it was read.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's `EncodingError`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let bool): try container.encode(bool)
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    case .array(let array): try container.encode(array)
    case .object(let object): try container.encode(object)
    }
  }
}

extension JSONValue: InspectableAction {
  /// The object's single key, or the string; otherwise the value as compact JSON.
  var caseName: String {
    switch self {
    case .object(let object) where object.count == 1: object.keys.first ?? ""
    case .string(let string): string
    default: json(formatting: [.sortedKeys])
    }
  }

  /// The value as JSON with sorted keys: on one line up to 80 characters, else one
  /// member a line.
  var inspectionText: String {
    let compact = json(formatting: [.sortedKeys, .withoutEscapingSlashes])
    return compact.count <= 80 ? compact : json(formatting: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
  }

  private func json(formatting: JSONEncoder.OutputFormatting) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = formatting
    // A value read from JSON encodes again; a NaN built in code would not.
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "\(self)"
  }
}
