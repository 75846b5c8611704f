/// Rows held as a feature without a store or ids would hold them: a plain array in a
/// struct. The bare contender of the benchmarks that add and drop pages of rows.
struct BareList {
  /// The rows, in order.
  var rows: [Item]
}
