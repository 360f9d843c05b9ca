/// Why a Screens operation refused to do what it was asked. The operation changed nothing.
public enum ScreensError: Error, Equatable, Sendable {
    /// The controller is already presented (by this or another controller).
    case alreadyPresented
    /// The controller is the caller itself or one of its ancestors, so the operation would form a cycle.
    case wouldCreateCycle
    /// The controller to present is a child of a container; remove it from its parent first.
    case hasParent
    /// The controller is the root view controller of a window.
    case isWindowRoot
    /// The controller is already in this navigation stack (UIKit raises an exception here).
    case alreadyInNavigationStack
    /// A navigation stack holds the same controller twice.
    case duplicateViewControllers
    /// A navigation controller cannot be pushed onto a navigation stack.
    case cannotPushNavigationController
    /// An interactive transition is in progress; finish or cancel it first.
    case interactiveTransitionInProgress
    /// A view cannot become a subview of itself or of one of its descendants.
    case viewHierarchyCycle
    /// An index is outside the valid range (a list's index path names no item).
    case indexOutOfRange
    /// The list does not let the user select items (`allowsSelection` is `false`).
    case selectionNotAllowed
    /// The list's delegate refused the selection (`listView(_:shouldSelectItemAt:)` said no).
    case selectionRefusedByDelegate
    /// The scene session is not open in this application (it was discarded, or belongs to another).
    case unknownSession
    /// The controller is not presented as a sheet the user can drag (full screen, an alert, not
    /// presented, or under another presentation), so a swipe to dismiss cannot begin.
    case notSwipeable
    /// `isModalInPresentation` (on the presented controller or a visible child) keeps the sheet.
    case blockedByModalInPresentation
    /// The presentation controller's delegate refused the dismissal (`presentationControllerShouldDismiss`).
    case dismissalRefusedByDelegate
    /// An alert controller already has a cancel action; it can have one only (UIKit raises here).
    case duplicateCancelAction
    /// The action was already added to this alert controller.
    case duplicateAlertAction
    /// Text fields can be added only to an alert controller of the `.alert` style (UIKit raises here).
    case textFieldsRequireAlertStyle
}
