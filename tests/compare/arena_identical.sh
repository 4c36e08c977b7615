#!/usr/bin/env bash
# Arena reports of every preset (solitaire, duplicate, mixed) with the timings
# masked, for comparing two builds byte for byte:
#   tests/compare/arena_identical.sh BIN OUTDIR [SEEDS] [AGENTS]
#   diff -r OUTDIR_before OUTDIR_after
# One thread, so the order of work cannot matter; the decision times, the
# hands/s line and the revision are masked (they differ run to run).
set -euo pipefail
bin=${1:?usage: arena_identical.sh BIN OUTDIR [SEEDS] [AGENTS]}
out=${2:?usage: arena_identical.sh BIN OUTDIR [SEEDS] [AGENTS]}
seeds=${3:-0..200}
agents=${4:-a0,a1,a2,a3,a4,a5,expert}
mkdir -p "$out"
for rules in changsha eval-v1 standard zhuanzhuan hongzhong sichuan; do
    "$bin" arena --rules "$rules" --seeds "$seeds" --agents "$agents" --format all --threads 1 |
        sed -E -e 's/ +[0-9.]+(ns|µs|ms|s)\/[0-9.]+(ns|µs|ms|s)\/[0-9.]+(ns|µs|ms|s)$//' \
            -e 's/ +time p50\/p99\/max$//' \
            -e 's/^([0-9]+ hands) in .*/\1 (timing masked)/' \
            -e 's/· revision .*/· revision masked/' >"$out/$rules.txt"
done
