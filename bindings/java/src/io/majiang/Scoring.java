package io.majiang;

import com.sun.jna.ptr.LongByReference;
import com.sun.jna.ptr.PointerByReference;
import io.majiang.Majiang.BigHand;
import io.majiang.Majiang.McrFan;
import io.majiang.Majiang.Meld;
import io.majiang.Majiang.OpeningWin;
import io.majiang.Majiang.PaymentReason;
import io.majiang.Majiang.SichuanPattern;
import io.majiang.Majiang.Target;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Scoring and analysis: a win's big hands and points (Changsha), the opening wins, the wait
 * counts, the 四川 fan, waits and best ready hand, and the 国标 fans and waits with their fans;
 * the names of big hands, opening wins, 四川 patterns and 国标 fans.
 */
public final class Scoring {
    private Scoring() {}

    /**
     * How a hand was won (Changsha).
     *
     * @param selfDraw won on one's own draw (自摸)
     * @param lastTile won on the wall's last tile (海底)
     * @param kongFlip won on a tile flipped by a 开杠
     * @param robbedKong won by robbing a kong (抢杠胡)
     * @param firstTurn won in the first go-round
     * @param dealer the winner is the dealer
     */
    public record WinContext(boolean selfDraw, boolean lastTile, boolean kongFlip, boolean robbedKong,
            boolean firstTurn, boolean dealer) {}

    /**
     * What a winning hand is worth.
     *
     * @param win the hand wins
     * @param small a small hand (no big hand)
     * @param targets every target it wins by
     * @param bigHands the big hands made
     * @param units the big hands' units in all
     * @param bigHandUnits the units of each big hand, by its value
     */
    public record WinAnalysis(boolean win, boolean small, List<Target> targets, List<BigHand> bigHands, int units,
            int[] bigHandUnits) {}

    /**
     * How a 四川 hand was won.
     *
     * @param selfDraw 自摸
     * @param afterKong on the draw after a kong (杠上花)
     * @param robbedKong 抢杠胡
     * @param lastTile 海底
     * @param firstTurn 天胡, 地胡
     * @param dealer the winner is the dealer
     */
    public record SichuanContext(boolean selfDraw, boolean afterKong, boolean robbedKong, boolean lastTile,
            boolean firstTurn, boolean dealer) {}

    /**
     * A 四川 hand's win, its fan before the cap and its patterns (GEN once per 根).
     *
     * @param win the hand wins (three suits never do: 缺一门)
     * @param fan the fan before the cap
     * @param patterns the patterns
     */
    public record SichuanAnalysis(boolean win, int fan, List<SichuanPattern> patterns) {}

    private static byte flag(boolean b) {
        return (byte) (b ? 1 : 0);
    }

    /**
     * Analyses a complete hand under the rules and a context.
     *
     * @param rules the rule set
     * @param tiles the concealed tiles
     * @param melds the melds
     * @param ctx how it was won
     * @return the analysis
     */
    public static WinAnalysis analyzeWin(Rules rules, List<Integer> tiles, List<Meld> melds, WinContext ctx) {
        Objects.requireNonNull(ctx, "ctx");
        MjLib.MjWinContext raw = new MjLib.MjWinContext();
        raw.self_draw = flag(ctx.selfDraw());
        raw.last_tile = flag(ctx.lastTile());
        raw.kong_flip = flag(ctx.kongFlip());
        raw.robbed_kong = flag(ctx.robbedKong());
        raw.first_turn = flag(ctx.firstTurn());
        raw.dealer = flag(ctx.dealer());
        byte[] t = Majiang.tiles(tiles, "tiles");
        MjLib.MjMeld[] m = Majiang.melds(melds);
        MjLib.MjWinAnalysis out = new MjLib.MjWinAnalysis();
        rules.use(p -> Majiang.lib().mj_analyze_win(p, t, tiles.size(), m, melds.size(), raw, out));
        List<BigHand> big = new ArrayList<>();
        int[] units = new int[Majiang.BIG_HAND_SLOTS];
        for (BigHand b : BigHand.values()) {
            if ((out.big_hands >> b.value & 1) == 1) {
                big.add(b);
            }
        }
        for (int i = 0; i < units.length; i++) {
            units[i] = Byte.toUnsignedInt(out.big_hand_units[i]);
        }
        return new WinAnalysis(out.win != 0, out.small != 0, Majiang.targets(out.targets), List.copyOf(big), out.units,
                units);
    }

    /**
     * The points each seat pays or gets for an analysed win.
     *
     * @param rules the rule set
     * @param a the analysis
     * @param winner the winner's seat
     * @param payer the payer's seat, or {@link Majiang#SELF_DRAW}
     * @param dealer the dealer
     * @param birds the birds flipped
     * @return the points of each seat
     */
    public static int[] settleWin(Rules rules, WinAnalysis a, int winner, int payer, int dealer, List<Integer> birds) {
        Objects.requireNonNull(a, "analysis");
        MjLib.MjWinAnalysis raw = new MjLib.MjWinAnalysis();
        raw.win = flag(a.win());
        raw.small = flag(a.small());
        raw.units = a.units();
        for (Target t : a.targets()) {
            raw.targets |= 1 << t.value;
        }
        for (BigHand b : a.bigHands()) {
            raw.big_hands |= 1 << b.value;
        }
        for (int i = 0; i < raw.big_hand_units.length && i < a.bigHandUnits().length; i++) {
            raw.big_hand_units[i] = (byte) a.bigHandUnits()[i];
        }
        byte[] b = Majiang.tiles(birds, "birds");
        MjLib.MjPoints out = new MjLib.MjPoints();
        rules.use(p -> Majiang.lib().mj_settle_win(p, raw, winner, payer, dealer, b, birds.size(), out));
        return Majiang.points(out);
    }

    /**
     * The opening wins (起手胡) of a dealt hand: the occurrences of each.
     *
     * @param rules the rule set
     * @param dealt the dealt tiles
     * @return the occurrences by opening win (none: empty)
     */
    public static Map<OpeningWin, Integer> openingWins(Rules rules, List<Integer> dealt) {
        byte[] t = Majiang.tiles(dealt, "dealt");
        MjLib.MjOpeningWins out = new MjLib.MjOpeningWins();
        rules.use(p -> Majiang.lib().mj_opening_wins(p, t, dealt.size(), out));
        Map<OpeningWin, Integer> wins = new EnumMap<>(OpeningWin.class);
        for (OpeningWin w : OpeningWin.values()) {
            if (out.counts[w.value] != 0) {
                wins.put(w, Byte.toUnsignedInt(out.counts[w.value]));
            }
        }
        return wins;
    }

    /**
     * The points of a player's opening wins.
     *
     * @param rules the rule set
     * @param player the player's seat
     * @param occurrences the occurrences in all
     * @param dealer the dealer
     * @return the points of each seat
     */
    public static int[] settleOpening(Rules rules, int player, int occurrences, int dealer) {
        MjLib.MjPoints out = new MjLib.MjPoints();
        rules.use(p -> Majiang.lib().mj_settle_opening(p, player, occurrences, dealer, out));
        return Majiang.points(out);
    }

    /**
     * For each of the 34 kinds, the copies still to come when it is a wait of the 3n+1 hand.
     *
     * @param rules the rule set
     * @param tiles the concealed tiles
     * @param melds the melds
     * @return 34 counts (0 for a kind that is no wait)
     */
    public static List<Integer> waitCounts(Rules rules, List<Integer> tiles, List<Meld> melds) {
        byte[] t = Majiang.tiles(tiles, "tiles");
        MjLib.MjMeld[] m = Majiang.melds(melds);
        MjLib.MjTileCounts out = new MjLib.MjTileCounts();
        rules.use(p -> Majiang.lib().mj_wait_counts(p, t, tiles.size(), m, melds.size(), null, out));
        return Majiang.ints(out.counts, Majiang.KINDS);
    }

    static SichuanAnalysis sichuanOf(MjLib.MjSichuanAnalysis out) {
        List<SichuanPattern> patterns = new ArrayList<>();
        for (SichuanPattern p : SichuanPattern.values()) {
            for (int n = 0; n < out.pattern_counts[p.value]; n++) {
                patterns.add(p);
            }
        }
        return new SichuanAnalysis(out.win != 0, out.fan, List.copyOf(patterns));
    }

    /**
     * Analyses a complete 四川 hand under a context.
     *
     * @param rules 四川 rules
     * @param tiles the concealed tiles
     * @param melds the melds
     * @param ctx how it was won
     * @return the analysis
     */
    public static SichuanAnalysis sichuanAnalyze(Rules rules, List<Integer> tiles, List<Meld> melds,
            SichuanContext ctx) {
        Objects.requireNonNull(ctx, "ctx");
        MjLib.MjSichuanContext raw = new MjLib.MjSichuanContext();
        raw.self_draw = flag(ctx.selfDraw());
        raw.after_kong = flag(ctx.afterKong());
        raw.robbed_kong = flag(ctx.robbedKong());
        raw.last_tile = flag(ctx.lastTile());
        raw.first_turn = flag(ctx.firstTurn());
        raw.dealer = flag(ctx.dealer());
        byte[] t = Majiang.tiles(tiles, "tiles");
        MjLib.MjMeld[] m = Majiang.melds(melds);
        MjLib.MjSichuanAnalysis out = new MjLib.MjSichuanAnalysis();
        rules.use(p -> Majiang.lib().mj_sichuan_analyze(p, t, tiles.size(), m, melds.size(), raw, out));
        return sichuanOf(out);
    }

    /**
     * The waits of a 3n+1 四川 hand (缺一门 applied), ascending.
     *
     * @param rules 四川 rules
     * @param tiles the concealed tiles
     * @param melds the melds
     * @return the waits
     */
    public static List<Integer> sichuanWaits(Rules rules, List<Integer> tiles, List<Meld> melds) {
        byte[] t = Majiang.tiles(tiles, "tiles");
        MjLib.MjMeld[] m = Majiang.melds(melds);
        LongByReference out = new LongByReference();
        rules.use(p -> Majiang.lib().mj_sichuan_waits(p, t, tiles.size(), m, melds.size(), out));
        return Majiang.idsOf(out.getValue());
    }

    /**
     * The wait of a 3n+1 四川 hand that pays most, and its analysis.
     *
     * @param rules 四川 rules
     * @param tiles the concealed tiles
     * @param melds the melds
     * @return the wait and its analysis, or null when the hand is not ready
     */
    public static Map.Entry<Integer, SichuanAnalysis> sichuanBestReadyHand(Rules rules, List<Integer> tiles,
            List<Meld> melds) {
        byte[] t = Majiang.tiles(tiles, "tiles");
        MjLib.MjMeld[] m = Majiang.melds(melds);
        com.sun.jna.ptr.IntByReference best = new com.sun.jna.ptr.IntByReference();
        MjLib.MjSichuanAnalysis out = new MjLib.MjSichuanAnalysis();
        rules.use(p -> Majiang.lib().mj_sichuan_best_ready_hand(p, t, tiles.size(), m, melds.size(), best, out));
        return best.getValue() == Majiang.NO_TILE ? null : Map.entry(best.getValue(), sichuanOf(out));
    }

    /** A call naming an id. */
    private interface Namer {
        int call(int id, PointerByReference out);
    }

    private static String name(Namer namer, int id) {
        PointerByReference out = new PointerByReference();
        Majiang.check(namer.call(id, out));
        return out.getValue().getString(0, StandardCharsets.UTF_8.name());
    }

    /**
     * A big hand's id name.
     *
     * @param b the big hand
     * @return "haohua_qixiaodui"
     */
    public static String idName(BigHand b) {
        return name(Majiang.lib()::mj_big_hand_id_name, b.value);
    }

    /**
     * A big hand's Chinese name.
     *
     * @param b the big hand
     * @return "豪华七小对"
     */
    public static String chineseName(BigHand b) {
        return name(Majiang.lib()::mj_big_hand_chinese_name, b.value);
    }

    /**
     * An opening win's id name.
     *
     * @param w the opening win
     * @return "liuliushun"
     */
    public static String idName(OpeningWin w) {
        return name(Majiang.lib()::mj_opening_win_id_name, w.value);
    }

    /**
     * An opening win's Chinese name.
     *
     * @param w the opening win
     * @return "六六顺"
     */
    public static String chineseName(OpeningWin w) {
        return name(Majiang.lib()::mj_opening_win_chinese_name, w.value);
    }

    /**
     * A 四川 pattern's id name.
     *
     * @param p the pattern
     * @return "qingyise"
     */
    public static String idName(SichuanPattern p) {
        return name(Majiang.lib()::mj_sichuan_pattern_id_name, p.value);
    }

    /**
     * A 四川 pattern's Chinese name.
     *
     * @param p the pattern
     * @return "清一色"
     */
    public static String chineseName(SichuanPattern p) {
        return name(Majiang.lib()::mj_sichuan_pattern_chinese_name, p.value);
    }

    /**
     * A 四川 pattern's English name.
     *
     * @param p the pattern
     * @return "one suit"
     */
    public static String englishName(SichuanPattern p) {
        return name(Majiang.lib()::mj_sichuan_pattern_english_name, p.value);
    }

    /**
     * A payment reason's stable id, as every binding names it (docs/names.md).
     *
     * @param r the reason
     * @return "cagua"
     */
    public static String idName(PaymentReason r) {
        return name(Majiang.lib()::mj_payment_reason_id_name, r.value);
    }

    /**
     * A payment reason's Chinese label for a result screen.
     *
     * @param r the reason
     * @return "擦挂"
     */
    public static String chineseName(PaymentReason r) {
        return name(Majiang.lib()::mj_payment_reason_chinese_name, r.value);
    }

    /**
     * A payment reason's English label.
     *
     * @param r the reason
     * @return "kong income transferred"
     */
    public static String englishName(PaymentReason r) {
        return name(Majiang.lib()::mj_payment_reason_english_name, r.value);
    }

    /**
     * How a 国标 hand was won ({@link #parse} reads the command line's words).
     *
     * @param win the tile id won on
     * @param selfDrawn 自摸
     * @param lastCopy 和绝张: the last copy not yet seen
     * @param kong 杠上开花 when self-drawn, 抢杠和 otherwise
     * @param lastTile the wall's last tile (妙手回春 / 海底捞月)
     * @param seat the seat wind, 0 East … 3 North
     * @param round the prevalent wind, 0-3
     * @param flowers the flowers held, 0-8
     */
    public record McrSituation(int win, boolean selfDrawn, boolean lastCopy, boolean kong, boolean lastTile,
            int seat, int round, int flowers) {
        /**
         * A discard win on a tile, East seat and round, no flowers.
         *
         * @param win the tile id won on
         * @return the situation
         */
        public static McrSituation onDiscard(int win) {
            return new McrSituation(win, false, false, false, false, 0, 0, 0);
        }

        /**
         * Reads the words "win:9s self_drawn last_copy kong last_tile seat:S round:E flowers:2".
         *
         * @param words the words
         * @param defaultWin the tile without win: ({@link Majiang#NO_TILE}: an error)
         * @return the situation
         */
        public static McrSituation parse(String words, int defaultWin) {
            MjLib.MjMcrSituation out = new MjLib.MjMcrSituation();
            Majiang.check(Majiang.lib().mj_mcr_situation_parse(Objects.requireNonNull(words, "words"), defaultWin, out));
            return new McrSituation(out.win & 0xff, out.self_drawn != 0, out.last_copy != 0, out.kong != 0,
                    out.last_tile != 0, out.seat, out.round, out.flowers);
        }

        MjLib.MjMcrSituation raw() {
            MjLib.MjMcrSituation s = new MjLib.MjMcrSituation();
            s.win = Majiang.tile(win, "situation.win");
            s.self_drawn = flag(selfDrawn);
            s.last_copy = flag(lastCopy);
            s.kong = flag(kong);
            s.last_tile = flag(lastTile);
            s.seat = (byte) range(seat, 3, "situation.seat");
            s.round = (byte) range(round, 3, "situation.round");
            s.flowers = (byte) range(flowers, 8, "situation.flowers");
            return s;
        }

        private static int range(int value, int max, String what) {
            if (value < 0 || value > max) {
                throw new MajiangException(Majiang.Status.INVALID_ARGUMENT,
                        String.format("%s: %d is out of range 0-%d", what, value, max));
            }
            return value;
        }
    }

    /**
     * One fan of a 国标 analysis.
     *
     * @param fan the fan
     * @param id its identifier ("full_flush")
     * @param name its 中文 name as the judge's calculator prints it ("清一色")
     * @param english its English name ("Full Flush")
     * @param value fan each time it counts
     * @param count how many times it counts
     */
    public record McrFanCount(McrFan fan, String id, String name, String english, int value, int count) {}

    /**
     * What a hand is worth under 国标.
     *
     * @param win the tiles form an MCR winning shape
     * @param fan the total, flowers included (what the payments use)
     * @param fanWithoutFlowers what the minimum is checked against
     * @param meetsMinimum the rules' minimum is reached
     * @param shanten of the 13 tiles before the win (0 when it wins)
     * @param flowers the flowers counted (花牌)
     * @param fans the fans in the calculator's order (empty when not a win)
     */
    public record McrAnalysis(boolean win, int fan, int fanWithoutFlowers, boolean meetsMinimum, int shanten,
            int flowers, List<McrFanCount> fans) {}

    /**
     * One wait of a ready 国标 hand.
     *
     * @param tile the tile id
     * @param analysis the fans of the win on it
     */
    public record McrWait(int tile, McrAnalysis analysis) {}

    static McrAnalysis mcrOf(MjLib.MjMcrAnalysis out) {
        List<McrFanCount> fans = new ArrayList<>();
        for (McrFan f : McrFan.values()) {
            int n = out.fan_counts[f.value] & 0xff;
            if (n > 0) {
                fans.add(new McrFanCount(f, idName(f), chineseName(f), englishName(f), value(f), n));
            }
        }
        return new McrAnalysis(out.win != 0, out.fan, out.fan_without_flowers, out.meets_minimum != 0, out.shanten,
                out.flowers & 0xff, List.copyOf(fans));
    }

    /**
     * The fans of a complete-size hand under the mcr rules.
     *
     * @param rules the mcr rules
     * @param tiles the concealed tiles, the winning one among them
     * @param melds the melds
     * @param situation how it was won; null: on a discard of the last tile given, East seat and
     *     round, no flowers
     * @return the analysis (win false and the shanten for tiles with no winning shape)
     */
    public static McrAnalysis mcrAnalyze(Rules rules, List<Integer> tiles, List<Meld> melds, McrSituation situation) {
        byte[] t = Majiang.tiles(tiles, "tiles");
        MjLib.MjMeld[] m = Majiang.melds(melds);
        MjLib.MjMcrSituation s = situation == null ? null : situation.raw();
        MjLib.MjMcrAnalysis out = new MjLib.MjMcrAnalysis();
        rules.use(p -> Majiang.lib().mj_mcr_analyze(p, t, tiles.size(), m, melds.size(), s, out));
        return mcrOf(out);
    }

    /**
     * The waits of a 3n+1 hand under the mcr rules, ascending, each with the fans of the win on
     * it.
     *
     * @param rules the mcr rules
     * @param tiles the concealed tiles
     * @param melds the melds
     * @param situation how each wait would be won (its tile replaced); null: on a discard
     * @return the waits
     */
    public static List<McrWait> mcrWaits(Rules rules, List<Integer> tiles, List<Meld> melds, McrSituation situation) {
        byte[] t = Majiang.tiles(tiles, "tiles");
        MjLib.MjMeld[] m = Majiang.melds(melds);
        MjLib.MjMcrSituation s = situation == null ? null : situation.raw();
        Majiang.Filled<MjLib.MjMcrWait[]> buf = rules.with(p -> Majiang.fill(Majiang.structs(MjLib.MjMcrWait::new),
                (out, cap, n) -> Majiang.lib().mj_mcr_waits(p, t, tiles.size(), m, melds.size(), s, out, cap, n)));
        List<McrWait> out = new ArrayList<>();
        for (int i = 0; i < buf.length(); i++) {
            MjLib.MjMcrWait w = buf.buf()[i];
            out.add(new McrWait(w.tile & 0xff, mcrOf(w.analysis)));
        }
        return List.copyOf(out);
    }

    /**
     * A 国标 fan's identifier.
     *
     * @param f the fan
     * @return "full_flush"
     */
    public static String idName(McrFan f) {
        return name(Majiang.lib()::mj_mcr_fan_id_name, f.value);
    }

    /**
     * A 国标 fan's 中文 name as the judge's calculator prints it.
     *
     * @param f the fan
     * @return "清一色"
     */
    public static String chineseName(McrFan f) {
        return name(Majiang.lib()::mj_mcr_fan_chinese_name, f.value);
    }

    /**
     * A 国标 fan's English name.
     *
     * @param f the fan
     * @return "Full Flush"
     */
    public static String englishName(McrFan f) {
        return name(Majiang.lib()::mj_mcr_fan_english_name, f.value);
    }

    /**
     * The fan a 国标 fan is worth each time it counts.
     *
     * @param f the fan
     * @return 24 for FULL_FLUSH; 1 a flower for FLOWER_TILES
     */
    public static int value(McrFan f) {
        com.sun.jna.ptr.IntByReference out = new com.sun.jna.ptr.IntByReference();
        Majiang.check(Majiang.lib().mj_mcr_fan_value(f.value, out));
        return out.getValue();
    }
}
