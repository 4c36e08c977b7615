// majiang addon, C# side: typed records of the Dictionaries the native nodes
// hand out (EXPERT's hints, a hand's payment lines), with the names every
// other majiang binding uses. Part of the typed wrappers; untested in a real
// Godot .NET (see README.md).
using System;
using Godot;

namespace Majiang
{
    /// <summary>One discard of EXPERT's hint list (<c>AIPlayer.hints</c>, <c>MahjongTable.hints</c>):
    /// the fields of its Dictionary, typed. Named <c>AIHint</c> so that it lives beside the
    /// P/Invoke bindings' <c>Majiang.Hint</c> in one project.</summary>
    public sealed class AIHint
    {
        /// <summary>The tile id to discard.</summary>
        public int Tile { get; private set; }
        /// <summary>Its first position in the hand given (-1 when not found).</summary>
        public int Index { get; private set; }
        /// <summary>Shanten after the discard: 0 ready, n tiles from ready.</summary>
        public int Shanten { get; private set; }
        /// <summary>The kind ids whose draw would lower the shanten (the waits, when ready).</summary>
        public long[] UsefulKinds { get; private set; }
        /// <summary>Copies of those kinds not seen yet, in all.</summary>
        public int UnseenCopies { get; private set; }
        /// <summary>The targets closest after the discard (<c>"pinghu"</c>, <c>"qidui"</c> …).</summary>
        public string[] Targets { get; private set; }
        /// <summary>The estimated probability (0-1) of winning within the draws left.</summary>
        public double WinProb { get; private set; }
        /// <summary>The expected points.</summary>
        public double Points { get; private set; }
        /// <summary>Why, in English.</summary>
        public string Reason { get; private set; }
        /// <summary>Why, in Chinese.</summary>
        public string ReasonZh { get; private set; }

        /// <summary>The hint of one Dictionary of a hint list.</summary>
        public static AIHint Of(Godot.Collections.Dictionary d)
        {
            if (d == null) throw new ArgumentNullException(nameof(d));
            return new AIHint
            {
                Tile = d["tile"].AsInt32(),
                Index = d["index"].AsInt32(),
                Shanten = d["shanten"].AsInt32(),
                UsefulKinds = d["useful_kinds"].AsInt64Array(),
                UnseenCopies = d["unseen_copies"].AsInt32(),
                Targets = d["targets"].AsStringArray(),
                WinProb = d["win_prob"].AsDouble(),
                Points = d["points"].AsDouble(),
                Reason = d["reason"].AsString(),
                ReasonZh = d["reason_zh"].AsString(),
            };
        }

        /// <summary>Every hint of a hint list, best first.</summary>
        public static AIHint[] ListOf(Godot.Collections.Array hints)
        {
            if (hints == null) throw new ArgumentNullException(nameof(hints));
            var list = new AIHint[hints.Count];
            for (int i = 0; i < list.Length; i++) list[i] = Of(hints[i].AsGodotDictionary());
            return list;
        }

        /// <summary>The tile, the shanten and the reason.</summary>
        public override string ToString() => "AIHint(tile " + Tile + ", shanten " + Shanten + ", " + Reason + ")";
    }

    /// <summary>One payment line of a hand (<c>payments</c> of <c>MahjongTable</c>'s
    /// <c>hand_won</c> / <c>hand_drawn</c> result and of each win): <c>From</c> pays <c>To</c>
    /// <c>Points</c>, for the reason <c>ReasonId</c>, shown as <c>Label</c> (中文) or <c>LabelEn</c>. Named
    /// <c>PaymentLine</c> so that it lives beside the P/Invoke bindings' <c>Majiang.Payment</c>.</summary>
    public sealed class PaymentLine
    {
        /// <summary>The payer's seat.</summary>
        public int From { get; private set; }
        /// <summary>The payee's seat.</summary>
        public int To { get; private set; }
        /// <summary>The points (positive).</summary>
        public long Points { get; private set; }
        /// <summary>The reason's stable identifier (<c>"win"</c>, <c>"birds"</c>, <c>"cagua"</c> …; the
        /// Dictionary's <c>reason</c>).</summary>
        public string ReasonId { get; private set; }
        /// <summary>The bird hits of a <c>birds</c> line; 0 otherwise.</summary>
        public int Hits { get; private set; }
        /// <summary>The Chinese label of a result screen (<c>"呼叫转移"</c>; a <c>birds</c> line <c>"中鸟 ×2"</c>).</summary>
        public string Label { get; private set; }
        /// <summary>The English label (<c>"kong income transferred"</c>; a <c>birds</c> line <c>"birds ×2"</c>).</summary>
        public string LabelEn { get; private set; }

        /// <summary>The line of one Dictionary of a <c>payments</c> list.</summary>
        public static PaymentLine Of(Godot.Collections.Dictionary d)
        {
            if (d == null) throw new ArgumentNullException(nameof(d));
            return new PaymentLine
            {
                From = d["from"].AsInt32(),
                To = d["to"].AsInt32(),
                Points = d["points"].AsInt64(),
                ReasonId = d["reason"].AsString(),
                Hits = d["hits"].AsInt32(),
                Label = d["label"].AsString(),
                LabelEn = d["label_en"].AsString(),
            };
        }

        /// <summary>The lines of a hand's result or of one win (its <c>payments</c>), in the order paid.</summary>
        public static PaymentLine[] ListOf(Godot.Collections.Dictionary resultOrWin)
        {
            if (resultOrWin == null) throw new ArgumentNullException(nameof(resultOrWin));
            var lines = resultOrWin["payments"].AsGodotArray();
            var list = new PaymentLine[lines.Count];
            for (int i = 0; i < list.Length; i++) list[i] = Of(lines[i].AsGodotDictionary());
            return list;
        }

        /// <summary>Who pays whom, how much, and the label.</summary>
        public override string ToString() => From + " → " + To + ": " + Points + " (" + Label + ")";
    }
}
