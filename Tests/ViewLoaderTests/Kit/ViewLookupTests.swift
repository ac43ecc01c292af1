import Testing

@testable import ViewLoader

/// root(tag 0)
///   a: View(tag 1)
///     b: Label(tag 2)
///     c: Button(tag 3)
///   d: Label(tag 2)
///     e: Switch(tag 4)
private struct Tree {
  let root = View()
  let a = View()
  let b = Label()
  let c = Button()
  let d = Label()
  let e = Switch()

  init() {
    a.tag = 1
    b.tag = 2
    c.tag = 3
    d.tag = 2
    e.tag = 4
    root.addSubview(a)
    a.addSubview(b)
    a.addSubview(c)
    root.addSubview(d)
    d.addSubview(e)
  }
}

@Suite struct ViewLookupTests {
  @Test func viewWithTagFindsSelfFirst() {
    let tree = Tree()
    #expect(tree.root.viewWithTag(0) === tree.root)
    #expect(tree.a.viewWithTag(1) === tree.a)
  }

  @Test func viewWithTagSearchesDepthFirstPreOrder() {
    let tree = Tree()
    #expect(tree.root.viewWithTag(2) === tree.b)
    #expect(tree.root.viewWithTag(4) === tree.e)
    #expect(tree.root.viewWithTag(99) == nil)
    #expect(tree.d.viewWithTag(2) === tree.d)
  }

  @Test func descendantsAreStrictAndInPreOrder() {
    let tree = Tree()
    let all = tree.root.descendants(ofType: View.self)
    #expect(
      all.map(ObjectIdentifier.init)
        == [tree.a, tree.b, tree.c, tree.d, tree.e].map(
          ObjectIdentifier.init))
    let labels = tree.root.descendants(ofType: Label.self)
    #expect(labels.count == 2)
    #expect(labels[0] === tree.b)
    #expect(labels[1] === tree.d)
    #expect(tree.d.descendants(ofType: Label.self).isEmpty)
  }

  @Test func descendantsMatchSubclasses() {
    let tree = Tree()
    let controls = tree.root.descendants(ofType: Control.self)
    #expect(controls.count == 2)
    #expect(controls[0] === tree.c)
    #expect(controls[1] === tree.e)
  }

  @Test func firstDescendant() {
    let tree = Tree()
    #expect(tree.root.firstDescendant(ofType: Label.self) === tree.b)
    #expect(tree.root.firstDescendant(ofType: Switch.self) === tree.e)
    #expect(tree.root.firstDescendant(ofType: Control.self) === tree.c)
    #expect(tree.root.firstDescendant(ofType: TableView.self) == nil)
    #expect(tree.d.firstDescendant(ofType: Label.self) == nil)
  }
}
