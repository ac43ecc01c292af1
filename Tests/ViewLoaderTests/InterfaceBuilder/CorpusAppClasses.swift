import Foundation
import Synchronization
import Testing

@testable import ViewLoader

/// Where an app class keeps the properties a schema describes: by name, per kind.
final class PropertyBag {
  var fired: [String] = []
  var strings: [String: String] = [:]
  var ints: [String: Int] = [:]
  var doubles: [String: Double] = [:]
  var bools: [String: Bool] = [:]
  var colors: [String: Color] = [:]
  var points: [String: Point] = [:]
  var sizes: [String: Size] = [:]
  var rects: [String: Rect] = [:]
  var insets: [String: Insets] = [:]
  var dates: [String: Date] = [:]
  var objects: [String: AnyObject] = [:]
  var lists: [String: [AnyObject]] = [:]

  subscript(list name: String) -> [AnyObject] {
    get { lists[name] ?? [] }
    set { lists[name] = newValue }
  }

  /// Values of the kinds a key path must reach without an optional.
  subscript(bool name: String) -> Bool {
    get { bools[name] ?? false }
    set { bools[name] = newValue }
  }
  subscript(point name: String) -> Point {
    get { points[name] ?? .zero }
    set { points[name] = newValue }
  }
  subscript(size name: String) -> Size {
    get { sizes[name] ?? .zero }
    set { sizes[name] = newValue }
  }
  subscript(rect name: String) -> Rect {
    get { rects[name] ?? .zero }
    set { rects[name] = newValue }
  }
  subscript(insets name: String) -> Insets {
    get { insets[name] ?? .zero }
    set { insets[name] = newValue }
  }
}

/// An app class: a subclass of a kit type with a bag of properties, and the file's handlers.
protocol AppClass: NibObject, NibOwner, Recording, BagHolder {}

extension AppClass {
  static var connections: Connections<Self> { CorpusConnections.actions(for: Self.self) }

  var fired: [String] {
    get { corpusBag.fired }
    set { corpusBag.fired = newValue }
  }
}

/// An object whose app properties are kept in a bag.
protocol BagHolder: AnyObject {
  var corpusBag: PropertyBag { get }
}

/// The app classes, one per kit type that custom classes descend from.
enum AppClasses {
  static func register(
    _ name: String, parent: String, properties: [String: SchemaDocument.Kind], events: [String],
    in registry: inout TypeRegistry
  ) throws {
    switch parent {
    case "View": add(AppView.self, name, properties, events, &registry)
    case "Control": add(AppControl.self, name, properties, events, &registry)
    case "Label": add(AppLabel.self, name, properties, events, &registry)
    case "Button": add(AppButton.self, name, properties, events, &registry)
    case "TextField": add(AppTextField.self, name, properties, events, &registry)
    case "ImageView": add(AppImageView.self, name, properties, events, &registry)
    case "ScrollView": add(AppScrollView.self, name, properties, events, &registry)
    case "StackView": add(AppStackView.self, name, properties, events, &registry)
    case "TableView": add(AppTableView.self, name, properties, events, &registry)
    case "TableViewCell": add(AppTableViewCell.self, name, properties, events, &registry)
    case "Switch": add(AppSwitch.self, name, properties, events, &registry)
    case "CustomView": add(AppCustomView.self, name, properties, events, &registry)
    case "CollectionViewCell": add(AppCollectionViewCell.self, name, properties, events, &registry)
    case "CollectionReusableView":
      add(AppCollectionReusableView.self, name, properties, events, &registry)
    case "CollectionView": add(AppCollectionView.self, name, properties, events, &registry)
    case "CollectionViewLayout":
      add(AppCollectionViewLayout.self, name, properties, events, &registry)
    case "CollectionViewFlowLayout":
      add(AppCollectionViewFlowLayout.self, name, properties, events, &registry)
    case "Window": add(AppWindow.self, name, properties, events, &registry)
    case "TableColumn": add(AppTableColumn.self, name, properties, events, &registry)
    case "OutlineView": add(AppOutlineView.self, name, properties, events, &registry)
    case "TextView": add(AppTextView.self, name, properties, events, &registry)
    case "ActivityIndicator": add(AppActivityIndicator.self, name, properties, events, &registry)
    case "WebView": add(AppWebView.self, name, properties, events, &registry)
    case "VisualEffectView": add(AppVisualEffectView.self, name, properties, events, &registry)
    case "Toolbar": add(AppToolbar.self, name, properties, events, &registry)
    case "ToolbarItem": add(AppToolbarItem.self, name, properties, events, &registry)
    case "Box": add(AppBox.self, name, properties, events, &registry)
    case "ViewController": add(AppViewController.self, name, properties, events, &registry)
    case "Popover": add(AppPopover.self, name, properties, events, &registry)
    case "CollectionViewItem":
      add(AppCollectionViewItem.self, name, properties, events, &registry)
    case "Object": add(AppObject.self, name, properties, events, &registry)
    case "SegmentedControl": add(AppSegmentedControl.self, name, properties, events, &registry)
    case "Slider": add(AppSlider.self, name, properties, events, &registry)
    case "SearchBar": add(AppSearchBar.self, name, properties, events, &registry)
    case "TableCellView": add(AppTableCellView.self, name, properties, events, &registry)
    case "Menu": add(AppMenu.self, name, properties, events, &registry)
    case "MenuItem": add(AppMenuItem.self, name, properties, events, &registry)
    case "PopUpButton": add(AppPopUpButton.self, name, properties, events, &registry)
    case "ClipView": add(AppClipView.self, name, properties, events, &registry)
    case "TabView": add(AppTabView.self, name, properties, events, &registry)
    case "SplitView": add(AppSplitView.self, name, properties, events, &registry)
    case "ProgressView": add(AppProgressView.self, name, properties, events, &registry)
    case "PageControl": add(AppPageControl.self, name, properties, events, &registry)
    case "Stepper": add(AppStepper.self, name, properties, events, &registry)
    case "PickerView": add(AppPickerView.self, name, properties, events, &registry)
    case "NavigationBar": add(AppNavigationBar.self, name, properties, events, &registry)
    case "TabBar": add(AppTabBar.self, name, properties, events, &registry)
    case "BarButtonItem": add(AppBarButtonItem.self, name, properties, events, &registry)
    case "TapGestureRecognizer":
      add(AppTapGestureRecognizer.self, name, properties, events, &registry)
    case "ArrayController": add(AppArrayController.self, name, properties, events, &registry)
    case "ObjectController": add(AppObjectController.self, name, properties, events, &registry)
    case "TreeController": add(AppTreeController.self, name, properties, events, &registry)
    case "Matrix": add(AppMatrix.self, name, properties, events, &registry)
    case "GridView": add(AppGridView.self, name, properties, events, &registry)
    case "TabViewItem": add(AppTabViewItem.self, name, properties, events, &registry)
    case "NavigationItem": add(AppNavigationItem.self, name, properties, events, &registry)
    case "TabBarItem": add(AppTabBarItem.self, name, properties, events, &registry)
    case "PanGestureRecognizer":
      add(AppPanGestureRecognizer.self, name, properties, events, &registry)
    case "LongPressGestureRecognizer":
      add(AppLongPressGestureRecognizer.self, name, properties, events, &registry)
    case "SwipeGestureRecognizer":
      add(AppSwipeGestureRecognizer.self, name, properties, events, &registry)
    case "UserDefaultsController":
      add(AppUserDefaultsController.self, name, properties, events, &registry)
    case "DatePicker": add(AppDatePicker.self, name, properties, events, &registry)
    case "TableHeaderView": add(AppTableHeaderView.self, name, properties, events, &registry)
    case "Scroller": add(AppScroller.self, name, properties, events, &registry)
    case "ColorWell": add(AppColorWell.self, name, properties, events, &registry)
    case "PathControl": add(AppPathControl.self, name, properties, events, &registry)
    case "LevelIndicator": add(AppLevelIndicator.self, name, properties, events, &registry)
    case "TextFormatter": add(AppTextFormatter.self, name, properties, events, &registry)
    case "NumberTextFormatter":
      add(AppNumberTextFormatter.self, name, properties, events, &registry)
    case "DateTextFormatter":
      add(AppDateTextFormatter.self, name, properties, events, &registry)
    case "ByteCountTextFormatter":
      add(AppByteCountTextFormatter.self, name, properties, events, &registry)
    default:
      Issue.record("no app class for custom classes of '\(parent)' (\(name))")
    }
  }

  private static func add<T: AppClass>(
    _ type: T.Type, _ name: String, _ properties: [String: SchemaDocument.Kind],
    _ events: [String], _ registry: inout TypeRegistry
  ) {
    registry.register(T.self, name: name) { builder in
      for (property, kind) in properties.sorted(by: { $0.key < $1.key }) {
        AppProperties.declare(property, kind, on: builder)
      }
      for event in events { builder.event(Control.Event(rawValue: event)) }
    }
  }
}

/// Declares a property of a kind a schema names, kept in a bag.
enum AppProperties {
  static func declare<T: BagHolder>(
    _ property: String, _ kind: SchemaDocument.Kind, on builder: NibTypeBuilder<T>
  ) {
    switch kind {
    case .simple("string"): builder.property(property, \T.corpusBag.strings[property])
    case .simple("int"): builder.property(property, \T.corpusBag.ints[property])
    case .simple("double"): builder.property(property, \T.corpusBag.doubles[property])
    case .simple("bool"): builder.property(property, \T.corpusBag[bool: property])
    case .simple("color"): builder.property(property, \T.corpusBag.colors[property])
    case .simple("point"): builder.property(property, \T.corpusBag[point: property])
    case .simple("size"): builder.property(property, \T.corpusBag[size: property])
    case .simple("rect"): builder.property(property, \T.corpusBag[rect: property])
    case .simple("insets"): builder.property(property, \T.corpusBag[insets: property])
    case .simple("date"): builder.property(property, \T.corpusBag.dates[property])
    case .reference: builder.property(property, \T.corpusBag.objects[property])
    case .references: builder.property(property, \T.corpusBag[list: property])
    default: Issue.record("no app property of kind \(kind) (\(property))")
    }
  }
}

final class AppView: View, AppClass {}
final class AppControl: Control, AppClass {}
final class AppLabel: Label, AppClass {}
final class AppButton: Button, AppClass {}
final class AppTextField: TextField, AppClass {}
final class AppImageView: ImageView, AppClass {}
final class AppScrollView: ScrollView, AppClass {}
final class AppStackView: StackView, AppClass {}
final class AppTableView: TableView, AppClass {}
final class AppTableViewCell: TableViewCell, AppClass {}
final class AppSwitch: Switch, AppClass {}
final class AppCustomView: CustomView, AppClass {}
final class AppCollectionViewCell: CollectionViewCell, AppClass {}
final class AppCollectionReusableView: CollectionReusableView, AppClass {}
final class AppCollectionView: CollectionView, AppClass {}
final class AppCollectionViewLayout: CollectionViewLayout, AppClass {}
final class AppCollectionViewFlowLayout: CollectionViewFlowLayout, AppClass {}
final class AppWindow: Window, AppClass {}
final class AppTableColumn: TableColumn, AppClass {}
final class AppOutlineView: OutlineView, AppClass {}
final class AppTextView: TextView, AppClass {}
final class AppActivityIndicator: ActivityIndicator, AppClass {}
final class AppWebView: WebView, AppClass {}
final class AppVisualEffectView: VisualEffectView, AppClass {}
final class AppToolbar: Toolbar, AppClass {}
final class AppToolbarItem: ToolbarItem, AppClass {}
final class AppBox: Box, AppClass {}
final class AppViewController: ViewController, AppClass {}
final class AppCollectionViewItem: CollectionViewItem, AppClass {}
final class AppPopover: Popover, AppClass {}
final class AppObject: Object, AppClass {}
final class AppSegmentedControl: SegmentedControl, AppClass {}
final class AppSlider: Slider, AppClass {}
final class AppSearchBar: SearchBar, AppClass {}
final class AppTableCellView: TableCellView, AppClass {}
final class AppMenu: Menu, AppClass {}
final class AppMenuItem: MenuItem, AppClass {}
final class AppPopUpButton: PopUpButton, AppClass {}
final class AppClipView: ClipView, AppClass {}
final class AppTabView: TabView, AppClass {}
final class AppSplitView: SplitView, AppClass {}
final class AppProgressView: ProgressView, AppClass {}
final class AppPageControl: PageControl, AppClass {}
final class AppStepper: Stepper, AppClass {}
final class AppPickerView: PickerView, AppClass {}
final class AppNavigationBar: NavigationBar, AppClass {}
final class AppTabBar: TabBar, AppClass {}
final class AppBarButtonItem: BarButtonItem, AppClass {}
final class AppTapGestureRecognizer: TapGestureRecognizer, AppClass {}
final class AppArrayController: ArrayController, AppClass {}
final class AppObjectController: ObjectController, AppClass {}
final class AppTreeController: TreeController, AppClass {}
final class AppMatrix: Matrix, AppClass {}
final class AppGridView: GridView, AppClass {}
final class AppTabViewItem: TabViewItem, AppClass {}
final class AppNavigationItem: NavigationItem, AppClass {}
final class AppTabBarItem: TabBarItem, AppClass {}
final class AppPanGestureRecognizer: PanGestureRecognizer, AppClass {}
final class AppLongPressGestureRecognizer: LongPressGestureRecognizer, AppClass {}
final class AppSwipeGestureRecognizer: SwipeGestureRecognizer, AppClass {}
final class AppUserDefaultsController: UserDefaultsController, AppClass {}
final class AppDatePicker: DatePicker, AppClass {}
final class AppTableHeaderView: TableHeaderView, AppClass {}
final class AppScroller: Scroller, AppClass {}
final class AppColorWell: ColorWell, AppClass {}
final class AppPathControl: PathControl, AppClass {}
final class AppLevelIndicator: LevelIndicator, AppClass {}
final class AppTextFormatter: TextFormatter, AppClass {}
final class AppNumberTextFormatter: NumberTextFormatter, AppClass {}
final class AppDateTextFormatter: DateTextFormatter, AppClass {}
final class AppByteCountTextFormatter: ByteCountTextFormatter, AppClass {}

/// The bags of the kit's own objects, for the properties an app adds to the kit's classes
/// (an app keeps them in extensions; the test keeps them beside the objects).
enum KitBags {
  static let bags = Mutex<[ObjectIdentifier: PropertyBag]>([:])

  static func bag(for object: AnyObject) -> PropertyBag {
    bags.withLock { bags in
      if let bag = bags[ObjectIdentifier(object)] { return bag }
      let bag = PropertyBag()
      bags[ObjectIdentifier(object)] = bag
      return bag
    }
  }

  /// Drops every bag, and the objects they hold, once a file's objects are gone (an address a
  /// later object reuses must not find a bag).
  static func removeAll() {
    bags.withLock { $0 = [:] }
  }
}

extension View: BagHolder {
  var corpusBag: PropertyBag { KitBags.bag(for: self) }
}

extension Object: BagHolder {
  var corpusBag: PropertyBag { KitBags.bag(for: self) }
}

/// An app class that serves tables, as the app's own class does: its stand-in has no rows.
protocol ServesTables: TableViewDataSource, TableViewDelegate {}

extension ServesTables {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell()
  }
}

/// An app's plain objects serve tables (a controller object in a macOS document), and so do
/// its windows (Quicksilver's file conflict panel), its views (OsmAnd's route panel serves the
/// table it holds; so do macOS custom views, an Xcode plug-in's import list), its array
/// controllers (Max's file list, whose controller takes the files dropped on the table) and
/// its view controllers (iina's playlist).
extension AppObject: ServesTables {}
extension AppWindow: ServesTables {}
extension AppView: ServesTables {}
extension AppCustomView: ServesTables {}
extension AppArrayController: ServesTables {}
extension AppViewController: ServesTables {}
