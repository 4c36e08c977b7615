## The tutorial project's own meld class: a type and its tiles.
class_name Meld
extends RefCounted

enum MeldType { CHI, PENG, GANG, AN_GANG, BU_GANG }

var type: int
var tiles: Array

func _init(p_type: int, p_tiles: Array) -> void:
	type = p_type
	tiles = p_tiles
