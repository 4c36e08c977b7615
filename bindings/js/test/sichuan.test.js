// 四川 through majiang.wasm: the preset by name, its options (a refused value, another
// table's option refused both ways), the worked examples X7 and X8 (缺一门 included), the
// waits and the best ready hand, the pattern names, bad input refused with its message, and
// 血战 hands played by HARD AIs (换三张 and 定缺 with every seat pending, WON + WIN_FAN,
// zero-sum lines) with bad actions in the exchange refused, the game unchanged.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from './helpers.js';
import { ActionKind, Difficulty, EventKind, MajiangError, NONE, Phase, RuleOption, SichuanPattern as P, Status } from '../majiang.js';

function refused(call, status, fragment) {
  assert.throws(call, (e) => e instanceof MajiangError && e.status === status && e.message.includes(fragment));
}

test('the sichuan preset and its options', () => {
  const mj = library();
  const sc = mj.Rules.byName('sichuan');
  const cs = mj.Rules.changsha();
  assert.equal(sc.get(RuleOption.FAN_CAP), 4);
  assert.equal(sc.get(RuleOption.EXCHANGE), 3);
  assert.equal(mj.Rules.sichuan().get(RuleOption.CHI), 0);
  refused(() => sc.set(RuleOption.FAN_CAP, 6), Status.INVALID_OPTION, 'fan_cap = 6: 3, 4 or 5');
  assert.equal(sc.get(RuleOption.FAN_CAP), 4, 'the refused value left the rules unchanged');
  assert.equal(sc.set(RuleOption.SICHUAN_MODE, 1).get(RuleOption.SICHUAN_MODE), 1);
  refused(() => cs.set(RuleOption.FAN_CAP, 4), Status.INVALID_OPTION, 'an option of 四川 (sichuan)');
  refused(() => sc.set(RuleOption.BIRDS, 2), Status.INVALID_OPTION, 'an option of the Changsha');
  sc.free();
  cs.free();
});

test('the worked examples, 缺一门, waits and the best ready hand', () => {
  const mj = library();
  const sc = mj.Rules.sichuan();
  const x7 = mj.sichuanAnalyze(sc, '55m', 'peng:1m peng:4m peng:7p gang:8p');
  assert.deepEqual(x7, { win: true, fan: 3, patterns: [P.DUIDUIHU, P.JINGOUDIAO, P.GEN], ids: ['duiduihu', 'jingoudiao', 'gen'] });
  const x8 = mj.sichuanAnalyze(sc, '234m567m33m789s', 'an_gang:6s', { selfDraw: true, afterKong: true });
  assert.deepEqual([x8.fan, x8.ids], [2, ['pinghu', 'gen', 'gangshanghua']]);
  assert.deepEqual(mj.sichuanAnalyze(sc, '123m456s789p22m555s'), { win: false, fan: 0, patterns: [], ids: [] });
  assert.deepEqual(mj.sichuanWaits(sc, '123456789m2345m'), [1, 4]);
  const best = mj.sichuanBestReadyHand(sc, '123456789m2345m');
  assert.deepEqual([best.tile, best.analysis.fan, best.analysis.ids], [1, 2, ['pinghu', 'qingyise']]);
  assert.deepEqual(mj.sichuanWaits(sc, '123m456s56p789m11s'), []);
  assert.equal(mj.sichuanBestReadyHand(sc, '123m456s56p789m11s'), null);
  // The generic checks know 缺一门; an AI at the host's own table knows its void.
  assert.equal(mj.isWin(sc, '123m456m789p123s55s'), false);
  assert.equal(mj.isWin(mj.Rules.changsha(), '123m456m789p123s55s'), true);
  const own = new mj.Ai(Difficulty.EXPERT, 1, sc);
  own.setVoid(2);
  const held = mj.parseTiles('1234567m19p23456s');
  const pick = held[own.decideDiscard(held)];
  assert.ok(pick >= 18 && pick < 27, `the void suit goes first: ${pick}`);
  assert.equal(own.shouldPeng('11p2345m', '1p', Difficulty.MEDIUM), false);
  refused(() => own.setVoid(3), Status.INVALID_ARGUMENT, '`suit` = 3');
  own.free();
  assert.deepEqual(
    [mj.sichuanPatternIdName(P.QINGYISE), mj.sichuanPatternChineseName(P.QINGYISE), mj.sichuanPatternEnglishName(P.QINGYISE)],
    ['qingyise', '清一色', 'one suit'],
  );
  assert.equal(mj.sichuanPatternChineseName(P.LONGQIDUI), '龙七对');
  sc.free();
});

test('bad input is refused with a status and a message', () => {
  const mj = library();
  const sc = mj.Rules.sichuan();
  const cs = mj.Rules.changsha();
  refused(() => mj.sichuanPatternIdName(18), Status.INVALID_ARGUMENT, '`id` = 18');
  refused(() => mj.sichuanAnalyze(cs, '11122233344455m'), Status.INVALID_ARGUMENT, 'not 四川麻将');
  refused(() => mj.sichuanAnalyze(sc, '1112223334445m'), Status.WRONG_HAND_SIZE, '3n+2');
  refused(() => mj.sichuanAnalyze(sc, '11122233344455m', [], { selfDraw: true, robbedKong: true }), Status.INVALID_ARGUMENT, '抢杠胡');
  refused(() => mj.sichuanAnalyze(sc, '11122233344455m', [], { lastTile: 2 }), Status.INVALID_ARGUMENT, '`ctx.last_tile` = 2');
  refused(() => mj.sichuanBestReadyHand(sc, '11122233344455m'), Status.WRONG_HAND_SIZE, '3n+1');
  sc.free();
  cs.free();
});

test('血战 hands settle line by line, zero-sum', () => {
  const mj = library();
  const rules = mj.Rules.sichuan();
  const ai = new mj.Ai(Difficulty.HARD, 5n, rules);
  let wins = 0;
  for (let seed = 0; seed < 8; seed++) {
    const game = new mj.Game(rules, BigInt(seed), seed % 4);
    const first = game.state();
    assert.equal(first.phase, Phase.EXCHANGE);
    assert.deepEqual(first.pending, [0, 1, 2, 3], 'every seat exchanges at once');
    assert.equal(first.pendingMask, 0b1111, 'the deprecated mask says the same');
    let dingQue = false;
    for (let s = game.state(); s.nextSeat !== NONE; s = game.state()) {
      dingQue ||= s.phase === Phase.DING_QUE;
      game.apply(s.nextSeat, game.aiAction(s.nextSeat, ai));
    }
    assert.ok(dingQue, `seed ${seed}: 定缺 came`);
    const events = game.events();
    const resultWins = game.result().wins;
    let w = 0;
    events.forEach((e, i) => {
      if (e.kind !== EventKind.WON) return;
      wins++;
      const f = events[i + 1];
      assert.equal(f.kind, EventKind.WIN_FAN);
      assert.equal(f.seat, e.seat);
      assert.ok(f.patterns.length > 0 && f.bigHands.length === 0, JSON.stringify(f));
      // The result carries each win's fan and patterns, as the WIN_FAN event.
      const r = resultWins[w++];
      assert.equal(r.seat, e.seat);
      assert.equal(r.fan, f.count, JSON.stringify(r));
      assert.deepEqual([...new Set(r.patterns)], f.patterns, JSON.stringify(r));
      assert.equal(r.patternIds.length, r.patterns.length);
    });
    assert.equal(w, resultWins.length, 'one result win per WON');
    const totals = [0, 0, 0, 0];
    for (const l of game.payments()) {
      totals[l.from] -= l.points;
      totals[l.to] += l.points;
      assert.ok(l.reasonId && l.label && l.labelEn, JSON.stringify(l));
    }
    assert.deepEqual(totals, game.result().deltas, `seed ${seed}: the lines are the result`);
    assert.equal(totals.reduce((a, b) => a + b, 0), 0);
    const voids = events.find((e) => e.kind === EventKind.VOIDS_DECLARED).tiles;
    for (let s = 0; s < 4; s++) {
      const won = events.filter((e) => e.kind === EventKind.WON && e.seat === s).length;
      assert.deepEqual(game.sichuanSeat(s), { voidSuit: voids[s], wins: won, left: won > 0 });
    }
    game.free();
  }
  assert.ok(wins > 8, `${wins} wins`);

  const game = new mj.Game(rules, 3n, 0);
  const hand = game.hand(0);
  const other = hand.find((t) => Math.floor(t / 9) !== Math.floor(hand[0] / 9));
  game.apply(0, [ActionKind.EXCHANGE, hand[0]]);
  game.events();
  const before = game.state();
  for (const [seat, action, status, fragment] of [
    [0, [ActionKind.EXCHANGE, other], Status.ILLEGAL_ACTION, 'not legal'],
    [1, [ActionKind.DING_QUE, 1], Status.ILLEGAL_ACTION, 'not legal'],
    [1, [ActionKind.DING_QUE, 3], Status.INVALID_ARGUMENT, 'ding_que suit = 3'],
    [0, [ActionKind.DISCARD, other], Status.ILLEGAL_ACTION, 'not legal'],
  ]) {
    refused(() => game.apply(seat, action), status, fragment);
    assert.deepEqual(game.state(), before, 'unchanged');
    assert.deepEqual(game.events(), [], 'no event');
  }
  game.free();
  ai.free();
  rules.free();
});
