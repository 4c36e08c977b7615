package majiang

// #include "majiang.h"
import "C"

// NoFan is Win.Fan where the value does not count fan (a 四川 平胡 is worth 0 fan).
const NoFan = -1

// Win is one win of a finished hand (Game.Wins), on every table: the winner, who paid alone
// (NoSeat for a self-draw), the winning tile (NoTile for 天胡), this win's payments by seat and
// its Value as the table scored it; on a 四川 table its Patterns, under Changsha scoring Small,
// BigHands and Units.
type Win struct {
	// Seat is the winner.
	Seat int
	// From is who paid alone (the discarder, the kong player), or NoSeat for a self-draw.
	From int
	// Tile is the winning tile, or NoTile for 天胡 (the dealt fourteen).
	Tile int
	// Deltas is this win's payments by seat, birds included (sum zero).
	Deltas [4]int
	// Fan is Value.Total where the value counts fan (四川 before the cap; the mcr preset,
	// flowers included); NoFan elsewhere.
	Fan int
	// Patterns is the 四川 patterns, each as often as it counts; empty elsewhere.
	Patterns []SichuanPattern
	// Small is a small hand, as the WON event's flag: Changsha's 小胡, every flat-table win,
	// a 四川 win of 0 fan.
	Small bool
	// BigHands is the Changsha big hands; empty elsewhere.
	BigHands []BigHand
	// Units is the Changsha units of the big hands.
	Units int
	// Value is what the win was worth, as Game.WinValue gives it.
	Value HandValue
}

// Wins is every win of the finished hand, in the order won (empty while the hand is on), each
// with its Value.
func (g *Game) Wins() ([]Win, error) {
	raw, err := list(g, func(p *C.MjGame, out *C.MjWin, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_game_wins(p, out, capacity, n)
	}, func(w C.MjWin) C.MjWin { return w })
	if err != nil {
		return nil, err
	}
	out := make([]Win, len(raw))
	for i, w := range raw {
		win := Win{
			Seat: int(w.seat), From: orNone(w.from), Tile: orNone(w.tile), Deltas: points(w.deltas),
			Fan: NoFan, Patterns: []SichuanPattern{}, Small: w.small != 0, Units: int(w.units),
		}
		if s := sichuanOf(w.sichuan); s.Win {
			win.Patterns = s.Patterns
		}
		win.BigHands = bigHandsOf(uint32(w.big_hands))
		if win.Value, err = g.WinValue(i); err != nil {
			return nil, err
		}
		if win.Value.Unit == ValueUnitFan {
			win.Fan = win.Value.Total
		}
		out[i] = win
	}
	return out, nil
}

// bigHandsOf is the big hands of a mask (bits 1 << BigHand), in BigHand order.
func bigHandsOf(mask uint32) []BigHand {
	out := []BigHand{}
	for b := 0; b < 32; b++ {
		if mask>>b&1 != 0 {
			out = append(out, BigHand(b))
		}
	}
	return out
}
