/// `unreadable-file` (error): a path found in a folder is not a readable regular file (FIFO,
/// device, permission).
struct UnreadableFileRule: LintRule {
  let id = RuleID.unreadableFile
  let defaultSeverity = Severity.error
  let summary = "a path found in a folder is not a readable regular file (FIFO, device, permission)"
  let rationale = """
    `viewcheck` lints every `.nib` path it finds in a folder. A path that is not a readable
    regular file (a FIFO, a socket, a device, a file without read permission) is reported
    instead of read: reading a FIFO could block forever and a device could never end. The failing
    example is a FIFO (`mkfifo Example.nib`), which has no text; the finding is at 1:1. Replace the
    path with a regular file, or exclude it in `.viewcheck.json`.
    """
  let failingExample = """
    ↓<!-- Example.nib is a FIFO made with `mkfifo Example.nib`: it has no text to show -->
    """
  let passingExample = """
    <nib version="1">
      <Label text="Hello"/>
    </nib>
    """
  let failingExampleKind = ExampleFileKind.fifo
}
