// One Ai for every seat answers exactly as one Ai per seat: whole hands of the tutorial's
// kind played by the AI's questions alone (decideDiscard, shouldPeng), the table told once
// to a shared Ai (its `seat` set per question, melds told with the seat that laid them) or
// to four, at every difficulty; and the case of a 碰 remembered for another seat.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Difficulty, MeldKind, NONE, Status } from '../majiang.js';
import { library } from './helpers.js';

/** A seeded generator (mulberry32): the same wall for both runs. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Every answer of one hand, in order. `seated`: a shared Ai is set to each seat and the
 * table's events are told; else the tutorial's way: no seat named, no event told, only the
 * tutorial's questions asked.
 */
function playWith(ais, difficulty, seed, seated = true) {
  const next = rng(seed);
  const wall = [];
  for (let k = 0; k < 27; k++) for (let c = 0; c < 4; c++) wall.push(k);
  for (let i = wall.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [wall[i], wall[j]] = [wall[j], wall[i]];
  }
  const hands = [0, 1, 2, 3].map((s) => wall.slice(s * 13, s * 13 + 13));
  const melds = [[], [], [], []];
  wall.splice(0, 52);
  const shared = ais.length === 1;
  const aiFor = (seat) => {
    if (!shared) return ais[seat];
    if (seated) ais[0].seat = seat;
    return ais[0];
  };
  const log = [];
  let seat = 0;
  let draw = true;
  while (wall.length > 0 && log.length < 400) {
    if (draw) hands[seat].push(wall.pop());
    const index = aiFor(seat).decideDiscard(hands[seat], melds[seat]);
    log.push([seat, 'discard', index]);
    const [tile] = hands[seat].splice(index, 1);
    draw = true;
    let claimed = false;
    for (const k of [1, 2, 3]) {
      const other = (seat + k) % 4;
      if (hands[other].filter((t) => t === tile).length < 2) continue;
      const yes = aiFor(other).shouldPeng(hands[other], tile, difficulty);
      log.push([other, 'peng', tile, yes]);
      if (!yes) continue;
      for (let n = 0; n < 2; n++) hands[other].splice(hands[other].indexOf(tile), 1);
      const meld = { kind: MeldKind.PENG, tile };
      melds[other].push(meld);
      if (!seated) {
        // The tutorial tells the AI nothing.
      } else if (shared) ais[0].observeMeld(meld, undefined, other);
      else ais.forEach((ai, q) => q !== other && ai.observeMeld(meld));
      seat = other;
      draw = false;
      claimed = true;
      break;
    }
    if (!claimed) {
      if (seated) ais.forEach((ai) => ai.observeDiscard(tile));
      seat = (seat + 1) % 4;
    }
  }
  return log;
}

test('one Ai for every seat answers as four over whole hands', (t) => {
  const mj = library();
  const rules = mj.Rules.changsha();
  let claims = 0;
  for (const difficulty of [Difficulty.EASY, Difficulty.MEDIUM, Difficulty.HARD, Difficulty.EXPERT]) {
    for (const seed of [1, 2]) {
      const one = new mj.Ai(difficulty, seed, rules);
      const four = [0, 1, 2, 3].map((s) => {
        const ai = new mj.Ai(difficulty, seed, rules);
        ai.seat = s; // each set to its seat: the seat's own memory
        return ai;
      });
      const a = playWith([one], difficulty, seed);
      const b = playWith(four, difficulty, seed);
      assert.deepEqual(a, b, `difficulty ${difficulty} seed ${seed}`);
      assert.ok(a.length > 20);
      claims += a.filter((e) => e[1] === 'peng').length;
      one.free();
      four.forEach((ai) => ai.free());
    }
  }
  assert.ok(claims > 4, `${claims} claims asked`);
  t.diagnostic(`8 hands, ${claims} claims asked`);
  rules.free();
});

test("the tutorial's seatless Ai: one for every seat, never naming one, answers as four", () => {
  const mj = library();
  const rules = mj.Rules.changsha();
  let claims = 0;
  for (const difficulty of [Difficulty.EASY, Difficulty.MEDIUM, Difficulty.HARD, Difficulty.EXPERT]) {
    for (const seed of [1, 2, 3]) {
      const one = new mj.Ai(difficulty, seed, rules);
      const four = [0, 1, 2, 3].map(() => new mj.Ai(difficulty, seed, rules));
      const a = playWith([one], difficulty, seed, false);
      const b = playWith(four, difficulty, seed, false);
      assert.deepEqual(a, b, `difficulty ${difficulty} seed ${seed}`);
      assert.ok(a.length > 20);
      claims += a.filter((e) => e[1] === 'peng').length;
      assert.equal(one.seat, NONE);
      one.free();
      four.forEach((ai) => ai.free());
    }
  }
  assert.ok(claims > 4, `${claims} claims asked`);
  // The case: after serving seat A (with a 碰), seat B's question is answered.
  const expert = new mj.Ai(Difficulty.EXPERT, 1, rules);
  expert.decideDiscard(mj.parseTiles('123m55m45678s1p'), [{ kind: MeldKind.PENG, tile: 26 }]);
  expert.shouldPeng(mj.parseTiles('123m55m45678s123p'), 4, Difficulty.EXPERT);
  expert.seat = 2;
  assert.equal(expert.seat, 2);
  expert.seat = null;
  assert.equal(expert.seat, NONE);
  expert.free();
  rules.free();
});

test("a seat's melds stay with it", () => {
  const mj = library();
  const rules = mj.Rules.changsha();
  const shared = new mj.Ai(Difficulty.EXPERT, 0, rules);
  const fresh = new mj.Ai(Difficulty.EXPERT, 0, rules);
  assert.equal(shared.seat, NONE, 'a new Ai has no seat');
  shared.seat = 0;
  shared.decideDiscard(mj.parseTiles('123m456s789p2m9s'), [{ kind: MeldKind.PENG, tile: 4 }]);
  shared.seat = 1;
  const hand = mj.parseTiles('55m123s456p789p19s');
  assert.equal(shared.shouldPeng(hand, 4, Difficulty.EXPERT), fresh.shouldPeng(hand, 4, Difficulty.EXPERT));
  assert.throws(() => { shared.seat = 4; }, (e) => e.status === Status.INVALID_ARGUMENT && e.message.includes('`seat` = 4'));
  assert.equal(shared.seat, 1);
  // The string "3" is shown as a string, not as the number 3.
  assert.throws(() => { shared.seat = '3'; }, (e) => e.message === '`seat` = "3" is not a 32-bit integer');
  shared.free();
  fresh.free();
  rules.free();
});
