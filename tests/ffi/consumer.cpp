// A C++17 program using libmajiang through the RAII wrapper include/majiang.hpp:
// every case of tests/ffi/cases.txt, then bad input as exceptions.
//
//   g++ -std=c++17 -Wall -Wextra -Werror -Iinclude tests/ffi/consumer.cpp
//       tests/ffi/consumer_tu2.cpp -lmajiang && ./a.out tests/ffi/cases.txt
//
// Prints "N passed, M failed"; exits non-zero on any failure.
#include "majiang.hpp"

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
    check(majiang::is_win(rules, tiles, melds) == (f[4] == "1"), at + "win");
    check(majiang::winning_targets(rules, tiles, melds) == std::stoul(f[5]), at + "targets");
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
        check(majiang::waits(rules, tiles, melds) == want, at + "waits");
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

} // namespace

int main(int argc, char **argv) {
    if (argc != 2) {
        std::cerr << "usage: " << argv[0] << " tests/ffi/cases.txt\n";
        return 2;
    }
    majiang::warm_up();
    std::ifstream cases(argv[1]);
    if (!cases) {
        std::cerr << "cannot open " << argv[1] << '\n';
        return 2;
    }
    std::string line;
    int lineno = 0, count = 0;
    while (std::getline(cases, line)) {
        ++lineno;
        if (line.empty() || line[0] == '#') continue;
        try {
            check_case(line, lineno);
        } catch (const majiang::Error &e) {
            check(false, "line " + std::to_string(lineno) + ": " + e.what());
        }
        ++count;
    }
    check(count > 100, "cases read");
    check_bad_input();
    std::cout << "C++: " << count << " cases; " << passed << " passed, " << failed << " failed\n";
    return failed == 0 ? 0 : 1;
}
