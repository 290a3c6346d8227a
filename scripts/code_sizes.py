#!/usr/bin/env python3
"""The code's sizes: the largest files of the web interface (src/ui/) and of the crates (crates/*/src),
in lines of production code (a file's lines outside its `#[cfg(test)]` modules), and every function
longer than a limit (its lines from `fn` to its closing brace; tests apart).

    python3 scripts/code_sizes.py [--top N] [--over LINES]

Defaults: the 12 largest files of each, functions over 80 lines. Reads the Rust source as text (braces
counted outside strings, characters and comments), so it needs no build.
"""

import argparse
import glob
import os
import re

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def code_only(text):
    """`text` with strings, characters and comments blanked (newlines kept), so braces can be counted."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "r" and re.match(r'r#*"', text[i:]) and (i == 0 or not text[i - 1].isalnum()):
            hashes = re.match(r"r(#*)\"", text[i:]).group(1)
            end = text.find('"' + hashes, i + len(hashes) + 2)
            j = n if end < 0 else end + 1 + len(hashes)
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(re.sub(r"[^\n]", " ", text[i : j + 1]))
            i = j + 1
        elif c == "'" and re.match(r"'(\\.[^']*|[^\\'])'", text[i:]):
            m = re.match(r"'(\\.[^']*|[^\\'])'", text[i:])
            out.append(" " * len(m.group(0)))
            i += len(m.group(0))
        else:
            out.append(c)
            i += 1
    return "".join(out)


def block_end(code, open_at):
    """The index of the brace closing the one at `open_at`."""
    depth = 0
    for j in range(open_at, len(code)):
        if code[j] == "{":
            depth += 1
        elif code[j] == "}":
            depth -= 1
            if depth == 0:
                return j
    return len(code) - 1


def line_of(code, i):
    return code.count("\n", 0, i) + 1


def test_spans(code):
    """(first, last) lines of each `#[cfg(test)]` item."""
    spans = []
    for m in re.finditer(r"#\[cfg\(test\)\]", code):
        brace = code.find("{", m.end())
        semi = code.find(";", m.end())
        if brace < 0 or (0 <= semi < brace):
            continue
        spans.append((line_of(code, m.start()), line_of(code, block_end(code, brace))))
    return spans


FN = re.compile(r"^[ \t]*(?:pub(?:\([^)]*\))?\s+)?(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+(\w+)", re.M)


def functions(code):
    """(name, first line, lines) of each function with a body."""
    out = []
    for m in FN.finditer(code):
        # The body's brace: the first `{` after the signature at depth 0 of parentheses, before a `;`.
        depth, j = 0, m.end()
        while j < len(code):
            ch = code[j]
            if ch in "([<":
                depth += 1
            elif ch in ")]>" and depth > 0:
                depth -= 1
            elif ch == ";" and depth == 0:
                j = -1
                break
            elif ch == "{" and depth == 0:
                break
            j += 1
        if j < 0 or j >= len(code):
            continue
        first, last = line_of(code, m.start()), line_of(code, block_end(code, j))
        out.append((m.group(1), first, last - first + 1))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--top", type=int, default=12)
    ap.add_argument("--over", type=int, default=80)
    args = ap.parse_args()
    files = sorted(glob.glob(os.path.join(ROOT, "src/**/*.rs"), recursive=True))
    files += sorted(glob.glob(os.path.join(ROOT, "crates/*/src/**/*.rs"), recursive=True))
    sizes, long_fns, long_tests = [], [], []
    for path in files:
        rel = os.path.relpath(path, ROOT)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        code = code_only(text)
        spans = test_spans(code)
        in_test = lambda line: any(a <= line <= b for a, b in spans)
        total = text.count("\n")
        tests = sum(b - a + 1 for a, b in spans)
        sizes.append((total - tests, total, rel))
        for name, first, lines in functions(code):
            if lines > args.over:
                (long_tests if in_test(first) else long_fns).append((lines, f"{rel}:{first}", name))
    for title, prefix in (("src/ui/", "src/ui/"), ("crates/*/src", "crates/")):
        print(f"## The largest files of {title} (production lines; all lines)")
        picked = sorted((s for s in sizes if s[2].startswith(prefix)), reverse=True)
        for prod, total, rel in picked[: args.top]:
            print(f"{prod:6} {total:6}  {rel}")
        over = sum(1 for s in picked if s[0] > 600)
        print(f"files over 600 production lines: {over}\n")
    ui = [s for s in sizes if s[2].startswith("src/ui/")]
    print(f"src/ui/: {len(ui)} files, {sum(s[0] for s in ui)} production lines\n")
    print(f"## Functions over {args.over} lines (production code): {len(long_fns)}")
    for lines, where, name in sorted(long_fns, reverse=True):
        print(f"{lines:5}  {where}  {name}")
    print(f"\n## Functions over {args.over} lines in tests: {len(long_tests)}")
    for lines, where, name in sorted(long_tests, reverse=True):
        print(f"{lines:5}  {where}  {name}")


if __name__ == "__main__":
    main()
