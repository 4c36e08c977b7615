## A GameManager with the tutorial's three calls, holding fixed hands.
extends Node

signal discarded(index: int)

var hands: Array = [[], [], [], []]
var melds: Array = [[], [], [], []]
var discards: Array = []

func get_hand(player: int) -> Array:
	return hands[player]

func get_melds(player: int) -> Array:
	return melds[player]

func discard_tile(index: int) -> void:
	discards.append(index)
	discarded.emit(index)
