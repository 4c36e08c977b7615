// majiang addon, C# side: turns C# tiles and melds into values the native
// classes accept. Part of the typed wrappers (AIPlayer.cs, WinChecker.cs,
// MahjongTable.cs); untested in a real Godot .NET (see README.md).
using System;
using System.Collections;
using System.Reflection;
using Godot;

namespace Majiang
{
    /// <summary>Converts the tutorial's C# <c>Tile</c> and <c>Meld</c> objects (any class with
    /// <c>Suit</c>/<c>Number</c>, or <c>Type</c>/<c>Tiles</c>), ints (kind ids) and strings
    /// (<c>"5m"</c>, <c>"五万"</c>) into Godot values majiang reads.</summary>
    public static class MajiangValues
    {
        /// <summary>A tile: an int id or a string as it is, a Godot object as it is, any other
        /// object as a Dictionary of its <c>Suit</c> and <c>Number</c>.</summary>
        public static Variant Tile(object tile)
        {
            if (tile == null) throw new ArgumentNullException(nameof(tile));
            if (tile is int) return (int)tile;
            if (tile is long) return (long)tile;
            if (tile is string) return (string)tile;
            if (tile is GodotObject) return (GodotObject)tile;
            var d = new Godot.Collections.Dictionary();
            d["suit"] = Convert.ToInt64(Member(tile, "Suit"));
            d["number"] = Convert.ToInt64(Member(tile, "Number"));
            return d;
        }

        /// <summary>A list of tiles.</summary>
        public static Godot.Collections.Array Tiles(IEnumerable tiles)
        {
            var list = new Godot.Collections.Array();
            foreach (var t in tiles) list.Add(Tile(t));
            return list;
        }

        /// <summary>A meld: a string (<c>"peng:5m"</c>) or Godot object as it is, any other object
        /// as a Dictionary of its kind (an enum's name, so the order of your <c>MeldType</c> does
        /// not matter) and tiles.</summary>
        public static Variant Meld(object meld)
        {
            if (meld == null) throw new ArgumentNullException(nameof(meld));
            if (meld is string) return (string)meld;
            if (meld is GodotObject) return (GodotObject)meld;
            object kind = Member(meld, "Type", "Kind", "MeldType");
            var d = new Godot.Collections.Dictionary();
            if (kind is Enum) d["kind"] = kind.ToString(); else d["kind"] = Convert.ToInt64(kind);
            d["tiles"] = Tiles((IEnumerable)Member(meld, "Tiles"));
            return d;
        }

        /// <summary>A list of melds.</summary>
        public static Godot.Collections.Array Melds(IEnumerable melds)
        {
            var list = new Godot.Collections.Array();
            if (melds == null) return list;
            foreach (var m in melds) list.Add(Meld(m));
            return list;
        }

        static object Member(object o, params string[] names)
        {
            const BindingFlags flags = BindingFlags.Public | BindingFlags.Instance | BindingFlags.IgnoreCase;
            foreach (var name in names)
            {
                var p = o.GetType().GetProperty(name, flags);
                if (p != null) return p.GetValue(o);
                var f = o.GetType().GetField(name, flags);
                if (f != null) return f.GetValue(o);
            }
            throw new ArgumentException(o.GetType().Name + " has no " + string.Join(" / ", names) + ": not a majiang tile or meld");
        }

        /// <summary>The native object of a wrapper: checks that <paramref name="obj"/> is an
        /// instance of <paramref name="cls"/> (majiang's classes are registered).</summary>
        internal static GodotObject Check(GodotObject obj, string cls)
        {
            if (obj == null) throw new ArgumentNullException(nameof(obj));
            if (!obj.IsClass(cls))
                throw new ArgumentException("expected a " + cls + " node, got a " + obj.GetClass()
                    + " (is the majiang addon installed? see addons/majiang/README.md)");
            return obj;
        }

        /// <summary>A new native instance of <paramref name="cls"/>.</summary>
        internal static GodotObject Create(string cls)
        {
            var obj = ClassDB.Instantiate(cls).AsGodotObject();
            if (obj == null)
                throw new InvalidOperationException("majiang's " + cls + " class is not loaded (see addons/majiang/README.md)");
            return obj;
        }
    }
}
