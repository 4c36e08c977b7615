#!/usr/bin/env python3
"""tests/godot/check-csharp.py DOC_DIR CSHARP_DIR [SRC_DIR] -- the C# wrappers
(CSHARP_DIR/<Class>.cs) against the methods and properties the native
classes register (DOC_DIR/doc_classes/<Class>.xml, written by Godot's
doctool from the loaded library): every name a wrapper calls
(`Call("name"`) is a registered method, every property it reads or writes
(`Get("name")`, `Set("name"`) a registered property, and every registered
method and property has its wrapper. With SRC_DIR (crates/godot/src): the
typed records of MajiangRecords.cs read only Dictionary keys the native
code writes, and read every key of a hint (hint.rs `hint_list`) and of a
payment line (table.rs `payment_list`). Exits 1 on a mismatch."""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

CLASSES = ["AIPlayer", "WinChecker", "MahjongTable"]

# The Dictionaries the typed records wrap: (file, function writing it).
RECORDS = [("hint.rs", "hint_list"), ("table.rs", "payment_list")]
# Keys a hint Dictionary keeps for one release under their 0.1 names; the
# typed record offers the new ones only.
DEPRECATED_KEYS = {"draws", "draws_left"}


def record_keys(src):
    """Keys the records read; keys of the wrapped Dictionaries; every key the native code writes."""
    read = set(re.findall(r'\["(\w+)"\]', (CSHARP_DIR / "MajiangRecords.cs").read_text(encoding="utf-8")))
    wrapped, written = set(), set()
    for path in src.glob("*.rs"):
        text = path.read_text(encoding="utf-8")
        written |= set(re.findall(r'(?:\(|\.set\()"(\w+)",', text))
        for name, func in RECORDS:
            if path.name == name:
                body = text[text.index(f"fn {func}("):]
                body = body[: body.index("\n}\n")]
                wrapped |= set(re.findall(r'\("(\w+)",', body)) - DEPRECATED_KEYS
    return read, wrapped, written


def main():
    global CSHARP_DIR
    docs, cs = Path(sys.argv[1]) / "doc_classes", Path(sys.argv[2])
    CSHARP_DIR = cs
    bad = 0
    counts = []
    for cls in CLASSES:
        root = ET.parse(docs / f"{cls}.xml").getroot()
        methods = {m.get("name") for m in root.iter("method")}
        members = {m.get("name") for m in root.iter("member")}
        src = (cs / f"{cls}.cs").read_text(encoding="utf-8")
        called = set(re.findall(r'\bCall\("(\w+)"', src))
        props = set(re.findall(r'\b(?:Get|Set)\("(\w+)"', src))
        for name in sorted(called - methods):
            print(f"check-csharp: {cls}.cs calls {name}, which {cls} does not register")
            bad += 1
        for name in sorted(props - members):
            print(f"check-csharp: {cls}.cs uses property {name}, which {cls} does not register")
            bad += 1
        for name in sorted(methods - called):
            print(f"check-csharp: {cls}.{name} has no C# wrapper")
            bad += 1
        for name in sorted(members - props):
            print(f"check-csharp: property {cls}.{name} has no C# wrapper")
            bad += 1
        counts.append(f"{cls} {len(called & methods)}/{len(methods)} methods, {len(props & members)}/{len(members)} properties")
    if len(sys.argv) > 3:
        read, wrapped, written = record_keys(Path(sys.argv[3]))
        for key in sorted(read - written):
            print(f"check-csharp: MajiangRecords.cs reads the key {key}, which no native Dictionary has")
            bad += 1
        for key in sorted(wrapped - read):
            print(f"check-csharp: the key {key} of a hint or payment line has no typed field")
            bad += 1
        counts.append(f"records {len(read & written)} keys")
    print("check-csharp: " + "; ".join(counts))
    sys.exit(1 if bad else 0)


main()
