## The Changsha tutorial's AIPlayer script (chapter 7 "AI玩家", GDScript
## version; shared/seeds/000), kept here as the reference the AIPlayer node
## is compared with. Copied as published except: the log prints are left
## out, and the medium discard's sort keeps the first of equal scores (the
## published `sort_custom` is not stable, so its choice among ties is
## unspecified; majiang documents "lowest index").
extends Node

enum AIDifficulty {
	EASY,
	MEDIUM,
	HARD
}

var difficulty: int = AIDifficulty.MEDIUM
var _rng: RandomNumberGenerator = RandomNumberGenerator.new()


func decide_discard(hand: Array, melds: Array) -> int:
	match difficulty:
		AIDifficulty.EASY:
			return _random_discard(hand)
		AIDifficulty.MEDIUM:
			return _medium_discard(hand)
		AIDifficulty.HARD:
			return _hard_discard(hand, melds)
	return _random_discard(hand)


func _random_discard(hand: Array) -> int:
	var index: int = _rng.randi_range(0, hand.size() - 1)
	return index


func _medium_discard(hand: Array) -> int:
	var scores: Array = []
	for i in range(hand.size()):
		var score: int = _evaluate_tile(hand, i)
		scores.append({"index": i, "score": score})
	# Stable: equal scores keep their index order.
	scores.sort_custom(func(a, b): return a["score"] < b["score"] or (a["score"] == b["score"] and a["index"] < b["index"]))
	var discard_index: int = scores[0]["index"]
	return discard_index


func _evaluate_tile(hand: Array, tile_index: int) -> int:
	var tile: Tile = hand[tile_index]
	var score: int = 0
	var same_count: int = 0
	for i in range(hand.size()):
		if i != tile_index and hand[i].id == tile.id:
			same_count += 1
	score += same_count * 10
	for i in range(hand.size()):
		if i == tile_index:
			continue
		if hand[i].suit == tile.suit:
			var diff: int = absi(hand[i].number - tile.number)
			if diff == 1:
				score += 8
			elif diff == 2:
				score += 4
	if tile.number >= 3 and tile.number <= 7:
		score += 3
	elif tile.number == 2 or tile.number == 8:
		score += 1
	return score


func _hard_discard(hand: Array, melds: Array) -> int:
	var win_checker = get_node("/root/Main/WinChecker")
	var best_index: int = 0
	var best_waiting_count: int = -1
	for i in range(hand.size()):
		var test_hand: Array = hand.duplicate()
		test_hand.remove_at(i)
		var waiting_count: int = _count_waiting_tiles(test_hand, melds, win_checker)
		if waiting_count > best_waiting_count:
			best_waiting_count = waiting_count
			best_index = i
	return best_index


func _count_waiting_tiles(hand: Array, melds: Array, win_checker) -> int:
	var count: int = 0
	for suit in range(3):
		for number in range(1, 10):
			var test_tile := Tile.new(suit, number)
			var test_hand: Array = hand.duplicate()
			test_hand.append(test_tile)
			if win_checker.can_win(test_hand, melds):
				count += 1
	return count


func should_peng(hand: Array, tile: Tile, diff: int) -> bool:
	match diff:
		AIDifficulty.EASY:
			return _rng.randi_range(0, 1) == 0
		AIDifficulty.MEDIUM:
			return true
		AIDifficulty.HARD:
			return _should_peng_hard(hand, tile)
	return false


func _should_peng_hard(hand: Array, tile: Tile) -> bool:
	var test_hand: Array = hand.duplicate()
	var removed: int = 0
	var i: int = test_hand.size() - 1
	while i >= 0 and removed < 2:
		if test_hand[i].id == tile.id:
			test_hand.remove_at(i)
			removed += 1
		i -= 1
	if test_hand.size() <= 2:
		return false
	return true


func should_chi(_hand: Array, _tile: Tile, diff: int) -> bool:
	match diff:
		AIDifficulty.EASY:
			return _rng.randi_range(0, 2) == 0
		AIDifficulty.MEDIUM:
			return _rng.randi_range(0, 1) == 0
		AIDifficulty.HARD:
			return true
	return false


func should_gang(_hand: Array, _tile: Tile, diff: int) -> bool:
	match diff:
		AIDifficulty.EASY:
			return _rng.randi_range(0, 2) != 0
		_:
			return true
