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
--   rules:clone()); the garbage collector calls mj_rules_free.
-- - Waits come back as a Lua number bit mask (bit id set for each wait);
--   mj.ids_of(mask) lists them.
local ffi = require("ffi")
local bit = require("bit")

-- BEGIN CDEF (generated from include/majiang.h by crates/ffi/tests/header.rs)
ffi.cdef[[
static const int MJ_SHANTEN_UNREACHABLE = 99;
static const int MJ_NO_TILE = -1;
static const int MJ_KINDS = 34;
static const int MJ_SUITED_KINDS = 27;
static const int MJ_ABI_VERSION = 1;
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
typedef struct MjRules MjRules;
typedef struct {
  uint8_t kind;
  uint8_t tile;
} MjMeld;
typedef struct {
  uint8_t counts[34];
} MjTileCounts;
MjStatus mj_last_error(char *buf, size_t len, size_t *needed);
const char *mj_status_name(int32_t status);
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
MjRules *mj_rules_new_changsha(void);
MjRules *mj_rules_new_eval_v1(void);
MjRules *mj_rules_new_standard(void);
MjStatus mj_rules_clone(const MjRules *rules, MjRules **out);
void mj_rules_free(MjRules *rules);
MjStatus mj_rules_set_option(MjRules *rules, int32_t option, int32_t value);
MjStatus mj_rules_get_option(const MjRules *rules, int32_t option, int32_t *out_value);
MjStatus mj_rules_set_wildcard(MjRules *rules, int32_t tile);
MjStatus mj_rules_get_wildcard(const MjRules *rules, int32_t *out_tile);
MjStatus mj_parse_tiles(const char *notation, uint8_t *out, size_t cap, size_t *out_len);
MjStatus mj_format_tiles(const uint8_t *tiles, size_t len, char *buf, size_t cap, size_t *out_len);
MjStatus mj_format_tiles_chinese(const uint8_t *tiles,
                                 size_t len,
                                 char *buf,
                                 size_t cap,
                                 size_t *out_len);
uint32_t mj_abi_version(void);
const char *mj_version(void);
]]
-- END CDEF

local lib = ffi.load(os.getenv("MAJIANG_LIB") or "majiang")

local M = { lib = lib }

M.ABI_VERSION = lib.MJ_ABI_VERSION
M.KINDS = lib.MJ_KINDS
M.NO_TILE = lib.MJ_NO_TILE
M.SHANTEN_UNREACHABLE = lib.MJ_SHANTEN_UNREACHABLE

if lib.mj_abi_version() ~= M.ABI_VERSION then
  error(string.format("libmajiang has ABI %d; majiang.lua expects %d",
    lib.mj_abi_version(), M.ABI_VERSION))
end

M.status = {
  OK = lib.MJ_STATUS_OK, NULL_POINTER = lib.MJ_STATUS_NULL_POINTER,
  INVALID_ARGUMENT = lib.MJ_STATUS_INVALID_ARGUMENT, INVALID_TILE = lib.MJ_STATUS_INVALID_TILE,
  INVALID_MELD = lib.MJ_STATUS_INVALID_MELD, INVALID_HAND = lib.MJ_STATUS_INVALID_HAND,
  WRONG_HAND_SIZE = lib.MJ_STATUS_WRONG_HAND_SIZE, PARSE_ERROR = lib.MJ_STATUS_PARSE_ERROR,
  INVALID_UTF8 = lib.MJ_STATUS_INVALID_UTF8, BUFFER_TOO_SMALL = lib.MJ_STATUS_BUFFER_TOO_SMALL,
  INVALID_OPTION = lib.MJ_STATUS_INVALID_OPTION, ILLEGAL_ACTION = lib.MJ_STATUS_ILLEGAL_ACTION,
  PANIC = lib.MJ_STATUS_PANIC,
}
M.meld = {
  CHI = lib.MJ_MELD_KIND_CHI, PENG = lib.MJ_MELD_KIND_PENG, GANG = lib.MJ_MELD_KIND_GANG,
  AN_GANG = lib.MJ_MELD_KIND_AN_GANG, BU_GANG = lib.MJ_MELD_KIND_BU_GANG,
}
M.target = {
  REGULAR = lib.MJ_TARGET_REGULAR, PENGPENGHU = lib.MJ_TARGET_PENGPENGHU,
  QINGYISE = lib.MJ_TARGET_QINGYISE, SEVEN_PAIRS = lib.MJ_TARGET_SEVEN_PAIRS,
  JIANGJIANGHU = lib.MJ_TARGET_JIANGJIANGHU, QUANQIUREN = lib.MJ_TARGET_QUANQIUREN,
  THIRTEEN_ORPHANS = lib.MJ_TARGET_THIRTEEN_ORPHANS,
}
M.option = {
  HONOURS = lib.MJ_RULE_OPTION_HONOURS, TWO_FIVE_EIGHT_PAIR = lib.MJ_RULE_OPTION_TWO_FIVE_EIGHT_PAIR,
  PENGPENGHU = lib.MJ_RULE_OPTION_PENGPENGHU, QINGYISE = lib.MJ_RULE_OPTION_QINGYISE,
  JIANGJIANGHU = lib.MJ_RULE_OPTION_JIANGJIANGHU, QUANQIUREN = lib.MJ_RULE_OPTION_QUANQIUREN,
  SEVEN_PAIRS = lib.MJ_RULE_OPTION_SEVEN_PAIRS, THIRTEEN_ORPHANS = lib.MJ_RULE_OPTION_THIRTEEN_ORPHANS,
  KAIGANG = lib.MJ_RULE_OPTION_KAIGANG, KAIGANG_FLIPS = lib.MJ_RULE_OPTION_KAIGANG_FLIPS,
  OPENING_WINS = lib.MJ_RULE_OPTION_OPENING_WINS, BIRDS = lib.MJ_RULE_OPTION_BIRDS,
  BIRD_MODE = lib.MJ_RULE_OPTION_BIRD_MODE, DEALER_BONUS = lib.MJ_RULE_OPTION_DEALER_BONUS,
  NEXT_DEALER = lib.MJ_RULE_OPTION_NEXT_DEALER, HAIDI_OFFER = lib.MJ_RULE_OPTION_HAIDI_OFFER,
  KONG_FEE = lib.MJ_RULE_OPTION_KONG_FEE,
  POINTS_SMALL_SELF_DRAW = lib.MJ_RULE_OPTION_POINTS_SMALL_SELF_DRAW,
  POINTS_SMALL_DISCARD = lib.MJ_RULE_OPTION_POINTS_SMALL_DISCARD,
  POINTS_BIG_UNIT = lib.MJ_RULE_OPTION_POINTS_BIG_UNIT,
}

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

--- A rule set: "changsha" (default), "standard" or "eval_v1".
function M.rules(preset)
  local make = ({
    changsha = lib.mj_rules_new_changsha, standard = lib.mj_rules_new_standard,
    eval_v1 = lib.mj_rules_new_eval_v1,
  })[preset or "changsha"]
  if make == nil then error("unknown rules preset " .. tostring(preset), 2) end
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

--- Frees the handle now instead of at garbage collection.
function Rules:free()
  lib.mj_rules_free(ffi.gc(self, nil))
end

ffi.metatype("struct MjRules", Rules)

-- Tiles and hands ----------------------------------------------------------------

local function tile_array(tiles)
  local n = #tiles
  local arr = ffi.new("uint8_t[?]", math.max(n, 1))
  for i = 1, n do arr[i - 1] = tiles[i] end
  return arr, n
end

local function meld_array(melds)
  melds = melds or {}
  local n = #melds
  local arr = ffi.new("MjMeld[?]", math.max(n, 1))
  for i = 1, n do
    local m = melds[i]
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

function M.is_win(rules, tiles, melds)
  return hand_call(lib.mj_is_win, rules, tiles, melds, ffi.new("bool[1]"))
end

--- Bits 1 << target of the targets the hand wins by.
function M.winning_targets(rules, tiles, melds)
  return tonumber(hand_call(lib.mj_winning_targets, rules, tiles, melds, ffi.new("uint32_t[1]")))
end

--- Bits 1 << id of the tiles completing a 3n+1 hand, as a Lua number.
function M.waits(rules, tiles, melds)
  return tonumber(hand_call(lib.mj_waits, rules, tiles, melds, ffi.new("uint64_t[1]")))
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

return M
