#!/usr/bin/env python3
"""paging-demo --url against the fixture server: pages to the end, and every bad answer
is one clear line on standard error and a non-zero exit, never a crash.

usage: check-demo-url.py PATH-TO-paging-demo
"""
import json
import os
import socket
import subprocess
import sys

DEMO = sys.argv[1]
SERVER = os.path.join(os.path.dirname(__file__), "..", "Tests", "PagingTests", "HTTP", "fixture-server.py")


def run(*arguments):
    result = subprocess.run([DEMO, *arguments], capture_output=True, text=True, timeout=60)
    return result.returncode, result.stdout, result.stderr


def closed_port():
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    return port


def main():
    server = subprocess.Popen(
        [sys.executable, SERVER, "--port", "0", "--exit-on-stdin-eof"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    try:
        base = server.stdout.readline().split()[-1]
        failures = []

        status, out, err = run("--url", base + "/posts")
        if status != 0 or "listed 45 posts" not in out:
            failures.append(f"/posts: exit {status}, stderr {err!r}")

        status, out, err = run("--url", base + "/posts", "--json")
        lines = [json.loads(line) for line in out.splitlines()]
        if status != 0 or lines[-1].get("itemsShown") != 45 or lines[-1].get("summary") is not True:
            failures.append(f"/posts --json: exit {status}, last line {lines[-1] if lines else None}")

        bad = {
            base + "/malformed": "AppError.decoding",
            base + "/wrong-shape": "AppError.decoding",
            base + "/status/404": "AppError.notFound",
            base + "/status/500": "AppError.invalidResponse",
            base + "/html-error": "AppError.invalidResponse",
            base + "/empty": "AppError.noData",
            f"http://127.0.0.1:{closed_port()}/posts": "AppError.network",
        }
        for url, expected in bad.items():
            status, _, err = run("--url", url)
            if status != 1 or len(err.splitlines()) != 1 or expected not in err or "paging-demo: " not in err:
                failures.append(f"{url}: exit {status}, stderr {err!r}, expected one line with {expected}")
            else:
                print(f"  {err.strip()}")

        status, _, err = run("--url", "ftp://127.0.0.1/posts")
        if status != 2 or len(err.splitlines()) != 1:
            failures.append(f"a bad URL: exit {status}, stderr {err!r}")

        if failures:
            print("paging-demo --url failed:\n  " + "\n  ".join(failures), file=sys.stderr)
            sys.exit(1)
        print("paging-demo --url: pages to the end; every bad answer is one line and exit 1")
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
