package majiang

/*
#include "majiang.h"
*/
import "C"

import "runtime"

// flag is a bool as the header's uint8_t flags hold it.
func flag(b bool) C.uint8_t {
	if b {
		return 1
	}
	return 0
}

// WaitCounts is, for each of the 34 kinds, the copies of it still to come when it is a wait of
// the 3n+1 hand (0 for the other kinds). unseen, if not nil, holds the copies of each kind not
// seen; without it, copies not in the hand or its melds count.
func WaitCounts(rules *Rules, tiles []int, melds []Meld, unseen []int) ([]int, error) {
	given, err := tileCounts(unseen)
	if err != nil {
		return nil, err
	}
	var out C.MjTileCounts
	err = rules.with(tiles, melds, func(p *C.MjRules, h hand) C.MjStatus {
		return C.mj_wait_counts(p, &h.tiles[0], h.n, &h.melds[0], h.m, given, &out)
	})
	return ints(out.counts[:]), err
}

// tileCounts is 34 counts of 0-4 as the header's struct; nil stays nil.
func tileCounts(counts []int) (*C.MjTileCounts, error) {
	if counts == nil {
		return nil, nil
	}
	if len(counts) != Kinds {
		return nil, refuse(StatusInvalidArgument, "unseen: expected %d counts, got %d", Kinds, len(counts))
	}
	out := &C.MjTileCounts{}
	for i, c := range counts {
		if c < 0 || c > 4 {
			return nil, refuse(StatusInvalidArgument, "unseen[%d]: %d copies is out of range 0-4", i, c)
		}
		out.counts[i] = C.uint8_t(c)
	}
	return out, nil
}

// WinContext is how a hand was won, for AnalyzeWin.
type WinContext struct {
	// SelfDraw is a win on one's own draw (自摸).
	SelfDraw bool
	// LastTile is a win on the wall's last tile (海底).
	LastTile bool
	// KongFlip is a win on a tile flipped by a 开杠.
	KongFlip bool
	// RobbedKong is a win by robbing a kong (抢杠胡).
	RobbedKong bool
	// FirstTurn is a win in the first go-round (天胡, 地胡).
	FirstTurn bool
	// Dealer is a win by the dealer.
	Dealer bool
}

// WinAnalysis is what a winning hand is worth.
type WinAnalysis struct {
	// Win is true when the hand wins.
	Win bool
	// Small is true for a small hand (no big hand applies).
	Small bool
	// Targets is every target the hand wins by.
	Targets []Target
	// BigHands is the big hands made.
	BigHands []BigHand
	// Units is the big hands' units in all.
	Units int
	raw   C.MjWinAnalysis
}

// AnalyzeWin analyses a complete hand under the rules (Changsha scoring) and a context.
func AnalyzeWin(rules *Rules, tiles []int, melds []Meld, ctx WinContext) (WinAnalysis, error) {
	raw := C.MjWinContext{self_draw: flag(ctx.SelfDraw), last_tile: flag(ctx.LastTile),
		kong_flip: flag(ctx.KongFlip), robbed_kong: flag(ctx.RobbedKong), first_turn: flag(ctx.FirstTurn),
		dealer: flag(ctx.Dealer)}
	var out C.MjWinAnalysis
	err := rules.with(tiles, melds, func(p *C.MjRules, h hand) C.MjStatus {
		return C.mj_analyze_win(p, &h.tiles[0], h.n, &h.melds[0], h.m, &raw, &out)
	})
	a := WinAnalysis{Win: out.win != 0, Small: out.small != 0, Targets: targets(uint32(out.targets)),
		BigHands: []BigHand{}, Units: int(out.units), raw: out}
	for b := BigHand(0); b < 32; b++ {
		if out.big_hands>>b&1 == 1 {
			a.BigHands = append(a.BigHands, b)
		}
	}
	return a, err
}

// SettleWin is the points each seat pays or gets for an analysed win: winner, payer (SelfDraw:
// the three others pay), dealer, and the birds flipped.
func SettleWin(rules *Rules, analysis WinAnalysis, winner, payer, dealer int, birds []int) ([4]int, error) {
	p, err := rules.handle()
	if err != nil {
		return [4]int{}, err
	}
	defer runtime.KeepAlive(rules)
	b, err := tileArray(birds, "birds")
	if err != nil {
		return [4]int{}, err
	}
	var out C.MjPoints
	err = call(func() C.MjStatus {
		return C.mj_settle_win(p, &analysis.raw, C.int32_t(winner), C.int32_t(payer), C.int32_t(dealer),
			&b[0], C.size_t(len(birds)), &out)
	})
	return points(out), err
}

// OpeningWins is the opening wins (起手胡) of a dealt hand: occurrences of each, by OpeningWin.
func OpeningWins(rules *Rules, dealt []int) (map[OpeningWin]int, int, error) {
	var out C.MjOpeningWins
	err := rules.with(dealt, nil, func(p *C.MjRules, h hand) C.MjStatus {
		return C.mj_opening_wins(p, &h.tiles[0], h.n, &out)
	})
	wins := map[OpeningWin]int{}
	for w := OpeningWin(0); w.Valid(); w++ {
		if n := int(out.counts[w]); n > 0 {
			wins[w] = n
		}
	}
	return wins, int(out.total), err
}

// SettleOpening is the points of a player's opening wins (occurrences in all).
func SettleOpening(rules *Rules, player, occurrences, dealer int) ([4]int, error) {
	p, err := rules.handle()
	if err != nil {
		return [4]int{}, err
	}
	defer runtime.KeepAlive(rules)
	if occurrences < 0 {
		return [4]int{}, refuse(StatusInvalidArgument, "occurrences: %d is negative", occurrences)
	}
	var out C.MjPoints
	err = call(func() C.MjStatus {
		return C.mj_settle_opening(p, C.int32_t(player), C.uint32_t(occurrences), C.int32_t(dealer), &out)
	})
	return points(out), err
}

// SichuanContext is how a 四川 hand was won, for SichuanAnalyze.
type SichuanContext struct {
	// SelfDraw is a win on one's own draw (自摸).
	SelfDraw bool
	// AfterKong is a win on the draw after a kong (杠上花).
	AfterKong bool
	// RobbedKong is a win by robbing a kong (抢杠胡).
	RobbedKong bool
	// LastTile is a win on the last tile (海底).
	LastTile bool
	// FirstTurn is a win in the first go-round (天胡, 地胡).
	FirstTurn bool
	// Dealer is a win by the dealer.
	Dealer bool
}

// SichuanAnalysis is a 四川 hand's win, fan before the cap and patterns (GEN once per 根).
type SichuanAnalysis struct {
	// Win is true when the hand wins (a hand of three suits never does: 缺一门).
	Win bool
	// Fan is the fan before the cap.
	Fan int
	// Patterns is the patterns made.
	Patterns []SichuanPattern
}

func sichuanOf(out C.MjSichuanAnalysis) SichuanAnalysis {
	a := SichuanAnalysis{Win: out.win != 0, Fan: int(out.fan), Patterns: []SichuanPattern{}}
	for p := SichuanPattern(0); p < SichuanPatternSlots; p++ {
		for n := 0; n < int(out.pattern_counts[p]); n++ {
			a.Patterns = append(a.Patterns, p)
		}
	}
	return a
}

// SichuanAnalyze analyses a complete 四川 hand under a context.
func SichuanAnalyze(rules *Rules, tiles []int, melds []Meld, ctx SichuanContext) (SichuanAnalysis, error) {
	raw := C.MjSichuanContext{self_draw: flag(ctx.SelfDraw), after_kong: flag(ctx.AfterKong),
		robbed_kong: flag(ctx.RobbedKong), last_tile: flag(ctx.LastTile), first_turn: flag(ctx.FirstTurn),
		dealer: flag(ctx.Dealer)}
	var out C.MjSichuanAnalysis
	err := rules.with(tiles, melds, func(p *C.MjRules, h hand) C.MjStatus {
		return C.mj_sichuan_analyze(p, &h.tiles[0], h.n, &h.melds[0], h.m, &raw, &out)
	})
	return sichuanOf(out), err
}

// SichuanWaits is the waits of a 3n+1 四川 hand (缺一门 applied), ascending.
func SichuanWaits(rules *Rules, tiles []int, melds []Meld) ([]int, error) {
	var mask C.uint64_t
	err := rules.with(tiles, melds, func(p *C.MjRules, h hand) C.MjStatus {
		return C.mj_sichuan_waits(p, &h.tiles[0], h.n, &h.melds[0], h.m, &mask)
	})
	return IdsOf(uint64(mask)), err
}

// SichuanBestReadyHand is the wait of a 3n+1 四川 hand that pays most and its analysis, or
// NoTile when the hand is not ready.
func SichuanBestReadyHand(rules *Rules, tiles []int, melds []Meld) (int, SichuanAnalysis, error) {
	var best C.int32_t
	var out C.MjSichuanAnalysis
	err := rules.with(tiles, melds, func(p *C.MjRules, h hand) C.MjStatus {
		return C.mj_sichuan_best_ready_hand(p, &h.tiles[0], h.n, &h.melds[0], h.m, &best, &out)
	})
	return int(best), sichuanOf(out), err
}

// staticName reads one of the library's static names.
func staticName(f func(**C.char) C.MjStatus) (string, error) {
	var out *C.char
	if err := call(func() C.MjStatus { return f(&out) }); err != nil {
		return "", err
	}
	return C.GoString(out), nil
}

// IDName is the big hand's id name ("haohua_qixiaodui").
func (b BigHand) IDName() (string, error) {
	return staticName(func(o **C.char) C.MjStatus { return C.mj_big_hand_id_name(C.int32_t(b), o) })
}

// ChineseName is the big hand's Chinese name ("豪华七小对").
func (b BigHand) ChineseName() (string, error) {
	return staticName(func(o **C.char) C.MjStatus { return C.mj_big_hand_chinese_name(C.int32_t(b), o) })
}

// IDName is the opening win's id name ("liuliushun").
func (w OpeningWin) IDName() (string, error) {
	return staticName(func(o **C.char) C.MjStatus { return C.mj_opening_win_id_name(C.int32_t(w), o) })
}

// ChineseName is the opening win's Chinese name ("六六顺").
func (w OpeningWin) ChineseName() (string, error) {
	return staticName(func(o **C.char) C.MjStatus { return C.mj_opening_win_chinese_name(C.int32_t(w), o) })
}

// IDName is the pattern's id name ("qingyise").
func (p SichuanPattern) IDName() (string, error) {
	return staticName(func(o **C.char) C.MjStatus { return C.mj_sichuan_pattern_id_name(C.int32_t(p), o) })
}

// ChineseName is the pattern's Chinese name ("清一色").
func (p SichuanPattern) ChineseName() (string, error) {
	return staticName(func(o **C.char) C.MjStatus { return C.mj_sichuan_pattern_chinese_name(C.int32_t(p), o) })
}

// EnglishName is the pattern's English name ("one suit").
func (p SichuanPattern) EnglishName() (string, error) {
	return staticName(func(o **C.char) C.MjStatus { return C.mj_sichuan_pattern_english_name(C.int32_t(p), o) })
}

// IDName is the payment reason's stable id ("cagua"), as every binding names it.
func (r PaymentReason) IDName() (string, error) {
	return staticName(func(o **C.char) C.MjStatus { return C.mj_payment_reason_id_name(C.int32_t(r), o) })
}

// ChineseName is the payment reason's Chinese label ("擦挂").
func (r PaymentReason) ChineseName() (string, error) {
	return staticName(func(o **C.char) C.MjStatus { return C.mj_payment_reason_chinese_name(C.int32_t(r), o) })
}

// EnglishName is the payment reason's English label ("kong income transferred").
func (r PaymentReason) EnglishName() (string, error) {
	return staticName(func(o **C.char) C.MjStatus { return C.mj_payment_reason_english_name(C.int32_t(r), o) })
}
