// Raduno — the players' follow page (issue 32). No engine: it reads the document the director's device
// publishes (src/publish.rs) from the club's server with read-only rights, and finds a player, his table,
// the round's clock and the standings in it. With a table's code (the score sheet's QR) a player proposes
// the table's points: the proposal carries a mac made with the code's key, never the code
// (src/proposal.rs). Everything is in the page's address after '#', so nothing of it is sent to a server:
//   follow.html#db=<publication db URL>&pdb=<proposals db URL>&t=<tournament>&r=<round>&k=<table>&c=<code>
"use strict";
(function (root) {
  // ---- SHA-256 and HMAC-SHA-256 (crypto.subtle exists only on https pages: a venue is plain http) ----
  var K = new Uint32Array([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]);
  function utf8(s) { return new TextEncoder().encode(s); }
  function sha256(bytes) {
    var n = bytes.length, total = ((n + 9 + 63) >> 6) << 6, m = new Uint8Array(total);
    m.set(bytes); m[n] = 0x80;
    var bits = n * 8, dv = new DataView(m.buffer);
    dv.setUint32(total - 8, Math.floor(bits / 0x100000000)); dv.setUint32(total - 4, bits >>> 0);
    var h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
    var w = new Uint32Array(64);
    for (var off = 0; off < total; off += 64) {
      for (var i = 0; i < 16; i++) w[i] = dv.getUint32(off + i * 4);
      for (i = 16; i < 64; i++) {
        var a = w[i - 15], b = w[i - 2];
        var s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
        var s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
        w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
      }
      var A = h[0], B = h[1], C = h[2], D = h[3], E = h[4], F = h[5], G = h[6], H = h[7];
      for (i = 0; i < 64; i++) {
        var S1 = ((E >>> 6) | (E << 26)) ^ ((E >>> 11) | (E << 21)) ^ ((E >>> 25) | (E << 7));
        var t1 = (H + S1 + ((E & F) ^ (~E & G)) + K[i] + w[i]) | 0;
        var S0 = ((A >>> 2) | (A << 30)) ^ ((A >>> 13) | (A << 19)) ^ ((A >>> 22) | (A << 10));
        var t2 = (S0 + ((A & B) ^ (A & C) ^ (B & C))) | 0;
        H = G; G = F; F = E; E = (D + t1) | 0; D = C; C = B; B = A; A = (t1 + t2) | 0;
      }
      h[0] += A; h[1] += B; h[2] += C; h[3] += D; h[4] += E; h[5] += F; h[6] += G; h[7] += H;
    }
    var out = new Uint8Array(32), ov = new DataView(out.buffer);
    for (i = 0; i < 8; i++) ov.setUint32(i * 4, h[i]);
    return out;
  }
  function hex(bytes) {
    var s = "";
    for (var i = 0; i < bytes.length; i++) s += (bytes[i] < 16 ? "0" : "") + bytes[i].toString(16);
    return s;
  }
  function hmac(keyText, text) {
    var key = utf8(keyText);
    if (key.length > 64) key = sha256(key);
    var ipad = new Uint8Array(64), opad = new Uint8Array(64);
    for (var i = 0; i < 64; i++) { var k = key[i] || 0; ipad[i] = k ^ 0x36; opad[i] = k ^ 0x5c; }
    var msg = utf8(text), inner = new Uint8Array(64 + msg.length);
    inner.set(ipad); inner.set(msg, 64);
    var ih = sha256(inner), outer = new Uint8Array(96);
    outer.set(opad); outer.set(ih, 64);
    return hex(sha256(outer));
  }
  function normaliseCode(s) { return String(s).replace(/[^0-9a-z]/gi, "").toUpperCase(); }
  function key(t, round, table, code) {
    return hex(sha256(utf8("raduno/key|" + t + "|" + round + "|" + table + "|" + normaliseCode(code))));
  }
  function verifier(k) { return hex(sha256(utf8("raduno/verifier|" + k))); }
  function proposal(t, round, table, seat, points, atMs, code) {
    var p = { _id: t + ":" + round + ":" + table + ":" + seat, tournament: t, round: round, table: table,
      seat: seat, points: points, at_ms: atMs, mac: "" };
    var canonical = ["raduno/proposal", p._id, t, round, table, seat, points.join(","), atMs].join("|");
    p.mac = hmac(key(t, round, table, code), canonical);
    return p;
  }

  // ---- The projector's search, without the engine: the publication carries each player's folded
  // first name, last name and nickname; what is typed is folded the same way here. ----
  var EXTRA = { "ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ð": "d", "þ": "th", "ı": "i" };
  function fold(s) {
    return String(s).toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "")
      .replace(/[łøđßæœðþı]/g, function (c) { return EXTRA[c]; }).replace(/[^\p{L}\p{N}]/gu, "");
  }
  function finds(player, id, typed) {
    var words = String(typed).split(/[\s,]+/).map(fold).filter(Boolean);
    if (!words.length) return false;
    if (words.length === 1 && /^\d+$/.test(words[0])) return String(id) === words[0];
    var f = player.search || ["", "", ""];
    var texts = f.filter(Boolean).concat([f[0] + f[1], f[1] + f[0]]);
    var part = function (w) { return texts.some(function (t) { return t.indexOf(w) >= 0; }); };
    return words.every(part) || part(words.join(""));
  }

  root.RadunoFollow = { sha256: function (s) { return hex(sha256(utf8(s))); }, hmac: hmac, key: key,
    verifier: verifier, proposal: proposal, fold: fold, finds: finds, normaliseCode: normaliseCode };
  if (typeof document === "undefined") return;

  // ---- The page ----
  var WORDS = {
    it: {
      title: "Segui il torneo", find: "Trova il tuo posto", findLabel: "Il tuo nome, cognome o nick",
      none: "Nessun giocatore con questo nome.", round: "Turno", table: "Tavolo", seat: "posto",
      black: "Nero", white: "Bianco", bye: "Non gioca questo turno", clock: "Tempo del turno",
      clockOff: "Orologio non avviato", timeUp: "Tempo scaduto", standings: "Classifica",
      pos: "Pos.", player: "Giocatore", points: "Punti", wins: "Vittorie", afterRound: "dopo il turno",
      noStandings: "Nessun turno concluso.", noRound: "Nessun turno sorteggiato.",
      updated: "Aggiornato alle", offline: "Server non raggiungibile: riprovo…",
      missing: "Indirizzo incompleto: apri la pagina dal QR del torneo.",
      propose: "Proponi il risultato del tavolo", who: "Chi sei?", code: "Codice del tavolo",
      send: "Invia la proposta", sent: "Proposta inviata: il direttore la vedrà al tavolo della direzione.",
      wrongCode: "Codice errato per questo tavolo e turno.", oldRound: "Questo codice è di un altro turno.",
      already: "Hai già inviato una proposta per questo turno: non si può cambiare. Parla col direttore.",
      refused: "Proposta rifiutata dal server", noProposals: "Le proposte non sono attive per questo torneo.",
      done: "Risultato registrato", yourTable: "Il tuo tavolo", lang: "English",
      pointsOf: "Punti di", number: "Inserisci un numero intero per ogni giocatore.", withdrawn: "ritirato"
    },
    en: {
      title: "Follow the tournament", find: "Find your seat", findLabel: "Your first name, last name or nickname",
      none: "No player with this name.", round: "Round", table: "Table", seat: "seat",
      black: "Black", white: "White", bye: "Sits out this round", clock: "Round time",
      clockOff: "Clock not started", timeUp: "Time is up", standings: "Standings",
      pos: "Pos.", player: "Player", points: "Points", wins: "Wins", afterRound: "after round",
      noStandings: "No round finished yet.", noRound: "No round drawn yet.",
      updated: "Updated at", offline: "Server unreachable: trying again…",
      missing: "Incomplete address: open the page from the tournament's QR code.",
      propose: "Propose your table's result", who: "Who are you?", code: "Table code",
      send: "Send the proposal", sent: "Proposal sent: the director will see it at the desk.",
      wrongCode: "Wrong code for this table and round.", oldRound: "This code belongs to another round.",
      already: "You already sent a proposal for this round: it cannot be changed. Talk to the director.",
      refused: "Proposal refused by the server", noProposals: "Proposals are not enabled for this tournament.",
      done: "Result recorded", yourTable: "Your table", lang: "Italiano",
      pointsOf: "Points of", number: "Enter a whole number for every player.", withdrawn: "withdrawn"
    }
  };
  var params = {};
  location.hash.replace(/^#/, "").split("&").forEach(function (kv) {
    var i = kv.indexOf("=");
    if (i > 0) params[decodeURIComponent(kv.slice(0, i))] = decodeURIComponent(kv.slice(i + 1));
  });
  var store = { get: function (k) { try { return localStorage.getItem(k); } catch (e) { return null; } },
    set: function (k, v) { try { localStorage.setItem(k, v); } catch (e) { /* private mode */ } } };
  var lang = params.lang || store.get("raduno.follow.lang") || "it";
  if (!WORDS[lang]) lang = "it";
  var W = WORDS[lang];
  var doc = null, seq = "now", me = store.get("raduno.follow.me." + params.t), query = "", status = "";
  var sentMsg = "", chosenSeat = 0;
  var $ = function (id) { return document.getElementById(id); };
  function el(tag, attrs, kids) {
    var e = document.createElement(tag);
    for (var a in attrs || {}) {
      if (a === "text") e.textContent = attrs[a]; else if (a.slice(0, 2) === "on") e.addEventListener(a.slice(2), attrs[a]);
      else e.setAttribute(a, attrs[a]);
    }
    (kids || []).forEach(function (k) { if (k) e.appendChild(k); });
    return e;
  }
  function name(id) { return doc && doc.players[id] ? doc.players[id].name : "#" + id; }
  function place(i) { return doc.colours ? (i === 0 ? W.black : W.white) : W.seat + " " + (i + 1); }
  function where(id) {
    var r = doc && doc.round;
    if (!r) return null;
    for (var t = 0; t < r.tables.length; t++) {
      var s = r.tables[t].seats.indexOf(Number(id));
      if (s >= 0) return { table: r.tables[t], seat: s };
    }
    return r.byes.indexOf(Number(id)) >= 0 ? { bye: true } : null;
  }
  function two(n) { return (n < 10 ? "0" : "") + n; }
  function hhmmss(d) { return two(d.getHours()) + ":" + two(d.getMinutes()) + ":" + two(d.getSeconds()); }
  function clockText() {
    if (!doc || !doc.minutes) return null;
    var c = doc.clock;
    if (!c) return W.clockOff;
    var run = c.run_ms + (c.started_ms ? Math.max(0, Date.now() - c.started_ms) : 0);
    var left = Math.ceil((doc.minutes * 60000 - run) / 1000);
    if (left <= 0) return W.timeUp;
    var mm = Math.floor(left / 60), ss = left % 60;
    return (mm < 10 ? "0" : "") + mm + ":" + (ss < 10 ? "0" : "") + ss + (c.started_ms ? "" : " ⏸");
  }
  function renderTable(found, id) {
    if (found.bye) return el("p", { id: "my-table", text: name(id) + ": " + W.bye });
    var t = found.table;
    return el("section", { id: "my-table", "aria-labelledby": "my-table-h" }, [
      el("h2", { id: "my-table-h", text: W.yourTable + ": " + W.table + " " + t.number + ", " + place(found.seat) }),
      el("ul", { class: "seats" }, t.seats.map(function (p, i) {
        return el("li", { class: p === Number(id) ? "me" : "", text: place(i) + " — " + name(p) });
      })),
      t.done ? el("p", { class: "ok", text: W.done }) : null
    ]);
  }
  function renderFind() {
    var out = [];
    if (query) {
      var hits = Object.keys(doc.players).filter(function (id) { return finds(doc.players[id], id, query); });
      if (!hits.length) out.push(el("p", { role: "status", text: W.none }));
      out.push(el("ul", { id: "hits", class: "hits" }, hits.slice(0, 20).map(function (id) {
        var f = where(id);
        var text = name(id) + (f && f.table ? " — " + W.table + " " + f.table.number + ", " + place(f.seat) : f && f.bye ? " — " + W.bye : "");
        return el("li", {}, [el("button", { type: "button", class: "hit", "data-id": id, text: text,
          onclick: function () { me = id; store.set("raduno.follow.me." + params.t, id); query = ""; $("q").value = ""; render(); } })]);
      })));
    }
    var f = me && where(me);
    if (f) out.push(renderTable(f, me));
    return out;
  }
  function renderStandings() {
    var s = doc.standings;
    if (!s.rows.length) return [el("p", { text: W.noStandings })];
    return [el("table", { id: "standings" }, [
      el("caption", { text: W.standings + " " + W.afterRound + " " + s.upto }),
      el("thead", {}, [el("tr", {}, [W.pos, W.player, W.points, W.wins].map(function (h) { return el("th", { scope: "col", text: h }); }))]),
      el("tbody", {}, s.rows.map(function (r) {
        return el("tr", { class: String(r.player) === String(me) ? "me" : "" }, [
          el("td", { text: String(r.pos) }), el("td", { text: name(r.player) + (r.withdrawn ? " (" + W.withdrawn + ")" : "") }),
          el("td", { text: r.total }), el("td", { text: String(r.wins) })]);
      }))])];
  }
  function renderPropose() {
    var r = doc.round;
    if (!params.c || !params.k || !r) return [];
    if (!params.pdb) return [el("p", { text: W.noProposals })];
    if (Number(params.r) !== r.number) return [el("h2", { text: W.propose }), el("p", { class: "err", role: "alert", text: W.oldRound })];
    var table = r.tables.filter(function (t) { return t.number === Number(params.k); })[0];
    if (!table) return [el("p", { class: "err", role: "alert", text: W.wrongCode })];
    // The seat chosen here, else the player found by name.
    var seatOf = chosenSeat ? chosenSeat - 1 : table.seats.indexOf(Number(me));
    var who = el("select", { id: "who", onchange: function (ev) { chosenSeat = Number(ev.target.value); } }, table.seats.map(function (p, i) {
      var o = el("option", { value: String(i + 1), text: place(i) + " — " + name(p) });
      if (i === seatOf) o.selected = true;
      return o;
    }));
    var inputs = table.seats.map(function (p, i) {
      return el("p", {}, [el("label", { for: "pts-" + (i + 1), text: W.pointsOf + " " + name(p) }),
        el("input", { id: "pts-" + (i + 1), inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off" })]);
    });
    return [el("form", { id: "propose", "aria-labelledby": "propose-h", onsubmit: function (ev) { ev.preventDefault(); send(table); } }, [
      el("h2", { id: "propose-h", text: W.propose + " — " + W.table + " " + table.number }),
      el("p", {}, [el("label", { for: "who", text: W.who }), who])].concat(inputs).concat([
      el("button", { type: "submit", id: "send", text: W.send }),
      el("p", { id: "sent", role: "status", text: sentMsg })]))];
  }
  function send(table) {
    var points = [];
    for (var i = 1; i <= table.seats.length; i++) {
      var v = $("pts-" + i).value.trim();
      if (!/^\d{1,6}$/.test(v)) { sentMsg = W.number; $("sent").textContent = sentMsg; return; }
      points.push(Number(v));
    }
    var k = key(doc.tournament, doc.round.number, table.number, params.c);
    if (!table.verifier || verifier(k) !== table.verifier) { sentMsg = W.wrongCode; $("sent").textContent = sentMsg; return; }
    var p = proposal(doc.tournament, doc.round.number, table.number, Number($("who").value), points, Date.now(), params.c);
    fetch(params.pdb.replace(/\/$/, "") + "/" + encodeURIComponent(p._id), { method: "PUT", credentials: "omit",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify(p) })
      .then(function (res) {
        return res.text().then(function (body) {
          // The server's validate_doc_update says why (src/proposal.rs): a proposal is never changed.
          sentMsg = res.ok ? W.sent : res.status === 409 || /cannot be changed/.test(body) ? W.already
            : /current round/.test(body) ? W.oldRound : W.refused + " (HTTP " + res.status + ")";
          $("sent").textContent = sentMsg;
        });
      }).catch(function () { sentMsg = W.offline; $("sent").textContent = sentMsg; });
  }
  function render() {
    var main = $("main");
    var focus = document.activeElement && document.activeElement.id;
    var kept = {};
    document.querySelectorAll("#propose input").forEach(function (i) { kept[i.id] = i.value; });
    main.textContent = "";
    document.documentElement.lang = lang;
    $("lang").textContent = W.lang;
    $("status").textContent = status;
    if (!doc) return;
    document.title = doc.name + " — " + W.title;
    $("name").textContent = doc.name;
    var r = doc.round;
    main.appendChild(el("p", { id: "round", text: r ? W.round + " " + r.number : W.noRound }));
    var c = clockText();
    if (c) main.appendChild(el("p", { id: "clock", role: "timer", "aria-label": W.clock }, [el("span", { text: W.clock + ": " }), el("b", { id: "clock-time", text: c })]));
    renderPropose().forEach(function (n) { main.appendChild(n); });
    main.appendChild(el("div", { id: "found" }, renderFind()));
    main.appendChild(el("section", { "aria-labelledby": "st-h" }, [el("h2", { id: "st-h", text: W.standings })].concat(renderStandings())));
    for (var id in kept) if ($(id)) $(id).value = kept[id];
    if (focus && $(focus)) $(focus).focus();
  }
  function get(url) {
    return fetch(url, { credentials: "omit", cache: "no-store" }).then(function (r) {
      if (!r.ok) throw new Error("HTTP " + r.status);
      return r.json();
    });
  }
  var base = (params.db || "").replace(/\/$/, "");
  function load() {
    return get(base + "/" + encodeURIComponent(params.t)).then(function (d) {
      doc = d; status = W.updated + " " + hhmmss(new Date()); render();
      // When the page first became usable, for the slowed-phone measure (tests/e2e/phones.test.mjs).
      if (root.performance && !performance.getEntriesByName("raduno-follow-usable").length) performance.mark("raduno-follow-usable");
    });
  }
  // Long polling of the publication's own changes (one request open, an answer as soon as the
  // director's device writes); a plain poll every 3 s where the feed is refused.
  function follow() {
    get(base + "/_changes?feed=longpoll&timeout=25000&filter=_doc_ids&doc_ids=" +
        encodeURIComponent(JSON.stringify([params.t])) + "&since=" + encodeURIComponent(seq))
      .then(function (ch) {
        var changed = ch.results && ch.results.length > 0;
        seq = ch.last_seq;
        return (changed ? load() : null);
      })
      .then(function () { setTimeout(follow, 0); }, function () {
        status = W.offline; render();
        setTimeout(function () { load().then(follow, follow); }, 3000);
      });
  }
  function start() {
    $("q").setAttribute("aria-label", W.findLabel);
    $("q").placeholder = W.findLabel;
    $("find-label").textContent = W.find;
    if (!params.db || !params.t) { status = W.missing; render(); return; }
    // The feed's position and the document at once: the page shows as soon as the document comes.
    var info = get(base).then(function (i) { seq = i.update_seq; }, function () { });
    Promise.all([info, load()]).then(follow, function () { status = W.offline; render(); setTimeout(start, 3000); });
  }
  $("lang").addEventListener("click", function () {
    lang = lang === "it" ? "en" : "it"; W = WORDS[lang]; store.set("raduno.follow.lang", lang); start0(); render();
  });
  $("q").addEventListener("input", function (ev) { query = ev.target.value; render(); });
  function start0() {
    $("q").setAttribute("aria-label", W.findLabel);
    $("q").placeholder = W.findLabel;
    $("find-label").textContent = W.find;
  }
  setInterval(function () { var c = $("clock-time"), t = clockText(); if (c && t) c.textContent = t; }, 1000);
  start();
})(typeof window !== "undefined" ? window : globalThis);
