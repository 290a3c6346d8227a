// Raduno — the players' follow page. No engine: it reads the document the director's device
// publishes (crates/app/src/publish.rs) from the club's server with read-only rights, and finds a player, his table,
// the round's clock and the standings in it. Everything is in the page's address after '#', so nothing of
// it is sent to a server:  follow.html#d=<tournament db URL>&t=<tournament>[&r=<round>&k=<table>&s=<seat>&c=<code>]
// The page reads <d>_follow. With a seat's code (the QR code on the player's line of the score sheet)
// follow-propose.js, loaded only then, proposes the table's result to <d>_proposals.
"use strict";
(function (root) {
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
  var F = root.RadunoFollow = root.RadunoFollow || {};
  F.fold = fold; F.finds = finds;
  if (typeof document === "undefined") return;

  // ---- The page. Its words, Italian and English (the catalogue's phones-follow-*: crates/app/src/publish.rs
  // checks they match). ----
  var WORDS = {
    title: ["Segui il torneo", "Follow the tournament"],
    find: ["Trova il tuo posto", "Find your seat"],
    findLabel: ["Il tuo nome, cognome o nick", "Your first name, last name or nickname"],
    none: ["Nessun giocatore con questo nome.", "No player with this name."],
    round: ["Turno", "Round"],
    table: ["Tavolo", "Table"],
    seat: ["posto", "seat"],
    black: ["Nero", "Black"],
    white: ["Bianco", "White"],
    bye: ["Non gioca questo turno", "Sits out this round"],
    clock: ["Tempo del turno", "Round time"],
    clockOff: ["Orologio non avviato", "Clock not started"],
    timeUp: ["Tempo scaduto", "Time is up"],
    standings: ["Classifica", "Standings"],
    pos: ["Pos.", "Pos."],
    player: ["Giocatore", "Player"],
    points: ["Punti", "Points"],
    wins: ["Vittorie", "Wins"],
    afterRound: ["dopo il turno", "after round"],
    noStandings: ["Nessun turno concluso.", "No round finished yet."],
    noRound: ["Nessun turno sorteggiato.", "No round drawn yet."],
    updated: ["Aggiornato alle", "Updated at"],
    offline: ["Server non raggiungibile: riprovo…", "Server unreachable: trying again…"],
    kept: ["dati ricevuti alle", "data received at"],
    missing: ["Indirizzo incompleto: apri la pagina dal QR del torneo.", "Incomplete address: open the page from the tournament's QR code."],
    done: ["Risultato registrato", "Result recorded"],
    yourTable: ["Il tuo tavolo", "Your table"],
    lang: ["English", "Italiano"],
    withdrawn: ["ritirato", "withdrawn"]
  };
  var params = {};
  location.hash.replace(/^#/, "").split("&").forEach(function (kv) {
    var i = kv.indexOf("=");
    if (i > 0) params[decodeURIComponent(kv.slice(0, i))] = decodeURIComponent(kv.slice(i + 1));
  });
  var store = { get: function (k) { try { return localStorage.getItem(k); } catch (e) { return null; } },
    set: function (k, v) { try { localStorage.setItem(k, v); } catch (e) { /* private mode */ } } };
  var lang = (params.lang || store.get("raduno.follow.lang")) === "en" ? 1 : 0;
  function w(k) { return (WORDS[k] || F.words[k])[lang]; }
  var db = (params.d || "").replace(/\/$/, "");
  var doc = null, me = store.get("raduno.follow.me." + params.t), query = "", status = "";
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
  function place(i) { return doc.colours ? w(i ? "white" : "black") : w("seat") + " " + (i + 1); }
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
  // The time left as the projector shows it (h:mm:ss from an hour up, else mm:ss); the round's whole
  // length, paused, before the projector starts the clock.
  function clockText() {
    if (!doc || !doc.minutes) return null;
    var c = doc.clock || { run_ms: 0, started_ms: null };
    var left = Math.ceil((doc.minutes * 60000 - c.run_ms - (c.started_ms ? Math.max(0, Date.now() - c.started_ms) : 0)) / 1000);
    if (left <= 0) return w("timeUp");
    var h = Math.floor(left / 3600), m = Math.floor(left / 60) % 60;
    return (h ? h + ":" + two(m) : two(m)) + ":" + two(left % 60) + (c.started_ms ? "" : " ⏸");
  }
  // A total as the page's language writes decimals (Italian: a comma).
  function total(t) { return lang ? t : String(t).replace(".", ","); }
  // A seat's code in the address says who the player is: the seat's player of the current round.
  function seatOfCode() {
    var r = doc && doc.round;
    if (!r || !params.c || Number(params.r) !== r.number) return null;
    for (var t = 0; t < r.tables.length; t++) {
      if (r.tables[t].number === Number(params.k)) {
        var p = r.tables[t].seats[Number(params.s) - 1];
        return p === undefined ? null : String(p);
      }
    }
    return null;
  }
  function fill(id, nodes) { var box = $(id); box.textContent = ""; nodes.forEach(function (n) { if (n) box.appendChild(n); }); }
  function renderFound() {
    var out = [];
    if (query) {
      var hits = Object.keys(doc.players).filter(function (id) { return finds(doc.players[id], id, query); });
      if (!hits.length) out.push(el("p", { role: "status", text: w("none") }));
      out.push(el("ul", { id: "hits", class: "hits" }, hits.slice(0, 20).map(function (id) {
        var f = where(id);
        return el("li", {}, [el("button", { type: "button", class: "hit", "data-id": id,
          text: name(id) + (f && f.table ? " — " + w("table") + " " + f.table.number + ", " + place(f.seat) : f && f.bye ? " — " + w("bye") : ""),
          onclick: function () { me = id; store.set("raduno.follow.me." + params.t, id); query = ""; $("q").value = ""; renderFound(); mark(); } })]);
      })));
    }
    var f = me && where(me);
    if (f && f.bye) out.push(el("p", { id: "my-table", text: name(me) + ": " + w("bye") }));
    else if (f) {
      var t = f.table;
      out.push(el("section", { id: "my-table", "aria-labelledby": "my-table-h" }, [
        el("h2", { id: "my-table-h", text: w("yourTable") + ": " + w("table") + " " + t.number + ", " + place(f.seat) }),
        el("ul", { class: "seats" }, t.seats.map(function (p, i) {
          return el("li", { class: p === Number(me) ? "me" : "", text: place(i) + " — " + name(p) });
        })),
        t.done ? el("p", { class: "ok", text: w("done") }) : null]));
    }
    fill("found", out);
  }
  // Marks the player's own row in the standings without building them again.
  function mark() {
    var rows = document.querySelectorAll("#standings tbody tr");
    for (var i = 0; i < rows.length; i++) rows[i].className = rows[i].dataset.id === String(me) ? "me" : "";
  }
  function renderStandings() {
    var s = doc.standings;
    fill("standings-box", [el("h2", { id: "st-h", text: w("standings") }), s.rows.length ? el("table", { id: "standings" }, [
      el("caption", { text: w("standings") + " " + w("afterRound") + " " + s.upto }),
      el("thead", {}, [el("tr", {}, ["pos", "player", "points", "wins"].map(function (h) { return el("th", { scope: "col", text: w(h) }); }))]),
      el("tbody", {}, s.rows.map(function (r) {
        return el("tr", { "data-id": String(r.player), class: String(r.player) === String(me) ? "me" : "" }, [
          el("td", { text: String(r.pos) }), el("td", { text: name(r.player) + (r.withdrawn ? " (" + w("withdrawn") + ")" : "") }),
          el("td", { text: total(r.total) }), el("td", { text: String(r.wins) })]);
      }))]) : el("p", { text: w("noStandings") })]);
  }
  function renderWords() {
    document.documentElement.lang = lang ? "en" : "it";
    $("lang").textContent = w("lang");
    $("find-label").textContent = w("find");
    $("q").placeholder = w("findLabel");
    $("status").textContent = status;
  }
  // What "find yourself" needs first; the standings (the most nodes) in the next task.
  function render() {
    renderWords();
    if (!doc) return;
    document.title = doc.name + " — " + w("title");
    $("name").textContent = doc.name;
    var r = doc.round, c = clockText();
    var bySeat = seatOfCode();
    if (bySeat && me !== bySeat) { me = bySeat; store.set("raduno.follow.me." + params.t, me); }
    fill("top", [el("p", { id: "round", text: r ? w("round") + " " + r.number : w("noRound") }),
      c && el("p", { id: "clock", role: "timer", "aria-label": w("clock"), title: doc.clock && doc.clock.started_ms ? w("clock") : w("clockOff") },
        [el("span", { text: w("clock") + ": " }), el("b", { id: "clock-time", text: c })])]);
    renderFound();
    if (F.renderPropose) F.renderPropose();
    if (root.performance && !performance.getEntriesByName("raduno-follow-usable").length) performance.mark("raduno-follow-usable");
    setTimeout(renderStandings, 0);
  }
  // Through the browser's cache, asked again each time: an unchanged document is a 304 with no body.
  function get(url) {
    return fetch(url, { credentials: "omit", cache: "no-cache" }).then(function (r) {
      if (!r.ok) throw new Error("HTTP " + r.status);
      return r.json();
    });
  }
  var base = db + "_follow";
  function hms(t) { return two(t.getHours()) + ":" + two(t.getMinutes()) + ":" + two(t.getSeconds()); }
  // The last publication received stays on the phone, so a page opened again while the server cannot be
  // reached still shows the player's table and the standings, said as received at their time.
  var lastKey = "raduno.follow.last." + params.t, receivedAt = null;
  function load() {
    return get(base + "/" + encodeURIComponent(params.t)).then(function (d) {
      var now = new Date(), same = doc && d._rev && d._rev === doc._rev;
      doc = d; receivedAt = now; status = w("updated") + " " + hms(now);
      if (!same) store.set(lastKey, JSON.stringify({ at: now.getTime(), doc: d }));
      if (same) renderWords(); else render();
    });
  }
  function unreachable() {
    status = w("offline") + (doc && receivedAt ? " (" + w("kept") + " " + hms(receivedAt) + ")" : "");
    renderWords();
  }
  function kept() {
    try {
      var k = JSON.parse(store.get(lastKey) || "null");
      if (k && k.doc && typeof k.doc === "object" && typeof k.at === "number") { doc = k.doc; receivedAt = new Date(k.at); render(); }
    } catch (e) { /* a damaged copy: the server's next answer replaces it */ }
  }
  // The publication every 2–3 s, each phone at its own moment (a room of phones never asks at once), no
  // request held open: 300 phones holding long polls kept the directors' own changes waiting 15–18 s
  // (benches/venue_load.mjs). Where it fails, the page says so and asks again.
  function follow() {
    setTimeout(function () {
      load().then(follow, function () { unreachable(); follow(); });
    }, 2000 + Math.random() * 1000);
  }
  function start() {
    if (!db || !params.t) { status = w("missing"); renderWords(); return; }
    load().then(follow, function () { unreachable(); setTimeout(start, 3000); });
  }
  $("lang").addEventListener("click", function () {
    lang = 1 - lang; store.set("raduno.follow.lang", lang ? "en" : "it"); render();
  });
  $("q").addEventListener("input", function (ev) { query = ev.target.value; if (doc) renderFound(); });
  // Another seat's QR opened in this tab: start again with its address.
  root.addEventListener("hashchange", function () { location.reload(); });
  setInterval(function () { var c = $("clock-time"), t = clockText(); if (c && t) c.textContent = t; }, 1000);
  F.words = {};
  F.page = { params: params, db: db, doc: function () { return doc; }, w: w, el: el, $: $, name: name, place: place, fill: fill };
  // Proposing needs a seat's code: its script only then, after the page is up.
  if (params.c) {
    var s = document.createElement("script");
    s.src = "follow-propose.js";
    s.onload = function () { if (doc) F.renderPropose(); };
    document.head.appendChild(s);
  }
  if (db && params.t) kept();
  start();
  // The page's own files kept on the phone (follow-sw.js), where the browser allows it (https, or the
  // laptop itself): a page opened again with the server down still shows the last tables.
  if (root.navigator && navigator.serviceWorker && root.isSecureContext) navigator.serviceWorker.register("follow-sw.js", { scope: "./follow" }).catch(function () {});
})(typeof window !== "undefined" ? window : globalThis);
