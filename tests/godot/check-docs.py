#!/usr/bin/env python3
"""tests/godot/check-docs.py DIR CLASS... -- the class reference Godot wrote
with `godot --doctool DIR --gdextension-docs` (DIR/doc_classes/*.xml) has a
description for every class named and for its methods, properties and
signals. Prints the counts; exits 1 when a class or member has none."""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def text(node):
    return "" if node is None else "".join(node.itertext()).strip()


def main():
    base, classes = Path(sys.argv[1]) / "doc_classes", sys.argv[2:]
    bad = 0
    totals = {"method": [0, 0], "member": [0, 0], "signal": [0, 0], "constant": [0, 0]}
    for name in classes:
        path = base / f"{name}.xml"
        if not path.is_file():
            print(f"check-docs: {path} was not written")
            bad += 1
            continue
        root = ET.parse(path).getroot()
        for part in ("brief_description", "description"):
            if not text(root.find(part)):
                print(f"check-docs: {name}: empty <{part}>")
                bad += 1
        for kind, count in totals.items():
            for member in root.iter(kind):
                count[0] += 1
                described = text(member.find("description")) if kind in ("method", "signal") else text(member)
                if described:
                    count[1] += 1
                else:
                    print(f"check-docs: {name}.{member.get('name')} ({kind}): no description")
                    bad += 1
    summary = ", ".join(f"{d}/{n} {k}s" for k, (n, d) in totals.items())
    print(f"check-docs: {len(classes)} classes; described: {summary}")
    sys.exit(1 if bad else 0)


main()
