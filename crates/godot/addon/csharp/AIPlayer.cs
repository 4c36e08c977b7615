// majiang addon: typed C# wrapper of the native AIPlayer node (GodotObject.Call),
// with the Changsha tutorial's C# names. Untested in a real Godot .NET.
using System.Collections;
using Godot;

namespace Majiang
{
    /// <summary>The tutorial's difficulties (same values as the native constants).</summary>
    public enum AIDifficulty { Easy = 0, Medium = 1, Hard = 2, Expert = 3 }

    /// <summary>Typed access to a native <c>AIPlayer</c> node:
    /// <c>var ai = new Majiang.AIPlayer(GetNode("/root/Main/AIPlayer"));</c></summary>
    public class AIPlayer
    {
        /// <summary>The native node.</summary>
        public GodotObject Instance { get; }

        /// <summary>Wraps an existing <c>AIPlayer</c> node.</summary>
        public AIPlayer(GodotObject node) { Instance = MajiangValues.Check(node, "AIPlayer"); }

        /// <summary>A new <c>AIPlayer</c> node (add it to the tree yourself).</summary>
        public static AIPlayer Create() => new AIPlayer(MajiangValues.Create("AIPlayer"));

        /// <summary>How <c>DecideDiscard</c> and <c>AIPlayTurn</c> choose.</summary>
        public AIDifficulty Difficulty
        {
            get => (AIDifficulty)Instance.Get("difficulty").AsInt32();
            set => Instance.Set("difficulty", (int)value);
        }

        /// <summary>The seat (0-3) a call without a seat argument is about: one AIPlayer keeps each
        /// seat's memory apart, so it can play every seat (see the class reference).</summary>
        public int Seat { get => Instance.Get("seat").AsInt32(); set => Instance.Set("seat", value); }

        /// <summary>Builds the library's tables now (call while the game loads); their size in bytes.
        /// The native method is static: any AIPlayer may call it.</summary>
        public long WarmUp() => Instance.Call("warm_up").AsInt64();

        /// <summary>The seed of the random choices.</summary>
        public long Seed { get => Instance.Get("seed").AsInt64(); set => Instance.Set("seed", value); }

        /// <summary>Seconds <c>AIPlayTurn</c> waits before discarding.</summary>
        public double ThinkTime { get => Instance.Get("think_time").AsDouble(); set => Instance.Set("think_time", value); }

        /// <summary>The GameManager node <c>AIPlayTurn</c> plays against.</summary>
        public NodePath GameManagerPath { get => Instance.Get("game_manager_path").AsNodePath(); set => Instance.Set("game_manager_path", value); }

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

        /// <summary>Tiles left in the wall for EXPERT (-1: estimated).</summary>
        public long WallLeft { get => Instance.Get("wall_left").AsInt64(); set => Instance.Set("wall_left", value); }

        /// <summary>The index in <paramref name="hand"/> of the tile to discard; -1 for bad input.
        /// Sichuan: <paramref name="voidSuit"/> (0 万, 1 条, 2 筒; -1 none) is discarded first.</summary>
        public int DecideDiscard(IEnumerable hand, IEnumerable melds, int seat = -1, int voidSuit = -1) =>
            Instance.Call("decide_discard", MajiangValues.Tiles(hand), MajiangValues.Melds(melds), seat, voidSuit).AsInt32();

        /// <summary>Whether to peng <paramref name="tile"/> at <paramref name="difficulty"/>.</summary>
        public bool ShouldPeng(IEnumerable hand, object tile, AIDifficulty difficulty, int seat = -1) =>
            Instance.Call("should_peng", MajiangValues.Tiles(hand), MajiangValues.Tile(tile), (int)difficulty, seat).AsBool();

        /// <summary>Whether to chi <paramref name="tile"/> at <paramref name="difficulty"/>.</summary>
        public bool ShouldChi(IEnumerable hand, object tile, AIDifficulty difficulty, int seat = -1) =>
            Instance.Call("should_chi", MajiangValues.Tiles(hand), MajiangValues.Tile(tile), (int)difficulty, seat).AsBool();

        /// <summary>Whether to gang <paramref name="tile"/> at <paramref name="difficulty"/>.</summary>
        public bool ShouldGang(IEnumerable hand, object tile, AIDifficulty difficulty, int seat = -1) =>
            Instance.Call("should_gang", MajiangValues.Tiles(hand), MajiangValues.Tile(tile), (int)difficulty, seat).AsBool();

        /// <summary>Whether to declare the win with this complete hand (<c>should_hu</c>).</summary>
        public bool ShouldHu(IEnumerable hand, IEnumerable melds) =>
            Instance.Call("should_hu", MajiangValues.Tiles(hand), MajiangValues.Melds(melds)).AsBool();

        /// <summary>Deprecated: the 0.1 name of <see cref="ShouldHu"/>, removed in the next minor release.</summary>
        public bool ShouldWin(IEnumerable hand, IEnumerable melds) =>
            Instance.Call("should_win", MajiangValues.Tiles(hand), MajiangValues.Melds(melds)).AsBool();

        /// <summary>Whether the win in <paramref name="context"/> (words, e.g.
        /// <c>"win:9s self_drawn seat:S flowers:1"</c>) may be declared: it reaches the rules' minimum.</summary>
        public bool ShouldWinIn(IEnumerable hand, IEnumerable melds, string context) =>
            Instance.Call("should_win_in", MajiangValues.Tiles(hand), MajiangValues.Melds(melds), context).AsBool();

        /// <summary>换三张 (sichuan): the indices in <paramref name="hand"/> of the <paramref name="count"/>
        /// tiles of one suit to pass, in the order picked; empty for bad input.</summary>
        public long[] DecideExchange(IEnumerable hand, int count = 3) =>
            Instance.Call("decide_exchange", MajiangValues.Tiles(hand), count).AsInt64Array();

        /// <summary>定缺 (sichuan): the suit to declare void (0 万, 1 条, 2 筒); -1 for bad input.</summary>
        public int DecideVoid(IEnumerable hand) => Instance.Call("decide_void", MajiangValues.Tiles(hand)).AsInt32();

        /// <summary>The tutorial's turn against the GameManager; <c>await ToSignal(...)</c> on the
        /// returned signal's owner and name to resume after the discard.</summary>
        public Signal AIPlayTurn(int player) => Instance.Call("ai_play_turn", player).AsSignal();

        /// <summary>Tells EXPERT a tile discarded at the table.</summary>
        public void ObserveDiscard(object tile) => Instance.Call("observe_discard", MajiangValues.Tile(tile));

        /// <summary>Tells EXPERT another player's meld (and the tile claimed for it).</summary>
        public void ObserveMeld(object meld, object claimedTile, int bySeat = -1) =>
            Instance.Call("observe_meld", MajiangValues.Meld(meld), claimedTile == null ? new Variant() : MajiangValues.Tile(claimedTile), bySeat);

        /// <summary>EXPERT's ranked discards, each a Dictionary (see the class reference).</summary>
        public Godot.Collections.Array Hints(IEnumerable hand, IEnumerable melds, int seat = -1) =>
            Instance.Call("hints", MajiangValues.Tiles(hand), MajiangValues.Melds(melds), seat).AsGodotArray();

        /// <summary><see cref="Hints"/> as typed records (tile, index, shanten, useful kinds, unseen copies,
        /// targets, win probability, points, reasons), best first.</summary>
        public AIHint[] HintList(IEnumerable hand, IEnumerable melds, int seat = -1) => AIHint.ListOf(Hints(hand, melds, seat));

        /// <summary>Forgets what was observed (call at the start of each hand).</summary>
        public void Reset() => Instance.Call("reset");

        /// <summary>Deprecated: the 0.1 name of <see cref="Reset"/>, removed in the next minor release.</summary>
        public void ResetObservations() => Instance.Call("reset_observations");

        /// <summary>The tile ids observed this hand.</summary>
        public long[] Observed(int seat = -1) => Instance.Call("observed", seat).AsInt64Array();
    }
}
