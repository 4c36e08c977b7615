// The shared case files through majiang.wasm, checked as tests/ffi/consumer.py checks them
// through libmajiang: every hand of cases.txt, every line of analysis.txt.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Difficulty, MajiangError, Status, Target, KINDS } from '../majiang.js';
import { caseLines, library, meldsOf, maskOf, rulesFor, tilesOf, join_, wasmBytes, wasmPath } from './helpers.js';

/** Collects failed checks so one run reports them all; returns [check, finish]. */
function checker(t) {
  const failures = [];
  let checks = 0;
  const check = (ok, what) => {
    checks++;
    if (!ok) failures.push(what);
  };
  const finish = (minimum) => {
    t.diagnostic(`${checks} checks`);
    assert.deepEqual(failures, []);
    assert.ok(checks >= minimum, `${checks} checks`);
    return checks;
  };
  return [check, finish];
}

function expectError(check, what, status, fragment, call) {
  try {
    call();
    check(false, `${what}: no error`);
  } catch (e) {
    check(e instanceof MajiangError && e instanceof Error, `${what}: ${e} is not a MajiangError`);
    check(e.status === status, `${what}: status ${e.status} (${e.message})`);
    check(e.message.includes(fragment), `${what}: message '${e.message}' lacks '${fragment}'`);
  }
}

test('cases.txt: win, targets, shanten (all and per target), waits, wait counts', (t) => {
  const mj = library();
  const [check, finish] = checker(t);
  const lines = caseLines('cases.txt');
  for (const [n, f] of lines) {
    const at = `cases.txt line ${n}: `;
    assert.equal(f.length, 9, at + 'nine fields');
    const tiles = tilesOf(f[2]);
    const melds = meldsOf(f[3]);
    check(mj.parseTiles(f[1]).join(',') === f[2], at + 'parse ' + f[1]);
    check(mj.formatTiles(tiles) === f[1], at + 'format');
    const rules = rulesFor(mj, f[0]);
    if (f[4] === '-') {
      // A 3n+1 hand lacks its winning tile: both win checks refuse it.
      expectError(check, at + 'win of 3n+1', Status.WRONG_HAND_SIZE, '3n+2', () => mj.isWin(rules, tiles, melds));
      expectError(check, at + 'targets of 3n+1', Status.WRONG_HAND_SIZE, '3n+2', () => mj.winningTargets(rules, tiles, melds));
    } else {
      check(mj.isWin(rules, tiles, melds) === (f[4] === '1'), at + 'win');
      check(maskOf(mj.winningTargets(rules, tiles, melds)) === Number(f[5]), at + 'targets');
    }
    check(mj.shanten(rules, tiles, melds) === Number(f[6]), at + 'shanten');
    f[7].split(',').map(Number).forEach((want, target) => {
      const got = mj.shantenFor(rules, target, tiles, melds);
      check((got ?? 99) === want, `${at}target ${target}: ${got}`);
    });
    if (f[8] === '-') {
      expectError(check, at + 'waits of 3n+2', Status.WRONG_HAND_SIZE, '3n+1', () => mj.waits(rules, tiles, melds));
    } else {
      const waits = mj.waits(rules, tiles, melds);
      check(maskOf(waits) === Number(f[8]), at + 'waits ' + waits);
      const counts = mj.waitCounts(rules, tiles, melds);
      check(counts.every((c, id) => c === 0 || waits.includes(id)), at + 'wait counts only on waits');
      if (waits.length) {
        const unseen = new Array(KINDS).fill(4);
        unseen[waits[0]] = 0;
        const c = mj.waitCounts(rules, tiles, melds, unseen);
        check(c[waits[0]] === 0 && waits.slice(1).every((id) => c[id] === 4), at + 'wait counts with unseen');
      }
    }
    rules.free();
  }
  assert.ok(lines.length > 250, `${lines.length} hands`);
  t.diagnostic(`${lines.length} hands`);
  finish(2500);
});

test('analysis.txt: win analyses and payments, opening wins, ranked discards, tutorial AIs, EXPERT hints', (t) => {
  const mj = library();
  const [check, finish] = checker(t);
  const lines = caseLines('analysis.txt');
  const kinds = {};
  for (const [n, f] of lines) {
    const at = `analysis.txt line ${n}: `;
    kinds[f[0]] = (kinds[f[0]] ?? 0) + 1;
    const rules = rulesFor(mj, f[1]);
    if (f[0] === 'win') {
      const flags = [...f[5]].map((c) => c === '1');
      const ctx = { selfDraw: flags[0], lastTile: flags[1], kongFlip: flags[2], robbedKong: flags[3], firstTurn: flags[4], dealer: flags[5] };
      const a = mj.analyzeWin(rules, tilesOf(f[3]), meldsOf(f[4]), ctx);
      const got = [+a.win, +a.small, a.units, a.bigHandsMask, a.targetsMask].join('\t');
      check(got === f.slice(6, 11).join('\t'), at + 'analysis ' + got);
      check(maskOf(a.targets) === a.targetsMask, at + 'targets list');
      check(join_(a.bigHands.map((b) => `${b.id}:${b.units}`)) === f[11], at + 'big hands');
      if (a.win) {
        const d = mj.settleWin(rules, a, Number(f[12]), Number(f[13]), Number(f[14]), tilesOf(f[15]));
        check(join_(d) === f[16], at + 'settle ' + d);
      }
    } else if (f[0] === 'opening') {
      const w = mj.openingWins(rules, tilesOf(f[3]));
      check(join_(w.counts) === f[4], at + 'counts ' + w.counts);
      check(join_(w.wins.map((x) => `${x.id}:${x.count}`)) === f[5], at + 'names');
      check(join_(mj.settleOpening(rules, Number(f[6]), w.total, Number(f[7]))) === f[8], at + 'settle opening');
    } else if (f[0] === 'discard') {
      const options = mj.discardOptions(rules, tilesOf(f[3]), meldsOf(f[4]));
      const text = join_(options.map((o) => [o.tile, o.index, o.shanten, o.usefulKinds.length, o.unseenCopies, maskOf(o.usefulKinds)].join(':')));
      check(text === f[5], at + 'options ' + text);
    } else if (f[0] === 'hint') {
      const tiles = tilesOf(f[3]);
      const melds = meldsOf(f[4]);
      const ai = new mj.Ai(Difficulty.EXPERT, 0, rules);
      for (const tile of tilesOf(f[5])) ai.observeDiscard(tile);
      ai.setWallLeft(Number(f[6]));
      const hints = ai.hints(tiles, melds);
      const text = join_(
        hints.map((h) =>
          [h.tile, h.index, h.shanten, h.usefulKinds.length, h.unseenCopies, maskOf(h.usefulKinds), maskOf(h.targets), h.winProb.toFixed(6), h.points.toFixed(6)].join(':'),
        ),
      );
      check(text === f[7], at + 'hints ' + text);
      check(hints[0].reason === f[9], at + 'reason ' + hints[0].reason);
      check(hints.every((h) => h.reasonZh.startsWith('打 ')), at + 'reasons zh');
      check(join_(ai.hintReasons(tiles, melds)) === join_(hints.map((h) => h.reason)), at + 'hintReasons');
      check(hints[0].drawsLeft === hints[0].unseenCopies && hints[0].draws === hints[0].usefulKinds
        && !Object.keys(hints[0]).includes('drawsLeft'), at + 'deprecated names, not enumerable');
      const rest = tiles.slice(0, -1);
      const tile = tiles[tiles.length - 1];
      let claims = [ai.shouldPeng, ai.shouldChi, ai.shouldGang].map((ask) => (ask.call(ai, rest, tile, Difficulty.EXPERT) ? '1' : '0')).join('');
      claims += ai.shouldHuDiscard(rest, tile, melds) ? '1' : '0';
      check(claims === f[8], at + 'claims ' + claims);
      ai.free();
    } else if (f[0] === 'ai') {
      const ai = new mj.Ai(Number(f[2]), BigInt(f[3]), rules);
      const tiles = tilesOf(f[5]);
      check(ai.decideDiscard(tiles, meldsOf(f[6])) === Number(f[7]), at + 'discard');
      const rest = tiles.slice(0, -1);
      const tile = tiles[tiles.length - 1];
      let answers = '';
      for (const d of [Difficulty.EASY, Difficulty.MEDIUM, Difficulty.HARD]) {
        for (const ask of [ai.shouldPeng, ai.shouldChi, ai.shouldGang]) answers += ask.call(ai, rest, tile, d) ? '1' : '0';
      }
      check(answers === f[8], at + 'answers ' + answers);
      ai.free();
    } else {
      check(false, at + 'unknown line');
    }
    rules.free();
  }
  t.diagnostic(`lines by kind: ${JSON.stringify(kinds)}`);
  assert.ok(kinds.win > 30 && kinds.opening > 10 && kinds.discard > 10 && kinds.ai > 10 && kinds.hint > 10, JSON.stringify(kinds));
  finish(200);
});

test('notation: both notations, melds, names', () => {
  const mj = library();
  assert.equal(mj.formatTilesChinese([4, 12, 26]), '五万 四条 九筒');
  assert.deepEqual(mj.parseTiles('五万 东'), [4, 27]);
  assert.deepEqual(mj.parseMelds('peng:5m chi:345s'), [{ kind: 1, tile: 4 }, { kind: 0, tile: 11 }]);
  assert.equal(mj.bigHandIdName(4), 'haohua_qixiaodui');
  assert.equal(mj.bigHandChineseName(0), '碰碰胡');
  assert.equal(mj.openingWinChineseName(3), '六六顺');
  assert.equal(mj.statusName(Status.INVALID_TILE), 'MJ_STATUS_INVALID_TILE');
  assert.equal(mj.abiVersion(), 3);
  assert.match(mj.version(), /^\d+\.\d+\.\d+/);
  const rules = mj.Rules.changsha();
  // Tiles and melds as notation everywhere a hand is asked for.
  assert.equal(mj.isWin(rules, '123m456s789p23455m'), true);
  assert.deepEqual(mj.waits(rules, '123m456s789p2345m'), [1, 4]);
  assert.equal(mj.shanten(rules, '22m', 'peng:5m peng:8s gang:2p an_gang:5p'), -1);
  assert.deepEqual(mj.shantenFor(rules, Target.QUANQIUREN, '123m456s789p2345m'), null);
  rules.free();
});

test('load: a path, a file: URL, bytes, a compiled module, the brotli file', async () => {
  const { load } = await import('../majiang.js');
  const { pathToFileURL } = await import('node:url');
  const { existsSync } = await import('node:fs');
  const sources = [wasmPath, pathToFileURL(wasmPath), wasmBytes(), new WebAssembly.Module(wasmBytes())];
  if (existsSync(wasmPath + '.br')) sources.push(wasmPath + '.br');
  assert.equal(sources.length, 5, 'build.sh writes majiang.wasm.br beside majiang.wasm');
  for (const source of sources) {
    const mj = await load(source);
    const rules = mj.Rules.changsha();
    assert.equal(mj.isWin(rules, '123m456s789p23455m'), true, String(source).slice(0, 40));
    rules.free();
  }
});
