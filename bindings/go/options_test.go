package majiang_test

import (
	"reflect"
	"testing"

	"majiang"
)

// TestOptions checks Rules.Options (the core's option registry with labels, ranges and
// defaults) and that Get refuses another table's option, as Set does.
func TestOptions(t *testing.T) {
	hz := majiang.Hongzhong()
	defer hz.Close()
	list, err := hz.Options()
	if err != nil || len(list) != 54 || list[1].Name != "two_five_eight_pair" {
		t.Fatalf("options: %d, %v", len(list), err)
	}
	birds := list[majiang.RuleOptionFlatBirds]
	if birds.Zh != "抓鸟" || birds.Kind != "enum" || *birds.Default != 4 || *birds.Value != 4 ||
		!reflect.DeepEqual(birds.Families, []string{"hunan"}) || len(birds.Values) != 5 || birds.Values[4].Value != 8 {
		t.Errorf("flat_birds: %+v", birds)
	}
	if fams := list[majiang.RuleOptionMcrRound].Families; !reflect.DeepEqual(fams, []string{"mcr"}) {
		t.Errorf("every family bit is named by the library: mcr_round's families %v", fams)
	}
	fee := list[majiang.RuleOptionKongFee]
	if fee.Kind != "int" || fee.Max != 1000 || fee.Applies || fee.Value != nil {
		t.Errorf("kong_fee: %+v", fee)
	}
	if got := list[majiang.RuleOptionFanCap].Values[1]; got != (majiang.OptionValue{Value: 4, Zh: "四番 (16倍)", En: "4 fan (16×)"}) {
		t.Errorf("fan_cap labels: %+v", got)
	}
	_, err = hz.Get(majiang.RuleOptionBirds)
	refused(t, "birds on hongzhong", err, majiang.StatusInvalidOption, "birds: an option of the Changsha table")
	if o, err := majiang.OptionByName("pair_258"); err != nil || o != majiang.RuleOptionTwoFiveEightPair {
		t.Errorf("option by name: %v, %v", o, err)
	}
}
