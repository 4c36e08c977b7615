#!/usr/bin/env python3
"""The competition judge's own fan calculator as an oracle for majiang's MCR analysis.

`pymahjonggb` (PyPI) packages the calculator the Botzone judge links
(ChineseOfficialMahjongHelper's mahjong-algorithm). This script draws seeded
random MCR hands of every kind -- regular wins built set by set (with and
without melds, flush- and honour-heavy), the special forms (七对, 十三幺,
全不靠 / 七星不靠, 组合龙, 九莲宝灯), hands one tile off a win, and plain
random hands -- and asks the calculator about each one.

    oracle.py gen N SEED            corpus on stdout: one JSON object per line,
                                    {"line": "HAND | MELDS | CONTEXT", "win", "fan",
                                     "fans": [[中文, count], ...], "shanten"}
    oracle.py check CORPUS CMD...   pipes the corpus lines into CMD (majiang's
                                    `analyze --rules mcr --batch --format json`)
                                    and compares win, fan, the fan list and shanten

Exit status 0 when every hand agrees; the first disagreements are printed.
Without pymahjonggb, `gen` prints why on stderr and exits 3 (the callers skip).
"""
import json
import random
import subprocess
import sys

SUITS = "msp"
CODE_SUIT = {"m": "W", "s": "T", "p": "B"}
HONOURS = ["F1", "F2", "F3", "F4", "J1", "J2", "J3"]


def code(t):
    """majiang tile id (0-33) -> the calculator's code (W1, T9, F1, J3)."""
    if t < 27:
        return CODE_SUIT[SUITS[t // 9]] + str(t % 9 + 1)
    return HONOURS[t - 27]


def name(t):
    """majiang tile id -> notation such as 5m or 7z."""
    if t < 27:
        return str(t % 9 + 1) + SUITS[t // 9]
    return str(t - 26) + "z"


def hand_text(tiles):
    """Tiles in majiang notation grouped by suit: 123m456p77z."""
    out = ""
    for s, letter in enumerate("mspz"):
        lo, hi = (s * 9, s * 9 + 9) if s < 3 else (27, 34)
        group = sorted(t for t in tiles if lo <= t < hi)
        if group:
            out += "".join(str(t - lo + 1) for t in group) + letter
    return out


class Deck:
    """Copies left of each kind, so no hand holds a fifth tile."""

    def __init__(self):
        self.left = [4] * 34

    def take(self, tiles):
        if any(self.left[t] < tiles.count(t) for t in tiles):
            return False
        for t in tiles:
            self.left[t] -= 1
        return True


def random_set(rng, kinds):
    """A chow or pung among `kinds`: (kind, lowest tile)."""
    t = rng.choice(kinds)
    if t < 27 and t % 9 <= 6 and rng.random() < 0.55 and (t + 1) in kinds and (t + 2) in kinds:
        return ("chow", t)
    return ("pung", t)


def kinds_for(rng):
    """The kinds a hand is drawn from: all, one suit (+honours), two suits, or honours-heavy."""
    r = rng.random()
    if r < 0.35:
        return list(range(34))
    if r < 0.6:
        s = rng.randrange(3)
        ks = list(range(s * 9, s * 9 + 9))
        return ks + (list(range(27, 34)) if rng.random() < 0.5 else [])
    if r < 0.8:
        a, b = rng.sample(range(3), 2)
        return list(range(a * 9, a * 9 + 9)) + list(range(b * 9, b * 9 + 9))
    if r < 0.86:
        return [t for t in range(27) if t % 9 in (0, 8)] + list(range(27, 34))
    if r < 0.93:
        # Ranks of 全大 / 全中 / 全小 / 大于五 / 小于五 / 全双刻 / 全带五 / 绿一色.
        ranks = rng.choice([(1, 2, 3), (1, 2, 3, 4), (4, 5, 6), (6, 7, 8, 9), (7, 8, 9), (2, 4, 6, 8),
                            (3, 4, 5, 6, 7)])
        if rng.random() < 0.1:
            return [10, 11, 12, 14, 16, 32]
        return [s * 9 + r - 1 for s in range(3) for r in ranks]
    picks = rng.sample(range(27), 6)
    return sorted(set(picks + [p + 1 for p in picks if p % 9 < 8]))


def regular_hand(rng):
    """A winning regular hand: melds, concealed sets and a pair."""
    for _ in range(200):
        deck = Deck()
        kinds = kinds_for(rng)
        n_melds = rng.choice([0, 0, 0, 1, 1, 2, 2, 3, 4])
        melds, concealed = [], []
        ok = True
        for i in range(4):
            kind, t = random_set(rng, kinds)
            tiles = [t, t + 1, t + 2] if kind == "chow" else [t] * 3
            if i < n_melds:
                if kind == "pung":
                    mk = rng.choice(["peng", "peng", "gang", "an_gang"])
                    if mk != "peng":
                        tiles = [t] * 4
                else:
                    mk = "chi"
                if not deck.take(tiles):
                    ok = False
                    break
                melds.append((mk, t))
            else:
                if not deck.take(tiles):
                    ok = False
                    break
                concealed += tiles
        if not ok:
            continue
        p = rng.choice(kinds)
        if not deck.take([p, p]):
            continue
        concealed += [p, p]
        return concealed, melds
    return None


def special_hand(rng):
    """A concealed hand of a special form, or a knitted straight with one meld."""
    form = rng.choice(["pairs", "pairs", "orphans", "knitted_all", "knitted", "knitted", "gates", "shifted",
                       "dragons"])
    if form == "dragons":
        # 一色双龙会 / 三色双龙会 (a chow or two may be melded).
        five = rng.randrange(3)
        if rng.random() < 0.5:
            chows = [five * 9, five * 9, five * 9 + 6, five * 9 + 6]
        else:
            a, b = [s for s in range(3) if s != five]
            chows = [a * 9, a * 9 + 6, b * 9, b * 9 + 6]
        melds = [("chi", t) for t in chows[: rng.choice([0, 0, 1, 2])]]
        concealed = [t + i for t in chows[len(melds):] for i in range(3)] + [five * 9 + 4] * 2
        return concealed, melds
    if form == "pairs":
        kinds = kinds_for(rng)
        while True:
            ks = [rng.choice(kinds) for _ in range(7)]
            if all(ks.count(k) <= 2 for k in ks):
                return [k for k in ks for _ in (0, 1)], []
    if form == "shifted":
        s, start = rng.randrange(3), rng.randrange(3)
        return [s * 9 + start + i for i in range(7) for _ in (0, 1)], []
    if form == "orphans":
        o = [0, 8, 9, 17, 18, 26] + list(range(27, 34))
        return o + [rng.choice(o)], []
    perm = rng.choice([(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)])
    seq = [s * 9 + perm[s] + 3 * i for s in range(3) for i in range(3)]
    if form == "knitted_all":
        n = rng.choice([7, 8, 9])
        suited = rng.sample(seq, n)
        honours = rng.sample(range(27, 34), 14 - n)
        return suited + honours, []
    if form == "knitted":
        deck = Deck()
        deck.take(seq)
        melds, rest = [], []
        kinds = list(range(34))
        kind, t = random_set(rng, kinds)
        tiles = [t, t + 1, t + 2] if kind == "chow" else [t] * 3
        if rng.random() < 0.4:
            if kind == "chow":
                melds.append(("chi", t))
            else:
                mk = rng.choice(["peng", "gang", "an_gang"])
                melds.append((mk, t))
                if mk != "peng":
                    tiles = [t] * 4
        if not deck.take(tiles):
            return None
        if not melds:
            rest += tiles
        p = rng.choice(kinds)
        if not deck.take([p, p]):
            return None
        return seq + rest + [p, p], melds
    s = rng.randrange(3)
    base = [s * 9] * 3 + [s * 9 + i for i in range(1, 8)] + [s * 9 + 8] * 3
    return base + [s * 9 + rng.randrange(9)], []


def random_hand(rng):
    """14 - 3k tiles from a shuffled wall with k random melds: mostly not a win."""
    deck = Deck()
    melds = []
    for _ in range(rng.choice([0, 0, 1, 2])):
        t = rng.randrange(34)
        if rng.random() < 0.5 and t < 27 and t % 9 <= 6 and deck.take([t, t + 1, t + 2]):
            melds.append(("chi", t))
        elif deck.take([t] * 3):
            melds.append(("peng", t))
    wall = [t for t in range(34) for _ in range(deck.left[t])]
    rng.shuffle(wall)
    return wall[: 14 - 3 * len(melds)], melds


def perturb(rng, hand):
    """One concealed tile swapped for another kind: a near miss."""
    concealed, melds = hand
    concealed = list(concealed)
    i = rng.randrange(len(concealed))
    counts = [concealed.count(k) + sum(meld_tiles(m).count(k) for m in melds) for k in range(34)]
    choices = [k for k in range(34) if counts[k] < 4 and k != concealed[i]]
    concealed[i] = rng.choice(choices)
    return concealed, melds


def meld_tiles(m):
    kind, t = m
    if kind == "chi":
        return [t, t + 1, t + 2]
    return [t] * (3 if kind == "peng" else 4)


def pack(m):
    kind, t = m
    if kind == "chi":
        return ("CHI", code(t + 1), 1)
    if kind == "peng":
        return ("PENG", code(t), 1)
    return ("GANG", code(t), 0 if kind == "an_gang" else 1)


def context(rng, concealed, melds, win):
    """A random situation that can happen for this hand and winning tile."""
    self_drawn = rng.random() < 0.4
    held = concealed.count(win)
    in_melds = sum(meld_tiles(m).count(win) for m in melds)
    words = ["win:" + name(win)]
    flags = {"self_drawn": self_drawn, "last_copy": False, "kong": False, "last_tile": False}
    if self_drawn:
        words.append("self_drawn")
    if held == 1 and rng.random() < 0.15:
        flags["last_copy"] = True
        words.append("last_copy")
    has_kong = any(m[0] in ("gang", "an_gang") for m in melds)
    if rng.random() < 0.15:
        if (self_drawn and has_kong) or (not self_drawn and held == 1 and in_melds == 0):
            flags["kong"] = True
            words.append("kong")
    if rng.random() < 0.1:
        flags["last_tile"] = True
        words.append("last_tile")
    seat, rnd = rng.randrange(4), rng.randrange(4)
    flowers = rng.choice([0, 0, 0, 1, 2, 3, 8])
    words += ["seat:" + "ESWN"[seat], "round:" + "ESWN"[rnd]]
    if flowers:
        words.append("flowers:%d" % flowers)
    return " ".join(words), flags, seat, rnd, flowers


def gen(n, seed):
    try:
        import MahjongGB  # noqa: the calculator
    except ImportError as e:
        print("oracle.py: pymahjonggb is not installed (%s): the oracle comparison is skipped" % e, file=sys.stderr)
        sys.exit(3)
    rng = random.Random(seed)
    made = 0
    while made < n:
        r = rng.random()
        if r < 0.55:
            hand = regular_hand(rng)
        elif r < 0.75:
            hand = special_hand(rng)
        elif r < 0.9:
            hand = regular_hand(rng)
            hand = perturb(rng, hand) if hand else None
        else:
            hand = random_hand(rng)
        if not hand:
            continue
        concealed, melds = hand
        win = rng.choice(concealed)
        ctx, flags, seat, rnd, flowers = context(rng, concealed, melds, win)
        standing = list(concealed)
        standing.remove(win)
        packs = tuple(pack(m) for m in melds)
        hand13 = tuple(code(t) for t in standing)
        try:
            fans = MahjongGB.MahjongFanCalculator(
                pack=packs, hand=hand13, winTile=code(win), flowerCount=flowers,
                isSelfDrawn=flags["self_drawn"], is4thTile=flags["last_copy"],
                isAboutKong=flags["kong"], isWallLast=flags["last_tile"],
                seatWind=seat, prevalentWind=rnd, verbose=True)
            win_ok = True
        except TypeError as e:
            if "ERROR_NOT_WIN" not in str(e):
                raise
            fans, win_ok = (), False
        shanten = MahjongGB.MahjongShanten(pack=packs, hand=hand13)
        melds_text = " ".join("%s:%s" % (k, hand_text(meld_tiles((k, t))) if k == "chi" else name(t))
                              for k, t in melds) or "-"
        line = "%s | %s | %s" % (hand_text(concealed), melds_text, ctx)
        print(json.dumps({
            "line": line,
            "win": win_ok,
            "fan": sum(f[0] * f[1] for f in fans),
            "fans": [[f[2], f[1]] for f in fans],
            "shanten": shanten,
        }, ensure_ascii=False))
        made += 1


def check(corpus, cmd):
    rows = [json.loads(l) for l in open(corpus, encoding="utf-8") if l.strip()]
    proc = subprocess.run(cmd, input="\n".join(r["line"] for r in rows) + "\n",
                          capture_output=True, text=True, encoding="utf-8")
    if proc.returncode != 0:
        print(proc.stderr, file=sys.stderr)
        sys.exit("oracle.py: %s exited %d" % (" ".join(cmd), proc.returncode))
    outs = [json.loads(l) for l in proc.stdout.splitlines() if l.strip()]
    if len(outs) != len(rows):
        sys.exit("oracle.py: %d hands in, %d lines out" % (len(rows), len(outs)))
    bad = 0
    for want, got in zip(rows, outs):
        got_fans = [[f["name"], f["count"]] for f in got.get("fans", [])]
        same = (got.get("win") == want["win"] and got.get("fan") == want["fan"]
                and got_fans == want["fans"] and got.get("shanten") == want["shanten"])
        if not same:
            bad += 1
            if bad <= 20:
                print("MISMATCH %s\n  calculator: win=%s fan=%s shanten=%s %s\n  majiang:    %s"
                      % (want["line"], want["win"], want["fan"], want["shanten"], want["fans"],
                         json.dumps(got, ensure_ascii=False)))
    print("oracle.py: %d hands, %d mismatches (win, fan, fan list, shanten)" % (len(rows), bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "gen":
        gen(int(sys.argv[2]), int(sys.argv[3]))
    elif len(sys.argv) >= 4 and sys.argv[1] == "check":
        check(sys.argv[2], sys.argv[3:])
    else:
        sys.exit(__doc__)
