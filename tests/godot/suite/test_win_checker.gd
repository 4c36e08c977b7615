## WinChecker: can_win (the tutorial's call), waits, tenpai, shanten, rules, bad input.
extends RefCounted

## The runner (tests.gd): check(), expect_error(), tiles(), the scene tree.
var t


func test_can_win() -> void:
	var wc = t.get_node("/root/Main/WinChecker")
	# Small hand: four sets and a 2-5-8 pair.
	t.check("small hand", wc.can_win(t.tiles("123m456s789p234m55s"), []), true)
	t.check("small hand, pair not 2-5-8", wc.can_win(t.tiles("123m456s789p234m11s"), []), false)
	t.check("small hand, no shape", wc.can_win(t.tiles("123m456s789p234m19s"), []), false)
	# Big hands win with any pair or without a shape.
	t.check("将将胡", wc.can_win(t.tiles("258m258s258p22558m"), []), true)
	t.check("七小对", wc.can_win(t.tiles("1133m2255s7799p88m"), []), true)
	t.check("七小对 with a four", wc.can_win(t.tiles("1111m2255s7799p88m"), []), true)
	t.check("碰碰胡", wc.can_win(t.tiles("111m333s999p777m11s"), []), true)
	t.check("清一色", wc.can_win(t.tiles("123m456m789m123m99m"), []), true)
	t.check("same shape, two suits", wc.can_win(t.tiles("123m456m789m123s99m"), []), false)
	# With exposed melds, in the tutorial's Meld objects.
	var melds = [
		Meld.new(Meld.MeldType.PENG, t.tiles("555m")),
		Meld.new(Meld.MeldType.CHI, t.tiles("345s")),
		Meld.new(Meld.MeldType.PENG, t.tiles("999p")),
	]
	t.check("with melds", wc.can_win(t.tiles("234m55s"), melds), true)
	t.check("with melds, no pair", wc.can_win(t.tiles("234m56s"), melds), false)
	melds.append(Meld.new(Meld.MeldType.CHI, t.tiles("678p")))
	t.check("全求人 (any pair)", wc.can_win(t.tiles("11s"), melds), true)
	# A standalone node that is not in the tree works the same.
	var own = WinChecker.new()
	t.check("WinChecker.new()", own.can_win(t.tiles("123m456s789p234m55s"), []), true)
	own.free()




func test_waits_tenpai_shanten() -> void:
	var wc = t.get_node("/root/Main/WinChecker")
	var ready = t.tiles("123m456s789p2345m")
	t.check("waits", wc.waits(ready, []), [1, 4])
	t.check("waits size (tutorial's count)", wc.waits(ready, []).size(), 2)
	t.check("is_tenpai", wc.is_tenpai(ready, []), true)
	t.check("shanten ready", wc.shanten(ready, []), 0)
	var far = t.tiles("123m456s789p2468m")
	t.check("waits none", wc.waits(far, []), [])
	t.check("not tenpai", wc.is_tenpai(far, []), false)
	t.check("shanten 1", wc.shanten(far, []), 1)
	t.check("shanten complete", wc.shanten(t.tiles("123m456s789p234m55s"), []), -1)
	# 将将胡 waits on every 2/5/8 it does not hold four of.
	t.check("将将胡 waits", wc.waits(t.tiles("258m258s258p2255m"), []), [1, 4, 7, 10, 13, 16, 19, 22, 25])
	var melds = [Meld.new(Meld.MeldType.PENG, t.tiles("555m")), "chi:345s", "peng:9p"]
	t.check("waits with melds", wc.waits(t.tiles("2345s"), melds), [10, 13])
	t.check("shanten with melds", wc.shanten(t.tiles("19m15p8s"), melds), 2)




func test_analyze() -> void:
	var wc = t.get_node("/root/Main/WinChecker")
	var small = wc.analyze(t.tiles("123m456s789p234m55s"), [])
	t.check("small: win", small.win, true)
	t.check("small: small", small.small, true)
	t.check("small: no big hands", small.big_hands, [])
	t.check("small: units", small.units, 0)
	t.check("small on a discard pays 1", [small.points, small.total_points], [1, 1])
	t.check("small: one reading", small.readings.size(), 1)
	t.check("small: the reading names the pair", "(55s)" in small.readings[0], true)
	var drawn = wc.analyze(t.tiles("123m456s789p234m55s"), [], true)
	t.check("small self-draw: 2 from each of three", [drawn.points, drawn.total_points], [2, 6])
	var jjh = wc.analyze(t.tiles("258m258s258p22558m"), [])
	t.check("将将胡", [jjh.small, jjh.big_hands, jjh.big_hand_names, jjh.units, jjh.points], [false, ["jiangjianghu"], ["将将胡"], 1, 6])
	var haohua = wc.analyze(t.tiles("1111m2255s7799p88m"), [])
	t.check("豪华七小对: two units", [haohua.big_hands, haohua.big_hand_units, haohua.units, haohua.points], [["haohua_qixiaodui"], [2], 2, 12])
	var pph = wc.analyze(t.tiles("111m333m999m777m55m"), [])
	t.check("碰碰胡 + 清一色", [pph.big_hands, pph.units], [["pengpenghu", "qingyise"], 2])
	var melds = [Meld.new(Meld.MeldType.PENG, t.tiles("555m")), "chi:345s", "peng:9p", {"kind": "chi", "tiles": [24, 25, 23]}]
	var qqr = wc.analyze(t.tiles("11s"), melds)
	t.check("全求人", [qqr.big_hands, qqr.units], [["quanqiuren"], 1])
	var context = {"self_draw": true, "last_tile": true}
	var last = wc.analyze_in(t.tiles("11224455778899m"), [], context)
	t.check("清一色 + 七小对 + 海底捞月", [last.big_hands, last.units, last.points, last.total_points],
			[["qingyise", "qixiaodui", "haidilaoyue"], 3, 18, 54])
	var none = wc.analyze(t.tiles("123m456s789p234m11s"), [])
	t.check("no win", [none.win, none.small, none.big_hands, none.units, none.points], [false, false, [], 0, 0])
	t.expect_error("WinChecker.analyze_in: impossible win context: a robbed kong (抢杠胡) is won on another player's tile, not by self-draw")
	t.check("impossible context", wc.analyze_in(t.tiles("123m456s789p234m55s"), [], {"self_draw": true, "robbed_kong": true}), {})
	t.expect_error("WinChecker.analyze_in: unknown context key \"selfdraw\"")
	t.check("misspelt context", wc.analyze_in(t.tiles("123m456s789p234m55s"), [], {"selfdraw": true}), {})
	t.expect_error("WinChecker.analyze: analyze needs a hand of 3n+2 concealed tiles")
	t.check("analyze a waiting hand", wc.analyze(t.tiles("123m456s789p2345m"), []), {})


func test_opening_wins() -> void:
	var wc = t.get_node("/root/Main/WinChecker")
	var found = wc.opening_wins(t.tiles("1111333m666999s7p"))
	var summary = []
	for w in found:
		summary.append("%s %s x%d" % [w.id, w.name, w.count])
	t.check("大四喜, 板板胡, 六六顺 twice", summary, ["dasixi 大四喜 x1", "banbanhu 板板胡 x1", "liuliushun 六六顺 x2"])
	var queyise = wc.opening_wins(t.tiles("123456789m12345s"))
	t.check("缺一色", queyise.size() == 1 and queyise[0].id == "queyise", true)
	t.check("none", wc.opening_wins(t.tiles("123m456s789p2345m")), [])
	var eval_rules = WinChecker.new()
	eval_rules.rules = "eval-v1"
	t.check("eval-v1 has no opening wins", eval_rules.opening_wins(t.tiles("1111333m666999s7p")), [])
	eval_rules.free()
	t.expect_error("WinChecker.opening_wins: hand has 5 concealed tiles")
	t.check("opening wins of 5 tiles", wc.opening_wins(t.tiles("12345m")), [])


func test_rules() -> void:
	var wc = WinChecker.new()
	t.check("default rules", wc.rules, "changsha")
	wc.rules = "standard"
	t.check("rules set", wc.rules, "standard")
	t.check("standard: any pair", wc.can_win(t.tiles("123m456s789p234m11s"), []), true)
	t.check("standard: honours", wc.can_win(t.tiles("123m456s789p234m") + ["东", "东"], []), true)
	t.check("standard: no 将将胡", wc.can_win(t.tiles("258m258s258p22558m"), []), false)
	wc.rules = "eval-v1"
	t.check("eval-v1 keeps Changsha shapes", wc.can_win(t.tiles("258m258s258p22558m"), []), true)
	t.expect_error("WinChecker.rules: unknown rules \"riichi\"")
	wc.rules = "riichi"
	t.check("unknown rules keep the old ones", wc.rules, "eval-v1")
	wc.free()




func test_bad_input() -> void:
	var wc = t.get_node("/root/Main/WinChecker")
	t.expect_error("WinChecker.can_win: hand has 1 concealed tile; with 0 melds it must have 13 or 14")
	t.check("too few tiles", wc.can_win([Tile.new(0, 1)], []), false)
	t.expect_error("WinChecker.can_win: can_win needs a hand of 3n+2 concealed tiles")
	t.check("waiting size to can_win", wc.can_win(t.tiles("123m456s789p2345m"), []), false)
	t.expect_error("WinChecker.can_win: 5 copies of 5m")
	t.check("five copies", wc.can_win(t.tiles("55555m123456s789p"), []), false)
	t.expect_error("WinChecker.can_win: hand[13]: tile number 10 is out of range")
	t.check("unknown tile", wc.can_win(t.tiles("123m456s789p234m5s") + [Tile.new(1, 10)], []), false)
	t.expect_error("WinChecker.can_win: hand[0]: tile id 99 is out of range")
	t.check("id out of range", wc.can_win([99] + t.tiles("23m456s789p234m55s"), []), false)
	t.expect_error("WinChecker.can_win: tile 1z is not used by the changsha rules")
	t.check("honour in Changsha", wc.can_win(t.tiles("123m456s789p234m") + ["东", "东"], []), false)
	t.expect_error("WinChecker.can_win: hand[2]: expected a tile")
	t.check("wrong type", wc.can_win([0, 1, Vector2(1, 2)], []), false)
	t.expect_error("WinChecker.can_win: hand[0]: expected a tile, got null")
	t.check("null tile", wc.can_win([null], []), false)
	t.expect_error("WinChecker.can_win: hand[1]: Dictionary.suit must be an int")
	t.check("Dictionary with a String suit", wc.can_win([0, {"suit": "m", "number": 1}], []), false)
	t.expect_error("suit 5 is out of range")
	t.check("suit out of range", wc.can_win([{"suit": 5, "number": 1}], []), false)
	t.expect_error("WinChecker.can_win: melds[0]: Dictionary.kind: unknown meld kind \"pass\"")
	t.check("bad meld kind", wc.can_win(t.tiles("234m55s"), [{"kind": "pass", "tiles": [4, 4, 4]}]), false)
	t.expect_error("WinChecker.can_win: melds[0]: invalid meld: chi needs three consecutive tiles of one suit, got 124m")
	t.check("bad meld shape", wc.can_win(t.tiles("234m55s"), [Meld.new(Meld.MeldType.CHI, t.tiles("124m"))]), false)
	t.expect_error("WinChecker.can_win: melds[0]: RefCounted object has no kind (or type): not a meld")
	t.check("object without kind", wc.can_win(t.tiles("234m55s"), [RefCounted.new()]), false)
	t.expect_error("WinChecker.waits: waits needs a hand of 3n+1 concealed tiles")
	t.check("waits sentinel", wc.waits(t.tiles("123m456s789p234m55s"), []), [])
	t.expect_error("WinChecker.is_tenpai: hand has 2 concealed tiles")
	t.check("is_tenpai sentinel", wc.is_tenpai(t.tiles("55s"), []), false)
	t.expect_error("WinChecker.shanten: 5 copies of 1m")
	t.check("shanten sentinel", wc.shanten(t.tiles("11111m"), ["peng:2m", "peng:3m", "peng:4m"]), WinChecker.SHANTEN_ERROR)
	t.check("SHANTEN_ERROR", WinChecker.SHANTEN_ERROR, -2)
	t.expect_error("MahjongTile.create: tile number 10 is out of range")
	t.check("create sentinel", MahjongTile.create(0, 10) == null, true)
	t.expect_error("MahjongTile.id_of: expected a tile")
	t.check("id_of sentinel", MahjongTile.id_of(Vector2()), -1)
	t.expect_error("MahjongMeld.from_value: invalid meld: peng needs 3 tiles, got 2 (56m)")
	t.check("meld sentinel", MahjongMeld.parse("peng:56m") == null, true)
	t.expect_error("MahjongTile.from_value: got a freed object")
	var gone = Node.new()
	gone.free()
	t.check("freed object", MahjongTile.from_value(gone) == null, true)
	t.expect_error("WinChecker.can_win: melds must be an Array, got null")
	t.check("null melds", wc.can_win(t.tiles("123m456s789p234m55s"), null), false)
	t.expect_error("WinChecker.waits: hand must be an Array, got int 5")
	t.check("hand not an Array", wc.waits(5, []), [])
