public import Screens

/// The record being written while one observed message travels; only created when someone observes.
@MainActor
@usableFromInline
final class DispatchTrace {
    private let message: String
    private let sender: ResponderName
    private let began = ContinuousClock.now
    private var path: [ResponderName] = []
    private var handlers: [ResponderName] = []

    init<M: Message>(message: M.Type, sender: AnyObject) {
        self.message = String(describing: message)
        self.sender = ResponderName(naming: sender)
    }

    @usableFromInline
    func visit(_ responder: Responder) {
        path.append(ResponderName(responder))
    }

    @usableFromInline
    func handled(by responder: Responder) {
        handlers.append(ResponderName(responder))
    }

    /// Ends the record for a dispatch that threw `error`: unhandled, or failed with the error's description.
    func finish(failing error: any Error) {
        finish(error is UnhandledMessage ? .unhandled : .failed(String(describing: error)))
    }

    func finish(_ outcome: DispatchRecord.Outcome) {
        let record = DispatchRecord(
            message: message, sender: sender, path: path, handlers: handlers,
            outcome: outcome, duration: ContinuousClock.now - began
        )
        MessageTrace.publish(record)
    }
}
