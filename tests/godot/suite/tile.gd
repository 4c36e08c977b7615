## The tutorial's own tile class, as a tutorial project writes it: a suit
## (0 万, 1 条, 2 筒), a number and an id shared by the four copies.
class_name Tile
extends RefCounted

var suit: int
var number: int
var id: int

func _init(p_suit: int, p_number: int) -> void:
	suit = p_suit
	number = p_number
	id = p_suit * 9 + p_number - 1

func _to_string() -> String:
	return "%d%s" % [number, ["万", "条", "筒"][suit]]
