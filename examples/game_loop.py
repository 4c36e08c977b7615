"""One 四川 血战 hand played by the built-in AIs through the Python binding: the game loop
of the README. The C++ twin (game_loop.cpp) prints the same lines for the same seed.

    MAJIANG_LIB=target/debug/libmajiang.so PYTHONPATH=bindings/python python3 examples/game_loop.py
"""

import majiang

rules = majiang.Rules.by_name("sichuan")  # or "changsha", "zhuanzhuan", "hongzhong", …
with majiang.Game(rules, 42, 0) as game, majiang.Ai(majiang.Difficulty.HARD, 1, rules) as ai:
    # Ask whoever must decide next (换三张 and 定缺 included) until the hand is over.
    while (seat := game.state().next_seat) is not None:
        game.apply(seat, game.ai_action(seat, ai))  # or your player's choice
        for event in game.events():
            if event.kind == majiang.EventKind.WIN_FAN:
                print("seat %d wins %d fan" % (event.seat, event.count))
    result = game.result()
    for seat, delta in enumerate(result.deltas):
        print("seat %d: %+d" % (seat, delta))
    lines = game.payments()  # 刮风下雨, wins, 呼叫转移, 查花猪, 查大叫, 退税 …
    print("%d payment lines, %d points moved" % (len(lines), sum(p.points for p in lines)))
