public import Unidirectional
public import UnidirectionalNavigation

/// A parent that shows the sign-in form both ways an app does: pushed onto a navigation
/// stack, and presented as a sheet.
///
/// Article 002's alert has one Back button, which pops the navigation path when there is
/// one and dismisses the screen otherwise. Here the form says only that it closes
/// (``LoginScreen/Action/closeTapped`` returns
/// ``/Unidirectional/Effect/dismiss(fileID:filePath:line:column:)``), and the host decides
/// what closing means: the stack reducer pops the pushed form, the presentation reducer
/// dismisses the sheet.
public struct LoginHost: Reducer {
  /// The stack and the sheet.
  public struct State: Equatable {
    /// The screens pushed onto the navigation stack.
    public var path: StackState<LoginScreen.State>
    /// The form presented as a sheet, if shown.
    @PresentationState public var sheet: LoginScreen.State?

    /// Creates the host's state; by default, nothing pushed and nothing presented.
    ///
    /// - Parameters:
    ///   - path: The screens pushed.
    ///   - sheet: The form presented as a sheet.
    public init(path: StackState<LoginScreen.State> = [], sheet: LoginScreen.State? = nil) {
      self.path = path
      self.sheet = sheet
    }
  }

  /// What the host's buttons and its screens do.
  public enum Action: Equatable, Sendable {
    /// Pushes the form onto the navigation stack.
    case pushSignInTapped
    /// Presents the form as a sheet.
    case presentSignInTapped
    /// The navigation stack, and the forms pushed onto it.
    case path(StackAction<LoginScreen.State, LoginScreen.Action>)
    /// The form presented as a sheet.
    case sheet(PresentationAction<LoginScreen.Action>)
  }

  let signIn: @Sendable (Credentials) async throws -> Session

  /// Creates the host with the sign-in call its forms use.
  ///
  /// - Parameter signIn: Signs in, as ``LoginScreen/init(language:errorLogger:signIn:)``
  ///   takes it.
  public init(signIn: @escaping @Sendable (Credentials) async throws -> Session) {
    self.signIn = signIn
  }

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .pushSignInTapped:
        state.path.append(LoginScreen.State())
      case .presentSignInTapped:
        state.sheet = LoginScreen.State()
      case .path, .sheet:
        break
      }
      return .none
    }
    .forEach(\.path, action: .path) { LoginScreen(signIn: signIn) }
    .ifLet(\.$sheet, action: .sheet) { LoginScreen(signIn: signIn) }
  }
}

extension ActionPath where Root == LoginHost.Action, Value == StackAction<LoginScreen.State, LoginScreen.Action> {
  /// The navigation stack's actions.
  public static var path: Self {
    ActionPath(Root.path)
  }
}

extension ActionPath where Root == LoginHost.Action, Value == PresentationAction<LoginScreen.Action> {
  /// The sheet's actions.
  public static var sheet: Self {
    ActionPath(Root.sheet)
  }
}
