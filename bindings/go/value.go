package majiang

/*
#include <stdlib.h>
#include "majiang.h"
*/
import "C"

import (
	"runtime"
	"strings"
	"unsafe"
)

// ValueLine is one named item of a hand's worth — a big hand, a pattern, a fan or a flat
// table's winning shape.
type ValueLine struct {
	// ID is the stable identifier ("qingyise", "gen", "full_flush").
	ID string
	// Chinese is the 中文 name ("清一色", "独听・边张").
	Chinese string
	// English is the English name.
	English string
	// Value is what the line is worth each time it counts, in the value's unit.
	Value int
	// Count is how many times it counts (根 per four, 花牌 per flower).
	Count int
}

// HandValue is what a hand is worth under its rules, in one shape for every preset.
type HandValue struct {
	// Unit is what Total counts.
	Unit ValueUnit
	// Win is true when the tiles win under the rules' whole law, whatever their worth.
	Win bool
	// Total is the sum of the lines' Value × Count: what the payment reads.
	Total int
	// TowardMinimum is the part of Total the rules' minimum is checked against.
	TowardMinimum int
	// MeetsMinimum is true when the win reaches the rules' minimum (every win on a table
	// without one).
	MeetsMinimum bool
	// Shanten is of the hand before the win: 0 for a win, -1 when it can never win.
	Shanten int
	// Lines is the named lines (empty when not a win).
	Lines []ValueLine
}

// ValuedWait is one wait of a ready hand: the tile and what the win on it is worth.
type ValuedWait struct {
	Tile  int
	Value HandValue
}

// nameField is a NUL-terminated UTF-8 name of a fixed field.
func nameField(field [C.MJ_VALUE_NAME_BYTES]C.uint8_t) string {
	b := make([]byte, 0, len(field))
	for _, c := range field {
		if c == 0 {
			break
		}
		b = append(b, byte(c))
	}
	return string(b)
}

func handValueOf(v C.MjHandValue, lines []C.MjValueLine) HandValue {
	out := HandValue{Unit: ValueUnit(v.unit), Win: v.win != 0, Total: int(v.total),
		TowardMinimum: int(v.toward_minimum), MeetsMinimum: v.meets_minimum != 0,
		Shanten: int(v.shanten), Lines: make([]ValueLine, len(lines))}
	for i, l := range lines {
		out.Lines[i] = ValueLine{ID: nameField(l.id), Chinese: nameField(l.chinese),
			English: nameField(l.english), Value: int(l.value), Count: int(l.count)}
	}
	return out
}

// contextArg is the context words as a C string ("" is no words: a win on a discard of the
// last tile given); the caller frees it.
func contextArg(context string) (*C.char, error) {
	return cString(context, "context")
}

// Value is what a complete-size (3n+2) hand is worth under rules, whatever the preset (长沙 big
// hands in units, 转转 / 红中 the winning shape, 四川 patterns in fan, the mcr preset's fans and
// minimum), won as the context words say: "win:TILE self_drawn last_copy kong kong_discard
// last_tile first_turn dealer seat:E|S|W|N round:E|S|W|N flowers:N" ("": on a discard of the
// last tile given). Tiles that do not win give Win false and the shanten; an unknown word or a
// situation the hand cannot have is an error.
func Value(rules *Rules, tiles []int, melds []Meld, context string) (HandValue, error) {
	words, err := contextArg(context)
	if err != nil {
		return HandValue{}, err
	}
	defer C.free(unsafe.Pointer(words))
	p, h, err := rules.prepare(tiles, melds)
	if err != nil {
		return HandValue{}, err
	}
	defer runtime.KeepAlive(rules)
	var out C.MjHandValue
	lines, err := fill(func(l *C.MjValueLine, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_hand_value(p, &h.tiles[0], h.n, &h.melds[0], h.m, words, &out, l, capacity, n)
	})
	if err != nil {
		return HandValue{}, err
	}
	return handValueOf(out, lines), nil
}

// oneTileWords are the context words a wait does not inherit: they belong to one tile.
var oneTileWords = map[string]bool{"last_copy": true, "kong": true, "kong_discard": true}

// ValuedWaits is the waits of a 3n+1 hand, ascending, each with what the win on it is worth
// (won as context says, the wait its winning tile; "": on a discard).
func ValuedWaits(rules *Rules, tiles []int, melds []Meld, context string) ([]ValuedWait, error) {
	words, err := contextArg(context)
	if err != nil {
		return nil, err
	}
	defer C.free(unsafe.Pointer(words))
	p, h, err := rules.prepare(tiles, melds)
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(rules)
	buf, err := fill(func(out *C.MjValuedWait, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_valued_waits(p, &h.tiles[0], h.n, &h.melds[0], h.m, words, out, capacity, n)
	})
	if err != nil {
		return nil, err
	}
	// A wait's lines are the hand with the wait added, won on it, without the words that
	// belong to one tile (as mj_valued_waits values it).
	kept := []string{}
	for _, w := range strings.Fields(context) {
		if !oneTileWords[w] && !strings.HasPrefix(w, "win:") {
			kept = append(kept, w)
		}
	}
	out := make([]ValuedWait, len(buf))
	for i, w := range buf {
		name, err := FormatTiles([]int{int(w.tile)})
		if err != nil {
			return nil, err
		}
		won, err := Value(rules, append(append([]int{}, tiles...), int(w.tile)), melds,
			strings.Join(append(kept, "win:"+name), " "))
		if err != nil {
			return nil, err
		}
		v := handValueOf(w.value, nil)
		v.Lines = won.Lines
		out[i] = ValuedWait{Tile: int(w.tile), Value: v}
	}
	return out, nil
}

// WinValue is what win number win of the finished hand (Wins order) was worth, as the table
// scored it in its situation (flowers, winds, 杠上开花 …); an error with no such win.
func (g *Game) WinValue(win int) (HandValue, error) {
	if win < 0 {
		return HandValue{}, refuse(StatusInvalidArgument, "win: %d is not an index", win)
	}
	p, err := g.handle()
	if err != nil {
		return HandValue{}, err
	}
	defer runtime.KeepAlive(g)
	var out C.MjHandValue
	lines, err := fill(func(l *C.MjValueLine, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_game_win_value(p, C.size_t(win), &out, l, capacity, n)
	})
	if err != nil {
		return HandValue{}, err
	}
	return handValueOf(out, lines), nil
}
