#!/usr/bin/env python3
"""A WebSocket echo server for the web-socket case study's tests.

Usage: websocket-echo-server.py

Binds 127.0.0.1 on a free port, prints one line "listening on ws://127.0.0.1:PORT/echo",
and serves each connection on a thread of its own: it echoes every text frame, answers a
ping with a pong and a close with a close, and closes the connection itself when it is sent
the text "close". It exits when its standard input closes.
"""

import base64
import hashlib
import socket
import struct
import sys
import threading

ACCEPT_GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


def read_exactly(connection, count):
    data = b""
    while len(data) < count:
        chunk = connection.recv(count - len(data))
        if not chunk:
            raise ConnectionError("the client hung up")
        data += chunk
    return data


def send_frame(connection, opcode, payload):
    length = len(payload)
    if length < 126:
        header = struct.pack("!BB", 0x80 | opcode, length)
    elif length < 1 << 16:
        header = struct.pack("!BBH", 0x80 | opcode, 126, length)
    else:
        header = struct.pack("!BBQ", 0x80 | opcode, 127, length)
    connection.sendall(header + payload)


def handshake(connection):
    request = b""
    while b"\r\n\r\n" not in request:
        request += read_exactly(connection, 1)
    key = next(
        line.split(b":", 1)[1].strip()
        for line in request.split(b"\r\n")
        if line.lower().startswith(b"sec-websocket-key:")
    )
    accept = base64.b64encode(hashlib.sha1(key + ACCEPT_GUID).digest())
    connection.sendall(
        b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        b"Sec-WebSocket-Accept: " + accept + b"\r\n\r\n"
    )


def serve(connection):
    with connection:
        try:
            handshake(connection)
            while True:
                first, second = read_exactly(connection, 2)
                opcode, length = first & 0x0F, second & 0x7F
                if length == 126:
                    (length,) = struct.unpack("!H", read_exactly(connection, 2))
                elif length == 127:
                    (length,) = struct.unpack("!Q", read_exactly(connection, 8))
                mask = read_exactly(connection, 4) if second & 0x80 else b"\0\0\0\0"
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(read_exactly(connection, length)))
                if opcode == 0x1 and payload == b"close":
                    send_frame(connection, 0x8, struct.pack("!H", 1000))
                    return
                if opcode == 0x1:
                    send_frame(connection, 0x1, payload)
                elif opcode == 0x9:
                    send_frame(connection, 0xA, payload)
                elif opcode == 0x8:
                    send_frame(connection, 0x8, payload[:2])
                    return
        except (ConnectionError, OSError, StopIteration):
            return


def main():
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    print(f"listening on ws://127.0.0.1:{listener.getsockname()[1]}/echo", flush=True)

    def accept_forever():
        while True:
            connection, _ = listener.accept()
            threading.Thread(target=serve, args=(connection,), daemon=True).start()

    threading.Thread(target=accept_forever, daemon=True).start()
    sys.stdin.read()


if __name__ == "__main__":
    main()
