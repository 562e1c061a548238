// Mana in the browser, end to end: from the menu, through the new-game setup, to a game against
// the bot played with real taps (a finger on the phone, the mouse on the desktop). The test
// reads the game from window.kamonState (the table lists "board" labelled with the position,
// "moves" and the landed "bird"), asks `kamon-cli divide` for the legal moves, and checks in
// screenshots that pieces and the bird are drawn where the state says: the piece left its
// square and stands on its destination, the bird left its perch and sits on its new one.
//
// Run: node --test e2e/mana.test.mjs   (make test-browser runs every file). Screenshots go to
// e2e/out/mana/.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  bundle, buildCLI, startServer, launchChromium, outDir, waitForScene, waitForState, widget, tapper, pixels, seatKind,
} from "./harness.mjs";

const out = outDir("mana");
const viewports = [
  { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];
const movesToPlay = 3; // our moves after the setup, each answered by the bot

let cli;
let server;
let browser;

before(async () => {
  const dist = bundle(path.join(out, "dist"));
  cli = buildCLI(path.join(out, "kamon-cli"));
  server = await startServer(cli, dist);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const files = "abcdef";

// board reads a position's placement ("rrdrrr/6/6/6/6/RRDRRR b - 0 0") into a map from square
// name to piece letter, and the side to move.
function board(position) {
  const [placement, side] = position.split(" ");
  const pieces = {};
  placement.split("/").forEach((row, i) => {
    let f = 0;
    for (const c of row) {
      if (c >= "1" && c <= "6") f += Number(c);
      else pieces[files[f++] + (6 - i)] = c;
    }
  });
  return { pieces, side };
}

// legalMoves asks kamon-cli for the legal actions in position, in notation.
function legalMoves(position) {
  const lines = execFileSync(cli, ["divide", "mana", position, "1"], { encoding: "utf8" }).trim().split("\n");
  return lines.filter((l) => !l.startsWith("total")).map((l) => l.split(" ")[0]);
}

const played = (s) => widget(s, "moves").label.split(" ").filter(Boolean);
const birdOf = (s) => s.widgets.find((w) => w.id === "bird")?.label ?? null;

// The middle of a square, clear of the small symbol in its corner.
function middle(w) {
  return { x: w.x + w.w * 0.3, y: w.y + w.h * 0.3, w: w.w * 0.3, h: w.h * 0.3 };
}

// lookOfSquare is what the state says square sq shows: a dark (Black's) piece, the bird, or a
// light square (empty, or White's boxwood piece).
function lookOfSquare(s, sq) {
  const c = board(widget(s, "board").label).pieces[sq];
  if (c === "R" || c === "D") return "black";
  if (!c && birdOf(s) === sq) return "bird";
  return "light";
}

// checkSquares compares the screenshot with the state at the squares named: the share of
// dark pixels in each square's middle tells a walnut piece or the bird (on a square the
// position says is empty) from a light square.
async function checkSquares(t, shot, s, squares, label) {
  const rects = squares.map((sq) => middle(widget(s, "sq:" + sq)));
  const px = await pixels(browser, shot, s.w, rects);
  squares.forEach((sq, i) => {
    const want = lookOfSquare(s, sq);
    const dark = px[i].dark;
    t.diagnostic(`${label}: ${sq} ${want}, ${Math.round(dark * 100)}% dark, mean ${px[i].mean}`);
    // Measured: a Ronin's middle is ~70% dark, a Daimio's (its crown) ~50%, the bird's ~55%,
    // an empty square's (paper and coloured marks) 0%.
    const ok = want === "light" ? dark < 0.03 : dark > 0.3;
    assert.ok(ok, `${label}: ${sq} should show ${want}, but ${Math.round(dark * 100)}% of its middle is dark (mean ${px[i].mean})`);
  });
}

for (const device of viewports) {
  test(`Mana against the bot at ${device.name} size (${device.viewport.width}x${device.viewport.height})`, async (t) => {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const problems = [];
    page.on("pageerror", (e) => problems.push(String(e)));
    const shot = (name) => page.screenshot({ path: path.join(out, `${device.name}-${name}.png`) });
    try {
      await page.goto(server.baseURL);
      const tap = await tapper(context, page, device);
      let s = await waitForScene(page, "menu");
      await tap(widget(s, "game:mana"));
      s = await waitForScene(page, "setup");
      s = await seatKind(page, tap, s, 2, "random");
      await tap(widget(s, "shuffle")); // our Daimio on the first rows, as set: no colours drawn
      await tap(widget(s, "start"));
      s = await waitForScene(page, "table");

      // Setup on the board: our Daimio on c1, then the bot sets its own.
      await tap(widget(s, "sq:c1"));
      s = await waitForState(page, (s) =>
        s.widgets.some((w) => w.id === "prompt") && s.widgets.some((w) => w.id === "moves" && w.label.split(" ").length === 2));
      assert.equal(played(s)[0], "D@c1");
      let before = s;
      let beforeShot = await shot("0-setup");
      const birds = [];

      for (let turn = 1; turn <= movesToPlay; turn++) {
        const position = widget(before, "board").label;
        assert.equal(board(position).side, "b", `turn ${turn}: not our move in ${position}`);
        const moves = legalMoves(position).filter((m) => m.includes("-"));
        assert.ok(moves.length > 0, `no move to slide in ${position}`);
        const move = moves[(turn * 7) % moves.length];
        const [from, to] = move.split("-");
        await tap(widget(before, "sq:" + from));
        await tap(widget(before, "sq:" + to));

        // Our move, the bot's reply, both animations over: the bird has landed and the table
        // awaits our tap; or the bot's reply took our Daimio (the deal is drawn anew each
        // run) and the results show.
        const n = played(before).length + 2;
        s = await waitForState(
          page,
          (s, n) => s.scene === "results" || s.scene === "table" && s.widgets.some((w) => w.id === "bird") && s.widgets.some((w) => w.id === "prompt") &&
            s.widgets.some((w) => w.id === "moves" && w.label.split(" ").length === n),
          n,
          120000,
        );
        if (s.scene === "results") {
          s = await waitForScene(page, "results"); // its first state comes before its widgets
          t.diagnostic(`${device.name}: ${move}, then the bot won: ${widget(s, "results:panel").label}`);
          break;
        }
        const list = played(s);
        assert.equal(list[n - 2], move, `the table played ${list[n - 2]}, we tapped ${move}`);
        t.diagnostic(`${device.name}: ${move}, the bot answered ${list[n - 1]}; bird on ${birdOf(s)}`);
        const afterShot = await shot(`${turn}-${move}`);

        // The piece left its square and stands on the new one (unless the reply took it);
        // the bird perches where the state says and no longer where it was.
        const squares = new Set([from, to, birdOf(s)]);
        if (birdOf(before)) squares.add(birdOf(before));
        await checkSquares(t, beforeShot, before, [from, ...(birdOf(before) ? [birdOf(before)] : [])], `${device.name} before ${move}`);
        await checkSquares(t, afterShot, s, [...squares], `${device.name} after ${move}`);
        birds.push(birdOf(s));
        before = s;
        beforeShot = afterShot;
        if (board(widget(s, "board").label).side !== "b") break;
      }
      assert.ok(new Set(birds).size > 1 || birds.length < 2, `the bird never moved: ${birds}`);
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
