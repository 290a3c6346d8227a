"""Trunk post-build hook: puts the hashes of Trunk's inline loader scripts into the page's
Content-Security-Policy, and the build's file list into the service
worker, so the app makes no request outside its own files and loads offline after the first visit."""
import base64
import hashlib
import os
import re
import sys

staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "dist")
index_path = os.path.join(staging, "index.html")
with open(index_path, encoding="utf-8") as f:
    html = f.read()

scripts = re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", html, flags=re.S)
hashes = " ".join(
    "'sha256-%s'" % base64.b64encode(hashlib.sha256(s.encode("utf-8")).digest()).decode() for s in scripts
)
html = html.replace("__SCRIPT_HASHES__", hashes)
with open(index_path, "w", encoding="utf-8") as f:
    f.write(html)

# The workers' loader shims (Trunk's `data-loader-shim`) start wasm-bindgen with a positional path,
# which wasm-bindgen 0.2.130 warns about in the console at every start ("using deprecated parameters
# for the initialization function; pass a single object instead"): the shims pass an object instead.
shims = 0
for name in sorted(os.listdir(staging)):
    if not name.endswith("_loader.js"):
        continue
    path = os.path.join(staging, name)
    with open(path, encoding="utf-8") as f:
        shim = f.read()
    fixed = re.sub(r'wasm_bindgen\(("[^"]+")\)', r"wasm_bindgen({ module_or_path: \1 })", shim)
    if fixed != shim:
        shims += 1
        with open(path, "w", encoding="utf-8") as f:
            f.write(fixed)

files = ["./"]
for root, _, names in os.walk(staging):
    for name in sorted(names):
        rel = os.path.relpath(os.path.join(root, name), staging).replace(os.sep, "/")
        if rel != "sw.js":
            files.append("./" + rel)
# The build id covers every file's content: the PDF worker's files keep their names from build to build
# (Trunk does not hash a worker's file names), so a new worker must still change the cache.
digest = hashlib.sha256()
for rel in sorted(files):
    digest.update(rel.encode())
    path = os.path.join(staging, rel[2:])
    if rel != "./" and os.path.isfile(path) and rel != "./index.html":
        with open(path, "rb") as f:
            digest.update(hashlib.sha256(f.read()).digest())
build = digest.hexdigest()[:12]
sw_path = os.path.join(staging, "sw.js")
with open(sw_path, encoding="utf-8") as f:
    sw = f.read()
sw = sw.replace("__BUILD__", build).replace("__FILES__", "[" + ", ".join('"%s"' % p for p in sorted(files)) + "]")
with open(sw_path, "w", encoding="utf-8") as f:
    f.write(sw)
# The players' page's service worker keeps its three files: its id covers their content.
follow_sw = os.path.join(staging, "follow-sw.js")
follow_digest = hashlib.sha256()
for name in ("follow.html", "follow.js", "follow-propose.js"):
    with open(os.path.join(staging, name), "rb") as f:
        follow_digest.update(hashlib.sha256(f.read()).digest())
with open(follow_sw, encoding="utf-8") as f:
    text = f.read()
with open(follow_sw, "w", encoding="utf-8") as f:
    f.write(text.replace("__FOLLOW_BUILD__", follow_digest.hexdigest()[:12]))
print("post_build: %d inline script(s) hashed into the CSP, %d files in the service worker, %d worker shim(s) passing an object" % (len(scripts), len(files), shims))
