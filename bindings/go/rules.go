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

// OptionValue is one labelled value of a rule option.
type OptionValue struct {
	Value  int
	Zh, En string
}

// OptionInfo is one rule option of the core's registry (Rules.Options): Name as
// mj_rule_option_name and `majiang rules` give it, the labels, Kind ("bool", "int" or "enum"),
// the range, the labelled values (none for an int range), the families ("changsha", "hunan",
// "sichuan"), and for the rules asked whether they take it (Get and Set refuse it otherwise),
// its value and their preset's default (nil unless Applies).
type OptionInfo struct {
	ID             RuleOption
	Name, Zh, En   string
	Doc, Kind      string
	Min, Max       int
	Values         []OptionValue
	Families       []string
	Applies        bool
	Value, Default *int
}

// Options lists every rule option of the core's registry (every table's), in id order, with
// its labels, values and defaults: what a settings screen is built from.
func (r *Rules) Options() ([]OptionInfo, error) {
	p, err := r.handle()
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(r)
	text := func(option C.int32_t, f func(C.int32_t, **C.char) C.MjStatus) (string, error) {
		var out *C.char
		err := call(func() C.MjStatus { return f(option, &out) })
		return C.GoString(out), err
	}
	var list []OptionInfo
	for o := C.int32_t(0); o < C.mj_rule_option_count(); o++ {
		var info C.MjRuleOptionInfo
		if err := call(func() C.MjStatus { return C.mj_rule_option_info(p, o, &info) }); err != nil {
			return nil, err
		}
		entry := OptionInfo{
			ID:      RuleOption(info.id),
			Kind:    [...]string{"bool", "int", "enum"}[info.kind],
			Min:     int(info.min),
			Max:     int(info.max),
			Applies: info.applies == 1,
		}
		names := []struct {
			to *string
			f  func(C.int32_t, **C.char) C.MjStatus
		}{
			{&entry.Name, func(o C.int32_t, out **C.char) C.MjStatus { return C.mj_rule_option_name(o, out) }},
			{&entry.Zh, func(o C.int32_t, out **C.char) C.MjStatus { return C.mj_rule_option_chinese_name(o, out) }},
			{&entry.En, func(o C.int32_t, out **C.char) C.MjStatus { return C.mj_rule_option_english_name(o, out) }},
			{&entry.Doc, func(o C.int32_t, out **C.char) C.MjStatus { return C.mj_rule_option_doc(o, out) }},
		}
		for _, n := range names {
			if *n.to, err = text(o, n.f); err != nil {
				return nil, err
			}
		}
		for k := C.uint32_t(0); k < info.choices; k++ {
			var v C.int32_t
			var zh, en *C.char
			if err := call(func() C.MjStatus { return C.mj_rule_option_choice(o, k, &v, &zh, &en) }); err != nil {
				return nil, err
			}
			entry.Values = append(entry.Values, OptionValue{int(v), C.GoString(zh), C.GoString(en)})
		}
		// Bit f is family f, named by the library: a new family needs no change here.
		for f := C.int32_t(0); f < C.mj_family_count(); f++ {
			if uint32(info.families)&(1<<uint(f)) == 0 {
				continue
			}
			var name *C.char
			if err := call(func() C.MjStatus { return C.mj_family_name(f, &name) }); err != nil {
				return nil, err
			}
			entry.Families = append(entry.Families, C.GoString(name))
		}
		if entry.Applies {
			value, def := int(info.value), int(info.default_value)
			entry.Value, entry.Default = &value, &def
		}
		list = append(list, entry)
	}
	return list, nil
}

// OptionByName is the option of this name ("flat_birds", as Options and `majiang rules` name
// it; the older "pair_258" too); another name is an *Error (StatusInvalidOption).
func OptionByName(name string) (RuleOption, error) {
	text, err := cString(name, "name")
	if err != nil {
		return 0, err
	}
	defer C.free(unsafe.Pointer(text))
	var out C.int32_t
	err = call(func() C.MjStatus { return C.mj_rule_option_by_name(text, &out) })
	return RuleOption(out), err
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

// IsWin reports whether the concealed tiles (3n+2 with the melds, the winning tile included)
// make a winning hand. A waiting-size hand (3n+1, e.g. 13 tiles: the winning tile missing) is an
// error of StatusWrongHandSize; Waits lists the tiles it waits on.
func IsWin(rules *Rules, tiles []int, melds []Meld) (bool, error) {
	var out C.bool
	err := rules.with(tiles, melds, func(p *C.MjRules, h hand) C.MjStatus {
		return C.mj_is_win(p, &h.tiles[0], h.n, &h.melds[0], h.m, &out)
	})
	return bool(out), err
}

// WinningTargets is every target a winning hand wins by (empty when it does not win); a 3n+1
// hand is an error of StatusWrongHandSize, as in IsWin.
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
