// Kamon as an installed app, in headless Chromium: the manifest and its icons are what
// Chromium needs to install the app, the service worker keeps the app so that after one visit
// it starts and plays with no network, a new version waits until the app takes it (between
// games), and the loader's device functions (wake lock, full screen, vibration) do what the app
// will ask of them, and nothing where the browser lacks them.
//
// The test serves its own copy of the bundle, as it rewrites the worker to make a new version.
// Run: node --test e2e/pwa.test.mjs   (make test-browser runs every file).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import {
  bundle, buildCLI, startServer, chromiumOptions, launchChromium, outDir, waitForApp, waitForScene, waitForState, widget, tapper, seatKind,
  presetSettings,
} from "./harness.mjs";

const out = outDir("pwa");
const desktop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false };
const tablet = { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

let dist;
let server;
let browser;

before(async () => {
  const built = bundle(path.join(out, "built"));
  dist = path.join(out, "dist");
  // Timestamps kept: the server sends kamon.wasm.br only while it is not older than kamon.wasm.
  fs.cpSync(built, dist, { recursive: true, preserveTimestamps: true });
  server = await startServer(buildCLI(path.join(out, "kamon-cli")), dist);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

// workerActive waits until a service worker is active and controls the page; it returns the
// script's version line.
async function workerActive(page) {
  await page.waitForFunction(
    async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return reg?.active?.state === "activated" && navigator.serviceWorker.controller !== null;
    },
    null,
    { timeout: 60000, polling: 200 },
  );
  return page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith("kamon-")));
}

test("the manifest is valid, its icons load at their sizes, and Chromium finds the app installable", async (t) => {
  // A profile of its own: Chromium installs no app from an incognito window, which is what
  // the other tests' contexts are.
  const profile = path.join(out, "profile");
  fs.rmSync(profile, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(profile, { ...chromiumOptions, ...desktop });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await page.goto(server.baseURL);
    await waitForApp(page);
    await workerActive(page);

    const href = await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.href);
    assert.ok(href, "the page links no manifest");
    const res = await context.request.get(href);
    assert.equal(res.status(), 200);
    assert.equal(res.headers()["content-type"], "application/manifest+json");
    const m = await res.json();
    assert.equal(m.name, "Kamon");
    assert.ok(m.short_name && m.short_name.length <= 12, `short_name ${m.short_name}`);
    assert.ok(["standalone", "fullscreen"].includes(m.display), `display ${m.display}`);
    assert.equal(new URL(m.start_url, href).href, server.baseURL);
    assert.match(m.theme_color, /^#[0-9a-f]{6}$/);
    assert.match(m.background_color, /^#[0-9a-f]{6}$/);
    const kinds = new Set();
    for (const icon of m.icons) {
      const url = new URL(icon.src, href).href;
      // Decoded by the browser itself: its real size against the one the manifest claims.
      const size = await page.evaluate(async (u) => {
        const r = await fetch(u);
        const b = await createImageBitmap(await r.blob());
        return { status: r.status, type: r.headers.get("content-type"), size: `${b.width}x${b.height}` };
      }, url);
      assert.deepEqual(size, { status: 200, type: "image/png", size: icon.sizes }, icon.src);
      kinds.add(`${icon.purpose} ${icon.sizes}`);
    }
    for (const want of ["any 192x192", "any 512x512", "maskable 192x192", "maskable 512x512"]) {
      assert.ok(kinds.has(want), `no ${want} icon in ${[...kinds]}`);
    }

    // Chromium's own reading of the manifest, and its verdict on installing the app.
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send("Page.getAppManifest");
    assert.deepEqual(errors, [], "Chromium's manifest errors");
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    t.diagnostic(`installability errors: ${JSON.stringify(installabilityErrors)}`);
    assert.deepEqual(installabilityErrors, [], "Chromium says the app cannot be installed");
  } finally {
    await context.close();
  }
});

test("after one visit the app starts and plays with no network", async (t) => {
  const context = await browser.newContext(tablet);
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(String(e)));
  try {
    await page.goto(server.baseURL);
    await waitForApp(page);
    await waitForScene(page, "menu");
    const caches = await workerActive(page);
    assert.equal(caches.length, 1, `caches: ${caches}`);

    await context.setOffline(true);
    await page.reload();
    await waitForApp(page);
    const timing = await page.evaluate(() => window.kamonTiming);
    t.diagnostic(`offline start: first frame ${Math.round(timing.firstFrameMs)} ms after navigation, ${timing.wasmBytes} bytes of bundle from the cache`);
    assert.ok(timing.wasmBytes > 1e6, `the bundle was not read: ${timing.wasmBytes} bytes`);
    const online = await page.evaluate(() => navigator.onLine);
    assert.equal(online, false, "the page still thinks it is online");

    // Start a game of Mana against the bot and make its first placement.
    const tap = await tapper(context, page, tablet);
    let s = await waitForScene(page, "menu");
    await tap(widget(s, "game:mana"));
    s = await waitForScene(page, "setup");
    s = await seatKind(page, tap, s, 2, "random");
    await tap(widget(s, "shuffle")); // no colours drawn: we place first
    await tap(widget(s, "start"));
    s = await waitForScene(page, "table");
    await tap(widget(s, "sq:c1"));
    s = await waitForState(page, (s) => s.widgets.some((w) => w.id === "moves" && w.label.split(" ").filter(Boolean).length >= 1));
    assert.equal(widget(s, "moves").label.split(" ")[0], "D@c1");
    await page.screenshot({ path: path.join(out, "offline-table.png") });

    // Another language, still offline: its texts come from the worker's copy.
    await page.reload();
    await waitForApp(page);
    s = await waitForScene(page, "menu");
    await tap(widget(s, "settings"));
    s = await waitForScene(page, "settings");
    await tap(widget(s, "lang:it"));
    s = await waitForState(page, (s) => s.lang === "it");
    assert.equal(widget(s, "lang:it").label, "Italiano");
    assert.ok(s.widgets.some((w) => w.label === "Vibrazione"), `no Italian label: ${s.widgets.map((w) => w.label)}`);
    assert.deepEqual(problems, [], "errors on the page");
  } finally {
    await context.close();
  }
});

// startInFrench opens the app in a French browser, with settings saved beforehand if given, and
// returns its first frame's state and the language files the page asked for until then.
async function startInFrench(context, saved) {
  if (saved) await presetSettings(context, saved);
  const page = await context.newPage();
  const asked = [];
  page.on("request", (r) => {
    if (r.url().includes("/lang/")) asked.push(new URL(r.url()).pathname);
  });
  await page.goto(server.baseURL);
  const first = await waitForApp(page);
  return { page, first, asked: [...asked] };
}

test("a French browser gets French from the first frame, from a file fetched beside the bundle", async (t) => {
  const context = await browser.newContext({ ...tablet, locale: "fr-FR" });
  try {
    const { page, first, asked } = await startInFrench(context);
    assert.equal(first.lang, "fr", "the first frame's language");
    assert.ok(first.widgets.some((w) => w.label === "Réglages"), `no French label: ${first.widgets.map((w) => w.label)}`);
    // The loader's early ask and the app's are one request.
    assert.deepEqual(asked, ["/lang/fr.txt"]);
    const timing = await page.evaluate(() => window.kamonTiming);
    t.diagnostic(`French start: bundle ${timing.wasmBytes} bytes, first frame ${Math.round(timing.firstFrameMs)} ms after navigation`);
  } finally {
    await context.close();
  }
});

test("the language saved in the settings is the one asked for early, not the browser's", async () => {
  const context = await browser.newContext({ ...tablet, locale: "fr-FR" });
  try {
    const { first, asked } = await startInFrench(context, { lang: "it" });
    assert.equal(first.lang, "it", "the first frame's language");
    assert.deepEqual(asked, ["/lang/it.txt"]);
  } finally {
    await context.close();
  }
});

test("a new version is fetched in the background and taken only when the app asks", async () => {
  const context = await browser.newContext(desktop);
  const page = await context.newPage();
  const sw = path.join(dist, "sw.js");
  const original = fs.readFileSync(sw, "utf8");
  try {
    await page.goto(server.baseURL);
    await waitForApp(page);
    await waitForScene(page, "menu");
    const [oldCache] = await workerActive(page);
    assert.equal(await page.evaluate(() => window.kamonUpdateReady), false);
    assert.equal(await page.evaluate(() => window.kamonApplyUpdate()), false, "applied an update there was none of");

    // A new build: the worker's version changes. The page finds it (here at once; by itself on
    // the next visit or within the hour) and the new worker fills its cache, then waits.
    fs.writeFileSync(sw, original.replace(/^const VERSION = "(.*)";$/m, 'const VERSION = "$1-next";'));
    await page.evaluate(() => {
      window.stillTheSamePage = true;
      return navigator.serviceWorker.getRegistration().then((r) => r.update());
    });
    await page.waitForFunction(() => window.kamonUpdateReady === true, null, { timeout: 60000, polling: 200 });
    const during = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return {
        same: window.stillTheSamePage === true,
        waiting: reg.waiting?.state,
        caches: await caches.keys(),
        frame: JSON.parse(window.kamonState).frame,
      };
    });
    assert.equal(during.same, true, "the page was reloaded under the app");
    assert.equal(during.waiting, "installed", "the new worker does not wait");
    assert.ok(during.caches.includes(oldCache) && during.caches.length === 2, `caches while waiting: ${during.caches}`);
    // The running app goes on with its version.
    await waitForState(page, (s, f) => s.frame > f + 5, during.frame);

    // The app takes it: the page reloads with the new worker in control, the old cache gone.
    const reloaded = page.waitForEvent("load", { timeout: 60000 });
    assert.equal(await page.evaluate(() => window.kamonApplyUpdate()), true);
    await reloaded;
    await waitForApp(page);
    await waitForScene(page, "menu");
    const after = await page.evaluate(async () => ({
      same: window.stillTheSamePage === true,
      ready: window.kamonUpdateReady,
      caches: await caches.keys(),
    }));
    assert.deepEqual(after, { same: false, ready: false, caches: [`${oldCache}-next`] });
  } finally {
    fs.writeFileSync(sw, original);
    await context.close();
  }
});

// A stand-in for the Screen Wake Lock API and navigator.vibrate that records what the page
// asks, and a page visibility the test sets.
function stubDeviceAPIs() {
  window.wakeRequests = 0;
  window.vibrations = [];
  let visibility = "visible";
  Object.defineProperty(document, "visibilityState", { get: () => visibility, configurable: true });
  window.setVisibility = (v) => {
    visibility = v;
    if (v === "hidden" && window.currentLock) window.currentLock.release(); // as browsers do
    document.dispatchEvent(new Event("visibilitychange"));
  };
  Object.defineProperty(navigator, "wakeLock", {
    configurable: true,
    value: {
      request: async (type) => {
        window.wakeRequests++;
        const lock = new EventTarget();
        lock.type = type;
        lock.released = false;
        lock.release = async () => {
          if (lock.released) return;
          lock.released = true;
          lock.dispatchEvent(new Event("release"));
        };
        window.currentLock = lock;
        return lock;
      },
    },
  });
  navigator.vibrate = (p) => {
    window.vibrations.push(p);
    return true;
  };
}

test("the device functions keep the screen awake, vibrate, and remember full screen", async () => {
  const context = await browser.newContext(desktop);
  await context.addInitScript(stubDeviceAPIs);
  const page = await context.newPage();
  try {
    await page.goto(server.baseURL);
    await waitForApp(page);
    const settled = () => page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
    const wake = () => page.evaluate(() => ({ requests: window.wakeRequests, awake: window.kamonDevice.awake() }));

    await page.evaluate(() => window.kamonDevice.keepAwake(true));
    await settled();
    assert.deepEqual(await wake(), { requests: 1, awake: true });
    await page.evaluate(() => window.kamonDevice.keepAwake(true)); // already held: no new request
    await settled();
    assert.deepEqual(await wake(), { requests: 1, awake: true });
    await page.evaluate(() => window.setVisibility("hidden"));
    await settled();
    assert.deepEqual(await wake(), { requests: 1, awake: false });
    await page.evaluate(() => window.setVisibility("visible"));
    await settled();
    assert.deepEqual(await wake(), { requests: 2, awake: true }, "not taken again when the page showed");
    await page.evaluate(() => window.kamonDevice.keepAwake(false));
    await settled();
    assert.deepEqual(await wake(), { requests: 2, awake: false });
    assert.equal(await page.evaluate(() => window.currentLock.released), true, "the lock was not released");
    await page.evaluate(() => window.setVisibility("hidden"));
    await page.evaluate(() => window.setVisibility("visible"));
    await settled();
    assert.deepEqual(await wake(), { requests: 2, awake: false }, "taken again though no longer wanted");

    await page.evaluate(() => {
      window.kamonDevice.vibrate([40, 60, 40]);
      window.kamonDevice.vibrate(30);
    });
    assert.deepEqual(await page.evaluate(() => window.vibrations), [[40, 60, 40], 30]);

    // Full screen: a request outside a tap is refused by the browser, but the choice is kept,
    // and the next visit's first tap takes it.
    assert.equal(await page.evaluate(() => window.kamonDevice.fullscreenAvailable()), true);
    await page.evaluate(() => window.kamonDevice.setFullscreen(true));
    assert.equal(await page.evaluate(() => localStorage.getItem("kamon-device:fullscreen")), "1");
    await page.reload();
    await waitForApp(page);
    const s = await waitForScene(page, "menu");
    assert.equal(await page.evaluate(() => window.kamonDevice.fullscreen()), false);
    const tap = await tapper(context, page, desktop);
    await tap({ x: 0, y: s.h / 2 - 2, w: 4, h: 4 }); // the felt at the left edge: no widget
    await page.waitForFunction(() => window.kamonDevice.fullscreen(), null, { timeout: 10000 });
    await page.evaluate(() => window.kamonDevice.setFullscreen(false));
    await page.waitForFunction(() => !window.kamonDevice.fullscreen(), null, { timeout: 10000 });
    assert.equal(await page.evaluate(() => localStorage.getItem("kamon-device:fullscreen")), "0");
  } finally {
    await context.close();
  }
});

test("without the APIs the device functions do nothing, and throw nothing", async () => {
  const context = await browser.newContext(desktop);
  await context.addInitScript(() => {
    Object.defineProperty(navigator, "wakeLock", { configurable: true, value: undefined });
    Object.defineProperty(navigator, "vibrate", { configurable: true, value: undefined });
    Object.defineProperty(document, "fullscreenEnabled", { configurable: true, value: false });
    Object.defineProperty(document, "webkitFullscreenEnabled", { configurable: true, value: false });
  });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(String(e)));
  try {
    await page.goto(server.baseURL);
    await waitForApp(page);
    const got = await page.evaluate(() => {
      const d = window.kamonDevice;
      d.keepAwake(true);
      d.vibrate([30]);
      d.setFullscreen(true);
      d.keepAwake(false);
      return { awake: d.awake(), available: d.fullscreenAvailable(), full: d.fullscreen() };
    });
    assert.deepEqual(got, { awake: false, available: false, full: false });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
