## MahjongTile, MahjongMeld and every form a tile or meld may take.
extends RefCounted

## The runner (tests.gd): check(), expect_error(), tiles(), the scene tree.
var t


func test_tiles_and_melds() -> void:
	var five = MahjongTile.create(0, 5)
	t.check("MahjongTile id", five.id, 4)
	t.check("MahjongTile suit", five.suit, MahjongTile.WAN)
	t.check("MahjongTile number", five.number, 5)
	t.check("MahjongTile str", str(five), "五万")
	t.check("MahjongTile notation", five.notation(), "5m")
	var east = MahjongTile.from_id(27)
	t.check("honour suit", east.suit, MahjongTile.HONOUR)
	t.check("honour name", east.chinese(), "东")
	t.check("id_of String", MahjongTile.id_of("九筒"), 26)
	t.check("id_of Tile", MahjongTile.id_of(Tile.new(2, 9)), 26)
	t.check("id_of Dictionary", MahjongTile.id_of({"suit": 1, "number": 4}), 12)
	t.check("name_of int", MahjongTile.name_of(13), "五条")
	t.check("from_value", MahjongTile.from_value("7p").id, 24)

	t.check("meld constants", [MahjongMeld.CHI, MahjongMeld.PENG, MahjongMeld.GANG, MahjongMeld.AN_GANG, MahjongMeld.BU_GANG], [0, 1, 2, 3, 4])
	var chi = MahjongMeld.parse("chi:435s")
	t.check("chi str", str(chi), "chi:345s")
	t.check("chi kind", chi.kind, MahjongMeld.CHI)
	t.check("chi tiles", chi.tiles, [11, 12, 13])
	t.check("peng create", str(MahjongMeld.create(MahjongMeld.PENG, [4, 4, 4])), "peng:5m")
	var an_gang = MahjongMeld.create("an_gang", ["9p", "9p", "9p", "9p"])
	t.check("an_gang kind", an_gang.kind, MahjongMeld.AN_GANG)
	t.check("an_gang name", an_gang.kind_name(), "an_gang")
	t.check("meld from user Meld", str(MahjongMeld.from_value(Meld.new(Meld.MeldType.PENG, t.tiles("222s")))), "peng:2s")
	t.check("meld from Array", str(MahjongMeld.from_value(t.tiles("789p"))), "chi:789p")




func test_tile_forms() -> void:
	var wc = t.get_node("/root/Main/WinChecker")
	# One winning hand (123m 456s 789p 234m 55s), every tile in another form.
	var hand = [0, "2m", "三万", {"suit": 1, "number": 4}, Tile.new(1, 5), MahjongTile.create(1, 6),
			"7p", 25, {"id": 26}, "二万", "3m", Tile.new(0, 4), "5条", "5s"]
	t.check("mixed tile forms", wc.can_win(hand, []), true)
	var lua_style = {suit = 1, number = 5}
	t.check("Lua-style Dictionary", MahjongTile.id_of(lua_style), 13)
	t.check("float ids", wc.can_win([0.0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 13, 13], []), true)
	var melds_as_dicts = [
		{"kind": "peng", "tiles": [4, 4, 4]},
		{"type": MahjongMeld.CHI, "tiles": ["3s", "4s", "5s"]},
		{"kind": "碰", "tile": "9p"},
	]
	t.check("melds as Dictionaries", wc.can_win(t.tiles("234m55s"), melds_as_dicts), true)
	t.check("melds as Strings", wc.can_win(t.tiles("234m55s"), ["peng:5m", "chi:345s", "peng:999p"]), true)
	t.check("melds as MahjongMeld", wc.can_win(t.tiles("234m55s"),
			[MahjongMeld.parse("peng:5m"), MahjongMeld.parse("chi:345s"), MahjongMeld.parse("gang:9p")]), true)
	t.check("melds as tile Arrays", wc.can_win(t.tiles("234m55s"), [t.tiles("555m"), t.tiles("345s"), t.tiles("9999p")]), true)
	var packed = PackedInt32Array([0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 13, 13])
	t.check("PackedInt32Array hand", wc.can_win(packed, []), true)
	t.check("PackedStringArray hand", wc.can_win(PackedStringArray(["1m", "2m", "3m", "4s", "5s", "6s", "7p", "8p", "9p", "2m", "3m", "4m", "5s", "5s"]), []), true)
	var typed_hand: Array[Tile] = []
	typed_hand.assign(t.tiles("123m456s789p234m55s"))
	var typed_melds: Array[Meld] = []
	t.check("typed Array[Tile]", wc.can_win(typed_hand, typed_melds), true)
	var typed_ids: Array[int] = [0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 13, 13]
	t.check("typed Array[int]", wc.can_win(typed_ids, []), true)
	var typed_dict: Dictionary[String, int] = {"suit": 2, "number": 9}
	t.check("typed Dictionary", MahjongTile.id_of(typed_dict), 26)


