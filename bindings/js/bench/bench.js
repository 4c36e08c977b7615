// majiang.wasm in Node against the native library: the calls of crates/ffi/benches/cases.rs
// (mj_is_win, mj_shanten — all hands, then closed and melded apart —, mj_waits, EXPERT's mj_ai_decide_discard) on the same hands, those
// of tests/ffi/cases.txt without a wildcard, once through majiang.js and once through the raw exports (inputs
// already in the module's memory, as a host of the C ABI passes its arrays). Also the
// start-up: compiling the module, instantiating it, building the tables.
//
//     node bindings/js/bench/bench.js [path/to/majiang.wasm]   (default target/js/majiang/majiang.wasm)
//
// Prints the median of 21 samples (each a pass over every hand, repeated to last >= 20 ms) in
// ns per call of the process's CPU time (the machine is shared; the native bench counts its
// thread's CPU time), the two paths sampled in turn; the native medians come from
// `cargo bench -p majiang-ffi --bench cases`.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Difficulty, loadSync } from '../majiang.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const wasmPath = process.argv[2] ?? join(repo, 'target', 'js', 'majiang', 'majiang.wasm');
const bytes = readFileSync(wasmPath);

/** CPU time of the process in ns (user + system). */
function cpuNs() {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
}

function startup() {
  const rows = [];
  for (let i = 0; i < 5; i++) {
    const t0 = process.hrtime.bigint();
    const module = new WebAssembly.Module(bytes);
    const t1 = process.hrtime.bigint();
    const mj = loadSync(module);
    const t2 = process.hrtime.bigint();
    const c2 = cpuNs();
    mj.warmUp();
    const c3 = cpuNs();
    const t3 = process.hrtime.bigint();
    rows.push([...[t1 - t0, t2 - t1, t3 - t2].map((ns) => Number(ns) / 1e6), (c3 - c2) / 1e6]);
  }
  const med = (k) => rows.map((r) => r[k]).sort((a, b) => a - b)[2];
  return { compileMs: med(0), instantiateMs: med(1), tablesMs: med(2), tablesCpuMs: med(3), firstCompileMs: rows[0][0] };
}

/** Medians in ns of CPU time per call of each function of `fns`, sampled in turn. */
function medians(fns, calls) {
  const reps = fns.map((fn) => {
    for (let n = 1; ; n *= 2) {
      const t0 = cpuNs();
      for (let r = 0; r < n; r++) fn();
      if (cpuNs() - t0 >= 20e6) return n;
    }
  });
  const samples = fns.map(() => []);
  for (let s = 0; s < 21; s++) {
    fns.forEach((fn, i) => {
      const t0 = cpuNs();
      for (let r = 0; r < reps[i]; r++) fn();
      samples[i].push((cpuNs() - t0) / (reps[i] * calls));
    });
  }
  return samples.map((v) => v.sort((a, b) => a - b)[10]);
}

const start = startup();
const mj = loadSync(bytes);
mj.warmUp();
const specs = new Map();
const rulesFor = (spec) => {
  if (!specs.has(spec)) {
    const [preset, wildcard] = spec.split('+w');
    const r = { changsha: mj.Rules.changsha, standard: mj.Rules.standard, eval_v1: mj.Rules.evalV1 }[preset]();
    if (wildcard !== undefined) r.wildcard = Number(wildcard);
    specs.set(spec, r);
  }
  return specs.get(spec);
};
const hands = readFileSync(join(repo, 'tests', 'ffi', 'cases.txt'), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .filter((l) => !l.split('\t')[0].includes('+w'))
  .map((l) => {
    const f = l.split('\t');
    const melds = f[3] === '-' ? [] : f[3].split(',').map((m) => m.split(':').map(Number));
    return { spec: f[0], rules: rulesFor(f[0]), tiles: f[2].split(',').map(Number), melds };
  });
const complete = hands.filter((h) => (h.tiles.length + 3 * h.melds.length) % 3 === 2);
const waiting = hands.filter((h) => (h.tiles.length + 3 * h.melds.length) % 3 === 1);
const expertHands = complete.filter((h) => !h.spec.startsWith('standard'));
const experts = expertHands.map((h) => new mj.Ai(Difficulty.EXPERT, 0, h.rules));

// The raw calls: every hand written once into the module's memory.
const x = mj.exports;
const raw = (list) =>
  list.map((h) => {
    const tp = x.mj_alloc(h.tiles.length);
    const mp = x.mj_alloc(2 * h.melds.length);
    const u8 = new Uint8Array(x.memory.buffer);
    u8.set(h.tiles, tp);
    u8.set(h.melds.flat(), mp);
    return { r: h.rules._ptr(), tp, tn: h.tiles.length, mp, mn: h.melds.length };
  });
const out = x.mj_alloc(8);
const rawComplete = raw(complete);
const rawWaiting = raw(waiting);
const rawAll = raw(hands);
// Issue 19: shanten of the hands without and with melds, side by side.
const closedHands = hands.filter((h) => h.melds.length === 0);
const meldedHands = hands.filter((h) => h.melds.length > 0);
const rawClosed = raw(closedHands);
const rawMelded = raw(meldedHands);
const rawExpert = raw(expertHands).map((h, i) => ({ ...h, ai: experts[i]._ptr() }));

// Every raw call succeeds and agrees with the wrapper before anything is timed.
const dv = () => new DataView(x.memory.buffer);
for (const [list, rawList, call, read, wrapped] of [
  [complete, rawComplete, 'mj_is_win', (p) => dv().getUint8(p) === 1, (h) => mj.isWin(h.rules, h.tiles, h.melds)],
  [hands, rawAll, 'mj_shanten', (p) => dv().getInt32(p, true), (h) => mj.shanten(h.rules, h.tiles, h.melds)],
  [waiting, rawWaiting, 'mj_waits', (p) => dv().getUint32(p, true) + dv().getUint32(p + 4, true) * 2 ** 32,
    (h) => mj.waits(h.rules, h.tiles, h.melds).reduce((m, id) => m + 2 ** id, 0)],
]) {
  list.forEach((h, i) => {
    const r = rawList[i];
    const status = x[call](r.r, r.tp, r.tn, r.mp, r.mn, out);
    if (status !== 0 || read(out) !== wrapped(h)) throw new Error(`${call} disagrees on ${h.tiles}: ${status} ${mj.lastError()}`);
  });
}
expertHands.forEach((h, i) => {
  const r = rawExpert[i];
  const status = x.mj_ai_decide_discard(r.ai, r.tp, r.tn, r.mp, r.mn, out);
  if (status !== 0 || dv().getUint32(out, true) !== experts[i].decideDiscard(h.tiles, h.melds)) throw new Error('EXPERT disagrees');
});

const rows = [
  ['is_win', complete.length,
    () => { for (const h of complete) mj.isWin(h.rules, h.tiles, h.melds); },
    () => { for (const h of rawComplete) x.mj_is_win(h.r, h.tp, h.tn, h.mp, h.mn, out); }],
  ['shanten', hands.length,
    () => { for (const h of hands) mj.shanten(h.rules, h.tiles, h.melds); },
    () => { for (const h of rawAll) x.mj_shanten(h.r, h.tp, h.tn, h.mp, h.mn, out); }],
  ['shanten/closed', closedHands.length,
    () => { for (const h of closedHands) mj.shanten(h.rules, h.tiles, h.melds); },
    () => { for (const h of rawClosed) x.mj_shanten(h.r, h.tp, h.tn, h.mp, h.mn, out); }],
  ['shanten/melded', meldedHands.length,
    () => { for (const h of meldedHands) mj.shanten(h.rules, h.tiles, h.melds); },
    () => { for (const h of rawMelded) x.mj_shanten(h.r, h.tp, h.tn, h.mp, h.mn, out); }],
  ['waits', waiting.length,
    () => { for (const h of waiting) mj.waits(h.rules, h.tiles, h.melds); },
    () => { for (const h of rawWaiting) x.mj_waits(h.r, h.tp, h.tn, h.mp, h.mn, out); }],
  ['expert_discard', expertHands.length,
    () => { expertHands.forEach((h, i) => experts[i].decideDiscard(h.tiles, h.melds)); },
    () => { for (const h of rawExpert) x.mj_ai_decide_discard(h.ai, h.tp, h.tn, h.mp, h.mn, out); }],
];

console.log(`majiang.wasm ${bytes.length} bytes; Node ${process.version}`);
console.log(`start-up: compile ${start.compileMs.toFixed(1)} ms (first ${start.firstCompileMs.toFixed(1)} ms), ` +
  `instantiate ${start.instantiateMs.toFixed(2)} ms, tables (mj_warm_up) ${start.tablesMs.toFixed(1)} ms ` +
  `(${start.tablesCpuMs.toFixed(1)} ms of CPU)`);
console.log('call             hands   majiang.js ns   raw exports ns');
for (const [name, n, wrapped, rawCall] of rows) {
  const [w, r] = medians([wrapped, rawCall], n);
  console.log(`${name.padEnd(16)} ${String(n).padStart(5)}   ${w.toFixed(1).padStart(13)}   ${r.toFixed(1).padStart(14)}`);
}
