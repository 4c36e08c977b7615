package io.majiang;

import com.sun.jna.ptr.LongByReference;
import com.sun.jna.ptr.PointerByReference;
import io.majiang.Majiang.BigHand;
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
 * counts, the 四川 fan, waits and best ready hand; the names of big hands, opening wins and
 * 四川 patterns; and what a hand is worth under any preset ({@link #handValue}, {@link
 * #valuedWaits}: named lines, total, minimum).
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
     * One named item of a hand's worth: a big hand, a pattern, a fan or a flat table's winning
     * shape.
     *
     * @param id the stable identifier ("qingyise", "gen", "full_flush")
     * @param chinese the 中文 name ("清一色")
     * @param english the English name
     * @param value what it is worth each time it counts, in the value's unit
     * @param count how many times it counts (根 per four, 花牌 per flower)
     */
    public record ValueLine(String id, String chinese, String english, int value, int count) {}

    /**
     * What a hand is worth under its rules, in one shape for every preset.
     *
     * @param unit what the total counts
     * @param win the tiles win under the rules' whole law, whatever their worth
     * @param total the sum of the lines' value × count: what the payment reads
     * @param towardMinimum the part of the total the rules' minimum is checked against
     * @param meetsMinimum the win reaches the rules' minimum (every win on a table without one)
     * @param shanten of the hand before the win: 0 for a win, -1 when it can never win
     * @param lines the named lines (empty when not a win)
     */
    public record HandValue(Majiang.ValueUnit unit, boolean win, int total, int towardMinimum,
            boolean meetsMinimum, int shanten, List<ValueLine> lines) {}

    /**
     * One wait of a ready hand.
     *
     * @param tile the tile id
     * @param value what the win on it is worth
     */
    public record ValuedWait(int tile, HandValue value) {}

    /** A name of a fixed field: UTF-8 up to its first NUL. */
    private static String nameField(byte[] field) {
        int end = 0;
        while (end < field.length && field[end] != 0) {
            end++;
        }
        return new String(field, 0, end, StandardCharsets.UTF_8);
    }

    static HandValue valueOf(MjLib.MjHandValue v, MjLib.MjValueLine[] lines, int count) {
        List<ValueLine> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            MjLib.MjValueLine l = lines[i];
            out.add(new ValueLine(nameField(l.id), nameField(l.chinese), nameField(l.english), l.value, l.count));
        }
        return new HandValue(Majiang.ValueUnit.of(v.unit), v.win != 0, v.total, v.toward_minimum,
                v.meets_minimum != 0, v.shanten, List.copyOf(out));
    }

    /**
     * What a complete-size (3n+2) hand is worth under its rules, whatever the preset (长沙 big
     * hands in units, 转转 / 红中 the winning shape, 四川 patterns in fan, the mcr preset's fans
     * and minimum). Tiles that do not win give {@code win} false and the shanten.
     *
     * @param rules the rules
     * @param tiles the concealed tiles, the winning tile included
     * @param melds the melds
     * @param context how it was won, in words: "win:TILE self_drawn last_copy kong kong_discard
     *     last_tile first_turn dealer seat:E|S|W|N round:E|S|W|N flowers:N" (null or "": on a
     *     discard of the last tile given)
     * @return the value
     * @throws MajiangException for an unknown word or a situation the hand cannot have
     */
    public static HandValue handValue(Rules rules, List<Integer> tiles, List<Meld> melds, String context) {
        byte[] t = Majiang.tiles(tiles, "tiles");
        MjLib.MjMeld[] m = Majiang.melds(melds);
        MjLib.MjHandValue out = new MjLib.MjHandValue();
        Majiang.Filled<MjLib.MjValueLine[]> lines = rules.with(p -> Majiang.fill(
                Majiang.structs(MjLib.MjValueLine::new),
                (buf, cap, n) -> Majiang.lib().mj_hand_value(p, t, tiles.size(), m, melds.size(), context, out, buf,
                        cap, n)));
        return valueOf(out, lines.buf(), lines.length());
    }

    /** The context words a wait does not inherit: they belong to one tile. */
    private static final List<String> ONE_TILE_WORDS = List.of("last_copy", "kong", "kong_discard");

    /**
     * The waits of a 3n+1 hand, ascending, each with what the win on it is worth.
     *
     * @param rules the rules
     * @param tiles the concealed tiles
     * @param melds the melds
     * @param context how each wait would be won (its tile the wait; null: on a discard)
     * @return the waits
     */
    public static List<ValuedWait> valuedWaits(Rules rules, List<Integer> tiles, List<Meld> melds, String context) {
        byte[] t = Majiang.tiles(tiles, "tiles");
        MjLib.MjMeld[] m = Majiang.melds(melds);
        Majiang.Filled<MjLib.MjValuedWait[]> buf = rules.with(p -> Majiang.fill(
                Majiang.structs(MjLib.MjValuedWait::new),
                (w, cap, n) -> Majiang.lib().mj_valued_waits(p, t, tiles.size(), m, melds.size(), context, w, cap, n)));
        // A wait's lines are the hand with the wait added, won on it, without the words that
        // belong to one tile (as mj_valued_waits values it).
        List<String> kept = new ArrayList<>();
        for (String word : (context == null ? "" : context).trim().split("\\s+")) {
            if (!word.isEmpty() && !ONE_TILE_WORDS.contains(word) && !word.startsWith("win:")) {
                kept.add(word);
            }
        }
        List<ValuedWait> out = new ArrayList<>();
        for (int i = 0; i < buf.length(); i++) {
            MjLib.MjValuedWait w = buf.buf()[i];
            int tile = Byte.toUnsignedInt(w.tile);
            List<Integer> won = new ArrayList<>(tiles);
            won.add(tile);
            List<String> words = new ArrayList<>(kept);
            words.add("win:" + Majiang.formatTiles(List.of(tile)));
            HandValue v = valueOf(w.value, new MjLib.MjValueLine[0], 0);
            List<ValueLine> lines = handValue(rules, won, melds, String.join(" ", words)).lines();
            out.add(new ValuedWait(tile, new HandValue(v.unit(), v.win(), v.total(), v.towardMinimum(),
                    v.meetsMinimum(), v.shanten(), lines)));
        }
        return List.copyOf(out);
    }
}
