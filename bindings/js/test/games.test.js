// Whole games through majiang.wasm's engine: games.txt (the built-in AIs of every difficulty)
// and expert_games.txt (EXPERT at all four seats), each against the core's result.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Difficulty, Status } from '../majiang.js';
import { caseLines, library, playGame } from './helpers.js';

for (const file of ['games.txt', 'expert_games.txt']) {
  test(`${file}: every game ends as the core's`, (t) => {
    const mj = library();
    const lines = caseLines(file);
    let actions = 0;
    for (const [n, f] of lines) {
      const got = playGame(mj, f);
      const at = `${file} line ${n}`;
      assert.equal(got.finished, true, at);
      assert.equal(got.illegal, 0, `${at}: every AI choice is legal`);
      assert.deepEqual(got.line, f.slice(5, 10), `${at}: deltas winners next-dealer actions events`);
      assert.equal(got.replayed, true, `${at}: the record replays to the same result`);
      assert.equal(got.recordLines, got.actions + 2, `${at}: record lines`);
      actions += got.actions;
    }
    if (file === 'expert_games.txt') assert.ok(lines.every(([, f]) => f[3] === '3,3,3,3'), 'EXPERT at every seat');
    t.diagnostic(`${lines.length} games, ${actions} actions`);
    assert.ok(lines.length >= 11);
  });
}

// A table seat's hints (mj_game_hints): at the dealer's first turn nothing is seen but its own
// hand, so a fresh EXPERT told the wall ranks that hand the same.
test('Game.hints: the dealer\'s first turn as a fresh EXPERT ranks it', () => {
  const mj = library();
  const rules = mj.Rules.changsha();
  const game = new mj.Game(rules, 1n, 1);
  const fresh = new mj.Ai(Difficulty.EXPERT, 1, rules);
  fresh.setWallLeft(game.state().wallLeft);
  const hand = game.hand(1);
  const hints = game.hints(1);
  assert.ok(hints.length > 1, `${hints.length} hints`);
  assert.deepEqual(hints, fresh.hints(hand));
  for (const h of hints) {
    assert.equal(hand[h.index], h.tile);
    assert.ok(h.reason && h.reasonZh, 'reasons in both languages');
  }
  assert.deepEqual(game.hints(0), []);
  assert.deepEqual(game.hintReasons(2), []);
  assert.throws(() => game.hints(4), (e) => e.status === Status.INVALID_ARGUMENT && e.message.includes('`seat` = 4'));
  fresh.free();
  game.free();
});
