// The addon's C# wrappers, run under Mono against GodotStandIn.cs: each
// tutorial-named method calls the native method it stands for, with the
// tutorial's C# Tile and Meld objects turned into values majiang reads.
// Prints "csharp-wrappers: N passed" or throws.
using System;
using System.Collections.Generic;
using Godot;

enum TileSuit { Wan, Tiao, Tong }
enum MeldType { Peng, Chi, Gang }   // not majiang's order: passed by name
class Tile { public TileSuit Suit { get; } public int Number { get; } public Tile(TileSuit s, int n) { Suit = s; Number = n; } }
class Meld { public MeldType Type; public List<Tile> Tiles; }

static class WrapperTest
{
    static int passed;

    static void Expect(bool ok, string what)
    {
        if (!ok) throw new Exception("csharp-wrappers: FAIL " + what);
        passed++;
    }

    static KeyValuePair<string, Variant[]> Last(GodotObject o) => o.Calls[o.Calls.Count - 1];

    static void Main()
    {
        var node = ClassDB.Instantiate("AIPlayer").AsGodotObject();
        var ai = new Majiang.AIPlayer(node);
        node.Answers["decide_discard"] = 3;
        var hand = new List<Tile> { new Tile(TileSuit.Tong, 5), new Tile(TileSuit.Wan, 1) };
        var melds = new List<Meld> { new Meld { Type = MeldType.Chi, Tiles = new List<Tile> { new Tile(TileSuit.Tiao, 1), new Tile(TileSuit.Tiao, 2), new Tile(TileSuit.Tiao, 3) } } };
        Expect(ai.DecideDiscard(hand, melds) == 3, "DecideDiscard returns the native answer");
        var call = Last(node);
        Expect(call.Key == "decide_discard", "DecideDiscard calls decide_discard");
        var first = (Godot.Collections.Dictionary)call.Value[0].AsGodotArray()[0].Obj;
        Expect(first["suit"].AsInt64() == 2 && first["number"].AsInt64() == 5, "a C# Tile becomes {suit, number}");
        var meld = (Godot.Collections.Dictionary)call.Value[1].AsGodotArray()[0].Obj;
        Expect(meld["kind"].AsString() == "Chi", "a meld's enum kind is passed by name");
        Expect(meld["tiles"].AsGodotArray().Count == 3, "a meld's tiles are passed");

        node.Answers["should_peng"] = true;
        Expect(ai.ShouldPeng(new object[] { 4, "5m" }, new Tile(TileSuit.Wan, 5), Majiang.AIDifficulty.Hard), "ShouldPeng answers");
        call = Last(node);
        Expect(call.Key == "should_peng" && call.Value[2].AsInt64() == 2, "ShouldPeng passes the difficulty");
        Expect(call.Value[0].AsGodotArray()[0].AsInt64() == 4 && call.Value[0].AsGodotArray()[1].AsString() == "5m", "ids and strings pass as they are");
        ai.ShouldChi(hand, 3, Majiang.AIDifficulty.Easy);
        Expect(Last(node).Key == "should_chi", "ShouldChi calls should_chi");
        ai.ShouldGang(hand, 3, Majiang.AIDifficulty.Medium);
        Expect(Last(node).Key == "should_gang", "ShouldGang calls should_gang");
        node.Answers["ai_play_turn"] = new Signal(node, "turn_played");
        Expect(ai.AIPlayTurn(1).Name.Name == "turn_played", "AIPlayTurn returns the turn's signal");
        Expect(Last(node).Value[0].AsInt64() == 1, "AIPlayTurn passes the player");
        ai.Difficulty = Majiang.AIDifficulty.Expert;
        Expect(node.Properties["difficulty"].AsInt64() == 3 && ai.Difficulty == Majiang.AIDifficulty.Expert, "Difficulty is the difficulty property");

        var wc = new Majiang.WinChecker(ClassDB.Instantiate("WinChecker").AsGodotObject());
        wc.Instance.Answers["can_win"] = true;
        Expect(wc.CanWin(hand, null), "CanWin answers");
        Expect(Last(wc.Instance).Key == "can_win" && Last(wc.Instance).Value[1].AsGodotArray().Count == 0, "null melds pass as an empty Array");

        var table = new Majiang.MahjongTable(ClassDB.Instantiate("MahjongTable").AsGodotObject());
        table.Instance.Answers["get_hand"] = new long[] { 1, 2 };
        Expect(table.GetHand(0).Length == 2 && Last(table.Instance).Key == "get_hand", "GetHand calls get_hand");
        table.Rules = "hongzhong";
        Expect(table.Instance.Properties["rules"].AsString() == "hongzhong", "Rules is the rules property");
        table.Instance.Answers["set_rule_option"] = true;
        Expect(table.SetRuleOption("birds", 6), "SetRuleOption answers");
        call = Last(table.Instance);
        Expect(call.Key == "set_rule_option" && call.Value[0].AsString() == "birds" && call.Value[1].AsInt64() == 6, "SetRuleOption passes the name and the value");
        table.Instance.Answers["get_rule_option"] = 6L;
        Expect(table.GetRuleOption("birds") == 6 && Last(table.Instance).Key == "get_rule_option", "GetRuleOption calls get_rule_option");
        var options = new Godot.Collections.Dictionary();
        options["birds"] = 6L;
        wc.Instance.Answers["rule_options"] = options;
        Expect(wc.RuleOptions()["birds"].AsInt64() == 6 && Last(wc.Instance).Key == "rule_options", "RuleOptions returns the Dictionary");
        table.Instance.Answers["wall_size"] = 112;
        Expect(table.WallSize() == 112 && Last(table.Instance).Key == "wall_size", "WallSize calls wall_size");

        // 四川: the exchange, the void, the phase and who has left.
        node.Answers["decide_exchange"] = new long[] { 0, 4, 7 };
        Expect(ai.DecideExchange(hand).Length == 3 && Last(node).Value[1].AsInt64() == 3, "DecideExchange passes the default count 3");
        node.Answers["decide_discard"] = 5;
        Expect(ai.DecideDiscard(hand, melds, 1, 2) == 5 && Last(node).Value[3].AsInt64() == 2, "DecideDiscard passes the void suit");
        node.Answers["decide_void"] = 2;
        Expect(ai.DecideVoid(hand) == 2 && Last(node).Key == "decide_void", "DecideVoid calls decide_void");
        table.Instance.Answers["phase"] = "ding_que";
        Expect(table.Phase() == "ding_que" && Last(table.Instance).Key == "phase", "Phase calls phase");
        table.Instance.Answers["get_void"] = 1;
        Expect(table.GetVoid(3) == 1 && Last(table.Instance).Value[0].AsInt64() == 3, "GetVoid passes the seat");
        table.Instance.Answers["has_left"] = true;
        Expect(table.HasLeft(2) && Last(table.Instance).Key == "has_left", "HasLeft calls has_left");
        // Words contexts, valued waits, flowers and winds.
        wc.Instance.Answers["analyze_in"] = new Godot.Collections.Dictionary();
        wc.AnalyzeIn(hand, melds, "win:9s self_drawn");
        Expect(Last(wc.Instance).Key == "analyze_in" && Last(wc.Instance).Value[2].AsString() == "win:9s self_drawn", "AnalyzeIn passes the words");
        wc.Instance.Answers["valued_waits"] = new Godot.Collections.Array();
        wc.ValuedWaits(hand, melds);
        Expect(Last(wc.Instance).Key == "valued_waits" && Last(wc.Instance).Value[2].AsString() == "", "ValuedWaits passes an empty context by default");
        node.Answers["should_win_in"] = true;
        Expect(ai.ShouldWinIn(hand, melds, "self_drawn") && Last(node).Value[2].AsString() == "self_drawn", "ShouldWinIn passes the words");
        table.Instance.Answers["get_flowers"] = 3;
        Expect(table.GetFlowers(1) == 3 && Last(table.Instance).Value[0].AsInt64() == 1, "GetFlowers passes the seat");
        table.Instance.Answers["prevalent_wind"] = 2;
        Expect(table.PrevalentWind() == 2 && Last(table.Instance).Key == "prevalent_wind", "PrevalentWind calls prevalent_wind");
        table.Instance.Answers["set_prevalent_wind"] = true;
        Expect(table.SetPrevalentWind(1) && Last(table.Instance).Value[0].AsInt64() == 1, "SetPrevalentWind passes the wind");

        // Typed records: a hint list and a result's payment lines, with the native Dictionaries' keys.
        var hint = new Godot.Collections.Dictionary();
        hint["tile"] = 31L; hint["index"] = 4L; hint["shanten"] = 0L;
        hint["useful_kinds"] = new long[] { 1, 4 }; hint["unseen_copies"] = 7L;
        hint["draws"] = new long[] { 1, 4 }; hint["draws_left"] = 7L;
        hint["win_prob"] = 0.52; hint["points"] = 3.5; hint["targets"] = new[] { "pinghu" };
        hint["reason"] = "ready on 2m 5m"; hint["reason_zh"] = "听 二万 五万";
        var hintList = new Godot.Collections.Array { hint };
        node.Answers["hints"] = hintList;
        var hints = ai.HintList(hand, melds, 2);
        Expect(Last(node).Key == "hints" && Last(node).Value[2].AsInt64() == 2, "HintList calls hints with the seat");
        var h0 = hints[0];
        Expect(hints.Length == 1 && h0.Tile == 31 && h0.Index == 4 && h0.Shanten == 0 && h0.UnseenCopies == 7
            && string.Join(",", h0.UsefulKinds) == "1,4" && string.Join(",", h0.Targets) == "pinghu", "a hint's tiles, shanten and targets");
        Expect(h0.WinProb == 0.52 && h0.Points == 3.5 && h0.Reason == "ready on 2m 5m" && h0.ReasonZh == "听 二万 五万", "a hint's chance, points and reasons");
        table.Instance.Answers["hints"] = hintList;
        Expect(table.HintList(1)[0].Tile == 31 && Last(table.Instance).Key == "hints" && Last(table.Instance).Value[0].AsInt64() == 1, "MahjongTable.HintList calls hints");
        var win = new Godot.Collections.Dictionary();
        win["from"] = 2L; win["to"] = 0L; win["points"] = 4L; win["reason"] = "win"; win["hits"] = 0L; win["label"] = "胡"; win["label_en"] = "win";
        var birds = new Godot.Collections.Dictionary();
        birds["from"] = 2L; birds["to"] = 0L; birds["points"] = 8L; birds["reason"] = "birds"; birds["hits"] = 2L; birds["label"] = "中鸟 ×2"; birds["label_en"] = "birds ×2";
        var result = new Godot.Collections.Dictionary();
        result["payments"] = new Godot.Collections.Array { win, birds };
        var lines = Majiang.MahjongTable.Payments(result);
        Expect(lines.Length == 2 && lines[0].From == 2 && lines[0].To == 0 && lines[0].Points == 4 && lines[0].ReasonId == "win" && lines[0].Label == "胡" && lines[0].LabelEn == "win", "a payment line's seats, points and labels");
        Expect(lines[1].ReasonId == "birds" && lines[1].Hits == 2 && lines[1].Label.EndsWith(" ×" + lines[1].Hits) && lines[1].LabelEn == "birds ×2", "a birds line counts its hits");

        bool refused = false;
        try { new Majiang.WinChecker(node); } catch (ArgumentException) { refused = true; }
        Expect(refused, "a wrapper refuses a node of another class");
        Console.WriteLine("csharp-wrappers: " + passed + " passed");
    }
}
