// Bad input gives a MajiangError with the library's status and message, never a trap, and
// the module answers correctly after every refusal.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ActionKind, Difficulty, MajiangError, NONE, Status, loadSync } from '../majiang.js';
import { library, wasmBytes } from './helpers.js';

const WIN = [0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4];

/** `call` throws a MajiangError of `status` whose message holds `fragment`; then the module still answers. */
function refuses(mj, rules, status, fragment, call) {
  assert.throws(call, (e) => {
    assert.ok(e instanceof MajiangError && e instanceof Error, `${e}`);
    assert.equal(e.code, mj.statusName(status), e.message);
    assert.equal(e.status, status, e.message);
    assert.ok(e.message.includes(fragment), `'${e.message}' lacks '${fragment}'`);
    return true;
  });
  assert.equal(mj.isWin(rules, WIN), true, 'the module still answers');
  assert.equal(mj.shanten(rules, WIN.slice(0, 13)), 0);
}

test('bad hands: sizes, ids, fifth copies, melds, notation', () => {
  const mj = library();
  const rules = mj.Rules.changsha();
  const bad = (status, fragment, call) => refuses(mj, rules, status, fragment, call);
  bad(Status.INVALID_HAND, '15', () => mj.isWin(rules, [...WIN, 5]));
  bad(Status.INVALID_HAND, '200', () => mj.shanten(rules, new Array(200).fill(0)));
  bad(Status.WRONG_HAND_SIZE, '3n+1', () => mj.waits(rules, WIN));
  bad(Status.WRONG_HAND_SIZE, 'got 13', () => mj.isWin(rules, WIN.slice(0, 13)));
  bad(Status.WRONG_HAND_SIZE, '3n+2', () => mj.winningTargets(rules, WIN.slice(0, 13)));
  bad(Status.WRONG_HAND_SIZE, '3n+2', () => new mj.Ai(Difficulty.EXPERT, 1, rules).decideDiscard(WIN.slice(0, 13)));
  bad(Status.INVALID_TILE, 'tiles[3]', () => mj.isWin(rules, [0, 1, 2, 40, ...WIN.slice(4)]));
  bad(Status.INVALID_TILE, 'tiles[0]', () => mj.isWin(rules, [300, ...WIN.slice(1)]));
  bad(Status.INVALID_TILE, 'tiles[1]', () => mj.isWin(rules, [0, -1, ...WIN.slice(2)]));
  bad(Status.INVALID_TILE, 'tiles[2]', () => mj.isWin(rules, [0, 1, 2.5, ...WIN.slice(3)]));
  bad(Status.INVALID_TILE, 'tiles[4]', () => mj.isWin(rules, [0, 1, 2, 3, 'x', ...WIN.slice(5)]));
  bad(Status.INVALID_TILE, 'changsha', () => mj.shanten(rules, [...WIN.slice(0, 12), 27]));
  bad(Status.INVALID_HAND, 'copies', () => mj.isWin(rules, [0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
  bad(Status.INVALID_MELD, 'melds[0].kind = 9', () => mj.isWin(rules, WIN.slice(0, 11), [[9, 4]]));
  bad(Status.INVALID_MELD, 'melds[0]', () => mj.isWin(rules, WIN.slice(0, 11), [{ kind: 0, tile: 8 }]));
  bad(Status.INVALID_MELD, 'melds[0].kind', () => mj.isWin(rules, WIN.slice(0, 11), [{ kind: 256, tile: 4 }]));
  bad(Status.PARSE_ERROR, 'character 2', () => mj.parseTiles('12x'));
  bad(Status.INVALID_MELD, 'pong', () => mj.isWin(rules, WIN.slice(0, 11), 'pong:5m'));
  bad(Status.INVALID_ARGUMENT, '`target` = 7', () => mj.shantenFor(rules, 7, WIN));
  bad(Status.INVALID_ARGUMENT, '`unseen` has 3 counts', () => mj.waitCounts(rules, WIN.slice(0, 13), [], [1, 2, 3]));
  bad(Status.INVALID_ARGUMENT, '`tiles`', () => mj.isWin(rules, 42));
  bad(Status.INVALID_ARGUMENT, '`ctx.kong_flip` = 2', () => mj.analyzeWin(rules, WIN, [], { kongFlip: 2 }));
  const a = mj.analyzeWin(rules, WIN);
  bad(Status.INVALID_ARGUMENT, 'small', () => mj.settleWin(rules, { ...a, small: false }, 1, 0, 0));
  bad(Status.INVALID_ARGUMENT, 'seats', () => mj.settleWin(rules, a, 4, 0, 0));
  bad(Status.WRONG_HAND_SIZE, '13', () => mj.openingWins(rules, WIN.slice(0, 5)));
  rules.free();
});

test('bad rules, AIs and games', () => {
  const mj = library();
  const rules = mj.Rules.changsha();
  const bad = (status, fragment, call) => refuses(mj, rules, status, fragment, call);
  bad(Status.INVALID_OPTION, 'birds = 3', () => rules.set(11, 3));
  bad(Status.INVALID_ARGUMENT, '`option` = 99', () => rules.set(99, 1));
  bad(Status.INVALID_TILE, '40', () => { rules.wildcard = 40; });
  assert.equal(rules.get(11), 2, 'a refused option leaves the rules unchanged');
  bad(Status.INVALID_ARGUMENT, '`difficulty` = 7', () => new mj.Ai(7, 1, rules));
  bad(Status.INVALID_ARGUMENT, '`seed` = -1', () => new mj.Ai(0, -1, rules));
  bad(Status.INVALID_ARGUMENT, '`seed`', () => new mj.Ai(0, 2n ** 64n, rules));
  bad(Status.INVALID_ARGUMENT, '`rules` is not a Rules', () => new mj.Ai(0, 1, {}));
  const expert = new mj.Ai(Difficulty.EXPERT, 1, rules);
  bad(Status.INVALID_ARGUMENT, '`wall_left` = 1000', () => expert.setWallLeft(1000));
  assert.equal(expert.seat, NONE, 'a new Ai has no seat');
  expert.seat = 0;
  bad(Status.WRONG_HAND_SIZE, 'whole hand', () => expert.shouldPeng([0, 1, 2, 12, 13, 14, 24, 25, 26, 4], 4));
  bad(Status.INVALID_TILE, 'tile', () => expert.observeDiscard(99));
  for (let i = 0; i < 4; i++) expert.observeDiscard('5m');
  bad(Status.INVALID_HAND, '5', () => expert.observeDiscard('5m'));
  bad(Status.INVALID_MELD, 'kind', () => expert.observeMeld({ kind: 7, tile: 0 }));
  expert.free();
  const game = new mj.Game(rules, 9, 0);
  const before = game.state();
  bad(Status.INVALID_ARGUMENT, '`action.kind` = 20', () => game.apply(0, [20, 0]));
  bad(Status.INVALID_ARGUMENT, 'names no tile', () => game.apply(0, [ActionKind.PENG, 5]));
  bad(Status.ILLEGAL_ACTION, 'not legal', () => game.apply(0, [ActionKind.CHI, 0]));
  bad(Status.ILLEGAL_ACTION, 'seat 1 has no decision', () => game.apply(1, [ActionKind.PASS, 0]));
  bad(Status.INVALID_ARGUMENT, 'seats are 0-3', () => game.hand(7));
  bad(Status.PARSE_ERROR, 'line 1', () => mj.Game.replay('{}'));
  const after = game.state();
  assert.deepEqual(after, before, 'refused actions leave the game unchanged');
  game.free();
  rules.free();
});

test('freed handles, double free, handles of another instance', () => {
  const mj = library();
  const rules = mj.Rules.changsha();
  const gone = mj.Rules.standard();
  const ai = new mj.Ai(Difficulty.HARD, 1, rules);
  const game = new mj.Game(rules, 1, 0);
  for (const h of [gone, ai, game]) {
    h.free();
    assert.equal(h.freed, true);
    h.free(); // a second free is a no-op
  }
  const bad = (status, fragment, call) => refuses(mj, rules, status, fragment, call);
  bad(Status.NULL_POINTER, 'was freed', () => mj.isWin(gone, WIN));
  bad(Status.NULL_POINTER, 'was freed', () => gone.get(0));
  bad(Status.NULL_POINTER, 'was freed', () => ai.decideDiscard(WIN));
  bad(Status.NULL_POINTER, 'was freed', () => game.state());
  bad(Status.NULL_POINTER, 'was freed', () => new mj.Ai(0, 1, gone));
  const other = loadSync(wasmBytes());
  const foreign = other.Rules.changsha();
  bad(Status.INVALID_ARGUMENT, 'of this module', () => mj.isWin(foreign, WIN));
  assert.equal(other.isWin(foreign, WIN), true);
  foreign.free();
  rules.free();
});

test('raw exports: every refusal is a status with a message, mj_dealloc checks the size', () => {
  const mj = loadSync(wasmBytes());
  const x = mj.exports;
  const u8 = () => new Uint8Array(x.memory.buffer);
  const lastError = () => {
    const np = x.mj_alloc(4);
    x.mj_last_error(0, 0, np);
    const n = new DataView(x.memory.buffer).getUint32(np, true);
    const p = x.mj_alloc(n);
    assert.equal(x.mj_last_error(p, n, np), 0);
    const text = new TextDecoder().decode(u8().subarray(p, p + n - 1));
    x.mj_dealloc(p, n);
    x.mj_dealloc(np, 4);
    return text;
  };
  const rules = x.mj_rules_new_changsha();
  const tiles = x.mj_alloc(16);
  const out = x.mj_alloc(8);
  u8().set(WIN, tiles);
  assert.equal(x.mj_is_win(rules, tiles, 14, 0, 0, out), Status.OK);
  assert.equal(u8()[out], 1);
  assert.equal(x.mj_is_win(rules, tiles, 15, 0, 0, out), Status.INVALID_HAND, 'wrong size');
  u8()[tiles + 3] = 40;
  assert.equal(x.mj_is_win(rules, tiles, 14, 0, 0, out), Status.INVALID_TILE);
  assert.match(lastError(), /tiles\[3\]/);
  assert.equal(x.mj_is_win(0, tiles, 14, 0, 0, out), Status.NULL_POINTER);
  assert.match(lastError(), /`rules` is NULL/);
  assert.equal(x.mj_is_win(rules, 0, 14, 0, 0, out), Status.NULL_POINTER);
  x.mj_dealloc(tiles, 15);
  assert.match(lastError(), /`size` = 15 but the block holds 16 bytes/);
  x.mj_dealloc(tiles, 16);
  x.mj_dealloc(out, 8);
  x.mj_dealloc(0, 3);
  // Pointers past the end of the memory are refused, not read (which would trap).
  const end = x.memory.buffer.byteLength;
  assert.equal(x.mj_is_win(rules, end - 4, 14, 0, 0, out + 0), Status.INVALID_ARGUMENT);
  assert.match(lastError(), /`tiles` .* points outside the module's memory/);
  assert.equal(x.mj_is_win(rules, tiles, 14, 0, 0, end + 64), Status.INVALID_ARGUMENT, 'out-parameter');
  assert.equal(x.mj_shanten(rules, 0x7ffffff0, 0x7ffff, 0, 0, out), Status.INVALID_ARGUMENT);
  const text = x.mj_alloc(8);
  u8().fill(65, end - 3, end); // 'AAA' up to the end, no NUL
  assert.equal(x.mj_parse_tiles(end - 3, text, 8, out), Status.INVALID_ARGUMENT);
  assert.match(lastError(), /no NUL before the memory ends/);
  assert.equal(x.mj_ai_reset(end + 8), Status.INVALID_ARGUMENT, 'a handle outside the memory');
  x.mj_dealloc(text, 8);
  assert.equal(x.mj_alloc(0xfffffff8), 0, 'an impossible size is NULL, not a trap');
  assert.match(lastError(), /too large|out of memory/);
  x.mj_rules_free(rules);
  x.mj_rules_free(0);
  assert.equal(mj.isWin(mj.Rules.changsha(), WIN), true);
});
