import Foundation
import NotesApp
import NotesStore
import Screens
import TerminalUI

// Logs (a message nobody handled, a link it cannot open) go to standard error: run `notes 2>notes.log`.
let application = NotesApplication.make(store: NotesStore())
application.launchFirstScene(opening: CommandLine.arguments.dropFirst().compactMap(URL.init(string:)))
let exit = try await TerminalApp(application: application).run()
if case .signal(let signal) = exit { Foundation.exit(signal.exitStatus) }
