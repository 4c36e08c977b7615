// majiang addon: typed C# wrapper of the native WinChecker node (GodotObject.Call),
// with the Changsha tutorial's C# names. Untested in a real Godot .NET.
using System.Collections;
using Godot;

namespace Majiang
{
    /// <summary>Typed access to a native <c>WinChecker</c> node:
    /// <c>var checker = new Majiang.WinChecker(GetNode("/root/Main/WinChecker"));</c></summary>
    public class WinChecker
    {
        /// <summary>The native node.</summary>
        public GodotObject Instance { get; }

        /// <summary>Wraps an existing <c>WinChecker</c> node.</summary>
        public WinChecker(GodotObject node) { Instance = MajiangValues.Check(node, "WinChecker"); }

        /// <summary>A new <c>WinChecker</c> node.</summary>
        public static WinChecker Create() => new WinChecker(MajiangValues.Create("WinChecker"));

        /// <summary>The rule set: a preset name, <c>changsha</c>, <c>zhuanzhuan</c>, <c>hongzhong</c>,
        /// <c>standard</c> or <c>eval-v1</c> (setting it resets the options to the preset's).</summary>
        public string Rules { get => Instance.Get("rules").AsString(); set => Instance.Set("rules", value); }

        /// <summary>The rules as a <c>MahjongRules</c> object (preset and options): reading gives a copy of
        /// this node's, setting takes a copy of the object's, so one <c>MahjongRules</c> configures every
        /// node. <c>MahjongRules.option_list()</c> lists every option with its labels, values and defaults.</summary>
        public GodotObject RuleSet { get => Instance.Get("rule_set").AsGodotObject(); set => Instance.Set("rule_set", value); }

        /// <summary>Sets one option of the rules (booleans 0 or 1), e.g. <c>SetRuleOption("birds", 6)</c>
        /// or <c>("bird_rule", 2)</c>; false (and an error naming the allowed values) when refused.
        /// The names and values are in the class reference of <c>set_rule_option</c>.</summary>
        public bool SetRuleOption(string name, long value) => Instance.Call("set_rule_option", name, value).AsBool();

        /// <summary>The value of one option of the rules (-1 and an error for an option they lack).</summary>
        public long GetRuleOption(string name) => Instance.Call("get_rule_option", name).AsInt64();

        /// <summary>Every option of the current rules, name to value.</summary>
        public Godot.Collections.Dictionary RuleOptions() => Instance.Call("rule_options").AsGodotDictionary();

        /// <summary>Whether hand (3n+2 tiles) and melds make a winning hand.</summary>
        public bool CanWin(IEnumerable hand, IEnumerable melds) =>
            Instance.Call("can_win", MajiangValues.Tiles(hand), MajiangValues.Melds(melds)).AsBool();

        /// <summary>The tile ids that complete a ready hand (3n+1 tiles).</summary>
        public long[] Waits(IEnumerable hand, IEnumerable melds) =>
            Instance.Call("waits", MajiangValues.Tiles(hand), MajiangValues.Melds(melds)).AsInt64Array();

        /// <summary>Whether a 3n+1 hand is ready (听牌).</summary>
        public bool IsTenpai(IEnumerable hand, IEnumerable melds) =>
            Instance.Call("is_tenpai", MajiangValues.Tiles(hand), MajiangValues.Melds(melds)).AsBool();

        /// <summary>The win's analysis: small/big, big hands, units, points.</summary>
        public Godot.Collections.Dictionary Analyze(IEnumerable hand, IEnumerable melds, bool selfDraw = false) =>
            Instance.Call("analyze", MajiangValues.Tiles(hand), MajiangValues.Melds(melds), selfDraw).AsGodotDictionary();

        /// <summary>The analysis with the win's context (a Dictionary, see the class reference).</summary>
        public Godot.Collections.Dictionary AnalyzeIn(IEnumerable hand, IEnumerable melds, Godot.Collections.Dictionary context) =>
            Instance.Call("analyze_in", MajiangValues.Tiles(hand), MajiangValues.Melds(melds), context).AsGodotDictionary();

        /// <summary>The analysis in the win's situation as words, the same on every rule set,
        /// e.g. <c>"win:9s self_drawn seat:S round:E flowers:2"</c>.</summary>
        public Godot.Collections.Dictionary AnalyzeIn(IEnumerable hand, IEnumerable melds, string context) =>
            Instance.Call("analyze_in", MajiangValues.Tiles(hand), MajiangValues.Melds(melds), context).AsGodotDictionary();

        /// <summary>Each wait of a 3n+1 hand with what the win on it is worth (tile, tile_name, unit,
        /// total, toward_minimum, meets_minimum, lines) in <paramref name="context"/> (words; "" for none),
        /// on every rule set.</summary>
        public Godot.Collections.Array ValuedWaits(IEnumerable hand, IEnumerable melds, string context = "") =>
            Instance.Call("valued_waits", MajiangValues.Tiles(hand), MajiangValues.Melds(melds), context).AsGodotArray();

        /// <summary>The opening wins (起手胡) of a dealt hand.</summary>
        public Godot.Collections.Array OpeningWins(IEnumerable hand) =>
            Instance.Call("opening_wins", MajiangValues.Tiles(hand)).AsGodotArray();

        /// <summary>The shanten (向听) number: 0 ready, -1 complete.</summary>
        public int Shanten(IEnumerable hand, IEnumerable melds) =>
            Instance.Call("shanten", MajiangValues.Tiles(hand), MajiangValues.Melds(melds)).AsInt32();
    }
}
