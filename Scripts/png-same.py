#!/usr/bin/env python3
"""png-same.py A.png B.png: exit 0 when the two PNGs have the same size and the same RGBA pixels
(8-bit grey, RGB, RGBA or palette, non-interlaced, as SDL_image and the playground write them),
else print how many pixels differ and exit 1. The standard library only (zlib)."""
import struct, sys, zlib

def decode(path):
    data = open(path, 'rb').read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        sys.exit(f'png-same: {path}: not a PNG')
    pos, idat, palette, trns = 8, b'', None, None
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b'IHDR':
            w, h, depth, color, _, _, interlace = struct.unpack('>IIBBBBB', body)
        elif kind == b'PLTE':
            palette = body
        elif kind == b'tRNS':
            trns = body
        elif kind == b'IDAT':
            idat += body
    if depth != 8 or interlace:
        sys.exit(f'png-same: {path}: only 8-bit non-interlaced PNGs')
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color]
    raw, stride, rows, prev = zlib.decompress(idat), w * channels, [], bytearray(w * channels)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = prev[i], prev[i - channels] if i >= channels else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    pixels = []
    for line in rows:
        for x in range(w):
            px = line[x * channels:(x + 1) * channels]
            if color == 0: pixels.append((px[0], px[0], px[0], 255))
            elif color == 2: pixels.append((px[0], px[1], px[2], 255))
            elif color == 3:
                i = px[0]
                pixels.append((palette[3 * i], palette[3 * i + 1], palette[3 * i + 2], trns[i] if trns and i < len(trns) else 255))
            elif color == 4: pixels.append((px[0], px[0], px[0], px[1]))
            else: pixels.append(tuple(px))
    return w, h, pixels

(wa, ha, a), (wb, hb, b) = decode(sys.argv[1]), decode(sys.argv[2])
if (wa, ha) != (wb, hb):
    sys.exit(f'png-same: {sys.argv[1]} is {wa}x{ha}, {sys.argv[2]} is {wb}x{hb}')
differ = sum(1 for p, q in zip(a, b) if p != q)
if differ:
    sys.exit(f'png-same: {differ} of {wa * ha} pixels differ between {sys.argv[1]} and {sys.argv[2]}')
