// Raduno — proposing a table's result from the follow page, loaded by follow.js only when the
// page's address carries a seat's code (the QR code on the player's own line of the score sheet). The
// form asks what the format's result holds (the publication's `shape`: points, the RisiKo! flag, the
// elimination order, points outside objective and play order, a head-to-head outcome); the proposal
// carries a proof and a mac made with the seat's key, never the code (crates/app/src/publish.rs,
// proposal.rs).
"use strict";
(function (root) {
  // ---- SHA-256 and HMAC-SHA-256 (crypto.subtle exists only on https pages: a venue is plain http) ----
  var K = [], H0 = [];
  (function () {
    function frac(x) { return ((x - Math.floor(x)) * 4294967296) | 0; }
    for (var p = 2, n = 0; n < 64; p++) {
      for (var j = 2; j * j <= p; j++) if (p % j === 0) break;
      if (j * j > p) { if (n < 8) H0[n] = frac(Math.sqrt(p)); K[n++] = frac(Math.pow(p, 1 / 3)); }
    }
  })();
  function utf8(s) { return new TextEncoder().encode(s); }
  function r(x, k) { return (x >>> k) | (x << (32 - k)); }
  function sha256(bytes) {
    var n = bytes.length, total = ((n + 9 + 63) >> 6) << 6, m = new Uint8Array(total);
    m.set(bytes); m[n] = 0x80;
    var dv = new DataView(m.buffer);
    dv.setUint32(total - 8, Math.floor(n / 0x20000000)); dv.setUint32(total - 4, (n * 8) >>> 0);
    var h = H0.slice(), w = [], i;
    for (var off = 0; off < total; off += 64) {
      var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
      for (i = 0; i < 64; i++) {
        w[i] = i < 16 ? dv.getUint32(off + i * 4) | 0
          : (r(w[i - 15], 7) ^ r(w[i - 15], 18) ^ (w[i - 15] >>> 3)) + w[i - 7] + (r(w[i - 2], 17) ^ r(w[i - 2], 19) ^ (w[i - 2] >>> 10)) + w[i - 16] | 0;
        var t1 = k + (r(e, 6) ^ r(e, 11) ^ r(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i] | 0;
        var t2 = (r(a, 2) ^ r(a, 13) ^ r(a, 22)) + ((a & b) ^ (a & c) ^ (b & c)) | 0;
        k = g; g = f; f = e; e = d + t1 | 0; d = c; c = b; b = a; a = t1 + t2 | 0;
      }
      h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += k;
    }
    var out = new Uint8Array(32), ov = new DataView(out.buffer);
    for (i = 0; i < 8; i++) ov.setUint32(i * 4, h[i] >>> 0);
    return out;
  }
  function hex(bytes) {
    var s = "";
    for (var i = 0; i < bytes.length; i++) s += (bytes[i] < 16 ? "0" : "") + bytes[i].toString(16);
    return s;
  }
  function hash(text) { return hex(sha256(utf8(text))); }
  function hmac(keyText, text) {
    var key = utf8(keyText);
    if (key.length > 64) key = sha256(key);
    var ipad = new Uint8Array(64), opad = new Uint8Array(64);
    for (var i = 0; i < 64; i++) { var k = key[i] || 0; ipad[i] = k ^ 0x36; opad[i] = k ^ 0x5c; }
    var msg = utf8(text), inner = new Uint8Array(64 + msg.length);
    inner.set(ipad); inner.set(msg, 64);
    var outer = new Uint8Array(96);
    outer.set(opad); outer.set(sha256(inner), 64);
    return hex(sha256(outer));
  }
  function normaliseCode(s) { return String(s).replace(/[^0-9a-z]/gi, "").toUpperCase(); }
  function key(t, round, table, seat, code) {
    return hash("raduno/key|" + t + "|" + round + "|" + table + "|" + seat + "|" + normaliseCode(code));
  }
  function verifier(k) { return hash("raduno/verifier|" + k); }
  function proof(k) { return hash("raduno/proof|" + k); }
  function lock(p) { return hash("raduno/lock|" + p); }
  var OUTCOMES = ["WorldConquest", "RisikoEliminatesOther", "RisikoEliminatesDummy", "Risiko", "Points", "Abandon"];
  // A proposal as crates/app/src/proposal.rs makes it: `seats` are {points, risiko?, eliminated?, outside?, order?}.
  function proposal(t, round, table, seat, seats, outcome, atMs, code) {
    var k = key(t, round, table, seat, code);
    var p = { _id: t + ":" + round + ":" + table + ":" + seat, tournament: t, round: round, table: table, seat: seat, seats: seats };
    if (outcome) p.outcome = outcome;
    p.at_ms = atMs; p.proof = proof(k); p.mac = "";
    var opt = function (x) { return x === undefined ? "" : String(x); };
    var canonical = ["raduno/proposal", p._id, t, round, table, seat,
      seats.map(function (s) { return [s.points, s.risiko ? 1 : 0, opt(s.eliminated), opt(s.outside), opt(s.order)].join(","); }).join(";"),
      outcome ? outcome.kind + ":" + outcome.seat : "", atMs, p.proof].join("|");
    p.mac = hmac(k, canonical);
    return p;
  }
  var F = root.RadunoFollow = root.RadunoFollow || {};
  F.sha256 = hash; F.hmac = hmac; F.key = key; F.verifier = verifier; F.proof = proof; F.lock = lock;
  F.proposal = proposal; F.normaliseCode = normaliseCode;
  if (typeof document === "undefined" || !F.page) return;

  // ---- The form (the catalogue's phones-follow-*: crates/app/src/publish.rs checks they match) ----
  var WORDS = {
    propose: ["Proponi il risultato del tavolo", "Propose your table's result"],
    proposeAs: ["Proponi come", "Proposing as"],
    send: ["Invia la proposta", "Send the proposal"],
    sent: ["Proposta inviata: il direttore la vedrà al tavolo della direzione.", "Proposal sent: the director will see it at the desk."],
    wrongCode: ["Codice errato per questo posto e turno.", "Wrong code for this seat and round."],
    oldRound: ["Questo codice è di un altro turno.", "This code belongs to another round."],
    already: ["Hai già inviato una proposta per questo turno: non si può cambiare. Parla col direttore.", "You already sent a proposal for this round: it cannot be changed. Talk to the director."],
    refused: ["Proposta rifiutata dal server", "Proposal refused by the server"],
    pointsOf: ["Punti di", "Points of"],
    number: ["Inserisci un numero intero per ogni giocatore.", "Enter a whole number for every player."],
    risiko: ["RisiKo! (obiettivo completato)", "RisiKo! (objective completed)"],
    eliminated: ["Eliminato (1 = ultimo eliminato)", "Eliminated (1 = eliminated last)"],
    outside: ["Punti fuori obiettivo", "Points outside objective"],
    order: ["Ordine di gioco", "Play order"],
    outcome: ["Esito", "Outcome"],
    winner: ["Vincitore (o chi ha abbandonato)", "Winner (or who abandoned)"],
    kindWorldConquest: ["Fa mondo", "World conquest"],
    kindRisikoEliminatesOther: ["RisiKo! ed elimina l'avversario", "RisiKo! and eliminates the opponent"],
    kindRisikoEliminatesDummy: ["RisiKo! ed elimina il fantoccio", "RisiKo! and eliminates the dummy"],
    kindRisiko: ["RisiKo!", "RisiKo!"],
    kindPoints: ["Ai punti", "On points"],
    kindAbandon: ["Abbandono", "Abandon"]
  };
  for (var wk in WORDS) F.words[wk] = WORDS[wk];
  var P = F.page, q = P.params, w = P.w, el = P.el, $ = P.$;
  var said = "", kept = {};
  function input(id, label, extra) {
    return el("p", {}, [el("label", { for: id, text: label }), el("input", Object.assign({ id: id, inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off" }, extra || {}))]);
  }
  F.renderPropose = function () {
    var doc = P.doc(), r = doc.round, shape = doc.shape || {};
    // What was typed stays while the page is drawn again (a new publication, the language).
    document.querySelectorAll("#propose input, #propose select").forEach(function (i) { kept[i.id] = i.type === "checkbox" ? i.checked : i.value; });
    var out = [];
    if (r && q.k && q.s) {
      var table = r.tables.filter(function (t) { return t.number === Number(q.k); })[0];
      var seat = Number(q.s);
      if (Number(q.r) !== r.number) out = [el("h2", { text: w("propose") }), el("p", { class: "err", role: "alert", text: w("oldRound") })];
      else if (!table || !(seat >= 1 && seat <= table.seats.length)) out = [el("p", { class: "err", role: "alert", text: w("wrongCode") })];
      else {
        var n = table.seats.length, kids = [
          el("h2", { id: "propose-h", text: w("propose") + " — " + w("table") + " " + table.number }),
          el("p", { id: "propose-as", text: w("proposeAs") + ": " + P.name(table.seats[seat - 1]) + " (" + P.place(seat - 1) + ")" })];
        table.seats.forEach(function (p, i) {
          var k = i + 1, parts = [el("legend", { text: P.place(i) + " — " + P.name(p) }), input("pts-" + k, w("pointsOf") + " " + P.name(p))];
          if (shape.risiko) parts.push(el("label", { class: "check" }, [el("input", { type: "checkbox", id: "risiko-" + k }), el("span", { text: w("risiko") })]));
          if (shape.eliminated) parts.push(input("elim-" + k, w("eliminated")));
          if (shape.outside) parts.push(input("fo-" + k, w("outside")), input("ord-" + k, w("order")));
          kids.push(n > 1 && (shape.risiko || shape.eliminated || shape.outside) ? el("fieldset", {}, parts) : parts[1]);
        });
        if (shape.outcome) {
          kids.push(el("p", {}, [el("label", { for: "outcome", text: w("outcome") }), el("select", { id: "outcome" },
            OUTCOMES.map(function (o) { return el("option", { value: o, text: w("kind" + o) }); }))]));
          kids.push(el("p", {}, [el("label", { for: "winner", text: w("winner") }), el("select", { id: "winner" },
            table.seats.map(function (p, i) { return el("option", { value: String(i), text: P.place(i) + " — " + P.name(p) }); }))]));
        }
        kids.push(el("button", { type: "submit", id: "send", text: w("send") }), el("p", { id: "sent", role: "status", text: said }));
        out = [el("form", { id: "propose", "aria-labelledby": "propose-h", onsubmit: function (ev) { ev.preventDefault(); send(table, seat, shape); } }, kids)];
      }
    }
    P.fill("propose-box", out);
    for (var id in kept) if ($(id)) { if ($(id).type === "checkbox") $(id).checked = kept[id]; else $(id).value = kept[id]; }
  };
  function say(text) { said = text; $("sent").textContent = text; }
  function send(table, seat, shape) {
    var seats = [], doc = P.doc();
    function whole(id, need) {
      var v = $(id) ? $(id).value.trim() : "";
      if (!v && !need) return undefined;
      if (!/^\d{1,6}$/.test(v)) throw new Error(w("number"));
      return Number(v);
    }
    try {
      for (var i = 1; i <= table.seats.length; i++) {
        var s = { points: whole("pts-" + i, true) };
        if (shape.risiko && $("risiko-" + i).checked) s.risiko = true;
        var e = shape.eliminated ? whole("elim-" + i) : undefined, f = shape.outside ? whole("fo-" + i) : undefined, o = shape.outside ? whole("ord-" + i) : undefined;
        if (e !== undefined) s.eliminated = e;
        if (f !== undefined) s.outside = f;
        if (o !== undefined) s.order = o;
        seats.push(s);
      }
    } catch (err) { return say(err.message); }
    var outcome = shape.outcome ? { kind: $("outcome").value, seat: Number($("winner").value) } : null;
    var k = key(doc.tournament, doc.round.number, table.number, seat, q.c);
    if ((table.verifiers || [])[seat - 1] !== verifier(k)) return say(w("wrongCode"));
    var p = proposal(doc.tournament, doc.round.number, table.number, seat, seats, outcome, Date.now(), q.c);
    fetch(P.db + "_proposals/" + encodeURIComponent(p._id), { method: "PUT", credentials: "omit",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify(p) })
      .then(function (res) {
        return res.text().then(function (body) {
          // The server's validate_doc_update says why (crates/app/src/proposal.rs): a proposal is never changed.
          say(res.ok ? w("sent") : res.status === 409 || /cannot be changed/.test(body) ? w("already")
            : /current round/.test(body) ? w("oldRound") : /seat's code/.test(body) ? w("wrongCode") : w("refused") + " (HTTP " + res.status + ")");
        });
      }).catch(function () { say(w("offline")); });
  }
})(typeof window !== "undefined" ? window : globalThis);
