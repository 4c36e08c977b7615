// A stand-in for the few Godot .NET types the addon's C# wrappers use
// (crates/godot/addon/csharp), with the real API's names and signatures, so
// Mono can compile the wrappers where Godot .NET is not installed. A
// GodotObject here records the calls made on it (WrapperTest.cs reads them)
// and answers from a table; nothing here talks to Godot.
using System;
using System.Collections.Generic;

namespace Godot
{
    public sealed class StringName
    {
        public readonly string Name;
        public StringName(string name) { Name = name; }
        public static implicit operator StringName(string s) => new StringName(s);
        public override string ToString() => Name;
    }

    public sealed class NodePath
    {
        public readonly string Path;
        public NodePath(string path) { Path = path; }
        public static implicit operator NodePath(string s) => new NodePath(s);
    }

    public struct Signal
    {
        public readonly GodotObject Owner;
        public readonly StringName Name;
        public Signal(GodotObject owner, StringName name) { Owner = owner; Name = name; }
    }

    public struct Variant
    {
        public readonly object Obj;
        Variant(object o) { Obj = o; }
        public static implicit operator Variant(int v) => new Variant((long)v);
        public static implicit operator Variant(long v) => new Variant(v);
        public static implicit operator Variant(bool v) => new Variant(v);
        public static implicit operator Variant(double v) => new Variant(v);
        public static implicit operator Variant(string v) => new Variant(v);
        public static implicit operator Variant(GodotObject v) => new Variant(v);
        public static implicit operator Variant(NodePath v) => new Variant(v);
        public static implicit operator Variant(Signal v) => new Variant(v);
        public static implicit operator Variant(long[] v) => new Variant(v);
        public static implicit operator Variant(string[] v) => new Variant(v);
        public static implicit operator Variant(Collections.Array v) => new Variant(v);
        public static implicit operator Variant(Collections.Dictionary v) => new Variant(v);
        // Nil reads as 0 / false / null, as in Godot.
        public int AsInt32() => Obj == null ? 0 : (int)(long)Obj;
        public long AsInt64() => Obj == null ? 0 : (long)Obj;
        public bool AsBool() => Obj != null && (bool)Obj;
        public double AsDouble() => Obj == null ? 0 : (double)Obj;
        public string AsString() => (string)Obj;
        public NodePath AsNodePath() => (NodePath)Obj;
        public Signal AsSignal() => (Signal)Obj;
        public long[] AsInt64Array() => (long[])Obj;
        public string[] AsStringArray() => (string[])Obj;
        public GodotObject AsGodotObject() => Obj as GodotObject;
        public Collections.Array AsGodotArray() => (Collections.Array)Obj;
        public Collections.Dictionary AsGodotDictionary() => (Collections.Dictionary)Obj;
    }

    public class GodotObject
    {
        public readonly string Class;
        public readonly List<KeyValuePair<string, Variant[]>> Calls = new List<KeyValuePair<string, Variant[]>>();
        public readonly Dictionary<string, Variant> Answers = new Dictionary<string, Variant>();
        public readonly Dictionary<string, Variant> Properties = new Dictionary<string, Variant>();
        public GodotObject(string cls) { Class = cls; }
        public Variant Call(StringName method, params Variant[] args)
        {
            Calls.Add(new KeyValuePair<string, Variant[]>(method.Name, args));
            Variant v;
            return Answers.TryGetValue(method.Name, out v) ? v : default(Variant);
        }
        public Variant Get(StringName property) => Properties[property.Name];
        public void Set(StringName property, Variant value) { Properties[property.Name] = value; }
        public bool IsClass(string cls) => cls == Class;
        public string GetClass() => Class;
    }

    public static class ClassDB
    {
        public static Variant Instantiate(StringName cls) => new GodotObject(cls.Name);
    }
}

namespace Godot.Collections
{
    public sealed class Array : List<Variant> { }
    public sealed class Dictionary : Dictionary<Variant, Variant>
    {
        public Dictionary() : base(new KeyComparer()) { }
        sealed class KeyComparer : IEqualityComparer<Variant>
        {
            public bool Equals(Variant a, Variant b) => Object.Equals(a.Obj, b.Obj);
            public int GetHashCode(Variant v) => v.Obj == null ? 0 : v.Obj.GetHashCode();
        }
    }
}
