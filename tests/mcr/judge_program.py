#!/usr/bin/env python3
"""Whole hands of four `majiang botzone` bots under a Botzone judge program.

Botzone drives a match the way this script does: the judge program is run
afresh each turn with the whole log on stdin (`{"log": [...], "initdata":
{...}}`, the log alternating the judge's outputs and the four bots' answers)
and prints `{"command": "request" | "finish", "content": {...}, ...}`; each bot
keeps running (`--keep-running`), its first input the full first turn (simple
form `1` + request, or the JSON form with --json), later ones the request
alone. A wrong answer ends the hand with the judge's `WA` / `WH` verdict,
which this script reports.

    python3 tests/mcr/judge_program.py JUDGE MAJIANG SEEDS LEVEL [--json]
    e.g. judge_program.py ./judge target/release/majiang 1..201 normal

The public judge (ailab-pku/Chinese-Standard-Mahjong, judge/main.cpp) is not
in this repository; docs/botzone.md says how it was built and what it gave.
"""
import json, subprocess, sys, time

if len(sys.argv) < 5:
    raise SystemExit(__doc__)
judge, bot, seeds, level = sys.argv[1:5]
use_json = "--json" in sys.argv
lo, hi = (int(x) for x in seeds.split(".."))
KEEP = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"


class Bot:
    def __init__(self):
        self.p = subprocess.Popen([bot, "botzone", "--level", level, "--keep-running"],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.turn = 0
        self.slowest = 0.0

    def ask(self, request):
        self.turn += 1
        if self.turn == 1:
            if use_json:
                msg = json.dumps({"requests": [request], "responses": []}, ensure_ascii=False) + "\n"
            else:
                msg = "1\n" + request + "\n"
        else:
            msg = (json.dumps(request, ensure_ascii=False) if use_json else request) + "\n"
        t = time.time()
        self.p.stdin.write(msg)
        self.p.stdin.flush()
        answer = self.p.stdout.readline().rstrip("\n")
        keep = self.p.stdout.readline().rstrip("\n")
        self.slowest = max(self.slowest, time.time() - t)
        if keep != KEEP:
            raise SystemExit("bot did not keep running: %r then %r" % (answer, keep))
        if use_json:
            answer = json.loads(answer)["response"]
        return answer

    def close(self):
        self.p.stdin.close()
        self.p.wait(timeout=10)


def run_judge(log, initdata):
    out = subprocess.run([judge], input=json.dumps({"log": log, "initdata": initdata}),
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


totals = dict(hands=0, turns=0, answers=0, wins=0, draws=0, errors=0)
actions = {}
slowest = 0.0
zero_sum_bad = 0
for seed in range(lo, hi):
    bots = [Bot() for _ in range(4)]
    log, initdata = [], {"srand": seed}
    while True:
        out = run_judge(log, initdata)
        if not log:
            initdata = out["initdata"]
        if out["command"] == "finish":
            d = out.get("display", {})
            act = d.get("action")
            score = [out["content"][str(i)] for i in range(4)]
            if sum(score) != 0 and act == "HU":
                zero_sum_bad += 1
            if act == "HU":
                totals["wins"] += 1
            elif act == "HUANG":
                totals["draws"] += 1
            else:
                totals["errors"] += 1
                print("seed %d: %s by player %s; last responses %s" % (seed, act, d.get("player"), log[-1]))
            print("seed %d: %s %s fan=%s %s" % (seed, act, d.get("player", ""), d.get("fanCnt", ""),
                  " ".join("%s×%s" % (f["name"], f["cnt"]) for f in d.get("fan", []))), flush=True)
            break
        log.append({"output": out})
        responses = {}
        for i in range(4):
            answer = bots[i].ask(out["content"][str(i)])
            responses[str(i)] = {"verdict": "OK", "response": answer}
            word = answer.split(" ")[0]
            actions[word] = actions.get(word, 0) + 1
            totals["answers"] += 1
        log.append(responses)
        totals["turns"] += 1
    for b in bots:
        slowest = max(slowest, b.slowest)
        b.close()
    totals["hands"] += 1

print("totals", totals, "actions", dict(sorted(actions.items())),
      "slowest answer %.3f s" % slowest, "non-zero-sum wins", zero_sum_bad)
