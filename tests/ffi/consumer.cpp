// A C++17 program using libmajiang through the RAII wrapper include/majiang.hpp:
// every case of tests/ffi/cases.txt and tests/ffi/analysis.txt, every game of
// tests/ffi/games.txt played by majiang::Ai players on a majiang::Game, then
// bad input as exceptions.
//
//   g++ -std=c++17 -Wall -Wextra -Werror -Iinclude tests/ffi/consumer.cpp
//       tests/ffi/consumer_tu2.cpp -lmajiang && ./a.out tests/ffi
//
// Prints "N passed, M failed"; exits non-zero on any failure.
#include "majiang.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

// Defined in consumer_tu2.cpp: the wrapper included in a second translation unit.
std::string second_translation_unit_format(const majiang::Tiles &tiles);

namespace {

int passed = 0, failed = 0;

void check(bool ok, const std::string &what) {
    if (ok) {
        ++passed;
    } else {
        ++failed;
        std::cerr << "FAIL " << what << '\n';
    }
}

std::vector<std::string> split(const std::string &s, char sep) {
    std::vector<std::string> out;
    std::string item;
    std::istringstream in(s);
    while (std::getline(in, item, sep)) out.push_back(item);
    return out;
}

majiang::Rules rules_for(const std::string &spec) {
    auto plus = spec.find("+w");
    std::string preset = spec.substr(0, plus);
    majiang::Rules rules = preset == "standard" ? majiang::Rules::standard()
                           : preset == "eval_v1" ? majiang::Rules::eval_v1()
                                                 : majiang::Rules::changsha();
    if (plus != std::string::npos) rules.set_wildcard(std::stoi(spec.substr(plus + 2)));
    return rules;
}

// The mask with bit `1 << id` set for each id of a list (kinds or targets), as the
// case files write sets.
template <typename List> unsigned long long mask_of(const List &ids) {
    unsigned long long mask = 0;
    for (auto id : ids) mask |= 1ull << static_cast<unsigned>(id);
    return mask;
}

void check_case(const std::string &line, int lineno) {
    auto f = split(line, '\t');
    std::string at = "line " + std::to_string(lineno) + ": ";
    if (f.size() != 9) return check(false, at + "expected 9 fields");
    majiang::Tiles tiles;
    for (auto &id : split(f[2], ',')) tiles.push_back(static_cast<std::uint8_t>(std::stoi(id)));
    majiang::Melds melds;
    if (f[3] != "-")
        for (auto &m : split(f[3], ',')) {
            auto kt = split(m, ':');
            melds.push_back(MjMeld{static_cast<std::uint8_t>(std::stoi(kt[0])),
                                   static_cast<std::uint8_t>(std::stoi(kt[1]))});
        }
    check(majiang::parse_tiles(f[1]) == tiles, at + "parse " + f[1]);
    check(majiang::format_tiles(tiles) == f[1], at + "format");
    check(second_translation_unit_format(tiles) == f[1], at + "format (second unit)");

    const majiang::Rules rules = rules_for(f[0]);
    if (f[4] == "-") {
        // A 3n+1 hand lacks its winning tile: both win checks refuse it.
        try {
            majiang::is_win(rules, tiles, melds);
            check(false, at + "win of a 3n+1 hand did not throw");
        } catch (const majiang::Error &e) {
            check(e.status() == MJ_STATUS_WRONG_HAND_SIZE, at + "win status");
        }
        try {
            majiang::winning_targets(rules, tiles, melds);
            check(false, at + "targets of a 3n+1 hand did not throw");
        } catch (const majiang::Error &e) {
            check(e.status() == MJ_STATUS_WRONG_HAND_SIZE, at + "targets status");
        }
    } else {
        check(majiang::is_win(rules, tiles, melds) == (f[4] == "1"), at + "win");
        check(mask_of(majiang::winning_targets(rules, tiles, melds)) == std::stoull(f[5]),
              at + "targets");
    }
    check(majiang::shanten(rules, tiles, melds) == std::stoi(f[6]), at + "shanten");
    auto per = split(f[7], ',');
    for (int t = MJ_TARGET_REGULAR; t <= MJ_TARGET_THIRTEEN_ORPHANS; ++t) {
        auto got = majiang::shanten_for(rules, static_cast<MjTarget>(t), tiles, melds);
        int want = std::stoi(per[static_cast<std::size_t>(t)]);
        check(got.value_or(MJ_SHANTEN_UNREACHABLE) == want, at + "target " + std::to_string(t));
    }
    if (f[8] == "-") {
        try {
            majiang::waits(rules, tiles, melds);
            check(false, at + "waits of a 3n+2 hand did not throw");
        } catch (const majiang::Error &e) {
            check(e.status() == MJ_STATUS_WRONG_HAND_SIZE, at + "waits status");
        }
    } else {
        std::uint64_t want = std::stoull(f[8]);
        check(majiang::waits(rules, tiles, melds) == majiang::ids_of(want), at + "waits");
        auto counts = majiang::wait_counts(rules, tiles, melds);
        bool consistent = true;
        for (std::size_t id = 0; id < counts.size(); ++id)
            consistent = consistent && ((counts[id] > 0) <= ((want >> id & 1) == 1));
        check(consistent, at + "wait counts only on waits");
    }
}

// Runs `call`, expecting a majiang::Error with `status` whose message holds `fragment`.
template <typename Call>
void expect_error(const std::string &what, MjStatus status, const std::string &fragment,
                  Call call) {
    try {
        call();
        check(false, what + ": no exception");
    } catch (const majiang::Error &e) {
        check(e.status() == status, what + ": status " + majiang::status_name(e.status()));
        check(std::string(e.what()).find(fragment) != std::string::npos,
              what + ": message \"" + e.what() + "\" lacks \"" + fragment + "\"");
    }
}

void check_bad_input() {
    majiang::Rules rules = majiang::Rules::changsha();
    majiang::Tiles win14{0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4};
    check(majiang::is_win(rules, win14), "a plain win");

    auto bad = win14;
    bad[3] = 40;
    expect_error("tile 40", MJ_STATUS_INVALID_TILE, "tiles[3]",
                 [&] { majiang::is_win(rules, bad); });
    expect_error("win of 13", MJ_STATUS_WRONG_HAND_SIZE, "3n+2", [&] {
        majiang::is_win(rules, majiang::Tiles(win14.begin(), win14.begin() + 13));
    });
    expect_error("meld kind 9", MJ_STATUS_INVALID_MELD, "melds[0].kind = 9", [&] {
        majiang::is_win(rules, majiang::Tiles(win14.begin(), win14.begin() + 11), {{9, 4}});
    });
    expect_error("birds = 3", MJ_STATUS_INVALID_OPTION, "birds = 3",
                 [&] { rules.set(MJ_RULE_OPTION_BIRDS, 3); });
    expect_error("target 9", MJ_STATUS_INVALID_ARGUMENT, "`target` = 9",
                 [&] { majiang::shanten_for(rules, static_cast<MjTarget>(9), win14); });
    expect_error("parse", MJ_STATUS_PARSE_ERROR, "character 2",
                 [&] { majiang::parse_tiles("12x"); });

    // Copies are independent handles; moves transfer ownership.
    majiang::Rules copy = rules;
    copy.set(MJ_RULE_OPTION_BIRDS, 6).set_wildcard(4);
    check(rules.get(MJ_RULE_OPTION_BIRDS) == 2 && copy.get(MJ_RULE_OPTION_BIRDS) == 6, "copy");
    check(!rules.wildcard() && copy.wildcard() == 4, "wildcard on the copy only");
    majiang::Rules moved = std::move(copy);
    check(moved.wildcard() == 4, "moved");
    copy = moved;
    check(copy.get(MJ_RULE_OPTION_BIRDS) == 6, "copy-assigned after move");

    check(majiang::format_tiles_chinese({4, 12, 26}) == "五万 四条 九筒", "chinese");
    auto melds = majiang::parse_melds("peng:5m chi:345s");
    check(melds.size() == 2 && melds[0].kind == MJ_MELD_KIND_PENG && melds[1].tile == 11,
          "parse melds");
    check(majiang::parse_tiles("").empty() && majiang::format_tiles({}).empty(), "empty");
    majiang::check_abi();
    check(!majiang::version().empty(), "version");
}

majiang::Tiles tiles_of(const std::string &field) {
    majiang::Tiles out;
    if (field != "-")
        for (auto &id : split(field, ',')) out.push_back(static_cast<std::uint8_t>(std::stoi(id)));
    return out;
}

majiang::Melds melds_of(const std::string &field) {
    majiang::Melds out;
    if (field != "-")
        for (auto &m : split(field, ',')) {
            auto kt = split(m, ':');
            out.push_back(MjMeld{static_cast<std::uint8_t>(std::stoi(kt[0])),
                                 static_cast<std::uint8_t>(std::stoi(kt[1]))});
        }
    return out;
}

std::string join_points(const std::array<std::int32_t, 4> &p) {
    return std::to_string(p[0]) + "," + std::to_string(p[1]) + "," + std::to_string(p[2]) + "," +
           std::to_string(p[3]);
}

std::string join_names(const std::vector<std::pair<std::string, unsigned>> &names) {
    std::string out;
    for (auto &[id, n] : names) out += (out.empty() ? "" : ",") + id + ":" + std::to_string(n);
    return out.empty() ? "-" : out;
}

void check_analysis(const std::string &line, int lineno) {
    auto f = split(line, '\t');
    std::string at = "analysis line " + std::to_string(lineno) + ": ";
    if (f[0] == "win") {
        const majiang::Rules rules = rules_for(f[1]);
        const auto &c = f[5];
        MjWinContext ctx{static_cast<std::uint8_t>(c[0] - '0'), static_cast<std::uint8_t>(c[1] - '0'),
                         static_cast<std::uint8_t>(c[2] - '0'), static_cast<std::uint8_t>(c[3] - '0'),
                         static_cast<std::uint8_t>(c[4] - '0'), static_cast<std::uint8_t>(c[5] - '0')};
        auto a = majiang::analyze_win(rules, tiles_of(f[3]), melds_of(f[4]), ctx);
        check(a.win == std::stoi(f[6]) && a.small == std::stoi(f[7]) &&
                  a.units == std::stoul(f[8]) && a.big_hands == std::stoul(f[9]) &&
                  a.targets == std::stoul(f[10]),
              at + "analysis");
        check(join_names(majiang::big_hands(a)) == f[11], at + "big hands");
        if (a.win)
            check(join_points(majiang::settle_win(rules, a, std::stoi(f[12]), std::stoi(f[13]),
                                                  std::stoi(f[14]), tiles_of(f[15]))) == f[16],
                  at + "settle");
    } else if (f[0] == "opening") {
        const majiang::Rules rules = rules_for(f[1]);
        auto w = majiang::opening_wins(rules, tiles_of(f[3]));
        std::string counts;
        std::vector<std::pair<std::string, unsigned>> names;
        for (int id = 0; id < 4; ++id) {
            counts += (id ? "," : "") + std::to_string(w.counts[id]);
            if (w.counts[id])
                names.emplace_back(majiang::opening_win_id_name(static_cast<MjOpeningWin>(id)),
                                   w.counts[id]);
        }
        check(counts == f[4] && join_names(names) == f[5], at + "opening wins");
        check(join_points(majiang::settle_opening(rules, std::stoi(f[6]), w.total,
                                                  std::stoi(f[7]))) == f[8],
              at + "settle opening");
    } else if (f[0] == "discard") {
        const majiang::Rules rules = rules_for(f[1]);
        auto tiles = tiles_of(f[3]);
        auto melds = melds_of(f[4]);
        auto options = majiang::discard_options(rules, tiles, melds);
        std::string text;
        for (auto &o : options)
            text += (text.empty() ? "" : ",") + std::to_string(o.tile) + ":" +
                    std::to_string(o.index) + ":" + std::to_string(o.shanten) + ":" +
                    std::to_string(o.useful_kinds.size()) + ":" +
                    std::to_string(o.unseen_copies) + ":" + std::to_string(mask_of(o.useful_kinds));
        check(text == f[5], at + "options " + text);
    } else if (f[0] == "hint") {
        const majiang::Rules rules = rules_for(f[1]);
        auto tiles = tiles_of(f[3]);
        auto melds = melds_of(f[4]);
        majiang::Ai ai(MJ_DIFFICULTY_EXPERT, 0, rules);
        for (auto t : tiles_of(f[5])) ai.observe_discard(t);
        ai.set_wall_left(std::stoi(f[6]));
        std::string text;
        char buf[256];
        auto hints = ai.hints(tiles, melds);
        for (auto &h : hints) {
            std::snprintf(buf, sizeof buf, "%u:%u:%d:%u:%u:%llu:%llu:%.6f:%.6f", h.tile,
                          static_cast<unsigned>(h.index), h.shanten,
                          static_cast<unsigned>(h.useful_kinds.size()), h.unseen_copies,
                          mask_of(h.useful_kinds), mask_of(h.targets), h.win_prob, h.points);
            text += (text.empty() ? "" : ",") + std::string(buf);
        }
        check(text == f[7], at + "hints " + text);
        check(!hints.empty() && hints.front().reason == f[9], at + "reason");
        check(!hints.empty() && hints.back().reason_zh.rfind("打 ", 0) == 0, at + "reasons zh");
        auto reasons = ai.hint_reasons(tiles, melds);
        check(reasons.size() == hints.size(), at + "reasons");
        majiang::Tiles rest(tiles.begin(), tiles.end() - 1);
        std::string claims;
        claims += ai.should_peng(rest, tiles.back(), MJ_DIFFICULTY_EXPERT) ? '1' : '0';
        claims += ai.should_chi(rest, tiles.back(), MJ_DIFFICULTY_EXPERT) ? '1' : '0';
        claims += ai.should_gang(rest, tiles.back(), MJ_DIFFICULTY_EXPERT) ? '1' : '0';
        claims += ai.should_hu_discard(rest, tiles.back(), melds) ? '1' : '0';
        check(claims == f[8], at + "claims " + claims);
    } else if (f[0] == "ai") {
        const majiang::Rules rules = rules_for(f[1]);
        majiang::Ai ai(static_cast<MjDifficulty>(std::stoi(f[2])), std::stoull(f[3]), rules);
        auto tiles = tiles_of(f[5]);
        check(ai.decide_discard(tiles, melds_of(f[6])) == std::stoul(f[7]), at + "discard");
        majiang::Tiles rest(tiles.begin(), tiles.end() - 1);
        std::string answers;
        for (int d = 0; d < 3; ++d) {
            auto level = static_cast<MjDifficulty>(d);
            answers += ai.should_peng(rest, tiles.back(), level) ? '1' : '0';
            answers += ai.should_chi(rest, tiles.back(), level) ? '1' : '0';
            answers += ai.should_gang(rest, tiles.back(), level) ? '1' : '0';
        }
        check(answers == f[8], at + "answers " + answers);
    } else {
        check(false, at + "unknown line");
    }
}

void check_game(const std::string &line, int lineno) {
    auto f = split(line, '\t');
    std::string at = "game line " + std::to_string(lineno) + ": ";
    const majiang::Rules rules = rules_for(f[0]);
    auto difficulty = split(f[3], ',');
    auto seed = split(f[4], ',');
    std::vector<majiang::Ai> ais;
    for (int s = 0; s < 4; ++s)
        ais.emplace_back(static_cast<MjDifficulty>(std::stoi(difficulty[static_cast<std::size_t>(s)])),
                         std::stoull(seed[static_cast<std::size_t>(s)]), rules);
    majiang::Game game(rules, std::stoull(f[1]), std::stoi(f[2]));
    std::size_t events = game.events().size(), actions = 0;
    for (auto state = game.state(); state.next_seat != MJ_NONE; state = game.state()) {
        int seat = state.next_seat;
        game.apply(seat, game.ai_action(seat, ais[static_cast<std::size_t>(seat)]));
        ++actions;
        events += game.events().size();
    }
    auto r = game.result();
    int winners = 0;
    for (int s : r.winners) winners |= 1 << s;
    check(r.finished && join_points(r.deltas) == f[5] && winners == std::stoi(f[6]) &&
              r.next_dealer == std::stoi(f[7]) && r.deltas[0] == game.raw_result().deltas.points[0],
          at + "result");
    // Each win carries its seat's big hands and units, as the result has them by seat.
    for (const majiang::Win &w : r.wins)
        check(w.big_hands == r.big_hands[static_cast<std::size_t>(w.seat)] &&
                  w.units == r.units[static_cast<std::size_t>(w.seat)] &&
                  w.small == w.big_hands.empty() && !w.fan,
              at + "the win of seat " + std::to_string(w.seat));
    check(r.wins.size() == r.winners.size(), at + "one win per winner");
    check(actions == std::stoul(f[8]) && events == std::stoul(f[9]), at + "actions and events");
    auto record = game.record_json();
    auto again = majiang::Game::replay(record);
    check(again.result().next_dealer == r.next_dealer && again.record_json() == record,
          at + "replay");
}

void check_bad_game_input() {
    const majiang::Rules rules = majiang::Rules::changsha();
    expect_error("difficulty 7", MJ_STATUS_INVALID_ARGUMENT, "`difficulty` = 7",
                 [&] { majiang::Ai(static_cast<MjDifficulty>(7), 1, rules); });
    check(majiang::Ai::available(MJ_DIFFICULTY_EXPERT) && majiang::Ai::available(MJ_DIFFICULTY_HARD),
          "available");
    majiang::Ai expert(MJ_DIFFICULTY_EXPERT, 1, rules);
    expect_error("wall -2", MJ_STATUS_INVALID_ARGUMENT, "`wall_left` = -2",
                 [&] { expert.set_wall_left(-2); });
    check(expert.seat() == MJ_NONE, "a new Ai has no seat");
    expert.set_seat(0);
    expect_error("EXPERT claim without melds", MJ_STATUS_WRONG_HAND_SIZE, "whole hand",
                 [&] { expert.should_chi({0, 1, 2, 12, 13, 14, 24, 25, 26, 4}, 3, MJ_DIFFICULTY_EXPERT); });
    // One Ai for several seats: seat 2's peng of 5m is seen by the others, held by seat 2.
    expert.observe_meld(MjMeld{MJ_MELD_KIND_PENG, 4}, std::nullopt, 2);
    check(expert.seat() == 0 && expert.observed()[4] == 3, "seat 0 saw seat 2's peng");
    expert.set_seat(2);
    check(expert.seat() == 2 && expert.observed()[4] == 0, "seat 2 holds its own peng");
    expect_error("seat 4", MJ_STATUS_INVALID_ARGUMENT, "`seat` = 4", [&] { expert.set_seat(4); });
    majiang::Ai ai(MJ_DIFFICULTY_HARD, 3, rules);
    majiang::Tiles win14{0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4};
    check(ai.should_hu(win14) && !ai.should_hu({0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 9, 9}),
          "should_hu");
    expect_error("should_gang difficulty -1", MJ_STATUS_INVALID_ARGUMENT, "`difficulty` = -1",
                 [&] { ai.should_gang(win14, 4, static_cast<MjDifficulty>(-1)); });
    expect_error("ctx flag", MJ_STATUS_INVALID_ARGUMENT, "`ctx.dealer` = 7", [&] {
        majiang::analyze_win(rules, win14, {}, MjWinContext{0, 0, 0, 0, 0, 7});
    });
    auto a = majiang::analyze_win(rules, win14);
    check(a.win && a.small && majiang::big_hands(a).empty(), "a small win");
    check(majiang::settle_win(rules, a, 1, MJ_SELF_DRAW, 0) == std::array<std::int32_t, 4>{-3, 7, -2, -2},
          "self-drawn small win, seat 0 deals");
    check(majiang::big_hand_chinese_name(MJ_BIG_HAND_QINGYISE) == "清一色", "Chinese name");
    majiang::Game game(rules, 9, 0);
    auto before = game.state();
    expect_error("bad action kind", MJ_STATUS_INVALID_ARGUMENT, "`action.kind` = 20",
                 [&] { game.apply(0, MjAction{20, 0}); });
    expect_error("illegal action", MJ_STATUS_ILLEGAL_ACTION, "not legal",
                 [&] { game.apply(0, MjAction{MJ_ACTION_KIND_PENG, 0}); });
    expect_error("bad seat", MJ_STATUS_INVALID_ARGUMENT, "`seat` = -1",
                 [&] { game.legal_actions(-1); });
    auto after = game.state();
    check(after.next_seat == before.next_seat && after.wall_left == before.wall_left &&
              game.legal_actions(0).size() == majiang::Game(rules, 9, 0).legal_actions(0).size(),
          "unchanged after refusals");
    check(game.hand(0).size() == 14 && game.dealt(1).size() == 13 && !game.drawn_tile(0) &&
              game.melds(0).empty() && game.discards(0).empty(),
          "state queries");
    expect_error("bad record", MJ_STATUS_PARSE_ERROR, "line 1", [] { majiang::Game::replay("x"); });
    majiang::Game moved = std::move(game);
    check(moved.state().next_seat == 0, "a moved game keeps its handle");
    // A table seat's hints (mj_game_hints): at the dealer's first turn nothing is seen but its
    // own hand, so a fresh EXPERT told the wall ranks that hand the same.
    majiang::Game table(rules, 1, 1);
    majiang::Ai fresh(MJ_DIFFICULTY_EXPERT, 1, rules);
    fresh.set_wall_left(table.state().wall_left);
    majiang::Tiles hand = table.hand(1);
    auto hints = table.hints(1);
    auto want = fresh.hints(hand);
    bool same = hints.size() > 1 && hints.size() == want.size();
    for (std::size_t i = 0; same && i < hints.size(); ++i)
        same = hints[i].tile == want[i].tile && hints[i].index == want[i].index &&
               hand[hints[i].index] == hints[i].tile && hints[i].points == want[i].points &&
               hints[i].reason == want[i].reason && hints[i].reason_zh == want[i].reason_zh;
    check(same, "game hints: a fresh EXPERT's at the dealer's first turn");
    check(table.hints(0).empty() && table.hint_reasons(2).empty(), "no hints off the turn");
    expect_error("hints seat 4", MJ_STATUS_INVALID_ARGUMENT, "`seat` = 4", [&] { table.hints(4); });
}

// 红中 by name: its options, a refused value, and hands played by HARD AIs until three pay
// a win, whose lines sum to zero and add up to the result; a 中 is never discarded.
void check_flat_presets() {
    expect_error("unknown preset", MJ_STATUS_INVALID_OPTION, "hongzhong",
                 [] { majiang::Rules::by_name("sichuan-xl"); });
    majiang::Rules rules = majiang::Rules::by_name("hongzhong");
    check(rules.get(MJ_RULE_OPTION_RED_DRAGONS) == 4 &&
              majiang::Rules::zhuanzhuan().get(MJ_RULE_OPTION_RED_DRAGONS) == 0 &&
              majiang::Rules::hongzhong().get(MJ_RULE_OPTION_CHI) == 0 && rules.wildcard() == 31,
          "hongzhong options");
    expect_error("red dragons 5", MJ_STATUS_INVALID_OPTION, "red_dragons = 5: 0, 4 or 8",
                 [&] { rules.set(MJ_RULE_OPTION_RED_DRAGONS, 5); });
    check(rules.get(MJ_RULE_OPTION_RED_DRAGONS) == 4, "refused value left the rules unchanged");
    check(rules.set(MJ_RULE_OPTION_BIRD_POINTS, 2).get(MJ_RULE_OPTION_BIRD_POINTS) == 2,
          "bird points set");
    // The option registry: every option with its labels, range and the preset's default;
    // another table's option refused when read, as when set.
    const auto options = majiang::Rules::hongzhong().options();
    const auto &birds = options.at(MJ_RULE_OPTION_FLAT_BIRDS);
    check(options.size() == 54 && birds.name == "flat_birds" && birds.zh == "抓鸟" &&
              birds.kind == MJ_RULE_OPTION_KIND_ENUM && birds.values.size() == 5 &&
              birds.default_value == 4 && birds.families == MJ_FAMILY_HUNAN &&
              !options.at(MJ_RULE_OPTION_KONG_FEE).value,
          "options");
    check(majiang::family_names(options.at(MJ_RULE_OPTION_MCR_ROUND).families) ==
              std::vector<std::string>{"mcr"},
          "every family bit is named by the library");
    check(majiang::Rules::option_by_name("pair_258") == MJ_RULE_OPTION_TWO_FIVE_EIGHT_PAIR,
          "option by name");
    expect_error("birds on hongzhong", MJ_STATUS_INVALID_OPTION, "an option of the Changsha table",
                 [&] { rules.get(MJ_RULE_OPTION_BIRDS); });
    majiang::Ai ai(MJ_DIFFICULTY_HARD, 3, rules);
    int paid = 0, bird_lines = 0;
    for (std::uint64_t seed = 0; seed < 30 && paid < 3; ++seed) {
        majiang::Game game(rules, seed, static_cast<int>(seed % 4));
        for (auto state = game.state(); state.next_seat != MJ_NONE; state = game.state()) {
            const int seat = state.next_seat;
            const auto hand = game.hand(seat);
            if (state.phase == MJ_PHASE_TURN &&
                std::find(hand.begin(), hand.end(), std::uint8_t{31}) != hand.end()) {
                expect_error("discard 中", MJ_STATUS_ILLEGAL_ACTION, "not legal",
                             [&] { game.apply(seat, MjAction{MJ_ACTION_KIND_DISCARD, 31}); });
            }
            game.apply(seat, game.ai_action(seat, ai));
        }
        const auto lines = game.payments();
        std::array<std::int32_t, 4> totals{};
        bool won = false;
        for (const majiang::Payment &p : lines) {
            totals[p.from] -= p.points;
            totals[p.to] += p.points;
            won = won || p.reason == MJ_PAYMENT_REASON_WIN;
        }
        const auto result = game.result();
        check(totals == result.deltas &&
                  totals[0] + totals[1] + totals[2] + totals[3] == 0,
              "lines are the result");
        unsigned hits = 0;
        for (const MjBird &b : game.birds()) hits += b.hits;
        for (const majiang::Payment &p : lines) {
            // Each line names its reason; a BIRDS line's labels count its hits.
            if (p.reason == MJ_PAYMENT_REASON_BIRDS) {
                ++bird_lines;
                const std::string times = " \xc3\x97" + std::to_string(hits);
                check(p.hits == hits && p.reason_id == "birds" && p.label == "中鸟" + times &&
                          p.label_en == "birds" + times,
                      "bird line " + p.label + " / " + p.label_en);
            }
            if (p.reason == MJ_PAYMENT_REASON_WIN) {
                const char *zh = nullptr;
                mj_payment_reason_chinese_name(MJ_PAYMENT_REASON_WIN, &zh);
                check(p.reason_id == "win" && p.label == zh && p.label == "胡" &&
                          p.label_en == "win",
                      "win line " + p.label);
            }
        }
        // A flat table's wins are small, with no fan, pattern or big hand.
        for (const majiang::Win &w : result.wins)
            check(w.small && !w.fan && w.patterns.empty() && w.big_hands.empty() &&
                      w.value.unit == majiang::ValueUnit::alike && w.value.total == 0 &&
                      !w.value.lines.empty() &&
                      std::find(result.winners.begin(), result.winners.end(), w.seat) !=
                          result.winners.end(),
                  "a hongzhong win");
        check(result.wins.size() == (won ? result.winners.size() : 0), "one win per winner");
        paid += won ? 1 : 0;
    }
    check(paid >= 3, "hongzhong hands won: " + std::to_string(paid));
    check(bird_lines >= 1, "hongzhong bird lines: " + std::to_string(bird_lines));
}

// 四川 by name: its options (a refused value, another table's option refused both ways),
// the worked examples X7 and X8 (缺一门 included), the waits and the best ready hand, the
// pattern names, and bad input refused with its message.
void check_sichuan() {
    using P = std::vector<MjSichuanPattern>;
    majiang::Rules sc = majiang::Rules::by_name("sichuan");
    majiang::Rules cs = majiang::Rules::changsha();
    check(sc.get(MJ_RULE_OPTION_FAN_CAP) == 4 && sc.get(MJ_RULE_OPTION_EXCHANGE) == 3 &&
              majiang::Rules::sichuan().get(MJ_RULE_OPTION_CHI) == 0,
          "sichuan defaults");
    expect_error("fan cap 6", MJ_STATUS_INVALID_OPTION, "fan_cap = 6: 3, 4 or 5",
                 [&] { sc.set(MJ_RULE_OPTION_FAN_CAP, 6); });
    check(sc.get(MJ_RULE_OPTION_FAN_CAP) == 4, "refused value left the rules unchanged");
    check(sc.set(MJ_RULE_OPTION_SICHUAN_MODE, 1).get(MJ_RULE_OPTION_SICHUAN_MODE) == 1,
          "血流成河 set");
    expect_error("fan cap on changsha", MJ_STATUS_INVALID_OPTION, "an option of 四川 (sichuan)",
                 [&] { cs.set(MJ_RULE_OPTION_FAN_CAP, 4); });
    expect_error("birds on sichuan", MJ_STATUS_INVALID_OPTION, "an option of the Changsha",
                 [&] { sc.set(MJ_RULE_OPTION_BIRDS, 2); });
    MjSichuanAnalysis x7 = majiang::sichuan_analyze(sc, majiang::Tiles("55m"),
                                                    majiang::Melds("peng:1m peng:4m peng:7p gang:8p"));
    check(x7.win == 1 && x7.fan == 3 &&
              majiang::sichuan_patterns(x7) == P{MJ_SICHUAN_PATTERN_DUIDUIHU,
                                                 MJ_SICHUAN_PATTERN_JINGOUDIAO,
                                                 MJ_SICHUAN_PATTERN_GEN},
          "X7");
    MjSichuanContext ctx{};
    ctx.self_draw = 1;
    ctx.after_kong = 1;
    MjSichuanAnalysis x8 = majiang::sichuan_analyze(sc, majiang::Tiles("234m567m33m789s"),
                                                    majiang::Melds("an_gang:6s"), ctx);
    check(x8.fan == 2 && majiang::sichuan_patterns(x8) == P{MJ_SICHUAN_PATTERN_PINGHU,
                                                            MJ_SICHUAN_PATTERN_GEN,
                                                            MJ_SICHUAN_PATTERN_GANGSHANGHUA},
          "X8");
    MjSichuanAnalysis three = majiang::sichuan_analyze(sc, majiang::Tiles("123m456s789p22m555s"));
    check(three.win == 0 && three.fan == 0 && three.patterns == 0, "three suits");
    check(majiang::sichuan_waits(sc, majiang::Tiles("123456789m2345m")) == majiang::Kinds{1, 4},
          "X10 C waits");
    auto best = majiang::sichuan_best_ready_hand(sc, majiang::Tiles("123456789m2345m"));
    check(best && best->first == 1 && best->second.fan == 2 &&
              majiang::sichuan_patterns(best->second) ==
                  P{MJ_SICHUAN_PATTERN_PINGHU, MJ_SICHUAN_PATTERN_QINGYISE},
          "X10 C best");
    majiang::Tiles three13("123m456s56p789m11s");
    check(majiang::sichuan_waits(sc, three13).empty() &&
              !majiang::sichuan_best_ready_hand(sc, three13),
          "three suits wait on nothing");
    // The generic checks know 缺一门; an AI at the host's own table knows its void.
    check(!majiang::is_win(sc, majiang::Tiles("123m456m789p123s55s")) &&
              majiang::is_win(cs, majiang::Tiles("123m456m789p123s55s")),
          "is_win: 缺一门 on sichuan only");
    {
        majiang::Ai own(MJ_DIFFICULTY_EXPERT, 1, sc);
        own.set_void(2);
        majiang::Tiles held("1234567m19p23456s");
        std::uint8_t pick = held[own.decide_discard(held)];
        check(pick >= 18 && pick < 27, "the void suit goes first");
        check(!own.should_peng(majiang::Tiles("11p2345m"), "1p", MJ_DIFFICULTY_MEDIUM),
              "no 碰 of the void");
        expect_error("void 3", MJ_STATUS_INVALID_ARGUMENT, "`suit` = 3", [&] { own.set_void(3); });
    }
    check(majiang::sichuan_pattern_id_name(MJ_SICHUAN_PATTERN_QINGYISE) == "qingyise" &&
              majiang::sichuan_pattern_chinese_name(MJ_SICHUAN_PATTERN_QINGYISE) == "清一色" &&
              majiang::sichuan_pattern_english_name(MJ_SICHUAN_PATTERN_QINGYISE) == "one suit" &&
              majiang::sichuan_pattern_chinese_name(MJ_SICHUAN_PATTERN_LONGQIDUI) == "龙七对",
          "pattern names");
    expect_error("pattern 18", MJ_STATUS_INVALID_ARGUMENT, "`id` = 18",
                 [] { majiang::sichuan_pattern_id_name(static_cast<MjSichuanPattern>(18)); });
    expect_error("changsha rules", MJ_STATUS_INVALID_ARGUMENT, "not 四川麻将",
                 [&] { majiang::sichuan_analyze(cs, majiang::Tiles("11122233344455m")); });
    expect_error("13 tiles", MJ_STATUS_WRONG_HAND_SIZE, "3n+2",
                 [&] { majiang::sichuan_analyze(sc, majiang::Tiles("1112223334445m")); });
    MjSichuanContext robbed{};
    robbed.self_draw = 1;
    robbed.robbed_kong = 1;
    expect_error("robbed own kong", MJ_STATUS_INVALID_ARGUMENT, "抢杠胡", [&] {
        majiang::sichuan_analyze(sc, majiang::Tiles("11122233344455m"), {}, robbed);
    });
}

// 四川 血战 hands played by HARD AIs: 换三张 and 定缺 with every seat pending at once, each WON
// followed by its WIN_FAN, the payment lines zero-sum and the result; then bad input in the
// exchange, each refused with its message, the game unchanged.
void check_sichuan_games() {
    majiang::Rules rules = majiang::Rules::sichuan();
    majiang::Ai ai(MJ_DIFFICULTY_HARD, 5, rules);
    int wins = 0;
    for (std::uint64_t seed = 0; seed < 8; ++seed) {
        const std::string at = "seed " + std::to_string(seed) + ": ";
        majiang::Game game(rules, seed, static_cast<int>(seed % 4));
        const MjGameState first = game.state();
        check(first.phase == MJ_PHASE_EXCHANGE && first.pending == 0xF,
              at + "every seat exchanges at once");
        bool ding_que = false;
        check(majiang::seats_of(first.pending) == std::vector<int>{0, 1, 2, 3},
              at + "seats_of lists the pending mask");
        for (auto state = game.state(); state.next_seat != MJ_NONE; state = game.state()) {
            ding_que = ding_que || state.phase == MJ_PHASE_DING_QUE;
            const auto pending = majiang::seats_of(state.pending);
            check(std::find(pending.begin(), pending.end(), state.next_seat) != pending.end(),
                  at + "the seat asked is pending");
            game.apply(state.next_seat, game.ai_action(state.next_seat, ai));
        }
        check(ding_que, at + "定缺 came");
        const auto events = game.events();
        const auto result_wins = game.result().wins;
        std::size_t w = 0;
        for (std::size_t i = 0; i + 1 < events.size(); ++i) {
            if (events[i].kind != MJ_EVENT_KIND_WON) continue;
            ++wins;
            check(events[i + 1].kind == MJ_EVENT_KIND_WIN_FAN &&
                      events[i + 1].seat == events[i].seat && events[i + 1].big_hands != 0,
                  at + "WON then WIN_FAN");
            // The result carries each win's fan and patterns, as the WIN_FAN event.
            std::uint32_t bits = 0;
            std::size_t gen = 0;
            if (w < result_wins.size()) {
                for (MjSichuanPattern p : result_wins[w].patterns) {
                    bits |= 1u << p;
                    gen += p == MJ_SICHUAN_PATTERN_GEN ? 1 : 0;
                }
            }
            check(w < result_wins.size() && result_wins[w].seat == events[i].seat &&
                      result_wins[w].fan == events[i + 1].count &&
                      bits == events[i + 1].big_hands && gen == events[i + 1].detail &&
                      result_wins[w].small == (events[i + 1].count == 0) &&
                      result_wins[w].big_hands.empty() &&
                      result_wins[w].value.total == events[i + 1].count,
                  at + "the result's win " + std::to_string(w));
            ++w;
        }
        check(w == result_wins.size(), at + "one result win per WON");
        // Each line's labels are the C ABI's names of its reason (四川 has no birds).
        const auto raw_lines = game.raw_payments();
        const auto lines = game.payments();
        check(lines.size() == raw_lines.size(), at + "a value per line");
        for (std::size_t i = 0; i < lines.size() && i < raw_lines.size(); ++i) {
            const char *id = nullptr, *zh = nullptr, *en = nullptr;
            mj_payment_reason_id_name(raw_lines[i].reason, &id);
            mj_payment_reason_chinese_name(raw_lines[i].reason, &zh);
            mj_payment_reason_english_name(raw_lines[i].reason, &en);
            check(lines[i].reason == raw_lines[i].reason && lines[i].points == raw_lines[i].points &&
                      lines[i].reason_id == id && lines[i].label == zh && lines[i].label_en == en,
                  at + "payment labels " + lines[i].label);
        }
        std::array<std::int32_t, 4> totals{};
        for (const majiang::Payment &p : lines) {
            totals[p.from] -= p.points;
            totals[p.to] += p.points;
        }
        check(totals == game.result().deltas &&
                  totals[0] + totals[1] + totals[2] + totals[3] == 0,
              at + "the lines are the result, zero-sum");
        std::array<int, 4> won{};
        std::array<std::uint8_t, 4> voids{};
        for (const MjEvent &e : events) {
            if (e.kind == MJ_EVENT_KIND_WON) ++won[e.seat];
            if (e.kind == MJ_EVENT_KIND_VOIDS_DECLARED)
                std::copy(e.tiles, e.tiles + 4, voids.begin());
        }
        for (int s = 0; s < 4; ++s) {
            const MjSichuanSeat st = game.sichuan_seat(s);
            check(st.void_suit == voids[s] && st.wins == won[s] && st.left == (won[s] > 0),
                  at + "seat " + std::to_string(s) + " standing");
        }
    }
    check(wins > 8, "四川 wins: " + std::to_string(wins));

    majiang::Game game(rules, 3, 0);
    const auto hand = game.hand(0);
    const auto other = *std::find_if(hand.begin(), hand.end(),
                                     [&](std::uint8_t t) { return t / 9 != hand[0] / 9; });
    game.apply(0, MjAction{MJ_ACTION_KIND_EXCHANGE, hand[0]});
    game.events();
    const MjGameState before = game.state();
    struct Bad {
        const char *what;
        int seat;
        MjAction action;
        MjStatus status;
        const char *fragment;
    };
    const Bad bad[] = {
        {"exchange of a second suit", 0, MjAction{MJ_ACTION_KIND_EXCHANGE, other},
         MJ_STATUS_ILLEGAL_ACTION, "not legal"},
        {"定缺 in the exchange", 1, MjAction{MJ_ACTION_KIND_DING_QUE, 1}, MJ_STATUS_ILLEGAL_ACTION,
         "not legal"},
        {"定缺 of suit 3", 1, MjAction{MJ_ACTION_KIND_DING_QUE, 3}, MJ_STATUS_INVALID_ARGUMENT,
         "ding_que suit = 3"},
        {"discard in the exchange", 0, MjAction{MJ_ACTION_KIND_DISCARD, other},
         MJ_STATUS_ILLEGAL_ACTION, "not legal"},
    };
    for (const Bad &b : bad) {
        expect_error(b.what, b.status, b.fragment, [&] { game.apply(b.seat, b.action); });
        const MjGameState after = game.state();
        check(after.phase == before.phase && after.pending == before.pending &&
                  after.next_seat == before.next_seat && game.events().empty(),
              std::string(b.what) + ": the game unchanged");
    }
}

} // namespace

// What a hand is worth, one shape for every preset: the mcr preset's worked hand (fans with
// 中文 and English names, value, count, flowers), the minimum, waits with their fans; a 长沙
// big hand in units, a 四川 pattern with a count, a flat table's winning shape; refusals with
// their messages; then HARD mcr hands whose FLOWER events count each seat's flowers and whose
// wins carry their value.
void check_values() {
    using majiang::ValueUnit;
    const auto sum = [](const majiang::HandValue &v) {
        unsigned total = 0;
        for (const auto &l : v.lines) total += l.value * l.count;
        return total;
    };
    const auto names = [](const majiang::HandValue &v) {
        std::string out;
        for (const auto &l : v.lines) out += l.chinese + "×" + std::to_string(l.count) + " ";
        return out;
    };
    majiang::Rules rules = majiang::Rules::by_name("mcr");
    const auto a = majiang::hand_value(rules, "678m123p44477z", "peng:7s",
                                       "win:7m seat:S round:W flowers:3");
    check(a.unit == ValueUnit::fan && a.win && a.total == 11 && a.toward_minimum == 8 &&
              a.meets_minimum && a.shanten == 0 && sum(a) == a.total,
          "mcr value");
    check(names(a) == "五门齐×1 幺九刻×1 独听・嵌张×1 花牌×3 ", "mcr fans: " + names(a));
    check(a.lines.size() == 4 && a.lines[0].id == "all_types" && a.lines[0].english == "All Types" &&
              a.lines[0].value == 6 && a.lines[3].id == "flower_tiles" &&
              a.lines[3].english == "Flower Tiles" && a.lines[3].value == 1,
          "a line's names");
    const auto low = majiang::hand_value(rules, "123m456m789p234s55p");
    check(low.win && !low.meets_minimum && low.total == 6, "under the minimum");
    const auto miss = majiang::hand_value(rules, "123m456m147p234s19p");
    check(!miss.win && miss.lines.empty() && miss.shanten == 1, "no shape");
    const auto waits = majiang::valued_waits(rules, "1112345678999m", {}, "win:1m self_drawn flowers:1");
    const unsigned totals[] = {108, 94, 91, 91, 93, 91, 91, 94, 108};
    bool gates = waits.size() == 9;
    for (std::size_t i = 0; gates && i < waits.size(); ++i) {
        const auto &v = waits[i].value;
        gates = waits[i].tile == i && v.total == totals[i] && v.lines[0].id == "nine_gates" &&
                v.lines.back().id == "flower_tiles" && v.lines.back().count == 1 && sum(v) == v.total;
    }
    check(gates, "九莲宝灯 waits");
    check(majiang::shanten(rules, "147m258s36p12345z") == 0, "全不靠 ready");
    expect_error("和绝张 holding a copy", MJ_STATUS_INVALID_ARGUMENT, "和绝张", [&] {
        majiang::hand_value(rules, "11122233344455m", {}, "win:5m last_copy");
    });
    expect_error("an unknown word", MJ_STATUS_PARSE_ERROR, "tsumo",
                 [&] { majiang::hand_value(rules, "11122233344455m", {}, "tsumo"); });
    expect_error("a 3n+1 value", MJ_STATUS_WRONG_HAND_SIZE, "3n+2",
                 [&] { majiang::hand_value(rules, "1112223334445m"); });
    expect_error("3n+2 waits", MJ_STATUS_WRONG_HAND_SIZE, "3n+1",
                 [&] { majiang::valued_waits(rules, "11122233344455m"); });
    // 长沙 big hands in units, a 四川 pattern counted, a flat table's shape.
    const auto big = majiang::hand_value(majiang::Rules::changsha(), "22m55m88m22s55s88s22p");
    check(big.unit == ValueUnit::units && big.total == 2 && big.lines.size() == 2 &&
              big.lines[0].id == "jiangjianghu" && big.lines[0].chinese == "将将胡" &&
              big.lines[0].value == 1 && big.lines[1].id == "qixiaodui",
          "长沙 big hands in units: " + names(big));
    const majiang::Rules sichuan = majiang::Rules::sichuan();
    const auto roots = majiang::hand_value(sichuan, "11112222333344m", {}, "self_drawn");
    check(roots.unit == ValueUnit::fan && roots.win && names(roots) == "龙七对×1 清一色×1 根×2 " &&
              roots.total == 3 + 2 + 2,
          "四川 patterns with a count: " + names(roots));
    check(!majiang::hand_value(sichuan, "123m456s789p23455m").win, "四川 缺一门");
    const majiang::Rules flat = majiang::Rules::by_name("zhuanzhuan");
    const auto flat_waits = majiang::valued_waits(flat, "123m456s789p2345m");
    check(flat_waits.size() == 2 && flat_waits[0].tile == 1 && flat_waits[1].tile == 4 &&
              flat_waits[0].value.unit == ValueUnit::alike && flat_waits[0].value.total == 0 &&
              flat_waits[0].value.lines.size() == 1 && flat_waits[0].value.lines[0].id == "regular",
          "a flat table's waits");
    const auto pairs = majiang::hand_value(flat, "11m22m33m44s55s66p77p");
    check(pairs.lines.size() == 1 && pairs.lines[0].id == "seven_pairs" &&
              pairs.lines[0].chinese == "七小对",
          "a flat table's shape: " + names(pairs));
    majiang::Ai ai(MJ_DIFFICULTY_HARD, 9, rules);
    int wins = 0, flowers = 0;
    for (std::uint64_t seed = 0; seed < 6; ++seed) {
        const std::string at = "mcr seed " + std::to_string(seed) + ": ";
        majiang::Game game(rules, seed, static_cast<int>(seed % 4));
        for (auto state = game.state(); state.next_seat != MJ_NONE; state = game.state())
            game.apply(state.next_seat, game.ai_action(state.next_seat, ai));
        std::array<unsigned, 4> counted{};
        std::uint32_t won = 0;
        for (const MjEvent &e : game.events()) {
            if (e.kind == MJ_EVENT_KIND_FLOWER) ++counted[e.seat], ++flowers;
            if (e.kind == MJ_EVENT_KIND_WON) won = e.count;
        }
        const auto result = game.result();
        for (std::size_t i = 0; i < result.wins.size(); ++i) {
            ++wins;
            const auto &v = result.wins[i].value;
            unsigned flower = 0;
            for (const auto &l : v.lines) flower += l.id == "flower_tiles" ? l.count : 0;
            check(v.unit == ValueUnit::fan && v.total == won && sum(v) == v.total &&
                      v.meets_minimum && result.wins[i].fan == v.total &&
                      !result.wins[i].small && flower == counted[result.wins[i].seat] &&
                      names(game.win_value(i)) == names(v) && game.win_value(i).total == v.total,
                  at + "the win's value");
        }
        if (result.finished)
            expect_error(at + "no such win", MJ_STATUS_INVALID_ARGUMENT, "win(s)",
                         [&] { game.win_value(9); });
    }
    check(wins > 0 && flowers > 0, "mcr hands with wins and flowers");
}

int main(int argc, char **argv) {
    if (argc != 2) {
        std::cerr << "usage: " << argv[0] << " tests/ffi\n";
        return 2;
    }
    majiang::warm_up();
    std::string dir = argv[1];
    int count = 0;
    auto each = [&](const std::string &name, void (*f)(const std::string &, int)) {
        std::ifstream in(dir + "/" + name);
        check(static_cast<bool>(in), "open " + name);
        std::string line;
        int lineno = 0, n = 0;
        while (std::getline(in, line)) {
            ++lineno;
            if (line.empty() || line[0] == '#') continue;
            try {
                f(line, lineno);
            } catch (const majiang::Error &e) {
                check(false, name + " line " + std::to_string(lineno) + ": " + e.what());
            }
            ++n;
        }
        count += n;
        return n;
    };
    check(each("cases.txt", check_case) > 100, "cases read");
    check(each("analysis.txt", check_analysis) > 50, "analysis read");
    check(each("games.txt", check_game) >= 6, "games read");
    check_bad_input();
    check_bad_game_input();
    check_flat_presets();
    check_sichuan();
    check_sichuan_games();
    check_values();
    std::cout << "C++: " << count << " cases; " << passed << " passed, " << failed << " failed\n";
    return failed == 0 ? 0 : 1;
}
