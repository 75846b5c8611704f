#!/usr/bin/env python3
"""Checks the thresholds in the JSON that `unidirectional-benchmarks --format json` prints.

Ratios (subject / baseline, measured in the same process) are checked on every run.
Absolute figures (nanoseconds on this machine class) are checked only when the JSON comes
from a full run, or when --absolute is given; in a --quick run they are printed with their
target and not checked. A check without a threshold is reported only.

Every ratio the performance contract names must be present, so a benchmark that silently
disappears fails the check too (--allow-missing turns that off, for filtered runs).

    unidirectional-benchmarks --quick --format json > results.json
    python3 Benchmarks/check-thresholds.py results.json

Given several result files (runs of the same binary), each check is judged on its best run:
it passes when any run meets its threshold. CI uses this to judge a ratio that sits close to
its threshold on its best of up to five quick runs, check by check.

Exit status: 0 when every checked threshold is met, 1 when one is missed or missing,
2 when the input cannot be read.
"""

import argparse
import json
import sys

# The benchmarks whose ratio thresholds are the performance contract (Docs/Benchmarks.md).
CONTRACT = [
    "store.send.sync",
    "effect.roundtrip",
    "paging.append",
    "paging.window",
    "paging.changes",
    "memory.items",
    "navigation.stack",
    "observation.rows",
    "identifiedarray.ends",
    "identifiedarray.remove",
    "identifiedarray.edit",
    "logchanges.rows",
    "effects.fanout",
    "stream.bulk",
    "teststore.step",
    "scope.deep",
    "scope.body",
    "explorer.paging",
    "recording.send",
    "inspect.page",
    "sharing.follow",
]


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "results", nargs="*", help="the JSON files, one per run; standard input if omitted"
    )
    parser.add_argument(
        "--absolute",
        action="store_true",
        help="check absolute targets even in a quick run",
    )
    parser.add_argument(
        "--allow-missing",
        action="store_true",
        help="do not fail when a contract benchmark is absent (a --filter run)",
    )
    return parser.parse_args()


def load(path):
    try:
        if path is None:
            return json.load(sys.stdin)
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, json.JSONDecodeError) as error:
        print(f"check-thresholds: cannot read the results: {error}", file=sys.stderr)
        sys.exit(2)


def verdicts(document, check_absolute):
    """Yields (benchmark, check, outcome): outcome is "pass", "MISS", "reported" or "target"."""
    for benchmark in document["benchmarks"]:
        for check in benchmark["checks"]:
            threshold = check.get("threshold")
            if threshold is None:
                outcome = "reported"
            elif check["kind"] == "absolute" and not check_absolute:
                outcome = "target"
            else:
                outcome = "pass" if check["value"] <= threshold else "MISS"
            yield benchmark["name"], check, outcome


def describe(check):
    unit = check["unit"]
    value = f"{check['value']:.2f}{unit}" if unit == "x" else f"{check['value']:.1f} {unit}"
    threshold = check.get("threshold")
    if threshold is None:
        return value
    limit = f"{threshold:.2f}{unit}" if unit == "x" else f"{threshold:.1f} {unit}"
    return f"{value} (at most {limit})"


def best_verdicts(documents, check_absolute):
    """Yields (benchmark, check, outcome) once per check, from the run where it did best."""
    best = {}
    for document in documents:
        for name, check, outcome in verdicts(document, check_absolute):
            key = (name, check["name"])
            kept = best.get(key)
            if kept is None or (kept[2] == "MISS" and outcome != "MISS") or (
                outcome == kept[2] and check["value"] < kept[1]["value"]
            ):
                best[key] = (name, check, outcome)
    yield from best.values()


def main():
    arguments = parse_arguments()
    documents = [load(path) for path in arguments.results] or [load(None)]
    for document in documents:
        if document.get("schema") != 1 or "benchmarks" not in document:
            print("check-thresholds: not a unidirectional-benchmarks JSON document", file=sys.stderr)
            return 2
    full = all(document.get("mode") == "full" for document in documents)
    check_absolute = full or arguments.absolute
    modes = sorted({str(document.get("mode")) for document in documents})
    print(
        f"mode: {', '.join(modes)}; {len(documents)} run(s), each check judged on its best; "
        f"absolute targets {'checked' if check_absolute else 'reported'}"
    )

    failures = []
    for name, check, outcome in best_verdicts(documents, check_absolute):
        print(f"  {outcome:8} {name:18} {check['name']}: {describe(check)}")
        if outcome == "MISS":
            failures.append(f"{name}: {check['name']} is {describe(check)}")

    present = {benchmark["name"] for document in documents for benchmark in document["benchmarks"]}
    if not arguments.allow_missing:
        for name in CONTRACT:
            if name not in present:
                failures.append(f"{name}: missing from the results")

    if failures:
        print("\nthresholds missed:", file=sys.stderr)
        for failure in failures:
            print(f"  {failure}", file=sys.stderr)
        return 1
    print("every checked threshold is met")
    return 0


if __name__ == "__main__":
    sys.exit(main())
