## The tutorial project's GameManager, with the three calls chapter 7 makes
## (get_hand, get_melds, discard_tile on the current player's hand), the
## wall of its own Tile objects, and the draws.
extends Node

signal tile_discarded(player: int, tile: Tile)

var hands := [[], [], [], []]
var melds := [[], [], [], []]
var discards := [[], [], [], []]
var wall: Array = []
var current := 0
var last_discard: Tile = null
var _rng := RandomNumberGenerator.new()


func new_hand(seed: int) -> void:
	_rng.seed = seed
	wall.clear()
	for suit in 3:
		for number in range(1, 10):
			for copy in 4:
				wall.append(Tile.new(suit, number))
	for i in range(wall.size() - 1, 0, -1):
		var j := _rng.randi_range(0, i)
		var t = wall[i]
		wall[i] = wall[j]
		wall[j] = t
	for p in 4:
		hands[p] = []
		melds[p] = []
		discards[p] = []
		for k in 13:
			hands[p].append(wall.pop_back())
	current = 0
	last_discard = null


func draw_tile(player: int) -> Tile:
	current = player
	var tile: Tile = wall.pop_back()
	hands[player].append(tile)
	return tile


func get_hand(player: int) -> Array:
	return hands[player]


func get_melds(player: int) -> Array:
	return melds[player]


func discard_tile(index: int) -> void:
	last_discard = hands[current].pop_at(index)
	discards[current].append(last_discard)
	tile_discarded.emit(current, last_discard)
