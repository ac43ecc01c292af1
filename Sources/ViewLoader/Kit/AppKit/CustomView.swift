/// A macOS view of an app's own class, as Interface Builder's `customView` element stands for one
/// (AppKit's plain `NSView`). It adds nothing to ``View``.
open class CustomView: View {

}
