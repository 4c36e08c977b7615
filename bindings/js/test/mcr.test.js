// 国标 (MCR) through majiang.wasm: a worked hand's fans (中文, English, value, count) with
// flowers, the minimum, shanten over every form, waits with their fans, a situation as words
// or a value, refusals with their messages, and HARD hands whose FLOWER events count each
// seat's flowers and whose wins carry their fan lists.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from './helpers.js';
import { Difficulty, EventKind, MajiangError, McrFan as F, NONE, Status } from '../majiang.js';

function refused(call, status, fragment) {
  assert.throws(call, (e) => e instanceof MajiangError && e.status === status && e.message.includes(fragment));
}

test('a worked hand, the minimum, shanten and waits', () => {
  const mj = library();
  const rules = mj.Rules.byName('mcr');
  const a = mj.mcrAnalyze(rules, '678m123p44477z', 'peng:7s', 'win:7m seat:S round:W flowers:3');
  assert.deepEqual(
    [a.win, a.fan, a.fanWithoutFlowers, a.meetsMinimum, a.flowers, a.shanten],
    [true, 11, 8, true, 3, 0],
  );
  assert.deepEqual(a.fans.map((f) => [f.name, f.count]), [['五门齐', 1], ['幺九刻', 1], ['独听・嵌张', 1], ['花牌', 3]]);
  assert.deepEqual(a.fans[0], { fan: F.ALL_TYPES, id: 'all_types', name: '五门齐', english: 'All Types', value: 6, count: 1 });
  const value = { win: '7m', seat: 1, round: 2, flowers: 3 };
  assert.deepEqual(mj.mcrAnalyze(rules, '678m123p44477z', 'peng:7s', value), a);
  assert.deepEqual(mj.mcrSituation('win:7m seat:S round:W flowers:3'), {
    win: 6, selfDrawn: false, lastCopy: false, kong: false, lastTile: false, seat: 1, round: 2, flowers: 3,
  });
  const low = mj.mcrAnalyze(rules, '123m456m789p234s55p');
  assert.ok(low.win && !low.meetsMinimum && low.fan < 8);
  assert.deepEqual(mj.mcrAnalyze(rules, '123m456m147p234s19p'), {
    win: false, fan: 0, fanWithoutFlowers: 0, meetsMinimum: false, shanten: 1, flowers: 0, fans: [],
  });
  assert.equal(mj.shanten(rules, '147m258s36p12345z'), 0);
  const waits = mj.mcrWaits(rules, '1112345678999m', null, 'win:1m self_drawn flowers:1');
  assert.deepEqual(waits.map((w) => w.tile), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
  for (const w of waits) assert.ok(w.analysis.fans[0].fan === F.NINE_GATES && w.analysis.flowers === 1);
  assert.equal(mj.mcrFanValue(F.FULL_FLUSH), 24);
  assert.equal(mj.mcrFanChineseName(F.SINGLE_WAIT), '独听・单钓');
  assert.equal(mj.mcrFanEnglishName(F.FLOWER_TILES), 'Flower Tiles');
  refused(() => mj.mcrAnalyze(rules, '11122233344455m', null, 'win:5m last_copy'), Status.INVALID_ARGUMENT, '和绝张');
  refused(() => mj.mcrAnalyze(rules, '11122233344455m', null, 'tsumo'), Status.PARSE_ERROR, 'context words are');
  refused(() => mj.mcrAnalyze(rules, '11122233344455m', null, { win: '5m', seat: 4 }), Status.INVALID_ARGUMENT, 'situation.seat');
  refused(() => mj.mcrWaits(rules, '11122233344455m'), Status.WRONG_HAND_SIZE, '3n+1');
  const sc = mj.Rules.sichuan();
  refused(() => mj.mcrAnalyze(sc, '11122233344455m'), Status.INVALID_ARGUMENT, 'not 国标麻将');
  refused(() => mj.mcrFanIdName(0), Status.INVALID_ARGUMENT, 'MjMcrFan (1-82)');
  sc.free();
  rules.free();
});

test('played hands: FLOWER events and each win with its fans', () => {
  const mj = library();
  const rules = mj.Rules.byName('mcr');
  const ai = new mj.Ai(Difficulty.HARD, 9, rules);
  let wins = 0;
  let flowers = 0;
  for (let seed = 0; seed < 6; seed++) {
    const game = new mj.Game(rules, seed, seed % 4);
    for (let s = game.state(); s.nextSeat !== NONE; s = game.state()) game.apply(s.nextSeat, game.aiAction(s.nextSeat, ai));
    const events = game.events();
    const counted = [0, 0, 0, 0];
    for (const e of events.filter((e) => e.kind === EventKind.FLOWER)) {
      counted[e.seat]++;
      flowers++;
    }
    const won = events.find((e) => e.kind === EventKind.WON);
    for (const [i, w] of game.result().wins.entries()) {
      wins++;
      assert.ok(w.mcr.meetsMinimum);
      assert.equal(w.fan, won.count);
      assert.equal(w.mcr.fans.reduce((n, f) => n + f.value * f.count, 0), w.fan);
      assert.equal(w.mcr.flowers, counted[w.seat]);
      assert.deepEqual(game.mcrFans(i), w.mcr);
    }
    refused(() => game.mcrFans(9), Status.INVALID_ARGUMENT, 'win(s)');
    game.free();
  }
  assert.ok(wins > 0 && flowers > 0, `${wins} wins, ${flowers} flowers`);
  ai.free();
  rules.free();
});
