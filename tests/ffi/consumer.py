"""A Python program using libmajiang through bindings/python/majiang.py: every
case of tests/ffi/cases.txt, then bad input as exceptions.

    MAJIANG_LIB=target/debug/libmajiang.so PYTHONPATH=bindings/python \\
        python3 tests/ffi/consumer.py tests/ffi/cases.txt

Prints "N passed, M failed"; exits non-zero on any failure.
"""

import sys

import majiang
from majiang import MajiangError, MeldKind, RuleOption, Status, Target

passed = failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL", what, file=sys.stderr)


def expect_error(what, status, fragment, call):
    try:
        call()
    except MajiangError as e:
        check(e.status == status, "%s: status %r (%s)" % (what, e.status, e.message))
        check(fragment in e.message, "%s: message %r lacks %r" % (what, e.message, fragment))
    else:
        check(False, what + ": no exception")


def rules_for(spec):
    preset, _, wildcard = spec.partition("+w")
    rules = {"changsha": majiang.Rules.changsha, "standard": majiang.Rules.standard,
             "eval_v1": majiang.Rules.eval_v1}[preset]()
    if wildcard:
        rules.wildcard = int(wildcard)
    return rules


def check_case(line, lineno):
    f = line.split("\t")
    at = "line %d: " % lineno
    if len(f) != 9:
        return check(False, at + "expected 9 fields")
    tiles = [int(x) for x in f[2].split(",")]
    melds = [] if f[3] == "-" else [tuple(int(x) for x in m.split(":")) for m in f[3].split(",")]
    check(majiang.parse_tiles(f[1]) == tiles, at + "parse " + f[1])
    check(majiang.format_tiles(tiles) == f[1], at + "format")
    with rules_for(f[0]) as rules:
        check(majiang.is_win(rules, tiles, melds) == (f[4] == "1"), at + "win")
        check(majiang.winning_targets(rules, tiles, melds) == int(f[5]), at + "targets")
        check(majiang.shanten(rules, tiles, melds) == int(f[6]), at + "shanten")
        for target, want in zip(Target, (int(x) for x in f[7].split(","))):
            got = majiang.shanten_for(rules, target, tiles, melds)
            check((majiang.SHANTEN_UNREACHABLE if got is None else got) == want,
                  at + "target " + target.name)
        if f[8] == "-":
            expect_error(at + "waits of 3n+2", Status.WRONG_HAND_SIZE, "3n+1",
                         lambda: majiang.waits(rules, tiles, melds))
        else:
            want = int(f[8])
            check(majiang.waits(rules, tiles, melds) == want, at + "waits")
            counts = majiang.wait_counts(rules, tiles, melds)
            check(all(counts[i] == 0 or i in majiang.ids_of(want) for i in range(majiang.KINDS)),
                  at + "wait counts only on waits")
            # Everything unseen except one wait: that wait reads 0, the others 4.
            if want:
                first = majiang.ids_of(want)[0]
                unseen = [4] * majiang.KINDS
                unseen[first] = 0
                counts = majiang.wait_counts(rules, tiles, melds, unseen)
                check(counts[first] == 0 and all(counts[i] == 4 for i in majiang.ids_of(want)[1:]),
                      at + "wait counts with unseen")


def check_bad_input():
    rules = majiang.Rules.changsha()
    win14 = [0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4]
    check(majiang.is_win(rules, win14), "a plain win")
    bad = list(win14)
    bad[3] = 40
    expect_error("tile 40", Status.INVALID_TILE, "tiles[3]", lambda: majiang.is_win(rules, bad))
    expect_error("meld kind 9", Status.INVALID_MELD, "melds[0].kind = 9",
                 lambda: majiang.is_win(rules, win14[:11], [(9, 4)]))
    expect_error("birds = 3", Status.INVALID_OPTION, "birds = 3",
                 lambda: rules.set(RuleOption.BIRDS, 3))
    expect_error("option 42", Status.INVALID_ARGUMENT, "`option` = 42", lambda: rules.set(42, 1))
    expect_error("target 7", Status.INVALID_ARGUMENT, "`target` = 7",
                 lambda: majiang.shanten_for(rules, 7, win14))
    expect_error("parse", Status.PARSE_ERROR, "character 2", lambda: majiang.parse_tiles("12x"))
    expect_error("honour", Status.INVALID_TILE, "changsha", lambda: majiang.shanten(rules, win14[:13] + [27]))
    copy = rules.clone().set(RuleOption.BIRDS, 6)
    copy.wildcard = 4
    check(copy.get(RuleOption.BIRDS) == 6 and rules.get(RuleOption.BIRDS) == 2, "clone")
    check(copy.wildcard == 4 and rules.wildcard is None, "wildcard")
    copy.close()
    copy.close()  # closing twice is harmless: the second is a no-op
    check(majiang.format_tiles_chinese([4, 12, 26]) == "五万 四条 九筒", "chinese")
    check(majiang.parse_tiles("五万 东") == [4, 27], "parse chinese")
    melds = majiang.parse_melds("peng:5m chi:345s")
    check(len(melds) == 2 and melds[0].kind == MeldKind.PENG and melds[1].tile == 11, "melds")
    check(majiang.status_name(Status.INVALID_TILE) == "MJ_STATUS_INVALID_TILE", "status name")
    check(majiang.version() != "" and majiang.abi_version() == majiang.ABI_VERSION, "versions")
    rules.close()


def main():
    if len(sys.argv) != 2:
        print("usage: consumer.py tests/ffi/cases.txt", file=sys.stderr)
        return 2
    majiang.warm_up()
    count = 0
    with open(sys.argv[1], encoding="utf-8") as cases:
        for lineno, line in enumerate(cases, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            try:
                check_case(line, lineno)
            except MajiangError as e:
                check(False, "line %d: %s" % (lineno, e))
            count += 1
    check(count > 100, "cases read")
    check_bad_input()
    print("Python: %d cases; %d passed, %d failed" % (count, passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
