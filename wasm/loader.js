// Kamon's loader: downloads kamon.wasm while compiling it, shows real progress, starts it with
// Go's wasm_exec.js, and says clearly what went wrong when something does.
//
// Progress counts the bytes the fetch stream yields, which are already decompressed, against
// the X-Uncompressed-Length header that `kamon-cli serve` sends (Content-Length is the gzip
// size). Without either, the bar slides instead of showing a made-up percentage. The size it
// names is what comes over the network (Content-Length), not the bundle decompressed: a
// person on a phone is told the 2.9 MB they download, not the 18 MB it unpacks to.
//
// For tests and measurements it leaves window.kamonTiming: {wasmBytes, downloadMs, startMs,
// firstFrameMs} in milliseconds since navigation started.
//
// Once the app has drawn, it registers the service worker (sw.js), which keeps the app for
// offline starts, and publishes what the app calls in the browser (kamon/device):
//   window.kamonUpdateReady    true once a new version is downloaded and waiting
//   window.kamonApplyUpdate()  takes that version: the page reloads with it (false if none)
//   window.kamonDevice         keepAwake(on), setFullscreen(on), fullscreen(),
//                              fullscreenAvailable(), vibrate(pattern), fetchText(path)
//
// The bundle has the English texts only; the app fetches the others, lang/<code>.txt, when
// their language is chosen (kamon/i18n). The loader asks at once for the file of the language
// the app will start in, while the bundle downloads, so that the first frame does not wait.
"use strict";

// kamonFetchText fetches a text file beside the page. The loader may ask for a file early
// (kamonFetchText.early, while the bundle downloads): the app's first ask for it then takes
// that answer, and any later ask fetches again, so a failed or refused file is never kept. An
// answer that does not come within 20 s is a failure, so that the app never waits for good.
const kamonFetchText = (() => {
  const timeoutMs = 20000;
  const early = new Map();
  const get = (path) => {
    const abort = typeof AbortController === "function" ? new AbortController() : null;
    const text = fetch(path, abort ? { signal: abort.signal } : {}).then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.text();
    });
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => {
        if (abort) abort.abort();
        reject(new Error(`no answer in ${timeoutMs / 1000} s`));
      }, timeoutMs);
    });
    return Promise.race([text, late]).finally(() => clearTimeout(timer));
  };
  const fetchText = (path) => {
    const asked = early.get(path);
    early.delete(path);
    return asked || get(path);
  };
  fetchText.early = (path) => {
    if (early.has(path)) return;
    const text = get(path);
    text.catch(() => early.delete(path)); // the app's ask will try again
    early.set(path, text);
  };
  return fetchText;
})();

(() => {
  const files = new Map();
  return (path) => {
    if (!files.has(path)) {
      const text = fetch(path).then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.text();
      });
      text.catch(() => files.delete(path));
      files.set(path, text);
    }
    return files.get(path);
  };
})();

(() => {
  const messages = {
    en: {
      loading: "Loading…",
      progress: (pct, wire) => (wire ? `Loading… ${pct} % of ${wire} MB` : `Loading… ${pct} %`),
      progressUnknown: () => `Loading…`,
      starting: "Starting…",
      noWasm: "This browser cannot run WebAssembly. Please use a recent Firefox, Chrome, Edge or Safari.",
      http: (status) => `Could not download the game (HTTP ${status}).`,
      network: "Could not download the game. Check the connection and reload the page.",
      crashed: (code) => `Kamon stopped unexpectedly (exit code ${code}). Reload the page to start again; the browser console has the details.`,
      ended: "Kamon has ended. Reload the page to play again.",
      failed: (msg) => `Kamon could not start: ${msg}`,
    },
    fr: {
      loading: "Chargement…",
      progress: (pct, wire) => (wire ? `Chargement… ${pct} % de ${wire} Mo` : `Chargement… ${pct} %`),
      progressUnknown: () => `Chargement…`,
      starting: "Démarrage…",
      noWasm: "Ce navigateur ne sait pas exécuter WebAssembly. Utilisez un Firefox, Chrome, Edge ou Safari récent.",
      http: (status) => `Impossible de télécharger le jeu (HTTP ${status}).`,
      network: "Impossible de télécharger le jeu. Vérifiez la connexion et rechargez la page.",
      crashed: (code) => `Kamon s’est arrêté de façon inattendue (code ${code}). Rechargez la page pour recommencer ; la console du navigateur donne les détails.`,
      ended: "Kamon est terminé. Rechargez la page pour rejouer.",
      failed: (msg) => `Kamon n’a pas pu démarrer : ${msg}`,
    },
    it: {
      loading: "Caricamento…",
      progress: (pct, wire) => (wire ? `Caricamento… ${pct} % di ${wire} MB` : `Caricamento… ${pct} %`),
      progressUnknown: () => `Caricamento…`,
      starting: "Avvio…",
      noWasm: "Questo browser non può eseguire WebAssembly. Usa una versione recente di Firefox, Chrome, Edge o Safari.",
      http: (status) => `Impossibile scaricare il gioco (HTTP ${status}).`,
      network: "Impossibile scaricare il gioco. Controlla la connessione e ricarica la pagina.",
      crashed: (code) => `Kamon si è fermato inaspettatamente (codice ${code}). Ricarica la pagina per ricominciare; la console del browser ha i dettagli.`,
      ended: "Kamon è terminato. Ricarica la pagina per giocare di nuovo.",
      failed: (msg) => `Kamon non è riuscito ad avviarsi: ${msg}`,
    },
    ru: {
      loading: "Загрузка…",
      progress: (pct, wire) => (wire ? `Загрузка… ${pct} % из ${wire} МБ` : `Загрузка… ${pct} %`),
      progressUnknown: () => `Загрузка…`,
      starting: "Запуск…",
      noWasm: "Этот браузер не поддерживает WebAssembly. Откройте игру в свежей версии Firefox, Chrome, Edge или Safari.",
      http: (status) => `Не удалось загрузить игру (HTTP ${status}).`,
      network: "Не удалось загрузить игру. Проверьте подключение и перезагрузите страницу.",
      crashed: (code) => `Kamon неожиданно остановился (код ${code}). Перезагрузите страницу, чтобы начать заново; подробности — в консоли браузера.`,
      ended: "Kamon завершил работу. Перезагрузите страницу, чтобы сыграть снова.",
      failed: (msg) => `Не удалось запустить Kamon: ${msg}`,
    },
  };

  const lang = (navigator.languages || [navigator.language || "en"])
    .map((l) => String(l).slice(0, 2).toLowerCase())
    .find((l) => l in messages) || "en";
  const t = messages[lang];
  document.documentElement.lang = lang;
  // The texts the app will show first: the language saved in its settings (kamon/game/storage
  // keeps them under "kamon/settings" as "t:" and the JSON), else the browser's. A guess: when it
  // is wrong the app simply asks for its own.
  const textsLang = (() => {
    try {
      const saved = localStorage.getItem("kamon/settings");
      const chosen = saved && saved.startsWith("t:") ? JSON.parse(saved.slice(2)).lang : null;
      return chosen in messages ? chosen : lang;
    } catch (e) {
      return lang;
    }
  })();
  if (textsLang !== "en") kamonFetchText.early(`lang/${textsLang}.txt`);

  const loader = document.getElementById("loader");
  const bar = document.getElementById("loader-bar");
  const fill = document.getElementById("loader-fill");
  const status = document.getElementById("loader-status");
  const errorBox = document.getElementById("loader-error");

  const timing = { wasmBytes: 0, downloadMs: 0, startMs: 0, firstFrameMs: 0 };
  window.kamonTiming = timing;
  let failed = false;

  // LoadError carries a message already written for the player.
  class LoadError extends Error {}

  function showError(text) {
    if (failed) return;
    failed = true;
    loader.hidden = false;
    loader.classList.remove("done");
    bar.hidden = true;
    status.hidden = true;
    errorBox.textContent = text;
    errorBox.hidden = false;
  }

  const mb = (n) => (n / 1e6).toFixed(1);
  // showProgress shows received of total bytes decompressed; wire is the size of the download
  // as it comes over the network, 0 when unknown.
  function showProgress(received, total, wire) {
    if (total > 0 && received <= total) {
      const pct = Math.floor((received * 100) / total);
      bar.classList.remove("indeterminate");
      bar.setAttribute("aria-valuenow", String(pct));
      fill.style.width = pct + "%";
      status.textContent = t.progress(pct, wire > 0 ? mb(wire) : "");
    } else {
      bar.classList.add("indeterminate");
      bar.removeAttribute("aria-valuenow");
      status.textContent = t.progressUnknown();
    }
  }

  // expectedSize is the decompressed size of a response, or 0 when unknown.
  function expectedSize(res) {
    const raw = Number(res.headers.get("X-Uncompressed-Length"));
    if (raw > 0) return raw;
    const encoded = res.headers.get("Content-Encoding");
    const length = Number(res.headers.get("Content-Length"));
    return !encoded || encoded === "identity" ? length || 0 : 0;
  }

  // countedResponse passes the body through unchanged while reporting the bytes seen, so that
  // compilation can start while the download goes on.
  function countedResponse(res) {
    const total = expectedSize(res);
    const wire = Number(res.headers.get("Content-Length")) || 0;
    let received = 0;
    showProgress(0, total, wire);
    const counter = new TransformStream({
      transform(chunk, controller) {
        received += chunk.byteLength;
        showProgress(received, total, wire);
        controller.enqueue(chunk);
      },
      flush() {
        timing.wasmBytes = received;
        timing.downloadMs = performance.now();
        status.textContent = t.starting;
      },
    });
    return new Response(res.body.pipeThrough(counter), {
      headers: { "Content-Type": "application/wasm" },
    });
  }

  async function instantiate(go) {
    let res;
    try {
      res = await fetch("kamon.wasm");
    } catch (e) {
      throw new LoadError(t.network);
    }
    if (!res.ok) throw new LoadError(t.http(res.status));
    const counted = countedResponse(res);
    if (WebAssembly.instantiateStreaming) {
      return (await WebAssembly.instantiateStreaming(counted, go.importObject)).instance;
    }
    const bytes = await counted.arrayBuffer();
    return (await WebAssembly.instantiate(bytes, go.importObject)).instance;
  }

  // The app publishes window.kamonState (JSON, see scenes/doc.go) once per changed frame; the
  // first one that says "ready" means a frame was drawn and the loader can go.
  function appReady() {
    try {
      return typeof window.kamonState === "string" && JSON.parse(window.kamonState).ready === true;
    } catch (e) {
      return false;
    }
  }

  function waitForFirstFrame() {
    if (failed) return;
    if (appReady()) {
      timing.firstFrameMs = performance.now();
      registerWorker();
      loader.classList.add("done"); // fades out (style.css), then leaves the page alone
      setTimeout(() => {
        if (!failed) loader.hidden = true;
      }, 400);
      return;
    }
    requestAnimationFrame(waitForFirstFrame);
  }

  async function main() {
    if (typeof WebAssembly !== "object" || typeof Go !== "function") {
      throw new LoadError(t.noWasm);
    }
    status.textContent = t.loading;
    const go = new Go();
    go.exit = (code) => {
      if (code !== 0) {
        console.error("Kamon exited with code", code);
        showError(t.crashed(code));
      } else {
        showError(t.ended);
      }
    };
    const instance = await instantiate(go);
    timing.startMs = performance.now();
    requestAnimationFrame(waitForFirstFrame);
    await go.run(instance);
  }

  // The service worker is registered once the app has drawn, so that on a first visit the
  // cache's downloads do not slow the start. It exists only in a secure context (HTTPS, or
  // localhost for `make serve`); elsewhere the app simply needs the network each time.
  window.kamonUpdateReady = false;
  let registration = null;
  const updateCheckMs = 60 * 60 * 1000;

  function registerWorker() {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register("sw.js")
      .then((reg) => {
        registration = reg;
        const waiting = () => {
          if (reg.waiting && navigator.serviceWorker.controller) window.kamonUpdateReady = true;
        };
        waiting();
        reg.addEventListener("updatefound", () => {
          const w = reg.installing;
          if (w) w.addEventListener("statechange", waiting);
        });
        // A tablet may keep the app open for days: look for a new version now and then (no
        // network is no error here).
        setInterval(() => reg.update().catch(() => {}), updateCheckMs);
      })
      .catch((e) => console.warn("Kamon: no offline copy:", e));
  }

  window.kamonApplyUpdate = () => {
    const w = registration && registration.waiting;
    if (!w) return false;
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    w.postMessage("kamon:activate");
    return true;
  };

  // A failure before the game draws anything would otherwise leave the loader spinning.
  window.addEventListener("error", (e) => {
    if (!timing.firstFrameMs) showError(t.failed(e.message || "error"));
  });
  window.addEventListener("unhandledrejection", (e) => {
    if (!timing.firstFrameMs) showError(t.failed(String(e.reason && e.reason.message || e.reason)));
  });

  main().catch((e) => {
    console.error(e);
    showError(e instanceof LoadError ? e.message : t.failed(e && e.message ? e.message : String(e)));
  });
})();

// What the app asks of the device around it (kamon/device calls these): keep the screen on,
// full screen, a short vibration. Each does nothing where the browser lacks the API or refuses.
(() => {
  // Screen Wake Lock: the browser drops the lock whenever the page is hidden; while the app
  // wants it, it is taken again each time the page shows.
  let wakeWanted = false;
  let wakeLock = null;
  let wakePending = false;

  async function takeWakeLock() {
    if (!wakeWanted || wakeLock || wakePending || !navigator.wakeLock || document.visibilityState !== "visible") return;
    wakePending = true;
    try {
      const lock = await navigator.wakeLock.request("screen");
      lock.addEventListener("release", () => {
        if (wakeLock === lock) wakeLock = null;
      });
      wakeLock = lock;
      if (!wakeWanted) releaseWakeLock(); // let go while the request was under way
    } catch (e) {
      // Refused (battery saver, a policy): the screen may dim, nothing more to do.
    } finally {
      wakePending = false;
    }
  }

  function releaseWakeLock() {
    const lock = wakeLock;
    wakeLock = null;
    if (lock) lock.release().catch(() => {});
  }

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") takeWakeLock();
  });

  // Full screen, remembered per device (this browser's storage, outside the app's kamon/ keys):
  // a browser enters it only on a tap, so a remembered choice is taken again at the first tap
  // after the page loads.
  const fullscreenKey = "kamon-device:fullscreen";
  const root = document.documentElement;
  const fullscreenAvailable = () => Boolean(document.fullscreenEnabled || document.webkitFullscreenEnabled);
  const fullscreen = () => Boolean(document.fullscreenElement || document.webkitFullscreenElement);

  function enterFullscreen() {
    const request = root.requestFullscreen || root.webkitRequestFullscreen;
    if (!fullscreenAvailable() || fullscreen() || !request) return;
    try {
      Promise.resolve(request.call(root, { navigationUI: "hide" })).catch(() => {});
    } catch (e) {
      // Refused outside a tap: the next one tries again.
    }
  }

  function exitFullscreen() {
    const exit = document.exitFullscreen || document.webkitExitFullscreen;
    if (!fullscreen() || !exit) return;
    try {
      Promise.resolve(exit.call(document)).catch(() => {});
    } catch (e) {
      // Already gone.
    }
  }

  function remember(on) {
    try {
      localStorage.setItem(fullscreenKey, on ? "1" : "0");
    } catch (e) {
      // Private browsing or a full storage: the choice lasts this visit.
    }
  }

  function remembered() {
    try {
      return localStorage.getItem(fullscreenKey) === "1";
    } catch (e) {
      return false;
    }
  }

  if (remembered()) {
    const onTap = () => {
      if (remembered()) enterFullscreen();
    };
    for (const type of ["pointerup", "keydown"]) window.addEventListener(type, onTap, { once: true, capture: true });
  }

  window.kamonDevice = {
    keepAwake(on) {
      wakeWanted = Boolean(on);
      if (wakeWanted) takeWakeLock();
      else releaseWakeLock();
    },
    // For tests: whether the screen lock is held now.
    awake: () => wakeLock !== null,
    setFullscreen(on) {
      remember(Boolean(on));
      if (on) enterFullscreen();
      else exitFullscreen();
    },
    fullscreen,
    fullscreenAvailable,
    // pattern: milliseconds on, off, on... (a number for one pulse).
    vibrate(pattern) {
      if (typeof navigator.vibrate !== "function") return;
      try {
        navigator.vibrate(pattern);
      } catch (e) {
        // A pattern the device refuses: no vibration.
      }
    },
    fetchText: kamonFetchText,
  };
})();
