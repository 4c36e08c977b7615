package majiang_test

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"majiang"
)

// presets is the rules of games.txt by name.
var presets = map[string]func() *majiang.Rules{
	"changsha": majiang.Changsha, "standard": majiang.Standard, "eval_v1": majiang.EvalV1,
}

// numbers is a comma-separated list of integers.
func numbers(t *testing.T, text string) []int {
	out := []int{}
	for _, f := range strings.Split(text, ",") {
		n, err := strconv.Atoi(f)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		out = append(out, n)
	}
	return out
}

// must is the value of a call that must succeed (a failure ends the test with the error).
func must[T any](value T, err error) T {
	if err != nil {
		panic(err)
	}
	return value
}

// play plays a game to its end with one AI per seat; returns the actions applied and events.
func play(t *testing.T, game *majiang.Game, ais []*majiang.Ai) (actions, events int) {
	t.Helper()
	events = len(must(game.Events()))
	for state := must(game.State()); state.NextSeat != majiang.NoSeat; state = must(game.State()) {
		seat := state.NextSeat
		action := must(game.AiAction(seat, ais[seat%len(ais)]))
		legal := must(game.LegalActions(seat))
		found := false
		for _, a := range legal {
			found = found || a == action
		}
		if !found {
			t.Fatalf("seat %d: %v is not among %v", seat, action, legal)
		}
		if err := game.Apply(seat, action); err != nil {
			t.Fatal(err)
		}
		actions++
		events += len(must(game.Events()))
	}
	return actions, events
}

// TestGames plays every game of tests/ffi/games.txt with the built-in AIs and checks the
// core's result: the deltas, winners, next dealer, actions and events; then its record
// replays to the same result.
func TestGames(t *testing.T) {
	file := must(os.Open(repoFile(t, "games.txt")))
	defer file.Close()
	lines := bufio.NewScanner(file)
	games := 0
	for lines.Scan() {
		line := lines.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		rules := presets[f[0]]()
		game := must(majiang.NewGame(rules, uint64(numbers(t, f[1])[0]), numbers(t, f[2])[0]))
		levels, seeds := numbers(t, f[3]), numbers(t, f[4])
		ais := make([]*majiang.Ai, 4)
		for s := range ais {
			ais[s] = must(majiang.NewAi(majiang.Difficulty(levels[s]), uint64(seeds[s]), rules))
		}
		actions, events := play(t, game, ais)
		r := must(game.Result())
		winners := 0
		for _, s := range r.Winners {
			winners |= 1 << s
		}
		got := fmt.Sprintf("%s\t%d\t%d\t%d\t%d", joinIds(r.Deltas[:]), winners, r.NextDealer, actions, events)
		if want := strings.Join(f[5:10], "\t"); !r.Finished || got != want {
			t.Errorf("%s: got %q, want %q", line, got, want)
		}
		again := must(majiang.ReplayGame(must(game.RecordJSON())))
		if replayed := must(again.Result()); !reflect.DeepEqual(replayed, r) {
			t.Errorf("%s: the replay ends %+v, not %+v", line, replayed, r)
		}
		again.Close()
		for _, ai := range ais {
			ai.Close()
		}
		game.Close()
		rules.Close()
		games++
	}
	fmt.Printf("Go: %d games of games.txt played to the core's result\n", games)
	if games < 6 {
		t.Errorf("read %d games", games)
	}
}

// TestSichuanTables plays 四川 血战 hands with a HARD AI for every seat: every seat exchanges at
// once, 定缺 comes, each WON is followed by its WIN_FAN, the payment lines sum to the result and
// to zero, and each seat's standing matches the events.
func TestSichuanTables(t *testing.T) {
	rules := majiang.Sichuan()
	defer rules.Close()
	ai := must(majiang.NewAi(majiang.DifficultyHard, 5, rules))
	defer ai.Close()
	wins := 0
	for seed := 0; seed < 8; seed++ {
		game := must(majiang.NewGame(rules, uint64(seed), seed%4))
		state := must(game.State())
		if state.Phase != majiang.PhaseExchange || !reflect.DeepEqual(state.Pending, []int{0, 1, 2, 3}) {
			t.Errorf("seed %d: the hand opens with %v, pending %v", seed, state.Phase, state.Pending)
		}
		phases := map[majiang.Phase]bool{}
		for ; state.NextSeat != majiang.NoSeat; state = must(game.State()) {
			phases[state.Phase] = true
			if err := game.Apply(state.NextSeat, must(game.AiAction(state.NextSeat, ai))); err != nil {
				t.Fatal(err)
			}
		}
		if !phases[majiang.PhaseDingQue] {
			t.Errorf("seed %d: no 定缺", seed)
		}
		events := must(game.Events())
		var voids []int
		won := [4]int{}
		for i, e := range events {
			if e.Kind == majiang.EventKindVoidsDeclared {
				voids = e.Tiles
			}
			if e.Kind != majiang.EventKindWon {
				continue
			}
			wins++
			won[e.Seat]++
			if next := events[i+1]; next.Kind != majiang.EventKindWinFan || next.Seat != e.Seat || len(next.Patterns) == 0 {
				t.Errorf("seed %d: WON then %+v", seed, next)
			}
		}
		result := must(game.Result())
		totals := [4]int{}
		for _, p := range must(game.Payments()) {
			totals[p.From] -= p.Points
			totals[p.To] += p.Points
			// Each line's labels are the C ABI's names of its reason (四川 has no birds).
			if p.ReasonID != must(p.Reason.IDName()) || p.Label != must(p.Reason.ChineseName()) || p.LabelEn != must(p.Reason.EnglishName()) {
				t.Errorf("seed %d: %+v is not labelled by its reason", seed, p)
			}
		}
		if totals != result.Deltas || totals[0]+totals[1]+totals[2]+totals[3] != 0 {
			t.Errorf("seed %d: payments %v, result %v", seed, totals, result.Deltas)
		}
		for s := 0; s < 4; s++ {
			// VoidSuit, and the deprecated Void alike (docs/names.md).
			want := majiang.SichuanSeat{VoidSuit: voids[s], Wins: won[s], Left: won[s] > 0, Void: voids[s]}
			if got := must(game.SichuanSeat(s)); got != want {
				t.Errorf("seed %d seat %d: %+v, want %+v", seed, s, got, want)
			}
		}
		game.Close()
	}
	fmt.Printf("Go: 8 四川 hands, %d wins, zero-sum\n", wins)
	if wins <= 8 {
		t.Errorf("%d wins in 8 hands", wins)
	}
}

// refused checks that err is an *Error of status whose message contains fragment.
func refused(t *testing.T, what string, err error, status majiang.Status, fragment string) {
	t.Helper()
	var e *majiang.Error
	if !errors.As(err, &e) {
		t.Errorf("%s: %v is not a refusal", what, err)
		return
	}
	if e.Status != status || !strings.Contains(e.Message, fragment) {
		t.Errorf("%s: got %v, want %v with %q", what, e, status, fragment)
	}
}

// TestBadInput checks the refusals the other bindings give, each as an *Error with its
// status and message, and the game unchanged after each.
func TestBadInput(t *testing.T) {
	rules := majiang.Changsha()
	defer rules.Close()
	win14 := []int{0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4}
	bad := append([]int{}, win14...)
	bad[3] = 40
	_, err := majiang.IsWin(rules, bad, nil)
	refused(t, "tile 40", err, majiang.StatusInvalidTile, "tiles[3]: tile id 40")
	_, err = majiang.IsWin(rules, win14[:13], nil)
	refused(t, "win of 13", err, majiang.StatusWrongHandSize, "got 13")
	_, err = majiang.WinningTargets(rules, win14[:13], nil)
	refused(t, "targets of 13", err, majiang.StatusWrongHandSize, "3n+2")
	_, err = majiang.IsWin(rules, win14[:11], []majiang.Meld{{Kind: 9, Tile: 4}})
	refused(t, "meld kind 9", err, majiang.StatusInvalidMeld, "melds[0].kind: 9 is not a MeldKind")
	_, err = majiang.IsWin(rules, win14[:11], []majiang.Meld{{Kind: majiang.MeldKindChi, Tile: 7}})
	refused(t, "a chi of 8m9m1s", err, majiang.StatusInvalidMeld, "melds[0]")
	refused(t, "birds = 3", rules.Set(majiang.RuleOptionBirds, 3), majiang.StatusInvalidOption, "birds = 3")
	_, err = majiang.ParseTiles("12x")
	refused(t, "parse", err, majiang.StatusParseError, "character 2")
	_, err = majiang.Shanten(rules, append(append([]int{}, win14[:13]...), 27), nil)
	refused(t, "honour", err, majiang.StatusInvalidTile, "changsha")
	_, err = majiang.NewAi(7, 1, rules)
	refused(t, "difficulty 7", err, majiang.StatusInvalidArgument, "7")
	_, err = majiang.RulesByName("sichuan-xl")
	refused(t, "preset name", err, majiang.StatusInvalidOption, "unknown rules \"sichuan-xl\"")

	expert := must(majiang.NewAi(majiang.DifficultyExpert, 1, rules))
	defer expert.Close()
	refused(t, "wall 1000", expert.SetWallLeft(1000), majiang.StatusInvalidArgument, "`wall_left` = 1000")
	if seat, err := expert.Seat(); err != nil || seat != majiang.NoSeat {
		t.Fatalf("a new Ai has no seat: %d %v", seat, err)
	}
	if err := expert.SetSeat(0); err != nil {
		t.Fatal(err)
	}
	_, err = expert.ShouldPeng([]int{0, 1, 2, 12, 13, 14, 24, 25, 26, 4}, 4)
	refused(t, "EXPERT claim without melds", err, majiang.StatusWrongHandSize, "whole hand")
	_, err = expert.DecideDiscard(append(append([]int{}, win14...), 5), nil)
	refused(t, "discard from 15", err, majiang.StatusInvalidHand, "15 concealed tiles")

	game := must(majiang.NewGame(rules, 9, 0))
	before := must(game.State())
	refused(t, "bad action", game.Apply(0, majiang.Action{Kind: 20}), majiang.StatusInvalidArgument, "action.kind: 20")
	refused(t, "tile on a peng", game.Apply(0, majiang.Action{Kind: majiang.ActionKindPeng, Tile: 5}),
		majiang.StatusInvalidArgument, "names no tile")
	refused(t, "illegal", game.Apply(0, majiang.Action{Kind: majiang.ActionKindChi}), majiang.StatusIllegalAction, "not legal")
	refused(t, "seat 1", game.Apply(1, majiang.Action{Kind: majiang.ActionKindPass}),
		majiang.StatusIllegalAction, "seat 1 has no decision")
	if after := must(game.State()); !reflect.DeepEqual(before, after) {
		t.Errorf("the game changed: %+v, then %+v", before, after)
	}
	refused(t, "tile 300", game.Apply(0, majiang.Action{Kind: majiang.ActionKindDiscard, Tile: 300}),
		majiang.StatusInvalidTile, "action.tile: 300")
	if m := (majiang.Meld{Kind: majiang.MeldKindPeng, Tile: 4}); m.String() != "peng:5m" ||
		!reflect.DeepEqual(must(majiang.ParseMelds(m.String())), []majiang.Meld{m}) {
		t.Errorf("meld notation %q", m.String())
	}
	_, err = majiang.ReplayGame("{}")
	refused(t, "bad record", err, majiang.StatusParseError, "line 1")
	game.Close()
	game.Close() // closing twice is harmless
	_, err = game.State()
	refused(t, "closed game", err, majiang.StatusNullPointer, "closed")

	if majiang.StatusName(majiang.StatusInvalidTile) != "MJ_STATUS_INVALID_TILE" ||
		majiang.StatusInvalidTile.String() != "INVALID_TILE" || majiang.Status(42).String() != "Status(42)" {
		t.Error("status names")
	}
	if majiang.LoadedABIVersion() != majiang.AbiVersion || majiang.Version() == "" {
		t.Error("versions")
	}
	chinese := must(majiang.FormatTilesChinese([]int{4, 12, 26}))
	if chinese != "五万 四条 九筒" {
		t.Errorf("chinese %q", chinese)
	}
}

// TestGameHints: a table seat's hints (mj_game_hints). At the dealer's first turn nothing
// is seen but its own hand, so a fresh EXPERT told the wall ranks that hand the same.
func TestGameHints(t *testing.T) {
	rules := majiang.Changsha()
	defer rules.Close()
	game := must(majiang.NewGame(rules, 1, 1))
	defer game.Close()
	fresh := must(majiang.NewAi(majiang.DifficultyExpert, 1, rules))
	defer fresh.Close()
	if err := fresh.SetWallLeft(must(game.State()).WallLeft); err != nil {
		t.Fatal(err)
	}
	hand := must(game.Hand(1))
	hints := must(game.Hints(1))
	if want := must(fresh.Hints(hand, nil)); len(hints) < 2 || !reflect.DeepEqual(hints, want) {
		t.Fatalf("game hints %+v, a fresh EXPERT's %+v", hints, want)
	}
	for _, h := range hints {
		if hand[h.Index] != h.Tile || h.Reason == "" || h.ReasonZh == "" {
			t.Errorf("hint %+v of hand %v", h, hand)
		}
	}
	if off := must(game.Hints(0)); len(off) != 0 {
		t.Errorf("hints off the turn: %+v", off)
	}
	_, err := game.Hints(4)
	refused(t, "hints seat 4", err, majiang.StatusInvalidArgument, "`seat` = 4")
}
