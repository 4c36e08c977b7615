// What a hand is worth through majiang.wasm, one shape for every preset: the mcr preset's worked
// hand (fans with 中文 and English names, value, count, flowers), the minimum, shanten over
// every form, waits with their fans, refusals with their messages; a 长沙 big hand in units, a
// 四川 pattern with a count, a flat table's shape; and HARD mcr hands whose FLOWER events count
// each seat's flowers and whose wins carry their value.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from './helpers.js';
import { Difficulty, EventKind, MajiangError, NONE, Status } from '../majiang.js';

function refused(call, status, fragment) {
  assert.throws(call, (e) => e instanceof MajiangError && e.status === status && e.message.includes(fragment));
}

const names = (v) => v.lines.map((l) => `${l.chinese}×${l.count}`).join(' ');
const sum = (v) => v.lines.reduce((n, l) => n + l.value * l.count, 0);

test('mcr: a worked hand, the minimum, shanten and waits', () => {
  const mj = library();
  const rules = mj.Rules.byName('mcr');
  const a = mj.handValue(rules, '678m123p44477z', 'peng:7s', 'win:7m seat:S round:W flowers:3');
  assert.deepEqual(
    [a.unit, a.win, a.total, a.towardMinimum, a.meetsMinimum, a.shanten],
    ['fan', true, 11, 8, true, 0],
  );
  assert.equal(names(a), '五门齐×1 幺九刻×1 独听・嵌张×1 花牌×3');
  assert.deepEqual(a.lines[0], { id: 'all_types', chinese: '五门齐', english: 'All Types', value: 6, count: 1 });
  assert.equal(sum(a), a.total);
  const low = mj.handValue(rules, '123m456m789p234s55p');
  assert.ok(low.win && !low.meetsMinimum && low.total === 6);
  assert.deepEqual(mj.handValue(rules, '123m456m147p234s19p'), {
    unit: 'fan', win: false, total: 0, towardMinimum: 0, meetsMinimum: false, shanten: 1, lines: [],
  });
  assert.equal(mj.shanten(rules, '147m258s36p12345z'), 0);
  const waits = mj.valuedWaits(rules, '1112345678999m', null, 'win:1m self_drawn flowers:1');
  assert.deepEqual(waits.map((w) => w.tile), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
  assert.deepEqual(waits.map((w) => w.value.total), [108, 94, 91, 91, 93, 91, 91, 94, 108]);
  for (const w of waits) {
    assert.equal(w.value.lines[0].id, 'nine_gates');
    assert.deepEqual(w.value.lines.at(-1), { id: 'flower_tiles', chinese: '花牌', english: 'Flower Tiles', value: 1, count: 1 });
    assert.equal(sum(w.value), w.value.total);
  }
  assert.deepEqual(mj.valuedWaits(rules, '1112345678999m', null, 'self_drawn last_copy kong flowers:1'), waits);
  refused(() => mj.handValue(rules, '11122233344455m', null, 'win:5m last_copy'), Status.INVALID_ARGUMENT, '和绝张');
  refused(() => mj.handValue(rules, '11122233344455m', null, 'tsumo'), Status.PARSE_ERROR, 'context words are');
  refused(() => mj.handValue(rules, '11122233344455m', null, 5), Status.INVALID_ARGUMENT, '`context`');
  refused(() => mj.handValue(rules, '1112223334445m'), Status.WRONG_HAND_SIZE, '3n+2');
  refused(() => mj.valuedWaits(rules, '11122233344455m'), Status.WRONG_HAND_SIZE, '3n+1');
  rules.free();
});

test('every other family: big hands in units, patterns with a count, a flat shape', () => {
  const mj = library();
  const cs = mj.Rules.changsha();
  const big = mj.handValue(cs, '22m55m88m22s55s88s22p');
  assert.deepEqual([big.unit, big.total, big.lines.map((l) => [l.id, l.chinese, l.value])],
    ['units', 2, [['jiangjianghu', '将将胡', 1], ['qixiaodui', '七小对', 1]]]);
  cs.free();
  const sc = mj.Rules.sichuan();
  const roots = mj.handValue(sc, '11112222333344m', null, 'self_drawn');
  assert.deepEqual([roots.unit, roots.total, names(roots)], ['fan', 7, '龙七对×1 清一色×1 根×2']);
  assert.ok(!mj.handValue(sc, '123m456s789p23455m').win, '缺一门');
  sc.free();
  const zz = mj.Rules.byName('zhuanzhuan');
  const flat = mj.valuedWaits(zz, '123m456s789p2345m');
  assert.deepEqual(flat.map((w) => [w.tile, w.value.unit, w.value.total, w.value.lines.map((l) => l.id)]),
    [[1, 'alike', 0, ['regular']], [4, 'alike', 0, ['regular']]]);
  assert.deepEqual(mj.handValue(zz, '11m22m33m44s55s66p77p').lines.map((l) => [l.id, l.chinese]), [['seven_pairs', '七小对']]);
  zz.free();
});

test('mcr played hands: FLOWER events and each win with its value', () => {
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
      assert.ok(w.value.meetsMinimum && w.value.unit === 'fan');
      assert.equal(w.fan, won.count);
      assert.equal(sum(w.value), w.fan);
      assert.equal(w.value.lines.filter((l) => l.id === 'flower_tiles').reduce((n, l) => n + l.count, 0), counted[w.seat]);
      assert.deepEqual(game.winValue(i), w.value);
    }
    refused(() => game.winValue(9), Status.INVALID_ARGUMENT, 'win(s)');
    game.free();
  }
  assert.ok(wins > 0 && flowers > 0, `${wins} wins, ${flowers} flowers`);
  ai.free();
  rules.free();
});
