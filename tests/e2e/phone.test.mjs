// Every page on a 390px phone with a tournament in progress: no sideways scroll, and no critical or
// serious accessibility violation as axe-core (npm, pinned, injected from node_modules) finds them.
// The projector pages are also checked at 1920×1080.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { serve, browser, open, ROOT, DIST, scoreAll, tab } from "./harness.mjs";

const AXE_SOURCE = fs.readFileSync(path.join(ROOT, "node_modules/axe-core/axe.min.js"), "utf8");

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

/** Fails when the page is wider than the window, naming the widest elements that stick out. */
async function noOverflow(page, what) {
  const r = await page.evaluate(() => {
    const w = window.innerWidth;
    const wide = [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > w + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}${e.id ? "#" + e.id : ""}${e.className && typeof e.className === "string" ? "." + e.className.split(" ").join(".") : ""} (${Math.round(e.getBoundingClientRect().right)}px)`);
    return { scroll: document.scrollingElement.scrollWidth, width: w, wide };
  });
  assert.ok(r.scroll <= r.width, `${what}: page is ${r.scroll}px wide in a ${r.width}px window; sticking out: ${r.wide.join(", ")}`);
}

/** Runs axe-core (WCAG 2 A and AA) and fails on any critical or serious violation. */
async function accessible(page, what) {
  // The page's CSP refuses inline scripts (addScriptTag), so the local axe-core file is evaluated through
  // the DevTools protocol instead; nothing is fetched.
  if (!(await page.evaluate(() => typeof window.axe !== "undefined"))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] });
    return r.violations.filter((v) => v.impact === "critical" || v.impact === "serious")
      .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  });
  assert.deepEqual(result, [], `${what}: axe-core violations`);
}

/** Touch targets: buttons, links styled as buttons and form controls at least 44px high (WCAG 2.5.5). */
async function touchTargets(page, what) {
  const small = await page.evaluate(() => [...document.querySelectorAll("main button, main a.button, main input:not([type=checkbox]):not([type=radio]):not([type=file]), main select, header.top button, header.top a, nav.tabs a, .projector button, .projector input")]
    .filter((e) => e.offsetParent !== null)
    .map((e) => ({ e, r: e.getBoundingClientRect() }))
    .filter(({ r }) => r.height < 43.5)
    .slice(0, 5)
    .map(({ e, r }) => `${e.tagName.toLowerCase()}${e.name ? "[name=" + e.name + "]" : ""} "${(e.textContent || e.placeholder || "").trim().slice(0, 20)}" ${Math.round(r.height)}px`));
  assert.deepEqual(small, [], `${what}: touch targets under 44px`);
}

async function check(page, what) {
  await page.waitForTimeout(150);
  await noOverflow(page, what);
  await touchTargets(page, what);
  await accessible(page, what);
}

test("phone (390px): every page of a tournament in progress fits and passes axe-core", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    page.on("dialog", (d) => d.accept());
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, site.url);
    await check(page, "home (empty)");
    await page.click("#demo");
    await page.waitForSelector("#players tbody tr");
    await check(page, "players");
    // The EN switch is on screen and works.
    const en = await page.locator("header.top .lang button", { hasText: "EN" }).boundingBox();
    assert.ok(en && en.x + en.width <= 390, "EN switch inside the window");

    await tab(page, "Turni");
    await page.click("#next-round");
    await check(page, "next round panel");
    await page.click("#draw");
    await page.waitForSelector("#tables .table-card");
    await check(page, "round 1 (drawn)");
    await scoreAll(page, [70, 40, 25, 10]);
    await check(page, "round 1 (scored)");
    await page.click("#next-round");
    await page.click("#draw");
    await page.waitForSelector("#round[data-round='2'] #tables .table-card");
    // A typed but unsaved score, as at the venue.
    await page.locator("#tables .table-card").first().locator("input[name=points]").first().fill("33");
    await check(page, "round 2 (in progress)");
    await page.click("#round-nav button >> nth=0");
    await page.waitForSelector("#round[data-round='1']");
    await check(page, "round 1 tab");

    for (const [it, what] of [["Classifica", "standings"], ["Documenti", "documents"], ["Impostazioni", "settings"], ["Registro", "log"]]) {
      await tab(page, it);
      await page.waitForTimeout(200);
      await check(page, what);
    }
    const id = (await page.evaluate(() => location.hash)).split("/")[2];

    await page.goto(`${site.url}#/aiuto`);
    await page.waitForSelector(".help");
    await check(page, "help");
    await page.goto(`${site.url}#/`);
    await page.waitForSelector("#tournaments");
    await check(page, "home (with a tournament)");

    for (const [hash, what] of [[`#/t/${id}/proiettore/turno/2`, "projector tables"], [`#/t/${id}/proiettore/classifica`, "projector standings"]]) {
      await page.goto(site.url + hash);
      await page.waitForSelector("#projector");
      await check(page, `${what} (phone)`);
      await page.setViewportSize({ width: 1920, height: 1080 });
      await check(page, `${what} (1920×1080)`);
      await page.setViewportSize({ width: 390, height: 844 });
    }

    // Othello: its own tournament, for the rating page and the two-player tables.
    await page.goto(`${site.url}#/`);
    await page.waitForSelector("#new-name");
    await page.fill("#new-name", "Othello di prova");
    await page.selectOption("#new-format", "othello-swiss");
    await page.click("form.create button[type=submit]");
    await page.waitForSelector("#player-form");
    for (let i = 1; i <= 4; i++) {
      await page.fill("#player-form input[name=first]", `Nome${i}`);
      await page.fill("#player-form input[name=last]", `Cognome${i}`);
      await page.press("#player-form input[name=last]", "Enter");
      await page.waitForSelector(`#players tr[data-id='${i}']`);
    }
    await tab(page, "Rating Othello");
    await page.waitForTimeout(200);
    await check(page, "Othello rating");
    await tab(page, "Turni");
    await page.click("#next-round");
    await page.click("#draw");
    await page.waitForSelector("#tables .table-card");
    await check(page, "Othello round 1");
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("every file the manifest names is in the build (no favicon 404 on a static host)", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, "manifest.webmanifest"), "utf8"));
  assert.ok(manifest.icons.length > 0);
  for (const icon of manifest.icons) assert.ok(fs.existsSync(path.join(DIST, icon.src)), `${icon.src} missing from the build`);
});
