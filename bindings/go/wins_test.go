package majiang_test

import (
	"reflect"
	"strconv"
	"testing"

	"majiang"
)

// TestWins plays seeded hands of every family with HARD AIs and checks Game.Wins against the
// result and the events: one Win per winner, the wins' payments summing to zero, and each
// family's details — 四川 fan and patterns (as its WIN_FAN event says), mcr values whose lines
// sum to the win's fan, Changsha small or big hands (as its WON event says) and their units as
// the value's total, the flat shape of a 红中 win — and nothing of another family's.
func TestWins(t *testing.T) {
	wins := map[string]int{}
	for _, name := range []string{"changsha", "hongzhong", "sichuan", "mcr"} {
		rules := must(majiang.RulesByName(name))
		for seed := uint64(1); seed <= 12; seed++ {
			game := must(majiang.NewGame(rules, seed, int(seed%4)))
			ais := make([]*majiang.Ai, 4)
			for s := range ais {
				ais[s] = must(majiang.NewAi(majiang.DifficultyHard, seed*4+uint64(s), rules))
			}
			var won, fans []majiang.Event
			for state := must(game.State()); state.NextSeat != majiang.NoSeat; state = must(game.State()) {
				if err := game.Apply(state.NextSeat, must(game.AiAction(state.NextSeat, ais[state.NextSeat]))); err != nil {
					t.Fatal(err)
				}
				for _, e := range must(game.Events()) {
					switch e.Kind {
					case majiang.EventKindWon:
						won = append(won, e)
					case majiang.EventKindWinFan:
						fans = append(fans, e)
					}
				}
			}
			list := must(game.Wins())
			if len(list) != len(won) {
				t.Fatalf("%s/%d: %d wins, %d WON events", name, seed, len(list), len(won))
			}
			r := must(game.Result())
			if len(r.Winners) != len(list) && name != "sichuan" {
				t.Errorf("%s/%d: %d winners, %d wins", name, seed, len(r.Winners), len(list))
			}
			// The result carries the same wins, and each win its seat's big hands and units.
			if !reflect.DeepEqual(r.Wins, list) {
				t.Errorf("%s/%d: the result's wins %+v, Wins %+v", name, seed, r.Wins, list)
			}
			for _, w := range list {
				if !reflect.DeepEqual(w.BigHands, r.BigHands[w.Seat]) || w.Units != r.Units[w.Seat] {
					t.Errorf("%s/%d: win %+v, the result's seat %d: %v, %d units", name, seed, w, w.Seat, r.BigHands[w.Seat], r.Units[w.Seat])
				}
			}
			for i, w := range list {
				total := 0
				for _, d := range w.Deltas {
					total += d
				}
				if total != 0 || w.Small != won[i].Flag || w.Seat != won[i].Seat || w.Tile != won[i].Tile || w.Deltas != won[i].Deltas {
					t.Errorf("%s/%d win %d: %+v against its WON event %+v", name, seed, i, w, won[i])
				}
				v := w.Value
				if !v.Win || !v.MeetsMinimum || len(v.Lines) == 0 || lineSum(v) != v.Total {
					t.Errorf("%s/%d win %d: value %+v", name, seed, i, v)
				}
				switch name {
				case "sichuan":
					if w.Fan != fans[i].Count || v.Unit != majiang.ValueUnitFan || len(w.Patterns) == 0 || len(w.BigHands) != 0 {
						t.Errorf("%s/%d win %d: %+v against WIN_FAN %+v", name, seed, i, w, fans[i])
					}
				case "mcr":
					if w.Fan != v.Total || v.Unit != majiang.ValueUnitFan || len(w.Patterns) != 0 {
						t.Errorf("%s/%d win %d: %+v", name, seed, i, w)
					}
				case "changsha":
					if w.Fan != majiang.NoFan || v.Unit != majiang.ValueUnitUnits || v.Total != w.Units || len(w.Patterns) != 0 {
						t.Errorf("%s/%d win %d: %+v against WON %+v", name, seed, i, w, won[i])
					}
				default:
					if w.Fan != majiang.NoFan || v.Unit != majiang.ValueUnitAlike || v.Total != 0 || len(w.Patterns) != 0 {
						t.Errorf("%s/%d win %d: %+v against WON %+v", name, seed, i, w, won[i])
					}
				}
				wins[name]++
			}
			for _, ai := range ais {
				ai.Close()
			}
			game.Close()
		}
		rules.Close()
	}
	for _, name := range []string{"changsha", "hongzhong", "sichuan", "mcr"} {
		if wins[name] == 0 {
			t.Errorf("%s: no win in 12 hands, nothing checked", name)
		}
	}
}

// TestPaymentLabels plays 红中 hands (four birds) with HARD AIs and checks each payment line's
// names: a BIRDS line's labels count the birds' hits ("中鸟 ×2", "birds ×2"), a WIN line's are
// the C ABI's names of WIN ("胡", "win").
func TestPaymentLabels(t *testing.T) {
	rules := must(majiang.RulesByName("hongzhong"))
	defer rules.Close()
	ai := must(majiang.NewAi(majiang.DifficultyHard, 3, rules))
	defer ai.Close()
	birdLines, winLines := 0, 0
	for seed := uint64(0); seed < 12; seed++ {
		game := must(majiang.NewGame(rules, seed, int(seed%4)))
		for state := must(game.State()); state.NextSeat != majiang.NoSeat; state = must(game.State()) {
			if err := game.Apply(state.NextSeat, must(game.AiAction(state.NextSeat, ai))); err != nil {
				t.Fatal(err)
			}
		}
		hits := 0
		for _, b := range must(game.Birds()) {
			hits += b.Hits
		}
		for _, p := range must(game.Payments()) {
			switch p.Reason {
			case majiang.PaymentReasonBirds:
				birdLines++
				times := " ×" + strconv.Itoa(hits)
				if p.Hits != hits || p.ReasonID != "birds" || p.Label != "中鸟"+times || p.LabelEn != "birds"+times {
					t.Errorf("seed %d: bird line %+v, %d hits", seed, p, hits)
				}
			case majiang.PaymentReasonWin:
				winLines++
				if p.ReasonID != "win" || p.Label != "胡" || p.Label != must(majiang.PaymentReasonWin.ChineseName()) || p.LabelEn != "win" {
					t.Errorf("seed %d: win line %+v", seed, p)
				}
			}
		}
		game.Close()
	}
	if birdLines == 0 || winLines == 0 {
		t.Errorf("%d bird lines, %d win lines in 12 hands: nothing checked", birdLines, winLines)
	}
}
