// The federation's database, on pouchdb-server with admin party off: `raduno server
// setup` makes `raduno_federation` beside the club's database; the club's user publishes a finished
// tournament's final standings there, and anything else is refused (an unfinished tournament, a
// document of another shape, the design changed by a non-admin); the federation pulls with the filter
// `raduno/finished` and gets finished tournaments only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pouchServer, serverSetup, basicAuth } from "./harness.mjs";

const ADMIN_PW = "adm1n-secret";
const CLUB_PW = "club-pw-9x7";

/** A finished tournament's document as `raduno::replica::federation::document` writes it. */
function held(name, finished = true) {
  return {
    _id: `held/${name}`,
    type: "raduno-held",
    finished,
    year: 2024,
    held: {
      name, date: "2024-05-04", format: "Open", category: "torneo_open", tables: 6, rounds: 1, first_round_date: "2024-05-04",
      rows: [
        { first_name: "Anna", last_name: "Rossi", club: "ROMA", national_id: "101", place: 1, own: { num: 100, den: 1 } },
        { first_name: "Bruno", last_name: "Rossi", club: "ROMA", national_id: "102", place: 2, own: { num: 96, den: 1 } },
      ],
    },
  };
}

test("a club publishes finished tournaments only, and the federation pulls them filtered", async () => {
  const server = await pouchServer({ admin: ["admin", ADMIN_PW] });
  try {
    const said = serverSetup(server.url, { user: "club", userPassword: CLUB_PW, adminPassword: ADMIN_PW });
    assert.match(said, /database raduno_federation: created, members club, validate_doc_update \(finished tournaments only\)/);
    const club = (p, init = {}) => fetch(`${server.url}/${p}`, { ...init, headers: { "content-type": "application/json", authorization: basicAuth("club", CLUB_PW) } });
    // Published: a finished tournament.
    let r = await club("raduno_federation/held%2FOpen%20di%20Roma", { method: "PUT", body: JSON.stringify(held("Open di Roma")) });
    assert.equal(r.status, 201, await r.text());
    // Refused: unfinished, another shape, the design by the club's user, a deletion.
    r = await club("raduno_federation/held%2FA%20met%C3%A0", { method: "PUT", body: JSON.stringify(held("A metà", false)) });
    assert.equal(r.status, 403);
    assert.match((await r.json()).reason, /only finished tournaments/);
    r = await club("raduno_federation/x", { method: "PUT", body: JSON.stringify({ t: "x", e: "{}" }) });
    assert.equal(r.status, 403);
    r = await club("raduno_federation/_design/raduno", { method: "PUT", body: JSON.stringify({ validate_doc_update: "function () {}" }) });
    assert.ok(r.status === 403 || r.status === 401, `design: ${r.status}`);
    const doc = await (await club("raduno_federation/held%2FOpen%20di%20Roma")).json();
    r = await club(`raduno_federation/held%2FOpen%20di%20Roma?rev=${doc._rev}`, { method: "DELETE" });
    assert.equal(r.status, 403);
    // Nobody else reads it.
    assert.equal((await fetch(`${server.url}/raduno_federation/_all_docs`)).status, 401);
    // The federation pulls finished tournaments with the filter (here as the server's admin, whose
    // credentials the replicator sends: in the test only, to a loopback server).
    const as = (db) => `http://admin:${ADMIN_PW}@127.0.0.1:${server.port}/${db}`;
    r = await server.admin("_replicate", { method: "POST", body: JSON.stringify({ source: as("raduno_federation"), target: as("federazione"), filter: "raduno/finished", create_target: true }) });
    assert.ok(r.ok, `replicate: ${r.status} ${await r.text()}`);
    const all = await (await server.admin("federazione/_all_docs?include_docs=true")).json();
    const ids = all.rows.map((row) => row.id).filter((id) => !id.startsWith("_design/"));
    assert.deepEqual(ids, ["held/Open di Roma"]);
    assert.equal(all.rows.find((row) => row.id === "held/Open di Roma").doc.held.rows[0].national_id, "101");
  } finally {
    server.close();
  }
});
