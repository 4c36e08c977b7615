// The reproducers of issue 24 on majiang.wasm, each in a fresh instance of the raw exports
// (as the independent fuzz ran them) and through majiang.js: a refusal with a status and a
// message, never a trap. crates/ffi/tests/refusals.rs runs the same ones natively.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MajiangError, SELF_DRAW, Status } from '../majiang.js';
import { library, wasmBytes } from './helpers.js';

/** A fresh instance, a 4 KiB block of its memory, and readers of it. */
function fresh() {
  const x = new WebAssembly.Instance(new WebAssembly.Module(wasmBytes()), {}).exports;
  const block = x.mj_alloc(4096);
  const u32 = (p) => new DataView(x.memory.buffer).getUint32(p, true);
  const message = () => {
    const needed = block + 4088;
    assert.equal(x.mj_last_error(block, 4000, needed), Status.OK);
    return new TextDecoder().decode(new Uint8Array(x.memory.buffer, block, u32(needed) - 1));
  };
  return { x, block, u32, message, end: () => x.memory.buffer.byteLength };
}

test('mj_last_error refuses buf or needed at or past the end of memory, keeping the message', () => {
  const { x, block, u32, message, end } = fresh();
  assert.equal(x.mj_game_apply(0, 0, 0), Status.NULL_POINTER); // any failing call
  const before = message();
  assert.match(before, /`game` is NULL/);
  const needed = block + 4088;
  for (const buf of [end() - 2, end(), end() + 4096, 0xfffffff0]) {
    assert.equal(x.mj_last_error(buf, 64, needed), Status.INVALID_ARGUMENT, `buf ${buf}`);
  }
  for (const bad of [0xfffffff0, end(), end() - 2, end() - 3]) {
    assert.equal(x.mj_last_error(block, 64, bad), Status.INVALID_ARGUMENT, `needed ${bad}`);
  }
  // A size query with a good `needed` still answers; nothing replaced the message.
  assert.equal(x.mj_last_error(0, 0, needed), Status.BUFFER_TOO_SMALL);
  assert.equal(u32(needed), new TextEncoder().encode(before).length + 1);
  assert.equal(message(), before);
});

test('mj_game_apply and mj_ai_observe_meld refuse a struct pointer past the end of memory', () => {
  const { x, block, u32, message, end } = fresh();
  const rules = x.mj_rules_new_changsha();
  assert.equal(x.mj_game_new(rules, 42n, 0, block), Status.OK);
  const game = u32(block);
  assert.equal(x.mj_ai_new(3, 1n, rules, block), Status.OK);
  const ai = u32(block);
  for (const p of [end(), end() - 1, 0xfffffff0, 0xffffffff]) {
    assert.equal(x.mj_game_apply(game, 0, p), Status.INVALID_ARGUMENT, `action at ${p}`);
    assert.match(message(), /`action` \(0x[0-9a-f]+, 2 bytes\) points outside the module's memory/);
    assert.equal(x.mj_ai_observe_meld(ai, p, -1), Status.INVALID_ARGUMENT, `meld at ${p}`);
    assert.match(message(), /`meld` \(0x[0-9a-f]+, 2 bytes\) points outside the module's memory/);
  }
  assert.equal(x.mj_game_apply(game, 0, 0), Status.NULL_POINTER);
  assert.equal(x.mj_ai_observe_meld(ai, 0, -1), Status.NULL_POINTER);
  // The instance goes on: the AI's choice, passed by pointer, is played.
  assert.equal(x.mj_game_ai_action(game, 0, ai, block), Status.OK);
  assert.equal(x.mj_game_apply(game, 0, block), Status.OK);
});

test('mj_settle_win refuses analyses no hand could have', () => {
  const mj = library();
  const rules = mj.Rules.changsha();
  // 碰碰胡 (111m 444m 777s 999p 22s: four triplets and a 2-5-8 pair).
  const base = mj.analyzeWin(rules, [0, 0, 0, 3, 3, 3, 15, 15, 15, 26, 26, 26, 10, 10]);
  assert.equal(base.bigHandsMask, 1);
  assert.deepEqual(mj.settleWin(rules, base, 1, 0, 0), mj.settleWin(rules, base, 1, 0, 0));
  const units = (slots) => { const u = new Array(16).fill(0); for (const [i, n] of slots) u[i] = n; return u; };
  const tianhu = { ...base, bigHandsMask: 1 | 1 << 6, units: 2, bigHandUnits: units([[0, 1], [6, 1]]) };
  assert.equal(mj.settleWin(rules, tianhu, 1, SELF_DRAW, 0).reduce((a, b) => a + b), 0);
  const all13 = units([...Array(13).keys()].map((i) => [i, i === 4 ? 2 : 1]));
  const cases = [
    ['碰碰胡 worth 255', { ...base, units: 255, bigHandUnits: units([[0, 255]]) }, 0, '碰碰胡 is worth 1-1 unit(s), not 255'],
    ['all 13 big hands', { ...base, bigHandsMask: (1 << 13) - 1, units: 14, bigHandUnits: all13 }, SELF_DRAW, 'cannot be one hand'],
    ['win with no target', { ...base, targetsMask: 0 }, 0, 'no target'],
    ['small with a big hand', { ...base, small: true }, 0, 'small = true'],
    ['units not the sum', { ...base, units: 9 }, 0, 'units = 9 but the big hands add up to 1'],
    ['a unit past the last big hand', { ...base, bigHandUnits: units([[0, 1], [14, 1]]) }, 0, 'big_hand_units[14]'],
    ['天胡 paid by a discarder', tianhu, 3, '天胡 is self-drawn'],
    ['天胡 with 地胡', { ...tianhu, bigHandsMask: tianhu.bigHandsMask | 1 << 7, units: 3, bigHandUnits: units([[0, 1], [6, 1], [7, 1]]) }, SELF_DRAW, '天胡 is won by self-draw and 地胡'],
    ['unknown target bits', { ...base, targetsMask: base.targetsMask | 1 << 20 }, 0, 'targets = 0x'],
  ];
  for (const [what, analysis, payer, fragment] of cases) {
    assert.throws(() => mj.settleWin(rules, analysis, 1, payer, 0), (e) => {
      assert.ok(e instanceof MajiangError, `${what}: ${e}`);
      assert.equal(e.status, Status.INVALID_ARGUMENT, `${what}: ${e.message}`);
      assert.ok(e.message.includes(fragment), `${what}: '${e.message}' lacks '${fragment}'`);
      return true;
    });
  }
  rules.free();
});

test('a record whose header scores would wrap is refused', () => {
  const mj = library();
  const rules = mj.Rules.changsha();
  const game = new mj.Game(rules, 3n, 0);
  for (let s = game.state(); s.nextSeat !== 255; s = game.state()) game.apply(s.nextSeat, game.legalActions(s.nextSeat)[0]);
  const record = game.recordJson();
  game.free();
  mj.Game.replay(record).free();
  for (const scores of ['[2147483640,0,0,0]', '[0,0,-2147483648,5]', '[1000000001,0,0,0]']) {
    const bad = record.replace('"scores":[0,0,0,0]', `"scores":${scores}`);
    assert.notEqual(bad, record);
    assert.throws(() => mj.Game.replay(bad), (e) => {
      assert.equal(e.status, Status.PARSE_ERROR, e.message);
      assert.match(e.message, /line 1: header: score out of range: scores\[\d\] = -?\d+/);
      return true;
    });
  }
  rules.free();
});
