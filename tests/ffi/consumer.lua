-- A LuaJIT program using libmajiang through bindings/lua/majiang.lua: every
-- case of tests/ffi/cases.txt, then bad input as raised errors.
--
--   MAJIANG_LIB=target/debug/libmajiang.so LUA_PATH='bindings/lua/?.lua' \
--     luajit tests/ffi/consumer.lua tests/ffi/cases.txt
--
-- Prints "N passed, M failed"; exits non-zero on any failure.
local mj = require("majiang")

local passed, failed = 0, 0

local function check(ok, what)
  if ok then
    passed = passed + 1
  else
    failed = failed + 1
    io.stderr:write("FAIL ", what, "\n")
  end
end

local function split(s, sep)
  local out = {}
  for item in (s .. sep):gmatch("(.-)" .. sep) do out[#out + 1] = item end
  return out
end

local function numbers(s)
  local out = {}
  for _, x in ipairs(split(s, ",")) do out[#out + 1] = tonumber(x) end
  return out
end

local function same(a, b)
  if #a ~= #b then return false end
  for i = 1, #a do if a[i] ~= b[i] then return false end end
  return true
end

local function rules_for(spec)
  local preset, wildcard = spec:match("^([%w_]+)%+w(%d+)$")
  local rules = mj.rules(preset or spec)
  if wildcard then rules:set_wildcard(tonumber(wildcard)) end
  return rules
end

-- Expects `fn` to raise a majiang error with `status` whose message holds `fragment`.
local function expect_error(what, status, fragment, fn)
  local ok, err = pcall(fn)
  check(not ok, what .. ": no error")
  if ok then return end
  check(type(err) == "table" and err.status == status,
    what .. ": got " .. tostring(err))
  check(type(err) == "table" and err.message:find(fragment, 1, true) ~= nil,
    what .. ": message lacks " .. fragment .. " in " .. tostring(err))
end

local function check_case(line, lineno)
  local f = split(line, "\t")
  local at = "line " .. lineno .. ": "
  if #f ~= 9 then return check(false, at .. "expected 9 fields") end
  local tiles = numbers(f[3])
  local melds = {}
  if f[4] ~= "-" then
    for _, m in ipairs(split(f[4], ",")) do
      local k, t = m:match("(%d+):(%d+)")
      melds[#melds + 1] = { kind = tonumber(k), tile = tonumber(t) }
    end
  end
  check(same(mj.parse_tiles(f[2]), tiles), at .. "parse " .. f[2])
  check(mj.format_tiles(tiles) == f[2], at .. "format")
  local rules = rules_for(f[1])
  check(mj.is_win(rules, tiles, melds) == (f[5] == "1"), at .. "win")
  check(mj.winning_targets(rules, tiles, melds) == tonumber(f[6]), at .. "targets")
  check(mj.shanten(rules, tiles, melds) == tonumber(f[7]), at .. "shanten")
  for t, want in ipairs(numbers(f[8])) do
    local got = mj.shanten_for(rules, t - 1, tiles, melds) or mj.SHANTEN_UNREACHABLE
    check(got == want, at .. "target " .. (t - 1))
  end
  if f[9] == "-" then
    expect_error(at .. "waits of 3n+2", mj.status.WRONG_HAND_SIZE, "3n+1",
      function() mj.waits(rules, tiles, melds) end)
  else
    local want = tonumber(f[9])
    check(mj.waits(rules, tiles, melds) == want, at .. "waits")
    local counts = mj.wait_counts(rules, tiles, melds)
    local waits = {}
    for _, id in ipairs(mj.ids_of(want)) do waits[id] = true end
    local ok = true
    for id = 0, 33 do
      if counts[id] > 0 and not waits[id] then ok = false end
    end
    check(ok, at .. "wait counts only on waits")
  end
end

local function check_bad_input()
  local rules = mj.rules("changsha")
  local win14 = { 0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4 }
  check(mj.is_win(rules, win14) == true, "a plain win")
  local bad = { unpack(win14) }
  bad[4] = 40
  expect_error("tile 40", mj.status.INVALID_TILE, "tiles[3]", function() mj.is_win(rules, bad) end)
  expect_error("meld kind 9", mj.status.INVALID_MELD, "melds[0].kind = 9", function()
    mj.is_win(rules, { unpack(win14, 1, 11) }, { { kind = 9, tile = 4 } })
  end)
  expect_error("birds = 3", mj.status.INVALID_OPTION, "birds = 3",
    function() rules:set(mj.option.BIRDS, 3) end)
  expect_error("target 7", mj.status.INVALID_ARGUMENT, "`target` = 7",
    function() mj.shanten_for(rules, 7, win14) end)
  expect_error("parse", mj.status.PARSE_ERROR, "character 2", function() mj.parse_tiles("12x") end)
  expect_error("13 tiles into 14", mj.status.INVALID_HAND, "15 concealed tiles",
    function() mj.shanten(rules, { 0, 0, 1, 1, 2, 2, 3, 3, 5, 5, 6, 6, 7, 7, 8 }) end)

  local copy = rules:clone():set(mj.option.BIRDS, 6):set_wildcard(4)
  check(copy:get(mj.option.BIRDS) == 6 and rules:get(mj.option.BIRDS) == 2, "clone is independent")
  check(copy:wildcard() == 4 and rules:wildcard() == nil, "wildcard")
  copy:free()

  check(mj.format_tiles_chinese({ 4, 12, 26 }) == "五万 四条 九筒", "chinese")
  check(same(mj.parse_tiles("五万 东"), { 4, 27 }), "parse chinese")
  local melds = mj.parse_melds("peng:5m chi:345s")
  check(#melds == 2 and melds[1].kind == mj.meld.PENG and melds[2].tile == 11, "parse melds")
  check(mj.status_name(mj.status.INVALID_TILE) == "MJ_STATUS_INVALID_TILE", "status name")
  check(#mj.version() > 0 and mj.abi_version() == mj.ABI_VERSION, "versions")
end

local path = arg[1]
if not path then
  io.stderr:write("usage: luajit consumer.lua tests/ffi/cases.txt\n")
  os.exit(2)
end
mj.warm_up()
local count, lineno = 0, 0
for line in io.lines(path) do
  lineno = lineno + 1
  if line ~= "" and line:sub(1, 1) ~= "#" then
    local ok, err = pcall(check_case, line, lineno)
    check(ok, "line " .. lineno .. ": " .. tostring(err))
    count = count + 1
  end
end
check(count > 100, "cases read")
check_bad_input()
collectgarbage()
print(string.format("Lua: %d cases; %d passed, %d failed", count, passed, failed))
os.exit(failed == 0 and 0 or 1)
