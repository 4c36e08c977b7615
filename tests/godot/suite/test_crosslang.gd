## The cross-language script (tests/ffi/crosslang/script.txt, copied beside this
## project as crosslang_script.txt by run.sh): the calls every binding makes,
## through WinChecker and AIPlayer, with the answers all of them must give.
## Hands and melds go in as the script writes them: a notation String, or an
## Array of ids / of {kind, tile} Dictionaries. Godot has no discard_options
## (its hints are the ranked discards), so those lines are the only ones skipped.
extends RefCounted

## The runner (tests.gd): check(), expect_error(), tiles(), the scene tree.
var t

## The calls this front end does not offer, skipped by name.
const NOT_OFFERED = ["discard_options"]
## The Target ids of the names hints and analyze give: the core's
## Target::name (hints said "qixiaodui" for SEVEN_PAIRS in 0.1). The
## majiang-godot test `names` holds this table to the core.
const TARGET_IDS = {
	"regular": 0, "pengpenghu": 1, "qingyise": 2, "seven_pairs": 3,
	"jiangjianghu": 4, "quanqiuren": 5, "thirteen_orphans": 6,
}
const LEVELS = {"EASY": 0, "MEDIUM": 1, "HARD": 2, "EXPERT": 3}


func hand(text: String):
	if not text.begins_with("["):
		return text
	var out = []
	for x in text.substr(1, text.length() - 2).split(",", false):
		out.append(int(x))
	return out


func melds(text: String):
	if text == "-":
		return []
	if not text.begins_with("["):
		return text
	var out = []
	for m in text.substr(1, text.length() - 2).split(",", false):
		var kt = m.split(":")
		out.append({"kind": int(kt[0]), "tile": int(kt[1])})
	return out


func tile(text: String):
	return int(text) if text.is_valid_int() else text


func ids(list) -> String:
	var parts = PackedStringArray()
	for x in list:
		parts.append(str(x))
	return "-" if parts.is_empty() else ",".join(parts)


func ai(spec: String) -> Node:
	var parts = spec.split("/")
	var player = AIPlayer.new()
	player.difficulty = LEVELS[parts[0]]
	player.seed = int(parts[1])
	return player


func answer(call: String, a: PackedStringArray) -> String:
	var wc = t.get_node("/root/Main/WinChecker")
	match call:
		"is_win":
			return str(wc.can_win(hand(a[0]), melds(a[1])))
		"shanten":
			return str(wc.shanten(hand(a[0]), melds(a[1])))
		"waits":
			return ids(wc.waits(hand(a[0]), melds(a[1])))
		"winning_targets":
			var targets = []
			for name in wc.analyze(hand(a[0]), melds(a[1]))["targets"]:
				targets.append(TARGET_IDS[name])
			targets.sort()
			return ids(targets)
		"hints", "hints_zh":
			var player = ai(a[0])
			var h = player.hints(hand(a[1]), melds(a[2]))[0]
			player.free()
			if call == "hints_zh":
				return h["reason_zh"]
			var targets = []
			for name in h["targets"]:
				targets.append(TARGET_IDS[name])
			return "%d;%d;%d;%s;%d;%s;%s" % [h["tile"], h["index"], h["shanten"],
				ids(h["useful_kinds"]), h["unseen_copies"], ids(targets), h["reason"]]
		"mcr_analyze", "mcr_waits":
			# Under the mcr preset; the situation as the command line's words.
			# The answer reads the keys every preset gives (total, lines …).
			var checker = WinChecker.new()
			checker.rules = "mcr"
			var words = "" if a[2] == "-" else a[2]
			var out := ""
			if call == "mcr_analyze":
				var r: Dictionary = checker.analyze_in(hand(a[0]), melds(a[1]), words)
				var lines = PackedStringArray()
				for l in r["lines"]:
					lines.append("%s %d×%d" % [l["name"], l["value"], l["count"]])
				out = "%d;%d;%s;%d;%s" % [r["total"], r["toward_minimum"],
					str(r["meets_minimum"]), r["shanten"], ",".join(lines)]
			else:
				var waits = PackedStringArray()
				for w in checker.valued_waits(hand(a[0]), melds(a[1]), words):
					waits.append("%d:%d" % [w["tile"], w["total"]])
				out = ",".join(waits)
			checker.free()
			return out
		"should_peng", "should_chi", "should_gang":
			# No difficulty passed: the node's own.
			var player = ai(a[0])
			var yes = player.call(call, hand(a[1]), tile(a[2]))
			player.free()
			return str(yes)
	return "unknown call " + call


func test_crosslang_script() -> void:
	var file = FileAccess.open("res://crosslang_script.txt", FileAccess.READ)
	t.check("crosslang_script.txt is there", file != null, true)
	if file == null:
		return
	var answered := 0
	var skipped := 0
	var lineno := 0
	while not file.eof_reached():
		var line = file.get_line()
		lineno += 1
		if line.is_empty() or line.begins_with("#"):
			continue
		var f = line.split("\t")
		if f[0] in NOT_OFFERED:
			skipped += 1
			continue
		var got = answer(f[0], f.slice(1, f.size() - 1))
		t.check("crosslang line %d (%s)" % [lineno, f[0]], got, f[f.size() - 1])
		answered += 1
	print("crosslang: %d lines answered, %d skipped (%s)" % [answered, skipped, ", ".join(NOT_OFFERED)])
	t.check("crosslang: lines answered", answered >= 20, true)
