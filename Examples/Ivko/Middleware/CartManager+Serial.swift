extension CartManager {
    /// Runs `body` after every change started before it has finished, so that a change, a sync and
    /// a restore after a new session never interleave at their suspension points.
    func serialized<Value>(_ body: () async throws(ShopError) -> Value) async throws(ShopError) -> Value {
        await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async {
        guard isBusy else {
            isBusy = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    private func release() {
        if waiters.isEmpty {
            isBusy = false
        } else {
            waiters.removeFirst().resume()
        }
    }
}
