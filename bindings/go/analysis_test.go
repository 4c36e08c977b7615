package majiang_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"majiang"
)

// tiles is notation as ids (a test's literal: a failure ends the test).
func tiles(notation string) []int { return must(majiang.ParseTiles(notation)) }

// melds is notation as melds.
func melds(notation string) []majiang.Meld { return must(majiang.ParseMelds(notation)) }

// TestSichuanAnalysis checks the worked examples X7, X8 and X10 of the 四川 rules, 缺一门, the
// pattern names and the refusals, as tests/ffi/consumer.py does.
func TestSichuanAnalysis(t *testing.T) {
	sc := must(majiang.RulesByName("sichuan"))
	defer sc.Close()
	cs := majiang.Changsha()
	defer cs.Close()
	P := func(p ...majiang.SichuanPattern) []majiang.SichuanPattern { return p }
	x7 := must(majiang.SichuanAnalyze(sc, tiles("55m"), melds("peng:1m peng:4m peng:7p gang:8p"), majiang.SichuanContext{}))
	if want := (majiang.SichuanAnalysis{Win: true, Fan: 3, Patterns: P(majiang.SichuanPatternDuiduihu,
		majiang.SichuanPatternJingoudiao, majiang.SichuanPatternGen)}); !reflect.DeepEqual(x7, want) {
		t.Errorf("X7: %+v", x7)
	}
	x8 := must(majiang.SichuanAnalyze(sc, tiles("234m567m33m789s"), melds("an_gang:6s"),
		majiang.SichuanContext{SelfDraw: true, AfterKong: true}))
	if want := (majiang.SichuanAnalysis{Win: true, Fan: 2, Patterns: P(majiang.SichuanPatternPinghu,
		majiang.SichuanPatternGen, majiang.SichuanPatternGangshanghua)}); !reflect.DeepEqual(x8, want) {
		t.Errorf("X8: %+v", x8)
	}
	if three := must(majiang.SichuanAnalyze(sc, tiles("123m456s789p22m555s"), nil, majiang.SichuanContext{})); three.Win || three.Fan != 0 {
		t.Errorf("three suits: %+v", three)
	}
	if waits := must(majiang.SichuanWaits(sc, tiles("123456789m2345m"), nil)); !reflect.DeepEqual(waits, []int{1, 4}) {
		t.Errorf("X10 waits %v", waits)
	}
	best, a, err := majiang.SichuanBestReadyHand(sc, tiles("123456789m2345m"), nil)
	if err != nil || best != 1 || !reflect.DeepEqual(a.Patterns, P(majiang.SichuanPatternPinghu, majiang.SichuanPatternQingyise)) || a.Fan != 2 {
		t.Errorf("X10 best: %d %+v %v", best, a, err)
	}
	if best, _, err := majiang.SichuanBestReadyHand(sc, tiles("123m456s56p789m11s"), nil); err != nil || best != majiang.NoTile {
		t.Errorf("three suits wait on nothing: %d %v", best, err)
	}
	if must(majiang.IsWin(sc, tiles("123m456m789p123s55s"), nil)) || !must(majiang.IsWin(cs, tiles("123m456m789p123s55s"), nil)) {
		t.Error("is_win: 缺一门 on sichuan only")
	}
	names := []string{must(majiang.SichuanPatternQingyise.IDName()), must(majiang.SichuanPatternQingyise.ChineseName()),
		must(majiang.SichuanPatternQingyise.EnglishName()), must(majiang.SichuanPatternLongqidui.ChineseName()),
		must(majiang.BigHandHaohuaQixiaodui.IDName()), must(majiang.OpeningWinLiuliushun.ChineseName())}
	if want := []string{"qingyise", "清一色", "one suit", "龙七对", "haohua_qixiaodui", "六六顺"}; !reflect.DeepEqual(names, want) {
		t.Errorf("names %q", names)
	}
	_, err = majiang.SichuanPattern(18).IDName()
	refused(t, "pattern 18", err, majiang.StatusInvalidArgument, "18")
	// Payment reasons: id, 中文 and English, as every binding names them (docs/names.md).
	reasons := []string{must(majiang.PaymentReasonCaGua.IDName()), must(majiang.PaymentReasonCaGua.ChineseName()),
		must(majiang.PaymentReasonCallTransfer.IDName()), must(majiang.PaymentReasonCallTransfer.EnglishName())}
	if want := []string{"cagua", "擦挂", "call_transfer", "kong income transferred"}; !reflect.DeepEqual(reasons, want) {
		t.Errorf("payment reasons %q", reasons)
	}
	_, err = majiang.PaymentReason(99).IDName()
	refused(t, "payment reason 99", err, majiang.StatusInvalidArgument, "99")
	_, err = majiang.SichuanAnalyze(cs, tiles("11122233344455m"), nil, majiang.SichuanContext{})
	refused(t, "changsha rules", err, majiang.StatusInvalidArgument, "not 四川麻将")
	_, err = majiang.SichuanAnalyze(sc, tiles("1112223334445m"), nil, majiang.SichuanContext{})
	refused(t, "13 tiles", err, majiang.StatusWrongHandSize, "3n+2")
	_, err = majiang.SichuanAnalyze(sc, tiles("11122233344455m"), nil, majiang.SichuanContext{SelfDraw: true, RobbedKong: true})
	refused(t, "robbed own kong", err, majiang.StatusInvalidArgument, "抢杠胡")
	refused(t, "fan cap 6", sc.Set(majiang.RuleOptionFanCap, 6), majiang.StatusInvalidOption, "fan_cap = 6: 3, 4 or 5")
	own := must(majiang.NewAi(majiang.DifficultyExpert, 1, sc))
	defer own.Close()
	refused(t, "void 3", own.SetVoid(3), majiang.StatusInvalidArgument, "`suit` = 3")
	if err := own.SetVoid(2); err != nil {
		t.Fatal(err)
	}
	held := tiles("1234567m19p23456s")
	if i := must(own.DecideDiscard(held, nil)); held[i] < 18 || held[i] >= 27 {
		t.Errorf("the void suit goes first, not %d", held[i])
	}
}

// TestChangshaScoring checks a win's analysis and settlement (zero-sum), the opening wins of a
// dealt hand and the wait counts.
func TestChangshaScoring(t *testing.T) {
	rules := majiang.Changsha()
	defer rules.Close()
	win14 := []int{0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4}
	a := must(majiang.AnalyzeWin(rules, win14, nil, majiang.WinContext{SelfDraw: true}))
	if !a.Win || !a.Small || len(a.BigHands) != 0 {
		t.Errorf("a small win: %+v", a)
	}
	paid := must(majiang.SettleWin(rules, a, 1, majiang.SelfDraw, 0, nil))
	if paid[0]+paid[1]+paid[2]+paid[3] != 0 || paid[1] <= 0 {
		t.Errorf("self-draw of seat 1: %v", paid)
	}
	wins, total, err := majiang.OpeningWins(rules, tiles("1111m258m258s369p"))
	if err != nil || total == 0 || len(wins) == 0 {
		t.Errorf("opening wins %v %d %v", wins, total, err)
	}
	opening := must(majiang.SettleOpening(rules, 2, total, 0))
	if opening[0]+opening[1]+opening[2]+opening[3] != 0 || opening[2] <= 0 {
		t.Errorf("opening settlement %v", opening)
	}
	counts := must(majiang.WaitCounts(rules, tiles("123m456s789p2345m"), nil, nil))
	if counts[1] == 0 || counts[4] == 0 || counts[0] != 0 {
		t.Errorf("wait counts %v", counts)
	}
	_, err = majiang.WaitCounts(rules, tiles("123m456s789p2345m"), nil, make([]int, 3))
	refused(t, "33 counts", err, majiang.StatusInvalidArgument, "expected 34 counts")
}

// TestHandValue checks what hands are worth, one shape for every preset, as
// tests/ffi/consumer.py does: the mcr preset's worked hand (fans with 中文 and English names,
// value, count, flowers), the minimum, waits with their fans and the refusals; a 长沙 big hand
// in units, a 四川 pattern with a count, a flat table's shape; then HARD mcr hands whose
// FLOWER events count each seat's flowers and whose wins carry their value.
func TestHandValue(t *testing.T) {
	rules := must(majiang.RulesByName("mcr"))
	defer rules.Close()
	a := must(majiang.Value(rules, tiles("678m123p44477z"), melds("peng:7s"), "win:7m seat:S round:W flowers:3"))
	if a.Unit != majiang.ValueUnitFan || !a.Win || a.Total != 11 || a.TowardMinimum != 8 || !a.MeetsMinimum || a.Shanten != 0 {
		t.Errorf("value %+v", a)
	}
	if got := lineNames(a); got != "五门齐×1 幺九刻×1 独听・嵌张×1 花牌×3" {
		t.Errorf("fans %s", got)
	}
	if want := (majiang.ValueLine{ID: "all_types", Chinese: "五门齐", English: "All Types", Value: 6, Count: 1}); a.Lines[0] != want {
		t.Errorf("a line %+v", a.Lines[0])
	}
	if low := must(majiang.Value(rules, tiles("123m456m789p234s55p"), nil, "")); !low.Win || low.MeetsMinimum || low.Total != 6 {
		t.Errorf("under the minimum %+v", low)
	}
	if miss := must(majiang.Value(rules, tiles("123m456m147p234s19p"), nil, "")); miss.Win || len(miss.Lines) != 0 || miss.Shanten != 1 {
		t.Errorf("no shape %+v", miss)
	}
	waits := must(majiang.ValuedWaits(rules, tiles("1112345678999m"), nil, "win:1m self_drawn flowers:1"))
	totals := []int{108, 94, 91, 91, 93, 91, 91, 94, 108}
	if len(waits) != 9 {
		t.Fatalf("九莲宝灯 waits %+v", waits)
	}
	for i, w := range waits {
		last := w.Value.Lines[len(w.Value.Lines)-1]
		if w.Tile != i || w.Value.Total != totals[i] || w.Value.Lines[0].ID != "nine_gates" || last.ID != "flower_tiles" || last.Count != 1 || lineSum(w.Value) != w.Value.Total {
			t.Errorf("wait %d: %+v", i, w)
		}
	}
	if again := must(majiang.ValuedWaits(rules, tiles("1112345678999m"), nil, "self_drawn last_copy kong flowers:1")); !reflect.DeepEqual(again, waits) {
		t.Errorf("a wait's value keeps the words of one tile: %+v", again)
	}
	refused := func(what string, status majiang.Status, fragment string, err error) {
		var e *majiang.Error
		if !errors.As(err, &e) || e.Status != status || !strings.Contains(e.Message, fragment) {
			t.Errorf("%s: %v", what, err)
		}
	}
	_, err := majiang.Value(rules, tiles("11122233344455m"), nil, "win:5m last_copy")
	refused("和绝张", majiang.StatusInvalidArgument, "和绝张", err)
	_, err = majiang.ValuedWaits(rules, tiles("11122233344455m"), nil, "")
	refused("3n+2 waits", majiang.StatusWrongHandSize, "3n+1", err)
	_, err = majiang.Value(rules, tiles("11122233344455m"), nil, "tsumo")
	refused("an unknown word", majiang.StatusParseError, "context words are", err)
	ai := must(majiang.NewAi(majiang.DifficultyHard, 9, rules))
	defer ai.Close()
	wins, flowers := 0, 0
	for seed := uint64(0); seed < 6; seed++ {
		game := must(majiang.NewGame(rules, seed, int(seed%4)))
		for st := must(game.State()); st.NextSeat != majiang.NoSeat; st = must(game.State()) {
			if err := game.Apply(st.NextSeat, must(game.AiAction(st.NextSeat, ai))); err != nil {
				t.Fatal(err)
			}
		}
		counted, won := [4]int{}, 0
		for _, e := range must(game.Events()) {
			if e.Kind == majiang.EventKindFlower {
				counted[e.Seat]++
				flowers++
			}
			if e.Kind == majiang.EventKindWon {
				won = e.Count
			}
		}
		// The mcr preset has one winner per hand at most: win 0 is the winner's.
		for i, w := range must(game.Wins()) {
			wins++
			v := must(game.WinValue(i))
			flower := 0
			for _, l := range v.Lines {
				if l.ID == "flower_tiles" {
					flower = l.Count
				}
			}
			if v.Total != won || w.Fan != won || lineSum(v) != v.Total || !v.MeetsMinimum || flower != counted[w.Seat] || lineNames(w.Value) != lineNames(v) {
				t.Errorf("seed %d: the win's value %+v (won %d, flowers %v)", seed, v, won, counted)
			}
		}
		_, err := game.WinValue(9)
		refused("no such win", majiang.StatusInvalidArgument, "win(s)", err)
		game.Close()
	}
	t.Logf("%d wins, %d flowers", wins, flowers)
	if wins == 0 || flowers == 0 {
		t.Errorf("%d wins, %d flowers", wins, flowers)
	}
}

// TestValueFamilies checks a line of each other family: a 长沙 big hand in units, 四川
// patterns with a count, a flat table's winning shape on each wait.
func TestValueFamilies(t *testing.T) {
	changsha := must(majiang.RulesByName("changsha"))
	defer changsha.Close()
	big := must(majiang.Value(changsha, tiles("22m55m88m22s55s88s22p"), nil, ""))
	if big.Unit != majiang.ValueUnitUnits || big.Unit.String() != "UNITS" || big.Total != 2 || lineNames(big) != "将将胡×1 七小对×1" || big.Lines[0].ID != "jiangjianghu" {
		t.Errorf("长沙 big hands %+v", big)
	}
	sichuan := must(majiang.RulesByName("sichuan"))
	defer sichuan.Close()
	roots := must(majiang.Value(sichuan, tiles("11112222333344m"), nil, "self_drawn"))
	if roots.Unit != majiang.ValueUnitFan || roots.Total != 7 || lineNames(roots) != "龙七对×1 清一色×1 根×2" {
		t.Errorf("四川 patterns %+v", roots)
	}
	flat := must(majiang.RulesByName("zhuanzhuan"))
	defer flat.Close()
	waits := must(majiang.ValuedWaits(flat, tiles("123m456s789p2345m"), nil, ""))
	if len(waits) != 2 || waits[0].Tile != 1 || waits[1].Tile != 4 {
		t.Fatalf("flat waits %+v", waits)
	}
	for _, w := range waits {
		if w.Value.Unit != majiang.ValueUnitAlike || w.Value.Total != 0 || len(w.Value.Lines) != 1 || w.Value.Lines[0].ID != "regular" {
			t.Errorf("a flat wait %+v", w)
		}
	}
}

// lineNames is a value's lines as "中文×count", space-separated.
func lineNames(v majiang.HandValue) string {
	var names []string
	for _, l := range v.Lines {
		names = append(names, fmt.Sprintf("%s×%d", l.Chinese, l.Count))
	}
	return strings.Join(names, " ")
}

// lineSum is the sum of a value's lines' value × count.
func lineSum(v majiang.HandValue) int {
	sum := 0
	for _, l := range v.Lines {
		sum += l.Value * l.Count
	}
	return sum
}
