import ArgumentParser
import Foundation
@testable import IvkoTerminal
import Testing

/// `ivko`'s options: what each one means, the defaults, and the combinations refused.
@Suite struct CommandTests {
    private let home = URL(fileURLWithPath: "/home/someone", isDirectory: true)

    @Test func noOptionsStartTheEmbeddedBackendWithTheDefaultCatalogInTheXDGDataFolder() throws {
        let command = try IvkoCommand.parse([])
        let settings = command.settings(environment: ["XDG_DATA_HOME": "/data/xdg"], home: home)
        #expect(settings.backend == .embedded(products: 2_000))
        #expect(settings.dataFolder.path == "/data/xdg/ivko")
        #expect(settings.signIn == nil)
        #expect(settings.link == nil)
        #expect(!settings.resetsData)
        #expect(settings.headless == nil)
        #expect(settings.effectiveLogFile.path == "/data/xdg/ivko/ivko.log", "logs go to the data folder, never the terminal")
        #expect(settings.credentialsFile.deletingLastPathComponent().path == "/data/xdg/ivko")
        #expect(settings.navigationFile.deletingLastPathComponent().path == "/data/xdg/ivko")
    }

    @Test func withoutXDGDataHomeTheDataLivesUnderTheHomeFolder() throws {
        let command = try IvkoCommand.parse([])
        #expect(command.settings(environment: [:], home: home).dataFolder.path == "/home/someone/.local/share/ivko")
        #expect(
            command.settings(environment: ["XDG_DATA_HOME": "relative/path"], home: home).dataFolder.path
                == "/home/someone/.local/share/ivko",
            "a relative XDG_DATA_HOME is ignored, as the XDG rule says"
        )
        #expect(command.settings(environment: ["XDG_DATA_HOME": ""], home: home).dataFolder.path == "/home/someone/.local/share/ivko")
    }

    @Test func everyOptionLandsInTheSettings() throws {
        let command = try IvkoCommand.parse([
            "--api", "http://127.0.0.1:8026/ivko/api/", "--data-dir", "/tmp/shop", "--user", "demo", "--password", "demo",
            "--open", "ivko://product/W26KD0112", "--reset", "--log-file", "/tmp/ivko.log", "--headless", "--width", "80",
            "--height", "24", "--wait-limit", "90", "--timings",
        ])
        let settings = command.settings(environment: ["XDG_DATA_HOME": "/data/xdg"], home: home)
        #expect(settings.backend == .remote(try #require(URL(string: "http://127.0.0.1:8026/ivko/api/"))))
        #expect(settings.dataFolder.path == "/tmp/shop")
        #expect(settings.signIn?.username == "demo")
        #expect(settings.signIn?.password == "demo")
        #expect(settings.link == URL(string: "ivko://product/W26KD0112"))
        #expect(settings.resetsData)
        #expect(settings.effectiveLogFile.path == "/tmp/ivko.log")
        #expect(settings.headless == ShopSettings.HeadlessScreen(width: 80, height: 24, waitLimit: .seconds(90)))
        #expect(settings.printsTimings)
    }

    /// `--pin` pins an https backend (and only one); `--reviews-user` answers the ratings' challenge
    /// with the password from the environment, never from an argument.
    @Test func aPinAndTheRatingsCredentialsLandInTheSettings() throws {
        let command = try IvkoCommand.parse([
            "--api", "https://127.0.0.1:8026/ivko/api/", "--pin", "sha256/AAAA", "--reviews-api", "http://127.0.0.1:8027/rr/v2/",
            "--reviews-user", "ivko",
        ])
        try command.validate(environment: [:])
        let settings = command.settings(environment: [IvkoCommand.reviewsPasswordVariable: "ratings"], home: home)
        #expect(settings.backendPin == "sha256/AAAA")
        #expect(settings.reviewsCredentials?.user == "ivko")
        #expect(settings.reviewsCredentials?.password == "ratings")
        #expect(throws: (any Error).self) {
            try IvkoCommand.parse(["--api", "http://127.0.0.1:8026/ivko/api/", "--pin", "sha256/AAAA"]).validate(environment: [:])
        }
        #expect(throws: (any Error).self) { try IvkoCommand.parse(["--pin", "sha256/AAAA"]).validate(environment: [:]) }
    }

    @Test func theHeadlessScreenIs100By30UnlessToldOtherwise() throws {
        let settings = try IvkoCommand.parse(["--headless", "--products", "40"]).settings(environment: [:], home: home)
        #expect(settings.headless == ShopSettings.HeadlessScreen(width: 100, height: 30))
        #expect(settings.headless?.waitLimit == .seconds(10))
        #expect(settings.backend == .embedded(products: 40))
    }

    @Test func theBrowserRunServesOnAnyFreePortUnlessToldOne() throws {
        #expect(try IvkoCommand.parse([]).settings(environment: [:], home: home).browserPort == nil)
        #expect(try IvkoCommand.parse(["--browser"]).settings(environment: [:], home: home).browserPort == 0)
        let settings = try IvkoCommand.parse(["--browser", "--port", "8090", "--products", "40"]).settings(environment: [:], home: home)
        #expect(settings.browserPort == 8090)
        #expect(settings.headless == nil)
        #expect(settings.backend == .embedded(products: 40))
    }

    @Test func thePasswordCanComeFromTheEnvironmentWhichPsDoesNotShow() throws {
        let command = try IvkoCommand.parse(["--user", "demo", "--password", "from-option"])
        #expect(command.settings(environment: ["IVKO_PASSWORD": "from-env"], home: home).signIn?.password == "from-option")
        // `--user` alone (the password not in the arguments, where `ps` shows it).
        var userOnly = command
        userOnly.password = nil
        try userOnly.validate(environment: ["IVKO_PASSWORD": "from-env"])
        #expect(userOnly.settings(environment: ["IVKO_PASSWORD": "from-env"], home: home).signIn?.password == "from-env")
        #expect(throws: ValidationError.self, "no password at all") { try userOnly.validate(environment: [:]) }
        #expect(throws: ValidationError.self, "an empty variable is no password") {
            try userOnly.validate(environment: ["IVKO_PASSWORD": ""])
        }
    }

    @Test(arguments: [
        ["--user", "demo"],
        ["--password", "demo"],
        ["--api", "not a url"],
        ["--open", "product/1"],
        ["--products", "-1"],
        ["--width", "3"],
        ["--width", "4000000000", "--height", "4000000000"],
        ["--wait-limit", "0"],
        ["--bogus"],
        ["--browser", "--headless"],
        ["--browser", "--port", "70000"],
    ])
    func badOptionsAreRefusedBeforeAnythingStarts(_ arguments: [String]) {
        #expect(throws: (any Error).self) { try IvkoCommand.parse(arguments) }
    }
}
