package io.majiang;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.ByteByReference;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.LongByReference;
import com.sun.jna.ptr.PointerByReference;
import io.majiang.Majiang.Difficulty;
import io.majiang.Majiang.Meld;
import io.majiang.Majiang.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An AI player (MjAi*): {@code new Ai(Difficulty.MEDIUM, seed, rules)}; {@code EXPERT} is
 * majiang's strongest. One Ai may play every seat of a table ({@link #setSeat} before each
 * question). Its claim questions are asked at its own difficulty.
 */
public final class Ai extends Handle {
    /** The level it plays. */
    private final Difficulty difficulty;

    /**
     * An AI player.
     *
     * @param difficulty its level
     * @param seed the seed of its random choices
     * @param rules the rule set it plays
     */
    public Ai(Difficulty difficulty, long seed, Rules rules) {
        super(create(difficulty, seed, rules), p -> Majiang.lib().mj_ai_free(p), "ai");
        this.difficulty = difficulty;
    }

    private static Pointer create(Difficulty difficulty, long seed, Rules rules) {
        int level = Objects.requireNonNull(difficulty, "difficulty").value;
        PointerByReference out = new PointerByReference();
        Objects.requireNonNull(rules, "rules").use(p -> Majiang.lib().mj_ai_new(level, seed, p, out));
        return out.getValue();
    }

    /**
     * The level it plays.
     *
     * @return the difficulty
     */
    public Difficulty difficulty() {
        return difficulty;
    }

    /**
     * Whether this build has a player of a difficulty.
     *
     * @param difficulty the level
     * @return true when available
     */
    public static boolean available(Difficulty difficulty) {
        ByteByReference out = new ByteByReference();
        Majiang.check(Majiang.lib().mj_ai_difficulty_available(Objects.requireNonNull(difficulty, "difficulty").value, out));
        return out.getValue() != 0;
    }

    /**
     * The tutorial's DecideDiscard.
     *
     * @param tiles the concealed tiles (a complete-size hand)
     * @param melds the melds
     * @return the index into tiles to discard
     */
    public int decideDiscard(List<Integer> tiles, List<Meld> melds) {
        byte[] t = Majiang.tiles(tiles, "tiles");
        MjLib.MjMeld[] m = Majiang.melds(melds);
        LongByReference out = new LongByReference();
        use(p -> Majiang.lib().mj_ai_decide_discard(p, t, tiles.size(), m, melds.size(), out));
        return (int) out.getValue();
    }

    /** One claim question of the library. */
    private interface Claim {
        int ask(Pointer ai, byte[] tiles, long len, byte tile, int difficulty, ByteByReference out);
    }

    private boolean ask(Claim question, List<Integer> hand, int tile) {
        byte[] t = Majiang.tiles(hand, "hand");
        byte offered = Majiang.tile(tile, "tile");
        ByteByReference out = new ByteByReference();
        use(p -> question.ask(p, t, hand.size(), offered, difficulty.value, out));
        return out.getValue() != 0;
    }

    /**
     * The tutorial's ShouldPeng(hand, tile).
     *
     * @param hand the concealed tiles
     * @param tile the tile on offer
     * @return true to claim it
     */
    public boolean shouldPeng(List<Integer> hand, int tile) {
        return ask(Majiang.lib()::mj_ai_should_peng, hand, tile);
    }

    /**
     * The tutorial's ShouldChi(hand, tile).
     *
     * @param hand the concealed tiles
     * @param tile the tile on offer
     * @return true to claim it
     */
    public boolean shouldChi(List<Integer> hand, int tile) {
        return ask(Majiang.lib()::mj_ai_should_chi, hand, tile);
    }

    /**
     * The tutorial's ShouldGang(hand, tile).
     *
     * @param hand the concealed tiles
     * @param tile the tile on offer
     * @return true to claim it
     */
    public boolean shouldGang(List<Integer> hand, int tile) {
        return ask(Majiang.lib()::mj_ai_should_gang, hand, tile);
    }

    /**
     * Tiles left in the wall, so EXPERT knows its draws to come.
     *
     * @param wallLeft the tiles, or {@link Majiang#WALL_ESTIMATE}
     */
    public void setWallLeft(int wallLeft) {
        use(p -> Majiang.lib().mj_ai_set_wall_left(p, wallLeft));
    }

    /**
     * Sets the seat the next questions are about (each seat keeps its own memory);
     * {@link Majiang#NO_SEAT} (a new AI's) for none: each question is then answered from that
     * call's arguments alone, so a shared AI that never names a seat answers as one AI per seat.
     * 255 (the C ABI's MJ_NONE) is still read as none, deprecated: Java's "no seat" is NO_SEAT.
     *
     * @param seat 0-3, or NO_SEAT for none
     */
    public void setSeat(int seat) {
        int raw = seat == Majiang.NO_SEAT ? 255 : seat;
        use(p -> Majiang.lib().mj_ai_set_seat(p, raw));
    }

    /**
     * The seat the questions are about.
     *
     * @return 0-3, or {@link Majiang#NO_SEAT} for none (255 before 0.2)
     */
    public int seat() {
        IntByReference out = new IntByReference();
        use(p -> Majiang.lib().mj_ai_seat(p, out));
        return out.getValue() == 255 ? Majiang.NO_SEAT : out.getValue();
    }

    /**
     * Counts a discarded (shown, flipped) tile as seen.
     *
     * @param tile the tile id
     */
    public void observeDiscard(int tile) {
        byte t = Majiang.tile(tile, "tile");
        use(p -> Majiang.lib().mj_ai_observe_discard(p, t));
    }

    /**
     * Whether the AI declares a win with this complete-size hand.
     *
     * @param tiles the concealed tiles
     * @param melds the melds
     * @return true to win
     */
    public boolean shouldHu(List<Integer> tiles, List<Meld> melds) {
        byte[] t = Majiang.tiles(tiles, "tiles");
        MjLib.MjMeld[] m = Majiang.melds(melds);
        ByteByReference out = new ByteByReference();
        use(p -> Majiang.lib().mj_ai_should_hu(p, t, tiles.size(), m, melds.size(), out));
        return out.getValue() != 0;
    }

    /**
     * Whether the AI wins on another player's discard completing its 3n+1 hand.
     *
     * @param tiles the concealed tiles
     * @param tile the discard
     * @param melds the melds
     * @return true to win
     */
    public boolean shouldHuDiscard(List<Integer> tiles, int tile, List<Meld> melds) {
        byte[] t = Majiang.tiles(tiles, "tiles");
        MjLib.MjMeld[] m = Majiang.melds(melds);
        byte offered = Majiang.tile(tile, "tile");
        ByteByReference out = new ByteByReference();
        use(p -> Majiang.lib().mj_ai_should_hu_discard(p, t, tiles.size(), m, melds.size(), offered, out));
        return out.getValue() != 0;
    }

    /**
     * Counts another player's meld as seen, less its already observed claimed tile.
     *
     * @param meld the meld
     * @param claimedTile the claimed tile already observed, or {@link Majiang#NO_TILE}
     * @param bySeat the seat that laid it down (for an AI playing several seats), or {@link
     *     Majiang#NO_SEAT}: every seat counts it
     */
    public void observeMeld(Meld meld, int claimedTile, int bySeat) {
        MjLib.MjMeld raw = Majiang.melds(List.of(meld))[0];
        if (bySeat == Majiang.NO_SEAT) {
            use(p -> Majiang.lib().mj_ai_observe_meld(p, raw, claimedTile));
        } else {
            use(p -> Majiang.lib().mj_ai_observe_meld_by(p, bySeat, raw, claimedTile));
        }
    }

    /** Forgets every observed tile. */
    public void reset() {
        use(p -> Majiang.lib().mj_ai_reset(p));
    }

    /**
     * Restarts the random choices from a seed.
     *
     * @param seed the seed
     */
    public void reseed(long seed) {
        use(p -> Majiang.lib().mj_ai_reseed(p, seed));
    }

    /**
     * Copies of each kind observed so far.
     *
     * @return 34 counts
     */
    public List<Integer> observed() {
        MjLib.MjTileCounts out = new MjLib.MjTileCounts();
        use(p -> Majiang.lib().mj_ai_observed(p, out));
        return Majiang.ints(out.counts, Majiang.KINDS);
    }

    /**
     * 四川 at the host's own table: the void suit the current seat declared (定缺).
     *
     * @param suit 0 万, 1 条, 2 筒, or {@link Majiang#NONE} for none
     */
    public void setVoid(int suit) {
        use(p -> Majiang.lib().mj_ai_set_void(p, suit));
    }

    /**
     * One discard of EXPERT's hint list, with its reasons.
     *
     * @param option the discard, copies net of what the AI observed
     * @param winProb the estimated probability (0-1) of winning within the draws left
     * @param points the expected points after the discard
     * @param targets the targets closest after it
     * @param reason the reason in English
     * @param reasonZh the reason in Chinese
     */
    public record Hint(Majiang.DiscardOption option, double winProb, double points, List<Target> targets,
            String reason, String reasonZh) {}

    /**
     * EXPERT's ranking of the discards of a complete-size hand, best first.
     *
     * @param tiles the concealed tiles
     * @param melds the melds
     * @return the hints
     */
    public List<Hint> hints(List<Integer> tiles, List<Meld> melds) {
        byte[] t = Majiang.tiles(tiles, "tiles");
        MjLib.MjMeld[] m = Majiang.melds(melds);
        return with(p -> {
            Majiang.Filled<MjLib.MjHint[]> buf = Majiang.fill(Majiang.structs(MjLib.MjHint::new),
                    (out, cap, n) -> Majiang.lib().mj_ai_hints(p, t, tiles.size(), m, melds.size(), out, cap, n));
            String[][] reasons = new String[2][];
            for (int zh = 0; zh < 2; zh++) {
                byte chinese = (byte) zh;
                reasons[zh] = Majiang.fillText((out, cap, n) -> Majiang.lib().mj_ai_hint_reasons(
                        p, t, tiles.size(), m, melds.size(), chinese, out, cap, n)).split("\n", -1);
            }
            List<Hint> out = new ArrayList<>();
            for (int i = 0; i < buf.length(); i++) {
                MjLib.MjHint h = buf.buf()[i];
                Majiang.DiscardOption option = new Majiang.DiscardOption(Byte.toUnsignedInt(h.tile),
                        Byte.toUnsignedInt(h.index), h.shanten, Majiang.idsOf(h.draws), h.draws_left);
                out.add(new Hint(option, h.win_prob, h.points, Majiang.targets(h.targets),
                        i < reasons[0].length ? reasons[0][i] : "", i < reasons[1].length ? reasons[1][i] : ""));
            }
            return List.copyOf(out);
        });
    }
}
