## AIPlayer: the tutorial's three difficulties, compared with the tutorial's
## own script (tutorial_ai.gd) on fixed and seeded random hands; the random
## choices of EASY (and MEDIUM's chi) by their seeded reproducibility and
## their rates; ai_play_turn against a GameManager; bad input.
extends RefCounted

const TutorialAI = preload("res://tutorial_ai.gd")

## The runner (tests.gd): check(), expect_error(), tiles(), the scene tree.
var t


## A tutorial-style hand: `n` tiles dealt from a shuffled 108-tile wall,
## with at most three copies of a kind (the tutorial's hard AI adds a fourth
## to test waits; a fifth would be bad input).
func random_hand(rng: RandomNumberGenerator, n: int) -> Array:
	while true:
		var wall = []
		for suit in range(3):
			for number in range(1, 10):
				for _copy in range(4):
					wall.append(Tile.new(suit, number))
		for i in range(wall.size() - 1, 0, -1):
			var j = rng.randi_range(0, i)
			var x = wall[i]
			wall[i] = wall[j]
			wall[j] = x
		var hand = wall.slice(0, n)
		var counts = {}
		var ok = true
		for tile in hand:
			counts[tile.id] = counts.get(tile.id, 0) + 1
			if counts[tile.id] > 3:
				ok = false
		if ok:
			return hand
	return []


func tutorial_ai() -> Node:
	var ref = TutorialAI.new()
	t.add_child(ref)
	return ref


func test_constants_and_defaults() -> void:
	var ai = t.get_node("/root/Main/AIPlayer")
	t.check("EASY", AIPlayer.EASY, 0)
	t.check("MEDIUM", AIPlayer.MEDIUM, 1)
	t.check("HARD", AIPlayer.HARD, 2)
	t.check("EXPERT", AIPlayer.EXPERT, 3)
	t.check("default difficulty", ai.difficulty, AIPlayer.MEDIUM)
	t.check("default think time", ai.think_time, 0.8)
	t.check("default GameManager path", ai.game_manager_path, NodePath("/root/Main/GameManager"))
	t.check("default rules", ai.rules, "changsha")
	var own = AIPlayer.new()
	own.seed = 42
	t.check("seed", own.seed, 42)
	own.free()


func test_medium_matches_the_tutorial() -> void:
	var ai = AIPlayer.new()
	ai.difficulty = AIPlayer.MEDIUM
	var ref = tutorial_ai()
	ref.difficulty = ref.AIDifficulty.MEDIUM
	# Known answer, worked by hand with the tutorial's scores: 9s is alone
	# (score 0); 9p scores 8 + 4 = 12 (next to 8p, two from 7p); the rest more.
	var hand = t.tiles("123m456s789p2345m9s")
	t.check("medium known hand", ai.decide_discard(hand, []), 13)
	# Ties go to the lowest index: 9s (index 3) and 1m (index 7) both score 0.
	t.check("medium tie", ai.decide_discard(t.tiles("345p9s678p1m22s456m8m"), []), 3)
	var rng = RandomNumberGenerator.new()
	rng.seed = 7
	var same = 0
	for i in range(300):
		var h = random_hand(rng, 14)
		if ai.decide_discard(h, []) == ref.decide_discard(h, []):
			same += 1
		else:
			print("medium differs on ", h)
	t.check("medium = tutorial on 300 seeded hands", same, 300)
	ref.queue_free()
	ai.free()


func test_hard_matches_the_tutorial() -> void:
	var ai = t.get_node("/root/Main/AIPlayer")
	var old = ai.difficulty
	ai.difficulty = AIPlayer.HARD
	var ref = tutorial_ai()
	ref.difficulty = ref.AIDifficulty.HARD
	# Known answer: discarding 9s leaves 123m456s789p2345m, waiting on 2m and
	# 5m (two kinds); every other discard leaves fewer.
	t.check("hard known hand", ai.decide_discard(t.tiles("123m456s789p2345m9s"), []), 13)
	# Nothing ready after any discard: the tutorial keeps index 0.
	t.check("hard, no waits anywhere", ai.decide_discard(t.tiles("147m258s369p147m25s"), []), 0)
	var melds = [Meld.new(Meld.MeldType.PENG, t.tiles("555m"))]
	t.check("hard with a meld", ai.decide_discard(t.tiles("123m456s789p2s9p"), melds),
			ref.decide_discard(t.tiles("123m456s789p2s9p"), melds))
	var rng = RandomNumberGenerator.new()
	rng.seed = 11
	var same = 0
	for i in range(40):
		var h = random_hand(rng, 14)
		if ai.decide_discard(h, []) == ref.decide_discard(h, []):
			same += 1
		else:
			print("hard differs on ", h)
	t.check("hard = tutorial on 40 seeded hands", same, 40)
	ai.difficulty = old
	ref.queue_free()


func test_claims_match_the_tutorial() -> void:
	var ai = AIPlayer.new()
	var ref = tutorial_ai()
	var rng = RandomNumberGenerator.new()
	rng.seed = 5
	var agree = 0
	for i in range(200):
		var n = [4, 5, 7, 10, 13][i % 5]
		var h = random_hand(rng, n)
		var tile = h[rng.randi_range(0, n - 1)]
		for diff in [AIPlayer.MEDIUM, AIPlayer.HARD]:
			if ai.should_peng(h, tile, diff) == ref.should_peng(h, tile, diff):
				agree += 1
		if ai.should_chi(h, tile, AIPlayer.HARD) == ref.should_chi(h, tile, AIPlayer.HARD):
			agree += 1
		for diff in [AIPlayer.MEDIUM, AIPlayer.HARD]:
			if ai.should_gang(h, tile, diff) == ref.should_gang(h, tile, diff):
				agree += 1
	t.check("deterministic claims = tutorial", agree, 1000)
	# The hard peng: no peng when two tiles or fewer would be left.
	t.check("hard peng, 4 tiles", ai.should_peng(t.tiles("55m12s"), Tile.new(0, 5), AIPlayer.HARD), false)
	t.check("hard peng, 5 tiles", ai.should_peng(t.tiles("55m123s"), Tile.new(0, 5), AIPlayer.HARD), true)
	# Difficulties other than the four: refused with a message, not answered
	# silently as the tutorial's code does.
	t.expect_error("AIPlayer.should_peng: difficulty = 9: EASY (0), MEDIUM (1), HARD (2) or EXPERT (3)")
	t.check("peng, unknown difficulty", ai.should_peng(t.tiles("55m123s"), Tile.new(0, 5), 9), false)
	# (-1, the default, is the node's own difficulty.)
	t.expect_error("AIPlayer.should_chi: difficulty = -2")
	t.check("chi, unknown difficulty", ai.should_chi(t.tiles("46m123s"), Tile.new(0, 5), -2), false)
	t.expect_error("AIPlayer.should_gang: difficulty = 9")
	t.check("gang, unknown difficulty", ai.should_gang(t.tiles("555m1s"), Tile.new(0, 5), 9), false)
	ref.queue_free()
	ai.free()


## The random choices: the same seed gives the same answers; the rates are
## the tutorial's (2000 draws each, within about four standard deviations).
func test_random_choices() -> void:
	var a = AIPlayer.new()
	var b = AIPlayer.new()
	# Seats set: each seat's generator goes on from call to call.
	a.seat = 0
	b.seat = 0
	a.difficulty = AIPlayer.EASY
	b.difficulty = AIPlayer.EASY
	a.seed = 2024
	b.seed = 2024
	var hand = t.tiles("123m456s789p2345m9s")
	var seq_a = []
	var seq_b = []
	for i in range(50):
		seq_a.append(a.decide_discard(hand, []))
		seq_b.append(b.decide_discard(hand, []))
	t.check("easy: same seed, same discards", seq_a, seq_b)
	b.seed = 2025
	var seq_c = []
	for i in range(50):
		seq_c.append(b.decide_discard(hand, []))
	t.check("easy: another seed, other discards", seq_a != seq_c, true)
	a.seed = 2024
	var again = []
	for i in range(50):
		again.append(a.decide_discard(hand, []))
	t.check("easy: setting the seed restarts the sequence", again, seq_a)
	var hist = []
	hist.resize(14)
	hist.fill(0)
	for i in range(2800):
		hist[a.decide_discard(hand, [])] += 1
	t.check("easy: every index drawn about equally", hist.min() > 130 and hist.max() < 270, true)

	var pair = t.tiles("55m123s")
	var five = Tile.new(0, 5)
	var rates = {
		"easy peng 50%": [func(): return a.should_peng(pair, five, AIPlayer.EASY), 0.5],
		"easy chi 33%": [func(): return a.should_chi(pair, five, AIPlayer.EASY), 1.0 / 3.0],
		"easy gang 67%": [func(): return a.should_gang(pair, five, AIPlayer.EASY), 2.0 / 3.0],
		"medium chi 50%": [func(): return a.should_chi(pair, five, AIPlayer.MEDIUM), 0.5],
	}
	for name in rates:
		var yes = 0
		for i in range(2000):
			if rates[name][0].call():
				yes += 1
		var p = rates[name][1]
		t.check(name, absf(yes / 2000.0 - p) < 4.0 * sqrt(p * (1.0 - p) / 2000.0), true)
	# No seat: each answer from the call alone — the same question, the same
	# answer; over different hands the tutorial's odds.
	a.seat = -1
	var asked_once = a.decide_discard(hand, [])
	var same = true
	for i in range(20):
		same = same and a.decide_discard(hand, []) == asked_once
	t.check("no seat: the same question, the same answer", same, true)
	var yes_peng = 0
	var deal = RandomNumberGenerator.new()
	deal.seed = 7
	for i in range(2000):
		var h = [4, 4]
		while h.size() < 13:
			var k = deal.randi_range(9, 26)
			if h.count(k) < 4:
				h.append(k)
		if a.should_peng(h, five, AIPlayer.EASY):
			yes_peng += 1
	t.check("no seat: easy peng 50%% over different hands (%d)" % yes_peng, absf(yes_peng / 2000.0 - 0.5) < 4.0 * sqrt(0.25 / 2000.0), true)
	var first = []
	var second = []
	a.seed = 99
	for i in range(30):
		first.append(a.should_chi(pair, five, AIPlayer.MEDIUM))
	a.seed = 99
	for i in range(30):
		second.append(a.should_chi(pair, five, AIPlayer.MEDIUM))
	t.check("medium chi: seeded", first, second)
	t.check("medium peng always", a.should_peng(pair, five, AIPlayer.MEDIUM), true)
	t.check("medium gang always", a.should_gang(pair, five, AIPlayer.MEDIUM), true)
	t.check("hard chi always", a.should_chi(pair, five, AIPlayer.HARD), true)
	a.free()
	b.free()


func test_ai_play_turn() -> void:
	var ai = t.get_node("/root/Main/AIPlayer")
	var gm = t.get_node("/root/Main/GameManager")
	var hand = t.tiles("123m456s789p2345m9s")
	gm.hands[1] = hand
	gm.melds[1] = []
	ai.difficulty = AIPlayer.MEDIUM
	ai.think_time = 0.3
	var heard = []
	ai.turn_played.connect(func(player, index): heard.append([player, index]))
	# The first frames' deltas hold the start-up time: let them pass, so
	# the think timer measures from now.
	for i in range(3):
		await t.get_tree().process_frame
	var start = Time.get_ticks_msec()
	ai.ai_play_turn(1)
	t.check("nothing discarded before the think time", gm.discards, [])
	var index = await gm.discarded
	var waited = Time.get_ticks_msec() - start
	t.check("ai_play_turn discards decide_discard's choice", index, 13)
	t.check("ai_play_turn waited the think time (%d ms)" % waited, waited >= 290, true)
	t.check("one discard", gm.discards, [13])
	# `await ai.ai_play_turn(p)` (the tutorial's function is a coroutine)
	# resumes after the discard: the method returns the turn_played signal.
	gm.hands[2] = t.tiles("123m456s789p2m9s")
	gm.melds[2] = [Meld.new(Meld.MeldType.PENG, t.tiles("999s"))]
	ai.think_time = 0.0
	var played = await ai.ai_play_turn(2)
	t.check("awaited turn discarded", gm.discards, [13, 10])
	t.check("turn_played arguments", played, [2, 10])
	t.check("turn_played signal of the node", heard, [[1, 13], [2, 10]])
	ai.think_time = 0.8


func test_should_hu() -> void:
	var ai = AIPlayer.new()
	t.check("should_hu on a win", ai.should_hu(t.tiles("123m456s789p234m55s"), []), true)
	t.check("should_hu without a 2-5-8 pair", ai.should_hu(t.tiles("123m456s789p234m11s"), []), false)
	t.check("should_hu 全求人", ai.should_hu(t.tiles("11s"), ["peng:5m", "chi:345s", "peng:9p", "chi:678p"]), true)
	t.expect_error("AIPlayer.should_hu: should_hu needs a hand of 3n+2 concealed tiles")
	t.check("should_hu sentinel", ai.should_hu(t.tiles("123m456s789p2345m"), []), false)
	ai.free()


## The 0.1 names (deprecated, docs/names.md) answer as the table's names do.
func test_deprecated_names_answer_alike() -> void:
	var ai = AIPlayer.new()
	t.check("should_win on a win", ai.should_win(t.tiles("123m456s789p234m55s"), []), true)
	t.check("should_win without a 2-5-8 pair", ai.should_win(t.tiles("123m456s789p234m11s"), []), false)
	t.expect_error("AIPlayer.should_win: should_hu needs a hand of 3n+2 concealed tiles")
	t.check("should_win sentinel", ai.should_win(t.tiles("123m456s789p2345m"), []), false)
	ai.observe_discard("5m")
	t.check("observed before reset_observations", ai.observed()[4], 1)
	ai.reset_observations()
	t.check("reset_observations forgets", ai.observed()[4], 0)
	ai.observe_discard("5m")
	t.check("observed before reset", ai.observed()[4], 1)
	ai.reset()
	t.check("reset forgets", ai.observed()[4], 0)
	ai.free()


## The hint of discarding `id` in a hint list (an empty Dictionary if none).
func hint_for(hints: Array, id: int) -> Dictionary:
	for h in hints:
		if h.tile == id:
			return h
	return {}


func test_hints_and_observations() -> void:
	var ai = AIPlayer.new()
	ai.seat = 0  # a seat's own memory: what it saw is checked against its hand
	var hand = t.tiles("123m456s789p2345m9s")
	var hints = ai.hints(hand, [])
	var best = hints[0]
	# EXPERT's ranking, whatever the AI's own difficulty (answers from the core,
	# nothing observed, the wall estimated as just dealt: 14 draws to come).
	t.check("best hint: 9s", [best.tile, best.index], [17, 13])
	t.check("best hint: ready on 2m 5m", [best.shanten, best.useful_kinds, best.unseen_copies], [0, [1, 4], 5])
	t.check("deprecated keys, the same values", [best.draws, best.draws_left], [best.useful_kinds, best.unseen_copies])
	t.check("best hint: the small hand", best.targets, PackedStringArray(["regular"]))
	t.check("best hint: win probability 0.5620", absf(best.win_prob - 0.5620) < 0.0001, true)
	t.check("best hint: expected points 3.5603", absf(best.points - 3.5603) < 0.0001, true)
	t.check("best hint reason", best.reason, "discard 9s: ready, waiting on 25m (5 tiles, 2 kinds), about 56% to win in 14 draws")
	t.check("best hint reason in Chinese", best.reason_zh, "打 九条: 听牌, 听 二万 五万 共 2 种 5 张, 14 摸内胡牌约 56%")
	t.check("one hint per distinct tile", hints.size(), 12)
	t.check("ranked: the best is ready, the rest no closer", hints[1].shanten >= 0 and hints[hints.size() - 1].shanten >= best.shanten, true)
	# Two 5m seen on the table: one 5m left to draw (the hand holds one), two 2m.
	ai.observe_discard("5m")
	ai.observe_discard(Tile.new(0, 5))
	t.check("observed", ai.observed()[4], 2)
	t.check("draws left after two 5m seen", hint_for(ai.hints(hand, []), 17).unseen_copies, 3)
	ai.reset_observations()
	t.check("reset", ai.hints(hand, [])[0].unseen_copies, 5)
	# The wall as the game shows it: 40 tiles left, 10 draws of one's own.
	ai.wall_left = 40
	var shorter = hint_for(ai.hints(hand, []), 17).reason
	t.check("ten draws to come: " + shorter, shorter.ends_with("in 10 draws"), true)
	ai.reset_observations()
	t.check("reset: the wall estimated again", ai.wall_left, -1)
	ai.observe_discard(4)
	ai.observe_meld(Meld.new(Meld.MeldType.PENG, t.tiles("555m")), Tile.new(0, 5))
	t.check("peng of the observed discard: three 5m seen", ai.observed()[4], 3)
	t.check("draws left after the peng: two 2m", hint_for(ai.hints(hand, []), 17).unseen_copies, 2)
	ai.observe_meld(MahjongMeld.parse("bu_gang:5m"), null)
	t.check("added kong: the fourth 5m", ai.observed()[4], 4)
	t.expect_error("AIPlayer.hints: the hand and its melds hold 1 of 5m and 4 more were seen")
	t.check("a fifth 5m between hand and table", ai.hints(hand, []), [])
	# No seat: the melds told may be the hand's own; no copy is left, none refused.
	ai.seat = -1
	t.check("no seat: no 5m left to draw", hint_for(ai.hints(hand, []), 17).unseen_copies, 2)
	t.expect_error("AIPlayer.observe_discard: 5 copies of 5m")
	ai.observe_discard("5m")
	t.expect_error("AIPlayer.observe_meld: invalid meld: the claimed tile 9p is not in chi:123s")
	ai.observe_meld("chi:123s", "9p")
	t.expect_error("AIPlayer.observe_discard: cannot read \"x\"")
	ai.observe_discard("x")
	t.expect_error("AIPlayer.hints: hand has 2 concealed tiles")
	t.check("hints sentinel", ai.hints(t.tiles("55s"), []), [])
	t.expect_error("AIPlayer.hints: hints needs a hand of 3n+2 concealed tiles")
	t.check("hints of a waiting hand", ai.hints(t.tiles("123m456s789p2345m"), []), [])
	ai.free()


func test_bad_input() -> void:
	var ai = AIPlayer.new()
	t.expect_error("AIPlayer.decide_discard: hand has 0 concealed tiles")
	t.check("empty hand", ai.decide_discard([], []), -1)
	t.expect_error("AIPlayer.decide_discard: decide_discard needs a hand of 3n+2 concealed tiles")
	t.check("waiting-size hand", ai.decide_discard(t.tiles("123m456s789p2345m"), []), -1)
	t.expect_error("AIPlayer.decide_discard: 5 copies of 1m")
	t.check("five copies", ai.decide_discard(t.tiles("11111m456s789p234m"), []), -1)
	t.expect_error("AIPlayer.should_peng: tile: expected a tile")
	t.check("peng on a non-tile", ai.should_peng(t.tiles("55m123s"), Vector3(), AIPlayer.MEDIUM), false)
	t.expect_error("AIPlayer.should_chi: hand[0]: tile number 0 is out of range")
	t.check("chi with a bad hand", ai.should_chi([Tile.new(0, 0)], Tile.new(0, 5), AIPlayer.HARD), false)
	t.check("a new node has no seat", ai.seat, -1)
	t.expect_error("AIPlayer.should_peng: a claim on a discard needs a hand of 3n+1")
	t.check("EXPERT claim of 5 tiles, no seat", ai.should_peng(t.tiles("55m123s"), Tile.new(0, 5), AIPlayer.EXPERT), false)
	t.expect_error("AIPlayer.should_peng: a claim question takes the concealed tiles of a hand")
	t.check("EXPERT claim of 6 tiles, no seat", ai.should_peng(t.tiles("55m1234s"), Tile.new(0, 5), AIPlayer.EXPERT), false)
	ai.seat = 0
	t.expect_error("AIPlayer.should_peng: EXPERT judges a claim on the whole hand: 5 tiles and the 0 melds")
	t.check("EXPERT claim without the melds", ai.should_peng(t.tiles("55m123s"), Tile.new(0, 5), AIPlayer.EXPERT), false)
	ai.seat = -1
	ai.difficulty = AIPlayer.EXPERT
	ai.wall_left = 20
	t.expect_error("AIPlayer.wall_left: wall_left = 500: 0-55 tiles under these rules, or -1 to estimate")
	ai.wall_left = 500
	t.check("a wall too long is refused, the count kept", ai.wall_left, 20)
	ai.wall_left = -1
	ai.difficulty = AIPlayer.MEDIUM
	t.expect_error("AIPlayer.decide_discard: seat = 4: seats are 0-3")
	t.check("seat argument out of range", ai.decide_discard(t.tiles("123m456s789p2345m9s"), [], 4), -1)
	t.expect_error("AIPlayer.should_gang: hand must be an Array, got null")
	t.check("gang without a hand", ai.should_gang(null, Tile.new(0, 5), AIPlayer.MEDIUM), false)
	t.expect_error("AIPlayer.ai_play_turn: the AIPlayer is not in the scene tree")
	ai.ai_play_turn(0)
	ai.free()
	var lost = AIPlayer.new()
	lost.game_manager_path = NodePath("/root/Main/Nowhere")
	t.add_child(lost)
	t.expect_error("AIPlayer.ai_play_turn: no GameManager at /root/Main/Nowhere")
	lost.ai_play_turn(0)
	lost.queue_free()


## EXPERT, switched on the way a tutorial user would: the same calls, the
## answers taken from the core (majiang_core::expert) for these hands, with
## nothing observed and the wall estimated as just dealt (14 draws to come).
func test_expert() -> void:
	var ai = AIPlayer.new()
	ai.difficulty = AIPlayer.EXPERT
	t.check("expert: 9s leaves the hand ready", ai.decide_discard(t.tiles("123m456s789p2345m9s"), []), 13)
	t.check("expert: 5p from a 2-shanten hand", ai.decide_discard(t.tiles("1234m456s789p258p9s"), []), 11)
	t.check("expert: 1m, ready on 2s 5s", ai.decide_discard(t.tiles("11m23m456s789p2255s"), []), 0)
	t.check("expert: 1s from a 1-shanten hand", ai.decide_discard(t.tiles("13m55m456s789p1279s"), []), 10)
	# Claims on a hand without melds.
	t.check("expert chi 2m into 13m", ai.should_chi(t.tiles("13m456s789p2345p5s"), Tile.new(0, 2), AIPlayer.EXPERT), true)
	t.check("expert passes the peng of 5m", ai.should_peng(t.tiles("1155m2299s3377p8p"), Tile.new(0, 5), AIPlayer.EXPERT), false)
	t.check("expert: no pair of 4m, no peng", ai.should_peng(t.tiles("1155m2299s3377p8p"), Tile.new(0, 4), AIPlayer.EXPERT), false)
	t.check("expert: no kong without three", ai.should_gang(t.tiles("1155m2299s3377p8p"), Tile.new(0, 5), AIPlayer.EXPERT), false)
	# With a peng laid down: decide_discard is told the melds, the claims use them.
	var melds = [Meld.new(Meld.MeldType.PENG, t.tiles("999p"))]
	t.check("expert with a peng: 1p", ai.decide_discard(t.tiles("123m55m45678s1p"), melds), 10)
	# (10 tiles make a hand only with the remembered peng; the answer is the
	# core's, as for the hands above.)
	t.check("expert pengs 5m beside its 999p", ai.should_peng(t.tiles("23m55m45678s1p"), "5m", AIPlayer.EXPERT), true)
	# The tutorial's levels still answer as before on the same node.
	t.check("medium peng on an EXPERT node", ai.should_peng(t.tiles("55m123s"), Tile.new(0, 5), AIPlayer.MEDIUM), true)
	# Observations change its view: the hints count the copies left.
	ai.reset_observations()
	ai.observe_discard("2m")
	ai.observe_discard("2m")
	var nine = hint_for(ai.hints(t.tiles("123m456s789p2345m9s"), []), 17)
	t.check("expert hint after both other 2m are seen: three 5m left", nine.unseen_copies, 3)
	ai.free()


func test_expert_plays_a_turn() -> void:
	var ai = t.get_node("/root/Main/AIPlayer")
	var gm = t.get_node("/root/Main/GameManager")
	gm.discards.clear()
	gm.hands[3] = t.tiles("1234m456s789p258p9s")
	gm.melds[3] = []
	ai.difficulty = AIPlayer.EXPERT
	ai.think_time = 0.0
	var played = await ai.ai_play_turn(3)
	t.check("EXPERT's turn: 5p discarded", played, [3, 11])
	t.check("the GameManager was told", gm.discards, [11])
	ai.difficulty = AIPlayer.MEDIUM
	ai.think_time = 0.8


func test_setters_refuse_values_out_of_range() -> void:
	var ai = AIPlayer.new()
	ai.difficulty = AIPlayer.HARD
	t.expect_error("AIPlayer.difficulty: difficulty = 9: EASY (0), MEDIUM (1), HARD (2) or EXPERT (3)")
	ai.difficulty = 9
	t.check("difficulty 9 refused", ai.difficulty, AIPlayer.HARD)
	ai.seat = 2
	t.expect_error("AIPlayer.seat: seat = 4: seats are 0-3, or -1 for none")
	ai.seat = 4
	t.check("seat 4 refused", ai.seat, 2)
	ai.seat = -1
	t.check("seat -1: no seat", ai.seat, -1)
	t.expect_error("AIPlayer.wall_left: wall_left = 999")
	ai.wall_left = 999
	t.expect_error("AIPlayer.wall_left: wall_left = -2")
	ai.wall_left = -2
	t.check("wall_left kept", ai.wall_left, -1)
	t.expect_error("AIPlayer.think_time: think_time = -1")
	ai.think_time = -1.0
	t.check("think_time kept", ai.think_time, 0.8)
	t.check("warm_up: the tables' size", AIPlayer.warm_up() > 100000, true)
	ai.free()


## The issue's case: seat 0's peng does not reach seat 1 on the same node.
func test_a_seats_melds_stay_with_it() -> void:
	var shared = AIPlayer.new()
	var fresh = AIPlayer.new()
	shared.difficulty = AIPlayer.EXPERT
	var pengs = ["peng:5m"]
	shared.decide_discard(t.tiles("123m456s789p2m9s"), pengs, 0)
	var hand = t.tiles("55m123s456p789p19s")
	var want = fresh.should_peng(hand, "5m", AIPlayer.EXPERT)
	t.check("seat 1 answers as a fresh node", shared.should_peng(hand, "5m", AIPlayer.EXPERT, 1), want)
	shared.seat = 1
	t.check("the seat property names seat 1", shared.should_peng(hand, "5m", AIPlayer.EXPERT), want)
	shared.free()
	fresh.free()


## A hand of the tutorial's kind played by the AI's questions alone: every
## seat discards by `decide_discard` and claims a peng by `should_peng`;
## the table is told to `ais` (one node for every seat, or four). Returns
## every answer in order.
func play_with(ais: Array, difficulty: int, seed: int) -> Array:
	var rng = RandomNumberGenerator.new()
	rng.seed = seed
	var wall = []
	for id in range(27):
		for _copy in range(4):
			wall.append(id)
	for i in range(wall.size() - 1, 0, -1):
		var j = rng.randi_range(0, i)
		var x = wall[i]
		wall[i] = wall[j]
		wall[j] = x
	var hands = [[], [], [], []]
	var melds = [[], [], [], []]
	for s in range(4):
		hands[s] = wall.slice(s * 13, s * 13 + 13)
	wall = wall.slice(52)
	for ai in ais:
		ai.difficulty = difficulty
		ai.seed = seed
		ai.reset_observations()
	var log = []
	var seat = 0
	var draw = true
	while wall.size() > 0 and log.size() < 400:
		var ai = ais[seat % ais.size()]
		if draw:
			hands[seat].append(wall.pop_back())
		var index = ai.decide_discard(hands[seat], melds[seat], seat)
		log.append([seat, "discard", index])
		if index < 0:
			break
		var tile = hands[seat][index]
		hands[seat].remove_at(index)
		draw = true
		var claimed = false
		for k in range(1, 4):
			var other = (seat + k) % 4
			if hands[other].count(tile) < 2:
				continue
			var asked = ais[other % ais.size()]
			var yes = asked.should_peng(hands[other], tile, difficulty, other)
			log.append([other, "peng", tile, yes])
			if yes:
				hands[other].erase(tile)
				hands[other].erase(tile)
				var meld = "peng:%s" % MahjongTile.from_id(tile).notation()
				melds[other].append(meld)
				if ais.size() == 1:
					ais[0].observe_meld(meld, null, other)
				else:
					for q in range(4):
						if q != other:
							ais[q].observe_meld(meld, null)
				seat = other
				draw = false
				claimed = true
				break
		if not claimed:
			for a in ais:
				a.observe_discard(tile)
			seat = (seat + 1) % 4
	return log


func test_one_node_for_every_seat_answers_as_four() -> void:
	var shared = AIPlayer.new()
	var four = [AIPlayer.new(), AIPlayer.new(), AIPlayer.new(), AIPlayer.new()]
	var games = 0
	var claims = 0
	for difficulty in [AIPlayer.EASY, AIPlayer.MEDIUM, AIPlayer.HARD, AIPlayer.EXPERT]:
		for seed in [3, 4]:
			var a = play_with([shared], difficulty, seed)
			var b = play_with(four, difficulty, seed)
			if a == b and a.size() > 20:
				games += 1
			else:
				print("one node vs four, difficulty %d seed %d:\n%s\n%s" % [difficulty, seed, a, b])
			for entry in a:
				if entry[1] == "peng":
					claims += 1
	t.check("one node = four nodes over whole hands", games, 8)
	t.check("the hands asked claims", claims > 4, true)
	shared.free()
	for ai in four:
		ai.free()


## The tutorial's own way (chapter 7): one AIPlayer for every AI seat, never
## naming a seat, the tutorial's `Tile` objects, only its calls —
## `decide_discard(hand, melds)` on a turn, `should_gang` / `should_peng` /
## `should_chi(hand, tile, diff)` on another's discard — and nothing told.
## Returns every answer in order.
func play_tutorial(ais: Array, difficulty: int, seed: int) -> Array:
	var rng = RandomNumberGenerator.new()
	rng.seed = seed
	var wall = []
	for id in range(27):
		for _copy in range(4):
			wall.append(id)
	for i in range(wall.size() - 1, 0, -1):
		var j = rng.randi_range(0, i)
		var x = wall[i]
		wall[i] = wall[j]
		wall[j] = x
	var hands = [[], [], [], []]
	var melds = [[], [], [], []]
	for s in range(4):
		hands[s] = wall.slice(s * 13, s * 13 + 13)
	wall = wall.slice(52)
	for ai in ais:
		ai.difficulty = difficulty
		ai.seed = seed
	var as_tiles = func(ids: Array) -> Array:
		return ids.map(func(id): return Tile.new(id / 9, id % 9 + 1))
	var log = []
	var seat = 0
	var draw = true
	while wall.size() > 0 and log.size() < 400:
		var ai = ais[seat % ais.size()]
		if draw:
			hands[seat].append(wall.pop_back())
		var index = ai.decide_discard(as_tiles.call(hands[seat]), melds[seat])
		log.append([seat, "discard", index])
		if index < 0:
			break
		var tile = hands[seat][index]
		hands[seat].remove_at(index)
		draw = true
		var claimed = false
		for k in range(1, 4):
			var other = (seat + k) % 4
			var asked = ais[other % ais.size()]
			var held = hands[other].count(tile)
			var hand = as_tiles.call(hands[other])
			var offered = Tile.new(tile / 9, tile % 9 + 1)
			if held == 3:
				log.append([other, "gang", tile, asked.should_gang(hand, offered, difficulty)])
			if held >= 2:
				var yes = asked.should_peng(hand, offered, difficulty)
				log.append([other, "peng", tile, yes])
				if yes:
					hands[other].erase(tile)
					hands[other].erase(tile)
					var meld = Meld.new(Meld.MeldType.PENG, [offered, offered, offered])
					melds[other].append(meld)
					seat = other
					draw = false
					claimed = true
					break
		if not claimed:
			var next = (seat + 1) % 4
			var t0 = tile % 9
			if tile < 27 and ((t0 >= 1 and hands[next].has(tile - 1)) or (t0 <= 7 and hands[next].has(tile + 1))):
				var offered = Tile.new(tile / 9, tile % 9 + 1)
				var asked = ais[next % ais.size()]
				log.append([next, "chi", tile, asked.should_chi(as_tiles.call(hands[next]), offered, difficulty)])
			seat = next
	return log


func test_the_tutorials_seatless_way_answers_as_one_node_per_seat() -> void:
	var shared = AIPlayer.new()
	var four = [AIPlayer.new(), AIPlayer.new(), AIPlayer.new(), AIPlayer.new()]
	var games = 0
	var differ = 0
	var claims = 0
	for difficulty in [AIPlayer.EASY, AIPlayer.MEDIUM, AIPlayer.HARD, AIPlayer.EXPERT]:
		for seed in [3, 4, 5]:
			var a = play_tutorial([shared], difficulty, seed)
			var b = play_tutorial(four, difficulty, seed)
			for i in range(min(a.size(), b.size())):
				if a[i] != b[i]:
					differ += 1
			if a == b and a.size() > 20:
				games += 1
			else:
				print("shared vs four, difficulty %d seed %d:\n%s\n%s" % [difficulty, seed, a, b])
			for entry in a:
				if entry[1] != "discard":
					claims += 1
	t.check("the tutorial's way: 0 answers differ", differ, 0)
	t.check("one node = four nodes over whole hands", games, 12)
	t.check("claims asked", claims > 10, true)
	# The issue's case: after seat A's turn (with a 碰), seat B's 碰 question.
	shared.difficulty = AIPlayer.EXPERT
	shared.decide_discard(t.tiles("123m55m45678s1p"), [Meld.new(Meld.MeldType.PENG, t.tiles("999p"))])
	var hand = t.tiles("123m55m45678s123p")
	t.check("seat B answered as by a fresh node", shared.should_peng(hand, Tile.new(0, 5), AIPlayer.EXPERT), four[1].should_peng(hand, Tile.new(0, 5), AIPlayer.EXPERT))
	shared.free()
	for ai in four:
		ai.free()
