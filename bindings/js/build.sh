#!/usr/bin/env bash
# bindings/js/build.sh OUTDIR -- the WebAssembly build and its npm package.
#
# 1. Builds majiang.wasm: the C ABI (crates/ffi) for wasm32-unknown-unknown, in the cross
#    sandbox (tests/cross/sandbox.sh: Debian sid's rustc with the wasm32 std and wasm-ld),
#    with its target directory in the sandbox's cache so fresh clones build warm.
# 2. Assembles the package in target/js/majiang/: majiang.wasm, majiang.wasm.br (brotli, for
#    WeChat mini-games), majiang.js, majiang.d.ts, README.md, package.json, CHANGELOG.md, the licences.
# 3. Packs it with `npm pack` into OUTDIR/majiang-wasm-<version>.tgz.
#
# The tests (cargo xtask test, crates/xtask/src/web.rs) run on target/js/majiang/.
# Needs root (the sandbox), node and npm.
set -euo pipefail

[ $# -eq 1 ] || { echo "usage: $0 OUTDIR" >&2; exit 2; }
root=$(cd "$(dirname "$0")/../.." && pwd -P)
mkdir -p "$1"
out=$(cd "$1" && pwd -P)
cd "$root"

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n1)
js_version=$(node -p 'require("./bindings/js/package.json").version')
[ "$version" = "$js_version" ] || {
    echo "build.sh: bindings/js/package.json has version $js_version, the workspace $version" >&2
    exit 1
}

# shellcheck source=tests/cross/common.sh
. tests/cross/common.sh
cache=$(tests/cross/sandbox.sh cache)
target_dir="$cache/target-wasm"
# Shared by every checkout on this machine: held under its lock, and a build
# another checkout made is not taken for this one's (see claim_target_dir).
claim_target_dir "$target_dir"
# opt-level 3: 619 KB (177 KB brotli), well under the 1 MiB aim; "s" is 35 % smaller
# and about twice as slow on the checks, "z" 38 % smaller and 3-8x slower (reports/wasm.md).
# No unwinding on wasm32-unknown-unknown: a panic (a library bug) traps, and
# majiang.js turns the trap into a MajiangError (MJ_STATUS_PANIC).
# getrandom: majiang draws every random choice from seeded generators; the
# browser's entropy source is never needed, so the module imports nothing.
tests/cross/sandbox.sh exec \
    CARGO_TARGET_DIR="$target_dir" \
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS='--cfg getrandom_backend="unsupported"' \
    CARGO_PROFILE_RELEASE_OPT_LEVEL="${MAJIANG_WASM_OPT_LEVEL:-3}" \
    CARGO_PROFILE_RELEASE_LTO=fat \
    CARGO_PROFILE_RELEASE_PANIC=abort \
    CARGO_PROFILE_RELEASE_STRIP=symbols \
    cargo build --release --locked --target wasm32-unknown-unknown -p majiang-ffi
wasm="$target_dir/wasm32-unknown-unknown/release/majiang.wasm"

pkg="$root/target/js/majiang"
rm -rf "$pkg"
mkdir -p "$pkg"
cp "$wasm" "$pkg/majiang.wasm"
cp bindings/js/majiang.js bindings/js/majiang.d.ts bindings/js/README.md bindings/js/package.json "$pkg/"
cp LICENSE-MIT LICENSE-APACHE CHANGELOG.md "$pkg/"
node -e '
    const zlib = require("node:zlib"), fs = require("node:fs");
    const raw = fs.readFileSync(process.argv[1]);
    fs.writeFileSync(process.argv[2], zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }));' "$pkg/majiang.wasm" "$pkg/majiang.wasm.br"

tgz=$(cd "$pkg" && npm pack --silent --pack-destination "$out" | tail -n1)
mv -f "$out/$tgz" "$out/majiang-wasm-$version.tgz"
printf 'build.sh: %s (majiang.wasm %s bytes, brotli %s)\n' "$out/majiang-wasm-$version.tgz" \
    "$(stat -c %s "$pkg/majiang.wasm")" "$(stat -c %s "$pkg/majiang.wasm.br")"
