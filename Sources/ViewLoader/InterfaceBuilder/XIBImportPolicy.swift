/// How an import treats what the registry does not describe.
struct XIBImportPolicy: Sendable {
  /// Whether a custom class must be a registered type that descends from its element's kit type
  /// (`unknown-custom-class`, `custom-class-type`). Otherwise (a linter without a schema) an
  /// unregistered custom class is taken as an undescribed subclass of its kit type, so a
  /// project's documents can be checked without its code.
  var checksCustomClasses: Bool
  /// Whether the import is for the linter: a name the kit does not model is then a note
  /// (`xib-unresolved-name`), and an error only on a type a schema describes. The loader
  /// reports it as an error unless the element itself is one the kit does not model.
  var isLinting: Bool
  /// Whether the document is read as Interface Builder's canvas lays it out, whose solution
  /// is the frames it saved (the linter and the layout fidelity measurement judge those): the
  /// constraints Xcode marks `placeholder` (removed at build time, so a loaded document never
  /// has them) are kept, a constraint takes the constant its `<variation>` gives the size
  /// class of the document's device (a loaded document has the default's), and a macOS
  /// window has the size of its content view's saved frame (a loaded one opens at its
  /// `contentRect`).
  var readsAsInterfaceBuilderCanvas = false

  /// Whether the sizes only the canvas lays views out with are read (placeholder intrinsic
  /// sizes, the frames of elements the kit does not model): for the canvas, and for the
  /// linter's other reads, `convert` among them, which writes them into the nib. A loaded
  /// document never uses them, and the loader does not read them.
  var readsCanvasSizes: Bool { readsAsInterfaceBuilderCanvas || isLinting }

  /// The loader's policy.
  static let loading = XIBImportPolicy(checksCustomClasses: true, isLinting: false)
}
