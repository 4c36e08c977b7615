// Shared by the Node suites: the module under test and the case files of tests/ffi.
//
// MAJIANG_WASM names the module (default: target/js/majiang/majiang.wasm, where build.sh
// assembles the package); the wrappers are this checkout's bindings/js/majiang.js.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSync } from '../majiang.js';

const here = dirname(fileURLToPath(import.meta.url));
export const repo = join(here, '..', '..', '..');
export const wasmPath = process.env.MAJIANG_WASM ?? join(repo, 'target', 'js', 'majiang', 'majiang.wasm');

let bytes;
/** The module's bytes. */
export function wasmBytes() {
  bytes ??= readFileSync(wasmPath);
  return bytes;
}

let shared;
/** One instance for a suite (the tables are built once). */
export function library() {
  shared ??= loadSync(wasmBytes());
  return shared;
}

/** The data lines of tests/ffi/NAME, each as [line number, tab-separated fields]. */
export function caseLines(name) {
  return readFileSync(join(repo, 'tests', 'ffi', name), 'utf8')
    .split('\n')
    .map((line, i) => [i + 1, line])
    .filter(([, line]) => line && !line.startsWith('#'))
    .map(([n, line]) => [n, line.split('\t')]);
}

export const tilesOf = (field) => (field === '-' ? [] : field.split(',').map(Number));
export const meldsOf = (field) =>
  field === '-' ? [] : field.split(',').map((m) => { const [kind, tile] = m.split(':').map(Number); return { kind, tile }; });
export const join_ = (items) => (items.length ? items.join(',') : '-');
/** A mask of ids (exact as a number: ids are below 34). */
export const maskOf = (ids) => ids.reduce((m, id) => m + 2 ** id, 0);

/** The rule set a case names: changsha | standard | eval_v1, +wN for a wildcard. */
export function rulesFor(mj, spec) {
  const [preset, wildcard] = spec.split('+w');
  const rules = { changsha: mj.Rules.changsha, standard: mj.Rules.standard, eval_v1: mj.Rules.evalV1 }[preset]();
  if (wildcard !== undefined) rules.wildcard = Number(wildcard);
  return rules;
}

/**
 * Plays a games.txt line through the engine with one Ai per seat choosing by aiAction;
 * returns the line's result fields as the module gives them.
 */
export function playGame(mj, f) {
  const rules = rulesFor(mj, f[0]);
  const game = new mj.Game(rules, BigInt(f[1]), Number(f[2]));
  const difficulty = f[3].split(',').map(Number);
  const seeds = f[4].split(',').map(BigInt);
  const ais = [0, 1, 2, 3].map((s) => new mj.Ai(difficulty[s], seeds[s], rules));
  let events = game.events().length;
  let actions = 0;
  let illegal = 0;
  for (let state = game.state(); state.nextSeat !== 255; state = game.state()) {
    const seat = state.nextSeat;
    const action = game.aiAction(seat, ais[seat]);
    if (!game.legalActions(seat).some((a) => a.kind === action.kind && a.tile === action.tile)) illegal++;
    game.apply(seat, action);
    actions++;
    events += game.events().length;
  }
  const r = game.result();
  const record = game.recordJson();
  const again = mj.Game.replay(record);
  const replayed = again.result().deltas.join(',') === r.deltas.join(',');
  again.free();
  for (const ai of ais) ai.free();
  game.free();
  rules.free();
  return {
    line: [r.deltas.join(','), String(r.winnersMask), String(r.nextDealer), String(actions), String(events)],
    finished: r.finished,
    illegal,
    replayed,
    recordLines: record.split('\n').length - 1,
    actions,
  };
}
