// The page's service worker: the game works with no network, and a repeat
// visit loads it from here, not the network.
//
// Each build (named by the SHA-256 in noddy.json) is kept whole in a
// cache of its own: the page, wasm_exec.js, noddy.json, the .wasm, the
// web app manifest and the icons. The page and its files come from the
// build in use ("current"); a new build is fetched in the background at
// each start and, once whole and checked, waits ("next") until the next
// start or a reload (the page offers one between matches, never during
// one). Nothing else is cached: not the tables' API (api/), nor the
// shared tables' WebSocket (a service worker never sees those).
"use strict";

const BUILD = "noddy-build-";
const META = "noddy-meta";
const STATE = "state.json";
// The build's files besides the .wasm; "" is the page itself.
const FILES = ["", "wasm_exec.js", "manifest.webmanifest",
  "icons/icon-192.png", "icons/icon-512.png", "icons/maskable-512.png",
  "icons/apple-touch-icon.png", "icons/favicon-32.png"];
const scope = new URL(self.registration.scope);
const at = (rel) => new URL(rel, scope).href;

async function readState() {
  const r = await (await caches.open(META)).match(at(STATE));
  return r ? r.json() : { current: "", next: "" };
}

async function writeState(s) {
  const body = JSON.stringify(s);
  await (await caches.open(META)).put(at(STATE),
    new Response(body, { headers: { "Content-Type": "application/json" } }));
}

const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");

// fetchBuild stores the build that noddy.json m describes, checking the
// .wasm against its digest (a host caught between two builds must not
// leave a mixed one); noddy.json goes in last: its presence marks the
// build whole. Hashed names come from the HTTP cache when the page has
// just loaded them; the rest is revalidated.
async function fetchBuild(m) {
  const cache = await caches.open(BUILD + m.sha256);
  const get = async (rel, hashed) => {
    const r = await fetch(new Request(at(rel), { cache: hashed ? "default" : "no-cache" }));
    if (!r.ok) throw new Error(rel + ": HTTP " + r.status);
    return r;
  };
  const wasm = await get(m.wasm, /\.[0-9a-f]{12,}\.wasm$/.test(m.wasm));
  const bytes = await wasm.clone().arrayBuffer();
  const sum = hex(await crypto.subtle.digest("SHA-256", bytes));
  if (sum !== m.sha256) throw new Error(m.wasm + ": digest " + sum + ", noddy.json says " + m.sha256);
  await cache.put(at(m.wasm), wasm);
  for (const rel of FILES) {
    try {
      await cache.put(at(rel), await get(rel, false));
    } catch (e) {
      if (rel === "" || rel === "wasm_exec.js") throw e; // the rest are a nicety
    }
  }
  await cache.put(at("noddy.json"), new Response(JSON.stringify(m),
    { headers: { "Content-Type": "application/json" } }));
}

async function isWhole(sha) {
  return !!sha && !!(await (await caches.open(BUILD + sha)).match(at("noddy.json")));
}

// checkForUpdate fetches noddy.json from the network and, when it names
// a build neither in use nor waiting, fetches that build. Offline it
// does nothing. The first run (no build yet) makes its build current.
let checking = null;
function checkForUpdate() {
  checking ||= (async () => {
    try {
      const r = await fetch(at("noddy.json"), { cache: "no-store" });
      if (!r.ok) return;
      const m = await r.json();
      if (!m.wasm || !/^[0-9a-f]{64}$/.test(m.sha256)) return;
      let s = await readState();
      if (m.sha256 === s.current || m.sha256 === s.next) return;
      await fetchBuild(m);
      s = await readState();
      if (!(await isWhole(s.current))) s.current = m.sha256;
      else s.next = m.sha256;
      await writeState(s);
      if (s.next === m.sha256) {
        for (const c of await self.clients.matchAll({ type: "window" })) c.postMessage({ type: "noddy-update" });
      }
    } catch (e) {
      // Offline, or the host is mid-deploy: try again at the next start.
    } finally {
      checking = null;
    }
  })();
  return checking;
}

// startBuild is the build a page starting now uses: the waiting one, if
// whole, becomes current, and older builds go.
async function startBuild() {
  const s = await readState();
  if (s.next && s.next !== s.current && (await isWhole(s.next))) {
    s.current = s.next;
    s.next = "";
    await writeState(s);
    for (const name of await caches.keys()) {
      if (name.startsWith(BUILD) && name !== BUILD + s.current) await caches.delete(name);
    }
  }
  return (await isWhole(s.current)) ? s.current : "";
}

self.addEventListener("install", (e) => {
  // The page registers this worker once the game runs, so the build's
  // files are in the HTTP cache: storing them costs no second download.
  e.waitUntil(checkForUpdate().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (e) => e.waitUntil(self.clients.claim()));

self.addEventListener("message", (e) => {
  if (e.data && e.data.type === "noddy-check") e.waitUntil(checkForUpdate());
  if (e.data && e.data.type === "noddy-state") {
    e.waitUntil(readState().then((s) => e.source.postMessage({ type: "noddy-state", state: s })));
  }
});

self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  const rel = url.pathname.slice(scope.pathname.length);
  if (rel.startsWith("api/")) return; // the tables' API is the server's, always
  if (req.mode === "navigate") {
    // The page (also for a shared table's link, t/ID: offline the game
    // says that a shared table needs the network).
    const start = startBuild();
    e.respondWith(start.then(async (sha) => {
      if (sha) {
        const r = await (await caches.open(BUILD + sha)).match(at(""));
        if (r) return r;
      }
      return fetch(req);
    }));
    e.waitUntil(start.then(checkForUpdate, checkForUpdate));
    return;
  }
  e.respondWith(readState().then(async (s) => {
    if (s.current) {
      const r = await (await caches.open(BUILD + s.current)).match(at(rel === "index.html" ? "" : rel));
      if (r) return r;
    }
    return fetch(req);
  }));
});
