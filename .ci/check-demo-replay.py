#!/usr/bin/env python3
"""paging-demo --record and --replay: a recorded session replays to the same states, a
changed feature (another page size) stops at its first disagreement with exit 1, and a
recording cut short, not a recording, or missing is one line on standard error and exit 2,
never a crash.

usage: check-demo-replay.py PATH-TO-paging-demo
"""
import json
import os
import subprocess
import sys
import tempfile

DEMO = sys.argv[1]


def run(*arguments):
    result = subprocess.run([DEMO, *arguments], capture_output=True, text=True, timeout=120)
    return result.returncode, result.stdout, result.stderr


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

    if failures:
        for failure in failures:
            print("error: " + failure, file=sys.stderr)
        sys.exit(1)
    print("paging-demo --record/--replay: round trip, disagreement and broken files as expected")


main()
