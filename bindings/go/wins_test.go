package majiang_test

import (
	"testing"

	"majiang"
)

// TestWins plays seeded hands of every family with HARD AIs and checks Game.Wins against the
// result and the events: one Win per winner, the wins' payments summing to zero, and each
// family's details — 四川 fan and patterns (as its WIN_FAN event says), 国标 fan lists whose
// total is the win's fan, Changsha small or big hands (as its WON event says) — and nothing
// of another family's.
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
			if r := must(game.Result()); len(r.Winners) != len(list) && name != "sichuan" {
				t.Errorf("%s/%d: %d winners, %d wins", name, seed, len(r.Winners), len(list))
			}
			for i, w := range list {
				total := 0
				for _, d := range w.Deltas {
					total += d
				}
				if total != 0 || w.Small != won[i].Flag || w.Seat != won[i].Seat || w.Tile != won[i].Tile || w.Deltas != won[i].Deltas {
					t.Errorf("%s/%d win %d: %+v against its WON event %+v", name, seed, i, w, won[i])
				}
				switch name {
				case "sichuan":
					if w.Fan != fans[i].Count || len(w.Patterns) == 0 || w.Mcr != nil || len(w.BigHands) != 0 {
						t.Errorf("%s/%d win %d: %+v against WIN_FAN %+v", name, seed, i, w, fans[i])
					}
				case "mcr":
					if w.Mcr == nil {
						t.Fatalf("%s/%d win %d: no fan list", name, seed, i)
					}
					fanSum := 0
					for _, f := range w.Mcr.Fans {
						fanSum += f.Value * f.Count
					}
					if w.Fan != w.Mcr.Fan || fanSum != w.Fan || !w.Mcr.MeetsMinimum || len(w.Patterns) != 0 {
						t.Errorf("%s/%d win %d: %+v", name, seed, i, w)
					}
				default:
					if w.Fan != majiang.NoFan || w.Mcr != nil || len(w.Patterns) != 0 {
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
