## The demo's start scene: when majiang's classes are loaded, a rules menu
## (长沙 / 转转 / 红中 / 四川 血战 / 国标) that opens the table with the chosen rules; otherwise
## says which file is missing (Godot itself only says "GDExtension dynamic
## library not found") and how to install it. Runs given on the command line
## (`--autoplay`, `--screenshot=DIR`, `--rules=NAME`) skip the menu; the
## table reads its rules from the tree's `majiang_rules` meta or `--rules=`.
extends Control

const CHECK := "res://addons/majiang/majiang_check.gd"
const FONT := "res://addons/majiang/fonts/NotoSansCJKsc-majiang.otf"
## The menu: the rules' name for MahjongTable.rules, and its button text.
const MENU = [
	["changsha", "长沙麻将  Changsha\n开杠, 起手胡, 扎鸟, big hands"],
	["zhuanzhuan", "转转麻将  Zhuanzhuan\nno 吃, any pair, 4 birds 159中鸟"],
	["hongzhong", "红中麻将  Hongzhong\n转转 + four 中 wildcards, 无红中加倍"],
	["sichuan", "四川麻将 血战到底  Sichuan\n换三张, 定缺, the hand goes on after each win"],
	["mcr", "国标麻将  MCR (Chinese Official)\n8 flowers, seat and round winds, 81 fans, 8 fan to win"],
]


func _ready() -> void:
	var why := "the majiang addon is not installed in this project (%s is missing)" % CHECK
	if FileAccess.file_exists(CHECK):
		why = load(CHECK).problem()
	if why == "":
		var args := OS.get_cmdline_user_args()
		var scripted := false
		for a in args:
			scripted = scripted or a == "--autoplay" or a.begins_with("--screenshot=") or a.begins_with("--rules=")
		if scripted or DisplayServer.get_name() == "headless":
			get_tree().change_scene_to_file.call_deferred("res://main.tscn")
		else:
			_show_menu()
		return
	why += "\nBuild and install it from the workspace root: tests/godot/make-addon.sh godot-demo (or --release)"
	push_error(why)
	$Message.text = why
	if DisplayServer.get_name() == "headless":
		get_tree().quit(1)


func _show_menu() -> void:
	var ui_theme := Theme.new()
	# Loaded by path: this script must parse without the extension's
	# classes (it is the one that reports a missing library).
	if ResourceLoader.exists(FONT):
		ui_theme.default_font = load(FONT)
	ui_theme.default_font_size = 20
	theme = ui_theme
	$Message.visible = false
	var felt := ColorRect.new()
	felt.color = Color(0.09, 0.32, 0.2)
	felt.set_anchors_and_offsets_preset(Control.PRESET_FULL_RECT)
	add_child(felt)
	var centre := CenterContainer.new()
	centre.set_anchors_and_offsets_preset(Control.PRESET_FULL_RECT)
	add_child(centre)
	var box := VBoxContainer.new()
	box.add_theme_constant_override("separation", 16)
	centre.add_child(box)
	var title := Label.new()
	title.text = "麻将 Mahjong — 湖南, 四川, 国标: choose the rules"
	title.horizontal_alignment = HORIZONTAL_ALIGNMENT_CENTER
	title.add_theme_font_size_override("font_size", 30)
	box.add_child(title)
	for item in MENU:
		var b := Button.new()
		b.text = item[1]
		b.custom_minimum_size = Vector2(520, 84)
		b.pressed.connect(_open.bind(item[0]))
		box.add_child(b)


func _open(rules: String) -> void:
	get_tree().set_meta("majiang_rules", rules)
	get_tree().change_scene_to_file("res://main.tscn")
