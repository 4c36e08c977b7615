"""The tutorial's seatless AI from Python: one Ai for every seat, never naming a seat,
asked exactly the tutorial's calls — decide_discard(hand, melds) on a turn,
should_gang / should_peng / should_chi(hand, tile, difficulty) on another player's
discard — answers as one fresh Ai per seat, at every level (EASY … EXPERT), on whole
seeded Changsha games. Every answer (and every refusal) of the two runs is compared:
0 may differ, and none may be refused.

    MAJIANG_LIB=target/debug/libmajiang.so PYTHONPATH=bindings/python \
        python3 tests/ffi/seatless.py
"""

import sys

import majiang as mj

K = mj.ActionKind


def play(rules, difficulty, seed, shared):
    """One hand: every seat's choices from the tutorial's calls; the transcript."""
    ais = [mj.Ai(difficulty, seed, rules) for _ in range(1 if shared else 4)]
    ai_of = (lambda seat: ais[0]) if shared else (lambda seat: ais[seat])
    log, refused = [], 0

    def ask(what, call):
        nonlocal refused
        try:
            answer = call()
        except mj.MajiangError as e:
            refused += 1
            log.append("%s -> %s" % (what, e))
            return None
        log.append("%s -> %r" % (what, answer))
        return answer

    game = mj.Game(rules, seed, seed % 4)
    while (seat := game.state().next_seat) is not None:
        state = game.state()
        legal = game.legal_actions(seat)
        hand, melds = game.hand(seat), game.melds(seat)
        ai = ai_of(seat)
        action = None
        if any(a.kind == K.HU for a in legal):
            action = (K.HU, 0)  # every level takes a win, as the tutorial's AI does
        elif state.phase == mj.Phase.TURN:
            index = ask("%d decide_discard" % seat, lambda: ai.decide_discard(hand, melds))
            if index is not None and (K.DISCARD, hand[index]) in legal:
                action = (K.DISCARD, hand[index])
        elif state.phase == mj.Phase.CLAIM:
            tile = state.tiles[0]
            for kind, name, question in (
                (K.GANG, "should_gang", ai.should_gang),
                (K.PENG, "should_peng", ai.should_peng),
            ):
                if action is None and (kind, tile) in legal:
                    what = "%d %s %d" % (seat, name, tile)
                    if ask(what, lambda: question(hand, tile, difficulty)):
                        action = (kind, tile)
            chi = [a for a in legal if a.kind == K.CHI]
            if action is None and chi:
                what = "%d should_chi %d" % (seat, tile)
                if ask(what, lambda: ai.should_chi(hand, tile, difficulty)):
                    action = chi[0]
            if action is None:
                action = (K.PASS, 0)
        if action is None:
            action = legal[0]
        log.append("%d plays %r" % (seat, tuple(action)))
        game.apply(seat, action)
    return log, refused


def main():
    rules = mj.Rules.changsha()
    games = 0
    for difficulty in mj.Difficulty:
        for seed in range(1, 4 if difficulty == mj.Difficulty.EXPERT else 7):
            shared, refused = play(rules, difficulty, seed, True)
            fresh, _ = play(rules, difficulty, seed, False)
            games += 1
            if refused:
                sys.exit("%s seed %d: %d answers refused: %s" % (
                    difficulty.name, seed, refused, [l for l in shared if "MJ_STATUS" in l][:3]))
            for i, (a, b) in enumerate(zip(shared, fresh)):
                if a != b:
                    sys.exit("%s seed %d: answer %d differs:\n shared: %s\n fresh:  %s" % (
                        difficulty.name, seed, i, a, b))
            if len(shared) != len(fresh):
                sys.exit("%s seed %d: %d answers shared, %d fresh" % (
                    difficulty.name, seed, len(shared), len(fresh)))
    # The case: after serving seat A (with a 碰), seat B's question.
    ai = mj.Ai(mj.Difficulty.EXPERT, 1, rules)
    assert ai.seat is None, ai.seat
    ai.decide_discard("1m2m3m5m5m4s5s6s7s8s1p", ["peng:9p"])
    ai.should_peng("1m2m3m5m5m4s5s6s7s8s1p2p3p", "5m", mj.Difficulty.EXPERT)
    ai.seat = 2
    assert ai.seat == 2
    ai.seat = None
    assert ai.seat is None
    print("seatless: %d games, shared and per-seat AIs agree" % games)


if __name__ == "__main__":
    main()
