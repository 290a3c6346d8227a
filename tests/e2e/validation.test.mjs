// Valid results on the real round page (the table results' rules "Valid results"): each impossible row of the table
// typed into table 1 of round 1 and saved is refused with the player and the reason, and nothing is
// stored: drafts keep typed values as "bozza, non salvata", so each check removes the drafts and reloads,
// and the inputs then show what is stored. A plain 100 without the RisiKo! flag asks "Sì, salva così" and
// is stored only after the answer. A level table saved in Open, then the format switched to Master: the
// next draw is refused naming the table and the tied players. And the two "✓ salvato" cases:
// Othello inputs left blank while 64–0 is stored, and a refused Testa a testa 30–60 while 50–50 is stored,
// never show "✓ salvato" next to values that are not stored.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, foreign, openDemo, setFormat, drawNext } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

/** The demo tournament (40 players) in `format`, round 1 drawn; returns to the round page. */
async function round1In(page, format) {
  await openDemo(page, site.url);
  if (format !== "master") await setFormat(page, format);
  await drawNext(page, 1);
}

/** The error banner once it says `reason`. */
async function banner(page, reason) {
  const b = page.locator(".notice.error").filter({ hasText: reason });
  await b.waitFor();
  return b.textContent();
}

const card = (page, t = 0) => page.locator("#tables .table-card").nth(t);

/** Player names of a table, seat by seat. */
async function names(page, t = 0) {
  return card(page, t).locator("tr[data-player] td.who b").allTextContents();
}

/** What is stored for table `t`: drafts removed, page reloaded, the inputs as the stored table fills them. */
async function stored(page, t = 0) {
  await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith("raduno.draft.")) localStorage.removeItem(k); });
  await page.reload();
  await page.waitForSelector("#tables .table-card");
  const c = card(page, t);
  return {
    points: await c.locator("input[name=points]").evaluateAll((xs) => xs.map((x) => x.value)),
    saved: await c.locator(".saved").count(),
  };
}

/** Types `values` (seat by seat: a number, or {points, risiko, eliminated}) into table t and saves. */
async function typeAndSave(page, values, t = 0) {
  const c = card(page, t);
  for (const [s, v] of values.entries()) {
    if (v === undefined) continue;
    const row = c.locator("tr[data-player]").nth(s);
    const { points, risiko, eliminated } = typeof v === "object" ? v : { points: v };
    if (risiko) await row.locator("input[name=risiko]").check();
    if (points !== undefined) await row.locator("input[name=points]").fill(String(points));
    if (eliminated !== undefined) await row.locator("input[name=eliminated]").fill(String(eliminated));
  }
  await c.locator(".save-table").click();
}

/** The refusal: the error banner names the player(s) and gives the reason; nothing is stored. */
async function refused(page, values, reason, who, t = 0) {
  await typeAndSave(page, values, t);
  const text = await banner(page, reason);
  for (const name of who) assert.ok(text.includes(name), `«${name}» not named in: ${text}`);
  assert.match(text, /Turno 1, tavolo \d+/);
  // The card lists the problem too, and never shows "✓ salvato" next to the typed values.
  assert.equal(await card(page, t).locator(".saved").count(), 0);
  const after = await stored(page, t);
  assert.ok(after.points.every((p) => p === ""), `nothing stored, got ${after.points}`);
  assert.equal(after.saved, 0);
}

test("RisiKo! formats: 101, a negative, two RisiKo! at one table are refused; a plain 100 asks first", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await round1In(page, "master");
    const who = await names(page);
    await refused(page, [101, 30, 20, 10], /101 punti tavolo: un giocatore ne fa al massimo 100/, [who[0]]);
    await refused(page, [40, -5, 20, 10], /Punti tavolo: «-5» non è un numero intero ≥ 0/, [`posto 2 (${who[1]}`]);
    await refused(page, [{ risiko: true }, { risiko: true }, 20, 10], /più di un RisiKo! allo stesso tavolo/, who.slice(0, 2));

    // A plain 100 without the flag: a question, nothing stored until "Sì, salva così".
    await typeAndSave(page, [100, 30, 20, 10]);
    const question = card(page).locator(".entry-question");
    await question.waitFor();
    assert.match(await question.textContent(), /100 punti tavolo senza RisiKo!/);
    assert.equal(await card(page).locator(".saved").count(), 0);
    // Unanswered, nothing is stored (the typed values come back as a draft after a reload).
    await page.reload();
    await page.waitForSelector("#tables .table-card");
    assert.match(await card(page).locator(".draft-note").textContent(), /bozza, non salvata/);
    assert.equal(await card(page).locator(".saved").count(), 0);
    await card(page).locator(".save-table").click();
    await card(page).locator(".entry-question .question-confirm").click();
    await card(page).locator(".saved").waitFor();
    const kept = await stored(page);
    assert.deepEqual(kept.points, ["100", "30", "20", "10"]);
    assert.equal(kept.saved, 1);
    assert.deepEqual(b.errors, []);
    assert.deepEqual(foreign(b.requests, site.origin), []);
  } finally { await b.close(); }
});

for (const format of ["gufo", "campionato-gufo"]) {
  test(`${format}: every player eliminated, a repeated elimination order are refused`, async () => {
    const b = await browser();
    try {
      const page = await b.page();
      await round1In(page, format);
      const who = await names(page);
      const all = who.map((_, s) => ({ eliminated: s + 1 }));
      await refused(page, all, /tutti risultano eliminati: almeno un giocatore resta in gioco/, who);
      const twice = [40, 30, { eliminated: 1 }, { eliminated: 1 }, 10].slice(0, who.length);
      await refused(page, twice, /ordine di eliminazione 1 non valido o ripetuto/, [who[3]]);
      assert.deepEqual(b.errors, []);
    } finally { await b.close(); }
  });
}

test("Ludolimpica: a table over 194 victory points, two players at 105 or more, are refused", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await round1In(page, "ludolimpica");
    const who = await names(page);
    const rest = who.slice(2).map(() => 0);
    await refused(page, [100, 90, 10, ...rest.slice(1)], /100 \+ 90 \+ 10( \+ 0)* = 200 punti vittoria: il tabellone ne ha 194 in tutto/, who);
    await refused(page, [105, 106, ...rest], /più giocatori a 105 punti vittoria o più: la partita finisce appena il primo li raggiunge/, who);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("Testa a testa: over 100 and a second winner are refused; a refused 30–60 never shows as saved over 50–50", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await round1In(page, "testa-a-testa");
    const who = await names(page);
    assert.equal(who.length, 2);
    await refused(page, [300, 20], /300 punti tavolo: un giocatore ne fa al massimo 100/, [who[0]]);

    // 50–50 on points, stored.
    const c = card(page);
    await c.locator("select[name=outcome-kind]").selectOption("Points");
    await c.locator("select[name=outcome-seat]").selectOption("0");
    await typeAndSave(page, [50, 50]);
    await c.locator(".saved").waitFor();
    assert.deepEqual((await stored(page)).points, ["50", "50"]);

    // 30–60 "on points" to the first player: a game has one winner. Refused; the screen says the typed
    // values are a draft, not "✓ salvato"; 50–50 is what stays stored.
    await typeAndSave(page, [30, 60]);
    const said = await banner(page, /l'esito «ai punti» indica come vincitore chi ha meno punti tavolo/);
    assert.ok(said.includes(who[0]), said);
    assert.equal(await c.locator(".saved").count(), 0, "✓ salvato next to a refused 30–60");
    assert.match(await c.locator(".draft-note").textContent(), /bozza, non salvata/);
    assert.deepEqual(await c.locator("input[name=points]").evaluateAll((xs) => xs.map((x) => x.value)), ["30", "60"]);
    const kept = await stored(page);
    assert.deepEqual(kept.points, ["50", "50"]);
    assert.equal(kept.saved, 1);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("Othello: 40–30 (over 64 discs) is refused; blank inputs over a stored 64–0 never show as saved", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await round1In(page, "othello-swiss");
    const who = await names(page);
    assert.equal(who.length, 2);
    await refused(page, [40, 30], /40 \+ 30 = 70 pedine: una partita ne ha al massimo 64/, who);

    // A text in the discs field names the player and says "Pedine".
    await typeAndSave(page, ["tanti", 0]);
    await banner(page, new RegExp(`posto 1 \\(${who[0]}, ID \\d+\\): Pedine: «tanti» non è un numero intero`));

    // 64–0 stored.
    await stored(page);
    await typeAndSave(page, [64, 0]);
    const c = card(page);
    await c.locator(".saved").waitFor();
    assert.deepEqual((await stored(page)).points, ["64", "0"]);
    // The inputs emptied: not "✓ salvato" but a draft; after a reload without the draft, 64–0 again.
    for (const input of await c.locator("input[name=points]").all()) await input.fill("");
    await c.locator(".draft-note").waitFor();
    assert.equal(await c.locator(".saved").count(), 0, "✓ salvato next to blank inputs");
    await page.reload();
    await page.waitForSelector("#tables .table-card");
    assert.deepEqual(await c.locator("input[name=points]").evaluateAll((xs) => xs.map((x) => x.value)), ["", ""]);
    assert.equal(await c.locator(".saved").count(), 0, "✓ salvato next to blank inputs after a reload");
    const kept = await stored(page);
    assert.deepEqual(kept.points, ["64", "0"]);
    assert.equal(kept.saved, 1);
    // The log says discs, not points.
    await page.click("nav.tabs >> text=Registro");
    await page.waitForSelector("#log tbody tr");
    assert.match(await page.textContent("#log tbody tr:first-child"), /Turno 1, tavolo 1: pedine 64 \/ 0/);
    assert.doesNotMatch(await page.textContent("#log"), /punti/i);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("an unresolved tie: a level table saved in Open, the format switched to Master, the draw names table and players", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await round1In(page, "open");
    const count = await page.locator("#tables .table-card").count();
    const level = await names(page, 0);
    for (let t = 0; t < count; t++) {
      const seats = await card(page, t).locator("input[name=points]").count();
      const values = t === 0 ? [40, 40, 10, 5, 1].slice(0, seats) : [50, 30, 20, 10, 5].slice(0, seats);
      await typeAndSave(page, values, t);
      await card(page, t).locator(".saved").waitFor();
    }
    await setFormat(page, "master");
    await page.click("nav.tabs >> text=Turni");
    await page.click("#next-round");
    await page.click("#draw");
    const text = await banner(page, /Turno 1, tavolo 1: .* sono a pari punti e le regole chiedono un ordine/);
    for (const name of level.slice(0, 2)) assert.ok(text.includes(name), `${name} not named in ${text}`);
    assert.equal(await page.locator("#round[data-round='2']").count(), 0);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
