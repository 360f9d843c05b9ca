/// Sums of counts that stop at the bounds of `Int` instead of trapping: the model's totals
/// (pieces in a cart, pieces in stock) are made of quantities that arrive from outside.
enum SaturatingSum {
    /// The sum of `values`; `Int.max` (or `Int.min`) once a partial sum passes that bound.
    static func of<Values: Sequence<Int>>(_ values: Values) -> Int {
        var sum = 0
        for value in values {
            let (added, overflow) = sum.addingReportingOverflow(value)
            if overflow { return value > 0 ? .max : .min }
            sum = added
        }
        return sum
    }
}
