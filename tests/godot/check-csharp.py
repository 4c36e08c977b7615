#!/usr/bin/env python3
"""tests/godot/check-csharp.py DOC_DIR CSHARP_DIR -- the C# wrappers
(CSHARP_DIR/<Class>.cs) against the methods and properties the native
classes register (DOC_DIR/doc_classes/<Class>.xml, written by Godot's
doctool from the loaded library): every name a wrapper calls
(`Call("name"`) is a registered method, every property it reads or writes
(`Get("name")`, `Set("name"`) a registered property, and every registered
method and property has its wrapper. Exits 1 on a mismatch."""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

CLASSES = ["AIPlayer", "WinChecker", "MahjongTable"]


def main():
    docs, cs = Path(sys.argv[1]) / "doc_classes", Path(sys.argv[2])
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
    print("check-csharp: " + "; ".join(counts))
    sys.exit(1 if bad else 0)


main()
