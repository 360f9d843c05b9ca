// Placeholder until the module's tests are written; delete when adding real tests.
