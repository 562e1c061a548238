// Kamon's service worker. It keeps one version of the app (the page, its style and loader, Go's
// wasm_exec.js, the bundle, the texts of the languages other than English, the manifest and the
// icons) in a cache named after that version, and answers the page from it: after the first
// visit the app starts, and changes language, with no network.
//
// `make wasm` writes a hash of the app's files into VERSION, so every new build is a new
// worker to the browser, which finds it when the page loads (or when the loader asks, hourly).
// The new worker fills its own cache in the background and then waits: it never takes over on
// its own, so a game in progress goes on with the version it started with. The loader tells the
// app (window.kamonUpdateReady) and, when the app says so between games
// (window.kamonApplyUpdate), asks the waiting worker to take over and reloads the page.
"use strict";

const VERSION = "dev";
const CACHE = "kamon-" + VERSION;
const FILES = [
  "./",
  "style.css",
  "loader.js",
  "wasm_exec.js",
  "kamon.wasm",
  "manifest.webmanifest",
  "icons/icon-192.png",
  "icons/icon-512.png",
  "icons/icon-maskable-192.png",
  "icons/icon-maskable-512.png",
  "icons/apple-touch-icon.png",
  "lang/fr.txt",
  "lang/it.txt",
  "lang/ru.txt",
];

self.addEventListener("install", (event) => {
  // "no-cache" asks the server each time but lets it answer 304 from what the browser already
  // holds: on a first visit the page has just downloaded the bundle, which is not fetched twice.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("kamon-") && name !== CACHE) await caches.delete(name);
      }
      // The first version controls the page that installed it at once: offline from then on.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "kamon:activate") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      // Any page of the scope is the app's page.
      const hit = await cache.match(req.mode === "navigate" ? "./" : req, { ignoreSearch: true });
      return hit || fetch(req);
    })(),
  );
});
