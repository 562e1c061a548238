// Helpers for Kamon's browser tests: the bundle and its server, Chromium, the state the app
// publishes (window.kamonState), real taps (a finger or the mouse) and pixel
// statistics of screenshots decoded by the browser itself.

import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// bundle is the directory of the WASM bundle to serve: KAMON_E2E_DIST when set (make
// test-browser builds one for all test files), else one built into dir.
export function bundle(dir) {
  if (process.env.KAMON_E2E_DIST) return process.env.KAMON_E2E_DIST;
  execFileSync("make", ["--no-print-directory", "wasm", "E2E=1", `DIST=${dir}`], { cwd: root, stdio: "inherit" });
  return dir;
}

// buildCLI builds kamon-cli to file.
export function buildCLI(file) {
  execFileSync("go", ["build", "-o", file, "./cmd/kamon-cli"], { cwd: root, stdio: "inherit" });
  return file;
}

// startServer runs `kamon-cli serve --addr 127.0.0.1:0` on dir and reads the address it
// prints; stop() ends it.
export async function startServer(cli, dir) {
  const child = spawn(cli, ["serve", "--addr", "127.0.0.1:0", "--dir", dir], { stdio: ["ignore", "pipe", "inherit"] });
  let printed = "";
  for await (const chunk of child.stdout) {
    printed += chunk;
    const m = printed.match(/at (http:\/\/127\.0\.0\.1:\d+\/)/);
    if (m) {
      const stop = async () => {
        if (child.exitCode === null) {
          child.kill("SIGTERM");
          await once(child, "exit");
        }
      };
      return { baseURL: m[1], stop };
    }
  }
  throw new Error(`kamon-cli serve stopped before printing its address: ${printed}`);
}

// chromiumOptions start Debian's Chromium headless, with WebGL through SwiftShader and
// nothing that reaches for the network.
export const chromiumOptions = {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--enable-unsafe-swiftshader",
    "--use-angle=swiftshader",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
};

// launchChromium starts Chromium with chromiumOptions; its contexts are like incognito windows.
export function launchChromium() {
  return chromium.launch(chromiumOptions);
}

// state reads the app's published state.
export async function state(page) {
  const s = await page.evaluate(() => window.kamonState);
  return s ? JSON.parse(s) : null;
}

// waitForState waits until pred(state, arg) holds, checked on every animation frame, and
// returns that state. pred runs in the page: it must use nothing but its arguments.
export async function waitForState(page, pred, arg, timeout = 60000) {
  const expr = `(() => {
    const s = JSON.parse(window.kamonState || "null");
    return s && s.ready && (${pred})(s, ${JSON.stringify(arg ?? null)}) ? window.kamonState : false;
  })()`;
  const handle = await page.waitForFunction(expr, null, { timeout, polling: "raf" });
  return JSON.parse(await handle.jsonValue());
}

// waitForApp waits for the app's first published state. A loaded machine takes 10 s and
// more to compile and start the bundle, hence the long timeout; but it fails at once when the
// page throws or the loader shows its error instead.
export async function waitForApp(page, timeout = 60000) {
  let onError;
  const thrown = new Promise((_, reject) => {
    onError = (e) => reject(new Error(`the page failed while loading: ${e}`));
    page.on("pageerror", onError);
  });
  try {
    const handle = await Promise.race([
      page.waitForFunction(
        () => {
          const err = document.getElementById("loader-error");
          if (err && !err.hidden) return { error: err.textContent };
          const s = JSON.parse(window.kamonState || "null");
          return s && s.ready ? { state: s } : false;
        },
        null,
        { timeout, polling: 100 },
      ),
      thrown,
    ]);
    const { error, state } = await handle.jsonValue();
    if (error !== undefined) throw new Error(`the loader failed: ${error}`);
    return state;
  } finally {
    page.off("pageerror", onError);
  }
}

// waitForStateWithin is waitForState bounded by the app's own clock as well: it fails as
// soon as the app has run ticks more ticks (60 a second) without pred holding, so a real
// failure is reported in seconds on an idle machine, while a slow one (fewer ticks a second)
// gets its time. The wall-clock timeout only catches an app that stopped ticking.
export async function waitForStateWithin(page, pred, arg, ticks, timeout = 60000) {
  const start = (await state(page))?.frame ?? 0;
  const expr = `(() => {
    const s = JSON.parse(window.kamonState || "null");
    if (!s || !s.ready) return false;
    if ((${pred})(s, ${JSON.stringify(arg ?? null)})) return { ok: true, json: window.kamonState };
    return s.frame > ${start + ticks} ? { ok: false, json: window.kamonState } : false;
  })()`;
  const handle = await page.waitForFunction(expr, null, { timeout, polling: "raf" });
  const { ok, json } = await handle.jsonValue();
  const s = JSON.parse(json);
  if (!ok) {
    throw new Error(`after ${ticks} ticks the app is still on scene "${s.scene}" (widgets: ${s.widgets.map((w) => w.id).join(", ")})`);
  }
  return s;
}

// A fade between scenes lasts 2 × 0.14 s (scenes/app.go); after this many ticks at the new
// scene the screen is at rest and taps are taken.
const settleTicks = 20;

// waitForScene waits until the app shows the named scene, lists its widgets, and has
// finished fading it in (counted in the app's own ticks, not wall time).
// With ticks, the scene must arrive within that many of the app's ticks (see
// waitForStateWithin), else it waits up to the wall-clock timeout of waitForState.
export async function waitForScene(page, name, ticks) {
  const arrive = (s, want) => s.scene === want && s.widgets.length > 0;
  const arrived = ticks ? await waitForStateWithin(page, arrive, name, ticks) : await waitForState(page, arrive, name);
  return waitForState(page, (s, a) => s.scene === a.want && s.frame >= a.until, { want: name, until: arrived.frame + settleTicks });
}

export function widget(s, id) {
  const w = s.widgets.find((w) => w.id === id);
  assert.ok(w, `no widget "${id}" in scene ${s.scene}; widgets: ${s.widgets.map((w) => w.id).join(", ")}`);
  return w;
}

export const centre = (w) => ({ x: w.x + w.w / 2, y: w.y + w.h / 2 });

// tapper taps widgets as the device would, with a finger on a touch device, else with the
// mouse. It lifts the finger (or button) once the app has seen the press: a busy machine
// may draw few frames, and a press held past the long-press time would be no tap.
export async function tapper(context, page, device) {
  const cdp = device.isMobile ? await context.newCDPSession(page) : null;
  return async (w) => {
    const p = centre(w);
    if (cdp) {
      const point = { x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 };
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    } else {
      await page.mouse.move(p.x, p.y);
      await page.mouse.down();
    }
    await waitForState(page, (s, p) => s.pointer.kind === "press" && Math.hypot(s.pointer.x - p.x, s.pointer.y - p.y) < 2, p);
    if (cdp) await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    else await page.mouse.up();
    await waitForState(page, (s) => s.pointer.kind !== "press");
  };
}

export const luminance = ([r, g, b]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

// pixels decodes a PNG screenshot with the browser's own decoder and sums up each rect
// (in CSS px): its mean colour and the share of its pixels darker than dark (luminance).
export async function pixels(browser, png, cssWidth, rects, dark = 80) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ({ b64, cssWidth, rects, dark }) => {
        const img = new Image();
        img.src = "data:image/png;base64," + b64;
        await img.decode();
        const canvas = new OffscreenCanvas(img.width, img.height);
        const g = canvas.getContext("2d");
        g.drawImage(img, 0, 0);
        const { data, width, height } = g.getImageData(0, 0, img.width, img.height);
        const scale = width / cssWidth;
        return rects.map((r) => {
          const sum = [0, 0, 0];
          let n = 0;
          let darkN = 0;
          for (let y = Math.max(0, Math.floor(r.y * scale)); y < Math.min(height, (r.y + r.h) * scale); y++) {
            for (let x = Math.max(0, Math.floor(r.x * scale)); x < Math.min(width, (r.x + r.w) * scale); x++) {
              const i = (y * width + x) * 4;
              sum[0] += data[i];
              sum[1] += data[i + 1];
              sum[2] += data[i + 2];
              if (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2] < dark) darkN++;
              n++;
            }
          }
          return { mean: sum.map((v) => Math.round(v / Math.max(n, 1))), dark: darkN / Math.max(n, 1) };
        });
      },
      { b64: png.toString("base64"), cssWidth, rects, dark },
    );
  } finally {
    await page.close();
  }
}

// outDir makes (afresh) and returns e2e/out/<name>.
export function outDir(name) {
  const dir = path.join(root, "e2e", "out", name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

// presetSettings stores the app's settings in the page's localStorage before the app starts
// (the browser build keeps them there under "kamon/settings"), e.g. { anim: "fast" } for
// quick animations without going through the settings scene.
export async function presetSettings(context, settings) {
  const value = "t:" + JSON.stringify({ lang: "en", anim: "normal", sound: false, coords: true, ...settings });
  await context.addInitScript((v) => {
    if (localStorage.getItem("kamon/settings") === null) localStorage.setItem("kamon/settings", v);
  }, value);
}

// saved reads what the app saved under key (default: the match in progress, in its own slot
// "save-<game>-<n>") from localStorage, null if nothing is saved there yet.
export async function saved(page, key = null) {
  const v = await page.evaluate((k) => {
    if (k === null) k = Object.keys(localStorage).find((n) => n.startsWith("kamon/save-"))?.slice("kamon/".length);
    return k === undefined ? null : localStorage.getItem("kamon/" + k);
  }, key);
  return v === null ? null : JSON.parse(v.slice(2));
}

// waitForActions waits until the match in progress lists more than n actions and returns it.
export async function waitForActions(page, n, timeout = 60000) {
  await page.waitForFunction((n) => {
    const k = Object.keys(localStorage).find((k) => k.startsWith("kamon/save-"));
    const v = k === undefined ? null : localStorage.getItem(k);
    return v !== null && JSON.parse(v.slice(2)).actions.length > n;
  }, n, { timeout, polling: 100 });
  return saved(page);
}

// typeInto replaces the text of a text field: a finger's tap opens the browser's prompt (as
// on a phone), which is answered; a mouse click focuses the field for the keyboard.
export async function typeInto(page, tap, device, field, text) {
  if (device.isMobile) {
    page.once("dialog", (d) => d.accept(text));
    await tap(field);
  } else {
    await tap(field);
    // Each Backspace is held until the app took it: one pressed and released within a frame
    // may go unseen.
    let label = field.label;
    for (let i = field.label.length; i > 0; i--) {
      await page.keyboard.down("Backspace");
      const s = await waitForState(page, (s, a) => s.widgets.some((w) => w.id === a.id && w.label !== a.label), { id: field.id, label });
      await page.keyboard.up("Backspace");
      label = widget(s, field.id).label;
    }
    await page.keyboard.type(text);
  }
  await waitForState(page, (s, a) => s.widgets.some((w) => w.id === a.id && w.label === a.text), { id: field.id, text });
}

// dragger drags as the device would, a finger or the mouse, from the middle of one widget to
// the middle of another, each step held until the app saw it: the press, the drag begun
// halfway (well before a long press), the pointer over the target, the release.
export async function dragger(context, page, device) {
  const cdp = device.isMobile ? await context.newCDPSession(page) : null;
  const touch = (type, p) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] : [] });
  const seen = (kinds, p) =>
    waitForState(page, (s, a) => a.kinds.includes(s.pointer.kind) && Math.hypot(s.pointer.x - a.p.x, s.pointer.y - a.p.y) < 2, { kinds, p });
  return async (from, to) => {
    const a = centre(from);
    const b = centre(to);
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    if (cdp) await touch("touchStart", a);
    else {
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
    }
    await seen(["press"], a);
    for (const p of [mid, b]) {
      if (cdp) await touch("touchMove", p);
      else await page.mouse.move(p.x, p.y);
      await seen(["dragstart", "drag"], p);
    }
    if (cdp) await touch("touchEnd");
    else await page.mouse.up();
    await waitForState(page, (s) => !["press", "move", "dragstart", "drag"].includes(s.pointer.kind));
  };
}

// colourShare decodes a PNG screenshot like pixels and gives, for each probe (a rect in CSS px
// with a colour box lo..hi, [r, g, b] each, inclusive), the share of the rect's pixels whose
// colour lies in the box.
export async function colourShare(browser, png, cssWidth, probes) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ({ b64, cssWidth, probes }) => {
        const img = new Image();
        img.src = "data:image/png;base64," + b64;
        await img.decode();
        const canvas = new OffscreenCanvas(img.width, img.height);
        const g = canvas.getContext("2d");
        g.drawImage(img, 0, 0);
        const { data, width, height } = g.getImageData(0, 0, img.width, img.height);
        const scale = width / cssWidth;
        return probes.map(({ x, y, w, h, lo, hi }) => {
          let n = 0;
          let inBox = 0;
          for (let py = Math.max(0, Math.floor(y * scale)); py < Math.min(height, (y + h) * scale); py++) {
            for (let px = Math.max(0, Math.floor(x * scale)); px < Math.min(width, (x + w) * scale); px++) {
              const i = (py * width + px) * 4;
              if (data[i] >= lo[0] && data[i] <= hi[0] && data[i + 1] >= lo[1] && data[i + 1] <= hi[1] &&
                data[i + 2] >= lo[2] && data[i + 2] <= hi[2]) inBox++;
              n++;
            }
          }
          return inBox / Math.max(n, 1);
        });
      },
      { b64: png.toString("base64"), cssWidth, probes },
    );
  } finally {
    await page.close();
  }
}

// sharedDeal unfolds the setup's "Shared deal" section, where the seed field is, and returns the
// state once the field is listed.
export async function sharedDeal(page, tap, s) {
  await tap(widget(s, "shared-deal"));
  return waitForState(page, (s) => s.widgets.some((w) => w.id === "seed"));
}

// seatKind makes seat n of the setup a person ("human") or a bot of the given level, from the
// list the seat's kind button opens, and returns the setup's state once the seat shows it. The
// tests name the Random bot where a bot plays: a new seat's Normal bot would play other moves.
export async function seatKind(page, tap, s, n, level) {
  await tap(widget(s, `seat:${n}:kind`));
  s = await waitForScene(page, "ask");
  const label = widget(s, `kind:${level}`).label;
  await tap(widget(s, `kind:${level}`));
  return waitForState(page, (s, a) => s.scene === "setup" && s.widgets.some((w) => w.id === a.id && w.label === a.label), { id: `seat:${n}:kind`, label });
}
