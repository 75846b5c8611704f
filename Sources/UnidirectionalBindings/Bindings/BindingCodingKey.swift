import Unidirectional
/// The keys a binding action is written with.
enum BindingCodingKey: String, CodingKey {
  case field, value
}
