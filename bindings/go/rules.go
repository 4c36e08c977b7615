package majiang

/*
#include <stdlib.h>
#include "majiang.h"
*/
import "C"

import (
	"runtime"
	"unsafe"
)

// Rules is a rule set (MjRules*): a preset (Changsha, Zhuanzhuan, Hongzhong, Sichuan, ...) with
// its options. Close frees it; a finalizer does if Close is never called.
type Rules struct {
	ptr *C.MjRules
}

func newRules(ptr *C.MjRules) *Rules {
	r := &Rules{ptr: ptr}
	runtime.SetFinalizer(r, (*Rules).Close)
	return r
}

// preset wraps a constructor that cannot fail but for a panic inside the library.
func preset(ptr *C.MjRules) *Rules {
	if ptr == nil {
		panic(&Error{Status: StatusPanic, Message: lastError()})
	}
	return newRules(ptr)
}

// Changsha is the 长沙麻将 preset (the tutorial's rules).
func Changsha() *Rules { return preset(C.mj_rules_new_changsha()) }

// Standard is the standard preset (Changsha's hands without its extras).
func Standard() *Rules { return preset(C.mj_rules_new_standard()) }

// EvalV1 is the preset the AIs were measured on.
func EvalV1() *Rules { return preset(C.mj_rules_new_eval_v1()) }

// Zhuanzhuan is the 转转麻将 preset.
func Zhuanzhuan() *Rules { return preset(C.mj_rules_new_zhuanzhuan()) }

// Hongzhong is the 红中麻将 preset (red dragons wild).
func Hongzhong() *Rules { return preset(C.mj_rules_new_hongzhong()) }

// Sichuan is the 四川 血战到底 preset.
func Sichuan() *Rules { return preset(C.mj_rules_new_sichuan()) }

// RulesByName is a preset by its name: "changsha", "standard", "eval_v1", "zhuanzhuan",
// "hongzhong", "sichuan" (and the names the library lists in its refusal of another).
func RulesByName(name string) (*Rules, error) {
	text, err := cString(name, "name")
	if err != nil {
		return nil, err
	}
	defer C.free(unsafe.Pointer(text))
	var out *C.MjRules
	if err := call(func() C.MjStatus { return C.mj_rules_new_by_name(text, &out) }); err != nil {
		return nil, err
	}
	return newRules(out), nil
}

// handle is the C pointer, or an error once closed.
func (r *Rules) handle() (*C.MjRules, error) {
	if r == nil || r.ptr == nil {
		return nil, refuse(StatusNullPointer, "rules: closed or nil")
	}
	return r.ptr, nil
}

// Close frees the rules now; a second Close does nothing.
func (r *Rules) Close() {
	if r != nil && r.ptr != nil {
		C.mj_rules_free(r.ptr)
		r.ptr = nil
	}
}

// Clone is an independent copy (its own handle, to Close).
func (r *Rules) Clone() (*Rules, error) {
	p, err := r.handle()
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(r)
	var out *C.MjRules
	if err := call(func() C.MjStatus { return C.mj_rules_clone(p, &out) }); err != nil {
		return nil, err
	}
	return newRules(out), nil
}

// Set sets an option; an option the preset's family does not have, or a value out of its range,
// is refused with StatusInvalidOption or StatusInvalidArgument.
func (r *Rules) Set(option RuleOption, value int) error {
	p, err := r.handle()
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(r)
	return call(func() C.MjStatus {
		return C.mj_rules_set_option(p, C.int32_t(option), C.int32_t(value))
	})
}

// Get reads an option.
func (r *Rules) Get(option RuleOption) (int, error) {
	p, err := r.handle()
	if err != nil {
		return 0, err
	}
	defer runtime.KeepAlive(r)
	var out C.int32_t
	err = call(func() C.MjStatus { return C.mj_rules_get_option(p, C.int32_t(option), &out) })
	return int(out), err
}

// Wildcard is the wild tile's id, or NoTile.
func (r *Rules) Wildcard() (int, error) {
	p, err := r.handle()
	if err != nil {
		return NoTile, err
	}
	defer runtime.KeepAlive(r)
	var out C.int32_t
	err = call(func() C.MjStatus { return C.mj_rules_get_wildcard(p, &out) })
	return int(out), err
}

// SetWildcard makes a tile kind wild (NoTile: none).
func (r *Rules) SetWildcard(tile int) error {
	p, err := r.handle()
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(r)
	return call(func() C.MjStatus { return C.mj_rules_set_wildcard(p, C.int32_t(tile)) })
}

// prepare is the rules' handle and a hand's arrays, checked.
func (r *Rules) prepare(tiles []int, melds []Meld) (*C.MjRules, hand, error) {
	p, err := r.handle()
	if err != nil {
		return nil, hand{}, err
	}
	h, err := handOf(tiles, melds)
	return p, h, err
}

// with runs a hand question on the rules' handle and the hand's arrays.
func (r *Rules) with(tiles []int, melds []Meld, f func(*C.MjRules, hand) C.MjStatus) error {
	p, h, err := r.prepare(tiles, melds)
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(r)
	return call(func() C.MjStatus { return f(p, h) })
}

// IsWin reports whether the concealed tiles (3n+2 with the melds) make a winning hand.
func IsWin(rules *Rules, tiles []int, melds []Meld) (bool, error) {
	var out C.bool
	err := rules.with(tiles, melds, func(p *C.MjRules, h hand) C.MjStatus {
		return C.mj_is_win(p, &h.tiles[0], h.n, &h.melds[0], h.m, &out)
	})
	return bool(out), err
}

// WinningTargets is every target a winning hand wins by (empty when it does not win).
func WinningTargets(rules *Rules, tiles []int, melds []Meld) ([]Target, error) {
	var mask C.uint32_t
	err := rules.with(tiles, melds, func(p *C.MjRules, h hand) C.MjStatus {
		return C.mj_winning_targets(p, &h.tiles[0], h.n, &h.melds[0], h.m, &mask)
	})
	return targets(uint32(mask)), err
}

func targets(mask uint32) []Target {
	out := []Target{}
	for t := Target(0); t < 32; t++ {
		if mask>>t&1 == 1 {
			out = append(out, t)
		}
	}
	return out
}

// Waits is the tile ids that complete a 3n+1 hand, ascending.
func Waits(rules *Rules, tiles []int, melds []Meld) ([]int, error) {
	var mask C.uint64_t
	err := rules.with(tiles, melds, func(p *C.MjRules, h hand) C.MjStatus {
		return C.mj_waits(p, &h.tiles[0], h.n, &h.melds[0], h.m, &mask)
	})
	return IdsOf(uint64(mask)), err
}

// Shanten is the tiles from ready (0 ready, -1 a complete hand).
func Shanten(rules *Rules, tiles []int, melds []Meld) (int, error) {
	var out C.int32_t
	err := rules.with(tiles, melds, func(p *C.MjRules, h hand) C.MjStatus {
		return C.mj_shanten(p, &h.tiles[0], h.n, &h.melds[0], h.m, &out)
	})
	return int(out), err
}

// ShantenFor is the shanten toward one target; ShantenUnreachable when the rules lack the
// target or the melds rule it out.
func ShantenFor(rules *Rules, target Target, tiles []int, melds []Meld) (int, error) {
	var out C.int32_t
	err := rules.with(tiles, melds, func(p *C.MjRules, h hand) C.MjStatus {
		return C.mj_shanten_for(p, &h.tiles[0], h.n, &h.melds[0], h.m, C.int32_t(target), &out)
	})
	return int(out), err
}

// DiscardOption is one discard of a complete-size hand.
type DiscardOption struct {
	// Tile is the tile id to discard.
	Tile int
	// Index is its first position in the tiles given.
	Index int
	// Shanten is the shanten after the discard (0 ready).
	Shanten int
	// UsefulKinds is the kinds whose draw would lower the shanten (the waits, when ready).
	UsefulKinds []int
	// UnseenCopies is the copies of those kinds still to come, in all.
	UnseenCopies int
}

// DiscardOptions ranks the discards of a complete-size hand, best first (lowest shanten, then
// most copies to come). unseen, if not nil, holds the copies of each of the 34 kinds not seen.
func DiscardOptions(rules *Rules, tiles []int, melds []Meld, unseen []int) ([]DiscardOption, error) {
	counts, err := tileCounts(unseen)
	if err != nil {
		return nil, err
	}
	p, h, err := rules.prepare(tiles, melds)
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(rules)
	buf, err := fill(func(out *C.MjDiscardOption, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_discard_options(p, &h.tiles[0], h.n, &h.melds[0], h.m, counts, out, capacity, n)
	})
	out := make([]DiscardOption, len(buf))
	for i, o := range buf {
		out[i] = DiscardOption{int(o.tile), int(o.index), int(o.shanten), IdsOf(uint64(o.draws)), int(o.draws_left)}
	}
	return out, err
}
