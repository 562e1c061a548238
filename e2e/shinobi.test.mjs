// Shinobi in the browser, end to end, on a shared screen: Player 1 and Player 2 are people,
// seat 3 a random bot, seed 7 (the bot opens). From the menu and the setup (seat 2 made a
// person, the seed typed in) to the bot's opening turn, the hand-off curtain for Player 1,
// Player 1's whole turn with real input (a finger on the phone with fast animations, the
// mouse on the desktop with none): a deploy by taps (a card, then the bot's province), a
// reinforce by dragging a card onto their own province, then the attack the rules allow or
// its skip; then the curtain for Player 2. The test reads the table from window.kamonState (the test hook's "hand:<card>",
// "prov:<seat>", "army:<seat>:<clan>", "prompt", "skip" and "curtain" widgets) and the match
// from the autosave in localStorage (its actions, and the state they lead to, from which it
// works out the legal attacks). Screenshots are checked by pixels: each hand card drawn in its
// clan's colour after the curtain and none of it under either curtain, nor Player 1's
// Hōjō-yellow clan card; the bot's armies drawn where the state puts them.
//
// Run: node --test e2e/shinobi.test.mjs   (make test-browser runs every file). Screenshots go
// to e2e/out/shinobi/.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import {
  bundle, buildCLI, startServer, launchChromium, outDir, waitForApp, waitForScene, waitForState, widget, tapper,
  dragger, presetSettings, saved, waitForActions, typeInto, colourShare, sharedDeal, seatKind,
} from "./harness.mjs";

const out = outDir("shinobi");
// The phone plays with fast animations, the desktop with none (both settings run, and the
// file stays short: a loaded machine draws few frames).
const viewports = [
  { anim: "fast", name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { anim: "off", name: "desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];
const seed = "7"; // the bot (seat 3) opens; Player 1 holds the Hōjō clan card

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

// The clan colours of the cards as they are drawn, by clan letter: each clan's colour
// (sprites/clans.go) moved by sprites.Readable until the card's number and name read on it
// (Takeda's vermillion lighter, Mōri's green and Uesugi's blue a shade off).
const clanColour = { H: [0xf0, 0xe4, 0x42], M: [0x05, 0xa0, 0x75], O: [0x3a, 0x36, 0x3c], T: [0xda, 0x72, 0x1f], U: [0x01, 0x70, 0xaf] };
const box = (c, d) => ({ lo: c.map((v) => Math.max(0, v - d)), hi: c.map((v) => Math.min(255, v + d)) });
// Hōjō's yellow, on no seat colour of three players nor the curtain (as the desktop e2e).
const yellow = [[201, 191, 0], [255, 255, 119]];

const hand = (s) => s.widgets.filter((w) => w.id.startsWith("hand:"));
const clanOf = (w) => w.id.slice(w.id.indexOf(":") + 1)[0]; // "hand:O5" → "O"
const armies = (s) => Object.fromEntries(s.widgets.filter((w) => w.id.startsWith("army:")).map((w) => [w.id, Number(w.label)]));

// armiesSaved counts each army of the saved state as the table's ids name them.
function armiesSaved(state) {
  const n = {};
  state.provinces.forEach((cards, p) => {
    for (const card of cards.split(" ").filter(Boolean)) {
      if (card[0] === "N") continue;
      const id = `army:${p + 1}:${card[0]}`;
      n[id] = (n[id] ?? 0) + 1;
    }
  });
  return n;
}

// legalAttacks lists the attacks open to player me in the saved state (spec: a bigger army of
// another clan against one that received no card this turn, not where the Ninja struck).
function legalAttacks(state, me) {
  const size = state.provinces.map((cards) => {
    const n = {};
    for (const card of cards.split(" ").filter(Boolean)) n[card[0]] = (n[card[0]] ?? 0) + 1;
    return n;
  });
  const attacks = [];
  for (const [c, mine] of Object.entries(size[me])) {
    size.forEach((armiesOf, p) => {
      if (p === me || p === state.ninja) return;
      for (const [t, theirs] of Object.entries(armiesOf)) {
        if (t !== c && mine > theirs && !state.received[p].includes(t)) attacks.push({ clan: c, to: p, target: t });
      }
    });
  }
  return attacks;
}

for (const device of viewports) {
  test(`Shinobi with two people and a bot at ${device.name} size (${device.viewport.width}x${device.viewport.height}), animations ${device.anim}`, async (t) => {
    const { anim, ...options } = device;
    const context = await browser.newContext(options);
    await presetSettings(context, { anim });
    const page = await context.newPage();
    const problems = [];
    page.on("pageerror", (e) => problems.push(String(e)));
    const file = (name) => path.join(out, `${device.name}-${name}.png`);
    const shot = (name) => page.screenshot({ path: file(name) });
    const start = Date.now();
    const mark = (what) => t.diagnostic(`${device.name}: ${what} at ${((Date.now() - start) / 1000).toFixed(1)} s`);
    try {
      await page.goto(server.baseURL);
      await waitForApp(page);
      mark("first frame");
      const tap = await tapper(context, page, device);
      const drag = await dragger(context, page, device);
      let s = await waitForScene(page, "menu");
      await tap(widget(s, "game:shinobi"));
      s = await waitForScene(page, "setup");
      mark("setup");
      assert.equal(s.widgets.filter((w) => /^seat:\d:kind$/.test(w.id)).length, 3, "Shinobi starts at three players");
      // Seat 2 a person, seat 3 a Random bot.
      s = await seatKind(page, tap, s, 2, "human");
      s = await seatKind(page, tap, s, 3, "random");
      mark("seat 2 a person");
      await tap(widget(s, "shuffle")); // seats as set: no order drawn
      s = await sharedDeal(page, tap, s);
      await typeInto(page, tap, device, widget(s, "seed"), seed);
      mark("seed typed");
      s = await waitForState(page, (s) => s.scene === "setup");
      await tap(widget(s, "start"));
      mark("started");

      // The bot's opening turn plays on the table; then the curtain names Player 1 and
      // lists nothing else.
      const curtain1 = await waitForScene(page, "curtain");
      assert.deepEqual(curtain1.widgets.map((w) => [w.id, w.label]), [["curtain", "Pass to Player 1"]]);
      const shotCurtain1 = await shot("1-curtain");
      mark("curtain 1");
      let game = await saved(page);
      assert.equal(game.game, "shinobi");
      assert.equal(game.actions.length, 3, `the bot's opening: ${game.actions}`);
      assert.equal(game.state.turn, 0, "Player 1 is next");
      t.diagnostic(`${device.name}: the bot opened with ${game.actions.join(", ")}`);

      await tap(widget(curtain1, "curtain"));
      s = await waitForState(page, (s) => s.scene === "table" && s.widgets.some((w) => w.id === "prompt"));
      const turn = s;
      const shotTurn = await shot("2-turn");
      mark("turn");
      assert.equal(hand(turn).length, 4, "four cards in Player 1's hand");
      assert.deepEqual(armies(turn), armiesSaved(game.state), "the armies drawn after the bot's turn are the saved state's");

      // Deploy by taps: the first clan card of the hand, then the bot's province.
      const deploy = hand(turn).find((w) => clanOf(w) !== "N");
      assert.ok(deploy, "no clan card to deploy");
      await tap(deploy);
      s = await waitForState(page, (s) => s.widgets.some((w) => w.id === "prompt" && w.label.startsWith("Deploy")));
      await shot("3-selected");
      await tap(widget(s, "prov:3"));
      game = await waitForActions(page, 3);
      mark("deployed");
      assert.match(game.actions[3], new RegExp(`^deploy ${clanOf(deploy)}\\d+ -> p2$`));

      // Reinforce by a drag: the first clan card left, onto Player 1's own province.
      s = await waitForState(page, (s) => s.scene === "table" && s.widgets.some((w) => w.id === "prompt") &&
        s.widgets.filter((w) => w.id.startsWith("hand:")).length === 3);
      const reinforce = hand(s).find((w) => clanOf(w) !== "N");
      assert.ok(reinforce, "no clan card to reinforce with (seed 7 has one)");
      await drag(reinforce, widget(s, "prov:1"));
      game = await waitForActions(page, 4);
      mark("reinforced");
      assert.match(game.actions[4], new RegExp(`^reinforce ${clanOf(reinforce)}\\d+$`));

      // The attack the rules allow, the army first and then its target, or the skip.
      s = await waitForState(page, (s) => s.scene === "table" && s.widgets.some((w) => w.id === "prompt") &&
        s.widgets.filter((w) => w.id.startsWith("hand:")).length === 2);
      assert.deepEqual(armies(s), armiesSaved(game.state), "the armies drawn after the reinforce are the saved state's");
      mark("attack step");
      await shot("4-attack");
      mark("attack shot");
      const attacks = legalAttacks(game.state, 0);
      t.diagnostic(`${device.name}: ${game.actions.slice(3).join(", ")}; attacks open: ${JSON.stringify(attacks)}`);
      if (attacks.length === 0) {
        assert.ok(s.widgets.some((w) => w.id === "skip"), "no attack is legal, yet no skip is offered");
        await tap(widget(s, "skip"));
        game = await waitForActions(page, 5);
        assert.equal(game.actions[5], "skip");
      } else {
        const a = attacks[0];
        await tap(widget(s, `army:1:${a.clan}`));
        s = await waitForState(page, (s) => s.widgets.some((w) => w.id === "prompt" && w.label.startsWith("Attack")));
        // On a phone the bot's province is too narrow to tell its armies apart: the tap may
        // open it large, and the army is tapped again there.
        const target = `army:${a.to + 1}:${a.target}`;
        await tap(widget(s, target));
        s = await waitForState(page, (s) => s.scene !== "table" || s.widgets.some((w) => w.id === "zoom:back") ||
          !s.widgets.some((w) => w.id === "prompt" && w.label.startsWith("Attack")));
        if (s.widgets.some((w) => w.id === "zoom:back")) {
          mark("province opened large");
          await tap(widget(s, target));
        }
        game = await waitForActions(page, 5);
        assert.equal(game.actions[5], `attack ${a.clan} -> ${a.target}@p${a.to}`);
      }

      // Player 1's turn is over: the curtain names Player 2.
      const curtain2 = await waitForScene(page, "curtain");
      assert.deepEqual(curtain2.widgets.map((w) => [w.id, w.label]), [["curtain", "Pass to Player 2"]]);
      const shotCurtain2 = await shot("5-curtain");
      mark("curtain 2");
      t.diagnostic(`${device.name}: saved actions ${game.actions.join(" | ")}`);

      // Pixels: the hand's cards in their clan colours after the curtain, none of them under
      // either curtain; the Hōjō-yellow clan card of Player 1 likewise; each army drawn in its
      // clan's colour where the table lists it.
      const cards = hand(turn).filter((w) => clanOf(w) !== "N");
      const probes = [
        ...cards.map((w) => ({ ...w, ...box(clanColour[clanOf(w)], 16) })),
        { x: 0, y: 0, w: turn.w, h: turn.h, lo: yellow[0], hi: yellow[1] },
        ...turn.widgets.filter((w) => w.id.startsWith("army:")).map((w) => ({ ...w, ...box(clanColour[w.id.at(-1)], 24) })),
      ];
      const [now, c1, c2] = await Promise.all([shotTurn, shotCurtain1, shotCurtain2].map((png) => colourShare(browser, png, turn.w, probes)));
      cards.forEach((w, i) => {
        t.diagnostic(`${device.name}: ${w.id} ${Math.round(now[i] * 100)}% of its clan colour; under the curtains ${Math.round(c1[i] * 100)}%, ${Math.round(c2[i] * 100)}%`);
        assert.ok(now[i] > 0.1, `${w.id} is not drawn in its clan's colour after the curtain`);
        // Under the curtain its "since your last turn" panel may cover the card's place: its
        // words' anti-aliased edges may fall within a clan's colour box by a percent or two,
        // where a card drawn there would fill a third of it.
        assert.ok(c1[i] < 0.03 && c2[i] < 0.03, `${w.id} shows under a curtain`);
      });
      const px = turn.w * turn.h * turn.scale * turn.scale;
      const y = cards.length;
      t.diagnostic(`${device.name}: yellow pixels ${Math.round(now[y] * px)} after the curtain, ${Math.round(c1[y] * px)} and ${Math.round(c2[y] * px)} under them`);
      assert.ok(now[y] * px > 100, "no Hōjō clan card after the curtain");
      assert.equal(c1[y], 0, "yellow under the first curtain");
      assert.equal(c2[y], 0, "yellow under the second curtain");
      probes.slice(y + 1).forEach((w, i) => {
        const share = now[y + 1 + i];
        t.diagnostic(`${device.name}: ${w.id} (${w.label} cards) ${Math.round(share * 100)}% of its clan colour`);
        assert.ok(share > 0.05, `${w.id} (${w.label} cards) is not drawn in its clan's colour: ${Math.round(share * 100)}%`);
      });
      mark("pixels checked");
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
