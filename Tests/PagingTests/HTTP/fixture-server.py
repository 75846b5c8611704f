#!/usr/bin/env python3
"""Small HTTP fixture server for the paging tests and the README demo.

Usage: fixture-server.py [--port N] [--exit-on-stdin-eof] [--total N]

Binds 127.0.0.1 only (port 0 = any free port), prints one line
"listening on http://127.0.0.1:PORT" and is quiet afterwards. Every response
carries Content-Length and "Connection: close"; JSON uses
"application/json; charset=utf-8". Post n (1...total) is
{"id": n, "title": "Post n", "body": "Body of post n"}.

Every GET accepts, before answering:
  delay=SECONDS   wait that long
  hold=NAME       records "holding:NAME", waits for POST /release/NAME (max 30 s)
  (hold is handled first, then delay). If the client hangs up while waiting,
  records "disconnected:NAME" ("disconnected:delay") and never answers.
Every request records "request:<path>" and bumps a per-path counter.

Endpoints:
  GET  /posts                 feed page {"items", "nextCursor", "total"};
                              limit (default 10, clamped 1...100); start from
                              header X-Cursor, then query cursor, offset, page
                              (1-based); cursor is "c<offset>"; bad -> 400.
                              X-Cursor requests also get X-Next-Cursor.
  GET  /stuck                 like /posts, but nextCursor repeats the cursor
                              asked with ("c0" without one)
  GET  /posts/<n>             one post, 404 {"error": "no such post"}
  GET  /status/<code>         that status, {"error": "status <code>", "echo"};
                              retry_after=V -> header Retry-After: V
  GET  /malformed             200, truncated JSON
  GET  /cut-short             200, a Content-Length of a whole feed page, but the
                              connection closes halfway through the body
  GET  /wrong-shape           200, valid JSON with wrong field types
  GET  /wrong-content-type    200, first feed page served as text/plain
  GET  /empty                 200, JSON content type, empty body
  GET  /html-error            502 HTML page ("Bad Gateway", shows echo)
  GET  /html-ok               200 HTML page ("Sign in", shows echo)
  GET  /flaky?key=K&fail_times=N
                              first N requests for K -> 503 {"error": "try later"},
                              then like /posts
  GET  /count?path=P          {"count": requests seen for path P}
  POST /release/<NAME>        release hold NAME, now and for later holds
  GET  /events/wait?name=E&timeout=S
                              200 {"event": E} once E was ever recorded,
                              504 {"error": "timeout"} after S (default 5) s
  anything else               404 {"error": "not found"}
"""

import argparse
import html
import json
import math
import os
import re
import select
import signal
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlsplit

JSON_TYPE = "application/json; charset=utf-8"
HTML_TYPE = "text/html; charset=utf-8"
HOLD_TIMEOUT = 30.0
POLL_INTERVAL = 0.02
NO_BODY_STATUSES = (204, 304)


class BadRequest(Exception):
    """Answered as 400 {"error": message}."""


class State:
    """Everything shared between request threads, behind one Condition."""

    def __init__(self, total):
        self.total = total
        self.cond = threading.Condition()
        self.events = set()
        self.counts = {}
        self.flaky = {}
        self.released = set()

    def record(self, event):
        with self.cond:
            self.events.add(event)
            self.cond.notify_all()

    def count_request(self, path):
        with self.cond:
            self.counts[path] = self.counts.get(path, 0) + 1
            self.events.add("request:" + path)
            self.cond.notify_all()

    def count(self, path):
        with self.cond:
            return self.counts.get(path, 0)

    def bump_flaky(self, key):
        with self.cond:
            self.flaky[key] = self.flaky.get(key, 0) + 1
            return self.flaky[key]

    def release(self, name):
        with self.cond:
            self.released.add(name)
            self.cond.notify_all()


def post(n):
    return {"id": n, "title": f"Post {n}", "body": f"Body of post {n}"}


def html_page(title, heading, echo):
    return (f"<html><head><title>{title}</title></head><body><h1>{heading}</h1>"
            f"<p>echo: {html.escape(echo or '')}</p></body></html>")


def parse_uint(text, error="bad cursor"):
    if not re.fullmatch(r"[0-9]+", text):
        raise BadRequest(error)
    return int(text)


def parse_cursor(text):
    match = re.fullmatch(r"c([0-9]+)", text)
    if not match:
        raise BadRequest("bad cursor")
    return int(match.group(1))


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "FixtureServer/1"

    def log_message(self, format, *args):
        pass

    @property
    def state(self):
        return self.server.state

    def param(self, name, default=None):
        values = self.query.get(name)
        return values[0] if values else default

    # -- responses -----------------------------------------------------------

    def send(self, status, body=b"", content_type=JSON_TYPE, headers=()):
        if not isinstance(body, bytes):
            body = json.dumps(body).encode("utf-8")
        if status in NO_BODY_STATUSES:
            body, content_type = b"", None
        self.send_response(status)
        if content_type:
            self.send_header("Content-Type", content_type)
        if status not in NO_BODY_STATUSES:
            self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body)
        self.close_connection = True

    # -- request plumbing ----------------------------------------------------

    def begin(self):
        url = urlsplit(self.path)
        self.query = parse_qs(url.query, keep_blank_values=True)
        self.state.count_request(url.path)
        self.close_connection = True
        return url.path

    def do_GET(self):
        path = self.begin()
        try:
            if not self.wait_as_requested():
                return
            self.route(path)
        except BadRequest as error:
            self.send(400, {"error": str(error)})

    def do_POST(self):
        path = self.begin()
        length = self.headers.get("Content-Length")
        if length and length.isdigit():
            self.rfile.read(int(length))
        if path.startswith("/release/") and len(path) > len("/release/"):
            name = unquote(path[len("/release/"):])
            self.state.release(name)
            self.send(200, {"released": name})
        else:
            self.send(404, {"error": "not found"})

    def wait_as_requested(self):
        """Handle hold= and delay=; False if the client hung up meanwhile."""
        hold, delay = self.param("hold"), self.param("delay")
        if hold == "":
            raise BadRequest("bad hold")
        seconds = 0.0
        if delay is not None:
            try:
                seconds = float(delay)
            except ValueError:
                raise BadRequest("bad delay") from None
            if not math.isfinite(seconds) or seconds < 0:
                raise BadRequest("bad delay")
        if hold is not None:
            self.state.record("holding:" + hold)
            released = self.state.released
            if not self.wait(lambda: hold in released, HOLD_TIMEOUT, hold):
                return False
        if delay is not None:
            return self.wait(lambda: False, seconds, "delay")
        return True

    def wait(self, done, seconds, label):
        deadline = time.monotonic() + seconds
        while True:
            remaining = max(0.0, deadline - time.monotonic())
            with self.state.cond:
                if self.state.cond.wait_for(done, min(POLL_INTERVAL, remaining)):
                    return True
            if self.client_gone():
                self.state.record("disconnected:" + label)
                return False
            if time.monotonic() >= deadline:
                return True

    def client_gone(self):
        try:
            readable, _, _ = select.select([self.connection], [], [], 0)
            return bool(readable) and self.connection.recv(1, socket.MSG_PEEK) == b""
        except (OSError, ValueError):
            return True

    # -- endpoints -----------------------------------------------------------

    def route(self, path):
        simple = {
            "/posts": lambda: self.feed(),
            "/stuck": lambda: self.feed(stuck=True),
            "/malformed": lambda: self.send(200, b'{"items": [{"id": 1, "title": '),
            "/cut-short": self.cut_short,
            "/wrong-shape": lambda: self.send(
                200, {"items": [{"id": "one", "title": 5}], "nextCursor": None}),
            "/wrong-content-type": lambda: self.feed(content_type="text/plain; charset=utf-8"),
            "/empty": lambda: self.send(200),
            "/html-error": lambda: self.send(
                502, html_page("502 Bad Gateway", "Bad Gateway", self.param("echo")).encode(),
                HTML_TYPE),
            "/html-ok": lambda: self.send(
                200, html_page("Sign in", "Sign in", self.param("echo")).encode(), HTML_TYPE),
            "/flaky": self.flaky,
            "/count": self.count,
            "/events/wait": self.wait_for_event,
        }
        if path in simple:
            simple[path]()
        elif path.startswith("/posts/"):
            number = path[len("/posts/"):]
            if number.isdigit() and 1 <= int(number) <= self.state.total:
                self.send(200, post(int(number)))
            else:
                self.send(404, {"error": "no such post"})
        elif path.startswith("/status/"):
            self.status(path[len("/status/"):])
        else:
            self.send(404, {"error": "not found"})

    def page_start(self, limit):
        """(offset, cursor asked with or None, whether X-Cursor was used)."""
        header = self.headers.get("X-Cursor")
        if header is not None:
            return parse_cursor(header), header, True
        cursor = self.param("cursor")
        if cursor is not None:
            return parse_cursor(cursor), cursor, False
        offset = self.param("offset")
        if offset is not None:
            return parse_uint(offset), None, False
        page = self.param("page")
        if page is not None:
            number = parse_uint(page)
            if number < 1:
                raise BadRequest("bad cursor")
            return (number - 1) * limit, None, False
        return 0, None, False

    def feed(self, stuck=False, content_type=JSON_TYPE):
        limit = self.param("limit", "10")
        if not re.fullmatch(r"-?[0-9]+", limit):
            raise BadRequest("bad limit")
        limit = min(max(int(limit), 1), 100)
        offset, cursor, via_header = self.page_start(limit)
        total = self.state.total
        items = [post(n) for n in range(offset + 1, min(offset + limit, total) + 1)]
        if stuck:
            next_cursor = cursor if cursor is not None else f"c{offset}"
        else:
            next_cursor = f"c{offset + limit}" if offset + limit < total else None
        headers = [("X-Next-Cursor", next_cursor)] if via_header and next_cursor else []
        body = {"items": items, "nextCursor": next_cursor, "total": total}
        self.send(200, body, content_type, headers)

    def cut_short(self):
        body = json.dumps({"items": [post(n) for n in range(1, 11)], "nextCursor": "c10"}).encode()
        self.send_response(200)
        self.send_header("Content-Type", JSON_TYPE)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body[: len(body) // 2])
        self.wfile.flush()
        self.close_connection = True

    def status(self, code):
        if not code.isdigit() or not 200 <= int(code) <= 599:
            raise BadRequest("bad status")
        headers = []
        retry_after = self.param("retry_after")
        if retry_after is not None:
            headers.append(("Retry-After", re.sub(r"[\r\n]", "", retry_after)))
        self.send(int(code), {"error": f"status {code}", "echo": self.param("echo")},
                  headers=headers)

    def flaky(self):
        key = self.param("key")
        if not key:
            raise BadRequest("missing key")
        fail_times = parse_uint(self.param("fail_times", "0"), "bad fail_times")
        if self.state.bump_flaky(key) <= fail_times:
            self.send(503, {"error": "try later"})
        else:
            self.feed()

    def count(self):
        path = self.param("path")
        if path is None:
            raise BadRequest("missing path")
        self.send(200, {"count": self.state.count(path)})

    def wait_for_event(self):
        name = self.param("name")
        if name is None:
            raise BadRequest("missing name")
        try:
            timeout = float(self.param("timeout", "5"))
        except ValueError:
            raise BadRequest("bad timeout") from None
        if not math.isfinite(timeout) or timeout < 0:
            raise BadRequest("bad timeout")
        with self.state.cond:
            found = self.state.cond.wait_for(lambda: name in self.state.events, timeout)
        if found:
            self.send(200, {"event": name})
        else:
            self.send(504, {"error": "timeout"})


class FixtureServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 64

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def exit_now(*_):
    sys.stdout.flush()
    os._exit(0)


def exit_on_stdin_eof():
    try:
        while os.read(sys.stdin.fileno(), 65536):
            pass
    except OSError:
        pass
    exit_now()


def main():
    parser = argparse.ArgumentParser(description="HTTP fixture server (127.0.0.1 only).")
    parser.add_argument("--port", type=int, default=0, help="port to bind, 0 = any free port")
    parser.add_argument("--exit-on-stdin-eof", action="store_true",
                        help="exit as soon as stdin reaches end of file")
    parser.add_argument("--total", type=int, default=45, help="number of posts in the feed")
    args = parser.parse_args()
    if args.total < 0:
        parser.error("--total must be >= 0")

    signal.signal(signal.SIGTERM, exit_now)
    signal.signal(signal.SIGINT, exit_now)
    server = FixtureServer(("127.0.0.1", args.port), Handler)
    server.state = State(args.total)
    print(f"listening on http://127.0.0.1:{server.server_address[1]}", flush=True)
    if args.exit_on_stdin_eof:
        threading.Thread(target=exit_on_stdin_eof, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
