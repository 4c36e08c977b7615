package majiang

/*
#include "majiang.h"
*/
import "C"

import (
	"runtime"
	"strings"
)

// Ai is an AI player (MjAi*): NewAi(DifficultyMedium, seed, rules); DifficultyExpert is
// majiang's strongest. One Ai may play every seat of a table (SetSeat before each question).
// Close frees it; a finalizer does if Close is never called.
type Ai struct {
	ptr *C.MjAi
	// Difficulty is the level it plays, and the one its claim questions are asked at.
	Difficulty Difficulty
}

// NewAi makes an AI player of a difficulty, seeded, for a rule set.
func NewAi(difficulty Difficulty, seed uint64, rules *Rules) (*Ai, error) {
	p, err := rules.handle()
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(rules)
	var out *C.MjAi
	err = call(func() C.MjStatus { return C.mj_ai_new(C.int32_t(difficulty), C.uint64_t(seed), p, &out) })
	if err != nil {
		return nil, err
	}
	a := &Ai{ptr: out, Difficulty: difficulty}
	runtime.SetFinalizer(a, (*Ai).Close)
	return a, nil
}

// AiAvailable reports whether this build has a player of a difficulty.
func AiAvailable(difficulty Difficulty) (bool, error) {
	var out C.bool
	err := call(func() C.MjStatus { return C.mj_ai_difficulty_available(C.int32_t(difficulty), &out) })
	return bool(out), err
}

// Close frees the AI now; a second Close does nothing.
func (a *Ai) Close() {
	if a != nil && a.ptr != nil {
		C.mj_ai_free(a.ptr)
		a.ptr = nil
	}
}

// run runs one call on the AI's handle.
func (a *Ai) run(f func(*C.MjAi) C.MjStatus) error {
	if a == nil || a.ptr == nil {
		return refuse(StatusNullPointer, "ai: closed or nil")
	}
	defer runtime.KeepAlive(a)
	return call(func() C.MjStatus { return f(a.ptr) })
}

// withHand runs one call on the AI's handle and a hand's arrays.
func (a *Ai) withHand(tiles []int, melds []Meld, f func(*C.MjAi, hand) C.MjStatus) error {
	h, err := handOf(tiles, melds)
	if err != nil {
		return err
	}
	return a.run(func(p *C.MjAi) C.MjStatus { return f(p, h) })
}

// DecideDiscard is the tutorial's DecideDiscard: the index into tiles to discard.
func (a *Ai) DecideDiscard(tiles []int, melds []Meld) (int, error) {
	var out C.size_t
	err := a.withHand(tiles, melds, func(p *C.MjAi, h hand) C.MjStatus {
		return C.mj_ai_decide_discard(p, &h.tiles[0], h.n, &h.melds[0], h.m, &out)
	})
	return int(out), err
}

// claim is the question of ShouldPeng, ShouldChi and ShouldGang.
type claim func(*C.MjAi, *C.uint8_t, C.size_t, C.uint8_t, C.int32_t, *C.bool) C.MjStatus

func (a *Ai) ask(f claim, tiles []int, offered int) (bool, error) {
	t, err := tile(offered, "tile")
	if err != nil {
		return false, err
	}
	var out C.bool
	err = a.withHand(tiles, nil, func(p *C.MjAi, h hand) C.MjStatus {
		return f(p, &h.tiles[0], h.n, t, C.int32_t(a.Difficulty), &out)
	})
	return bool(out), err
}

// ShouldPeng is the tutorial's ShouldPeng(hand, tile), at the AI's difficulty.
func (a *Ai) ShouldPeng(hand []int, tile int) (bool, error) {
	return a.ask(func(p *C.MjAi, t *C.uint8_t, n C.size_t, x C.uint8_t, d C.int32_t, o *C.bool) C.MjStatus {
		return C.mj_ai_should_peng(p, t, n, x, d, o)
	}, hand, tile)
}

// ShouldChi is the tutorial's ShouldChi(hand, tile), at the AI's difficulty.
func (a *Ai) ShouldChi(hand []int, tile int) (bool, error) {
	return a.ask(func(p *C.MjAi, t *C.uint8_t, n C.size_t, x C.uint8_t, d C.int32_t, o *C.bool) C.MjStatus {
		return C.mj_ai_should_chi(p, t, n, x, d, o)
	}, hand, tile)
}

// ShouldGang is the tutorial's ShouldGang(hand, tile), at the AI's difficulty.
func (a *Ai) ShouldGang(hand []int, tile int) (bool, error) {
	return a.ask(func(p *C.MjAi, t *C.uint8_t, n C.size_t, x C.uint8_t, d C.int32_t, o *C.bool) C.MjStatus {
		return C.mj_ai_should_gang(p, t, n, x, d, o)
	}, hand, tile)
}

// ShouldHu reports whether the AI declares a win with this complete-size hand.
func (a *Ai) ShouldHu(tiles []int, melds []Meld) (bool, error) {
	var out C.bool
	err := a.withHand(tiles, melds, func(p *C.MjAi, h hand) C.MjStatus {
		return C.mj_ai_should_hu(p, &h.tiles[0], h.n, &h.melds[0], h.m, &out)
	})
	return bool(out), err
}

// ShouldHuDiscard reports whether the AI wins on another player's discard completing its
// 3n+1 hand.
func (a *Ai) ShouldHuDiscard(tiles []int, offered int, melds []Meld) (bool, error) {
	t, err := tile(offered, "tile")
	if err != nil {
		return false, err
	}
	var out C.bool
	err = a.withHand(tiles, melds, func(p *C.MjAi, h hand) C.MjStatus {
		return C.mj_ai_should_hu_discard(p, &h.tiles[0], h.n, &h.melds[0], h.m, t, &out)
	})
	return bool(out), err
}

// ObserveDiscard counts a discarded (shown, flipped) tile as seen.
func (a *Ai) ObserveDiscard(seen int) error {
	t, err := tile(seen, "tile")
	if err != nil {
		return err
	}
	return a.run(func(p *C.MjAi) C.MjStatus { return C.mj_ai_observe_discard(p, t) })
}

// ObserveMeld counts another player's meld as seen, less its already observed claimed tile
// (NoTile: none). bySeat is the seat that laid it down, for an AI playing several seats (every
// other seat counts it), or NoSeat: every seat does.
func (a *Ai) ObserveMeld(meld Meld, claimed int, bySeat int) error {
	raw, err := meld.raw("meld")
	if err != nil {
		return err
	}
	return a.run(func(p *C.MjAi) C.MjStatus {
		if bySeat == NoSeat {
			return C.mj_ai_observe_meld(p, &raw, C.int32_t(claimed))
		}
		return C.mj_ai_observe_meld_by(p, C.int32_t(bySeat), &raw, C.int32_t(claimed))
	})
}

// Seat is the seat (0-3) the questions are about; NoSeat for a new AI.
func (a *Ai) Seat() (int, error) {
	var out C.int32_t
	err := a.run(func(p *C.MjAi) C.MjStatus { return C.mj_ai_seat(p, &out) })
	if out == C.MJ_NONE {
		return NoSeat, err
	}
	return int(out), err
}

// SetSeat sets the seat the next questions are about; each seat keeps its own memory.
// NoSeat (a new AI's) answers each question from that call's arguments alone, so a shared
// AI that never names a seat answers as one AI per seat.
func (a *Ai) SetSeat(seat int) error {
	if seat == NoSeat {
		seat = C.MJ_NONE
	}
	return a.run(func(p *C.MjAi) C.MjStatus { return C.mj_ai_set_seat(p, C.int32_t(seat)) })
}

// Reset forgets every observed tile.
func (a *Ai) Reset() error {
	return a.run(func(p *C.MjAi) C.MjStatus { return C.mj_ai_reset(p) })
}

// Reseed restarts the random choices from seed.
func (a *Ai) Reseed(seed uint64) error {
	return a.run(func(p *C.MjAi) C.MjStatus { return C.mj_ai_reseed(p, C.uint64_t(seed)) })
}

// Observed is the copies of each kind observed so far (34 counts).
func (a *Ai) Observed() ([]int, error) {
	var out C.MjTileCounts
	err := a.run(func(p *C.MjAi) C.MjStatus { return C.mj_ai_observed(p, &out) })
	return ints(out.counts[:]), err
}

// SetWallLeft tells the AI the tiles left in the wall (WallEstimate: estimate them).
func (a *Ai) SetWallLeft(wallLeft int) error {
	return a.run(func(p *C.MjAi) C.MjStatus { return C.mj_ai_set_wall_left(p, C.int32_t(wallLeft)) })
}

// SetVoid gives the void suit (定缺: 0 万, 1 条, 2 筒; None for none) the current seat declared
// at a 四川 table the host runs itself.
func (a *Ai) SetVoid(suit int) error {
	return a.run(func(p *C.MjAi) C.MjStatus { return C.mj_ai_set_void(p, C.int32_t(suit)) })
}

// Hint is one discard of EXPERT's hint list, with its reasons.
type Hint struct {
	DiscardOption
	// WinProb is the estimated probability (0-1) of winning within the draws left.
	WinProb float64
	// Points is the expected points of the hand after the discard.
	Points float64
	// Targets is the targets closest after the discard.
	Targets []Target
	// Reason explains the discard in English.
	Reason string
	// ReasonZh explains it in Chinese.
	ReasonZh string
}

// Hints ranks the discards of a complete-size hand, best first, each with its reasons.
func (a *Ai) Hints(tiles []int, melds []Meld) ([]Hint, error) {
	if a == nil || a.ptr == nil {
		return nil, refuse(StatusNullPointer, "ai: closed or nil")
	}
	defer runtime.KeepAlive(a)
	h, err := handOf(tiles, melds)
	if err != nil {
		return nil, err
	}
	buf, err := fill(func(out *C.MjHint, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_ai_hints(a.ptr, &h.tiles[0], h.n, &h.melds[0], h.m, out, capacity, n)
	})
	if err != nil {
		return nil, err
	}
	return hintsWithReasons(buf, func(zh C.uint8_t, out *C.char, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_ai_hint_reasons(a.ptr, &h.tiles[0], h.n, &h.melds[0], h.m, zh, out, capacity, n)
	})
}

// hintsWithReasons converts the hint structs of a hint call and joins each to
// its English and Chinese reason lines, asked of `reasons` (0 English, 1
// Chinese) in the two-call text convention.
func hintsWithReasons(buf []C.MjHint, reasons func(zh C.uint8_t, out *C.char, capacity C.size_t, n *C.size_t) C.MjStatus) ([]Hint, error) {
	var lines [2][]string
	for zh := 0; zh < 2; zh++ {
		text, err := fillText(func(out *C.char, capacity C.size_t, n *C.size_t) C.MjStatus {
			return reasons(C.uint8_t(zh), out, capacity, n)
		})
		if err != nil {
			return nil, err
		}
		lines[zh] = strings.Split(text, "\n")
	}
	out := make([]Hint, len(buf))
	for i, h := range buf {
		out[i] = Hint{
			DiscardOption: DiscardOption{int(h.tile), int(h.index), int(h.shanten), IdsOf(uint64(h.draws)), int(h.draws_left)},
			WinProb:       float64(h.win_prob),
			Points:        float64(h.points),
			Targets:       targets(uint32(h.targets)),
		}
		if i < len(lines[0]) && i < len(lines[1]) {
			out[i].Reason, out[i].ReasonZh = lines[0][i], lines[1][i]
		}
	}
	return out, nil
}
