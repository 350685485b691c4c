#!/usr/bin/env python3
"""Every 64-bit native library in an Android App Bundle or APK (or AAR) is
aligned for 16 KB pages, as Google Play requires: each LOAD segment of its ELF
file has p_align of 16384 or more. 32-bit libraries are listed, not required.

    python3 android/ci/so_alignment.py app-release.aab [more.aab|.apk|.aar ...]

Prints one line per library and exits 1 when a 64-bit one is not aligned or
the archive holds no 64-bit library at all.
"""

from __future__ import annotations

import struct
import sys
import zipfile

PAGE = 16 * 1024
PT_LOAD = 1


def load_alignments(elf: bytes) -> tuple[int, list[int]]:
    """The ELF class (32 or 64) and the p_align of each LOAD segment."""
    if elf[:4] != b"\x7fELF":
        raise ValueError("not an ELF file")
    bits = 64 if elf[4] == 2 else 32
    order = "<" if elf[5] == 1 else ">"
    if bits == 64:
        phoff, = struct.unpack_from(order + "Q", elf, 0x20)
        phentsize, phnum = struct.unpack_from(order + "HH", elf, 0x36)
    else:
        phoff, = struct.unpack_from(order + "I", elf, 0x1C)
        phentsize, phnum = struct.unpack_from(order + "HH", elf, 0x2A)
    aligns = []
    for index in range(phnum):
        at = phoff + index * phentsize
        p_type, = struct.unpack_from(order + "I", elf, at)
        if p_type != PT_LOAD:
            continue
        aligns.append(struct.unpack_from(order + "Q", elf, at + 0x30)[0] if bits == 64
                      else struct.unpack_from(order + "I", elf, at + 0x1C)[0])
    return bits, aligns


def problems(path: str) -> tuple[list[str], int]:
    """What is wrong in one archive, and how many 64-bit libraries it holds."""
    found, wide = [], 0
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            if not name.endswith(".so"):
                continue
            bits, aligns = load_alignments(archive.read(name))
            low = [a for a in aligns if a < PAGE]
            if bits == 64:
                wide += 1
            status = "ok" if not low else ("NOT ALIGNED" if bits == 64 else "4 KB (32-bit, allowed)")
            print(f"{path}:{name}: {bits}-bit, LOAD alignments {sorted(set(aligns))}: {status}")
            if bits == 64 and (low or not aligns):
                found.append(f"{name}: LOAD segments aligned to {sorted(set(low))}, below 16 KB")
    return found, wide


def main(paths: list[str]) -> int:
    if not paths:
        print(__doc__)
        return 2
    failed = False
    for path in paths:
        found, wide = problems(path)
        if wide == 0:
            found.append("no 64-bit native library in it")
        for problem in found:
            print(f"{path}: {problem}")
        failed |= bool(found)
    print("16 KB pages: " + ("FAILED" if failed else "every 64-bit library aligned"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
