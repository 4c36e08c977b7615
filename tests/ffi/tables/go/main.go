// Command tables plays the 四川 and 红中 tables of tables.c through the Go binding and prints
// the same lines: "PRESET SEED: D0,D1,D2,D3 winners W actions N".
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"majiang"
)

// play plays one hand: every seat by one HARD AI of seed 5, dealer seed % 4.
func play(preset string, seed uint64) (string, error) {
	rules, err := majiang.RulesByName(preset)
	if err != nil {
		return "", err
	}
	defer rules.Close()
	ai, err := majiang.NewAi(majiang.DifficultyHard, 5, rules)
	if err != nil {
		return "", err
	}
	defer ai.Close()
	game, err := majiang.NewGame(rules, seed, int(seed%4))
	if err != nil {
		return "", err
	}
	defer game.Close()
	actions := 0
	for {
		state, err := game.State()
		if err != nil {
			return "", err
		}
		if state.NextSeat == majiang.NoSeat {
			break
		}
		action, err := game.AiAction(state.NextSeat, ai)
		if err == nil {
			err = game.Apply(state.NextSeat, action)
		}
		if err != nil {
			return "", err
		}
		actions++
	}
	r, err := game.Result()
	if err != nil {
		return "", err
	}
	if r.Deltas[0]+r.Deltas[1]+r.Deltas[2]+r.Deltas[3] != 0 {
		return "", fmt.Errorf("%s %d: %v does not sum to zero", preset, seed, r.Deltas)
	}
	winners := make([]string, len(r.Winners))
	for i, w := range r.Winners {
		winners[i] = strconv.Itoa(w)
	}
	if len(winners) == 0 {
		winners = []string{"-"}
	}
	return fmt.Sprintf("%s %d: %d,%d,%d,%d winners %s actions %d", preset, seed,
		r.Deltas[0], r.Deltas[1], r.Deltas[2], r.Deltas[3], strings.Join(winners, ","), actions), nil
}

func main() {
	for _, preset := range []string{"sichuan", "hongzhong"} {
		for seed := uint64(0); seed < 8; seed++ {
			line, err := play(preset, seed)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			fmt.Println(line)
		}
	}
}
