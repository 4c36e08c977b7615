## majiang's GDScript test suite, written the way a tutorial user writes code:
## untyped arrays, the project's own Tile and Meld classes, nodes found by
## their paths under /root/Main. Every check compares with a known answer.
##
## Bad input must print an error and return the documented sentinel without
## stopping this script: each such call is announced with expect_error(), and
## tests/godot/run.sh fails on any error or warning that was not announced
## (and on an announced one that did not appear).
extends Node

var passed := 0
var failed := 0


func _ready() -> void:
	test_tiles_and_melds()
	test_can_win()
	test_tile_forms()
	test_waits_tenpai_shanten()
	test_rules()
	test_bad_input()
	print("godot-suite: %d passed, %d failed" % [passed, failed])
	get_tree().quit(0 if failed == 0 else 1)


# --- helpers ---------------------------------------------------------------

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
	for t in list:
		out.append(t.id)
	return out


# --- tests -----------------------------------------------------------------

func test_tiles_and_melds() -> void:
	var t = MahjongTile.create(0, 5)
	check("MahjongTile id", t.id, 4)
	check("MahjongTile suit", t.suit, MahjongTile.WAN)
	check("MahjongTile number", t.number, 5)
	check("MahjongTile str", str(t), "五万")
	check("MahjongTile notation", t.notation(), "5m")
	var east = MahjongTile.from_id(27)
	check("honour suit", east.suit, MahjongTile.HONOUR)
	check("honour name", east.chinese(), "东")
	check("id_of String", MahjongTile.id_of("九筒"), 26)
	check("id_of Tile", MahjongTile.id_of(Tile.new(2, 9)), 26)
	check("id_of Dictionary", MahjongTile.id_of({"suit": 1, "number": 4}), 12)
	check("name_of int", MahjongTile.name_of(13), "五条")
	check("from_value", MahjongTile.from_value("7p").id, 24)

	check("meld constants", [MahjongMeld.CHI, MahjongMeld.PENG, MahjongMeld.GANG, MahjongMeld.AN_GANG, MahjongMeld.BU_GANG], [0, 1, 2, 3, 4])
	var chi = MahjongMeld.parse("chi:435s")
	check("chi str", str(chi), "chi:345s")
	check("chi kind", chi.kind, MahjongMeld.CHI)
	check("chi tiles", chi.tiles, [11, 12, 13])
	check("peng create", str(MahjongMeld.create(MahjongMeld.PENG, [4, 4, 4])), "peng:5m")
	var an_gang = MahjongMeld.create("an_gang", ["9p", "9p", "9p", "9p"])
	check("an_gang kind", an_gang.kind, MahjongMeld.AN_GANG)
	check("an_gang name", an_gang.kind_name(), "an_gang")
	check("meld from user Meld", str(MahjongMeld.from_value(Meld.new(Meld.MeldType.PENG, tiles("222s")))), "peng:2s")
	check("meld from Array", str(MahjongMeld.from_value(tiles("789p"))), "chi:789p")


func test_can_win() -> void:
	var wc = get_node("/root/Main/WinChecker")
	# Small hand: four sets and a 2-5-8 pair.
	check("small hand", wc.can_win(tiles("123m456s789p234m55s"), []), true)
	check("small hand, pair not 2-5-8", wc.can_win(tiles("123m456s789p234m11s"), []), false)
	check("small hand, no shape", wc.can_win(tiles("123m456s789p234m19s"), []), false)
	# Big hands win with any pair or without a shape.
	check("将将胡", wc.can_win(tiles("258m258s258p22558m"), []), true)
	check("七小对", wc.can_win(tiles("1133m2255s7799p88m"), []), true)
	check("七小对 with a four", wc.can_win(tiles("1111m2255s7799p88m"), []), true)
	check("碰碰胡", wc.can_win(tiles("111m333s999p777m11s"), []), true)
	check("清一色", wc.can_win(tiles("123m456m789m123m99m"), []), true)
	check("same shape, two suits", wc.can_win(tiles("123m456m789m123s99m"), []), false)
	# With exposed melds, in the tutorial's Meld objects.
	var melds = [
		Meld.new(Meld.MeldType.PENG, tiles("555m")),
		Meld.new(Meld.MeldType.CHI, tiles("345s")),
		Meld.new(Meld.MeldType.PENG, tiles("999p")),
	]
	check("with melds", wc.can_win(tiles("234m55s"), melds), true)
	check("with melds, no pair", wc.can_win(tiles("234m56s"), melds), false)
	melds.append(Meld.new(Meld.MeldType.CHI, tiles("678p")))
	check("全求人 (any pair)", wc.can_win(tiles("11s"), melds), true)
	# A standalone node that is not in the tree works the same.
	var own = WinChecker.new()
	check("WinChecker.new()", own.can_win(tiles("123m456s789p234m55s"), []), true)
	own.free()


func test_tile_forms() -> void:
	var wc = get_node("/root/Main/WinChecker")
	# One winning hand (123m 456s 789p 234m 55s), every tile in another form.
	var hand = [0, "2m", "三万", {"suit": 1, "number": 4}, Tile.new(1, 5), MahjongTile.create(1, 6),
			"7p", 25, {"id": 26}, "二万", "3m", Tile.new(0, 4), "5条", "5s"]
	check("mixed tile forms", wc.can_win(hand, []), true)
	var lua_style = {suit = 1, number = 5}
	check("Lua-style Dictionary", MahjongTile.id_of(lua_style), 13)
	check("float ids", wc.can_win([0.0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 13, 13], []), true)
	var melds_as_dicts = [
		{"kind": "peng", "tiles": [4, 4, 4]},
		{"type": MahjongMeld.CHI, "tiles": ["3s", "4s", "5s"]},
		{"kind": "碰", "tile": "9p"},
	]
	check("melds as Dictionaries", wc.can_win(tiles("234m55s"), melds_as_dicts), true)
	check("melds as Strings", wc.can_win(tiles("234m55s"), ["peng:5m", "chi:345s", "peng:999p"]), true)
	check("melds as MahjongMeld", wc.can_win(tiles("234m55s"),
			[MahjongMeld.parse("peng:5m"), MahjongMeld.parse("chi:345s"), MahjongMeld.parse("gang:9p")]), true)
	check("melds as tile Arrays", wc.can_win(tiles("234m55s"), [tiles("555m"), tiles("345s"), tiles("9999p")]), true)
	var packed = PackedInt32Array([0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 13, 13])
	check("PackedInt32Array hand", wc.can_win(packed, []), true)
	check("PackedStringArray hand", wc.can_win(PackedStringArray(["1m", "2m", "3m", "4s", "5s", "6s", "7p", "8p", "9p", "2m", "3m", "4m", "5s", "5s"]), []), true)
	var typed_hand: Array[Tile] = []
	typed_hand.assign(tiles("123m456s789p234m55s"))
	var typed_melds: Array[Meld] = []
	check("typed Array[Tile]", wc.can_win(typed_hand, typed_melds), true)
	var typed_ids: Array[int] = [0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 13, 13]
	check("typed Array[int]", wc.can_win(typed_ids, []), true)
	var typed_dict: Dictionary[String, int] = {"suit": 2, "number": 9}
	check("typed Dictionary", MahjongTile.id_of(typed_dict), 26)


func test_waits_tenpai_shanten() -> void:
	var wc = get_node("/root/Main/WinChecker")
	var ready = tiles("123m456s789p2345m")
	check("waits", wc.waits(ready, []), [1, 4])
	check("waits size (tutorial's count)", wc.waits(ready, []).size(), 2)
	check("is_tenpai", wc.is_tenpai(ready, []), true)
	check("shanten ready", wc.shanten(ready, []), 0)
	var far = tiles("123m456s789p2468m")
	check("waits none", wc.waits(far, []), [])
	check("not tenpai", wc.is_tenpai(far, []), false)
	check("shanten 1", wc.shanten(far, []), 1)
	check("shanten complete", wc.shanten(tiles("123m456s789p234m55s"), []), -1)
	# 将将胡 waits on every 2/5/8 it does not hold four of.
	check("将将胡 waits", wc.waits(tiles("258m258s258p2255m"), []), [1, 4, 7, 10, 13, 16, 19, 22, 25])
	var melds = [Meld.new(Meld.MeldType.PENG, tiles("555m")), "chi:345s", "peng:9p"]
	check("waits with melds", wc.waits(tiles("2345s"), melds), [10, 13])
	check("shanten with melds", wc.shanten(tiles("19m15p8s"), melds), 2)


func test_rules() -> void:
	var wc = WinChecker.new()
	check("default rules", wc.rules, "changsha")
	wc.rules = "standard"
	check("rules set", wc.rules, "standard")
	check("standard: any pair", wc.can_win(tiles("123m456s789p234m11s"), []), true)
	check("standard: honours", wc.can_win(tiles("123m456s789p234m") + ["东", "东"], []), true)
	check("standard: no 将将胡", wc.can_win(tiles("258m258s258p22558m"), []), false)
	wc.rules = "eval-v1"
	check("eval-v1 keeps Changsha shapes", wc.can_win(tiles("258m258s258p22558m"), []), true)
	expect_error("WinChecker.rules: unknown rules \"riichi\"")
	wc.rules = "riichi"
	check("unknown rules keep the old ones", wc.rules, "eval-v1")
	wc.free()


func test_bad_input() -> void:
	var wc = get_node("/root/Main/WinChecker")
	expect_error("WinChecker.can_win: hand has 1 concealed tiles; with 0 meld(s) it must have 13 or 14")
	check("too few tiles", wc.can_win([Tile.new(0, 1)], []), false)
	expect_error("WinChecker.can_win: can_win needs a hand of 3n+2 concealed tiles")
	check("waiting size to can_win", wc.can_win(tiles("123m456s789p2345m"), []), false)
	expect_error("WinChecker.can_win: 5 copies of 5m")
	check("five copies", wc.can_win(tiles("55555m123456s789p"), []), false)
	expect_error("WinChecker.can_win: hand[13]: tile number 10 is out of range")
	check("unknown tile", wc.can_win(tiles("123m456s789p234m5s") + [Tile.new(1, 10)], []), false)
	expect_error("WinChecker.can_win: hand[0]: tile id 99 is out of range")
	check("id out of range", wc.can_win([99] + tiles("23m456s789p234m55s"), []), false)
	expect_error("WinChecker.can_win: tile 1z is not used by the changsha rules")
	check("honour in Changsha", wc.can_win(tiles("123m456s789p234m") + ["东", "东"], []), false)
	expect_error("WinChecker.can_win: hand[2]: expected a tile")
	check("wrong type", wc.can_win([0, 1, Vector2(1, 2)], []), false)
	expect_error("WinChecker.can_win: hand[0]: expected a tile, got null")
	check("null tile", wc.can_win([null], []), false)
	expect_error("WinChecker.can_win: hand[1]: Dictionary.suit must be an int")
	check("Dictionary with a String suit", wc.can_win([0, {"suit": "m", "number": 1}], []), false)
	expect_error("suit 5 is out of range")
	check("suit out of range", wc.can_win([{"suit": 5, "number": 1}], []), false)
	expect_error("WinChecker.can_win: melds[0]: Dictionary.kind: unknown meld kind \"pass\"")
	check("bad meld kind", wc.can_win(tiles("234m55s"), [{"kind": "pass", "tiles": [4, 4, 4]}]), false)
	expect_error("WinChecker.can_win: melds[0]: invalid meld: chi needs three consecutive tiles of one suit, got 124m")
	check("bad meld shape", wc.can_win(tiles("234m55s"), [Meld.new(Meld.MeldType.CHI, tiles("124m"))]), false)
	expect_error("WinChecker.can_win: melds[0]: RefCounted object has no kind (or type): not a meld")
	check("object without kind", wc.can_win(tiles("234m55s"), [RefCounted.new()]), false)
	expect_error("WinChecker.waits: waits needs a hand of 3n+1 concealed tiles")
	check("waits sentinel", wc.waits(tiles("123m456s789p234m55s"), []), [])
	expect_error("WinChecker.is_tenpai: hand has 2 concealed tiles")
	check("is_tenpai sentinel", wc.is_tenpai(tiles("55s"), []), false)
	expect_error("WinChecker.shanten: 5 copies of 1m")
	check("shanten sentinel", wc.shanten(tiles("11111m"), ["peng:2m", "peng:3m", "peng:4m"]), WinChecker.SHANTEN_ERROR)
	check("SHANTEN_ERROR", WinChecker.SHANTEN_ERROR, -2)
	expect_error("MahjongTile.create: tile number 10 is out of range")
	check("create sentinel", MahjongTile.create(0, 10) == null, true)
	expect_error("MahjongTile.id_of: expected a tile")
	check("id_of sentinel", MahjongTile.id_of(Vector2()), -1)
	expect_error("MahjongMeld.from_value: invalid meld: peng needs 3 tiles, got 2 (56m)")
	check("meld sentinel", MahjongMeld.parse("peng:56m") == null, true)
	expect_error("MahjongTile.from_value: got a freed object")
	var gone = Node.new()
	gone.free()
	check("freed object", MahjongTile.from_value(gone) == null, true)
	expect_error("WinChecker.can_win: melds must be an Array, got null")
	check("null melds", wc.can_win(tiles("123m456s789p234m55s"), null), false)
	expect_error("WinChecker.waits: hand must be an Array, got int 5")
	check("hand not an Array", wc.waits(5, []), [])
