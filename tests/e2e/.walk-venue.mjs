// Ad-hoc walk (not a test): Campionato Gufo with a 5-seat table, screenshots of round, standings, projector.
import { serve, browser, open } from "./harness.mjs";
const SHOTS = "/tmp/venue-shots";
const site = await serve();
const b = await browser();
const page = await b.page();
try {
  for (const format of ["campionato-gufo", "gufo"]) {
    await open(page, site.url);
    await page.click("#demo");
    await page.waitForSelector("#players tbody tr");
    await page.fill("#player-form input[name=id]", "41");
    await page.fill("#player-form input[name=first]", "Quinto");
    await page.fill("#player-form input[name=last]", "Posto");
    await page.press("#player-form input[name=last]", "Enter");
    await page.waitForSelector("#players tbody tr[data-id='41']");
    await page.click("nav.tabs >> text=Impostazioni");
    await page.selectOption("#settings select[name=format]", format);
    await page.click("#settings button[type=submit]");
    await page.waitForSelector(".notice.info");
    await page.click("nav.tabs >> text=Turni");
    await page.click("#next-round");
    await page.click("#draw");
    await page.waitForSelector("#round[data-round='1'] #tables .table-card");
    const cards = page.locator("#tables .table-card");
    const n = await cards.count();
    for (let t = 0; t < n; t++) {
      const inputs = cards.nth(t).locator("input[name=points]");
      const k = await inputs.count();
      const vals = k === 5 ? [42, 30, 20, 10, 5] : [33 + t, 25, 15, 8];
      for (let s = 0; s < k; s++) await inputs.nth(s).fill(String(vals[s]));
      await cards.nth(t).locator(".save-table").click();
      await page.waitForTimeout(150);
    }
    const five = await page.$$eval("#tables .table-card", (cs) => cs.filter((c) => c.querySelectorAll("tr[data-player]").length === 5).map((c) => [...c.querySelectorAll("td.tp")].map((x) => x.textContent)));
    const four = await page.$$eval("#tables .table-card", (cs) => cs.filter((c) => c.querySelectorAll("tr[data-player]").length === 4).slice(0, 1).map((c) => [...c.querySelectorAll("td.tp")].map((x) => x.textContent)));
    console.log(format, "5-table tournament points:", JSON.stringify(five), "4-table:", JSON.stringify(four));
    console.log("errors", await page.locator(".notice.error").allTextContents());
    await page.screenshot({ path: `${SHOTS}/${format}-round.png`, fullPage: false });
    await page.click("nav.tabs >> text=Classifica");
    await page.waitForSelector("#standings tbody tr");
    console.log(format, "standings top:", JSON.stringify(await page.$$eval("#standings tbody tr", (rs) => rs.slice(0, 4).map((r) => r.textContent))));
    await page.screenshot({ path: `${SHOTS}/${format}-standings.png` });
    const href = await page.getAttribute("#standings-projector", "href");
    const proj = await b.context.newPage();
    await proj.setViewportSize({ width: 1920, height: 1080 });
    await proj.goto(site.url + href);
    await proj.waitForTimeout(1500);
    await proj.screenshot({ path: `${SHOTS}/${format}-projector.png` });
    console.log(format, "projector:", (await proj.textContent("body")).slice(0, 400));
    await proj.close();
  }
  console.log("page errors", b.errors);
} finally { await b.close(); await site.close(); }
