/// Which value a navigation state was made as: copies share it, a value made anew (built,
/// decoded, reset) gets its own.
///
/// Presentation and stack ids count up within one value, so a value made anew reuses ids
/// that an old one handed out. The reducers compare lineages to tell "the same stack, one
/// screen pushed" from "a new stack that happens to reuse id 0". A lineage takes no part in
/// equality, hashing, encoding or dumps: two states equal in every field are equal
/// whatever their lineages.
final class ValueLineage: Sendable {}
