#!/usr/bin/env python3
"""tests/godot/check-png.py PNG WIDTH HEIGHT -- a screenshot is a sane
image: a PNG of that size whose pixels are not one flat colour, with at
least MIN_COLOURS distinct colours and no more than MAX_SHARE of the pixels
in its most common colour (a blank or half-drawn window fails)."""
import struct
import sys
import zlib
from collections import Counter

MIN_COLOURS = 200
MAX_SHARE = 0.95


def pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"check-png: {path} is not a PNG")
    pos, idat, head = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            head = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    w, h, depth, colour = head[:4]
    if depth != 8 or colour not in (2, 6):
        sys.exit(f"check-png: {path}: expected 8-bit RGB or RGBA, got depth {depth} colour type {colour}")
    bpp = 3 if colour == 2 else 4
    raw, stride, rows, prev = zlib.decompress(idat), w * bpp, [], bytearray(w * bpp)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, Counter(r[i:i + 3] for r in rows for i in range(0, stride, bpp))


def main():
    path, want_w, want_h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    w, h, colours = pixels(path)
    share = colours.most_common(1)[0][1] / (w * h)
    print(f"check-png: {path}: {w}x{h}, {len(colours)} colours, most common {share:.0%}")
    ok = (w, h) == (want_w, want_h) and len(colours) >= MIN_COLOURS and share <= MAX_SHARE
    sys.exit(0 if ok else 1)


main()
