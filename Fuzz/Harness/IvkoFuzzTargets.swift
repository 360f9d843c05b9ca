/// The fuzz harness of every reader of outside input: one entry point per reader, each taking raw
/// bytes, running the reader exactly as the app does, and returning how the input ended.
///
/// An entry point never throws or traps: a typed error of the reader is an outcome (`.rejected`);
/// an error of a type the reader does not promise, or a value that breaks a promise of the model (a
/// quantity outside 1…`ResponseConverter.maximumQuantity`, an amount that is not a number, a page longer
/// than its limit, a link that does not read back, a half-restored navigation, a rating outside 0…5) is `.broken`. The
/// `Fuzz/` package runs these under libFuzzer and traps on `.broken`, so libFuzzer reports a crash;
/// `IvkoFuzzCorpusTests` replays the corpus it kept, failing the one test a broken input is in.
public enum IvkoFuzzTargets {
    /// The names of the fuzz targets, as the `Fuzz/` package's executables (`fuzz-NAME`) and the
    /// corpus folders (`Fuzz/Corpus/NAME`) spell them.
    public static let names = ["response-converter", "response", "deep-link", "restored-navigation", "ratings-feed"]

    /// Runs `bytes` through the target named `name` (one of `names`); `nil` for an unknown name.
    @MainActor
    public static func run(_ name: String, _ bytes: [UInt8]) -> FuzzOutcome? {
        switch name {
        case "response-converter": responseConverter(bytes)
        case "response": response(bytes)
        case "deep-link": deepLink(bytes)
        case "restored-navigation": restoredNavigation(bytes)
        case "ratings-feed": ratingsFeed(bytes)
        default: nil
        }
    }
}
