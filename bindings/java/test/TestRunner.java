import io.majiang.Ai;
import io.majiang.Game;
import io.majiang.Majiang;
import io.majiang.Majiang.ActionKind;
import io.majiang.Majiang.Difficulty;
import io.majiang.Majiang.EventKind;
import io.majiang.Majiang.Meld;
import io.majiang.Majiang.MeldKind;
import io.majiang.Majiang.Phase;
import io.majiang.Majiang.RuleOption;
import io.majiang.Majiang.Status;
import io.majiang.MajiangException;
import io.majiang.Rules;
import io.majiang.Scoring;
import io.majiang.Majiang.SichuanPattern;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The Java binding's tests, with the JDK alone: the cross-language script
 * (tests/ffi/crosslang/script.txt), every game of tests/ffi/games.txt played to the core's
 * result, 四川 血战 tables and the refusals of bad input.
 *
 * <pre>
 * java -cp majiang.jar:jna.jar:. -Dmajiang.lib=target/debug/libmajiang.so TestRunner tests/ffi
 * </pre>
 *
 * Prints each failure and "Java: N cases; P passed, F failed"; exits non-zero on a failure.
 */
public final class TestRunner {
    private int passed;
    private int failed;

    private void check(boolean ok, String what) {
        if (ok) {
            passed++;
        } else {
            failed++;
            System.out.println("FAIL " + what);
        }
    }

    /** Checks that call throws a MajiangException of status whose detail holds fragment. */
    private void refused(String what, Status status, String fragment, Runnable call) {
        try {
            call.run();
            check(false, what + ": no exception");
        } catch (MajiangException e) {
            check(e.status() == status && e.detail().contains(fragment), what + ": " + e.getMessage());
        }
    }

    private static List<Integer> hand(String text) {
        if (text.startsWith("[")) {
            return Arrays.stream(text.substring(1, text.length() - 1).split(","))
                    .map(Integer::parseInt).collect(Collectors.toList());
        }
        return Majiang.parseTiles(text);
    }

    private static List<Meld> melds(String text) {
        if (text.equals("-")) {
            return List.of();
        }
        if (text.startsWith("[")) {
            List<Meld> out = new ArrayList<>();
            for (String m : text.substring(1, text.length() - 1).split(",")) {
                String[] kt = m.split(":");
                out.add(new Meld(MeldKind.of(Integer.parseInt(kt[0])), Integer.parseInt(kt[1])));
            }
            return out;
        }
        return Majiang.parseMelds(text);
    }

    private static int tile(String text) {
        return text.chars().allMatch(Character::isDigit) ? Integer.parseInt(text) : Majiang.parseTiles(text).get(0);
    }

    private static String ids(List<?> values) {
        if (values.isEmpty()) {
            return "-";
        }
        return values.stream().map(v -> String.valueOf(v instanceof Majiang.Target t ? t.value : v))
                .collect(Collectors.joining(","));
    }

    private static Ai ai(String spec, Rules rules) {
        String[] parts = spec.split("/");
        return new Ai(Difficulty.valueOf(parts[0]), Long.parseLong(parts[1]), rules);
    }

    private static String answer(String call, String[] a, Rules rules) {
        switch (call) {
            case "is_win":
                return String.valueOf(Majiang.isWin(rules, hand(a[0]), melds(a[1])));
            case "shanten":
                return String.valueOf(Majiang.shanten(rules, hand(a[0]), melds(a[1])));
            case "waits":
                return ids(Majiang.waits(rules, hand(a[0]), melds(a[1])));
            case "winning_targets":
                return ids(Majiang.winningTargets(rules, hand(a[0]), melds(a[1])));
            case "discard_options":
                return Majiang.discardOptions(rules, hand(a[0]), melds(a[1])).stream()
                        .map(o -> String.format("%d;%d;%d;%s;%d", o.tile(), o.index(), o.shanten(),
                                ids(o.usefulKinds()), o.unseenCopies()))
                        .collect(Collectors.joining(" | "));
            case "mcr_analyze":
            case "mcr_waits":
                return mcrAnswer(call, a);
            default:
                break;
        }
        try (Ai player = ai(a[0], rules)) {
            switch (call) {
                case "hints": {
                    Ai.Hint h = player.hints(hand(a[1]), melds(a[2])).get(0);
                    Majiang.DiscardOption o = h.option();
                    return String.format("%d;%d;%d;%s;%d;%s;%s", o.tile(), o.index(), o.shanten(),
                            ids(o.usefulKinds()), o.unseenCopies(), ids(h.targets()), h.reason());
                }
                case "hints_zh":
                    return player.hints(hand(a[1]), melds(a[2])).get(0).reasonZh();
                case "should_peng":
                    return String.valueOf(player.shouldPeng(hand(a[1]), tile(a[2])));
                case "should_chi":
                    return String.valueOf(player.shouldChi(hand(a[1]), tile(a[2])));
                case "should_gang":
                    return String.valueOf(player.shouldGang(hand(a[1]), tile(a[2])));
                default:
                    throw new IllegalArgumentException("unknown call " + call);
            }
        }
    }

    /** An mcr_analyze line (handValue) or an mcr_waits line (valuedWaits), asked under the mcr
     * preset; "-" is no context words. */
    private static String mcrAnswer(String call, String[] a) {
        try (Rules mcr = Rules.byName("mcr")) {
            List<Integer> tiles = hand(a[0]);
            String context = a[2].equals("-") ? null : a[2];
            if (call.equals("mcr_waits")) {
                String waits = Scoring.valuedWaits(mcr, tiles, melds(a[1]), context).stream()
                        .map(w -> w.tile() + ":" + w.value().total()).collect(Collectors.joining(","));
                return waits.isEmpty() ? "-" : waits;
            }
            Scoring.HandValue r = Scoring.handValue(mcr, tiles, melds(a[1]), context);
            String lines = r.lines().stream().map(l -> l.chinese() + " " + l.value() + "×" + l.count())
                    .collect(Collectors.joining(","));
            return r.total() + ";" + r.towardMinimum() + ";" + r.meetsMinimum() + ";" + r.shanten() + ";"
                    + (lines.isEmpty() ? "-" : lines);
        }
    }

    /** The cross-language script; returns its lines. */
    private int crosslang(Path script) throws IOException {
        int lines = 0;
        int lineno = 0;
        try (Rules rules = Rules.changsha()) {
            for (String line : Files.readAllLines(script, StandardCharsets.UTF_8)) {
                lineno++;
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                String want = f[f.length - 1];
                String got;
                try {
                    got = answer(f[0], Arrays.copyOfRange(f, 1, f.length - 1), rules);
                } catch (RuntimeException e) {
                    got = e.toString();
                }
                check(got.equals(want), "script line " + lineno + ": " + f[0] + "\n  want " + want + "\n  got  " + got);
                lines++;
            }
        }
        System.out.println("Java: cross-language script, " + lines + " lines");
        return lines;
    }

    /** Plays a game to its end, one AI per seat; returns {actions, events}. */
    private int[] play(Game game, List<Ai> ais, String at) {
        int actions = 0;
        int events = game.events().size();
        for (Game.State s = game.state(); s.nextSeat() != Majiang.NO_SEAT; s = game.state()) {
            int seat = s.nextSeat();
            Game.Action action = game.aiAction(seat, ais.get(seat % ais.size()));
            check(game.legalActions(seat).contains(action), at + "a legal choice");
            game.apply(seat, action);
            actions++;
            events += game.events().size();
        }
        return new int[] {actions, events};
    }

    /** tests/ffi/games.txt: each game to the core's result, and its record replays to it. */
    private int games(Path file) throws IOException {
        Map<String, Supplier<Rules>> presets = Map.of("changsha", Rules::changsha, "standard", Rules::standard,
                "eval_v1", Rules::evalV1);
        int games = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            String at = "game " + f[0] + " seed " + f[1] + ": ";
            int[] levels = Arrays.stream(f[3].split(",")).mapToInt(Integer::parseInt).toArray();
            int[] seeds = Arrays.stream(f[4].split(",")).mapToInt(Integer::parseInt).toArray();
            try (Rules rules = presets.get(f[0]).get();
                    Game game = new Game(rules, Long.parseLong(f[1]), Integer.parseInt(f[2]))) {
                List<Ai> ais = new ArrayList<>();
                for (int s = 0; s < 4; s++) {
                    ais.add(new Ai(Difficulty.values()[levels[s]], seeds[s], rules));
                }
                int[] counts = play(game, ais, at);
                Game.Result r = game.result();
                int winners = r.winners().stream().mapToInt(s -> 1 << s).sum();
                String deltas = Arrays.stream(r.deltas()).mapToObj(String::valueOf).collect(Collectors.joining(","));
                String got = String.join("\t", deltas, "" + winners, "" + r.nextDealer(), "" + counts[0], "" + counts[1]);
                String want = String.join("\t", Arrays.copyOfRange(f, 5, 10));
                check(r.finished() && got.equals(want), at + "got " + got + ", want " + want);
                try (Game again = Game.replay(game.recordJson())) {
                    Game.Result r2 = again.result();
                    check(Arrays.equals(r2.deltas(), r.deltas()) && r2.winners().equals(r.winners())
                            && r2.nextDealer() == r.nextDealer(), at + "replay");
                }
                ais.forEach(Ai::close);
            }
            games++;
        }
        System.out.println("Java: " + games + " games of games.txt played to the core's result");
        return games;
    }

    /** 四川 血战 hands with a HARD AI for every seat. */
    private void sichuan() {
        int wins = 0;
        try (Rules rules = Rules.sichuan(); Ai ai = new Ai(Difficulty.HARD, 5, rules)) {
            for (int seed = 0; seed < 8; seed++) {
                try (Game game = new Game(rules, seed, seed % 4)) {
                    Game.State s = game.state();
                    check(s.phase() == Phase.EXCHANGE && s.pending().equals(List.of(0, 1, 2, 3)),
                            "seed " + seed + ": every seat exchanges at once");
                    Set<Phase> phases = new HashSet<>();
                    for (; s.nextSeat() != Majiang.NO_SEAT; s = game.state()) {
                        phases.add(s.phase());
                        game.apply(s.nextSeat(), game.aiAction(s.nextSeat(), ai));
                    }
                    check(phases.contains(Phase.DING_QUE), "seed " + seed + ": 定缺 came");
                    List<Game.Event> events = game.events();
                    List<Integer> voids = List.of();
                    int[] won = new int[4];
                    for (int i = 0; i < events.size(); i++) {
                        Game.Event e = events.get(i);
                        if (e.kind() == EventKind.VOIDS_DECLARED) {
                            voids = e.tiles();
                        }
                        if (e.kind() == EventKind.WON) {
                            wins++;
                            won[e.seat()]++;
                            Game.Event next = events.get(i + 1);
                            check(next.kind() == EventKind.WIN_FAN && next.seat() == e.seat()
                                    && !next.patterns().isEmpty(), "seed " + seed + ": WON then WIN_FAN");
                        }
                    }
                    int[] totals = new int[4];
                    for (Game.Payment p : game.payments()) {
                        totals[p.from()] -= p.points();
                        totals[p.to()] += p.points();
                        // Each line's labels are the C ABI's names of its reason (四川 has no birds).
                        check(p.reasonId().equals(Scoring.idName(p.reason())) && p.label().equals(Scoring.chineseName(p.reason()))
                                && p.labelEn().equals(Scoring.englishName(p.reason())), "seed " + seed + ": " + p.label());
                    }
                    check(Arrays.equals(totals, game.result().deltas()) && Arrays.stream(totals).sum() == 0,
                            "seed " + seed + ": the lines are the result, zero-sum");
                    for (int seat = 0; seat < 4; seat++) {
                        check(game.sichuanSeat(seat).equals(new Game.SichuanSeat(voids.get(seat), won[seat], won[seat] > 0)),
                                "seed " + seed + ": seat " + seat + " standing");
                    }
                }
            }
        }
        check(wins > 8, "wins " + wins);
        System.out.println("Java: 8 四川 hands, " + wins + " wins, zero-sum");
    }

    /** The refusals of bad input, as every binding gives them. */
    private void badInput() {
        try (Rules rules = Rules.changsha()) {
            List<Integer> win14 = List.of(0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4);
            check(Majiang.isWin(rules, win14, List.of()), "a plain win");
            List<Integer> bad = new ArrayList<>(win14);
            bad.set(3, 40);
            refused("tile 40", Status.INVALID_TILE, "tiles[3]: tile id 40", () -> Majiang.isWin(rules, bad, List.of()));
            refused("win of 13", Status.WRONG_HAND_SIZE, "got 13", () -> Majiang.isWin(rules, win14.subList(0, 13), List.of()));
            refused("targets of 13", Status.WRONG_HAND_SIZE, "3n+2",
                    () -> Majiang.winningTargets(rules, win14.subList(0, 13), List.of()));
            refused("a chi of 8m9m1s", Status.INVALID_MELD, "melds[0]",
                    () -> Majiang.isWin(rules, win14.subList(0, 11), List.of(new Meld(MeldKind.CHI, 7))));
            refused("birds = 3", Status.INVALID_OPTION, "birds = 3", () -> rules.set(RuleOption.BIRDS, 3));
            refused("parse", Status.PARSE_ERROR, "character 2", () -> Majiang.parseTiles("12x"));
            List<Integer> honour = new ArrayList<>(win14.subList(0, 13));
            honour.add(27);
            refused("honour", Status.INVALID_TILE, "changsha", () -> Majiang.shanten(rules, honour, List.of()));
            refused("preset name", Status.INVALID_OPTION, "unknown rules \"sichuan-xl\"", () -> Rules.byName("sichuan-xl"));
            try (Rules copy = rules.copy().set(RuleOption.BIRDS, 6)) {
                copy.setWildcard(4);
                check(copy.get(RuleOption.BIRDS) == 6 && rules.get(RuleOption.BIRDS) == 2, "copy");
                check(copy.wildcard() == 4 && rules.wildcard() == Majiang.NO_TILE, "wildcard");
            }
            // Rules.options(): the core's option registry with labels, ranges and defaults; get
            // refuses another table's option, as set does.
            try (Rules hz = Rules.hongzhong()) {
                List<Rules.OptionInfo> list = hz.options();
                check(list.size() == 54 && list.get(1).name().equals("two_five_eight_pair"), "54 options");
                Rules.OptionInfo birds = list.get(RuleOption.FLAT_BIRDS.value);
                check(birds.zh().equals("抓鸟") && birds.kind().equals("enum") && birds.defaultValue() == 4
                        && birds.value() == 4 && birds.families().equals(List.of("hunan"))
                        && birds.values().size() == 5 && birds.values().get(4).value() == 8, "flat_birds " + birds);
                check(list.get(RuleOption.MCR_ROUND.value).families().equals(List.of("mcr")),
                        "every family bit is named by the library");
                Rules.OptionInfo fee = list.get(RuleOption.KONG_FEE.value);
                check(fee.kind().equals("int") && fee.max() == 1000 && !fee.applies() && fee.value() == null, "kong_fee");
                check(list.get(RuleOption.FAN_CAP.value).values().get(1).equals(new Rules.OptionValue(4, "四番 (16倍)", "4 fan (16×)")),
                        "fan_cap labels");
                refused("birds on hongzhong", Status.INVALID_OPTION, "birds: an option of the Changsha table",
                        () -> hz.get(RuleOption.BIRDS));
                check(Rules.optionByName("pair_258") == RuleOption.TWO_FIVE_EIGHT_PAIR, "option by name");
            }
            try (Ai expert = new Ai(Difficulty.EXPERT, 1, rules)) {
                refused("wall 1000", Status.INVALID_ARGUMENT, "`wall_left` = 1000", () -> expert.setWallLeft(1000));
                check(expert.seat() == Majiang.NO_SEAT, "a new Ai has no seat");
                expert.setSeat(2);
                check(expert.seat() == 2, "seat 2");
                expert.setSeat(Majiang.NO_SEAT);
                check(expert.seat() == Majiang.NO_SEAT, "no seat again");
                expert.setSeat(2);
                expert.setSeat(255);
                check(expert.seat() == Majiang.NO_SEAT, "255 still reads as none");
                expert.setSeat(0);
                refused("EXPERT claim without melds", Status.WRONG_HAND_SIZE, "whole hand",
                        () -> expert.shouldPeng(List.of(0, 1, 2, 12, 13, 14, 24, 25, 26, 4), 4));
                List<Integer> fifteen = new ArrayList<>(win14);
                fifteen.add(5);
                refused("discard from 15", Status.INVALID_HAND, "15 concealed tiles",
                        () -> expert.decideDiscard(fifteen, List.of()));
            }
            Game game = new Game(rules, 9, 0);
            Game.State before = game.state();
            refused("tile on a peng", Status.INVALID_ARGUMENT, "names no tile",
                    () -> game.apply(0, new Game.Action(ActionKind.PENG, 5)));
            refused("illegal", Status.ILLEGAL_ACTION, "not legal", () -> game.apply(0, new Game.Action(ActionKind.CHI, 0)));
            refused("seat 1", Status.ILLEGAL_ACTION, "seat 1 has no decision",
                    () -> game.apply(1, new Game.Action(ActionKind.PASS, 0)));
            refused("tile 300", Status.INVALID_TILE, "action.tile: 300",
                    () -> game.apply(0, new Game.Action(ActionKind.DISCARD, 300)));
            Game.State after = game.state();
            check(before.nextSeat() == after.nextSeat() && before.wallLeft() == after.wallLeft()
                    && before.phase() == after.phase(), "the game unchanged");
            check(game.hand(0).size() == 14 && game.drawnTile(0) == Majiang.NO_TILE && game.melds(0).isEmpty()
                    && game.discards(0).isEmpty(), "state queries");
            refused("bad record", Status.PARSE_ERROR, "line 1", () -> Game.replay("{}"));
            game.close();
            game.close(); // closing twice is harmless
            refused("closed game", Status.NULL_POINTER, "closed", game::state);
            // A table seat's hints (mj_game_hints): at the dealer's first turn nothing is seen but
            // its own hand, so a fresh EXPERT told the wall ranks that hand the same.
            try (Game table = new Game(rules, 1, 1); Ai fresh = new Ai(Difficulty.EXPERT, 1, rules)) {
                fresh.setWallLeft(table.state().wallLeft());
                List<Integer> held = table.hand(1);
                List<Ai.Hint> hints = table.hints(1);
                check(hints.size() > 1 && hints.equals(fresh.hints(held, List.of())),
                        "game hints: a fresh EXPERT's at the dealer's first turn");
                check(hints.stream().allMatch(h -> held.get(h.option().index()) == h.option().tile()
                        && !h.reason().isEmpty() && !h.reasonZh().isEmpty()), "game hints: indices into hand(1)");
                check(table.hints(0).isEmpty(), "no hints off the turn");
                refused("hints seat 4", Status.INVALID_ARGUMENT, "`seat` = 4", () -> table.hints(4));
            }
            check(Majiang.statusName(Status.INVALID_TILE).equals("MJ_STATUS_INVALID_TILE"), "status name");
            check(!Majiang.version().isEmpty() && Majiang.abiVersion() == Majiang.ABI_VERSION, "versions");
            check(Majiang.formatTilesChinese(List.of(4, 12, 26)).equals("五万 四条 九筒"), "chinese");
        }
    }

    /** 四川 analysis (the worked examples X7, X8, X10), the names, Changsha scoring, refusals. */
    private void analysis() {
        try (Rules sc = Rules.sichuan(); Rules cs = Rules.changsha()) {
            Scoring.SichuanContext none = new Scoring.SichuanContext(false, false, false, false, false, false);
            check(Scoring.sichuanAnalyze(sc, hand("55m"), melds("peng:1m peng:4m peng:7p gang:8p"), none)
                    .equals(new Scoring.SichuanAnalysis(true, 3, List.of(SichuanPattern.DUIDUIHU,
                            SichuanPattern.JINGOUDIAO, SichuanPattern.GEN))), "X7");
            check(Scoring.sichuanAnalyze(sc, hand("234m567m33m789s"), melds("an_gang:6s"),
                    new Scoring.SichuanContext(true, true, false, false, false, false))
                    .equals(new Scoring.SichuanAnalysis(true, 2, List.of(SichuanPattern.PINGHU, SichuanPattern.GEN,
                            SichuanPattern.GANGSHANGHUA))), "X8");
            check(Scoring.sichuanWaits(sc, hand("123456789m2345m"), List.of()).equals(List.of(1, 4)), "X10 waits");
            var best = Scoring.sichuanBestReadyHand(sc, hand("123456789m2345m"), List.of());
            check(best != null && best.getKey() == 1 && best.getValue().equals(new Scoring.SichuanAnalysis(true, 2,
                    List.of(SichuanPattern.PINGHU, SichuanPattern.QINGYISE))), "X10 best");
            check(Scoring.sichuanBestReadyHand(sc, hand("123m456s56p789m11s"), List.of()) == null, "three suits");
            check(List.of(Scoring.idName(SichuanPattern.QINGYISE), Scoring.chineseName(SichuanPattern.QINGYISE),
                    Scoring.englishName(SichuanPattern.QINGYISE), Scoring.idName(Majiang.BigHand.HAOHUA_QIXIAODUI),
                    Scoring.chineseName(Majiang.OpeningWin.LIULIUSHUN))
                    .equals(List.of("qingyise", "清一色", "one suit", "haohua_qixiaodui", "六六顺")), "names");
            check(List.of(Scoring.idName(Majiang.PaymentReason.CA_GUA), Scoring.chineseName(Majiang.PaymentReason.CA_GUA),
                    Scoring.englishName(Majiang.PaymentReason.CALL_TRANSFER))
                    .equals(List.of("cagua", "擦挂", "kong income transferred")), "payment reason names");
            refused("changsha rules", Status.INVALID_ARGUMENT, "not 四川麻将",
                    () -> Scoring.sichuanAnalyze(cs, hand("11122233344455m"), List.of(), none));
            refused("13 tiles", Status.WRONG_HAND_SIZE, "3n+2",
                    () -> Scoring.sichuanAnalyze(sc, hand("1112223334445m"), List.of(), none));
            refused("fan cap 6", Status.INVALID_OPTION, "fan_cap = 6: 3, 4 or 5", () -> sc.set(RuleOption.FAN_CAP, 6));
            try (Ai own = new Ai(Difficulty.EXPERT, 1, sc)) {
                refused("void 3", Status.INVALID_ARGUMENT, "`suit` = 3", () -> own.setVoid(3));
                own.setVoid(2);
                List<Integer> held = hand("1234567m19p23456s");
                int discard = held.get(own.decideDiscard(held, List.of()));
                check(discard >= 18 && discard < 27, "the void suit goes first");
            }
            List<Integer> win14 = List.of(0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4);
            Scoring.WinAnalysis a = Scoring.analyzeWin(cs, win14, List.of(),
                    new Scoring.WinContext(true, false, false, false, false, false));
            int[] paid = Scoring.settleWin(cs, a, 1, Majiang.SELF_DRAW, 0, List.of());
            check(a.win() && a.small() && Arrays.stream(paid).sum() == 0 && paid[1] > 0, "a self-draw settled");
            List<Integer> counts = Scoring.waitCounts(cs, hand("123m456s789p2345m"), List.of());
            check(counts.get(1) > 0 && counts.get(4) > 0 && counts.get(0) == 0, "wait counts");
            try (Ai ai = new Ai(Difficulty.HARD, 1, cs)) {
                check(ai.shouldHu(win14, List.of()), "should_hu");
                ai.observeMeld(new Meld(MeldKind.CHI, 0), Majiang.NO_TILE, Majiang.NO_SEAT);
                check(ai.observed().subList(0, 4).equals(List.of(1, 1, 1, 0)), "observed chi");
                ai.reset();
                check(ai.observed().stream().allMatch(n -> n == 0), "reset");
            }
        }
    }

    /**
     * Runs every test.
     *
     * @param args the tests/ffi folder
     * @throws IOException when a data file cannot be read
     */
    /** Game.wins() on every family: one Win per WON event with its seat, tile, payments and small
     * flag; 四川 fan and patterns as WIN_FAN says, mcr values whose lines add up to the fan,
     * Changsha units as the value's total, the flat shape of a 红中 win, nothing of another
     * family's. */
    private void wins() {
        int checked = 0;
        for (String name : List.of("changsha", "hongzhong", "sichuan", "mcr")) {
            try (Rules rules = Rules.byName(name)) {
                for (int seed = 1; seed <= 12; seed++) {
                    try (Game game = new Game(rules, seed, seed % 4)) {
                        List<Ai> ais = new ArrayList<>();
                        for (int s = 0; s < 4; s++) {
                            ais.add(new Ai(Difficulty.HARD, seed * 4 + s, rules));
                        }
                        List<Game.Event> won = new ArrayList<>();
                        List<Game.Event> fans = new ArrayList<>();
                        for (Game.State st = game.state(); st.nextSeat() != Majiang.NO_SEAT; st = game.state()) {
                            game.apply(st.nextSeat(), game.aiAction(st.nextSeat(), ais.get(st.nextSeat())));
                            for (Game.Event e : game.events()) {
                                if (e.kind() == EventKind.WON) {
                                    won.add(e);
                                } else if (e.kind() == EventKind.WIN_FAN) {
                                    fans.add(e);
                                }
                            }
                        }
                        List<Game.Win> wins = game.wins();
                        check(wins.size() == won.size(), name + "/" + seed + ": " + wins.size() + " wins");
                        // The result carries the same wins, each with its seat's big hands and units.
                        Game.Result r = game.result();
                        boolean same = r.wins().size() == wins.size();
                        for (int i = 0; same && i < wins.size(); i++) {
                            Game.Win a = r.wins().get(i);
                            Game.Win b = wins.get(i);
                            same = a.seat() == b.seat() && a.from() == b.from() && a.tile() == b.tile()
                                    && Arrays.equals(a.deltas(), b.deltas()) && Objects.equals(a.fan(), b.fan())
                                    && a.patterns().equals(b.patterns()) && a.small() == b.small()
                                    && a.bigHands().equals(b.bigHands()) && a.units() == b.units()
                                    && Objects.equals(a.value(), b.value());
                        }
                        check(same, name + "/" + seed + ": the result's wins");
                        for (Game.Win w : wins) {
                            check(w.bigHands().equals(r.bigHands().get(w.seat())) && w.units() == r.units()[w.seat()],
                                    name + "/" + seed + ": the big hands of seat " + w.seat());
                        }
                        for (int i = 0; i < Math.min(wins.size(), won.size()); i++) {
                            Game.Win w = wins.get(i);
                            Game.Event e = won.get(i);
                            String at = name + "/" + seed + " win " + i + ": ";
                            check(w.seat() == e.seat() && w.tile() == e.tile() && w.small() == e.flag()
                                    && Arrays.equals(w.deltas(), e.deltas()) && Arrays.stream(w.deltas()).sum() == 0, at + w);
                            Scoring.HandValue v = w.value();
                            check(v.win() && v.meetsMinimum() && !v.lines().isEmpty() && lineSum(v) == v.total(), at + v);
                            switch (name) {
                                case "sichuan" -> check(w.fan() != null && w.fan() == fans.get(i).count()
                                        && v.unit() == Majiang.ValueUnit.FAN && !w.patterns().isEmpty(), at + w);
                                case "mcr" -> check(w.fan() != null && w.fan() == v.total()
                                        && v.unit() == Majiang.ValueUnit.FAN && w.patterns().isEmpty(), at + w);
                                case "changsha" -> check(w.fan() == null && v.unit() == Majiang.ValueUnit.UNITS
                                        && v.total() == w.units() && w.patterns().isEmpty(), at + w);
                                default -> check(w.fan() == null && v.unit() == Majiang.ValueUnit.ALIKE && v.total() == 0
                                        && w.patterns().isEmpty(), at + w);
                            }
                            checked++;
                        }
                        for (Ai ai : ais) {
                            ai.close();
                        }
                    }
                }
            }
        }
        check(checked > 20, "wins checked " + checked);
    }

    /** 红中 hands (four birds) with a HARD AI: a BIRDS line's labels count the birds' hits
     * ("中鸟 ×2", "birds ×2"), a WIN line's are the C ABI's names of WIN ("胡", "win"). */
    private void paymentLabels() {
        int birdLines = 0;
        int winLines = 0;
        try (Rules rules = Rules.byName("hongzhong"); Ai ai = new Ai(Difficulty.HARD, 3, rules)) {
            for (int seed = 0; seed < 12; seed++) {
                try (Game game = new Game(rules, seed, seed % 4)) {
                    for (Game.State st = game.state(); st.nextSeat() != Majiang.NO_SEAT; st = game.state()) {
                        game.apply(st.nextSeat(), game.aiAction(st.nextSeat(), ai));
                    }
                    int hits = game.birds().stream().mapToInt(Game.Bird::hits).sum();
                    for (Game.Payment p : game.payments()) {
                        if (p.reason() == Majiang.PaymentReason.BIRDS) {
                            birdLines++;
                            check(p.hits() == hits && p.reasonId().equals("birds") && p.label().equals("中鸟 ×" + hits)
                                    && p.labelEn().equals("birds ×" + hits), "bird line " + p.label() + " / " + p.labelEn());
                        } else if (p.reason() == Majiang.PaymentReason.WIN) {
                            winLines++;
                            check(p.reasonId().equals("win") && p.label().equals("胡") && p.labelEn().equals("win")
                                    && p.label().equals(Scoring.chineseName(Majiang.PaymentReason.WIN)), "win line " + p.label());
                        }
                    }
                }
            }
        }
        check(birdLines > 0 && winLines > 0, birdLines + " bird lines, " + winLines + " win lines");
    }

    /** The sum of a value's lines' value × count. */
    private static int lineSum(Scoring.HandValue v) {
        return v.lines().stream().mapToInt(l -> l.value() * l.count()).sum();
    }

    /** A value's lines as "中文×count", space-separated. */
    private static String lineNames(Scoring.HandValue v) {
        return v.lines().stream().map(l -> l.chinese() + "×" + l.count()).collect(Collectors.joining(" "));
    }

    /** What hands are worth, one shape for every preset: the mcr preset's worked hand (fans with
     * 中文 and English names, value, count), the minimum, waits with their fans, refusals; a 长沙
     * big hand in units, 四川 patterns with a count, a flat table's shape; HARD mcr hands whose
     * FLOWER events count each seat's flowers and whose wins carry their value. */
    private void values() {
        try (Rules rules = Rules.byName("mcr"); Ai ai = new Ai(Difficulty.HARD, 9, rules)) {
            Scoring.HandValue a = Scoring.handValue(rules, hand("678m123p44477z"), melds("peng:7s"),
                    "win:7m seat:S round:W flowers:3");
            check(a.unit() == Majiang.ValueUnit.FAN && a.win() && a.total() == 11 && a.towardMinimum() == 8
                    && a.meetsMinimum() && a.shanten() == 0, "mcr value " + a);
            check(lineNames(a).equals("五门齐×1 幺九刻×1 独听・嵌张×1 花牌×3"), "mcr fans " + lineNames(a));
            check(a.lines().get(0).equals(new Scoring.ValueLine("all_types", "五门齐", "All Types", 6, 1)),
                    "a line's names " + a.lines().get(0));
            Scoring.HandValue low = Scoring.handValue(rules, hand("123m456m789p234s55p"), List.of(), null);
            check(low.win() && !low.meetsMinimum() && low.total() == 6, "under the minimum " + low);
            Scoring.HandValue miss = Scoring.handValue(rules, hand("123m456m147p234s19p"), List.of(), "");
            check(!miss.win() && miss.lines().isEmpty() && miss.shanten() == 1, "no shape " + miss);
            List<Scoring.ValuedWait> waits = Scoring.valuedWaits(rules, hand("1112345678999m"), List.of(),
                    "win:1m self_drawn flowers:1");
            int[] totals = {108, 94, 91, 91, 93, 91, 91, 94, 108};
            boolean gates = waits.size() == 9;
            for (int i = 0; gates && i < waits.size(); i++) {
                Scoring.ValuedWait w = waits.get(i);
                List<Scoring.ValueLine> lines = w.value().lines();
                gates = w.tile() == i && w.value().total() == totals[i] && lines.get(0).id().equals("nine_gates")
                        && lines.get(lines.size() - 1).equals(new Scoring.ValueLine("flower_tiles", "花牌", "Flower Tiles", 1, 1))
                        && lineSum(w.value()) == w.value().total();
            }
            check(gates, "九莲宝灯 waits " + waits);
            check(Scoring.valuedWaits(rules, hand("1112345678999m"), List.of(), "self_drawn last_copy kong flowers:1")
                    .equals(waits), "a wait's value drops the words of one tile");
            refused("和绝张", Status.INVALID_ARGUMENT, "和绝张", () -> Scoring.handValue(rules, hand("11122233344455m"),
                    List.of(), "win:5m last_copy"));
            refused("3n+2 waits", Status.WRONG_HAND_SIZE, "3n+1",
                    () -> Scoring.valuedWaits(rules, hand("11122233344455m"), List.of(), null));
            refused("an unknown word", Status.PARSE_ERROR, "context words are",
                    () -> Scoring.handValue(rules, hand("11122233344455m"), List.of(), "tsumo"));
            int wins = 0;
            int flowers = 0;
            for (int seed = 0; seed < 6; seed++) {
                try (Game game = new Game(rules, seed, seed % 4)) {
                    for (Game.State st = game.state(); st.nextSeat() != Majiang.NO_SEAT; st = game.state()) {
                        game.apply(st.nextSeat(), game.aiAction(st.nextSeat(), ai));
                    }
                    int[] counted = new int[4];
                    int won = 0;
                    for (Game.Event e : game.events()) {
                        if (e.kind() == EventKind.FLOWER) {
                            counted[e.seat()]++;
                            flowers++;
                        }
                        if (e.kind() == EventKind.WON) {
                            won = e.count();
                        }
                    }
                    // The mcr preset has one winner per hand at most: win 0 is the winner's.
                    List<Game.Win> list = game.wins();
                    for (int i = 0; i < list.size(); i++) {
                        wins++;
                        Scoring.HandValue v = game.winValue(i);
                        int flower = v.lines().stream().filter(l -> l.id().equals("flower_tiles"))
                                .mapToInt(Scoring.ValueLine::count).sum();
                        check(v.total() == won && lineSum(v) == v.total() && v.meetsMinimum() && v.equals(list.get(i).value())
                                && flower == counted[list.get(i).seat()], "mcr seed " + seed + ": the win's value " + v);
                    }
                    refused("no such win", Status.INVALID_ARGUMENT, "win(s)", () -> game.winValue(9));
                }
            }
            check(wins > 0 && flowers > 0, "mcr hands: " + wins + " wins, " + flowers + " flowers");
        }
        try (Rules rules = Rules.byName("changsha")) {
            Scoring.HandValue big = Scoring.handValue(rules, hand("22m55m88m22s55s88s22p"), List.of(), null);
            check(big.unit() == Majiang.ValueUnit.UNITS && big.total() == 2 && lineNames(big).equals("将将胡×1 七小对×1")
                    && big.lines().get(0).id().equals("jiangjianghu"), "长沙 big hands " + big);
        }
        try (Rules rules = Rules.byName("sichuan")) {
            Scoring.HandValue roots = Scoring.handValue(rules, hand("11112222333344m"), List.of(), "self_drawn");
            check(roots.unit() == Majiang.ValueUnit.FAN && roots.total() == 7
                    && lineNames(roots).equals("龙七对×1 清一色×1 根×2"), "四川 patterns " + roots);
        }
        try (Rules rules = Rules.byName("zhuanzhuan")) {
            List<Scoring.ValuedWait> flat = Scoring.valuedWaits(rules, hand("123m456s789p2345m"), List.of(), null);
            check(flat.size() == 2 && flat.get(0).tile() == 1 && flat.get(1).tile() == 4
                    && flat.stream().allMatch(w -> w.value().unit() == Majiang.ValueUnit.ALIKE && w.value().total() == 0
                            && lineNames(w.value()).equals("平胡×1") && w.value().lines().get(0).id().equals("regular")),
                    "a flat table's waits " + flat);
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: TestRunner tests/ffi");
            System.exit(2);
        }
        TestRunner t = new TestRunner();
        Path dir = Path.of(args[0]);
        int lines = t.crosslang(dir.resolve("crosslang/script.txt"));
        int games = t.games(dir.resolve("games.txt"));
        t.check(lines >= 22 && games >= 6, "lines read");
        t.sichuan();
        t.values();
        t.wins();
        t.paymentLabels();
        t.badInput();
        t.analysis();
        System.out.printf("Java: %d cases; %d passed, %d failed%n", lines + games, t.passed, t.failed);
        System.exit(t.failed == 0 ? 0 : 1);
    }
}
