// One 四川 血战 hand played by the built-in AIs through the C++ wrapper: the game loop of
// the README. The Python twin (game_loop.py) prints the same lines for the same seed.
//
//   g++ -std=c++17 -Iinclude examples/game_loop.cpp -Ltarget/debug -lmajiang -o game_loop
#include <cstdio>

#include "majiang.hpp"

int main() {
    auto rules = majiang::Rules::by_name("sichuan");  // or "changsha", "zhuanzhuan", …
    majiang::Game game(rules, 42, 0);
    majiang::Ai ai(MJ_DIFFICULTY_HARD, 1, rules);
    // Ask whoever must decide next (换三张 and 定缺 included) until the hand is over.
    for (auto s = game.state(); s.next_seat != MJ_NONE; s = game.state()) {
        game.apply(s.next_seat, game.ai_action(s.next_seat, ai));  // or your player's choice
        for (const MjEvent &e : game.events()) {
            if (e.kind == MJ_EVENT_KIND_WIN_FAN) {
                std::printf("seat %d wins %d fan\n", e.seat, static_cast<int>(e.count));
            }
        }
    }
    const majiang::GameResult result = game.result();
    for (int seat = 0; seat < 4; ++seat) {
        std::printf("seat %d: %+d\n", seat, result.deltas[seat]);
    }
    auto lines = game.payments();  // 刮风下雨, wins, 呼叫转移, 查花猪, 查大叫, 退税 …
    long moved = 0;
    for (const majiang::Payment &p : lines) moved += p.points;  // p.label: "呼叫转移", …
    std::printf("%zu payment lines, %ld points moved\n", lines.size(), moved);
    return 0;
}
