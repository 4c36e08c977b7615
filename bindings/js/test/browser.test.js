// A headless Chromium (Debian's chromium) loads the package from a static server on
// 127.0.0.1 and runs smoke/smoke.js, which POSTs its result back. MAJIANG_JS_PKG names the
// assembled package (default target/js/majiang, as build.sh leaves it).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { repo } from './helpers.js';

const pkg = process.env.MAJIANG_JS_PKG ?? join(repo, 'target', 'js', 'majiang');
const roots = { '/pkg/': pkg, '/cases/': join(repo, 'tests', 'ffi'), '/': join(repo, 'bindings', 'js', 'smoke') };
const types = { '.js': 'text/javascript', '.html': 'text/html', '.wasm': 'application/wasm', '.txt': 'text/plain' };

test('Chromium loads the package from 127.0.0.1 and passes the smoke test', { timeout: 90_000 }, async (t) => {
  const chromium = ['chromium', 'chromium-browser'].find((c) => {
    try {
      execFileSync('sh', ['-c', `command -v ${c}`]);
      return true;
    } catch {
      return false;
    }
  });
  assert.ok(chromium, 'chromium is not installed: run bindings/js/install-deps.sh');
  assert.ok(existsSync(join(pkg, 'majiang.wasm')), `no package at ${pkg}: run bindings/js/build.sh`);
  let resolveResult;
  const result = new Promise((r) => (resolveResult = r));
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (req.method === 'POST' && url.pathname === '/result') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        res.end('ok');
        resolveResult(JSON.parse(body));
      });
      return;
    }
    const prefix = Object.keys(roots).find((p) => url.pathname.startsWith(p));
    const rel = normalize(url.pathname.slice(prefix.length) || 'smoke.html');
    if (rel.startsWith('..')) return res.writeHead(403).end();
    try {
      const body = readFileSync(join(roots[prefix], rel));
      res.writeHead(200, { 'content-type': types[extname(rel)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const port = server.address().port;
  const profile = mkdtempSync(join(tmpdir(), 'majiang-chromium-'));
  const browser = spawn(
    chromium,
    ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run',
      `--user-data-dir=${profile}`, `http://127.0.0.1:${port}/smoke.html`],
    // Its own process group: chromium's helper processes go with it.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let stderr = '';
  browser.stderr.on('data', (c) => (stderr += c));
  const exited = new Promise((r) => browser.on('exit', (code) => r({ exited: code })));
  let timer;
  const timeout = new Promise((r) => (timer = setTimeout(() => r({ timedOut: true }), 60_000)));
  try {
    const got = await Promise.race([result, exited, timeout]);
    assert.ok(!got.timedOut && got.exited === undefined, `no result from chromium: ${JSON.stringify(got)}\n${stderr.slice(-2000)}`);
    t.diagnostic(`${got.passed} checks passed in ${got.userAgent}; start-up ${got.startupMs.toFixed(1)} ms`);
    assert.deepEqual(got.failed, []);
    assert.ok(got.passed >= 13, `${got.passed} checks`);
  } finally {
    clearTimeout(timer);
    try {
      process.kill(-browser.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    browser.stderr.destroy();
    server.closeAllConnections();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
