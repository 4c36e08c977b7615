## The tutorial project's win check: four sets and a pair (any pair), from
## the concealed tiles; the melds are already sets.
class_name WinChecker
extends Node


func can_win(hand: Array, melds: Array) -> bool:
	if (hand.size() + 3 * melds.size()) != 14:
		return false
	var counts := []
	counts.resize(27)
	counts.fill(0)
	for tile in hand:
		counts[tile.id] += 1
	for pair in range(27):
		if counts[pair] >= 2:
			counts[pair] -= 2
			var ok := _sets(counts, 0)
			counts[pair] += 2
			if ok:
				return true
	return false


func _sets(counts: Array, from: int) -> bool:
	var i := from
	while i < 27 and counts[i] == 0:
		i += 1
	if i == 27:
		return true
	if counts[i] >= 3:
		counts[i] -= 3
		var ok := _sets(counts, i)
		counts[i] += 3
		if ok:
			return true
	if i % 9 <= 6 and counts[i + 1] > 0 and counts[i + 2] > 0:
		for k in 3:
			counts[i + k] -= 1
		var ok := _sets(counts, i)
		for k in 3:
			counts[i + k] += 1
		return ok
	return false
