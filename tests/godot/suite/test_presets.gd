## The Hunan presets through the nodes: 转转 (zhuanzhuan) and 红中
## (hongzhong) in every node's `rules`, their options by name
## (set_rule_option / get_rule_option / rule_options), whole 红中 hands on a
## MahjongTable (payment lines, birds, the 中 wildcards never leaving a
## hand), the AIPlayer keeping its 中, and bad presets and options refused.
extends RefCounted

## The runner (tests.gd): check(), expect_error(), tiles(), the scene tree.
var t

const RED := 31  # 中 (5z), the 红中 wildcard
const NODES = ["AIPlayer", "WinChecker", "MahjongTable"]


func rules_hint(node: Object) -> String:
	for p in node.get_property_list():
		if p.name == "rules":
			t.check("%s.rules is an enum" % node.get_class(), p.hint, PROPERTY_HINT_ENUM)
			return p.hint_string
	return ""


func test_every_node_offers_every_preset() -> void:
	for cls in NODES:
		var node = ClassDB.instantiate(cls)
		var hint := rules_hint(node)
		var names := hint.split(",")
		for wanted in ["changsha", "zhuanzhuan", "hongzhong", "standard", "eval-v1"]:
			t.check("%s offers %s" % [cls, wanted], wanted in names, true)
		# Every name the editor offers is one the node takes.
		for name in names:
			node.rules = name
			t.check("%s.rules = %s" % [cls, name], node.rules, name)
		node.free()


func test_preset_shapes() -> void:
	var wc = WinChecker.new()
	wc.rules = "zhuanzhuan"
	# Any pair under 转转 (Changsha wants 2, 5 or 8).
	t.check("转转: any pair", wc.can_win("123m456m789s234p11s", []), true)
	t.check("转转: 258做将 off", wc.get_rule_option("pair_258"), 0)
	t.check("转转: 258做将 on", wc.set_rule_option("pair_258", 1), true)
	t.check("转转 with 258做将: 11s is no pair", wc.can_win("123m456m789s234p11s", []), false)
	wc.rules = "hongzhong"
	t.check("a new preset starts from its defaults", wc.get_rule_option("pair_258"), 0)
	# 1111m and a 中: 111m and a 1m pair (no copy limit).
	t.check("红中: 中 is any tile", wc.can_win("1111m5z123p456p789p", []), true)
	t.check("红中: waits list 中", wc.waits("123m456m789p234s5s", []), [10, 13, RED])
	t.check("红中: as ids", wc.can_win([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, RED, RED], []), true)
	wc.free()


func test_options_by_name() -> void:
	var table = MahjongTable.new()
	table.rules = "hongzhong"
	var options: Dictionary = table.rule_options()
	t.check("红中 defaults", [options.red_dragons, options.birds, options.bird_rule, options.no_wildcard_double, options.chi],
			[4, 4, 0, 1, 0])
	t.check("flat options only", options.has("kaigang"), false)
	t.check("112 tiles", table.wall_size(), 112)
	t.check("six birds", table.set_rule_option("birds", 6), true)
	t.check("six birds read back", table.get_rule_option("birds"), 6)
	t.check("一鸟全中", table.set_rule_option("bird_rule", 2), true)
	t.check("no 红中", table.set_rule_option("red_dragons", 0), true)
	t.check("no 红中: 108 tiles", table.wall_size(), 108)
	t.check("no 红中: no doubling", table.get_rule_option("no_wildcard_double"), 0)
	table.rules = "changsha"
	options = table.rule_options()
	t.check("Changsha options", [options.birds, options.kaigang, options.kaigang_flips, options.chi, options.pair_258], [2, 1, 2, 1, 1])
	t.check("Changsha: four birds", table.set_rule_option("birds", 4), true)
	t.check("Changsha: 开杠 flips 4", table.set_rule_option("kaigang_flips", 4), true)
	t.check("Changsha options read back", [table.get_rule_option("birds"), table.get_rule_option("kaigang_flips")], [4, 4])
	var ai = AIPlayer.new()
	ai.rules = "zhuanzhuan"
	t.check("AIPlayer: 吃 on", ai.set_rule_option("chi", 1), true)
	t.check("AIPlayer: 吃 read back", ai.rule_options().chi, 1)
	ai.free()
	table.free()


func test_bad_presets_and_options() -> void:
	for cls in NODES:
		var node = ClassDB.instantiate(cls)
		node.rules = "hongzhong"
		t.expect_error("%s.rules: unknown rules \"riichi\": choose changsha" % cls)
		node.rules = "riichi"
		t.check("%s keeps its rules" % cls, node.rules, "hongzhong")
		t.expect_error("%s.set_rule_option: birds = 3: 0, 2, 4, 6 or 8" % cls)
		t.check("%s: three birds refused" % cls, node.set_rule_option("birds", 3), false)
		t.check("%s: birds unchanged" % cls, node.get_rule_option("birds"), 4)
		t.expect_error("%s.set_rule_option: bird_rule = 9: 0 (159中鸟), 1 (by seat from the dealer), 2 (一鸟全中) or 3 (摸几奖几)" % cls)
		t.check("%s: bird rule 9 refused" % cls, node.set_rule_option("bird_rule", 9), false)
		t.expect_error("%s.set_rule_option: chi = 2: 0 (off) or 1 (on)" % cls)
		t.check("%s: a bool option takes 0 or 1" % cls, node.set_rule_option("chi", 2), false)
		t.expect_error("%s.set_rule_option: kaigang: an option of the Changsha table" % cls)
		t.check("%s: 开杠 is Changsha's" % cls, node.set_rule_option("kaigang", 1), false)
		t.expect_error("%s.set_rule_option: unknown rule option \"zhaniao\": the hongzhong rules have honours, two_five_eight_pair" % cls)
		t.check("%s: unknown option" % cls, node.set_rule_option("zhaniao", 1), false)
		t.expect_error("%s.get_rule_option: unknown rule option \"zhaniao\"" % cls)
		t.check("%s: unknown option reads -1" % cls, node.get_rule_option("zhaniao"), -1)
		node.rules = "zhuanzhuan"
		t.expect_error("%s.set_rule_option: no_wildcard_double = 1: needs 红中 in the wall" % cls)
		t.check("%s: 无红中加倍 needs 红中" % cls, node.set_rule_option("no_wildcard_double", 1), false)
		node.rules = "changsha"
		t.expect_error("%s.set_rule_option: red_dragons: an option of the flat tables" % cls)
		t.check("%s: no 红中 in Changsha" % cls, node.set_rule_option("red_dragons", 4), false)
		t.expect_error("%s.set_rule_option: birds = 8: 0, 1, 2, 4 or 6" % cls)
		t.check("%s: Changsha birds" % cls, node.set_rule_option("birds", 8), false)
		node.rules = "hongzhong"
		# Another table's option is refused when read too (四 birds flipped is flat_birds).
		t.expect_error("%s.get_rule_option: kaigang: an option of the Changsha table" % cls)
		t.check("%s: 开杠 unread on 红中" % cls, node.get_rule_option("kaigang"), -1)
		node.free()


## One MahjongRules object: every option of the core's registry with its
## labels, values and defaults, the same names as the C ABI and `majiang
## rules`, and the three nodes taking it as their rules.
func test_one_rules_object() -> void:
	var rules = MahjongRules.create("hongzhong")
	t.check("presets", MahjongRules.presets(), PackedStringArray(["changsha", "eval-v1", "standard", "zhuanzhuan", "hongzhong", "sichuan", "mcr"]))
	t.check("preset", rules.get_preset(), "hongzhong")
	var list: Array = rules.option_list()
	t.check("54 options", list.size(), 54)
	var by_name := {}
	for o in list:
		by_name[o.name] = o
	t.check("ids in order", list.map(func(o): return o.id), range(54))
	var birds = by_name["flat_birds"]
	t.check("flat_birds", [birds.zh, birds.kind, birds.default, birds.value, birds.applies, birds.families], ["抓鸟", "enum", 4, 4, true, PackedStringArray(["hunan"])])
	t.check("flat_birds values", birds["values"].map(func(v): return v.value), [0, 2, 4, 6, 8])
	t.check("kaigang not on 红中", [by_name["kaigang"].applies, by_name["kaigang"].value], [false, -1])
	t.check("kong_fee is an int range", [by_name["kong_fee"].kind, by_name["kong_fee"].min, by_name["kong_fee"].max], ["int", 0, 1000])
	t.check("the ABI's name", by_name["two_five_eight_pair"].aliases, PackedStringArray(["pair_258"]))
	t.check("six birds", rules.set_option("flat_birds", 6), true)
	t.check("the old name", rules.get_option("birds"), 6)
	t.check("a copy", rules.duplicate().get_option("flat_birds"), 6)
	# The three nodes take the same rules object.
	for cls in NODES:
		var node = ClassDB.instantiate(cls)
		node.rule_set = rules
		t.check("%s: rules from the object" % cls, [node.rules, node.get_rule_option("flat_birds")], ["hongzhong", 6])
		t.check("%s: rule_set reads back" % cls, node.rule_set.get_option("flat_birds"), 6)
		t.expect_error("%s.rule_set: rules is null" % cls)
		node.rule_set = null
		t.check("%s: null keeps the rules" % cls, node.rules, "hongzhong")
		node.free()
	# seven_pairs is the registry's 0/1/2 (Changsha: a four counts as two pairs).
	var cs = MahjongRules.create("changsha")
	t.check("seven_pairs 0/1/2", cs.get_option("seven_pairs"), 2)
	t.check("options Godot lacked", [cs.set_option("kong_fee", 2), cs.get_option("kong_fee"), cs.set_option("honours", 1)], [true, 2, true])
	t.expect_error("MahjongRules.create: unknown rules \"riichi\"")
	t.check("unknown preset", MahjongRules.create("riichi") == null, true)


## Deals 112-tile 红中 walls from `seed`: the AI's discard is never a 中.
func test_ai_never_discards_red_dragons() -> void:
	var ai = AIPlayer.new()
	ai.rules = "hongzhong"
	ai.seed = 5
	var rng := RandomNumberGenerator.new()
	rng.seed = 2026
	var hands_with_red := 0
	var bad := []
	for level in [AIPlayer.EASY, AIPlayer.MEDIUM, AIPlayer.HARD, AIPlayer.EXPERT]:
		ai.difficulty = level
		for i in range(40):
			var wall := []
			for id in range(27):
				for _copy in range(4):
					wall.append(id)
			for _copy in range(4):
				wall.append(RED)
			for k in range(wall.size() - 1, 0, -1):
				var j := rng.randi_range(0, k)
				var x = wall[k]
				wall[k] = wall[j]
				wall[j] = x
			var hand := wall.slice(0, 14)
			# Every other hand gets one or two 中 for sure.
			if i % 2 == 0 and not RED in hand:
				hand[0] = RED
				if i % 4 == 0:
					hand[1] = RED
			if not RED in hand:
				continue
			hands_with_red += 1
			ai.reset_observations()
			var index: int = ai.decide_discard(hand, [])
			if index < 0 or hand[index] == RED:
				bad.append([level, hand, index])
	t.check("hands holding 中 were asked", hands_with_red >= 80, true)
	t.check("no 中 discarded (level, hand, index)", bad, [])
	# Nor claimed, at any level; and no 吃 where the rules have none.
	var claims := []
	for level in [AIPlayer.EASY, AIPlayer.MEDIUM, AIPlayer.HARD, AIPlayer.EXPERT]:
		claims.append([ai.should_peng("5z5z123m456p789s11m", "5z", level),
				ai.should_gang("5z5z5z123m456p789s1m", RED, level),
				ai.should_chi("23m5z456p789s1199m", "1m", level)])
	t.check("中 never claimed, no 吃 under 红中", claims, [[false, false, false], [false, false, false], [false, false, false], [false, false, false]])
	ai.rules = "changsha"
	t.check("Changsha still chis at HARD", ai.should_chi("23m456p789s1199m5s", "1m", AIPlayer.HARD), true)
	ai.free()


func red_count(tiles: Array) -> int:
	var n := 0
	for x in tiles:
		if x == RED:
			n += 1
	return n


## Four AIs play 红中 hands to the end: the result's payment lines are
## zero-sum and add up to each seat's points; the birds are revealed with
## their hits; no 中 is ever discarded or melded; every tile is accounted for.
func test_hongzhong_hands() -> void:
	var wc = WinChecker.new()
	wc.rules = "hongzhong"
	var table = MahjongTable.new()
	t.add_child(table)
	table.rules = "hongzhong"
	table.human_seat = -1
	table.think_time = 0.0
	table.seed = 40
	for seat in range(4):
		table.set_seat_difficulty(seat, [AIPlayer.EXPERT, AIPlayer.EASY, AIPlayer.MEDIUM, AIPlayer.HARD][seat])
	var seen = {"red_out": 0, "birds_signal": [], "wins": 0, "bird_lines": 0, "hands": 0}
	table.discarded.connect(func(_s, tile): seen.red_out += int(tile == RED))
	table.melded.connect(func(_s, meld, _f, _k): seen.red_out += red_count(meld.tiles))
	table.birds_flipped.connect(func(tiles): seen.birds_signal = tiles)
	var totals := [0, 0, 0, 0]
	for hand_no in range(6):
		seen.birds_signal = []
		table.start_hand()
		var result = await _finish(table)
		var what := "红中 hand %d (seed %d)" % [hand_no, 40 + hand_no]
		t.check(what + ": ended", result.is_empty(), false)
		if result.is_empty():
			break
		seen.hands += 1
		var by_lines := [0, 0, 0, 0]
		for p in result.payments:
			by_lines[p.from] -= p.points
			by_lines[p.to] += p.points
			if p.points <= 0 or p.from == p.to:
				t.check(what + ": a line moves points between two seats", p, {})
			if p.reason == "birds":
				seen.bird_lines += 1
				t.check(what + ": a bird line's label", p.label, "中鸟 ×%d" % p.hits)
				t.check(what + ": a bird line's English label", p.label_en, "birds ×%d" % p.hits)
		t.check(what + ": payment lines add up to the points", by_lines, result.deltas)
		var sum := 0
		for d in result.deltas:
			sum += d
		t.check(what + ": zero-sum", sum, 0)
		for seat in range(4):
			totals[seat] += result.deltas[seat]
		t.check(what + ": running totals", result.scores, totals)
		t.check(what + ": the birds signal", seen.birds_signal, result.birds)
		t.check(what + ": one reveal per bird", result.bird_reveal.size(), result.birds.size())
		for w in result.wins:
			seen.wins += 1
			var win_lines := [0, 0, 0, 0]
			for p in w.payments:
				win_lines[p.from] -= p.points
				win_lines[p.to] += p.points
			t.check(what + ": a win's lines are its deltas", win_lines, w.deltas)
			# 159中鸟 at one win: the hits are the birds revealed as hits.
			var revealed_hits := 0
			for b in result.bird_reveal:
				revealed_hits += int(b.hit)
				t.check(what + ": a 159中鸟 hit", b.hit, b.tile == RED or (b.tile < 27 and b.tile % 9 in [0, 4, 8]))
			t.check(what + ": bird hits", w.bird_hits, revealed_hits)
			if red_count(w.hand) < 4:
				t.check(what + ": the winner's hand wins", wc.can_win(w.hand, w.melds), true)
		var tiles: int = table.wall_remaining() + result.birds.size()
		for seat in range(4):
			tiles += table.get_hand(seat).size() + table.get_discards(seat).size()
			for m in table.get_melds(seat):
				tiles += m.tiles.size()
		t.check(what + ": 112 tiles", tiles, 112)
	t.check("hands played", seen.hands, 6)
	t.check("someone won", seen.wins > 0, true)
	t.check("birds hit somewhere", seen.bird_lines > 0, true)
	t.check("no 中 left a hand", seen.red_out, 0)
	table.queue_free()
	wc.free()


## A person at a 红中 table: 中 is never among the discards offered, and
## discarding one is refused with the hand unchanged.
func test_human_cannot_discard_red_dragons() -> void:
	var table = MahjongTable.new()
	t.add_child(table)
	table.rules = "hongzhong"
	table.human_seat = 0
	table.think_time = 0.0
	var state = {"tried": false, "offered": 0}
	table.turn_started.connect(func(seat):
		if seat != 0:
			return
		var options = table.legal_actions(0)
		for o in options:
			if o.action == "discard" and o.tile == RED:
				state.offered += 1
		var held = table.get_hand(0)
		if RED in held and not state.tried:
			state.tried = true
			t.expect_error("MahjongTable.discard: illegal action")
			t.check("discarding 中 is refused", table.discard(RED), false)
			t.check("the hand is unchanged", table.get_hand(0), held)
		for o in options:
			if o.action == "discard" and o.tile != RED:
				table.discard(o.tile)
				return)
	table.claim_options.connect(func(_seat, options):
		for o in options:
			if o.action == "pass":
				table.act(o))
	# Seats 0..3 hold a 中 often; play hands until seat 0 has held one.
	for seed in range(1, 9):
		table.seed = seed
		table.start_hand()
		var result = await _finish(table)
		t.check("hand %d ended" % seed, result.is_empty(), false)
		if state.tried:
			break
	t.check("seat 0 held a 中 in its turn", state.tried, true)
	t.check("中 was never offered as a discard", state.offered, 0)
	table.queue_free()


func _finish(table) -> Dictionary:
	return await t.finish_hand(table, 3000)
