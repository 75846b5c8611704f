#!/usr/bin/env python3
"""Checks paging-demo as a program reading its output, or a user killing it, sees it:
--json is streamed one state at a time into a pipe, the walk opened in the middle shows the
top (spinner row, error row, start of list) and the edits, a bad --start-at is one line and
exit 2, and an interactive session ended by SIGTERM or SIGHUP gives the terminal back.
Usage: check-demo-output.py PATH-TO-paging-demo"""
import json, os, pty, select, signal, subprocess, sys, time
binary = sys.argv[1]

# --json opened in the middle: the top loads, fails once and reaches the start; a post is
# liked (pending, then settled) and one deleted; the walk still visits all nine states.
run = subprocess.run([binary, "--json", "--start-at", "21"], capture_output=True, text=True, timeout=60)
lines = [json.loads(line) for line in run.stdout.splitlines()]
states = lines[:-1]
assert run.returncode == 0 and lines[-1].get("allNineVisited") is True, lines[-1:]
tops = {line["previousPage"] for line in states}
assert {"available", "loading", "failed", "start"} <= tops, tops
assert any(line["action"] == "reachTop" for line in states), "no reachTop step"
assert any(line["topError"] for line in states), "the top's error row never showed"
assert states[-1]["reachedStart"] and states[-1]["reachedEnd"], states[-1]
assert any(line["pendingEdits"] == 1 and line["liked"] for line in states), "no pending like"
assert any(line["action"] == "editSettled" for line in states), "the like was never settled"
assert lines[-1]["itemsShown"] == lines[-1]["itemsInFeed"] - 1, "the deleted post is shown"
print(f"paging-demo --json --start-at 21: {len(states)} states, both ends and the edits")

run = subprocess.run([binary, "--start-at", "0"], capture_output=True, text=True, timeout=60)
assert run.returncode == 2 and len(run.stderr.splitlines()) == 1 and "--start-at" in run.stderr, run
print(f"paging-demo --start-at 0: exit 2, {run.stderr.strip()}")

# --json into a pipe: the first state arrives while the demo still runs.
proc = subprocess.Popen([binary, "--json", "--realtime"], stdout=subprocess.PIPE)
first = proc.stdout.readline()
assert first.startswith(b"{"), first
assert proc.poll() is None, "the demo ended before its first line arrived: output is not streamed"
proc.kill(); proc.wait()
print("paging-demo --json: the first state arrives while the demo runs")

# --interactive ended by SIGTERM / SIGHUP: the terminal leaves the alternate screen.
def read_until(fd, marker, seconds):
    data, deadline = b"", time.monotonic() + seconds
    while marker not in data and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            data += chunk
    return data

for number in (signal.SIGTERM, signal.SIGHUP):
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(binary, [binary, "--interactive"])
    entered = read_until(fd, b"\x1b[?1049h", 30)
    assert b"\x1b[?1049h" in entered, "the interactive session never took over the terminal"
    os.kill(pid, number)
    rest = read_until(fd, b"\x1b[?1049l", 30)
    _, status = os.waitpid(pid, 0)
    assert b"\x1b[?1049l" in rest, f"{signal.Signals(number).name} left the terminal on the alternate screen"
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 128 + number, status
    print(f"paging-demo --interactive: {signal.Signals(number).name} restores the terminal")
