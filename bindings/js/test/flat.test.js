// The flat presets through majiang.wasm: 红中 by name, its options, a refused value, and
// hands played by HARD AIs until three pay a win, whose payment lines sum to zero and add up
// to the result; a 中 is never discarded.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from './helpers.js';
import { ActionKind, Difficulty, MajiangError, NONE, PaymentReason, Phase, RuleOption, Status } from '../majiang.js';

const RED = 31;

function refused(call, status, fragment) {
  assert.throws(call, (e) => e instanceof MajiangError && e.status === status && e.message.includes(fragment));
}

test('presets by name, their options and a refused value', () => {
  const mj = library();
  refused(() => mj.Rules.byName('sichuan-xl'), Status.INVALID_OPTION, 'hongzhong');
  const hz = mj.Rules.byName('hongzhong');
  const zz = mj.Rules.zhuanzhuan();
  const hz2 = mj.Rules.hongzhong();
  assert.equal(hz.get(RuleOption.RED_DRAGONS), 4);
  assert.equal(zz.get(RuleOption.RED_DRAGONS), 0);
  assert.equal(hz2.get(RuleOption.CHI), 0);
  assert.equal(hz.wildcard, RED);
  refused(() => hz.set(RuleOption.RED_DRAGONS, 5), Status.INVALID_OPTION, 'red_dragons = 5: 0, 4 or 8');
  assert.equal(hz.get(RuleOption.RED_DRAGONS), 4, 'the refused value left the rules unchanged');
  refused(() => mj.Rules.changsha().set(RuleOption.BIRD_RULE, 1), Status.INVALID_OPTION, 'an option of the flat tables');
  for (const r of [hz, zz, hz2]) r.free();
});

test('every option listed with labels, ranges and defaults; another table\'s refused when read', () => {
  const mj = library();
  const hz = mj.Rules.hongzhong();
  const list = hz.options();
  assert.deepEqual(list.map((o) => o.id), [...Array(54).keys()]);
  const by = Object.fromEntries(list.map((o) => [o.name, o]));
  const birds = by.flat_birds;
  assert.deepEqual([birds.zh, birds.kind, birds.default, birds.value, birds.families], ['抓鸟', 'enum', 4, 4, ['hunan']]);
  assert.deepEqual(birds.values.map((v) => v.value), [0, 2, 4, 6, 8]);
  assert.deepEqual(by.mcr_round.families, ['mcr'], 'every family bit is named by the library');
  assert.deepEqual([by.kong_fee.kind, by.kong_fee.min, by.kong_fee.max, by.kong_fee.applies, by.kong_fee.value], ['int', 0, 1000, false, null]);
  assert.deepEqual(by.fan_cap.values[1], { value: 4, zh: '四番 (16倍)', en: '4 fan (16×)' });
  refused(() => hz.get(RuleOption.BIRDS), Status.INVALID_OPTION, 'birds: an option of the Changsha table');
  hz.set(RuleOption.FLAT_BIRDS, 6);
  const again = hz.options()[RuleOption.FLAT_BIRDS];
  assert.deepEqual([again.value, again.default], [6, 4]);
  assert.equal(mj.Rules.optionByName('pair_258'), RuleOption.TWO_FIVE_EIGHT_PAIR);
  refused(() => mj.Rules.optionByName('zhaniao'), Status.INVALID_OPTION, 'zhaniao');
  hz.free();
});

test('hongzhong hands settle line by line, zero-sum', () => {
  const mj = library();
  const rules = mj.Rules.byName('hongzhong').set(RuleOption.BIRD_POINTS, 2);
  const ai = new mj.Ai(Difficulty.HARD, 3n, rules);
  let paid = 0;
  for (let seed = 0; seed < 30 && paid < 3; seed++) {
    const game = new mj.Game(rules, BigInt(seed), seed % 4);
    for (let s = game.state(); s.nextSeat !== NONE; s = game.state()) {
      const seat = s.nextSeat;
      if (s.phase === Phase.TURN && game.hand(seat).includes(RED)) {
        const before = game.state();
        refused(() => game.apply(seat, [ActionKind.DISCARD, RED]), Status.ILLEGAL_ACTION, 'not legal');
        assert.deepEqual(game.state(), before, 'unchanged');
      }
      game.apply(seat, game.aiAction(seat, ai));
    }
    const lines = game.payments();
    const totals = [0, 0, 0, 0];
    for (const l of lines) {
      assert.ok(l.points > 0 && l.from !== l.to, JSON.stringify(l));
      totals[l.from] -= l.points;
      totals[l.to] += l.points;
    }
    assert.deepEqual(totals, game.result().deltas, `seed ${seed}: the lines are the result`);
    assert.equal(totals.reduce((a, b) => a + b, 0), 0);
    const hits = game.birds().reduce((n, b) => n + b.hits, 0);
    for (const l of lines.filter((l) => l.reason === PaymentReason.BIRDS)) assert.equal(l.hits, hits, 'bird hits');
    if (lines.some((l) => l.reason === PaymentReason.WIN)) paid++;
    game.free();
  }
  assert.ok(paid >= 3, `hongzhong hands won: ${paid}`);
  ai.free();
  rules.free();
});
