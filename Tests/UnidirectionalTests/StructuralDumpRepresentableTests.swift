import Testing
import Unidirectional

private struct UserID: Hashable, StructuralDumpRepresentable {
  var rawValue: String

  var structuralDumpValue: Any { rawValue }
}

private struct Profile {
  var id: UserID
  var friends: [UserID]
  var bestFriend: UserID?
}

/// Dumps its names sorted, as a copy of itself.
private struct Tags: StructuralDumpRepresentable {
  var names: [String]

  var structuralDumpValue: Any { Tags(names: names.sorted()) }
}

private struct Password: StructuralDumpRepresentable {
  var text: String

  var structuralDumpValue: Any { "•••" }
}

private struct Login {
  var email: String
  var password: Password
}

struct StructuralDumpRepresentableTests {
  @Test func aRepresentableValueDumpsAsItsReplacementWhereverItSits() {
    // Given
    let profile = Profile(
      id: UserID(rawValue: "blob"),
      friends: [UserID(rawValue: "jr")],
      bestFriend: UserID(rawValue: "sr")
    )

    // When / Then
    #expect(
      structuralDump(profile) == """
        Profile(
          id: "blob",
          friends: [
            [0]: "jr"
          ],
          bestFriend: "sr"
        )
        """
    )
  }

  @Test func aReplacementOfTheSameTypeDumpsFieldByFieldInsteadOfLooping() {
    // Given a value whose replacement is a sorted copy of itself
    let tags = Tags(names: ["b", "a"])

    // When / Then
    #expect(
      structuralDump(tags) == """
        Tags(
          names: [
            [0]: "a",
            [1]: "b"
          ]
        )
        """
    )
  }

  @Test func aRedactedFieldStaysOutOfDumpsAndDiffs() {
    // Given
    let before = Login(email: "blob@example.com", password: Password(text: "hunter2"))
    var after = before

    // When
    after.password.text = "correct horse"

    // Then
    #expect(
      structuralDump(after) == """
        Login(
          email: "blob@example.com",
          password: "•••"
        )
        """
    )
    #expect(valueDiff(before, after) == nil)
  }
}
