#!/usr/bin/env python3
"""tests/godot/migrate-tutorial.py PROJECT -- the addon README's migration
guide ("Switching from the tutorial's scripts"), done step by step on a
project as a user would do it in the editor:

1. delete the scripts that declare `class_name WinChecker` / `AIPlayer`;
2. in every scene, the nodes those scripts were attached to get the native
   type of the same name, and lose the script (line and ext_resource).

Everything else (GameManager, Tile, Meld, the game loop, node paths) stays.
Prints what it changed."""
import re
import sys
from pathlib import Path

NATIVE = ("WinChecker", "AIPlayer")


def main():
    project = Path(sys.argv[1])
    replaced = {}  # res:// path of a deleted script -> native class
    for script in sorted(project.rglob("*.gd")):
        m = re.search(r"^class_name\s+(\w+)", script.read_text(encoding="utf-8"), re.M)
        if m and m.group(1) in NATIVE:
            res = "res://" + script.relative_to(project).as_posix()
            replaced[res] = m.group(1)
            script.unlink()
            Path(str(script) + ".uid").unlink(missing_ok=True)
            print(f"migrate: deleted {res} (class_name {m.group(1)})")
    for scene in sorted(project.rglob("*.tscn")):
        lines = scene.read_text(encoding="utf-8").splitlines()
        ids = {}
        for line in lines:
            m = re.match(r'\[ext_resource type="Script".*path="([^"]+)".* id="([^"]+)"\]', line)
            if m and m.group(1) in replaced:
                ids[m.group(2)] = replaced[m.group(1)]
        if not ids:
            continue
        out = []
        node_at = None
        for line in lines:
            m = re.match(r'\[ext_resource .* id="([^"]+)"\]', line)
            if m and m.group(1) in ids:
                continue
            if line.startswith("[node "):
                node_at = len(out)
            m = re.match(r'script = ExtResource\("([^"]+)"\)', line)
            if m and m.group(1) in ids and node_at is not None:
                cls = ids[m.group(1)]
                out[node_at] = re.sub(r'type="\w+"', f'type="{cls}"', out[node_at])
                print(f"migrate: {scene.name}: {out[node_at]}")
                continue
            out.append(line)
        scene.write_text("\n".join(out) + "\n", encoding="utf-8")


main()
