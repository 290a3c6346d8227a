// What the federation reads, in the app (the documents' rules (the workbook layout), 5.12): the players' register loaded once from the real
// 2025 workbook (../shared/fixtures/ModuloTorneo-2025.xls, read at test time: no name of it is written
// here) and kept on the device; at check-in a name typed surname first, in capitals, offers the
// registered player, and "Usa" fills his national ID and club; a national ID already in the tournament
// is refused naming the player who holds it; the category from the official list and the rounds'
// dates on the settings page, the first round dated by its draw.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { serve, browser, openDemo, drawNext, tab, ROOT } from "./harness.mjs";

const FIXTURE = path.join(ROOT, "../shared/fixtures/ModuloTorneo-2025.xls");
const SHOTS = process.env.SHOTS || "/tmp";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

/** The club the register's events name most, as the app reads it. */
function clubOf(events) {
  const clubs = events.map((e) => e.split(" - ")[0].trim()).filter((c) => c.includes("[") && c.endsWith("]"));
  let best = "", n = 0;
  for (const c of clubs) { const k = clubs.filter((x) => x === c).length; if (k > n) { best = c; n = k; } }
  return best;
}

test("check-in by name from the register; category and round dates in the settings", async () => {
  assert.ok(fs.existsSync(FIXTURE), `${FIXTURE} is needed`);
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    assert.match(await page.textContent("#register-count"), /non caricata/);

    // The register, from the federation's workbook, once.
    await page.setInputFiles("#register-file", FIXTURE);
    await page.waitForSelector("#register-said");
    assert.match(await page.textContent("#register-said"), /Anagrafica caricata .* \d{4} giocatori/);
    const count = Number((await page.textContent("#register-count")).match(/(\d+) giocatori/)[1]);
    assert.ok(count > 2800 && count < 3000, `${count}`);

    // A registered player with two names and a club, chosen at test time.
    const players = await page.evaluate(() => JSON.parse(localStorage.getItem("raduno-register")));
    const someone = players.find((p) => p.name.split(" ").length === 2 && clubOf(p.events || []) && /^[A-Za-z]+ [A-Za-z]+$/.test(p.name));
    assert.ok(someone, "a player with a club");
    const [first, last] = someone.name.split(" ");
    const club = clubOf(someone.events);

    // Typed surname first, in capitals: offered with his national ID and club; "Usa" fills them.
    await page.fill("#player-form input[name=id]", "41");
    await page.fill("#player-form input[name=first]", last.toUpperCase());
    await page.fill("#player-form input[name=last]", first.toLowerCase());
    const offer = page.locator(`#register-offers li.offer[data-national-id='${someone.national_id}']`);
    await offer.waitFor();
    assert.match(await offer.textContent(), new RegExp(`${someone.national_id}`));
    assert.ok((await offer.textContent()).includes(club));
    assert.equal(await page.inputValue("#player-form input[name=national-id]"), "", "nothing filled before the pick");
    await page.screenshot({ path: path.join(SHOTS, "federation-checkin.png"), fullPage: false });
    await offer.locator("button.offer-use").click();
    assert.equal(await page.inputValue("#player-form input[name=national-id]"), String(someone.national_id));
    assert.equal(await page.inputValue("#player-form input[name=club]"), club);
    await page.press("#player-form input[name=last]", "Enter");
    await page.waitForSelector("#players tr[data-id='41']");
    assert.equal(await page.textContent("#players tr[data-id='41'] td.p-club"), club);

    // The same national ID for another player: refused, the holder named.
    await page.fill("#player-form input[name=id]", "42");
    await page.fill("#player-form input[name=first]", "Altra");
    await page.fill("#player-form input[name=last]", "Persona");
    await page.fill("#player-form input[name=national-id]", String(someone.national_id));
    await page.press("#player-form input[name=last]", "Enter");
    await page.waitForSelector("#player-error");
    const refusal = await page.textContent("#player-error");
    assert.ok(refusal.includes("Altra Persona") && refusal.includes(String(someone.national_id)), refusal);
    assert.ok(refusal.toLowerCase().includes(last.toLowerCase()), refusal);
    assert.equal(await page.locator("#players tr[data-id='42']").count(), 0);

    // The register stays on the device: a reload still has it.
    await page.reload();
    await page.waitForSelector("#register-count");
    assert.match(await page.textContent("#register-count"), new RegExp(`${count} giocatori`));

    // Settings: the category from the official list, the note; the first round dated by its draw.
    await tab(page, "Impostazioni");
    const options = await page.$$eval("#federation select[name=category] option", (os) => os.map((o) => o.textContent));
    assert.deepEqual(options.slice(1), ["Raduno Nazionale", "Torneo Master", "Torneo Open", "Torneo Interclub", "Campionato periodico", "Torneo a Squadre", "Torneo 2VS2", "Torneo a Inviti", "Amichevoli"]);
    await page.selectOption("#federation select[name=category]", "Torneo Open");
    await page.fill("#federation input[name=note]", "Sala grande");
    await page.click("#settings button[type=submit]");
    await page.waitForSelector(".notice.info");
    assert.equal(await page.inputValue("#federation input[name=round-date-1]"), "");
    await drawNext(page, 1);
    const today = await page.evaluate(() => { const d = new Date(); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`; });
    await tab(page, "Impostazioni");
    await page.waitForSelector("#federation input[name=round-date-1]");
    assert.equal(await page.inputValue("#federation input[name=round-date-1]"), today);
    assert.equal(await page.inputValue("#federation select[name=category]"), "Torneo Open");
    assert.equal(await page.inputValue("#federation input[name=note]"), "Sala grande");
    // A date corrected by hand is kept.
    await page.fill("#federation input[name=round-date-1]", "2025-03-07");
    await page.click("#settings button[type=submit]");
    await page.waitForSelector(".notice.info");
    await page.reload();
    await page.waitForSelector("#federation input[name=round-date-1]");
    assert.equal(await page.inputValue("#federation input[name=round-date-1]"), "2025-03-07");
    await page.locator("#federation").scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, "federation-settings.png"), fullPage: false });
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
