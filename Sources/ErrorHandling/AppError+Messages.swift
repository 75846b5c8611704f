extension AppError {
  /// A short headline for the error, suitable for an alert title or a banner.
  ///
  /// Titles are a few words, in title case in English, and never contain a reason.
  ///
  /// ```swift
  /// print(AppError.unauthorized.title())
  /// print(AppError.unauthorized.title(in: .japanese))
  /// ```
  ///
  /// ```text
  /// Sign In Required
  /// ログインが必要です
  /// ```
  ///
  /// - Parameter language: The language to write the title in. English by default.
  /// - Returns: A headline of a few words.
  public func title(in language: Language = .english) -> String {
    copy(in: language).title
  }

  /// A short, friendly sentence that tells the user what happened and what they can do.
  ///
  /// The message never names a type, a status code, or a developer reason: for
  /// ``invalidData(reason:)`` the reason is left out. The reason of
  /// ``validation(reason:)`` *is* meant for the user and follows the message as it is
  /// (a blank reason is left out).
  ///
  /// ```swift
  /// var errorText = ""
  /// do {
  ///   _ = try await api.fetchItems()
  /// } catch {
  ///   let error = AppError(error)
  ///   errorText = error.userMessage(in: .japanese)
  /// }
  /// ```
  ///
  /// ```swift
  /// print(AppError.validation(reason: "Enter a name.").userMessage())
  /// print(AppError.invalidData(reason: "price is -1").userMessage())
  /// ```
  ///
  /// ```text
  /// Please check what you entered. Enter a name.
  /// Some of the information we received doesn't look right, so we can't show it.
  /// ```
  ///
  /// - Parameter language: The language to write the message in. English by default.
  /// - Returns: One or two sentences for the user.
  public func userMessage(in language: Language = .english) -> String {
    copy(in: language).message
  }
}

// MARK: - Tables

extension AppError {
  private struct Copy {
    let title: String
    let message: String
  }

  private func copy(in language: Language) -> Copy {
    switch language {
    case .english: englishCopy
    case .japanese: japaneseCopy
    }
  }

  private var englishCopy: Copy {
    switch self {
    case .network:
      Copy(
        title: "Connection Problem",
        message: "We couldn't reach the server. Check your connection and try again."
      )
    case .invalidResponse:
      Copy(
        title: "Server Problem",
        message: "The server isn't responding as expected. Please try again in a moment."
      )
    case .noData:
      Copy(
        title: "No Data Received",
        message: "We didn't receive anything from the server. Please try again."
      )
    case .decoding:
      Copy(
        title: "Can't Read Data",
        message: "We couldn't read the information we received. If this keeps happening, update the app to the latest version."
      )
    case .invalidData:
      Copy(
        title: "Unexpected Data",
        message: "Some of the information we received doesn't look right, so we can't show it."
      )
    case .validation(let reason):
      Copy(
        title: "Check Your Entry",
        message: Self.message("Please check what you entered.", followedBy: reason, separator: " ")
      )
    case .unauthorized:
      Copy(
        title: "Sign In Required",
        message: "Please sign in again to continue."
      )
    case .forbidden:
      Copy(
        title: "Access Denied",
        message: "You don't have permission to do that."
      )
    case .notFound:
      Copy(
        title: "Not Found",
        message: "We couldn't find what you're looking for. It may have been moved or deleted."
      )
    case .rateLimited:
      Copy(
        title: "Too Many Requests",
        message: "We're getting a lot of requests right now. Please wait a moment and try again."
      )
    case .invalidCredentials:
      Copy(
        title: "Sign In Failed",
        message: "That email address and password don't match. Check them and try again."
      )
    case .cancelled:
      Copy(
        title: "Cancelled",
        message: "The request was cancelled."
      )
    case .unknown:
      Copy(
        title: "Something Went Wrong",
        message: "Something unexpected happened. Please try again."
      )
    }
  }

  private var japaneseCopy: Copy {
    switch self {
    case .network:
      Copy(
        title: "通信エラー",
        message: "サーバーに接続できませんでした。通信状況をご確認のうえ、もう一度お試しください。"
      )
    case .invalidResponse:
      Copy(
        title: "サーバーエラー",
        message: "サーバーが正しく応答しませんでした。しばらく時間をおいて、もう一度お試しください。"
      )
    case .noData:
      Copy(
        title: "データを受信できません",
        message: "サーバーからデータが届きませんでした。もう一度お試しください。"
      )
    case .decoding:
      Copy(
        title: "データを読み込めません",
        message: "受信したデータを読み込めませんでした。問題が続く場合は、アプリを最新版にアップデートしてください。"
      )
    case .invalidData:
      Copy(
        title: "データに問題があります",
        message: "受信したデータに不備があるため、表示できません。"
      )
    case .validation(let reason):
      Copy(
        title: "入力内容の確認",
        message: Self.message("入力内容をご確認ください。", followedBy: reason, separator: "")
      )
    case .unauthorized:
      Copy(
        title: "ログインが必要です",
        message: "続けるには、もう一度ログインしてください。"
      )
    case .forbidden:
      Copy(
        title: "アクセスできません",
        message: "この操作は許可されていません。"
      )
    case .notFound:
      Copy(
        title: "見つかりません",
        message: "指定された項目が見つかりませんでした。移動または削除された可能性があります。"
      )
    case .rateLimited:
      Copy(
        title: "アクセスが集中しています",
        message: "現在アクセスが集中しています。しばらく待ってから、もう一度お試しください。"
      )
    case .invalidCredentials:
      Copy(
        title: "ログインできません",
        message: "メールアドレスまたはパスワードが正しくありません。ご確認のうえ、もう一度入力してください。"
      )
    case .cancelled:
      Copy(
        title: "キャンセル",
        message: "処理はキャンセルされました。"
      )
    case .unknown:
      Copy(
        title: "エラーが発生しました",
        message: "予期しない問題が発生しました。もう一度お試しください。"
      )
    }
  }

  /// `lead`, then the user-facing `reason` when it has any visible text.
  private static func message(
    _ lead: String,
    followedBy reason: String,
    separator: String
  ) -> String {
    reason.allSatisfy(\.isWhitespace) ? lead : lead + separator + reason
  }
}
