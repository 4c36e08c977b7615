## The majiang demo: a Changsha mahjong (长沙麻将) table, you (the bottom
## seat) against three AIs. The MahjongTable node plays the hand with
## majiang's engine and tells this script what happens through signals; the
## script draws the table and forwards your clicks. No rule lives here.
##
## Headless, `godot --headless --path godot-demo -- --autoplay --seed=7
## --hands=4` lets four AIs play, prints every result and checks it (exit
## code 0 when every check holds).
extends Control

const SEAT_NAMES = ["Bottom", "Right", "Top", "Left"]
const DIFFICULTY_NAMES = ["Easy", "Medium", "Hard", "Expert"]
const SUIT_COLOURS = [Color(0.75, 0.1, 0.1), Color(0.1, 0.5, 0.15), Color(0.1, 0.25, 0.7)]
const HUMAN := 0

@onready var table = $Table
@onready var win_checker = $WinChecker

# Widgets, built in _build_ui().
var seat_labels = []
var seat_discards = []
var seat_melds = []
var hand_box: HBoxContainer
var action_box: HBoxContainer
var status_label: Label
var hint_label: RichTextLabel
var result_panel: PanelContainer
var result_label: RichTextLabel
var difficulty_button: OptionButton

var my_turn := false
var last_drawn := -1

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
	table.opening_win.connect(_on_opening_win)
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
	hint_label.text = ""
	last_drawn = -1
	my_turn = false
	discards_seen = 0
	_clear(action_box)
	status_label.text = "Hand %d, seed %d: %s deals" % [hands_played + 1, seed, SEAT_NAMES[dealer]]
	_refresh_all()


func _on_opening_win(seat: int, _id: String, name: String, count: int) -> void:
	_say("%s: opening win %s ×%d" % [SEAT_NAMES[seat], name, count])
	_refresh_all()


func _on_turn_started(seat: int) -> void:
	my_turn = seat == table.human_seat
	status_label.text = "Your turn: click a tile to discard" if my_turn else "%s to play" % SEAT_NAMES[seat]
	_refresh_seat(seat)


func _on_tile_drawn(seat: int, tile: int, _source: String) -> void:
	if seat == table.human_seat:
		last_drawn = tile
	_refresh_seat(seat)


func _on_claim_options(seat: int, options: Array) -> void:
	if seat != table.human_seat:
		return
	_clear(action_box)
	for option in options:
		var b := Button.new()
		b.text = option.label
		b.pressed.connect(_on_option_pressed.bind(option))
		action_box.add_child(b)


func _on_discarded(seat: int, tile: int) -> void:
	discards_seen += 1
	if seat == table.human_seat:
		my_turn = false
		last_drawn = -1
		_clear(action_box)
	_refresh_seat(seat)


func _on_melded(seat: int, meld, from: int, _kaigang: bool) -> void:
	_say("%s: %s%s" % [SEAT_NAMES[seat], meld, "" if from < 0 else " from " + SEAT_NAMES[from]])
	_clear(action_box)
	_refresh_all()


func _on_hand_over(result: Dictionary) -> void:
	my_turn = false
	_clear(action_box)
	_refresh_all()
	hands_played += 1
	var text = _describe_result(result)
	result_label.text = text
	result_panel.visible = true
	status_label.text = "Hand over"
	if autoplay:
		print(text.strip_edges())
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
	var lines = []
	for h in table.hints(table.human_seat):
		lines.append("[b]%s[/b]  shanten %d, %d draws: %s" % [
			MahjongTile.name_of(h.tile), h.shanten, h.draws_left, h.reason])
	hint_label.text = "\n".join(lines) if lines else "No hint now (not your turn)."


func _on_new_hand_pressed() -> void:
	table.difficulty = difficulty_button.selected
	table.seed = randi()
	table.start_hand()


# --- drawing -------------------------------------------------------------------

func _refresh_all() -> void:
	for seat in range(4):
		_refresh_seat(seat)


func _refresh_seat(seat: int) -> void:
	var scores = table.scores()
	var hand = table.get_hand(seat)
	var label = "%s (%s)  %+d" % [SEAT_NAMES[seat], _who(seat), scores[seat]]
	if seat != table.human_seat:
		label += "   [%d tiles]" % hand.size()
	seat_labels[seat].text = label
	var melds = []
	for m in table.get_melds(seat):
		melds.append(_tiles_text(m.tiles))
	seat_melds[seat].text = "  ".join(melds)
	_clear(seat_discards[seat])
	for tile in table.get_discards(seat):
		seat_discards[seat].add_child(_tile_widget(tile, true))
	if seat == table.human_seat:
		_clear(hand_box)
		var shown_drawn := false
		for tile in hand:
			if tile == last_drawn and not shown_drawn:
				shown_drawn = true
				continue
			hand_box.add_child(_tile_widget(tile, false))
		if shown_drawn:
			var gap := Control.new()
			gap.custom_minimum_size = Vector2(16, 0)
			hand_box.add_child(gap)
			hand_box.add_child(_tile_widget(last_drawn, false))
	status_label.tooltip_text = "%d tiles left in the wall" % table.wall_remaining()


func _who(seat: int) -> String:
	if seat == table.human_seat:
		return "human"
	return DIFFICULTY_NAMES[table.seat_difficulty(seat)]


func _tile_widget(tile: int, small: bool) -> Control:
	var b := Button.new()
	var tile_name: String = MahjongTile.name_of(tile)
	b.text = tile_name.substr(0, 1) + "\n" + tile_name.substr(1)
	b.custom_minimum_size = Vector2(26, 38) if small else Vector2(40, 58)
	b.add_theme_color_override("font_color", SUIT_COLOURS[tile / 9])
	b.focus_mode = Control.FOCUS_NONE
	if small:
		b.disabled = true
		b.add_theme_color_override("font_disabled_color", SUIT_COLOURS[tile / 9])
	else:
		b.pressed.connect(_on_tile_pressed.bind(tile))
	return b


func _tiles_text(tiles: Array) -> String:
	var names = []
	for tile in tiles:
		names.append(MahjongTile.name_of(tile))
	return "[" + " ".join(names) + "]"


func _describe_result(result: Dictionary) -> String:
	var lines = []
	if result.draw:
		lines.append("RESULT hand %d: exhaustive draw (流局)" % hands_played)
	for w in result.wins:
		var how = "self-draw" if w.from < 0 else "on %s's tile" % SEAT_NAMES[w.from]
		var value = "small hand" if w.small else "%s, %d unit(s)" % [" ".join(w.big_hand_names), w.units]
		lines.append("RESULT hand %d: %s wins %s with %s (%s): %s" % [
			hands_played, SEAT_NAMES[w.seat], how, MahjongTile.name_of(w.tile) if w.tile >= 0 else "the dealt hand",
			value, _tiles_text(w.hand)])
	for o in result.openings:
		lines.append("RESULT opening win: %s %s ×%d" % [SEAT_NAMES[o.seat], o.name, o.count])
	if not result.birds.is_empty():
		lines.append("RESULT birds: " + _tiles_text(result.birds))
	lines.append("RESULT points this hand: %s, totals %s" % [result.deltas, result.scores])
	return "\n".join(lines)


func _say(text: String) -> void:
	hint_label.text = text


func _clear(box: Node) -> void:
	for child in box.get_children():
		box.remove_child(child)
		child.queue_free()


func _build_ui() -> void:
	var root := VBoxContainer.new()
	root.set_anchors_and_offsets_preset(Control.PRESET_FULL_RECT)
	add_child(root)

	var bar := HBoxContainer.new()
	root.add_child(bar)
	var title := Label.new()
	title.text = "长沙麻将  "
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
	status_label = Label.new()
	status_label.mouse_filter = Control.MOUSE_FILTER_PASS
	bar.add_child(status_label)

	# Seats in playing order, counter-clockwise: you, right, across, left.
	var middle := GridContainer.new()
	middle.columns = 2
	middle.size_flags_vertical = Control.SIZE_EXPAND_FILL
	root.add_child(middle)
	for seat in range(4):
		seat_labels.append(null)
		seat_melds.append(null)
		seat_discards.append(null)
	for seat in [2, 1, 3, 0]:
		var box := VBoxContainer.new()
		box.size_flags_horizontal = Control.SIZE_EXPAND_FILL
		box.size_flags_vertical = Control.SIZE_EXPAND_FILL
		var name_label := Label.new()
		var meld_label := Label.new()
		var discards := HFlowContainer.new()
		box.add_child(name_label)
		box.add_child(meld_label)
		box.add_child(discards)
		middle.add_child(box)
		seat_labels[seat] = name_label
		seat_melds[seat] = meld_label
		seat_discards[seat] = discards

	hint_label = RichTextLabel.new()
	hint_label.bbcode_enabled = true
	hint_label.fit_content = true
	root.add_child(hint_label)
	action_box = HBoxContainer.new()
	root.add_child(action_box)
	hand_box = HBoxContainer.new()
	root.add_child(hand_box)

	result_panel = PanelContainer.new()
	result_panel.set_anchors_and_offsets_preset(Control.PRESET_CENTER)
	result_panel.visible = false
	add_child(result_panel)
	var result_box := VBoxContainer.new()
	result_panel.add_child(result_box)
	result_label = RichTextLabel.new()
	result_label.custom_minimum_size = Vector2(640, 200)
	result_label.fit_content = true
	result_box.add_child(result_label)
	var next := Button.new()
	next.text = "Next hand"
	next.pressed.connect(_on_new_hand_pressed)
	result_box.add_child(next)


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
	# Every difficulty at the table.
	for seat in range(4):
		table.set_seat_difficulty(seat, [AIPlayer.HARD, AIPlayer.EASY, AIPlayer.MEDIUM, AIPlayer.HARD][seat])
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
		_expect(result.deltas[w.seat] > 0 or result.wins.size() > 1 or not result.openings.is_empty(), "the winner gains")
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
