## 国标麻将 (MCR, the `mcr` preset) through the nodes: the WinChecker's fan
## lists (the `lines` every rule set gives) in a situation given as a
## Dictionary or as words, the minimum, shanten over every MCR form and the
## valued waits; the same keys on the other presets; the AIPlayer
## declaring only wins that reach the minimum; whole hands on a
## MahjongTable with flowers, winds and each win's lines, four AIs and a
## person played from this script. Known answers are the competition
## judge's calculator's (the core's tests compare with it).
extends RefCounted

## The runner (tests.gd): check(), expect_error(), tiles(), the scene tree.
var t


func checker() -> Node:
	var wc = WinChecker.new()
	wc.rules = "mcr"
	return wc


## The lines of an analysis as [name, english, value, count] rows.
func rows(lines: Array) -> Array:
	var out = []
	for f in lines:
		out.append([f.name, f.english, f.value, f.count])
	return out


func test_fans_of_a_win() -> void:
	var wc = checker()
	t.check("mcr rules", wc.rules, "mcr")
	# 清一色 with two concealed pungs, won on the 9s discard in the North round.
	var a: Dictionary = wc.analyze_in("44466888999s", "chi:123s", "win:9s round:N")
	t.check("fans", rows(a.lines), [["清一色", "Full Flush", 24, 1], ["双暗刻", "Two Concealed Pungs", 2, 1], ["幺九刻", "Pung of Terminals or Honors", 1, 1]])
	t.check("total", [a.win, a.unit, a.total, a.toward_minimum, a.meets_minimum], [true, "fan", 27, 27, true])
	t.check("fan ids", a.lines.map(func(f): return f.id), ["full_flush", "two_concealed_pungs", "pung_of_terminals_or_honors"])
	t.check("the situation in words", a.situation, "win:9s round:N")
	t.check("shanten of the 13 before the win", a.shanten, 0)
	t.check("no Changsha or 四川 keys", [a.small, a.big_hands.size(), a.units, a.fan, a.patterns.size(), a.points], [false, 0, 0, -1, 0, 0])
	# The same situation as a Dictionary, the hand as an untyped Array of
	# the project's Tile objects, the winning tile and round in other forms.
	var hand = t.tiles("44466888999s")
	var d: Dictionary = wc.analyze_in(hand, [t.tiles("123s")], {"win": Tile.new(1, 9), "round": 3})
	t.check("a Dictionary context", [d.total, rows(d.lines)], [27, rows(a.lines)])
	var n: Dictionary = wc.analyze_in(hand, "chi:123s", {"win": "9s", "round": "北", "seat": "e"})
	t.check("winds as names", n.total, 27)
	# Flowers: 1 fan each, not toward the minimum.
	var f: Dictionary = wc.analyze_in(hand, "chi:123s", "win:9s round:N flowers:3")
	t.check("flowers", [f.total, f.toward_minimum, rows(f.lines).back()], [30, 27, ["花牌", "Flower Tiles", 1, 3]])
	# Every word of the situation, and the same as a Dictionary.
	var melds = "chi:678s chi:345m"
	var last: Dictionary = wc.analyze_in("234m567p22s", melds, "win:4m last_copy last_tile seat:W round:S flowers:1")
	t.check("和绝张 and 海底捞月", [last.total, last.toward_minimum, rows(last.lines)], [17, 16, [["海底捞月", "Last Tile Claim", 8, 1], ["和绝张", "Last Tile", 4, 1], ["平和", "All Chows", 2, 1], ["断幺", "All Simples", 2, 1], ["花牌", "Flower Tiles", 1, 1]]])
	t.check("its situation", last.situation, "win:4m last_copy last_tile seat:W round:S flowers:1")
	var same: Dictionary = wc.analyze_in("234m567p22s", melds, {"win": 3, "last_copy": true, "last_tile": true, "seat": "西", "round": 1, "flowers": 1.0})
	t.check("as a Dictionary", same, last)
	var robbed: Dictionary = wc.analyze_in("234m567p22s", melds, "win:2m kong seat:S round:W flowers:2")
	t.check("抢杠和", [robbed.total, rows(robbed.lines)[0]], [14, ["抢杠和", "Robbing The Kong", 8, 1]])
	t.expect_error("抢杠和 (kong, on a discard) robs the fourth copy")
	t.check("抢杠和 of a tile a meld holds", wc.analyze_in("234m567p22s", melds, "win:4m kong"), {})
	# analyze: won on the last tile as written, on a discard or self-drawn.
	var written: Dictionary = wc.analyze(hand, "chi:123s")
	t.check("analyze: the last tile won", [written.situation, written.total], ["win:9s", 27])
	var drawn: Dictionary = wc.analyze(hand, "chi:123s", true)
	# Self-drawn, the 999s pung is concealed too: 三暗刻.
	t.check("analyze: self-drawn", [drawn.situation, drawn.total, rows(drawn.lines)[1], rows(drawn.lines).back()], ["win:9s self_drawn", 42, ["三暗刻", "Three Concealed Pungs", 16, 1], ["自摸", "Self-Drawn", 1, 1]])
	wc.free()


func test_minimum_shapes_and_waits() -> void:
	var wc = checker()
	# A shape under 8 fan: a win by its shape, refused by the minimum.
	var cheap: Dictionary = wc.analyze_in("234m567p22s", "chi:678s chi:345m", "win:2s")
	t.check("under the minimum", [cheap.win, cheap.total, cheap.meets_minimum], [true, 5, false])
	t.check("its fans", rows(cheap.lines), [["平和", "All Chows", 2, 1], ["断幺", "All Simples", 2, 1], ["独听・单钓", "Single Wait", 1, 1]])
	t.check("can_win takes any shape", wc.can_win("234m567p22s", "chi:678s chi:345m"), true)
	# Not a winning shape: total 0, no lines, the shanten of the 13.
	var no: Dictionary = wc.analyze_in("123m456m789m12p34p5s", [], "win:5s")
	t.check("no shape", [no.win, no.total, no.lines, no.meets_minimum, no.shanten], [false, 0, [], false, wc.shanten("123m456m789m12p34p", [])])
	# 全不靠 wins under 国标 only; shanten over every MCR form.
	t.check("全不靠", wc.can_win("147m258s369p12345z", []), true)
	var qbk: Dictionary = wc.analyze("147m258s369p12345z", [])
	t.check("全不靠's fans", rows(qbk.lines), [["全不靠", "Lesser Honors and Knitted Tiles", 12, 1], ["组合龙", "Knitted Straight", 12, 1]])
	t.check("全不靠 one away", wc.shanten("147m258s36p12345z", []), 0)
	t.check("七对 ready", wc.shanten("1122m3344p5566s7z", []), 0)
	t.check("十三幺 ready", wc.shanten("19m19s19p1234567z", []), 0)
	# Waits with the fan each scores (on a discard, then self-drawn).
	var waits: Array = wc.valued_waits("4446688899s", "chi:123s", {})
	t.check("waits", waits.map(func(w): return [w.tile, w.tile_name, w.total, w.meets_minimum]), [[14, "六条", 26, true], [17, "九条", 27, true]])
	t.check("a wait's fans", rows(waits[0].lines)[0], ["清一色", "Full Flush", 24, 1])
	t.check("the waits are waits()", waits.map(func(w): return w.tile), wc.waits("4446688899s", "chi:123s"))
	var drawn: Array = wc.valued_waits("4446688899s", "chi:123s", "self_drawn flowers:1")
	t.check("self-drawn waits", drawn.map(func(w): return [w.total, w.toward_minimum]), [[42, 41], [43, 42]])
	wc.free()


func test_bad_mcr_input() -> void:
	var wc = checker()
	t.expect_error("WinChecker.analyze_in: unknown context key \"tsumo\"")
	t.check("an unknown key", wc.analyze_in("44466888999s", "chi:123s", {"tsumo": true}), {})
	t.expect_error("WinChecker.analyze_in: impossible win context: a robbed kong (抢杠胡) is won on another player's tile")
	t.check("a robbed kong self-drawn", wc.analyze_in("44466888999s", "chi:123s", {"robbed_kong": true, "self_draw": true}), {})
	t.expect_error("WinChecker.analyze_in: ")
	t.check("an unknown word", wc.analyze_in("44466888999s", "chi:123s", "win:9s tsumo"), {})
	t.expect_error("WinChecker.analyze_in: context.flowers must be an int from 0 to 8")
	t.check("nine flowers", wc.analyze_in("44466888999s", "chi:123s", {"flowers": 9}), {})
	t.expect_error("WinChecker.analyze_in: context.seat: wind 5")
	t.check("a wind out of range", wc.analyze_in("44466888999s", "chi:123s", {"seat": 5}), {})
	t.expect_error("WinChecker.analyze_in: context.kong must be a bool")
	t.check("a flag that is no bool", wc.analyze_in("44466888999s", "chi:123s", {"kong": 1}), {})
	# Situations that cannot happen.
	t.expect_error("和绝张 (last_copy)")
	t.check("和绝张 with another copy held", wc.analyze_in("44466888999s", "chi:123s", "win:9s last_copy"), {})
	t.expect_error("杠上开花 (kong, self-drawn)")
	t.check("杠上开花 with no kong", wc.analyze_in("44466888999s", "chi:123s", "win:9s self_drawn kong"), {})
	t.expect_error("WinChecker.analyze_in: ")
	t.check("a winning tile not in the hand", wc.analyze_in("44466888999s", "chi:123s", "win:1m"), {})
	t.expect_error("WinChecker.analyze_in: context must be a Dictionary or the words form")
	t.check("a context of another type", wc.analyze_in("44466888999s", "chi:123s", 7), {})
	t.expect_error("WinChecker.valued_waits: ")
	t.check("valued_waits of a complete hand", wc.valued_waits("44466888999s", "chi:123s", {}), [])
	wc.free()


## The same keys on every preset: 长沙's big hands in units, a small hand
## named by its shape, 四川's patterns in fan with a count, a flat table's
## shape paying alike, and each family's valued waits.
func test_every_preset_values_a_win() -> void:
	var wc = WinChecker.new()
	wc.rules = "changsha"
	var cs: Dictionary = wc.analyze("11122233344455m", [])
	t.check("长沙 big hands", [cs.win, cs.unit, cs.total, cs.toward_minimum, cs.meets_minimum], [true, "units", 2, 2, true])
	t.check("长沙 lines", rows(cs.lines), [["碰碰胡", "all triplets", 1, 1], ["清一色", "one suit", 1, 1]])
	t.check("the Changsha keys stay", [cs.big_hands, cs.units], [["pengpenghu", "qingyise"], 2])
	var small: Dictionary = wc.analyze("123m456s789p234m55s", [])
	t.check("a small hand: its shape, worth nothing more", [small.total, rows(small.lines)], [0, [["小胡", "small hand", 0, 1]]])
	var haidi: Dictionary = wc.analyze_in("123m456s789p234m55s", [], {"self_draw": true, "last_tile": true})
	t.check("the 0.1 Changsha context keys", [haidi.big_hands, haidi.total], [["haidilaoyue"], 1])
	t.check("the same as words", wc.analyze_in("123m456s789p234m55s", [], "self_drawn last_tile"), haidi)
	t.check("长沙 valued waits", wc.valued_waits("123m456s789p234m5s", [], "").map(func(w): return [w.tile, w.unit, w.total]), [[13, "units", 0]])
	wc.rules = "sichuan"
	var sc: Dictionary = wc.analyze("1111m23m456m55m789m", [])
	t.check("四川 patterns", [sc.unit, sc.total, sc.fan, sc.lines.map(func(l): return l.id)], ["fan", 3, 3, ["pinghu", "qingyise", "gen"]])
	t.check("根 with its count", rows(sc.lines).back(), ["根", "a four of a kind", 1, 1])
	t.check("四川's 0.1 keys still", sc.pattern_names.has("清一色"), true)
	wc.rules = "zhuanzhuan"
	var zz: Dictionary = wc.analyze("123m456s789p234m11s", [])
	t.check("转转 pays alike", [zz.win, zz.unit, zz.total, zz.meets_minimum, zz.lines.size()], [true, "alike", 0, true, 1])
	t.check("a hand that does not win", [wc.analyze("123m456s789p234m12s", []).win, wc.analyze("123m456s789p234m12s", []).lines], [false, []])
	t.expect_error("WinChecker.analyze_in: ")
	t.check("a bad word on any preset", wc.analyze_in("123m456s789p234m11s", [], "tsumo"), {})
	wc.free()


func test_ai_player_wins_at_the_minimum() -> void:
	var ai = AIPlayer.new()
	ai.rules = "mcr"
	t.check("27 fan: win", ai.should_win(t.tiles("44466888999s"), "chi:123s"), true)
	t.check("5 fan: no win", ai.should_win("234m567p22s", "chi:678s chi:345m"), false)
	t.check("no shape: no win", ai.should_win("123m456m789m12p34p5s", []), false)
	# The situation adds fan: the same 5-fan hand won on the wall's last
	# tile by self-draw (妙手回春 8) reaches the minimum.
	t.check("妙手回春", ai.should_win_in("234m567p22s", "chi:678s chi:345m", "win:2s self_drawn last_tile"), true)
	t.check("flowers do not count", ai.should_win_in("234m567p22s", "chi:678s chi:345m", {"flowers": 8}), false)
	t.check("unless the rules say so", ai.set_rule_option("mcr_flowers_count", 1), true)
	t.check("flowers count", ai.should_win_in("234m567p22s", "chi:678s chi:345m", {"flowers": 3}), true)
	t.check("but not two", ai.should_win_in("234m567p22s", "chi:678s chi:345m", {"flowers": 2}), false)
	t.expect_error("AIPlayer.should_win_in: ")
	t.check("a bad context", ai.should_win_in("234m567p22s", "chi:678s chi:345m", "flowers:9"), false)
	# EXPERT's hints name the minimum after each discard's own reason.
	var hints: Array = ai.hints("147m258s369p12567z", [])
	t.check("hints", hints.size() > 0, true)
	t.check("the minimum in the hint", [hints[0].reason.contains("; MCR: a win needs 8 fan (flowers included)"), hints[0].reason_zh.contains("; 国标: 和牌至少 8 番")], [true, true])
	# Every level picks a discard of a 国标 hand with honours.
	var hand = ["1m", "4m", "7m", "2s", "5s", "8s", "3p", "6p", "9p", "1z", "2z", "5z", "6z", "7z"]
	for level in [AIPlayer.EASY, AIPlayer.MEDIUM, AIPlayer.HARD, AIPlayer.EXPERT]:
		ai.difficulty = level
		var i: int = ai.decide_discard(hand, [])
		t.check("level %d discards a tile of the hand" % level, i >= 0 and i < hand.size(), true)
	ai.free()


func new_table(seed: int, human: int) -> Node:
	var table = MahjongTable.new()
	t.add_child(table)
	table.rules = "mcr"
	table.seed = seed
	table.human_seat = human
	table.think_time = 0.0
	for seat in range(4):
		table.set_seat_difficulty(seat, [AIPlayer.HARD, AIPlayer.EASY, AIPlayer.MEDIUM, AIPlayer.HARD][seat])
	return table


## A 国标 result: zero-sum, every point on a payment line, flowers and winds
## as the table shows them, and each win's fans adding up, at the minimum,
## 8 + fan paid by the discarder (or each payer of a self-draw).
func check_result(what: String, table, result: Dictionary) -> void:
	t.check(what + ": the hand ended", result.is_empty(), false)
	if result.is_empty():
		return
	var sum = 0
	var lines = [0, 0, 0, 0]
	for p in result.payments:
		lines[p.from] -= p.points
		lines[p.to] += p.points
	for d in result.deltas:
		sum += d
	t.check(what + ": zero-sum", sum, 0)
	t.check(what + ": the payment lines are the points", lines, result.deltas)
	var flowers = []
	var winds = []
	for seat in range(4):
		flowers.append(table.get_flowers(seat))
		winds.append(table.seat_wind(seat))
	t.check(what + ": flowers", result.flowers, flowers)
	t.check(what + ": at most 8 flowers", flowers.reduce(func(a, b): return a + b, 0) <= 8, true)
	t.check(what + ": the dealer is East", winds[result.dealer], 0)
	t.check(what + ": winds in turn", result.seat_winds, [0, 1, 2, 3].map(func(s): return (s - result.dealer + 4) % 4))
	t.check(what + ": the prevalent wind", result.prevalent_wind, table.prevalent_wind())
	for w in result.wins:
		var total = 0
		var flower_fan = 0
		for f in w.lines:
			total += f.value * f.count
			if f.id == "flower_tiles":
				flower_fan = f.count
		t.check(what + ": the fans add up", [w.unit, total, w.total - flower_fan], ["fan", w.total, w.toward_minimum])
		t.check(what + ": 花牌 are the seat's flowers", flower_fan, result.flowers[w.seat])
		t.check(what + ": the minimum", [w.meets_minimum, w.toward_minimum >= 8], [true, true])
		t.check(what + ": 8 + fan", w.points, 8 + w.total)
		t.check(what + ": what the win brought", w.total_points, (3 * (8 + w.total)) if w.self_draw else (24 + w.total))


func test_four_ais_play_mcr() -> void:
	var table = new_table(5, -1)
	t.check("flowers before the first hand", table.get_flowers(0), 0)
	t.check("the East round", table.prevalent_wind(), 0)
	var won = 0
	for hand in range(12):
		if hand == 4:
			# The second round of a 16-hand game: 南风圈.
			t.check("set_prevalent_wind", table.set_prevalent_wind(1), true)
		table.start_hand()
		var result = await t.finish_hand(table, 2000)
		check_result("hand %d" % hand, table, result)
		t.check("hand %d's round" % hand, result.get("prevalent_wind"), 1 if hand >= 4 else 0)
		won += result.get("wins", []).size()
	t.check("some hands are won", won > 0, true)
	t.check("the totals are zero-sum", table.scores().reduce(func(a, b): return a + b, 0), 0)
	table.free()


## A person at the table: discards the first legal tile, wins whenever the
## table offers it, passes every claim; a win asked for where none is
## offered is refused, the hand going on.
func test_a_person_plays_mcr() -> void:
	var table = new_table(11, 0)
	var s = {"refused": false, "turns": 0, "offers": [], "labels": []}
	table.turn_started.connect(func(seat):
		if seat != 0:
			return
		s.turns += 1
		var legal = table.legal_actions(0)
		if not s.refused and not legal.any(func(o): return o.action == "hu"):
			s.refused = true
			t.expect_error("MahjongTable.act: ")
			t.check("a win not offered is refused", table.act("hu"), false)
		if legal.any(func(o): return o.action == "hu"):
			return
		for o in legal:
			if o.action == "discard":
				table.discard.call_deferred(o.tile)
				return)
	table.claim_options.connect(func(_seat, options):
		for o in options:
			s.offers.append(o.action)
			s.labels.append(o.label)
		for want in ["hu", "pass"]:
			for o in options:
				if o.action == want:
					table.act.call_deferred(o)
					return)
	var results = []
	for hand in range(4):
		table.start_hand()
		var result = await t.finish_hand(table, 4000)
		check_result("with a person, hand %d" % hand, table, result)
		results.append(result)
	t.check("the person played", s.turns > 0, true)
	t.check("claims were offered", s.offers.size() > 0, true)
	t.check("every offer is an action", s.offers.all(func(a): return a in ["chi", "peng", "gang", "hu", "pass", "an_gang", "bu_gang"]), true)
	table.free()


func test_other_tables_have_no_flowers() -> void:
	var table = MahjongTable.new()
	t.add_child(table)
	table.human_seat = -1
	table.think_time = 0.0
	table.dealer = 2
	t.check("seat winds follow the dealer", [table.seat_wind(2), table.seat_wind(3), table.seat_wind(0), table.seat_wind(1)], [0, 1, 2, 3])
	table.start_hand()
	var result = await t.finish_hand(table, 2000)
	t.check("Changsha: no flowers", result.flowers, [0, 0, 0, 0])
	t.check("Changsha: no prevalent wind", [result.prevalent_wind, table.prevalent_wind()], [-1, -1])
	for w in result.wins:
		var sum = w.lines.reduce(func(a, l): return a + l.value * l.count, 0)
		t.check("Changsha: a win's worth in units", [w.unit, sum, w.total, w.meets_minimum], ["units", w.total, w.units, true])
	t.expect_error("MahjongTable.set_prevalent_wind: ")
	t.check("no prevalent wind to set", table.set_prevalent_wind(1), false)
	t.expect_error("MahjongTable.get_flowers: seat 4")
	t.check("a bad seat", table.get_flowers(4), 0)
	t.expect_error("MahjongTable.seat_wind: seat -1")
	t.check("a bad seat's wind", table.seat_wind(-1), -1)
	table.free()
