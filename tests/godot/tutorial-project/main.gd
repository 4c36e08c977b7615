## The tutorial project's game loop: every player is the AI (ai_play_turn),
## the WinChecker ends a hand on a self-drawn win or a win on a discard.
## `-- --hands=N` plays N hands (difficulty EASY, MEDIUM, HARD in turn) and
## prints one line per hand and "tutorial-project: N hands played, ...".
extends Node

@onready var game_manager = $GameManager
@onready var ai = $AIPlayer
@onready var win_checker = $WinChecker

var failures := 0


func _ready() -> void:
	var hands := 3
	for a in OS.get_cmdline_user_args():
		if a.begins_with("--hands="):
			hands = int(a.get_slice("=", 1))
	if "think_time" in ai:
		ai.think_time = 0.0   # the native node waits 0.8 s by default, like the tutorial
	var wins := 0
	var turns := 0
	for h in hands:
		ai.difficulty = h % 3
		game_manager.new_hand(1000 + h)
		var outcome: Array = await _play_hand()
		turns += outcome[1]
		if outcome[0] != "draw":
			wins += 1
		print("hand %d (difficulty %d): %s after %d discards" % [h + 1, ai.difficulty, outcome[0], outcome[1]])
	print("tutorial-project: %d hands played, %d won, %d discards, %d failure(s)" % [hands, wins, turns, failures])
	get_tree().quit(1 if failures > 0 else 0)


func _play_hand() -> Array:
	var player := 0
	var discards := 0
	while not game_manager.wall.is_empty():
		game_manager.draw_tile(player)
		if win_checker.can_win(game_manager.get_hand(player), game_manager.get_melds(player)):
			return ["player %d wins by self-draw" % player, discards]
		var before: int = game_manager.get_hand(player).size()
		await ai.ai_play_turn(player)
		discards += 1
		if game_manager.get_hand(player).size() != before - 1:
			failures += 1
			print("FAIL: ai_play_turn(%d) did not discard one tile" % player)
			return ["broken", discards]
		for k in range(1, 4):
			var other := (player + k) % 4
			var with_tile: Array = game_manager.get_hand(other) + [game_manager.last_discard]
			if win_checker.can_win(with_tile, game_manager.get_melds(other)):
				return ["player %d wins on player %d's %s" % [other, player, game_manager.last_discard], discards]
		player = (player + 1) % 4
	return ["draw", discards]
