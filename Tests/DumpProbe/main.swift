import Unidirectional

// Prints the dump of a fixed value and nothing else. `CrossProcessDumpTests` runs this probe
// twice, so the two dumps are made under two different random hash seeds, and compares them.
print(structuralDump(Catalog.sample))
