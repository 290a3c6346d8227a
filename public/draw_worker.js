// Raduno's draw worker (src/ui/drawing.rs): the app's own module, started in a module worker so a long
// draw leaves the page's thread. The page's first message names its module and wasm (hashed by the
// build); only files of the app's own origin are loaded. The module's `main` sees no page and serves
// draws (it says when it is ready).
const own = (name) => {
  const url = new URL(name || "", self.location.href);
  if (url.origin !== self.location.origin) throw new Error("draw worker: not the app's own file: " + name);
  return url.href;
};
self.onmessage = async (event) => {
  self.onmessage = null;
  const app = await import(own(event.data.js));
  await app.default({ module_or_path: own(event.data.wasm) });
};
