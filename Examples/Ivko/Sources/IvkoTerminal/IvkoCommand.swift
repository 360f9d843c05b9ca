public import ArgumentParser
public import Foundation
import IvkoBackend

/// `ivko`: the Ivko shop in a terminal. With no options it starts the backend fixture on 127.0.0.1
/// and opens the shop signed out (the sign-in screen names the demo account); `--headless` reads one
/// input per line from standard input and prints every screen as plain text instead; `--browser`
/// serves it to browsers on 127.0.0.1, every tab a window of the shop.
public struct IvkoCommand: AsyncParsableCommand {
    /// The command's name, summary and the headless inputs.
    public static let configuration = CommandConfiguration(
        commandName: "ivko",
        abstract: "The Ivko shop in a terminal (or a browser), on its own backend fixture unless --api names another backend.",
        discussion: """
            Keys: arrows move, enter taps, esc goes back, tab switches tabs, / searches, i shows the inspector, \
            w opens a second window, ? lists every key, q quits.
            Headless inputs, one per line: up, down, left, right, enter, esc, tab, backspace, a single character, \
            type:TEXT, wait (until nothing loads or is in flight, at most 10 s).
            --browser: open the address it prints (127.0.0.1, with the run's secret); every browser tab is a window \
            of the shop, the address bar its page; Ctrl-C stops it.
            """
    )

    @Option(help: "Base URL of a running Ivko backend (e.g. http://127.0.0.1:8026/ivko/api/); no embedded backend then.")
    var api: String?

    @Option(
        help:
            "Base URL of a running ratings service (e.g. http://127.0.0.1:8027/rr/v2/); by default the embedded backend's, none with --api."
    )
    var reviewsApi: String?

    @Option(help: "Pin the backend's certificate (an https --api): sha256/BASE64 of its public key, as ivko-backend --tls prints it.")
    var pin: String?

    @Option(help: "The user name that answers the ratings service's Basic challenge (its password in IVKO_REVIEWS_PASSWORD).")
    var reviewsUser: String?

    @Option(help: "Folder of the local data (default: $XDG_DATA_HOME/ivko, else ~/.local/share/ivko).")
    var dataDir: String?

    @Option(help: "Sign in as this customer at start, without the form (with --password or IVKO_PASSWORD).")
    var user: String?

    @Option(help: "The password of --user. Other users see it in `ps`; IVKO_PASSWORD in the environment they do not.")
    var password: String?

    @Option(help: "A deep link opened at start: ivko://product/STYLE, ivko://category/NAME, ivko://cart, ivko://orders, …")
    var open: String?

    @Flag(help: "Delete the local data (catalog, databases, kept sign-in, navigation) before starting.")
    var reset = false

    @Option(help: "Number of products in the embedded backend's catalog.")
    var products = IvkoCatalog.defaultProductCount

    @Option(help: "Write the logs to this file (default: ivko.log in the data folder). Logs never go to the terminal.")
    var logFile: String?

    @Flag(help: "No terminal: read inputs from standard input, one per line, and print each screen as plain text.")
    var headless = false

    @Flag(help: "No terminal: serve the shop to browsers on 127.0.0.1 and print the address to open (with its secret).")
    var browser = false

    @Option(help: "The port of --browser on 127.0.0.1 (0: any free port).")
    var port = 0

    @Option(help: "Columns of the headless screen.")
    var width = 100

    @Option(help: "Rows of the headless screen.")
    var height = 30

    @Option(help: "Seconds a headless `wait` waits at most for the shop to be idle (slow machines, sanitizers).")
    var waitLimit = Int(ShopSettings.HeadlessScreen.defaultWaitLimit.components.seconds)

    @Flag(help: "Print the start-up times (first frame, filled Home) to standard error.")
    var timings = false

    /// The environment variable holding the password of `--user`: a process's environment is the
    /// owner's to read, its arguments everybody's (`ps`).
    public static let passwordVariable = "IVKO_PASSWORD"

    /// The environment variable holding the password of `--reviews-user`.
    public static let reviewsPasswordVariable = "IVKO_REVIEWS_PASSWORD"

    /// An empty command; ArgumentParser fills it in.
    public init() {}

    /// Refuses options that cannot work together before anything starts.
    public func validate() throws {
        try validate(environment: ProcessInfo.processInfo.environment)
    }

    /// `validate()` with the environment that may hold the password.
    public func validate(environment: [String: String]) throws {
        if user == nil, password != nil { throw ValidationError("--password goes with --user") }
        if user != nil, signInPassword(environment: environment) == nil {
            throw ValidationError("--user needs --password, or the password in \(Self.passwordVariable)")
        }
        if let api, URL(string: api)?.host == nil { throw ValidationError("--api must be a URL such as http://127.0.0.1:8026/ivko/api/") }
        if let reviewsApi, URL(string: reviewsApi)?.host == nil {
            throw ValidationError("--reviews-api must be a URL such as http://127.0.0.1:8027/rr/v2/")
        }
        if pin != nil, api.flatMap(URL.init(string:))?.scheme?.lowercased() != "https" {
            throw ValidationError("--pin pins the backend of an https --api, such as https://127.0.0.1:8026/ivko/api/")
        }
        if let open, URL(string: open)?.scheme == nil { throw ValidationError("--open must be a link such as ivko://product/STYLE") }
        guard (0...IvkoCatalog.maximumProductCount).contains(products) else {
            throw ValidationError("--products must be 0 ... \(IvkoCatalog.maximumProductCount)")
        }
        guard (20...1_000).contains(width), (5...1_000).contains(height) else {
            throw ValidationError("--width must be 20 ... 1000 and --height 5 ... 1000")
        }
        if browser, headless { throw ValidationError("--browser and --headless are two ways to run: pick one") }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 ... 65535") }
        guard (1...3_600).contains(waitLimit) else { throw ValidationError("--wait-limit must be 1 ... 3600 seconds") }
    }

    /// The settings these options describe, the defaults read from `environment` and `home`.
    public func settings(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        home: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> ShopSettings {
        let folder =
            dataDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? ShopSettings.defaultDataFolder(environment: environment, home: home)
        let backend: ShopSettings.Backend = api.flatMap(URL.init(string:)).map { .remote($0) } ?? .embedded(products: products)
        let signIn = user.flatMap { user in signInPassword(environment: environment).map { (username: user, password: $0) } }
        return ShopSettings(
            backend: backend, dataFolder: folder.standardizedFileURL, signIn: signIn, link: open.flatMap(URL.init(string:)),
            resetsData: reset, logFile: logFile.map { URL(fileURLWithPath: $0) },
            headless: headless ? ShopSettings.HeadlessScreen(width: width, height: height, waitLimit: .seconds(waitLimit)) : nil,
            printsTimings: timings, reviewsAPI: reviewsApi.flatMap(URL.init(string:)), browserPort: browser ? port : nil,
            backendPin: pin,
            reviewsCredentials: reviewsUser.map { (user: $0, password: environment[Self.reviewsPasswordVariable] ?? "") }
        )
    }

    /// `--password`, else a non-empty `IVKO_PASSWORD`.
    private func signInPassword(environment: [String: String]) -> String? {
        password ?? environment[Self.passwordVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Runs the shop; exits non-zero with a message on standard error when it fails.
    public func run() async throws {
        let status = await ShopProgram(settings: settings()).run()
        if status != 0 { throw ExitCode(status) }
    }
}
