// A C# program using libmajiang through bindings/csharp/Majiang.cs: every case
// of tests/ffi/cases.txt and tests/ffi/analysis.txt, every game of
// tests/ffi/games.txt played by Ai players on a Game (both IDisposable), then
// bad input as exceptions.
//
//   mcs -out:consumer.exe bindings/csharp/Majiang.cs tests/ffi/Consumer.cs
//   LD_LIBRARY_PATH=target/debug mono consumer.exe tests/ffi
//
// Prints "N passed, M failed"; exits non-zero on any failure.
using System;
using System.IO;
using System.Linq;
using Majiang;

static class Consumer
{
    static int passed, failed;

    static void Check(bool ok, string what)
    {
        if (ok) passed++;
        else
        {
            failed++;
            Console.Error.WriteLine("FAIL " + what);
        }
    }

    // The bit mask of a list of seats (1 << seat each): what the C ABI's seat sets hold.
    static int Mask(int[] seats) { return seats.Sum(s => 1 << s); }

#pragma warning disable 618 // the deprecated 0.1 masks, checked against the lists that replace them
    // A state's seat lists are its masks' bits, ascending, and the next seat is a pending one.
    static bool SeatListsMatch(GameState state)
    {
        return Mask(state.Pending) == state.PendingMask && Mask(state.Frozen) == state.FrozenMask
            && state.Pending.SequenceEqual(state.Pending.OrderBy(s => s))
            && (state.NextSeat == Library.None || state.Pending.Contains(state.NextSeat));
    }
    static bool WinnersMatch(GameResult r) { return Mask(r.Winners) == r.WinnersMask; }
#pragma warning restore 618

    static Rules RulesFor(string spec)
    {
        var parts = spec.Split(new[] { "+w" }, StringSplitOptions.None);
        var rules = parts[0] == "standard" ? Rules.Standard()
            : parts[0] == "eval_v1" ? Rules.EvalV1()
            : Rules.Changsha();
        if (parts.Length == 2) rules.Wildcard = int.Parse(parts[1]);
        return rules;
    }

    static void CheckCase(string line, int lineno)
    {
        var f = line.Split('\t');
        var at = "line " + lineno + ": ";
        if (f.Length != 9) { Check(false, at + "expected 9 fields"); return; }
        var tiles = f[2].Split(',').Select(byte.Parse).ToArray();
        var melds = f[3] == "-" ? new Meld[0] : f[3].Split(',').Select(m =>
        {
            var kt = m.Split(':');
            return new Meld((MeldKind)byte.Parse(kt[0]), byte.Parse(kt[1]));
        }).ToArray();
        Check(Mahjong.ParseTiles(f[1]).SequenceEqual(tiles), at + "parse " + f[1]);
        Check(Mahjong.FormatTiles(tiles) == f[1], at + "format");
        using (var rules = RulesFor(f[0]))
        {
            if (f[4] == "-")
            {
                // A 3n+1 hand lacks its winning tile: both win checks refuse it.
                ExpectError(at + "win of 3n+1", Status.WrongHandSize, "3n+2", () => Mahjong.IsWin(rules, tiles, melds));
                ExpectError(at + "targets of 3n+1", Status.WrongHandSize, "3n+2", () => Mahjong.WinningTargets(rules, tiles, melds));
            }
            else
            {
                Check(Mahjong.IsWin(rules, tiles, melds) == (f[4] == "1"), at + "win");
                Check(MaskOf(Mahjong.WinningTargets(rules, tiles, melds).Select(t => (int)t)) == ulong.Parse(f[5]), at + "targets");
            }
            Check(Mahjong.Shanten(rules, tiles, melds) == int.Parse(f[6]), at + "shanten");
            var per = f[7].Split(',').Select(int.Parse).ToArray();
            for (int t = 0; t < per.Length; t++)
                Check(Mahjong.ShantenFor(rules, (Target)t, tiles, melds) == per[t], at + "target " + t);
            if (f[8] == "-")
            {
                try
                {
                    Mahjong.Waits(rules, tiles, melds);
                    Check(false, at + "waits of a 3n+2 hand did not throw");
                }
                catch (MajiangException e)
                {
                    Check(e.Status == Status.WrongHandSize, at + "waits status " + e.Status);
                }
            }
            else
            {
                ulong want = ulong.Parse(f[8]);
                Check(Mahjong.Waits(rules, tiles, melds).SequenceEqual(Mahjong.IdsOf(want)), at + "waits");
                // With every copy unseen but those in hand and melds, counts are 4 - used.
                var counts = Mahjong.WaitCounts(rules, tiles, melds);
                var all = Enumerable.Repeat((byte)4, Library.Kinds).ToArray();
                var sameAsDefault = Mahjong.WaitCounts(rules, tiles, melds, all);
                bool ok = counts.Length == Library.Kinds;
                for (int id = 0; ok && id < Library.Kinds; id++)
                {
                    bool isWait = ((want >> id) & 1) == 1;
                    ok = (counts[id] > 0 ? isWait : true) && (sameAsDefault[id] == (isWait ? 4 : 0));
                }
                Check(ok, at + "wait counts");
            }
        }
    }

    static void ExpectError(string what, Status status, string fragment, Action call)
    {
        try
        {
            call();
            Check(false, what + ": no exception");
        }
        catch (MajiangException e)
        {
            Check(e.Status == status, what + ": status " + e.Status + " (" + e.Message + ")");
            Check(e.Message.Contains(fragment), what + ": message \"" + e.Message + "\" lacks \"" + fragment + "\"");
        }
    }

    static void CheckBadInput()
    {
        using (var rules = Rules.Changsha())
        {
            var win14 = new byte[] { 0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4 };
            Check(Mahjong.IsWin(rules, win14), "a plain win");
            var bad = (byte[])win14.Clone();
            bad[3] = 40;
            ExpectError("tile 40", Status.InvalidTile, "tiles[3]", () => Mahjong.IsWin(rules, bad));
            ExpectError("win of 13", Status.WrongHandSize, "got 13", () => Mahjong.IsWin(rules, win14.Take(13).ToArray()));
            ExpectError("meld kind 9", Status.InvalidMeld, "melds[0].kind = 9",
                () => Mahjong.IsWin(rules, win14.Take(11).ToArray(), new[] { new Meld((MeldKind)9, 4) }));
            ExpectError("five copies", Status.InvalidHand, "5 copies",
                () => Mahjong.Shanten(rules, new byte[] { 4, 4, 4, 4, 4, 0, 1, 2, 9, 10, 11, 18, 19, 20 }));
            ExpectError("birds = 3", Status.InvalidOption, "birds = 3", () => rules.Set(RuleOption.Birds, 3));
            ExpectError("option 99", Status.InvalidArgument, "`option` = 99", () => rules.Set((RuleOption)99, 1));
            ExpectError("target -1", Status.InvalidArgument, "`target` = -1",
                () => Mahjong.ShantenFor(rules, (Target)(-1), win14));
            ExpectError("parse", Status.ParseError, "character 2", () => Mahjong.ParseTiles("12x"));
            ExpectError("wildcard 5z", Status.InvalidTile, "5z", () => { rules.Wildcard = 31; });
            var unseen = Enumerable.Repeat((byte)4, Library.Kinds).ToArray();
            unseen[7] = 5;
            ExpectError("unseen 5", Status.InvalidHand, "unseen",
                () => Mahjong.WaitCounts(rules, win14.Take(13).ToArray(), null, unseen));
            Check(rules.Get(RuleOption.Birds) == 2, "birds unchanged");

            using (var copy = rules.Clone())
            {
                copy.Set(RuleOption.Birds, 6);
                copy.Wildcard = 4;
                Check(copy.Get(RuleOption.Birds) == 6 && rules.Get(RuleOption.Birds) == 2, "clone is independent");
                Check(copy.Wildcard == 4 && rules.Wildcard == Library.NoTile, "wildcard");
            }
        }
        // Rules.Options(): the core's option registry with labels, ranges and defaults; Get
        // refuses another table's option, as Set does.
        using (var hz = Rules.Hongzhong())
        {
            var list = hz.Options();
            Check(list.Count == 54 && list[1].Name == "two_five_eight_pair", "54 options");
            var birds = list[(int)RuleOption.FlatBirds];
            Check(birds.Zh == "抓鸟" && birds.Kind == "enum" && birds.Default == 4 && birds.Value == 4
                && birds.Families.SequenceEqual(new[] { "hunan" }) && birds.Values.Length == 5 && birds.Values[4].Value == 8,
                "flat_birds");
            Check(list[(int)RuleOption.McrRound].Families.SequenceEqual(new[] { "mcr" }), "every family bit is named by the library");
            var fee = list[(int)RuleOption.KongFee];
            Check(fee.Kind == "int" && fee.Max == 1000 && !fee.Applies && fee.Value == null, "kong_fee");
            Check(list[(int)RuleOption.FanCap].Values[1].Zh == "四番 (16倍)", "fan_cap labels");
            ExpectError("birds on hongzhong", Status.InvalidOption, "birds: an option of the Changsha table",
                () => hz.Get(RuleOption.Birds));
            Check(Rules.OptionByName("pair_258") == RuleOption.TwoFiveEightPair, "option by name");
        }
        Check(Mahjong.FormatTilesChinese(new byte[] { 4, 12, 26 }) == "五万 四条 九筒", "chinese");
        Check(Mahjong.ParseTiles("五万 东").SequenceEqual(new byte[] { 4, 27 }), "parse chinese");
        var melds = Mahjong.ParseMelds("peng:5m chi:345s");
        Check(melds.Length == 2 && melds[0].Kind == (byte)MeldKind.Peng && melds[1].Tile == 11, "parse melds");
        Check(Library.StatusName(Status.InvalidTile) == "MJ_STATUS_INVALID_TILE", "status name");
        Check(Library.Version.Length > 0, "version");
    }

    static byte[] TilesOf(string field)
    {
        return field == "-" ? new byte[0] : field.Split(',').Select(byte.Parse).ToArray();
    }

    static Meld[] MeldsOf(string field)
    {
        return field == "-" ? new Meld[0] : field.Split(',').Select(m =>
        {
            var kt = m.Split(':');
            return new Meld((MeldKind)byte.Parse(kt[0]), byte.Parse(kt[1]));
        }).ToArray();
    }

    // The mask with bit 1 << id set for each id (kinds or targets), as the case files write sets.
    static ulong MaskOf(System.Collections.Generic.IEnumerable<int> ids)
    {
        ulong mask = 0;
        foreach (var id in ids) mask |= 1UL << id;
        return mask;
    }

    static string Join<T>(System.Collections.Generic.IEnumerable<T> items)
    {
        var s = string.Join(",", items.Select(x => x.ToString()).ToArray());
        return s.Length == 0 ? "-" : s;
    }

    static void CheckAnalysis(string line, int lineno)
    {
        var f = line.Split('\t');
        var at = "analysis line " + lineno + ": ";
        using (var rules = RulesFor(f[1]))
        {
            if (f[0] == "win")
            {
                var c = f[5].Select(ch => (byte)(ch - '0')).ToArray();
                var ctx = new WinContext { SelfDraw = c[0], LastTile = c[1], KongFlip = c[2], RobbedKong = c[3], FirstTurn = c[4], Dealer = c[5] };
                var a = Mahjong.AnalyzeWin(rules, TilesOf(f[3]), MeldsOf(f[4]), ctx);
                Check(a.Win == byte.Parse(f[6]) && a.Small == byte.Parse(f[7]) && a.Units == uint.Parse(f[8])
                    && a.BigHands == uint.Parse(f[9]) && a.Targets == uint.Parse(f[10]), at + "analysis");
                Check(Join(Mahjong.BigHands(a).Select(t => t.Item1 + ":" + t.Item2)) == f[11], at + "big hands");
                if (a.Win == 1)
                    Check(Join(Mahjong.SettleWin(rules, a, int.Parse(f[12]), int.Parse(f[13]), int.Parse(f[14]), TilesOf(f[15]))) == f[16], at + "settle");
            }
            else if (f[0] == "opening")
            {
                var w = Mahjong.OpeningWinsOf(rules, TilesOf(f[3]));
                Check(Join(w.Counts.Take(4)) == f[4], at + "counts");
                var names = Enumerable.Range(0, 4).Where(id => w.Counts[id] > 0)
                    .Select(id => Mahjong.OpeningWinIdName((OpeningWin)id) + ":" + w.Counts[id]);
                Check(Join(names) == f[5], at + "names");
                Check(Join(Mahjong.SettleOpening(rules, int.Parse(f[6]), w.Total, int.Parse(f[7]))) == f[8], at + "settle");
            }
            else if (f[0] == "discard")
            {
                var tiles = TilesOf(f[3]);
                var melds = MeldsOf(f[4]);
                var options = Mahjong.DiscardOptions(rules, tiles, melds);
                var text = Join(options.Select(o => o.Tile + ":" + o.Index + ":" + o.Shanten + ":" + o.UsefulKinds.Length + ":" + o.UnseenCopies + ":" + MaskOf(o.UsefulKinds.Select(k => (int)k))));
                Check(text == f[5], at + "options " + text);
            }
            else if (f[0] == "hint")
            {
                var tiles = TilesOf(f[3]);
                var melds = MeldsOf(f[4]);
                using (var ai = new Ai(Difficulty.Expert, 0, rules))
                {
                    foreach (var t in TilesOf(f[5])) ai.ObserveDiscard(t);
                    ai.SetWallLeft(int.Parse(f[6]));
                    var inv = System.Globalization.CultureInfo.InvariantCulture;
                    var hints = ai.Hints(tiles, melds);
                    var text = Join(hints.Select(h => h.Tile + ":" + h.Index + ":" + h.Shanten + ":" + h.UsefulKinds.Length + ":" + h.UnseenCopies + ":" + MaskOf(h.UsefulKinds.Select(k => (int)k)) + ":" + MaskOf(h.Targets.Select(t => (int)t)) + ":" + h.WinProb.ToString("F6", inv) + ":" + h.Points.ToString("F6", inv)));
                    Check(text == f[7], at + "hints " + text);
                    Check(hints.Length > 0 && hints[0].Reason == f[9], at + "reason " + (hints.Length > 0 ? hints[0].Reason : ""));
                    Check(hints.All(h => h.ReasonZh.StartsWith("打 ")), at + "reasons zh");
                    Check(ai.HintReasons(tiles, melds).SequenceEqual(hints.Select(h => h.Reason)), at + "reasons");
                    var rest = tiles.Take(tiles.Length - 1).ToArray();
                    var tile = tiles[tiles.Length - 1];
                    var claims = (ai.ShouldPeng(rest, tile, Difficulty.Expert) ? "1" : "0")
                        + (ai.ShouldChi(rest, tile, Difficulty.Expert) ? "1" : "0")
                        + (ai.ShouldGang(rest, tile, Difficulty.Expert) ? "1" : "0")
                        + (ai.ShouldHuDiscard(rest, tile, melds) ? "1" : "0");
                    Check(claims == f[8], at + "claims " + claims);
                }
            }
            else if (f[0] == "ai")
            {
                using (var ai = new Ai((Difficulty)int.Parse(f[2]), ulong.Parse(f[3]), rules))
                {
                    var tiles = TilesOf(f[5]);
                    Check(ai.DecideDiscard(tiles, MeldsOf(f[6])) == int.Parse(f[7]), at + "discard");
                    var rest = tiles.Take(tiles.Length - 1).ToArray();
                    var tile = tiles[tiles.Length - 1];
                    var answers = "";
                    for (int d = 0; d < 3; d++)
                    {
                        answers += ai.ShouldPeng(rest, tile, (Difficulty)d) ? "1" : "0";
                        answers += ai.ShouldChi(rest, tile, (Difficulty)d) ? "1" : "0";
                        answers += ai.ShouldGang(rest, tile, (Difficulty)d) ? "1" : "0";
                    }
                    Check(answers == f[8], at + "answers " + answers);
                }
            }
            else Check(false, at + "unknown line");
        }
    }

    static void CheckGame(string line, int lineno)
    {
        var f = line.Split('\t');
        var at = "game line " + lineno + ": ";
        var difficulty = f[3].Split(',').Select(int.Parse).ToArray();
        var seeds = f[4].Split(',').Select(ulong.Parse).ToArray();
        using (var rules = RulesFor(f[0]))
        using (var game = new Game(rules, ulong.Parse(f[1]), int.Parse(f[2])))
        {
            var ais = Enumerable.Range(0, 4).Select(s => new Ai((Difficulty)difficulty[s], seeds[s], rules)).ToArray();
            int events = game.Events().Length, actions = 0;
            for (var state = game.State(); state.NextSeat != Library.None; state = game.State())
            {
                int seat = state.NextSeat;
                Check(SeatListsMatch(state), at + "seat lists are the masks' seats");
                var action = game.AiAction(seat, ais[seat]);
                Check(game.LegalActions(seat).Any(a => a.Kind == action.Kind && a.Tile == action.Tile), at + "legal choice");
                game.Apply(seat, action);
                actions++;
                var drained = game.Events();
                Check(drained.All(e => e.Kind <= (byte)EventKind.Finished), at + "event kinds");
                events += drained.Length;
            }
            var r = game.Result();
            Check(r.Finished == 1 && Join(r.Deltas.Points) == f[5] && Mask(r.Winners) == byte.Parse(f[6]) && WinnersMatch(r) && r.NextDealer == byte.Parse(f[7]), at + "result");
            Check(actions == int.Parse(f[8]) && events == int.Parse(f[9]), at + actions + " actions, " + events + " events");
            // Each win's Changsha big hands as a list: the mask's bits, none for a small hand.
            var wins = game.Wins();
            Check(wins.Select(w => w.Seat).Distinct().OrderBy(s => s).Select(s => (int)s).SequenceEqual(r.Winners), at + "wins are the winners");
            foreach (var w in wins)
                Check(w.BigHandList.Sum(b => 1u << (int)b) == w.BigHands && (w.BigHandList.Length == 0) == (w.Small == 1) && w.Patterns.Length == 0, at + "a win's big hands");
            var record = game.RecordJson();
            Check(record.Count(ch => ch == '\n') == actions + 2, at + "record lines");
            using (var again = Game.Replay(record))
                Check(Join(again.Result().Deltas.Points) == f[5], at + "replay");
            foreach (var ai in ais) ai.Dispose();
        }
    }

    static void CheckBadGameInput()
    {
        using (var rules = Rules.Changsha())
        {
            ExpectError("difficulty 7", Status.InvalidArgument, "`difficulty` = 7", () => new Ai((Difficulty)7, 1, rules));
            Check(Ai.Available(Difficulty.Expert) && Ai.Available(Difficulty.Easy), "available");
            using (var expert = new Ai(Difficulty.Expert, 1, rules))
            {
                ExpectError("wall 56", Status.InvalidArgument, "`wall_left` = 56", () => expert.SetWallLeft(56));
                Check(expert.Seat == 255, "a new Ai has no seat");
                expert.Seat = 0;
                ExpectError("EXPERT claim without melds", Status.WrongHandSize, "whole hand",
                    () => expert.ShouldPeng(new byte[] { 0, 1, 2, 12, 13, 14, 24, 25, 26, 4 }, 4, Difficulty.Expert));
                // One Ai for several seats: seat 2's peng of 5m is seen by the others, held by seat 2.
                expert.ObserveMeld(new Meld(MeldKind.Peng, 4), Library.NoTile, 2);
                Check(expert.Seat == 0 && expert.Observed()[4] == 3, "seat 0 saw seat 2's peng");
                expert.Seat = 2;
                Check(expert.Seat == 2 && expert.Observed()[4] == 0, "seat 2 holds its own peng");
                ExpectError("seat 4", Status.InvalidArgument, "`seat` = 4", () => expert.Seat = 4);
            }
            var win14 = new byte[] { 0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4 };
            using (var ai = new Ai(Difficulty.Easy, 1, rules))
            {
                Check(ai.ShouldHu(win14) && !ai.ShouldHu(new byte[] { 0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 9, 9 }), "should_hu");
                // The same hands in notation, through the string overloads.
                Check(ai.ShouldHu("123m456s789p23455m") && ai.ShouldHu("123m456s55m", "peng:9p chi:789p")
                    && Mahjong.AnalyzeWin(rules, "258m258s258p22558m").Win == 1
                    && Mahjong.ShantenFor(rules, Target.SevenPairs, "11223344556677m") == -1
                    && ai.ShouldHuDiscard("123m456s789p2345m", "5m"), "notation overloads");
                ai.Reseed(5);
                var byNotation = ai.DecideDiscard("123m456s789p2345m9s");
                ai.Reseed(5);
                Check(byNotation == ai.DecideDiscard(Mahjong.ParseTiles("123m456s789p2345m9s")), "DecideDiscard in notation");
                ExpectError("should_chi difficulty 4", Status.InvalidArgument, "`difficulty` = 4", () => ai.ShouldChi(win14, 4, (Difficulty)4));
                ExpectError("discard of 13", Status.WrongHandSize, "3n+2", () => ai.DecideDiscard(win14.Take(13).ToArray()));
                ai.ObserveMeld(new Meld(MeldKind.Peng, 4), 4);
                Check(ai.Observed()[4] == 2, "a claimed peng adds two");
                ai.Reset();
                Check(ai.Observed().All(n => n == 0), "reset");
            }
            ExpectError("impossible context", Status.InvalidArgument, "robbed from a kong",
                () => Mahjong.AnalyzeWin(rules, win14, null, new WinContext { RobbedKong = 1, KongFlip = 1 }));
            var a = Mahjong.AnalyzeWin(rules, win14);
            ExpectError("bad winner", Status.InvalidArgument, "`winner` = 4", () => Mahjong.SettleWin(rules, a, 4, 0, 0));
            Check(Mahjong.BigHandChineseName(BigHand.Qiangganghu) == "抢杠胡", "Chinese name");
            using (var game = new Game(rules, 9, 0))
            {
                var before = game.State();
                ExpectError("bad action", Status.InvalidArgument, "`action.kind` = 20", () => game.Apply(0, new GameAction((ActionKind)20)));
                ExpectError("illegal", Status.IllegalAction, "not legal", () => game.Apply(0, new GameAction(ActionKind.Hu)));
                ExpectError("not pending", Status.IllegalAction, "seat 3 has no decision", () => game.Apply(3, new GameAction(ActionKind.Pass)));
                var after = game.State();
                Check(before.NextSeat == after.NextSeat && before.WallLeft == after.WallLeft && before.Phase == after.Phase, "unchanged");
                Check(game.Hand(0).Length == 14 && game.Dealt(2).Length == 13 && game.DrawnTile(0) == Library.NoTile
                    && game.Melds(0).Length == 0 && game.Discards(0).Length == 0, "state queries");
            }
            ExpectError("bad record", Status.ParseError, "line 1", () => Game.Replay("[]"));
            // A table seat's hints (mj_game_hints): at the dealer's first turn nothing is seen
            // but its own hand, so a fresh EXPERT told the wall ranks that hand the same.
            using (var table = new Game(rules, 1, 1))
            using (var fresh = new Ai(Difficulty.Expert, 1, rules))
            {
                fresh.SetWallLeft(table.State().WallLeft);
                var hand = table.Hand(1);
                var hints = table.Hints(1);
                var want = fresh.Hints(hand);
                Check(hints.Length > 1 && hints.Length == want.Length && hints.Zip(want, (h, w) =>
                    h.Tile == w.Tile && h.Index == w.Index && hand[h.Index] == h.Tile && h.Points == w.Points
                    && h.Reason == w.Reason && h.ReasonZh == w.ReasonZh).All(ok => ok),
                    "game hints: a fresh EXPERT's at the dealer's first turn");
                Check(table.Hints(0).Length == 0 && table.HintReasons(2).Length == 0, "no hints off the turn");
                ExpectError("hints seat 4", Status.InvalidArgument, "`seat` = 4", () => table.Hints(4));
            }
        }
    }

    // 红中 by name: its options, a refused value, and hands played by HARD AIs until three
    // pay a win, whose lines sum to zero and add up to the result; a 中 is never discarded.
    static void CheckFlatPresets()
    {
        ExpectError("unknown preset", Status.InvalidOption, "hongzhong", () => Rules.ByName("sichuan-xl").Dispose());
        using (var rules = Rules.ByName("hongzhong"))
        using (var zz = Rules.Zhuanzhuan())
        using (var hz = Rules.Hongzhong())
        using (var ai = new Ai(Difficulty.Hard, 3, rules))
        {
            Check(rules.Get(RuleOption.RedDragons) == 4 && zz.Get(RuleOption.RedDragons) == 0 && hz.Get(RuleOption.Chi) == 0 && rules.Wildcard == 31, "hongzhong options");
            ExpectError("red dragons 5", Status.InvalidOption, "red_dragons = 5: 0, 4 or 8", () => rules.Set(RuleOption.RedDragons, 5));
            Check(rules.Get(RuleOption.RedDragons) == 4, "refused value left the rules unchanged");
            rules.Set(RuleOption.BirdPoints, 2);
            Check(rules.Get(RuleOption.BirdPoints) == 2, "bird points set");
            int paid = 0, birdLines = 0;
            for (ulong seed = 0; seed < 30 && paid < 3; seed++)
            {
                using (var game = new Game(rules, seed, (int)(seed % 4)))
                {
                    for (var state = game.State(); state.NextSeat != Library.None; state = game.State())
                    {
                        int seat = state.NextSeat;
                        if (state.Phase == (byte)Phase.Turn && game.Hand(seat).Contains((byte)31))
                            ExpectError("discard 中", Status.IllegalAction, "not legal", () => game.Apply(seat, new GameAction(ActionKind.Discard, 31)));
                        game.Apply(seat, game.AiAction(seat, ai));
                    }
                    var lines = game.Payments();
                    var totals = new int[4];
                    foreach (var line in lines)
                    {
                        totals[line.From] -= line.Points;
                        totals[line.To] += line.Points;
                    }
                    Check(totals.SequenceEqual(game.Result().Deltas.Points) && totals.Sum() == 0, "lines are the result");
                    int hits = game.Birds().Sum(b => (int)b.Hits);
                    Check(lines.Where(l => l.Kind == PaymentReason.Birds).All(l => l.Hits == hits), "bird hits");
                    // A BIRDS line's labels count its hits; every other line is named by its reason.
                    foreach (var l in lines)
                    {
                        if (l.Kind == PaymentReason.Birds)
                        {
                            birdLines++;
                            Check(l.ReasonId == "birds" && l.Label == "中鸟 ×" + l.Hits && l.LabelEn == "birds ×" + l.Hits && l.Label.EndsWith(" ×" + hits), "a BIRDS line's labels: " + l.Label);
                        }
                        else if (l.Kind == PaymentReason.Win)
                            Check(l.ReasonId == "win" && l.Label == "胡" && l.LabelEn == "win", "a WIN line's labels: " + l.Label);
                        else
                            Check(l.Label == Mahjong.PaymentReasonChineseName(l.Kind) && l.LabelEn == Mahjong.PaymentReasonEnglishName(l.Kind), "a line's labels: " + l.Label);
                    }
                    if (lines.Any(l => l.Kind == PaymentReason.Win)) paid++;
                }
            }
            Check(paid >= 3 && birdLines > 0, "hongzhong hands won: " + paid + ", bird lines " + birdLines);
        }
    }

    // 四川 by name: its options (a refused value, another table's option refused both ways),
    // the worked examples X7 and X8 (缺一门 included), the waits and the best ready hand, the
    // pattern names, and bad input refused with its message.
    static void CheckSichuan()
    {
        using (var sc = Rules.ByName("sichuan"))
        using (var cs = Rules.Changsha())
        {
            Check(sc.Get(RuleOption.FanCap) == 4 && sc.Get(RuleOption.Exchange) == 3 && sc.Get(RuleOption.Chi) == 0, "sichuan defaults");
            ExpectError("fan cap 6", Status.InvalidOption, "fan_cap = 6: 3, 4 or 5", () => sc.Set(RuleOption.FanCap, 6));
            Check(sc.Get(RuleOption.FanCap) == 4, "refused value left the rules unchanged");
            sc.Set(RuleOption.SichuanMode, 1);
            Check(sc.Get(RuleOption.SichuanMode) == 1, "血流成河 set");
            ExpectError("fan cap on changsha", Status.InvalidOption, "an option of 四川 (sichuan)", () => cs.Set(RuleOption.FanCap, 4));
            ExpectError("birds on sichuan", Status.InvalidOption, "an option of the Changsha", () => sc.Set(RuleOption.Birds, 2));
            var x7 = Mahjong.SichuanAnalyze(sc, "55m", "peng:1m peng:4m peng:7p gang:8p");
            Check(x7.Win == 1 && x7.Fan == 3 && Mahjong.SichuanPatterns(x7).SequenceEqual(new[] { SichuanPattern.Duiduihu, SichuanPattern.Jingoudiao, SichuanPattern.Gen }), "X7");
            var ctx = new SichuanContext { SelfDraw = 1, AfterKong = 1 };
            var x8 = Mahjong.SichuanAnalyze(sc, "234m567m33m789s", "an_gang:6s", ctx);
            Check(x8.Fan == 2 && Mahjong.SichuanPatterns(x8).SequenceEqual(new[] { SichuanPattern.Pinghu, SichuanPattern.Gen, SichuanPattern.Gangshanghua }), "X8");
            var three = Mahjong.SichuanAnalyze(sc, "123m456s789p22m555s");
            Check(three.Win == 0 && three.Fan == 0 && three.Patterns == 0 && Mahjong.SichuanPatterns(three).Length == 0, "three suits");
            Check(Mahjong.SichuanWaits(sc, "123456789m2345m").SequenceEqual(new byte[] { 1, 4 }), "X10 C waits");
            var best = Mahjong.SichuanBestReadyHand(sc, "123456789m2345m");
            Check(best != null && best.Item1 == 1 && best.Item2.Fan == 2 && Mahjong.SichuanPatterns(best.Item2).SequenceEqual(new[] { SichuanPattern.Pinghu, SichuanPattern.Qingyise }), "X10 C best");
            Check(Mahjong.SichuanWaits(sc, "123m456s56p789m11s").Length == 0 && Mahjong.SichuanBestReadyHand(sc, "123m456s56p789m11s") == null, "three suits wait on nothing");
            // The generic checks know 缺一门; an AI at the host's own table knows its void.
            Check(!Mahjong.IsWin(sc, "123m456m789p123s55s") && Mahjong.IsWin(cs, "123m456m789p123s55s"), "IsWin: 缺一门 on sichuan only");
            using (var own = new Ai(Difficulty.Expert, 1, sc))
            {
                own.SetVoid(2);
                var held = Mahjong.ParseTiles("1234567m19p23456s");
                var pick = held[own.DecideDiscard(held)];
                Check(pick >= 18 && pick < 27, "the void suit goes first");
                Check(!own.ShouldPeng("11p2345m", "1p", Difficulty.Medium), "no 碰 of the void");
                ExpectError("void 3", Status.InvalidArgument, "`suit` = 3", () => own.SetVoid(3));
            }
            Check(Mahjong.SichuanPatternIdName(SichuanPattern.Qingyise) == "qingyise" && Mahjong.SichuanPatternChineseName(SichuanPattern.Qingyise) == "清一色"
                  && Mahjong.SichuanPatternEnglishName(SichuanPattern.Qingyise) == "one suit" && Mahjong.SichuanPatternChineseName(SichuanPattern.Longqidui) == "龙七对", "pattern names");
            ExpectError("pattern 18", Status.InvalidArgument, "`id` = 18", () => Mahjong.SichuanPatternIdName((SichuanPattern)18));
            ExpectError("changsha rules", Status.InvalidArgument, "not 四川麻将", () => Mahjong.SichuanAnalyze(cs, "11122233344455m"));
            ExpectError("13 tiles", Status.WrongHandSize, "3n+2", () => Mahjong.SichuanAnalyze(sc, "1112223334445m"));
            var robbed = new SichuanContext { SelfDraw = 1, RobbedKong = 1 };
            ExpectError("robbed own kong", Status.InvalidArgument, "抢杠胡", () => Mahjong.SichuanAnalyze(sc, "11122233344455m", null, robbed));
            var flag2 = new SichuanContext { LastTile = 2 };
            ExpectError("flag 2", Status.InvalidArgument, "`ctx.last_tile` = 2", () => Mahjong.SichuanAnalyze(sc, "11122233344455m", null, flag2));
        }
    }

    // 四川 血战 hands played by HARD AIs: 换三张 and 定缺 with every seat pending at once,
    // each WON followed by its WIN_FAN, the payment lines zero-sum and the result; then bad
    // input in the exchange, each refused with its message, the game unchanged.
    // What a hand is worth, one shape for every preset: the mcr preset's worked hand (fans with
    // 中文 and English names, value, count, flowers), the minimum, waits with their fans; a 长沙
    // big hand in units, a 四川 pattern with a count, a flat table's winning shape; refusals with
    // their messages; then HARD mcr hands whose FLOWER events count each seat's flowers and whose
    // wins carry their value.
    static void CheckValues()
    {
        Func<HandValue, int> sum = v => v.Lines.Sum(l => l.Value * l.Count);
        Func<HandValue, string> names = v => string.Join(" ", v.Lines.Select(l => l.Chinese + "×" + l.Count));
        using (var rules = Rules.ByName("mcr"))
        {
            var a = Mahjong.HandValue(rules, "678m123p44477z", "peng:7s", "win:7m seat:S round:W flowers:3");
            Check(a.Unit == ValueUnit.Fan && a.Win && a.Total == 11 && a.TowardMinimum == 8 && a.MeetsMinimum && a.Shanten == 0 && sum(a) == a.Total, "mcr value " + a);
            Check(names(a) == "五门齐×1 幺九刻×1 独听・嵌张×1 花牌×3", "mcr fans: " + names(a));
            var first = a.Lines[0];
            var flower = a.Lines[3];
            Check(first.Id == "all_types" && first.English == "All Types" && first.Value == 6 && flower.Id == "flower_tiles" && flower.English == "Flower Tiles" && flower.Value == 1, "a line's names");
            var low = Mahjong.HandValue(rules, "123m456m789p234s55p");
            Check(low.Win && !low.MeetsMinimum && low.Total == 6, "under the minimum " + low);
            var miss = Mahjong.HandValue(rules, "123m456m147p234s19p");
            Check(!miss.Win && miss.Lines.Length == 0 && miss.Shanten == 1, "no shape " + miss);
            var waits = Mahjong.ValuedWaits(rules, "1112345678999m", null, "win:1m self_drawn flowers:1");
            var totals = new[] { 108, 94, 91, 91, 93, 91, 91, 94, 108 };
            Check(waits.Length == 9 && waits.Select(w => (int)w.Tile).SequenceEqual(Enumerable.Range(0, 9)) && waits.Select(w => w.Value.Total).SequenceEqual(totals)
                && waits.All(w => w.Value.Lines[0].Id == "nine_gates" && w.Value.Lines.Last().Id == "flower_tiles" && w.Value.Lines.Last().Count == 1 && sum(w.Value) == w.Value.Total), "九莲宝灯 waits");
            ExpectError("和绝张 holding a copy", Status.InvalidArgument, "和绝张", () => Mahjong.HandValue(rules, "11122233344455m", null, "win:5m last_copy"));
            ExpectError("an unknown word", Status.ParseError, "tsumo", () => Mahjong.HandValue(rules, "11122233344455m", null, "tsumo"));
            ExpectError("a 3n+1 value", Status.WrongHandSize, "3n+2", () => Mahjong.HandValue(rules, "1112223334445m"));
            ExpectError("3n+2 waits", Status.WrongHandSize, "3n+1", () => Mahjong.ValuedWaits(rules, "11122233344455m"));
            using (var ai = new Ai(Difficulty.Hard, 9, rules))
            {
                int wins = 0, flowers = 0;
                for (ulong seed = 0; seed < 6; seed++)
                {
                    using (var game = new Game(rules, seed, (int)(seed % 4)))
                    {
                        for (var state = game.State(); state.NextSeat != Library.None; state = game.State())
                            game.Apply(state.NextSeat, game.AiAction(state.NextSeat, ai));
                        var counted = new int[4];
                        uint won = 0;
                        foreach (var e in game.Events())
                        {
                            if (e.Kind == (byte)EventKind.Flower) { counted[e.Seat]++; flowers++; }
                            if (e.Kind == (byte)EventKind.Won) won = e.Count;
                        }
                        var list = game.Wins();
                        for (int i = 0; i < list.Length; i++)
                        {
                            wins++;
                            var v = game.WinValue(i);
                            int flowerLines = v.Lines.Where(l => l.Id == "flower_tiles").Sum(l => l.Count);
                            Check(v.Unit == ValueUnit.Fan && v.Total == won && sum(v) == v.Total && v.MeetsMinimum && flowerLines == counted[list[i].Seat], "mcr seed " + seed + ": the win's value " + v);
                        }
                        ExpectError("no such win", Status.InvalidArgument, "win(s)", () => game.WinValue(9));
                    }
                }
                Check(wins > 0 && flowers > 0, "mcr hands with wins and flowers");
            }
        }
        using (var rules = Rules.Changsha())
        {
            var big = Mahjong.HandValue(rules, "22m55m88m22s55s88s22p");
            Check(big.Unit == ValueUnit.Units && big.Total == 2 && string.Join(",", big.Lines.Select(l => l.Id + " " + l.Chinese + " " + l.Value)) == "jiangjianghu 将将胡 1,qixiaodui 七小对 1", "长沙 big hands in units " + big);
        }
        using (var rules = Rules.Sichuan())
        {
            var roots = Mahjong.HandValue(rules, "11112222333344m", null, "self_drawn");
            Check(roots.Unit == ValueUnit.Fan && roots.Win && names(roots) == "龙七对×1 清一色×1 根×2" && roots.Total == 3 + 2 + 2, "四川 patterns with a count " + roots);
            Check(!Mahjong.HandValue(rules, "123m456s789p23455m").Win, "四川 缺一门");
        }
        using (var rules = Rules.ByName("zhuanzhuan"))
        {
            var flat = Mahjong.ValuedWaits(rules, "123m456s789p2345m");
            Check(string.Join(" ", flat.Select(w => w.Tile + ":" + w.Value.Unit + ":" + w.Value.Total + ":" + string.Join(",", w.Value.Lines.Select(l => l.Id)))) == "1:Alike:0:regular 4:Alike:0:regular", "a flat table's waits");
            var pairs = Mahjong.HandValue(rules, "11m22m33m44s55s66p77p");
            Check(string.Join(",", pairs.Lines.Select(l => l.Id + " " + l.Chinese)) == "seven_pairs 七小对", "a flat table's shape " + pairs);
        }
    }

    static void CheckSichuanGames()
    {
        using (var rules = Rules.Sichuan())
        using (var ai = new Ai(Difficulty.Hard, 5, rules))
        {
            int wins = 0;
            for (ulong seed = 0; seed < 8; seed++)
            {
                using (var game = new Game(rules, seed, (int)(seed % 4)))
                {
                    var first = game.State();
                    Check(first.Phase == (byte)Phase.Exchange && first.Pending.SequenceEqual(new[] { 0, 1, 2, 3 }) && SeatListsMatch(first), "seed " + seed + ": every seat exchanges at once");
                    bool dingQue = false;
                    for (var state = game.State(); state.NextSeat != Library.None; state = game.State())
                    {
                        dingQue |= state.Phase == (byte)Phase.DingQue;
                        Check(SeatListsMatch(state), "seed " + seed + ": seat lists are the masks' seats");
                        game.Apply(state.NextSeat, game.AiAction(state.NextSeat, ai));
                    }
                    Check(dingQue, "seed " + seed + ": 定缺 came");
                    var events = game.Events();
                    for (int i = 0; i + 1 < events.Length; i++)
                    {
                        if (events[i].Kind != (byte)EventKind.Won) continue;
                        wins++;
                        Check(events[i + 1].Kind == (byte)EventKind.WinFan && events[i + 1].Seat == events[i].Seat && events[i + 1].BigHands != 0, "seed " + seed + ": WON then WIN_FAN");
                    }
                    // Each win carries its fan and patterns: those of its WIN_FAN event.
                    var fans = events.Where(e => e.Kind == (byte)EventKind.WinFan).ToArray();
                    var handWins = game.Wins();
                    Check(handWins.Length == fans.Length, "seed " + seed + ": one win per WIN_FAN");
                    for (int i = 0; i < handWins.Length; i++)
                        Check(handWins[i].Patterns.Distinct().Sum(p => 1u << (int)p) == fans[i].BigHands && handWins[i].Sichuan.Fan == fans[i].Count
                            && handWins[i].Patterns.SequenceEqual(handWins[i].Patterns.OrderBy(p => p)) && handWins[i].BigHandList.Length == 0
                            && game.WinValue(i).Total == fans[i].Count && game.WinValue(i).Unit == ValueUnit.Fan, "seed " + seed + ": win " + i + "'s patterns");
                    var totals = new int[4];
                    foreach (var line in game.Payments())
                    {
                        totals[line.From] -= line.Points;
                        totals[line.To] += line.Points;
                        Check(line.ReasonId == Mahjong.PaymentReasonIdName(line.Kind) && line.Label == Mahjong.PaymentReasonChineseName(line.Kind)
                            && line.LabelEn == Mahjong.PaymentReasonEnglishName(line.Kind) && line.Kind != PaymentReason.Birds, "seed " + seed + ": a 四川 line's names");
                        if (line.Kind == PaymentReason.CallTransfer)
                            Check(line.ReasonId == "call_transfer" && line.Label == "呼叫转移" && line.LabelEn == "kong income transferred", "呼叫转移's labels");
                    }
                    Check(totals.SequenceEqual(game.Result().Deltas.Points) && totals.Sum() == 0, "seed " + seed + ": the lines are the result, zero-sum");
                    var voids = events.First(e => e.Kind == (byte)EventKind.VoidsDeclared).Tiles;
                    for (int s = 0; s < 4; s++)
                    {
                        int won = events.Count(e => e.Kind == (byte)EventKind.Won && e.Seat == s);
                        var st = game.SichuanSeat(s);
                        Check(st.VoidSuit == voids[s] && st.Wins == won && st.Left == (won > 0 ? 1 : 0), "seed " + seed + ": seat " + s + " standing");
                    }
                }
            }
            Check(wins > 8, "四川 wins: " + wins);

            using (var game = new Game(rules, 3, 0))
            {
                var hand = game.Hand(0);
                byte other = hand.First(t => t / 9 != hand[0] / 9);
                game.Apply(0, new GameAction(ActionKind.Exchange, hand[0]));
                game.Events();
                var before = game.State();
                var bad = new[]
                {
                    Tuple.Create("exchange of a second suit", 0, new GameAction(ActionKind.Exchange, other), Status.IllegalAction, "not legal"),
                    Tuple.Create("定缺 in the exchange", 1, new GameAction(ActionKind.DingQue, 1), Status.IllegalAction, "not legal"),
                    Tuple.Create("定缺 of suit 3", 1, new GameAction(ActionKind.DingQue, 3), Status.InvalidArgument, "ding_que suit = 3"),
                    Tuple.Create("discard in the exchange", 0, new GameAction(ActionKind.Discard, other), Status.IllegalAction, "not legal"),
                };
                foreach (var b in bad)
                {
                    ExpectError(b.Item1, b.Item4, b.Item5, () => game.Apply(b.Item2, b.Item3));
                    var after = game.State();
                    Check(after.Phase == before.Phase && after.Pending.SequenceEqual(before.Pending) && after.NextSeat == before.NextSeat && game.Events().Length == 0, b.Item1 + ": the game unchanged");
                }
            }
        }
    }

    static int Each(string dir, string name, Action<string, int> check)
    {
        int lineno = 0, count = 0;
        foreach (var line in File.ReadLines(Path.Combine(dir, name)))
        {
            lineno++;
            if (line.Length == 0 || line[0] == '#') continue;
            try { check(line, lineno); }
            catch (MajiangException e) { Check(false, name + " line " + lineno + ": " + e.Message); }
            count++;
        }
        return count;
    }

    static int Main(string[] args)
    {
        if (args.Length != 1)
        {
            Console.Error.WriteLine("usage: consumer.exe tests/ffi");
            return 2;
        }
        Library.CheckAbi();
        Library.WarmUp();
        int cases = Each(args[0], "cases.txt", CheckCase);
        int analysis = Each(args[0], "analysis.txt", CheckAnalysis);
        int games = Each(args[0], "games.txt", CheckGame);
        Check(cases > 100 && analysis > 50 && games >= 6, "lines read");
        CheckBadInput();
        CheckBadGameInput();
        CheckFlatPresets();
        CheckSichuan();
        CheckSichuanGames();
        CheckValues();
        Console.WriteLine("C#: " + (cases + analysis + games) + " cases; " + passed + " passed, " + failed + " failed");
        return failed == 0 ? 0 : 1;
    }
}
