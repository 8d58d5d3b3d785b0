#!/usr/bin/env python3
"""Send one raw HTTP request to 127.0.0.1:PORT and record the answer.

usage: httpreq.py PORT REQUEST-FILE OUT-PREFIX

Writes OUT.resp (the answer with the values of the headers that change
from run to run -- Date, Last-Modified, Expires, ETag -- replaced by "X"),
OUT.status ("answered STATUS-LINE..." or "no answer"), OUT.leak (the
number of 8-byte words in the answer that look like user-space pointers,
0x55....-0x7fff...: bytes of process memory a correct server never sends;
the page and headers are text and contain none).
"""
import re, socket, sys, time

port, reqfile, out = int(sys.argv[1]), sys.argv[2], sys.argv[3]
req = open(reqfile, "rb").read()
data = b""
try:
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    s.sendall(req)
    s.shutdown(socket.SHUT_WR) if b"Connection: close" in req[:2048] else None
    while True:
        d = s.recv(65536)
        if not d:
            break
        data += d
except (socket.timeout, ConnectionResetError, BrokenPipeError, ConnectionRefusedError):
    pass
norm = re.sub(rb"(?m)^(Date|Last-Modified|Expires|ETag): [^\r\n]*",
              rb"\1: X", data)
open(out + ".resp", "wb").write(norm)
if data:
    line = data.split(b"\r\n", 1)[0]
    if len(line) > 60:
        line = line[:40] + b"...(%d bytes)" % len(line)
    status = "answered " + line.decode("latin-1")
else:
    status = "no answer"
open(out + ".status", "w").write(status + "\n")
leak = 0
for i in range(0, len(data) - 7, 8):
    w = int.from_bytes(data[i:i + 8], "little")
    if 0x550000000000 <= w <= 0x7fffffffffff:
        leak += 1
open(out + ".leak", "w").write("%d\n" % leak)
