extension NibCompiler {
  /// Reads and compiles an Interface Builder document: the same reader (limits, DTDs refused,
  /// exact positions), then the import, then the same template a nib compiles to.
  ///
  /// Documents are read on the calling thread: they are small, and their objects can only be
  /// compiled once the whole document is known.
  func compileInterfaceBuilder(_ bytes: UnsafeRawBufferPointer, file: String, name: String)
    -> (CompileOutput, ReadSummary)
  {
    var builder = XIBDocumentBuilder(file: file, byteCount: bytes.count)
    let summary = XMLReader.read(bytes, file: file, limits: limits, into: &builder)
    guard summary.diagnostics.isEmpty else {
      return (CompileOutput(template: nil, diagnostics: summary.diagnostics), summary)
    }
    var importer = XIBImporter(
      document: builder.finishedDocument(), registry: registry, policy: interfaceBuilderPolicy)
    importer.findingsLimit = limits.findings
    let usable = importer.run()
    var output = CompileOutput()
    if usable {
      let template = XIBTemplateBuilder.template(of: importer, name: name, library: library)
      if let info = template.interfaceBuilder {
        importer.noteUnappliedKeys(attachments: info.attachments)
      }
      output.template = template
    }
    output.diagnostics = importer.diagnostics.sorted(by: Diagnostic.reportOrder)
    return (output, summary)
  }
}
