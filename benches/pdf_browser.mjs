// Browser benchmark of the PDF worker (src/bin/pdf_worker.rs) in headless Chromium: the score sheets of a
// round of 250 tables (1000 players), one per page and reduced, and the standings of 1000 players, each
// made 5 times. Prints the time from posting the request to receiving the PDF (median / max, ms) and the
// time the worker itself reports. Run after a build: `DIST=dist node benches/pdf_browser.mjs`.
import { serve, browser, open } from "../tests/e2e/harness.mjs";

const NAMES = [["Łukasz", "Żółć"], ["Ștefan", "Țărână"], ["Győző", "Őrsi"], ["Jiří", "Řehoř"], ["Žygimantas", "Ąžuolas"], ["Þórður", "Ðagur"], ["Marco", "Rossi"], ["Niccolò", "Barberà"]];

function tournament(tables, played) {
  const players = [];
  for (let id = 1; id <= tables * 4; id++) {
    const [first, last] = NAMES[id % NAMES.length];
    players.push({ id, first_name: `${first}${id}`, last_name: last, club: `CLUB ${id % 32} [Associazione ${id % 32}]`, participating: true });
  }
  const seats = (k) => [1, 2, 3, 4].map((s, i) => ({ player: 4 * k + s, result: played ? { points: 80 - 10 * i + (k % 7) } : null }));
  const round = { number: 1, phase: "Qualifying", seed: 1, tables: Array.from({ length: tables }, (_, k) => ({ number: k + 1, seats: seats(k) })) };
  return JSON.stringify({ settings: { name: "Benchmark Łódź", date: "2026-05-17", format: "master" }, players, rounds: [round] });
}

const site = await serve();
const b = await browser();
try {
  const page = await b.page();
  await open(page, site.url);
  const cases = [
    ["score sheets, 250 tables, one per page", tournament(250, false), { doc: { kind: "score-sheets", round: 1 }, options: { reduced: false } }],
    ["score sheets, 250 tables, reduced (2 per page)", tournament(250, false), { doc: { kind: "score-sheets", round: 1 }, options: { reduced: true } }],
    ["standings, 1000 players", tournament(250, true), { doc: { kind: "standings" } }],
  ];
  // The first request also starts the worker (download and compile of its wasm): timed apart.
  const first = await page.evaluate(async ([t, r]) => {
    const start = performance.now();
    const w = new Worker("./raduno-pdf_loader.js");
    window.benchWorker = w;
    await new Promise((ok, ko) => { w.onmessage = ok; w.onerror = ko; w.postMessage({ id: 1, tournament: t, request: JSON.stringify(r) }); });
    return performance.now() - start;
  }, [cases[0][1], cases[0][2]]);
  console.log(`first print (starts the worker): ${first.toFixed(0)} ms`);
  for (const [label, t, r] of cases) {
    const runs = await page.evaluate(async ([t, r]) => {
      const out = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        const reply = await new Promise((ok, ko) => { window.benchWorker.onmessage = (e) => ok(e.data); window.benchWorker.onerror = ko; window.benchWorker.postMessage({ id: i + 2, tournament: t, request: JSON.stringify(r) }); });
        if (reply.error) throw new Error(reply.error);
        out.push([performance.now() - start, reply.ms, reply.bytes.length]);
      }
      return out;
    }, [t, r]);
    const total = runs.map((x) => x[0]).sort((a, b) => a - b);
    const inWorker = runs.map((x) => x[1]).sort((a, b) => a - b);
    console.log(`${label}: ${total[2].toFixed(0)} / ${total[4].toFixed(0)} ms (median / max, post to reply); in the worker ${inWorker[2].toFixed(0)} ms; ${(runs[0][2] / 1024).toFixed(0)} KB`);
  }
} finally {
  await b.close();
  await site.close();
}
