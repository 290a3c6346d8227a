// The draw runs in the calculation worker, its own module: when that worker cannot start, the director is
// told so as the draw's error (nothing is drawn), and the next click starts it again and draws, in headless
// Chromium.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, openDemo } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

test("a calculation worker that cannot start is said as the draw's error, and the next draw starts it", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    // The worker's files cannot be fetched (a broken download, a server without them), from the first
    // visit on, so the service worker has no copy either.
    const blocked = (route) => route.abort();
    await b.context.route(/raduno-calc/, blocked);
    await openDemo(page, site.url);
    await page.click("nav.tabs >> text=Turni");
    await page.click("#next-round");
    await page.click("#draw");
    await page.waitForSelector(".notice.error");
    const said = await page.textContent(".notice.error");
    assert.match(said, /Il sorteggio non è partito/);
    assert.equal(await page.locator("#tables .table-card").count(), 0, "nothing was drawn");
    // The files are back: the next click starts the worker again and the round is drawn.
    await b.context.unroute(/raduno-calc/, blocked);
    await page.click("#draw");
    await page.waitForSelector("#tables .table-card");
    assert.ok(b.requests.some((u) => u.includes("raduno-calc_bg.wasm")), "the worker loaded its module");
  } finally { await b.close(); }
});
