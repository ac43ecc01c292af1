import FoundationEssentials

/// The kit's macOS types: AppKit's views, menus, controllers and formatters.
extension TypeRegistry {
  /// Registers the macOS views, menus, controllers and formatters.
  mutating func registerAppKitTypes() {
    register(CustomView.self, name: "CustomView")
    register(ToolbarItem.self, name: "ToolbarItem") { type in
      type.string("itemIdentifier") { $0.itemIdentifier = $1 }
      type.string("label") { $0.label = $1 }
      type.string("paletteLabel") { $0.paletteLabel = $1 }
      type.string("toolTip") { $0.toolTip = $1 }
      type.size("minSize") { $0.minSize = $1 }
      type.size("maxSize") { $0.maxSize = $1 }
      type.bool("isBordered") { $0.isBordered = $1 }
      type.bool("isNavigational") { $0.isNavigational = $1 }
      type.int("visibilityPriority") { $0.visibilityPriority = $1 }
      type.object("view", "View") { (item, view: View) in item.customView = view }
    }
    register(Box.self, name: "Box") { type in
      type.string("title") { $0.title = $1 }
      type.enumeration("boxType") { $0.boxType = $1 }
      type.enumeration("borderType") { $0.borderType = $1 }
      type.enumeration("titlePosition") { $0.titlePosition = $1 }
      type.double("cornerRadius") { $0.cornerRadius = $1 }
      type.double("borderWidth") { $0.borderWidth = $1 }
      type.color("borderColor") { $0.borderColor = $1 }
      type.color("fillColor") { $0.fillColor = $1 }
      type.size("contentViewMargins") { $0.contentViewMargins = $1 }
      type.bool("isTransparent") { $0.isTransparent = $1 }
      type.heldView("contentView", "View") { (box, view: View) in box.contentView = view }
    }
    register(SplitView.self, name: "SplitView") { type in
      type.bool("isVertical") { $0.isVertical = $1 }
      type.enumeration("dividerStyle") { $0.dividerStyle = $1 }
      type.string("autosaveName") { $0.autosaveName = $1 }
      type.bool("arrangesAllSubviews") { $0.arrangesAllSubviews = $1 }
      type.reference("delegate") { object, target in
        object.delegate = target
        return true
      }
    }
    register(ClipView.self, name: "ClipView") { type in
      type.heldView("documentView", "View") { (clip, view: View) in clip.documentView = view }
      type.bool("drawsBackground") { $0.drawsBackground = $1 }
      type.insets("contentInsets") { $0.contentInsets = $1 }
    }
    register(ColorWell.self, name: "ColorWell") { type in
      type.acceptsChildren = false
      type.color("color") { $0.color = $1 }
      type.bool("isBordered") { $0.isBordered = $1 }
    }
    register(PathControl.self, name: "PathControl") { type in
      type.acceptsChildren = false
      type.string("url") { $0.url = URL(string: $1) }
      type.enumeration("pathStyle") { $0.pathStyle = $1 }
      type.bool("isEditable") { $0.isEditable = $1 }
      type.string("font") { $0.font = $1 }
      type.string("placeholder") { $0.placeholder = $1 }
      type.reference("delegate") { object, target in
        object.delegate = target
        return true
      }
    }
    register(LevelIndicator.self, name: "LevelIndicator") { type in
      type.acceptsChildren = false
      type.enumeration("levelIndicatorStyle") { $0.levelIndicatorStyle = $1 }
      type.double("value") { $0.value = $1 }
      type.double("minimumValue") { $0.minimumValue = $1 }
      type.double("maximumValue") { $0.maximumValue = $1 }
      type.double("warningValue") { $0.warningValue = $1 }
      type.double("criticalValue") { $0.criticalValue = $1 }
      type.bool("isEditable") { $0.isEditable = $1 }
      type.int("numberOfTickMarks", minimum: 0) { $0.numberOfTickMarks = $1 }
      type.int("numberOfMajorTickMarks", minimum: 0) { $0.numberOfMajorTickMarks = $1 }
      type.string("ratingImage") { $0.ratingImage = $1 }
      type.string("ratingPlaceholderImage") { $0.ratingPlaceholderImage = $1 }
    }
    register(Matrix.self, name: "Matrix") { type in
      type.enumeration("mode") { $0.mode = $1 }
      type.size("cellSize") { $0.cellSize = $1 }
      type.size("intercellSpacing") { $0.intercellSpacing = $1 }
      type.bool("allowsEmptySelection") { $0.allowsEmptySelection = $1 }
      type.bool("autosizesCells") { $0.autosizesCells = $1 }
      type.reference("delegate") { object, target in
        object.delegate = target
        return true
      }
    }
    register(Scroller.self, name: "Scroller") { type in
      type.acceptsChildren = false
      type.bool("isHorizontal") { $0.isHorizontal = $1 }
      type.double("doubleValue") { $0.doubleValue = $1 }
      type.double("knobProportion") { $0.knobProportion = $1 }
    }
    register(TableColumn.self, name: "TableColumn") { type in
      type.string("identifier") { $0.identifier = $1 }
      type.string("title") { $0.title = $1 }
      type.double("width") { $0.width = $1 }
      type.double("minWidth") { $0.minWidth = $1 }
      type.double("maxWidth") { $0.maxWidth = $1 }
      type.bool("isEditable") { $0.isEditable = $1 }
      type.bool("isHidden") { $0.isHidden = $1 }
      type.options("resizingMask") { $0.resizingMask = $1 }
      type.string("headerToolTip") { $0.headerToolTip = $1 }
      // The action of a column's data cell that is a control (a cell-based table's button).
      type.event(.primaryActionTriggered)
    }
    register(TableCellView.self, name: "TableCellView") { type in
      type.object("textField", "TextField") { (object, target: TextField) in
        object.textField = target
      }
      type.object("imageView", "ImageView") { (object, target: ImageView) in
        object.imageView = target
      }
    }
    register(TableHeaderView.self, name: "TableHeaderView")
    register(CollectionViewItem.self, name: "CollectionViewItem") { type in
      type.object("textField", "TextField") { (object, target: TextField) in
        object.textField = target
      }
      type.object("imageView", "ImageView") { (object, target: ImageView) in
        object.imageView = target
      }
    }
    register(OutlineView.self, name: "OutlineView") { type in
      type.double("indentationPerLevel") { $0.indentationPerLevel = $1 }
      type.object("outlineTableColumn", "TableColumn") { (object, target: TableColumn) in
        object.outlineTableColumn = target
      }
      type.bool("autoresizesOutlineColumn") { $0.autoresizesOutlineColumn = $1 }
      type.bool("indentationMarkerFollowsCell") { $0.indentationMarkerFollowsCell = $1 }
    }
    register(Menu.self, name: "Menu") { type in
      type.string("title") { $0.title = $1 }
      type.objects("items", "MenuItem") { (menu, item: MenuItem) in menu.addItem(item) }
      type.bool("autoenablesItems") { $0.autoenablesItems = $1 }
      type.reference("delegate") { object, target in
        object.delegate = target
        return true
      }
    }
    register(PopUpButton.self, name: "PopUpButton") { type in
      type.bool("pullsDown") { $0.pullsDown = $1 }
      type.bool("autoenablesItems") { $0.autoenablesItems = $1 }
      type.object("selectedItem", "MenuItem") { (object, target: MenuItem) in
        object.selectedItem = target
      }
    }
    register(UserDefaultsController.self, name: "UserDefaultsController") { type in
      type.bool("appliesImmediately") { $0.appliesImmediately = $1 }
      type.bool("representsSharedInstance") { $0.representsSharedInstance = $1 }
    }
    register(Popover.self, name: "Popover") { type in
      type.enumeration("behavior") { $0.behavior = $1 }
      type.bool("animates") { $0.animates = $1 }
      type.object("contentViewController", "ViewController") {
        (popover, controller: ViewController) in popover.contentViewController = controller
      }
      type.reference("delegate") { object, target in
        object.delegate = target
        return true
      }
    }
    register(ObjectController.self, name: "ObjectController") { type in
      type.string("objectClassName") { $0.objectClassName = $1 }
      type.bool("isEditable") { $0.isEditable = $1 }
      type.bool("automaticallyPreparesContent") { $0.automaticallyPreparesContent = $1 }
      type.reference("content") { controller, target in
        controller.content = target
        return true
      }
    }
    register(ArrayController.self, name: "ArrayController") { type in
      type.bool("preservesSelection") { $0.preservesSelection = $1 }
      type.bool("selectsInsertedObjects") { $0.selectsInsertedObjects = $1 }
      type.bool("avoidsEmptySelection") { $0.avoidsEmptySelection = $1 }
      type.bool("clearsFilterPredicateOnInsertion") { $0.clearsFilterPredicateOnInsertion = $1 }
      type.bool("alwaysUsesMultipleValuesMarker") { $0.alwaysUsesMultipleValuesMarker = $1 }
      type.bool("automaticallyRearrangesObjects") { $0.automaticallyRearrangesObjects = $1 }
    }
    register(TreeController.self, name: "TreeController") { type in
      type.string("childrenKeyPath") { $0.childrenKeyPath = $1 }
      type.string("countKeyPath") { $0.countKeyPath = $1 }
      type.string("leafKeyPath") { $0.leafKeyPath = $1 }
      type.bool("preservesSelection") { $0.preservesSelection = $1 }
      type.bool("selectsInsertedObjects") { $0.selectsInsertedObjects = $1 }
      type.bool("avoidsEmptySelection") { $0.avoidsEmptySelection = $1 }
      type.bool("alwaysUsesMultipleValuesMarker") { $0.alwaysUsesMultipleValuesMarker = $1 }
    }
    register(TextFormatter.self, name: "TextFormatter")
    register(NumberTextFormatter.self, name: "NumberTextFormatter") { type in
      type.enumeration("numberStyle") { $0.numberStyle = $1 }
      type.int("minimumIntegerDigits", minimum: 0) { $0.minimumIntegerDigits = $1 }
      type.int("maximumIntegerDigits", minimum: 0) { $0.maximumIntegerDigits = $1 }
      type.int("minimumFractionDigits", minimum: 0) { $0.minimumFractionDigits = $1 }
      type.int("maximumFractionDigits", minimum: 0) { $0.maximumFractionDigits = $1 }
      type.bool("usesGroupingSeparator") { $0.usesGroupingSeparator = $1 }
      type.int("groupingSize", minimum: 0) { $0.groupingSize = $1 }
      type.bool("allowsFloats") { $0.allowsFloats = $1 }
      type.double("minimum") { $0.minimum = $1 }
      type.double("maximum") { $0.maximum = $1 }
      type.string("positiveFormat") { $0.positiveFormat = $1 }
      type.string("negativeFormat") { $0.negativeFormat = $1 }
    }
    register(DateTextFormatter.self, name: "DateTextFormatter") { type in
      type.enumeration("dateStyle") { $0.dateStyle = $1 }
      type.enumeration("timeStyle") { $0.timeStyle = $1 }
      type.string("dateFormat") { $0.dateFormat = $1 }
      type.bool("doesRelativeDateFormatting") { $0.doesRelativeDateFormatting = $1 }
    }
    register(ByteCountTextFormatter.self, name: "ByteCountTextFormatter") { type in
      type.enumeration("countStyle") { $0.countStyle = $1 }
      type.bool("allowsNonnumericFormatting") { $0.allowsNonnumericFormatting = $1 }
      type.bool("includesUnit") { $0.includesUnit = $1 }
      type.bool("includesCount") { $0.includesCount = $1 }
    }
    register(TabView.self, name: "TabView") { type in
      type.enumeration("tabViewType") { $0.tabViewType = $1 }
      type.bool("drawsBackground") { $0.drawsBackground = $1 }
      type.string("font") { $0.font = $1 }
      type.references("items", typeName: "TabViewItem") { tabView, target in
        // The selected item's view becomes a subview: never one of the tab view's ancestors.
        guard let item = target as? TabViewItem,
          item.view.map({ !tabView.isDescendant(of: $0) }) ?? true
        else { return false }
        tabView.addTabViewItem(item)
        return true
      }
      type.reference("selectedItem", typeName: "TabViewItem") { tabView, target in
        guard let item = target as? TabViewItem else { return false }
        tabView.selectTabViewItem(item)
        return true
      }
      type.reference("delegate") { object, target in
        object.delegate = target
        return true
      }
    }
    register(TabViewItem.self, name: "TabViewItem") { type in
      type.string("label") { $0.label = $1 }
      type.string("identifier") { $0.identifier = $1 }
      type.string("toolTip") { $0.toolTip = $1 }
      type.reference("view", typeName: "View") { item, target in
        guard let view = target as? View,
          item.tabView.map({ !$0.isDescendant(of: view) }) ?? true
        else { return false }
        item.view = view
        return true
      }
      type.object("initialFirstResponder", "View") { (item, view: View) in
        item.initialFirstResponder = view
      }
    }
    register(GridView.self, name: "GridView") { type in
      type.double("rowSpacing") { $0.rowSpacing = $1 }
      type.double("columnSpacing") { $0.columnSpacing = $1 }
      type.enumeration("xPlacement") { $0.xPlacement = $1 }
      type.enumeration("yPlacement") { $0.yPlacement = $1 }
      type.enumeration("rowAlignment") { $0.rowAlignment = $1 }
      type.objects("rows", "GridRow") { (grid, row: GridRow) in grid.addRow(row) }
      type.objects("columns", "GridColumn") { (grid, column: GridColumn) in
        grid.addColumn(column)
      }
      type.references("cells", typeName: "GridCell") { grid, target in
        guard let cell = target as? GridCell else { return false }
        return grid.addCell(cell)
      }
    }
    register(GridRow.self, name: "GridRow") { type in
      type.enumeration("yPlacement") { $0.yPlacement = $1 }
      type.enumeration("rowAlignment") { $0.rowAlignment = $1 }
      type.double("height") { $0.height = $1 }
      type.double("topPadding") { $0.topPadding = $1 }
      type.double("bottomPadding") { $0.bottomPadding = $1 }
      type.bool("isHidden") { $0.isHidden = $1 }
    }
    register(GridColumn.self, name: "GridColumn") { type in
      type.enumeration("xPlacement") { $0.xPlacement = $1 }
      type.double("width") { $0.width = $1 }
      type.double("leadingPadding") { $0.leadingPadding = $1 }
      type.double("trailingPadding") { $0.trailingPadding = $1 }
      type.bool("isHidden") { $0.isHidden = $1 }
    }
    register(GridCell.self, name: "GridCell") { type in
      type.object("row", "GridRow") { (cell, row: GridRow) in cell.row = row }
      type.object("column", "GridColumn") { (cell, column: GridColumn) in cell.column = column }
      type.object("headOfMergedCell", "GridCell") { (cell, head: GridCell) in
        cell.headOfMergedCell = head
      }
      type.reference("contentView", typeName: "View") { cell, target in
        // Never the grid or one of its ancestors, which would make a cycle in the tree.
        guard let view = target as? View, cell.gridView.map({ !$0.isDescendant(of: view) }) ?? true
        else { return false }
        cell.contentView = view
        return true
      }
      type.enumeration("xPlacement") { $0.xPlacement = $1 }
      type.enumeration("yPlacement") { $0.yPlacement = $1 }
      type.enumeration("rowAlignment") { $0.rowAlignment = $1 }
    }
    register(MenuItem.self, name: "MenuItem") { type in
      type.string("title") { $0.title = $1 }
      type.string("keyEquivalent") { $0.keyEquivalent = $1 }
      type.options("keyEquivalentModifierMask") { $0.keyEquivalentModifierMask = $1 }
      type.int("tag") { $0.tag = $1 }
      type.bool("isEnabled") { $0.isEnabled = $1 }
      type.bool("isHidden") { $0.isHidden = $1 }
      type.bool("isSeparatorItem") { $0.isSeparatorItem = $1 }
      type.bool("isAlternate") { $0.isAlternate = $1 }
      type.enumeration("state") { $0.state = $1 }
      type.int("indentationLevel", minimum: 0) { $0.indentationLevel = $1 }
      type.string("image") { $0.image = $1 }
      type.string("toolTip") { $0.toolTip = $1 }
      type.object("submenu", "Menu") { (item, menu: Menu) in item.submenu = menu }
      type.object("view", "View") { (item, view: View) in item.view = view }
      type.event(.primaryActionTriggered)
    }
  }
}
