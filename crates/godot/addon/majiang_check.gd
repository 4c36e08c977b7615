## majiang addon: says why majiang's classes are missing, naming the file.
##
## Godot's own message when a GDExtension library is absent ("GDExtension
## dynamic library not found") does not say which file it looked for. Call
## `MajiangCheck.problem()` before using the nodes (the demo does, in its
## start scene; the addon's editor plugin does when enabled):
##
##     const MajiangCheck = preload("res://addons/majiang/majiang_check.gd")
##     var why := MajiangCheck.problem()
##     if why != "":
##         push_error(why)
@tool
extends RefCounted

const GDEXTENSION := "res://addons/majiang/majiang.gdextension"


## "" when majiang's classes are loaded; otherwise one line that says what is
## wrong: the library this OS, build and CPU need and where it was looked
## for, or the missing registration in .godot/extension_list.cfg.
static func problem(gdextension: String = GDEXTENSION) -> String:
	if ClassDB.class_exists("MahjongTable"):
		return ""
	var cfg := ConfigFile.new()
	if cfg.load(gdextension) != OK:
		return "majiang: %s is missing; copy the whole addons/majiang folder into the project" % gdextension
	var key := library_key(cfg)
	if key == "":
		return "majiang: %s has no library for %s %s (%s build); this platform is not built yet" % [
			gdextension, OS.get_name(), Engine.get_architecture_name(), _build()]
	var lib: String = cfg.get_value("libraries", key)
	var file := ProjectSettings.globalize_path(lib)
	if not FileAccess.file_exists(file):
		return "majiang: the native library for %s is missing: %s (%s), named by %s in %s" % [
			OS.get_name(), lib, file, key, gdextension]
	var list := "res://.godot/extension_list.cfg"
	if not FileAccess.file_exists(list) or FileAccess.get_file_as_string(list).find(gdextension) < 0:
		return ("majiang: %s is not registered yet: open the project in the editor once, or add the line %s "
			+ "to .godot/extension_list.cfg") % [gdextension, gdextension]
	return ("majiang: %s exists but did not load; the log above says why (a Godot older than %s, "
		+ "or a library built for another system)") % [file, cfg.get_value("configuration", "compatibility_minimum", "?")]


## The [libraries] key Godot picks on this system, "" when none fits: the key
## whose every tag is a feature of this build (the most tags wins, as in
## Godot's own matching).
static func library_key(cfg: ConfigFile) -> String:
	var best := ""
	var best_tags := -1
	for key in cfg.get_section_keys("libraries"):
		var tags: PackedStringArray = key.split(".")
		var fits := true
		for tag in tags:
			fits = fits and OS.has_feature(tag)
		if fits and tags.size() > best_tags:
			best = key
			best_tags = tags.size()
	return best


static func _build() -> String:
	return "debug" if OS.is_debug_build() else "release"
