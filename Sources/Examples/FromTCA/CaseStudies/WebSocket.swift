import Foundation
import Unidirectional
import UnidirectionalNavigation

/// TCA's "Effects: web socket" case study, rebuilt from its behaviour: a button that
/// connects and disconnects, messages sent and every message received listed, a ping every
/// ten seconds while connected, and an alert when a message cannot be sent.
struct WebSocket: Reducer {
  struct State: Equatable, Sendable {
    @PresentationState var alert: AlertState<Action.Alert>?
    var connectivityState = ConnectivityState.disconnected
    var messageToSend = ""
    var receivedMessages: [String] = []

    enum ConnectivityState: Equatable, Sendable {
      case connected
      case connecting
      case disconnected
    }
  }

  enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case connectButtonTapped
    case messageToSendChanged(String)
    case sendButtonTapped
    case sendResponse(didSucceed: Bool)
    case webSocket(WebSocketClient.Event)

    enum Alert: Equatable, Sendable {}
  }

  /// The connection, its pings and the messages it sends.
  struct Connection: Hashable {}

  let url: URL
  @Dependency(\.clock) var clock
  @Dependency(\.webSocket) var webSocket

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert, .sendResponse(didSucceed: true):
        return .none
      case .connectButtonTapped where state.connectivityState == .disconnected:
        state.connectivityState = .connecting
        return .run { [url, webSocket] send in
          for await event in webSocket.connect(url) { send(.webSocket(event)) }
        }
        .cancellable(id: Connection())
      case .connectButtonTapped:
        state.connectivityState = .disconnected
        return .cancel(id: Connection())
      case .messageToSendChanged(let message):
        state.messageToSend = message
        return .none
      case .sendButtonTapped:
        let message = state.messageToSend
        state.messageToSend = ""
        return .run { [webSocket] send in
          try await webSocket.send(message)
          send(.sendResponse(didSucceed: true))
        } catch: { _, send in
          send(.sendResponse(didSucceed: false))
        }
        .cancellable(id: Connection())
      case .sendResponse(didSucceed: false):
        state.alert = AlertState(
          title: "Could not send socket message. Connect to the server first, and try again.")
        return .none
      case .webSocket(.didOpen):
        state.connectivityState = .connected
        state.receivedMessages.removeAll()
        return .run { [clock, webSocket] _ in
          while true {
            try await clock.sleep(for: .seconds(10))
            try? await webSocket.sendPing()
          }
        }
        .cancellable(id: Connection())
      case .webSocket(.message(let message)):
        state.receivedMessages.append(message)
        return .none
      case .webSocket(.didClose):
        state.connectivityState = .disconnected
        return .cancel(id: Connection())
      }
    }
    .ifLet(\.$alert, action: ActionPath(Action.alert))
  }
}
