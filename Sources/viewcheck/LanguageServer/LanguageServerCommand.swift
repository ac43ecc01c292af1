/// `viewcheck lsp`.
enum LanguageServerCommand {
  static func run() -> Int32 { 0 }
}
