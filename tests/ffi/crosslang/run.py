"""The cross-language script (tests/ffi/crosslang/script.txt) through the Python binding.

    MAJIANG_LIB=target/debug/libmajiang.so PYTHONPATH=bindings/python \\
        python3 tests/ffi/crosslang/run.py tests/ffi/crosslang/script.txt

Prints each failing line and "Python: N cases; P passed, F failed"; exits non-zero on a
failure. With --print, prints every answer instead (to write a new line of the script).
"""

import sys

import majiang
from majiang import Difficulty


def hand(text):
    """A hand as the script gives it: notation, or a bracketed list of ids."""
    if text.startswith("["):
        return [int(x) for x in text[1:-1].split(",") if x]
    return text


def melds(text):
    if text == "-":
        return []
    if text.startswith("["):
        return [tuple(int(v) for v in m.split(":")) for m in text[1:-1].split(",") if m]
    return text


def tile(text):
    return int(text) if text.isdigit() else text


def ids(values):
    return ",".join(str(int(v)) for v in values) or "-"


def ai(spec, rules):
    level, seed = spec.split("/")
    return majiang.Ai(Difficulty[level], int(seed), rules)


def context(words):
    """The script's context words ("-" for none)."""
    return None if words == "-" else words


def answer(call, args, rules, mcr):
    if call == "is_win":
        return str(majiang.is_win(rules, hand(args[0]), melds(args[1]))).lower()
    if call == "shanten":
        return str(majiang.shanten(rules, hand(args[0]), melds(args[1])))
    if call == "waits":
        return ids(majiang.waits(rules, hand(args[0]), melds(args[1])))
    if call == "winning_targets":
        return ids(majiang.winning_targets(rules, hand(args[0]), melds(args[1])))
    if call == "discard_options":
        options = majiang.discard_options(rules, hand(args[0]), melds(args[1]))
        return " | ".join(
            "%d;%d;%d;%s;%d" % (o.tile, o.index, o.shanten, ids(o.useful_kinds), o.unseen_copies)
            for o in options
        )
    if call == "hints":
        with ai(args[0], rules) as player:
            h = player.hints(hand(args[1]), melds(args[2]))[0]
        return "%d;%d;%d;%s;%d;%s;%s" % (h.tile, h.index, h.shanten, ids(h.useful_kinds),
                                         h.unseen_copies, ids(h.targets), h.reason)
    if call == "hints_zh":
        with ai(args[0], rules) as player:
            return player.hints(hand(args[1]), melds(args[2]))[0].reason_zh
    if call in ("should_peng", "should_chi", "should_gang"):
        with ai(args[0], rules) as player:
            return str(getattr(player, call)(hand(args[1]), tile(args[2]))).lower()
    if call == "mcr_analyze":
        v = majiang.hand_value(mcr, hand(args[0]), melds(args[1]), context(args[2]))
        lines = ",".join("%s %d×%d" % (l.chinese, l.value, l.count) for l in v.lines)
        return "%d;%d;%s;%d;%s" % (v.total, v.toward_minimum, str(v.meets_minimum).lower(),
                                   v.shanten, lines or "-")
    if call == "mcr_waits":
        waits = majiang.valued_waits(mcr, hand(args[0]), melds(args[1]), context(args[2]))
        return ",".join("%d:%d" % (w.tile, w.value.total) for w in waits) or "-"
    raise ValueError("unknown call " + call)


def main():
    printing = "--print" in sys.argv
    paths = [a for a in sys.argv[1:] if a != "--print"]
    if len(paths) != 1:
        print("usage: run.py [--print] tests/ffi/crosslang/script.txt", file=sys.stderr)
        return 2
    passed = failed = 0
    rules = majiang.Rules.changsha()
    mcr = majiang.Rules.by_name("mcr")
    with open(paths[0], encoding="utf-8") as lines:
        for lineno, line in enumerate(lines, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            call, args, want = fields[0], fields[1:-1], fields[-1]
            try:
                got = answer(call, args, rules, mcr)
            except Exception as e:  # a refusal is a wrong answer, reported with its line
                got = "%s: %s" % (type(e).__name__, e)
            if printing:
                print("\t".join([call] + args + [got]))
            elif got == want:
                passed += 1
            else:
                failed += 1
                print("FAIL line %d: %s\n  want %s\n  got  %s" % (lineno, call, want, got))
    print("Python: %d cases; %d passed, %d failed" % (passed + failed, passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
