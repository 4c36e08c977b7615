// majiang.hpp: a header-only C++17 wrapper over majiang.h (libmajiang).
//
// - Handles are owned by RAII types: `majiang::Rules` holds an `MjRules *` in a
//   `std::unique_ptr` whose deleter calls `mj_rules_free`; copying a Rules
//   clones the handle, moving it transfers ownership. `majiang::Ai` (an AI
//   player) and `majiang::Game` (one hand driven step by step) own their
//   handles the same way and are move-only.
// - Errors are exceptions: every failing call throws `majiang::Error`, a
//   `std::runtime_error` whose `what()` is the library's message (read from
//   `mj_last_error` on the calling thread) and whose `status()` is the
//   `MjStatus` code. Nothing else throws except `std::bad_alloc`.
// - A hand is `majiang::Tiles` (a `std::vector<std::uint8_t>` of tile ids) and
//   `majiang::Melds` (a `std::vector<MjMeld>`); both also convert from a
//   notation string (`"123m456s"`, `"peng:5m chi:345s"`), and a single tile
//   (`majiang::Tile`) from an id or `"5m"`. Results come back as values: sets of
//   kinds (waits, useful draws) and targets as lists, hints as `majiang::Hint`
//   with their reasons, a game's result, wins and payment lines as
//   `majiang::GameResult`, `majiang::Win` and `majiang::Payment` (labelled); the
//   raw structs and bit masks are the C API's (`majiang.h`), which stays usable
//   alongside (`Game::state()`, `raw_result()`, `raw_wins()`, `raw_payments()`).
// - Thread safety is the C API's: const member functions only read the
//   handle and may run concurrently; setters need exclusive use.
//
// Everything is `inline`, so the header may be included in any number of
// translation units. Link with -lmajiang.
#ifndef MAJIANG_HPP
#define MAJIANG_HPP

#include "majiang.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace majiang {

/// Tile ids (0-33, see majiang.h) of a hand's concealed tiles; also made from
/// notation (`Tiles("123m456s")`, parsed by `mj_parse_tiles`).
struct Tiles : std::vector<std::uint8_t> {
    using std::vector<std::uint8_t>::vector;
    Tiles() = default;
    Tiles(std::vector<std::uint8_t> ids) : std::vector<std::uint8_t>(std::move(ids)) {}
    Tiles(const std::string &notation);
    Tiles(const char *notation) : Tiles(std::string(notation)) {}
};
/// A hand's melds; also made from notation (`Melds("peng:5m chi:345s")`).
struct Melds : std::vector<MjMeld> {
    using std::vector<MjMeld>::vector;
    Melds() = default;
    Melds(std::vector<MjMeld> melds) : std::vector<MjMeld>(std::move(melds)) {}
    Melds(const std::string &notation);
    Melds(const char *notation) : Melds(std::string(notation)) {}
};
/// One tile: an id, or its notation (`"5m"`, `"五万"`).
struct Tile {
    std::uint8_t id;
    Tile(std::uint8_t tile) : id(tile) {}
    Tile(int tile);
    Tile(const std::string &notation);
    Tile(const char *notation) : Tile(std::string(notation)) {}
    operator std::uint8_t() const noexcept { return id; }
};
/// A list of tile kinds (waits, useful draws), ascending.
using Kinds = std::vector<std::uint8_t>;

/// A failed call: the library's status code and message.
class Error : public std::runtime_error {
public:
    Error(MjStatus status, const std::string &message)
        : std::runtime_error(message), status_(status) {}
    /// The `MJ_STATUS_*` code the call returned.
    MjStatus status() const noexcept { return status_; }

private:
    MjStatus status_;
};

namespace detail {

/// This thread's last-error message (two-call convention).
inline std::string last_error() {
    std::size_t needed = 0;
    if (mj_last_error(nullptr, 0, &needed) != MJ_STATUS_BUFFER_TOO_SMALL) return {};
    std::string message(needed, '\0');
    if (mj_last_error(message.data(), message.size(), &needed) != MJ_STATUS_OK) return {};
    message.resize(needed - 1);
    return message;
}

/// Throws `Error` for anything but `MJ_STATUS_OK`.
inline void check(MjStatus status) {
    if (status != MJ_STATUS_OK) throw Error(status, last_error());
}

/// Runs a buffer-filling call twice: once to size, once to fill.
template <typename T, typename Call> std::vector<T> fill(Call call) {
    std::size_t needed = 0;
    MjStatus status = call(static_cast<T *>(nullptr), std::size_t{0}, &needed);
    if (status == MJ_STATUS_OK) return {};
    if (status != MJ_STATUS_BUFFER_TOO_SMALL) check(status);
    std::vector<T> out(needed);
    check(call(out.data(), out.size(), &needed));
    out.resize(needed);
    return out;
}

inline std::string text(const std::vector<char> &bytes) {
    return bytes.empty() ? std::string() : std::string(bytes.data(), bytes.size() - 1);
}

/// A fixed-size UTF-8 name field (`MjValueLine::id`): its bytes up to the first NUL.
template <std::size_t N> std::string field(const std::uint8_t (&bytes)[N]) {
    std::size_t len = 0;
    while (len < N && bytes[len] != 0) ++len;
    return std::string(reinterpret_cast<const char *>(bytes), len);
}

/// The lines of `text`, each ended by `\n` (the hint reasons).
inline std::vector<std::string> lines(const std::string &text) {
    std::vector<std::string> out;
    for (std::size_t at = 0, nl; (nl = text.find('\n', at)) != std::string::npos; at = nl + 1)
        out.push_back(text.substr(at, nl - at));
    return out;
}

struct RulesDeleter {
    void operator()(MjRules *rules) const noexcept { mj_rules_free(rules); }
};
struct AiDeleter {
    void operator()(MjAi *ai) const noexcept { mj_ai_free(ai); }
};
struct GameDeleter {
    void operator()(MjGame *game) const noexcept { mj_game_free(game); }
};

/// A static name the library gives for an id.
inline std::string name(MjStatus (*f)(std::int32_t, const char **), int id) {
    const char *name = nullptr;
    check(f(id, &name));
    return name;
}

inline std::array<std::int32_t, 4> points(const MjPoints &p) {
    return {p.points[0], p.points[1], p.points[2], p.points[3]};
}

} // namespace detail

/// The names of the families whose bits are set in `bits` (an option's
/// `families`; bit i is family i, named by the library: "changsha", "hunan",
/// "sichuan", …), in bit order.
inline std::vector<std::string> family_names(std::uint32_t bits) {
    std::vector<std::string> out;
    for (std::int32_t f = 0; f < mj_family_count(); ++f) {
        if (bits & (1u << f)) out.push_back(detail::name(mj_family_name, f));
    }
    return out;
}

/// A rule set. Copyable (clones the handle) and movable.
class Rules {
public:
    /// Changsha default rules.
    static Rules changsha() { return Rules(mj_rules_new_changsha()); }
    /// Standard (34 kinds) rules.
    static Rules standard() { return Rules(mj_rules_new_standard()); }
    /// The eval-v1 preset for AI comparisons.
    static Rules eval_v1() { return Rules(mj_rules_new_eval_v1()); }
    /// 转转麻将: 108 tiles, no chi, any pair, flat scoring, 4 birds 159中鸟.
    static Rules zhuanzhuan() { return Rules(mj_rules_new_zhuanzhuan()); }
    /// 红中麻将: 转转 plus four 红中 (中, id 31) as wildcards with no copy limit.
    static Rules hongzhong() { return Rules(mj_rules_new_hongzhong()); }
    /// 四川麻将 血战到底: 108 tiles, no chi, fan capped at 4, 换三张, 定缺; its
    /// options are `MJ_RULE_OPTION_FAN_CAP` to `MJ_RULE_OPTION_SICHUAN_ROB_KONG`.
    /// A `Game` plays its hands (换三张 and 定缺 phases, wins that do not end
    /// the hand); `sichuan_analyze` counts a hand's fan.
    static Rules sichuan() { return Rules(mj_rules_new_sichuan()); }
    /// A preset by name (changsha, eval-v1, standard, zhuanzhuan, hongzhong or
    /// sichuan); another name throws (`MJ_STATUS_INVALID_OPTION`) naming them.
    static Rules by_name(const std::string &name) {
        MjRules *raw = nullptr;
        detail::check(mj_rules_new_by_name(name.c_str(), &raw));
        return Rules(raw);
    }

    Rules(const Rules &other) : ptr_(clone(other.ptr_.get())) {}
    Rules(Rules &&) noexcept = default;
    Rules &operator=(const Rules &other) {
        if (this != &other) ptr_.reset(clone(other.ptr_.get()));
        return *this;
    }
    Rules &operator=(Rules &&) noexcept = default;
    ~Rules() = default;

    /// Sets an option (validated by the library; throws on a bad value).
    Rules &set(MjRuleOption option, std::int32_t value) {
        detail::check(mj_rules_set_option(ptr_.get(), option, value));
        return *this;
    }
    /// Reads an option.
    std::int32_t get(MjRuleOption option) const {
        std::int32_t value = 0;
        detail::check(mj_rules_get_option(ptr_.get(), option, &value));
        return value;
    }
    /// Sets the wildcard tile, or removes it with `std::nullopt`.
    Rules &set_wildcard(std::optional<int> tile) {
        detail::check(mj_rules_set_wildcard(ptr_.get(), tile ? *tile : MJ_NO_TILE));
        return *this;
    }
    /// The wildcard tile, if any.
    std::optional<int> wildcard() const {
        std::int32_t tile = MJ_NO_TILE;
        detail::check(mj_rules_get_wildcard(ptr_.get(), &tile));
        return tile == MJ_NO_TILE ? std::nullopt : std::optional<int>(tile);
    }
    /// One labelled value of an option.
    struct OptionValue {
        std::int32_t value;
        std::string zh, en;
    };
    /// One rule option of the core's registry (`options()`): `name` as
    /// `mj_rule_option_name` and `majiang rules` give it, the labels, `kind`
    /// (`MJ_RULE_OPTION_KIND_*`), the range, the labelled values (none for an
    /// int range), the `families` bits (`family_names` names them), and for these rules
    /// whether they take it (`get` and `set` refuse it otherwise), its value
    /// and their preset's default (empty unless `applies`).
    struct OptionInfo {
        MjRuleOption id;
        std::string name, zh, en, doc;
        MjRuleOptionKind kind;
        std::int32_t min, max;
        std::vector<OptionValue> values;
        std::uint32_t families;
        bool applies;
        std::optional<std::int32_t> value, default_value;
    };
    /// Every rule option of the core's registry (every table's), in id order,
    /// with its labels, values and defaults: what a settings screen is built from.
    std::vector<OptionInfo> options() const {
        std::vector<OptionInfo> list;
        for (std::int32_t o = 0; o < mj_rule_option_count(); ++o) {
            MjRuleOptionInfo info{};
            detail::check(mj_rule_option_info(ptr_.get(), o, &info));
            OptionInfo entry{static_cast<MjRuleOption>(info.id),
                             detail::name(mj_rule_option_name, o),
                             detail::name(mj_rule_option_chinese_name, o),
                             detail::name(mj_rule_option_english_name, o),
                             detail::name(mj_rule_option_doc, o),
                             static_cast<MjRuleOptionKind>(info.kind),
                             info.min,
                             info.max,
                             {},
                             info.families,
                             info.applies == 1,
                             std::nullopt,
                             std::nullopt};
            for (std::uint32_t k = 0; k < info.choices; ++k) {
                std::int32_t value = 0;
                const char *zh = nullptr, *en = nullptr;
                detail::check(mj_rule_option_choice(o, k, &value, &zh, &en));
                entry.values.push_back({value, zh, en});
            }
            if (entry.applies) {
                entry.value = info.value;
                entry.default_value = info.default_value;
            }
            list.push_back(std::move(entry));
        }
        return list;
    }
    /// The option of this name (`"flat_birds"`; the older `"pair_258"` too).
    static MjRuleOption option_by_name(const std::string &name) {
        std::int32_t id = 0;
        detail::check(mj_rule_option_by_name(name.c_str(), &id));
        return static_cast<MjRuleOption>(id);
    }
    /// The C handle, still owned by this object.
    const MjRules *get() const noexcept { return ptr_.get(); }

private:
    explicit Rules(MjRules *raw) : ptr_(raw) {
        if (raw == nullptr) throw Error(MJ_STATUS_PANIC, detail::last_error());
    }
    static MjRules *clone(const MjRules *rules) {
        MjRules *copy = nullptr;
        detail::check(mj_rules_clone(rules, &copy));
        return copy;
    }
    std::unique_ptr<MjRules, detail::RulesDeleter> ptr_;
};

/// True when the 3n+2 hand (the winning tile included) wins under `rules`. A waiting-size
/// hand (3n+1, e.g. 13 tiles: the winning tile missing) throws majiang::Error with
/// MJ_STATUS_WRONG_HAND_SIZE; `waits` lists the tiles it waits on.
inline bool is_win(const Rules &rules, const Tiles &tiles, const Melds &melds = {}) {
    bool win = false;
    detail::check(mj_is_win(rules.get(), tiles.data(), tiles.size(), melds.data(), melds.size(),
                            &win));
    return win;
}

/// The ids whose bit is set in a mask of the C API (`1 << id`), ascending.
inline Kinds ids_of(std::uint64_t mask) {
    Kinds ids;
    for (std::uint8_t id = 0; id < 64; ++id)
        if (mask >> id & 1u) ids.push_back(id);
    return ids;
}

/// The seats of a seat set of the C API (`1 << seat`: `MjGameState::pending` and
/// `frozen`, `MjGameResult::winners`), ascending: `seats_of(game.state().pending)`.
inline std::vector<int> seats_of(std::uint8_t mask) {
    std::vector<int> seats;
    for (int s = 0; s < 4; ++s)
        if (mask >> s & 1u) seats.push_back(s);
    return seats;
}

/// The targets of a mask of the C API (`1 << MjTarget`), ascending.
inline std::vector<MjTarget> targets_of(std::uint32_t mask) {
    std::vector<MjTarget> targets;
    for (std::uint8_t id : ids_of(mask)) targets.push_back(static_cast<MjTarget>(id));
    return targets;
}

/// The targets a complete-size hand wins by (`mj_winning_targets` gives the mask); a 3n+1
/// hand throws as in `is_win`.
inline std::vector<MjTarget> winning_targets(const Rules &rules, const Tiles &tiles,
                                             const Melds &melds = {}) {
    std::uint32_t mask = 0;
    detail::check(mj_winning_targets(rules.get(), tiles.data(), tiles.size(), melds.data(),
                                     melds.size(), &mask));
    return targets_of(mask);
}

/// The kinds completing a waiting (3n+1) hand, ascending (`mj_waits` gives the mask).
inline Kinds waits(const Rules &rules, const Tiles &tiles, const Melds &melds = {}) {
    std::uint64_t mask = 0;
    detail::check(
        mj_waits(rules.get(), tiles.data(), tiles.size(), melds.data(), melds.size(), &mask));
    return ids_of(mask);
}

/// Copies left of each wait (indexed by tile id; 0 for non-waits). `unseen`,
/// if given, holds the copies the player has not seen.
inline std::array<std::uint8_t, MJ_KINDS> wait_counts(const Rules &rules, const Tiles &tiles,
                                                      const Melds &melds = {},
                                                      const MjTileCounts *unseen = nullptr) {
    MjTileCounts out{};
    detail::check(mj_wait_counts(rules.get(), tiles.data(), tiles.size(), melds.data(),
                                 melds.size(), unseen, &out));
    std::array<std::uint8_t, MJ_KINDS> counts{};
    for (std::size_t i = 0; i < counts.size(); ++i) counts[i] = out.counts[i];
    return counts;
}

/// Shanten over every target: -1 complete, 0 ready.
inline int shanten(const Rules &rules, const Tiles &tiles, const Melds &melds = {}) {
    std::int32_t value = 0;
    detail::check(
        mj_shanten(rules.get(), tiles.data(), tiles.size(), melds.data(), melds.size(), &value));
    return value;
}

/// Shanten for one target, `std::nullopt` when unreachable.
inline std::optional<int> shanten_for(const Rules &rules, MjTarget target, const Tiles &tiles,
                                      const Melds &melds = {}) {
    std::int32_t value = 0;
    detail::check(mj_shanten_for(rules.get(), tiles.data(), tiles.size(), melds.data(),
                                 melds.size(), target, &value));
    return value == MJ_SHANTEN_UNREACHABLE ? std::nullopt : std::optional<int>(value);
}

/// Tile ids from notation (`"123m 五万"`).
inline Tiles parse_tiles(const std::string &notation) {
    return detail::fill<std::uint8_t>([&](std::uint8_t *out, std::size_t cap, std::size_t *len) {
        return mj_parse_tiles(notation.c_str(), out, cap, len);
    });
}

/// Melds from notation (`"peng:5m chi:345s"`).
inline Melds parse_melds(const std::string &notation) {
    return detail::fill<MjMeld>([&](MjMeld *out, std::size_t cap, std::size_t *len) {
        return mj_parse_melds(notation.c_str(), out, cap, len);
    });
}

inline Tiles::Tiles(const std::string &notation) : Tiles(parse_tiles(notation)) {}
inline Melds::Melds(const std::string &notation) : Melds(parse_melds(notation)) {}
inline Tile::Tile(const std::string &notation) : id(0) {
    Tiles ids = parse_tiles(notation);
    if (ids.size() != 1)
        throw Error(MJ_STATUS_INVALID_ARGUMENT,
                    "tile: \"" + notation + "\" is " + std::to_string(ids.size()) +
                        " tiles, not one");
    id = ids[0];
}
inline Tile::Tile(int tile) : id(static_cast<std::uint8_t>(tile)) {
    // A negative or too large id would wrap into another byte: name the value given.
    if (tile < 0 || tile >= MJ_KINDS)
        throw Error(MJ_STATUS_INVALID_TILE,
                    "tile id " + std::to_string(tile) + " is out of range 0-" +
                        std::to_string(MJ_KINDS - 1));
}

/// Compact notation (`"123m45s"`).
inline std::string format_tiles(const Tiles &tiles) {
    return detail::text(detail::fill<char>([&](char *buf, std::size_t cap, std::size_t *len) {
        return mj_format_tiles(tiles.data(), tiles.size(), buf, cap, len);
    }));
}

/// Chinese names (`"五万 四条"`).
inline std::string format_tiles_chinese(const Tiles &tiles) {
    return detail::text(detail::fill<char>([&](char *buf, std::size_t cap, std::size_t *len) {
        return mj_format_tiles_chinese(tiles.data(), tiles.size(), buf, cap, len);
    }));
}

/// What a complete-size hand is worth: win, small or big, the big hands
/// (bits `1 << MjBigHand`, units per hand) and their units. `ctx` says how it
/// was won (default: on an ordinary discard by a non-dealer).
inline MjWinAnalysis analyze_win(const Rules &rules, const Tiles &tiles, const Melds &melds = {},
                                 const MjWinContext &ctx = MjWinContext{}) {
    MjWinAnalysis out{};
    detail::check(mj_analyze_win(rules.get(), tiles.data(), tiles.size(), melds.data(),
                                 melds.size(), &ctx, &out));
    return out;
}

/// The stable identifier of a big hand (`"qingyise"`).
inline std::string big_hand_id_name(MjBigHand id) {
    return detail::name(mj_big_hand_id_name, id);
}
/// The Chinese name of a big hand (`"清一色"`).
inline std::string big_hand_chinese_name(MjBigHand id) {
    return detail::name(mj_big_hand_chinese_name, id);
}
/// The stable identifier of an opening win (`"dasixi"`).
inline std::string opening_win_id_name(MjOpeningWin id) {
    return detail::name(mj_opening_win_id_name, id);
}
/// The Chinese name of an opening win (`"大四喜"`).
inline std::string opening_win_chinese_name(MjOpeningWin id) {
    return detail::name(mj_opening_win_chinese_name, id);
}

/// The big hands of an analysis as (identifier, units), in `MjBigHand` order.
inline std::vector<std::pair<std::string, unsigned>> big_hands(const MjWinAnalysis &analysis) {
    std::vector<std::pair<std::string, unsigned>> out;
    for (int id = 0; id < MJ_BIG_HAND_SLOTS; ++id)
        if (analysis.big_hands >> id & 1u)
            out.emplace_back(big_hand_id_name(static_cast<MjBigHand>(id)),
                             analysis.big_hand_units[id]);
    return out;
}

/// 四川: the fan (before the cap) and patterns of a complete-size hand under
/// `Rules::sichuan()` (`win` 0 for a hand without a winning shape or holding all
/// three suits, 缺一门). `ctx` says how it was won (default: the hand alone, as
/// if won on a discard).
inline MjSichuanAnalysis sichuan_analyze(const Rules &rules, const Tiles &tiles,
                                         const Melds &melds = {},
                                         const MjSichuanContext &ctx = MjSichuanContext{}) {
    MjSichuanAnalysis out{};
    detail::check(mj_sichuan_analyze(rules.get(), tiles.data(), tiles.size(), melds.data(),
                                     melds.size(), &ctx, &out));
    return out;
}

/// The stable identifier of a 四川 pattern (`"qingyise"`).
inline std::string sichuan_pattern_id_name(MjSichuanPattern id) {
    return detail::name(mj_sichuan_pattern_id_name, id);
}
/// The Chinese name of a 四川 pattern (`"清一色"`).
inline std::string sichuan_pattern_chinese_name(MjSichuanPattern id) {
    return detail::name(mj_sichuan_pattern_chinese_name, id);
}
/// The English name of a 四川 pattern (`"one suit"`).
inline std::string sichuan_pattern_english_name(MjSichuanPattern id) {
    return detail::name(mj_sichuan_pattern_english_name, id);
}

/// What a `HandValue`'s `total` counts (`MjHandValue::unit`).
enum class ValueUnit : std::int32_t {
    /// Every win pays alike (转转, 红中): `total` is 0, the lines name the winning shape.
    alike = 0,
    /// 长沙's big-hand units (a small hand, 小胡, is 0).
    units = 1,
    /// Fan (四川; the `"mcr"` preset, flowers included).
    fan = 2,
};

/// One named item of a hand's worth (`MjValueLine`): a big hand, a pattern, a fan or the
/// shape a flat table's win makes: its stable identifier (`"qingyise"`), 中文 and English
/// names, what it is worth each time it counts and how many times it counts (根 per four,
/// 花牌 per flower).
struct ValueLine {
    std::string id;
    std::string chinese;
    std::string english;
    unsigned value = 0;
    unsigned count = 0;

    /// The value of the C struct, its names read up to their NUL.
    static ValueLine of(const MjValueLine &l) {
        return {detail::field(l.id), detail::field(l.chinese), detail::field(l.english),
                l.value, l.count};
    }
};

/// What a hand is worth under its rules, in one shape for every preset: `unit`, `win` (the
/// tiles win under the rules' whole law), `total` (the lines' value × count: what the payment
/// reads), `toward_minimum` (the part the rules' minimum is checked against),
/// `meets_minimum`, `shanten` of the hand before the win (0 for a win, -1 when it can never
/// win) and the `lines` (empty when not a win).
struct HandValue {
    ValueUnit unit = ValueUnit::alike;
    bool win = false;
    unsigned total = 0;
    unsigned toward_minimum = 0;
    bool meets_minimum = false;
    int shanten = 0;
    std::vector<ValueLine> lines;

    /// The value of the C struct and its lines.
    static HandValue of(const MjHandValue &v, const std::vector<MjValueLine> &lines = {}) {
        HandValue out;
        out.unit = static_cast<ValueUnit>(v.unit);
        out.win = v.win != 0;
        out.total = v.total;
        out.toward_minimum = v.toward_minimum;
        out.meets_minimum = v.meets_minimum != 0;
        out.shanten = v.shanten;
        for (const MjValueLine &l : lines) out.lines.push_back(ValueLine::of(l));
        return out;
    }
};

/// One wait of a ready hand and what the win on it is worth.
struct ValuedWait {
    std::uint8_t tile;
    HandValue value;
};

namespace detail {

/// Runs a value call (`mj_hand_value`, `mj_game_win_value`) with its lines buffer.
template <typename Call> HandValue value_of(Call call) {
    MjHandValue value{};
    auto lines = fill<MjValueLine>([&](MjValueLine *out, std::size_t cap, std::size_t *len) {
        return call(&value, out, cap, len);
    });
    return HandValue::of(value, lines);
}

} // namespace detail

/// What a complete-size (3n+2) hand is worth under `rules`, whatever the preset (长沙 big
/// hands in units, 转转 / 红中 the winning shape, 四川 patterns in fan, `"mcr"` fans and the
/// minimum), won as the `context` words say: `win:TILE self_drawn last_copy kong
/// kong_discard last_tile first_turn dealer seat:E|S|W|N round:E|S|W|N flowers:N` (empty: on
/// a discard of the last tile given). Tiles that do not win give `win` false and the
/// shanten; an unknown word or a situation the hand cannot have throws.
inline HandValue hand_value(const Rules &rules, const Tiles &tiles, const Melds &melds = {},
                            const std::string &context = {}) {
    return detail::value_of([&](MjHandValue *out, MjValueLine *lines, std::size_t cap,
                                std::size_t *len) {
        return mj_hand_value(rules.get(), tiles.data(), tiles.size(), melds.data(), melds.size(),
                             context.c_str(), out, lines, cap, len);
    });
}

/// The waits of a 3n+1 hand, ascending, each with what the win on it is worth (won as
/// `context` says with the wait as its winning tile; empty: on a discard), lines included.
inline std::vector<ValuedWait> valued_waits(const Rules &rules, const Tiles &tiles,
                                            const Melds &melds = {},
                                            const std::string &context = {}) {
    auto raw = detail::fill<MjValuedWait>([&](MjValuedWait *out, std::size_t cap, std::size_t *len) {
        return mj_valued_waits(rules.get(), tiles.data(), tiles.size(), melds.data(),
                               melds.size(), context.c_str(), out, cap, len);
    });
    // A wait's lines are the hand with the wait added and won on it, without the words that
    // belong to one tile: what mj_valued_waits valued.
    std::string kept;
    for (std::size_t at = 0; at < context.size();) {
        std::size_t end = context.find(' ', at);
        if (end == std::string::npos) end = context.size();
        const std::string word = context.substr(at, end - at);
        if (!word.empty() && word != "last_copy" && word != "kong" && word != "kong_discard" &&
            word.rfind("win:", 0) != 0)
            kept += word + " ";
        at = end + 1;
    }
    std::vector<ValuedWait> out;
    for (const MjValuedWait &w : raw) {
        Tiles won = tiles;
        won.push_back(w.tile);
        HandValue value = HandValue::of(w.value);
        value.lines = hand_value(rules, won, melds, kept + "win:" + format_tiles({w.tile})).lines;
        out.push_back({w.tile, std::move(value)});
    }
    return out;
}

/// The stable identifier of a payment reason (`"cagua"`).
inline std::string payment_reason_id_name(MjPaymentReason id) {
    return detail::name(mj_payment_reason_id_name, id);
}
/// The Chinese label of a payment reason (`"呼叫转移"`).
inline std::string payment_reason_chinese_name(MjPaymentReason id) {
    return detail::name(mj_payment_reason_chinese_name, id);
}
/// The English label of a payment reason (`"kong income transferred"`).
inline std::string payment_reason_english_name(MjPaymentReason id) {
    return detail::name(mj_payment_reason_english_name, id);
}

/// The patterns of a 四川 analysis in `MjSichuanPattern` order, `GEN` once per
/// four (empty when not a win).
inline std::vector<MjSichuanPattern> sichuan_patterns(const MjSichuanAnalysis &analysis) {
    std::vector<MjSichuanPattern> out;
    for (int id = 0; id < MJ_SICHUAN_PATTERN_SLOTS; ++id)
        for (unsigned n = 0; n < analysis.pattern_counts[id]; ++n)
            out.push_back(static_cast<MjSichuanPattern>(id));
    return out;
}

/// 四川: the kinds completing a 3n+1 hand into a win, ascending (缺一门: none of
/// the third suit, none while three suits are held).
inline Kinds sichuan_waits(const Rules &rules, const Tiles &tiles, const Melds &melds = {}) {
    std::uint64_t mask = 0;
    detail::check(mj_sichuan_waits(rules.get(), tiles.data(), tiles.size(), melds.data(),
                                   melds.size(), &mask));
    return ids_of(mask);
}

/// 四川: the best hand a ready 3n+1 hand wins with (what 查大叫 pays), as its
/// tile and analysis; empty when not ready.
inline std::optional<std::pair<std::uint8_t, MjSichuanAnalysis>>
sichuan_best_ready_hand(const Rules &rules, const Tiles &tiles, const Melds &melds = {}) {
    std::int32_t tile = MJ_NO_TILE;
    MjSichuanAnalysis out{};
    detail::check(mj_sichuan_best_ready_hand(rules.get(), tiles.data(), tiles.size(),
                                             melds.data(), melds.size(), &tile, &out));
    if (tile == MJ_NO_TILE) return std::nullopt;
    return std::make_pair(static_cast<std::uint8_t>(tile), out);
}

/// The opening wins (起手胡) of a dealt hand of 13 or 14 tiles.
inline MjOpeningWins opening_wins(const Rules &rules, const Tiles &dealt) {
    MjOpeningWins out{};
    detail::check(mj_opening_wins(rules.get(), dealt.data(), dealt.size(), &out));
    return out;
}

/// Point deltas (by seat) of a win; `payer` is a seat or `MJ_SELF_DRAW`.
inline std::array<std::int32_t, 4> settle_win(const Rules &rules, const MjWinAnalysis &analysis,
                                              int winner, int payer, int dealer,
                                              const Tiles &birds = {}) {
    MjPoints out{};
    detail::check(mj_settle_win(rules.get(), &analysis, winner, payer, dealer, birds.data(),
                                birds.size(), &out));
    return detail::points(out);
}

/// Point deltas (by seat) of `occurrences` opening wins by `player`.
inline std::array<std::int32_t, 4> settle_opening(const Rules &rules, int player,
                                                  std::uint32_t occurrences, int dealer) {
    MjPoints out{};
    detail::check(mj_settle_opening(rules.get(), player, occurrences, dealer, &out));
    return detail::points(out);
}

/// One discard of a complete-size hand: the tile, its first index in the tiles
/// given, the shanten after it (0 ready), the kinds whose draw would lower the
/// shanten (the waits, when ready) and their copies still to come.
struct DiscardOption {
    std::uint8_t tile;
    std::size_t index;
    int shanten;
    Kinds useful_kinds;
    unsigned unseen_copies;
};

/// One discard of EXPERT's hint list: as a DiscardOption (copies net of what the
/// AI observed), with the targets closest after it, the estimated probability
/// (0-1) of winning within the draws left, the expected points, and the reason
/// in English and Chinese.
struct Hint {
    std::uint8_t tile;
    std::size_t index;
    int shanten;
    Kinds useful_kinds;
    unsigned unseen_copies;
    std::vector<MjTarget> targets;
    double win_prob;
    double points;
    std::string reason;
    std::string reason_zh;
};

namespace detail {
/// The hints of a hint call's structs, each joined to its reason lines.
inline std::vector<Hint> hints_of(const std::vector<MjHint> &raw,
                                  const std::vector<std::string> &english,
                                  const std::vector<std::string> &chinese) {
    std::vector<Hint> hints;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const MjHint &h = raw[i];
        hints.push_back({h.tile, h.index, h.shanten, ids_of(h.draws), h.draws_left,
                         targets_of(h.targets), h.win_prob, h.points,
                         i < english.size() ? english[i] : std::string(),
                         i < chinese.size() ? chinese[i] : std::string()});
    }
    return hints;
}
} // namespace detail

/// The discards of a complete-size hand ranked best first. `unseen`, if
/// given, holds the copies of each kind the player has not seen.
inline std::vector<DiscardOption> discard_options(const Rules &rules, const Tiles &tiles,
                                                  const Melds &melds = {},
                                                  const MjTileCounts *unseen = nullptr) {
    std::vector<DiscardOption> options;
    for (const MjDiscardOption &o : detail::fill<MjDiscardOption>(
             [&](MjDiscardOption *out, std::size_t cap, std::size_t *len) {
                 return mj_discard_options(rules.get(), tiles.data(), tiles.size(),
                                           melds.data(), melds.size(), unseen, out, cap, len);
             }))
        options.push_back({o.tile, o.index, o.shanten, ids_of(o.draws), o.draws_left});
    return options;
}

/// An AI player (move-only): the tutorial's EASY, MEDIUM and HARD levels with
/// seeded choices, told what it saw, and choosing at a `Game`.
class Ai {
public:
    /// EASY, MEDIUM, HARD (the tutorial's) or EXPERT (majiang's strongest).
    Ai(MjDifficulty difficulty, std::uint64_t seed, const Rules &rules) : difficulty_(difficulty) {
        MjAi *raw = nullptr;
        detail::check(mj_ai_new(difficulty, seed, rules.get(), &raw));
        ptr_.reset(raw);
    }
    /// True when this build has a player of `difficulty`.
    static bool available(MjDifficulty difficulty) {
        bool out = false;
        detail::check(mj_ai_difficulty_available(difficulty, &out));
        return out;
    }
    /// The tutorial's DecideDiscard: the index into `tiles` to discard.
    std::size_t decide_discard(const Tiles &tiles, const Melds &melds = {}) {
        std::size_t index = 0;
        detail::check(mj_ai_decide_discard(ptr_.get(), tiles.data(), tiles.size(), melds.data(),
                                           melds.size(), &index));
        return index;
    }
    /// The tutorial's ShouldPeng at `difficulty`.
    bool should_peng(const Tiles &hand, Tile tile,
                    std::optional<MjDifficulty> difficulty = std::nullopt) {
        return ask(mj_ai_should_peng, hand, tile, difficulty.value_or(difficulty_));
    }
    /// The tutorial's ShouldChi at `difficulty`.
    bool should_chi(const Tiles &hand, Tile tile,
                    std::optional<MjDifficulty> difficulty = std::nullopt) {
        return ask(mj_ai_should_chi, hand, tile, difficulty.value_or(difficulty_));
    }
    /// The tutorial's ShouldGang at `difficulty`.
    bool should_gang(const Tiles &hand, Tile tile,
                    std::optional<MjDifficulty> difficulty = std::nullopt) {
        return ask(mj_ai_should_gang, hand, tile, difficulty.value_or(difficulty_));
    }
    /// Whether the AI declares a win with this complete-size hand (every level
    /// takes a win it has).
    bool should_hu(const Tiles &tiles, const Melds &melds = {}) {
        bool out = false;
        detail::check(mj_ai_should_hu(ptr_.get(), tiles.data(), tiles.size(), melds.data(),
                                      melds.size(), &out));
        return out;
    }
    /// Counts a discarded (or shown, or flipped) tile as seen.
    void observe_discard(Tile tile) {
        detail::check(mj_ai_observe_discard(ptr_.get(), tile));
    }
    /// Counts another player's meld as seen, less its already observed `claimed` tile.
    /// `by_seat` (0-3): the seat that laid it down, for a meld of a seat the AI plays
    /// (several seats, or a one-seat AI's own claims): every other seat counts it, and
    /// that seat takes the claimed tile back out of what it saw (its hand holds it);
    /// none: every seat counts it (another player's meld).
    void observe_meld(MjMeld meld, std::optional<std::uint8_t> claimed = std::nullopt,
                      std::optional<int> by_seat = std::nullopt) {
        const std::int32_t c = claimed ? *claimed : MJ_NO_TILE;
        detail::check(by_seat ? mj_ai_observe_meld_by(ptr_.get(), *by_seat, &meld, c)
                              : mj_ai_observe_meld(ptr_.get(), &meld, c));
    }
    /// One AI may play every seat. With no seat (a new AI, or `set_seat(MJ_NONE)`)
    /// each question is answered from that call's arguments alone, so a shared AI
    /// that never names a seat answers as one AI per seat. `set_seat(s)` (0-3)
    /// chooses the seat the questions are about until the next call, each seat
    /// keeping its own memory (own melds, generator, what it saw).
    void set_seat(int seat) { detail::check(mj_ai_set_seat(ptr_.get(), seat)); }
    /// The seat the questions are about; MJ_NONE for none.
    int seat() const {
        std::int32_t out = 0;
        detail::check(mj_ai_seat(ptr_.get(), &out));
        return out;
    }
    /// Forgets every observed tile.
    void reset() { detail::check(mj_ai_reset(ptr_.get())); }
    /// Restarts the random choices from `seed`.
    void reseed(std::uint64_t seed) { detail::check(mj_ai_reseed(ptr_.get(), seed)); }
    /// Copies of each kind observed so far, by tile id.
    std::array<std::uint8_t, MJ_KINDS> observed() const {
        MjTileCounts out{};
        detail::check(mj_ai_observed(ptr_.get(), &out));
        std::array<std::uint8_t, MJ_KINDS> counts{};
        for (std::size_t i = 0; i < counts.size(); ++i) counts[i] = out.counts[i];
        return counts;
    }
    /// Whether the AI wins on another player's discard `tile` completing its
    /// 3n+1 hand (EXPERT may pass a small hand).
    bool should_hu_discard(const Tiles &tiles, Tile tile, const Melds &melds = {}) {
        bool out = false;
        detail::check(mj_ai_should_hu_discard(ptr_.get(), tiles.data(), tiles.size(),
                                              melds.data(), melds.size(), tile, &out));
        return out;
    }
    /// Tiles left in the wall, so EXPERT knows its draws to come
    /// (`MJ_WALL_ESTIMATE`: estimate from the observed discards).
    void set_wall_left(std::int32_t wall_left) {
        detail::check(mj_ai_set_wall_left(ptr_.get(), wall_left));
    }
    /// 四川 at the host's own table: the void suit the current seat declared
    /// (定缺: 0 万, 1 条, 2 筒; `MJ_NONE` for none, as `sichuan_seat` gives it).
    /// Until the seat holds none of it, only its tiles are discarded and hinted,
    /// none is claimed and no win is taken. `reset` forgets it.
    void set_void(std::int32_t suit = MJ_NONE) {
        detail::check(mj_ai_set_void(ptr_.get(), suit));
    }
    /// The hint list: EXPERT's ranking of the discards, best first, each with its
    /// reasons (English and Chinese); copies left net of what was observed.
    std::vector<Hint> hints(const Tiles &tiles, const Melds &melds = {}) {
        std::vector<MjHint> raw =
            detail::fill<MjHint>([&](MjHint *out, std::size_t cap, std::size_t *len) {
                return mj_ai_hints(ptr_.get(), tiles.data(), tiles.size(), melds.data(),
                                   melds.size(), out, cap, len);
            });
        return detail::hints_of(raw, hint_reasons(tiles, melds, false),
                                hint_reasons(tiles, melds, true));
    }
    /// One reason per hint, in the order of `hints` (English, or Chinese).
    std::vector<std::string> hint_reasons(const Tiles &tiles, const Melds &melds = {},
                                          bool chinese = false) {
        std::string text =
            detail::text(detail::fill<char>([&](char *buf, std::size_t cap, std::size_t *len) {
                return mj_ai_hint_reasons(ptr_.get(), tiles.data(), tiles.size(), melds.data(),
                                          melds.size(), chinese ? 1 : 0, buf, cap, len);
            }));
        return detail::lines(text);
    }
    /// The C handle, still owned by this object.
    MjAi *get() noexcept { return ptr_.get(); }

private:
    using Ask = MjStatus (*)(MjAi *, const std::uint8_t *, std::size_t, std::uint8_t, std::int32_t,
                             bool *);
    bool ask(Ask f, const Tiles &hand, std::uint8_t tile, MjDifficulty difficulty) {
        bool out = false;
        detail::check(f(ptr_.get(), hand.data(), hand.size(), tile, difficulty, &out));
        return out;
    }
    MjDifficulty difficulty_;
    std::unique_ptr<MjAi, detail::AiDeleter> ptr_;
};

/// One payment line of a finished flat or 四川 hand (`Game::payments`), as C++ values:
/// `from` pays `to` `points` for `reason`; `hits` is a BIRDS line's bird hits (0 otherwise).
/// `reason_id` (`"cagua"`), `label` (中文, `"擦挂"`; a BIRDS line `"中鸟 ×2"`) and `label_en`
/// (`"birds ×2"`) name the reason as a result screen shows it.
struct Payment {
    int from = 0;
    int to = 0;
    std::int32_t points = 0;
    MjPaymentReason reason = MJ_PAYMENT_REASON_WIN;
    unsigned hits = 0;
    std::string reason_id;
    std::string label;
    std::string label_en;

    /// The value of the C struct, its reason named.
    static Payment of(const MjPayment &p) {
        const auto reason = static_cast<MjPaymentReason>(p.reason);
        // A BIRDS line says how many birds hit, as Python's, JS's and Godot's labels do
        // (" ×2"; the × spelled as its UTF-8 bytes so no compiler reads another charset).
        const std::string hits = reason == MJ_PAYMENT_REASON_BIRDS
                                     ? " \xc3\x97" + std::to_string(p.hits)
                                     : std::string();
        return {p.from,
                p.to,
                p.points,
                reason,
                p.hits,
                payment_reason_id_name(reason),
                payment_reason_chinese_name(reason) + hits,
                payment_reason_english_name(reason) + hits};
    }
};

/// One win of a finished hand (`Game::wins`, `GameResult::wins`), as C++ values: the winner,
/// who paid alone (empty for a self-draw), the winning tile (empty for 天胡), this win's
/// payments by seat; on every table its `value` (the named lines as the table scored them,
/// flowers and winds included) and, where the value counts fan, its `fan` (四川: before the
/// cap; flowers included); on a 四川 table its `patterns`, under Changsha scoring its
/// `big_hands` and `units`; `small` as the `WON` event's flag says (Changsha's 小胡, every
/// flat-table win, a 四川 win of 0 fan).
struct Win {
    int seat = 0;
    std::optional<int> from;
    std::optional<int> tile;
    std::array<std::int32_t, 4> deltas{};
    /// The total of a value counted in fan (四川 before the cap; flowers included); empty
    /// on the tables that count units or pay alike.
    std::optional<unsigned> fan;
    /// The 四川 patterns in `MjSichuanPattern` order, `GEN` once per four; empty elsewhere.
    std::vector<MjSichuanPattern> patterns;
    bool small = false;
    /// The Changsha big hands in `MjBigHand` order; empty elsewhere.
    std::vector<MjBigHand> big_hands;
    /// The Changsha units of the big hands (0 for a small hand and elsewhere).
    unsigned units = 0;
    /// What the win was worth as the table scored it (`Game::win_value`): its lines, total
    /// and unit on every table.
    HandValue value;

    /// The value of the C struct and of its `value` (`Game::win_value`).
    static Win of(const MjWin &w, HandValue value) {
        Win out;
        out.seat = w.seat;
        if (w.from != MJ_NONE) out.from = w.from;
        if (w.tile != MJ_NONE) out.tile = w.tile;
        out.deltas = detail::points(w.deltas);
        if (w.sichuan.win) out.fan = w.sichuan.fan;
        out.patterns = sichuan_patterns(w.sichuan);
        out.small = w.small != 0;
        for (std::uint8_t id : ids_of(w.big_hands))
            out.big_hands.push_back(static_cast<MjBigHand>(id));
        out.units = w.units;
        if (value.unit == ValueUnit::fan) out.fan = value.total;
        out.value = std::move(value);
        return out;
    }
};

/// How a hand ended (`Game::result`), as C++ values: every point that moved by seat
/// (`deltas[seat]`), the winning seats, the seat that paid alone, the next dealer, each
/// seat's big hands and units, the birds flipped, and every win with its details.
struct GameResult {
    /// True once the hand is over; the fields below are then set.
    bool finished = false;
    /// Every point that moved in the hand, by seat (sum zero).
    std::array<std::int32_t, 4> deltas{};
    /// The seats that won (several on one discard; 四川: every seat that won), in seat
    /// order; empty for an exhaustive draw.
    std::vector<int> winners;
    /// The seat that paid the wins alone; empty for a self-draw or no win.
    std::optional<int> from;
    /// Who deals the next hand; empty while the hand is on.
    std::optional<int> next_dealer;
    /// Each winning seat's big hands (Changsha), in `MjBigHand` order.
    std::array<std::vector<MjBigHand>, 4> big_hands{};
    /// Units of each winning seat's big hands (0 for a small hand).
    std::array<std::uint32_t, 4> units{};
    /// The birds (扎鸟) flipped (`Game::birds` gives their hits).
    std::vector<std::uint8_t> birds;
    /// Every win, in the order won, with its payments, its value (lines and total) and its
    /// patterns (四川) or big hands and units (Changsha): `Game::wins`.
    std::vector<Win> wins;

    /// The value of the C struct (`wins` empty: `Game::result` adds them).
    static GameResult of(const MjGameResult &r) {
        GameResult out;
        out.finished = r.finished != 0;
        out.deltas = detail::points(r.deltas);
        out.winners = seats_of(r.winners);
        if (r.from != MJ_NONE) out.from = r.from;
        if (r.next_dealer != MJ_NONE) out.next_dealer = r.next_dealer;
        for (std::size_t s = 0; s < 4; ++s) {
            for (std::uint8_t id : ids_of(r.big_hands[s]))
                out.big_hands[s].push_back(static_cast<MjBigHand>(id));
            out.units[s] = r.units[s];
        }
        out.birds.assign(r.birds, r.birds + r.bird_count);
        return out;
    }
};

/// One hand of Changsha mahjong driven step by step (move-only).
class Game {
public:
    /// Deals the wall of `seed`, `dealer` (0-3) dealing.
    Game(const Rules &rules, std::uint64_t seed, int dealer) {
        MjGame *raw = nullptr;
        detail::check(mj_game_new(rules.get(), seed, dealer, &raw));
        ptr_.reset(raw);
    }
    /// The game a JSON-lines record leaves (see `record_json`).
    static Game replay(const std::string &record) {
        MjGame *raw = nullptr;
        detail::check(mj_game_replay(record.c_str(), &raw));
        return Game(raw);
    }
    /// Phase, whose decision, the offer, the wall, the scores: the C struct, read
    /// in every loop (`state().next_seat != MJ_NONE`); its seat sets are masks,
    /// `seats_of(state().pending)` lists them.
    MjGameState state() const {
        MjGameState out{};
        detail::check(mj_game_state(ptr_.get(), &out));
        return out;
    }
    /// A seat's concealed tiles, sorted (the host decides what to show).
    Tiles hand(int seat) const {
        return detail::fill<std::uint8_t>([&](std::uint8_t *out, std::size_t cap,
                                              std::size_t *len) {
            return mj_game_hand(ptr_.get(), seat, out, cap, len);
        });
    }
    /// The tile a seat just drew, if any.
    std::optional<std::uint8_t> drawn_tile(int seat) const {
        std::int32_t tile = MJ_NO_TILE;
        detail::check(mj_game_drawn_tile(ptr_.get(), seat, &tile));
        return tile == MJ_NO_TILE ? std::nullopt
                                  : std::optional<std::uint8_t>(static_cast<std::uint8_t>(tile));
    }
    /// A seat's hand as dealt, sorted.
    Tiles dealt(int seat) const {
        return detail::fill<std::uint8_t>([&](std::uint8_t *out, std::size_t cap,
                                              std::size_t *len) {
            return mj_game_dealt(ptr_.get(), seat, out, cap, len);
        });
    }
    /// A seat's melds, concealed kongs included.
    Melds melds(int seat) const {
        return detail::fill<MjMeld>([&](MjMeld *out, std::size_t cap, std::size_t *len) {
            return mj_game_melds(ptr_.get(), seat, out, cap, len);
        });
    }
    /// A seat's discard pile.
    std::vector<MjDiscard> discards(int seat) const {
        return detail::fill<MjDiscard>([&](MjDiscard *out, std::size_t cap, std::size_t *len) {
            return mj_game_discards(ptr_.get(), seat, out, cap, len);
        });
    }
    /// What `seat` may do now (empty when nothing is asked of it).
    std::vector<MjAction> legal_actions(int seat) const {
        return detail::fill<MjAction>([&](MjAction *out, std::size_t cap, std::size_t *len) {
            return mj_game_legal_actions(ptr_.get(), seat, out, cap, len);
        });
    }
    /// The hint list of `seat` in its turn: EXPERT's ranking of the discards legal
    /// now, best first, each with its reasons (English and Chinese), from what the
    /// seat sees (its void suit on 四川; `"mcr"` prices its own wind); `index` is the
    /// position in `hand(seat)`. Empty when it is not the seat's turn to discard.
    std::vector<Hint> hints(int seat) const {
        std::vector<MjHint> raw =
            detail::fill<MjHint>([&](MjHint *out, std::size_t cap, std::size_t *len) {
                return mj_game_hints(ptr_.get(), seat, out, cap, len);
            });
        return detail::hints_of(raw, hint_reasons(seat, false), hint_reasons(seat, true));
    }
    /// One reason per hint of `hints(seat)`, in its order (English, or Chinese).
    std::vector<std::string> hint_reasons(int seat, bool chinese = false) const {
        return detail::lines(
            detail::text(detail::fill<char>([&](char *buf, std::size_t cap, std::size_t *len) {
                return mj_game_hint_reasons(ptr_.get(), seat, chinese ? 1 : 0, buf, cap, len);
            })));
    }
    /// Plays an action; throws (`MJ_STATUS_ILLEGAL_ACTION`, game unchanged) if not legal.
    void apply(int seat, MjAction action) {
        detail::check(mj_game_apply(ptr_.get(), seat, &action));
    }
    /// The events since the last call.
    std::vector<MjEvent> events() {
        return detail::fill<MjEvent>([&](MjEvent *out, std::size_t cap, std::size_t *len) {
            return mj_game_events(ptr_.get(), out, cap, len);
        });
    }
    /// The outcome (`finished` false while the hand is on), as C++ values:
    /// `result().deltas[seat]`, `result().winners` (a list of seats), `result().wins`.
    GameResult result() const {
        GameResult out = GameResult::of(raw_result());
        out.wins = wins();
        return out;
    }
    /// Every win of the finished hand, in the order won (empty while it is on), each with
    /// its `value` as the table scored it.
    std::vector<Win> wins() const {
        std::vector<Win> out;
        for (const MjWin &w : raw_wins()) out.push_back(Win::of(w, win_value(out.size())));
        return out;
    }
    /// Every win as the C struct (`sichuan` analysis, `big_hands` a bit mask).
    std::vector<MjWin> raw_wins() const {
        return detail::fill<MjWin>([&](MjWin *out, std::size_t cap, std::size_t *len) {
            return mj_game_wins(ptr_.get(), out, cap, len);
        });
    }
    /// What win number `win` of the finished hand (`wins()` order) was worth, as the table
    /// scored it in its situation (flowers, winds, 杠上开花 …); throws with no such win.
    HandValue win_value(std::size_t win = 0) const {
        return detail::value_of([&](MjHandValue *out, MjValueLine *lines, std::size_t cap,
                                    std::size_t *len) {
            return mj_game_win_value(ptr_.get(), win, out, lines, cap, len);
        });
    }
    /// The outcome as the C struct (`deltas.points[seat]`, `winners` a bit mask): what
    /// `result()` returned before 0.2.
    MjGameResult raw_result() const {
        MjGameResult out{};
        detail::check(mj_game_result(ptr_.get(), &out));
        return out;
    }
    /// Every payment line of a finished hand on a flat table (转转, 红中) or a 四川 table, in
    /// the order paid, each with its reason's id and labels; per seat they add up to
    /// `result().deltas`. Empty while the hand is on and under Changsha scoring.
    std::vector<Payment> payments() const {
        std::vector<Payment> out;
        for (const MjPayment &p : raw_payments()) out.push_back(Payment::of(p));
        return out;
    }
    /// Every payment line as the C struct.
    std::vector<MjPayment> raw_payments() const {
        return detail::fill<MjPayment>([&](MjPayment *out, std::size_t cap, std::size_t *len) {
            return mj_game_payments(ptr_.get(), out, cap, len);
        });
    }
    /// A seat's standing at a 四川 table: its void suit (`MJ_NONE` until every
    /// seat has declared), its wins, whether it has left the hand (血战到底).
    MjSichuanSeat sichuan_seat(int seat) const {
        MjSichuanSeat out{};
        detail::check(mj_game_sichuan_seat(ptr_.get(), seat, &out));
        return out;
    }
    /// Every bird flipped after the win, with the seat it lands on and its hits.
    std::vector<MjBird> birds() const {
        return detail::fill<MjBird>([&](MjBird *out, std::size_t cap, std::size_t *len) {
            return mj_game_birds(ptr_.get(), out, cap, len);
        });
    }
    /// What a built-in AI would play for `seat` (not applied).
    MjAction ai_action(int seat, Ai &ai) const {
        MjAction out{};
        detail::check(mj_game_ai_action(ptr_.get(), seat, ai.get(), &out));
        return out;
    }
    /// The game record as JSON lines.
    std::string record_json() const {
        return detail::text(detail::fill<char>([&](char *buf, std::size_t cap, std::size_t *len) {
            return mj_game_record_json(ptr_.get(), buf, cap, len);
        }));
    }
    /// The C handle, still owned by this object.
    const MjGame *get() const noexcept { return ptr_.get(); }

private:
    explicit Game(MjGame *raw) : ptr_(raw) {}
    std::unique_ptr<MjGame, detail::GameDeleter> ptr_;
};

// Not wrapped: mj_alloc / mj_dealloc give buffers in the library's own memory for
// WebAssembly hosts; C++ passes pointers to its own arrays.

/// Builds the lookup tables now rather than on the first check.
inline void warm_up() noexcept { mj_warm_up(); }

/// The library's version string.
inline std::string version() { return mj_version(); }

/// Throws unless the loaded library has this header's ABI version.
inline void check_abi() {
    if (mj_abi_version() != MJ_ABI_VERSION)
        throw Error(MJ_STATUS_INVALID_ARGUMENT,
                    "libmajiang ABI " + std::to_string(mj_abi_version()) + ", header ABI " +
                        std::to_string(MJ_ABI_VERSION));
}

/// The name of a status code.
inline std::string status_name(std::int32_t status) { return mj_status_name(status); }

} // namespace majiang

#endif // MAJIANG_HPP
