## majiang's GDScript test suite, written the way a tutorial user writes code:
## untyped arrays, the project's own Tile and Meld classes, nodes found by
## their paths under /root/Main. Every check compares with a known answer.
##
## Each test_*.gd script below is run method by method (every `test_*`
## function, awaited, so a test may wait for timers and signals).
##
## Bad input must print an error and return the documented sentinel without
## stopping this script: each such call is announced with expect_error(), and
## tests/godot/run.sh fails on any error or warning that was not announced
## (and on an announced one that did not appear).
extends Node

const SUITES = [
	preload("res://test_tiles.gd"),
	preload("res://test_win_checker.gd"),
	preload("res://test_ai_player.gd"),
	preload("res://test_table.gd"),
	preload("res://test_presets.gd"),
	preload("res://test_sichuan.gd"),
	preload("res://test_mcr.gd"),
	preload("res://test_crosslang.gd"),
]

var passed := 0
var failed := 0


func _ready() -> void:
	for suite in SUITES:
		var s = suite.new()
		s.t = self
		for m in s.get_method_list():
			if m.name.begins_with("test_"):
				var before := failed
				await s.call(m.name)
				print("%s %s" % ["ok  " if failed == before else "FAIL", m.name])
	print("godot-suite: %d passed, %d failed" % [passed, failed])
	get_tree().quit(0 if failed == 0 else 1)


func check(what: String, got, want) -> void:
	if typeof(got) == typeof(want) and got == want:
		passed += 1
	else:
		failed += 1
		print("FAIL %s: got %s (%s), want %s (%s)" % [what, got, type_string(typeof(got)), want, type_string(typeof(want))])


## Announces an error the next call must print (checked by run.sh).
func expect_error(text: String) -> void:
	print("[expect-error] " + text)


## Tiles from notation, e.g. "123m45s" -> [Tile(0,1), Tile(0,2), ...]: how a
## tutorial project would write its test hands.
func tiles(text: String) -> Array:
	var out = []
	var digits = []
	for c in text:
		if c >= "1" and c <= "9":
			digits.append(int(c))
		else:
			var suit = {"m": 0, "s": 1, "p": 2}[c]
			for n in digits:
				out.append(Tile.new(suit, n))
			digits.clear()
	return out


func ids(list: Array) -> Array:
	var out = []
	for x in list:
		out.append(x.id)
	return out


## Plays a MahjongTable's hand to its end: the result Dictionary of
## hand_won or hand_drawn (empty if neither came within `frames` frames).
func finish_hand(table, frames: int) -> Dictionary:
	var result = {}
	var done = func(r): result.merge(r)
	table.hand_won.connect(done)
	table.hand_drawn.connect(done)
	for i in range(frames):
		if not result.is_empty():
			break
		await get_tree().process_frame
	table.hand_won.disconnect(done)
	table.hand_drawn.disconnect(done)
	return result
