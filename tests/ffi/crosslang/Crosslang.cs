// The cross-language script (tests/ffi/crosslang/script.txt) through the C# binding
// (bindings/csharp/Majiang.cs, Mono or .NET).
//
//   mcs -out:crosslang.exe bindings/csharp/Majiang.cs tests/ffi/crosslang/Crosslang.cs
//   LD_LIBRARY_PATH=target/debug mono crosslang.exe tests/ffi/crosslang/script.txt
//
// Prints each failing line and "C#: N cases; P passed, F failed"; exits non-zero on a failure.

using System;
using System.IO;
using System.Linq;
using Majiang;

static class Crosslang
{
    static bool IsList(string text) { return text.StartsWith("["); }

    static byte[] Ids(string text)
    {
        return text.Trim('[', ']').Split(new[] { ',' }, StringSplitOptions.RemoveEmptyEntries).Select(byte.Parse).ToArray();
    }

    static Meld[] MeldList(string text)
    {
        return text.Trim('[', ']').Split(new[] { ',' }, StringSplitOptions.RemoveEmptyEntries)
            .Select(m => m.Split(':')).Select(kt => new Meld((MeldKind)byte.Parse(kt[0]), byte.Parse(kt[1]))).ToArray();
    }

    static string List<T>(System.Collections.Generic.IEnumerable<T> items)
    {
        var parts = items.Select(x => Convert.ToInt32(x).ToString()).ToArray();
        return parts.Length == 0 ? "-" : string.Join(",", parts);
    }

    static string Bool(bool b) { return b ? "true" : "false"; }

    static Ai NewAi(string spec, Rules rules)
    {
        var parts = spec.Split('/');
        var level = (Difficulty)Enum.Parse(typeof(Difficulty), parts[0], true);
        return new Ai(level, ulong.Parse(parts[1]), rules);
    }

    // Each hand-taking call, with the hand as the script gives it: notation goes to the string
    // overloads, a bracketed list to the byte[] ones.
    static T Hand<T>(string tiles, string melds, Func<string, string, T> byNotation, Func<byte[], Meld[], T> byIds)
    {
        string m = melds == "-" ? null : melds;
        if (!IsList(tiles) && (m == null || !IsList(m))) return byNotation(tiles, m);
        var ids = IsList(tiles) ? Ids(tiles) : Mahjong.ParseTiles(tiles);
        var list = m == null ? null : IsList(m) ? MeldList(m) : Mahjong.ParseMelds(m);
        return byIds(ids, list);
    }

    static string Answer(string call, string[] a, Rules rules)
    {
        switch (call)
        {
            case "is_win":
                return Bool(Hand(a[0], a[1], (t, m) => Mahjong.IsWin(rules, t, m), (t, m) => Mahjong.IsWin(rules, t, m)));
            case "shanten":
                return Hand(a[0], a[1], (t, m) => Mahjong.Shanten(rules, t, m), (t, m) => Mahjong.Shanten(rules, t, m)).ToString();
            case "waits":
                return List(Hand(a[0], a[1], (t, m) => Mahjong.Waits(rules, t, m), (t, m) => Mahjong.Waits(rules, t, m)));
            case "winning_targets":
                return List(Hand(a[0], a[1], (t, m) => Mahjong.WinningTargets(rules, t, m), (t, m) => Mahjong.WinningTargets(rules, t, m)));
            case "discard_options":
                var options = Hand(a[0], a[1], (t, m) => Mahjong.DiscardOptions(rules, t, m), (t, m) => Mahjong.DiscardOptions(rules, t, m));
                return string.Join(" | ", options.Select(o => o.Tile + ";" + o.Index + ";" + o.Shanten + ";" + List(o.UsefulKinds) + ";" + o.UnseenCopies));
            case "hints":
            case "hints_zh":
                using (var ai = NewAi(a[0], rules))
                {
                    var h = Hand(a[1], a[2], (t, m) => ai.Hints(t, m), (t, m) => ai.Hints(t, m))[0];
                    if (call == "hints_zh") return h.ReasonZh;
                    return h.Tile + ";" + h.Index + ";" + h.Shanten + ";" + List(h.UsefulKinds) + ";" + h.UnseenCopies + ";" + List(h.Targets) + ";" + h.Reason;
                }
            case "should_peng":
            case "should_chi":
            case "should_gang":
                using (var ai = NewAi(a[0], rules))
                {
                    byte id;
                    bool byIds = IsList(a[1]) || byte.TryParse(a[2], out id);
                    var hand = IsList(a[1]) ? Ids(a[1]) : Mahjong.ParseTiles(a[1]);
                    var tile = byte.TryParse(a[2], out id) ? id : Mahjong.ParseTile(a[2]);
                    if (call == "should_peng") return Bool(byIds ? ai.ShouldPeng(hand, tile) : ai.ShouldPeng(a[1], a[2]));
                    if (call == "should_chi") return Bool(byIds ? ai.ShouldChi(hand, tile) : ai.ShouldChi(a[1], a[2]));
                    return Bool(byIds ? ai.ShouldGang(hand, tile) : ai.ShouldGang(a[1], a[2]));
                }
            case "mcr_analyze":
                using (var mcr = Rules.ByName("mcr"))
                {
                    // "-" is no context words.
                    var context = a[2] == "-" ? null : a[2];
                    var v = Hand(a[0], a[1], (t, m) => Mahjong.HandValue(mcr, t, m, context), (t, m) => Mahjong.HandValue(mcr, t, m, context));
                    var lines = string.Join(",", v.Lines.Select(l => l.Chinese + " " + l.Value + "×" + l.Count));
                    return v.Total + ";" + v.TowardMinimum + ";" + Bool(v.MeetsMinimum) + ";" + v.Shanten + ";" + (lines.Length == 0 ? "-" : lines);
                }
            case "mcr_waits":
                using (var mcr = Rules.ByName("mcr"))
                {
                    var context = a[2] == "-" ? null : a[2];
                    var waits = Hand(a[0], a[1], (t, m) => Mahjong.ValuedWaits(mcr, t, m, context), (t, m) => Mahjong.ValuedWaits(mcr, t, m, context));
                    var parts = waits.Select(w => w.Tile + ":" + w.Value.Total).ToArray();
                    return parts.Length == 0 ? "-" : string.Join(",", parts);
                }
        }
        throw new ArgumentException("unknown call " + call);
    }

    static int Main(string[] args)
    {
        if (args.Length != 1)
        {
            Console.Error.WriteLine("usage: crosslang.exe tests/ffi/crosslang/script.txt");
            return 2;
        }
        int passed = 0, failed = 0, lineno = 0;
        using (var rules = Rules.Changsha())
        {
            foreach (var line in File.ReadLines(args[0]))
            {
                lineno++;
                if (line.Length == 0 || line.StartsWith("#")) continue;
                var f = line.Split('\t');
                string got;
                try { got = Answer(f[0], f.Skip(1).Take(f.Length - 2).ToArray(), rules); }
                catch (Exception e) { got = "error: " + e.Message; }
                if (got == f[f.Length - 1]) passed++;
                else
                {
                    failed++;
                    Console.WriteLine("FAIL line " + lineno + ": " + f[0] + "\n  want " + f[f.Length - 1] + "\n  got  " + got);
                }
            }
        }
        Console.WriteLine("C#: " + (passed + failed) + " cases; " + passed + " passed, " + failed + " failed");
        return failed == 0 ? 0 : 1;
    }
}
