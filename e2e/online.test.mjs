// Shinobi online in the browser, end to end: two phones (separate Chromium contexts, 390x844 at
// 3 device px, touch) play each other through a real kamon-server on a real PostgreSQL, the
// server serving the app beside its API (--app), its bot seat quick (--bot-delay 50ms) and no
// rate limits. Phone A taps its way from the menu to "Play online", a new Shinobi game, seat 2
// a friend's, Start, reads seat 2's invite link off the invites screen and opens the game;
// phone B opens that link and the app joins from the URL's fragment. Both then play to the end:
// the e2e build's autoplay hook (cmd/kamon/autoplay_e2e.go) plays a random legal action through
// the table whenever the person at that phone decides; the server's bot plays seat 3.
//
// What it checks:
//   - both phones reach the results, each having played moves of its own seat;
//   - neither phone ever holds the other's hidden cards: every view it reads (the hook's
//     window.kamonTable, and every view the server sent it over HTTP and the WebSocket) shows
//     its own seat's hand only, the others' hands, the deck and, until the end, the others'
//     clan cards as "?", and no seed; and no card that the other phone held at a ply is named,
//     at that ply, by anything this phone read or published (window.kamonState,
//     window.kamonTable, the network) — checked for every ply both phones' records cover;
//   - mid-game, at rest, each phone's hand on screen (the "hand:<card>" widgets) is its seat's
//     hand in the view, and its page text and localStorage name none of the other's cards;
//   - no error on either page (console errors and uncaught exceptions).
// Screenshots of each phone mid-game and at the results go to e2e/out/online/.
//
// Animations are off: a whole game drawn on two phones' 1170x2532 canvases by SwiftShader, on
// the CPU, would take minutes on two cores (e2e/shinobi.test.mjs plays the animated table).
//
// It needs PostgreSQL: KAMON_TEST_DB (make test-browser runs the browser tests under
// scripts/with-services.sh, which sets it) gets a fresh database for this test; without it the
// test starts a PostgreSQL of its own with scripts/pg.sh. Run: node --test e2e/online.test.mjs

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  root, bundle, launchChromium, outDir, waitForApp, waitForScene, waitForState, widget, tapper, presetSettings, state,
} from "./harness.mjs";

const out = outDir("online");
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
// Where autoplay pauses both phones for the mid-game checks and screenshots: a few rounds in.
const midPly = 18;

let pg; // a PostgreSQL this test started, when make did not give one
let db; // { base, name, dsn }: the fresh database
let server; // { baseURL, stop, log }
let browser;

before(async () => {
  const dist = bundle(path.join(out, "dist"));
  const bin = path.join(out, "kamon-server");
  execFileSync("go", ["build", "-o", bin, "./cmd/kamon-server"], { cwd: root, stdio: "inherit" });
  let base = process.env.KAMON_TEST_DB;
  if (!base) {
    pg = fs.mkdtempSync(path.join(os.tmpdir(), "kamon-e2e-pg."));
    fs.chmodSync(pg, 0o755); // pg.sh runs PostgreSQL as an unprivileged user when run as root
    base = execFileSync(path.join(root, "scripts", "pg.sh"), ["start", path.join(pg, "pg")], { encoding: "utf8" }).trim();
  }
  db = freshDatabase(base);
  server = await startKamonServer(bin, db.dsn, dist);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (db) psql(db.base, `DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
  if (pg) {
    execFileSync(path.join(root, "scripts", "pg.sh"), ["stop", path.join(pg, "pg")], { stdio: "inherit" });
    fs.rmSync(pg, { recursive: true, force: true });
  }
});

// psql runs one SQL statement on the database of dsn: PostgreSQL's own client, as scripts/pg.sh.
function psql(dsn, sql) {
  const bins = fs.existsSync("/usr/lib/postgresql") ? fs.readdirSync("/usr/lib/postgresql").sort((a, b) => a - b) : [];
  const own = bins.map((v) => `/usr/lib/postgresql/${v}/bin/psql`).filter((f) => fs.existsSync(f)).at(-1);
  execFileSync(own ?? "psql", [dsn, "-qtAc", sql], { stdio: ["ignore", "ignore", "inherit"] });
}

// freshDatabase creates an empty database beside the one of base (a DSN) and gives its DSN.
function freshDatabase(base) {
  const name = "kamon_e2e_" + crypto.randomBytes(6).toString("hex");
  psql(base, `CREATE DATABASE ${name}`);
  const u = new URL(base);
  u.pathname = "/" + name;
  return { base, name, dsn: u.toString() };
}

// startKamonServer runs kamon-server on a free loopback port, on the database dsn and serving
// the app in dist, and waits until it answers /healthz. Its log goes to e2e/out/online/
// server.log; when it stops or never answers, the error says why, with the log's end.
async function startKamonServer(bin, dsn, dist) {
  const log = path.join(out, "server.log");
  const logFD = fs.openSync(log, "w");
  const child = spawn(bin, ["--addr", "127.0.0.1:0", "--db", dsn, "--app", dist, "--bot-delay", "50ms",
    "--addr-rate", "-1", "--seat-rate", "-1", "--create-rate", "-1"], { stdio: ["ignore", "pipe", logFD] });
  fs.closeSync(logFD);
  const tail = () => fs.readFileSync(log, "utf8").trim().split("\n").slice(-15).join("\n");
  const exited = once(child, "exit").then(([code]) => {
    throw new Error(`kamon-server stopped (exit ${code}) before it listened; its log:\n${tail()}`);
  });
  const listening = (async () => {
    let printed = "";
    for await (const chunk of child.stdout) {
      printed += chunk;
      const m = printed.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      if (m) return m[1] + "/";
    }
    return new Promise(() => {}); // the exit says why
  })();
  const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`kamon-server did not listen within 60 s; its log:\n${tail()}`)), 60000).unref());
  const baseURL = await Promise.race([listening, exited, timeout]);
  exited.catch(() => {}); // from now on an exit shows as the server out of reach
  const res = await fetch(baseURL + "healthz").catch((e) => e);
  if (!(res instanceof Response) || !res.ok) {
    child.kill("SIGTERM");
    throw new Error(`kamon-server at ${baseURL} cannot be reached: ${res instanceof Response ? `HTTP ${res.status}` : res.cause ?? res}; its log:\n${tail()}`);
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
  };
  return { baseURL, stop, log };
}

// What the app says when the server is out of reach or refuses (i18n/online_en.go): waits fail
// at once with it, rather than when they time out.
const troubleRe = /cannot be reached|said no|did not work|no longer works/;

// until waits until pred(state, table, arg) holds on page, pred running in the page on
// window.kamonState and window.kamonTable (the autoplay hook's, null before a table showed),
// and gives both. It fails at once when the app tells of trouble with the server, and after
// timeout with what the page shows.
async function until(page, who, what, pred, arg, timeout = 90000) {
  const expr = `(() => {
    const s = JSON.parse(window.kamonState || "null");
    if (!s || !s.ready) return false;
    const t = JSON.parse(window.kamonTable || "null");
    const said = [s.notice, ...s.widgets.filter((w) => w.id === "online:note").map((w) => w.label)];
    const trouble = said.find((m) => m && ${troubleRe}.test(m));
    if (trouble) return { trouble, scene: s.scene };
    return (${pred})(s, t, ${JSON.stringify(arg ?? null)}) ? { s, t } : false;
  })()`;
  let r;
  try {
    r = await (await page.waitForFunction(expr, null, { timeout, polling: 100 })).jsonValue();
  } catch (e) {
    if (!/Timeout/.test(e.message)) throw e;
    const s = await state(page);
    throw new Error(`phone ${who}: no ${what} after ${timeout / 1000} s; it shows "${s?.scene}"` +
      `${s?.notice ? ` saying "${s.notice}"` : ""} (widgets: ${s?.widgets.map((w) => `${w.id} "${w.label}"`).join(", ")})`);
  }
  if (r.trouble) throw new Error(`phone ${who}: the app says "${r.trouble}" (on "${r.scene}") while waiting for ${what}`);
  return r;
}

// Shinobi's cards as the rules write them (rules/shinobi: a clan's letter or N, and a number).
const cardRe = /\b[HMOTUN]\d{1,2}\b/g;
const cardsIn = (text) => new Set(text.match(cardRe) ?? []);
const handOf = (view) => view.hands[view.view].split(" ").filter(Boolean);

// viewProblems lists what a view of Shinobi shows that its seat may not know.
function viewProblems(view) {
  const me = view.view;
  const problems = [];
  if (!(me >= 0)) problems.push(`a view for seat ${me}`);
  if (view.config?.seed) problems.push(`the seed ${view.config.seed}`);
  if (view.deck.split(" ").some((c) => c && c !== "?")) problems.push(`the deck "${view.deck}"`);
  view.hands.forEach((hand, q) => {
    const cards = hand.split(" ").filter(Boolean);
    if (q === me && cards.includes("?")) problems.push(`its own hand hidden: "${hand}"`);
    if (q !== me && cards.some((c) => c !== "?")) problems.push(`seat ${q + 1}'s hand "${hand}"`);
    if (q !== me && view.final !== 0 && view.clans[q] !== "?") problems.push(`seat ${q + 1}'s clan card ${view.clans[q]}`);
  });
  return problems;
}

// Record is all a phone read and published during the game, by ply: the cards named (card),
// its own hand (hand), and what its views showed that they should not (problems).
class Record {
  constructor(who) {
    this.who = who;
    this.cards = new Map(); // ply → Set of cards named in what the phone read or published then
    this.hands = new Map(); // ply → its seat's hand then
    this.problems = [];
    this.views = 0;
  }
  // text: anything the phone read or published at ply.
  text(ply, text) {
    const set = this.cards.get(ply) ?? new Set();
    for (const c of cardsIn(text)) set.add(c);
    this.cards.set(ply, set);
  }
  view(ply, view, where) {
    this.views++;
    this.hands.set(ply, handOf(view));
    for (const p of viewProblems(view)) this.problems.push(`${where} at ply ${ply}: ${p}`);
  }
  // message records a message from the server: its views by their ply, its cards at the
  // newest ply it carries (what a phone knows at one ply it knows at every later one).
  message(text, where) {
    const plies = [...text.matchAll(/"ply":(\d+)/g)].map((m) => Number(m[1]));
    if (plies.length === 0) return;
    this.text(Math.max(...plies), text);
    for (const line of text.split("\n")) {
      let msg;
      try {
        msg = JSON.parse(line);
      } catch {
        continue;
      }
      walk(msg, (o) => {
        if (typeof o.ply === "number" && o.view && typeof o.view === "object" && Array.isArray(o.view.hands)) this.view(o.ply, o.view, where);
      });
    }
  }
}

function walk(v, f) {
  if (v && typeof v === "object") {
    if (!Array.isArray(v)) f(v);
    for (const x of Object.values(v)) walk(x, f);
  }
}

// leaks lists the cards a named at a ply that b held then; how many plies were compared; and
// how many of b's cards a named once b had played them, which shows that the check sees cards.
function leaks(a, b) {
  const found = [];
  let compared = 0;
  const held = new Set();
  const later = new Set();
  for (const [ply, cards] of [...a.cards].sort(([x], [y]) => x - y)) {
    for (const c of cards) if (held.has(c)) later.add(c);
    const hand = b.hands.get(ply);
    if (!hand) continue;
    compared++;
    for (const c of hand) held.add(c);
    const named = hand.filter((c) => cards.has(c));
    if (named.length) found.push(`phone ${a.who} named ${named.join(", ")} of phone ${b.who}'s hand at ply ${ply}`);
  }
  return { found, compared, later: later.size };
}

// phoneOf opens a phone: a context of its own, fast animations, its errors and every message
// from the server recorded, and the app's published state recorded in the page as it is set
// (each kamonState of a table and each kamonTable, with the ply of the table then).
async function phoneOf(who) {
  const context = await browser.newContext(phone);
  await presetSettings(context, { anim: "off" });
  await context.addInitScript(() => {
    const rec = { states: [], tables: [] };
    window.kamonRecorded = rec;
    let state = null;
    let table = null;
    let ply = -1;
    let over = false;
    // Only distinct texts are kept: the app republishes its state unchanged every 30 ticks.
    const keep = (list, text) => {
      const key = text.replace(/"(frame|drawn)":\d+/g, "");
      if (list.at(-1)?.key !== key) list.push({ ply, key, text });
    };
    Object.defineProperty(window, "kamonTable", {
      configurable: true,
      get: () => table,
      set: (v) => {
        table = v;
        const t = JSON.parse(v);
        ply = t.ply;
        over = t.over;
        keep(rec.tables, v);
      },
    });
    Object.defineProperty(window, "kamonState", {
      configurable: true,
      get: () => state,
      set: (v) => {
        state = v;
        if (!over && ply >= 0 && JSON.parse(v).scene === "table") keep(rec.states, v);
      },
    });
  });
  const page = await context.newPage();
  const record = new Record(who);
  const errors = [];
  page.on("pageerror", (e) => errors.push(`uncaught: ${e}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  const sockets = [];
  page.on("websocket", (ws) => {
    const sock = { url: ws.url(), frames: 0, closed: false };
    sockets.push(sock);
    ws.on("close", () => { sock.closed = true; });
    ws.on("framereceived", ({ payload }) => {
      sock.frames++;
      if (typeof payload === "string") record.message(payload, "a WebSocket push");
    });
  });
  page.on("response", async (res) => {
    // The finished game's save, with its seed and every hand, is every seat's once it is over
    // (the results and the replay): the server refuses it before.
    const where = new URL(res.url()).pathname;
    if (!where.startsWith("/api/") || where.endsWith("/save")) return;
    try {
      record.message(await res.text(), `the answer of ${where}`);
    } catch {
      // a body the page dropped: nothing was read
    }
  });
  const tap = await tapper(context, page, phone);
  const shot = (name) => page.screenshot({ path: path.join(out, `phone-${who}-${name}.png`) });
  return { who, context, page, record, errors, sockets, tap, shot };
}

// collect adds what the page itself recorded (the published states) to the phone's record.
async function collect(p) {
  const { states, tables } = await p.page.evaluate(() => window.kamonRecorded);
  for (const t of tables) {
    const info = JSON.parse(t.text);
    if (info.view && !info.over) p.record.view(info.ply, info.view, "window.kamonTable");
    p.record.text(info.ply, t.text);
  }
  for (const s of states) p.record.text(s.ply, s.text);
  return { states: states.length, tables: tables.length };
}

// autoplay starts (or stops, with null) the hook playing the phone's seat.
const autoplay = (p, opts) => p.page.evaluate((o) => { window.kamonAutoplay = o ?? undefined; }, opts);

test("Shinobi online between two phones through kamon-server, to the results", { timeout: 480000 }, async (t) => {
  const start = Date.now();
  const mark = (what) => t.diagnostic(`${what} at ${((Date.now() - start) / 1000).toFixed(1)} s`);
  const a = await phoneOf("a");
  const b = await phoneOf("b");
  try {
    // Phone A: Play online, a new Shinobi game, seat 2 a friend's (seat 3 stays a bot), Start.
    await a.page.goto(server.baseURL);
    await waitForApp(a.page);
    let s = await waitForScene(a.page, "menu");
    mark("phone A: menu");
    await a.tap(widget(s, "online"));
    s = await waitForScene(a.page, "online");
    await a.tap(widget(s, "online:new:shinobi"));
    s = await waitForScene(a.page, "setup");
    mark("phone A: setup");
    // Online, a person's seat other than this phone's is a friend's (seatKind expects the
    // person's label).
    const bot = widget(s, "seat:2:kind").label;
    await a.tap(widget(s, "seat:2:kind"));
    s = await waitForScene(a.page, "ask");
    await a.tap(widget(s, "kind:human"));
    s = await waitForState(a.page, (s, bot) => s.scene === "setup" && s.widgets.some((w) => w.id === "seat:2:kind" && w.label !== bot), bot);
    s = await waitForScene(a.page, "setup");
    assert.equal(widget(s, "seat:2:kind").label, "A friend, by link");
    mark("phone A: seat 2 a friend's");
    await a.tap(widget(s, "start"));
    await until(a.page, "a", "invites screen", (s) => s.scene === "invites" && s.widgets.some((w) => w.id === "invite:2"));
    s = await waitForScene(a.page, "invites");
    const link = widget(s, "invite:2").label;
    mark("phone A: invites");
    assert.match(link, new RegExp(`^${server.baseURL.replace(/[.]/g, "\\.")}#join=[\\w-]+$`), "seat 2's link is the server's page with a secret in its fragment");
    await a.tap(widget(s, "invites:open"));

    // Phone B follows the link: the app joins from the fragment, straight to the table.
    await b.page.goto(link);
    await waitForApp(b.page);
    mark("phone B: app");
    // (The table's first frames are the public's eyes, until it takes the seat's.)
    const atTable = (s, t) => s.scene === "table" && t !== null && t.view !== null && t.seat >= 0;
    const [ta, tb] = await Promise.all([until(a.page, "a", "the game's table", atTable), until(b.page, "b", "the game's table", atTable)]);
    mark("both tables");
    assert.equal(ta.t.seat, 0, "phone A plays seat 1");
    assert.equal(tb.t.seat, 1, "phone B plays seat 2");

    // Play to midPly, then stop where one of the phones is to decide and both show that ply at
    // rest: the pair of screenshots and the checks at rest.
    await Promise.all([autoplay(a, { seed: 11, stopAt: midPly }), autoplay(b, { seed: 22, stopAt: midPly })]);
    // The game stands still once a phone's person is to decide: the bot plays on until then.
    const paused = (s, t, ply) => s.scene === "table" && t !== null && t.ply >= ply && t.still && (!t.decides || s.widgets.some((w) => w.id === "prompt"));
    let ma, mb;
    for (let ply = midPly, tries = 0; ; tries++) {
      [ma, mb] = await Promise.all([until(a.page, "a", `ply ${ply}`, paused, ply), until(b.page, "b", `ply ${ply}`, paused, ply)]);
      if (ma.t.ply === mb.t.ply && (ma.t.decides || mb.t.decides)) break;
      assert.ok(tries < 20, `the phones never stood still together: A at ply ${ma.t.ply}, B at ply ${mb.t.ply}`);
      // Behind: wait for the other; together on the bot's turn: wait for its next action.
      ply = Math.max(ma.t.ply, mb.t.ply) + (ma.t.ply === mb.t.ply ? 1 : 0);
    }
    const ply = ma.t.ply;
    assert.ok(!(ma.t.decides && mb.t.decides), `both phones decide at ply ${ply}`);
    mark(`mid-game, ply ${ply}`);
    await Promise.all([a.shot("midgame"), b.shot("midgame")]);
    for (const [p, m, other] of [[a, ma, mb], [b, mb, ma]]) {
      const own = handOf(m.t.view);
      const shown = m.s.widgets.filter((w) => w.id.startsWith("hand:")).map((w) => w.id.slice("hand:".length));
      assert.deepEqual(shown.toSorted(), own.toSorted(), `phone ${p.who}'s hand on screen is its seat's hand`);
      assert.deepEqual(viewProblems(m.t.view), [], `phone ${p.who}'s view`);
      const theirs = handOf(other.t.view);
      const text = await p.page.evaluate(() => document.body.innerText + JSON.stringify({ ...localStorage }) + window.kamonState + window.kamonTable);
      const named = theirs.filter((c) => cardsIn(text).has(c));
      assert.deepEqual(named, [], `phone ${p.who}'s page names cards of the other phone's hand`);
    }

    // On to the end, and the results on both phones.
    await Promise.all([autoplay(a, { seed: 11 }), autoplay(b, { seed: 22 })]);
    const results = (s) => s.scene === "results";
    await Promise.all([until(a.page, "a", "results", results, null, 240000), until(b.page, "b", "results", results, null, 240000)]);
    mark("results on both");
    const [ra, rb] = await Promise.all([waitForScene(a.page, "results"), waitForScene(b.page, "results")]);
    await Promise.all([a.shot("results"), b.shot("results")]);
    const [fa, fb] = await Promise.all([a, b].map((p) => p.page.evaluate(() => JSON.parse(window.kamonTable))));
    t.diagnostic(`plies ${fa.ply}; moves played by the hook: phone A ${fa.moves}, phone B ${fb.moves}`);
    assert.equal(fa.ply, fb.ply, "both tables saw every action");
    assert.ok(fa.moves > 0 && fb.moves > 0, "each phone played moves of its own seat");
    // The same game's results on both, online's "Play again" a rematch.
    for (const r of [ra, rb]) assert.equal(widget(r, "again").label, "Rematch");

    // What each phone read and published, ply by ply, against what the other held.
    const [ca, cb] = await Promise.all([collect(a), collect(b)]);
    t.diagnostic(`recorded: phone A ${ca.states} states, ${ca.tables} tables, ${a.record.views} views; phone B ${cb.states} states, ${cb.tables} tables, ${b.record.views} views`);
    assert.deepEqual(a.record.problems, [], "phone A read views that show more than its seat may know");
    assert.deepEqual(b.record.problems, [], "phone B read views that show more than its seat may know");
    const ab = leaks(a.record, b.record);
    const ba = leaks(b.record, a.record);
    t.diagnostic(`plies compared: A against B's hand ${ab.compared}, B against A's hand ${ba.compared}; ` +
      `cards named once the other had played them: by A ${ab.later}, by B ${ba.later}`);
    assert.deepEqual([...ab.found, ...ba.found], [], "a phone named the other's hidden cards");
    assert.ok(ab.compared >= fa.ply / 2 && ba.compared >= fa.ply / 2, "too few plies compared for the check to mean much");
    assert.ok(ab.later >= 5 && ba.later >= 5, "the records name too few of the cards played for the check to mean much");
    assert.deepEqual(a.errors, [], "errors on phone A's page");
    assert.deepEqual(b.errors, [], "errors on phone B's page");
    mark("done");
  } catch (e) {
    for (const p of [a, b]) {
      await p.shot("failed").catch(() => {});
      fs.writeFileSync(path.join(out, `phone-${p.who}-failed.json`), JSON.stringify(await p.page.evaluate(() => ({
        state: JSON.parse(window.kamonState || "null"), table: JSON.parse(window.kamonTable || "null"),
      })).catch(() => null), null, 1));
      const errors = new Map();
      for (const e of p.errors) errors.set(e, (errors.get(e) ?? 0) + 1);
      if (errors.size) t.diagnostic(`phone ${p.who}'s errors: ${[...errors].map(([e, n]) => `${e} (×${n})`).join(" | ")}`);
      t.diagnostic(`phone ${p.who}'s sockets: ${JSON.stringify(p.sockets)}; frame ${(await state(p.page).catch(() => null))?.frame}`);
    }
    t.diagnostic(`server log: ${server.log}`);
    throw e;
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
