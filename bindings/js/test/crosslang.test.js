// The cross-language script (tests/ffi/crosslang/script.txt) through majiang.js: the same calls
// every binding's idiomatic layer makes, with the answers all of them must give.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Difficulty } from '../majiang.js';
import { library, repo } from './helpers.js';

/** A hand as the script gives it: notation (passed as is), or a bracketed list of ids. */
const hand = (text) => (text.startsWith('[') ? text.slice(1, -1).split(',').filter(Boolean).map(Number) : text);
const melds = (text) => {
  if (text === '-') return [];
  if (!text.startsWith('[')) return text;
  return text.slice(1, -1).split(',').filter(Boolean).map((m) => m.split(':').map(Number));
};
/** The script's context words ('-' for none). */
const context = (text) => (text === '-' ? undefined : text);
const tile = (text) => (/^\d+$/.test(text) ? Number(text) : text);
const ids = (list) => (list.length ? list.join(',') : '-');

function answer(mj, rules, call, a) {
  const ai = (spec) => {
    const [level, seed] = spec.split('/');
    return new mj.Ai(Difficulty[level], Number(seed), rules);
  };
  switch (call) {
    case 'is_win': return String(mj.isWin(rules, hand(a[0]), melds(a[1])));
    case 'shanten': return String(mj.shanten(rules, hand(a[0]), melds(a[1])));
    case 'waits': return ids(mj.waits(rules, hand(a[0]), melds(a[1])));
    case 'winning_targets': return ids(mj.winningTargets(rules, hand(a[0]), melds(a[1])));
    case 'discard_options':
      return mj.discardOptions(rules, hand(a[0]), melds(a[1]))
        .map((o) => [o.tile, o.index, o.shanten, ids(o.usefulKinds), o.unseenCopies].join(';'))
        .join(' | ');
    case 'hints':
    case 'hints_zh': {
      const player = ai(a[0]);
      const h = player.hints(hand(a[1]), melds(a[2]))[0];
      player.free();
      if (call === 'hints_zh') return h.reasonZh;
      return [h.tile, h.index, h.shanten, ids(h.usefulKinds), h.unseenCopies, ids(h.targets), h.reason].join(';');
    }
    case 'should_peng':
    case 'should_chi':
    case 'should_gang': {
      const player = ai(a[0]);
      const method = { should_peng: 'shouldPeng', should_chi: 'shouldChi', should_gang: 'shouldGang' }[call];
      const yes = player[method](hand(a[1]), tile(a[2]));
      player.free();
      return String(yes);
    }
    case 'mcr_analyze': {
      const mcr = mj.Rules.byName('mcr');
      const v = mj.handValue(mcr, hand(a[0]), melds(a[1]), context(a[2]));
      mcr.free();
      const lines = v.lines.map((l) => `${l.chinese} ${l.value}×${l.count}`).join(',') || '-';
      return [v.total, v.towardMinimum, v.meetsMinimum, v.shanten, lines].join(';');
    }
    case 'mcr_waits': {
      const mcr = mj.Rules.byName('mcr');
      const waits = mj.valuedWaits(mcr, hand(a[0]), melds(a[1]), context(a[2]));
      mcr.free();
      return waits.map((w) => `${w.tile}:${w.value.total}`).join(',') || '-';
    }
    default:
      throw new Error(`unknown call ${call}`);
  }
}

test('tests/ffi/crosslang/script.txt: the same answers as every other binding', (t) => {
  const mj = library();
  const rules = mj.Rules.changsha();
  const failures = [];
  let cases = 0;
  readFileSync(join(repo, 'tests', 'ffi', 'crosslang', 'script.txt'), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line || line.startsWith('#')) return;
      const f = line.split('\t');
      cases++;
      let got;
      try {
        got = answer(mj, rules, f[0], f.slice(1, -1));
      } catch (e) {
        got = `error: ${e.message}`;
      }
      if (got !== f[f.length - 1]) failures.push(`line ${i + 1}: ${f[0]}\n  want ${f[f.length - 1]}\n  got  ${got}`);
    });
  rules.free();
  t.diagnostic(`JS: ${cases} cases; ${cases - failures.length} passed, ${failures.length} failed`);
  assert.deepEqual(failures, []);
  assert.ok(cases >= 20, `${cases} cases`);
});
