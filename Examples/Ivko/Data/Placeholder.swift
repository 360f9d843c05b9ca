// Placeholder until the module is written; delete when adding real sources.
