/// `ambiguous-type-lookup` (note): two top-level objects of the same type (a type scan of the top-
/// level objects is ambiguous).
struct AmbiguousTypeLookupRule: LintRule {
  let id = RuleID.ambiguousTypeLookup
  let defaultSeverity = Severity.note
  let summary =
    "two top-level objects of the same type (a type scan of the top-level "
    + "objects is ambiguous)"
  let rationale = """
    Code finds objects by type (`loaded.one(ofType: View.self)`), and a view controller takes
    the only top-level `View` as its view. Two top-level objects of one type make such a lookup
    ambiguous. The finding is at the second object's `<`, with a note at the first. Give the
    objects ids or outlets and look them up by those, or wrap them in one container. A
    top-level object that is a member of another's collection (a constraint in a view's
    `constraints`, an item in a menu's `items`) is found through its holder and not counted.
    """
  let failingExample = """
    <nib version="1">
      <View frame="0 0 320 480"/>
      ↓<View frame="0 0 320 44"/>
    </nib>
    """
  let passingExample = """
    <nib version="1">
      <View frame="0 0 320 480">
        <View frame="0 0 320 44"/>
      </View>
    </nib>
    """
}
