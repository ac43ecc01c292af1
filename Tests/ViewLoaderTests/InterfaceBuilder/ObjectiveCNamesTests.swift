import Testing

@testable import ViewLoader

/// The names a document gives the app's code, as the runtime can look them up.
@Suite struct ObjectiveCNamesTests {
  @Test func identifiers() {
    for name in ["view", "_view", "titleLabel2", "größe", "名前", "x_1"] {
      #expect(ObjectiveCNames.isIdentifier(name[...]), "\(name)")
    }
    for name in ["", "2nd", "title-label", "a b", "a.b", "we@ird", "$view", "a:"] {
      #expect(!ObjectiveCNames.isIdentifier(name[...]), "\(name)")
    }
  }

  @Test func keyPaths() {
    for path in ["cornerRadius", "layer.cornerRadius", "layer.shadowOffset.width", "_x.y"] {
      #expect(ObjectiveCNames.isKeyPath(path), "\(path)")
    }
    for path in ["", "layer.", ".layer", "layer..cornerRadius", "corner-radius", "@count"] {
      #expect(!ObjectiveCNames.isKeyPath(path), "\(path)")
    }
  }

  @Test func selectors() {
    for selector in ["refresh", "didTap:", "tableView:didSelectRowAt:", "values::", "_a:"] {
      #expect(ObjectiveCNames.isSelector(selector), "\(selector)")
    }
    for selector in ["", ":", ":x:", "didTap:with", "did Tap:", "did-tap:", "a:b-c:"] {
      #expect(!ObjectiveCNames.isSelector(selector), "\(selector)")
    }
  }
}
