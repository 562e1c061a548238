// Le Dernier Peuple in the browser, end to end: from the menu, through the new-game setup
// (one human, two random bots), to a few turns played with real taps (a finger on the phone,
// the mouse on the desktop). The test reads the game from window.kamonState: the hand's
// "move:<card>" widgets, "ring" (each pawn's terrain card), "actions" (the actions so far)
// and the previewed options "opt:circle", "opt:steps", "opt:target". It plays the first
// movement card of the hand on a pawn the card allows, checks the preview in the screenshot
// (the gold ring around the circled landing) and that the pawn ends where the option said.
//
// Run: node --test e2e/peuple.test.mjs   (make test-browser runs every file). Screenshots go
// to e2e/out/peuple/.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import {
  bundle, buildCLI, startServer, launchChromium, outDir, waitForScene, waitForState, widget, tapper, pixels, seatKind,
} from "./harness.mjs";

const out = outDir("peuple");
const viewports = [
  { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];
const turnsToPlay = 2;

let server;
let browser;

before(async () => {
  const dist = bundle(path.join(out, "dist"));
  const cli = buildCLI(path.join(out, "kamon-cli"));
  server = await startServer(cli, dist);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

// places reads the "ring" label ("1a:2 1b:2 2a:6 ...") into a map from pawn to card.
function places(s) {
  return Object.fromEntries(widget(s, "ring").label.split(" ").map((p) => p.split(":")).map(([w, c]) => [w, Number(c)]));
}

const actions = (s) => widget(s, "actions").label.split(" | ").filter(Boolean);

// The table awaits our tap (our prompt is listed, the animations are over), or the game has
// left the table.
const ourTurn = (s) => s.scene !== "table" || s.widgets.some((w) => w.id === "prompt");

// ourTurnAfter: our tap again, after more than n actions (or the game left the table). Like
// every predicate of waitForState it runs in the page and uses nothing but its arguments.
const ourTurnAfter = (s, n) => s.scene !== "table" ||
  s.widgets.some((w) => w.id === "prompt") && s.widgets.some((w) => w.id === "actions" && w.label.split(" | ").length > n);

for (const device of viewports) {
  test(`Le Dernier Peuple against two bots at ${device.name} size (${device.viewport.width}x${device.viewport.height})`, async (t) => {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const problems = [];
    page.on("pageerror", (e) => problems.push(String(e)));
    const shot = (name) => page.screenshot({ path: path.join(out, `${device.name}-${name}.png`) });
    try {
      await page.goto(server.baseURL);
      const tap = await tapper(context, page, device);
      // Fast animations: a loaded machine draws few frames per second.
      let s = await waitForScene(page, "menu");
      await tap(widget(s, "settings"));
      s = await waitForScene(page, "settings");
      await tap(widget(s, "anim:fast"));
      await tap(widget(s, "back"));
      s = await waitForScene(page, "menu");
      await tap(widget(s, "game:peuple"));
      s = await waitForScene(page, "setup");
      s = await seatKind(page, tap, s, 2, "random");
      s = await seatKind(page, tap, s, 3, "random");
      await tap(widget(s, "shuffle")); // seat 1 first, as set: no seats drawn
      await tap(widget(s, "start"));
      await waitForScene(page, "table");
      s = await waitForState(page, ourTurn, null, 120000);

      let passes = 0;
      for (let turn = 1; turn <= turnsToPlay; turn++) {
        // Another decision first (Defense against a bot's card, a helper, a discard at the
        // hand limit): answered with its first choice, until our turn proper.
        while (!s.widgets.some((w) => w.id === "pass")) {
          const other = s.widgets.find((w) => w.id === "accept" || w.id.startsWith("helper:")) ??
            s.widgets.find((w) => w.id.startsWith("move:") || w.id.startsWith("power:"));
          assert.ok(other, `turn ${turn}: nothing to answer in ${s.widgets.map((w) => w.id).join(", ")}`);
          t.diagnostic(`${device.name}: answering ${other.id}`);
          const n = actions(s).length;
          await tap(other);
          s = await waitForState(page, ourTurnAfter, n, 120000);
        }
        // The first movement card of the hand whose squared target is not the card its pawn
        // stands on: there a tap on the pawn's card would choose that landing, not the pawn.
        const pawnOf = (name) => name.startsWith("G") ? "1a" : "2a";
        const targetOf = (name) => Number((name.match(/>(\d+)$/) ?? [])[1]);
        const card = s.widgets.find((w) => w.id.startsWith("move:") &&
          targetOf(w.id.slice("move:".length)) !== places(s)[pawnOf(w.id.slice("move:".length))]);
        if (!card && passes < 3) {
          // No such card this time (rare): pass, draw two, and try again next turn.
          passes++;
          t.diagnostic(`${device.name}: no card to test with, passing`);
          const n = actions(s).length;
          await tap(widget(s, "pass"));
          s = await waitForState(page, ourTurnAfter, n, 120000);
          turn--;
          continue;
        }
        assert.ok(card, `turn ${turn}: no movement card in the hand to test with`);
        const name = card.id.slice("move:".length);
        let pawn = pawnOf(name);
        const from = places(s)[pawn];
        const start = await shot(`${turn}-start`);
        await tap(card);
        s = await waitForState(page, (s) => s.widgets.some((w) => w.id === "pass"));
        // Where both of our own pawns stand on one card, a card that moves our own pawn (G)
        // has taken the first of them already (a tap on it would take the next); else a tap
        // on the pawn's card takes it.
        const other = pawn.slice(0, -1) + (pawn.endsWith("a") ? "b" : "a");
        if (places(s)[other] === from && name.startsWith("G")) {
          pawn = pawn.slice(0, -1) + "a";
        } else {
          await tap(widget(s, "card:" + from));
        }
        s = await waitForState(page, (s) => s.widgets.some((w) => w.id === "opt:circle"));
        const circle = widget(s, "opt:circle");
        // The circled move is the card's first number (G+3(+2,+1)>6 moves 3), round the 12 cards.
        const landing = ((from - 1 + Number(name.match(/^[GB]([+-]\d+)/)[1])) % 12 + 12) % 12 + 1;
        assert.ok(/\d/.test(circle.label), `the circled option says ${circle.label}`);
        const preview = await shot(`${turn}-preview`);

        // The circled landing is ringed in gold around its card: sampled on the ring's four
        // sides (pawns or a neighbour may cover some), the ring turns them from the felt
        // they showed before towards gold (red and green up, blue much less).
        // A card answers taps over a fingertip's 44 px where it is drawn smaller (a phone), so
        // the ring, 0.72 of the drawn card out from its centre, is sought from 0.45 of the
        // listed width (a card drawn at 30 px) to 0.72 (drawn as listed).
        const c = widget(s, "card:" + landing);
        const cx = c.x + c.w / 2, cy = c.y + c.h / 2, b = Math.max(1.5, c.w * 0.05);
        const boxes = [0.45, 0.52, 0.59, 0.66, 0.72].flatMap((k) => [[k, 0], [-k, 0], [0, k], [0, -k]])
          .map(([dx, dy]) => ({ x: cx + dx * c.w - b, y: cy + dy * c.w - b, w: 2 * b, h: 2 * b }));
        const was = await pixels(browser, start, s.w, boxes);
        const now = await pixels(browser, preview, s.w, boxes);
        const gilded = now.filter((p, i) => {
          const [dr, dg, db] = p.mean.map((v, k) => v - was[i].mean[k]);
          return dr > 30 && dg > 15 && db < dr - 25;
        });
        t.diagnostic(`${device.name}: ${name} on ${pawn} from ${from}, circled landing ${landing}, ring ${was.map((p) => p.mean).join(" / ")} -> ${now.map((p) => p.mean).join(" / ")}`);
        assert.ok(gilded.length > 0, `no gold ring around card ${landing}: ${was.map((p) => p.mean).join(" / ")} -> ${now.map((p) => p.mean).join(" / ")}`);

        const before = actions(s).length;
        await tap(circle);
        s = await waitForState(page, (s, n) => s.scene === "table" && s.widgets.some((w) => w.id === "actions" &&
          w.label.split(" | ").filter(Boolean).length > n), before, 60000);
        const played = actions(s)[before];
        assert.equal(played, `${name} ${pawn} circle`, `the table played ${played}`);
        await shot(`${turn}-played`);
        if (turn === turnsToPlay) break;
        // Back to us once the bots have played (unless the game ends).
        s = await waitForState(page, ourTurn, null, 180000);
        if (s.scene !== "table" || !s.widgets.some((w) => w.id.startsWith("move:"))) break;
      }
      await shot("end");
      assert.deepEqual(problems, [], "errors on the page");
    } catch (e) {
      await shot("failed");
      fs.writeFileSync(path.join(out, `${device.name}-failed.json`), (await page.evaluate(() => window.kamonState)) ?? "null");
      throw e;
    } finally {
      await context.close();
    }
  });
}
