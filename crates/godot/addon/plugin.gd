## Editor side of the majiang addon: when majiang's classes did not load,
## says which library file is missing instead of Godot's bare "library not
## found". The nodes themselves need no plugin.
@tool
extends EditorPlugin

const MajiangCheck = preload("res://addons/majiang/majiang_check.gd")


func _enter_tree() -> void:
	var why := MajiangCheck.problem()
	if why != "":
		push_error(why)
