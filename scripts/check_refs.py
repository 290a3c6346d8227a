#!/usr/bin/env python3
"""Every repository path named in a document or a comment exists, and no comment or document cites an
issue by number.

Read: the documents (*.md), the comments of the code (*.rs, *.mjs, *.js, *.css, *.html), of the
catalogue (*.ftl), of the manifests (*.toml) and the scripts (scripts/). A path is
- from the repository's root when its first folder is one of the root's (`crates/app/src/demo.rs`,
  `tests/e2e/harness.mjs`, `locales/<lang>/ui.ftl`: `<...>` stands for any name);
- else a module path, the end of a path in the repository (`journal/mod.rs`, `ui/table_card/`,
  `format/builtin/`);
- a bare file name (`othello.rs`, `Cargo.toml`) is any file of that name in the repository;
- in a crate's `Cargo.toml` and `build.rs`, from the crate's folder too, as Cargo reads them.
A section of a document (`README, "Players' phones"`, `docs/FILES.md, "Damaged files"`) is one of its
headings, or a paragraph's bold head.
What the build makes (`target/`, `dist/`, the workers' loaders) is not looked for.

`python3 scripts/check_refs.py` prints each reference that leads nowhere (file:line: the path) and
fails when there is one; `--list` prints every reference it resolved.
"""

import fnmatch
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))

# Extensions a bare file name must have to be read as a repository file.
SOURCE_EXT = {"rs", "md", "toml", "ftl", "sh", "py", "mjs", "js", "html", "css", "lock"}
# Names the build makes (Trunk's loaders, the built pages and modules): not in the repository.
BUILT = re.compile(r"^(raduno[-_][a-z]+(_bg)?(_loader)?\.(js|wasm)|full\.html|sw\.js)$")
NOT_REPOSITORY = {"target", "dist", "node_modules", "~", ".."}
# Files of other projects the comments cite (calamine's sources, where the fuzz harness found a panic).
OUTSIDE = {"xls.rs", "cfb.rs"}
# An issue cited by number, or the specification the repository does not hold, by section.
UNREADABLE = re.compile(r"\bissues?\s+#?\d+\b|\bSPEC\s+\d", re.IGNORECASE)
TOKEN = re.compile(r"[A-Za-z0-9_\-./<>*]+")
# A section of a document: `README, "Players' phones"`, `docs/FILES.md, "Damaged files"`.
SECTION = re.compile(r"\b((?:[\w./-]+/)?(?:README|[A-Z]+)(?:\.md)?),? [\"“]([^\"”]+)[\"”]")
BRACES = re.compile(r"([A-Za-z0-9_\-./<>*]*)\{([A-Za-z0-9_,.]+)\}")


def tracked():
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [f for f in out.stdout.splitlines() if os.path.exists(os.path.join(ROOT, f))]


def comments(path, text):
    """(line number, text) of what a reader of `path` reads as prose: a document whole, a code file's
    comments."""
    ext = path.rsplit(".", 1)[-1] if "." in os.path.basename(path) else ""
    lines = text.splitlines()
    if ext == "md":
        return list(enumerate(lines, 1))
    out = []
    if ext in ("rs", "mjs", "js", "css", "html"):
        in_block = False
        for n, line in enumerate(lines, 1):
            rest = line
            if in_block:
                end = rest.find("*/") if ext != "html" else rest.find("-->")
                if end < 0:
                    out.append((n, rest))
                    continue
                out.append((n, rest[:end]))
                rest, in_block = rest[end + 2 :], False
            opener = "<!--" if ext == "html" else "/*"
            closer = "-->" if ext == "html" else "*/"
            if ext != "html":
                m = re.search(r"(?<![:\"'])//", rest)
                if m:
                    out.append((n, rest[m.end() :].lstrip("/!")))
                    rest = rest[: m.start()]
            start = rest.find(opener)
            if start >= 0:
                end = rest.find(closer, start + 2)
                if end < 0:
                    out.append((n, rest[start + len(opener) :]))
                    in_block = True
                else:
                    out.append((n, rest[start + len(opener) : end]))
        return out
    if ext in ("toml", "ftl", "py", "sh", "yml", "yaml") or path.startswith("scripts/"):
        for n, line in enumerate(lines, 1):
            m = re.search(r"(^|\s)#", line)
            if m:
                out.append((n, line[m.end() :]))
        return out
    return out


class Repo:
    def __init__(self, files):
        self.files = set(files)
        self.dirs = set()
        for f in files:
            parts = f.split("/")
            for i in range(1, len(parts)):
                self.dirs.add("/".join(parts[:i]))
        self.names = {os.path.basename(f) for f in files}
        self.top = {f.split("/")[0] for f in files}
        self.crate_src = ["src"] + sorted(
            d for d in self.dirs if re.fullmatch(r"crates/[^/]+/src", d)
        )

    def has_section(self, path, doc, title):
        """Whether the document `doc` (named in `path`: `README` is the root's) has a heading `title`."""
        doc = doc if doc.endswith(".md") else doc + ".md"
        for where in (doc, os.path.join(os.path.dirname(path), doc)):
            if where in self.files:
                with open(os.path.join(ROOT, where), encoding="utf-8") as f:
                    text = f.read()
                heads = [h.strip().lower() for h in re.findall(r"(?m)^#+ (.*)$", text)]
                heads += [h.lower() for h in re.findall(r"(?m)^\*\*([^*]+)\*\*", text)]
                title = " ".join(title.split()).lower()
                return any(h.startswith(title) for h in heads)
        return False

    def exists(self, rel):
        rel = rel.rstrip("/")
        if any(c in rel for c in "<*"):
            pattern = re.sub(r"<[^>/]*>", "*", rel)
            return any(fnmatch.fnmatchcase(p, pattern) for p in self.files | self.dirs)
        return rel in self.files or rel in self.dirs

    def resolves(self, path, token):
        """Whether `token`, named in the file `path`, names something in the repository."""
        parts = token.split("/")
        if parts[0] in (".", ".."):
            here = os.path.dirname(path)
            return self.exists(os.path.normpath(os.path.join(here, token)))
        if parts[0] in self.top:
            # A manifest or build script names its package's files from the package's folder, as
            # Cargo does.
            package = os.path.dirname(path)
            if os.path.basename(path) in ("Cargo.toml", "build.rs") and package:
                return self.exists(f"{package}/{token}") or self.exists(token)
            return self.exists(token)
        if "/" not in token.rstrip("/"):
            return token in self.names or token in OUTSIDE
        # A module path: the end of a path in the repository (`journal/mod.rs`, `pdf/mod.rs`).
        return self.exists(f"*/{token}")


def candidate(token, repo):
    """The token read as a repository path, or None when it is a word, a URL or the build's."""
    token = token.strip(".,:;")
    token = token.rstrip(">") if token.count(">") > token.count("<") else token
    if not token or token.startswith("/") or "//" in token:
        return None
    parts = token.rstrip("/").split("/")
    if any(p in NOT_REPOSITORY for p in parts) or any(p == "" for p in parts):
        return None
    last = parts[-1]
    ext = last.rsplit(".", 1)[1] if "." in last[1:] else ""
    if len(parts) == 1:
        if token.endswith("/"):
            return None
        name = last.rsplit(".", 1)[0]
        if ext in SOURCE_EXT and re.fullmatch(r"[A-Za-z0-9_\-.<>*]+", name) and not BUILT.match(last):
            return token
        return None
    if BUILT.match(last):
        return None
    if not all(re.fullmatch(r"[A-Za-z0-9_\-.<>*]+", p) for p in parts):
        return None
    if parts[0] in repo.top or parts[0] in (".", ".."):
        return token
    if ext in SOURCE_EXT:
        return token
    # A folder with a trailing slash, all lower-case words (a module path such as `pdf/sheets/`).
    if token.endswith("/") and all(re.fullmatch(r"[a-z0-9_]+", p) for p in parts):
        return token
    return None


def main():
    listing = "--list" in sys.argv
    files = tracked()
    repo = Repo(files)
    stale, issues, seen = [], [], 0
    for path in files:
        ext = path.rsplit(".", 1)[-1]
        if path.startswith("vendor/") or ext in ("lock", "json", "svg", "png"):
            continue
        try:
            with open(os.path.join(ROOT, path), encoding="utf-8") as f:
                text = f.read()
        except (UnicodeDecodeError, IsADirectoryError):
            continue
        prose = comments(path, text)
        # An issue number may be cut by the end of a line: read the comment's lines as one text.
        joined, starts = "", []
        for n, line in prose:
            starts.append((len(joined), n))
            joined += line + " "
        for m in UNREADABLE.finditer(joined):
            n = max(s for s in starts if s[0] <= m.start())[1]
            issues.append(f"{path}:{n}: {m.group(0)}")
        for m in SECTION.finditer(joined):
            if m.group(1).rstrip(".md") in ("README",) or m.group(1).endswith(".md"):
                seen += 1
                if not repo.has_section(path, m.group(1), m.group(2)):
                    n = max(s for s in starts if s[0] <= m.start())[1]
                    title = " ".join(m.group(2).split())
                    stale.append(f"{path}:{n}: {m.group(1)}, \"{title}\" (no such section)")
        for n, line in prose:
            line = BRACES.sub(lambda m: " ".join(m.group(1) + x for x in m.group(2).split(",")), line)
            for m in TOKEN.finditer(line.replace("`", " ")):
                # `host:5984/db`, `xls.rs:950`: an address's port, a line of a file.
                if m.start() > 0 and line[m.start() - 1] in ":@":
                    continue
                ref = candidate(m.group(0), repo)
                if ref is None:
                    continue
                seen += 1
                if repo.resolves(path, ref):
                    if listing:
                        print(f"{path}:{n}: {ref}")
                else:
                    stale.append(f"{path}:{n}: {ref}")
    for s in stale:
        print(f"no such path: {s}")
    for s in issues:
        print(f"cites what the repository does not hold: {s}")
    print(f"{seen} references read, {len(stale)} lead nowhere, {len(issues)} cite an issue or SPEC")
    return 1 if stale or issues else 0


if __name__ == "__main__":
    sys.exit(main())
