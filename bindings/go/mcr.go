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

// McrSituation is how a 国标 hand was won, for McrAnalyze and McrWaits (ParseMcrSituation reads
// the command line's words).
type McrSituation struct {
	// Win is the tile id won on (drawn or claimed).
	Win int
	// SelfDrawn is a win on one's own draw (自摸).
	SelfDrawn bool
	// LastCopy is a win on the last copy not yet seen (和绝张).
	LastCopy bool
	// Kong is 杠上开花 when self-drawn, 抢杠和 otherwise.
	Kong bool
	// LastTile is the wall's last tile (妙手回春 / 海底捞月).
	LastTile bool
	// Seat and Round are the seat and prevalent winds, 0 East … 3 North.
	Seat, Round int
	// Flowers is the flowers held, 0-8.
	Flowers int
}

func (s McrSituation) raw() (C.MjMcrSituation, error) {
	for _, f := range []struct {
		name     string
		value    int
		min, max int
	}{{"Win", s.Win, 0, 33}, {"Seat", s.Seat, 0, 3}, {"Round", s.Round, 0, 3}, {"Flowers", s.Flowers, 0, 8}} {
		if f.value < f.min || f.value > f.max {
			return C.MjMcrSituation{}, refuse(StatusInvalidArgument, "situation.%s: %d is out of range %d-%d", f.name, f.value, f.min, f.max)
		}
	}
	return C.MjMcrSituation{win: C.uint8_t(s.Win), self_drawn: flag(s.SelfDrawn), last_copy: flag(s.LastCopy),
		kong: flag(s.Kong), last_tile: flag(s.LastTile), seat: C.uint8_t(s.Seat), round: C.uint8_t(s.Round),
		flowers: C.uint8_t(s.Flowers)}, nil
}

// ParseMcrSituation reads the words "win:9s self_drawn last_copy kong last_tile seat:S round:E
// flowers:2"; without win: the tile defaultWin (NoTile: an error).
func ParseMcrSituation(words string, defaultWin int) (McrSituation, error) {
	text, err := cString(words, "words")
	if err != nil {
		return McrSituation{}, err
	}
	defer C.free(unsafe.Pointer(text))
	var out C.MjMcrSituation
	if err := call(func() C.MjStatus { return C.mj_mcr_situation_parse(text, C.int32_t(defaultWin), &out) }); err != nil {
		return McrSituation{}, err
	}
	return McrSituation{int(out.win), out.self_drawn != 0, out.last_copy != 0, out.kong != 0, out.last_tile != 0,
		int(out.seat), int(out.round), int(out.flowers)}, nil
}

// McrFanCount is one fan of a 国标 analysis: the fan, its identifier, 中文 name (as the judge's
// calculator prints it), English name, value per time and how many times it counts.
type McrFanCount struct {
	Fan     McrFan
	ID      string
	Name    string
	English string
	Value   int
	Count   int
}

// McrAnalysis is what a hand is worth under 国标.
type McrAnalysis struct {
	// Win is true when the tiles form an MCR winning shape.
	Win bool
	// Fan is the total, flowers included (what the payments use).
	Fan int
	// FanWithoutFlowers is what the minimum is checked against.
	FanWithoutFlowers int
	// MeetsMinimum is true when the rules' minimum is reached.
	MeetsMinimum bool
	// Shanten is of the 13 tiles before the win (0 when it wins).
	Shanten int
	// Flowers is the flowers counted (花牌).
	Flowers int
	// Fans is the fans in the calculator's order (empty when not a win).
	Fans []McrFanCount
}

func mcrOf(out C.MjMcrAnalysis) (McrAnalysis, error) {
	a := McrAnalysis{Win: out.win != 0, Fan: int(out.fan), FanWithoutFlowers: int(out.fan_without_flowers),
		MeetsMinimum: out.meets_minimum != 0, Shanten: int(out.shanten), Flowers: int(out.flowers), Fans: []McrFanCount{}}
	for id := 1; id < McrFanSlots; id++ {
		n := int(out.fan_counts[id])
		if n == 0 {
			continue
		}
		f := McrFan(id)
		c := McrFanCount{Fan: f, Count: n}
		var err error
		if c.ID, err = f.IDName(); err != nil {
			return a, err
		}
		if c.Name, err = f.ChineseName(); err != nil {
			return a, err
		}
		if c.English, err = f.EnglishName(); err != nil {
			return a, err
		}
		if c.Value, err = f.Value(); err != nil {
			return a, err
		}
		a.Fans = append(a.Fans, c)
	}
	return a, nil
}

// situationArg is the situation as the header's struct, or nil.
func situationArg(s *McrSituation) (*C.MjMcrSituation, error) {
	if s == nil {
		return nil, nil
	}
	raw, err := s.raw()
	if err != nil {
		return nil, err
	}
	return &raw, nil
}

// McrAnalyze is the fans of a complete-size hand under the mcr rules in situation (nil: won on
// a discard of the last tile given, East seat and round, no flowers); tiles with no winning
// shape give Win false and the shanten.
func McrAnalyze(rules *Rules, tiles []int, melds []Meld, situation *McrSituation) (McrAnalysis, error) {
	s, err := situationArg(situation)
	if err != nil {
		return McrAnalysis{}, err
	}
	var out C.MjMcrAnalysis
	err = rules.with(tiles, melds, func(p *C.MjRules, h hand) C.MjStatus {
		return C.mj_mcr_analyze(p, &h.tiles[0], h.n, &h.melds[0], h.m, s, &out)
	})
	if err != nil {
		return McrAnalysis{}, err
	}
	return mcrOf(out)
}

// McrWait is one wait of a ready 国标 hand and what winning on it scores.
type McrWait struct {
	Tile     int
	Analysis McrAnalysis
}

// McrWaits is the waits of a 3n+1 hand under the mcr rules, ascending, each with the fans of
// the win on it (in situation, its winning tile replaced; nil: a discard win).
func McrWaits(rules *Rules, tiles []int, melds []Meld, situation *McrSituation) ([]McrWait, error) {
	s, err := situationArg(situation)
	if err != nil {
		return nil, err
	}
	p, h, err := rules.prepare(tiles, melds)
	if err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(rules)
	buf, err := fill(func(out *C.MjMcrWait, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_mcr_waits(p, &h.tiles[0], h.n, &h.melds[0], h.m, s, out, capacity, n)
	})
	if err != nil {
		return nil, err
	}
	out := make([]McrWait, len(buf))
	for i, w := range buf {
		a, err := mcrOf(w.analysis)
		if err != nil {
			return nil, err
		}
		out[i] = McrWait{int(w.tile), a}
	}
	return out, nil
}

// McrFans is the fans of win number win of the finished 国标 hand (Wins order), as the table
// scored them; refused off 国标 or with no such win.
func (g *Game) McrFans(win int) (McrAnalysis, error) {
	if win < 0 {
		return McrAnalysis{}, refuse(StatusInvalidArgument, "win: %d is not an index", win)
	}
	var out C.MjMcrAnalysis
	if err := g.run(func(p *C.MjGame) C.MjStatus { return C.mj_game_mcr_fans(p, C.size_t(win), &out) }); err != nil {
		return McrAnalysis{}, err
	}
	return mcrOf(out)
}

// IDName is the fan's identifier ("full_flush").
func (f McrFan) IDName() (string, error) {
	return staticName(func(o **C.char) C.MjStatus { return C.mj_mcr_fan_id_name(C.int32_t(f), o) })
}

// ChineseName is the fan's 中文 name as the judge's calculator prints it ("清一色").
func (f McrFan) ChineseName() (string, error) {
	return staticName(func(o **C.char) C.MjStatus { return C.mj_mcr_fan_chinese_name(C.int32_t(f), o) })
}

// EnglishName is the fan's English name ("Full Flush").
func (f McrFan) EnglishName() (string, error) {
	return staticName(func(o **C.char) C.MjStatus { return C.mj_mcr_fan_english_name(C.int32_t(f), o) })
}

// Value is the fan the fan is worth each time it counts (FullFlush 24; FlowerTiles 1 per flower).
func (f McrFan) Value() (int, error) {
	var out C.uint32_t
	err := call(func() C.MjStatus { return C.mj_mcr_fan_value(C.int32_t(f), &out) })
	return int(out), err
}
