#!/usr/bin/env python3
"""Converts an X window dump (xwd -root, 24/32 bits per pixel, ZPixmap) to PNG with the standard library only."""
import struct, sys, zlib

def convert(source, target):
    data = open(source, "rb").read()
    header = struct.unpack(">25I", data[:100])
    header_size, width, height = header[0], header[4], header[5]
    byte_order, bits_per_pixel, bytes_per_line = header[7], header[11], header[12]
    ncolors = header[19]
    offset = header_size + ncolors * 12
    step = bits_per_pixel // 8
    rows = []
    for y in range(height):
        line = data[offset + y * bytes_per_line: offset + y * bytes_per_line + width * step]
        out = bytearray(b"\x00")
        for x in range(width):
            px = line[x * step: x * step + step]
            b, g, r = (px[0], px[1], px[2]) if byte_order == 0 else (px[-1], px[-2], px[-3])
            out += bytes((r, g, b))
        rows.append(bytes(out))
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")
    open(target, "wb").write(png)

if __name__ == "__main__":
    convert(sys.argv[1], sys.argv[2])
