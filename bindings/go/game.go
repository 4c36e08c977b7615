package majiang

/*
#include <stdlib.h>
#include "majiang.h"
*/
import "C"

import (
	"runtime"
	"strconv"
	"unsafe"
)

// Game is one hand of mahjong driven step by step (MjGame*): NewGame(rules, seed, dealer),
// then ask State().NextSeat for its LegalActions and Apply one, until NextSeat is NoSeat.
// Close frees it; a finalizer does if Close is never called.
type Game struct {
	ptr *C.MjGame
}

func newGame(ptr *C.MjGame) *Game {
	g := &Game{ptr: ptr}
	runtime.SetFinalizer(g, (*Game).Close)
	return g
}

// NewGame deals a hand: the rules are copied, the seed fixes the wall, dealer is seat 0-3.
func NewGame(rules *Rules, seed uint64, dealer int) (*Game, error) {
	p, err := rules.handle()
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(rules)
	var out *C.MjGame
	err = call(func() C.MjStatus { return C.mj_game_new(p, C.uint64_t(seed), C.int32_t(dealer), &out) })
	if err != nil {
		return nil, err
	}
	return newGame(out), nil
}

// ReplayGame is the game a JSON-lines record (RecordJSON) leaves.
func ReplayGame(record string) (*Game, error) {
	text, err := cString(record, "record")
	if err != nil {
		return nil, err
	}
	defer C.free(unsafe.Pointer(text))
	var out *C.MjGame
	if err := call(func() C.MjStatus { return C.mj_game_replay(text, &out) }); err != nil {
		return nil, err
	}
	return newGame(out), nil
}

// Close frees the game now; a second Close does nothing.
func (g *Game) Close() {
	if g != nil && g.ptr != nil {
		C.mj_game_free(g.ptr)
		g.ptr = nil
	}
}

// handle is the C pointer, or an error once closed.
func (g *Game) handle() (*C.MjGame, error) {
	if g == nil || g.ptr == nil {
		return nil, refuse(StatusNullPointer, "game: closed or nil")
	}
	return g.ptr, nil
}

// run runs one call on the game's handle.
func (g *Game) run(f func(*C.MjGame) C.MjStatus) error {
	p, err := g.handle()
	if err != nil {
		return err
	}
	defer runtime.KeepAlive(g)
	return call(func() C.MjStatus { return f(p) })
}

// list runs a buffer-filling call on the game's handle and converts each element.
func list[T, R any](g *Game, f func(p *C.MjGame, out *T, capacity C.size_t, n *C.size_t) C.MjStatus, convert func(T) R) ([]R, error) {
	p, err := g.handle()
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(g)
	buf, err := fill(func(out *T, capacity C.size_t, n *C.size_t) C.MjStatus { return f(p, out, capacity, n) })
	out := make([]R, len(buf))
	for i, x := range buf {
		out[i] = convert(x)
	}
	return out, err
}

// GameState is the table at a glance.
type GameState struct {
	// Scores is each seat's points: this hand's payments so far.
	Scores [4]int
	// Phase is what the table waits for.
	Phase Phase
	// Seat is the seat the phase is about (for PhaseClaim the one that gave the tile up), or NoSeat.
	Seat int
	// Offer is what is on offer in PhaseClaim, or -1.
	Offer Offer
	// Tiles is the tiles on offer, flipped or taken.
	Tiles []int
	// Pending is the seats that must answer now.
	Pending []int
	// NextSeat is the seat to ask next, or NoSeat when the hand is over.
	NextSeat int
	// Dealer is the dealer's seat.
	Dealer int
	// WallLeft is the tiles left in the wall.
	WallLeft int
	// Frozen is the seats that declared 开杠.
	Frozen []int
}

// State is the phase, whose decision, the offer, the wall and the scores.
func (g *Game) State() (GameState, error) {
	var s C.MjGameState
	if err := g.run(func(p *C.MjGame) C.MjStatus { return C.mj_game_state(p, &s) }); err != nil {
		return GameState{}, err
	}
	return GameState{
		Scores:   points(s.scores),
		Phase:    Phase(s.phase),
		Seat:     orNone(s.seat),
		Offer:    Offer(orNone(s.offer)),
		Tiles:    ints(s.tiles[:s.tile_count]),
		Pending:  seats(s.pending),
		NextSeat: orNone(s.next_seat),
		Dealer:   int(s.dealer),
		WallLeft: int(s.wall_left),
		Frozen:   seats(s.frozen),
	}, nil
}

func points(p C.MjPoints) [4]int {
	return [4]int{int(p.points[0]), int(p.points[1]), int(p.points[2]), int(p.points[3])}
}

// tiles is a seat's tile list (Hand, Dealt).
func (g *Game) tiles(seat int, f func(*C.MjGame, C.int32_t, *C.uint8_t, C.size_t, *C.size_t) C.MjStatus) ([]int, error) {
	return list(g, func(p *C.MjGame, out *C.uint8_t, capacity C.size_t, n *C.size_t) C.MjStatus {
		return f(p, C.int32_t(seat), out, capacity, n)
	}, func(t C.uint8_t) int { return int(t) })
}

// Hand is a seat's concealed tiles, sorted: the server decides who may see them.
func (g *Game) Hand(seat int) ([]int, error) {
	return g.tiles(seat, func(p *C.MjGame, s C.int32_t, out *C.uint8_t, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_game_hand(p, s, out, capacity, n)
	})
}

// Dealt is a seat's hand as dealt, sorted.
func (g *Game) Dealt(seat int) ([]int, error) {
	return g.tiles(seat, func(p *C.MjGame, s C.int32_t, out *C.uint8_t, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_game_dealt(p, s, out, capacity, n)
	})
}

// DrawnTile is the tile a seat just drew, or NoTile.
func (g *Game) DrawnTile(seat int) (int, error) {
	var out C.int32_t
	err := g.run(func(p *C.MjGame) C.MjStatus { return C.mj_game_drawn_tile(p, C.int32_t(seat), &out) })
	return int(out), err
}

// Melds is a seat's melds, concealed kongs included.
func (g *Game) Melds(seat int) ([]Meld, error) {
	return list(g, func(p *C.MjGame, out *C.MjMeld, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_game_melds(p, C.int32_t(seat), out, capacity, n)
	}, func(m C.MjMeld) Meld {
		return meldOf(m)
	})
}

// Discard is one tile of a discard pile.
type Discard struct {
	// Tile is the tile id.
	Tile int
	// Claimed is true when another player claimed it (it sits in their meld).
	Claimed bool
}

// Discards is a seat's discard pile.
func (g *Game) Discards(seat int) ([]Discard, error) {
	return list(g, func(p *C.MjGame, out *C.MjDiscard, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_game_discards(p, C.int32_t(seat), out, capacity, n)
	}, func(d C.MjDiscard) Discard {
		return Discard{int(d.tile), d.claimed != 0}
	})
}

// SichuanSeat is a seat's standing at a 四川 table.
type SichuanSeat struct {
	// VoidSuit is its 定缺 suit (0 万, 1 条, 2 筒), or NoSeat (-1) until every seat has
	// declared: the C ABI's void_suit, as every binding names it (docs/names.md).
	VoidSuit int
	// Wins is its wins so far.
	Wins int
	// Left is true once it has left the hand (血战到底: after its win).
	Left bool
	// Void is VoidSuit under its 0.1 name, set alike.
	//
	// Deprecated: use VoidSuit; Void is removed in the next minor release.
	Void int
}

// SichuanSeat is a seat's void suit, wins and whether it has left the hand.
func (g *Game) SichuanSeat(seat int) (SichuanSeat, error) {
	var s C.MjSichuanSeat
	err := g.run(func(p *C.MjGame) C.MjStatus { return C.mj_game_sichuan_seat(p, C.int32_t(seat), &s) })
	void := orNone(s.void_suit)
	return SichuanSeat{VoidSuit: void, Wins: int(s.wins), Left: s.left != 0, Void: void}, err
}

// Action is a move: its kind and tile (0 for the kinds that name none; the suit for DING_QUE).
type Action struct {
	// Kind is what is done.
	Kind ActionKind
	// Tile is the tile id it is about.
	Tile int
}

// LegalActions is what seat may do now (empty when nothing is asked of it).
func (g *Game) LegalActions(seat int) ([]Action, error) {
	return list(g, func(p *C.MjGame, out *C.MjAction, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_game_legal_actions(p, C.int32_t(seat), out, capacity, n)
	}, func(a C.MjAction) Action {
		return Action{ActionKind(a.kind), int(a.tile)}
	})
}

// Hints is the hint list of seat in its turn: EXPERT's ranking of the discards legal now,
// best first, each with its reasons, from what the seat sees (its void suit on 四川; the mcr
// preset prices its own wind); Index is the position in Hand(seat). Empty when it is not the
// seat's turn to discard.
func (g *Game) Hints(seat int) ([]Hint, error) {
	p, err := g.handle()
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(g)
	buf, err := fill(func(out *C.MjHint, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_game_hints(p, C.int32_t(seat), out, capacity, n)
	})
	if err != nil {
		return nil, err
	}
	return hintsWithReasons(buf, func(zh C.uint8_t, out *C.char, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_game_hint_reasons(p, C.int32_t(seat), zh, out, capacity, n)
	})
}

// Apply plays an action for seat; an illegal one is refused with StatusIllegalAction and
// the game is unchanged.
func (g *Game) Apply(seat int, action Action) error {
	if !action.Kind.Valid() {
		return refuse(StatusInvalidArgument, "action.kind: %d is not an ActionKind", int32(action.Kind))
	}
	if action.Tile < 0 || action.Tile > 255 {
		return refuse(StatusInvalidTile, "action.tile: %d is neither a tile id (0-%d) nor a suit", action.Tile, Kinds-1)
	}
	raw := C.MjAction{kind: C.uint8_t(action.Kind), tile: C.uint8_t(action.Tile)}
	return g.run(func(p *C.MjGame) C.MjStatus { return C.mj_game_apply(p, C.int32_t(seat), &raw) })
}

// AiAction is what a built-in AI would play for seat (not applied).
func (g *Game) AiAction(seat int, ai *Ai) (Action, error) {
	if ai == nil || ai.ptr == nil {
		return Action{}, refuse(StatusNullPointer, "ai: closed or nil")
	}
	defer runtime.KeepAlive(ai)
	var out C.MjAction
	err := g.run(func(p *C.MjGame) C.MjStatus { return C.mj_game_ai_action(p, C.int32_t(seat), ai.ptr, &out) })
	return Action{ActionKind(out.kind), int(out.tile)}, err
}

// Event is one thing that happened; the fields its Kind does not use are zero, NoSeat or empty.
type Event struct {
	// Kind is what happened.
	Kind EventKind
	// Seat is the player it is about, or NoSeat.
	Seat int
	// From is the other player involved (the discarder of a claimed tile), or NoSeat.
	From int
	// Tile is the tile drawn, discarded, shown or won on, or a meld's lowest tile; NoTile if none.
	Tile int
	// Detail is a DrawSource, MeldKind, SettleReason or OpeningWin by Kind (WIN_FAN: the 根).
	Detail int
	// Flag is 开杠 for MELDED, a small hand for WON.
	Flag bool
	// Tiles is the flipped tiles (KONG_FLIP), the birds, or each seat's void (VOIDS_DECLARED).
	Tiles []int
	// BigHands is WON's big hands.
	BigHands []BigHand
	// Patterns is WIN_FAN's 四川 patterns.
	Patterns []SichuanPattern
	// Count is WON's units, WIN_FAN's fan before the cap, OPENING_WIN's occurrences.
	Count int
	// Deltas is the points moved (SETTLED; WON: this win's share).
	Deltas [4]int
}

// Events is the events since the last call.
func (g *Game) Events() ([]Event, error) {
	return list(g, func(p *C.MjGame, out *C.MjEvent, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_game_events(p, out, capacity, n)
	}, eventOf)
}

// eventOf is a raw event as the record.
func eventOf(e C.MjEvent) Event {
	out := Event{
		Kind: EventKind(e.kind), Seat: orNone(e.seat), From: orNone(e.from), Tile: orNone(e.tile),
		Detail: int(e.detail), Flag: e.flag != 0, Tiles: ints(e.tiles[:e.tile_count]),
		BigHands: []BigHand{}, Patterns: []SichuanPattern{},
		Count: int(e.count), Deltas: points(e.deltas),
	}
	for b := 0; b < 32; b++ {
		if e.big_hands>>b&1 == 0 {
			continue
		}
		if EventKind(e.kind) == EventKindWinFan {
			out.Patterns = append(out.Patterns, SichuanPattern(b))
		} else {
			out.BigHands = append(out.BigHands, BigHand(b))
		}
	}
	return out
}

// GameResult is how the hand ended, with every win and its details (Wins).
type GameResult struct {
	// Finished is true once the hand is over.
	Finished bool
	// Deltas is every point that moved in the hand, by seat (sum zero).
	Deltas [4]int
	// Winners is the seats that won (empty for an exhaustive draw).
	Winners []int
	// From is the seat that paid the wins alone, or NoSeat.
	From int
	// NextDealer is who deals the next hand, or NoSeat while the hand is on.
	NextDealer int
	// BigHands is each winning seat's Changsha big hands (empty for a small hand).
	BigHands [4][]BigHand
	// Units is each winning seat's big-hand units.
	Units [4]int
	// Birds is the birds flipped.
	Birds []int
	// Wins is every win of the hand as Game.Wins gives them: each one's value (named lines),
	// the 四川 patterns, the Changsha big hands and units.
	Wins []Win
}

// Result is the outcome (Finished false while the hand is on).
func (g *Game) Result() (GameResult, error) {
	var r C.MjGameResult
	if err := g.run(func(p *C.MjGame) C.MjStatus { return C.mj_game_result(p, &r) }); err != nil {
		return GameResult{}, err
	}
	wins, err := g.Wins()
	if err != nil {
		return GameResult{}, err
	}
	out := GameResult{
		Finished: r.finished != 0, Deltas: points(r.deltas), Winners: seats(r.winners),
		From: orNone(r.from), NextDealer: orNone(r.next_dealer),
		Units: [4]int{int(r.units[0]), int(r.units[1]), int(r.units[2]), int(r.units[3])},
		Birds: ints(r.birds[:r.bird_count]), Wins: wins,
	}
	for s := range out.BigHands {
		out.BigHands[s] = bigHandsOf(uint32(r.big_hands[s]))
	}
	return out, nil
}

// Payment is one payment line: From pays To Points for Reason (Hits: a BIRDS line's hits),
// with the reason's names as a result screen shows them.
type Payment struct {
	// From is the payer's seat.
	From int
	// To is the payee's seat.
	To int
	// Points is the points paid (positive).
	Points int
	// Reason is why.
	Reason PaymentReason
	// Hits is the bird hits of a BIRDS line, 0 otherwise.
	Hits int
	// ReasonID is the reason's stable id ("cagua"), Reason.IDName.
	ReasonID string
	// Label is the reason's 中文 label ("擦挂"); a BIRDS line's counts its hits ("中鸟 ×2").
	Label string
	// LabelEn is the reason's English label ("kong from a discard (cagua)"; "birds ×2").
	LabelEn string
}

// Payments is every payment line of a finished hand on a flat or 四川 table, in the order
// paid; per seat they add up to Result().Deltas. Empty under Changsha scoring.
func (g *Game) Payments() ([]Payment, error) {
	lines, err := list(g, func(p *C.MjGame, out *C.MjPayment, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_game_payments(p, out, capacity, n)
	}, func(p C.MjPayment) Payment {
		return Payment{From: int(p.from), To: int(p.to), Points: int(p.points), Reason: PaymentReason(p.reason), Hits: int(p.hits)}
	})
	if err != nil {
		return nil, err
	}
	for i := range lines {
		if err := lines[i].name(); err != nil {
			return nil, err
		}
	}
	return lines, nil
}

// name sets the line's ReasonID, Label and LabelEn from the C ABI's names of its reason.
func (p *Payment) name() error {
	var err error
	if p.ReasonID, err = p.Reason.IDName(); err != nil {
		return err
	}
	if p.Label, err = p.Reason.ChineseName(); err != nil {
		return err
	}
	if p.LabelEn, err = p.Reason.EnglishName(); err != nil {
		return err
	}
	// A BIRDS line says how many birds hit, as every binding's label does.
	if p.Reason == PaymentReasonBirds {
		hits := " ×" + strconv.Itoa(p.Hits)
		p.Label += hits
		p.LabelEn += hits
	}
	return nil
}

// Bird is one bird (扎鸟) flipped after a win.
type Bird struct {
	// Tile is the tile id.
	Tile int
	// Seat is the seat it lands on where the rules read it, or NoSeat.
	Seat int
	// Hits is the hits it counts for the winners on a flat table.
	Hits int
}

// Birds is every bird flipped after the win.
func (g *Game) Birds() ([]Bird, error) {
	return list(g, func(p *C.MjGame, out *C.MjBird, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_game_birds(p, out, capacity, n)
	}, func(b C.MjBird) Bird {
		return Bird{int(b.tile), orNone(b.seat), int(b.hits)}
	})
}

// RecordJSON is the game record as JSON lines (ReplayGame reads it back).
func (g *Game) RecordJSON() (string, error) {
	p, err := g.handle()
	if err != nil {
		return "", err
	}
	defer runtime.KeepAlive(g)
	return fillText(func(out *C.char, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_game_record_json(p, out, capacity, n)
	})
}
