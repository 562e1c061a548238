// Kamon open in two tabs of one browser: the first owns the storage, the second says it will
// not save and writes nothing, even when a game is played in it.
//
// Run: node --test e2e/tabs.test.mjs   (make test-browser runs every file).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import {
  bundle, buildCLI, startServer, launchChromium, outDir, waitForApp, waitForScene, waitForState, widget, tapper,
} from "./harness.mjs";

const out = outDir("tabs");
const desktop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false };
const readOnly = "Kamon is open in another tab: this tab will not save your games.";

let server;
let browser;

before(async () => {
  server = await startServer(buildCLI(path.join(out, "kamon-cli")), bundle(path.join(out, "dist")));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

// storage is every item of the origin's localStorage, sorted by key.
const storage = (page) =>
  page.evaluate(() => Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)]));

test("a second tab says it will not save, and writes nothing", async () => {
  const context = await browser.newContext(desktop);
  const problems = [];
  try {
    const first = await context.newPage();
    first.on("pageerror", (e) => problems.push(String(e)));
    await first.goto(server.baseURL);
    await waitForApp(first);
    let s = await waitForScene(first, "menu");
    assert.ok(!s.widgets.some((w) => w.id === "read-only"), "the first tab says it is read-only");
    const tap1 = await tapper(context, first, desktop);
    // The first tab saves a game in progress, and goes back to its menu, where it writes
    // nothing more.
    await tap1(widget(s, "game:tally"));
    s = await waitForScene(first, "setup");
    await tap1(widget(s, "shuffle"));
    await tap1(widget(s, "start"));
    s = await waitForScene(first, "table");
    await tap1(widget(s, "menu"));
    s = await waitForScene(first, "ingame");
    await tap1(widget(s, "quit"));
    await waitForScene(first, "menu");
    const stored = await storage(first);
    assert.ok(stored.some(([k]) => k.startsWith("kamon/save-tally-")), `the first tab saved nothing: ${stored.map(([k]) => k)}`);

    const second = await context.newPage();
    second.on("pageerror", (e) => problems.push(String(e)));
    await second.goto(server.baseURL);
    await waitForApp(second);
    s = await waitForScene(second, "menu");
    assert.equal(widget(s, "read-only").label, readOnly);
    await second.screenshot({ path: path.join(out, "second-tab-menu.png") });
    // It lists the first tab's game, and plays a game of its own, saving none of it.
    widget(s, "continue:1");
    const tap2 = await tapper(context, second, desktop);
    await tap2(widget(s, "game:tally"));
    s = await waitForScene(second, "ask");
    await tap2(widget(s, "unfinished:new"));
    s = await waitForScene(second, "setup");
    await tap2(widget(s, "shuffle"));
    await tap2(widget(s, "start"));
    s = await waitForScene(second, "table");
    await tap2(widget(s, "menu"));
    s = await waitForScene(second, "ingame");
    await tap2(widget(s, "quit"));
    await waitForScene(second, "menu");
    assert.deepEqual(await storage(second), stored, "the second tab changed the storage");
    assert.deepEqual(problems, [], "errors on the pages");
  } finally {
    await context.close();
  }
});
