-- majiang.lua: LuaJIT FFI bindings for libmajiang (mirrors include/majiang.h).
--
--   local mj = require("majiang")            -- loads $MAJIANG_LIB, else "majiang"
--   local rules = mj.rules("changsha")       -- freed by the garbage collector
--   print(mj.is_win(rules, mj.parse_tiles("123m456s789p23455m")))   --> true
--
-- - Hands are Lua arrays of tile ids (0-33: suit * 9 + number - 1, honours
--   27-33); melds are arrays of {kind = mj.meld.PENG, tile = 4} (or {1, 4}).
-- - A failing call raises an error value {status = n, name = "MJ_STATUS_...",
--   message = "..."} (tostring gives "MJ_STATUS_...: message"); use pcall.
-- - Rule sets are MjRules* cdata with methods (rules:set(option, value),
--   rules:get(option), rules:set_wildcard(tile or nil), rules:wildcard(),
--   rules:clone(), rules:options() listing every option with its labels, values and
--   defaults); the garbage collector calls mj_rules_free.
-- - Waits come back as a Lua number bit mask (bit id set for each wait);
--   mj.ids_of(mask) lists them.
-- - AI players (mj.ai(difficulty, seed, rules)) and games (mj.game(rules, seed,
--   dealer)) are MjAi* / MjGame* cdata with methods, freed by the garbage
--   collector (or :free()). Structs come back as cdata (analysis.units,
--   event.kind ...); lists as Lua arrays of cdata copies. A game's state, result,
--   payment lines and wins are tables: seat sets (state.pending, state.frozen,
--   result.winners) are lists of seats 0-3, payment lines carry their labels.
local ffi = require("ffi")
local bit = require("bit")

-- <generated:cdef> by `cargo xtask bindings` from include/majiang.h: change the ABI, then run it.
ffi.cdef[[
static const int MJ_WALL_ESTIMATE = -1;
static const int MJ_BIG_HAND_SLOTS = 16;
static const int MJ_OPENING_WIN_SLOTS = 8;
static const int MJ_SELF_DRAW = -1;
static const int MJ_EVENT_TILES = 8;
static const int MJ_NONE = 255;
static const int MJ_SHANTEN_UNREACHABLE = 99;
static const int MJ_FAMILY_CHANGSHA = 1;
static const int MJ_FAMILY_HUNAN = 2;
static const int MJ_FAMILY_SICHUAN = 4;
static const int MJ_NO_TILE = -1;
static const int MJ_SICHUAN_PATTERN_SLOTS = 24;
static const int MJ_KINDS = 34;
static const int MJ_SUITED_KINDS = 27;
static const int MJ_VALUE_NAME_BYTES = 48;
static const int MJ_ABI_VERSION = 3;
enum MjStatus
 {
  MJ_STATUS_OK = 0,
  MJ_STATUS_NULL_POINTER = 1,
  MJ_STATUS_INVALID_ARGUMENT = 2,
  MJ_STATUS_INVALID_TILE = 3,
  MJ_STATUS_INVALID_MELD = 4,
  MJ_STATUS_INVALID_HAND = 5,
  MJ_STATUS_WRONG_HAND_SIZE = 6,
  MJ_STATUS_PARSE_ERROR = 7,
  MJ_STATUS_INVALID_UTF8 = 8,
  MJ_STATUS_BUFFER_TOO_SMALL = 9,
  MJ_STATUS_INVALID_OPTION = 10,
  MJ_STATUS_ILLEGAL_ACTION = 11,
  MJ_STATUS_NOT_AVAILABLE = 12,
  MJ_STATUS_PANIC = 100,
};
typedef int32_t MjStatus;
enum MjMeldKind
 {
  MJ_MELD_KIND_CHI = 0,
  MJ_MELD_KIND_PENG = 1,
  MJ_MELD_KIND_GANG = 2,
  MJ_MELD_KIND_AN_GANG = 3,
  MJ_MELD_KIND_BU_GANG = 4,
};
typedef int32_t MjMeldKind;
enum MjRuleOption
 {
  MJ_RULE_OPTION_HONOURS = 0,
  MJ_RULE_OPTION_TWO_FIVE_EIGHT_PAIR = 1,
  MJ_RULE_OPTION_PENGPENGHU = 2,
  MJ_RULE_OPTION_QINGYISE = 3,
  MJ_RULE_OPTION_JIANGJIANGHU = 4,
  MJ_RULE_OPTION_QUANQIUREN = 5,
  MJ_RULE_OPTION_SEVEN_PAIRS = 6,
  MJ_RULE_OPTION_THIRTEEN_ORPHANS = 7,
  MJ_RULE_OPTION_KAIGANG = 8,
  MJ_RULE_OPTION_KAIGANG_FLIPS = 9,
  MJ_RULE_OPTION_OPENING_WINS = 10,
  MJ_RULE_OPTION_BIRDS = 11,
  MJ_RULE_OPTION_BIRD_MODE = 12,
  MJ_RULE_OPTION_DEALER_BONUS = 13,
  MJ_RULE_OPTION_NEXT_DEALER = 14,
  MJ_RULE_OPTION_HAIDI_OFFER = 15,
  MJ_RULE_OPTION_KONG_FEE = 16,
  MJ_RULE_OPTION_POINTS_SMALL_SELF_DRAW = 17,
  MJ_RULE_OPTION_POINTS_SMALL_DISCARD = 18,
  MJ_RULE_OPTION_POINTS_BIG_UNIT = 19,
  MJ_RULE_OPTION_CHI = 20,
  MJ_RULE_OPTION_RED_DRAGONS = 21,
  MJ_RULE_OPTION_FOUR_RED_DRAGONS = 22,
  MJ_RULE_OPTION_DISCARD_WINS = 23,
  MJ_RULE_OPTION_WILDCARD_SELF_DRAW_ONLY = 24,
  MJ_RULE_OPTION_WILDCARD_ROBS_KONG = 25,
  MJ_RULE_OPTION_MULTIPLE_WINNERS = 26,
  MJ_RULE_OPTION_ROB_KONG = 27,
  MJ_RULE_OPTION_ROB_KONG_PAYS_ALL = 28,
  MJ_RULE_OPTION_NO_WILDCARD_DOUBLE = 29,
  MJ_RULE_OPTION_FLAT_BIRDS = 30,
  MJ_RULE_OPTION_BIRD_RULE = 31,
  MJ_RULE_OPTION_BIRD_POINTS = 32,
  MJ_RULE_OPTION_EXPOSED_KONG_POINTS = 33,
  MJ_RULE_OPTION_KONG_POINTS_ON_DRAW = 34,
  MJ_RULE_OPTION_FAN_CAP = 35,
  MJ_RULE_OPTION_SELF_DRAW_BONUS = 36,
  MJ_RULE_OPTION_YAOJIU_JIANGDUI = 37,
  MJ_RULE_OPTION_MENQING_ZHONGZHANG = 38,
  MJ_RULE_OPTION_TIANDI_HU = 39,
  MJ_RULE_OPTION_CAGUA = 40,
  MJ_RULE_OPTION_CALL_TRANSFER = 41,
  MJ_RULE_OPTION_EXCHANGE = 42,
  MJ_RULE_OPTION_CHA_DAJIAO = 43,
  MJ_RULE_OPTION_KONG_FLOWER = 44,
  MJ_RULE_OPTION_SICHUAN_MODE = 45,
  MJ_RULE_OPTION_SICHUAN_MULTIPLE_WINNERS = 46,
  MJ_RULE_OPTION_SICHUAN_ROB_KONG = 47,
  MJ_RULE_OPTION_MCR_MINIMUM_FAN = 48,
  MJ_RULE_OPTION_MCR_FLOWERS_COUNT = 49,
  MJ_RULE_OPTION_MCR_FULL_GAME = 50,
  MJ_RULE_OPTION_MCR_FALSE_WIN_PENALTY = 51,
  MJ_RULE_OPTION_MCR_FLOWERS = 52,
  MJ_RULE_OPTION_MCR_ROUND = 53,
};
typedef int32_t MjRuleOption;
enum MjTarget
 {
  MJ_TARGET_REGULAR = 0,
  MJ_TARGET_PENGPENGHU = 1,
  MJ_TARGET_QINGYISE = 2,
  MJ_TARGET_SEVEN_PAIRS = 3,
  MJ_TARGET_JIANGJIANGHU = 4,
  MJ_TARGET_QUANQIUREN = 5,
  MJ_TARGET_THIRTEEN_ORPHANS = 6,
};
typedef int32_t MjTarget;
enum MjBigHand
 {
  MJ_BIG_HAND_PENGPENGHU = 0,
  MJ_BIG_HAND_JIANGJIANGHU = 1,
  MJ_BIG_HAND_QINGYISE = 2,
  MJ_BIG_HAND_QIXIAODUI = 3,
  MJ_BIG_HAND_HAOHUA_QIXIAODUI = 4,
  MJ_BIG_HAND_QUANQIUREN = 5,
  MJ_BIG_HAND_TIANHU = 6,
  MJ_BIG_HAND_DIHU = 7,
  MJ_BIG_HAND_HAIDILAOYUE = 8,
  MJ_BIG_HAND_HAIDIPAO = 9,
  MJ_BIG_HAND_GANGSHANGKAIHUA = 10,
  MJ_BIG_HAND_GANGSHANGPAO = 11,
  MJ_BIG_HAND_QIANGGANGHU = 12,
};
typedef int32_t MjBigHand;
enum MjOpeningWin
 {
  MJ_OPENING_WIN_DASIXI = 0,
  MJ_OPENING_WIN_BANBANHU = 1,
  MJ_OPENING_WIN_QUEYISE = 2,
  MJ_OPENING_WIN_LIULIUSHUN = 3,
};
typedef int32_t MjOpeningWin;
enum MjDifficulty
 {
  MJ_DIFFICULTY_EASY = 0,
  MJ_DIFFICULTY_MEDIUM = 1,
  MJ_DIFFICULTY_HARD = 2,
  MJ_DIFFICULTY_EXPERT = 3,
};
typedef int32_t MjDifficulty;
enum MjActionKind
 {
  MJ_ACTION_KIND_PASS = 0,
  MJ_ACTION_KIND_DISCARD = 1,
  MJ_ACTION_KIND_CHI = 2,
  MJ_ACTION_KIND_PENG = 3,
  MJ_ACTION_KIND_GANG = 4,
  MJ_ACTION_KIND_KAI_GANG = 5,
  MJ_ACTION_KIND_AN_GANG = 6,
  MJ_ACTION_KIND_AN_KAI_GANG = 7,
  MJ_ACTION_KIND_BU_GANG = 8,
  MJ_ACTION_KIND_BU_KAI_GANG = 9,
  MJ_ACTION_KIND_HU = 10,
  MJ_ACTION_KIND_TAKE_HAIDI = 11,
  MJ_ACTION_KIND_EXCHANGE = 12,
  MJ_ACTION_KIND_DING_QUE = 13,
};
typedef int32_t MjActionKind;
enum MjPhase
 {
  MJ_PHASE_TURN = 0,
  MJ_PHASE_CLAIM = 1,
  MJ_PHASE_KONG_FLIP = 2,
  MJ_PHASE_HAIDI_OFFER = 3,
  MJ_PHASE_HAIDI_DRAW = 4,
  MJ_PHASE_FINISHED = 5,
  MJ_PHASE_EXCHANGE = 6,
  MJ_PHASE_DING_QUE = 7,
};
typedef int32_t MjPhase;
enum MjOffer
 {
  MJ_OFFER_DISCARD = 0,
  MJ_OFFER_ROB_KONG = 1,
  MJ_OFFER_KONG_FLIP = 2,
  MJ_OFFER_HAIDI = 3,
};
typedef int32_t MjOffer;
enum MjEventKind
 {
  MJ_EVENT_KIND_DEALT = 0,
  MJ_EVENT_KIND_OPENING_WIN = 1,
  MJ_EVENT_KIND_DREW = 2,
  MJ_EVENT_KIND_DISCARDED = 3,
  MJ_EVENT_KIND_PASSED = 4,
  MJ_EVENT_KIND_MELDED = 5,
  MJ_EVENT_KIND_KONG_FLIP = 6,
  MJ_EVENT_KIND_HAIDI_OFFERED = 7,
  MJ_EVENT_KIND_HAIDI_SHOWN = 8,
  MJ_EVENT_KIND_WON = 9,
  MJ_EVENT_KIND_EXHAUSTIVE_DRAW = 10,
  MJ_EVENT_KIND_BIRDS_FLIPPED = 11,
  MJ_EVENT_KIND_SETTLED = 12,
  MJ_EVENT_KIND_FINISHED = 13,
  MJ_EVENT_KIND_EXCHANGE_PICKED = 14,
  MJ_EVENT_KIND_EXCHANGED = 15,
  MJ_EVENT_KIND_VOIDS_DECLARED = 16,
  MJ_EVENT_KIND_WIN_FAN = 17,
  MJ_EVENT_KIND_FLOWER = 18,
};
typedef int32_t MjEventKind;
enum MjDrawSource
 {
  MJ_DRAW_SOURCE_WALL = 0,
  MJ_DRAW_SOURCE_REPLACEMENT = 1,
  MJ_DRAW_SOURCE_HAIDI = 2,
};
typedef int32_t MjDrawSource;
enum MjSettleReason
 {
  MJ_SETTLE_REASON_OPENING_WIN = 0,
  MJ_SETTLE_REASON_KONG_FEE = 1,
  MJ_SETTLE_REASON_WIN = 2,
  MJ_SETTLE_REASON_END_OF_HAND = 3,
};
typedef int32_t MjSettleReason;
enum MjPaymentReason
 {
  MJ_PAYMENT_REASON_WIN = 0,
  MJ_PAYMENT_REASON_DEALER_BONUS = 1,
  MJ_PAYMENT_REASON_BIRDS = 2,
  MJ_PAYMENT_REASON_NO_WILDCARD_DOUBLE = 3,
  MJ_PAYMENT_REASON_CONCEALED_KONG = 4,
  MJ_PAYMENT_REASON_ADDED_KONG = 5,
  MJ_PAYMENT_REASON_EXPOSED_KONG = 6,
  MJ_PAYMENT_REASON_KONG_VOIDED = 7,
  MJ_PAYMENT_REASON_SELF_DRAW_BONUS = 8,
  MJ_PAYMENT_REASON_CA_GUA = 9,
  MJ_PAYMENT_REASON_CALL_TRANSFER = 10,
  MJ_PAYMENT_REASON_HUA_ZHU = 11,
  MJ_PAYMENT_REASON_CHA_DA_JIAO = 12,
  MJ_PAYMENT_REASON_TAX_REFUND = 13,
};
typedef int32_t MjPaymentReason;
enum MjSichuanPattern
 {
  MJ_SICHUAN_PATTERN_PINGHU = 0,
  MJ_SICHUAN_PATTERN_DUIDUIHU = 1,
  MJ_SICHUAN_PATTERN_JIANGDUI = 2,
  MJ_SICHUAN_PATTERN_QIDUI = 3,
  MJ_SICHUAN_PATTERN_LONGQIDUI = 4,
  MJ_SICHUAN_PATTERN_QINGYISE = 5,
  MJ_SICHUAN_PATTERN_DAIYAOJIU = 6,
  MJ_SICHUAN_PATTERN_JINGOUDIAO = 7,
  MJ_SICHUAN_PATTERN_GEN = 8,
  MJ_SICHUAN_PATTERN_MENQING = 9,
  MJ_SICHUAN_PATTERN_ZHONGZHANG = 10,
  MJ_SICHUAN_PATTERN_ZIMO = 11,
  MJ_SICHUAN_PATTERN_GANGSHANGHUA = 12,
  MJ_SICHUAN_PATTERN_GANGSHANGPAO = 13,
  MJ_SICHUAN_PATTERN_QIANGGANGHU = 14,
  MJ_SICHUAN_PATTERN_HAIDILAOYUE = 15,
  MJ_SICHUAN_PATTERN_TIANHU = 16,
  MJ_SICHUAN_PATTERN_DIHU = 17,
};
typedef int32_t MjSichuanPattern;
enum MjRuleOptionKind
 {
  MJ_RULE_OPTION_KIND_BOOL = 0,
  MJ_RULE_OPTION_KIND_INT = 1,
  MJ_RULE_OPTION_KIND_ENUM = 2,
};
typedef int32_t MjRuleOptionKind;
enum MjValueUnit
 {
  MJ_VALUE_UNIT_ALIKE = 0,
  MJ_VALUE_UNIT_UNITS = 1,
  MJ_VALUE_UNIT_FAN = 2,
};
typedef int32_t MjValueUnit;
typedef struct MjAi MjAi;
typedef struct MjGame MjGame;
typedef struct MjRules MjRules;
typedef struct {
  uint8_t kind;
  uint8_t tile;
} MjMeld;
typedef struct {
  uint8_t counts[34];
} MjTileCounts;
typedef struct {
  uint64_t draws;
  double win_prob;
  double points;
  uint32_t draws_left;
  uint32_t targets;
  uint8_t tile;
  uint8_t index;
  int8_t shanten;
  uint8_t draw_kinds;
} MjHint;
typedef struct {
  uint8_t self_draw;
  uint8_t last_tile;
  uint8_t kong_flip;
  uint8_t robbed_kong;
  uint8_t first_turn;
  uint8_t dealer;
} MjWinContext;
typedef struct {
  uint32_t targets;
  uint32_t big_hands;
  uint32_t units;
  uint8_t win;
  uint8_t small;
  uint8_t big_hand_units[MJ_BIG_HAND_SLOTS];
} MjWinAnalysis;
typedef struct {
  uint32_t total;
  uint8_t counts[MJ_OPENING_WIN_SLOTS];
} MjOpeningWins;
typedef struct {
  int32_t points[4];
} MjPoints;
typedef struct {
  uint64_t draws;
  uint32_t draws_left;
  uint8_t tile;
  uint8_t index;
  int8_t shanten;
  uint8_t draw_kinds;
} MjDiscardOption;
typedef struct {
  MjPoints scores;
  uint8_t phase;
  uint8_t seat;
  uint8_t offer;
  uint8_t tile_count;
  uint8_t tiles[4];
  uint8_t pending;
  uint8_t next_seat;
  uint8_t dealer;
  uint8_t wall_left;
  uint8_t frozen;
} MjGameState;
typedef struct {
  uint8_t tile;
  uint8_t claimed;
} MjDiscard;
typedef struct {
  uint8_t void_suit;
  uint8_t wins;
  uint8_t left;
} MjSichuanSeat;
typedef struct {
  uint8_t kind;
  uint8_t tile;
} MjAction;
typedef struct {
  MjPoints deltas;
  uint32_t big_hands;
  uint32_t count;
  uint8_t kind;
  uint8_t seat;
  uint8_t from;
  uint8_t tile;
  uint8_t detail;
  uint8_t flag;
  uint8_t tile_count;
  uint8_t tiles[MJ_EVENT_TILES];
} MjEvent;
typedef struct {
  MjPoints deltas;
  uint32_t big_hands[4];
  uint32_t units[4];
  uint8_t finished;
  uint8_t winners;
  uint8_t from;
  uint8_t next_dealer;
  uint8_t bird_count;
  uint8_t birds[MJ_EVENT_TILES];
} MjGameResult;
typedef struct {
  int32_t id;
  uint32_t families;
  int32_t min;
  int32_t max;
  uint32_t choices;
  int32_t default_value;
  int32_t value;
  uint8_t kind;
  uint8_t applies;
} MjRuleOptionInfo;
typedef struct {
  int32_t points;
  uint8_t from;
  uint8_t to;
  uint8_t reason;
  uint8_t hits;
} MjPayment;
typedef struct {
  uint8_t tile;
  uint8_t seat;
  uint8_t hits;
} MjBird;
typedef struct {
  uint32_t patterns;
  uint32_t fan;
  uint8_t win;
  uint8_t pattern_counts[MJ_SICHUAN_PATTERN_SLOTS];
} MjSichuanAnalysis;
typedef struct {
  MjPoints deltas;
  MjSichuanAnalysis sichuan;
  uint32_t big_hands;
  uint32_t units;
  uint8_t seat;
  uint8_t from;
  uint8_t tile;
  uint8_t small;
} MjWin;
typedef struct {
  uint8_t self_draw;
  uint8_t after_kong;
  uint8_t robbed_kong;
  uint8_t last_tile;
  uint8_t first_turn;
  uint8_t dealer;
} MjSichuanContext;
typedef struct {
  uint32_t total;
  uint32_t toward_minimum;
  int32_t unit;
  uint8_t win;
  uint8_t meets_minimum;
  int8_t shanten;
} MjHandValue;
typedef struct {
  uint8_t id[MJ_VALUE_NAME_BYTES];
  uint8_t chinese[MJ_VALUE_NAME_BYTES];
  uint8_t english[MJ_VALUE_NAME_BYTES];
  uint32_t value;
  uint32_t count;
} MjValueLine;
typedef struct {
  MjHandValue value;
  uint8_t tile;
} MjValuedWait;
MjStatus mj_ai_difficulty_available(int32_t difficulty, bool *out_available);
MjStatus mj_ai_new(int32_t difficulty, uint64_t seed, const MjRules *rules, MjAi **out);
void mj_ai_free(MjAi *ai);
MjStatus mj_ai_reseed(MjAi *ai, uint64_t seed);
MjStatus mj_ai_decide_discard(MjAi *ai,
                              const uint8_t *tiles,
                              size_t len,
                              const MjMeld *melds,
                              size_t meld_count,
                              size_t *out_index);
MjStatus mj_ai_should_peng(MjAi *ai,
                           const uint8_t *tiles,
                           size_t len,
                           uint8_t tile,
                           int32_t difficulty,
                           bool *out);
MjStatus mj_ai_should_chi(MjAi *ai,
                          const uint8_t *tiles,
                          size_t len,
                          uint8_t tile,
                          int32_t difficulty,
                          bool *out);
MjStatus mj_ai_should_gang(MjAi *ai,
                           const uint8_t *tiles,
                           size_t len,
                           uint8_t tile,
                           int32_t difficulty,
                           bool *out);
MjStatus mj_ai_should_hu(MjAi *ai,
                         const uint8_t *tiles,
                         size_t len,
                         const MjMeld *melds,
                         size_t meld_count,
                         bool *out);
MjStatus mj_ai_observe_discard(MjAi *ai, uint8_t tile);
MjStatus mj_ai_observe_meld(MjAi *ai, const MjMeld *meld, int32_t claimed_tile);
MjStatus mj_ai_observe_meld_by(MjAi *ai, int32_t seat, const MjMeld *meld, int32_t claimed_tile);
MjStatus mj_ai_set_seat(MjAi *ai, int32_t seat);
MjStatus mj_ai_seat(const MjAi *ai, int32_t *out);
MjStatus mj_ai_reset(MjAi *ai);
MjStatus mj_ai_observed(const MjAi *ai, MjTileCounts *out);
MjStatus mj_ai_set_wall_left(MjAi *ai, int32_t wall_left);
MjStatus mj_ai_set_void(MjAi *ai, int32_t suit);
MjStatus mj_ai_hints(MjAi *ai,
                     const uint8_t *tiles,
                     size_t len,
                     const MjMeld *melds,
                     size_t meld_count,
                     MjHint *out,
                     size_t cap,
                     size_t *out_len);
MjStatus mj_ai_hint_reasons(MjAi *ai,
                            const uint8_t *tiles,
                            size_t len,
                            const MjMeld *melds,
                            size_t meld_count,
                            uint8_t chinese,
                            char *buf,
                            size_t cap,
                            size_t *out_len);
MjStatus mj_ai_should_hu_discard(MjAi *ai,
                                 const uint8_t *tiles,
                                 size_t len,
                                 const MjMeld *melds,
                                 size_t meld_count,
                                 uint8_t tile,
                                 bool *out);
MjStatus mj_analyze_win(const MjRules *rules,
                        const uint8_t *tiles,
                        size_t len,
                        const MjMeld *melds,
                        size_t meld_count,
                        const MjWinContext *ctx,
                        MjWinAnalysis *out);
MjStatus mj_opening_wins(const MjRules *rules,
                         const uint8_t *tiles,
                         size_t len,
                         MjOpeningWins *out);
MjStatus mj_settle_win(const MjRules *rules,
                       const MjWinAnalysis *analysis,
                       int32_t winner,
                       int32_t payer,
                       int32_t dealer,
                       const uint8_t *birds,
                       size_t bird_count,
                       MjPoints *out);
MjStatus mj_settle_opening(const MjRules *rules,
                           int32_t player,
                           uint32_t occurrences,
                           int32_t dealer,
                           MjPoints *out);
MjStatus mj_big_hand_id_name(int32_t id, const char **out_name);
MjStatus mj_big_hand_chinese_name(int32_t id, const char **out_name);
MjStatus mj_opening_win_id_name(int32_t id, const char **out_name);
MjStatus mj_opening_win_chinese_name(int32_t id, const char **out_name);
MjStatus mj_discard_options(const MjRules *rules,
                            const uint8_t *tiles,
                            size_t len,
                            const MjMeld *melds,
                            size_t meld_count,
                            const MjTileCounts *unseen,
                            MjDiscardOption *out,
                            size_t cap,
                            size_t *out_len);
MjStatus mj_last_error(char *buf, size_t len, size_t *needed);
const char *mj_status_name(int32_t status);
MjStatus mj_game_new(const MjRules *rules, uint64_t seed, int32_t dealer, MjGame **out);
MjStatus mj_game_replay(const char *record, MjGame **out);
void mj_game_free(MjGame *game);
MjStatus mj_game_state(const MjGame *game, MjGameState *out);
MjStatus mj_game_hand(const MjGame *game, int32_t seat, uint8_t *out, size_t cap, size_t *out_len);
MjStatus mj_game_drawn_tile(const MjGame *game, int32_t seat, int32_t *out_tile);
MjStatus mj_game_dealt(const MjGame *game, int32_t seat, uint8_t *out, size_t cap, size_t *out_len);
MjStatus mj_game_melds(const MjGame *game, int32_t seat, MjMeld *out, size_t cap, size_t *out_len);
MjStatus mj_game_discards(const MjGame *game,
                          int32_t seat,
                          MjDiscard *out,
                          size_t cap,
                          size_t *out_len);
MjStatus mj_game_sichuan_seat(const MjGame *game, int32_t seat, MjSichuanSeat *out);
MjStatus mj_game_legal_actions(const MjGame *game,
                               int32_t seat,
                               MjAction *out,
                               size_t cap,
                               size_t *out_len);
MjStatus mj_game_apply(MjGame *game, int32_t seat, const MjAction *action);
MjStatus mj_game_events(MjGame *game, MjEvent *out, size_t cap, size_t *out_len);
MjStatus mj_game_result(const MjGame *game, MjGameResult *out);
MjStatus mj_game_ai_action(const MjGame *game,
                           int32_t seat,
                           MjAi *ai,
                           MjAction *out);
MjStatus mj_game_hints(const MjGame *game, int32_t seat, MjHint *out, size_t cap, size_t *out_len);
MjStatus mj_game_hint_reasons(const MjGame *game,
                              int32_t seat,
                              uint8_t chinese,
                              char *buf,
                              size_t cap,
                              size_t *out_len);
MjStatus mj_game_record_json(const MjGame *game, char *buf, size_t cap, size_t *out_len);
MjStatus mj_is_win(const MjRules *rules,
                   const uint8_t *tiles,
                   size_t len,
                   const MjMeld *melds,
                   size_t meld_count,
                   bool *out_win);
MjStatus mj_winning_targets(const MjRules *rules,
                            const uint8_t *tiles,
                            size_t len,
                            const MjMeld *melds,
                            size_t meld_count,
                            uint32_t *out_mask);
MjStatus mj_waits(const MjRules *rules,
                  const uint8_t *tiles,
                  size_t len,
                  const MjMeld *melds,
                  size_t meld_count,
                  uint64_t *out_mask);
MjStatus mj_wait_counts(const MjRules *rules,
                        const uint8_t *tiles,
                        size_t len,
                        const MjMeld *melds,
                        size_t meld_count,
                        const MjTileCounts *unseen,
                        MjTileCounts *out);
MjStatus mj_shanten(const MjRules *rules,
                    const uint8_t *tiles,
                    size_t len,
                    const MjMeld *melds,
                    size_t meld_count,
                    int32_t *out_shanten);
MjStatus mj_shanten_for(const MjRules *rules,
                        const uint8_t *tiles,
                        size_t len,
                        const MjMeld *melds,
                        size_t meld_count,
                        int32_t target,
                        int32_t *out_shanten);
void mj_warm_up(void);
MjStatus mj_parse_melds(const char *notation, MjMeld *out, size_t cap, size_t *out_len);
uint8_t *mj_alloc(size_t size);
void mj_dealloc(uint8_t *ptr, size_t size);
int32_t mj_family_count(void);
MjStatus mj_family_name(int32_t index, const char **out_name);
int32_t mj_rule_option_count(void);
MjStatus mj_rule_option_name(int32_t option, const char **out_name);
MjStatus mj_rule_option_chinese_name(int32_t option, const char **out_name);
MjStatus mj_rule_option_english_name(int32_t option, const char **out_name);
MjStatus mj_rule_option_doc(int32_t option, const char **out_doc);
MjStatus mj_rule_option_by_name(const char *name, int32_t *out_option);
MjStatus mj_rule_option_info(const MjRules *rules, int32_t option, MjRuleOptionInfo *out_info);
MjStatus mj_rule_option_choice(int32_t option,
                               uint32_t index,
                               int32_t *out_value,
                               const char **out_chinese,
                               const char **out_english);
MjRules *mj_rules_new_changsha(void);
MjRules *mj_rules_new_eval_v1(void);
MjRules *mj_rules_new_standard(void);
MjRules *mj_rules_new_zhuanzhuan(void);
MjRules *mj_rules_new_hongzhong(void);
MjRules *mj_rules_new_sichuan(void);
MjStatus mj_rules_new_by_name(const char *name, MjRules **out);
MjStatus mj_rules_clone(const MjRules *rules, MjRules **out);
void mj_rules_free(MjRules *rules);
MjStatus mj_rules_set_option(MjRules *rules, int32_t option, int32_t value);
MjStatus mj_rules_get_option(const MjRules *rules, int32_t option, int32_t *out_value);
MjStatus mj_rules_set_wildcard(MjRules *rules, int32_t tile);
MjStatus mj_rules_get_wildcard(const MjRules *rules, int32_t *out_tile);
MjStatus mj_game_payments(const MjGame *game, MjPayment *out, size_t cap, size_t *out_len);
MjStatus mj_game_birds(const MjGame *game, MjBird *out, size_t cap, size_t *out_len);
MjStatus mj_payment_reason_id_name(int32_t id, const char **out_name);
MjStatus mj_payment_reason_chinese_name(int32_t id, const char **out_name);
MjStatus mj_payment_reason_english_name(int32_t id, const char **out_name);
MjStatus mj_game_wins(const MjGame *game, MjWin *out, size_t cap, size_t *out_len);
MjStatus mj_sichuan_analyze(const MjRules *rules,
                            const uint8_t *tiles,
                            size_t len,
                            const MjMeld *melds,
                            size_t meld_count,
                            const MjSichuanContext *ctx,
                            MjSichuanAnalysis *out);
MjStatus mj_sichuan_waits(const MjRules *rules,
                          const uint8_t *tiles,
                          size_t len,
                          const MjMeld *melds,
                          size_t meld_count,
                          uint64_t *out_mask);
MjStatus mj_sichuan_best_ready_hand(const MjRules *rules,
                                    const uint8_t *tiles,
                                    size_t len,
                                    const MjMeld *melds,
                                    size_t meld_count,
                                    int32_t *out_tile,
                                    MjSichuanAnalysis *out);
MjStatus mj_sichuan_pattern_id_name(int32_t id, const char **out_name);
MjStatus mj_sichuan_pattern_chinese_name(int32_t id, const char **out_name);
MjStatus mj_sichuan_pattern_english_name(int32_t id, const char **out_name);
MjStatus mj_parse_tiles(const char *notation, uint8_t *out, size_t cap, size_t *out_len);
MjStatus mj_format_tiles(const uint8_t *tiles, size_t len, char *buf, size_t cap, size_t *out_len);
MjStatus mj_format_tiles_chinese(const uint8_t *tiles,
                                 size_t len,
                                 char *buf,
                                 size_t cap,
                                 size_t *out_len);
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
MjStatus mj_valued_waits(const MjRules *rules,
                         const uint8_t *tiles,
                         size_t len,
                         const MjMeld *melds,
                         size_t meld_count,
                         const char *context,
                         MjValuedWait *out,
                         size_t cap,
                         size_t *out_len);
MjStatus mj_game_win_value(const MjGame *game,
                           size_t win,
                           MjHandValue *out,
                           MjValueLine *lines,
                           size_t cap,
                           size_t *out_len);
uint32_t mj_abi_version(void);
const char *mj_version(void);
]]
-- </generated:cdef>

local lib = ffi.load(os.getenv("MAJIANG_LIB") or "majiang")

local M = { lib = lib }

-- <generated:tables> by `cargo xtask bindings` from include/majiang.h.
M.WALL_ESTIMATE = lib.MJ_WALL_ESTIMATE
M.BIG_HAND_SLOTS = lib.MJ_BIG_HAND_SLOTS
M.OPENING_WIN_SLOTS = lib.MJ_OPENING_WIN_SLOTS
M.SELF_DRAW = lib.MJ_SELF_DRAW
M.EVENT_TILES = lib.MJ_EVENT_TILES
M.NONE = lib.MJ_NONE
M.SHANTEN_UNREACHABLE = lib.MJ_SHANTEN_UNREACHABLE
M.FAMILY_CHANGSHA = lib.MJ_FAMILY_CHANGSHA
M.FAMILY_HUNAN = lib.MJ_FAMILY_HUNAN
M.FAMILY_SICHUAN = lib.MJ_FAMILY_SICHUAN
M.NO_TILE = lib.MJ_NO_TILE
M.SICHUAN_PATTERN_SLOTS = lib.MJ_SICHUAN_PATTERN_SLOTS
M.KINDS = lib.MJ_KINDS
M.SUITED_KINDS = lib.MJ_SUITED_KINDS
M.VALUE_NAME_BYTES = lib.MJ_VALUE_NAME_BYTES
M.ABI_VERSION = lib.MJ_ABI_VERSION
M.status = {
  OK = lib.MJ_STATUS_OK, NULL_POINTER = lib.MJ_STATUS_NULL_POINTER,
  INVALID_ARGUMENT = lib.MJ_STATUS_INVALID_ARGUMENT, INVALID_TILE = lib.MJ_STATUS_INVALID_TILE,
  INVALID_MELD = lib.MJ_STATUS_INVALID_MELD, INVALID_HAND = lib.MJ_STATUS_INVALID_HAND,
  WRONG_HAND_SIZE = lib.MJ_STATUS_WRONG_HAND_SIZE, PARSE_ERROR = lib.MJ_STATUS_PARSE_ERROR,
  INVALID_UTF8 = lib.MJ_STATUS_INVALID_UTF8, BUFFER_TOO_SMALL = lib.MJ_STATUS_BUFFER_TOO_SMALL,
  INVALID_OPTION = lib.MJ_STATUS_INVALID_OPTION, ILLEGAL_ACTION = lib.MJ_STATUS_ILLEGAL_ACTION,
  NOT_AVAILABLE = lib.MJ_STATUS_NOT_AVAILABLE, PANIC = lib.MJ_STATUS_PANIC,
}
M.meld = {
  CHI = lib.MJ_MELD_KIND_CHI, PENG = lib.MJ_MELD_KIND_PENG, GANG = lib.MJ_MELD_KIND_GANG,
  AN_GANG = lib.MJ_MELD_KIND_AN_GANG, BU_GANG = lib.MJ_MELD_KIND_BU_GANG,
}
M.option = {
  HONOURS = lib.MJ_RULE_OPTION_HONOURS,
  TWO_FIVE_EIGHT_PAIR = lib.MJ_RULE_OPTION_TWO_FIVE_EIGHT_PAIR,
  PENGPENGHU = lib.MJ_RULE_OPTION_PENGPENGHU, QINGYISE = lib.MJ_RULE_OPTION_QINGYISE,
  JIANGJIANGHU = lib.MJ_RULE_OPTION_JIANGJIANGHU, QUANQIUREN = lib.MJ_RULE_OPTION_QUANQIUREN,
  SEVEN_PAIRS = lib.MJ_RULE_OPTION_SEVEN_PAIRS,
  THIRTEEN_ORPHANS = lib.MJ_RULE_OPTION_THIRTEEN_ORPHANS, KAIGANG = lib.MJ_RULE_OPTION_KAIGANG,
  KAIGANG_FLIPS = lib.MJ_RULE_OPTION_KAIGANG_FLIPS, OPENING_WINS = lib.MJ_RULE_OPTION_OPENING_WINS,
  BIRDS = lib.MJ_RULE_OPTION_BIRDS, BIRD_MODE = lib.MJ_RULE_OPTION_BIRD_MODE,
  DEALER_BONUS = lib.MJ_RULE_OPTION_DEALER_BONUS, NEXT_DEALER = lib.MJ_RULE_OPTION_NEXT_DEALER,
  HAIDI_OFFER = lib.MJ_RULE_OPTION_HAIDI_OFFER, KONG_FEE = lib.MJ_RULE_OPTION_KONG_FEE,
  POINTS_SMALL_SELF_DRAW = lib.MJ_RULE_OPTION_POINTS_SMALL_SELF_DRAW,
  POINTS_SMALL_DISCARD = lib.MJ_RULE_OPTION_POINTS_SMALL_DISCARD,
  POINTS_BIG_UNIT = lib.MJ_RULE_OPTION_POINTS_BIG_UNIT, CHI = lib.MJ_RULE_OPTION_CHI,
  RED_DRAGONS = lib.MJ_RULE_OPTION_RED_DRAGONS,
  FOUR_RED_DRAGONS = lib.MJ_RULE_OPTION_FOUR_RED_DRAGONS,
  DISCARD_WINS = lib.MJ_RULE_OPTION_DISCARD_WINS,
  WILDCARD_SELF_DRAW_ONLY = lib.MJ_RULE_OPTION_WILDCARD_SELF_DRAW_ONLY,
  WILDCARD_ROBS_KONG = lib.MJ_RULE_OPTION_WILDCARD_ROBS_KONG,
  MULTIPLE_WINNERS = lib.MJ_RULE_OPTION_MULTIPLE_WINNERS, ROB_KONG = lib.MJ_RULE_OPTION_ROB_KONG,
  ROB_KONG_PAYS_ALL = lib.MJ_RULE_OPTION_ROB_KONG_PAYS_ALL,
  NO_WILDCARD_DOUBLE = lib.MJ_RULE_OPTION_NO_WILDCARD_DOUBLE,
  FLAT_BIRDS = lib.MJ_RULE_OPTION_FLAT_BIRDS, BIRD_RULE = lib.MJ_RULE_OPTION_BIRD_RULE,
  BIRD_POINTS = lib.MJ_RULE_OPTION_BIRD_POINTS,
  EXPOSED_KONG_POINTS = lib.MJ_RULE_OPTION_EXPOSED_KONG_POINTS,
  KONG_POINTS_ON_DRAW = lib.MJ_RULE_OPTION_KONG_POINTS_ON_DRAW,
  FAN_CAP = lib.MJ_RULE_OPTION_FAN_CAP, SELF_DRAW_BONUS = lib.MJ_RULE_OPTION_SELF_DRAW_BONUS,
  YAOJIU_JIANGDUI = lib.MJ_RULE_OPTION_YAOJIU_JIANGDUI,
  MENQING_ZHONGZHANG = lib.MJ_RULE_OPTION_MENQING_ZHONGZHANG,
  TIANDI_HU = lib.MJ_RULE_OPTION_TIANDI_HU, CAGUA = lib.MJ_RULE_OPTION_CAGUA,
  CALL_TRANSFER = lib.MJ_RULE_OPTION_CALL_TRANSFER, EXCHANGE = lib.MJ_RULE_OPTION_EXCHANGE,
  CHA_DAJIAO = lib.MJ_RULE_OPTION_CHA_DAJIAO, KONG_FLOWER = lib.MJ_RULE_OPTION_KONG_FLOWER,
  SICHUAN_MODE = lib.MJ_RULE_OPTION_SICHUAN_MODE,
  SICHUAN_MULTIPLE_WINNERS = lib.MJ_RULE_OPTION_SICHUAN_MULTIPLE_WINNERS,
  SICHUAN_ROB_KONG = lib.MJ_RULE_OPTION_SICHUAN_ROB_KONG,
  MCR_MINIMUM_FAN = lib.MJ_RULE_OPTION_MCR_MINIMUM_FAN,
  MCR_FLOWERS_COUNT = lib.MJ_RULE_OPTION_MCR_FLOWERS_COUNT,
  MCR_FULL_GAME = lib.MJ_RULE_OPTION_MCR_FULL_GAME,
  MCR_FALSE_WIN_PENALTY = lib.MJ_RULE_OPTION_MCR_FALSE_WIN_PENALTY,
  MCR_FLOWERS = lib.MJ_RULE_OPTION_MCR_FLOWERS, MCR_ROUND = lib.MJ_RULE_OPTION_MCR_ROUND,
}
M.target = {
  REGULAR = lib.MJ_TARGET_REGULAR, PENGPENGHU = lib.MJ_TARGET_PENGPENGHU,
  QINGYISE = lib.MJ_TARGET_QINGYISE, SEVEN_PAIRS = lib.MJ_TARGET_SEVEN_PAIRS,
  JIANGJIANGHU = lib.MJ_TARGET_JIANGJIANGHU, QUANQIUREN = lib.MJ_TARGET_QUANQIUREN,
  THIRTEEN_ORPHANS = lib.MJ_TARGET_THIRTEEN_ORPHANS,
}
M.big_hand = {
  PENGPENGHU = lib.MJ_BIG_HAND_PENGPENGHU, JIANGJIANGHU = lib.MJ_BIG_HAND_JIANGJIANGHU,
  QINGYISE = lib.MJ_BIG_HAND_QINGYISE, QIXIAODUI = lib.MJ_BIG_HAND_QIXIAODUI,
  HAOHUA_QIXIAODUI = lib.MJ_BIG_HAND_HAOHUA_QIXIAODUI, QUANQIUREN = lib.MJ_BIG_HAND_QUANQIUREN,
  TIANHU = lib.MJ_BIG_HAND_TIANHU, DIHU = lib.MJ_BIG_HAND_DIHU,
  HAIDILAOYUE = lib.MJ_BIG_HAND_HAIDILAOYUE, HAIDIPAO = lib.MJ_BIG_HAND_HAIDIPAO,
  GANGSHANGKAIHUA = lib.MJ_BIG_HAND_GANGSHANGKAIHUA, GANGSHANGPAO = lib.MJ_BIG_HAND_GANGSHANGPAO,
  QIANGGANGHU = lib.MJ_BIG_HAND_QIANGGANGHU,
}
M.opening_win = {
  DASIXI = lib.MJ_OPENING_WIN_DASIXI, BANBANHU = lib.MJ_OPENING_WIN_BANBANHU,
  QUEYISE = lib.MJ_OPENING_WIN_QUEYISE, LIULIUSHUN = lib.MJ_OPENING_WIN_LIULIUSHUN,
}
M.difficulty = {
  EASY = lib.MJ_DIFFICULTY_EASY, MEDIUM = lib.MJ_DIFFICULTY_MEDIUM, HARD = lib.MJ_DIFFICULTY_HARD,
  EXPERT = lib.MJ_DIFFICULTY_EXPERT,
}
M.action = {
  PASS = lib.MJ_ACTION_KIND_PASS, DISCARD = lib.MJ_ACTION_KIND_DISCARD,
  CHI = lib.MJ_ACTION_KIND_CHI, PENG = lib.MJ_ACTION_KIND_PENG, GANG = lib.MJ_ACTION_KIND_GANG,
  KAI_GANG = lib.MJ_ACTION_KIND_KAI_GANG, AN_GANG = lib.MJ_ACTION_KIND_AN_GANG,
  AN_KAI_GANG = lib.MJ_ACTION_KIND_AN_KAI_GANG, BU_GANG = lib.MJ_ACTION_KIND_BU_GANG,
  BU_KAI_GANG = lib.MJ_ACTION_KIND_BU_KAI_GANG, HU = lib.MJ_ACTION_KIND_HU,
  TAKE_HAIDI = lib.MJ_ACTION_KIND_TAKE_HAIDI, EXCHANGE = lib.MJ_ACTION_KIND_EXCHANGE,
  DING_QUE = lib.MJ_ACTION_KIND_DING_QUE,
}
M.phase = {
  TURN = lib.MJ_PHASE_TURN, CLAIM = lib.MJ_PHASE_CLAIM, KONG_FLIP = lib.MJ_PHASE_KONG_FLIP,
  HAIDI_OFFER = lib.MJ_PHASE_HAIDI_OFFER, HAIDI_DRAW = lib.MJ_PHASE_HAIDI_DRAW,
  FINISHED = lib.MJ_PHASE_FINISHED, EXCHANGE = lib.MJ_PHASE_EXCHANGE,
  DING_QUE = lib.MJ_PHASE_DING_QUE,
}
M.offer = {
  DISCARD = lib.MJ_OFFER_DISCARD, ROB_KONG = lib.MJ_OFFER_ROB_KONG,
  KONG_FLIP = lib.MJ_OFFER_KONG_FLIP, HAIDI = lib.MJ_OFFER_HAIDI,
}
M.event = {
  DEALT = lib.MJ_EVENT_KIND_DEALT, OPENING_WIN = lib.MJ_EVENT_KIND_OPENING_WIN,
  DREW = lib.MJ_EVENT_KIND_DREW, DISCARDED = lib.MJ_EVENT_KIND_DISCARDED,
  PASSED = lib.MJ_EVENT_KIND_PASSED, MELDED = lib.MJ_EVENT_KIND_MELDED,
  KONG_FLIP = lib.MJ_EVENT_KIND_KONG_FLIP, HAIDI_OFFERED = lib.MJ_EVENT_KIND_HAIDI_OFFERED,
  HAIDI_SHOWN = lib.MJ_EVENT_KIND_HAIDI_SHOWN, WON = lib.MJ_EVENT_KIND_WON,
  EXHAUSTIVE_DRAW = lib.MJ_EVENT_KIND_EXHAUSTIVE_DRAW,
  BIRDS_FLIPPED = lib.MJ_EVENT_KIND_BIRDS_FLIPPED, SETTLED = lib.MJ_EVENT_KIND_SETTLED,
  FINISHED = lib.MJ_EVENT_KIND_FINISHED, EXCHANGE_PICKED = lib.MJ_EVENT_KIND_EXCHANGE_PICKED,
  EXCHANGED = lib.MJ_EVENT_KIND_EXCHANGED, VOIDS_DECLARED = lib.MJ_EVENT_KIND_VOIDS_DECLARED,
  WIN_FAN = lib.MJ_EVENT_KIND_WIN_FAN, FLOWER = lib.MJ_EVENT_KIND_FLOWER,
}
M.draw_source = {
  WALL = lib.MJ_DRAW_SOURCE_WALL, REPLACEMENT = lib.MJ_DRAW_SOURCE_REPLACEMENT,
  HAIDI = lib.MJ_DRAW_SOURCE_HAIDI,
}
M.settle_reason = {
  OPENING_WIN = lib.MJ_SETTLE_REASON_OPENING_WIN, KONG_FEE = lib.MJ_SETTLE_REASON_KONG_FEE,
  WIN = lib.MJ_SETTLE_REASON_WIN, END_OF_HAND = lib.MJ_SETTLE_REASON_END_OF_HAND,
}
M.payment_reason = {
  WIN = lib.MJ_PAYMENT_REASON_WIN, DEALER_BONUS = lib.MJ_PAYMENT_REASON_DEALER_BONUS,
  BIRDS = lib.MJ_PAYMENT_REASON_BIRDS,
  NO_WILDCARD_DOUBLE = lib.MJ_PAYMENT_REASON_NO_WILDCARD_DOUBLE,
  CONCEALED_KONG = lib.MJ_PAYMENT_REASON_CONCEALED_KONG,
  ADDED_KONG = lib.MJ_PAYMENT_REASON_ADDED_KONG, EXPOSED_KONG = lib.MJ_PAYMENT_REASON_EXPOSED_KONG,
  KONG_VOIDED = lib.MJ_PAYMENT_REASON_KONG_VOIDED,
  SELF_DRAW_BONUS = lib.MJ_PAYMENT_REASON_SELF_DRAW_BONUS, CA_GUA = lib.MJ_PAYMENT_REASON_CA_GUA,
  CALL_TRANSFER = lib.MJ_PAYMENT_REASON_CALL_TRANSFER, HUA_ZHU = lib.MJ_PAYMENT_REASON_HUA_ZHU,
  CHA_DA_JIAO = lib.MJ_PAYMENT_REASON_CHA_DA_JIAO, TAX_REFUND = lib.MJ_PAYMENT_REASON_TAX_REFUND,
}
M.sichuan_pattern = {
  PINGHU = lib.MJ_SICHUAN_PATTERN_PINGHU, DUIDUIHU = lib.MJ_SICHUAN_PATTERN_DUIDUIHU,
  JIANGDUI = lib.MJ_SICHUAN_PATTERN_JIANGDUI, QIDUI = lib.MJ_SICHUAN_PATTERN_QIDUI,
  LONGQIDUI = lib.MJ_SICHUAN_PATTERN_LONGQIDUI, QINGYISE = lib.MJ_SICHUAN_PATTERN_QINGYISE,
  DAIYAOJIU = lib.MJ_SICHUAN_PATTERN_DAIYAOJIU, JINGOUDIAO = lib.MJ_SICHUAN_PATTERN_JINGOUDIAO,
  GEN = lib.MJ_SICHUAN_PATTERN_GEN, MENQING = lib.MJ_SICHUAN_PATTERN_MENQING,
  ZHONGZHANG = lib.MJ_SICHUAN_PATTERN_ZHONGZHANG, ZIMO = lib.MJ_SICHUAN_PATTERN_ZIMO,
  GANGSHANGHUA = lib.MJ_SICHUAN_PATTERN_GANGSHANGHUA,
  GANGSHANGPAO = lib.MJ_SICHUAN_PATTERN_GANGSHANGPAO,
  QIANGGANGHU = lib.MJ_SICHUAN_PATTERN_QIANGGANGHU,
  HAIDILAOYUE = lib.MJ_SICHUAN_PATTERN_HAIDILAOYUE, TIANHU = lib.MJ_SICHUAN_PATTERN_TIANHU,
  DIHU = lib.MJ_SICHUAN_PATTERN_DIHU,
}
M.rule_option_kind = {
  BOOL = lib.MJ_RULE_OPTION_KIND_BOOL, INT = lib.MJ_RULE_OPTION_KIND_INT,
  ENUM = lib.MJ_RULE_OPTION_KIND_ENUM,
}
M.value_unit = {
  ALIKE = lib.MJ_VALUE_UNIT_ALIKE, UNITS = lib.MJ_VALUE_UNIT_UNITS, FAN = lib.MJ_VALUE_UNIT_FAN,
}
-- </generated:tables>

if lib.mj_abi_version() ~= M.ABI_VERSION then
  error(string.format("libmajiang has ABI %d; majiang.lua expects %d",
    lib.mj_abi_version(), M.ABI_VERSION))
end

--- This thread's last error message (two-call convention).
function M.last_error()
  local needed = ffi.new("size_t[1]")
  lib.mj_last_error(nil, 0, needed)
  local buf = ffi.new("char[?]", needed[0])
  if lib.mj_last_error(buf, needed[0], needed) ~= lib.MJ_STATUS_OK then return "" end
  return ffi.string(buf, needed[0] - 1)
end

function M.status_name(status)
  return ffi.string(lib.mj_status_name(status))
end

local error_mt = {
  __tostring = function(e) return e.name .. ": " .. e.message end,
}

local function check(status)
  if status ~= lib.MJ_STATUS_OK then
    error(setmetatable({
      status = status, name = M.status_name(status), message = M.last_error(),
    }, error_mt), 3)
  end
end

function M.version() return ffi.string(lib.mj_version()) end
function M.abi_version() return lib.mj_abi_version() end
function M.warm_up() lib.mj_warm_up() end

-- Rule sets --------------------------------------------------------------------

local Rules = {}
Rules.__index = Rules

local function owned(ptr)
  if ptr == nil then check(lib.MJ_STATUS_PANIC) end
  return ffi.gc(ptr, lib.mj_rules_free)
end

--- A preset by name: "changsha", "eval-v1", "standard", "zhuanzhuan", "hongzhong",
--- "sichuan" or "mcr"; another name raises INVALID_OPTION with a message naming them.
function M.rules_by_name(name)
  if type(name) ~= "string" then error("rules name: expected a string, got " .. type(name), 2) end
  local out = ffi.new("MjRules*[1]")
  check(lib.mj_rules_new_by_name(name, out))
  return owned(out[0])
end

--- A rule set: "changsha" (default), "standard", "eval_v1", "zhuanzhuan" (转转),
--- "hongzhong" (红中) or "sichuan" (四川 血战到底); any other name as M.rules_by_name
--- reads it. Deprecated: use M.rules_by_name(name), the one name every binding
--- gives this (docs/names.md); M.rules stays for one release.
function M.rules(preset)
  local make = ({
    changsha = lib.mj_rules_new_changsha, standard = lib.mj_rules_new_standard,
    eval_v1 = lib.mj_rules_new_eval_v1, zhuanzhuan = lib.mj_rules_new_zhuanzhuan,
    hongzhong = lib.mj_rules_new_hongzhong, sichuan = lib.mj_rules_new_sichuan,
  })[preset or "changsha"]
  if make == nil then return M.rules_by_name(preset) end
  return owned(make())
end

function Rules:clone()
  local out = ffi.new("MjRules*[1]")
  check(lib.mj_rules_clone(self, out))
  return owned(out[0])
end

function Rules:set(option, value)
  check(lib.mj_rules_set_option(self, option, value))
  return self
end

function Rules:get(option)
  local out = ffi.new("int32_t[1]")
  check(lib.mj_rules_get_option(self, option, out))
  return out[0]
end

--- Sets the wildcard tile id; nil removes it.
function Rules:set_wildcard(tile)
  check(lib.mj_rules_set_wildcard(self, tile or lib.MJ_NO_TILE))
  return self
end

--- The wildcard tile id, or nil.
function Rules:wildcard()
  local out = ffi.new("int32_t[1]")
  check(lib.mj_rules_get_wildcard(self, out))
  if out[0] == lib.MJ_NO_TILE then return nil end
  return out[0]
end

--- Every rule option of the core's registry (every table's), in id order, as Lua tables:
--- id, name (as mj_rule_option_name and `majiang rules`), zh, en, doc, kind ("bool", "int"
--- or "enum"), min, max, values ({value, zh, en} tables; empty for an int range), families
--- ("changsha", "hunan", "sichuan"), applies (these rules take it), value and default (nil
--- unless applies): what a settings screen is built from. get/set refuse an option these
--- rules do not take.
function Rules:options()
  local list = {}
  local info = ffi.new("MjRuleOptionInfo[1]")
  local text = ffi.new("const char*[1]")
  local zh, en, v = ffi.new("const char*[1]"), ffi.new("const char*[1]"), ffi.new("int32_t[1]")
  local function read(fn, o)
    check(fn(o, text))
    return ffi.string(text[0])
  end
  for o = 0, lib.mj_rule_option_count() - 1 do
    check(lib.mj_rule_option_info(self, o, info))
    local i = info[0]
    local values = {}
    for k = 0, i.choices - 1 do
      check(lib.mj_rule_option_choice(o, k, v, zh, en))
      values[#values + 1] = { value = v[0], zh = ffi.string(zh[0]), en = ffi.string(en[0]) }
    end
    local families = {}
    -- Bit f is family f, named by the library: a new family needs no change here.
    for f = 0, lib.mj_family_count() - 1 do
      if bit.band(i.families, bit.lshift(1, f)) ~= 0 then
        check(lib.mj_family_name(f, zh))
        families[#families + 1] = ffi.string(zh[0])
      end
    end
    local applies = i.applies == 1
    list[#list + 1] = {
      id = i.id, name = read(lib.mj_rule_option_name, o), zh = read(lib.mj_rule_option_chinese_name, o),
      en = read(lib.mj_rule_option_english_name, o), doc = read(lib.mj_rule_option_doc, o),
      kind = ({ "bool", "int", "enum" })[i.kind + 1], min = i.min, max = i.max, values = values,
      families = families, applies = applies,
      value = applies and i.value or nil, default = applies and i.default_value or nil,
    }
  end
  return list
end

--- The option id (mj.option) of this name ("flat_birds", as rules:options() and `majiang rules`
--- name it; the older "pair_258" too); another name raises INVALID_OPTION.
function M.rule_option_by_name(name)
  if type(name) ~= "string" then error("option name: expected a string, got " .. type(name), 2) end
  local out = ffi.new("int32_t[1]")
  check(lib.mj_rule_option_by_name(name, out))
  return out[0]
end

--- Frees the handle now instead of at garbage collection.
function Rules:free()
  lib.mj_rules_free(ffi.gc(self, nil))
end

ffi.metatype("struct MjRules", Rules)

-- Tiles and hands ----------------------------------------------------------------

-- A hand as given: an array of tile ids, or a notation string ("123m456s").
local function tile_array(tiles)
  if type(tiles) == "string" then tiles = M.parse_tiles(tiles) end
  local n = #tiles
  local arr = ffi.new("uint8_t[?]", math.max(n, 1))
  for i = 1, n do arr[i - 1] = tiles[i] end
  return arr, n
end

-- Melds as given: nil, an array of {kind, tile} / {kind = k, tile = t} tables or
-- notation strings, or one notation string ("peng:5m chi:345s").
local function meld_array(melds)
  melds = melds or {}
  if type(melds) == "string" then melds = M.parse_melds(melds) end
  local n = #melds
  local arr = ffi.new("MjMeld[?]", math.max(n, 1))
  for i = 1, n do
    local m = melds[i]
    if type(m) == "string" then m = M.parse_melds(m)[1] end
    arr[i - 1].kind = m.kind or m[1]
    arr[i - 1].tile = m.tile or m[2]
  end
  return arr, n
end

-- Calls a hand function f(rules, tiles, len, melds, count, ..., out).
local function hand_call(f, rules, tiles, melds, out, ...)
  local t, n = tile_array(tiles)
  local m, k = meld_array(melds)
  local args = { ... }
  args[#args + 1] = out
  check(f(rules, t, n, m, k, unpack(args)))
  return out[0]
end

--- Whether the concealed tiles (3n+2 with the melds, the winning tile included) win.
--- A waiting-size hand (3n+1, e.g. 13 tiles: the winning tile missing) raises the
--- WRONG_HAND_SIZE error; mj.waits lists the tiles it waits on.
function M.is_win(rules, tiles, melds)
  return hand_call(lib.mj_is_win, rules, tiles, melds, ffi.new("bool[1]"))
end

--- The targets (mj.target.*) the hand wins by, an ascending array (the mask:
--- lib.mj_winning_targets); a 3n+1 hand raises as in is_win.
function M.winning_targets(rules, tiles, melds)
  local mask = hand_call(lib.mj_winning_targets, rules, tiles, melds, ffi.new("uint32_t[1]"))
  return M.ids_of(tonumber(mask))
end

--- The tile ids completing a 3n+1 hand, an ascending array (the mask: lib.mj_waits).
function M.waits(rules, tiles, melds)
  return M.ids_of(tonumber(hand_call(lib.mj_waits, rules, tiles, melds, ffi.new("uint64_t[1]"))))
end

--- Copies left of each wait: a table indexed by tile id (0-33). `unseen`, if
--- given, is a table indexed by id of the copies not yet seen.
function M.wait_counts(rules, tiles, melds, unseen)
  local given = nil
  if unseen then
    given = ffi.new("MjTileCounts")
    for id = 0, 33 do given.counts[id] = unseen[id] or 0 end
  end
  local t, n = tile_array(tiles)
  local m, k = meld_array(melds)
  local out = ffi.new("MjTileCounts")
  check(lib.mj_wait_counts(rules, t, n, m, k, given, out))
  local counts = {}
  for id = 0, 33 do counts[id] = out.counts[id] end
  return counts
end

function M.shanten(rules, tiles, melds)
  return hand_call(lib.mj_shanten, rules, tiles, melds, ffi.new("int32_t[1]"))
end

--- Shanten for one target (mj.target.*), or nil when unreachable.
function M.shanten_for(rules, target, tiles, melds)
  local s = hand_call(lib.mj_shanten_for, rules, tiles, melds, ffi.new("int32_t[1]"), target)
  if s == lib.MJ_SHANTEN_UNREACHABLE then return nil end
  return s
end

--- The tile ids whose bits are set in a mask, ascending.
function M.ids_of(mask)
  mask = tonumber(mask)
  local ids = {}
  for id = 0, 33 do
    if math.floor(mask / 2 ^ id) % 2 == 1 then ids[#ids + 1] = id end
  end
  return ids
end

-- Runs a buffer-filling call twice: to size, then to fill. Returns buffer, length.
local function fill(ctype, call)
  local len = ffi.new("size_t[1]")
  local status = call(nil, 0, len)
  if status == lib.MJ_STATUS_OK then return nil, 0 end
  if status ~= lib.MJ_STATUS_BUFFER_TOO_SMALL then check(status) end
  local buf = ffi.new(ctype, len[0])
  check(call(buf, len[0], len))
  return buf, tonumber(len[0])
end

--- Tile ids from notation ("123m 五万").
function M.parse_tiles(notation)
  local buf, n = fill("uint8_t[?]", function(out, cap, len)
    return lib.mj_parse_tiles(notation, out, cap, len)
  end)
  local ids = {}
  for i = 0, n - 1 do ids[#ids + 1] = buf[i] end
  return ids
end

--- Melds from notation ("peng:5m chi:345s") as {kind = k, tile = t} tables.
function M.parse_melds(notation)
  local buf, n = fill("MjMeld[?]", function(out, cap, len)
    return lib.mj_parse_melds(notation, out, cap, len)
  end)
  local melds = {}
  for i = 0, n - 1 do melds[#melds + 1] = { kind = buf[i].kind, tile = buf[i].tile } end
  return melds
end

local function format_with(f, tiles)
  local t, n = tile_array(tiles)
  local buf, len = fill("char[?]", function(out, cap, out_len) return f(t, n, out, cap, out_len) end)
  return ffi.string(buf, len - 1)
end

--- Compact notation ("123m45s").
function M.format_tiles(tiles) return format_with(lib.mj_format_tiles, tiles) end

--- Chinese names ("五万 四条").
function M.format_tiles_chinese(tiles) return format_with(lib.mj_format_tiles_chinese, tiles) end

-- Changsha analysis and payments ----------------------------------------------------

--- What a complete-size hand is worth (MjWinAnalysis cdata). `ctx` is a table
--- of 0/1 flags {self_draw, last_tile, kong_flip, robbed_kong, first_turn,
--- dealer} (missing ones 0); nil: a win on an ordinary discard by a non-dealer.
function M.analyze_win(rules, tiles, melds, ctx)
  local c = ffi.new("MjWinContext")
  for k, v in pairs(ctx or {}) do c[k] = v end
  local t, n = tile_array(tiles)
  local m, k = meld_array(melds)
  local out = ffi.new("MjWinAnalysis")
  check(lib.mj_analyze_win(rules, t, n, m, k, c, out))
  return out
end

local function name_of(f, id)
  local out = ffi.new("const char*[1]")
  check(f(id, out))
  return ffi.string(out[0])
end

--- Stable identifiers and Chinese names of big hands and opening wins.
function M.big_hand_id_name(id) return name_of(lib.mj_big_hand_id_name, id) end
function M.big_hand_chinese_name(id) return name_of(lib.mj_big_hand_chinese_name, id) end
function M.opening_win_id_name(id) return name_of(lib.mj_opening_win_id_name, id) end
function M.opening_win_chinese_name(id) return name_of(lib.mj_opening_win_chinese_name, id) end

--- The big hands of an analysis: an array of {id = "qingyise", units = 1}.
function M.big_hands(analysis)
  local out = {}
  for id = 0, M.BIG_HAND_SLOTS - 1 do
    if bit.band(bit.rshift(analysis.big_hands, id), 1) == 1 then
      out[#out + 1] = { id = M.big_hand_id_name(id), units = analysis.big_hand_units[id] }
    end
  end
  return out
end

-- 四川 analysis ----------------------------------------------------------------------

--- The fan (before the cap) and patterns of a complete-size hand under the 四川 rules
--- (mj.rules("sichuan")), as MjSichuanAnalysis cdata: win is 0 for a hand without a
--- winning shape or holding all three suits (缺一门). `ctx` is a table of 0/1 flags
--- {self_draw, after_kong, robbed_kong, last_tile, first_turn, dealer} (missing ones 0);
--- nil: the hand alone, as if won on a discard.
function M.sichuan_analyze(rules, tiles, melds, ctx)
  local c = nil
  if ctx then
    c = ffi.new("MjSichuanContext")
    for k, v in pairs(ctx) do c[k] = v end
  end
  local t, n = tile_array(tiles)
  local m, k = meld_array(melds)
  local out = ffi.new("MjSichuanAnalysis")
  check(lib.mj_sichuan_analyze(rules, t, n, m, k, c, out))
  return out
end

--- Stable identifiers, Chinese and English names of the 四川 patterns (mj.sichuan_pattern.*).
function M.sichuan_pattern_id_name(id) return name_of(lib.mj_sichuan_pattern_id_name, id) end
function M.sichuan_pattern_chinese_name(id)
  return name_of(lib.mj_sichuan_pattern_chinese_name, id)
end
function M.sichuan_pattern_english_name(id)
  return name_of(lib.mj_sichuan_pattern_english_name, id)
end

-- What a hand is worth, in one shape for every preset ------------------------------------

-- MjHandValue.unit by name: what a value's total counts.
local value_units = { [0] = "alike", [1] = "units", [2] = "fan" }

-- A fixed-size UTF-8 name field of an MjValueLine: its bytes up to the first NUL.
local function name_field(field)
  local n = 0
  while n < M.VALUE_NAME_BYTES and field[n] ~= 0 do n = n + 1 end
  return ffi.string(field, n)
end

-- A value as a table from the MjHandValue cdata and its MjValueLine buffer of `n` lines.
local function value_table(v, lines, n)
  local out = {}
  for i = 0, n - 1 do
    local l = lines[i]
    out[#out + 1] = {
      id = name_field(l.id), chinese = name_field(l.chinese), english = name_field(l.english),
      value = tonumber(l.value), count = tonumber(l.count),
    }
  end
  return {
    unit = value_units[tonumber(v.unit)], win = v.win == 1, total = tonumber(v.total),
    toward_minimum = tonumber(v.toward_minimum), meets_minimum = v.meets_minimum == 1,
    shanten = v.shanten, lines = out,
  }
end

-- Runs a value call f(out, lines, cap, out_len) with its lines buffer.
local function value_of(f)
  local v = ffi.new("MjHandValue")
  local lines, n = fill("MjValueLine[?]", function(buf, cap, len) return f(v, buf, cap, len) end)
  return value_table(v, lines, n)
end

local function context_arg(context)
  if context ~= nil and type(context) ~= "string" then
    error("context: expected words in a string, got " .. type(context), 3)
  end
  return context
end

--- What a complete-size (3n+2) hand is worth under `rules`, whatever the preset (长沙 big
--- hands in units, 转转 / 红中 the winning shape, 四川 patterns in fan, "mcr" fans and the
--- minimum), won as the `context` words say: "win:TILE self_drawn last_copy kong
--- kong_discard last_tile first_turn dealer seat:E|S|W|N round:E|S|W|N flowers:N" (nil or
--- "": on a discard of the last tile given). A table {unit ("alike", "units" or "fan"), win,
--- total, toward_minimum, meets_minimum, shanten, lines}, each line {id, chinese, english,
--- value, count}; win false, no lines and the shanten for tiles that do not win. An unknown
--- word or a situation the hand cannot have raises.
function M.hand_value(rules, tiles, melds, context)
  local words = context_arg(context)
  local t, n = tile_array(tiles)
  local m, k = meld_array(melds)
  return value_of(function(out, lines, cap, len)
    return lib.mj_hand_value(rules, t, n, m, k, words, out, lines, cap, len)
  end)
end

-- The context words a wait does not inherit: they belong to one tile (mj_valued_waits).
local one_tile_words = { last_copy = true, kong = true, kong_discard = true }

--- The waits of a 3n+1 hand, ascending: an array of {tile, value}, the value as
--- mj.hand_value gives it, lines included (won as the `context` words say with the wait as
--- its winning tile; nil: on a discard).
function M.valued_waits(rules, tiles, melds, context)
  local words = context_arg(context)
  local t, n = tile_array(tiles)
  local m, k = meld_array(melds)
  local buf, len = fill("MjValuedWait[?]", function(out, cap, l)
    return lib.mj_valued_waits(rules, t, n, m, k, words, out, cap, l)
  end)
  -- A wait's lines are the hand with the wait added and won on it, without the words that
  -- belong to one tile: what mj_valued_waits valued.
  local kept = {}
  for w in (words or ""):gmatch("%S+") do
    if not one_tile_words[w] and w:sub(1, 4) ~= "win:" then kept[#kept + 1] = w end
  end
  local ids = {}
  for i = 0, n - 1 do ids[i + 1] = t[i] end
  local out = {}
  for i = 0, len - 1 do
    local tile = buf[i].tile
    ids[n + 1] = tile
    kept[#kept + 1] = "win:" .. M.format_tiles({ tile })
    local value = value_table(buf[i].value, nil, 0)
    value.lines = M.hand_value(rules, ids, melds, table.concat(kept, " ")).lines
    kept[#kept] = nil
    out[#out + 1] = { tile = tile, value = value }
  end
  return out
end

--- The stable identifier, Chinese and English labels of a payment reason
--- (MjPaymentReason): "cagua", "擦挂", "kong from a discard (cagua)".
function M.payment_reason_id_name(id) return name_of(lib.mj_payment_reason_id_name, id) end
function M.payment_reason_chinese_name(id)
  return name_of(lib.mj_payment_reason_chinese_name, id)
end
function M.payment_reason_english_name(id)
  return name_of(lib.mj_payment_reason_english_name, id)
end

--- The patterns of a 四川 analysis: an array of identifiers in pattern order, "gen" once
--- per four ({"duiduihu", "jingoudiao", "gen"}); empty when not a win.
function M.sichuan_patterns(analysis)
  local out = {}
  for id = 0, M.SICHUAN_PATTERN_SLOTS - 1 do
    for _ = 1, analysis.pattern_counts[id] do out[#out + 1] = M.sichuan_pattern_id_name(id) end
  end
  return out
end

--- The tile ids completing a 3n+1 hand into a 四川 win, ascending (缺一门: none of the
--- third suit, none while three suits are held).
function M.sichuan_waits(rules, tiles, melds)
  local mask = hand_call(lib.mj_sichuan_waits, rules, tiles, melds, ffi.new("uint64_t[1]"))
  return M.ids_of(tonumber(mask))
end

--- The best hand a ready 3n+1 hand wins with (what 查大叫 pays): its tile id and its
--- MjSichuanAnalysis; nil when not ready.
function M.sichuan_best_ready_hand(rules, tiles, melds)
  local t, n = tile_array(tiles)
  local m, k = meld_array(melds)
  local tile, out = ffi.new("int32_t[1]"), ffi.new("MjSichuanAnalysis")
  check(lib.mj_sichuan_best_ready_hand(rules, t, n, m, k, tile, out))
  if tile[0] == lib.MJ_NO_TILE then return nil end
  return tile[0], out
end

--- The opening wins of a dealt hand of 13 or 14 tiles (MjOpeningWins cdata).
function M.opening_wins(rules, dealt)
  local t, n = tile_array(dealt)
  local out = ffi.new("MjOpeningWins")
  check(lib.mj_opening_wins(rules, t, n, out))
  return out
end

local function points(p) return { p.points[0], p.points[1], p.points[2], p.points[3] } end

--- Point deltas {seat 0, 1, 2, 3} of a win; `payer` is a seat or mj.SELF_DRAW.
function M.settle_win(rules, analysis, winner, payer, dealer, birds)
  local b, n = tile_array(birds or {})
  local out = ffi.new("MjPoints")
  check(lib.mj_settle_win(rules, analysis, winner, payer, dealer, b, n, out))
  return points(out)
end

--- Point deltas {seat 0, 1, 2, 3} of `occurrences` opening wins by `player`.
function M.settle_opening(rules, player, occurrences, dealer)
  local out = ffi.new("MjPoints")
  check(lib.mj_settle_opening(rules, player, occurrences, dealer, out))
  return points(out)
end

-- Copies `n` elements of a filled buffer into a Lua array of cdata values.
local function copies(ctype, buf, n)
  local out = {}
  for i = 0, n - 1 do out[i + 1] = ffi.new(ctype, buf[i]) end
  return out
end

local function counts_arg(unseen)
  if not unseen then return nil end
  local c = ffi.new("MjTileCounts")
  for id = 0, 33 do c.counts[id] = unseen[id] or 0 end
  return c
end

-- A ranked discard as a table: the raw struct's `draws` mask as the array
-- `useful_kinds`, its `draws_left` as `unseen_copies` (also kept under the
-- deprecated name `draws_left` for one release).
local function option_table(o)
  return {
    tile = o.tile, index = o.index, shanten = o.shanten,
    useful_kinds = M.ids_of(o.draws), unseen_copies = o.draws_left,
    draws_left = o.draws_left,
  }
end

--- The discards of a complete-size hand ranked best first: an array of tables
--- {tile, index (0-based), shanten, useful_kinds (the kinds whose draw lowers the
--- shanten, the waits when ready), unseen_copies (their copies still to come)}.
--- `unseen`, if given, is a table indexed by id of the copies not seen.
function M.discard_options(rules, tiles, melds, unseen)
  local t, n = tile_array(tiles)
  local m, k = meld_array(melds)
  local u = counts_arg(unseen)
  local buf, len = fill("MjDiscardOption[?]", function(out, cap, l)
    return lib.mj_discard_options(rules, t, n, m, k, u, out, cap, l)
  end)
  local options = {}
  for i = 0, len - 1 do options[i + 1] = option_table(buf[i]) end
  return options
end

-- AI players -----------------------------------------------------------------------

local Ai = {}
Ai.__index = Ai

-- Each AI's own difficulty, the default of its claim questions (weak keys: an
-- AI collected is forgotten).
local difficulty_of = setmetatable({}, { __mode = "k" })

--- An AI player of `difficulty` (mj.difficulty.*) with random choices from
--- `seed`, playing by `rules` (EASY, MEDIUM, HARD or EXPERT).
function M.ai(difficulty, seed, rules)
  local out = ffi.new("MjAi*[1]")
  check(lib.mj_ai_new(difficulty, seed, rules, out))
  local ai = ffi.gc(out[0], lib.mj_ai_free)
  difficulty_of[ai] = difficulty
  return ai
end

--- True when this build has a player of `difficulty`.
function M.ai_available(difficulty)
  local out = ffi.new("bool[1]")
  check(lib.mj_ai_difficulty_available(difficulty, out))
  return out[0]
end

--- The tutorial's DecideDiscard: the index (0-based, into `tiles`) to discard.
function Ai:decide_discard(tiles, melds)
  local t, n = tile_array(tiles)
  local m, k = meld_array(melds)
  local out = ffi.new("size_t[1]")
  check(lib.mj_ai_decide_discard(self, t, n, m, k, out))
  return tonumber(out[0])
end

-- One tile as given: an id, or its notation ("5m").
local function tile_arg(tile)
  if type(tile) == "string" then
    local ids = M.parse_tiles(tile)
    if #ids ~= 1 then error(string.format("tile: %q is %d tiles, not one", tile, #ids), 3) end
    return ids[1]
  end
  return tile
end

local function ask(f, ai, hand, tile, difficulty)
  local t, n = tile_array(hand)
  local out = ffi.new("bool[1]")
  check(f(ai, t, n, tile_arg(tile), difficulty or difficulty_of[ai], out))
  return out[0]
end

--- The tutorial's ShouldPeng / ShouldChi / ShouldGang(hand, tile, difficulty);
--- `difficulty` defaults to the AI's own.
function Ai:should_peng(hand, tile, d) return ask(lib.mj_ai_should_peng, self, hand, tile, d) end
function Ai:should_chi(hand, tile, d) return ask(lib.mj_ai_should_chi, self, hand, tile, d) end
function Ai:should_gang(hand, tile, d) return ask(lib.mj_ai_should_gang, self, hand, tile, d) end

--- Whether the AI declares a win with this complete-size hand (every level
--- takes a win it has).
function Ai:should_hu(tiles, melds)
  local t, n = tile_array(tiles)
  local m, k = meld_array(melds)
  local out = ffi.new("bool[1]")
  check(lib.mj_ai_should_hu(self, t, n, m, k, out))
  return out[0]
end

--- Counts a discarded (shown, flipped) tile as seen.
function Ai:observe_discard(tile) check(lib.mj_ai_observe_discard(self, tile_arg(tile))) end

--- Counts another player's meld ({kind, tile}) as seen, less its already
--- observed `claimed_tile` (nil: none); a meld may be given in notation
--- ("peng:5m"). `by_seat` (0-3): the seat that laid it down, for a meld of a
--- seat the AI plays (several seats, or a one-seat AI's own claims): every
--- other seat counts it, and that seat takes the claimed tile back out of
--- what it saw (its hand holds it); nil: every seat counts it.
function Ai:observe_meld(meld, claimed_tile, by_seat)
  if type(meld) == "string" then meld = M.parse_melds(meld)[1] end
  local m = ffi.new("MjMeld", meld.kind or meld[1], meld.tile or meld[2])
  local claimed = claimed_tile and tile_arg(claimed_tile) or lib.MJ_NO_TILE
  if by_seat == nil then
    check(lib.mj_ai_observe_meld(self, m, claimed))
  else
    check(lib.mj_ai_observe_meld_by(self, by_seat, m, claimed))
  end
end

--- One AI may play every seat. With no seat (a new AI; `set_seat(nil)` or
--- M.NONE) each question is answered from that call's arguments alone, so a
--- shared AI that never names a seat answers as one AI per seat. `set_seat(s)`
--- (0-3) chooses the seat the questions are about until the next call, each
--- seat keeping its own memory (own melds, generator, what it saw); `seat()`
--- reads it (M.NONE for none).
function Ai:set_seat(seat) check(lib.mj_ai_set_seat(self, seat or M.NONE)) end
function Ai:seat()
  local out = ffi.new("int32_t[1]")
  check(lib.mj_ai_seat(self, out))
  return out[0]
end

function Ai:reset() check(lib.mj_ai_reset(self)) end
function Ai:reseed(seed) check(lib.mj_ai_reseed(self, seed)) end

--- Copies of each kind observed so far: a table indexed by id (0-33).
function Ai:observed()
  local out = ffi.new("MjTileCounts")
  check(lib.mj_ai_observed(self, out))
  local counts = {}
  for id = 0, 33 do counts[id] = out.counts[id] end
  return counts
end

-- The hint tables of `len` MjHints in `buf`, each joined to its English and
-- Chinese reason (lists in the same order).
local function hint_tables(buf, len, english, chinese)
  local hints = {}
  for i = 0, len - 1 do
    local h = option_table(buf[i])
    h.targets = M.ids_of(buf[i].targets)
    h.win_prob, h.points = buf[i].win_prob, buf[i].points
    h.reason, h.reason_zh = english[i + 1], chinese[i + 1]
    hints[i + 1] = h
  end
  return hints
end

--- The hint list: EXPERT's ranking of the discards, best first, an array of
--- tables as M.discard_options gives (copies net of what was observed) with
--- `targets` (the closest, mj.target.* ids), `win_prob` (0-1), `points`
--- (expected) and the reasons `reason` (English) and `reason_zh` (Chinese).
function Ai:hints(tiles, melds)
  local t, n = tile_array(tiles)
  local m, k = meld_array(melds)
  local buf, len = fill("MjHint[?]", function(out, cap, l)
    return lib.mj_ai_hints(self, t, n, m, k, out, cap, l)
  end)
  return hint_tables(buf, len, self:hint_reasons(tiles, melds, false),
    self:hint_reasons(tiles, melds, true))
end

--- The reasons alone, one per hint in the order of Ai:hints (which carries
--- them), English, or Chinese when `chinese` is true.
function Ai:hint_reasons(tiles, melds, chinese)
  local t, n = tile_array(tiles)
  local m, k = meld_array(melds)
  local buf, len = fill("char[?]", function(out, cap, l)
    return lib.mj_ai_hint_reasons(self, t, n, m, k, chinese and 1 or 0, out, cap, l)
  end)
  local lines = {}
  for line in ffi.string(buf, len - 1):gmatch("([^\n]*)\n") do lines[#lines + 1] = line end
  return lines
end

--- Tiles left in the wall, so EXPERT knows its draws to come
--- (M.WALL_ESTIMATE: estimate from the observed discards).
function Ai:set_wall_left(wall_left) check(lib.mj_ai_set_wall_left(self, wall_left)) end

--- 四川 at the host's own table: the void suit the current seat declared (定缺:
--- 0 万, 1 条, 2 筒; nil or M.NONE for none, as sichuan_seat gives it). Until the
--- seat holds none of it, only its tiles are discarded and hinted, none is
--- claimed and no win is taken. reset forgets it.
function Ai:set_void(suit) check(lib.mj_ai_set_void(self, suit or M.NONE)) end

--- Whether the AI wins on another player's discard `tile` completing its 3n+1
--- hand (EXPERT may pass a small hand).
function Ai:should_hu_discard(tiles, tile, melds)
  local t, n = tile_array(tiles)
  local m, k = meld_array(melds)
  local out = ffi.new("bool[1]")
  check(lib.mj_ai_should_hu_discard(self, t, n, m, k, tile_arg(tile), out))
  return out[0]
end

--- Frees the handle now instead of at garbage collection.
function Ai:free() lib.mj_ai_free(ffi.gc(self, nil)) end

ffi.metatype("struct MjAi", Ai)

-- Games --------------------------------------------------------------------------------

local Game = {}
Game.__index = Game

local function owned_game(ptr) return ffi.gc(ptr, lib.mj_game_free) end

--- One hand on the wall of `seed`, `dealer` (0-3) dealing.
function M.game(rules, seed, dealer)
  local out = ffi.new("MjGame*[1]")
  check(lib.mj_game_new(rules, seed, dealer, out))
  return owned_game(out[0])
end

--- The game a JSON-lines record leaves (see Game:record_json).
function M.game_replay(record)
  local out = ffi.new("MjGame*[1]")
  check(lib.mj_game_replay(record, out))
  return owned_game(out[0])
end

--- Phase, whose decision, the offer, the wall, the scores: a table of MjGameState's fields
--- (scores.points[seat] and tiles[0 .. tile_count - 1] as cdata copies) whose seat sets
--- are lists of seats (0-3), as every binding gives them: pending (the seats that must
--- answer now) and frozen (the seats that declared 开杠).
function Game:state()
  local s = ffi.new("MjGameState")
  check(lib.mj_game_state(self, s))
  return {
    scores = ffi.new("MjPoints", s.scores), phase = s.phase, seat = s.seat, offer = s.offer,
    tile_count = s.tile_count, tiles = ffi.new("uint8_t[4]", s.tiles),
    pending = M.ids_of(s.pending), next_seat = s.next_seat, dealer = s.dealer,
    wall_left = s.wall_left, frozen = M.ids_of(s.frozen),
    -- Deprecated: the 0.1 bit masks (1 << seat) of pending and frozen; use the lists.
    -- Removed in the next minor release.
    pending_mask = s.pending, frozen_mask = s.frozen,
  }
end

local function seat_tiles(f, game, seat)
  local buf, n = fill("uint8_t[?]", function(out, cap, len) return f(game, seat, out, cap, len) end)
  local ids = {}
  for i = 0, n - 1 do ids[#ids + 1] = buf[i] end
  return ids
end

--- A seat's concealed tiles, sorted (the host decides what to show).
function Game:hand(seat) return seat_tiles(lib.mj_game_hand, self, seat) end

--- A seat's hand as dealt, sorted.
function Game:dealt(seat) return seat_tiles(lib.mj_game_dealt, self, seat) end

--- The tile a seat just drew, or nil.
function Game:drawn_tile(seat)
  local out = ffi.new("int32_t[1]")
  check(lib.mj_game_drawn_tile(self, seat, out))
  if out[0] == lib.MJ_NO_TILE then return nil end
  return out[0]
end

local function seat_list(ctype, f, game, seat)
  local buf, n = fill(ctype .. "[?]", function(out, cap, len) return f(game, seat, out, cap, len) end)
  return copies(ctype, buf, n)
end

--- A seat's melds (MjMeld cdata), concealed kongs included.
function Game:melds(seat) return seat_list("MjMeld", lib.mj_game_melds, self, seat) end

--- A seat's discard pile (MjDiscard cdata).
function Game:discards(seat) return seat_list("MjDiscard", lib.mj_game_discards, self, seat) end

--- What `seat` may do now (MjAction cdata; empty when nothing is asked of it).
function Game:legal_actions(seat)
  return seat_list("MjAction", lib.mj_game_legal_actions, self, seat)
end

--- The hint list of `seat` in its turn: EXPERT's ranking of the discards
--- legal now, best first, tables as Ai:hints gives them (`index` is the
--- position in Game:hand(seat)), from what the seat sees (its void suit on
--- 四川; "mcr" prices its own wind). Empty when it is not the seat's turn to
--- discard.
function Game:hints(seat)
  local buf, len = fill("MjHint[?]", function(out, cap, l)
    return lib.mj_game_hints(self, seat, out, cap, l)
  end)
  return hint_tables(buf, len, self:hint_reasons(seat, false), self:hint_reasons(seat, true))
end

--- The reasons alone, one per hint of Game:hints(seat) in its order,
--- English, or Chinese when `chinese` is true.
function Game:hint_reasons(seat, chinese)
  local buf, len = fill("char[?]", function(out, cap, l)
    return lib.mj_game_hint_reasons(self, seat, chinese and 1 or 0, out, cap, l)
  end)
  local lines = {}
  for line in ffi.string(buf, len - 1):gmatch("([^\n]*)\n") do lines[#lines + 1] = line end
  return lines
end

--- Plays an action (MjAction cdata or {kind, tile}); raises ILLEGAL_ACTION
--- (game unchanged) when it is not legal.
function Game:apply(seat, action)
  if type(action) == "table" then
    action = ffi.new("MjAction", action.kind or action[1], action.tile or action[2] or 0)
  end
  check(lib.mj_game_apply(self, seat, action))
end

--- The events since the last call (MjEvent cdata).
function Game:events()
  local buf, n = fill("MjEvent[?]", function(out, cap, len)
    return lib.mj_game_events(self, out, cap, len)
  end)
  return copies("MjEvent", buf, n)
end

local function game_list(ctype, f, game)
  local buf, n = fill(ctype .. "[?]", function(out, cap, len) return f(game, out, cap, len) end)
  return copies(ctype, buf, n)
end

--- The outcome: a table of MjGameResult's fields (finished 0 while the hand is on;
--- deltas.points[seat], big_hands[seat], units[seat] and birds[0 .. bird_count - 1] as
--- cdata copies; from and next_dealer mj.NONE for none) whose winners is a list of seats
--- (0-3), and wins, every win of the hand as Game:wins gives them.
function Game:result()
  local r = ffi.new("MjGameResult")
  check(lib.mj_game_result(self, r))
  return {
    finished = r.finished, deltas = ffi.new("MjPoints", r.deltas),
    big_hands = ffi.new("uint32_t[4]", r.big_hands), units = ffi.new("uint32_t[4]", r.units),
    winners = M.ids_of(r.winners), from = r.from, next_dealer = r.next_dealer,
    bird_count = r.bird_count, birds = ffi.new("uint8_t[" .. lib.MJ_EVENT_TILES .. "]", r.birds),
    wins = self:wins(),
    -- Deprecated: the 0.1 bit mask (1 << seat) of winners; use the list. Removed in the
    -- next minor release.
    winners_mask = r.winners,
  }
end

--- Every payment line of a finished hand on a flat table (转转, 红中) or a 四川 table, in the
--- order paid: tables {from, to, points, reason (mj.payment_reason.*), hits (a BIRDS line's
--- bird hits, else 0), reason_id ("cagua"), label (中文, "擦挂"; a BIRDS line "中鸟 ×2"),
--- label_en ("birds ×2")}; per seat they add up to the result's deltas. Empty while the hand
--- is on and under Changsha scoring.
function Game:payments()
  local lines = {}
  for i, p in ipairs(game_list("MjPayment", lib.mj_game_payments, self)) do
    -- A BIRDS line says how many birds hit, as every binding's label does.
    local hits = p.reason == M.payment_reason.BIRDS and (" ×" .. p.hits) or ""
    lines[i] = {
      from = p.from, to = p.to, points = p.points, reason = p.reason, hits = p.hits,
      reason_id = M.payment_reason_id_name(p.reason),
      label = M.payment_reason_chinese_name(p.reason) .. hits,
      label_en = M.payment_reason_english_name(p.reason) .. hits,
    }
  end
  return lines
end

--- Every bird flipped after the win (MjBird cdata: tile, seat, hits).
function Game:birds() return game_list("MjBird", lib.mj_game_birds, self) end

--- Every win of the finished hand, in the order won: tables {seat, from (mj.NONE for a
--- self-draw), tile (mj.NONE for 天胡), deltas (this win's payments, deltas.points[seat]),
--- value (what it was worth as the table scored it, as Game:win_value gives it), fan (the
--- value's total where it counts fan: 四川 before the cap, flowers included; nil elsewhere),
--- patterns (四川: ids in pattern order as mj.sichuan_patterns gives them), small (true for
--- Changsha's 小胡, every flat-table win, a 四川 win of 0 fan), big_hands (Changsha: ids,
--- "qingyise"), units, sichuan (the raw MjSichuanAnalysis)}.
function Game:wins()
  local wins = {}
  for i, w in ipairs(game_list("MjWin", lib.mj_game_wins, self)) do
    local big = {}
    for id = 0, M.BIG_HAND_SLOTS - 1 do
      if bit.band(bit.rshift(w.big_hands, id), 1) == 1 then
        big[#big + 1] = M.big_hand_id_name(id)
      end
    end
    local value = self:win_value(i - 1)
    wins[i] = {
      seat = w.seat, from = w.from, tile = w.tile, deltas = ffi.new("MjPoints", w.deltas),
      value = value, fan = value.unit == "fan" and value.total or nil,
      patterns = M.sichuan_patterns(w.sichuan), small = w.small == 1,
      big_hands = big, units = tonumber(w.units),
      sichuan = ffi.new("MjSichuanAnalysis", w.sichuan),
    }
  end
  return wins
end

--- What win number `win` (0-based, default 0) of the finished hand was worth, as the table
--- scored it in its situation (flowers, winds, 杠上开花 …), as mj.hand_value gives a value;
--- raises with no such win.
function Game:win_value(win)
  return value_of(function(out, lines, cap, len)
    return lib.mj_game_win_value(self, win or 0, out, lines, cap, len)
  end)
end

--- A seat's standing at a 四川 table (MjSichuanSeat cdata: void_suit, MJ_NONE until every
--- seat has declared; wins; left, 1 once it has left the hand).
function Game:sichuan_seat(seat)
  local out = ffi.new("MjSichuanSeat")
  check(lib.mj_game_sichuan_seat(self, seat, out))
  return out
end

--- What a built-in AI would play for `seat` (MjAction cdata, not applied).
function Game:ai_action(seat, ai)
  local out = ffi.new("MjAction")
  check(lib.mj_game_ai_action(self, seat, ai, out))
  return out
end

--- The game record as JSON lines.
function Game:record_json()
  local buf, n = fill("char[?]", function(out, cap, len)
    return lib.mj_game_record_json(self, out, cap, len)
  end)
  return ffi.string(buf, n - 1)
end

--- Frees the handle now instead of at garbage collection.
function Game:free() lib.mj_game_free(ffi.gc(self, nil)) end

ffi.metatype("struct MjGame", Game)

return M
