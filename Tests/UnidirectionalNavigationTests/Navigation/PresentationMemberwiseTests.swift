import Testing
import UnidirectionalNavigation

/// `@PresentationState var child: Child?` declared without `= nil`, as TCA users write it:
/// the memberwise initializer needs no argument for it. Swift's rule for property wrappers
/// decides the argument's type: without an initial value it is the wrapper, with `= nil`
/// the child.
struct PresentationMemberwiseTests {
  struct Sheet: Equatable {
    var text = ""
  }

  struct Parent: Equatable {
    var title = "Inbox"
    @PresentationState var sheet: Sheet?
  }

  @Test func givenAPresentationDeclaredWithoutAnInitialValueThenTheMemberwiseInitializerNeedsNoArgumentForIt() {
    // When
    let parent = Parent(title: "Drafts")

    // Then
    #expect(parent.sheet == nil)
    #expect(parent == Parent(title: "Drafts", sheet: PresentationState()))
    #expect(Parent(sheet: PresentationState(wrappedValue: Sheet(text: "hi"))).sheet == Sheet(text: "hi"))
  }

  @Test func givenASheetThatWasPresentedAndDismissedThenItEqualsOneNeverPresented() {
    // Given
    var parent = Parent()
    parent.sheet = Sheet(text: "draft")

    // When
    parent.sheet = nil

    // Then
    #expect(parent == Parent())
    parent.sheet = Sheet()
    #expect(parent.$sheet.id == .init(rawValue: 2), "the next presentation still gets a fresh id")
  }
}
