// A seeded fuzzer of majiang.wasm's raw exports, in fresh instances: every mj_* function of
// the header, called with pointers anywhere in the memory, at its very end and past it,
// lengths that lie, handles of the wrong kind, and the input structs (MjMeld, MjAction,
// MjWinContext, MjWinAnalysis, MjTileCounts, text) filled with random or plausible bytes.
// The header promises that such a call returns a status, never traps: a pointer, array or
// string reaching past the end of the memory fails with MJ_STATUS_INVALID_ARGUMENT.
//
// What a host cannot do without undefined behaviour (conventions.md) is left out, so that a
// trap is always a library bug: writing through a pointer into memory it does not own (an
// output in the module's heap), freeing what mj_alloc did not return, freeing twice.
// Outputs therefore point into a scratch block of the fuzzer's own, or past the end.
//
// MAJIANG_WASM_FUZZ_CALLS sets the number of calls (default 30,000); the seed is fixed, and
// a failure names the call to replay.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repo, wasmBytes } from './helpers.js';

/** sfc32: a small seeded generator (the same calls on every run). */
function generator(seed) {
  let a = 0x9e3779b9, b = 0x243f6a88, c = 0xb7e15162, d = seed >>> 0;
  const next = () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) next();
  const below = (n) => Math.floor((next() / 2 ** 32) * n);
  return { next, below, pick: (xs) => xs[below(xs.length)], chance: (p) => next() / 2 ** 32 < p };
}

/** The functions of include/majiang.h: name, return type and parameter types. */
function prototypes() {
  const header = readFileSync(join(repo, 'include', 'majiang.h'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  const re = /(^|\n)\s*([A-Za-z_][\w \t*]*?)\b(mj_\w+)\s*\(([^)]*)\)\s*;/g;
  const out = [];
  for (let m; (m = re.exec(header)); ) {
    const params = m[4].trim() === 'void' ? [] : m[4].split(',').map((p) => p.trim().replace(/\s+/g, ' '));
    out.push({
      name: m[3],
      returns: m[2].trim(),
      params: params.map((p) => ({ type: p.replace(/\s*\b\w+$/, '').trim(), name: p.match(/(\w+)$/)[1] })),
    });
  }
  return out;
}

const HANDLES = { MjRules: 'rules', MjAi: 'ai', MjGame: 'game' };
const STATUSES = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
const SCRATCH = 1 << 18;
const PLAUSIBLE_RECORD =
  '{"majiang":"game","version":1,"rules":{},"seed":1,"dealer":0,"scores":[0,0,0,0]}\n';

/** One instance with its live handles and a scratch block the fuzzer owns. */
function instance(module) {
  const x = new WebAssembly.Instance(module, {}).exports;
  const scratch = x.mj_alloc(SCRATCH);
  assert.ok(scratch > 0);
  const live = { rules: [x.mj_rules_new_changsha(), x.mj_rules_new_standard(), x.mj_rules_new_eval_v1()], ai: [], game: [] };
  const out = scratch; // a 4-byte out-parameter for the set-up calls
  const made = (status) => {
    assert.equal(status, 0);
    return new DataView(x.memory.buffer).getUint32(out, true);
  };
  // A new live handle of a kind, when the fuzzer has freed them all.
  const make = {
    rules: () => x.mj_rules_new_changsha(),
    ai: () => made(x.mj_ai_new(3, 7n, live.rules[0], out)),
    game: () => made(x.mj_game_new(live.rules[0], 9n, 1, out)),
  };
  live.ai.push(made(x.mj_ai_new(0, 7n, live.rules[1], out)), make.ai());
  live.game.push(made(x.mj_game_new(live.rules[2], 9n, 0, out)), make.game());
  return { x, scratch, live, make };
}

/** Bytes for an input struct or array: random, or what the type usually holds. */
function fill(rng, u8, at, n, type) {
  for (let i = 0; i < n; i++) {
    let v = rng.next() & 0xff;
    if (!rng.chance(0.25)) {
      if (type.includes('MjMeld') || type.includes('MjAction')) v = i % 2 === 0 ? rng.below(8) : rng.below(36);
      else if (type.includes('MjWinContext')) v = rng.below(3) === 0 ? v : rng.below(2);
      else if (type.includes('MjTileCounts')) v = rng.below(6);
      else if (type.includes('MjWinAnalysis')) v = i < 12 ? (i % 4 === 0 ? rng.below(64) : 0) : rng.below(3);
      else if (type.includes('uint8_t')) v = rng.below(36);
    }
    u8[at + i] = v;
  }
}

/** Arguments for one call of `proto`; `notes` says where each pointer points. */
function argumentsFor(rng, proto, inst) {
  const { x, scratch, live } = inst;
  const end = x.memory.buffer.byteLength;
  const u8 = new Uint8Array(x.memory.buffer);
  const args = [];
  const notes = [];
  const pastEnd = () => rng.pick([end, end + rng.below(64), end - 1, end - 2, end - rng.below(8), 0xfffffff0, 0xffffffff, 0x80000000]);
  for (let i = 0; i < proto.params.length; i++) {
    const { type, name } = proto.params[i];
    const next = proto.params[i + 1];
    const counted = next && next.type === 'size_t';
    const base = type.replace(/const |\s*\*+$/g, '').trim();
    if (type === 'uint64_t') {
      args.push(BigInt.asUintN(64, (BigInt(rng.next()) << 32n) | BigInt(rng.next())));
      notes.push('seed');
    } else if (!type.includes('*')) {
      // int32_t, uint32_t, uint8_t, size_t: small, edge or any value (a lying length too).
      const v = rng.pick([rng.below(40) - 3, rng.below(256), rng.next() | 0, -1, 0, 0x7fffffff, end, end - 1, 0xffffffff]);
      args.push(v);
      notes.push(String(v));
    } else if (HANDLES[base] && !type.endsWith('**')) {
      const kind = HANDLES[base];
      const other = rng.pick(Object.values(HANDLES).filter((k) => k !== kind));
      const r = rng.below(10);
      const h =
        r < 5 ? rng.pick(live[kind])
        : r < 6 ? rng.pick(live[other])
        : r < 7 ? 0
        : r < 9 ? pastEnd()
        : rng.below(end);
      args.push(h >>> 0);
      notes.push(`${kind}@${h >>> 0}`);
    } else {
      const input = type.startsWith('const ') && !type.endsWith('**');
      const r = rng.below(10);
      let p;
      if (r === 0) p = 0;
      else if (r < 3) p = pastEnd();
      else if (input && r < 4) p = rng.below(end); // reading anywhere in the memory is harmless
      else {
        // The fuzzer's own block, with room for any honest count and struct.
        p = scratch + rng.below(SCRATCH - 64 * 64);
        if (input) {
          if (base === 'char') {
            const text = rng.pick(['123m456p789s11z', 'peng:5m chi:123s', PLAUSIBLE_RECORD, '\u00ff\u00fe', '五万', '']);
            const bytes = new TextEncoder().encode(text);
            u8.set(bytes, p);
            u8[p + bytes.length] = rng.chance(0.9) ? 0 : 0x41;
          } else {
            fill(rng, u8, p, 64 * 16, type);
          }
        }
      }
      args.push(p >>> 0);
      notes.push(`${name}@${p >>> 0}`);
      if (counted) {
        // Its count: honest (fits the block), 0, or a lie reaching past the end.
        const lie = rng.below(4);
        const n = lie === 0 ? rng.pick([0x7fffffff, 0xffffffff, end, end - p + 1, 0x10000000]) : rng.below(lie === 1 ? 3 : 40);
        args.push(n >>> 0);
        notes.push(`len ${n >>> 0}`);
        i++;
      }
    }
  }
  return { args, notes };
}

/** The message after a refusal, read with pointers into the scratch block. */
function lastError(inst) {
  const { x, scratch } = inst;
  const needed = scratch + SCRATCH - 8;
  const buf = scratch + SCRATCH - 4096 - 8;
  const s = x.mj_last_error(buf, 4096, needed);
  assert.equal(s, 0, 'mj_last_error with good pointers');
  const n = new DataView(x.memory.buffer).getUint32(needed, true);
  return new TextDecoder().decode(new Uint8Array(x.memory.buffer, buf, n - 1));
}

// Calls a host may not make (undefined behaviour by the header's own words), or that end
// the instance's usefulness: freeing memory mj_alloc did not return or handles twice.
const SKIPPED = new Set(['mj_dealloc']);

test('raw exports: pointers in and past memory, lying lengths, bad structs never trap', () => {
  const module = new WebAssembly.Module(wasmBytes());
  const protos = prototypes().filter((p) => !SKIPPED.has(p.name));
  const calls = Number(process.env.MAJIANG_WASM_FUZZ_CALLS ?? 30000);
  const rng = generator(0x24f022);
  let inst = instance(module);
  const tally = { calls: 0, ok: 0, refused: 0, pastEnd: 0, instances: 1 };
  for (let k = 0; k < calls; k++) {
    if (k % 1000 === 999) {
      inst = instance(module);
      tally.instances++;
    }
    const proto = rng.pick(protos);
    const f = inst.x[proto.name];
    assert.equal(typeof f, 'function', proto.name);
    assert.equal(f.length, proto.params.length, `${proto.name}: the header's arity`);
    const { args, notes } = argumentsFor(rng, proto, inst);
    const end = inst.x.memory.buffer.byteLength;
    const where = `call ${k}: ${proto.name}(${notes.join(', ')}) with memory ${end}`;
    let result;
    try {
      result = f(...args);
    } catch (e) {
      assert.fail(`${where} threw ${e && e.name}: ${e && e.message}`);
    }
    tally.calls++;
    if (proto.name.endsWith('_free')) {
      // A live handle freed: no longer live (freed handles are never passed again).
      for (const kind of Object.keys(inst.live)) {
        inst.live[kind] = inst.live[kind].filter((h) => h !== args[0]);
        if (inst.live[kind].length === 0) inst.live[kind].push(inst.make[kind]());
      }
      continue;
    }
    if (proto.returns !== 'MjStatus') continue;
    assert.ok(STATUSES.has(result), `${where}: status ${result}`);
    if (result === 0 || result === 9) {
      tally.ok++;
      continue;
    }
    tally.refused++;
    // mj_last_error never replaces the message it is asked for, so its refusals leave none.
    if (proto.name === 'mj_last_error') continue;
    const message = lastError(inst);
    assert.ok(message.length > 0, `${where}: status ${result} without a message`);
    if (/outside the module's memory|before the memory ends/.test(message)) tally.pastEnd++;
  }
  console.log(
    `wasm fuzz: ${tally.calls} calls in ${tally.instances} instances, ${tally.ok} answered, ` +
      `${tally.refused} refused (${tally.pastEnd} for pointers past the memory's end), no trap`,
  );
  assert.ok(tally.pastEnd > calls / 20 && tally.ok > calls / 50, JSON.stringify(tally));
});

// The rule-combination fuzz of crates/ffi/tests/rule_combinations.rs, on the module: a preset
// changed by random mj_rules_set_option / mj_rules_set_wildcard calls (a refused call leaves
// the rules as they were), then seeded hands played through the raw exports. Whatever the
// setters accept, mj_game_new either refuses with a message or the hand plays to its end
// without a trap, every score sums to zero, and its record replays to the same record.
// MAJIANG_WASM_COMBO_HANDS sets the number of rule sets (default 300, two hands each).
const PANIC = 100; // MJ_STATUS_PANIC: a library bug (on wasm a panic traps instead)
const HU = 10; // MJ_ACTION_KIND_HU
const INVALID_OPTION = 10; // MJ_STATUS_INVALID_OPTION
test('raw exports: random rule combinations play zero-sum and replay, never trap', () => {
  const module = new WebAssembly.Module(wasmBytes());
  const x = new WebAssembly.Instance(module, {}).exports;
  const SCRATCH_SIZE = 1 << 20;
  const scratch = x.mj_alloc(SCRATCH_SIZE);
  assert.ok(scratch > 0);
  const view = () => new DataView(x.memory.buffer);
  const u8 = () => new Uint8Array(x.memory.buffer);
  const out = scratch; // 4-byte out-parameters
  const len = scratch + 8; // a size_t out-parameter
  const state = scratch + 16; // MjGameState: 4 × int32 scores, then its bytes
  const actions = scratch + 64; // up to 64 MjAction (kind, tile)
  const text = scratch + 4096; // names and records
  const inst = { x, scratch };
  const cString = (s) => {
    const bytes = new TextEncoder().encode(s);
    u8().set(bytes, text);
    u8()[text + bytes.length] = 0;
    return text;
  };
  const ok = (status, what) => {
    assert.notEqual(status, PANIC, `${what}: MJ_STATUS_PANIC`);
    assert.equal(status, 0, `${what}: status ${status}: ${status === 0 ? '' : lastError(inst)}`);
  };
  const options = () => {
    const values = [];
    for (let o = 0; o <= 53; o++) {
      const status = x.mj_rules_get_option(rulesNow, o, out);
      // Another table's option is refused (MJ_STATUS_INVALID_OPTION), as its setter is.
      if (status === INVALID_OPTION) {
        values.push('-');
        continue;
      }
      ok(status, 'get_option');
      values.push(view().getInt32(out, true));
    }
    ok(x.mj_rules_get_wildcard(rulesNow, out), 'get_wildcard');
    values.push(view().getInt32(out, true));
    return values.join(',');
  };
  const record = (game) => {
    ok(x.mj_game_record_json(game, text, SCRATCH_SIZE - 8192, len), 'record_json');
    const n = view().getUint32(len, true);
    return new TextDecoder().decode(u8().slice(text, text + n - 1));
  };
  const presets = ['changsha', 'eval-v1', 'standard', 'zhuanzhuan', 'hongzhong', 'sichuan'];
  const rng = generator(0x31);
  const sets = Number(process.env.MAJIANG_WASM_COMBO_HANDS ?? 300);
  const tally = { played: 0, refusedAtStart: 0, setterRefusals: 0, actions: 0 };
  let rulesNow = 0;
  for (let i = 0; i < sets; i++) {
    const name = rng.pick(presets);
    ok(x.mj_rules_new_by_name(cString(name), out), 'rules_new_by_name');
    rulesNow = view().getUint32(out, true);
    const calls = [name];
    for (let k = rng.below(12); k > 0; k--) {
      const before = options();
      let status, call;
      if (rng.below(4) === 0) {
        const tile = rng.pick([-1, 31, rng.below(34)]);
        status = x.mj_rules_set_wildcard(rulesNow, tile);
        call = `wildcard ${tile}`;
      } else {
        const option = rng.below(54);
        const value = rng.pick([0, 1, 1, 0, 2, 3, 4, 5, 6, 8]);
        status = x.mj_rules_set_option(rulesNow, option, value);
        call = `option ${option}=${value}`;
      }
      assert.notEqual(status, PANIC, `${calls} then ${call}: MJ_STATUS_PANIC`);
      if (status === 0) calls.push(call);
      else {
        tally.setterRefusals++;
        assert.ok(lastError(inst).length > 0);
        assert.equal(options(), before, `${calls}: refused ${call} changed the rules`);
      }
    }
    for (const seed of [2 * i, 2 * i + 1]) {
      const where = `${calls.join(' / ')} seed ${seed}`;
      const status = x.mj_game_new(rulesNow, BigInt(seed), seed % 4, out);
      if (status !== 0) {
        assert.notEqual(status, PANIC, `${where}: MJ_STATUS_PANIC`);
        assert.ok(lastError(inst).length > 0, where);
        tally.refusedAtStart++;
        continue;
      }
      const game = view().getUint32(out, true);
      for (;;) {
        ok(x.mj_game_state(game, state), where);
        const scores = [0, 1, 2, 3].map((s) => view().getInt32(state + 4 * s, true));
        assert.equal(scores.reduce((a, b) => a + b, 0), 0, `${where}: scores ${scores}`);
        const seat = u8()[state + 25];
        if (seat === 255) break;
        ok(x.mj_game_legal_actions(game, seat, actions, 64, len), where);
        const n = view().getUint32(len, true);
        assert.ok(n > 0, `${where}: seat ${seat} with nothing legal`);
        let pick = rng.below(n);
        for (let a = 0; a < n; a++) if (u8()[actions + 2 * a] === HU && rng.chance(0.5)) pick = a;
        ok(x.mj_game_apply(game, seat, actions + 2 * pick), `${where}: apply`);
        tally.actions++;
      }
      const written = record(game);
      ok(x.mj_game_replay(cString(written), out), `${where}: replay`);
      const again = view().getUint32(out, true);
      assert.equal(record(again), written, `${where}: the replay is another game`);
      x.mj_game_free(again);
      x.mj_game_free(game);
      tally.played++;
    }
    x.mj_rules_free(rulesNow);
  }
  console.log(
    `wasm rule combinations: ${tally.played} hands played (${tally.actions} actions), ` +
      `${tally.setterRefusals} setter calls refused, ${tally.refusedAtStart} refused at the start`,
  );
  assert.equal(tally.refusedAtStart, 0, 'rules the setters accepted were refused by the game');
  assert.equal(tally.played, 2 * sets);
});
