package majiang_test

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"majiang"
)

// repoFile is a file of the repository this module sits in (bindings/go), or $MAJIANG_TESTS
// (the tests/ffi folder) when set.
func repoFile(t *testing.T, name string) string {
	if dir := os.Getenv("MAJIANG_TESTS"); dir != "" {
		return dir + "/" + name
	}
	return "../../tests/ffi/" + name
}

// scriptHand is a hand as the script gives it: notation, or a bracketed list of ids.
func scriptHand(text string) ([]int, error) {
	if strings.HasPrefix(text, "[") {
		out := []int{}
		for _, f := range strings.Split(strings.Trim(text, "[]"), ",") {
			n, err := strconv.Atoi(f)
			if err != nil {
				return nil, err
			}
			out = append(out, n)
		}
		return out, nil
	}
	return majiang.ParseTiles(text)
}

// scriptMelds is melds as the script gives them: "-", notation, or "[kind:tile,...]".
func scriptMelds(text string) ([]majiang.Meld, error) {
	switch {
	case text == "-":
		return nil, nil
	case strings.HasPrefix(text, "["):
		out := []majiang.Meld{}
		for _, f := range strings.Split(strings.Trim(text, "[]"), ",") {
			var kind, tile int
			if _, err := fmt.Sscanf(f, "%d:%d", &kind, &tile); err != nil {
				return nil, err
			}
			out = append(out, majiang.Meld{Kind: majiang.MeldKind(kind), Tile: tile})
		}
		return out, nil
	}
	return majiang.ParseMelds(text)
}

// scriptTile is a tile as an id or its notation.
func scriptTile(text string) (int, error) {
	if n, err := strconv.Atoi(text); err == nil {
		return n, nil
	}
	ids, err := majiang.ParseTiles(text)
	if err == nil && len(ids) != 1 {
		err = fmt.Errorf("%q is %d tiles", text, len(ids))
	}
	if err != nil {
		return 0, err
	}
	return ids[0], nil
}

// joinIds is ids comma-separated, "-" when empty.
func joinIds[T ~int | ~int32](values []T) string {
	parts := make([]string, len(values))
	for i, v := range values {
		parts[i] = strconv.Itoa(int(v))
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, ",")
}

// scriptAi is "DIFFICULTY/SEED" as a new AI.
func scriptAi(spec string, rules *majiang.Rules) (*majiang.Ai, error) {
	level, seed, _ := strings.Cut(spec, "/")
	levels := map[string]majiang.Difficulty{"EASY": majiang.DifficultyEasy,
		"MEDIUM": majiang.DifficultyMedium, "HARD": majiang.DifficultyHard, "EXPERT": majiang.DifficultyExpert}
	n, err := strconv.ParseUint(seed, 10, 64)
	if err != nil {
		return nil, err
	}
	return majiang.NewAi(levels[level], n, rules)
}

// answer is one line's answer, as the script writes it.
func answer(call string, args []string, rules *majiang.Rules) (string, error) {
	if strings.HasPrefix(call, "hints") || strings.HasPrefix(call, "should_") {
		ai, err := scriptAi(args[0], rules)
		if err != nil {
			return "", err
		}
		defer ai.Close()
		return aiAnswer(call, args[1:], ai)
	}
	tiles, err := scriptHand(args[0])
	if err != nil {
		return "", err
	}
	melds, err := scriptMelds(args[1])
	if err != nil {
		return "", err
	}
	switch call {
	case "is_win":
		win, err := majiang.IsWin(rules, tiles, melds)
		return strconv.FormatBool(win), err
	case "shanten":
		n, err := majiang.Shanten(rules, tiles, melds)
		return strconv.Itoa(n), err
	case "waits":
		waits, err := majiang.Waits(rules, tiles, melds)
		return joinIds(waits), err
	case "winning_targets":
		targets, err := majiang.WinningTargets(rules, tiles, melds)
		return joinIds(targets), err
	case "discard_options":
		options, err := majiang.DiscardOptions(rules, tiles, melds, nil)
		parts := make([]string, len(options))
		for i, o := range options {
			parts[i] = fmt.Sprintf("%d;%d;%d;%s;%d", o.Tile, o.Index, o.Shanten, joinIds(o.UsefulKinds), o.UnseenCopies)
		}
		return strings.Join(parts, " | "), err
	case "mcr_analyze", "mcr_waits":
		return mcrAnswer(call, tiles, melds, args[2])
	}
	return "", fmt.Errorf("unknown call %s", call)
}

// mcrAnswer is the answer of an mcr_analyze line (Value) or an mcr_waits line (ValuedWaits),
// asked under the mcr preset; "-" is no context words.
func mcrAnswer(call string, tiles []int, melds []majiang.Meld, words string) (string, error) {
	mcr, err := majiang.RulesByName("mcr")
	if err != nil {
		return "", err
	}
	defer mcr.Close()
	if words == "-" {
		words = ""
	}
	if call == "mcr_waits" {
		waits, err := majiang.ValuedWaits(mcr, tiles, melds, words)
		parts := make([]string, len(waits))
		for i, w := range waits {
			parts[i] = fmt.Sprintf("%d:%d", w.Tile, w.Value.Total)
		}
		if len(parts) == 0 {
			return "-", err
		}
		return strings.Join(parts, ","), err
	}
	v, err := majiang.Value(mcr, tiles, melds, words)
	lines := make([]string, len(v.Lines))
	for i, l := range v.Lines {
		lines[i] = fmt.Sprintf("%s %d×%d", l.Chinese, l.Value, l.Count)
	}
	list := strings.Join(lines, ",")
	if list == "" {
		list = "-"
	}
	return fmt.Sprintf("%d;%d;%t;%d;%s", v.Total, v.TowardMinimum, v.MeetsMinimum, v.Shanten, list), err
}

// aiAnswer is the answer of a line asking an AI.
func aiAnswer(call string, args []string, ai *majiang.Ai) (string, error) {
	tiles, err := scriptHand(args[0])
	if err != nil {
		return "", err
	}
	if strings.HasPrefix(call, "hints") {
		melds, err := scriptMelds(args[1])
		if err != nil {
			return "", err
		}
		hints, err := ai.Hints(tiles, melds)
		if err != nil {
			return "", err
		}
		h := hints[0]
		if call == "hints_zh" {
			return h.ReasonZh, nil
		}
		return fmt.Sprintf("%d;%d;%d;%s;%d;%s;%s", h.Tile, h.Index, h.Shanten, joinIds(h.UsefulKinds),
			h.UnseenCopies, joinIds(h.Targets), h.Reason), nil
	}
	tile, err := scriptTile(args[1])
	if err != nil {
		return "", err
	}
	questions := map[string]func([]int, int) (bool, error){
		"should_peng": ai.ShouldPeng, "should_chi": ai.ShouldChi, "should_gang": ai.ShouldGang}
	ask, ok := questions[call]
	if !ok {
		return "", fmt.Errorf("unknown call %s", call)
	}
	yes, err := ask(tiles, tile)
	return strconv.FormatBool(yes), err
}

// TestCrosslang runs tests/ffi/crosslang/script.txt through this binding and compares every
// answer with the one written there.
func TestCrosslang(t *testing.T) {
	file, err := os.Open(repoFile(t, "crosslang/script.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	rules := majiang.Changsha()
	defer rules.Close()
	passed, failed := 0, 0
	lines := bufio.NewScanner(file)
	for lineno := 1; lines.Scan(); lineno++ {
		line := lines.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		call, args, want := fields[0], fields[1:len(fields)-1], fields[len(fields)-1]
		got, err := answer(call, args, rules)
		if err != nil {
			got = "error: " + err.Error()
		}
		if got == want {
			passed++
		} else {
			failed++
			t.Errorf("line %d: %s\n  want %s\n  got  %s", lineno, call, want, got)
		}
	}
	if passed < 20 {
		t.Errorf("only %d lines passed", passed)
	}
	fmt.Printf("Go: %d cases; %d passed, %d failed\n", passed+failed, passed, failed)
}
