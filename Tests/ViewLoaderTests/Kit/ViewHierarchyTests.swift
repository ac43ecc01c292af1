import Testing

@testable import ViewLoader

/// Builds a parent with the given number of children, tagged 1, 2, 3, …
private func parent(withChildren count: Int) -> (View, [View]) {
  let parent = View()
  let children = (1...count).map { index in
    let child = View()
    child.tag = index
    parent.addSubview(child)
    return child
  }
  return (parent, children)
}

private func tags(_ view: View) -> [Int] {
  view.subviews.map(\.tag)
}

@Suite struct ViewHierarchyTests {
  @Test func addSubviewAppendsAndSetsSuperview() {
    let (root, children) = parent(withChildren: 3)
    #expect(tags(root) == [1, 2, 3])
    for child in children {
      #expect(child.superview === root)
    }
    #expect(root.superview == nil)
  }

  @Test func addSubviewMovesFromTheOldParent() {
    let (first, children) = parent(withChildren: 2)
    let second = View()
    second.addSubview(children[0])
    #expect(tags(first) == [2])
    #expect(second.subviews.count == 1)
    #expect(children[0].superview === second)
  }

  @Test func addingAnExistingSubviewMovesItToTheFront() {
    let (root, children) = parent(withChildren: 3)
    root.addSubview(children[0])
    #expect(tags(root) == [2, 3, 1])
  }

  @Test func insertSubviewPlacesAtTheIndexAndClamps() {
    let (root, children) = parent(withChildren: 3)
    let inserted = View()
    inserted.tag = 9
    root.insertSubview(inserted, at: 1)
    #expect(tags(root) == [1, 9, 2, 3])
    root.insertSubview(children[0], at: 100)
    #expect(tags(root) == [9, 2, 3, 1])
    root.insertSubview(children[0], at: -5)
    #expect(tags(root) == [1, 9, 2, 3])
  }

  @Test func insertSubviewFromAnotherParent() {
    let (root, _) = parent(withChildren: 2)
    let (other, otherChildren) = parent(withChildren: 1)
    otherChildren[0].tag = 7
    root.insertSubview(otherChildren[0], at: 0)
    #expect(tags(root) == [7, 1, 2])
    #expect(other.subviews.isEmpty)
    #expect(otherChildren[0].superview === root)
  }

  @Test func removeFromSuperview() {
    let (root, children) = parent(withChildren: 3)
    children[1].removeFromSuperview()
    #expect(tags(root) == [1, 3])
    #expect(children[1].superview == nil)
    children[1].removeFromSuperview()
    #expect(tags(root) == [1, 3])
  }

  @Test func bringToFrontAndSendToBack() {
    let (root, children) = parent(withChildren: 3)
    root.bringSubviewToFront(children[0])
    #expect(tags(root) == [2, 3, 1])
    root.sendSubviewToBack(children[2])
    #expect(tags(root) == [3, 2, 1])
    root.bringSubviewToFront(View())
    root.sendSubviewToBack(View())
    #expect(tags(root) == [3, 2, 1])
  }

  @Test func exchangeSubviews() {
    let (root, _) = parent(withChildren: 3)
    root.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(tags(root) == [3, 2, 1])
    root.exchangeSubview(at: 1, withSubviewAt: 1)
    #expect(tags(root) == [3, 2, 1])
  }

  @Test func isDescendantIncludesSelfAndAncestors() {
    let root = View()
    let middle = View()
    let leaf = View()
    root.addSubview(middle)
    middle.addSubview(leaf)
    #expect(leaf.isDescendant(of: leaf))
    #expect(leaf.isDescendant(of: middle))
    #expect(leaf.isDescendant(of: root))
    #expect(!root.isDescendant(of: leaf))
    #expect(!leaf.isDescendant(of: View()))
  }

  @Test func boundsHasZeroOriginAndTheFrameSize() {
    let view = View()
    view.frame = Rect(x: 10, y: 20, width: 320, height: 44)
    #expect(view.bounds == Rect(x: 0, y: 0, width: 320, height: 44))
  }

  @Test func superviewIsWeak() {
    let child = View()
    do {
      let root = View()
      root.addSubview(child)
      #expect(child.superview === root)
    }
    #expect(child.superview == nil)
  }

  @Test func releasingATreeKeepsSubtreesHeldElsewhere() {
    weak var weakRoot: View?
    weak var weakLeaf: View?
    let kept: View
    do {
      let root = View()
      let middle = View()
      let leaf = View()
      root.addSubview(middle)
      middle.addSubview(leaf)
      weakRoot = root
      weakLeaf = leaf
      kept = middle
    }
    #expect(weakRoot == nil)
    #expect(kept.superview == nil)
    #expect(kept.subviews.count == 1)
    #expect(weakLeaf != nil)
    #expect(weakLeaf?.superview === kept)
  }

  /// `superview` is a back pointer the parent clears: a grandchild kept alive after its
  /// parent and grandparent were released must not point at the freed parent.
  @Test func keptGrandchildLosesItsReleasedSuperview() {
    let leaf: View
    weak var weakMiddle: View?
    do {
      let root = View()
      let middle = View()
      root.addSubview(middle)
      leaf = View()
      middle.addSubview(leaf)
      leaf.addSubview(View())
      weakMiddle = middle
    }
    #expect(weakMiddle == nil)
    #expect(leaf.superview == nil)
    #expect(leaf.subviews.count == 1)
    #expect(leaf.subviews[0].superview === leaf)
  }

  @Test func viewOfAReleasedParentCanBeAddedElsewhere() {
    let child = View()
    do {
      let first = View()
      first.addSubview(child)
    }
    #expect(child.superview == nil)
    let second = View()
    second.addSubview(child)
    #expect(child.superview === second)
    #expect(second.subviews.count == 1)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(second.subviews.isEmpty)
  }

  @Test func movedViewSurvivesItsFormerParent() {
    let second = View()
    let child = View()
    do {
      let first = View()
      first.addSubview(child)
      second.addSubview(child)
      #expect(first.subviews.isEmpty)
    }
    #expect(child.superview === second)
    #expect(second.subviews.count == 1)
  }

  @Test func loadedViewKeptAfterItsTreeIsReleased() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <View id="root"><View id="middle"><Label id="leaf"/></View></View>
        </nib>
        """, name: "Kept")
    let middle: View
    let leaf: Label
    do {
      let loaded = try nib.instantiate()
      middle = try loaded.object(withID: "middle", as: View.self)
      leaf = try loaded.object(withID: "leaf", as: Label.self)
      let root = try loaded.object(withID: "root", as: View.self)
      #expect(middle.superview === root)
      #expect(leaf.superview === middle)
      #expect(root.subviews.count == 1)
    }
    #expect(middle.superview == nil)
    #expect(leaf.superview === middle)
    leaf.removeFromSuperview()
    #expect(leaf.superview == nil)
    #expect(middle.subviews.isEmpty)
  }

  @Test func releasingADeepTreeFreesEveryView() {
    weak var weakLeaf: View?
    do {
      let root = View()
      var current = root
      for _ in 0..<1_000 {
        let child = View()
        current.addSubview(child)
        current = child
      }
      weakLeaf = current
    }
    #expect(weakLeaf == nil)
  }

  /// A 100,000-level chain is built, searched and released without recursion.
  @Test func veryDeepChainDoesNotOverflowTheStack() {
    let depth = 100_000
    weak var weakLeaf: Label?
    do {
      let root = View()
      var current = root
      for level in 1...depth {
        let child = level == depth ? Label() : View()
        child.tag = level
        current.addSubview(child)
        current = child
      }
      weakLeaf = current as? Label
      #expect(root.viewWithTag(depth) === current)
      #expect(root.viewWithTag(-1) == nil)
      #expect(root.descendants(ofType: View.self).count == depth)
      #expect(root.firstDescendant(ofType: Label.self) === current)
      #expect(current.isDescendant(of: root))
      let detached = root.subviews[0]
      detached.removeFromSuperview()
      root.addSubview(detached)
      #expect(root.subviews.count == 1)
    }
    #expect(weakLeaf == nil)
  }

  @Test func subclassesAreViews() {
    final class LoadingView: View {
      var message: String?
      override func awakeFromNib() { message = "awake" }
    }
    let view = LoadingView()
    view.awakeFromNib()
    #expect(view.message == "awake")
    let object: any NibObject = view
    #expect(object is View)
  }
}
