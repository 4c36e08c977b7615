## The demo's start scene: opens the table when majiang's classes are
## loaded; otherwise says which file is missing (Godot itself only says
## "GDExtension dynamic library not found") and how to install it.
extends Control

const CHECK := "res://addons/majiang/majiang_check.gd"


func _ready() -> void:
	var why := "the majiang addon is not installed in this project (%s is missing)" % CHECK
	if FileAccess.file_exists(CHECK):
		why = load(CHECK).problem()
	if why == "":
		get_tree().change_scene_to_file.call_deferred("res://main.tscn")
		return
	why += "\nBuild and install it from the workspace root: tests/godot/make-addon.sh godot-demo (or --release)"
	push_error(why)
	$Message.text = why
	if DisplayServer.get_name() == "headless":
		get_tree().quit(1)
