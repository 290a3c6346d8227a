// Publishing to the federation and the national ranking read back, end to end on pouchdb-server with
// admin party off. Two clubs' servers' databases are made by `raduno server setup` (`raduno` and
// `roma`, each with its `_federation` database): the first club's director restores a finished
// tournament and publishes it with the standings page's button (again: unchanged); the second club
// publishes four with `raduno federation publish` (password from the environment, never printed). A
// document that is not a finished tournament is refused by the server with its reason, and said so on
// the page when the server refuses the director. The federation replicates both clubs' databases with
// the filter `raduno/finished` into its own, where two damaged documents also lie; the circuits page
// reads 2024 from it: the damaged ones listed apart with why, the players' totals equal to
// `raduno circuit` on the same files and to `raduno circuit --server`, each counted and dropped result
// on the player's line. A screenshot of the ranking page is written to SHOTS (or the temporary folder).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, browser, open, tab, pouchServer, basicAuth, radunoCli, serverSetup, openBackup, nationalRanking } from "./harness.mjs";

const ADMIN_PW = "adm1n-secret";
const CLUB_PW = "club-pw-9x7";
const ROMA_PW = "roma-pw-4k2";
const SHOTS = process.env.SHOTS || os.tmpdir();

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

/** `raduno server setup` for one club's database and user, the passwords in the environment. */
function setup(url, db, user, password) {
  return serverSetup(url, { user, userPassword: password, adminPassword: ADMIN_PW, db }, "--origin", site.origin);
}

/** The command line with `RADUNO_PASSWORD` set: its exit code, standard output and error. */
function cli(args, password) {
  const r = spawnSync(radunoCli(), args, { env: { ...process.env, RADUNO_PASSWORD: password }, encoding: "utf8" });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test("clubs publish finished tournaments; the ranking page reads the year from the federation's server", async () => {
  const couch = await pouchServer({ admin: ["admin", ADMIN_PW] });
  const b = await browser();
  try {
    assert.match(setup(couch.url, "raduno", "club", CLUB_PW), /database raduno_federation: created, members club/);
    assert.match(setup(couch.url, "roma", "roma", ROMA_PW), /database roma_federation: created, members roma/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "raduno-fedpub-"));
    const lead = [["Anna", 101], ["Bruno", 102], ["Gino", null]];
    const openA = openBackup(dir, "Open A", "2024-03-02", 24, lead);
    const others = [
      openBackup(dir, "Open B", "2024-04-06", 24, lead),
      openBackup(dir, "Open C", "2024-05-04", 24, lead),
      openBackup(dir, "Open D", "2024-06-01", 24, lead),
      openBackup(dir, "Open piccolo", "2024-07-06", 20, lead),
      openBackup(dir, "Open 2023", "2023-11-04", 24, lead),
    ];

    // The first club's director: the device's server, the finished tournament restored, published.
    const page = await b.page();
    await open(page, site.url);
    // A tournament still being played: the button waits, and says why.
    await page.click("#demo");
    await page.waitForSelector("#players tbody tr");
    await tab(page, "Classifica");
    assert.match(await page.textContent("#federation-publish-why-not"), /Non ancora finito: turni o finale da giocare/);
    assert.equal(await page.isDisabled("#federation-publish-button"), true);
    await page.click("header.top a.brand");
    await page.setInputFiles("#restore", openA);
    await page.waitForSelector("#players tbody tr");
    await tab(page, "Classifica");
    await page.waitForSelector("#federation-publish-why-not");
    assert.match(await page.textContent("#federation-publish-why-not"), /Nessun server su questo dispositivo/);
    assert.equal(await page.isDisabled("#federation-publish-button"), true);
    await tab(page, "Dispositivi");
    await page.fill("#server-url", `${couch.url}/raduno`);
    await page.fill("#server-user", "club");
    await page.fill("#server-password", CLUB_PW);
    await Promise.all([page.waitForEvent("load").catch(() => {}), page.click("#server-save")]);
    await page.waitForSelector("header.top");
    await tab(page, "Classifica");
    await page.waitForSelector("#federation-publish-button:not([disabled])");
    assert.match(await page.textContent("#federation-publish"), /raduno_federation/);
    await page.click("#federation-publish-button");
    await page.waitForFunction(() => /^Pubblicato/.test(document.querySelector("#federation-publish-said")?.textContent || ""));
    assert.match(await page.textContent("#federation-publish-said"), /^Pubblicato in http:\/\/127\.0\.0\.1:\d+\/raduno_federation alle \d{1,2}[:.]\d\d[:.]\d\d \(revisione 1-\w+\)\.$/);
    const club = (p, init = {}) => fetch(`${couch.url}/${p}`, { ...init, headers: { "content-type": "application/json", authorization: basicAuth("club", CLUB_PW), ...(init.headers || {}) } });
    const stored = await (await club("raduno_federation/held%2FOpen%20A")).json();
    assert.equal(stored.year, 2024);
    assert.equal(stored.held.rows.length, 24);
    assert.equal(stored.held.rows[0].national_id, "101");
    // Again: the same document, left as it is.
    await page.click("#federation-publish-button");
    await page.waitForFunction(() => /Già pubblicato/.test(document.querySelector("#federation-publish-said")?.textContent || ""));
    assert.match(await page.textContent("#federation-publish-said"), /revisione 1-/);

    // The server refuses what is not a finished tournament, with its reason.
    const unfinished = { ...stored, _id: "held/A metà", finished: false, held: { ...stored.held, name: "A metà" } };
    delete unfinished._rev;
    let r = await club("raduno_federation/held%2FA%20met%C3%A0", { method: "PUT", body: JSON.stringify(unfinished) });
    assert.equal(r.status, 403);
    assert.match((await r.json()).reason, /only finished tournaments are published to the federation/);
    // And the page says the server's refusal as it is: here the admin has made the design refuse
    // every write (as a federation closing a season might), and the director's update is refused.
    const design = await (await couch.admin("raduno_federation/_design/raduno")).json();
    const closed = { ...design, validate_doc_update: "function (doc, old, user) { if (user.roles.indexOf('_admin') === -1) throw({forbidden: 'season 2024 closed by the federation'}); }" };
    assert.ok((await couch.admin("raduno_federation/_design/raduno", { method: "PUT", body: JSON.stringify(closed) })).ok);
    await couch.admin(`raduno_federation/held%2FOpen%20A?rev=${stored._rev}`, { method: "DELETE" });
    await page.click("#federation-publish-button");
    await page.waitForSelector("#federation-publish-said.error");
    assert.equal(await page.textContent("#federation-publish-said"), "Rifiutato dal server: «season 2024 closed by the federation». Niente è stato pubblicato.");
    const reopened = await (await couch.admin("raduno_federation/_design/raduno")).json();
    assert.ok((await couch.admin("raduno_federation/_design/raduno", { method: "PUT", body: JSON.stringify({ ...design, _rev: reopened._rev }) })).ok);
    await page.click("#federation-publish-button");
    await page.waitForFunction(() => /^Pubblicato in/.test(document.querySelector("#federation-publish-said")?.textContent || ""));

    // The second club publishes by the command line; a password on the line is refused by clap.
    const published = cli(["federation", "publish", ...others, "--server", `${couch.url}/roma`, "--user", "roma"], ROMA_PW);
    assert.equal(published.code, 0, published.err);
    assert.match(published.out, /Open B\.raduno\.json: pubblicato come «held\/Open B» in http:\/\/127\.0\.0\.1:\d+\/roma_federation \(revisione 1-/);
    assert.equal(published.out.trim().split("\n").length, 5);
    const again = cli(["federation", "publish", others[0], "--server", `${couch.url}/roma`, "--user", "roma", "--lang", "en"], ROMA_PW);
    assert.match(again.out, /“held\/Open B” is already in .*roma_federation, the same/);
    const wrong = cli(["federation", "publish", others[0], "--server", `${couch.url}/roma`, "--user", "roma"], "not-it");
    assert.equal(wrong.code, 1);
    assert.match(wrong.err, /non accetta l'utente e la password \(HTTP 401\)/);
    for (const x of [published, again, wrong]) assert.ok(!(x.out + x.err).includes(ROMA_PW), "the password is never printed");
    const onLine = cli(["federation", "publish", others[0], "--server", `${couch.url}/roma`, "--password", ROMA_PW], "");
    assert.equal(onLine.code, 2);

    // The federation replicates both clubs' databases, finished tournaments only; two damaged
    // documents lie there too.
    const as = (db) => `http://admin:${ADMIN_PW}@127.0.0.1:${couch.port}/${db}`;
    for (const db of ["raduno_federation", "roma_federation"]) {
      r = await couch.admin("_replicate", { method: "POST", body: JSON.stringify({ source: as(db), target: as("federazione"), filter: "raduno/finished", create_target: true }) });
      assert.ok(r.ok, `replicate ${db}: ${r.status} ${await r.text()}`);
    }
    await couch.admin("federazione/_security", { method: "PUT", body: JSON.stringify({ admins: { names: [], roles: ["_admin"] }, members: { names: ["club"], roles: [] } }) });
    await couch.admin("federazione/held%2FRotto", { method: "PUT", body: JSON.stringify({ type: "raduno-held", finished: true, year: 2024, held: { name: "Rotto", rows: "none" } }) });
    await couch.admin("federazione/appunti", { method: "PUT", body: JSON.stringify({ text: "not a tournament" }) });

    // The ranking page reads 2024 from the federation's database.
    await nationalRanking(page, "Ranking 2024", 2024);
    await page.waitForSelector("#federation-read");
    assert.equal(await page.inputValue("#federation-read-address"), `${couch.url}/raduno_federation`, "the device's server's by default");
    await page.fill("#federation-read-address", `${couch.url}/federazione`);
    await page.click("#federation-read-button");
    await page.waitForSelector("#federation-read-said.ok");
    assert.match(await page.textContent("#federation-read-said"), /^Letti 5 tornei del 2024 da http:\/\/127\.0\.0\.1:\d+\/federazione alle .* 1 tornei di altri anni non letti\.$/);
    const apart = await page.locator("#federation-read-apart li").evaluateAll((li) => li.map((x) => [x.dataset.id, x.textContent]));
    assert.deepEqual(apart.map(([id]) => id), ["appunti", "held/Rotto"]);
    assert.match(apart[0][1], /non è la classifica finale di un torneo finito/);
    assert.match(apart[1][1], /illeggibile: invalid type/);
    await page.waitForSelector("#circuit-tournaments tr.member >> nth=4");
    await page.waitForSelector("#circuit-standings tbody tr");

    // The same totals as the command line on the same files, and as it reads the server.
    const rules = path.join(dir, "ranking.json");
    fs.writeFileSync(rules, JSON.stringify({ ranking: "nazionale", year: 2024 }));
    const files = cli(["circuit", rules, openA, ...others, "--json"], "");
    assert.equal(files.code, 0, files.err);
    const server = cli(["circuit", rules, "--server", `${couch.url}/federazione`, "--user", "club", "--json"], CLUB_PW);
    assert.equal(server.code, 0, server.err);
    assert.match(server.err, /messo da parte, non contato: held\/Rotto: illeggibile/);
    assert.match(server.err, /5 tornei del 2024 letti da .*federazione \(1 di altri anni\)/);
    const totals = (json) => Object.fromEntries(JSON.parse(json).standings.map((row) => [row.national_id, Number(row.total)]));
    const byFiles = totals(files.out);
    assert.deepEqual(totals(server.out), byFiles);
    const onPage = Object.fromEntries(await page.locator("#circuit-standings tbody tr[data-national-id]").evaluateAll((rows) => rows.map((tr) => [tr.dataset.nationalId, Number(tr.querySelector("td.total").textContent.replace(",", "."))])));
    assert.deepEqual(onPage, byFiles);
    assert.equal(Object.keys(onPage).length, Object.keys(byFiles).length);
    assert.equal(onPage["101"], 763.2);

    // Anna's line: three Opens counted, the fourth past the best 3, the small one with too few tables.
    const anna = page.locator('#circuit-standings tr[data-national-id="101"]');
    assert.deepEqual(await anna.locator("span.counted").allTextContents(), ["Open A: 1° 254,400", "Open B: 1° 254,400", "Open C: 1° 254,400"]);
    const dropped = await anna.locator("span.dropped").evaluateAll((spans) => spans.map((s) => [s.dataset.tournament, s.dataset.why]));
    assert.deepEqual(dropped, [["Open D", "category_limit"], ["Open piccolo", "too_few_tables"]]);
    assert.match(await page.textContent("#circuit-tournaments"), /federazione/);
    await page.screenshot({ path: path.join(SHOTS, "federation-ranking.png"), fullPage: true });

    // Read again: the same tournaments, not twice.
    await page.click("#federation-read-button");
    await page.waitForFunction(() => /^Letti 5/.test(document.querySelector("#federation-read-said")?.textContent || ""));
    assert.equal(await page.locator("#circuit-tournaments tr.member").count(), 5);
    assert.ok(!(await page.content()).includes(CLUB_PW), "the password is not on the page");
  } finally {
    await b.close();
    couch.close();
  }
});
