-- A LuaJIT program using libmajiang through bindings/lua/majiang.lua: every
-- case of tests/ffi/cases.txt and tests/ffi/analysis.txt, every game of
-- tests/ffi/games.txt played by mj.ai players on a mj.game, then bad input as
-- raised errors.
--
--   MAJIANG_LIB=target/debug/libmajiang.so LUA_PATH='bindings/lua/?.lua' \
--     luajit tests/ffi/consumer.lua tests/ffi
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

-- The mask with bit 1 << id set for each id of `ids` (a Lua number: ids < 53).
local function mask_of(ids)
  local mask = 0
  for _, id in ipairs(ids) do mask = mask + 2 ^ id end
  return mask
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
  if f[5] == "-" then
    -- A 3n+1 hand lacks its winning tile: both win checks refuse it.
    expect_error(at .. "win of 3n+1", mj.status.WRONG_HAND_SIZE, "3n+2",
      function() mj.is_win(rules, tiles, melds) end)
    expect_error(at .. "targets of 3n+1", mj.status.WRONG_HAND_SIZE, "3n+2",
      function() mj.winning_targets(rules, tiles, melds) end)
  else
    check(mj.is_win(rules, tiles, melds) == (f[5] == "1"), at .. "win")
    check(mask_of(mj.winning_targets(rules, tiles, melds)) == tonumber(f[6]), at .. "targets")
  end
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
    check(same(mj.waits(rules, tiles, melds), mj.ids_of(want)), at .. "waits")
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
  expect_error("win of 13", mj.status.WRONG_HAND_SIZE, "got 13",
    function() mj.is_win(rules, { unpack(win14, 1, 13) }) end)
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

local function tiles_of(field)
  if field == "-" then return {} end
  return numbers(field)
end

local function melds_of(field)
  local melds = {}
  if field ~= "-" then
    for _, m in ipairs(split(field, ",")) do
      local k, t = m:match("(%d+):(%d+)")
      melds[#melds + 1] = { kind = tonumber(k), tile = tonumber(t) }
    end
  end
  return melds
end

local function join(list)
  local parts = {}
  for i, x in ipairs(list) do parts[i] = tostring(x) end
  if #parts == 0 then return "-" end
  return table.concat(parts, ",")
end

local function check_analysis(line, lineno)
  local f = split(line, "\t")
  local at = "analysis line " .. lineno .. ": "
  local rules = rules_for(f[2])
  if f[1] == "win" then
    local c = f[6]
    local ctx = {
      self_draw = tonumber(c:sub(1, 1)), last_tile = tonumber(c:sub(2, 2)),
      kong_flip = tonumber(c:sub(3, 3)), robbed_kong = tonumber(c:sub(4, 4)),
      first_turn = tonumber(c:sub(5, 5)), dealer = tonumber(c:sub(6, 6)),
    }
    local a = mj.analyze_win(rules, tiles_of(f[4]), melds_of(f[5]), ctx)
    check(a.win == tonumber(f[7]) and a.small == tonumber(f[8]) and a.units == tonumber(f[9])
      and a.big_hands == tonumber(f[10]) and a.targets == tonumber(f[11]), at .. "analysis")
    local names = {}
    for _, b in ipairs(mj.big_hands(a)) do names[#names + 1] = b.id .. ":" .. b.units end
    check(join(names) == f[12], at .. "big hands " .. join(names))
    if a.win == 1 then
      local d = mj.settle_win(rules, a, tonumber(f[13]), tonumber(f[14]), tonumber(f[15]),
        tiles_of(f[16]))
      check(join(d) == f[17], at .. "settle " .. join(d))
    end
  elseif f[1] == "opening" then
    local w = mj.opening_wins(rules, tiles_of(f[4]))
    local counts, names = {}, {}
    for id = 0, 3 do
      counts[#counts + 1] = w.counts[id]
      if w.counts[id] > 0 then names[#names + 1] = mj.opening_win_id_name(id) .. ":" .. w.counts[id] end
    end
    check(join(counts) == f[5] and join(names) == f[6], at .. "opening wins")
    check(join(mj.settle_opening(rules, tonumber(f[7]), w.total, tonumber(f[8]))) == f[9],
      at .. "settle opening")
  elseif f[1] == "discard" then
    local tiles, melds = tiles_of(f[4]), melds_of(f[5])
    local options = mj.discard_options(rules, tiles, melds)
    local parts = {}
    for i, o in ipairs(options) do
      parts[i] = string.format("%d:%d:%d:%d:%d:%.0f", o.tile, o.index, o.shanten,
        #o.useful_kinds, o.unseen_copies, mask_of(o.useful_kinds))
    end
    check(join(parts) == f[6], at .. "options " .. join(parts))
  elseif f[1] == "hint" then
    local tiles, melds = tiles_of(f[4]), melds_of(f[5])
    local ai = mj.ai(mj.difficulty.EXPERT, 0, rules)
    for _, t in ipairs(tiles_of(f[6])) do ai:observe_discard(t) end
    ai:set_wall_left(tonumber(f[7]))
    local parts = {}
    local hints = ai:hints(tiles, melds)
    for i, h in ipairs(hints) do
      parts[i] = string.format("%d:%d:%d:%d:%d:%.0f:%d:%.6f:%.6f", h.tile, h.index, h.shanten,
        #h.useful_kinds, h.unseen_copies, mask_of(h.useful_kinds), mask_of(h.targets),
        h.win_prob, h.points)
    end
    check(join(parts) == f[8], at .. "hints " .. join(parts))
    check(hints[1].reason == f[10], at .. "reason " .. tostring(hints[1].reason))
    check(hints[1].draws_left == hints[1].unseen_copies, at .. "deprecated draws_left")
    local reasons = ai:hint_reasons(tiles, melds)
    check(#reasons == #hints and reasons[#hints] == hints[#hints].reason, at .. "reasons")
    check(hints[#hints].reason_zh:sub(1, 4) == "打 ", at .. "reasons zh")
    local rest, tile = { unpack(tiles, 1, #tiles - 1) }, tiles[#tiles]
    local e = mj.difficulty.EXPERT
    local claims = (ai:should_peng(rest, tile, e) and "1" or "0")
      .. (ai:should_chi(rest, tile, e) and "1" or "0")
      .. (ai:should_gang(rest, tile, e) and "1" or "0")
      .. (ai:should_hu_discard(rest, tile, melds) and "1" or "0")
    check(claims == f[9], at .. "claims " .. claims)
    ai:free()
  elseif f[1] == "ai" then
    local ai = mj.ai(tonumber(f[3]), tonumber(f[4]), rules)
    local tiles = tiles_of(f[6])
    check(ai:decide_discard(tiles, melds_of(f[7])) == tonumber(f[8]), at .. "discard")
    local rest, tile = { unpack(tiles, 1, #tiles - 1) }, tiles[#tiles]
    local answers = ""
    for d = 0, 2 do
      answers = answers .. (ai:should_peng(rest, tile, d) and "1" or "0")
      answers = answers .. (ai:should_chi(rest, tile, d) and "1" or "0")
      answers = answers .. (ai:should_gang(rest, tile, d) and "1" or "0")
    end
    check(answers == f[9], at .. "answers " .. answers)
    ai:free()
  else
    check(false, at .. "unknown line")
  end
end

local function check_game(line, lineno)
  local f = split(line, "\t")
  local at = "game line " .. lineno .. ": "
  local rules = rules_for(f[1])
  local difficulty, seeds = numbers(f[4]), numbers(f[5])
  local ais = {}
  for s = 0, 3 do ais[s] = mj.ai(difficulty[s + 1], seeds[s + 1], rules) end
  local game = mj.game(rules, tonumber(f[2]), tonumber(f[3]))
  local events, actions = #game:events(), 0
  local state = game:state()
  while state.next_seat ~= mj.NONE do
    local seat = state.next_seat
    local action = game:ai_action(seat, ais[seat])
    local legal = false
    for _, a in ipairs(game:legal_actions(seat)) do
      legal = legal or (a.kind == action.kind and a.tile == action.tile)
    end
    check(legal, at .. "a legal choice")
    game:apply(seat, action)
    actions = actions + 1
    events = events + #game:events()
    state = game:state()
  end
  local r = game:result()
  local deltas = { r.deltas.points[0], r.deltas.points[1], r.deltas.points[2], r.deltas.points[3] }
  check(r.finished == 1 and join(deltas) == f[6] and mask_of(r.winners) == tonumber(f[7])
    and r.winners_mask == tonumber(f[7]) and r.next_dealer == tonumber(f[8]),
    at .. "result " .. join(deltas))
  -- Each win carries its seat's big hands (ids) and units, as the result has them by seat.
  check(#r.wins == #r.winners, at .. "one win per winner")
  for _, w in ipairs(r.wins) do
    local ids = {}
    for _, id in ipairs(mj.ids_of(r.big_hands[w.seat])) do ids[#ids + 1] = mj.big_hand_id_name(id) end
    check(same(w.big_hands, ids) and w.units == r.units[w.seat] and w.small == (#ids == 0)
      and w.fan == nil and #w.patterns == 0 and w.value.unit ~= "fan" and w.value.total == w.units,
      at .. "the win of seat " .. w.seat)
  end
  check(actions == tonumber(f[9]) and events == tonumber(f[10]),
    at .. actions .. " actions, " .. events .. " events")
  local record = game:record_json()
  local _, lines = record:gsub("\n", "")
  check(lines == actions + 2, at .. "record lines")
  local again = mj.game_replay(record)
  check(again:result().next_dealer == r.next_dealer, at .. "replay")
  again:free()
  game:free()
end

local function check_bad_game_input()
  local rules = mj.rules("changsha")
  expect_error("difficulty 7", mj.status.INVALID_ARGUMENT, "`difficulty` = 7",
    function() mj.ai(7, 1, rules) end)
  check(mj.ai_available(mj.difficulty.EXPERT) and mj.ai_available(mj.difficulty.MEDIUM),
    "available")
  local expert = mj.ai(mj.difficulty.EXPERT, 1, rules)
  expect_error("wall 99", mj.status.INVALID_ARGUMENT, "`wall_left` = 99",
    function() expert:set_wall_left(99) end)
  check(expert:seat() == mj.NONE, "a new Ai has no seat")
  expert:set_seat(0)
  expect_error("EXPERT claim without melds", mj.status.WRONG_HAND_SIZE, "whole hand",
    function() expert:should_gang({ 0, 1, 2, 12, 13, 14, 24, 25, 26, 4 }, 4, mj.difficulty.EXPERT) end)
  -- One Ai for several seats: seat 2's peng of 5m is seen by the others, held by seat 2.
  expert:observe_meld({ 1, 4 }, nil, 2)
  check(expert:seat() == 0 and expert:observed()[4] == 3, "seat 0 saw seat 2's peng")
  expert:set_seat(2)
  check(expert:seat() == 2 and expert:observed()[4] == 0, "seat 2 holds its own peng")
  expect_error("seat 4", mj.status.INVALID_ARGUMENT, "`seat` = 4", function() expert:set_seat(4) end)
  expert:free()
  local win14 = { 0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4 }
  local ai = mj.ai(mj.difficulty.MEDIUM, 1, rules)
  check(ai:should_hu(win14) and not ai:should_hu({ 0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 9, 9 }),
    "should_hu")
  expect_error("should_peng difficulty 5", mj.status.INVALID_ARGUMENT, "`difficulty` = 5",
    function() ai:should_peng(win14, 4, 5) end)
  ai:observe_discard(0)
  check(ai:observed()[0] == 1, "observed")
  expect_error("observe an honour", mj.status.INVALID_TILE, "1z", function() ai:observe_discard(27) end)
  expect_error("ctx flag", mj.status.INVALID_ARGUMENT, "`ctx.first_turn` = 3",
    function() mj.analyze_win(rules, win14, nil, { first_turn = 3 }) end)
  expect_error("big hand 20", mj.status.INVALID_ARGUMENT, "`id` = 20",
    function() mj.big_hand_id_name(20) end)
  check(mj.big_hand_chinese_name(mj.big_hand.GANGSHANGKAIHUA) == "杠上开花", "Chinese name")
  local game = mj.game(rules, 9, 0)
  local before = game:state()
  expect_error("bad action", mj.status.INVALID_ARGUMENT, "`action.kind` = 30",
    function() game:apply(0, { 30, 0 }) end)
  expect_error("illegal", mj.status.ILLEGAL_ACTION, "not legal",
    function() game:apply(0, { mj.action.TAKE_HAIDI, 0 }) end)
  expect_error("seat 7", mj.status.INVALID_ARGUMENT, "`seat` = 7",
    function() game:hand(7) end)
  expect_error("AI with no decision", mj.status.ILLEGAL_ACTION, "seat 2",
    function() game:ai_action(2, ai) end)
  local after = game:state()
  check(before.next_seat == after.next_seat and before.wall_left == after.wall_left
    and before.phase == after.phase, "unchanged")
  check(#game:hand(0) == 14 and #game:dealt(3) == 13 and game:drawn_tile(0) == nil
    and #game:melds(0) == 0 and #game:discards(0) == 0, "state queries")
  expect_error("bad record", mj.status.PARSE_ERROR, "line 1", function() mj.game_replay("") end)
  game:free()
  ai:free()
  -- A table seat's hints (mj_game_hints): at the dealer's first turn nothing is seen but its
  -- own hand, so a fresh EXPERT told the wall ranks that hand the same.
  local table_ = mj.game(rules, 1, 1)
  local fresh = mj.ai(mj.difficulty.EXPERT, 1, rules)
  fresh:set_wall_left(table_:state().wall_left)
  local hand = table_:hand(1)
  local hints, want = table_:hints(1), fresh:hints(hand)
  local ok = #hints > 1 and #hints == #want
  for i = 1, #hints do
    local h, w = hints[i], want[i] or {}
    ok = ok and h.tile == w.tile and h.index == w.index and hand[h.index + 1] == h.tile
      and h.points == w.points and h.reason == w.reason and h.reason_zh == w.reason_zh
  end
  check(ok, "game hints: a fresh EXPERT's at the dealer's first turn")
  check(#table_:hints(0) == 0 and #table_:hint_reasons(2) == 0, "no hints off the turn")
  expect_error("hints seat 4", mj.status.INVALID_ARGUMENT, "`seat` = 4",
    function() table_:hints(4) end)
  fresh:free()
  table_:free()
end

-- 红中 by name: its options, a refused value, and hands played by HARD AIs until three pay
-- a win, whose lines sum to zero and add up to the result; a 中 is never discarded.
-- rules:options(): the core's option registry with labels, ranges and defaults; get refuses
-- another table's option, as set does.
local function check_options()
  local hz = mj.rules("hongzhong")
  local list = hz:options()
  check(#list == 54 and list[1].name == "honours" and list[54].name == "mcr_round", "54 options")
  local by = {}
  for _, o in ipairs(list) do by[o.name] = o end
  local birds = by.flat_birds
  check(birds.zh == "抓鸟" and birds.kind == "enum" and birds.default == 4 and birds.value == 4
    and birds.families[1] == "hunan" and #birds.values == 5 and birds.values[5].value == 8, "flat_birds")
  check(by.kong_fee.kind == "int" and by.kong_fee.max == 1000 and not by.kong_fee.applies
    and by.kong_fee.value == nil, "kong_fee")
  check(by.fan_cap.values[2].zh == "四番 (16倍)", "fan_cap labels")
  check(#by.mcr_round.families == 1 and by.mcr_round.families[1] == "mcr", "every family bit named")
  expect_error("birds on hongzhong", mj.status.INVALID_OPTION, "birds: an option of the Changsha table",
    function() hz:get(mj.option.BIRDS) end)
  check(mj.rule_option_by_name("flat_birds") == mj.option.FLAT_BIRDS, "option by name")
end

local function check_flat_presets()
  expect_error("unknown preset", mj.status.INVALID_OPTION, "hongzhong",
    function() mj.rules_by_name("sichuan-xl") end)
  local rules, zz = mj.rules_by_name("hongzhong"), mj.rules("zhuanzhuan")
  check(rules:get(mj.option.RED_DRAGONS) == 4 and zz:get(mj.option.RED_DRAGONS) == 0
    and mj.rules("hongzhong"):get(mj.option.CHI) == 0 and rules:wildcard() == 31, "hongzhong options")
  expect_error("red dragons 5", mj.status.INVALID_OPTION, "red_dragons = 5: 0, 4 or 8",
    function() rules:set(mj.option.RED_DRAGONS, 5) end)
  check(rules:get(mj.option.RED_DRAGONS) == 4, "refused value left the rules unchanged")
  check(rules:set(mj.option.BIRD_POINTS, 2):get(mj.option.BIRD_POINTS) == 2, "bird points set")
  local ai = mj.ai(mj.difficulty.HARD, 3, rules)
  local paid, seed, bird_lines = 0, 0, 0
  while seed < 30 and paid < 3 do
    local game = mj.game(rules, seed, seed % 4)
    local state = game:state()
    while state.next_seat ~= mj.NONE do
      local seat = state.next_seat
      local holds = false
      for _, t in ipairs(game:hand(seat)) do holds = holds or t == 31 end
      if state.phase == mj.phase.TURN and holds then
        expect_error("discard 中", mj.status.ILLEGAL_ACTION, "not legal",
          function() game:apply(seat, { mj.action.DISCARD, 31 }) end)
      end
      game:apply(seat, game:ai_action(seat, ai))
      state = game:state()
    end
    local totals, won = { [0] = 0, 0, 0, 0 }, false
    local lines = game:payments()
    for _, p in ipairs(lines) do
      totals[p.from] = totals[p.from] - p.points
      totals[p.to] = totals[p.to] + p.points
      won = won or p.reason == mj.payment_reason.WIN
    end
    local r = game:result()
    local same_as_result = true
    for s = 0, 3 do same_as_result = same_as_result and totals[s] == r.deltas.points[s] end
    check(same_as_result and totals[0] + totals[1] + totals[2] + totals[3] == 0,
      "lines are the result")
    local hits = 0
    for _, b in ipairs(game:birds()) do hits = hits + b.hits end
    for _, p in ipairs(lines) do
      -- Each line names its reason; a BIRDS line's labels count its hits.
      if p.reason == mj.payment_reason.BIRDS then
        bird_lines = bird_lines + 1
        check(p.hits == hits and p.reason_id == "birds" and p.label == "中鸟 ×" .. hits
          and p.label_en == "birds ×" .. hits, "bird line " .. p.label .. " / " .. p.label_en)
      end
      if p.reason == mj.payment_reason.WIN then
        check(p.reason_id == "win" and p.label == "胡" and p.label_en == "win"
          and p.label == mj.payment_reason_chinese_name(mj.payment_reason.WIN), "win line " .. p.label)
      end
    end
    -- A flat table's wins are small, with no fan, pattern or big hand.
    check(#r.wins == (won and #r.winners or 0), "one win per winner")
    for _, w in ipairs(r.wins) do
      check(w.small and w.fan == nil and #w.patterns == 0 and #w.big_hands == 0
        and w.value.unit == "alike" and w.value.total == 0 and #w.value.lines > 0, "a hongzhong win")
    end
    if won then paid = paid + 1 end
    game:free()
    seed = seed + 1
  end
  check(paid >= 3, "hongzhong hands won: " .. paid)
  check(bird_lines >= 1, "hongzhong bird lines: " .. bird_lines)
  ai:free()
  rules:free()
  zz:free()
end

local dir = arg[1]
if not dir then
  io.stderr:write("usage: luajit consumer.lua tests/ffi\n")
  os.exit(2)
end
mj.warm_up()
local count = 0
-- 四川 by name: its options (a refused value, another table's option refused both ways),
-- the worked examples X7 and X8 (缺一门 included), the waits and the best ready hand, the
-- pattern names, and bad input refused with its message.
local function check_sichuan()
  local sc, cs = mj.rules_by_name("sichuan"), mj.rules("changsha")
  check(sc:get(mj.option.FAN_CAP) == 4 and sc:get(mj.option.EXCHANGE) == 3
    and sc:get(mj.option.CHI) == 0, "sichuan defaults")
  expect_error("fan cap 6", mj.status.INVALID_OPTION, "fan_cap = 6: 3, 4 or 5",
    function() sc:set(mj.option.FAN_CAP, 6) end)
  check(sc:get(mj.option.FAN_CAP) == 4, "refused value left the rules unchanged")
  check(sc:set(mj.option.SICHUAN_MODE, 1):get(mj.option.SICHUAN_MODE) == 1, "血流成河 set")
  expect_error("fan cap on changsha", mj.status.INVALID_OPTION, "an option of 四川 (sichuan)",
    function() cs:set(mj.option.FAN_CAP, 4) end)
  expect_error("birds on sichuan", mj.status.INVALID_OPTION, "an option of the Changsha",
    function() sc:set(mj.option.BIRDS, 2) end)
  local x7 = mj.sichuan_analyze(sc, "55m", "peng:1m peng:4m peng:7p gang:8p")
  check(x7.win == 1 and x7.fan == 3
    and same(mj.sichuan_patterns(x7), { "duiduihu", "jingoudiao", "gen" }), "X7")
  local x8 = mj.sichuan_analyze(sc, "234m567m33m789s", "an_gang:6s",
    { self_draw = 1, after_kong = 1 })
  check(x8.fan == 2 and same(mj.sichuan_patterns(x8), { "pinghu", "gen", "gangshanghua" }), "X8")
  local three = mj.sichuan_analyze(sc, "123m456s789p22m555s")
  check(three.win == 0 and three.fan == 0 and #mj.sichuan_patterns(three) == 0, "three suits")
  check(same(mj.sichuan_waits(sc, "123456789m2345m"), { 1, 4 }), "X10 C waits")
  local tile, best = mj.sichuan_best_ready_hand(sc, "123456789m2345m")
  check(tile == 1 and best.fan == 2
    and same(mj.sichuan_patterns(best), { "pinghu", "qingyise" }), "X10 C best")
  check(#mj.sichuan_waits(sc, "123m456s56p789m11s") == 0
    and mj.sichuan_best_ready_hand(sc, "123m456s56p789m11s") == nil, "three suits wait on nothing")
  -- The generic checks know 缺一门; an AI at the host's own table knows its void.
  check(not mj.is_win(sc, "123m456m789p123s55s") and mj.is_win(cs, "123m456m789p123s55s"),
    "is_win: 缺一门 on sichuan only")
  local own = mj.ai(mj.difficulty.EXPERT, 1, sc)
  own:set_void(2)
  local held = mj.parse_tiles("1234567m19p23456s")
  local pick = held[own:decide_discard(held) + 1]
  check(pick >= 18 and pick < 27, "the void suit goes first")
  check(not own:should_peng("11p2345m", "1p", mj.difficulty.MEDIUM), "no 碰 of the void")
  expect_error("void 3", mj.status.INVALID_ARGUMENT, "`suit` = 3", function() own:set_void(3) end)
  local q = mj.sichuan_pattern.QINGYISE
  check(mj.sichuan_pattern_id_name(q) == "qingyise" and mj.sichuan_pattern_chinese_name(q) == "清一色"
    and mj.sichuan_pattern_english_name(q) == "one suit"
    and mj.sichuan_pattern_chinese_name(mj.sichuan_pattern.LONGQIDUI) == "龙七对", "pattern names")
  expect_error("pattern 18", mj.status.INVALID_ARGUMENT, "`id` = 18",
    function() mj.sichuan_pattern_id_name(18) end)
  expect_error("changsha rules", mj.status.INVALID_ARGUMENT, "not 四川麻将",
    function() mj.sichuan_analyze(cs, "11122233344455m") end)
  expect_error("13 tiles", mj.status.WRONG_HAND_SIZE, "3n+2",
    function() mj.sichuan_analyze(sc, "1112223334445m") end)
  expect_error("robbed own kong", mj.status.INVALID_ARGUMENT, "抢杠胡",
    function() mj.sichuan_analyze(sc, "11122233344455m", nil, { self_draw = 1, robbed_kong = 1 }) end)
end

-- 四川 血战 hands played by HARD AIs: 换三张 and 定缺 with every seat pending at once, each
-- WON followed by its WIN_FAN, the payment lines zero-sum and the result; then bad input in
-- the exchange, each refused with its message, the game unchanged.
local function check_sichuan_games()
  local rules = mj.rules("sichuan")
  local ai = mj.ai(mj.difficulty.HARD, 5, rules)
  local wins = 0
  for seed = 0, 7 do
    local game = mj.game(rules, seed, seed % 4)
    local state = game:state()
    check(state.phase == mj.phase.EXCHANGE and same(state.pending, { 0, 1, 2, 3 })
      and state.pending_mask == 15, "seed " .. seed .. ": every seat exchanges at once")
    local ding_que = false
    while state.next_seat ~= mj.NONE do
      ding_que = ding_que or state.phase == mj.phase.DING_QUE
      -- The seat lists are the masks' bits; the seat asked next is one of those pending.
      check(mask_of(state.pending) == state.pending_mask and mask_of(state.frozen) == state.frozen_mask
        and #state.pending > 0, "seed " .. seed .. ": seat sets")
      local asked = false
      for _, s in ipairs(state.pending) do asked = asked or s == state.next_seat end
      check(asked, "seed " .. seed .. ": the next seat is pending")
      game:apply(state.next_seat, game:ai_action(state.next_seat, ai))
      state = game:state()
    end
    check(#state.pending == 0 and state.pending_mask == 0, "seed " .. seed .. ": none pending at the end")
    check(ding_que, "seed " .. seed .. ": 定缺 came")
    local events = game:events()
    local result_wins, w = game:result().wins, 0
    for i = 1, #events - 1 do
      if events[i].kind == mj.event.WON then
        wins = wins + 1
        local f = events[i + 1]
        check(f.kind == mj.event.WIN_FAN and f.seat == events[i].seat and f.big_hands ~= 0,
          "seed " .. seed .. ": WON then WIN_FAN")
        -- The result carries each win's fan and patterns, as the WIN_FAN event.
        w = w + 1
        local rw = result_wins[w]
        local names = {}
        for _, id in ipairs(mj.ids_of(f.big_hands)) do
          for _ = 1, id == mj.sichuan_pattern.GEN and f.detail or 1 do
            names[#names + 1] = mj.sichuan_pattern_id_name(id)
          end
        end
        check(rw ~= nil and rw.seat == f.seat and rw.fan == f.count and same(rw.patterns, names)
          and rw.small == (f.count == 0) and #rw.big_hands == 0
          and rw.value.unit == "fan" and rw.value.total == f.count,
          "seed " .. seed .. ": the result's win " .. w)
      end
    end
    check(w == #result_wins, "seed " .. seed .. ": one result win per WON")
    -- Each line's labels are the C ABI's names of its reason (四川 has no birds).
    for _, p in ipairs(game:payments()) do
      check(p.reason_id == mj.payment_reason_id_name(p.reason)
        and p.label == mj.payment_reason_chinese_name(p.reason)
        and p.label_en == mj.payment_reason_english_name(p.reason), "seed " .. seed .. ": " .. p.label)
    end
    local totals = { [0] = 0, 0, 0, 0 }
    for _, p in ipairs(game:payments()) do
      totals[p.from] = totals[p.from] - p.points
      totals[p.to] = totals[p.to] + p.points
    end
    local r = game:result()
    local same = true
    for s = 0, 3 do same = same and totals[s] == r.deltas.points[s] end
    check(same and totals[0] + totals[1] + totals[2] + totals[3] == 0,
      "seed " .. seed .. ": the lines are the result, zero-sum")
    local won, voids = { [0] = 0, 0, 0, 0 }, nil
    for _, e in ipairs(events) do
      if e.kind == mj.event.WON then won[e.seat] = won[e.seat] + 1 end
      if e.kind == mj.event.VOIDS_DECLARED then voids = e.tiles end
    end
    for s = 0, 3 do
      local st = game:sichuan_seat(s)
      check(st.void_suit == voids[s] and st.wins == won[s] and st.left == (won[s] > 0 and 1 or 0),
        "seed " .. seed .. ": seat " .. s .. " standing")
    end
  end
  check(wins > 8, "四川 wins: " .. wins)

  local game = mj.game(rules, 3, 0)
  local hand = game:hand(0)
  local other
  for _, t in ipairs(hand) do
    if other == nil and math.floor(t / 9) ~= math.floor(hand[1] / 9) then other = t end
  end
  game:apply(0, { mj.action.EXCHANGE, hand[1] })
  game:events()
  local before = game:state()
  for _, b in ipairs({
    { "exchange of a second suit", 0, { mj.action.EXCHANGE, other }, mj.status.ILLEGAL_ACTION, "not legal" },
    { "定缺 in the exchange", 1, { mj.action.DING_QUE, 1 }, mj.status.ILLEGAL_ACTION, "not legal" },
    { "定缺 of suit 3", 1, { mj.action.DING_QUE, 3 }, mj.status.INVALID_ARGUMENT, "ding_que suit = 3" },
    { "discard in the exchange", 0, { mj.action.DISCARD, other }, mj.status.ILLEGAL_ACTION, "not legal" },
  }) do
    expect_error(b[1], b[4], b[5], function() game:apply(b[2], b[3]) end)
    local after = game:state()
    check(after.phase == before.phase and same(after.pending, before.pending)
      and after.next_seat == before.next_seat and #game:events() == 0, b[1] .. ": the game unchanged")
  end
end

local function each(name, fn)
  local n, lineno = 0, 0
  for line in io.lines(dir .. "/" .. name) do
    lineno = lineno + 1
    if line ~= "" and line:sub(1, 1) ~= "#" then
      local ok, err = pcall(fn, line, lineno)
      check(ok, name .. " line " .. lineno .. ": " .. tostring(err))
      n = n + 1
    end
  end
  count = count + n
  return n
end
-- What a hand is worth, one shape for every preset: the mcr preset's worked hand (fans with
-- 中文 and English names, value, count, flowers), the minimum, waits with their fans; a 长沙
-- big hand in units, a 四川 pattern with a count, a flat table's winning shape; refusals with
-- their messages; then HARD mcr hands whose FLOWER events count each seat's flowers and whose
-- wins carry their value.
local function check_values()
  local function sum(v)
    local total = 0
    for _, l in ipairs(v.lines) do total = total + l.value * l.count end
    return total
  end
  local function names(v)
    local out = {}
    for _, l in ipairs(v.lines) do out[#out + 1] = l.chinese .. "×" .. l.count end
    return table.concat(out, " ")
  end
  local rules = mj.rules_by_name("mcr")
  local a = mj.hand_value(rules, "678m123p44477z", "peng:7s", "win:7m seat:S round:W flowers:3")
  check(a.unit == "fan" and a.win and a.total == 11 and a.toward_minimum == 8 and a.meets_minimum
    and a.shanten == 0 and sum(a) == a.total, "mcr value")
  check(names(a) == "五门齐×1 幺九刻×1 独听・嵌张×1 花牌×3", "mcr fans: " .. names(a))
  local first, flower = a.lines[1], a.lines[4]
  check(first.id == "all_types" and first.english == "All Types" and first.value == 6
    and flower.id == "flower_tiles" and flower.english == "Flower Tiles" and flower.value == 1,
    "a line's names")
  local low = mj.hand_value(rules, "123m456m789p234s55p")
  check(low.win and not low.meets_minimum and low.total == 6, "under the minimum")
  local miss = mj.hand_value(rules, "123m456m147p234s19p")
  check(not miss.win and #miss.lines == 0 and miss.shanten == 1, "no shape")
  local waits = mj.valued_waits(rules, "1112345678999m", nil, "win:1m self_drawn flowers:1")
  local totals = { 108, 94, 91, 91, 93, 91, 91, 94, 108 }
  local gates = #waits == 9
  for i, w in ipairs(waits) do
    local v = w.value
    gates = gates and w.tile == i - 1 and v.total == totals[i] and v.lines[1].id == "nine_gates"
      and v.lines[#v.lines].id == "flower_tiles" and v.lines[#v.lines].count == 1
      and sum(v) == v.total
  end
  check(gates, "九莲宝灯 waits")
  expect_error("和绝张 holding a copy", mj.status.INVALID_ARGUMENT, "和绝张", function()
    mj.hand_value(rules, "11122233344455m", nil, "win:5m last_copy")
  end)
  expect_error("an unknown word", mj.status.PARSE_ERROR, "tsumo", function()
    mj.hand_value(rules, "11122233344455m", nil, "tsumo")
  end)
  expect_error("a 3n+1 value", mj.status.WRONG_HAND_SIZE, "3n+2", function()
    mj.hand_value(rules, "1112223334445m")
  end)
  expect_error("3n+2 waits", mj.status.WRONG_HAND_SIZE, "3n+1", function()
    mj.valued_waits(rules, "11122233344455m")
  end)
  local ok, err = pcall(mj.hand_value, rules, "11122233344455m", nil, 5)
  check(not ok and tostring(err):find("context", 1, true) ~= nil, "context not words: " .. tostring(err))
  -- 长沙 big hands in units, a 四川 pattern counted, a flat table's shape.
  local big = mj.hand_value(mj.rules_by_name("changsha"), "22m55m88m22s55s88s22p")
  check(big.unit == "units" and big.total == 2 and #big.lines == 2
    and big.lines[1].id == "jiangjianghu" and big.lines[1].chinese == "将将胡"
    and big.lines[1].value == 1 and big.lines[2].id == "qixiaodui",
    "长沙 big hands in units: " .. names(big))
  local sichuan = mj.rules_by_name("sichuan")
  local roots = mj.hand_value(sichuan, "11112222333344m", nil, "self_drawn")
  check(roots.unit == "fan" and roots.win and names(roots) == "龙七对×1 清一色×1 根×2"
    and roots.total == 3 + 2 + 2, "四川 patterns with a count: " .. names(roots))
  check(not mj.hand_value(sichuan, "123m456s789p23455m").win, "四川 缺一门")
  local flat = mj.rules_by_name("zhuanzhuan")
  local flat_waits = mj.valued_waits(flat, "123m456s789p2345m")
  local shapes = {}
  for _, w in ipairs(flat_waits) do
    shapes[#shapes + 1] = w.tile .. ":" .. w.value.unit .. ":" .. w.value.total .. ":" .. w.value.lines[1].id
  end
  check(table.concat(shapes, " ") == "1:alike:0:regular 4:alike:0:regular",
    "a flat table's waits: " .. table.concat(shapes, " "))
  local pairs_value = mj.hand_value(flat, "11m22m33m44s55s66p77p")
  check(#pairs_value.lines == 1 and pairs_value.lines[1].id == "seven_pairs"
    and pairs_value.lines[1].chinese == "七小对", "a flat table's shape: " .. names(pairs_value))
  local ai = mj.ai(mj.difficulty.HARD, 9, rules)
  local wins, flowers = 0, 0
  for seed = 0, 5 do
    local game = mj.game(rules, seed, seed % 4)
    local state = game:state()
    while state.next_seat ~= mj.NONE do
      game:apply(state.next_seat, game:ai_action(state.next_seat, ai))
      state = game:state()
    end
    local counted, won = { [0] = 0, 0, 0, 0 }, 0
    for _, e in ipairs(game:events()) do
      if e.kind == mj.event.FLOWER then
        counted[e.seat] = counted[e.seat] + 1
        flowers = flowers + 1
      end
      if e.kind == mj.event.WON then won = e.count end
    end
    for i, w in ipairs(game:result().wins) do
      wins = wins + 1
      local v = w.value
      local flower_count = 0
      for _, l in ipairs(v.lines) do
        if l.id == "flower_tiles" then flower_count = flower_count + l.count end
      end
      check(v.unit == "fan" and v.total == won and sum(v) == v.total and v.meets_minimum
        and flower_count == counted[w.seat] and w.fan == v.total and not w.small
        and names(game:win_value(i - 1)) == names(v),
        "mcr seed " .. seed .. ": the win's value")
    end
    expect_error("no such win", mj.status.INVALID_ARGUMENT, "win(s)", function() game:win_value(9) end)
  end
  check(wins > 0 and flowers > 0, "mcr hands with wins and flowers")
end

check(each("cases.txt", check_case) > 100, "cases read")
check(each("analysis.txt", check_analysis) > 50, "analysis read")
check(each("games.txt", check_game) >= 6, "games read")
check_bad_input()
check_options()
check_bad_game_input()
check_flat_presets()
check_sichuan()
check_sichuan_games()
check_values()
collectgarbage()
print(string.format("Lua: %d cases; %d passed, %d failed", count, passed, failed))
os.exit(failed == 0 and 0 or 1)
