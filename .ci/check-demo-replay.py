#!/usr/bin/env python3
"""paging-demo --record and --replay: a recorded session replays to the same states, a
changed feature (another page size) stops at its first disagreement with exit 1, and a
recording cut short, not a recording, or missing is one line on standard error and exit 2,
never a crash; and so is every one of 1,000 seeded mutations of a real recording (bytes
changed, cut or repeated, numbers at the limits, nesting 600 deep), unless it still reads,
when it replays (exit 0) or stops at its first disagreement (exit 1).

usage: check-demo-replay.py PATH-TO-paging-demo
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile

DEMO = sys.argv[1]


def run(*arguments):
    result = subprocess.run([DEMO, *arguments], capture_output=True, text=True, timeout=120)
    return result.returncode, result.stdout, result.stderr


EDGE_NUMBERS = ["9223372036854775807", "-9223372036854775808", "9223372036854775808", "1e19",
                "-1e300", "1e308", "-1", "0", "4294967296", "0.5"]


def mutate(text, rng):
    """One to three seeded changes to a recording, as Tests/DecoderFuzz's mutator makes."""
    data = bytearray(text.encode("utf-8"))
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(6)
        if kind == 0 and data:
            data[rng.randrange(len(data))] = rng.randrange(256)
        elif kind == 1 and data:
            start = rng.randrange(len(data))
            del data[start:start + rng.randint(1, 16)]
        elif kind == 2 and data:
            start = rng.randrange(len(data))
            data[start:start] = data[start:start + rng.randint(1, 16)]
        elif kind == 3:
            del data[rng.randint(0, len(data)):]
        elif kind == 4:
            numbers = [m.span() for m in re.finditer(rb"-?[0-9][0-9.eE+-]*", bytes(data))]
            if numbers:
                start, end = rng.choice(numbers)
                data[start:end] = rng.choice(EDGE_NUMBERS).encode()
        else:
            line_starts = [0] + [m.end() for m in re.finditer(rb"\n", bytes(data))]
            at = rng.choice(line_starts)
            data[at:at] = b"[" * rng.randint(1, 600)
    return bytes(data)


def states(output):
    """The state lines of a --json run, without the summary line."""
    return [json.loads(line) for line in output.splitlines()][:-1]


def main():
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        recording = os.path.join(folder, "session.jsonl")
        status, recorded, err = run("--json", "--failure-rate", "0.3", "--seed", "9", "--record", recording)
        if status != 0:
            failures.append(f"--record exited {status}: {err}")
        status, replayed, err = run("--json", "--replay", recording)
        if status != 0:
            failures.append(f"--replay of a fresh recording exited {status}: {err}")
        elif states(recorded) != states(replayed):
            failures.append("--replay did not show the states the session showed")
        else:
            print(f"paging-demo --replay: {len(states(replayed))} states, the same as the session's")

        status, _, err = run("--replay", recording, "--page-size", "7")
        if status != 1 or "disagrees with the recording at entries[" not in err:
            failures.append(f"--replay with another page size exited {status}, expected 1 and the step: {err}")

        lines = open(recording, encoding="utf-8").read().splitlines()
        broken = {
            "cut short": "\n".join(lines[:3]) + "\n" + lines[3][: len(lines[3]) // 2],
            "not a recording": '{"hello": "world"}\n',
            "empty": "",
        }
        for name, text in broken.items():
            path = os.path.join(folder, name.replace(" ", "-") + ".jsonl")
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
            status, out, err = run("--replay", path)
            if status != 2 or err.count("\n") != 1 or "Traceback" in err:
                failures.append(f"--replay of a file {name} exited {status} with {err!r}, expected 2 and one line")
        status, _, err = run("--replay", os.path.join(folder, "missing.jsonl"))
        if status != 2 or err.count("\n") != 1:
            failures.append(f"--replay of a missing file exited {status} with {err!r}, expected 2 and one line")

        rng = random.Random(36)
        text = open(recording, encoding="utf-8").read()
        outcomes = {0: 0, 1: 0, 2: 0}
        for number in range(1000):
            path = os.path.join(folder, f"mutated-{number}.jsonl")
            with open(path, "wb") as file:
                file.write(mutate(text, rng))
            result = subprocess.run([DEMO, "--replay", path], capture_output=True, timeout=120)
            err = result.stderr.decode("utf-8", "replace")
            turned_away_badly = result.returncode == 2 and err.count("\n") != 1
            stopped_badly = result.returncode == 1 and "disagrees with the recording at entries[" not in err
            if result.returncode not in outcomes or turned_away_badly or stopped_badly:
                failures.append(f"--replay of mutation {number} (seed 36) exited {result.returncode} with {err!r}")
            else:
                outcomes[result.returncode] += 1
        print(f"paging-demo --replay of 1000 mutated recordings: {outcomes[0]} replayed, "
              f"{outcomes[1]} stopped at a disagreement, {outcomes[2]} turned away with one line")

    if failures:
        for failure in failures:
            print("error: " + failure, file=sys.stderr)
        sys.exit(1)
    print("paging-demo --record/--replay: round trip, disagreement and broken files as expected")


main()
