// Raduno's draw worker (src/ui/drawing.rs): the app's own module, started in a module worker so a long
// draw leaves the page's thread. The page passes the names of its module and wasm (hashed by the build);
// only files of the app's own origin are loaded. The module's `main` sees no page and serves draws.
const q = new URL(self.location.href).searchParams;
const own = (name) => {
  const url = new URL(name || "", self.location.href);
  if (url.origin !== self.location.origin) throw new Error("draw worker: not the app's own file: " + name);
  return url.href;
};
const js = own(q.get("js"));
const wasm = own(q.get("wasm"));
const app = await import(js);
await app.default({ module_or_path: wasm });
