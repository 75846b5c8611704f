import Testing

import ErrorHandling

@Suite
struct AppErrorMessagesTests {
  /// Words that belong in logs, never on screen.
  static let internalWords = [
    "URLError", "DecodingError", "CancellationError", "NSError", "AppError", "Error Domain",
    "NSURLErrorDomain", "HTTP", "nil",
  ]

  // MARK: - Every case has copy

  @Test(arguments: AppError.everyCase, AppError.Language.allCases)
  func everyCaseHasATitleAndAMessageInEveryLanguage(
    error: AppError,
    language: AppError.Language
  ) {
    // When
    let title = error.title(in: language)
    let message = error.userMessage(in: language)

    // Then
    #expect(!title.isEmpty)
    #expect(!message.isEmpty)
    #expect(title != message)
    #expect(title.count < message.count)
  }

  @Test(arguments: AppError.Language.allCases)
  func noTwoCasesShareATitleOrAMessage(language: AppError.Language) {
    // When
    let titles = AppError.everyCase.map { $0.title(in: language) }
    let messages = AppError.everyCase.map { $0.userMessage(in: language) }

    // Then
    #expect(Set(titles).count == AppError.everyCase.count)
    #expect(Set(messages).count == AppError.everyCase.count)
  }

  @Test(arguments: AppError.everyCase)
  func theEnglishAndJapaneseCopyDiffer(error: AppError) {
    // Then
    #expect(error.title(in: .english) != error.title(in: .japanese))
    #expect(error.userMessage(in: .english) != error.userMessage(in: .japanese))
  }

  @Test(arguments: AppError.everyCase)
  func theDefaultLanguageIsEnglish(error: AppError) {
    // Then
    #expect(error.title() == error.title(in: .english))
    #expect(error.userMessage() == error.userMessage(in: .english))
  }

  // MARK: - Form

  @Test(arguments: AppError.everyCase)
  func englishMessagesAreCapitalisedSentences(error: AppError) {
    // When
    let message = error.userMessage(in: .english)

    // Then
    #expect(message.first?.isUppercase == true)
    #expect(message.hasSuffix("."))
    #expect(error.title(in: .english).first?.isUppercase == true)
    #expect(!error.title(in: .english).hasSuffix("."))
  }

  @Test(arguments: AppError.everyCase.filter { $0.caseName != "validation" })
  func japaneseCopyIsWrittenInJapanese(error: AppError) {
    // When
    let title = error.title(in: .japanese)
    let message = error.userMessage(in: .japanese)
    let latinInTitle = title.filter(\.isASCII)
    let latinInMessage = message.filter(\.isASCII)

    // Then
    #expect(latinInTitle.isEmpty, "\(title)")
    #expect(latinInMessage.isEmpty, "\(message)")
    #expect(message.hasSuffix("。"))
    #expect(!title.hasSuffix("。"))
  }

  // MARK: - Nothing leaks

  @Test(arguments: AppError.Language.allCases)
  func theInvalidDataReasonNeverReachesTheUser(language: AppError.Language) {
    // Given
    let reason = "price is -1 for item 42"
    let error = AppError.invalidData(reason: reason)

    // When
    let title = error.title(in: language)
    let message = error.userMessage(in: language)

    // Then
    #expect(!title.contains(reason))
    #expect(!message.contains(reason))
    #expect(!message.contains("price"))
    #expect(!message.contains("42"))
    #expect(message == AppError.invalidData(reason: "another reason").userMessage(in: language))
    #expect(error.developerDescription.contains(reason))
  }

  @Test(
    arguments: AppError.everyCase.filter { $0.caseName != "validation" },
    AppError.Language.allCases
  )
  func noUserFacingTextNamesATypeACaseOrACode(error: AppError, language: AppError.Language) {
    // Given
    let identifiers = AppError.everyCase.map(\.caseName).filter { $0.contains(where: \.isUppercase) }

    // When
    let text = error.title(in: language) + "\n" + error.userMessage(in: language)

    // Then
    for word in Self.internalWords + identifiers {
      #expect(!text.contains(word), "\(word) in \(text)")
    }
    let digits = text.filter { ("0"..."9").contains($0) }
    #expect(digits.isEmpty, "\(text)")
  }

  // MARK: - The validation reason is for the user

  @Test func theValidationReasonFollowsTheMessageInEnglish() {
    // Given
    let error = AppError.validation(reason: "Enter a name.")

    // Then
    #expect(error.userMessage(in: .english) == "Please check what you entered. Enter a name.")
    #expect(error.title(in: .english) == "Check Your Entry")
  }

  @Test func theValidationReasonFollowsTheMessageInJapanese() {
    // Given
    let error = AppError.validation(reason: "名前を入力してください。")

    // Then
    #expect(error.userMessage(in: .japanese) == "入力内容をご確認ください。名前を入力してください。")
    #expect(error.title(in: .japanese) == "入力内容の確認")
  }

  @Test(arguments: ["", "   ", "\n"])
  func aBlankValidationReasonIsLeftOut(reason: String) {
    // Given
    let error = AppError.validation(reason: reason)

    // Then
    #expect(error.userMessage(in: .english) == "Please check what you entered.")
    #expect(error.userMessage(in: .japanese) == "入力内容をご確認ください。")
  }

  // MARK: - The documented examples

  @Test func theNetworkExampleInTheDocsPrintsWhatItSays() {
    // Given
    let error = AppError.network

    // Then
    #expect(error.title(in: .japanese) == "通信エラー")
    #expect(
      error.userMessage(in: .japanese)
        == "サーバーに接続できませんでした。通信状況をご確認のうえ、もう一度お試しください。"
    )
    #expect(error.isRetryable)
  }

  @Test func theTitleAndMessageExamplesInTheDocsPrintWhatTheySay() {
    // Then
    #expect(AppError.unauthorized.title() == "Sign In Required")
    #expect(AppError.unauthorized.title(in: .japanese) == "ログインが必要です")
    #expect(
      AppError.invalidData(reason: "price is -1").userMessage()
        == "Some of the information we received doesn't look right, so we can't show it."
    )
    #expect(AppError.forbidden.userMessage() == "You don't have permission to do that.")
    #expect(
      AppError.notFound.description
        == "AppError.notFound: the requested resource does not exist (HTTP 404/410)"
    )
  }
}
