public import Screens
import Coordinators

/// The sign-in screen: user name and password, a button that sends `AccountSignIn` up the chain and
/// awaits its reply, a hint naming the demo account, and the problem of the last attempt (the
/// reply's error) shown in place under the fields. Nothing the user typed is cleared by a failed
/// attempt.
@MainActor
public final class SignInViewController: ViewController {
    /// The problem of the last attempt: the reply's error, or the screen's own for an empty field;
    /// `nil` hides it. Setting one ends `isSigningIn`.
    public var problem: SignInProblem? {
        didSet {
            if problem != nil { isSigningIn = false }
            if isViewLoaded { apply() }
        }
    }
    /// Whether an attempt is under way: the button and fields are disabled and a spinner turns, from
    /// sending `AccountSignIn` until its reply.
    public var isSigningIn = false {
        didSet { if isViewLoaded { apply() } }
    }
    /// The line naming the demo account; `nil` hides it.
    public var demoHint: String? = "Demo account: demo / demo" {
        didSet { if isViewLoaded { apply() } }
    }

    /// Where the user types the user name.
    public let usernameField = TextField(placeholder: "User name").identified("signIn.username")
    /// Where the user types the password (masked).
    public let passwordField = TextField(placeholder: "Password", isSecureTextEntry: true).identified("signIn.password")
    /// The problem of the last attempt.
    public let problemLabel = Label().identified("signIn.problem")
    /// Sends the sign-in.
    public let signInButton = Button(title: "Sign in").identified("signIn.submit")
    /// Turns while an attempt is under way.
    public let activityIndicator = ActivityIndicatorView()
    /// The demo account's hint.
    public let hintLabel = Label().identified("signIn.hint")

    /// A sign-in screen with empty fields.
    public override init() {
        super.init()
        title = "Sign in"
    }

    /// A column: the two fields, the problem, the button with its spinner, the hint.
    public override func loadView() {
        view = StackView(
            arrangedSubviews: [usernameField, passwordField, problemLabel, signInButton, activityIndicator, hintLabel],
            axis: .vertical, spacing: 1
        )
    }

    /// Wires the button and the password field's return key, then shows the state.
    public override func viewDidLoad() {
        super.viewDidLoad()
        signInButton.action = { [weak self] button in self?.submit(from: button) }
        passwordField.onReturn = { [weak self] field in self?.submit(from: field) }
        apply()
    }

    /// Sends `AccountSignIn` from `sender` with what the fields hold and shows the reply's problem,
    /// or shows `.missingCredentials` when a field is empty (then nothing is sent). A sign-in nobody
    /// could answer is said as the shop not answering, never dropped.
    private func submit(from sender: Responder) {
        guard !isSigningIn else { return }
        guard !usernameField.text.isEmpty, !passwordField.text.isEmpty else {
            problem = .missingCredentials
            return
        }
        problem = nil
        isSigningIn = true
        let message = AccountSignIn(username: usernameField.text, password: passwordField.text)
        Task { [weak self] in
            do {
                try await sender.send(message)
                self?.isSigningIn = false
            } catch let refused as SignInProblem {
                self?.problem = refused
            } catch {
                self?.problem = .serverDown
            }
        }
    }

    private func apply() {
        problemLabel.text = problem?.message
        problemLabel.isHidden = problem == nil
        usernameField.isEnabled = !isSigningIn
        passwordField.isEnabled = !isSigningIn
        signInButton.isEnabled = !isSigningIn
        if isSigningIn { activityIndicator.startAnimating() } else { activityIndicator.stopAnimating() }
        hintLabel.text = demoHint
        hintLabel.isHidden = demoHint == nil
    }
}
