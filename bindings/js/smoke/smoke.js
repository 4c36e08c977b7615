// The browser smoke test: the package as a page loads it (majiang.js fetching majiang.wasm
// beside it), a few checks of every part of the surface, two whole games of the shared
// files; the result is POSTed to /result for browser.test.js.
import { load, Difficulty, MajiangError, Status } from '/pkg/majiang.js';

const results = { passed: 0, failed: [] };
const check = (ok, what) => (ok ? results.passed++ : results.failed.push(what));
const lines = async (name) =>
  (await (await fetch(`/cases/${name}`)).text()).split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));

async function main() {
  const t0 = performance.now();
  const mj = await load();
  mj.warmUp();
  results.startupMs = performance.now() - t0;
  results.userAgent = navigator.userAgent;
  check(mj.abiVersion() === 3, 'abi version');
  const rules = mj.Rules.changsha();
  check(mj.isWin(rules, '123m456s789p23455m') === true, 'win');
  check(mj.isWin(rules, '123m456s789p234m11s') === false, '1s pair is no win in Changsha');
  check(mj.waits(rules, '123m456s789p2345m').join() === '1,4', 'waits');
  check(mj.shanten(rules, '123m456s789p2345m') === 0, 'shanten');
  check(mj.formatTilesChinese('5m4s9p') === '五万 四条 九筒', 'chinese');
  const a = mj.analyzeWin(rules, '258m258s258p22558m');
  check(a.bigHands.map((b) => b.id).join() === 'jiangjianghu', 'analysis');
  const expert = new mj.Ai(Difficulty.EXPERT, 0, rules);
  const hints = expert.hints('123m456s789p2345m9s');
  check(hints[0].tile === 17 && hints[0].winProb > 0, 'EXPERT hint');
  check(expert.hintReasons('123m456s789p2345m9s', [], true)[0].startsWith('打 九条'), 'Chinese reason');
  expert.free();
  try {
    mj.isWin(rules, [0, 1, 2, 40]);
    check(false, 'bad tile accepted');
  } catch (e) {
    check(e instanceof MajiangError && e.status === Status.INVALID_TILE && e.message.includes('tiles[3]'), 'bad tile: ' + e);
  }
  check(mj.isWin(rules, '123m456s789p23455m'), 'answers after an error');
  rules.free();
  for (const [name, f] of [['games.txt', (await lines('games.txt'))[0]], ['expert_games.txt', (await lines('expert_games.txt'))[0]]]) {
    const r = f[0] === 'eval_v1' ? mj.Rules.evalV1() : mj.Rules.changsha();
    const game = new mj.Game(r, BigInt(f[1]), Number(f[2]));
    const ais = f[3].split(',').map((d, s) => new mj.Ai(Number(d), BigInt(f[4].split(',')[s]), r));
    let actions = 0;
    game.events();
    for (let st = game.state(); st.nextSeat !== 255; st = game.state()) {
      game.apply(st.nextSeat, game.aiAction(st.nextSeat, ais[st.nextSeat]));
      game.events();
      actions++;
    }
    const res = game.result();
    check(res.deltas.join(',') === f[5] && String(actions) === f[8], `${name} ${f[1]}: ${res.deltas} in ${actions}`);
    ais.forEach((ai) => ai.free());
    game.free();
    r.free();
  }
}

main()
  .catch((e) => results.failed.push('exception: ' + (e && e.stack ? e.stack : e)))
  .finally(() => fetch('/result', { method: 'POST', body: JSON.stringify(results) }));
