#!/usr/bin/env bash
# The competition judge's fan calculator (pymahjonggb, PyPI) as a test oracle:
# installs it into a venv under $MAJIANG_CACHE (pinned), then asks it about a
# seeded corpus of MCR hands (tests/mcr/oracle.py) that the core's test
# crates/core/tests/mcr_oracle.rs compares with majiang's answers.
#
#   tests/mcr/oracle.sh            make target/mcr-oracle/corpus.jsonl
#
# pymahjonggb is a test-only dependency: when it cannot be installed (no
# network, no C++ compiler) this says why and exits 0, and the comparison
# is skipped with a message.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cache="${MAJIANG_CACHE:-$HOME/.cache/majiang}"
venv="$cache/mcr-oracle-venv"
version=1.4.0
hands="${MAJIANG_MCR_HANDS:-100000}"
seed=36
out="$root/target/mcr-oracle"

have() { "$venv/bin/python" -c "import MahjongGB" 2>/dev/null; }

if ! have; then
    echo "mcr oracle: installing pymahjonggb==$version into $venv"
    rm -rf -- "$venv"
    mkdir -p "$cache"
    if ! python3 -m venv "$venv" 2>/dev/null \
        || ! "$venv/bin/pip" install --disable-pip-version-check -q "pymahjonggb==$version" \
        || ! have; then
        echo "mcr oracle: pymahjonggb could not be installed: the comparison with the judge's calculator is skipped" >&2
        rm -rf -- "$out"
        exit 0
    fi
fi
mkdir -p "$out"
start=$SECONDS
"$venv/bin/python" "$root/tests/mcr/oracle.py" gen "$hands" "$seed" > "$out/corpus.jsonl.tmp"
mv "$out/corpus.jsonl.tmp" "$out/corpus.jsonl"
echo "mcr oracle: $hands hands (seed $seed) asked of pymahjonggb $version in $((SECONDS - start)) s: $out/corpus.jsonl"
