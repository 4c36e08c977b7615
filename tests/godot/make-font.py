#!/usr/bin/python3
"""tests/godot/make-font.py -- the addon's tile font: Noto Sans CJK SC cut
down to the characters majiang shows.

    tests/godot/make-font.py            write crates/godot/addon/fonts/
    tests/godot/make-font.py --check    regenerate under target/ and fail
                                        when the glyph set differs from the
                                        committed font's

The character set is every character inside a string literal of the files
in SOURCES (tile, meld, big-hand and opening-win names, the hint's reason
text, the demo's labels) plus printable ASCII, so a new name or label in
those files changes the set; `--check` (run by tests/godot/run.sh) catches a
committed font that was not regenerated. The subset is committed rather than
made at build time: the full font is a 56 MB Debian package that a user
building the addon should not need, and the committed file keeps the addon
zip reproducible from a checkout.

Needs /usr/bin/python3 with fontTools (Debian python3-fonttools) and Debian's
fonts-noto-cjk; tests/godot/install-deps.sh installs both.
"""
import re
import sys
import tempfile
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parents[2]
SOURCE_FONT = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
SOURCE_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")
FAMILY = "Noto Sans CJK SC"
OUT_DIR = ROOT / "crates/godot/addon/fonts"
FONT_NAME = "NotoSansCJKsc-majiang.otf"
# Files whose string literals can reach the screen.
SOURCES = [
    "crates/core/src/tile.rs",
    "crates/core/src/rules.rs",
    "crates/core/src/options.rs",
    "crates/core/src/expert/hint.rs",
    "crates/core/src/notation.rs",
    "crates/core/src/family/**/*.rs",
    "crates/core/src/game/result.rs",
    "crates/godot/src/*.rs",
    "crates/godot/addon/*.gd",
    "godot-demo/*.gd",
]
STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def wanted_text() -> str:
    chars = {chr(c) for c in range(0x20, 0x7F)}
    for pattern in SOURCES:
        files = sorted(ROOT.glob(pattern))
        if not files:
            sys.exit(f"make-font: no file matches {pattern}")
        for f in files:
            for lit in STRING.findall(f.read_text(encoding="utf-8")):
                chars.update(c for c in lit if ord(c) > 0x7F)
    return "".join(sorted(chars))


def ofl_text(font: TTFont) -> str:
    """The font's copyright line and the OFL text from Debian's copyright file."""
    lines = SOURCE_COPYRIGHT.read_text(encoding="utf-8").splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("License: SIL-1.1") and i + 1 < len(lines)
                 and lines[i + 1].strip().startswith("---"))
    body = []
    for l in lines[start + 1:]:
        if not l.startswith(" "):
            break
        body.append("" if l.strip() == "." else l[1:])
    notice = font["name"].getDebugName(0)
    return (f"{FONT_NAME}: a subset of {FAMILY} ({font['name'].getDebugName(5)}),\n"
            f"made by tests/godot/make-font.py from Debian's fonts-noto-cjk.\n\n{notice}\n\n"
            + "\n".join(body).strip() + "\n")


def make(out_dir: Path) -> Path:
    collection = TTCollection(str(SOURCE_FONT))
    number = next(i for i, f in enumerate(collection.fonts) if f["name"].getDebugName(1) == FAMILY)
    options = subset.Options()
    options.font_number = number
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.recalc_timestamp = False
    font = subset.load_font(str(SOURCE_FONT), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=wanted_text())
    subsetter.subset(font)
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / FONT_NAME
    subset.save_font(font, str(path), options)
    (out_dir / "OFL.txt").write_text(ofl_text(font), encoding="utf-8")
    return path


def codepoints(path: Path) -> set:
    return set(TTFont(str(path))["cmap"].getBestCmap())


def main() -> None:
    if sys.argv[1:] == ["--check"]:
        committed = OUT_DIR / FONT_NAME
        with tempfile.TemporaryDirectory() as tmp:
            fresh = codepoints(make(Path(tmp)))
        have = codepoints(committed)
        if fresh != have:
            missing = "".join(chr(c) for c in sorted(fresh - have))
            extra = "".join(chr(c) for c in sorted(have - fresh))
            sys.exit(f"make-font: {committed} is stale (missing {missing!r}, extra {extra!r}); "
                     "run tests/godot/make-font.py and commit the result")
        print(f"make-font: {committed.name} up to date: {len(have)} characters, "
              f"{committed.stat().st_size} bytes")
    elif not sys.argv[1:]:
        path = make(OUT_DIR)
        print(f"make-font: wrote {path} ({len(codepoints(path))} characters, {path.stat().st_size} bytes)")
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
