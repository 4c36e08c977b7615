/*
 * majiang C ABI: Changsha mahjong (长沙麻将) tiles, hands, rule sets (with the
 * Hunan flat tables 转转 and 红中, 四川 血战到底 and 国标 MCR as presets), exact
 * win / waits / shanten checks, Changsha scoring, 四川 and 国标 fan analysis,
 * ranked discards, AI players and the game engine (四川 血战 and 国标 hands
 * included, with the payment lines of a flat, 四川 or 国标 table), as `libmajiang` (`libmajiang.so`, `libmajiang.dylib`, `majiang.dll`,
 * or the static `libmajiang.a`).
 *
 * # API conventions
 *
 * **Names.** Functions start with `mj_`, types with `Mj`, constants with `MJ_`.
 *
 * **Status codes.** Every function that can fail returns an `MjStatus`
 * (an `int32_t`): `MJ_STATUS_OK` (0) on success, another code on failure.
 * Code values never change and are never reused; new codes are appended.
 * `mj_status_name(status)` gives a code's name.
 *
 * **Error messages.** After a failure, `mj_last_error(buf, len, &needed)` gives a
 * message saying what was wrong, with the offending value and where it was
 * (`tiles[3]: tile id 40 is out of range: ...`). The message lives in a slot
 * per thread: read it on the thread that made the failing call (C#: before an
 * `await`). Successful calls do not clear it.
 *
 * **Out-parameters.** Results come back through pointer parameters named
 * `out*`, written only when the call returns `MJ_STATUS_OK`; on failure they
 * are left untouched. The one exception: a buffer function's length
 * out-parameter is also written on `MJ_STATUS_BUFFER_TOO_SMALL`, to say how
 * much room is needed.
 *
 * **Ownership and `_free`.** Stateful things are opaque handles (`MjRules`,
 * `MjAi` for an AI player, `MjGame` for a hand being played): created by a
 * `mj_*_new*`, `mj_*_clone` or `mj_game_replay` function, owned by the caller,
 * released by the matching `mj_*_free` exactly once. `mj_*_free(NULL)` is a no-op. The library never
 * keeps a pointer given to it after the call returns and never frees memory
 * it did not allocate; static strings it returns (`mj_version`,
 * `mj_status_name`) are never freed.
 *
 * **NULL.** Every pointer parameter is checked: NULL fails with
 * `MJ_STATUS_NULL_POINTER` and a message naming the parameter. An array whose
 * length is 0 may be NULL, and a parameter documented as "may be NULL" is
 * optional. A dangling or mistyped pointer cannot be detected and is
 * undefined behaviour. Handles carry a tag that their `_free` clears, so a
 * handle used after its `_free`, freed twice, or passed where another kind is
 * expected usually fails with `MJ_STATUS_INVALID_ARGUMENT` ("not a live
 * MjAi") instead (a `_free` returns nothing and leaves that message): a
 * safety net for host bugs, not a guarantee — freed memory may already hold
 * a new handle. In the WebAssembly build (`majiang.wasm`), a pointer, array or
 * string reaching past the end of the module's memory fails with
 * `MJ_STATUS_INVALID_ARGUMENT` instead of trapping (`mj_last_error`'s `buf`
 * and `needed` too). Structs are always passed by pointer (`const MjAction *`),
 * never by value: WebAssembly would pass a struct value as a pointer the
 * library cannot check before it is read.
 *
 * **Buffers and lengths.** Input arrays are a pointer and a count:
 * `const uint8_t *tiles, size_t len`, `const MjMeld *melds, size_t meld_count`.
 * Output arrays are a caller buffer, its capacity and `size_t *out_len`, which
 * receives the count written (or needed). Text is UTF-8: inputs are
 * NUL-terminated, outputs are written NUL-terminated and their length counts
 * the bytes including the NUL. Two-call pattern: pass `NULL, 0` to learn the
 * size (`MJ_STATUS_BUFFER_TOO_SMALL`), allocate, call again.
 *
 * **Integers from the host.** Tile ids are kinds, `suit * 9 + (number - 1)`
 * with suits 0 万 (m), 1 条 (s), 2 筒 (p), so 0-26 for the suits and 27-33 for
 * the honours East South West North 中 发 白 (`1z`-`7z`), in rule sets that play
 * them. Enumerated values (`MjMeld.kind`, `MjRuleOption`, `MjTarget`, tile ids)
 * cross as plain integers and are validated on every call: an out-of-range
 * value fails with a status and a message naming it, never undefined
 * behaviour. Enums are only ever returned by the library. The same holds for
 * the other integers a host hands in: seats (0-3), difficulties
 * (`MjDifficulty`), actions (`MjAction`: kind and tile), the 0/1 flags of
 * `MjWinContext`, and every field of an `MjWinAnalysis` passed back to
 * `mj_settle_win`. Structs the library fills (`MjGameState`, `MjEvent`, ...)
 * may have padding: compare them field by field, not with `memcmp`.
 *
 * **Hands.** A hand is its concealed tiles (tile ids, any order) and its melds
 * (`MjMeld`: kind and lowest tile). With `m` melds (a kong counts as one) it
 * has `3(4-m)+1` tiles (waiting: 13 without melds) or `3(4-m)+2` (complete
 * size: 14), at most four copies of a kind across tiles and melds, only tiles
 * the rules play.
 *
 * **Threads.** Every function may be called from any thread. Functions taking a
 * `const MjX *` only read the handle: one handle may be shared by any number of
 * threads at once (a finished `MjGame` may be shown by many). Functions taking `MjX *` (setters, `_free`) change it: no
 * other thread may use that handle meanwhile. Distinct handles are
 * independent. The lookup tables are built once per process on first use
 * (`mj_warm_up` builds them up front); that is thread-safe.
 *
 * **Panics.** No Rust panic crosses the boundary: a bug inside the library is
 * caught and reported as `MJ_STATUS_PANIC` (or a NULL handle) with a message.
 *
 * **ABI version.** `MJ_ABI_VERSION` is the version of this header;
 * `mj_abi_version()` that of the loaded library. They must be equal: a
 * binding checks this when it loads the library. The ABI version changes when
 * an existing function, struct or constant changes; adding functions and
 * constants keeps it. `mj_version()` is the library's release version.
 */

#ifndef MAJIANG_H
#define MAJIANG_H

/* Generated by cbindgen 0.29.4 from crates/abi. Do not edit by hand: run `cargo xtask bindings`. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/**
 * `mj_ai_set_wall_left`'s value for "estimate the wall from the discards
 * observed".
 */
#define MJ_WALL_ESTIMATE -1

/**
 * Length of `MjWinAnalysis::big_hand_units`: room for every big hand
 * (`MjBigHand`) and for hands appended later, so the struct keeps its size.
 */
#define MJ_BIG_HAND_SLOTS 16

/**
 * Length of `MjOpeningWins::counts`: every `MjOpeningWin`, with room to grow.
 */
#define MJ_OPENING_WIN_SLOTS 8

/**
 * `payer` of `mj_settle_win` for a self-drawn win: the three others pay.
 */
#define MJ_SELF_DRAW -1

/**
 * Length of `MjEvent::tiles` and `MjGameResult::birds`: room for the most
 * birds of a Changsha table (6) or of a flat table's bird count (8), and
 * 开杠 flips (4). A flat table's 摸几奖几 may draw up to 10 birds: these
 * fields hold the first 8, `mj_game_birds` gives them all.
 */
#define MJ_EVENT_TILES 8

/**
 * A `uint8_t` seat or tile field that holds nothing (no seat, no tile).
 */
#define MJ_NONE 255

/**
 * `mj_shanten_for`'s answer for a target the rules do not have or the
 * hand's melds rule out (a chi for 碰碰胡, any meld for seven pairs).
 */
#define MJ_SHANTEN_UNREACHABLE 99

/**
 * `MjRuleOptionInfo.families` bit: the Changsha table (changsha,
 * eval-v1, standard).
 */
#define MJ_FAMILY_CHANGSHA 1

/**
 * `MjRuleOptionInfo.families` bit: the flat Hunan tables (zhuanzhuan,
 * hongzhong).
 */
#define MJ_FAMILY_HUNAN 2

/**
 * `MjRuleOptionInfo.families` bit: 四川 (sichuan).
 */
#define MJ_FAMILY_SICHUAN 4

/**
 * Marks "no tile" where a tile id is optional (`mj_rules_set_wildcard`).
 */
#define MJ_NO_TILE -1

/**
 * Length of `MjSichuanAnalysis::pattern_counts`: room for every pattern
 * (`MjSichuanPattern`) and for patterns appended later, so the struct keeps
 * its size.
 */
#define MJ_SICHUAN_PATTERN_SLOTS 24

/**
 * Number of tile kinds with honours: ids are `0..MJ_KINDS`.
 */
#define MJ_KINDS 34

/**
 * Number of suited kinds: ids `0..MJ_SUITED_KINDS` are 万, 条, 筒 × 1–9.
 */
#define MJ_SUITED_KINDS 27

/**
 * Bytes of each name of an `MjValueLine`: UTF-8, NUL-terminated, the rest
 * zero. Every name of every family fits with room to spare (a test checks).
 */
#define MJ_VALUE_NAME_BYTES 48

/**
 * The ABI version this header describes. It changes whenever an existing
 * function, struct or constant changes meaning or layout; appending new
 * functions and constants keeps it. Bindings compare it with
 * `mj_abi_version()` when they load the library.
 *
 * Version 2: EXPERT is available at every difficulty argument, and
 * `mj_ai_hints` gives EXPERT's ranking as `MjHint`s (win probability,
 * expected points, targets) instead of `MjDiscardOption`s.
 *
 * Version 3: `mj_game_apply` and `mj_ai_observe_meld` take their
 * `MjAction` / `MjMeld` by pointer (`const MjAction *`, `const MjMeld *`),
 * checked like every other pointer: WebAssembly passes a struct argument
 * as a pointer the library could not check.
 */
#define MJ_ABI_VERSION 3

/**
 * The outcome of a call. Values are fixed forever: a code is never renumbered
 * or reused, new codes are appended.
 *
 * Only ever returned by the library; functions that take a status from the
 * host (`mj_status_name`) take a plain `int32_t`.
 */
enum MjStatus
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * Success: the out-parameters hold the results.
   */
  MJ_STATUS_OK = 0,
  /**
   * A pointer argument was NULL (or NULL with a non-zero length).
   */
  MJ_STATUS_NULL_POINTER = 1,
  /**
   * An integer argument is outside its documented range (an option or
   * target id, a misaligned pointer, an impossible length).
   */
  MJ_STATUS_INVALID_ARGUMENT = 2,
  /**
   * A tile id is not a tile (outside 0–33) or not used by the rules.
   */
  MJ_STATUS_INVALID_TILE = 3,
  /**
   * A meld has an unknown kind or tiles that do not form it.
   */
  MJ_STATUS_INVALID_MELD = 4,
  /**
   * The tiles and melds do not make a hand: a fifth copy, a size other than
   * `3n+1`/`3n+2`, more than four melds.
   */
  MJ_STATUS_INVALID_HAND = 5,
  /**
   * A valid hand of the wrong size for this call (waits of a 14-tile hand).
   */
  MJ_STATUS_WRONG_HAND_SIZE = 6,
  /**
   * Tile or meld notation that could not be read.
   */
  MJ_STATUS_PARSE_ERROR = 7,
  /**
   * A string argument is not valid UTF-8.
   */
  MJ_STATUS_INVALID_UTF8 = 8,
  /**
   * An output buffer is too small; the length out-parameter says how much is needed.
   */
  MJ_STATUS_BUFFER_TOO_SMALL = 9,
  /**
   * A rule-set option or its value is not accepted.
   */
  MJ_STATUS_INVALID_OPTION = 10,
  /**
   * An action the game or hand does not allow now.
   */
  MJ_STATUS_ILLEGAL_ACTION = 11,
  /**
   * Valid input asking for something this build of the library does not
   * have (no function of this version returns it: every difficulty,
   * EXPERT included, is available since ABI version 2).
   */
  MJ_STATUS_NOT_AVAILABLE = 12,
  /**
   * A bug inside the library (a Rust panic) was caught at the boundary.
   */
  MJ_STATUS_PANIC = 100,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjStatus MjStatus;
#else
typedef int32_t MjStatus;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * The kind of a meld, as `MjMeld::kind` holds it.
 */
enum MjMeldKind
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * 吃: a run completed with the previous player's discard.
   */
  MJ_MELD_KIND_CHI = 0,
  /**
   * 碰: a triplet completed with a discard.
   */
  MJ_MELD_KIND_PENG = 1,
  /**
   * 杠 (明杠): an exposed kong from a discard.
   */
  MJ_MELD_KIND_GANG = 2,
  /**
   * 暗杠: a concealed kong.
   */
  MJ_MELD_KIND_AN_GANG = 3,
  /**
   * 补杠 / 加杠: a fourth tile added to one's own 碰.
   */
  MJ_MELD_KIND_BU_GANG = 4,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjMeldKind MjMeldKind;
#else
typedef int32_t MjMeldKind;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * The options of `mj_rules_set_option` / `mj_rules_get_option`. Booleans are
 * 0 (off) or 1 (on). Ids are fixed forever; new options are appended.
 * Options 8–12 and 15–19 belong to the Changsha table (Changsha, eval-v1,
 * standard), 21–34 to the flat tables (转转 zhuanzhuan, 红中 hongzhong),
 * 35–47 to 四川 (sichuan): setting or reading one on rules of another table
 * fails with `MJ_STATUS_INVALID_OPTION`. The others apply to every rule
 * set. Defaults are the presets' (`mj_rules_get_option` reads them). The
 * list is the core's option registry: `mj_rule_option_count`,
 * `mj_rule_option_name`, `mj_rule_option_by_name`, `mj_rule_option_info`
 * and `mj_rule_option_choice` read names, labels, values and defaults
 * from it, for a settings screen built from data.
 */
enum MjRuleOption
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * Honours (ids 27–33) are in play. Cannot be turned off while the wildcard is an honour.
   */
  MJ_RULE_OPTION_HONOURS = 0,
  /**
   * The pair of a plain hand: 0 any pair, 1 a suited 2, 5 or 8 (二五八将).
   */
  MJ_RULE_OPTION_TWO_FIVE_EIGHT_PAIR = 1,
  /**
   * 碰碰胡 wins with any pair.
   */
  MJ_RULE_OPTION_PENGPENGHU = 2,
  /**
   * 清一色 wins with any pair.
   */
  MJ_RULE_OPTION_QINGYISE = 3,
  /**
   * 将将胡 wins without a shape.
   */
  MJ_RULE_OPTION_JIANGJIANGHU = 4,
  /**
   * 全求人 wins with any pair.
   */
  MJ_RULE_OPTION_QUANQIUREN = 5,
  /**
   * Seven pairs: 0 none, 1 seven distinct kinds, 2 a four counts as two pairs (七小对).
   */
  MJ_RULE_OPTION_SEVEN_PAIRS = 6,
  /**
   * Thirteen orphans wins (needs honours).
   */
  MJ_RULE_OPTION_THIRTEEN_ORPHANS = 7,
  /**
   * 开杠 allowed (tenpai only, flip tiles, hand frozen).
   */
  MJ_RULE_OPTION_KAIGANG = 8,
  /**
   * Tiles flipped on 开杠: 2 or 4.
   */
  MJ_RULE_OPTION_KAIGANG_FLIPS = 9,
  /**
   * Opening wins (起手胡) are checked on the dealt hands.
   */
  MJ_RULE_OPTION_OPENING_WINS = 10,
  /**
   * Birds (扎鸟) flipped after a win: 0, 1, 2, 4 or 6.
   */
  MJ_RULE_OPTION_BIRDS = 11,
  /**
   * What a bird hit does: 0 multiplies the payment by 1 + hits, 1 adds one point per hit.
   */
  MJ_RULE_OPTION_BIRD_MODE = 12,
  /**
   * +1 on every payment the dealer makes or receives.
   */
  MJ_RULE_OPTION_DEALER_BONUS = 13,
  /**
   * Who deals next: 0 the winner, 1 the dealer keeps on a win else the next seat, 2 rotate.
   */
  MJ_RULE_OPTION_NEXT_DEALER = 14,
  /**
   * 海底: the last tile is offered in turn.
   */
  MJ_RULE_OPTION_HAIDI_OFFER = 15,
  /**
   * Points per opponent on each kong, 0–1000 (0: no kong fees).
   */
  MJ_RULE_OPTION_KONG_FEE = 16,
  /**
   * Points each opponent pays on a small self-draw, 0–1000.
   */
  MJ_RULE_OPTION_POINTS_SMALL_SELF_DRAW = 17,
  /**
   * Points the discarder pays on a small win, 0–1000.
   */
  MJ_RULE_OPTION_POINTS_SMALL_DISCARD = 18,
  /**
   * Points per big-hand unit, 0–1000.
   */
  MJ_RULE_OPTION_POINTS_BIG_UNIT = 19,
  /**
   * 吃 allowed: 0 or 1 (Changsha 1; 转转 and 红中 0, no chi). Every rule set.
   */
  MJ_RULE_OPTION_CHI = 20,
  /**
   * Flat tables: 红中 (the honour 中, id 31) in the wall, 0 or 4
   * (转转 0; 红中 4). With 红中 they are the wildcard (no copy limit); 0
   * removes it and turns `NO_WILDCARD_DOUBLE` off. 8 is refused with a
   * message (`MJ_STATUS_INVALID_OPTION`): a hand holds at most four of a
   * kind, so the engine does not play eight.
   */
  MJ_RULE_OPTION_RED_DRAGONS = 21,
  /**
   * Flat tables: when four 红中 win at once (四红中胡): 0 never, 1 in the
   * dealt hand (default), 2 any time.
   */
  MJ_RULE_OPTION_FOUR_RED_DRAGONS = 22,
  /**
   * Flat tables: 点炮胡, a win on another player's discard: 0 (self-draw
   * only) or 1 (default).
   */
  MJ_RULE_OPTION_DISCARD_WINS = 23,
  /**
   * Flat tables: 有红中不接炮, a hand holding a 红中 wins only by
   * self-draw: 0 or 1 (default).
   */
  MJ_RULE_OPTION_WILDCARD_SELF_DRAW_ONLY = 24,
  /**
   * Flat tables: 有红中可抢杠胡, a hand holding a 红中 may still rob a
   * 补杠: 0 or 1 (default).
   */
  MJ_RULE_OPTION_WILDCARD_ROBS_KONG = 25,
  /**
   * Flat tables: 一炮多响, several players may win on one discard: 0 or 1 (default).
   */
  MJ_RULE_OPTION_MULTIPLE_WINNERS = 26,
  /**
   * Flat tables: 抢杠胡 (robbing a 补杠): 0 off, 1 paid as a discard win
   * (default), 2 paid as a self-draw.
   */
  MJ_RULE_OPTION_ROB_KONG = 27,
  /**
   * Flat tables: 抢杠胡包三家, the robbed konger pays for all three: 0 or 1 (default).
   */
  MJ_RULE_OPTION_ROB_KONG_PAYS_ALL = 28,
  /**
   * Flat tables: 无红中加倍, a winner holding no 红中 has every line
   * doubled: 0 or 1 (转转 0, 红中 1); 1 needs 红中 in the wall.
   */
  MJ_RULE_OPTION_NO_WILDCARD_DOUBLE = 29,
  /**
   * Flat tables: birds drawn after a win, 0, 2, 4 (default), 6 or 8 (read
   * by bird rules 0 and 1). The Changsha table's count is `BIRDS`.
   */
  MJ_RULE_OPTION_FLAT_BIRDS = 30,
  /**
   * Flat tables: which birds hit: 0 159中鸟 (default: rank 1, 5, 9 or a
   * 红中), 1 by seat from the dealer, 2 一鸟全中 (one bird worth its
   * rank), 3 摸几奖几 (the win tile's rank in birds, each a hit).
   */
  MJ_RULE_OPTION_BIRD_RULE = 31,
  /**
   * Flat tables: what a bird hit adds to a line: 1 (+1, default), 2 (+2)
   * or 3 (each hit doubles the line).
   */
  MJ_RULE_OPTION_BIRD_POINTS = 32,
  /**
   * Flat tables: what the discarder pays for a kong on his discard (放杠): 1 (default) or 3.
   */
  MJ_RULE_OPTION_EXPOSED_KONG_POINTS = 33,
  /**
   * Flat tables: kong points stand after a drawn hand (流局算杠分): 0
   * (default: given back) or 1.
   */
  MJ_RULE_OPTION_KONG_POINTS_ON_DRAW = 34,
  /**
   * 四川: 封顶, the most fan a win is paid for: 3 (8×), 4 (16×, default) or 5 (32×).
   */
  MJ_RULE_OPTION_FAN_CAP = 35,
  /**
   * 四川: what a self-draw adds: 0 自摸加底 (one base more from each
   * payer, after the cap; default) or 1 自摸加番 (one fan more).
   */
  MJ_RULE_OPTION_SELF_DRAW_BONUS = 36,
  /**
   * 四川: 幺九将对, 带幺九 (+2) and 将对 (3 fan) count: 0 or 1 (default).
   */
  MJ_RULE_OPTION_YAOJIU_JIANGDUI = 37,
  /**
   * 四川: 门清中张, 门清 +1 and 中张 +1: 0 (default) or 1.
   */
  MJ_RULE_OPTION_MENQING_ZHONGZHANG = 38,
  /**
   * 四川: 天地胡, 天胡 and 地胡 are 5 fan: 0 (default) or 1.
   */
  MJ_RULE_OPTION_TIANDI_HU = 39,
  /**
   * 四川: 擦挂, on a 直杠 the other players still in pay 1× too: 0 (default) or 1.
   */
  MJ_RULE_OPTION_CAGUA = 40,
  /**
   * 四川: 呼叫转移, a kong's income goes to whoever wins on the konger's
   * next discard (杠上炮): 0 or 1 (default).
   */
  MJ_RULE_OPTION_CALL_TRANSFER = 41,
  /**
   * 四川: tiles passed before 定缺: 0 (off), 2 (换两张) or 3 (换三张, default).
   */
  MJ_RULE_OPTION_EXCHANGE = 42,
  /**
   * 四川: 查大叫 pays a ready player as 0 a discard win (当点炮, default)
   * or 1 a self-draw (当自摸).
   */
  MJ_RULE_OPTION_CHA_DAJIAO = 43,
  /**
   * 四川: 点杠花, a win on the draw after a 直杠, paid as 0 a discard win by
   * the kong's discarder or 1 a self-draw (default).
   */
  MJ_RULE_OPTION_KONG_FLOWER = 44,
  /**
   * 四川: 0 血战到底 (a winner leaves; default) or 1 血流成河 (winners play on).
   */
  MJ_RULE_OPTION_SICHUAN_MODE = 45,
  /**
   * 四川: 一炮多响, several players may win on one discard: 0 or 1
   * (default). The flat tables' is `MULTIPLE_WINNERS`.
   */
  MJ_RULE_OPTION_SICHUAN_MULTIPLE_WINNERS = 46,
  /**
   * 四川: 抢杠胡, robbing a 面下杠 (+1 fan): 0 or 1 (default). The flat
   * tables' is `ROB_KONG`.
   */
  MJ_RULE_OPTION_SICHUAN_ROB_KONG = 47,
  /**
   * 国标: the least fan a win needs, 0 to 88 (default 8).
   */
  MJ_RULE_OPTION_MCR_MINIMUM_FAN = 48,
  /**
   * 国标: flowers count toward the minimum: 0 (default) or 1 (Botzone's
   * judge).
   */
  MJ_RULE_OPTION_MCR_FLOWERS_COUNT = 49,
  /**
   * 国标: a full game of 16 hands: 0 (one hand) or 1 (default).
   */
  MJ_RULE_OPTION_MCR_FULL_GAME = 50,
  /**
   * 国标 (Botzone): 错和 costs 30 and ends the hand instead of being
   * refused: 0 (default) or 1.
   */
  MJ_RULE_OPTION_MCR_FALSE_WIN_PENALTY = 51,
  /**
   * 国标: the 8 flowers in the wall (补花): 0 or 1 (default).
   */
  MJ_RULE_OPTION_MCR_FLOWERS = 52,
  /**
   * 国标: the prevalent wind, 0 East (default), 1 South, 2 West, 3 North.
   */
  MJ_RULE_OPTION_MCR_ROUND = 53,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjRuleOption MjRuleOption;
#else
typedef int32_t MjRuleOption;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * A winning target: one family of complete hands (`mj_shanten_for`, bits of
 * `mj_winning_targets`). Ids are fixed forever; new targets are appended.
 */
enum MjTarget
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * Four sets and a pair, the pair as the rules say (Changsha: the small hand, 2-5-8 pair).
   */
  MJ_TARGET_REGULAR = 0,
  /**
   * 碰碰胡: four triplets or kongs and any pair.
   */
  MJ_TARGET_PENGPENGHU = 1,
  /**
   * 清一色: four sets and any pair, every tile of one suit.
   */
  MJ_TARGET_QINGYISE = 2,
  /**
   * Seven pairs (七小对), as the rules define them: the shape of the big
   * hand `MJ_BIG_HAND_QIXIAODUI` (the target is what a hand aims at, the
   * big hand what a win of that shape pays).
   */
  MJ_TARGET_SEVEN_PAIRS = 3,
  /**
   * 将将胡: every tile a 2, 5 or 8, no shape.
   */
  MJ_TARGET_JIANGJIANGHU = 4,
  /**
   * 全求人: four exposed melds and any pair.
   */
  MJ_TARGET_QUANQIUREN = 5,
  /**
   * Thirteen orphans (国士无双).
   */
  MJ_TARGET_THIRTEEN_ORPHANS = 6,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjTarget MjTarget;
#else
typedef int32_t MjTarget;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * A big hand (大胡), as a bit (`1 << id`) of `MjWinAnalysis::big_hands` and
 * an index of `MjWinAnalysis::big_hand_units`. The order is the core's
 * `BigHand` order; ids are fixed forever and new hands are appended.
 * `mj_big_hand_id_name` gives the stable identifier (`"pengpenghu"`).
 */
enum MjBigHand
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * 碰碰胡 `pengpenghu`: four triplets or kongs and any pair.
   */
  MJ_BIG_HAND_PENGPENGHU = 0,
  /**
   * 将将胡 `jiangjianghu`: every tile a 2, 5 or 8, no shape needed.
   */
  MJ_BIG_HAND_JIANGJIANGHU = 1,
  /**
   * 清一色 `qingyise`: every tile of one suit, with a winning shape.
   */
  MJ_BIG_HAND_QINGYISE = 2,
  /**
   * 七小对 `qixiaodui`: seven pairs (the shape of the target
   * `MJ_TARGET_SEVEN_PAIRS`).
   */
  MJ_BIG_HAND_QIXIAODUI = 3,
  /**
   * 豪华七小对 `haohua_qixiaodui`: seven pairs with a four; 2 units, +1 per further four.
   */
  MJ_BIG_HAND_HAOHUA_QIXIAODUI = 4,
  /**
   * 全求人 `quanqiuren`: four exposed melds and any pair.
   */
  MJ_BIG_HAND_QUANQIUREN = 5,
  /**
   * 天胡 `tianhu`: the dealer wins with the dealt fourteen.
   */
  MJ_BIG_HAND_TIANHU = 6,
  /**
   * 地胡 `dihu`: a non-dealer wins on the dealer's first discard.
   */
  MJ_BIG_HAND_DIHU = 7,
  /**
   * 海底捞月 `haidilaoyue`: a self-drawn win on the last tile.
   */
  MJ_BIG_HAND_HAIDILAOYUE = 8,
  /**
   * 海底炮 `haidipao`: a win on the last tile shown by another player.
   */
  MJ_BIG_HAND_HAIDIPAO = 9,
  /**
   * 杠上开花 `gangshangkaihua`: a win on one's own 开杠 flip.
   */
  MJ_BIG_HAND_GANGSHANGKAIHUA = 10,
  /**
   * 杠上炮 `gangshangpao`: a win on another player's 开杠 flip.
   */
  MJ_BIG_HAND_GANGSHANGPAO = 11,
  /**
   * 抢杠胡 `qiangganghu`: a win robbing a tile added to a 碰.
   */
  MJ_BIG_HAND_QIANGGANGHU = 12,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjBigHand MjBigHand;
#else
typedef int32_t MjBigHand;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * An opening win (起手胡), as an index of `MjOpeningWins::counts`; the
 * core's `OpeningWin` order, fixed forever. `mj_opening_win_id_name` gives
 * the stable identifier (`"dasixi"`).
 */
enum MjOpeningWin
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * 大四喜 `dasixi`: four identical tiles (one per kind held four times).
   */
  MJ_OPENING_WIN_DASIXI = 0,
  /**
   * 板板胡 `banbanhu`: no 2, 5 or 8 at all.
   */
  MJ_OPENING_WIN_BANBANHU = 1,
  /**
   * 缺一色 `queyise`: one of the three suits missing.
   */
  MJ_OPENING_WIN_QUEYISE = 2,
  /**
   * 六六顺 `liuliushun`: two triplets (one per two).
   */
  MJ_OPENING_WIN_LIULIUSHUN = 3,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjOpeningWin MjOpeningWin;
#else
typedef int32_t MjOpeningWin;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * The difficulty of an AI player. EASY, MEDIUM and HARD are exactly the
 * Godot tutorial's three levels; EXPERT is majiang's strongest player.
 */
enum MjDifficulty
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * 简单: random discards; claims peng 50 %, chi 33 %, gang 67 %.
   */
  MJ_DIFFICULTY_EASY = 0,
  /**
   * 中等: discards the tile with the lowest "搭子" score; always peng and
   * gang, chi 50 %.
   */
  MJ_DIFFICULTY_MEDIUM = 1,
  /**
   * 困难: discards to keep the most winning kinds; peng unless two tiles
   * or fewer would remain, always chi and gang.
   */
  MJ_DIFFICULTY_HARD = 2,
  /**
   * majiang's strongest player (`majiang_core::expert`): exact shanten
   * over every Changsha target, draws weighted by the unseen tiles, the
   * win probability maximised; deterministic.
   */
  MJ_DIFFICULTY_EXPERT = 3,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjDifficulty MjDifficulty;
#else
typedef int32_t MjDifficulty;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * The kind of an action, as `MjAction::kind` holds it: the engine's kind
 * codes, fixed forever (new actions get new codes).
 *
 * | kind | tile | when |
 * |---|---|---|
 * | `PASS` | 0 | decline a claim, a win, or the last tile (海底) |
 * | `DISCARD` | the tile | own turn |
 * | `CHI` | lowest tile of the run | the previous player's discard |
 * | `PENG` | 0 | a discard, holding two |
 * | `GANG` | 0 | a discard, holding three, as 补张 |
 * | `KAI_GANG` | 0 | a discard, holding three, as 开杠 |
 * | `AN_GANG` | the kind | own turn, four in hand, as 补张 |
 * | `AN_KAI_GANG` | the kind | own turn, four in hand, as 开杠 |
 * | `BU_GANG` | the kind | own turn, adding to one's 碰, as 补张 |
 * | `BU_KAI_GANG` | the kind | own turn, adding to one's 碰, as 开杠 |
 * | `HU` | 0 | win: self-draw, on a discard, robbing a kong, on a flip |
 * | `TAKE_HAIDI` | 0 | take the last tile when it is offered |
 */
enum MjActionKind
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * Decline.
   */
  MJ_ACTION_KIND_PASS = 0,
  /**
   * Discard `tile`.
   */
  MJ_ACTION_KIND_DISCARD = 1,
  /**
   * 吃 the run starting at `tile`.
   */
  MJ_ACTION_KIND_CHI = 2,
  /**
   * 碰.
   */
  MJ_ACTION_KIND_PENG = 3,
  /**
   * 杠 a discard as 补张.
   */
  MJ_ACTION_KIND_GANG = 4,
  /**
   * 杠 a discard as 开杠.
   */
  MJ_ACTION_KIND_KAI_GANG = 5,
  /**
   * 暗杠 of `tile` as 补张.
   */
  MJ_ACTION_KIND_AN_GANG = 6,
  /**
   * 暗杠 of `tile` as 开杠.
   */
  MJ_ACTION_KIND_AN_KAI_GANG = 7,
  /**
   * 补杠 of `tile` as 补张.
   */
  MJ_ACTION_KIND_BU_GANG = 8,
  /**
   * 补杠 of `tile` as 开杠.
   */
  MJ_ACTION_KIND_BU_KAI_GANG = 9,
  /**
   * 胡.
   */
  MJ_ACTION_KIND_HU = 10,
  /**
   * 要海底.
   */
  MJ_ACTION_KIND_TAKE_HAIDI = 11,
  /**
   * 四川 换三张: pass this tile (one per action, one suit).
   */
  MJ_ACTION_KIND_EXCHANGE = 12,
  /**
   * 四川 定缺: declare the suit in `tile` (0 万, 1 条, 2 筒) void.
   */
  MJ_ACTION_KIND_DING_QUE = 13,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjActionKind MjActionKind;
#else
typedef int32_t MjActionKind;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * What the table waits for (`MjGameState::phase`); fixed forever.
 */
enum MjPhase
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * `seat` holds `3n+2` tiles: discard, declare a kong, or win by self-draw.
   */
  MJ_PHASE_TURN = 0,
  /**
   * The others may claim what `seat` gave up (`offer`, `tiles`); every
   * seat in `pending` answers, in any order.
   */
  MJ_PHASE_CLAIM = 1,
  /**
   * `seat` declared 开杠 and a flipped tile (`tiles`) completes the hand:
   * 胡 (杠上开花) or pass.
   */
  MJ_PHASE_KONG_FLIP = 2,
  /**
   * One tile is left: `seat` may take it (要海底) or pass it on.
   */
  MJ_PHASE_HAIDI_OFFER = 3,
  /**
   * `seat` took the last tile (`tiles`) and it completes the hand: 胡
   * (海底捞月) or pass.
   */
  MJ_PHASE_HAIDI_DRAW = 4,
  /**
   * The hand is over (`mj_game_result`).
   */
  MJ_PHASE_FINISHED = 5,
  /**
   * 四川 换三张: every seat in `pending` picks its next tile to pass
   * (action `exchange`, one tile per action, one suit).
   */
  MJ_PHASE_EXCHANGE = 6,
  /**
   * 四川 定缺: every seat in `pending` declares its void suit (action
   * `ding_que`, the suit 0 万 / 1 条 / 2 筒 in the tile byte).
   */
  MJ_PHASE_DING_QUE = 7,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjPhase MjPhase;
#else
typedef int32_t MjPhase;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * What is on offer in the `CLAIM` phase (`MjGameState::offer`).
 */
enum MjOffer
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * An ordinary discard: 胡, 杠, 碰 and (the next seat only) 吃.
   */
  MJ_OFFER_DISCARD = 0,
  /**
   * The tile a player adds to their 碰 (补杠): only 胡 (抢杠胡).
   */
  MJ_OFFER_ROB_KONG = 1,
  /**
   * The tiles a 开杠 flipped: only 胡 (杠上炮).
   */
  MJ_OFFER_KONG_FLIP = 2,
  /**
   * The last tile, taken and shown: only 胡 (海底炮).
   */
  MJ_OFFER_HAIDI = 3,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjOffer MjOffer;
#else
typedef int32_t MjOffer;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * What an `MjEvent` reports; fixed forever, new kinds are appended. The
 * fields each kind fills are listed at `MjEvent`.
 */
enum MjEventKind
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * The hands were dealt (`mj_game_dealt` gives them). `seat`: the dealer.
   */
  MJ_EVENT_KIND_DEALT = 0,
  /**
   * An opening win (起手胡) was declared. `seat`, `detail` (`MjOpeningWin`), `count`.
   */
  MJ_EVENT_KIND_OPENING_WIN = 1,
  /**
   * A player drew. `seat`, `tile`, `detail` (`MjDrawSource`).
   */
  MJ_EVENT_KIND_DREW = 2,
  /**
   * A player discarded. `seat`, `tile`.
   */
  MJ_EVENT_KIND_DISCARDED = 3,
  /**
   * A player declined a claim, a win or the last tile. `seat`.
   */
  MJ_EVENT_KIND_PASSED = 4,
  /**
   * A meld was laid down. `seat`, `from` (the discarder for a claim,
   * `MJ_NONE` for a kong from the hand), `tile` (its lowest tile),
   * `detail` (`MjMeldKind`), `flag` (1: declared as 开杠).
   */
  MJ_EVENT_KIND_MELDED = 5,
  /**
   * A 开杠 flipped tiles from the end of the wall. `seat`, `tiles`.
   */
  MJ_EVENT_KIND_KONG_FLIP = 6,
  /**
   * The last tile was offered to `seat`.
   */
  MJ_EVENT_KIND_HAIDI_OFFERED = 7,
  /**
   * The last tile, taken without a win, is shown. `seat`, `tile`.
   */
  MJ_EVENT_KIND_HAIDI_SHOWN = 8,
  /**
   * A player won. `seat`, `from` (who pays alone; `MJ_NONE` for a
   * self-draw), `tile` (`MJ_NONE` for 天胡), `flag` (1: small hand; every
   * flat-table win), `big_hands`, `count` (units), `deltas` (this win's
   * payments; a flat table's lines: `mj_game_payments` once the hand is over).
   * On a 四川 table the hand goes on (a seat may win more than once under
   * 血流成河) and a `WIN_FAN` event follows with the win's fan. On a 国标
   * table `count` is the win's fan (flowers included, what the lines pay),
   * `big_hands` 0; `mj_game_win_value` lists its fans once the hand is over.
   */
  MJ_EVENT_KIND_WON = 9,
  /**
   * The wall ran out, or every player passed the last tile: no winner.
   */
  MJ_EVENT_KIND_EXHAUSTIVE_DRAW = 10,
  /**
   * Birds (扎鸟) were flipped. `tiles` (the first `MJ_EVENT_TILES`; all of
   * them, with their hits, from `mj_game_birds` once the hand is over).
   */
  MJ_EVENT_KIND_BIRDS_FLIPPED = 11,
  /**
   * Points moved. `detail` (`MjSettleReason`), `deltas`.
   */
  MJ_EVENT_KIND_SETTLED = 12,
  /**
   * The hand is over. `seat`: who deals next.
   */
  MJ_EVENT_KIND_FINISHED = 13,
  /**
   * 四川 换三张: `seat` picked `tile` to pass.
   */
  MJ_EVENT_KIND_EXCHANGE_PICKED = 14,
  /**
   * 四川 换三张: the tiles were passed, one event per passing `seat`:
   * `from` the seat that received them, `tiles` what it passed, `detail`
   * the direction (0 to the next seat, 1 across, 2 to the previous seat).
   */
  MJ_EVENT_KIND_EXCHANGED = 15,
  /**
   * 四川 定缺: `tiles[0..4]` each seat's void suit (0 万, 1 条, 2 筒).
   */
  MJ_EVENT_KIND_VOIDS_DECLARED = 16,
  /**
   * 四川: the fan of the win the `WON` event just before reported.
   * `seat` the winner, `count` the fan before the cap (situational
   * patterns included; the lines pay 2^min(fan, cap) bases), `big_hands`
   * bits `1 << MjSichuanPattern` of its patterns, `detail` its number of
   * 根 (`MJ_SICHUAN_PATTERN_GEN` counts once per four).
   */
  MJ_EVENT_KIND_WIN_FAN = 17,
  /**
   * 国标 补花: `seat` set a flower aside, one event per flower: those of
   * the deal right after `DEALT` (the dealer's first, in turn), in play
   * just before the `DREW` of the tile replacing it (its source
   * `REPLACEMENT`). A seat's flowers so far are its `FLOWER` events
   * (`MjGameState` does not hold them).
   */
  MJ_EVENT_KIND_FLOWER = 18,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjEventKind MjEventKind;
#else
typedef int32_t MjEventKind;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * Where a drawn tile came from (`MjEvent::detail` of `MJ_EVENT_KIND_DREW`).
 */
enum MjDrawSource
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * An ordinary draw from the front of the wall.
   */
  MJ_DRAW_SOURCE_WALL = 0,
  /**
   * A kong replacement (补张) from the end of the wall.
   */
  MJ_DRAW_SOURCE_REPLACEMENT = 1,
  /**
   * The last tile, taken when offered (要海底).
   */
  MJ_DRAW_SOURCE_HAIDI = 2,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjDrawSource MjDrawSource;
#else
typedef int32_t MjDrawSource;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * Why points moved (`MjEvent::detail` of `MJ_EVENT_KIND_SETTLED`).
 */
enum MjSettleReason
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * An opening win (起手胡).
   */
  MJ_SETTLE_REASON_OPENING_WIN = 0,
  /**
   * A kong fee (`MJ_RULE_OPTION_KONG_FEE`).
   */
  MJ_SETTLE_REASON_KONG_FEE = 1,
  /**
   * The wins of the hand, birds included.
   */
  MJ_SETTLE_REASON_WIN = 2,
  /**
   * 四川: the end-of-hand checks (查花猪, 查大叫, 退税).
   */
  MJ_SETTLE_REASON_END_OF_HAND = 3,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjSettleReason MjSettleReason;
#else
typedef int32_t MjSettleReason;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * Why a payment line moves points (`MjPayment::reason`); fixed forever,
 * new reasons are appended.
 */
enum MjPaymentReason
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * The win itself: 2 from each other player on a self-draw, 1 from the
   * discarder (a robbed kong paid for all three: one self-draw line per
   * other seat, all paid by the konger).
   */
  MJ_PAYMENT_REASON_WIN = 0,
  /**
   * 庄闲分: +1 on a win line the dealer pays or receives
   * (`MJ_RULE_OPTION_DEALER_BONUS`).
   */
  MJ_PAYMENT_REASON_DEALER_BONUS = 1,
  /**
   * The bird hits (中鸟): `hits` × the bird points, or what doubling per
   * hit adds.
   */
  MJ_PAYMENT_REASON_BIRDS = 2,
  /**
   * 无红中加倍: the winner holds no 红中, the whole line again.
   */
  MJ_PAYMENT_REASON_NO_WILDCARD_DOUBLE = 3,
  /**
   * A concealed kong (暗杠), from each other player, paid at once.
   */
  MJ_PAYMENT_REASON_CONCEALED_KONG = 4,
  /**
   * A 补杠, from each other player, paid at once.
   */
  MJ_PAYMENT_REASON_ADDED_KONG = 5,
  /**
   * A kong on a discard (放杠), from the discarder, paid at once.
   */
  MJ_PAYMENT_REASON_EXPOSED_KONG = 6,
  /**
   * A kong's points given back: the hand was drawn (流局) and kong
   * points do not stand (`MJ_RULE_OPTION_KONG_POINTS_ON_DRAW` 0).
   */
  MJ_PAYMENT_REASON_KONG_VOIDED = 7,
  /**
   * 四川 自摸加底: one base on top of a self-draw's capped line.
   */
  MJ_PAYMENT_REASON_SELF_DRAW_BONUS = 8,
  /**
   * 四川 擦挂: the others still in pay one base each on a 直杠.
   */
  MJ_PAYMENT_REASON_CA_GUA = 9,
  /**
   * 四川 呼叫转移: a kong's income handed to the player who won on the
   * konger's next discard.
   */
  MJ_PAYMENT_REASON_CALL_TRANSFER = 10,
  /**
   * 四川 查花猪: a player still holding the void suit at the end pays the cap.
   */
  MJ_PAYMENT_REASON_HUA_ZHU = 11,
  /**
   * 四川 查大叫: a player not ready at the end pays a ready player's best hand.
   */
  MJ_PAYMENT_REASON_CHA_DA_JIAO = 12,
  /**
   * 四川 退税: a player not ready at the end gives back its kong income.
   */
  MJ_PAYMENT_REASON_TAX_REFUND = 13,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjPaymentReason MjPaymentReason;
#else
typedef int32_t MjPaymentReason;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * One line of a 四川 fan count, as a bit (`1 << id`) of
 * `MjSichuanAnalysis::patterns` and an index of its `pattern_counts`. The
 * order is the core's `sichuan::Pattern` order (the order a hand lists its
 * patterns in); ids are fixed forever and new patterns are appended.
 * `mj_sichuan_pattern_id_name` gives the stable identifier (`"qingyise"`).
 */
enum MjSichuanPattern
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * 平胡 `pinghu`: four sets (a run among them) and a pair, 0 fan.
   */
  MJ_SICHUAN_PATTERN_PINGHU = 0,
  /**
   * 对对胡 `duiduihu`: four triplets or kongs and a pair, 1 fan.
   */
  MJ_SICHUAN_PATTERN_DUIDUIHU = 1,
  /**
   * 将对 `jiangdui`: 对对胡 of 2s, 5s and 8s only, pair included, 3 fan
   * (with `MJ_RULE_OPTION_YAOJIU_JIANGDUI`).
   */
  MJ_SICHUAN_PATTERN_JIANGDUI = 2,
  /**
   * 七对 `qidui`: seven pairs, no meld, 2 fan.
   */
  MJ_SICHUAN_PATTERN_QIDUI = 3,
  /**
   * 龙七对 `longqidui`: seven pairs holding a four, 3 fan.
   */
  MJ_SICHUAN_PATTERN_LONGQIDUI = 4,
  /**
   * 清一色 `qingyise`: every tile of one suit, +2.
   */
  MJ_SICHUAN_PATTERN_QINGYISE = 5,
  /**
   * 带幺九 `daiyaojiu`: a 1 or 9 in every set and the pair, +2 (with
   * `MJ_RULE_OPTION_YAOJIU_JIANGDUI`).
   */
  MJ_SICHUAN_PATTERN_DAIYAOJIU = 6,
  /**
   * 金钩钓 `jingoudiao`: four melds, won on the single tile left, +1.
   */
  MJ_SICHUAN_PATTERN_JINGOUDIAO = 7,
  /**
   * 根 `gen`: +1 for each kind of which hand and melds hold all four
   * (`pattern_counts` says how many).
   */
  MJ_SICHUAN_PATTERN_GEN = 8,
  /**
   * 门清 `menqing`: no meld but concealed kongs, +1 (with
   * `MJ_RULE_OPTION_MENQING_ZHONGZHANG`).
   */
  MJ_SICHUAN_PATTERN_MENQING = 9,
  /**
   * 中张 `zhongzhang`: no 1 or 9 anywhere, +1 (with
   * `MJ_RULE_OPTION_MENQING_ZHONGZHANG`).
   */
  MJ_SICHUAN_PATTERN_ZHONGZHANG = 10,
  /**
   * 自摸 `zimo`: a self-draw under 自摸加番, +1.
   */
  MJ_SICHUAN_PATTERN_ZIMO = 11,
  /**
   * 杠上花 `gangshanghua`: a self-draw on a kong's replacement tile, +1.
   */
  MJ_SICHUAN_PATTERN_GANGSHANGHUA = 12,
  /**
   * 杠上炮 `gangshangpao`: a win on the discard made right after a kong, +1.
   */
  MJ_SICHUAN_PATTERN_GANGSHANGPAO = 13,
  /**
   * 抢杠胡 `qiangganghu`: a win robbing a 面下杠, +1.
   */
  MJ_SICHUAN_PATTERN_QIANGGANGHU = 14,
  /**
   * 海底捞月 `haidilaoyue`: a self-draw on the wall's last tile, +1.
   */
  MJ_SICHUAN_PATTERN_HAIDILAOYUE = 15,
  /**
   * 天胡 `tianhu`: the dealer wins on the dealt hand, 5 (with
   * `MJ_RULE_OPTION_TIANDI_HU`).
   */
  MJ_SICHUAN_PATTERN_TIANHU = 16,
  /**
   * 地胡 `dihu`: another player wins on his first turn, 5 (with
   * `MJ_RULE_OPTION_TIANDI_HU`).
   */
  MJ_SICHUAN_PATTERN_DIHU = 17,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjSichuanPattern MjSichuanPattern;
#else
typedef int32_t MjSichuanPattern;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * The values an option takes (`MjRuleOptionInfo.kind`).
 */
enum MjRuleOptionKind
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * 0 (off) or 1 (on).
   */
  MJ_RULE_OPTION_KIND_BOOL = 0,
  /**
   * Any integer from `min` to `max`.
   */
  MJ_RULE_OPTION_KIND_INT = 1,
  /**
   * One of `choices` labelled values (`mj_rule_option_choice`).
   */
  MJ_RULE_OPTION_KIND_ENUM = 2,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjRuleOptionKind MjRuleOptionKind;
#else
typedef int32_t MjRuleOptionKind;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * What a family's totals count (`MjHandValue::unit`).
 */
enum MjValueUnit
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : int32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * Every win pays alike (转转, 红中): `total` is 0, the lines name the
   * winning shape.
   */
  MJ_VALUE_UNIT_ALIKE = 0,
  /**
   * 长沙's big-hand units (a small hand, 小胡, is 0).
   */
  MJ_VALUE_UNIT_UNITS = 1,
  /**
   * Fan (四川; 国标, flowers included).
   */
  MJ_VALUE_UNIT_FAN = 2,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum MjValueUnit MjValueUnit;
#else
typedef int32_t MjValueUnit;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * An AI player (opaque). Create with `mj_ai_new`, release with `mj_ai_free`.
 *
 * It holds a difficulty, a copy of the rules and a memory for each of the
 * four seats, so that one handle can play every AI seat of a table and
 * answer each exactly as a handle of its own would. A seat's memory is two
 * generators seeded by the handle's seed — one for the tutorial's calls
 * (`mj_ai_decide_discard`, `mj_ai_should_*`), one for its decisions at a
 * table (`mj_game_ai_action`), so mixing the two kinds of call changes
 * neither sequence — the tiles it has been told it saw (`mj_ai_observe_*`),
 * the wall count it was told (`mj_ai_set_wall_left`) and its own melds as
 * last given with a hand. The questions use the seat last given to
 * `mj_ai_set_seat`; until one is set (or after `MJ_NONE`) the AI has no
 * seat and answers each question from that call's arguments alone, so
 * the tutorial's way — one AI for every seat, never naming one — gets the
 * answers of one AI per seat. `mj_game_ai_action` uses the seat it names.
 * Calls that draw, observe or remember need the handle
 * exclusively (`MjAi *`); `mj_ai_observed` and `mj_ai_seat` only read it.
 */
typedef struct MjAi MjAi;

/**
 * One hand of mahjong (opaque). Create with `mj_game_new` (or
 * `mj_game_replay`), drive with `mj_game_apply`, release with
 * `mj_game_free`. Functions taking `const MjGame *` only read it and may
 * share it across threads; `mj_game_apply`, `mj_game_events` and
 * `mj_game_free` need it exclusively.
 */
typedef struct MjGame MjGame;

/**
 * A rule set (opaque). Create with `mj_rules_new_changsha`,
 * `mj_rules_new_standard`, `mj_rules_new_eval_v1`, `mj_rules_new_zhuanzhuan`,
 * `mj_rules_new_hongzhong`, `mj_rules_new_sichuan`, `mj_rules_new_by_name`
 * or `mj_rules_clone`; change
 * with `mj_rules_set_option` and `mj_rules_set_wildcard`; release with
 * `mj_rules_free`. Read-only functions take `const MjRules *` and may share
 * one handle across threads; setters need it exclusively.
 */
typedef struct MjRules MjRules;

/**
 * A meld: `kind` is an `MjMeldKind` value, `tile` the id of its lowest tile
 * (the first of a chi's run, which must be a suited 1–7). Both are checked on
 * every call; a bad one fails with `MJ_STATUS_INVALID_MELD` (or
 * `MJ_STATUS_INVALID_TILE`) naming the meld's index and the value.
 */
typedef struct {
  /**
   * `MjMeldKind` value.
   */
  uint8_t kind;
  /**
   * Lowest tile id.
   */
  uint8_t tile;
} MjMeld;

/**
 * Copies of each tile kind, indexed by id (`counts[id]`, 0–4).
 */
typedef struct {
  /**
   * Copies of kind `id` at index `id`.
   */
  uint8_t counts[34];
} MjTileCounts;

/**
 * One discard of EXPERT's ranking, as `mj_ai_hints` gives it.
 */
typedef struct {
  /**
   * Bits `1 << id` of the kinds whose draw would lower the shanten after
   * this discard (the waits, when it leaves the hand ready): a set of
   * kinds, not a count. The bindings call it `useful_kinds`, a list.
   */
  uint64_t draws;
  /**
   * EXPERT's estimate of the probability (0 to 1) of winning within the
   * draws left after this discard.
   */
  double win_prob;
  /**
   * EXPERT's estimate of the expected points of the hand after this
   * discard (a small hand's self-draw is 6: 2 from each player).
   */
  double points;
  /**
   * Copies of the `draws` kinds not yet seen (own tiles and observations
   * taken out), in all: unseen copies, not draws (the player's draws to
   * come are what `mj_ai_set_wall_left` sets). The bindings call it
   * `unseen_copies`; the field keeps its ABI-version-2 name so that the
   * struct and the code using it stay as they are.
   */
  uint32_t draws_left;
  /**
   * The targets closest after the discard, bits `1 << MjTarget`
   * (`MJ_TARGET_REGULAR` for the small hand).
   */
  uint32_t targets;
  /**
   * The tile id to discard.
   */
  uint8_t tile;
  /**
   * Its first position in the `tiles` array given.
   */
  uint8_t index;
  /**
   * Shanten after the discard: 0 ready, n tiles from ready.
   */
  int8_t shanten;
  /**
   * Number of kinds in `draws`.
   */
  uint8_t draw_kinds;
} MjHint;

/**
 * How a hand was won, for the situational big hands. Each field is 0 (no)
 * or 1 (yes); any other value is refused. All zero: a win on an ordinary
 * discard by a non-dealer.
 */
typedef struct {
  /**
   * Won on one's own draw (自摸), a 开杠 flip of one's own included.
   */
  uint8_t self_draw;
  /**
   * Won on the last tile of the wall (海底).
   */
  uint8_t last_tile;
  /**
   * Won on a tile flipped by a 开杠 (one's own: 杠上开花; another's: 杠上炮).
   */
  uint8_t kong_flip;
  /**
   * Won by robbing a tile added to a 碰 (抢杠胡).
   */
  uint8_t robbed_kong;
  /**
   * Won in the first go-round: the dealer on the dealt tiles, or another
   * player on the dealer's first discard.
   */
  uint8_t first_turn;
  /**
   * The winner is the dealer.
   */
  uint8_t dealer;
} MjWinContext;

/**
 * What a complete-size hand is worth (`mj_analyze_win`).
 *
 * - `win` 0: the hand does not win; every other field is 0.
 * - `win` 1, `small` 1: a small hand (小胡), no big hand, `units` 0.
 * - `win` 1, `small` 0: big hands (大胡): bit `1 << MjBigHand` of
 *   `big_hands` for each, `big_hand_units[MjBigHand]` its units (1, or
 *   2 and up for 豪华七小对; 0 for hands not made), `units` their sum.
 */
typedef struct {
  /**
   * Bits `1 << MjTarget` of every target the hand wins by.
   */
  uint32_t targets;
  /**
   * Bits `1 << MjBigHand` of the big hands made.
   */
  uint32_t big_hands;
  /**
   * Total units of the big hands (0 for a small hand).
   */
  uint32_t units;
  /**
   * 1 when the hand wins.
   */
  uint8_t win;
  /**
   * 1 for a small hand (no big hand applies).
   */
  uint8_t small;
  /**
   * Units of each big hand, indexed by `MjBigHand`; slots past the last
   * big hand are 0.
   */
  uint8_t big_hand_units[MJ_BIG_HAND_SLOTS];
} MjWinAnalysis;

/**
 * Opening wins (起手胡) of a dealt hand (`mj_opening_wins`).
 */
typedef struct {
  /**
   * Occurrences in all: what `mj_settle_opening` pays.
   */
  uint32_t total;
  /**
   * Occurrences of each opening win, indexed by `MjOpeningWin`.
   */
  uint8_t counts[MJ_OPENING_WIN_SLOTS];
} MjOpeningWins;

/**
 * Points of the four seats, indexed by seat (0–3): a payment's deltas
 * (summing to zero) or scores.
 */
typedef struct {
  /**
   * Points of seat `s` at index `s`.
   */
  int32_t points[4];
} MjPoints;

/**
 * One possible discard of a complete-size hand, as `mj_discard_options`
 * ranks them: lowest `shanten` first, then most `draws_left`, then lowest
 * tile id.
 */
typedef struct {
  /**
   * Bits `1 << id` of the kinds whose draw would lower the shanten after
   * this discard (the waits, when it leaves the hand ready): a set of
   * kinds, not a count. The bindings call it `useful_kinds`, a list.
   */
  uint64_t draws;
  /**
   * Copies of those kinds still to come, in all (see `mj_discard_options`
   * for what counts as still to come): copies, not draws. The bindings
   * call it `unseen_copies`; the field keeps its ABI-version-2 name so that
   * the struct and the code using it stay as they are.
   */
  uint32_t draws_left;
  /**
   * The tile id to discard.
   */
  uint8_t tile;
  /**
   * The first position of that tile in the `tiles` array given, so a host
   * can point at its own copy.
   */
  uint8_t index;
  /**
   * Shanten after the discard: 0 ready, n tiles from ready.
   */
  int8_t shanten;
  /**
   * Number of kinds in `draws`.
   */
  uint8_t draw_kinds;
} MjDiscardOption;

/**
 * The table at a glance (`mj_game_state`).
 */
typedef struct {
  /**
   * Each seat's points: the starting scores (0) plus this hand's payments so far.
   */
  MjPoints scores;
  /**
   * `MjPhase` value.
   */
  uint8_t phase;
  /**
   * The seat the phase is about (see `MjPhase`; for `CLAIM` the seat
   * that gave the tile up); `MJ_NONE` when finished.
   */
  uint8_t seat;
  /**
   * `CLAIM`: the `MjOffer` value; `MJ_NONE` in other phases.
   */
  uint8_t offer;
  /**
   * Number of tiles in `tiles`.
   */
  uint8_t tile_count;
  /**
   * The tiles on offer (`CLAIM`), flipped (`KONG_FLIP`) or taken (`HAIDI_DRAW`).
   */
  uint8_t tiles[4];
  /**
   * Bit `1 << s` for each seat `s` that must answer now.
   */
  uint8_t pending;
  /**
   * The seat to ask next (the first pending seat in turn order), or
   * `MJ_NONE` when the hand is over.
   */
  uint8_t next_seat;
  /**
   * The dealer (庄).
   */
  uint8_t dealer;
  /**
   * Tiles left in the wall.
   */
  uint8_t wall_left;
  /**
   * Bit `1 << s` for each seat that declared 开杠 (frozen: it may only win
   * or discard what it draws).
   */
  uint8_t frozen;
} MjGameState;

/**
 * One tile of a discard pile (`mj_game_discards`).
 */
typedef struct {
  /**
   * The tile id.
   */
  uint8_t tile;
  /**
   * 1 when another player claimed it (it now sits in their meld).
   */
  uint8_t claimed;
} MjDiscard;

/**
 * A seat's standing at a 四川 table (`mj_game_sichuan_seat`).
 */
typedef struct {
  /**
   * The void suit it declared (定缺): 0 万, 1 条, 2 筒; `MJ_NONE` until
   * every seat has declared (they are shown together), and on other tables.
   */
  uint8_t void_suit;
  /**
   * Its wins so far (more than one only under 血流成河).
   */
  uint8_t wins;
  /**
   * 1 once it has left the hand (血战到底: after its win); 0 otherwise.
   */
  uint8_t left;
} MjSichuanSeat;

/**
 * One decision: `kind` is an `MjActionKind` value, `tile` the tile it
 * names (0 for kinds that name none, so every action has one encoding).
 * Lists of legal actions are sorted by `(kind, tile)`.
 */
typedef struct {
  /**
   * `MjActionKind` value.
   */
  uint8_t kind;
  /**
   * Tile id, or 0.
   */
  uint8_t tile;
} MjAction;

/**
 * One event. `kind` is an `MjEventKind` value; the other fields hold what
 * that kind reports (see `MjEventKind`) and are 0 otherwise, except `seat`,
 * `from` and `tile`, which are `MJ_NONE` (255) when the kind has none.
 */
typedef struct {
  /**
   * Points moved (`SETTLED`; `WON`: this win's share).
   */
  MjPoints deltas;
  /**
   * `WON`: bits `1 << MjBigHand` of the big hands; `WIN_FAN`: bits
   * `1 << MjSichuanPattern` of the patterns.
   */
  uint32_t big_hands;
  /**
   * `WON`: units of the big hands (国标: the fan); `WIN_FAN`: the fan
   * before the cap; `OPENING_WIN`: occurrences; `EXCHANGED`: tiles per seat.
   */
  uint32_t count;
  /**
   * `MjEventKind` value.
   */
  uint8_t kind;
  /**
   * The player the event is about (see `MjEventKind`).
   */
  uint8_t seat;
  /**
   * The other player involved: the discarder of a claimed tile, who pays a win.
   */
  uint8_t from;
  /**
   * The tile drawn, discarded, shown, won on, or a meld's lowest tile.
   */
  uint8_t tile;
  /**
   * `MjDrawSource`, `MjMeldKind`, `MjSettleReason` or `MjOpeningWin`, by
   * kind; `EXCHANGED`: the direction; `WIN_FAN`: the number of 根.
   */
  uint8_t detail;
  /**
   * `MELDED`: 1 for 开杠; `WON`: 1 for a small hand.
   */
  uint8_t flag;
  /**
   * Number of tiles in `tiles`.
   */
  uint8_t tile_count;
  /**
   * `KONG_FLIP`: the flipped tiles; `BIRDS_FLIPPED`: the birds.
   */
  uint8_t tiles[MJ_EVENT_TILES];
} MjEvent;

/**
 * How the hand ended (`mj_game_result`).
 */
typedef struct {
  /**
   * Every point that moved in the hand (opening wins, kong fees, wins;
   * sum zero). While the hand is on: the payments so far.
   */
  MjPoints deltas;
  /**
   * Bits `1 << MjBigHand` of each winning seat's big hands.
   */
  uint32_t big_hands[4];
  /**
   * Units of each winning seat's big hands (0 for a small hand).
   */
  uint32_t units[4];
  /**
   * 1 once the hand is over; the fields below are then set.
   */
  uint8_t finished;
  /**
   * Bit `1 << s` for each seat that won (several on one discard: 通炮;
   * 四川: every seat that won during the hand); 0 for an exhaustive draw.
   */
  uint8_t winners;
  /**
   * The seat that paid the wins alone (discarder, kong player, the player
   * who showed the last tile); `MJ_NONE` for a self-draw or no win. 四川:
   * the payer of the hand's last win (each win's are in its `WON` event
   * and in `mj_game_payments`).
   */
  uint8_t from;
  /**
   * Who deals the next hand; `MJ_NONE` while the hand is on.
   */
  uint8_t next_dealer;
  /**
   * Number of tiles in `birds`.
   */
  uint8_t bird_count;
  /**
   * The birds (扎鸟) flipped: the first `MJ_EVENT_TILES` (`mj_game_birds`
   * gives them all, with their hits).
   */
  uint8_t birds[MJ_EVENT_TILES];
} MjGameResult;

/**
 * What a settings screen needs of one option (`mj_rule_option_info`). The
 * option's name and labels are `mj_rule_option_name`,
 * `mj_rule_option_chinese_name` and `mj_rule_option_english_name`, its
 * values' labels `mj_rule_option_choice`.
 */
typedef struct {
  /**
   * The option (`MjRuleOption`).
   */
  int32_t id;
  /**
   * The families that take it: `MJ_FAMILY_*` bits.
   */
  uint32_t families;
  /**
   * The least value.
   */
  int32_t min;
  /**
   * The greatest value.
   */
  int32_t max;
  /**
   * Labelled values, read with `mj_rule_option_choice` (a flag's two, none
   * for an `MJ_RULE_OPTION_KIND_INT` range).
   */
  uint32_t choices;
  /**
   * The default of the rules' preset (0 when `applies` is 0).
   */
  int32_t default_value;
  /**
   * The value on these rules (0 when `applies` is 0).
   */
  int32_t value;
  /**
   * `MjRuleOptionKind`.
   */
  uint8_t kind;
  /**
   * 1 when these rules take the option (their family is one of
   * `families`), else 0: `mj_rules_get_option` and
   * `mj_rules_set_option` then refuse it.
   */
  uint8_t applies;
} MjRuleOptionInfo;

/**
 * One payment line (`mj_game_payments`): `from` pays `to` `points`.
 */
typedef struct {
  /**
   * The points (positive).
   */
  int32_t points;
  /**
   * The payer's seat.
   */
  uint8_t from;
  /**
   * The payee's seat.
   */
  uint8_t to;
  /**
   * `MjPaymentReason` value.
   */
  uint8_t reason;
  /**
   * `BIRDS`: the bird hits counted for this win (at most 255); 0 otherwise.
   */
  uint8_t hits;
} MjPayment;

/**
 * One bird (扎鸟) flipped after a win (`mj_game_birds`).
 */
typedef struct {
  /**
   * The tile id.
   */
  uint8_t tile;
  /**
   * The seat the bird lands on, counting the dealer as 1 (1/5/9 the
   * dealer, 2/6 the next, 3/7 opposite, 4/8 the previous), where the
   * rules read it: Changsha (a bird multiplies the payments whose winner
   * or payer sits there) and bird rule 1 (by seat) of a flat table;
   * `MJ_NONE` under the other flat bird rules, and for a 红中 bird.
   */
  uint8_t seat;
  /**
   * Flat tables: the hits this bird counts for the winners (0 or 1; a
   * 一鸟全中 bird its rank, 10 for a 红中); the birds' hits add up to the
   * `hits` of each win's `BIRDS` line. 0 under Changsha scoring (see `seat`).
   */
  uint8_t hits;
} MjBird;

/**
 * What a complete-size hand is worth under the 四川 rules
 * (`mj_sichuan_analyze`, `mj_sichuan_best_ready_hand`).
 *
 * - `win` 0: the hand does not win (no winning shape, or tiles of all
 *   three suits: 缺一门); every other field is 0.
 * - `win` 1: `fan` is the sum of the patterns' fan before the cap (the
 *   host pays 2^min(fan, cap) bases; `MJ_RULE_OPTION_FAN_CAP`); bit
 *   `1 << MjSichuanPattern` of `patterns` is set for each pattern and
 *   `pattern_counts[MjSichuanPattern]` says how many times it counts (1,
 *   or one per four for `MJ_SICHUAN_PATTERN_GEN`; 0 for patterns not made).
 *
 * Among readings of equal fan the one whose pattern list comes first in
 * `MjSichuanPattern` order is given, so the answer is always one.
 */
typedef struct {
  /**
   * Bits `1 << MjSichuanPattern` of the patterns made.
   */
  uint32_t patterns;
  /**
   * The fan before the cap.
   */
  uint32_t fan;
  /**
   * 1 when the hand wins.
   */
  uint8_t win;
  /**
   * Times each pattern counts, indexed by `MjSichuanPattern`; slots past
   * the last pattern are 0.
   */
  uint8_t pattern_counts[MJ_SICHUAN_PATTERN_SLOTS];
} MjSichuanAnalysis;

/**
 * One win of a finished hand (`mj_game_wins`), on every table: who won,
 * who paid, with what, and what it was worth.
 */
typedef struct {
  /**
   * This win's payments by seat, birds included (sum zero).
   */
  MjPoints deltas;
  /**
   * 四川: the fan (before the cap) and patterns, situational ones
   * included (`win` 1); all zero on other tables.
   */
  MjSichuanAnalysis sichuan;
  /**
   * Changsha: bits `1 << MjBigHand` of the big hands (0 elsewhere).
   */
  uint32_t big_hands;
  /**
   * Changsha: units of the big hands (0 for a small hand and elsewhere).
   */
  uint32_t units;
  /**
   * The winner's seat.
   */
  uint8_t seat;
  /**
   * Who paid alone (the discarder, the kong player, the player who
   * showed the last tile); `MJ_NONE` for a self-draw, paid by all.
   */
  uint8_t from;
  /**
   * The winning tile; `MJ_NONE` for 天胡 (the dealt fourteen).
   */
  uint8_t tile;
  /**
   * 1 for a small hand, as the `WON` event's flag says: Changsha's 小胡,
   * every win of the flat tables (不分大小胡), a 四川 win of 0 fan (平胡);
   * 0 for a big hand, a 四川 win with fan, and under 国标.
   */
  uint8_t small;
} MjWin;

/**
 * How a 四川 hand was won, for the situational patterns. Each field is 0
 * (no) or 1 (yes); any other value is refused. All zero (or a NULL
 * context): won on an ordinary discard, what `majiang analyze` counts.
 */
typedef struct {
  /**
   * 自摸: won on one's own draw (else on a discard or a robbed kong).
   */
  uint8_t self_draw;
  /**
   * The tile came with a kong: the replacement draw (杠上花, with
   * `self_draw`) or the konger's next discard (杠上炮).
   */
  uint8_t after_kong;
  /**
   * 抢杠胡: the tile robbed from another's 面下杠 (not a self-draw).
   */
  uint8_t robbed_kong;
  /**
   * The wall's last tile (海底捞月 when self-drawn).
   */
  uint8_t last_tile;
  /**
   * The winner's first turn, nothing claimed before (天胡 / 地胡).
   */
  uint8_t first_turn;
  /**
   * The winner deals (天胡 rather than 地胡).
   */
  uint8_t dealer;
} MjSichuanContext;

/**
 * What a hand is worth (`mj_hand_value`, each wait of `mj_valued_waits`,
 * each win of `mj_game_win_value`); its lines come beside it.
 */
typedef struct {
  /**
   * The sum of the lines' `value × count`: what the payment reads (国标:
   * flowers included). 0 for no win.
   */
  uint32_t total;
  /**
   * The part of `total` the minimum is checked against (国标: without the
   * flowers unless `MJ_RULE_OPTION_MCR_FLOWERS_COUNT`); `total` elsewhere.
   */
  uint32_t toward_minimum;
  /**
   * An `MjValueUnit`: what `total` counts.
   */
  int32_t unit;
  /**
   * 1 when the tiles win under the rules' whole law (四川's 缺一门, 国标's
   * special forms), whatever their worth.
   */
  uint8_t win;
  /**
   * 1 when the win reaches the rules' minimum (国标's 8 fan; every win
   * elsewhere). A win under it is no legal action at the table.
   */
  uint8_t meets_minimum;
  /**
   * Shanten of the hand before the win (without its winning tile) by the
   * rules' whole law: 0 for a win, -1 for a hand that can never win.
   */
  int8_t shanten;
} MjHandValue;

/**
 * One named item of a hand's worth: a big hand (长沙), a pattern (四川), a
 * fan (国标), or the shape a flat table's win makes.
 */
typedef struct {
  /**
   * The stable identifier (`qingyise`, `gen`, `full_flush`), unique
   * within the family: UTF-8, NUL-terminated.
   */
  uint8_t id[MJ_VALUE_NAME_BYTES];
  /**
   * The 中文 name (清一色, 根, 独听・边张): UTF-8, NUL-terminated.
   */
  uint8_t chinese[MJ_VALUE_NAME_BYTES];
  /**
   * The English name: UTF-8, NUL-terminated.
   */
  uint8_t english[MJ_VALUE_NAME_BYTES];
  /**
   * What it is worth each time it counts, in the value's unit.
   */
  uint32_t value;
  /**
   * How many times it counts (幺九刻 ×2, 根 per four, 花牌 per flower).
   */
  uint32_t count;
} MjValueLine;

/**
 * One wait of a ready hand (`mj_valued_waits`): the tile and what the win
 * on it is worth.
 */
typedef struct {
  /**
   * The worth of the win on `tile` (`win` 1, `shanten` 0).
   */
  MjHandValue value;
  /**
   * The tile id.
   */
  uint8_t tile;
} MjValuedWait;

#ifdef __cplusplus
extern "C" {
#endif // __cplusplus

/**
 * Whether this build of the library has a player of `difficulty`
 * (`MjDifficulty`) into `*out_available`: true for EASY, MEDIUM, HARD and
 * EXPERT. An unknown id fails with `MJ_STATUS_INVALID_ARGUMENT`.
 *
 * # Safety
 * `out_available` NULL or writable.
 */
MjStatus mj_ai_difficulty_available(int32_t difficulty, bool *out_available);

/**
 * A new AI player of `difficulty` (`MjDifficulty`: EASY = 0, MEDIUM = 1,
 * HARD = 2, EXPERT = 3) whose random choices come from `seed` (the same
 * seed gives the same choices), playing by `rules` (copied: later changes
 * to the handle do not reach the AI). `*out` receives the handle; free it
 * with `mj_ai_free`. An unknown difficulty fails with
 * `MJ_STATUS_INVALID_ARGUMENT`. EXPERT makes no random choice (the seed
 * only drives the tutorial's claim answers at difficulties 0-2).
 *
 * # Safety
 * `rules` NULL or a live handle; `out` NULL or writable.
 */
MjStatus mj_ai_new(int32_t difficulty, uint64_t seed, const MjRules *rules, MjAi **out);

/**
 * Releases an AI player. NULL is a no-op. Using the handle afterwards, or
 * freeing it twice, is undefined behaviour.
 *
 * # Safety
 * `ai` NULL or a live handle not used by another thread.
 */
void mj_ai_free(MjAi *ai);

/**
 * Restarts both generators of every seat from `seed`, as if the AI had
 * just been made with it (its observations, wall count, remembered melds
 * and current seat stay).
 *
 * # Safety
 * `ai` NULL or a live handle used by no other thread meanwhile.
 */
MjStatus mj_ai_reseed(MjAi *ai, uint64_t seed);

/**
 * The tutorial's `DecideDiscard(hand, melds)`: `*out_index` is the index
 * into `tiles` — in the order given — of the tile to discard, chosen by the
 * AI's difficulty exactly as the tutorial's code chooses (EASY: one random
 * draw; MEDIUM: the lowest "搭子" score, the first on a tie; HARD: the tile
 * whose removal leaves the most winning kinds, the first on a tie; EXPERT:
 * its best discard given what it observed and the draws left, see
 * `mj_ai_hints` — the first position of that tile). The
 * hand must be complete-size (`3n+2` with its melds, else
 * `MJ_STATUS_WRONG_HAND_SIZE`) and valid for the AI's rules (a tile they do
 * not play: `MJ_STATUS_INVALID_TILE`, the message naming those rules). The
 * tutorial knows no honours: under rules with honours (standard, 红中) EASY,
 * MEDIUM and HARD discard an honour first, never the wildcard (红中), and
 * choose among the suited tiles otherwise — as the engine's tutorial seats
 * (`mj_game_ai_action`) play. With a seat set (`mj_ai_set_seat`) the melds
 * are remembered as that seat's, for the claim questions at EXPERT
 * (`mj_ai_should_peng`), and EASY draws from that seat's generator; with
 * no seat nothing is remembered and EASY draws from a generator seeded by
 * the handle's seed and this call's arguments (the same question, the same
 * answer, whatever was asked before).
 *
 * # Safety
 * `ai` NULL or a live handle used by no other thread meanwhile; `tiles`,
 * `melds` as for `mj_is_win`; `out_index` NULL or writable.
 */
MjStatus mj_ai_decide_discard(MjAi *ai,
                              const uint8_t *tiles,
                              size_t len,
                              const MjMeld *melds,
                              size_t meld_count,
                              size_t *out_index);

/**
 * The tutorial's `ShouldPeng(hand, tile, difficulty)`: EASY yes half the
 * time (one random draw), MEDIUM yes, HARD yes unless two tiles or fewer
 * would remain. `difficulty` is passed explicitly, as the tutorial does
 * (it need not be the AI's own). Like the tutorial it does not check that
 * the hand holds the pair: ask only when the peng is legal. `tiles` is the
 * hand (at most 14 tiles in play, four of a kind at most), `tile` the
 * discard on offer.
 *
 * At EXPERT (3) the answer weighs the hand after the 碰 against passing,
 * with the AI's observations and draws left (as `mj_ai_hints`); a 碰 the
 * hand cannot make is a no. EXPERT judges the whole hand: `tiles` (the
 * concealed `3n+1` tiles) and its melds. With no seat set (a new AI, the
 * tutorial's way) the melds are those the size implies (13 tiles: none,
 * 10: one, …), their tiles unknown, so that one AI shared by every seat
 * answers as one AI per seat; a size no meld count explains fails with
 * `MJ_STATUS_WRONG_HAND_SIZE`. With a seat set (`mj_ai_set_seat`) they are
 * the melds last given to `mj_ai_decide_discard`, `mj_ai_hints` or
 * `mj_ai_should_hu` for that seat (none before the first such call;
 * `mj_ai_reset` forgets them), else `MJ_STATUS_WRONG_HAND_SIZE`. EASY,
 * MEDIUM and HARD draw as `mj_ai_decide_discard` does (the seat's
 * generator, or one seeded by the call's arguments). An unknown
 * `difficulty` fails with `MJ_STATUS_INVALID_ARGUMENT` (not a silent no).
 *
 * # Safety
 * `ai` NULL or a live handle used by no other thread meanwhile; `tiles`
 * NULL (with `len == 0`) or `len` readable bytes; `out` NULL or writable.
 */
MjStatus mj_ai_should_peng(MjAi *ai,
                           const uint8_t *tiles,
                           size_t len,
                           uint8_t tile,
                           int32_t difficulty,
                           bool *out);

/**
 * The tutorial's `ShouldChi(hand, tile, difficulty)`: EASY yes a third of
 * the time, MEDIUM half the time (one random draw each), HARD yes; EXPERT
 * (3) weighs every 吃 the hand can make with `tile` against passing.
 * Otherwise as `mj_ai_should_peng`.
 *
 * # Safety
 * As `mj_ai_should_peng`.
 */
MjStatus mj_ai_should_chi(MjAi *ai,
                          const uint8_t *tiles,
                          size_t len,
                          uint8_t tile,
                          int32_t difficulty,
                          bool *out);

/**
 * The tutorial's `ShouldGang(hand, tile, difficulty)`: EASY yes two times
 * in three (one random draw), MEDIUM and HARD yes. EXPERT (3): with a
 * `3n+1` hand, a kong of the discard `tile` (three held); with a `3n+2`
 * hand (its own turn), a concealed kong of four held or the fourth tile on
 * its 碰 — each weighed against passing. Otherwise as `mj_ai_should_peng`.
 *
 * # Safety
 * As `mj_ai_should_peng`.
 */
MjStatus mj_ai_should_gang(MjAi *ai,
                           const uint8_t *tiles,
                           size_t len,
                           uint8_t tile,
                           int32_t difficulty,
                           bool *out);

/**
 * Whether the AI declares a win with a complete-size hand (the winning tile
 * included) and its melds, the winning tile self-drawn: `*out` is true
 * exactly when the hand wins under the AI's rules — every level takes a
 * win when it has one, as the tutorial's AI does (EXPERT too: a self-draw
 * already pays the most its shape can; for a win on another player's
 * discard, which EXPERT may pass, see `mj_ai_should_hu_discard`). A
 * `3n+1` hand fails with `MJ_STATUS_WRONG_HAND_SIZE`. The melds are
 * remembered as the current seat's (see `mj_ai_should_peng`).
 *
 * # Safety
 * `ai` NULL or a live handle used by no other thread meanwhile; `tiles`,
 * `melds` as for `mj_is_win`; `out` NULL or writable.
 */
MjStatus mj_ai_should_hu(MjAi *ai,
                         const uint8_t *tiles,
                         size_t len,
                         const MjMeld *melds,
                         size_t meld_count,
                         bool *out);

/**
 * Tells the AI a tile discarded at the table — every discard, when it is
 * made, by any player, its own seat's and one that is then claimed
 * included (or a tile shown, or a 开杠 flip) — so it counts the tile as
 * seen, at every seat (a discard is public: tell it once) (EXPERT's unseen
 * counts; the copies left in `mj_ai_hints`). Each call also counts one
 * discard for the wall estimate of `mj_ai_set_wall_left`. A tile not in
 * play fails with `MJ_STATUS_INVALID_TILE`; a fifth copy seen with
 * `MJ_STATUS_INVALID_HAND` (nothing is recorded).
 *
 * When a discard is claimed, tell the meld next, with the claimed tile:
 * another player's with `mj_ai_observe_meld(ai, &meld, tile)`; a meld of a
 * seat the AI plays — a one-seat AI's own claims included — with
 * `mj_ai_observe_meld_by(ai, seat, &meld, tile)`, which takes the tile back
 * out of that seat's seen tiles (its hand holds it now). Told this way no
 * tile counts both as seen and as held, and every later question is
 * answered.
 *
 * # Safety
 * `ai` NULL or a live handle used by no other thread meanwhile.
 */
MjStatus mj_ai_observe_discard(MjAi *ai, uint8_t tile);

/**
 * Tells the AI a meld another player laid down, so it counts its tiles as
 * seen — at every seat: an AI that plays one seat only is told the other
 * players' melds this way, and its own with `mj_ai_observe_meld_by` (never
 * this call: the meld's tiles would count as seen and as held); one that
 * plays several seats is told each meld with the seat that laid it down,
 * by `mj_ai_observe_meld_by` (that seat takes the claimed discard back out
 * of what it saw: its hand holds it now).
 * `claimed_tile` is the discard it was made with, already told by
 * `mj_ai_observe_discard` and so not counted again; `MJ_NO_TILE` (-1) when
 * that discard was not observed, and for kongs from the hand. An added
 * kong (`MJ_MELD_KIND_BU_GANG`) counts only its fourth tile: its 碰 was
 * observed before. A bad meld fails with `MJ_STATUS_INVALID_MELD`, a
 * `claimed_tile` not in the meld with `MJ_STATUS_INVALID_ARGUMENT`, a fifth
 * copy seen with `MJ_STATUS_INVALID_HAND` (nothing is recorded). `meld`
 * points to one `MjMeld` (a pointer, not a value: in the WebAssembly C ABI
 * a struct argument is a pointer the library could not check).
 *
 * # Safety
 * `ai` NULL or a live handle used by no other thread meanwhile; `meld`
 * NULL or a readable `MjMeld`.
 */
MjStatus mj_ai_observe_meld(MjAi *ai, const MjMeld *meld, int32_t claimed_tile);

/**
 * Tells the AI that seat `seat` (0-3) laid down `meld`: every other seat
 * counts its tiles as seen (see `mj_ai_observe_meld` for `claimed_tile`).
 * Seat `seat` sees nothing new — its hand holds the meld (give it with the
 * seat's next hand, `mj_ai_decide_discard` and the like) — but it takes
 * `claimed_tile`, the discard it claimed, back out of the tiles it saw:
 * told by `mj_ai_observe_discard`, that tile is now in its hand and must
 * not count twice (`MJ_NO_TILE`, a kong from the hand, or a claimed tile
 * never told: its memory is unchanged). The form for an AI that plays
 * several seats, each meld told once as each discard is, and for a one-seat
 * AI's own melds (`seat` = its seat, `mj_ai_seat`).
 * A seat outside 0-3 fails with `MJ_STATUS_INVALID_ARGUMENT`; otherwise as
 * `mj_ai_observe_meld` (nothing is recorded on failure, at any seat; `meld`
 * by pointer for the same reason).
 *
 * # Safety
 * `ai` NULL or a live handle used by no other thread meanwhile; `meld`
 * NULL or a readable `MjMeld`.
 */
MjStatus mj_ai_observe_meld_by(MjAi *ai, int32_t seat, const MjMeld *meld, int32_t claimed_tile);

/**
 * Chooses the seat (0-3) the questions are about: `mj_ai_decide_discard`,
 * `mj_ai_should_*`, `mj_ai_hints`, `mj_ai_hint_reasons` and
 * `mj_ai_observed` use that seat's memory — its generator at EASY, MEDIUM
 * and HARD, its own melds as last given with its hand and what it saw at
 * EXPERT — until the next call; an AI that plays several seats sets the
 * seat before each question, and then answers every seat exactly as an AI
 * of its own (made with the same seed, told the same and set to that
 * seat) would. `MJ_NONE` (255) goes back to no seat, as a new AI has: each
 * question is then answered from that call's arguments alone (no melds
 * remembered, random draws seeded by the call), so one AI for every seat,
 * never naming one (the tutorial's way), answers as one AI per seat. A
 * seat outside 0-3 and `MJ_NONE` fails with `MJ_STATUS_INVALID_ARGUMENT`
 * (the seat is kept).
 *
 * # Safety
 * `ai` NULL or a live handle used by no other thread meanwhile.
 */
MjStatus mj_ai_set_seat(MjAi *ai, int32_t seat);

/**
 * The seat the questions are about (`mj_ai_set_seat`), into `*out`:
 * `MJ_NONE` (255) when none is set, as for a new AI.
 *
 * # Safety
 * `ai` NULL or a live handle; `out` NULL or writable.
 */
MjStatus mj_ai_seat(const MjAi *ai, int32_t *out);

/**
 * Forgets every observed tile, the wall count set, the remembered melds and
 * the void suits (`mj_ai_set_void`), at every seat (call at the start of
 * each hand). The current seat stays.
 *
 * # Safety
 * `ai` NULL or a live handle used by no other thread meanwhile.
 */
MjStatus mj_ai_reset(MjAi *ai);

/**
 * The copies of each kind the current seat (`mj_ai_set_seat`) has observed
 * so far, into `*out`.
 *
 * # Safety
 * `ai` NULL or a live handle; `out` NULL or writable.
 */
MjStatus mj_ai_observed(const MjAi *ai, MjTileCounts *out);

/**
 * Tells the AI how many tiles are left in the wall, as the table shows
 * them, so that EXPERT knows its own draws to come (a quarter of the wall,
 * rounded up). `MJ_WALL_ESTIMATE` (-1) goes back to the estimate used until
 * this is called: every tile of the wall (112 under 红中) less the 53
 * dealt and one per discard observed (`mj_ai_observe_discard`) — close
 * when every discard at the table is observed, exact only when set. A
 * count outside 0 to (tiles of the wall − 53) fails with
 * `MJ_STATUS_INVALID_ARGUMENT`. `mj_ai_reset`
 * returns to the estimate. The count is the table's: it holds for every
 * seat. The tutorial's levels ignore it.
 *
 * # Safety
 * `ai` NULL or a live handle used by no other thread meanwhile.
 */
MjStatus mj_ai_set_wall_left(MjAi *ai, int32_t wall_left);

/**
 * Tells the AI the void suit the current seat (`mj_ai_set_seat`) declared
 * (四川 定缺: 0 万, 1 条, 2 筒; `MJ_NONE` for none — the `void_suit` of
 * `mj_game_sichuan_seat` passes straight through), for a host that runs
 * its own 四川 table. Until the seat holds none of that suit, every level
 * discards only its tiles (EXPERT the one the others most likely want
 * first; the tutorial levels their own choice when it is one, else the
 * lowest), the hints list only them (`mj_ai_hints`, with reasons saying
 * why), and no win is taken (`mj_ai_should_hu`, `mj_ai_should_hu_discard`);
 * a tile of the suit is never claimed (`mj_ai_should_peng`,
 * `mj_ai_should_gang`: no); once it is gone, EXPERT counts no draw of it
 * as useful. `mj_ai_reset` forgets it (a new hand). Rules other than the
 * sichuan preset, or a suit other than 0-2 and `MJ_NONE`, fail with
 * `MJ_STATUS_INVALID_ARGUMENT`. (A table driven by `mj_game_*` needs none
 * of this: the engine keeps the voids, `mj_game_ai_action`.)
 *
 * # Safety
 * `ai` NULL or a live handle used by no other thread meanwhile.
 */
MjStatus mj_ai_set_void(MjAi *ai, int32_t suit);

/**
 * The hint list: EXPERT's ranking of the discards of a complete-size hand,
 * best first, whatever the AI's own difficulty — each with its shanten, the
 * useful draws and their copies left (every tile the AI has observed,
 * `mj_ai_observe_*`, taken out besides the player's own), the estimated
 * win probability within the draws left (`mj_ai_set_wall_left`) and the
 * expected points. `mj_ai_hint_reasons` gives one line of explanation per
 * hint, in the same order. Into `out[0..*out_len]`, one per distinct kind
 * held (at most 14), with the buffer convention. A `3n+1` hand fails with
 * `MJ_STATUS_WRONG_HAND_SIZE`; a hand holding copies the AI observed
 * elsewhere, five in all, with `MJ_STATUS_INVALID_HAND`. The melds are
 * remembered as the current seat's (see `mj_ai_should_peng`). Under 国标
 * the seat's wind (门风刻) is priced as East's: the handle is not told who
 * deals (`mj_game_hints` is, for a seat of a running game).
 *
 * (ABI version 2: the list was `MjDiscardOption`s ranked by shanten and
 * draws; that ranking is `mj_discard_options`.)
 *
 * # Safety
 * `ai` NULL or a live handle used by no other thread meanwhile; `tiles`,
 * `melds` as for `mj_is_win`; `out` NULL (with `cap == 0`) or writable for
 * `cap` hints; `out_len` NULL or writable.
 */
MjStatus mj_ai_hints(MjAi *ai,
                     const uint8_t *tiles,
                     size_t len,
                     const MjMeld *melds,
                     size_t meld_count,
                     MjHint *out,
                     size_t cap,
                     size_t *out_len);

/**
 * The reasons of the hint list: one line per hint of `mj_ai_hints` for the
 * same AI and hand, in the same order, each ending in `\n` (English when
 * `chinese` is 0, e.g. `discard 9s: ready, waiting on 1m4m (7 tiles, 2
 * kinds), about 61% to win in 14 draws`; Chinese when 1, tiles by their
 * Chinese names, e.g. `打 九条: 听牌, 听 一万 四万 共 2 种 7 张, 14 摸内胡牌约
 * 61%`; one of a kind is singular in English: `1 tile, 1 kind`), UTF-8 and NUL-terminated into
 * `buf`, `*out_len` = bytes including the NUL (two-call convention).
 * `chinese` other than 0 or 1 fails with `MJ_STATUS_INVALID_ARGUMENT`;
 * otherwise as `mj_ai_hints`.
 *
 * # Safety
 * As `mj_ai_hints`; `buf` NULL (with `cap == 0`) or writable for `cap`
 * bytes.
 */
MjStatus mj_ai_hint_reasons(MjAi *ai,
                            const uint8_t *tiles,
                            size_t len,
                            const MjMeld *melds,
                            size_t meld_count,
                            uint8_t chinese,
                            char *buf,
                            size_t cap,
                            size_t *out_len);

/**
 * Whether the AI wins on another player's discard `tile`, which completes
 * its `3n+1` hand (`tiles` and `melds`): EASY, MEDIUM and HARD always do;
 * EXPERT always takes a big hand and may pass a small one when waiting for
 * the self-draw pays more (过胡: the host then lets no discard win for this
 * player until its next draw). A `tile` that does not complete the hand is
 * a no. A hand that is not `3n+1` fails with `MJ_STATUS_WRONG_HAND_SIZE`, a
 * `tile` not in play with `MJ_STATUS_INVALID_TILE`. The melds are
 * remembered as the current seat's (see `mj_ai_should_peng`).
 *
 * # Safety
 * `ai` NULL or a live handle used by no other thread meanwhile; `tiles`,
 * `melds` as for `mj_is_win`; `out` NULL or writable.
 */
MjStatus mj_ai_should_hu_discard(MjAi *ai,
                                 const uint8_t *tiles,
                                 size_t len,
                                 const MjMeld *melds,
                                 size_t meld_count,
                                 uint8_t tile,
                                 bool *out);

/**
 * Analyses a complete-size (`3n+2`) hand as it wins: small or big, which
 * big hands with how many units, by which targets (see `MjWinAnalysis`).
 * A hand that does not win gives `win` = 0, not an error. `ctx` says how it
 * was won (NULL: on an ordinary discard by a non-dealer); a context that
 * cannot happen (a robbed kong won by self-draw, or on a kong flip) fails
 * with `MJ_STATUS_INVALID_ARGUMENT`, a flag other than 0 or 1 too, and so do
 * the sichuan rules (a 四川 hand counts fan: `mj_sichuan_analyze`). A `3n+1`
 * hand fails with `MJ_STATUS_WRONG_HAND_SIZE`.
 *
 * # Safety
 * As `mj_is_win`; `ctx` NULL or a readable `MjWinContext`; `out` NULL or writable.
 */
MjStatus mj_analyze_win(const MjRules *rules,
                        const uint8_t *tiles,
                        size_t len,
                        const MjMeld *melds,
                        size_t meld_count,
                        const MjWinContext *ctx,
                        MjWinAnalysis *out);

/**
 * The opening wins (起手胡) of a dealt hand of 13 tiles (14 for the dealer),
 * each counted as the rules count them; all 0 when the rules have no
 * opening wins (`MJ_RULE_OPTION_OPENING_WINS` off). Another length fails
 * with `MJ_STATUS_WRONG_HAND_SIZE`.
 *
 * # Safety
 * `rules` NULL or a live handle; `tiles` NULL (with `len == 0`) or `len`
 * readable bytes; `out` NULL or writable.
 */
MjStatus mj_opening_wins(const MjRules *rules,
                         const uint8_t *tiles,
                         size_t len,
                         MjOpeningWins *out);

/**
 * The point deltas of a win (sum zero) under the rules' point table, dealer
 * bonus and birds. `analysis` is what `mj_analyze_win` gave for the hand.
 * It is checked for consistency, and one no hand could have fails with
 * `MJ_STATUS_INVALID_ARGUMENT`: `units` other than the sum of
 * `big_hand_units`, a unit out of the hand's range (1; 2-4 for 豪华七小对),
 * a unit without its bit, `small` with a big hand, hands that exclude each
 * other (天胡 with 地胡, self-drawn with discard-only hands, 七小对 with
 * 碰碰胡, ...), hands the rules do not have, no target or a target bit the
 * rules do not have, a big hand without its target, or a `payer` who cannot
 * pay it (天胡, 海底捞月, 杠上开花 are paid by all others, 地胡, 海底炮,
 * 杠上炮, 抢杠胡 by one). `winner` and `dealer` are seats 0–3;
 * `payer` is the seat that pays alone (the discarder, the kong player for
 * 杠上炮 and 抢杠胡, the player who showed the last tile for 海底炮) at the
 * discard price, or `MJ_SELF_DRAW` (-1) for the three others at the
 * self-draw price. `birds` are the bird tiles flipped (`bird_count` may be
 * 0). For several winners on one discard, call once per winner and add.
 * The sichuan rules fail with `MJ_STATUS_INVALID_ARGUMENT` (the 四川
 * payments are the game's: `mj_game_result`).
 *
 * # Safety
 * `rules` NULL or a live handle; `analysis` NULL or readable; `birds` NULL
 * (with `bird_count == 0`) or `bird_count` readable bytes; `out` NULL or writable.
 */
MjStatus mj_settle_win(const MjRules *rules,
                       const MjWinAnalysis *analysis,
                       int32_t winner,
                       int32_t payer,
                       int32_t dealer,
                       const uint8_t *birds,
                       size_t bird_count,
                       MjPoints *out);

/**
 * The point deltas of `occurrences` opening wins (`MjOpeningWins::total`)
 * by `player` (sum zero): each paid as a small self-draw by every other
 * seat, with the dealer bonus; no birds. Seats 0–3.
 *
 * # Safety
 * `rules` NULL or a live handle; `out` NULL or writable.
 */
MjStatus mj_settle_opening(const MjRules *rules,
                           int32_t player,
                           uint32_t occurrences,
                           int32_t dealer,
                           MjPoints *out);

/**
 * The stable identifier of a big hand (`MjBigHand`), the one every front
 * end and the game records use: `"pengpenghu"`, `"jiangjianghu"`,
 * `"qingyise"`, `"qixiaodui"`, `"haohua_qixiaodui"`, `"quanqiuren"`,
 * `"tianhu"`, `"dihu"`, `"haidilaoyue"`, `"haidipao"`, `"gangshangkaihua"`,
 * `"gangshangpao"`, `"qiangganghu"`. `*out_name` is a static
 * NUL-terminated string: never freed. An unknown id fails with
 * `MJ_STATUS_INVALID_ARGUMENT`.
 *
 * # Safety
 * `out_name` NULL or writable.
 */
MjStatus mj_big_hand_id_name(int32_t id, const char **out_name);

/**
 * The Chinese name of a big hand (`"碰碰胡"`, `"豪华七小对"`, …), UTF-8;
 * otherwise as `mj_big_hand_id_name`.
 *
 * # Safety
 * `out_name` NULL or writable.
 */
MjStatus mj_big_hand_chinese_name(int32_t id, const char **out_name);

/**
 * The stable identifier of an opening win (`MjOpeningWin`): `"dasixi"`,
 * `"banbanhu"`, `"queyise"`, `"liuliushun"`; a static string, never freed.
 * An unknown id fails with `MJ_STATUS_INVALID_ARGUMENT`.
 *
 * # Safety
 * `out_name` NULL or writable.
 */
MjStatus mj_opening_win_id_name(int32_t id, const char **out_name);

/**
 * The Chinese name of an opening win (`"大四喜"`, …), UTF-8; otherwise as
 * `mj_opening_win_id_name`.
 *
 * # Safety
 * `out_name` NULL or writable.
 */
MjStatus mj_opening_win_chinese_name(int32_t id, const char **out_name);

/**
 * The distinct discards of a complete-size (`3n+2`) hand, best first, into
 * `out[0..*out_len]` (at most 14; `MJ_STATUS_BUFFER_TOO_SMALL` with
 * `*out_len` = the count needed). `unseen` gives the copies of each kind
 * the player has not seen (the wall and the other hands; or four minus the
 * discards and melds seen): a draw's copies left are the smaller of that
 * and the copies outside the player's own tiles. NULL counts every copy
 * outside the player's own hand and melds. Under the sichuan rules the
 * shanten after each discard is the rules' (缺一门: the tiles of a suit
 * still to clear count, a hand holding all three suits is never ready,
 * `INT8_MAX` when the melds hold all three) and a useful draw one that
 * lowers it. A `3n+1` hand fails with `MJ_STATUS_WRONG_HAND_SIZE`.
 *
 * # Safety
 * As `mj_is_win`; `unseen` may be NULL, else a readable `MjTileCounts`; `out` NULL
 * (with `cap == 0`) or writable for `cap` options; `out_len` NULL or writable.
 */
MjStatus mj_discard_options(const MjRules *rules,
                            const uint8_t *tiles,
                            size_t len,
                            const MjMeld *melds,
                            size_t meld_count,
                            const MjTileCounts *unseen,
                            MjDiscardOption *out,
                            size_t cap,
                            size_t *out_len);

/**
 * Copies the message of this thread's most recent failure into `buf` as a
 * NUL-terminated UTF-8 string (empty when no call on this thread has failed).
 *
 * Two-call convention: call with `buf = NULL, len = 0` to learn the size
 * (`*needed` = bytes including the NUL; the call returns
 * `MJ_STATUS_BUFFER_TOO_SMALL`), allocate, call again. On success returns
 * `MJ_STATUS_OK` and sets `*needed` to the bytes written including the NUL.
 *
 * `needed` NULL, or `buf` NULL with `len` > 0, fails with
 * `MJ_STATUS_NULL_POINTER`; in the WebAssembly build a `buf` or `needed`
 * reaching past the end of the module's memory (or misaligned) fails with
 * `MJ_STATUS_INVALID_ARGUMENT`, as everywhere. This function never changes
 * the last-error slot, so a failed attempt to read the message does not
 * replace it. Successful calls of other functions
 * leave the slot as it was: read it right after the call that failed.
 *
 * # Safety
 * `buf` must be NULL (with `len == 0`) or point to `len` writable bytes;
 * `needed` must point to a writable `size_t`.
 */
MjStatus mj_last_error(char *buf, size_t len, size_t *needed);

/**
 * The name of a status code as a static NUL-terminated string
 * (`"MJ_STATUS_INVALID_TILE"`), or `"MJ_STATUS_UNKNOWN"` for a value that is
 * not a status. Never NULL; the string must not be freed.
 */
const char *mj_status_name(int32_t status);

/**
 * Starts a hand of `rules` (copied) on the wall the seat `seed` shuffles
 * (the same seed always gives the same wall), `dealer` (0–3) dealing. It
 * deals, declares any opening wins, and stops at the first decision: the
 * dealer's turn. `*out` receives the handle; free it with `mj_game_free`.
 * Its first events (`mj_game_events`) are the deal and the opening wins.
 *
 * # Safety
 * `rules` NULL or a live handle; `out` NULL or writable.
 */
MjStatus mj_game_new(const MjRules *rules, uint64_t seed, int32_t dealer, MjGame **out);

/**
 * Replays a game record (`mj_game_record_json`'s text): the same rules and
 * wall, every action applied in order, and, when the record has its result
 * line, a check that the result is the same. `*out` receives the game as
 * the record leaves it (it may be unfinished and played on); it has no
 * pending events — the record is its history. A record that cannot be
 * read, or does not replay, fails with `MJ_STATUS_PARSE_ERROR` naming the
 * line; so does a header whose `"scores"` lie outside ±1,000,000,000 (the
 * engine's limit, which keeps every score of the hand inside an `int32_t`).
 *
 * # Safety
 * `record` NULL or NUL-terminated; `out` NULL or writable.
 */
MjStatus mj_game_replay(const char *record, MjGame **out);

/**
 * Releases a game. NULL is a no-op. Using the handle afterwards, or
 * freeing it twice, is undefined behaviour.
 *
 * # Safety
 * `game` NULL or a live handle not used by another thread.
 */
void mj_game_free(MjGame *game);

/**
 * The table at a glance into `*out`: phase, whose decision, what is on
 * offer, the wall, the scores (see `MjGameState`).
 *
 * # Safety
 * `game` NULL or a live handle; `out` NULL or writable.
 */
MjStatus mj_game_state(const MjGame *game, MjGameState *out);

/**
 * A seat's concealed tiles (the tile just drawn included), sorted by id,
 * into `out[0..*out_len]` (at most 14; buffer convention). The host's view:
 * any seat may be asked; what to show a player is the host's choice.
 *
 * # Safety
 * `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
 * for `cap` bytes; `out_len` NULL or writable.
 */
MjStatus mj_game_hand(const MjGame *game, int32_t seat, uint8_t *out, size_t cap, size_t *out_len);

/**
 * The tile a seat has just drawn (a draw, a kong replacement, the last
 * tile) into `*out_tile`, or `MJ_NO_TILE` (-1) when it drew none this turn
 * (after a claim, in the dealer's first turn, outside its turn).
 *
 * # Safety
 * `game` NULL or a live handle; `out_tile` NULL or writable.
 */
MjStatus mj_game_drawn_tile(const MjGame *game, int32_t seat, int32_t *out_tile);

/**
 * A seat's hand as dealt (14 tiles for the dealer, 13 for the others),
 * sorted by id, into `out[0..*out_len]` (buffer convention).
 *
 * # Safety
 * As `mj_game_hand`.
 */
MjStatus mj_game_dealt(const MjGame *game, int32_t seat, uint8_t *out, size_t cap, size_t *out_len);

/**
 * A seat's melds in the order made (a 补杠 replaces its 碰 in place),
 * concealed kongs (`MJ_MELD_KIND_AN_GANG`, shown face down to the others)
 * included, into `out[0..*out_len]` (at most 4; buffer convention).
 *
 * # Safety
 * `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
 * for `cap` melds; `out_len` NULL or writable.
 */
MjStatus mj_game_melds(const MjGame *game, int32_t seat, MjMeld *out, size_t cap, size_t *out_len);

/**
 * A seat's discard pile in the order made (开杠 flips and a shown last tile
 * included), each with whether it was claimed, into `out[0..*out_len]`
 * (buffer convention).
 *
 * # Safety
 * `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
 * for `cap` discards; `out_len` NULL or writable.
 */
MjStatus mj_game_discards(const MjGame *game,
                          int32_t seat,
                          MjDiscard *out,
                          size_t cap,
                          size_t *out_len);

/**
 * A seat's 四川 standing into `*out`: its void suit, its wins, whether it
 * has left (see `MjSichuanSeat`) — what a table shows of each player as
 * the 血战 goes on. On other tables: no void, no wins counted, never left.
 *
 * # Safety
 * `game` NULL or a live handle; `out` NULL or writable.
 */
MjStatus mj_game_sichuan_seat(const MjGame *game, int32_t seat, MjSichuanSeat *out);

/**
 * The legal actions of `seat` now, sorted by `(kind, tile)`, into
 * `out[0..*out_len]` (buffer convention; 40 always suffices). Empty when
 * nothing is asked of the seat.
 *
 * # Safety
 * `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
 * for `cap` actions; `out_len` NULL or writable.
 */
MjStatus mj_game_legal_actions(const MjGame *game,
                               int32_t seat,
                               MjAction *out,
                               size_t cap,
                               size_t *out_len);

/**
 * Plays `action` for `seat`, then every step that needs no decision (the
 * next draw, a claim nobody can make), up to the next decision; the events
 * go to `mj_game_events`. A malformed action fails with
 * `MJ_STATUS_INVALID_ARGUMENT` (or `MJ_STATUS_INVALID_TILE`); one that is
 * not legal now — a seat with no decision, an action not in
 * `mj_game_legal_actions` — with `MJ_STATUS_ILLEGAL_ACTION` and a message
 * listing what is legal. On failure the game is unchanged. `action`
 * points to one `MjAction` (a pointer, not a value: in the WebAssembly C
 * ABI a struct argument is a pointer the library could not check).
 *
 * # Safety
 * `game` NULL or a live handle used by no other thread meanwhile;
 * `action` NULL or a readable `MjAction`.
 */
MjStatus mj_game_apply(MjGame *game, int32_t seat, const MjAction *action);

/**
 * The events since the last successful call (the first call: since the
 * deal), oldest first, into `out[0..*out_len]`; they are then forgotten.
 * When they do not fit, nothing is written or forgotten:
 * `MJ_STATUS_BUFFER_TOO_SMALL` with `*out_len` = the count waiting (so
 * `NULL, 0` asks how many there are).
 *
 * # Safety
 * `game` NULL or a live handle used by no other thread meanwhile; `out`
 * NULL (with `cap == 0`) or writable for `cap` events; `out_len` NULL or writable.
 */
MjStatus mj_game_events(MjGame *game, MjEvent *out, size_t cap, size_t *out_len);

/**
 * The outcome into `*out` (see `MjGameResult`): `finished` 0 while the
 * hand is on (with the payments so far), else the winners, what each won
 * with, who paid, the birds, the deltas and the next dealer.
 *
 * # Safety
 * `game` NULL or a live handle; `out` NULL or writable.
 */
MjStatus mj_game_result(const MjGame *game, MjGameResult *out);

/**
 * Lets a built-in AI choose for `seat`: `*out` is one of the seat's legal
 * actions, chosen from what that seat sees (its own hand, every discard and
 * meld, the wall count, the scores — never the wall or another hand). The
 * action is not applied: pass it to `mj_game_apply`. EASY, MEDIUM and
 * HARD answer as the tutorial's AI at a table does (always win when they
 * can, take the last tile, ask should_gang / should_peng / should_chi in
 * that order, discard by the level), drawing from the AI's table
 * generator for `seat` (each seat has its own, seeded by the AI's seed: one
 * AI for every seat decides exactly as one AI per seat). EXPERT answers as the core's `ExpertAgent` does, from the
 * same observation (its unseen counts and the wall count; the AI's own
 * `mj_ai_observe_*` and `mj_ai_set_wall_left` are not used here). A seat
 * with no decision fails with `MJ_STATUS_ILLEGAL_ACTION`.
 *
 * # Safety
 * `game` NULL or a live handle; `ai` NULL or a live handle used by no
 * other thread meanwhile; `out` NULL or writable.
 */
MjStatus mj_game_ai_action(const MjGame *game,
                           int32_t seat,
                           MjAi *ai,
                           MjAction *out);

/**
 * The hint list of `seat` in its turn: EXPERT's ranking of the discards
 * legal now, best first, as `mj_ai_hints` gives it (`MjHint`; `index` is
 * the tile's position in `mj_game_hand(seat)`'s order), from what the seat
 * sees (the copies it has not seen, its own draws to come, its 四川 void
 * suit: that suit's tiles alone while it holds one), priced at the seat's
 * place from the dealer (国标 counts the seat's own wind, 门风刻, which
 * `mj_ai_hints` cannot know). The same list as Godot's
 * `MahjongTable.hints`. Into `out[0..*out_len]` (buffer convention; 14
 * always suffices); empty when it is not the seat's turn to discard. A seat
 * outside 0-3 fails with `MJ_STATUS_INVALID_ARGUMENT`.
 *
 * # Safety
 * `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
 * for `cap` hints; `out_len` NULL or writable.
 */
MjStatus mj_game_hints(const MjGame *game, int32_t seat, MjHint *out, size_t cap, size_t *out_len);

/**
 * The reasons of `mj_game_hints`: one line per hint, in the same order,
 * each ending in `\n` (English when `chinese` is 0, Chinese when 1, as
 * `mj_ai_hint_reasons` writes them), UTF-8 and NUL-terminated into `buf`,
 * `*out_len` = bytes including the NUL (two-call convention); just the NUL
 * when it is not the seat's turn to discard. `chinese` other than 0 or 1,
 * or a seat outside 0-3, fails with `MJ_STATUS_INVALID_ARGUMENT`.
 *
 * # Safety
 * `game` NULL or a live handle; `buf` NULL (with `cap == 0`) or writable
 * for `cap` bytes; `out_len` NULL or writable.
 */
MjStatus mj_game_hint_reasons(const MjGame *game,
                              int32_t seat,
                              uint8_t chinese,
                              char *buf,
                              size_t cap,
                              size_t *out_len);

/**
 * The game record so far as JSON lines (a header with the seed and every
 * rule, one line per action applied, the result line once the hand is
 * over; each line ends in `\n`), NUL-terminated into `buf`, `*out_len` =
 * bytes including the NUL (two-call convention). `mj_game_replay` reads it
 * back; so does `majiang replay FILE`.
 *
 * # Safety
 * `game` NULL or a live handle; `buf` NULL (with `cap == 0`) or writable
 * for `cap` bytes; `out_len` NULL or writable.
 */
MjStatus mj_game_record_json(const MjGame *game, char *buf, size_t cap, size_t *out_len);

/**
 * Is this hand a win under `rules`? `*out_win` is true for a complete-size
 * (`3n+2`: the winning tile included) hand that wins by any target of the
 * rules (with wildcards), false otherwise. A waiting-size (`3n+1`) hand
 * fails with `MJ_STATUS_WRONG_HAND_SIZE` (its winning tile is missing;
 * `mj_waits` lists the tiles it waits on), as Godot's `can_win`. Under the
 * sichuan rules a hand holding all three suits never wins (缺一门; the fan
 * is `mj_sichuan_analyze`'s), and a 吃 meld fails with
 * `MJ_STATUS_INVALID_MELD` (四川 has none).
 *
 * # Safety
 * `rules` NULL or a live handle; `tiles` NULL (with `len == 0`) or `len`
 * readable bytes; `melds` NULL (with `meld_count == 0`) or `meld_count`
 * readable `MjMeld`s; `out_win` NULL or writable.
 */
MjStatus mj_is_win(const MjRules *rules,
                   const uint8_t *tiles,
                   size_t len,
                   const MjMeld *melds,
                   size_t meld_count,
                   bool *out_win);

/**
 * The targets a complete-size hand wins by, as bits `1 << MjTarget` in
 * `*out_mask` (0: not a win); a `3n+1` hand fails as in `mj_is_win`.
 *
 * # Safety
 * As `mj_is_win`, with `out_mask` NULL or writable.
 */
MjStatus mj_winning_targets(const MjRules *rules,
                            const uint8_t *tiles,
                            size_t len,
                            const MjMeld *melds,
                            size_t meld_count,
                            uint32_t *out_mask);

/**
 * The tiles that complete a `3n+1` hand, as bits `1 << id` in `*out_mask`
 * (0: not ready). A kind whose four copies are all in the hand and melds is
 * not a wait; under the sichuan rules neither is a tile that would make the
 * hand hold all three suits (缺一门, as `mj_sichuan_waits`; a 吃 meld fails
 * with `MJ_STATUS_INVALID_MELD`). A `3n+2` hand fails with
 * `MJ_STATUS_WRONG_HAND_SIZE`.
 *
 * # Safety
 * As `mj_is_win`, with `out_mask` NULL or writable.
 */
MjStatus mj_waits(const MjRules *rules,
                  const uint8_t *tiles,
                  size_t len,
                  const MjMeld *melds,
                  size_t meld_count,
                  uint64_t *out_mask);

/**
 * The waits of a `3n+1` hand with the copies of each still to come:
 * `out->counts[id]` for every wait (as `mj_waits`: under the sichuan rules
 * with 缺一门), 0 for every other kind (so a wait with no
 * copy left also reads 0: use `mj_waits` for the set). `unseen` gives the
 * copies the player has not seen (the wall and the other hands); NULL counts
 * every copy outside this hand and its melds.
 *
 * # Safety
 * As `mj_is_win`; `unseen` may be NULL, else a readable `MjTileCounts`; `out` NULL or writable.
 */
MjStatus mj_wait_counts(const MjRules *rules,
                        const uint8_t *tiles,
                        size_t len,
                        const MjMeld *melds,
                        size_t meld_count,
                        const MjTileCounts *unseen,
                        MjTileCounts *out);

/**
 * Shanten over every target of the rules into `*out_shanten`: -1 for a
 * complete hand, 0 for a ready one, n for n tiles away. `3n+1` and `3n+2`
 * hands, melds and wildcards included. Under the sichuan rules it is the
 * rules' (缺一门): the tiles of a suit still to clear count, a hand holding
 * all three suits is never ready (0 exactly when `mj_waits` is not empty),
 * and `MJ_SHANTEN_UNREACHABLE` when no suit can be cleared (the melds hold
 * all three); a 吃 meld fails with `MJ_STATUS_INVALID_MELD`. Under the mcr
 * rules it is 国标's, over every form (the regular shape, 七对, 十三幺,
 * 全不靠 / 七星不靠, 组合龙), as the judge's calculator counts it; a `3n+2`
 * hand: -1 when it forms a winning shape (whatever its fan), else its best
 * discard's.
 *
 * # Safety
 * As `mj_is_win`, with `out_shanten` NULL or writable.
 */
MjStatus mj_shanten(const MjRules *rules,
                    const uint8_t *tiles,
                    size_t len,
                    const MjMeld *melds,
                    size_t meld_count,
                    int32_t *out_shanten);

/**
 * Shanten for one target (`MjTarget`), or `MJ_SHANTEN_UNREACHABLE` when the
 * rules do not have it or the melds rule it out. An unknown target id fails
 * with `MJ_STATUS_INVALID_ARGUMENT`.
 *
 * # Safety
 * As `mj_is_win`, with `out_shanten` NULL or writable.
 */
MjStatus mj_shanten_for(const MjRules *rules,
                        const uint8_t *tiles,
                        size_t len,
                        const MjMeld *melds,
                        size_t meld_count,
                        int32_t target,
                        int32_t *out_shanten);

/**
 * Builds the lookup tables now (about 0.2 s, once per process) instead of on
 * the first hand check, so that a game does not stall mid-play. Optional;
 * safe to call from any thread, any number of times.
 */
void mj_warm_up(void);

/**
 * Reads meld notation (`"peng:5m chi:345s an_gang:1m"`, the form of the
 * command line) into `out[0..*out_len]`.
 *
 * Fails with `MJ_STATUS_INVALID_MELD` or `MJ_STATUS_PARSE_ERROR` (the
 * message names the meld and the character), or `MJ_STATUS_BUFFER_TOO_SMALL`
 * with `*out_len` set to the count needed (`cap` = 4 always suffices for a hand).
 *
 * # Safety
 * `notation` must be NULL or NUL-terminated; `out` NULL (with `cap == 0`) or
 * writable for `cap` melds; `out_len` NULL or writable.
 */
MjStatus mj_parse_melds(const char *notation, MjMeld *out, size_t cap, size_t *out_len);

/**
 * Allocates `size` bytes (zeroed, aligned for any struct of this header)
 * for the host to fill and pass to other functions, or NULL when the
 * memory is exhausted or `size` is impossible (the reason is left for
 * `mj_last_error`). `size` 0 gives a valid, distinct pointer too. Free it
 * with `mj_dealloc(ptr, size)`.
 *
 * Meant for WebAssembly hosts, which can pass the library only pointers
 * into its own memory; a native host passes its own arrays instead.
 */
uint8_t *mj_alloc(size_t size);

/**
 * Frees a block from `mj_alloc`; `size` must be the size it was asked
 * for. NULL is a no-op. A `size` that differs from the block's leaves the
 * block allocated (a leak, never a corruption) and the reason for
 * `mj_last_error`. Freeing a block twice, or a pointer `mj_alloc` did not
 * return, is undefined behaviour.
 *
 * # Safety
 * `ptr` NULL or a live block from `mj_alloc`, not used afterwards.
 */
void mj_dealloc(uint8_t *ptr, size_t size);

/**
 * The number of rule families: `MjRuleOptionInfo.families` bit `i` (`1 <<
 * i`) is family `i`, for `i` below it.
 */
int32_t mj_family_count(void);

/**
 * The stable name of family `index` (bit `1 << index` of
 * `MjRuleOptionInfo.families`): `"changsha"` (the Changsha table:
 * changsha, eval-v1, standard), `"hunan"` (zhuanzhuan, hongzhong),
 * `"sichuan"`, and each family added after them. A host decodes an
 * option's families with it instead of a list of its own, so a new family
 * needs no change there. `*out_name` is a static NUL-terminated string:
 * never freed. An index outside `0..mj_family_count()` fails with
 * `MJ_STATUS_INVALID_ARGUMENT`.
 *
 * # Safety
 * `out_name` NULL or writable.
 */
MjStatus mj_family_name(int32_t index, const char **out_name);

/**
 * The number of options: ids run from 0 to this minus one.
 */
int32_t mj_rule_option_count(void);

/**
 * The stable name of an option (`MjRuleOption`), the one every front end
 * uses (`"two_five_eight_pair"`, `"flat_birds"`, `"sichuan_mode"`; the
 * command line's `majiang rules`, Godot's `set_rule_option`). `*out_name`
 * is a static NUL-terminated string: never freed. An unknown id fails with
 * `MJ_STATUS_INVALID_ARGUMENT`.
 *
 * # Safety
 * `out_name` NULL or writable.
 */
MjStatus mj_rule_option_name(int32_t option, const char **out_name);

/**
 * The Chinese label of an option (`"二五八将"`, `"封顶"`), UTF-8;
 * otherwise as `mj_rule_option_name`.
 *
 * # Safety
 * `out_name` NULL or writable.
 */
MjStatus mj_rule_option_chinese_name(int32_t option, const char **out_name);

/**
 * The English label of an option (`"2-5-8 pair"`, `"Fan cap"`);
 * otherwise as `mj_rule_option_name`.
 *
 * # Safety
 * `out_name` NULL or writable.
 */
MjStatus mj_rule_option_english_name(int32_t option, const char **out_name);

/**
 * One line of doc on an option (English, with the Chinese terms), for a
 * settings screen's tooltip; otherwise as `mj_rule_option_name`.
 *
 * # Safety
 * `out_doc` NULL or writable.
 */
MjStatus mj_rule_option_doc(int32_t option, const char **out_doc);

/**
 * The option (`MjRuleOption`) of this name into `*out_option`. Older names
 * front ends accepted are read too (Godot's `"pair_258"` is
 * `TWO_FIVE_EIGHT_PAIR`). An unknown name fails with
 * `MJ_STATUS_INVALID_OPTION`, one not UTF-8 with `MJ_STATUS_INVALID_UTF8`.
 *
 * # Safety
 * `name` NULL or NUL-terminated; `out_option` NULL or writable.
 */
MjStatus mj_rule_option_by_name(const char *name, int32_t *out_option);

/**
 * What a settings screen needs of `option` on `rules` into `*out_info`:
 * its kind and range, how many labelled values it has, the families that
 * take it, whether these rules do, their value and their preset's default
 * (what `mj_rules_new_by_name` of `rules`' preset reads). An unknown
 * option fails with `MJ_STATUS_INVALID_ARGUMENT`.
 *
 * # Safety
 * `rules` NULL or a live handle; `out_info` NULL or writable.
 */
MjStatus mj_rule_option_info(const MjRules *rules, int32_t option, MjRuleOptionInfo *out_info);

/**
 * Labelled value `index` (0 to `MjRuleOptionInfo.choices` - 1) of
 * `option`: the value into `*out_value`, its Chinese and English labels
 * into `*out_chinese` and `*out_english` (static NUL-terminated UTF-8
 * strings, never freed). A flag's are 0 关 off and 1 开 on. An unknown
 * option or an index past the last fails with `MJ_STATUS_INVALID_ARGUMENT`;
 * nothing is written then.
 *
 * # Safety
 * Each out-parameter NULL or writable.
 */
MjStatus mj_rule_option_choice(int32_t option,
                               uint32_t index,
                               int32_t *out_value,
                               const char **out_chinese,
                               const char **out_english);

/**
 * The Changsha rules (长沙麻将) as the ruleset defines the default: 108 tiles,
 * small hands with a 2-5-8 pair, the big hands, 开杠 flipping 2, opening
 * wins, 2 birds multiplying, dealer +1. Free with `mj_rules_free`.
 * Returns NULL only if the library failed internally (see `mj_last_error`).
 */
MjRules *mj_rules_new_changsha(void);

/**
 * The `eval-v1` rules for comparing AIs: Changsha without opening wins,
 * birds, dealer +1, 开杠 or 海底 offer; the deal rotates every hand.
 * Free with `mj_rules_free`; NULL only on an internal failure.
 */
MjRules *mj_rules_new_eval_v1(void);

/**
 * The standard rules as the public riichi libraries count: 34 kinds, four
 * sets and any pair, seven distinct pairs, thirteen orphans. Free with
 * `mj_rules_free`; NULL only on an internal failure.
 */
MjRules *mj_rules_new_standard(void);

/**
 * 转转麻将 (zhuanzhuan) as the reference defines its default: 108 suited
 * tiles, no 吃, any pair, seven pairs, flat scoring (self-draw 2 from
 * each, discard win 1), 4 birds 159中鸟 at +1 a hit, kongs paid at once.
 * Its options are the flat-table ids of `MjRuleOption` (21–34).
 * Free with `mj_rules_free`; NULL only on an internal failure.
 */
MjRules *mj_rules_new_zhuanzhuan(void);

/**
 * 红中麻将 (hongzhong): 转转 plus four 红中 (中, id 31) as wildcards with
 * no copy limit, 112 tiles; 有红中不接炮, 有红中可抢杠胡, 起手四红中可胡,
 * 无红中加倍, 4 birds 159中鸟 with a 红中 bird a hit. A 中 is never
 * discarded, claimed or melded. Free with `mj_rules_free`; NULL only on
 * an internal failure.
 */
MjRules *mj_rules_new_hongzhong(void);

/**
 * 四川麻将 血战到底 (sichuan) with the reference defaults: 108 suited
 * tiles, no 吃, any pair, seven pairs (a four counts as two), fan scoring
 * capped at 4 fan, 自摸加底, 幺九将对, 呼叫转移, 换三张, 查大叫 as a discard
 * win, 点杠花 as a self-draw, 血战到底, 一炮多响 and 抢杠胡. Its options are
 * the 四川 ids of `MjRuleOption` (35–47); `mj_sichuan_analyze` counts a
 * hand's fan, `mj_game_new` plays its hands (换三张, 定缺, 血战).
 * Free with `mj_rules_free`; NULL only on an internal failure.
 */
MjRules *mj_rules_new_sichuan(void);

/**
 * A preset by name into `*out`: `changsha`, `eval-v1`, `standard`,
 * `zhuanzhuan`, `hongzhong` or `sichuan` (as the command line's `--rules`
 * reads them). Another name fails with `MJ_STATUS_INVALID_OPTION` and a
 * message naming the presets; a name that is not UTF-8 with
 * `MJ_STATUS_INVALID_UTF8`. Free the handle with `mj_rules_free`.
 *
 * # Safety
 * `name` NULL or NUL-terminated; `out` NULL or writable.
 */
MjStatus mj_rules_new_by_name(const char *name, MjRules **out);

/**
 * Copies a rule set into a new handle `*out` (free it with `mj_rules_free`).
 *
 * # Safety
 * `rules` must be NULL or a live handle; `out` must be NULL or writable.
 */
MjStatus mj_rules_clone(const MjRules *rules, MjRules **out);

/**
 * Releases a rule set. NULL is a no-op. Using the handle afterwards, or
 * freeing it twice, is undefined behaviour.
 *
 * # Safety
 * `rules` must be NULL or a live handle not used by another thread.
 */
void mj_rules_free(MjRules *rules);

/**
 * Sets an option (`MjRuleOption`) to `value`. The value is validated first:
 * on failure the rule set is unchanged and the message names the option and
 * the value (`MJ_STATUS_INVALID_OPTION`; `MJ_STATUS_INVALID_ARGUMENT` for an
 * unknown option id). An option of another table is refused, and so are,
 * on the sichuan rules, `CHI`, `HONOURS`, `JIANGJIANGHU` and
 * `THIRTEEN_ORPHANS` turned on (四川 has no 吃, no honours, and wins on four
 * sets and a pair or seven pairs). The whole combination is then checked
 * (the same check `mj_game_new` makes): a value the engine cannot play with
 * the other settings is refused with a message naming both, so a game
 * never refuses rules a setter accepted.
 *
 * # Safety
 * `rules` must be NULL or a live handle used by no other thread meanwhile.
 */
MjStatus mj_rules_set_option(MjRules *rules, int32_t option, int32_t value);

/**
 * Reads an option (`MjRuleOption`) into `*out_value`, encoded as
 * `mj_rules_set_option` takes it. An option of another table is refused
 * with `MJ_STATUS_INVALID_OPTION` and a message naming its table, as
 * `mj_rules_set_option` refuses it: its value would be one nobody reads
 * (`BIRDS` on hongzhong, whose birds are `FLAT_BIRDS`).
 *
 * # Safety
 * `rules` must be NULL or a live handle; `out_value` NULL or writable.
 */
MjStatus mj_rules_get_option(const MjRules *rules, int32_t option, int32_t *out_value);

/**
 * Makes `tile` the wildcard kind (赖子 / 鬼牌): every copy of it stands for
 * any tile within the four copies of a kind. The tile must be in play under
 * these rules (`MJ_STATUS_INVALID_TILE` otherwise). The sichuan rules play
 * no wildcard: a tile there fails with `MJ_STATUS_INVALID_OPTION` and a
 * message naming the wildcard and 四川. On a flat table (zhuanzhuan,
 * hongzhong) a wildcard other than 红中 takes the 红中 out of the wall
 * (`RED_DRAGONS` 0, `NO_WILDCARD_DOUBLE` 0).
 *
 * `MJ_NO_TILE` (-1) removes the wildcard; on a flat table the 红中 go with
 * it (`RED_DRAGONS` 0, `NO_WILDCARD_DOUBLE` 0, a 108-tile wall: 转转's
 * table), so the rules, the wall and a game's record always agree.
 *
 * # Safety
 * `rules` must be NULL or a live handle used by no other thread meanwhile.
 */
MjStatus mj_rules_set_wildcard(MjRules *rules, int32_t tile);

/**
 * The wildcard kind into `*out_tile`, or `MJ_NO_TILE` (-1) when there is none.
 *
 * # Safety
 * `rules` must be NULL or a live handle; `out_tile` NULL or writable.
 */
MjStatus mj_rules_get_wildcard(const MjRules *rules, int32_t *out_tile);

/**
 * Every payment line of a finished hand on a flat table (转转, 红中), in
 * the order paid — kongs when laid down, their voiding after a drawn
 * hand, then each win's lines (win, 庄闲分, birds, 无红中加倍) — or on a
 * 四川 table (kongs at once, each win's lines with 自摸加底, 擦挂 and 呼叫转移,
 * then 查花猪, 查大叫 and 退税 at the end) into `out[0..*out_len]` (buffer
 * convention). Per seat the lines add up to
 * `MjGameResult::deltas`; every line moves points from one seat to
 * another, so they sum to zero. None while the hand is on, and none under
 * Changsha scoring, whose payments `mj_game_result` and the `WON` events
 * carry.
 *
 * # Safety
 * `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
 * for `cap` lines; `out_len` NULL or writable.
 */
MjStatus mj_game_payments(const MjGame *game, MjPayment *out, size_t cap, size_t *out_len);

/**
 * The birds (扎鸟) flipped after the win of a finished hand, in the order
 * drawn, each with the seat it lands on and its hits (see `MjBird`), into
 * `out[0..*out_len]` (buffer convention). All of them: `MjGameResult` and
 * the `BIRDS_FLIPPED` event hold the first `MJ_EVENT_TILES` only, and
 * 摸几奖几 may draw up to 10. None while the hand is on or after a drawn
 * hand.
 *
 * # Safety
 * `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
 * for `cap` birds; `out_len` NULL or writable.
 */
MjStatus mj_game_birds(const MjGame *game, MjBird *out, size_t cap, size_t *out_len);

/**
 * The stable identifier of a payment reason (`MjPaymentReason`), the one
 * every front end uses: `"win"`, `"dealer_bonus"`, `"birds"`,
 * `"no_wildcard_double"`, `"concealed_kong"`, `"added_kong"`,
 * `"exposed_kong"`, `"kong_voided"`, `"self_draw_bonus"`, `"cagua"`,
 * `"call_transfer"`, `"huazhu"`, `"cha_dajiao"`, `"tax_refund"`.
 * `*out_name` is a static NUL-terminated string: never freed. An unknown
 * id fails with `MJ_STATUS_INVALID_ARGUMENT`.
 *
 * # Safety
 * `out_name` NULL or writable.
 */
MjStatus mj_payment_reason_id_name(int32_t id, const char **out_name);

/**
 * The Chinese label of a payment reason for a result screen (`"胡"`,
 * `"中鸟"`, `"刮风下雨"` lines as `"暗杠"` / `"补杠"` / `"放杠"`, `"呼叫转移"`,
 * `"查花猪"`, …), UTF-8; otherwise as `mj_payment_reason_id_name`.
 *
 * # Safety
 * `out_name` NULL or writable.
 */
MjStatus mj_payment_reason_chinese_name(int32_t id, const char **out_name);

/**
 * The English label of a payment reason (`"win"`, `"birds"`, `"kong income
 * transferred"`, …); otherwise as `mj_payment_reason_id_name`.
 *
 * # Safety
 * `out_name` NULL or writable.
 */
MjStatus mj_payment_reason_english_name(int32_t id, const char **out_name);

/**
 * Every win of a finished hand, in the order won (several on one discard:
 * 通炮, in seat order after the payer; 四川: every win of the hand), each
 * with its payments, and its fan and patterns on a 四川 table or its big
 * hands and units under Changsha scoring, into `out[0..*out_len]` (buffer
 * convention). None while the hand is on and after a drawn hand.
 *
 * # Safety
 * `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
 * for `cap` wins; `out_len` NULL or writable.
 */
MjStatus mj_game_wins(const MjGame *game, MjWin *out, size_t cap, size_t *out_len);

/**
 * The fan of a complete-size (`3n+2`) hand under the 四川 rules and the
 * patterns it is made of (see `MjSichuanAnalysis`); a hand that does not
 * win — no winning shape, or tiles of all three suits (缺一门) — gives
 * `win` = 0, not an error. `ctx` says how it was won for the situational
 * patterns (杠上花, 杠上炮, 抢杠胡, 海底捞月, 自摸 under 自摸加番, 天地胡);
 * NULL counts the hand alone, as if won on a discard (what `majiang
 * analyze --rules sichuan` prints). Fails with `MJ_STATUS_INVALID_ARGUMENT`
 * for rules other than the sichuan preset (`mj_rules_new_sichuan`), a
 * context flag other than 0 or 1 or a context that cannot happen (a robbed
 * kong self-drawn, 抢杠胡 with `MJ_RULE_OPTION_SICHUAN_ROB_KONG` off, a
 * first-turn win on a kong or the last tile); `MJ_STATUS_WRONG_HAND_SIZE`
 * for a `3n+1` hand; `MJ_STATUS_INVALID_MELD` for a 吃 (四川 has none).
 *
 * # Safety
 * As `mj_is_win`; `ctx` NULL or a readable `MjSichuanContext`; `out` NULL or writable.
 */
MjStatus mj_sichuan_analyze(const MjRules *rules,
                            const uint8_t *tiles,
                            size_t len,
                            const MjMeld *melds,
                            size_t meld_count,
                            const MjSichuanContext *ctx,
                            MjSichuanAnalysis *out);

/**
 * The tiles that complete a `3n+1` hand into a 四川 win, as bits `1 << id`
 * in `*out_mask` (0: not ready). 缺一门 included: a tile of the third suit
 * never wins, and a hand already holding all three suits waits on
 * nothing. A kind whose four copies are all in the hand and melds is not a
 * wait. A `3n+2` hand fails with `MJ_STATUS_WRONG_HAND_SIZE`; other rules
 * than the sichuan preset with `MJ_STATUS_INVALID_ARGUMENT`.
 *
 * # Safety
 * As `mj_is_win`, with `out_mask` NULL or writable.
 */
MjStatus mj_sichuan_waits(const MjRules *rules,
                          const uint8_t *tiles,
                          size_t len,
                          const MjMeld *melds,
                          size_t meld_count,
                          uint64_t *out_mask);

/**
 * The best hand a ready `3n+1` hand can win with — the one 查大叫 pays a
 * ready player at the end of a hand — as its tile in `*out_tile` and its
 * analysis (won on a discard, no situational pattern) in `*out`; the most
 * fan, then the first pattern list, then the lowest tile. Not ready:
 * `*out_tile` = `MJ_NO_TILE` (-1) and `out->win` = 0. Fails as
 * `mj_sichuan_waits`.
 *
 * # Safety
 * As `mj_is_win`; `out_tile` and `out` NULL or writable.
 */
MjStatus mj_sichuan_best_ready_hand(const MjRules *rules,
                                    const uint8_t *tiles,
                                    size_t len,
                                    const MjMeld *melds,
                                    size_t meld_count,
                                    int32_t *out_tile,
                                    MjSichuanAnalysis *out);

/**
 * The stable identifier of a 四川 pattern (`MjSichuanPattern`), the one the
 * command line's JSON and every front end use: `"pinghu"`, `"duiduihu"`,
 * `"jiangdui"`, `"qidui"`, `"longqidui"`, `"qingyise"`, `"daiyaojiu"`,
 * `"jingoudiao"`, `"gen"`, `"menqing"`, `"zhongzhang"`, `"zimo"`,
 * `"gangshanghua"`, `"gangshangpao"`, `"qiangganghu"`, `"haidilaoyue"`,
 * `"tianhu"`, `"dihu"`. `*out_name` is a static NUL-terminated string:
 * never freed. An unknown id fails with `MJ_STATUS_INVALID_ARGUMENT`.
 *
 * # Safety
 * `out_name` NULL or writable.
 */
MjStatus mj_sichuan_pattern_id_name(int32_t id, const char **out_name);

/**
 * The Chinese name of a 四川 pattern (`"清一色"`, `"龙七对"`, …), UTF-8;
 * otherwise as `mj_sichuan_pattern_id_name`.
 *
 * # Safety
 * `out_name` NULL or writable.
 */
MjStatus mj_sichuan_pattern_chinese_name(int32_t id, const char **out_name);

/**
 * The English name of a 四川 pattern (`"one suit"`, `"seven pairs with a
 * four"`, …); otherwise as `mj_sichuan_pattern_id_name`.
 *
 * # Safety
 * `out_name` NULL or writable.
 */
MjStatus mj_sichuan_pattern_english_name(int32_t id, const char **out_name);

/**
 * Reads tile notation into kind ids: `out[0..*out_len]`.
 *
 * Both notations are accepted and may be mixed: `"123m456s789p11z"`,
 * `"五万 3条 九筒 东"`. Spaces and commas separate tiles. A refusal is
 * `MJ_STATUS_PARSE_ERROR` whose message gives the character position (in
 * characters, from 0) and the reason; `MJ_STATUS_INVALID_UTF8` for bytes that
 * are not UTF-8; `MJ_STATUS_BUFFER_TOO_SMALL` with `*out_len` = the count needed.
 *
 * # Safety
 * `notation` must be NULL or NUL-terminated; `out` NULL (with `cap == 0`) or
 * writable for `cap` bytes; `out_len` NULL or writable.
 */
MjStatus mj_parse_tiles(const char *notation, uint8_t *out, size_t cap, size_t *out_len);

/**
 * Writes tiles in compact notation (`"123m45s"`, runs of one suit share
 * their letter; honours `1z`–`7z`), in the order given, NUL-terminated.
 * `*out_len` = bytes including the NUL (also on `MJ_STATUS_BUFFER_TOO_SMALL`).
 *
 * # Safety
 * `tiles` must be NULL (with `len == 0`) or hold `len` bytes; `buf` NULL
 * (with `cap == 0`) or writable for `cap` bytes; `out_len` NULL or writable.
 */
MjStatus mj_format_tiles(const uint8_t *tiles, size_t len, char *buf, size_t cap, size_t *out_len);

/**
 * Writes tiles with their Chinese names separated by spaces (`"一万 五条 中"`),
 * UTF-8, NUL-terminated; otherwise as `mj_format_tiles`.
 *
 * # Safety
 * As `mj_format_tiles`.
 */
MjStatus mj_format_tiles_chinese(const uint8_t *tiles,
                                 size_t len,
                                 char *buf,
                                 size_t cap,
                                 size_t *out_len);

/**
 * What a complete-size (`3n+2`) hand is worth under `rules`, won as the
 * words `context` say (NULL or `""`: on a discard of the last tile of
 * `tiles`; `win:TILE` names another), into `*out` and its lines into
 * `lines[0..*out_len]` (buffer convention). Tiles that do not win give
 * `win` 0, no lines and the shanten: not an error. Every preset answers:
 * 长沙 its big hands in units, 转转 / 红中 the winning shape, 四川 its
 * patterns in fan, 国标 its fans (flowers included) and the minimum.
 * A word a family does not score (a seat wind at a 长沙 table) changes
 * nothing. Fails with `MJ_STATUS_PARSE_ERROR` for an unknown word or a bad
 * value (the message names the known words), `MJ_STATUS_INVALID_ARGUMENT`
 * for a situation the hand cannot have (the winning tile not in the hand,
 * 和绝张 with another copy held, 杠上开花 with no kong, 天胡 with a meld),
 * `MJ_STATUS_WRONG_HAND_SIZE` for a `3n+1` hand.
 *
 * # Safety
 * As `mj_is_win`; `context` NULL or a NUL-terminated string; `out` NULL or
 * writable; `lines` NULL (with `cap == 0`) or writable for `cap` lines;
 * `out_len` writable.
 */
MjStatus mj_hand_value(const MjRules *rules,
                       const uint8_t *tiles,
                       size_t len,
                       const MjMeld *melds,
                       size_t meld_count,
                       const char *context,
                       MjHandValue *out,
                       MjValueLine *lines,
                       size_t cap,
                       size_t *out_len);

/**
 * The tiles that complete a `3n+1` hand by the rules' whole law, each with
 * what the win on it is worth, into `out[0..*out_len]` (buffer convention;
 * at most 34), in tile order. Each is valued as won in the words `context`
 * (NULL: on a discard) with `win` the wait and `last_copy`, `kong` and
 * `kong_discard` cleared (they belong to one tile). A wait under the
 * minimum (国标) is listed with `meets_minimum` 0. Its lines:
 * `mj_hand_value` with `win:TILE`. Fails as `mj_hand_value`, with
 * `MJ_STATUS_WRONG_HAND_SIZE` for a `3n+2` hand.
 *
 * # Safety
 * As `mj_hand_value`, `out` NULL (with `cap == 0`) or writable for `cap`
 * waits.
 */
MjStatus mj_valued_waits(const MjRules *rules,
                         const uint8_t *tiles,
                         size_t len,
                         const MjMeld *melds,
                         size_t meld_count,
                         const char *context,
                         MjValuedWait *out,
                         size_t cap,
                         size_t *out_len);

/**
 * What win number `win` of a finished hand was worth (the order of
 * `mj_game_wins`), as the table scored it in its situation (flowers,
 * winds, 杠上开花 …), into `*out` (`shanten` 0) and its lines into
 * `lines[0..*out_len]` (buffer convention). Fails with
 * `MJ_STATUS_INVALID_ARGUMENT` when the hand has no such win (still on,
 * drawn, or `win` past the last).
 *
 * # Safety
 * `game` NULL or a live handle; `out` NULL or writable; `lines` NULL (with
 * `cap == 0`) or writable for `cap` lines; `out_len` writable.
 */
MjStatus mj_game_win_value(const MjGame *game,
                           size_t win,
                           MjHandValue *out,
                           MjValueLine *lines,
                           size_t cap,
                           size_t *out_len);

/**
 * The ABI version of the loaded library; equal to `MJ_ABI_VERSION` of the
 * header it was built with.
 */
uint32_t mj_abi_version(void);

/**
 * The library version (`"0.1.0"`), a static NUL-terminated string: never
 * NULL, never freed.
 */
const char *mj_version(void);

#ifdef __cplusplus
}  // extern "C"
#endif  // __cplusplus

#endif  /* MAJIANG_H */
