/// Who the signed-in customer is.
public struct CustomerProfile: Hashable, Sendable, Codable {
    /// The shop's customer number, kept as sent (`0004711`).
    public var number: CustomerNumber
    /// The first name, in title case.
    public var firstName: String
    /// The last name, in title case.
    public var lastName: String
    /// The e-mail address, if known.
    public var email: String?
    /// The day the customer joined, if known.
    public var since: CalendarDay?

    /// Makes a profile.
    public init(
        number: CustomerNumber, firstName: String, lastName: String,
        email: String? = nil, since: CalendarDay? = nil
    ) {
        self.number = number
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.since = since
    }

    /// First and last name joined by a space, leaving out an empty part.
    public var fullName: String {
        [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
