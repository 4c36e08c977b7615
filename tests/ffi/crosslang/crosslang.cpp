// The cross-language script (tests/ffi/crosslang/script.txt) through the C++17 wrapper
// include/majiang.hpp.
//
//   g++ -std=c++17 -Iinclude tests/ffi/crosslang/crosslang.cpp -Ltarget/debug -lmajiang
//   ./a.out tests/ffi/crosslang/script.txt
//
// Prints each failing line and "C++: N cases; P passed, F failed"; exits non-zero on a failure.

#include "majiang.hpp"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::vector<std::string> split(const std::string &s, const std::string &sep) {
    std::vector<std::string> out;
    std::size_t at = 0;
    for (std::size_t i; (i = s.find(sep, at)) != std::string::npos; at = i + sep.size())
        out.push_back(s.substr(at, i - at));
    out.push_back(s.substr(at));
    return out;
}

// A hand as the script gives it: notation (converted by majiang::Tiles itself), or a
// bracketed list of ids.
majiang::Tiles hand(const std::string &text) {
    if (text.empty() || text[0] != '[') return majiang::Tiles(text);
    majiang::Tiles ids;
    for (auto &x : split(text.substr(1, text.size() - 2), ","))
        if (!x.empty()) ids.push_back(static_cast<std::uint8_t>(std::stoi(x)));
    return ids;
}

majiang::Melds melds(const std::string &text) {
    if (text == "-") return {};
    if (text[0] != '[') return majiang::Melds(text);
    majiang::Melds out;
    for (auto &m : split(text.substr(1, text.size() - 2), ",")) {
        auto kt = split(m, ":");
        out.push_back(MjMeld{static_cast<std::uint8_t>(std::stoi(kt[0])),
                             static_cast<std::uint8_t>(std::stoi(kt[1]))});
    }
    return out;
}

majiang::Tile tile(const std::string &text) {
    if (text.find_first_not_of("0123456789") == std::string::npos) return std::stoi(text);
    return majiang::Tile(text);
}

template <typename List> std::string ids(const List &list) {
    std::string out;
    for (auto id : list) out += (out.empty() ? "" : ",") + std::to_string(static_cast<int>(id));
    return out.empty() ? "-" : out;
}

majiang::Ai ai(const std::string &spec, const majiang::Rules &rules) {
    auto parts = split(spec, "/");
    const char *names[] = {"EASY", "MEDIUM", "HARD", "EXPERT"};
    for (int d = 0; d < 4; ++d)
        if (parts[0] == names[d])
            return majiang::Ai(static_cast<MjDifficulty>(d), std::stoull(parts[1]), rules);
    throw std::runtime_error("unknown difficulty " + parts[0]);
}

std::string answer(const std::string &call, const std::vector<std::string> &a,
                   const majiang::Rules &rules) {
    if (call == "is_win") return majiang::is_win(rules, hand(a[0]), melds(a[1])) ? "true" : "false";
    if (call == "shanten") return std::to_string(majiang::shanten(rules, hand(a[0]), melds(a[1])));
    if (call == "waits") return ids(majiang::waits(rules, hand(a[0]), melds(a[1])));
    if (call == "winning_targets") return ids(majiang::winning_targets(rules, hand(a[0]), melds(a[1])));
    if (call == "discard_options") {
        std::string out;
        for (auto &o : majiang::discard_options(rules, hand(a[0]), melds(a[1])))
            out += (out.empty() ? "" : " | ") + std::to_string(o.tile) + ";" +
                   std::to_string(o.index) + ";" + std::to_string(o.shanten) + ";" +
                   ids(o.useful_kinds) + ";" + std::to_string(o.unseen_copies);
        return out;
    }
    if (call == "hints" || call == "hints_zh") {
        majiang::Ai player = ai(a[0], rules);
        auto h = player.hints(hand(a[1]), melds(a[2])).at(0);
        if (call == "hints_zh") return h.reason_zh;
        return std::to_string(h.tile) + ";" + std::to_string(h.index) + ";" +
               std::to_string(h.shanten) + ";" + ids(h.useful_kinds) + ";" +
               std::to_string(h.unseen_copies) + ";" + ids(h.targets) + ";" + h.reason;
    }
    // The mcr_* lines are asked under the mcr preset; "-" is no context words.
    const std::string context = call.rfind("mcr_", 0) == 0 && a[2] != "-" ? a[2] : "";
    if (call == "mcr_analyze") {
        const majiang::Rules mcr = majiang::Rules::by_name("mcr");
        const auto v = majiang::hand_value(mcr, hand(a[0]), melds(a[1]), context);
        std::string lines;
        for (const auto &l : v.lines)
            lines += (lines.empty() ? "" : ",") + l.chinese + " " + std::to_string(l.value) +
                     "×" + std::to_string(l.count);
        return std::to_string(v.total) + ";" + std::to_string(v.toward_minimum) + ";" +
               (v.meets_minimum ? "true" : "false") + ";" + std::to_string(v.shanten) + ";" +
               (lines.empty() ? "-" : lines);
    }
    if (call == "mcr_waits") {
        const majiang::Rules mcr = majiang::Rules::by_name("mcr");
        std::string out;
        for (const auto &w : majiang::valued_waits(mcr, hand(a[0]), melds(a[1]), context))
            out += (out.empty() ? "" : ",") + std::to_string(w.tile) + ":" +
                   std::to_string(w.value.total);
        return out.empty() ? "-" : out;
    }
    majiang::Ai player = ai(a[0], rules);
    if (call == "should_peng") return player.should_peng(hand(a[1]), tile(a[2])) ? "true" : "false";
    if (call == "should_chi") return player.should_chi(hand(a[1]), tile(a[2])) ? "true" : "false";
    if (call == "should_gang") return player.should_gang(hand(a[1]), tile(a[2])) ? "true" : "false";
    throw std::runtime_error("unknown call " + call);
}

} // namespace

int main(int argc, char **argv) {
    if (argc != 2) {
        std::cerr << "usage: crosslang tests/ffi/crosslang/script.txt\n";
        return 2;
    }
    std::ifstream in(argv[1]);
    if (!in) {
        std::cerr << "cannot read " << argv[1] << "\n";
        return 2;
    }
    const majiang::Rules rules = majiang::Rules::changsha();
    int passed = 0, failed = 0, lineno = 0;
    for (std::string line; std::getline(in, line);) {
        ++lineno;
        if (line.empty() || line[0] == '#') continue;
        auto f = split(line, "\t");
        std::string got;
        try {
            got = answer(f[0], std::vector<std::string>(f.begin() + 1, f.end() - 1), rules);
        } catch (const std::exception &e) {
            got = std::string("error: ") + e.what();
        }
        if (got == f.back()) {
            ++passed;
        } else {
            ++failed;
            std::cout << "FAIL line " << lineno << ": " << f[0] << "\n  want " << f.back()
                      << "\n  got  " << got << "\n";
        }
    }
    std::cout << "C++: " << passed + failed << " cases; " << passed << " passed, " << failed
              << " failed\n";
    return failed == 0 ? 0 : 1;
}
