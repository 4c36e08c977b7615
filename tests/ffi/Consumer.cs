// A C# program using libmajiang through bindings/csharp/Majiang.cs: every case
// of tests/ffi/cases.txt, then bad input as exceptions.
//
//   mcs -out:consumer.exe bindings/csharp/Majiang.cs tests/ffi/Consumer.cs
//   LD_LIBRARY_PATH=target/debug mono consumer.exe tests/ffi/cases.txt
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
            Check(Mahjong.IsWin(rules, tiles, melds) == (f[4] == "1"), at + "win");
            Check(Mahjong.WinningTargets(rules, tiles, melds) == uint.Parse(f[5]), at + "targets");
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
                Check(Mahjong.Waits(rules, tiles, melds) == want, at + "waits");
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
            ExpectError("meld kind 9", Status.InvalidMeld, "melds[0].kind = 9",
                () => Mahjong.IsWin(rules, win14.Take(11).ToArray(), new[] { new Meld((MeldKind)9, 4) }));
            ExpectError("five copies", Status.InvalidHand, "5 copies",
                () => Mahjong.Shanten(rules, new byte[] { 4, 4, 4, 4, 4, 0, 1, 2, 9, 10, 11, 18, 19, 20 }));
            ExpectError("birds = 3", Status.InvalidOption, "birds = 3", () => rules.Set(RuleOption.Birds, 3));
            ExpectError("option 42", Status.InvalidArgument, "`option` = 42", () => rules.Set((RuleOption)42, 1));
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
        Check(Mahjong.FormatTilesChinese(new byte[] { 4, 12, 26 }) == "五万 四条 九筒", "chinese");
        Check(Mahjong.ParseTiles("五万 东").SequenceEqual(new byte[] { 4, 27 }), "parse chinese");
        var melds = Mahjong.ParseMelds("peng:5m chi:345s");
        Check(melds.Length == 2 && melds[0].Kind == (byte)MeldKind.Peng && melds[1].Tile == 11, "parse melds");
        Check(Library.StatusName(Status.InvalidTile) == "MJ_STATUS_INVALID_TILE", "status name");
        Check(Library.Version.Length > 0, "version");
    }

    static int Main(string[] args)
    {
        if (args.Length != 1)
        {
            Console.Error.WriteLine("usage: consumer.exe tests/ffi/cases.txt");
            return 2;
        }
        Library.CheckAbi();
        Library.WarmUp();
        int lineno = 0, count = 0;
        foreach (var line in File.ReadLines(args[0]))
        {
            lineno++;
            if (line.Length == 0 || line[0] == '#') continue;
            try { CheckCase(line, lineno); }
            catch (MajiangException e) { Check(false, "line " + lineno + ": " + e.Message); }
            count++;
        }
        Check(count > 100, "cases read");
        CheckBadInput();
        Console.WriteLine("C#: " + count + " cases; " + passed + " passed, " + failed + " failed");
        return failed == 0 ? 0 : 1;
    }
}
