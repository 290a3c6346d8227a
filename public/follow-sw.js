// The players' page's own service worker (public/follow.html): it keeps the page's three files, so a phone
// opens the page again while the venue's server cannot be reached, and shows the last tables and standings
// it received. It keeps nothing else: a phone never downloads the director's app, and what the page reads
// from the server always goes to the server. scripts/post_build.py fills in the build id.
const CACHE = "raduno-follow-__FOLLOW_BUILD__";
const FILES = ["./follow.html", "./follow.js", "./follow-propose.js"];
const OWN = new Set(FILES.map((f) => new URL(f, self.location.href).href));

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("raduno-follow-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  url.hash = "";
  url.search = "";
  if (event.request.method !== "GET" || !OWN.has(url.href)) return;
  event.respondWith(caches.open(CACHE).then((cache) => cache.match(url.href).then((hit) => hit || fetch(event.request))));
});
