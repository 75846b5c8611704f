import Foundation
import Testing
import Unidirectional
import UnidirectionalNavigation

/// The navigation actions are written in Swift's synthesized shape, with their payloads
/// named, so a recording of a screen with sheets, stacks and lists holds them.
struct NavigationActionCodableTests {
  enum Child: Codable, Equatable {
    case tapped
    case typed(text: String)
  }

  func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }

  @Test func givenPresentationActionsWhenEncodedThenTheyNameThePresentationAndReadBack() throws {
    let actions: [PresentationAction<Child>] = [
      .presented(id: 2, action: .typed(text: "Milk")),
      .dismiss(id: 2),
    ]

    #expect(try json(actions[0]) == #"{"presented":{"action":{"typed":{"text":"Milk"}},"id":2}}"#)
    #expect(try json(actions[1]) == #"{"dismiss":{"id":2}}"#)
    for action in actions { #expect(try roundTrip(action) == action) }
  }

  @Test func givenStackActionsWhenEncodedThenAPushNamesItsStateAndEachReadsBack() throws {
    let actions: [StackAction<String, Child>] = [
      .element(id: 1, action: .tapped),
      .push("detail"),
      .popFrom(id: 3),
      .popTo(id: 1),
      .popToRoot,
    ]

    #expect(try json(actions[1]) == #"{"push":{"state":"detail"}}"#)
    #expect(try json(actions[4]) == #"{"popToRoot":{}}"#)
    for action in actions { #expect(try roundTrip(action) == action) }
  }

  @Test func givenAnIdentifiedActionWhenEncodedThenItNamesTheElementAndReadsBack() throws {
    let action = IdentifiedAction<Int, Child>.element(id: 7, action: .tapped)

    #expect(try json(action) == #"{"element":{"action":{"tapped":{}},"id":7}}"#)
    #expect(try roundTrip(action) == action)
  }
}
