/// The per-run secret of the browser server: 256 random bits from the system's generator, written
/// as 64 hexadecimal digits. The address printed at start carries it once (`?key=`); the browser
/// keeps it in an HttpOnly cookie from then on. Never logged, never shown but in that address.
struct SessionSecret: Sendable, Equatable {
    /// The secret's text (64 hexadecimal digits).
    let text: String

    /// A new random secret.
    init() {
        var generator = SystemRandomNumberGenerator()
        var digits = ""
        for _ in 0..<4 {
            let word = generator.next() as UInt64
            let hex = String(word, radix: 16)
            digits += String(repeating: "0", count: 16 - hex.count) + hex
        }
        text = digits
    }

    /// A secret with a known text (the tests' fixed one).
    init(text: String) {
        self.text = text
    }

    /// Whether `candidate` is the secret, compared in time that depends on its length only.
    func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let left = Array(text.utf8)
        let right = Array(candidate.utf8)
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(left, right) { difference |= a ^ b }
        return difference == 0
    }

    /// Equal secrets have equal text (compared in constant time).
    static func == (lhs: SessionSecret, rhs: SessionSecret) -> Bool {
        lhs.matches(rhs.text)
    }
}
