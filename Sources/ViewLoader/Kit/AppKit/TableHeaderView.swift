/// The row of column headers of a macOS table, which its scroll view shows above the rows
/// (AppKit's `NSTableHeaderView`): a scroll view's ``ScrollView/headerView``, named by its table's
/// ``TableView/headerView``.
open class TableHeaderView: View {

}
