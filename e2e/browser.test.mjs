// Kamon's browser end-to-end test: builds the WASM bundle with the e2e test game, serves it with
// `kamon-cli serve` on a free 127.0.0.1 port, and drives Debian's Chromium headless through
// playwright-core. It reads the state the app publishes on the page (window.kamonState, see
// scenes/doc.go), taps widgets by their rects with the mouse and with a touch held across
// frames, and checks screenshots pixel by pixel (decoded by the browser itself).
//
// Run: node --test e2e/*.test.mjs   (make test-browser). Screenshots go to e2e/out/.
// Environment: CHROMIUM (default /usr/bin/chromium); KAMON_E2E_DIST serves an already built
// bundle instead of building one.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import {
  root, bundle, buildCLI, startServer, launchChromium, waitForApp, waitForScene, widget, tapper, luminance,
} from "./harness.mjs";

const out = path.join(root, "e2e", "out");
let dist; // the bundle served: KAMON_E2E_DIST, or one built into e2e/out/dist
// Bytes of kamon.wasm as served, compressed: the app's budgets (make bench holds the product's
// bundle to them, scripts/bundle-size.sh), and what this test build may add for its test game and
// hooks (measured: 25 KB of brotli, 14 KB of gzip, the online autoplay hook 3 KB of each).
const gzipBudget = 3.9e6 + 15e3;
const brotliBudget = 2.88e6 + 30e3;
// The first frame in headless Chromium, after navigation, at the desktop size: measured 1.9-2.3 s
// at a load of 4 to 8 on two cores, 9-11 s when builds crowd the machine, so it is reported
// always and held to its budget only when KAMON_FIRST_FRAME_BUDGET=1 (make bench). The phone
// (3.3-4.4 s there) is reported, not held: its first frame is 9 times the pixels, which
// SwiftShader draws on the CPU, a cost of the headless test rather than of the app's start.
const firstFrameBudgetMs = 3000;

// Phone portrait with touch, and a desktop window (with a touch screen too, so both kinds of
// input can be tried on it).
const viewports = [
  { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: true },
];

let stopServer; // ends the kamon-cli serve child process
let baseURL;
let browser;

before(async () => {
  fs.mkdirSync(out, { recursive: true });
  dist = bundle(path.join(out, "dist"));
  const cli = buildCLI(path.join(out, "kamon-cli"));
  ({ baseURL, stop: stopServer } = await startServer(cli, dist));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await stopServer?.();
});

// rawGet fetches a path exactly as written (no URL normalisation, no decoding), so that the
// gzip size is the one on the wire and traversal attempts reach the server as they are.
function rawGet(urlPath, headers = {}) {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    http.get({ hostname, port, path: urlPath, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;

test("the bundle is served with the right types, brotli or gzip, and no caching", async (t) => {
  const rawSize = fs.statSync(path.join(dist, "kamon.wasm")).size;
  const gz = await rawGet("/kamon.wasm", { "Accept-Encoding": "gzip" });
  assert.equal(gz.status, 200);
  assert.equal(gz.headers["content-type"], "application/wasm");
  assert.equal(gz.headers["content-encoding"], "gzip");
  assert.equal(gz.headers["cache-control"], "no-cache");
  assert.equal(Number(gz.headers["x-uncompressed-length"]), rawSize);
  assert.equal(Number(gz.headers["content-length"]), gz.body.length);
  const br = await rawGet("/kamon.wasm", { "Accept-Encoding": "gzip, deflate, br" });
  assert.equal(br.status, 200);
  assert.equal(br.headers["content-encoding"], "br");
  assert.match(br.headers.vary, /Accept-Encoding/);
  assert.equal(Number(br.headers["content-length"]), br.body.length);
  assert.ok(zlib.brotliDecompressSync(br.body).equals(fs.readFileSync(path.join(dist, "kamon.wasm"))), "the brotli body is not the bundle");
  t.diagnostic(
    `bundle size: kamon.wasm raw ${rawSize} bytes (${mb(rawSize)}), gzip ${gz.body.length} bytes (${mb(gz.body.length)}), ` +
      `brotli ${br.body.length} bytes (${mb(br.body.length)})`,
  );
  assert.ok(gz.body.length <= gzipBudget, `gzipped bundle ${gz.body.length} bytes, ${gz.body.length - gzipBudget} over the ${mb(gzipBudget)} budget`);
  assert.ok(br.body.length <= brotliBudget, `brotli bundle ${br.body.length} bytes, ${br.body.length - brotliBudget} over the ${mb(brotliBudget)} budget`);

  const plain = await rawGet("/kamon.wasm");
  assert.equal(plain.headers["content-encoding"], undefined);
  assert.equal(plain.body.length, rawSize);

  for (const [file, type] of [["", "text/html"], ["wasm_exec.js", "text/javascript"], ["loader.js", "text/javascript"], ["style.css", "text/css"]]) {
    const res = await rawGet("/" + file);
    assert.equal(res.status, 200, file);
    assert.ok(res.headers["content-type"].startsWith(type), `${file || "/"}: ${res.headers["content-type"]}`);
  }
  assert.equal((await rawGet("/missing.js")).status, 404);
  assert.equal((await rawGet("/%2e%2e/go.mod")).status, 400);
});

// How many of the app's ticks (60 a second) a scene may take to show after a tap: the fade
// takes 17, so a missing scene fails in seconds, yet a slow machine (fewer ticks a second)
// is not hurried.
const sceneTicks = 300;

// pixels decodes a PNG screenshot with the browser's own decoder and sums it up: how many
// distinct colours it has (quantised) and the mean colour of each rect (in CSS px).
async function pixels(png, cssWidth, rects) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ({ b64, cssWidth, rects }) => {
        const img = new Image();
        img.src = "data:image/png;base64," + b64;
        await img.decode();
        const canvas = new OffscreenCanvas(img.width, img.height);
        const g = canvas.getContext("2d");
        g.drawImage(img, 0, 0);
        const { data, width, height } = g.getImageData(0, 0, img.width, img.height);
        const colours = new Set();
        for (let i = 0; i < data.length; i += 4) colours.add(((data[i] >> 3) << 10) | ((data[i + 1] >> 3) << 5) | (data[i + 2] >> 3));
        const scale = width / cssWidth;
        const means = rects.map((r) => {
          const sum = [0, 0, 0];
          let n = 0;
          for (let y = Math.max(0, Math.floor(r.y * scale)); y < Math.min(height, (r.y + r.h) * scale); y++) {
            for (let x = Math.max(0, Math.floor(r.x * scale)); x < Math.min(width, (r.x + r.w) * scale); x++) {
              const i = (y * width + x) * 4;
              sum[0] += data[i];
              sum[1] += data[i + 1];
              sum[2] += data[i + 2];
              n++;
            }
          }
          return sum.map((v) => Math.round(v / Math.max(n, 1)));
        });
        return { width, height, colours: colours.size, means };
      },
      { b64: png.toString("base64"), cssWidth, rects },
    );
  } finally {
    await page.close();
  }
}

for (const device of viewports) {
  test(`menu, settings and setup at ${device.name} size (${device.viewport.width}x${device.viewport.height})`, async (t) => {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const problems = [];
    page.on("pageerror", (e) => problems.push(String(e)));
    try {
      await page.goto(baseURL);
      // The first frame takes 9-11 s on a loaded machine: a minute is allowed, but a page
      // error or the loader's error message fails at once.
      await waitForApp(page);
      let s = await waitForScene(page, "menu", sceneTicks);
      const timing = await page.evaluate(() => window.kamonTiming);
      assert.ok(timing.firstFrameMs > 0, "the loader saw no first frame");
      t.diagnostic(
        `time to first frame (${device.name}): ${Math.round(timing.firstFrameMs)} ms after navigation ` +
          `(download done ${Math.round(timing.downloadMs)} ms, Go started ${Math.round(timing.startMs)} ms)`,
      );
      if (process.env.KAMON_FIRST_FRAME_BUDGET === "1" && device.name === "desktop") {
        assert.ok(timing.firstFrameMs <= firstFrameBudgetMs, `first frame after ${Math.round(timing.firstFrameMs)} ms, over the ${firstFrameBudgetMs} ms budget`);
      }
      await page.locator("#loader").waitFor({ state: "hidden", timeout: 15000 });

      // The published state describes this page in CSS pixels.
      assert.equal(s.w, device.viewport.width);
      assert.equal(s.h, device.viewport.height);
      for (const w of s.widgets) {
        assert.ok(w.x >= 0 && w.y >= 0 && w.x + w.w <= s.w + 0.5 && w.y + w.h <= s.h + 0.5, `widget ${w.id} off screen: ${JSON.stringify(w)}`);
      }
      const settings = widget(s, "settings");
      const tally = widget(s, "game:tally");

      // Screenshot of the menu: a real picture at device resolution; the felt of the table
      // between the game tiles and the buttons, the buttons drawn light where the state says
      // they are, and the canvas reaching the page's bottom edge (no black page showing).
      const shot = await page.screenshot({ path: path.join(out, `menu-${device.name}.png`) });
      // The footer's first row (Play online, How to play... on a phone, Settings beside them
      // on a wider screen) stands under the games.
      const footerTop = Math.min(...["online", "learn", "settings", "about"].map((id) => widget(s, id).y));
      const gap = { x: s.w / 2 - 20, y: tally.y + tally.h + 8, w: 40, h: Math.max(4, footerTop - tally.y - tally.h - 16) };
      const bottomEdge = { x: 0, y: s.h - 2, w: s.w, h: 2 };
      const px = await pixels(shot, device.viewport.width, [gap, settings, tally, bottomEdge]);
      const [felt, settingsMean, tallyMean, edge] = px.means;
      assert.equal(px.width, device.viewport.width * device.deviceScaleFactor, "screenshot is not at device resolution");
      assert.ok(px.colours > 50, `screenshot looks blank: ${px.colours} colours`);
      assert.ok(felt[1] > felt[0] + 10 && felt[1] > felt[2], `no green felt between the tiles and the buttons: ${felt}`);
      for (const [id, mean] of [["settings", settingsMean], ["game:tally", tallyMean]]) {
        assert.ok(luminance(mean) > luminance(felt) + 60, `widget ${id} is not drawn where the state says: ${mean} on felt ${felt}`);
      }
      assert.ok(luminance(edge) > 20, `the canvas does not reach the bottom of the page: ${edge}`);

      // Mouse: settings and back. Taps hold until the app has seen the press (harness.mjs).
      const click = await tapper(context, page, { isMobile: false });
      await click(settings);
      s = await waitForScene(page, "settings", sceneTicks);
      await page.screenshot({ path: path.join(out, `settings-${device.name}.png`) });
      await click(widget(s, "back"));
      await waitForScene(page, "menu", sceneTicks);

      // A finger (on both devices): open the new-game setup of the test game.
      const touch = await tapper(context, page, { isMobile: true });
      await touch(tally);
      s = await waitForScene(page, "setup", sceneTicks);
      await page.screenshot({ path: path.join(out, `setup-${device.name}.png`) });

      // Escape goes back to the menu.
      await page.keyboard.press("Escape");
      await waitForScene(page, "menu", sceneTicks);
      assert.deepEqual(problems, [], "errors on the page");
    } finally {
      await context.close();
    }
  });
}

test("the loader shows download progress, then hides", async () => {
  const context = await browser.newContext(viewports[1]);
  // Every value the progress bar takes, and the status line with it, recorded by the page itself.
  await context.addInitScript(() => {
    window.progressSeen = [];
    window.statusSeen = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const v = r.target.getAttribute("aria-valuenow");
        if (r.target.id === "loader-bar" && v !== null) {
          window.progressSeen.push(Number(v));
          window.statusSeen.push(document.getElementById("loader-status")?.textContent ?? "");
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-valuenow"] });
  });
  const page = await context.newPage();
  try {
    // A line slow enough for the download to take about two seconds.
    const gzSize = Number((await rawGet("/kamon.wasm", { "Accept-Encoding": "gzip" })).headers["content-length"]);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: gzSize / 2,
      uploadThroughput: 1e6,
    });
    await page.goto(baseURL);
    await page.waitForFunction(() => window.kamonTiming?.firstFrameMs > 0, null, { timeout: 60000 });
    const seen = await page.evaluate(() => window.progressSeen);
    assert.ok(seen.some((p) => p > 0 && p < 100), `no intermediate progress: ${seen.join(", ")}`);
    assert.ok(seen.every((p, i) => i === 0 || p >= seen[i - 1]), `progress went backwards: ${seen.join(", ")}`);
    assert.equal(seen.at(-1), 100);
    // The size it names is the download's, as it comes over the network, not the bundle unpacked.
    const said = (await page.evaluate(() => window.statusSeen)).find((s) => / of [0-9.]+ MB/.test(s)) ?? "";
    const named = Number(said.match(/ of ([0-9.]+) MB/)?.[1]) * 1e6;
    const brSize = Number((await rawGet("/kamon.wasm", { "Accept-Encoding": "br" })).headers["content-length"]);
    assert.ok([gzSize, brSize].some((n) => Math.abs(named - n) < 0.06e6), `the loader said "${said}", the download is ${mb(gzSize)} (gzip) or ${mb(brSize)} (brotli)`);
    await page.locator("#loader").waitFor({ state: "hidden", timeout: 15000 });
  } finally {
    await context.close();
  }
});

test("the loader says clearly when the game cannot be downloaded", async () => {
  const context = await browser.newContext({ ...viewports[0], locale: "fr-FR" });
  const page = await context.newPage();
  try {
    await page.route("**/kamon.wasm", (route) => route.fulfill({ status: 404, body: "not found" }));
    await page.goto(baseURL);
    const error = page.locator("#loader-error");
    await error.waitFor({ state: "visible", timeout: 30000 });
    const text = await error.textContent();
    assert.match(text, /HTTP 404/);
    assert.match(text, /Impossible de télécharger/, "the message follows the browser's language");
    await page.screenshot({ path: path.join(out, "load-error.png") });
  } finally {
    await context.close();
  }
});
