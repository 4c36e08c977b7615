## MahjongTable: whole hands on the engine — four AIs, and a human seat
## played from this script through the signals and act()/discard(), the way
## a game's UI would.
extends RefCounted

## The runner (tests.gd): check(), expect_error(), tiles(), the scene tree.
var t


func new_table(seed: int, human: int) -> Node:
	var table = MahjongTable.new()
	t.add_child(table)
	table.seed = seed
	table.human_seat = human
	table.think_time = 0.0
	for seat in range(4):
		table.set_seat_difficulty(seat, [AIPlayer.HARD, AIPlayer.EASY, AIPlayer.MEDIUM, AIPlayer.HARD][seat])
	return table


## Plays until the hand ends; the result Dictionary (empty after 2000 frames).
func finish(table) -> Dictionary:
	return await t.finish_hand(table, 2000)


func check_result(what: String, table, result: Dictionary) -> void:
	t.check(what + ": the hand ended", result.is_empty(), false)
	if result.is_empty():
		return
	var sum = 0
	for d in result.deltas:
		sum += d
	t.check(what + ": points sum to zero", sum, 0)
	t.check(what + ": running totals", result.scores, table.scores())
	t.check(what + ": a draw has no winner", result.draw == result.wins.is_empty(), true)
	var wc = t.get_node("/root/Main/WinChecker")
	for w in result.wins:
		t.check(what + ": the winner's hand wins", wc.can_win(w.hand, w.melds), true)
		t.check(what + ": small or big", w.small == w.big_hands.is_empty(), true)
	t.check(what + ": not playing any more", table.is_playing(), false)


func test_four_ais() -> void:
	var table = new_table(7, -1)
	var seen = {"turns": 0, "draws": 0, "discards": 0, "started": 0}
	table.hand_started.connect(func(_d, _s): seen.started += 1)
	table.turn_started.connect(func(_s): seen.turns += 1)
	table.tile_drawn.connect(func(_s, _t, _src): seen.draws += 1)
	table.discarded.connect(func(_s, _t): seen.discards += 1)
	t.check("start_hand", table.start_hand(), true)
	var result = await finish(table)
	check_result("four AIs", table, result)
	t.check("one hand started", seen.started, 1)
	t.check("turns were announced", seen.turns > 0, true)
	t.check("a turn per discard or win", seen.turns >= seen.discards, true)
	t.check("the seed is in the result", result.seed, 7)
	t.check("the next seed", table.seed, 8)
	# Same seeds and levels, same hand.
	var again = new_table(7, -1)
	again.start_hand()
	var replay = await finish(again)
	t.check("same seed, same result", [replay.deltas, replay.wins.size(), replay.birds], [result.deltas, result.wins.size(), result.birds])
	table.queue_free()
	again.queue_free()


func test_think_time() -> void:
	var table = new_table(21, -1)
	table.think_time = 0.005
	table.start_hand()
	check_result("with think time", table, await finish(table))
	table.queue_free()


## A person at seat 0: discards the best hint, wins whenever offered, passes
## every other claim. Three hands in a row (the seed goes on, the totals
## carry over).
func test_human_seat() -> void:
	var table = new_table(3, 0)
	var log = {"prompts": 0, "my_turns": 0, "hinted": 0}
	table.turn_started.connect(func(seat):
		if seat != 0:
			return
		log.my_turns += 1
		var options = table.legal_actions(0)
		for o in options:
			if o.action == "hu":
				table.act(o)
				return
		var hints = table.hints(0)
		if not hints.is_empty():
			log.hinted += 1
			t.check("hint tile is in the hand", hints[0].tile in table.get_hand(0), true)
			table.discard(hints[0].tile))
	table.claim_options.connect(func(seat, options):
		log.prompts += 1
		t.check("options are for the human", seat, 0)
		var labels = []
		for o in options:
			labels.append(o.action)
		if "hu" in labels:
			table.act("hu")
		elif "pass" in labels:
			table.act(options[labels.find("pass")])
		elif "take_haidi" in labels:
			table.act("take_haidi"))
	var totals = [0, 0, 0, 0]
	for hand in range(3):
		table.start_hand()
		t.check("waiting for someone", table.waiting_for() >= 0 or not table.is_playing(), true)
		var result = await finish(table)
		check_result("human seat, hand %d" % hand, table, result)
		for seat in range(4):
			totals[seat] += result.deltas[seat]
		t.check("totals carry over", table.scores(), totals)
	t.check("the human played turns", log.my_turns > 0, true)
	t.check("hints were given", log.hinted > 0, true)
	table.queue_free()


func test_bad_calls() -> void:
	var table = new_table(5, 0)
	t.expect_error("MahjongTable.discard: no hand is being played")
	t.check("discard before a hand", table.discard("5m"), false)
	t.check("legal_actions before a hand", table.legal_actions(0), [])
	t.check("hand before a hand", table.get_hand(0), [])
	table.seed = 11
	table.dealer = 1
	table.start_hand()
	# Seat 1 deals; the human at seat 0 has nothing to do yet.
	t.expect_error("MahjongTable.act: illegal action: seat 0 has no decision to make")
	t.check("act out of turn", table.act("pass"), false)
	t.expect_error("MahjongTable.get_hand: seat 4 is out of range")
	t.check("bad seat", table.get_hand(4), [])
	t.expect_error("MahjongTable.set_seat_difficulty: difficulty 9 is not one the table plays")
	table.set_seat_difficulty(1, 9)
	t.expect_error("MahjongTable.act: expected an option Dictionary or an action String, got int 3")
	t.check("act with a number", table.act(3), false)
	t.expect_error("MahjongTable.rules: unknown rules \"mahjong\"")
	table.rules = "mahjong"
	t.check("rules kept", table.rules, "changsha")
	# The first turn of the human: a tile it does not hold is refused.
	var played_wrong = [false]
	table.turn_started.connect(func(seat):
		if seat == 0 and not played_wrong[0]:
			played_wrong[0] = true
			var missing = -1
			for id in range(27):
				if not id in table.get_hand(0):
					missing = id
					break
			t.expect_error("MahjongTable.discard: illegal action: discard")
			t.check("discarding a tile not held", table.discard(missing), false))
	# Play on: the human always discards the first tile it holds, passes on claims.
	table.turn_started.connect(func(seat):
		if seat == 0:
			for o in table.legal_actions(0):
				if o.action == "discard":
					table.discard(o.tile)
					return)
	table.claim_options.connect(func(_seat, options):
		for o in options:
			if o.action == "pass":
				table.act(o))
	check_result("after bad calls", table, await finish(table))
	table.queue_free()


## A person who leaves mid-hand: the AI at that seat finishes it.
func test_human_leaves() -> void:
	var table = new_table(13, 2)
	var turns = [0]
	table.turn_started.connect(func(seat):
		if seat == 2:
			turns[0] += 1
			table.human_seat = -1)
	table.start_hand()
	var result = await finish(table)
	check_result("the human left", table, result)
	t.check("the human had a turn first", turns[0] >= 1, true)
	t.expect_error("MahjongTable.human_seat: seat 7 is out of range")
	table.human_seat = 7
	t.check("human_seat kept", table.human_seat, -1)
	table.queue_free()


## Four EXPERTs play whole hands to the end, headless; the same seed plays
## the same hand (EXPERT makes no random choice).
func test_four_experts() -> void:
	var table = new_table(11, -1)
	table.difficulty = AIPlayer.EXPERT
	t.check("every seat EXPERT", [table.seat_difficulty(0), table.seat_difficulty(3)], [AIPlayer.EXPERT, AIPlayer.EXPERT])
	t.check("start_hand", table.start_hand(), true)
	var result = await finish(table)
	check_result("four EXPERTs", table, result)
	var again = new_table(11, -1)
	again.difficulty = AIPlayer.EXPERT
	again.start_hand()
	var replay = await finish(again)
	t.check("four EXPERTs: same seed, same result", [replay.deltas, replay.wins.size()], [result.deltas, result.wins.size()])
	# A second hand, running totals carried over.
	t.check("second hand", table.start_hand(), true)
	var second = await finish(table)
	check_result("four EXPERTs, second hand", table, second)
	table.queue_free()
	again.queue_free()
