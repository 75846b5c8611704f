@main
struct PagingDemo {
  static func main() {}
}
