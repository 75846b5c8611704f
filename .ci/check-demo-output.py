#!/usr/bin/env python3
"""Checks paging-demo as a program reading its output, or a user killing it, sees it:
--json is streamed one state at a time into a pipe, and an interactive session ended by
SIGTERM or SIGHUP gives the terminal back. Usage: check-demo-output.py PATH-TO-paging-demo"""
import os, pty, select, signal, subprocess, sys, time
binary = sys.argv[1]

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
