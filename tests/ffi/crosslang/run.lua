-- The cross-language script (tests/ffi/crosslang/script.txt) through the LuaJIT binding.
--
--   MAJIANG_LIB=target/debug/libmajiang.so LUA_PATH="bindings/lua/?.lua" \
--     luajit tests/ffi/crosslang/run.lua tests/ffi/crosslang/script.txt
--
-- Prints each failing line and "Lua: N cases; P passed, F failed"; exits non-zero on a failure.

local mj = require("majiang")

local function split(s, sep)
  local out, at = {}, 1
  while true do
    local i = s:find(sep, at, true)
    if not i then out[#out + 1] = s:sub(at); return out end
    out[#out + 1] = s:sub(at, i - 1)
    at = i + #sep
  end
end

-- A hand as the script gives it: notation (passed as is), or a bracketed list of ids.
local function hand(text)
  if text:sub(1, 1) ~= "[" then return text end
  local ids = {}
  for x in text:gmatch("%d+") do ids[#ids + 1] = tonumber(x) end
  return ids
end

local function melds(text)
  if text == "-" then return {} end
  if text:sub(1, 1) ~= "[" then return text end
  local out = {}
  for k, t in text:gmatch("(%d+):(%d+)") do out[#out + 1] = { tonumber(k), tonumber(t) } end
  return out
end

local function tile(text) return tonumber(text) or text end

local function ids(list)
  local parts = {}
  for i, x in ipairs(list) do parts[i] = tostring(x) end
  if #parts == 0 then return "-" end
  return table.concat(parts, ",")
end

local function ai(spec, rules)
  local level, seed = spec:match("(%u+)/(%d+)")
  return mj.ai(mj.difficulty[level], tonumber(seed), rules)
end

-- The mcr_* calls are asked under the mcr preset.
local mcr = mj.rules_by_name("mcr")

local function answer(call, a, rules)
  if call == "is_win" then return tostring(mj.is_win(rules, hand(a[1]), melds(a[2]))) end
  if call == "shanten" then return tostring(mj.shanten(rules, hand(a[1]), melds(a[2]))) end
  if call == "waits" then return ids(mj.waits(rules, hand(a[1]), melds(a[2]))) end
  if call == "winning_targets" then
    return ids(mj.winning_targets(rules, hand(a[1]), melds(a[2])))
  end
  if call == "discard_options" then
    local parts = {}
    for i, o in ipairs(mj.discard_options(rules, hand(a[1]), melds(a[2]))) do
      parts[i] = string.format("%d;%d;%d;%s;%d", o.tile, o.index, o.shanten,
        ids(o.useful_kinds), o.unseen_copies)
    end
    return table.concat(parts, " | ")
  end
  if call == "hints" or call == "hints_zh" then
    local h = ai(a[1], rules):hints(hand(a[2]), melds(a[3]))[1]
    if call == "hints_zh" then return h.reason_zh end
    return string.format("%d;%d;%d;%s;%d;%s;%s", h.tile, h.index, h.shanten,
      ids(h.useful_kinds), h.unseen_copies, ids(h.targets), h.reason)
  end
  if call == "should_peng" or call == "should_chi" or call == "should_gang" then
    local player = ai(a[1], rules)
    return tostring(player[call](player, hand(a[2]), tile(a[3])))
  end
  -- The script's context words: "-" for none.
  local context = a[3] ~= "-" and a[3] or nil
  if call == "mcr_analyze" then
    local v = mj.hand_value(mcr, hand(a[1]), melds(a[2]), context)
    local lines = {}
    for i, l in ipairs(v.lines) do lines[i] = string.format("%s %d×%d", l.chinese, l.value, l.count) end
    return string.format("%d;%d;%s;%d;%s", v.total, v.toward_minimum, tostring(v.meets_minimum),
      v.shanten, #lines > 0 and table.concat(lines, ",") or "-")
  end
  if call == "mcr_waits" then
    local parts = {}
    for i, w in ipairs(mj.valued_waits(mcr, hand(a[1]), melds(a[2]), context)) do
      parts[i] = string.format("%d:%d", w.tile, w.value.total)
    end
    return #parts > 0 and table.concat(parts, ",") or "-"
  end
  error("unknown call " .. call)
end

local path = arg[1]
if not path then
  io.stderr:write("usage: run.lua tests/ffi/crosslang/script.txt\n")
  os.exit(2)
end
local rules = mj.rules("changsha")
local passed, failed, lineno = 0, 0, 0
for line in io.lines(path) do
  lineno = lineno + 1
  if line ~= "" and line:sub(1, 1) ~= "#" then
    local f = split(line, "\t")
    local call, want = f[1], f[#f]
    local ok, got = pcall(answer, call, { unpack(f, 2, #f - 1) }, rules)
    if not ok then got = "error: " .. tostring(got) end
    if got == want then
      passed = passed + 1
    else
      failed = failed + 1
      print(string.format("FAIL line %d: %s\n  want %s\n  got  %s", lineno, call, want, got))
    end
  end
end
print(string.format("Lua: %d cases; %d passed, %d failed", passed + failed, passed, failed))
os.exit(failed == 0 and 0 or 1)
