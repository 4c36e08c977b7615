// majiang.hpp: a header-only C++17 wrapper over majiang.h (libmajiang).
//
// - Handles are owned by RAII types: `majiang::Rules` holds an `MjRules *` in a
//   `std::unique_ptr` whose deleter calls `mj_rules_free`; copying a Rules
//   clones the handle, moving it transfers ownership.
// - Errors are exceptions: every failing call throws `majiang::Error`, a
//   `std::runtime_error` whose `what()` is the library's message (read from
//   `mj_last_error` on the calling thread) and whose `status()` is the
//   `MjStatus` code. Nothing else throws except `std::bad_alloc`.
// - Hands are `std::vector<std::uint8_t>` of tile ids plus
//   `std::vector<MjMeld>`; results come back as values.
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

/// Tile ids (0-33, see majiang.h) of a hand's concealed tiles.
using Tiles = std::vector<std::uint8_t>;
/// A hand's melds.
using Melds = std::vector<MjMeld>;

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

struct RulesDeleter {
    void operator()(MjRules *rules) const noexcept { mj_rules_free(rules); }
};

} // namespace detail

/// A rule set. Copyable (clones the handle) and movable.
class Rules {
public:
    /// Changsha default rules.
    static Rules changsha() { return Rules(mj_rules_new_changsha()); }
    /// Standard (34 kinds) rules.
    static Rules standard() { return Rules(mj_rules_new_standard()); }
    /// The eval-v1 preset for AI comparisons.
    static Rules eval_v1() { return Rules(mj_rules_new_eval_v1()); }

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

/// True when the 3n+2 hand wins under `rules`.
inline bool is_win(const Rules &rules, const Tiles &tiles, const Melds &melds = {}) {
    bool win = false;
    detail::check(mj_is_win(rules.get(), tiles.data(), tiles.size(), melds.data(), melds.size(),
                            &win));
    return win;
}

/// Bits `1 << MjTarget` of the targets the hand wins by.
inline std::uint32_t winning_targets(const Rules &rules, const Tiles &tiles,
                                     const Melds &melds = {}) {
    std::uint32_t mask = 0;
    detail::check(mj_winning_targets(rules.get(), tiles.data(), tiles.size(), melds.data(),
                                     melds.size(), &mask));
    return mask;
}

/// Bits `1 << id` of the tiles completing a 3n+1 hand.
inline std::uint64_t waits(const Rules &rules, const Tiles &tiles, const Melds &melds = {}) {
    std::uint64_t mask = 0;
    detail::check(
        mj_waits(rules.get(), tiles.data(), tiles.size(), melds.data(), melds.size(), &mask));
    return mask;
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
