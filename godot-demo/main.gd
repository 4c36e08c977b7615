## The majiang demo: a Changsha mahjong (长沙麻将) table, you (the bottom
## seat) against three AIs. The MahjongTable node plays the hand with
## majiang's engine and tells this script what happens through signals; the
## script draws the table and forwards your clicks. No rule lives here.
##
## Headless, `godot --headless --path godot-demo -- --autoplay --seed=7
## --hands=4` lets four AIs play, prints every result and checks it (exit
## code 0 when every check holds).
extends Control

## Seats in playing order (counter-clockwise): you, then right, top, left.
var seat_names = ["You", "Right", "Top", "Left"]
const DIFFICULTY_NAMES = ["Easy", "Medium", "Hard", "Expert"]
const SUIT_COLOURS = [Color(0.72, 0.08, 0.08), Color(0.05, 0.45, 0.15), Color(0.08, 0.22, 0.65)]
const FELT = Color(0.09, 0.32, 0.2)
const TILE_FACE = Color(0.98, 0.96, 0.88)
const HUMAN := 0
const MELD_NAMES = {"chi": "吃", "peng": "碰", "gang": "杠", "an_gang": "暗杠", "bu_gang": "补杠"}

@onready var table = $Table
@onready var win_checker = $WinChecker

# Widgets, built in _build_ui(); per seat: name label, melds row, discards.
var seat_labels = []
var seat_melds = []
var seat_discards = []
var hand_box: HBoxContainer
var action_box: HBoxContainer
var status_label: Label
var wall_label: Label
var info_label: RichTextLabel
var result_panel: PanelContainer
var result_label: RichTextLabel
var difficulty_button: OptionButton

## Button themes of the tiles: [size][suit] (size 0 small, 1 your hand).
var tile_themes = []

var my_turn := false
var last_drawn := -1
var current_seat := -1

# Autoplay (headless check) state.
var autoplay := false
var hands_to_play := 4
var hands_played := 0
var failures := 0
var discards_seen := 0
var hand_deltas := [0, 0, 0, 0]


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
	var args = OS.get_cmdline_user_args()
	autoplay = "--autoplay" in args
	if autoplay:
		_start_autoplay(args)
	else:
		table.human_seat = HUMAN
		table.difficulty = AIPlayer.MEDIUM
		table.seed = randi()
		table.start_hand()


# --- the table's signals -----------------------------------------------------

func _on_hand_started(dealer: int, seed: int) -> void:
	result_panel.visible = false
	last_drawn = -1
	my_turn = false
	discards_seen = 0
	_clear(action_box)
	_say("Hand %d (seed %d): %s deal%s." % [hands_played + 1, seed, seat_names[dealer], "" if seat_names[dealer] == "You" else "s"])
	_refresh_all()


func _on_opening_win(seat: int, _id: String, name: String, count: int) -> void:
	_say("%s: opening win %s ×%d, paid at once." % [seat_names[seat], name, count])
	_refresh_all()


func _on_turn_started(seat: int) -> void:
	current_seat = seat
	my_turn = seat == table.human_seat
	status_label.text = "Your turn: click a tile to discard" if my_turn else "%s is thinking…" % seat_names[seat]
	_refresh_labels()


func _on_tile_drawn(seat: int, tile: int, _source: String) -> void:
	if seat == table.human_seat:
		last_drawn = tile
		_refresh_hand()
	_refresh_labels()


func _on_claim_options(seat: int, options: Array) -> void:
	if seat != table.human_seat:
		return
	_clear(action_box)
	for option in options:
		var b := Button.new()
		b.text = option.label
		b.custom_minimum_size = Vector2(96, 40)
		b.pressed.connect(_on_option_pressed.bind(option))
		action_box.add_child(b)
	if not my_turn:
		status_label.text = "Claim the tile, or pass"


func _on_discarded(seat: int, _tile: int) -> void:
	discards_seen += 1
	if seat == table.human_seat:
		my_turn = false
		last_drawn = -1
		_clear(action_box)
		_refresh_hand()
	_refresh_discards(seat)
	_refresh_labels()


func _on_melded(seat: int, meld, from: int, kaigang: bool) -> void:
	var how = " (开杠)" if kaigang else ""
	_say("%s: %s %s%s%s" % [seat_names[seat], MELD_NAMES[meld.kind_name()], _tiles_text(meld.tiles), how, "" if from < 0 else " from " + seat_names[from]])
	_clear(action_box)
	_refresh_melds(seat)
	if from >= 0:
		_refresh_discards(from)
	if seat == table.human_seat:
		_refresh_hand()
	_refresh_labels()


func _on_kong_flipped(seat: int, tiles: Array) -> void:
	_say("%s's 开杠 flips %s" % [seat_names[seat], _tiles_text(tiles)])
	_refresh_discards(seat)


func _on_last_tile_shown(seat: int, tile: int) -> void:
	_say("%s shows the last tile %s" % [seat_names[seat], MahjongTile.name_of(tile)])
	_refresh_discards(seat)


func _on_hand_over(result: Dictionary) -> void:
	my_turn = false
	current_seat = -1
	_clear(action_box)
	_refresh_all()
	hands_played += 1
	var lines = _describe_result(result)
	result_label.text = "\n".join(lines)
	result_panel.visible = true
	status_label.text = "Hand over"
	if autoplay:
		for line in lines:
			print("RESULT " + line)
		_check_result(result)
		if hands_played < hands_to_play:
			table.start_hand.call_deferred()
		else:
			_finish_autoplay()


# --- your choices --------------------------------------------------------------

func _on_tile_pressed(tile: int) -> void:
	if my_turn:
		table.discard(tile)


func _on_option_pressed(option: Dictionary) -> void:
	_clear(action_box)
	table.act(option)


func _on_hint_pressed() -> void:
	var hints = table.hints(table.human_seat)
	if hints.is_empty():
		_say("Hints are given in your turn.")
		return
	var lines = ["[b]Best discards[/b]"]
	for h in hints.slice(0, 3):
		lines.append("%s — %s" % [MahjongTile.name_of(h.tile), h.reason_zh + "  " + h.reason])
	_say("\n".join(lines))


func _on_new_hand_pressed() -> void:
	table.difficulty = difficulty_button.selected
	table.seed = randi()
	table.start_hand()


# --- drawing -------------------------------------------------------------------

func _refresh_all() -> void:
	for seat in range(4):
		_refresh_melds(seat)
		_refresh_discards(seat)
	_refresh_hand()
	_refresh_labels()


func _refresh_labels() -> void:
	var scores = table.scores()
	for seat in range(4):
		var label = "%s%s  (%s)   %+d" % ["▶ " if seat == current_seat else "", seat_names[seat], _who(seat), scores[seat]]
		if seat != table.human_seat:
			label += "   · %d tiles in hand" % table.get_hand(seat).size()
		seat_labels[seat].text = label
		seat_labels[seat].add_theme_color_override("font_color", Color(1, 0.85, 0.3) if seat == current_seat else Color.WHITE)
	wall_label.text = "Wall: %d" % table.wall_remaining()


func _refresh_melds(seat: int) -> void:
	_clear(seat_melds[seat])
	for m in table.get_melds(seat):
		for tile in m.tiles:
			seat_melds[seat].add_child(_tile_widget(tile, 0))
		var gap := Control.new()
		gap.custom_minimum_size = Vector2(8, 0)
		seat_melds[seat].add_child(gap)


func _refresh_discards(seat: int) -> void:
	_clear(seat_discards[seat])
	for tile in table.get_discards(seat):
		seat_discards[seat].add_child(_tile_widget(tile, 0))


func _refresh_hand() -> void:
	_clear(hand_box)
	if table.human_seat < 0:
		return
	var held_back := false
	for tile in table.get_hand(table.human_seat):
		if tile == last_drawn and not held_back:
			held_back = true
			continue
		hand_box.add_child(_tile_widget(tile, 1))
	if held_back:
		var gap := Control.new()
		gap.custom_minimum_size = Vector2(18, 0)
		hand_box.add_child(gap)
		hand_box.add_child(_tile_widget(last_drawn, 1))


func _who(seat: int) -> String:
	if seat == table.human_seat:
		return "human"
	return DIFFICULTY_NAMES[table.seat_difficulty(seat)]


## A tile: kind 0 (discards and melds) or 1 (your hand, clickable).
func _tile_widget(tile: int, kind: int) -> Control:
	var b := Button.new()
	var tile_name: String = MahjongTile.name_of(tile)
	b.text = tile_name.substr(0, 1) + "\n" + tile_name.substr(1)
	b.theme = tile_themes[kind][tile / 9]
	b.custom_minimum_size = [Vector2(30, 44), Vector2(48, 68)][kind]
	b.focus_mode = Control.FOCUS_NONE
	if kind == 1:
		b.pressed.connect(_on_tile_pressed.bind(tile))
		b.tooltip_text = tile_name
	else:
		b.disabled = true
	return b


## One Button theme per tile size and suit: an ivory face, the suit's colour.
func _make_tile_themes() -> void:
	var face := StyleBoxFlat.new()
	face.bg_color = TILE_FACE
	face.set_corner_radius_all(5)
	face.set_border_width_all(1)
	face.border_color = Color(0.55, 0.5, 0.4)
	face.border_width_bottom = 4
	var hover := face.duplicate()
	hover.bg_color = Color(1, 1, 0.8)
	hover.border_color = Color(0.9, 0.6, 0.1)
	for kind in range(2):
		var row = []
		for suit in range(3):
			var theme := Theme.new()
			for state in ["normal", "disabled", "focus"]:
				theme.set_stylebox(state, "Button", face)
			theme.set_stylebox("hover", "Button", hover)
			theme.set_stylebox("pressed", "Button", hover)
			for colour in ["font_color", "font_disabled_color", "font_hover_color", "font_pressed_color"]:
				theme.set_color(colour, "Button", SUIT_COLOURS[suit])
			theme.set_font_size("font_size", "Button", [13, 19][kind])
			row.append(theme)
		tile_themes.append(row)


func _tiles_text(tiles: Array) -> String:
	var names = []
	for tile in tiles:
		names.append(MahjongTile.name_of(tile))
	return " ".join(names)


## The result of a hand, one line each.
func _describe_result(result: Dictionary) -> Array:
	var lines = []
	if result.draw:
		lines.append("Hand %d: exhaustive draw (流局)" % hands_played)
	for w in result.wins:
		var how = "by self-draw (自摸)" if w.from < 0 else "on %s tile" % _whose(w.from)
		var value = "small hand (小胡)" if w.small else "%s — %d unit(s)" % [" + ".join(w.big_hand_names), w.units]
		var tile = MahjongTile.name_of(w.tile) if w.tile >= 0 else "the dealt hand"
		lines.append("Hand %d: %s win%s %s with %s: %s" % [hands_played, seat_names[w.seat], "" if seat_names[w.seat] == "You" else "s", how, tile, value])
		var melds = []
		for m in w.melds:
			melds.append("[%s %s]" % [MELD_NAMES[m.kind_name()], _tiles_text(m.tiles)])
		lines.append("  hand: %s  %s" % [_tiles_text(w.hand), " ".join(melds)])
	for o in result.openings:
		lines.append("Opening win: %s %s ×%d" % [seat_names[o.seat], o.name, o.count])
	if not result.birds.is_empty():
		lines.append("Birds (扎鸟): " + _tiles_text(result.birds))
	var points = []
	for seat in range(4):
		points.append("%s %+d" % [seat_names[seat], result.deltas[seat]])
	lines.append("Points: " + ", ".join(points))
	var totals = []
	for seat in range(4):
		totals.append("%s %+d" % [seat_names[seat], result.scores[seat]])
	lines.append("Totals: " + ", ".join(totals))
	return lines


func _whose(seat: int) -> String:
	return "your" if seat_names[seat] == "You" else seat_names[seat] + "'s"


func _say(text: String) -> void:
	info_label.text = text


func _clear(box: Node) -> void:
	for child in box.get_children():
		box.remove_child(child)
		child.queue_free()


func _seat_panel(seat: int) -> Control:
	var panel := PanelContainer.new()
	var style := StyleBoxFlat.new()
	style.bg_color = Color(0, 0, 0, 0.18)
	style.set_corner_radius_all(8)
	style.set_content_margin_all(8)
	panel.add_theme_stylebox_override("panel", style)
	var box := VBoxContainer.new()
	panel.add_child(box)
	var name_label := Label.new()
	var melds := HBoxContainer.new()
	melds.custom_minimum_size = Vector2(0, 44)
	var discards := HFlowContainer.new()
	discards.custom_minimum_size = Vector2(300, 100)
	discards.size_flags_vertical = Control.SIZE_EXPAND_FILL
	box.add_child(name_label)
	box.add_child(melds)
	box.add_child(discards)
	seat_labels[seat] = name_label
	seat_melds[seat] = melds
	seat_discards[seat] = discards
	return panel


func _build_ui() -> void:
	_make_tile_themes()
	for seat in range(4):
		seat_labels.append(null)
		seat_melds.append(null)
		seat_discards.append(null)
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
	root.add_child(bar)
	var title := Label.new()
	title.text = "长沙麻将 Changsha mahjong   AI level:"
	bar.add_child(title)
	difficulty_button = OptionButton.new()
	for d in DIFFICULTY_NAMES:
		difficulty_button.add_item(d)
	difficulty_button.selected = AIPlayer.MEDIUM
	bar.add_child(difficulty_button)
	var new_hand := Button.new()
	new_hand.text = "New hand"
	new_hand.pressed.connect(_on_new_hand_pressed)
	bar.add_child(new_hand)
	var hint := Button.new()
	hint.text = "Hint"
	hint.pressed.connect(_on_hint_pressed)
	bar.add_child(hint)
	wall_label = Label.new()
	bar.add_child(wall_label)
	status_label = Label.new()
	status_label.size_flags_horizontal = Control.SIZE_EXPAND_FILL
	status_label.horizontal_alignment = HORIZONTAL_ALIGNMENT_RIGHT
	bar.add_child(status_label)

	# Top seat; then left, the centre and right; then your seat.
	var top := _seat_panel(2)
	top.size_flags_vertical = Control.SIZE_EXPAND_FILL
	root.add_child(top)
	var middle := HBoxContainer.new()
	middle.size_flags_vertical = Control.SIZE_EXPAND_FILL
	root.add_child(middle)
	var left := _seat_panel(3)
	left.size_flags_horizontal = Control.SIZE_EXPAND_FILL
	middle.add_child(left)
	info_label = RichTextLabel.new()
	info_label.bbcode_enabled = true
	info_label.custom_minimum_size = Vector2(340, 0)
	info_label.add_theme_color_override("default_color", Color(0.95, 0.95, 0.85))
	middle.add_child(info_label)
	var right := _seat_panel(1)
	right.size_flags_horizontal = Control.SIZE_EXPAND_FILL
	middle.add_child(right)
	var mine := _seat_panel(0)
	mine.size_flags_vertical = Control.SIZE_EXPAND_FILL
	root.add_child(mine)
	action_box = HBoxContainer.new()
	action_box.custom_minimum_size = Vector2(0, 44)
	root.add_child(action_box)
	hand_box = HBoxContainer.new()
	hand_box.custom_minimum_size = Vector2(0, 70)
	root.add_child(hand_box)

	result_panel = PanelContainer.new()
	var style := StyleBoxFlat.new()
	style.bg_color = Color(0.1, 0.1, 0.12, 0.96)
	style.set_corner_radius_all(10)
	style.set_content_margin_all(16)
	style.set_border_width_all(2)
	style.border_color = Color(0.85, 0.7, 0.3)
	result_panel.add_theme_stylebox_override("panel", style)
	result_panel.visible = false
	add_child(result_panel)
	result_panel.set_anchors_and_offsets_preset(Control.PRESET_CENTER, Control.PRESET_MODE_MINSIZE)
	var result_box := VBoxContainer.new()
	result_panel.add_child(result_box)
	result_label = RichTextLabel.new()
	result_label.custom_minimum_size = Vector2(760, 220)
	result_box.add_child(result_label)
	var next := Button.new()
	next.text = "Next hand"
	next.pressed.connect(_on_new_hand_pressed)
	result_box.add_child(next)
	result_panel.resized.connect(func(): result_panel.position = (size - result_panel.size) / 2)


# --- autoplay: four AIs, results checked ---------------------------------------

func _start_autoplay(args: Array) -> void:
	var seed := 1
	for a in args:
		if a.begins_with("--seed="):
			seed = int(a.get_slice("=", 1))
		elif a.begins_with("--hands="):
			hands_to_play = int(a.get_slice("=", 1))
	table.human_seat = -1
	table.think_time = 0.0
	seat_names[0] = "Bottom"
	# Every difficulty at the table.
	for seat in range(4):
		table.set_seat_difficulty(seat, [AIPlayer.HARD, AIPlayer.EASY, AIPlayer.MEDIUM, AIPlayer.EXPERT][seat])
	table.seed = seed
	print("demo: autoplay, seed %d, %d hands" % [seed, hands_to_play])
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
		# Every win is confirmed by a separate WinChecker on the final hand.
		_expect(win_checker.can_win(w.hand, w.melds), "seat %d's hand %s wins" % [w.seat, w.hand])
		var shape = win_checker.analyze(w.hand, w.melds, w.from < 0)
		for big in shape.big_hands:
			_expect(big in w.big_hands, "%s of seat %d is in the result %s" % [big, w.seat, w.big_hands])
		_expect(w.small == w.big_hands.is_empty(), "small means no big hand")
	var tiles: int = table.wall_remaining()
	for seat in range(4):
		tiles += table.get_hand(seat).size() + table.get_discards(seat).size()
		for m in table.get_melds(seat):
			tiles += m.tiles.size()
	# Birds are flipped from the wall, except after a win on the last tile
	# (海底), when that tile serves as every bird.
	var haidi := false
	for w in result.wins:
		haidi = haidi or "haidilaoyue" in w.big_hands or "haidipao" in w.big_hands
	if not haidi:
		tiles += result.birds.size()
	_expect(tiles == 108, "108 tiles in hands, melds, discards, wall and birds (got %d)" % tiles)


func _finish_autoplay() -> void:
	if failures == 0:
		print("demo: %d hands finished, checks ok" % hands_played)
		get_tree().quit(0)
	else:
		print("demo: %d check(s) failed" % failures)
		get_tree().quit(1)
