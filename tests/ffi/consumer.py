"""A Python program using libmajiang through bindings/python/majiang.py: every
case of tests/ffi/cases.txt and tests/ffi/analysis.txt, every game of
tests/ffi/games.txt played by majiang.Ai players on a majiang.Game, then bad
input as exceptions.

    MAJIANG_LIB=target/debug/libmajiang.so PYTHONPATH=bindings/python \\
        python3 tests/ffi/consumer.py tests/ffi

Prints "N passed, M failed"; exits non-zero on any failure.
"""

import sys
import warnings

import majiang
import os

from majiang import (
    ActionKind,
    BigHand,
    Difficulty,
    EventKind,
    MajiangError,
    MeldKind,
    Phase,
    RuleOption,
    Status,
    Target,
    WinContext,
)

passed = failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL", what, file=sys.stderr)


def expect_raise(what, kind, fragment, call):
    try:
        call()
    except kind as e:
        check(fragment in str(e), "%s: message %r lacks %r" % (what, str(e), fragment))
    else:
        check(False, what + ": no " + kind.__name__)


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
        if f[4] == "-":
            # A 3n+1 hand lacks its winning tile: both win checks refuse it.
            expect_error(at + "win of 3n+1", Status.WRONG_HAND_SIZE, "3n+2",
                         lambda: majiang.is_win(rules, tiles, melds))
            expect_error(at + "targets of 3n+1", Status.WRONG_HAND_SIZE, "3n+2",
                         lambda: majiang.winning_targets(rules, tiles, melds))
        else:
            check(majiang.is_win(rules, tiles, melds) == (f[4] == "1"), at + "win")
            check(majiang.mask_of(majiang.winning_targets(rules, tiles, melds)) == int(f[5]),
                  at + "targets")
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
            check(majiang.waits(rules, tiles, melds) == majiang.ids_of(want), at + "waits")
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
    expect_raise("tile 40", ValueError, "tiles[3]: tile id 40", lambda: majiang.is_win(rules, bad))
    expect_error("win of 13", Status.WRONG_HAND_SIZE, "got 13", lambda: majiang.is_win(rules, win14[:13]))
    expect_raise("meld kind 9", ValueError, "melds[0].kind: 9 is not a MeldKind",
                 lambda: majiang.is_win(rules, win14[:11], [(9, 4)]))
    expect_error("a chi of 8m9m1s", Status.INVALID_MELD, "melds[0]",
                 lambda: majiang.is_win(rules, win14[:11], [(MeldKind.CHI, 7)]))
    expect_error("birds = 3", Status.INVALID_OPTION, "birds = 3",
                 lambda: rules.set(RuleOption.BIRDS, 3))
    expect_raise("option 99", ValueError, "option: 99", lambda: rules.set(99, 1))
    expect_raise("target 7", ValueError, "target: 7", lambda: majiang.shanten_for(rules, 7, win14))
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


def tiles_of(field):
    return [] if field == "-" else [int(x) for x in field.split(",")]


def melds_of(field):
    return [] if field == "-" else [tuple(int(x) for x in m.split(":")) for m in field.split(",")]


def join(items):
    items = [str(x) for x in items]
    return ",".join(items) if items else "-"


def check_analysis(line, lineno):
    f = line.split("\t")
    at = "analysis line %d: " % lineno
    with rules_for(f[1]) as rules:
        if f[0] == "win":
            ctx = WinContext(*(c == "1" for c in f[5]))
            a = majiang.analyze_win(rules, tiles_of(f[3]), melds_of(f[4]), ctx)
            got = (a.win, a.small, a.units, majiang.mask_of(b.big_hand for b in a.big_hands),
                   majiang.mask_of(a.targets))
            check(got == tuple(int(x) for x in f[6:11]), at + "analysis")
            check(join("%s:%d" % (majiang.big_hand_id_name(b.big_hand), b.units)
                       for b in a.big_hands) == f[11], at + "big hands")
            if a.win:
                birds = tiles_of(f[15])
                d = majiang.settle_win(rules, a, int(f[12]), int(f[13]), int(f[14]), birds)
                check(join(d) == f[16], at + "settle %s" % d)
        elif f[0] == "opening":
            w = majiang.opening_wins(rules, tiles_of(f[3]))
            counts = w.counts
            names = ["%s:%d" % (majiang.opening_win_id_name(i), n) for i, n in enumerate(counts) if n]
            check(join(counts) == f[4] and join(names) == f[5], at + "opening wins")
            check(join(majiang.settle_opening(rules, int(f[6]), w.total, int(f[7]))) == f[8],
                  at + "settle opening")
        elif f[0] == "discard":
            tiles, melds = tiles_of(f[3]), melds_of(f[4])
            options = majiang.discard_options(rules, tiles, melds)
            text = join("%d:%d:%d:%d:%d:%d" % (o.tile, o.index, o.shanten, len(o.useful_kinds),
                                               o.unseen_copies, majiang.mask_of(o.useful_kinds))
                        for o in options)
            check(text == f[5], at + "options " + text)
        elif f[0] == "hint":
            tiles, melds = tiles_of(f[3]), melds_of(f[4])
            with majiang.Ai(Difficulty.EXPERT, 0, rules) as ai:
                for t in tiles_of(f[5]):
                    ai.observe_discard(t)
                ai.set_wall_left(int(f[6]))
                hints = ai.hints(tiles, melds)
                text = join(
                    "%d:%d:%d:%d:%d:%d:%d:%.6f:%.6f"
                    % (h.tile, h.index, h.shanten, len(h.useful_kinds), h.unseen_copies,
                       majiang.mask_of(h.useful_kinds), majiang.mask_of(h.targets), h.win_prob,
                       h.points)
                    for h in hints
                )
                check(text == f[7], at + "hints " + text)
                check(hints[0].reason == f[9], at + "reason %r" % hints[0].reason)
                check(all(h.reason_zh.startswith("打 ") for h in hints), at + "reasons zh")
                check(ai.hint_reasons(tiles, melds) == [h.reason for h in hints],
                      at + "hint_reasons")
                rest, tile = tiles[:-1], tiles[-1]
                claims = "".join(
                    "1" if ask(rest, tile, Difficulty.EXPERT) else "0"
                    for ask in (ai.should_peng, ai.should_chi, ai.should_gang)
                )
                claims += "1" if ai.should_hu_discard(rest, tile, melds) else "0"
                check(claims == f[8], at + "claims " + claims)
        elif f[0] == "ai":
            with majiang.Ai(int(f[2]), int(f[3]), rules) as ai:
                tiles = tiles_of(f[5])
                check(ai.decide_discard(tiles, melds_of(f[6])) == int(f[7]), at + "discard")
                rest, tile = tiles[:-1], tiles[-1]
                answers = ""
                for d in Difficulty.EASY, Difficulty.MEDIUM, Difficulty.HARD:
                    for ask in ai.should_peng, ai.should_chi, ai.should_gang:
                        answers += "1" if ask(rest, tile, d) else "0"
                check(answers == f[8], at + "answers " + answers)
        else:
            check(False, at + "unknown line")


def check_game(line, lineno):
    f = line.split("\t")
    at = "game line %d: " % lineno
    difficulty = [int(x) for x in f[3].split(",")]
    seeds = [int(x) for x in f[4].split(",")]
    with rules_for(f[0]) as rules, majiang.Game(rules, int(f[1]), int(f[2])) as game:
        ais = [majiang.Ai(difficulty[s], seeds[s], rules) for s in range(4)]
        events, actions = len(game.events()), 0
        state = game.state()
        while state.next_seat is not None:
            seat = state.next_seat
            action = game.ai_action(seat, ais[seat])
            check(action in game.legal_actions(seat), at + "a legal choice")
            game.apply(seat, action)
            actions += 1
            drained = game.events()
            check(all(e.kind <= EventKind.FINISHED for e in drained), at + "event kinds")
            events += len(drained)
            state = game.state()
        r = game.result()
        check(r.finished and join(r.deltas) == f[5] and sum(1 << s for s in r.winners) == int(f[6])
              and r.next_dealer == int(f[7]), at + "result %s" % r.deltas)
        check((actions, events) == (int(f[8]), int(f[9])), at + "%d actions, %d events"
              % (actions, events))
        record = game.record_json()
        check(record.count("\n") == actions + 2, at + "record lines")
        with majiang.Game.replay(record) as again:
            check(again.result() == r, at + "replay")
        for ai in ais:
            ai.close()


def check_bad_game_input():
    rules = majiang.Rules.changsha()
    expect_raise("difficulty 7", ValueError, "difficulty: 7", lambda: majiang.Ai(7, 1, rules))
    check(majiang.Ai.available(Difficulty.EXPERT) and majiang.Ai.available(Difficulty.HARD),
          "available")
    with majiang.Ai(Difficulty.EXPERT, 1, rules) as expert:
        expect_error("wall 1000", Status.INVALID_ARGUMENT, "`wall_left` = 1000",
                     lambda: expert.set_wall_left(1000))
        expert.should_peng([0, 1, 2, 12, 13, 14, 24, 25, 26, 4], 4)  # no seat: one meld implied
        expert.seat = 0
        expect_error("EXPERT claim without melds", Status.WRONG_HAND_SIZE, "whole hand",
                     lambda: expert.should_peng([0, 1, 2, 12, 13, 14, 24, 25, 26, 4], 4,
                                                Difficulty.EXPERT))
    win14 = [0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4]
    ai = majiang.Ai(Difficulty.HARD, 1, rules)
    check(ai.should_hu(win14) and not ai.should_hu(win14[:12] + [9, 9]), "should_hu")
    expect_raise("should_gang difficulty 8", ValueError, "difficulty: 8",
                 lambda: ai.should_gang(win14, 4, 8))
    expect_error("discard from 15", Status.INVALID_HAND, "15 concealed tiles",
                 lambda: ai.decide_discard(win14 + [5]))
    ai.observe_meld((MeldKind.CHI, 0))
    check(ai.observed()[:4] == [1, 1, 1, 0], "observed chi")
    expect_raise("ctx flag", ValueError, "ctx.kong_flip: expected True or False, got 2",
                 lambda: majiang.analyze_win(rules, win14, (), WinContext(kong_flip=2)))
    a = majiang.analyze_win(rules, win14)
    a.small = False
    expect_error("inconsistent analysis", Status.INVALID_ARGUMENT, "small = false",
                 lambda: majiang.settle_win(rules, a, 1, 0, 0))
    check(majiang.big_hand_id_name(BigHand.HAOHUA_QIXIAODUI) == "haohua_qixiaodui", "id name")
    check(majiang.opening_win_chinese_name(majiang.OpeningWin.LIULIUSHUN) == "六六顺", "Chinese")
    with majiang.Game(rules, 9, 0) as game:
        before = game.state()
        expect_raise("bad action", ValueError, "action.kind: 20", lambda: game.apply(0, (20, 0)))
        expect_error("tile on a peng", Status.INVALID_ARGUMENT, "names no tile",
                     lambda: game.apply(0, (ActionKind.PENG, 5)))
        expect_error("illegal", Status.ILLEGAL_ACTION, "not legal",
                     lambda: game.apply(0, (ActionKind.CHI, 0)))
        expect_error("seat 1", Status.ILLEGAL_ACTION, "seat 1 has no decision",
                     lambda: game.apply(1, (ActionKind.PASS, 0)))
        after = game.state()
        check((before.next_seat, before.wall_left, before.phase)
              == (after.next_seat, after.wall_left, after.phase), "unchanged")
        check(len(game.hand(0)) == 14 and len(game.dealt(1)) == 13 and game.drawn_tile(0) is None
              and game.melds(0) == [] and game.discards(0) == [], "state queries")
    expect_error("bad record", Status.PARSE_ERROR, "line 1", lambda: majiang.Game.replay("{}"))
    game.close()  # closing twice is harmless
    ai.close()
    rules.close()


def play_with(ais, difficulty, seed, rules):
    """A hand of the tutorial's kind played by the AI's questions alone (every seat
    discards by decide_discard, claims a peng by should_peng), the table told to
    ``ais``: one Ai for every seat (its ``seat`` set per question) or four. Returns
    every answer in order."""
    import random
    rng = random.Random(seed)
    wall = [k for k in range(27) for _ in range(4)]
    rng.shuffle(wall)
    hands = [wall[s * 13:s * 13 + 13] for s in range(4)]
    melds = [[], [], [], []]
    wall = wall[52:]
    shared = len(ais) == 1

    def ai_for(seat):
        if shared:
            ais[0].seat = seat
            return ais[0]
        return ais[seat]

    log, seat, draw = [], 0, True
    while wall and len(log) < 400:
        if draw:
            hands[seat].append(wall.pop())
        index = ai_for(seat).decide_discard(hands[seat], melds[seat])
        log.append((seat, "discard", index))
        tile = hands[seat].pop(index)
        draw = True
        for k in (1, 2, 3):
            other = (seat + k) % 4
            if hands[other].count(tile) < 2:
                continue
            yes = bool(ai_for(other).should_peng(hands[other], tile, difficulty))
            log.append((other, "peng", tile, yes))
            if yes:
                hands[other].remove(tile)
                hands[other].remove(tile)
                melds[other].append((MeldKind.PENG, tile))
                if shared:
                    ais[0].observe_meld((MeldKind.PENG, tile), by_seat=other)
                else:
                    for q in range(4):
                        if q != other:
                            ais[q].observe_meld((MeldKind.PENG, tile))
                seat, draw = other, False
                break
        else:
            for ai in ais:
                ai.observe_discard(tile)
            seat = (seat + 1) % 4
    return log


def check_one_ai_for_every_seat():
    rules = majiang.Rules.changsha()
    # The issue's case: seat 0's peng of 5m does not reach seat 1.
    with majiang.Ai(Difficulty.EXPERT, 0, rules) as shared, \
            majiang.Ai(Difficulty.EXPERT, 0, rules) as fresh:
        check(shared.seat is None, "a new Ai has no seat")
        shared.seat = 0
        shared.decide_discard(majiang.parse_tiles("123m456s789p2m9s"), [(MeldKind.PENG, 4)])
        shared.seat = 1
        hand = majiang.parse_tiles("55m123s456p789p19s")
        check(shared.should_peng(hand, 4, Difficulty.EXPERT)
              == fresh.should_peng(hand, 4, Difficulty.EXPERT), "seat 1 answers as a fresh Ai")
        expect_raise("seat 4", ValueError, "seat: seat 4 is out of range 0-3",
                     lambda: setattr(shared, "seat", 4))
        check(shared.seat == 1, "the seat kept")
    games = claims = 0
    for difficulty in (Difficulty.EASY, Difficulty.MEDIUM, Difficulty.HARD, Difficulty.EXPERT):
        for seed in (1, 2):
            with majiang.Ai(difficulty, seed, rules) as one:
                four = [majiang.Ai(difficulty, seed, rules) for _ in range(4)]
                for s, ai in enumerate(four):
                    ai.seat = s  # each set to its seat: the seat's own memory
                a = play_with([one], difficulty, seed, rules)
                b = play_with(four, difficulty, seed, rules)
                for ai in four:
                    ai.close()
            check(a == b and len(a) > 20, "one Ai = four Ais, difficulty %d seed %d"
                  % (difficulty, seed))
            games += 1
            claims += sum(1 for e in a if e[1] == "peng")
    check(games == 8 and claims > 4, "whole hands with claims (%d claims)" % claims)


def check_pythonic():
    """The idiomatic layer: plain values, readable reprs, None for "none", enums, lists of
    kinds, notation accepted wherever a hand goes, and clear TypeError / ValueError."""
    import typing
    import warnings

    rules = majiang.Rules.changsha()
    win = "123m456s789p23455m"
    check(majiang.is_win(rules, win) is True and majiang.is_win(rules, "123m456s789p23459m") is False,
          "is_win is a bool")
    check(majiang.is_win(rules, majiang.parse_tiles(win)) is True, "a list of ids")
    check(majiang.shanten(rules, ["1m", "2m", 2, "4s"] + list(range(18, 27))) ==
          majiang.shanten(rules, "123m4s123456789p"), "ids and one-tile notations mixed")
    check(majiang.waits(rules, "123m456s789p2345m") == [1, 4], "waits: a list of kinds")
    targets = majiang.winning_targets(rules, "258m258s258p22558m")
    check(targets == [Target.JIANGJIANGHU] and isinstance(targets[0], Target), "targets: enums")
    a = majiang.analyze_win(rules, "258m258s258p22558m")
    check(a.big_hands == [(BigHand.JIANGJIANGHU, 1)] and a.win is True and a.small is False,
          "analysis %r" % a)
    check(repr(a).startswith("WinAnalysis(win=True, small=False") and " at 0x" not in repr(a),
          "analysis repr %r" % a)
    check(majiang.parse_melds("peng:5m chi:345s") == [(MeldKind.PENG, 4), (MeldKind.CHI, 11)],
          "melds equal (kind, tile) tuples")
    check(majiang.is_win(rules, "123m456s55m", "peng:9p chi:789p")
          == majiang.is_win(rules, "123m456s55m", [(MeldKind.PENG, 26), "chi:789p"]),
          "melds as notation")
    check(majiang.shanten_for(rules, Target.THIRTEEN_ORPHANS, win) is None, "unreachable: None")
    with majiang.Ai(Difficulty.EXPERT, 3, rules) as ai:
        hints = ai.hints("123m456s789p2345m9s")
        best = hints[0]
        check(best.tile == 17 and best.useful_kinds == [1, 4] and best.unseen_copies == 5
              and best.targets == [Target.REGULAR], "hint %r" % best)
        check(best.reason.startswith("discard 9s: ready") and best.reason_zh.startswith("打 "),
              "hint reasons")
        check(repr(best).startswith("Hint(tile=17, index=13, shanten=0, useful_kinds=[1, 4]"),
              "hint repr %r" % best)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            check(best.draws_left == 5 and best.draws == [1, 4], "deprecated names")
        check([w.category for w in caught] == [DeprecationWarning] * 2, "deprecation warnings")
        options = majiang.discard_options(rules, "123m456s789p2345m9s")
        check((options[0].tile, options[0].useful_kinds, options[0].unseen_copies) == (17, [1, 4], 5),
              "discard option %r" % options[0])
        ai.observe_meld("peng:5m")
        check(ai.observed()[4] == 3, "observe_meld from notation")
    for level in Difficulty.EASY, Difficulty.HARD, Difficulty.EXPERT:
        with majiang.Ai(level, 5, rules) as own, majiang.Ai(level, 5, rules) as given:
            hand, tile = "55m123s456p789p19s", "5m"
            got = [own.should_peng(hand, tile), own.should_gang("555m23s456p789p19s", tile)]
            want = [given.should_peng(hand, tile, level), given.should_gang("555m23s456p789p19s",
                                                                            tile, level)]
            check(got == want, "difficulty defaults to the AI's own (%s)" % level.name)
    # A table seat's hints (mj_game_hints): at the dealer's first turn nothing is seen but
    # its own hand, so a fresh EXPERT told the wall ranks that hand the same.
    with majiang.Game(rules, 1, 1) as game, majiang.Ai(Difficulty.EXPERT, 1, rules) as fresh:
        hand = game.hand(1)
        fresh.set_wall_left(game.state().wall_left)
        hints = game.hints(1)
        check(len(hints) > 1 and hints == fresh.hints(hand), "game hints %r" % hints[:1])
        legal = [a.tile for a in game.legal_actions(1) if a.kind is ActionKind.DISCARD]
        check(all(h.tile in legal and hand[h.index] == h.tile and h.reason and h.reason_zh
                  for h in hints), "game hints: legal discards, indices into hand(1)")
        check(game.hints(0) == [] and game.hint_reasons(2) == [], "no hints off the turn")
        expect_raise("hints(4)", ValueError, "seat 4 is out of range", lambda: game.hints(4))
    with majiang.Game(rules, 4, 1) as game:
        state = game.state()
        check(state.phase is Phase.TURN and state.offer is None and state.pending == [1]
              and state.next_seat == 1 and state.dealer == 1, "state %r" % state)
        dealt = game.events()[0]
        check(dealt.kind is EventKind.DEALT and dealt.from_ is None and dealt.tile is None,
              "event %r" % dealt)
        action = game.legal_actions(1)[0]
        check(isinstance(action.kind, ActionKind) and action == (action.kind, action.tile),
              "action %r" % (action,))
        game.apply(1, action)
        check(game.discards(1) == [(action.tile, False)] and game.discards(1)[0].claimed is False,
              "discard pile")
        check(game.result().finished is False and game.result().from_ is None, "result on")
    for what, kind, fragment, call in [
        ("is_win(None, …)", TypeError, "rules: expected a Rules, got NoneType None",
         lambda: majiang.is_win(None, win)),
        ("tiles None", TypeError, "tiles: expected a list of tile ids or a notation string, "
         "got NoneType None", lambda: majiang.is_win(rules, None)),
        ("tile -1", ValueError, "tiles[0]: tile id -1", lambda: majiang.is_win(rules, [-1])),
        ("tile 1.0", TypeError, "tiles[1]: expected a tile id (int) or notation (str), got float",
         lambda: majiang.waits(rules, [0, 1.0])),
        ("tile True", TypeError, "got bool True", lambda: majiang.waits(rules, [True])),
        ("two tiles for one", ValueError, "tile: '5m6m' is 2 tiles, not one",
         lambda: majiang.Ai(Difficulty.HARD, 1, rules).should_peng("55m", "5m6m")),
        ("claimed -1", ValueError, "claimed_tile: tile id -1",
         lambda: majiang.Ai(Difficulty.HARD, 1, rules).observe_meld((1, 4), -1)),
        ("difficulty 9", ValueError, "difficulty: 9 is not a Difficulty: EASY (0)",
         lambda: majiang.Ai(Difficulty.HARD, 1, rules).should_peng("55m", 4, 9)),
        ("seed -1", ValueError, "seed: -1 is out of range",
         lambda: majiang.Ai(Difficulty.HARD, -1, rules)),
        ("seat 4", ValueError, "seat: seat 4 is out of range 0-3",
         lambda: majiang.Game(rules, 1, 0).hand(4)),
        ("unseen of 33", ValueError, "unseen: expected 34 counts, got 33",
         lambda: majiang.wait_counts(rules, "123m456s789p2345m", (), [4] * 33)),
        ("notation 5", TypeError, "notation: expected a notation string, got int 5",
         lambda: majiang.parse_tiles(5)),
    ]:
        expect_raise(what, kind, fragment, call)
    # The annotations resolve on this Python, so editors and type checkers can use them.
    for fn in (majiang.is_win, majiang.waits, majiang.Ai.hints, majiang.Game.state):
        check(typing.get_type_hints(fn) != {}, "type hints of " + fn.__qualname__)
    rules.close()


def check_flat_presets():
    """红中 by name: its options, a refused value, and hands played by HARD AIs until one
    pays lines, which sum to zero and add up to the result; a 中 is never discarded."""
    expect_error("unknown preset", Status.INVALID_OPTION, "hongzhong",
                 lambda: majiang.Rules.by_name("sichuan-xl"))
    with majiang.Rules.by_name("hongzhong") as rules, majiang.Rules.zhuanzhuan() as zz:
        check(rules.get(RuleOption.RED_DRAGONS) == 4 and zz.get(RuleOption.RED_DRAGONS) == 0
              and rules.get(RuleOption.CHI) == 0 and rules.wildcard == 31, "hongzhong options")
        expect_error("red dragons 5", Status.INVALID_OPTION, "red_dragons = 5: 0, 4 or 8",
                     lambda: rules.set(RuleOption.RED_DRAGONS, 5))
        check(rules.get(RuleOption.RED_DRAGONS) == 4, "refused value left the rules unchanged")
        rules.set(RuleOption.BIRD_POINTS, 2)
        check(rules.get(RuleOption.BIRD_POINTS) == 2, "bird points set")
        ai = majiang.Ai(Difficulty.HARD, 3, rules)
        paid = 0
        for seed in range(30):
            with majiang.Game(rules, seed, seed % 4) as game:
                state = game.state()
                while state.next_seat is not None:
                    seat = state.next_seat
                    if state.phase == majiang.Phase.TURN and 31 in game.hand(seat):
                        expect_error("discard 中", Status.ILLEGAL_ACTION, "not legal",
                                     lambda: game.apply(seat, (ActionKind.DISCARD, 31)))
                    game.apply(seat, game.ai_action(seat, ai))
                    state = game.state()
                lines, result = game.payments(), game.result()
                totals = [0, 0, 0, 0]
                for line in lines:
                    totals[line.from_] -= line.points
                    totals[line.to] += line.points
                check(totals == result.deltas and sum(totals) == 0, "lines are the result")
                birds = game.birds()
                hits = [line.hits for line in lines if line.reason == majiang.PaymentReason.BIRDS]
                check(all(h == sum(b.hits for b in birds) for h in hits), "bird hits")
                if any(line.reason == majiang.PaymentReason.WIN for line in lines):
                    paid += 1
                    if paid >= 3:
                        break
        check(paid >= 3, "hongzhong hands won: %d" % paid)
        ai.close()


def check_sichuan():
    """四川 by name: its options (a refused value, another table's option refused both
    ways), the analysis of the worked examples X7 and X8 (缺一门 included), the waits and
    the best ready hand, the pattern names, and bad input refused with its message."""
    P = majiang.SichuanPattern
    with majiang.Rules.by_name("sichuan") as sc, majiang.Rules.changsha() as cs:
        check(sc.get(RuleOption.FAN_CAP) == 4 and sc.get(RuleOption.EXCHANGE) == 3
              and sc.get(RuleOption.CHI) == 0, "sichuan defaults")
        expect_error("fan cap 6", Status.INVALID_OPTION, "fan_cap = 6: 3, 4 or 5",
                     lambda: sc.set(RuleOption.FAN_CAP, 6))
        check(sc.get(RuleOption.FAN_CAP) == 4, "refused value left the rules unchanged")
        sc.set(RuleOption.SICHUAN_MODE, 1)
        check(sc.get(RuleOption.SICHUAN_MODE) == 1, "血流成河 set")
        expect_error("fan cap on changsha", Status.INVALID_OPTION, "an option of 四川 (sichuan)",
                     lambda: cs.set(RuleOption.FAN_CAP, 4))
        expect_error("birds on sichuan", Status.INVALID_OPTION, "an option of the Changsha",
                     lambda: sc.set(RuleOption.BIRDS, 2))
        x7 = majiang.sichuan_analyze(sc, "55m", "peng:1m peng:4m peng:7p gang:8p")
        check(x7 == majiang.SichuanAnalysis(True, 3, [P.DUIDUIHU, P.JINGOUDIAO, P.GEN]),
              "X7: %r" % (x7,))
        ctx = majiang.SichuanContext(self_draw=True, after_kong=True)
        x8 = majiang.sichuan_analyze(sc, "234m567m33m789s", "an_gang:6s", ctx)
        check(x8 == majiang.SichuanAnalysis(True, 2, [P.PINGHU, P.GEN, P.GANGSHANGHUA]),
              "X8: %r" % (x8,))
        three = majiang.sichuan_analyze(sc, "123m456s789p22m555s")
        check(three == majiang.SichuanAnalysis(False, 0, []), "three suits: %r" % (three,))
        check(majiang.sichuan_waits(sc, "123456789m2345m") == [1, 4], "X10 C waits")
        best = majiang.sichuan_best_ready_hand(sc, "123456789m2345m")
        check(best == (1, majiang.SichuanAnalysis(True, 2, [P.PINGHU, P.QINGYISE])),
              "X10 C best: %r" % (best,))
        check(majiang.sichuan_waits(sc, "123m456s56p789m11s") == []
              and majiang.sichuan_best_ready_hand(sc, "123m456s56p789m11s") is None,
              "three suits wait on nothing")
        # Advice knows 缺一门 before 定缺: a three-suit hand is never ready, no hint of
        # one says "ready" or has a chance while its sichuan_waits are empty.
        check(majiang.shanten(sc, "123m456m789m234p9s") == 1
              and majiang.shanten(sc, "123m456m789m234s9s") == 0, "shanten: 缺一门 on sichuan")
        with majiang.Ai(Difficulty.EXPERT, 1, sc) as advisor:
            full = "123m456m789m234p9s1s"
            for h in advisor.hints(full):
                rest = majiang.parse_tiles(full)
                rest.remove(h.tile)
                ready = majiang.sichuan_waits(sc, rest) != []
                check((h.shanten == 0) == ready and ("ready" in h.reason) == ready,
                      "hint %s: %s" % (h.tile, h.reason))
            check(advisor.hints(full)[0].shanten == 1, "the best discard is 1 from ready")
        check(all(o.shanten >= 1 for o in majiang.discard_options(sc, "123m456m789m234p9s1s")),
              "discard options: 缺一门")
        # The generic checks know 缺一门; an AI at the host's own table knows its void.
        check(not majiang.is_win(sc, "123m456m789p123s55s")
              and majiang.is_win(cs, "123m456m789p123s55s"), "is_win: 缺一门 on sichuan only")
        with majiang.Ai(Difficulty.EXPERT, 1, sc) as own:
            own.set_void(2)
            held = majiang.parse_tiles("1234567m19p23456s")
            check(18 <= held[own.decide_discard(held)] < 27, "the void suit goes first")
            check(not own.should_peng("11p2345m", "1p", Difficulty.MEDIUM), "no 碰 of the void")
            check(all(18 <= h.tile < 27 for h in own.hints(held)), "hints: the void suit only")
            expect_error("void 3", Status.INVALID_ARGUMENT, "`suit` = 3", lambda: own.set_void(3))
        check((majiang.sichuan_pattern_id_name(P.QINGYISE),
               majiang.sichuan_pattern_chinese_name(P.QINGYISE),
               majiang.sichuan_pattern_english_name(P.QINGYISE)) == ("qingyise", "清一色", "one suit")
              and majiang.sichuan_pattern_chinese_name(P.LONGQIDUI) == "龙七对", "pattern names")
        expect_raise("pattern 18", ValueError, "18", lambda: majiang.sichuan_pattern_id_name(18))
        expect_error("changsha rules", Status.INVALID_ARGUMENT, "not 四川麻将",
                     lambda: majiang.sichuan_analyze(cs, "11122233344455m"))
        expect_error("13 tiles", Status.WRONG_HAND_SIZE, "3n+2",
                     lambda: majiang.sichuan_analyze(sc, "1112223334445m"))
        robbed = majiang.SichuanContext(self_draw=True, robbed_kong=True)
        expect_error("robbed own kong", Status.INVALID_ARGUMENT, "抢杠胡",
                     lambda: majiang.sichuan_analyze(sc, "11122233344455m", (), robbed))


def check_sichuan_games():
    """四川 血战 hands played by HARD AIs: 换三张 and 定缺 with every seat pending at once,
    wins that do not end the hand, each WON followed by its WIN_FAN, and the payment lines
    summing to zero and to the result. Then bad input in the exchange, each refused with its
    message, the game unchanged."""
    Reason = majiang.PaymentReason
    with majiang.Rules.sichuan() as rules, majiang.Ai(Difficulty.HARD, 5, rules) as ai:
        wins, reasons = 0, set()
        for seed in range(8):
            with majiang.Game(rules, seed, seed % 4) as game:
                state = game.state()
                check(state.phase == Phase.EXCHANGE and state.pending == [0, 1, 2, 3],
                      "seed %d: every seat exchanges at once" % seed)
                phases = set()
                while state.next_seat is not None:
                    phases.add(state.phase)
                    game.apply(state.next_seat, game.ai_action(state.next_seat, ai))
                    state = game.state()
                check(Phase.DING_QUE in phases, "seed %d: 定缺 came" % seed)
                events = game.events()
                for e, after in zip(events, events[1:]):
                    if e.kind == EventKind.WON:
                        wins += 1
                        check(after.kind == EventKind.WIN_FAN and after.seat == e.seat
                              and after.patterns and after.count >= 0,
                              "seed %d: WON then WIN_FAN %r" % (seed, after))
                lines, result = game.payments(), game.result()
                # The result carries each win's fan and patterns, as its WIN_FAN event.
                fans = [(e.seat, after.count, after.patterns)
                        for e, after in zip(events, events[1:]) if e.kind == EventKind.WON]
                got = [(w.seat, w.fan, sorted(set(w.patterns))) for w in result.wins]
                check(got == fans, "seed %d: result wins %r, events %r" % (seed, got, fans))
                totals = [0, 0, 0, 0]
                for line in lines:
                    totals[line.from_] -= line.points
                    totals[line.to] += line.points
                    reasons.add(line.reason)
                    check(line.reason_id and line.label and line.label_en,
                          "seed %d: payment labels %r" % (seed, line))
                check(totals == result.deltas and sum(totals) == 0,
                      "seed %d: the lines are the result, zero-sum" % seed)
                winners = [e.seat for e in events if e.kind == EventKind.WON]
                voids = next(e.tiles for e in events if e.kind == EventKind.VOIDS_DECLARED)
                for s in range(4):
                    check(game.sichuan_seat(s) == (voids[s], winners.count(s), s in winners),
                          "seed %d: seat %d standing %r" % (seed, s, game.sichuan_seat(s)))
                    # docs/names.md: void_suit, as C, JS and C# call it; `void` still
                    # answers for one release, with a DeprecationWarning.
                    standing = game.sichuan_seat(s)
                    with warnings.catch_warnings(record=True) as caught:
                        warnings.simplefilter("always")
                        old = standing.void
                    check(standing.void_suit == voids[s] == old
                          and [w.category for w in caught] == [DeprecationWarning],
                          "seed %d: seat %d void_suit %r, void %r" % (seed, s, standing.void_suit, old))
        check(wins > 8 and Reason.WIN in reasons, "wins %d, reasons %r" % (wins, reasons))

        with majiang.Game(rules, 3, 0) as game:
            hand = game.hand(0)
            other = next(t for t in hand if t // 9 != hand[0] // 9)
            game.apply(0, (ActionKind.EXCHANGE, hand[0]))
            game.events()
            before = game.state()
            for what, seat, action, status, fragment in [
                ("exchange of a second suit", 0, (ActionKind.EXCHANGE, other),
                 Status.ILLEGAL_ACTION, "not legal"),
                ("定缺 in the exchange", 1, (ActionKind.DING_QUE, 1), Status.ILLEGAL_ACTION,
                 "not legal"),
                ("定缺 of suit 3", 1, (ActionKind.DING_QUE, 3), Status.INVALID_ARGUMENT,
                 "ding_que suit = 3"),
                ("discard in the exchange", 0, (ActionKind.DISCARD, other),
                 Status.ILLEGAL_ACTION, "not legal"),
            ]:
                expect_error(what, status, fragment, lambda: game.apply(seat, action))
                check(game.state() == before and game.events() == [],
                      what + ": the game unchanged")


def check_options():
    """Rules.options(): the core's option registry with labels, ranges and defaults; get refuses
    another table's option, as set does."""
    hz = majiang.Rules.hongzhong()
    options = hz.options()
    check([o.id for o in options] == list(range(54)), "54 options in id order")
    by_name = {o.name: o for o in options}
    birds = by_name["flat_birds"]
    check((birds.zh, birds.kind, birds.default, birds.value, birds.families) == ("抓鸟", "enum", 4, 4, ["hunan"]),
          "flat_birds on hongzhong")
    check([v[0] for v in birds.values] == [0, 2, 4, 6, 8], "flat_birds values")
    check(by_name["mcr_round"].families == ["mcr"], "every family bit is named by the library")
    check(by_name["kong_fee"][5:8] == ("int", 0, 1000), "kong_fee range")
    check(by_name["fan_cap"].values[1] == (4, "四番 (16倍)", "4 fan (16×)"), "fan_cap labels")
    cs_birds = by_name["birds"]
    check(not cs_birds.applies and cs_birds.value is None and cs_birds.families == ["changsha"], "birds is Changsha's")
    expect_error("birds on hongzhong", Status.INVALID_OPTION, "birds: an option of the Changsha table",
                 lambda: hz.get(RuleOption.BIRDS))
    check(hz.get(RuleOption.FLAT_BIRDS) == 4, "flat birds read")
    hz.set(RuleOption.FLAT_BIRDS, 6)
    check(hz.options()[RuleOption.FLAT_BIRDS].value == 6 and hz.options()[RuleOption.FLAT_BIRDS].default == 4,
          "value and the preset's default")
    check(majiang.Rules.option_by_name("pair_258") == RuleOption.TWO_FIVE_EIGHT_PAIR, "option by name")
    expect_error("option zhaniao", Status.INVALID_OPTION, "zhaniao", lambda: majiang.Rules.option_by_name("zhaniao"))
    hz.close()


def each(directory, name, fn):
    count = 0
    with open(os.path.join(directory, name), encoding="utf-8") as lines:
        for lineno, line in enumerate(lines, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            try:
                fn(line, lineno)
            except MajiangError as e:
                check(False, "%s line %d: %s" % (name, lineno, e))
            count += 1
    return count


def check_values():
    """What a hand is worth, one shape for every preset: the mcr preset's worked hand (fans
    with 中文 and English names, value, count, flowers), the minimum, shanten over every
    form, waits with their fans; a 长沙 big hand in units, a 四川 pattern with a count, a flat
    table's winning shape; refusals with their messages; then HARD mcr hands whose FLOWER
    events count each seat's flowers and whose wins carry their value."""
    with majiang.Rules.by_name("mcr") as rules:
        a = majiang.hand_value(rules, "678m123p44477z", "peng:7s",
                               "win:7m seat:S round:W flowers:3")
        check((a.unit, a.win, a.total, a.toward_minimum, a.meets_minimum, a.shanten)
              == (majiang.ValueUnit.FAN, True, 11, 8, True, 0), "mcr value %r" % (a,))
        check([(l.chinese, l.count) for l in a.lines]
              == [("五门齐", 1), ("幺九刻", 1), ("独听・嵌张", 1), ("花牌", 3)], "mcr fans")
        check(a.lines[0] == ("all_types", "五门齐", "All Types", 6, 1)
              and a.lines[3] == majiang.ValueLine("flower_tiles", "花牌", "Flower Tiles", 1, 3),
              "a line's names %r" % (a.lines,))
        check(sum(l.value * l.count for l in a.lines) == a.total, "the lines sum to the total")
        last = majiang.hand_value(rules, "678m123p44477z", "peng:7s", "seat:S round:W flowers:3")
        check(last.win and last.lines != a.lines, "without win: the last tile wins %r" % (last,))
        low = majiang.hand_value(rules, "123m456m789p234s55p")
        check(low.win and not low.meets_minimum and low.total == 6, "under the minimum %r" % (low,))
        miss = majiang.hand_value(rules, "123m456m147p234s19p")
        check((miss.win, miss.lines, miss.shanten) == (False, [], 1), "no shape %r" % (miss,))
        check(majiang.shanten(rules, "147m258s36p12345z") == 0, "全不靠 ready: shanten 0")
        waits = majiang.valued_waits(rules, "1112345678999m", (), "win:1m self_drawn flowers:1")
        check([w.tile for w in waits] == list(range(9))
              and [w.value.total for w in waits] == [108, 94, 91, 91, 93, 91, 91, 94, 108]
              and all(w.value.lines[0].id == "nine_gates" and w.value.lines[-1].count == 1
                      and sum(l.value * l.count for l in w.value.lines) == w.value.total
                      for w in waits), "九莲宝灯 waits %r" % (waits[:1],))
        check(majiang.valued_waits(rules, "1112345678999m", (), "self_drawn last_copy kong flowers:1")
              == waits, "a wait's value drops the words of one tile")
        expect_error("and 和绝张 holding a copy", Status.INVALID_ARGUMENT, "和绝张",
                     lambda: majiang.hand_value(rules, "11122233344455m", (), "win:5m last_copy"))
        expect_error("an unknown word", Status.PARSE_ERROR, "context words are",
                     lambda: majiang.hand_value(rules, "11122233344455m", (), "tsumo"))
        expect_error("a 3n+1 value", Status.WRONG_HAND_SIZE, "3n+2",
                     lambda: majiang.hand_value(rules, "1112223334445m"))
        expect_error("3n+2 waits", Status.WRONG_HAND_SIZE, "3n+1",
                     lambda: majiang.valued_waits(rules, "11122233344455m"))
        expect_raise("context not text", TypeError, "context",
                     lambda: majiang.hand_value(rules, "11122233344455m", (), 5))
        with majiang.Ai(Difficulty.HARD, 9, rules) as ai:
            wins = flowers = 0
            for seed in range(6):
                with majiang.Game(rules, seed, seed % 4) as game:
                    state = game.state()
                    while state.next_seat is not None:
                        game.apply(state.next_seat, game.ai_action(state.next_seat, ai))
                        state = game.state()
                    events = game.events()
                    counted = [0, 0, 0, 0]
                    for e in events:
                        if e.kind == EventKind.FLOWER:
                            counted[e.seat] += 1
                            flowers += 1
                    for i, w in enumerate(game.result().wins):
                        wins += 1
                        won = next(e for e in events if e.kind == EventKind.WON)
                        v = w.value
                        flower = [l.count for l in v.lines if l.id == "flower_tiles"]
                        check(v == game.win_value(i) and v.unit == majiang.ValueUnit.FAN
                              and w.fan == v.total == won.count and v.meets_minimum
                              and sum(l.value * l.count for l in v.lines) == w.fan
                              and sum(flower) == counted[w.seat],
                              "seed %d: the win's value %r" % (seed, w))
                    expect_error("no such win", Status.INVALID_ARGUMENT, "win(s)",
                                 lambda: game.win_value(9))
            check(wins > 0 and flowers > 0, "mcr hands: %d wins, %d flowers" % (wins, flowers))
    with majiang.Rules.changsha() as rules:
        big = majiang.hand_value(rules, "22m55m88m22s55s88s22p")
        check((big.unit, big.total, [(l.id, l.chinese, l.value) for l in big.lines])
              == (majiang.ValueUnit.UNITS, 2, [("jiangjianghu", "将将胡", 1), ("qixiaodui", "七小对", 1)]),
              "长沙 big hands in units %r" % (big,))
    with majiang.Rules.sichuan() as rules:
        roots = majiang.hand_value(rules, "11112222333344m", (), "self_drawn")
        check((roots.unit, roots.win, [(l.chinese, l.count) for l in roots.lines])
              == (majiang.ValueUnit.FAN, True, [("龙七对", 1), ("清一色", 1), ("根", 2)])
              and roots.total == 3 + 2 + 2, "四川 patterns with a count %r" % (roots,))
        check(not majiang.hand_value(rules, "123m456s789p23455m").win, "四川 缺一门")
    with majiang.Rules.by_name("zhuanzhuan") as rules:
        flat = majiang.valued_waits(rules, "123m456s789p2345m")
        check([(w.tile, w.value.unit, w.value.total, [l.id for l in w.value.lines]) for w in flat]
              == [(1, majiang.ValueUnit.ALIKE, 0, ["regular"]),
                  (4, majiang.ValueUnit.ALIKE, 0, ["regular"])], "a flat table's waits %r" % (flat,))
        pairs = majiang.hand_value(rules, "11m22m33m44s55s66p77p")
        check([(l.id, l.chinese) for l in pairs.lines] == [("seven_pairs", "七小对")],
              "a flat table's shape %r" % (pairs,))


def main():
    if len(sys.argv) != 2:
        print("usage: consumer.py tests/ffi", file=sys.stderr)
        return 2
    majiang.warm_up()
    cases = each(sys.argv[1], "cases.txt", check_case)
    analysis = each(sys.argv[1], "analysis.txt", check_analysis)
    games = each(sys.argv[1], "games.txt", check_game)
    check(cases > 100 and analysis > 50 and games >= 6, "lines read")
    check_bad_input()
    check_options()
    check_bad_game_input()
    check_one_ai_for_every_seat()
    check_pythonic()
    check_flat_presets()
    check_sichuan()
    check_sichuan_games()
    check_values()
    count = cases + analysis + games
    print("Python: %d cases; %d passed, %d failed" % (count, passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
