## Editor side of the majiang addon: when majiang's classes did not load,
## says which library file is missing instead of Godot's bare "library not
## found"; otherwise builds the library's tables once the editor is idle
## (AIPlayer.warm_up, a fraction of a second), so that tool scripts and the
## editor's previews never stall on a first call. The nodes themselves need
## no plugin; a game calls AIPlayer.warm_up() while it loads.
@tool
extends EditorPlugin

const MajiangCheck = preload("res://addons/majiang/majiang_check.gd")


func _enter_tree() -> void:
	var why := MajiangCheck.problem()
	if why != "":
		push_error(why)
		return
	_warm_up.call_deferred()


func _warm_up() -> void:
	# Through ClassDB: the class name is not known when the plugin script is
	# parsed (the library may be missing), and every Godot 4 has these calls.
	var ai = ClassDB.instantiate("AIPlayer")
	if ai != null:
		ai.warm_up()
		ai.free()
