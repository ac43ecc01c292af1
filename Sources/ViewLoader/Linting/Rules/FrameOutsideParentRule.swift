/// `frame-outside-parent` (warning): a child's frame lies partly outside its parent's bounds.
struct FrameOutsideParentRule: LintRule {
  let id = RuleID.frameOutsideParent
  let defaultSeverity = Severity.warning
  let summary = "a child's frame lies partly outside its parent's bounds"
  let rationale = """
    A child whose frame extends past its parent's bounds is clipped (with `clipsToBounds`) or
    drawn over its neighbours, and does not receive touches outside the parent: usually a
    coordinate written for another parent, or a parent resized without its children. Fix the
    frame so the child fits. A view's alignment rectangle is what must fit: a slider's, a
    switch's, an AppKit label's or an AppKit button's frame reaches a few points past what it
    draws, and Interface Builder places them so (in a document Xcode 26 saved, whose controls
    fill their frames, a frame an earlier Xcode placed keeps its room). An AppKit scroll
    view's border may lie past the parent's edge (a list placed a point outside its window's
    edges hides its border there), and so may the padding around a system symbol in an image
    view (Xcode aligns the symbol's glyph: up to a sixth of the frame's height above and
    below, a twentieth of its width at each side; AppKit's named template images, such as
    `NSActionTemplate`, are drawn from symbols). The content of a
    scroll view (or an AppKit clip view) is larger than it by design, and a frame without an
    area draws nothing: neither is reported, nor a frame past its parent by less than a
    thousandth of a point (rounding in the digits Interface Builder writes for a 3× display's
    thirds of a point), nor a hidden view arranged by a stack view (the stack collapses it and
    decides its frame; Interface Builder saves it where the arrangement left it), nor a view
    arranged by a stack view a point or less past it (the stack decides its frame: rounding,
    as Interface Builder before Xcode 8 saved equal shares in whole points), nor, in an
    Interface Builder document, a frame past a parent Xcode marked `misplaced` (its saved
    frame is not the one its constraints give it: Xcode reports that itself).
    """
  let failingExample = """
    <nib version="1">
      <View frame="0 0 320 44">
        <Label ↓frame="280 0 80 44" text="Hello"/>
      </View>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <View frame="0 0 320 44">
        <Label frame="240 0 80 44" text="Hello"/>
      </View>
    </nib>
    """
}
