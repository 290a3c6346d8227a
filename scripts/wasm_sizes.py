#!/usr/bin/env python3
"""Size profile of a wasm module: the bytes of its function bodies summed by crate, from the
module's names section. The release build strips the names; a module with them comes from the same
build (after `bash scripts/build.sh`, cargo's output is in target/) with its names kept, e.g.

    wasm-bindgen --keep-debug --target web --out-dir /tmp/named target/wasm32-unknown-unknown/release/raduno-web.wasm
    wasm-opt -Oz -g --low-memory-unused /tmp/named/raduno-web_bg.wasm -o /tmp/named.wasm
    python3 scripts/wasm_sizes.py /tmp/named.wasm [top]

(raduno-calc, raduno-files, raduno-pdf the same way for the workers.) Prints the crates by bytes, then the
largest functions. No tool beyond Python's standard library."""
import re
import sys
from collections import Counter


def leb(b, i):
    r = s = 0
    while True:
        x = b[i]
        i += 1
        r |= (x & 0x7F) << s
        s += 7
        if x < 0x80:
            return r, i


def sections(b):
    i = 8
    while i < len(b):
        sid = b[i]
        n, i = leb(b, i + 1)
        yield sid, b[i:i + n]
        i += n


def crate_of(name):
    """The crate a (demangled) Rust name belongs to: the first path segment, looking inside `<impl …>`."""
    n = name
    while n.startswith("<"):
        n = n[1:]
        if n.startswith("&"):
            n = n.lstrip("&").removeprefix("mut ")
        if n.startswith("dyn "):
            n = n[4:]
    m = re.match(r"[A-Za-z_][A-Za-z0-9_]*", n)
    if not m:
        return "(other)"
    first = m.group(0)
    if len(first) == 1 and " as " in n:
        # `<T as crate::Trait>::f`: a generic's implementation, counted to the trait's crate.
        return crate_of(n.split(" as ", 1)[1])
    if first == "raduno":
        # The app by module: raduno::ui, raduno::format, …
        parts = n.split("::")
        return "::".join(parts[:2]) if len(parts) > 2 else first
    if first in ("core", "alloc", "std"):
        # A std generic instantiated for a crate's type: counted to std, as Rust's own tools do.
        return first
    return first if "::" in n else "(no crate: " + ("js glue" if n.startswith("__wbg") or n.startswith("wasm_bindgen") else "other") + ")"


def main():
    path = sys.argv[1]
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    b = open(path, "rb").read()
    imports = 0
    data_bytes = 0
    bodies = []
    names = {}
    for sid, data in sections(b):
        if sid == 2:
            count, i = leb(data, 0)
            for _ in range(count):
                for _ in range(2):
                    ln, i = leb(data, i)
                    i += ln
                kind = data[i]
                i += 1
                if kind == 0:
                    _, i = leb(data, i)
                    imports += 1
                elif kind == 1:
                    i += 1
                    flags, i = leb(data, i)
                    _, i = leb(data, i)
                    if flags & 1:
                        _, i = leb(data, i)
                elif kind == 2:
                    flags, i = leb(data, i)
                    _, i = leb(data, i)
                    if flags & 1:
                        _, i = leb(data, i)
                elif kind == 3:
                    i += 2
                else:
                    _, i = leb(data, i)
        elif sid == 11:
            data_bytes = len(data)
        elif sid == 10:
            count, i = leb(data, 0)
            for _ in range(count):
                size, i = leb(data, i)
                bodies.append(size)
                i += size
        elif sid == 0:
            ln, i = leb(data, 0)
            if data[i:i + ln] != b"name":
                continue
            i += ln
            while i < len(data):
                sub = data[i]
                size, i = leb(data, i + 1)
                if sub == 1:
                    count, j = leb(data, i)
                    for _ in range(count):
                        idx, j = leb(data, j)
                        ln, j = leb(data, j)
                        names[idx] = data[j:j + ln].decode("utf-8", "replace")
                        j += ln
                i += size
    if not names:
        sys.exit(f"{path}: no names section (build it with its names kept, see the header)")
    by_crate = Counter()
    fns = []
    for k, size in enumerate(bodies):
        name = re.sub(r"::h[0-9a-f]{16}$", "", names.get(imports + k, f"(unnamed {imports + k})"))
        by_crate[crate_of(name)] += size
        fns.append((size, name))
    total = sum(bodies)
    print(f"{path}: {len(bodies)} functions, {total} bytes of code, {data_bytes} bytes of data (texts, tables)")
    for crate, size in by_crate.most_common(top):
        print(f"  {size:9d}  {100 * size / total:5.1f}%  {crate}")
    print("largest functions:")
    for size, name in sorted(fns, reverse=True)[:top]:
        print(f"  {size:9d}  {name[:120]}")


main()
