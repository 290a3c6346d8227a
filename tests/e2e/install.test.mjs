// The app as a club's phone or laptop installs it: each service worker keeps to its own caches (the app's,
// the players' page's), so opening one page, or an updated app, never breaks the other offline; and the
// manifest gives the icons and theme colour an installed app needs.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DIST, serve, browser, open, foreign } from "./harness.mjs";

/** Waits until the page is controlled by a service worker (its own scope's). */
async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
}

const cacheNames = (page) => page.evaluate(() => caches.keys());

test("the players' page and the app, then an updated app: both reload offline", async () => {
  // A copy of the build, so that the test can publish an update of it on the same address.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "raduno-site-"));
  fs.cpSync(DIST, dir, { recursive: true });
  let site = await serve({ dir });
  const port = Number(new URL(site.origin).port);
  const b = await browser();
  try {
    const page = await b.page();
    await page.goto(site.url + "follow.html");
    await controlled(page);
    const follow = (await cacheNames(page)).filter((k) => k.startsWith("raduno-follow-"));
    assert.equal(follow.length, 1, "the players' page keeps its files in a cache of its own");

    await open(page, site.url);
    await controlled(page);
    const first = await cacheNames(page);
    const app = first.filter((k) => k.startsWith("raduno-app-"));
    assert.equal(app.length, 1, `the app's cache among ${first}`);
    assert.ok(first.includes(follow[0]), `the app left the players' page's cache: ${first}`);

    // The club publishes a new build: its service worker names another cache.
    const sw = path.join(dir, "sw.js");
    const text = fs.readFileSync(sw, "utf8");
    const id = text.match(/raduno-app-([0-9a-f]+)/)[1];
    fs.writeFileSync(sw, text.replace(`raduno-app-${id}`, "raduno-app-0123456789ab"));
    await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      await r.update();
    });
    await page.waitForFunction(async () => {
      const keys = await caches.keys();
      return keys.includes("raduno-app-0123456789ab") && !keys.some((k) => k.startsWith("raduno-app-") && k !== "raduno-app-0123456789ab");
    }, null, { timeout: 20000 });
    const updated = await cacheNames(page);
    assert.ok(updated.includes(follow[0]), `the updated app left the players' page's cache: ${updated}`);

    // No server at all: both pages open from their caches.
    await site.close();
    await page.goto(`http://127.0.0.1:${port}/raduno/follow.html`);
    await page.waitForSelector("h1");
    assert.match(await page.title(), /Segui il torneo/);
    await open(page, `http://127.0.0.1:${port}/raduno/`);
    await page.waitForSelector("#demo");
    await page.goto(`http://127.0.0.1:${port}/raduno/follow.html`);
    await page.waitForSelector("h1");
    assert.match(await page.title(), /Segui il torneo/);
    site = null;
    assert.deepEqual(foreign(b.requests, `http://127.0.0.1:${port}`), []);
  } finally {
    await b.close();
    if (site) await site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes) {
  assert.equal(Buffer.from(bytes.subarray(1, 4)).toString("latin1"), "PNG", "a PNG file");
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
}

test("the manifest gives PNG icons of 192 and 512 px, a maskable one, the theme colour and Italian names", async () => {
  const site = await serve();
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    const href = await page.getAttribute("link[rel=manifest]", "href");
    const manifestUrl = new URL(href, page.url()).href;
    const manifest = await (await page.request.get(manifestUrl)).json();
    assert.equal(manifest.short_name, "Raduno");
    assert.match(manifest.name, /^Raduno — tornei di RisiKo!/);
    assert.equal(manifest.lang, "it");
    assert.equal(manifest.theme_color, "#8b1e1e");
    assert.equal(await page.getAttribute("meta[name=theme-color]", "content"), manifest.theme_color);
    const sizes = {};
    for (const icon of manifest.icons.filter((i) => i.type === "image/png")) {
      const res = await page.request.get(new URL(icon.src, manifestUrl).href);
      assert.equal(res.status(), 200, icon.src);
      const size = pngSize(await res.body());
      assert.equal(size, icon.sizes, `${icon.src} is ${size}`);
      sizes[`${icon.purpose} ${size}`] = icon.src;
    }
    assert.deepEqual(Object.keys(sizes).sort(), ["any 192x192", "any 512x512", "maskable 512x512"]);
    // Chromium reads the same manifest and finds nothing that keeps the app from being installed.
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await page.context().newCDPSession(page);
    const read = await cdp.send("Page.getAppManifest");
    assert.deepEqual(read.errors.filter((e) => e.critical), [], JSON.stringify(read.errors));
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    assert.deepEqual(installabilityErrors, []);
    // The apple-touch-icon (iOS's home screen) is the 192 px PNG.
    assert.equal(await page.getAttribute("link[rel=apple-touch-icon]", "href"), "icons/icon-192.png");
  } finally { await b.close(); await site.close(); }
});
