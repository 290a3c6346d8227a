// Raduno's service worker: after the first visit the app loads from this cache, with no network.
// scripts/post_build.py fills in the build id and the list of the build's files. Its caches are named
// `raduno-app-…`; the players' page keeps its own (`raduno-follow-…`, public/follow-sw.js), which this
// worker never touches.
const CACHE = "raduno-app-__BUILD__";
// The app's own earlier caches: `raduno-app-…`, and `raduno-` with the build id alone (before the prefix).
const OURS = (key) => key.startsWith("raduno-app-") || /^raduno-[0-9a-f]{12}$/.test(key);
const FILES = __FILES__;

// "./" is the page itself where the host answers it (a static site); a server that answers it 404 —
// CouchDB serving the app as the attachments of a design document at the venue — gets index.html in its
// place, so the app is cached (and opens offline) there too.
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then(async (cache) => {
        await cache.addAll(FILES.filter((f) => f !== "./"));
        const root = await fetch("./").catch(() => null);
        const page = root && root.ok && /html/.test(root.headers.get("content-type") || "") ? root : await cache.match("./index.html");
        if (page) await cache.put("./", page);
      })
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => OURS(k) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  // A page the cache does not hold by its address (another name for the app's folder) is the app's
  // page when the server cannot be reached.
  const page = request.mode === "navigate";
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: true }).then((hit) =>
        hit || fetch(request).catch((e) => (page ? cache.match("./index.html").then((p) => p || Promise.reject(e)) : Promise.reject(e))),
      ),
    ),
  );
});
