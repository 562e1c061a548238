// Gosu X in the browser, end to end, seed 18 (Player 1 drafts first, gets a hand with fewer
// than two Troops and so the mulligan, and opens round 1). Two runs with real input:
// - on a phone, by finger, fast animations: Player 1 against a random bot;
// - on a desktop, by mouse, no animations: Player 1 and Player 2 sharing the screen, each
//   hand behind the hand-off curtain.
// Each run drafts from the eight clan tiles by tapping a tile, takes the mulligan, selects a
// Troop by a tap (the prompt names its row, free) and plays it by dragging it onto row I, sees
// the other side move (the bot, or Player 2 after the curtain, who spends a token to draw),
// answers the decisions on the way (a card's "may", discards to the hand limit) and spends a
// token to draw a card. The test reads the table from window.kamonState (the test hook's
// "tile:<clan>", "choice:<action>", "hand:<card>", "row:<n>", "army:<card>", "prompt" and
// "curtain" widgets) and the match from the autosave in localStorage, which `kamon-cli
// replay` must replay. Screenshots are checked by pixels: the card played drawn in its clan's
// colour on its place, where there was none before; each hand drawn in its clans' colours
// after the curtain and nothing of it under any curtain.
//
// Run: node --test e2e/gosu.test.mjs   (make test-browser runs every file). Screenshots go to
// e2e/out/gosu/.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  bundle, buildCLI, startServer, launchChromium, outDir, waitForApp, waitForScene, waitForState, waitForStateWithin,
  widget, tapper, dragger, presetSettings, saved, waitForActions, typeInto, colourShare, sharedDeal, seatKind,
} from "./harness.mjs";

const out = outDir("gosu");
// The phone plays with fast animations, the desktop with none (both settings run, and the
// file stays short: a loaded machine draws few frames).
const runs = [
  { humans: 1, anim: "fast", device: { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } },
  { humans: 2, anim: "off", device: { name: "desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false } },
];
const seed = "18";
const clans = ["abhilasha", "galmi", "goan-sul", "justice", "narashima", "phoenix", "tomorrow", "xian"];
// A card's face is its clan's colour: the seat colours in clan order (sprites/palette.go).
// A clan's card face: its colour, moved as little as it takes for its words to read
// (sprites.Readable), lit lighter towards its top.
const clanColour = {
  abhilasha: [0xda, 0x72, 0x1f], galmi: [0x01, 0x70, 0xaf], "goan-sul": [0x05, 0xa0, 0x75], justice: [0xe6, 0x9f, 0x00],
  narashima: [0xcc, 0x79, 0xa7], phoenix: [0x56, 0xb4, 0xe9], tomorrow: [0xf0, 0xe4, 0x42], xian: [0x33, 0x33, 0x33],
};
const box = (c, d) => ({ lo: c.map((v) => Math.max(0, v - d)), hi: c.map((v) => Math.min(255, v + d)) });
const clanOf = (id) => id.slice(id.indexOf(":") + 1).split(".")[0]; // "hand:galmi.bun-to#1" → "galmi"

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

const hand = (s) => s.widgets.filter((w) => w.id.startsWith("hand:"));
const has = (s, id) => s.widgets.some((w) => w.id === id);
const visible = (w) => w.w > 0 && w.h > 0;

// Someone must act: the curtain is up, or the table waits for a person's decision.
const decision = (s) => s.scene === "curtain" || s.scene === "table" && s.widgets.some((w) => w.id === "prompt");

for (const { humans, anim, device } of runs) {
  const who = humans === 1 ? "Player 1 against a bot" : "two people";
  test(`Gosu X, ${who}, at ${device.name} size (${device.viewport.width}x${device.viewport.height}), animations ${anim}`, async (t) => {
    const context = await browser.newContext(device);
    await presetSettings(context, { anim });
    const page = await context.newPage();
    const problems = [];
    page.on("pageerror", (e) => problems.push(String(e)));
    const shot = (name) => page.screenshot({ path: path.join(out, `${device.name}-${name}.png`) });
    const start = Date.now();
    const mark = (what) => t.diagnostic(`${device.name}: ${what} at ${((Date.now() - start) / 1000).toFixed(1)} s`);
    const curtains = [];
    // after is a frame of the app's after the last action was taken: the table shows the
    // prompt of a decision taken for a frame or two more.
    let after = 0;
    const acted = async (n, timeout = 60000) => {
      const game = await waitForActions(page, n, timeout);
      after = (await page.evaluate(() => JSON.parse(window.kamonState).frame)) + 3;
      return game;
    };
    // next waits for the next decision, lifting the curtain when it is up (once hands are
    // dealt, keeping its screenshot and state to check against the hand it covered).
    const next = async ({ hands = true } = {}) => {
      let s = await waitForState(page, (s, after) => s.frame >= after && (s.scene === "curtain" ||
        s.scene === "table" && s.widgets.some((w) => w.id === "prompt")), after, 120000);
      if (s.scene === "curtain") {
        s = await waitForScene(page, "curtain");
        assert.deepEqual(s.widgets.map((w) => w.id), ["curtain"], "the curtain lists nothing else");
        if (hands) curtains.push({ state: s, png: await shot(`curtain-${curtains.length + 1}`) });
        await tap(widget(s, "curtain"));
        s = await waitForState(page, (s) => s.scene === "table" && s.widgets.some((w) => w.id === "prompt"), null, 120000);
      }
      return s;
    };
    let tap;
    let drag;
    try {
      await page.goto(server.baseURL);
      await waitForApp(page);
      mark("first frame");
      tap = await tapper(context, page, device);
      drag = await dragger(context, page, device);
      let s = await waitForScene(page, "menu");
      await tap(widget(s, "game:gosu"));
      s = await waitForScene(page, "setup");
      s = await seatKind(page, tap, s, 2, humans === 2 ? "human" : "random");
      s = await sharedDeal(page, tap, s);
      await typeInto(page, tap, device, widget(s, "seed"), seed);
      s = await waitForState(page, (s) => s.scene === "setup");
      await tap(widget(s, "start"));
      mark("started");

      // The draft: the eight clan tiles on the table, named; each pick a tap on a tile the
      // rules offer (a "choice:draft_<clan>" button says which), the first one offered.
      let game;
      let picks = 0;
      const draft = { hands: false };
      for (s = await next(draft); s.widgets.some((w) => w.id.startsWith("choice:draft_")); s = await next(draft)) {
        const tiles = s.widgets.filter((w) => w.id.startsWith("tile:"));
        assert.deepEqual(tiles.map((w) => w.id.slice(5)).sort(), clans, "the eight clan tiles");
        for (const w of tiles) assert.ok(w.label, `tile ${w.id} unnamed`);
        const offered = s.widgets.filter((w) => w.id.startsWith("choice:draft_")).map((w) => w.id.slice("choice:draft_".length));
        if (picks === 0) {
          await shot("1-draft");
          // Every tile can be seen: those out of sight come into it when the list scrolls.
          const seen = new Set(tiles.filter(visible).map((w) => w.id));
          for (const w of tiles.filter((w) => !visible(w))) {
            s = await reveal(s, w.id);
            s.widgets.filter((w) => w.id.startsWith("tile:") && visible(w)).forEach((w) => seen.add(w.id));
          }
          assert.equal(seen.size, clans.length, `tiles never in sight: ${tiles.map((w) => w.id).filter((id) => !seen.has(id))}`);
        }
        s = await reveal(s, "tile:" + offered[0]);
        game = await saved(page); // none before the first action
        await tap(widget(s, "tile:" + offered[0]));
        const n = game ? game.actions.length : 0;
        game = await acted(n);
        assert.equal(game.actions[n], `draft ${offered[0]}`);
        picks++;
      }
      assert.equal(picks, humans === 1 ? 3 : 6, "picks by tap");
      game = await saved(page);
      assert.equal(game.actions.filter((a) => a.startsWith("draft ")).length, 6, `the draft: ${game.actions}`);
      mark("drafted");

      // The mulligan: seed 18 deals Player 1 fewer than two Troops.
      assert.ok(has(s, "choice:yes") && has(s, "choice:no"), `no mulligan offered: ${s.widgets.map((w) => w.id)}`);
      assert.match(widget(s, "prompt").label, /keep this hand/);
      await shot("2-mulligan");
      const before = hand(s).map((w) => w.id);
      assert.equal(before.length, 7, "seven cards dealt");
      const asked = (await saved(page)).actions.length;
      await tap(widget(s, "choice:yes"));
      game = await acted(asked);
      assert.equal(game.actions[asked], "yes");
      s = await next();
      // Asked again after a new hand, then Player 2 (every player is asked, whatever the
      // hand, so the question tells nothing of it): each keeps.
      while (has(s, "choice:no")) {
        await tap(widget(s, "choice:no"));
        game = await acted(game.actions.length);
        s = await next();
      }
      assert.notDeepEqual(hand(s).map((w) => w.id), before, "the same hand after the mulligan");
      mark("mulligan");

      // Player 1's turn: a Troop selected by a tap (the prompt names row I, free), played by
      // dragging it onto row I.
      const turnShot = await shot("3-turn");
      const turn = s;
      let troop = null;
      for (const card of hand(s)) {
        const was = widget(s, "prompt").label;
        await tap(card);
        const name = card.label;
        try {
          s = await waitForStateWithin(page, (s, a) => s.widgets.some((w) => w.id === "prompt" && w.label !== a.was && w.label.includes(a.name)), { was, name }, 60);
        } catch {
          continue; // not playable now: the table says why and selects nothing
        }
        if (widget(s, "prompt").label.includes("Row I costs nothing.")) {
          troop = card;
          break;
        }
        await tap(widget(s, "cancel"));
        s = await waitForState(page, (s) => s.widgets.some((w) => w.id === "prompt") && !s.widgets.some((w) => w.id === "cancel"));
      }
      assert.ok(troop, "no Troop to play for free in the hand");
      await shot("4-selected");
      const id = troop.id.slice("hand:".length);
      const n = (await saved(page)).actions.length;
      await drag(troop, widget(s, "row:1"));
      game = await acted(n);
      assert.equal(game.actions[n], `play ${id}`);
      mark(`played ${id}`);

      // The card stands on the table at the next decision (checked now: an effect it
      // triggers may destroy it later, as Demon Wardens does when it is the only card exposed).
      // Then the other side moves: the bot, or Player 2 behind the curtain, who spends a token
      // to draw. Every other decision (a card's "may", a discard to the hand limit) is answered
      // on the way, until Player 1's turn comes back.
      s = await next();
      if (humans === 1) await checkPlayed(t, s, turnShot, await shot("5-played"), id);
      let other; // Player 2's turn, and its screenshot
      if (humans === 2) {
        s = await untilTurn(s, "Player 2");
        assert.equal(curtains.at(-1).state.widgets[0].label, "Pass to Player 2");
        other = { state: s, png: await shot("5-played") };
        await checkPlayed(t, s, turnShot, other.png, id);
        await tapChoice(s, "choice:draw1");
        s = await next();
      }
      s = await untilTurn(s, "Player 1");
      if (humans === 2) assert.equal(curtains.at(-1).state.widgets[0].label, "Pass to Player 1");
      game = await saved(page);
      const theirs = game.actions.slice(game.actions.indexOf(`play ${id}`) + 1);
      t.diagnostic(`${device.name}: after ${id}: ${theirs.join(", ")}`);
      assert.ok(theirs.length > 0, "nothing happened after the play");
      for (const a of theirs.filter((a) => a.startsWith("play "))) {
        assert.ok(has(s, "army:" + a.slice(5).split("@")[0]), `the table does not show ${a}`);
      }

      // Player 1 spends a token to draw a card.
      const cards = hand(s).length;
      await tapChoice(s, "choice:draw1");
      if (humans === 1) {
        s = await waitForState(page, (s, n) => s.widgets.filter((w) => w.id.startsWith("hand:")).length > n, cards);
        await shot("6-drew");
      }
      mark("drew");

      // The curtain: each player's hand drawn after it, in its clans' colours, and nothing of
      // it under any curtain.
      if (humans === 2) {
        await checkCurtains(t, turn, turnShot, curtains);
        await checkCurtains(t, other.state, other.png, curtains);
      }
      // The autosave replays with kamon-cli.
      game = await saved(page);
      const file = path.join(out, `${device.name}-autosave.json`);
      fs.writeFileSync(file, JSON.stringify(game));
      const replay = execFileSync(cli, ["replay", file], { encoding: "utf8" });
      assert.match(replay, /^Gosu X, 2 players, standard rules, seed 18$/m);
      assert.match(replay, /not finished/);
      // The plies: Player 1's play, then the other seat's moves (the bot's, or Player 2's draw).
      const plies = [...replay.matchAll(/^\s*\d+\. P(\d) [^:]+: (.+?)(?: — .*)?$/gm)].map((m) => ({ seat: Number(m[1]), action: m[2] }));
      assert.equal(plies.length, game.actions.length, "kamon-cli replays every action");
      const played = plies.findIndex((p) => p.seat === 1 && p.action === `play ${id}`);
      assert.ok(played >= 0, `no play ${id} by Player 1 in the replay`);
      assert.ok(plies.slice(played).some((p) => p.seat === 2), "seat 2 did not move after the play");
      t.diagnostic(`${device.name}: ${game.actions.join(" | ")}`);
      mark("checked");
      assert.deepEqual(problems, [], "errors on the page");
    } catch (e) {
      await shot("failed");
      fs.writeFileSync(path.join(out, `${device.name}-failed.json`), (await page.evaluate(() => window.kamonState)) ?? "null");
      throw e;
    } finally {
      await context.close();
    }

    // untilTurn answers every decision before name's turn: "no" to a "may", else the first
    // choice offered, else a card the decision takes: an army card (one to destroy, say) or a
    // card of the hand (a discard), tried in turn until the table plays one.
    async function untilTurn(s, name) {
      for (let i = 0; i < 10; i++) {
        if (widget(s, "prompt").label.startsWith(`${name}, play a card, shift`)) return s; // a turn, whatever it offers
        const choices = s.widgets.filter((w) => w.id.startsWith("choice:"));
        const answers = choices.length > 0 ? [choices.find((w) => w.id === "choice:no") ?? choices[0]]
          : [...s.widgets.filter((w) => w.id.startsWith("army:")), ...hand(s)];
        assert.ok(answers.length > 0, `nothing to answer "${widget(s, "prompt").label}" with`);
        const n = (await saved(page)).actions.length;
        let answered = null;
        for (const answer of answers) {
          await tap(answer);
          try {
            await acted(n, choices.length > 0 ? 60000 : 5000);
          } catch {
            continue; // not a card this decision takes: the table says why and plays nothing
          }
          answered = answer;
          break;
        }
        assert.ok(answered, `no card answers "${widget(s, "prompt").label}"`);
        t.diagnostic(`${device.name}: "${widget(s, "prompt").label}": ${answered.id}`);
        s = await next();
      }
      assert.fail(`still not ${name}'s turn: "${widget(s, "prompt").label}"`);
    }

    // reveal scrolls the list of tiles by drags until the tile with this id is in sight.
    async function reveal(s, id) {
      for (let i = 0; i < 6 && !visible(widget(s, id)); i++) {
        const list = widget(s, "tiles");
        const index = (w) => clans.indexOf(w.id.slice("tile:".length));
        const inSight = s.widgets.filter((w) => w.id.startsWith("tile:") && visible(w)).map(index);
        const down = clans.indexOf(id.slice("tile:".length)) > Math.max(...inSight);
        const at = (f) => ({ x: list.x + list.w / 2 - 1, y: list.y + list.h * f - 1, w: 2, h: 2 });
        await drag(down ? at(0.8) : at(0.2), down ? at(0.3) : at(0.7));
        // The list may glide on a little: read it once it has stopped.
        const f = (await page.evaluate(() => JSON.parse(window.kamonState).frame));
        s = await waitForState(page, (s, f) => s.frame >= f, f + 30);
      }
      assert.ok(visible(widget(s, id)), `${id} never came into sight`);
      return s;
    }

    async function tapChoice(s, id) {
      const n = (await saved(page)).actions.length;
      await tap(widget(s, id));
      const game = await acted(n);
      assert.equal(game.actions[n], id.slice("choice:".length).replaceAll("_", " "));
    }
  });
}

// checkPlayed: the card played stands on its place in row I, drawn in its clan's colour
// where the screenshot before the play showed none of it.
async function checkPlayed(t, s, beforePng, afterPng, id) {
  const place = s.widgets.find((w) => w.id === "army:" + id);
  assert.ok(place, `no army:${id} on the table`);
  const probe = [{ ...place, ...box(clanColour[clanOf("x:" + id)], 32) }];
  const [[was], [now]] = await Promise.all([beforePng, afterPng].map((png) => colourShare(browser, png, s.w, probe)));
  t.diagnostic(`${id}: ${Math.round(was * 100)}% of its clan colour on its place before, ${Math.round(now * 100)}% after`);
  assert.ok(now > 0.1 && was < 0.02, `${id} is not drawn on its place: ${Math.round(was * 100)}% -> ${Math.round(now * 100)}%`);
}

// checkCurtains: each hand card after the curtain shows its clan's colour; under every
// curtain, no rect of the hand does.
async function checkCurtains(t, turn, turnPng, curtains) {
  // The fan overlaps the cards: each shows its left part. Xi'an's black lies near the
  // curtain's deep indigo, hence its tighter box.
  const probes = hand(turn).map((w) => ({
    id: w.id, x: w.x + w.w * 0.05, y: w.y + w.h * 0.2, w: w.w * 0.3, h: w.h * 0.6,
    ...box(clanColour[clanOf(w.id)], clanOf(w.id) === "xian" ? 12 : 32),
  }));
  const [now, ...under] = await Promise.all([turnPng, ...curtains.map((c) => c.png)].map((png) => colourShare(browser, png, turn.w, probes)));
  probes.forEach((w, i) => {
    t.diagnostic(`${w.id}: ${Math.round(now[i] * 100)}% of its clan colour after the curtain, under ${under.map((u) => Math.round(u[i] * 100) + "%").join(" ")}`);
    assert.ok(now[i] > 0.1, `${w.id} is not drawn in its clan's colour after the curtain`);
    for (const u of under) assert.ok(u[i] < 0.01, `${w.id} shows under a curtain`);
  });
}
