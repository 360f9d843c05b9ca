import ArgumentParser
import IvkoTerminal

/// `ivko`'s entry point: everything it does is `IvkoCommand`'s, in the IvkoTerminal library, where
/// the tests reach it.
@main
enum IvkoMain {
    static func main() async {
        await IvkoCommand.main()
    }
}
