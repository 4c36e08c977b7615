## The majiang demo: a mahjong table — 长沙 (Changsha), 转转 (Zhuanzhuan),
## 红中 (Hongzhong) or 四川 血战到底 (Sichuan), chosen on the start screen, in
## the bar, or with `-- --rules=NAME` — you (the bottom seat) against three
## AIs. The MahjongTable node plays the hand with majiang's engine and tells
## this script what happens through signals; the script draws the table and
## forwards your clicks. No rule lives here.
##
## 四川 血战到底: you pick the tiles to pass (换三张) by clicking them in your
## hand, then declare your void suit (定缺) with a button; every seat's 缺
## shows by its name. A winner's hand is laid down face up with its winning
## tile beside it (outlined), and the others play on; the result lists
## every payment line (胡, 自摸加底, 刮风下雨, 呼叫转移, 查花猪, 查大叫, 退税).
##
## Headless, `godot --headless --path godot-demo -- --autoplay --seed=7
## --hands=4` lets four AIs play, prints every result and checks it (exit
## code 0 when every check holds). With a display, `-- --screenshot=DIR
## --seed=3` plays your seat by the table's first hint and saves
## DIR/demo-table.png (mid-hand, hint shown) and DIR/demo-result.png; with
## a flat preset (转转, 红中) the run fails unless the result shows birds and
## payment lines; under 四川 your 换三张 and 定缺 are the AIPlayer's choices,
## the table is saved once a seat has won and left, and the run fails unless
## the result shows a win with its fan and the payment lines.
##
## The result lists what every win was worth as the table scored it, the
## same way for every rules: its lines (长沙's big hands, 四川's patterns,
## 国标's fans — 中文, English, value, count) and total. On a table with
## winds (国标麻将) each seat's wind (门风) shows beside its name and the
## prevalent wind (圈风) by the wall, and the rounds follow the
## competition: 东风圈 for the first four hands, then 南, 西, 北; flowers set
## aside as drawn (花, 补花) show beside the seat that holds them. A
## screenshot run plays until a hand is won (the run fails unless the
## result shows the win's lines).
extends Control

## Seats in playing order (counter-clockwise): you, then right, top, left.
var seat_names = ["You", "Right", "Top", "Left"]
const DIFFICULTY_NAMES = ["Easy", "Medium", "Hard", "Expert"]
const SUIT_COLOURS = [Color(0.72, 0.08, 0.08), Color(0.05, 0.45, 0.15), Color(0.08, 0.22, 0.65), Color(0.2, 0.2, 0.2)]
const FELT = Color(0.09, 0.32, 0.2)
const TILE_FACE = Color(0.98, 0.96, 0.88)
const TILE_BACK = Color(0.16, 0.42, 0.62)
const LATEST = Color(1.0, 0.78, 0.1)
const HINTED = Color(0.1, 0.85, 0.95)
const HUMAN := 0
## The rules the menus offer: MahjongTable.rules names and their titles.
const RULES = ["changsha", "zhuanzhuan", "hongzhong", "sichuan", "mcr"]
const RULE_TITLES = ["长沙麻将 Changsha", "转转麻将 Zhuanzhuan", "红中麻将 Hongzhong", "四川麻将 血战到底 Sichuan", "国标麻将 MCR"]
## Tables with winds and flowers: the winds (MahjongTable's wind ids 0-3),
## a seat's wind badge and its flowers' badge.
const WIND_NAMES = ["东", "南", "西", "北"]
const WIND_BADGE = Color(0.15, 0.3, 0.6)
const FLOWER_BADGE = Color(0.75, 0.3, 0.55)
## 四川: the suits as 定缺 names them (MahjongTable's suit ids 0-2), a void
## tile's outline in your hand, and the payment reasons of each part of the
## result.
const SUIT_NAMES = ["万", "条", "筒"]
const VOID_MARK = Color(0.85, 0.3, 0.1)
const KONG_REASONS = ["concealed_kong", "added_kong", "exposed_kong", "kong_voided", "cagua"]
const END_REASONS = ["huazhu", "cha_dajiao", "tax_refund"]
## 中 (5z), the 红中 wildcard: drawn in red.
const RED_DRAGON := 31
const RED_INK = Color(0.8, 0.05, 0.05)
const MELD_NAMES = {"chi": "吃", "peng": "碰", "gang": "杠", "an_gang": "暗杠", "bu_gang": "补杠"}
## Tile sizes: pond and melds, your hand, an opponent's tile back (upright
## for the top seat, lying for the side seats), the result's tiles.
const POND := 0
const HAND := 1
const BACK := 2
const SIDE_BACK := 3
const SIZES = [Vector2(30, 40), Vector2(48, 66), Vector2(22, 32), Vector2(34, 16)]
const FONT_SIZES = [14, 20, 0, 0]

@onready var table = $Table
@onready var win_checker = $WinChecker

# Widgets, built in _build_ui(); per seat: its name row, dealer badge, hand,
# melds and discard pond.
var seat_labels = []
var dealer_badges = []
var wind_badges = []
var flower_badges = []
var seat_hands = []
var seat_melds = []
var seat_ponds = []
var action_box: HBoxContainer
var status_label: Label
var wall_label: Label
var info_label: Label
var result_panel: PanelContainer
var result_box: VBoxContainer
var difficulty_button: OptionButton
var language_button: OptionButton
var rules_button: OptionButton
var title_label: Label
var rules_name := "changsha"
var tile_font: Font

var my_turn := false
var last_drawn := -1
var current_seat := -1
var dealer := -1
var latest_discard_seat := -1
var hinted_tile := -1
var revealed := false
# 四川: your 换三张 is asked (click tiles of one suit), the tiles you
# received (outlined until your first discard), every seat's void suit.
var exchanging := false
var received_tiles := []
var voids := [-1, -1, -1, -1]
var table_shot_taken := false

# Autoplay (headless check) and screenshot state.
var autoplay := false
var screenshot_dir := ""
var my_turns := 0
var shot_turn := 6
var hands_to_play := 4
var hands_played := 0
var failures := 0
var discards_seen := 0
var hand_deltas := [0, 0, 0, 0]
var hint_texts := []
## Screenshot runs: an AIPlayer makes your 换三张 and 定缺 choices.
var helper_ai: Node
var exchange_plan := []


func _ready() -> void:
	_build_ui()
	table.hand_started.connect(_on_hand_started)
	table.turn_started.connect(_on_turn_started)
	table.tile_drawn.connect(_on_tile_drawn)
	table.claim_options.connect(_on_claim_options)
	table.discarded.connect(_on_discarded)
	table.melded.connect(_on_melded)
	table.kong_flipped.connect(_on_kong_flipped)
	table.opening_win.connect(_on_opening_win)
	table.last_tile_shown.connect(_on_last_tile_shown)
	table.hand_won.connect(_on_hand_over)
	table.hand_drawn.connect(_on_hand_over)
	table.exchange_picked.connect(_on_exchange_picked)
	table.tiles_exchanged.connect(_on_tiles_exchanged)
	table.voids_declared.connect(_on_voids_declared)
	table.seat_won.connect(_on_seat_won)
	var args = OS.get_cmdline_user_args()
	rules_name = get_tree().get_meta("majiang_rules", "changsha")
	for a in args:
		if a.begins_with("--rules="):
			rules_name = a.get_slice("=", 1)
	_use_rules(rules_name)
	autoplay = "--autoplay" in args
	for a in args:
		if a.begins_with("--screenshot="):
			screenshot_dir = a.get_slice("=", 1)
	if autoplay:
		_start_autoplay(args)
	else:
		table.human_seat = HUMAN
		table.difficulty = AIPlayer.MEDIUM
		table.seed = randi()
		if screenshot_dir != "":
			helper_ai = AIPlayer.new()
			helper_ai.rules = "sichuan"
			add_child(helper_ai)
			table.seed = _arg_int(args, "--seed=", 3)
			shot_turn = _arg_int(args, "--shot-turn=", shot_turn)
			table.think_time = 0.05
		table.start_hand()


# --- the table's signals -----------------------------------------------------

func _on_hand_started(hand_dealer: int, seed: int) -> void:
	result_panel.visible = false
	revealed = false
	dealer = hand_dealer
	last_drawn = -1
	latest_discard_seat = -1
	hinted_tile = -1
	my_turn = false
	discards_seen = 0
	exchanging = false
	received_tiles = []
	voids = [-1, -1, -1, -1]
	_clear(action_box)
	_say("Hand %d (seed %d): %s deal%s." % [hands_played + 1, seed, seat_names[dealer], "" if dealer == HUMAN and not autoplay else "s"])
	_refresh_all()


func _on_opening_win(seat: int, _id: String, name: String, count: int) -> void:
	_say("%s: opening win %s ×%d, paid at once." % [seat_names[seat], name, count])
	_refresh_all()


func _on_turn_started(seat: int) -> void:
	current_seat = seat
	my_turn = seat == table.human_seat
	status_label.text = "Your turn: click a tile to discard" if my_turn else "%s is thinking…" % seat_names[seat]
	if my_turn and _sichuan() and voids[seat] >= 0 and table.get_hand(seat).any(func(x): return x < 27 and x / 9 == voids[seat]):
		status_label.text = "Your turn: discard a %s tile (定缺)" % SUIT_NAMES[voids[seat]]
	_refresh_labels()
	if autoplay and discards_seen % 8 == 0:
		# The hints' reasons (both languages) and the action buttons' labels
		# a human seat would get, for the glyph check.
		for h in table.hints(seat).slice(0, 1):
			hint_texts.append(h.reason_zh)
			hint_texts.append(h.reason)
		for option in table.legal_actions(seat):
			hint_texts.append(option.label)
	if my_turn and screenshot_dir != "":
		_screenshot_turn.call_deferred()


func _on_tile_drawn(seat: int, tile: int, _source: String) -> void:
	if seat == table.human_seat:
		last_drawn = tile
	_refresh_hand(seat)
	_refresh_labels()


func _on_claim_options(seat: int, options: Array) -> void:
	if seat != table.human_seat:
		return
	_clear(action_box)
	if options.any(func(o): return o.action == "exchange"):
		# 换三张: the tiles themselves are the choices.
		exchanging = true
		var ex: Dictionary = table.get_exchange(seat)
		var left: int = ex.count - ex.picked.size()
		status_label.text = "换三张: click %d tile%s of one suit to pass" % [left, "" if left == 1 else "s"]
		_refresh_hand(seat)
		if screenshot_dir != "":
			_screenshot_exchange.call_deferred()
		return
	if options.any(func(o): return o.action == "ding_que"):
		status_label.text = "定缺: choose the suit you will not keep"
	for option in options:
		var b := Button.new()
		b.text = option.label
		b.custom_minimum_size = Vector2(104, 40)
		b.pressed.connect(_on_option_pressed.bind(option))
		action_box.add_child(b)
	if not my_turn and table.phase() != "ding_que":
		status_label.text = "Claim the tile, or pass"
	if screenshot_dir != "":
		_screenshot_claim.call_deferred(options)


func _on_discarded(seat: int, _tile: int) -> void:
	discards_seen += 1
	var previous := latest_discard_seat
	latest_discard_seat = seat
	if seat == table.human_seat:
		my_turn = false
		last_drawn = -1
		hinted_tile = -1
		received_tiles = []
		_clear(action_box)
	_refresh_hand(seat)
	if previous >= 0 and previous != seat:
		_refresh_pond(previous)
	_refresh_pond(seat)
	_refresh_labels()


func _on_melded(seat: int, meld, from: int, kaigang: bool) -> void:
	var how = " (开杠)" if kaigang else ""
	_say("%s: %s %s%s%s" % [seat_names[seat], MELD_NAMES[meld.kind_name()], _tiles_text(meld.tiles), how, "" if from < 0 else " from " + seat_names[from]])
	_clear(action_box)
	_refresh_melds(seat)
	_refresh_hand(seat)
	if from >= 0:
		_refresh_pond(from)
	_refresh_labels()


func _on_kong_flipped(seat: int, tiles: Array) -> void:
	_say("%s's 开杠 flips %s" % [seat_names[seat], _tiles_text(tiles)])
	_refresh_pond(seat)


## 换三张: a seat picked a tile to pass (the others' picks stay face down).
func _on_exchange_picked(seat: int, _tile: int) -> void:
	_refresh_hand(seat)


## 换三张 done: say where the tiles went and outline what you received.
func _on_tiles_exchanged(direction: String, direction_name: String, _passed: Array, received: Array) -> void:
	exchanging = false
	var toward = {"next": "to the right (下家)", "across": "across (对家)", "previous": "to the left (上家)"}
	if table.human_seat >= 0:
		received_tiles = Array(received[table.human_seat])
		_say("换三张: tiles passed %s; you received %s." % [toward.get(direction, direction_name), _tiles_text(received_tiles)])
	else:
		_say("换三张: tiles passed %s." % toward.get(direction, direction_name))
	status_label.text = ""
	_refresh_all()


## 定缺: every seat's void suit, shown by its name.
func _on_voids_declared(suits: Array) -> void:
	voids = Array(suits)
	_clear(action_box)
	if table.human_seat >= 0:
		_say("定缺: you play without %s; discard them first. %s" % [SUIT_NAMES[voids[table.human_seat]], info_label.text])
	_refresh_all()


## A seat won: 血战到底 lays its hand down with the winning tile beside it
## (beside the first of several who won on one discard), and the others
## play on.
func _on_seat_won(win: Dictionary) -> void:
	if not _sichuan():
		return
	var how = "self-draw (自摸)" if win.from < 0 else "%s discard" % _whose(win.from)
	var value = "%d 番 %s" % [win.fan, " + ".join(win.pattern_names)]
	_say("%s %s on %s with %s: %s.%s" % [seat_names[win.seat], "win" if win.seat == HUMAN and not autoplay else "wins", how,
			MahjongTile.name_of(win.tile), value, " Play goes on." if win.left else ""])
	if win.seat == table.human_seat:
		my_turn = false
		_clear(action_box)
		status_label.text = "You won: the others play on"
	_refresh_hand(win.seat)
	_refresh_labels()
	if screenshot_dir != "" and not table_shot_taken and win.left:
		table_shot_taken = true
		_table_shot.call_deferred()


## The 四川 table shot, the AIs held back meanwhile so that it shows the
## table right after the first winner left.
func _table_shot() -> void:
	var think: float = table.think_time
	table.think_time = 3.0
	await _save_screenshot("demo-table.png")
	table.think_time = think


func _on_last_tile_shown(seat: int, tile: int) -> void:
	_say("%s shows the last tile %s" % [seat_names[seat], MahjongTile.name_of(tile)])
	_refresh_pond(seat)


func _on_hand_over(result: Dictionary) -> void:
	my_turn = false
	current_seat = -1
	hinted_tile = -1
	revealed = true
	_clear(action_box)
	_refresh_all()
	hands_played += 1
	if _has_winds():
		# The competition's rounds: four hands each, 东 南 西 北.
		table.set_prevalent_wind((hands_played / 4) % 4)
	_say("")
	var lines = _describe_result(result)
	_show_result(result, lines)
	status_label.text = "Hand over"
	if autoplay:
		for line in lines:
			print("RESULT " + line)
		_check_result(result)
		if hands_played < hands_to_play:
			table.start_hand.call_deferred()
		else:
			_finish_autoplay()
	elif screenshot_dir != "":
		var unfit: bool = (_flat() and result.birds.is_empty()) or (_sichuan() and not table_shot_taken) \
				or result.wins.is_empty()
		# A table with a high minimum (国标's 8 fan) draws more hands than it
		# wins: the run may wait longer for a win to show.
		if unfit and hands_played < 16:
			# A drawn hand (or a win on the last tile) reveals no birds: the
			# flat tables' screenshot waits for the next hand's win; 四川's
			# for a hand where a winner left mid-hand.
			table.start_hand.call_deferred()
			return
		if _flat():
			# The flat tables' screenshot is of a win: birds and payment lines shown.
			_expect(not result.birds.is_empty() and not result.payments.is_empty(),
					"the %s result shows birds and payment lines (seed %d)" % [rules_name, result.seed])
		if _sichuan():
			_expect(table_shot_taken, "a 四川 winner left mid-hand (seed %d)" % result.seed)
			_expect(not result.wins.is_empty() and not result.payments.is_empty() and result.wins[0].pattern_names.size() > 0,
					"the 四川 result shows a win with its fan and the payment lines (seed %d)" % result.seed)
		_expect(not result.wins.is_empty() and not result.wins[0].lines.is_empty(),
				"the %s result shows a win with its lines (seed %d)" % [rules_name, result.seed])
		await _save_screenshot("demo-result.png")
		get_tree().quit(failures)


# --- your choices --------------------------------------------------------------

func _on_tile_pressed(tile: int) -> void:
	if exchanging:
		_pick_for_exchange(tile)
		return
	if not my_turn:
		return
	var legal := []
	for option in table.legal_actions(table.human_seat):
		if option.action == "discard":
			legal.append(option.tile)
	if tile in legal:
		table.discard(tile)
	elif _sichuan() and voids[table.human_seat] >= 0:
		_say("定缺 %s: discard your %s tiles first." % [SUIT_NAMES[voids[table.human_seat]], SUIT_NAMES[voids[table.human_seat]]])


## 换三张: `tile` is passed if it is one the table offers now (the first
## pick sets the suit).
func _pick_for_exchange(tile: int) -> void:
	for option in table.legal_actions(table.human_seat):
		if option.action == "exchange" and option.tile == tile:
			exchanging = false
			table.act(option)
			return
	var ex: Dictionary = table.get_exchange(table.human_seat)
	if ex.picked.is_empty():
		_say("换三张: pass %d tiles of a suit you hold at least %d of." % [ex.count, ex.count])
	else:
		_say("换三张: all %d tiles must be of one suit (%s)." % [ex.count, SUIT_NAMES[ex.picked[0] / 9]])


func _on_option_pressed(option: Dictionary) -> void:
	_clear(action_box)
	table.act(option)


func _on_hint_pressed() -> void:
	var hints = table.hints(table.human_seat)
	if hints.is_empty():
		_say("Hints are given in your turn.")
		return
	var best: Dictionary = hints[0]
	hinted_tile = best.tile
	_say(best.reason_zh if language_button.selected == 0 else best.reason)
	_refresh_hand(table.human_seat)


func _on_new_hand_pressed() -> void:
	if RULES[rules_button.selected] != rules_name:
		_use_rules(RULES[rules_button.selected])
		table.reset_scores()
	table.difficulty = difficulty_button.selected
	table.seed = randi()
	table.start_hand()


## Plays `name` from the next hand: the table and the checking WinChecker
## take it, the title and the rules menu show it.
func _use_rules(name: String) -> void:
	table.rules = name
	win_checker.rules = name
	rules_name = table.rules
	var i := RULES.find(rules_name)
	title_label.text = RULE_TITLES[i] if i >= 0 else rules_name
	if i >= 0:
		rules_button.selected = i


func _flat() -> bool:
	return rules_name in ["zhuanzhuan", "hongzhong"]


func _sichuan() -> bool:
	return rules_name == "sichuan"


## The table plays winds (a seat's 门风, the hand's 圈风): it says so.
func _has_winds() -> bool:
	return table.prevalent_wind() >= 0


# --- drawing -------------------------------------------------------------------

func _refresh_all() -> void:
	for seat in range(4):
		_refresh_melds(seat)
		_refresh_pond(seat)
		_refresh_hand(seat)
	_refresh_labels()


func _refresh_labels() -> void:
	var scores = table.scores()
	for seat in range(4):
		var arrow = "▶ " if seat == current_seat else ""
		var extra := ""
		if _sichuan():
			var suit: int = table.get_void(seat)
			if suit >= 0:
				extra += " 缺" + SUIT_NAMES[suit]
			if table.has_left(seat):
				extra += " 胡 (left)"
		seat_labels[seat].text = "%s%s (%s) %+d%s" % [arrow, seat_names[seat], _who(seat), scores[seat], extra]
		seat_labels[seat].add_theme_color_override("font_color", LATEST if seat == current_seat else Color.WHITE)
		dealer_badges[seat].visible = seat == dealer
		# The seat's wind on a table with winds, and its flowers when it
		# holds any (each 1 fan in a win there).
		wind_badges[seat].visible = _has_winds()
		wind_badges[seat].text = WIND_NAMES[table.seat_wind(seat)]
		var flowers: int = table.get_flowers(seat)
		flower_badges[seat].visible = flowers > 0
		flower_badges[seat].text = "花 ×%d" % flowers
		flower_badges[seat].tooltip_text = "flowers (花牌) set aside: %d, 1 fan each" % flowers
	wall_label.text = "牌墙 Wall %d" % table.wall_remaining()
	if _has_winds():
		wall_label.text += "   %s风圈 %s round" % [WIND_NAMES[table.prevalent_wind()], ["East", "South", "West", "North"][table.prevalent_wind()]]


func _refresh_melds(seat: int) -> void:
	_clear(seat_melds[seat])
	for m in table.get_melds(seat):
		var group := HBoxContainer.new()
		group.add_theme_constant_override("separation", 0)
		for tile in m.tiles:
			group.add_child(_tile_widget(tile, POND))
		seat_melds[seat].add_child(group)


func _refresh_pond(seat: int) -> void:
	_clear(seat_ponds[seat])
	var tiles: Array = table.get_discards(seat)
	for i in tiles.size():
		var latest := seat == latest_discard_seat and i == tiles.size() - 1
		seat_ponds[seat].add_child(_tile_widget(tiles[i], POND, LATEST if latest else Color.TRANSPARENT))


## A seat's hand: yours face up (the drawn tile apart, the hinted tile
## marked; under 四川 the tiles you received in 换三张 and your void suit's
## outlined), the others' as tile backs until the hand is over — or, under
## 四川, until they win: a winner's hand lies face up with its winning tiles
## beside it, outlined in gold.
func _refresh_hand(seat: int) -> void:
	var box: BoxContainer = seat_hands[seat]
	_clear(box)
	var tiles: Array = table.get_hand(seat)
	var won: Array = table.get_won_tiles(seat) if _sichuan() else []
	var shown := revealed or not won.is_empty()
	if seat != table.human_seat and not shown:
		for t in tiles:
			box.add_child(_back_widget(SIDE_BACK if seat % 2 == 1 else BACK))
		return
	var kind := HAND if seat == table.human_seat else POND
	var held_back := false
	var marked := false
	var received := received_tiles.duplicate() if seat == table.human_seat else []
	# A side seat's tiles face up lie in rows of four: a column of fourteen
	# would push your hand off the screen.
	var row_box: Container = box
	if seat % 2 == 1:
		var grid := GridContainer.new()
		grid.columns = 4
		grid.add_theme_constant_override("h_separation", 1)
		grid.add_theme_constant_override("v_separation", 1)
		box.add_child(grid)
		row_box = grid
	var void_suit: int = voids[seat] if seat == table.human_seat and won.is_empty() else -1
	for tile in tiles:
		if seat == table.human_seat and tile == last_drawn and not held_back and not shown:
			held_back = true
			continue
		var mark: bool = not marked and tile == hinted_tile
		marked = marked or mark
		var outline := Color.TRANSPARENT
		if mark:
			outline = HINTED
		elif tile in received:
			received.erase(tile)
			outline = LATEST
		elif tile / 9 == void_suit and tile < 27:
			outline = VOID_MARK
		row_box.add_child(_tile_widget(tile, kind, outline, seat == table.human_seat and won.is_empty()))
	if held_back:
		var gap := Control.new()
		gap.custom_minimum_size = Vector2(18, 0)
		box.add_child(gap)
		var drawn_outline := HINTED if not marked and last_drawn == hinted_tile else Color.TRANSPARENT
		if drawn_outline == Color.TRANSPARENT and last_drawn / 9 == void_suit and last_drawn < 27:
			drawn_outline = VOID_MARK
		box.add_child(_tile_widget(last_drawn, kind, drawn_outline, true))
	if not won.is_empty():
		var gap := Control.new()
		gap.custom_minimum_size = Vector2(14, 6)
		box.add_child(gap)
		var won_row := HBoxContainer.new()
		won_row.add_theme_constant_override("separation", 1)
		box.add_child(won_row)
		for tile in won:
			won_row.add_child(_tile_widget(tile, kind, LATEST))


func _who(seat: int) -> String:
	if seat == table.human_seat:
		return "human"
	return DIFFICULTY_NAMES[table.seat_difficulty(seat)]


## A tile face: `kind` POND or HAND, an outline colour (transparent: none),
## clickable in your hand.
func _tile_widget(tile: int, kind: int, outline: Color = Color.TRANSPARENT, clickable: bool = false) -> Control:
	var b := Button.new()
	var tile_name: String = MahjongTile.name_of(tile)
	b.text = tile_name.substr(0, tile_name.length() - 1) + "\n" + tile_name.substr(tile_name.length() - 1) if tile < 27 else tile_name
	var face := StyleBoxFlat.new()
	face.bg_color = TILE_FACE
	face.set_corner_radius_all(4)
	face.set_border_width_all(1)
	face.border_color = Color(0.55, 0.5, 0.4)
	face.border_width_bottom = 4 if kind == HAND else 3
	if outline.a > 0:
		face.border_color = outline
		face.set_border_width_all(3)
		face.border_width_bottom = 5
	for state in ["normal", "disabled", "focus", "hover", "pressed"]:
		b.add_theme_stylebox_override(state, face)
	var colour: Color = RED_INK if tile == RED_DRAGON else SUIT_COLOURS[mini(tile / 9, 3)]
	for c in ["font_color", "font_disabled_color", "font_hover_color", "font_pressed_color"]:
		b.add_theme_color_override(c, colour)
	b.add_theme_font_size_override("font_size", FONT_SIZES[kind])
	b.add_theme_constant_override("line_spacing", -4)
	b.custom_minimum_size = SIZES[kind]
	b.size_flags_horizontal = Control.SIZE_SHRINK_CENTER
	b.size_flags_vertical = Control.SIZE_SHRINK_CENTER
	b.focus_mode = Control.FOCUS_NONE
	b.tooltip_text = tile_name + (" (红中 wildcard)" if tile == RED_DRAGON and _flat() else "")
	if clickable:
		b.pressed.connect(_on_tile_pressed.bind(tile))
		b.mouse_default_cursor_shape = Control.CURSOR_POINTING_HAND
	else:
		b.disabled = true
	return b


func _back_widget(kind: int) -> Control:
	var p := Panel.new()
	var back := StyleBoxFlat.new()
	back.bg_color = TILE_BACK
	back.set_corner_radius_all(3)
	back.set_border_width_all(1)
	back.border_color = Color(0.9, 0.88, 0.8)
	p.add_theme_stylebox_override("panel", back)
	p.custom_minimum_size = SIZES[kind]
	p.size_flags_horizontal = Control.SIZE_SHRINK_CENTER
	return p


func _tiles_text(tiles: Array) -> String:
	var names = []
	for tile in tiles:
		names.append(MahjongTile.name_of(tile))
	return " ".join(names)


func _points_text(deltas: Array) -> String:
	var parts = []
	for seat in range(4):
		parts.append("%s %+d" % [seat_names[seat], deltas[seat]])
	return ", ".join(parts)


## The result of a hand, one line each: every win with its payment (birds
## included), the birds, the opening wins' payments, the hand's and the
## running totals.
func _describe_result(result: Dictionary) -> Array:
	var lines = []
	if result.draw:
		lines.append("Hand %d: exhaustive draw (流局)" % hands_played)
	if _sichuan() and result.voids[0] >= 0:
		var parts := []
		for seat in range(4):
			parts.append("%s 缺%s" % [seat_names[seat], SUIT_NAMES[result.voids[seat]]])
		lines.append("定缺: %s%s" % [", ".join(parts), "" if result.exchange == "" else "  (换三张 %s)" % result.exchange])
	var win_sum := [0, 0, 0, 0]
	for w in result.wins:
		var how = "by self-draw (自摸)" if w.from < 0 else "on %s tile" % _whose(w.from)
		var value = "small hand (小胡)" if w.small else "%s — %d unit(s)" % [" + ".join(w.big_hand_names), w.units]
		if _flat():
			value = "胡 (every win pays alike)"
		if _sichuan():
			value = "%d 番 %s" % [w.fan, " + ".join(w.pattern_names)]
		elif w.unit == "fan":
			value = "%d 番" % w.total
			if w.toward_minimum != w.total:
				value += " (%d toward the minimum)" % w.toward_minimum
		var tile = MahjongTile.name_of(w.tile) if w.tile >= 0 else "the dealt hand"
		lines.append("Hand %d: %s win%s %s with %s: %s" % [hands_played, seat_names[w.seat], "" if seat_names[w.seat] == "You" else "s", how, tile, value])
		var melds = []
		for m in w.melds:
			melds.append("[%s %s]" % [MELD_NAMES[m.kind_name()], _tiles_text(m.tiles)])
		lines.append("  hand: %s  %s" % [_tiles_text(w.hand), " ".join(melds)])
		lines.append_array(_value_lines(w))
		if not w.payments.is_empty():
			lines.append_array(_payment_lines(w.payments))
		if _flat() or w.payments.is_empty():
			lines.append("  win payment (birds included): " + _points_text(w.deltas))
		for seat in range(4):
			win_sum[seat] += w.deltas[seat]
	if not result.birds.is_empty():
		var hits := 0
		for b in result.bird_reveal:
			hits += int(b.hit)
		lines.append("Birds (扎鸟): %s — %d hit%s" % [_tiles_text(result.birds), hits, "" if hits == 1 else "s"])
	var kongs := []
	var end_checks := []
	for p in result.payments:
		if p.reason in KONG_REASONS:
			kongs.append(p)
		if p.reason in END_REASONS:
			end_checks.append(p)
	if not kongs.is_empty():
		lines.append("Kongs (刮风下雨):" if _sichuan() else "Kongs (杠分):")
		lines.append_array(_payment_lines(kongs))
	if not end_checks.is_empty():
		lines.append("End of hand (查花猪 / 查大叫 / 退税):")
		lines.append_array(_payment_lines(end_checks))
	if not result.openings.is_empty():
		var names = []
		for o in result.openings:
			names.append("%s %s ×%d" % [seat_names[o.seat], o.name, o.count])
		var opening_pay := []
		for seat in range(4):
			opening_pay.append(result.deltas[seat] - win_sum[seat])
		lines.append("Opening wins (起手胡): %s — paid: %s" % [", ".join(names), _points_text(opening_pay)])
	if result.prevalent_wind >= 0:
		var seats := []
		for seat in range(4):
			seats.append("%s %s风 花%d" % [seat_names[seat], WIND_NAMES[result.seat_winds[seat]], result.flowers[seat]])
		lines.append("%s风圈 — %s" % [WIND_NAMES[result.prevalent_wind], ", ".join(seats)])
	lines.append("Points this hand: " + _points_text(result.deltas))
	lines.append("Totals: " + _points_text(result.scores))
	return lines


## What a win was worth, its lines two to a line in the family's order
## ("  清一色 Full Flush 24  ·  幺九刻 Pung of Terminals or Honors 1 ×2"): a
## line's value shows where wins are worth more or less (not where every win
## pays alike, nor for a shape worth nothing beyond the win).
func _value_lines(w: Dictionary) -> Array:
	var parts := []
	for l in w.lines:
		var worth: String = "" if w.unit == "alike" or l.value == 0 else " %d" % l.value
		parts.append("%s %s%s%s" % [l.name, l.english, worth, "" if l.count == 1 else " ×%d" % l.count])
	var lines := []
	for i in range(0, parts.size(), 2):
		lines.append("  " + "  ·  ".join(parts.slice(i, i + 2)))
	return lines


## Payment lines of a flat table, one per payer and payee: each reason's
## label and points, and their sum ("  Right → You: 胡 +2, 中鸟 ×1 +1 = 3").
func _payment_lines(payments: Array) -> Array:
	var order := []
	var parts := {}
	var sums := {}
	for p in payments:
		var key = [p.from, p.to]
		if not parts.has(key):
			order.append(key)
			parts[key] = []
			sums[key] = 0
		parts[key].append("%s +%d" % [p.label, p.points])
		sums[key] += p.points
	var lines := []
	if _sichuan():
		# 四川 self-draws and checks repeat one line per payer: one line
		# for the payers of the same lines to the same seat.
		var merged := []
		var payers := {}
		for key in order:
			var line = [key[1], ", ".join(parts[key]), sums[key]]
			if not payers.has(line):
				merged.append(line)
				payers[line] = []
			payers[line].append(seat_names[key[0]])
		for line in merged:
			var each = " each" if payers[line].size() > 1 else ""
			lines.append("  %s → %s: %s = %d%s" % [", ".join(payers[line]), seat_names[line[0]], line[1], line[2], each])
		return lines
	for key in order:
		lines.append("  %s → %s: %s = %d" % [seat_names[key[0]], seat_names[key[1]], ", ".join(parts[key]), sums[key]])
	return lines


## The result screen: the lines above, each win's hand as tiles, and the
## birds as tiles (the hits outlined); the table behind shows every hand
## face up.
func _show_result(result: Dictionary, lines: Array) -> void:
	_clear(result_box)
	for line in lines:
		if line.begins_with("  hand: "):
			continue
		var label := Label.new()
		label.text = line
		result_box.add_child(label)
		if line.begins_with("Hand ") and not result.draw:
			for w in result.wins:
				if line.contains(seat_names[w.seat] + " win"):
					result_box.add_child(_tiles_row(w.hand, w.melds, w.tile))
		if line.begins_with("Birds"):
			result_box.add_child(_birds_row(result.bird_reveal))
	var next := Button.new()
	next.text = "Next hand"
	next.pressed.connect(_on_new_hand_pressed)
	result_box.add_child(next)
	result_panel.visible = true


func _tiles_row(tiles: Array, melds: Array, winning: int) -> Control:
	var row := HBoxContainer.new()
	var marked := false
	for t in tiles:
		var mark: bool = not marked and t == winning
		marked = marked or mark
		row.add_child(_tile_widget(t, POND, LATEST if mark else Color.TRANSPARENT))
	for m in melds:
		var gap := Control.new()
		gap.custom_minimum_size = Vector2(10, 0)
		row.add_child(gap)
		for t in m.tiles:
			row.add_child(_tile_widget(t, POND))
	return row


## The bird reveal: each bird as a tile, a hit outlined in gold.
func _birds_row(reveal: Array) -> Control:
	var row := HBoxContainer.new()
	for b in reveal:
		row.add_child(_tile_widget(b.tile, POND, LATEST if b.hit else Color.TRANSPARENT))
	return row


func _whose(seat: int) -> String:
	return "your" if seat_names[seat] == "You" else seat_names[seat] + "'s"


func _say(text: String) -> void:
	info_label.text = text


func _clear(box: Node) -> void:
	for child in box.get_children():
		box.remove_child(child)
		child.queue_free()


## One seat: its name row (dealer badge, name, level, score), its hand and
## its melds apart. Side seats stack vertically.
func _seat(seat: int, vertical: bool) -> Control:
	var box: BoxContainer = VBoxContainer.new() if vertical else HBoxContainer.new()
	box.alignment = BoxContainer.ALIGNMENT_CENTER
	box.add_theme_constant_override("separation", 10)
	var name_row := HBoxContainer.new()
	var badge := Label.new()
	badge.text = "庄"
	var badge_style := StyleBoxFlat.new()
	badge_style.bg_color = Color(0.78, 0.1, 0.1)
	badge_style.set_corner_radius_all(4)
	badge_style.set_content_margin_all(3)
	badge.add_theme_stylebox_override("normal", badge_style)
	badge.tooltip_text = "dealer (庄家)"
	name_row.add_child(badge)
	# On a table with winds and flowers: the seat's wind and its flowers.
	var wind := _badge(WIND_BADGE)
	wind.tooltip_text = "seat wind (门风)"
	name_row.add_child(wind)
	var flowers := _badge(FLOWER_BADGE)
	name_row.add_child(flowers)
	var name_label := Label.new()
	name_row.add_child(name_label)
	box.add_child(name_row)
	var hand: BoxContainer = VBoxContainer.new() if vertical else HBoxContainer.new()
	hand.add_theme_constant_override("separation", 1 if seat != HUMAN else 3)
	box.add_child(hand)
	var melds: BoxContainer = VBoxContainer.new() if vertical else HBoxContainer.new()
	melds.add_theme_constant_override("separation", 8)
	box.add_child(melds)
	seat_labels[seat] = name_label
	dealer_badges[seat] = badge
	wind_badges[seat] = wind
	flower_badges[seat] = flowers
	seat_hands[seat] = hand
	seat_melds[seat] = melds
	return box


## A small coloured label beside a seat's name (hidden until used).
func _badge(colour: Color) -> Label:
	var badge := Label.new()
	var style := StyleBoxFlat.new()
	style.bg_color = colour
	style.set_corner_radius_all(4)
	style.set_content_margin_all(3)
	badge.add_theme_stylebox_override("normal", style)
	badge.visible = false
	return badge


func _pond(seat: int, columns: int) -> Control:
	var pond := GridContainer.new()
	pond.columns = columns
	pond.add_theme_constant_override("h_separation", 1)
	pond.add_theme_constant_override("v_separation", 1)
	pond.size_flags_horizontal = Control.SIZE_SHRINK_CENTER
	pond.size_flags_vertical = Control.SIZE_SHRINK_CENTER
	seat_ponds[seat] = pond
	return pond


func _build_ui() -> void:
	# The addon's font, so that tiles read the same on a system without a
	# CJK font (a web export, a minimal Linux).
	tile_font = MahjongTile.font()
	var ui_theme := Theme.new()
	if tile_font:
		ui_theme.default_font = tile_font
	ui_theme.default_font_size = 16
	theme = ui_theme
	for seat in range(4):
		seat_labels.append(null)
		dealer_badges.append(null)
		wind_badges.append(null)
		flower_badges.append(null)
		seat_hands.append(null)
		seat_melds.append(null)
		seat_ponds.append(null)
	var felt := ColorRect.new()
	felt.color = FELT
	felt.set_anchors_and_offsets_preset(Control.PRESET_FULL_RECT)
	add_child(felt)
	var margin := MarginContainer.new()
	margin.set_anchors_and_offsets_preset(Control.PRESET_FULL_RECT)
	for side in ["left", "right", "top", "bottom"]:
		margin.add_theme_constant_override("margin_" + side, 10)
	add_child(margin)
	var root := VBoxContainer.new()
	margin.add_child(root)

	var bar := HBoxContainer.new()
	bar.add_theme_constant_override("separation", 12)
	root.add_child(bar)
	title_label = Label.new()
	bar.add_child(title_label)
	var rules_label := Label.new()
	rules_label.text = "Rules"
	bar.add_child(rules_label)
	rules_button = OptionButton.new()
	for title in RULE_TITLES:
		rules_button.add_item(title.get_slice(" ", 0))
	rules_button.tooltip_text = "applies from the next hand"
	bar.add_child(rules_button)
	var level := Label.new()
	level.text = "AI level"
	bar.add_child(level)
	difficulty_button = OptionButton.new()
	for d in DIFFICULTY_NAMES:
		difficulty_button.add_item(d)
	difficulty_button.selected = AIPlayer.MEDIUM
	bar.add_child(difficulty_button)
	var lang := Label.new()
	lang.text = "Hints in"
	bar.add_child(lang)
	language_button = OptionButton.new()
	language_button.add_item("中文")
	language_button.add_item("English")
	language_button.selected = 1
	bar.add_child(language_button)
	var new_hand := Button.new()
	new_hand.text = "New hand"
	new_hand.pressed.connect(_on_new_hand_pressed)
	bar.add_child(new_hand)
	var hint := Button.new()
	hint.text = "Hint 提示"
	hint.pressed.connect(_on_hint_pressed)
	bar.add_child(hint)
	status_label = Label.new()
	status_label.size_flags_horizontal = Control.SIZE_EXPAND_FILL
	status_label.horizontal_alignment = HORIZONTAL_ALIGNMENT_RIGHT
	bar.add_child(status_label)

	root.add_child(_seat(2, false))
	var middle := HBoxContainer.new()
	middle.size_flags_vertical = Control.SIZE_EXPAND_FILL
	middle.add_theme_constant_override("separation", 12)
	root.add_child(middle)
	middle.add_child(_seat(3, true))
	var centre := VBoxContainer.new()
	centre.size_flags_horizontal = Control.SIZE_EXPAND_FILL
	centre.alignment = BoxContainer.ALIGNMENT_CENTER
	middle.add_child(centre)
	centre.add_child(_pond(2, 12))
	var centre_row := HBoxContainer.new()
	centre_row.size_flags_vertical = Control.SIZE_EXPAND_FILL
	centre.add_child(centre_row)
	centre_row.add_child(_pond(3, 4))
	var info := VBoxContainer.new()
	info.size_flags_horizontal = Control.SIZE_EXPAND_FILL
	info.alignment = BoxContainer.ALIGNMENT_CENTER
	centre_row.add_child(info)
	wall_label = Label.new()
	wall_label.horizontal_alignment = HORIZONTAL_ALIGNMENT_CENTER
	wall_label.add_theme_font_size_override("font_size", 22)
	info.add_child(wall_label)
	info_label = Label.new()
	info_label.horizontal_alignment = HORIZONTAL_ALIGNMENT_CENTER
	info_label.autowrap_mode = TextServer.AUTOWRAP_WORD_SMART
	info_label.custom_minimum_size = Vector2(300, 0)
	info_label.add_theme_color_override("font_color", Color(0.95, 0.95, 0.85))
	info.add_child(info_label)
	centre_row.add_child(_pond(1, 4))
	centre.add_child(_pond(0, 12))
	middle.add_child(_seat(1, true))
	action_box = HBoxContainer.new()
	action_box.alignment = BoxContainer.ALIGNMENT_CENTER
	action_box.custom_minimum_size = Vector2(0, 44)
	root.add_child(action_box)
	root.add_child(_seat(0, false))

	result_panel = PanelContainer.new()
	var style := StyleBoxFlat.new()
	style.bg_color = Color(0.1, 0.1, 0.12, 0.94)
	style.set_corner_radius_all(10)
	style.set_content_margin_all(16)
	style.set_border_width_all(2)
	style.border_color = Color(0.85, 0.7, 0.3)
	result_panel.add_theme_stylebox_override("panel", style)
	result_panel.visible = false
	add_child(result_panel)
	result_box = VBoxContainer.new()
	result_panel.add_child(result_box)
	result_panel.resized.connect(func(): result_panel.position = (size - result_panel.size) / 2)


# --- screenshot: your seat played by the first hint ---------------------------

func _screenshot_turn() -> void:
	my_turns += 1
	_on_hint_pressed()
	if my_turns == shot_turn and not _sichuan():
		await _save_screenshot("demo-table.png")
	# The first hint that is a legal discard (a 中 never is).
	var legal := []
	for option in table.legal_actions(table.human_seat):
		if option.action == "discard":
			legal.append(option.tile)
	for h in table.hints(table.human_seat):
		if h.tile in legal:
			table.discard(h.tile)
			return
	if not legal.is_empty():
		table.discard(legal[0])


## 换三张 in a screenshot run: the AIPlayer's choice, one tile per prompt.
func _screenshot_exchange() -> void:
	var hand: Array = table.get_hand(table.human_seat)
	var ex: Dictionary = table.get_exchange(table.human_seat)
	if ex.picked.is_empty():
		exchange_plan = []
		for i in helper_ai.decide_exchange(hand, ex.count):
			exchange_plan.append(hand[i])
	_pick_for_exchange(exchange_plan[ex.picked.size()])


func _screenshot_claim(options: Array) -> void:
	for option in options:
		if option.action == "ding_que":
			var suit: int = helper_ai.decide_void(table.get_hand(table.human_seat))
			for o in options:
				if o.suit == suit:
					_on_option_pressed(o)
					return
	for option in options:
		if option.action == "hu":
			_on_option_pressed(option)
			return
	for option in options:
		if option.action == "pass":
			_on_option_pressed(option)
			return


func _save_screenshot(file: String) -> void:
	await RenderingServer.frame_post_draw
	await RenderingServer.frame_post_draw
	var path := screenshot_dir.path_join(file)
	var err := get_viewport().get_texture().get_image().save_png(path)
	print("screenshot: %s (%s)" % [path, error_string(err)])
	if err != OK:
		failures += 1


# --- autoplay: four AIs, results checked ---------------------------------------

func _arg_int(args: Array, prefix: String, default: int) -> int:
	for a in args:
		if a.begins_with(prefix):
			return int(a.get_slice("=", 1))
	return default


func _start_autoplay(args: Array) -> void:
	var seed := _arg_int(args, "--seed=", 1)
	hands_to_play = _arg_int(args, "--hands=", hands_to_play)
	table.human_seat = -1
	table.think_time = 0.0
	seat_names[0] = "Bottom"
	# Every difficulty at the table.
	for seat in range(4):
		table.set_seat_difficulty(seat, [AIPlayer.HARD, AIPlayer.EASY, AIPlayer.MEDIUM, AIPlayer.EXPERT][seat])
	table.seed = seed
	print("demo: autoplay, %s, seed %d, %d hands" % [rules_name, seed, hands_to_play])
	table.start_hand()


func _expect(ok: bool, what: String) -> void:
	if not ok:
		failures += 1
		print("CHECK failed: " + what)


func _check_result(result: Dictionary) -> void:
	var sum := 0
	for d in result.deltas:
		sum += d
	_expect(sum == 0, "points sum to zero: %s" % [result.deltas])
	for seat in range(4):
		hand_deltas[seat] += result.deltas[seat]
	_expect(result.scores == hand_deltas, "totals %s are the sum of the hands %s" % [result.scores, hand_deltas])
	_expect(discards_seen > 0 or not result.wins.is_empty(), "the hand was played")
	if result.draw:
		_expect(result.wins.is_empty(), "a draw has no winner")
		_expect(table.wall_remaining() == 0, "a draw empties the wall")
	for w in result.wins:
		# Every win is confirmed by a separate WinChecker on the final hand
		# (four 中 win at once without a shape).
		if w.hand.count(RED_DRAGON) < 4:
			_expect(win_checker.can_win(w.hand, w.melds), "seat %d's hand %s wins" % [w.seat, w.hand])
		if rules_name == "changsha":
			var shape = win_checker.analyze(w.hand, w.melds, w.from < 0)
			for big in shape.big_hands:
				_expect(big in w.big_hands, "%s of seat %d is in the result %s" % [big, w.seat, w.big_hands])
		if _sichuan():
			# The fan of the hand alone, plus its situation (杠上花 …).
			var alone = win_checker.analyze(w.hand, w.melds)
			_expect(w.fan >= alone.fan and w.pattern_names.size() == w.patterns.size() and not w.patterns.is_empty(),
					"seat %d's fan %d and patterns %s" % [w.seat, w.fan, w.pattern_names])
			_expect(not Array(w.hand).any(func(x): return x < 27 and x / 9 == result.voids[w.seat]), "seat %d won without its void suit" % w.seat)
			_expect(w.left, "a 血战 winner leaves")
		elif w.unit == "units":
			_expect(w.small == w.big_hands.is_empty(), "small means no big hand")
		_check_value(w, result)
	if _sichuan():
		_expect(result.wins.size() <= 3, "at most three win")
	if not result.payments.is_empty():
		# Every point of a table with payment lines is on one, with its reason.
		var by_lines := [0, 0, 0, 0]
		for p in result.payments:
			by_lines[p.from] -= p.points
			by_lines[p.to] += p.points
		_expect(by_lines == result.deltas, "payment lines %s add up to the points %s" % [by_lines, result.deltas])
		# 中 is a wildcard on the flat tables (elsewhere a tile like any).
		if _flat():
			for seat in range(4):
				_expect(not RED_DRAGON in table.get_discards(seat), "no 中 in seat %d's discards" % seat)
	# A tile won by several (一炮多响) lies beside the first of them.
	var tiles: int = table.wall_remaining()
	for seat in range(4):
		tiles += table.get_hand(seat).size() + table.get_discards(seat).size() + table.get_won_tiles(seat).size()
		for m in table.get_melds(seat):
			tiles += m.tiles.size()
	# Birds are flipped from the wall, except after a win on the last tile
	# (海底), when that tile serves as every bird.
	var haidi := false
	for w in result.wins:
		haidi = haidi or "haidilaoyue" in w.big_hands or "haidipao" in w.big_hands
	if not haidi:
		tiles += result.birds.size()
	_expect(tiles == table.wall_size(), "%d tiles in hands, melds, discards, wall and birds (got %d)" % [table.wall_size(), tiles])
	_check_glyphs()


## What a win was worth, the same check for every rules: its lines add up
## to its total (value × count), it reaches the rules' minimum (the table
## offers no win under it), its flowers are the seat's, and a separate
## WinChecker counts at most its total from the hand, winds and flowers
## alone (the table adds what only the hand's course shows: 和绝张, 杠上开花,
## 抢杠和, 海底).
func _check_value(w: Dictionary, result: Dictionary) -> void:
	var sum := 0
	var flowers := 0
	for l in w.lines:
		sum += l.value * l.count
		if l.id == "flower_tiles":
			flowers = l.count
	_expect(not w.lines.is_empty() and sum == w.total, "seat %d's lines %s add up to %d" % [w.seat, w.lines, w.total])
	_expect(w.total >= w.toward_minimum and w.total - w.toward_minimum <= flowers, "seat %d's %d toward the minimum are its %d without flowers" % [w.seat, w.toward_minimum, w.total])
	_expect(flowers == result.flowers[w.seat], "seat %d's 花牌 ×%d are its %d flowers" % [w.seat, flowers, result.flowers[w.seat]])
	_expect(w.meets_minimum, "seat %d's win reaches the minimum" % w.seat)
	var context := {"win": w.tile, "self_drawn": w.from < 0, "seat": result.seat_winds[w.seat],
			"round": max(result.prevalent_wind, 0), "flowers": result.flowers[w.seat]}
	if w.tile < 0 or w.hand.count(RED_DRAGON) >= 4:
		return
	var alone: Dictionary = win_checker.analyze_in(w.hand, w.melds, context)
	_expect(alone.win and alone.unit == w.unit and alone.total <= w.total, "seat %d's hand alone is worth %d, at most the table's %d" % [w.seat, alone.total, w.total])


## Every string the table shows can be drawn with the addon's font (no
## glyph falls back to a system font, which a web export does not have).
func _check_glyphs() -> void:
	_expect(tile_font != null, "the addon's tile font loads")
	if tile_font == null:
		return
	var shown: Array = []
	_collect_text(self, shown)
	shown.append_array(hint_texts)
	for tile in 34:
		shown.append(MahjongTile.name_of(tile))
	for text in shown:
		for i in text.length():
			var c: int = text.unicode_at(i)
			if c > 32 and not tile_font.has_char(c):
				_expect(false, "the tile font has %s (U+%04X) of \"%s\"" % [text[i], c, text])
				return


func _collect_text(node: Node, out: Array) -> void:
	if node is Label or node is Button:
		out.append(node.text)
		if node is Button and node.tooltip_text != "":
			out.append(node.tooltip_text)
	for child in node.get_children():
		_collect_text(child, out)


func _finish_autoplay() -> void:
	if failures == 0:
		print("demo: %d hands finished, checks ok" % hands_played)
		get_tree().quit(0)
	else:
		print("demo: %d check(s) failed" % failures)
		get_tree().quit(1)
