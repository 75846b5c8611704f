// Placeholder until the module's first file lands; delete when adding one.
