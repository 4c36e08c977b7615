## 四川麻将 血战到底 through the nodes: whole hands on a MahjongTable with
## the person's 换三张 and 定缺 made by this script through claim_options and
## act(), winners leaving mid-hand, every payment line adding up; the
## WinChecker's 缺一门 and fan; the AIPlayer's exchange and void choices; bad
## 换三张 / 定缺 input refused with the hand unchanged.
extends RefCounted

## The runner (tests.gd): check(), expect_error(), tiles(), the scene tree.
var t

const SUIT_LETTERS = ["m", "s", "p"]


func suit_of(tile: int) -> int:
	return tile / 9 if tile < 27 else -1


func ids(text: String) -> Array:
	return t.ids(t.tiles(text))


func test_win_checker_under_sichuan() -> void:
	var wc = WinChecker.new()
	wc.rules = "sichuan"
	t.check("sichuan rules", wc.rules, "sichuan")
	# 平胡 of two suits wins; the same shape with a third suit does not (缺一门).
	t.check("two suits win", wc.can_win("123m456m234p678p99p", []), true)
	t.check("three suits never win", wc.can_win("123m456m234p678p99s", []), false)
	var a: Dictionary = wc.analyze("123m456m234p678p99p", [])
	t.check("平胡: 0 fan", [a.win, a.fan, a.patterns, a.pattern_names, a.points], [true, 0, PackedStringArray(["pinghu"]), PackedStringArray(["平胡"]), 1])
	var no: Dictionary = wc.analyze("123m456m234p678p99s", [])
	t.check("no win: fan -1, no pattern", [no.win, no.fan, no.patterns.size()], [false, -1, 0])
	# X7: 对对胡 + 金钩钓 + 根 (the kong of 8p) = 3 fan, paid 8.
	var x7: Dictionary = wc.analyze("55m", "peng:1m peng:4m peng:7p gang:8p")
	t.check("X7 fan", x7.fan, 3)
	t.check("X7 patterns", x7.patterns, PackedStringArray(["duiduihu", "jingoudiao", "gen"]))
	t.check("X7 names", x7.pattern_names, PackedStringArray(["对对胡", "金钩钓", "根"]))
	t.check("X7 fans", x7.pattern_fans, [1, 1, 1])
	t.check("X7 points", x7.points, 8)
	# X8: 暗杠 6666s, 杠上花 on 9s: 根 + 杠上花 = 2 fan.
	var x8: Dictionary = wc.analyze_in("234m567m33m789s", "an_gang:6s", {"self_draw": true, "after_kong": true})
	t.check("X8", [x8.fan, x8.patterns], [2, PackedStringArray(["pinghu", "gen", "gangshanghua"])])
	# 清一色 七对: 4 fan, capped at 4 by default (16).
	var qing: Dictionary = wc.analyze("11223344556677m", [])
	t.check("清七对", [qing.fan, qing.points], [4, 16])
	# Waits never include a tile of the third suit.
	t.check("waits of two suits", wc.waits("123m456m234p678p9p", []), [23, 26])
	t.check("a third-suit wait is no wait", wc.waits("123m456m234p678p9s", []), [])
	t.check("not ready with three suits", wc.is_tenpai("123m456m234p678p9s", []), false)
	# Shanten and hints count 缺一门 before 定缺: a three-suit hand is never ready.
	t.check("shanten: the 9s to clear", wc.shanten("123m456m234p678p9s", []), 1)
	t.check("shanten of two suits", wc.shanten("123m456m234p678p9p", []), 0)
	var advisor = AIPlayer.new()
	advisor.rules = "sichuan"
	var hints: Array = advisor.hints("123m456m234p678p9s1s", [])
	var honest = hints.size() > 0 and hints[0].shanten == 1
	for h in hints:
		honest = honest and h.shanten >= 1 and not h.reason.contains("ready") and not h.reason_zh.contains("听牌")
	t.check("hints: a three-suit hand is never ready", honest, true)
	advisor.free()
	# Other rules: the 四川 keys are there, empty.
	wc.rules = "changsha"
	var cs: Dictionary = wc.analyze("123m456s789p234m55s", [])
	t.check("Changsha: fan -1", [cs.win, cs.fan, cs.patterns.size()], [true, -1, 0])
	wc.rules = "sichuan"
	# Every preset reads the same context keys: Changsha's kong_flip, on
	# another's tile, is 四川's 杠上炮.
	var flip: Dictionary = wc.analyze_in("123m456m234p678p99p", [], {"kong_flip": true})
	t.check("kong_flip under 四川", [Array(flip.patterns), flip.situation], [["pinghu", "gangshangpao"], "win:9p kong_discard"])
	t.expect_error("WinChecker.analyze_in: unknown context key \"tsumo\"")
	t.check("bad 四川 context", wc.analyze_in("123m456m234p678p99p", [], {"tsumo": true}), {})
	t.expect_error("WinChecker.analyze_in: ")
	t.check("a robbed kong is no self-draw", wc.analyze_in("123m456m234p678p99p", [], {"self_draw": true, "robbed_kong": true}), {})
	t.expect_error("WinChecker.analyze: ")
	t.check("no 吃 in 四川", wc.analyze("456m234p678p99p", "chi:123m"), {})
	wc.free()


func test_ai_player_exchange_and_void() -> void:
	var ai = AIPlayer.new()
	ai.rules = "sichuan"
	# 万 5, 条 3, 筒 5 tiles: the exchange is the 条 (the fewest holding three),
	# loosest first; then the void is the suit with the fewest tiles.
	var hand := ids("12378m159s24589p")
	var picks: Array = ai.decide_exchange(hand)
	var picked := []
	for i in picks:
		picked.append(hand[i])
	t.check("three indices", picks.size(), 3)
	t.check("the 条 go", picked.map(suit_of), [1, 1, 1])
	t.check("distinct positions", picks[0] != picks[1] and picks[1] != picks[2] and picks[0] != picks[2], true)
	# Two copies of a kind are two positions.
	var pairs := ids("11m2233s556677p")
	var two: Array = ai.decide_exchange(pairs, 2)
	t.check("换两张: two indices", two.size(), 2)
	t.check("换两张: distinct", two[0] != two[1], true)
	t.check("the void: 条 (fewest)", ai.decide_void(ids("1237m19s245899p")), 1)
	t.check("the void: equal lengths, fewer pairs", ai.decide_void(ids("1234m1123s5578p")), 0)
	t.check("should_win: 缺一门", ai.should_win("123m456m234p678p99s", []), false)
	t.check("should_win: two suits", ai.should_win("123m456m234p678p99p", []), true)
	# 定缺 筒: while 筒 are held, every level discards one of them.
	var held := ids("1234567m19p23456s")
	var chosen := []
	for level in [AIPlayer.EASY, AIPlayer.MEDIUM, AIPlayer.HARD, AIPlayer.EXPERT]:
		ai.difficulty = level
		ai.reset_observations()
		var i: int = ai.decide_discard(held, [], 0, 2)
		chosen.append(suit_of(held[i]) if i >= 0 else -1)
	t.check("the void suit goes first at every level", chosen, [2, 2, 2, 2])
	ai.difficulty = AIPlayer.MEDIUM
	var free: int = ai.decide_discard(ids("1234567m23456s99s"), [], 0, 2)
	t.check("no void tile held: any tile", free >= 0, true)
	t.expect_error("AIPlayer.decide_discard: void_suit = 5")
	t.check("void_suit 5 is no suit", ai.decide_discard(held, [], 0, 5), -1)
	# The hints know the void: only its tiles while held, each saying why, and
	# EXPERT discards the first of them.
	var void_hints: Array = ai.hints(held, [], 0, 2)
	t.check("hints with 筒 the void: only 筒", not void_hints.is_empty() and void_hints.all(func(h): return suit_of(h.tile) == 2), true)
	t.check("a void hint says why", "定缺" in void_hints[0].reason_zh and "void suit" in void_hints[0].reason, true)
	ai.difficulty = AIPlayer.EXPERT
	t.check("EXPERT discards the first void hint", held[ai.decide_discard(held, [], 0, 2)], void_hints[0].tile)
	ai.difficulty = AIPlayer.MEDIUM
	t.check("without the void: any suit may be hinted", ai.hints(held, [], 0).any(func(h): return suit_of(h.tile) != 2), true)
	t.expect_error("AIPlayer.hints: void_suit = 3")
	t.check("hints: void_suit 3 is no suit", ai.hints(held, [], 0, 3), [])
	t.expect_error("AIPlayer.decide_exchange: count = 4")
	t.check("bad count", ai.decide_exchange(hand, 4), [])
	t.expect_error("AIPlayer.decide_exchange: no suit of the hand holds 3 tiles to pass")
	t.check("no suit of three", ai.decide_exchange(ids("12m3s"), 3), [])
	t.expect_error("AIPlayer.decide_void: ")
	t.check("bad hand", ai.decide_void(["5x"]), -1)
	ai.free()


func new_table(seed: int, human: int) -> Node:
	var table = MahjongTable.new()
	t.add_child(table)
	table.rules = "sichuan"
	table.seed = seed
	table.human_seat = human
	table.think_time = 0.0
	for seat in range(4):
		table.set_seat_difficulty(seat, [AIPlayer.MEDIUM, AIPlayer.EXPERT, AIPlayer.EASY, AIPlayer.HARD][seat])
	return table


func finish(table) -> Dictionary:
	return await t.finish_hand(table, 3000)


## Whole 血战 hands with a person at seat 0, played by this script: its
## 换三张 (the AIPlayer's choice, sent one tile at a time as option
## Dictionaries), its 定缺 (the shortest suit, as an option), then the best
## legal hint each turn, 胡 whenever offered, passing other claims.
func test_sichuan_hands_with_a_person() -> void:
	var ai = AIPlayer.new()
	ai.rules = "sichuan"
	var wc = WinChecker.new()
	wc.rules = "sichuan"
	var table = new_table(21, 0)
	var s = {}
	var reset = func():
		s.plan = []
		s.bad_tried = false
		s.exchange_prompts = 0
		s.void_chosen = -1
		s.exchanged = []
		s.voids = []
		s.picked_signals = 0
		s.left = []
		s.won = []
		s.after_leaving = []
		s.discards_after_first_win = 0
		s.moves = 0
		s.shared_tiles = 0
		s.last_win_key = []
	reset.call()
	table.exchange_picked.connect(func(_seat, _tile): s.picked_signals += 1)
	table.tiles_exchanged.connect(func(direction, name, passed, received):
		s.exchanged.append([direction, name, passed, received]))
	table.voids_declared.connect(func(voids): s.voids.append(voids))
	table.melded.connect(func(_seat, _meld, _from, _kaigang): s.moves += 1)
	table.seat_won.connect(func(win):
		# 一炮多响: several win on one discard (or robbed kong); the one tile
		# lies beside the first of them.
		var key = [win.from, win.tile, s.moves]
		var shared: bool = win.from >= 0 and key == s.last_win_key
		s.shared_tiles += int(shared)
		s.last_win_key = key
		s.won.append(win)
		t.check("a 血战 winner leaves", [win.left, table.has_left(win.seat)], [true, true])
		t.check("its tile is laid aside (beside the first of several)", win.tile in table.get_won_tiles(win.seat), not shared)
		s.left.append(win.seat))
	table.discarded.connect(func(seat, _tile):
		s.moves += 1
		if seat in s.left:
			s.after_leaving.append(seat)
		if not s.won.is_empty():
			s.discards_after_first_win += 1)
	table.claim_options.connect(func(seat, options):
		t.check("options are the person's", seat, 0)
		var kinds = options.map(func(o): return o.action)
		if "exchange" in kinds:
			_exchange(table, ai, s, options)
		elif "ding_que" in kinds:
			_ding_que(table, ai, s, options)
		elif "hu" in kinds:
			table.act("hu")
		elif "pass" in kinds:
			table.act(options[kinds.find("pass")]))
	table.turn_started.connect(func(seat):
		if seat != 0:
			return
		var legal = table.legal_actions(0)
		for o in legal:
			if o.action == "hu":
				table.act(o)
				return
		var hints = table.hints(0)
		var discards = legal.filter(func(o): return o.action == "discard").map(func(o): return o.tile)
		for h in hints:
			t.check("a hint is a legal discard", h.tile in discards, true)
		# While the void suit is held, only its tiles may go.
		var void_suit: int = table.get_void_suit(0)
		t.check("get_void (deprecated) is get_void_suit", table.get_void(0), void_suit)
		var holds_void = table.get_hand(0).any(func(x): return suit_of(x) == void_suit)
		if holds_void:
			t.check("only void tiles are legal", discards.all(func(x): return suit_of(x) == void_suit), true)
			t.check("the table's void hints say why", not hints.is_empty() and "定缺" in hints[0].reason_zh, true)
		table.discard(hints[0].tile if not hints.is_empty() else discards[0]))
	var totals := [0, 0, 0, 0]
	var hands := 0
	var wins := 0
	var hands_going_on := 0
	var shared_seen := 0
	# At least three hands, and on until one has an 一炮多响 (how often one
	# comes up depends on the AIs, so the seeds are not fixed in advance).
	for seed in range(21, 81):
		if hands >= 3 and shared_seen > 0:
			break
		reset.call()
		table.seed = seed
		table.start_hand()
		var result = await finish(table)
		var what := "血战 seed %d" % seed
		t.check(what + ": ended", result.is_empty(), false)
		if result.is_empty():
			break
		hands += 1
		t.check(what + ": the person was asked for each pick", s.exchange_prompts, 3)
		t.check(what + ": 12 picks signalled", s.picked_signals, 12)
		t.check(what + ": one exchange", s.exchanged.size(), 1)
		var ex: Dictionary = table.get_exchange(0)
		if s.exchanged.size() == 1:
			var e = s.exchanged[0]
			t.check(what + ": the direction", [e[0], e[1]], [ex.direction, ex.direction_name])
			t.check(what + ": the direction is a roll's", e[0] in ["next", "across", "previous"], true)
			t.check(what + ": what the person received", Array(e[3][0]), Array(ex.received))
			t.check(what + ": what the person passed", Array(e[2][0]), s.plan)
			var offset = {"next": 1, "across": 2, "previous": 3}[e[0]]
			for seat in range(4):
				t.check(what + ": seat %d's tiles reach seat %d" % [seat, (seat + offset) % 4], e[3][(seat + offset) % 4], e[2][seat])
				t.check(what + ": three of one suit", e[2][seat].size() == 3 and Array(e[2][seat]).all(func(x): return suit_of(x) == suit_of(e[2][seat][0])), true)
		t.check(what + ": one 定缺", s.voids.size(), 1)
		if s.voids.size() == 1:
			t.check(what + ": the person's void", s.voids[0][0], s.void_chosen)
			t.check(what + ": voids in the result", result.voids, s.voids[0])
		t.check(what + ": the exchange in the result", result.exchange, ex.direction)
		# Money: zero-sum, every point on a payment line with its reason.
		var sum := 0
		for d in result.deltas:
			sum += d
		t.check(what + ": zero-sum", sum, 0)
		var by_lines := [0, 0, 0, 0]
		for p in result.payments:
			by_lines[p.from] -= p.points
			by_lines[p.to] += p.points
			t.check(what + ": a line between two seats", p.points > 0 and p.from != p.to and p.label != "" and p.label_en != "", true)
			t.check(what + ": a known reason", p.reason in ["win", "self_draw_bonus", "concealed_kong", "added_kong", "exposed_kong", "cagua", "call_transfer", "huazhu", "cha_dajiao", "tax_refund"], true)
		t.check(what + ": lines add up to the points", by_lines, result.deltas)
		for seat in range(4):
			totals[seat] += result.deltas[seat]
		t.check(what + ": running totals", result.scores, totals)
		# Winners: at most three, each once, each left; none held its void.
		t.check(what + ": at most three winners", result.wins.size() <= 3, true)
		t.check(what + ": seat_won per win", s.won.size(), result.wins.size())
		t.check(what + ": nobody played after leaving", s.after_leaving, [])
		var seats := []
		for w in result.wins:
			wins += 1
			t.check(what + ": one win per seat", w.seat in seats, false)
			seats.append(w.seat)
			t.check(what + ": the winner left", [w.left, table.has_left(w.seat)], [true, true])
			t.check(what + ": the hand wins (缺一门 included)", wc.can_win(w.hand, w.melds), true)
			var alone: Dictionary = wc.analyze(w.hand, w.melds)
			t.check(what + ": the fan counts the hand and its situation", w.fan >= alone.fan and w.fan >= 0, true)
			t.check(what + ": patterns named", [w.patterns.size() > 0, w.pattern_names.size(), w.pattern_fans.size()], [true, w.patterns.size(), w.patterns.size()])
			t.check(what + ": no void tile in a winning hand", Array(w.hand).any(func(x): return suit_of(x) == result.voids[w.seat]), false)
			var win_lines := [0, 0, 0, 0]
			for p in w.payments:
				win_lines[p.from] -= p.points
				win_lines[p.to] += p.points
				t.check(what + ": no payment to or from a seat that left", p.from in s.left.slice(0, s.left.find(w.seat)), false)
			t.check(what + ": a win's lines are its deltas", win_lines, w.deltas)
		if result.wins.size() > 0 and s.discards_after_first_win > 0:
			hands_going_on += 1
		shared_seen += s.shared_tiles
		# Every tile is somewhere: hands, melds, discards, won tiles, wall.
		var tiles: int = table.wall_remaining()
		for seat in range(4):
			tiles += table.get_hand(seat).size() + table.get_discards(seat).size() + table.get_won_tiles(seat).size()
			for m in table.get_melds(seat):
				tiles += m.tiles.size()
		t.check(what + ": 108 tiles", tiles, 108)
		t.check(what + ": finished", [table.phase(), table.is_playing()], ["finished", false])
	t.check("at least three hands", hands >= 3, true)
	t.check("someone won", wins > 0, true)
	t.check("a hand went on after a win", hands_going_on > 0, true)
	t.check("several won on one tile (一炮多响) in these hands", shared_seen > 0, true)
	table.queue_free()
	ai.free()
	wc.free()


## The person's 换三张: the first prompt tries a tile of another suit after
## the first pick (refused, hand unchanged), then the plan's tiles one by
## one as option Dictionaries.
func _exchange(table, ai, s, options) -> void:
	s.exchange_prompts += 1
	t.check("exchange phase", table.phase(), "exchange")
	var hand: Array = table.get_hand(0)
	if s.plan.is_empty():
		t.check("13 or 14 tiles before the exchange", hand.size() in [13, 14], true)
		for i in ai.decide_exchange(hand):
			s.plan.append(hand[i])
	var picked: Array = table.get_exchange(0).picked
	t.check("picked so far", Array(picked), s.plan.slice(0, picked.size()))
	var next = s.plan[picked.size()]
	for o in options:
		t.check("an exchange option names its tile", o.tile >= 0 and o.tile in hand and o.suit == -1, true)
	if picked.size() == 1 and not s.bad_tried:
		s.bad_tried = true
		var other := -1
		for x in hand:
			if suit_of(x) != suit_of(next):
				other = x
				break
		if other >= 0:
			t.expect_error("MahjongTable.act: illegal action: exchange")
			t.check("a tile of another suit is refused", table.act({"action": "exchange", "tile": other}), false)
			t.check("the hand is unchanged", table.get_hand(0), hand)
	t.check("pick %s" % MahjongTile.name_of(next), table.act({"action": "exchange", "tile": next, "label": "换"}), true)


## The person's 定缺: bad suits refused, then the shortest suit.
func _ding_que(table, ai, s, options) -> void:
	t.check("ding_que phase", table.phase(), "ding_que")
	t.check("three suits offered", options.map(func(o): return o.suit), [0, 1, 2])
	t.check("labels", options.map(func(o): return o.label), ["缺 万", "缺 条", "缺 筒"])
	t.check("voids hidden until all declared", table.get_void(0), -1)
	if s.void_chosen < 0:
		t.expect_error("MahjongTable.act: suit: suit 3")
		t.check("suit 3 is no suit", table.act({"action": "ding_que", "suit": 3}), false)
		t.expect_error("MahjongTable.act: ")
		t.check("ding_que names a suit", table.act("ding_que z"), false)
	s.void_chosen = ai.decide_void(table.get_hand(0))
	t.check("declare %s" % SUIT_LETTERS[s.void_chosen], table.act(options[s.void_chosen]), true)


## Four AIs play 血战 hands under other options: 换两张, no exchange, 血流成河.
func test_sichuan_options() -> void:
	var table = new_table(5, -1)
	t.check("sichuan defaults", [table.get_rule_option("exchange"), table.get_rule_option("sichuan_mode"), table.get_rule_option("fan_cap")], [3, 0, 4])
	t.check("108 tiles", table.wall_size(), 108)
	var seen = {"exchanged": [], "voids": 0}
	table.tiles_exchanged.connect(func(_d, _n, passed, _r): seen.exchanged.append(passed))
	table.voids_declared.connect(func(_v): seen.voids += 1)
	t.expect_error("MahjongTable.set_rule_option: chi = 1: 0 only under 四川")
	t.check("no 吃 under 四川", table.set_rule_option("chi", 1), false)
	t.check("chi stays off", table.get_rule_option("chi"), 0)
	t.check("换两张", table.set_rule_option("exchange", 2), true)
	table.start_hand()
	var two = await finish(table)
	t.check("换两张: ended", two.is_empty(), false)
	t.check("换两张: two tiles each", seen.exchanged.size() == 1 and seen.exchanged[0].all(func(p): return p.size() == 2), true)
	t.check("换两张: count", table.get_exchange(1).count, 2)
	seen.exchanged.clear()
	t.check("no exchange", table.set_rule_option("exchange", 0), true)
	table.start_hand()
	var none = await finish(table)
	t.check("no exchange: ended", none.is_empty(), false)
	t.check("no exchange: none signalled", [seen.exchanged.size(), none.exchange, table.get_exchange(0).count], [0, "", 0])
	t.check("定缺 every hand", seen.voids, 2)
	t.check("血流成河", table.set_rule_option("sichuan_mode", 1), true)
	table.start_hand()
	var xueliu = await finish(table)
	t.check("血流成河: ended", xueliu.is_empty(), false)
	var sum := 0
	for d in xueliu.deltas:
		sum += d
	t.check("血流成河: zero-sum", sum, 0)
	for w in xueliu.wins:
		t.check("血流成河: the winner stays", w.left, false)
	table.rules = "changsha"
	t.check("Changsha: no exchange", table.get_exchange(0).get("count", 0), 0)
	t.expect_error("MahjongTable.get_void: seat 4 is out of range")
	t.check("bad seat", table.get_void(4), -1)
	t.expect_error("MahjongTable.has_left: seat -2 is out of range")
	t.check("bad seat", table.has_left(-2), false)
	table.queue_free()
