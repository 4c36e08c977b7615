#!/usr/bin/env python3
"""Import circles between the core's modules.

A node is a top-level module of `crates/core/src` (`family::x` counts as its
own node, one per family). An arrow a -> b is any `crate::b` path (a `use`
line or an inline path) in a's non-test code, or a `super::` path that climbs
out of a's module. Prints the elementary circles and the arrows that lie on
one ("back-arrows": an arrow whose target also reaches its source).

    python3 tests/compare/module_cycles.py [crates/core/src]
"""
import os, re, sys

root = sys.argv[1] if len(sys.argv) > 1 else "crates/core/src"

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

def reach(a):
    seen, stack = set(), [a]
    while stack:
        n = stack.pop()
        for d in edges.get(n, ()):
            if d not in seen:
                seen.add(d); stack.append(d)
    return seen

back = sorted((a, b) for a in edges for b in edges[a] if a in reach(b))
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
