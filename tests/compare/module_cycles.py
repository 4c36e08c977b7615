#!/usr/bin/env python3
"""Import circles between the core's modules.

A node is a top-level module of `crates/core/src` (`family::x` counts as its
own node, one per family). An arrow a -> b is any `crate::b` path (a `use`
line or an inline path) in a's non-test code, or a `super::` path that climbs
out of a's module. Prints the elementary circles and the arrows that lie on
one ("back-arrows": an arrow whose target also reaches its source).

    python3 tests/compare/module_cycles.py [crates/core/src]

With `--files`, each file of a family folder is a node of its own
(`family::mcr::engine`, `family::mcr` for its `mod.rs`) and the rest stays
one node per top-level module. Paths are resolved through the `pub use`
re-exports (`crate::FanCap`, `crate::mcr::McrOptions`, `super::Wind`) to the
file that defines the item; a `pub use` line itself and a `mod` line are no
arrows (a re-export is not a use). Prints the circles, the arrows on them,
and a last line counting the circles through a family file (the issue's "no
import circle through a family file"). The enumeration stops at `--limit`
circles (default 200000) and says so.

    python3 tests/compare/module_cycles.py --files [--limit N] [crates/core/src]
"""
import os, re, sys


def back_arrows(edges):
    """The arrows a -> b that lie on a circle: b reaches a again."""

    def reach(a):
        seen, stack = set(), [a]
        while stack:
            n = stack.pop()
            for d in edges.get(n, ()):
                if d not in seen:
                    seen.add(d)
                    stack.append(d)
        return seen

    return sorted((a, b) for a in edges for b in edges[a] if a in reach(b))


def files_mode(args):
    """The per-file mode: see the module doc."""
    limit = 200000
    if "--limit" in args:
        i = args.index("--limit")
        limit = int(args[i + 1])
        del args[i : i + 2]
    root = args[0] if args else "crates/core/src"

    # Every module of the crate, as its path of names, and its file's text
    # (non-test code, comments dropped).
    modules = {}
    for dp, _, fs in os.walk(root):
        for f in fs:
            if not f.endswith(".rs"):
                continue
            rel = os.path.relpath(os.path.join(dp, f), root)
            parts = rel[:-3].split("/")
            if parts[-1] in ("mod", "lib"):
                parts = parts[:-1]
            text = open(os.path.join(dp, f)).read()
            text = re.split(r"#\[cfg\(test\)\]", text)[0]
            text = "\n".join(l for l in text.splitlines() if not l.lstrip().startswith("//"))
            modules[tuple(parts)] = text

    def node(mod):
        if len(mod) >= 2 and mod[0] == "family":
            return "::".join(mod)
        return mod[0] if mod else "lib"

    def expand(tree):
        """`a::{b, c::{d, e}}` -> [[a, b], [a, c, d], [a, c, e]] (`self` and `as` folded)."""
        tree = re.sub(r"\s+", "", tree)
        out = []

        def go(prefix, s):
            # split s at top-level commas
            items, depth, cur = [], 0, ""
            for ch in s:
                if ch == "," and depth == 0:
                    items.append(cur)
                    cur = ""
                    continue
                depth += ch == "{"
                depth -= ch == "}"
                cur += ch
            if cur:
                items.append(cur)
            for it in items:
                if "{" in it:
                    head, rest = it.split("{", 1)
                    go(prefix + [x for x in head.split("::") if x], rest[:-1])
                else:
                    segs = [x for x in re.sub(r"as\w+$", "", it).split("::") if x]
                    if segs and segs[-1] == "self":
                        segs = segs[:-1]
                    out.append((prefix + segs, it))

        go([], tree)
        return out

    def absolute(mod, segs):
        """The absolute path of `segs` written in module `mod`, or None (an outside crate)."""
        if not segs:
            return None
        if segs[0] == "crate":
            return list(segs[1:])
        if segs[0] in ("super", "self"):
            cur = list(mod)
            while segs and segs[0] in ("super", "self"):
                if segs[0] == "super":
                    cur = cur[:-1]
                segs = segs[1:]
            return cur + list(segs)
        if tuple(mod) + (segs[0],) in modules:
            return list(mod) + list(segs)
        return None

    use_re = re.compile(r"(?m)^\s*(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);")
    # The re-exports: (module, name) -> absolute path of the target.
    reexports, globs = {}, {}
    for mod, text in modules.items():
        for m in use_re.finditer(text):
            if not m.group(1):
                continue
            for segs, raw in expand(m.group(2)):
                a = absolute(mod, segs)
                if a is None:
                    continue
                if segs[-1:] == ["*"]:
                    globs.setdefault(mod, []).append(a[:-1])
                    continue
                alias = re.search(r"as(\w+)$", re.sub(r"\s+", "", raw))
                name = alias.group(1) if alias else a[-1]
                reexports[(mod, name)] = a

    def resolve(path, depth=0):
        """The module defining the item at absolute `path`."""
        cur = ()
        for i, seg in enumerate(path):
            if cur + (seg,) in modules:
                cur = cur + (seg,)
                continue
            if (cur, seg) in reexports and depth < 20:
                return resolve(reexports[(cur, seg)] + list(path[i + 1 :]), depth + 1)
            for g in globs.get(cur, ()):
                if tuple(g) + (seg,) in modules or (tuple(g), seg) in reexports:
                    return resolve(list(g) + list(path[i:]), depth + 1)
            break
        return cur

    edges = {}
    for mod, text in modules.items():
        if mod == ():
            continue  # lib.rs: the crate's front, re-exports only
        src = node(mod)
        targets = []
        for m in use_re.finditer(text):
            if m.group(1):
                continue  # a re-export is no use
            for segs, _ in expand(m.group(2)):
                a = absolute(mod, segs)
                if a is not None:
                    targets.append(a)
        rest = use_re.sub("", text)
        for m in re.finditer(r"\b((?:crate|super|self)(?:::\w+)+)", rest):
            a = absolute(mod, m.group(1).split("::"))
            if a is not None:
                targets.append(a)
        for a in targets:
            dst = node(resolve(a))
            if dst != src and dst != "lib":
                edges.setdefault(src, set()).add(dst)

    nodes = sorted(set(edges) | {d for v in edges.values() for d in v})

    back = back_arrows(edges)
    cycles, through = [], 0
    capped = False

    def dfs(start, n, path, on):
        nonlocal through, capped
        for d in sorted(edges.get(n, ())):
            if capped:
                return
            if d == start:
                c = path + [start]
                cycles.append(c)
                through += any(x.startswith("family::") for x in c)
                if len(cycles) >= limit:
                    capped = True
                    return
            elif d > start and d not in on:
                on.add(d)
                dfs(start, d, path + [d], on)
                on.discard(d)

    sys.setrecursionlimit(10000)
    for s in nodes:
        if not capped:
            dfs(s, s, [s], {s})
    for c in cycles:
        print("circle:", " -> ".join(c))
    for a, b in back:
        print("arrow on a circle:", a, "->", b)
    fam_files = sorted({x for c in cycles for x in c if x.startswith("family::")})
    more = "+ (stopped at --limit)" if capped else ""
    print(
        f"{len(cycles)}{more} circles, {len(back)} arrows on circles, "
        f"{sum(len(v) for v in edges.values())} arrows, {len(nodes)} nodes"
    )
    print(
        f"{through}{more} circles through a family file "
        f"({len(fam_files)} family files on circles: {', '.join(fam_files) or 'none'})"
    )
    return 0


args = sys.argv[1:]
if "--files" in args:
    args.remove("--files")
    sys.exit(files_mode(args))
root = args[0] if args else "crates/core/src"

def node_of(rel):
    parts = rel[:-3].split("/")
    if parts[-1] == "mod":
        parts = parts[:-1]
    if parts and parts[0] == "family" and len(parts) > 1:
        return "family::" + parts[1], parts
    return (parts[0] if parts else "lib"), parts

edges = {}
for dp, _, fs in os.walk(root):
    for f in fs:
        if not f.endswith(".rs"):
            continue
        path = os.path.join(dp, f)
        rel = os.path.relpath(path, root)
        if rel == "lib.rs":
            continue
        src, parts = node_of(rel)
        text = open(path).read()
        text = re.split(r"#\[cfg\(test\)\]", text)[0]
        text = "\n".join(l for l in text.splitlines() if not l.lstrip().startswith("//"))
        for m in re.finditer(r"crate::(\w+)(?:::(\w+))?", text):
            dst = m.group(1)
            if dst == "family" and m.group(2):
                dst = "family::" + m.group(2)
            elif dst == "family":
                continue
            if dst != src:
                edges.setdefault(src, set()).add(dst)
        # use statements with braces: use crate::{a, b::c}
        for m in re.finditer(r"use crate::\{([^;]*)\};", text, re.S):
            for item in re.findall(r"(?:^|[,{]\s*)(\w+)", m.group(1)):
                if item != src and item not in ("self",):
                    edges.setdefault(src, set()).add(item)

nodes = sorted(set(edges) | {d for v in edges.values() for d in v})

back = back_arrows(edges)
# elementary circles (small graph: plain DFS from the least node of each circle)
cycles = []
def dfs(start, n, path, on):
    for d in sorted(edges.get(n, ())):
        if d == start:
            cycles.append(path + [start])
        elif d > start and d not in on:
            on.add(d); dfs(start, d, path + [d], on); on.discard(d)
for s in nodes:
    dfs(s, s, [s], {s})
for c in cycles:
    print("circle:", " -> ".join(c))
for a, b in back:
    print("arrow on a circle:", a, "->", b)
print(f"{len(cycles)} circles, {len(back)} arrows on circles, {sum(len(v) for v in edges.values())} arrows")
