// Majiang.cs: C# bindings (P/Invoke) for libmajiang, in one file to copy into a
// project (Unity, Godot C#, .NET, Mono). Mirrors include/majiang.h.
//
// - The native library is "majiang": libmajiang.so / libmajiang.dylib /
//   majiang.dll must be on the loader path (LD_LIBRARY_PATH, next to the exe,
//   or Unity's Plugins folder).
// - Failures throw MajiangException carrying the Status code and the
//   library's message (read on the calling thread right after the call).
// - Rules is a SafeHandle: Dispose() it (or `using`) to free it at once; the
//   finalizer frees it otherwise.
// - Hands are byte[] of tile ids (0-33: suit * 9 + number - 1; 27-33 honours)
//   and Meld[] (null for none).
// - Strings cross as UTF-8 on every platform (marshalled by hand, never as
//   the platform's ANSI code page).
//
// Thread safety is the C API's: a Rules may be read by many threads at once;
// setters need exclusive use.
using System;
using System.Runtime.InteropServices;
using System.Text;

namespace Majiang
{
    /// <summary>Outcome of a call (MjStatus). Values never change.</summary>
    public enum Status : int
    {
        Ok = 0,
        NullPointer = 1,
        InvalidArgument = 2,
        InvalidTile = 3,
        InvalidMeld = 4,
        InvalidHand = 5,
        WrongHandSize = 6,
        ParseError = 7,
        InvalidUtf8 = 8,
        BufferTooSmall = 9,
        InvalidOption = 10,
        IllegalAction = 11,
        Panic = 100,
    }

    /// <summary>Kind of a meld (MjMeldKind).</summary>
    public enum MeldKind : byte
    {
        Chi = 0,
        Peng = 1,
        Gang = 2,
        AnGang = 3,
        BuGang = 4,
    }

    /// <summary>Options of a rule set (MjRuleOption); booleans are 0 or 1.</summary>
    public enum RuleOption : int
    {
        Honours = 0,
        TwoFiveEightPair = 1,
        Pengpenghu = 2,
        Qingyise = 3,
        Jiangjianghu = 4,
        Quanqiuren = 5,
        SevenPairs = 6,
        ThirteenOrphans = 7,
        Kaigang = 8,
        KaigangFlips = 9,
        OpeningWins = 10,
        Birds = 11,
        BirdMode = 12,
        DealerBonus = 13,
        NextDealer = 14,
        HaidiOffer = 15,
        KongFee = 16,
        PointsSmallSelfDraw = 17,
        PointsSmallDiscard = 18,
        PointsBigUnit = 19,
    }

    /// <summary>A winning target (MjTarget).</summary>
    public enum Target : int
    {
        Regular = 0,
        Pengpenghu = 1,
        Qingyise = 2,
        SevenPairs = 3,
        Jiangjianghu = 4,
        Quanqiuren = 5,
        ThirteenOrphans = 6,
    }

    /// <summary>A meld (MjMeld): its kind and lowest tile id.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct Meld
    {
        public byte Kind;
        public byte Tile;

        public Meld(MeldKind kind, byte tile)
        {
            Kind = (byte)kind;
            Tile = tile;
        }
    }

    /// <summary>Copies of each tile kind, indexed by id (MjTileCounts).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct TileCounts
    {
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 34)]
        public byte[] Counts;
    }

    /// <summary>A failed call: the status code and the library's message.</summary>
    public sealed class MajiangException : Exception
    {
        public readonly Status Status;

        public MajiangException(Status status, string message) : base(message)
        {
            Status = status;
        }
    }

    /// <summary>The raw C functions, one per header declaration.</summary>
    public static class Native
    {
        const string Lib = "majiang";

        [DllImport(Lib)] public static extern uint mj_abi_version();
        [DllImport(Lib)] public static extern IntPtr mj_version();
        [DllImport(Lib)] public static extern Status mj_last_error(byte[] buf, UIntPtr len, out UIntPtr needed);
        [DllImport(Lib)] public static extern IntPtr mj_status_name(int status);
        [DllImport(Lib)] public static extern void mj_warm_up();

        [DllImport(Lib)] public static extern Rules mj_rules_new_changsha();
        [DllImport(Lib)] public static extern Rules mj_rules_new_standard();
        [DllImport(Lib)] public static extern Rules mj_rules_new_eval_v1();
        [DllImport(Lib)] public static extern Status mj_rules_clone(Rules rules, out Rules copy);
        [DllImport(Lib)] public static extern void mj_rules_free(IntPtr rules);
        [DllImport(Lib)] public static extern Status mj_rules_set_option(Rules rules, int option, int value);
        [DllImport(Lib)] public static extern Status mj_rules_get_option(Rules rules, int option, out int value);
        [DllImport(Lib)] public static extern Status mj_rules_set_wildcard(Rules rules, int tile);
        [DllImport(Lib)] public static extern Status mj_rules_get_wildcard(Rules rules, out int tile);

        [DllImport(Lib)] public static extern Status mj_parse_tiles(byte[] notation, byte[] outIds, UIntPtr cap, out UIntPtr len);
        [DllImport(Lib)] public static extern Status mj_parse_melds(byte[] notation, [Out] Meld[] outMelds, UIntPtr cap, out UIntPtr len);
        [DllImport(Lib)] public static extern Status mj_format_tiles(byte[] tiles, UIntPtr len, byte[] buf, UIntPtr cap, out UIntPtr outLen);
        [DllImport(Lib)] public static extern Status mj_format_tiles_chinese(byte[] tiles, UIntPtr len, byte[] buf, UIntPtr cap, out UIntPtr outLen);

        [DllImport(Lib)] public static extern Status mj_is_win(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, [MarshalAs(UnmanagedType.U1)] out bool win);
        [DllImport(Lib)] public static extern Status mj_winning_targets(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, out uint mask);
        [DllImport(Lib)] public static extern Status mj_waits(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, out ulong mask);
        [DllImport(Lib)] public static extern Status mj_wait_counts(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, IntPtr unseen, out TileCounts counts);
        [DllImport(Lib, EntryPoint = "mj_wait_counts")] public static extern Status mj_wait_counts_unseen(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, [In] ref TileCounts unseen, out TileCounts counts);
        [DllImport(Lib)] public static extern Status mj_shanten(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, out int shanten);
        [DllImport(Lib)] public static extern Status mj_shanten_for(Rules rules, byte[] tiles, UIntPtr len, Meld[] melds, UIntPtr meldCount, int target, out int shanten);
    }

    /// <summary>A rule set handle (MjRules*), freed on Dispose or finalization.</summary>
    public sealed class Rules : SafeHandle
    {
        // Used by the marshaller when a native function returns a Rules.
        Rules() : base(IntPtr.Zero, true) { }

        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        protected override bool ReleaseHandle()
        {
            Native.mj_rules_free(handle);
            return true;
        }

        static Rules Made(Rules rules)
        {
            Library.CheckAbi();
            if (rules.IsInvalid) throw new MajiangException(Status.Panic, Library.LastError());
            return rules;
        }

        /// <summary>Changsha default rules.</summary>
        public static Rules Changsha() { return Made(Native.mj_rules_new_changsha()); }
        /// <summary>Standard (34 kinds) rules.</summary>
        public static Rules Standard() { return Made(Native.mj_rules_new_standard()); }
        /// <summary>The eval-v1 preset.</summary>
        public static Rules EvalV1() { return Made(Native.mj_rules_new_eval_v1()); }

        /// <summary>An independent copy.</summary>
        public Rules Clone()
        {
            Rules copy;
            Library.Check(Native.mj_rules_clone(this, out copy));
            return copy;
        }

        public void Set(RuleOption option, int value)
        {
            Library.Check(Native.mj_rules_set_option(this, (int)option, value));
        }

        public int Get(RuleOption option)
        {
            int value;
            Library.Check(Native.mj_rules_get_option(this, (int)option, out value));
            return value;
        }

        /// <summary>The wildcard tile id, or -1 for none (setting -1 removes it).</summary>
        public int Wildcard
        {
            get
            {
                int tile;
                Library.Check(Native.mj_rules_get_wildcard(this, out tile));
                return tile;
            }
            set { Library.Check(Native.mj_rules_set_wildcard(this, value)); }
        }
    }

    /// <summary>Library-wide functions and helpers.</summary>
    public static class Library
    {
        /// <summary>The ABI version these bindings were written for (MJ_ABI_VERSION).</summary>
        public const uint AbiVersion = 1;
        /// <summary>MJ_KINDS: tile ids are 0..Kinds-1.</summary>
        public const int Kinds = 34;
        /// <summary>MJ_SHANTEN_UNREACHABLE.</summary>
        public const int ShantenUnreachable = 99;
        /// <summary>MJ_NO_TILE.</summary>
        public const int NoTile = -1;

        static bool abiChecked;

        /// <summary>Throws unless the loaded library has the ABI these bindings expect.</summary>
        public static void CheckAbi()
        {
            if (abiChecked) return;
            uint loaded = Native.mj_abi_version();
            if (loaded != AbiVersion)
                throw new MajiangException(Status.InvalidArgument,
                    "libmajiang has ABI " + loaded + "; Majiang.cs expects " + AbiVersion);
            abiChecked = true;
        }

        public static string Version { get { return Utf8At(Native.mj_version()); } }

        public static string StatusName(Status status) { return Utf8At(Native.mj_status_name((int)status)); }

        public static void WarmUp() { Native.mj_warm_up(); }

        /// <summary>This thread's last error message.</summary>
        public static string LastError()
        {
            UIntPtr needed;
            Native.mj_last_error(null, UIntPtr.Zero, out needed);
            var buf = new byte[(int)needed.ToUInt32()];
            if (Native.mj_last_error(buf, (UIntPtr)buf.Length, out needed) != Status.Ok) return "";
            return Encoding.UTF8.GetString(buf, 0, (int)needed.ToUInt32() - 1);
        }

        /// <summary>Throws MajiangException for anything but Status.Ok.</summary>
        public static void Check(Status status)
        {
            if (status != Status.Ok) throw new MajiangException(status, LastError());
        }

        internal static byte[] CString(string s)
        {
            var bytes = Encoding.UTF8.GetBytes(s);
            Array.Resize(ref bytes, bytes.Length + 1);
            return bytes;
        }

        internal static string Utf8At(IntPtr p)
        {
            int n = 0;
            while (Marshal.ReadByte(p, n) != 0) n++;
            var bytes = new byte[n];
            Marshal.Copy(p, bytes, 0, n);
            return Encoding.UTF8.GetString(bytes);
        }
    }

    /// <summary>Tiles, hands and their checks.</summary>
    public static class Mahjong
    {
        static readonly Meld[] NoMelds = new Meld[0];

        static UIntPtr Len(Array a) { return (UIntPtr)a.Length; }

        /// <summary>Tile ids from notation ("123m 五万").</summary>
        public static byte[] ParseTiles(string notation)
        {
            var text = Library.CString(notation);
            UIntPtr len;
            var status = Native.mj_parse_tiles(text, null, UIntPtr.Zero, out len);
            if (status == Status.Ok) return new byte[0];
            if (status != Status.BufferTooSmall) Library.Check(status);
            var ids = new byte[(int)len.ToUInt32()];
            Library.Check(Native.mj_parse_tiles(text, ids, Len(ids), out len));
            return ids;
        }

        /// <summary>Melds from notation ("peng:5m chi:345s").</summary>
        public static Meld[] ParseMelds(string notation)
        {
            var text = Library.CString(notation);
            var melds = new Meld[4];
            UIntPtr len;
            var status = Native.mj_parse_melds(text, melds, Len(melds), out len);
            if (status == Status.BufferTooSmall)
            {
                melds = new Meld[(int)len.ToUInt32()];
                status = Native.mj_parse_melds(text, melds, Len(melds), out len);
            }
            Library.Check(status);
            Array.Resize(ref melds, (int)len.ToUInt32());
            return melds;
        }

        delegate Status Formatter(byte[] tiles, UIntPtr len, byte[] buf, UIntPtr cap, out UIntPtr outLen);

        static string Format(Formatter format, byte[] tiles)
        {
            UIntPtr needed;
            var status = format(tiles, Len(tiles), null, UIntPtr.Zero, out needed);
            if (status != Status.BufferTooSmall) Library.Check(status);
            var buf = new byte[(int)needed.ToUInt32()];
            Library.Check(format(tiles, Len(tiles), buf, Len(buf), out needed));
            return Encoding.UTF8.GetString(buf, 0, buf.Length - 1);
        }

        /// <summary>Compact notation ("123m45s").</summary>
        public static string FormatTiles(byte[] tiles) { return Format(Native.mj_format_tiles, tiles); }

        /// <summary>Chinese names ("五万 四条").</summary>
        public static string FormatTilesChinese(byte[] tiles) { return Format(Native.mj_format_tiles_chinese, tiles); }

        public static bool IsWin(Rules rules, byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            bool win;
            Library.Check(Native.mj_is_win(rules, tiles, Len(tiles), melds, Len(melds), out win));
            return win;
        }

        /// <summary>Bits 1 &lt;&lt; Target of the targets the hand wins by.</summary>
        public static uint WinningTargets(Rules rules, byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            uint mask;
            Library.Check(Native.mj_winning_targets(rules, tiles, Len(tiles), melds, Len(melds), out mask));
            return mask;
        }

        /// <summary>Bits 1 &lt;&lt; id of the tiles completing a 3n+1 hand.</summary>
        public static ulong Waits(Rules rules, byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            ulong mask;
            Library.Check(Native.mj_waits(rules, tiles, Len(tiles), melds, Len(melds), out mask));
            return mask;
        }

        /// <summary>Copies left of each wait, indexed by tile id (unseen: null = all not in hand).</summary>
        public static byte[] WaitCounts(Rules rules, byte[] tiles, Meld[] melds = null, byte[] unseen = null)
        {
            melds = melds ?? NoMelds;
            TileCounts counts;
            if (unseen == null)
            {
                Library.Check(Native.mj_wait_counts(rules, tiles, Len(tiles), melds, Len(melds), IntPtr.Zero, out counts));
            }
            else
            {
                var given = new TileCounts { Counts = unseen };
                Library.Check(Native.mj_wait_counts_unseen(rules, tiles, Len(tiles), melds, Len(melds), ref given, out counts));
            }
            return counts.Counts;
        }

        /// <summary>Shanten over every target: -1 complete, 0 ready.</summary>
        public static int Shanten(Rules rules, byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            int value;
            Library.Check(Native.mj_shanten(rules, tiles, Len(tiles), melds, Len(melds), out value));
            return value;
        }

        /// <summary>Shanten for one target; Library.ShantenUnreachable when unreachable.</summary>
        public static int ShantenFor(Rules rules, Target target, byte[] tiles, Meld[] melds = null)
        {
            melds = melds ?? NoMelds;
            int value;
            Library.Check(Native.mj_shanten_for(rules, tiles, Len(tiles), melds, Len(melds), (int)target, out value));
            return value;
        }
    }
}
