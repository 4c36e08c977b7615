package io.majiang;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.PointerByReference;
import io.majiang.Majiang.ActionKind;
import io.majiang.Majiang.BigHand;
import io.majiang.Majiang.EventKind;
import io.majiang.Majiang.Meld;
import io.majiang.Majiang.Offer;
import io.majiang.Majiang.PaymentReason;
import io.majiang.Majiang.Phase;
import io.majiang.Majiang.SichuanPattern;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One hand of mahjong driven step by step (MjGame*): {@code new Game(rules, seed, dealer)},
 * then ask {@code state().nextSeat()} for its {@link #legalActions} and {@link #apply} one,
 * until {@code nextSeat} is {@link Majiang#NO_SEAT}.
 */
public final class Game extends Handle {
    /**
     * Deals a hand.
     *
     * @param rules the rule set (copied)
     * @param seed fixes the wall
     * @param dealer the dealer's seat, 0-3
     */
    public Game(Rules rules, long seed, int dealer) {
        this(create(rules, seed, dealer));
    }

    private Game(Pointer ptr) {
        super(ptr, p -> Majiang.lib().mj_game_free(p), "game");
    }

    private static Pointer create(Rules rules, long seed, int dealer) {
        PointerByReference out = new PointerByReference();
        Objects.requireNonNull(rules, "rules").use(p -> Majiang.lib().mj_game_new(p, seed, dealer, out));
        return out.getValue();
    }

    /**
     * The game a JSON-lines record ({@link #recordJson}) leaves.
     *
     * @param record the record
     * @return the game
     */
    public static Game replay(String record) {
        PointerByReference out = new PointerByReference();
        Majiang.check(Majiang.lib().mj_game_replay(Objects.requireNonNull(record, "record"), out));
        return new Game(out.getValue());
    }

    /** A buffer-filling call on the game. */
    private interface Lister<S> {
        int call(Pointer game, S[] out, long cap, com.sun.jna.ptr.LongByReference n);
    }

    /** The elements a buffer-filling call on the game gives, each made a record. */
    private <S extends Structure, R> List<R> list(Supplier<S> one, Lister<S> call, Function<S, R> record) {
        return with(p -> {
            Majiang.Filled<S[]> buf = Majiang.fill(Majiang.structs(one), (out, cap, n) -> call.call(p, out, cap, n));
            List<R> out = new ArrayList<>();
            for (int i = 0; i < buf.length(); i++) {
                out.add(record.apply(buf.buf()[i]));
            }
            return List.copyOf(out);
        });
    }

    /**
     * The table at a glance.
     *
     * @param scores each seat's points: this hand's payments so far
     * @param phase what the table waits for
     * @param seat the seat the phase is about, or NO_SEAT
     * @param offer what is on offer (CLAIM), or null
     * @param tiles the tiles on offer, flipped or taken
     * @param pending the seats that must answer now
     * @param nextSeat the seat to ask next, or NO_SEAT when the hand is over
     * @param dealer the dealer
     * @param wallLeft the tiles left in the wall
     * @param frozen the seats that declared 开杠
     */
    public record State(int[] scores, Phase phase, int seat, Offer offer, List<Integer> tiles,
            List<Integer> pending, int nextSeat, int dealer, int wallLeft, List<Integer> frozen) {}

    /**
     * The phase, whose decision, the offer, the wall, the scores.
     *
     * @return the state
     */
    public State state() {
        MjLib.MjGameState s = new MjLib.MjGameState();
        use(p -> Majiang.lib().mj_game_state(p, s));
        int offer = Majiang.orNone(s.offer);
        return new State(Majiang.points(s.scores), Phase.of(s.phase), Majiang.orNone(s.seat),
                offer < 0 ? null : Offer.of(offer), Majiang.ints(s.tiles, s.tile_count), Majiang.seats(s.pending),
                Majiang.orNone(s.next_seat), s.dealer, Byte.toUnsignedInt(s.wall_left), Majiang.seats(s.frozen));
    }

    /** A call filling a seat's tile list. */
    private interface SeatTiles {
        int call(Pointer game, int seat, byte[] out, long cap, com.sun.jna.ptr.LongByReference n);
    }

    private List<Integer> seatTiles(int seat, SeatTiles call) {
        return with(p -> {
            Majiang.Filled<byte[]> buf = Majiang.fill(n -> new byte[Math.max(n, 1)],
                    (out, cap, n) -> call.call(p, seat, out, cap, n));
            return Majiang.ints(buf.buf(), buf.length());
        });
    }

    /**
     * A seat's concealed tiles, sorted: the server decides who may see them.
     *
     * @param seat 0-3
     * @return the tile ids
     */
    public List<Integer> hand(int seat) {
        return seatTiles(seat, Majiang.lib()::mj_game_hand);
    }

    /**
     * A seat's hand as dealt, sorted.
     *
     * @param seat 0-3
     * @return the tile ids
     */
    public List<Integer> dealt(int seat) {
        return seatTiles(seat, Majiang.lib()::mj_game_dealt);
    }

    /**
     * The tile a seat just drew.
     *
     * @param seat 0-3
     * @return the tile id, or NO_TILE
     */
    public int drawnTile(int seat) {
        IntByReference out = new IntByReference();
        use(p -> Majiang.lib().mj_game_drawn_tile(p, seat, out));
        return out.getValue();
    }

    /**
     * A seat's melds, concealed kongs included.
     *
     * @param seat 0-3
     * @return the melds
     */
    public List<Meld> melds(int seat) {
        return list(MjLib.MjMeld::new, (p, out, cap, n) -> Majiang.lib().mj_game_melds(p, seat, out, cap, n),
                Majiang::meldOf);
    }

    /**
     * One tile of a discard pile.
     *
     * @param tile the tile id
     * @param claimed true when another player claimed it
     */
    public record Discard(int tile, boolean claimed) {}

    /**
     * A seat's discard pile.
     *
     * @param seat 0-3
     * @return the discards
     */
    public List<Discard> discards(int seat) {
        return list(MjLib.MjDiscard::new, (p, out, cap, n) -> Majiang.lib().mj_game_discards(p, seat, out, cap, n),
                d -> new Discard(Byte.toUnsignedInt(d.tile), d.claimed != 0));
    }

    /**
     * A move: its kind and tile (0 for kinds that name none; the suit for DING_QUE).
     *
     * @param kind what is done
     * @param tile the tile id it is about
     */
    public record Action(ActionKind kind, int tile) {
        /** Checks the kind is there. */
        public Action {
            Objects.requireNonNull(kind, "kind");
        }
    }

    /**
     * What a seat may do now (empty when nothing is asked of it).
     *
     * @param seat 0-3
     * @return the actions
     */
    public List<Action> legalActions(int seat) {
        return list(MjLib.MjAction::new,
                (p, out, cap, n) -> Majiang.lib().mj_game_legal_actions(p, seat, out, cap, n),
                a -> new Action(ActionKind.of(a.kind), Byte.toUnsignedInt(a.tile)));
    }

    /**
     * The hint list of a seat in its turn: EXPERT's ranking of the discards legal now, best
     * first, each with its reasons, from what the seat sees (its void suit on 四川; the mcr
     * preset prices its own wind). The option's index is the position in {@link #hand(int)}.
     *
     * @param seat 0-3
     * @return the hints; empty when it is not the seat's turn to discard
     */
    public List<Ai.Hint> hints(int seat) {
        return with(p -> {
            Majiang.Filled<MjLib.MjHint[]> buf = Majiang.fill(Majiang.structs(MjLib.MjHint::new),
                    (out, cap, n) -> Majiang.lib().mj_game_hints(p, seat, out, cap, n));
            String[][] reasons = new String[2][];
            for (int zh = 0; zh < 2; zh++) {
                byte chinese = (byte) zh;
                reasons[zh] = Majiang.fillText((out, cap, n) -> Majiang.lib().mj_game_hint_reasons(
                        p, seat, chinese, out, cap, n)).split("\n", -1);
            }
            List<Ai.Hint> out = new ArrayList<>();
            for (int i = 0; i < buf.length(); i++) {
                MjLib.MjHint h = buf.buf()[i];
                Majiang.DiscardOption option = new Majiang.DiscardOption(Byte.toUnsignedInt(h.tile),
                        Byte.toUnsignedInt(h.index), h.shanten, Majiang.idsOf(h.draws), h.draws_left);
                out.add(new Ai.Hint(option, h.win_prob, h.points, Majiang.targets(h.targets),
                        i < reasons[0].length ? reasons[0][i] : "", i < reasons[1].length ? reasons[1][i] : ""));
            }
            return List.copyOf(out);
        });
    }

    /**
     * Plays an action for a seat; an illegal one throws ILLEGAL_ACTION, the game unchanged.
     *
     * @param seat 0-3
     * @param action the action
     */
    public void apply(int seat, Action action) {
        Objects.requireNonNull(action, "action");
        if (action.tile() < 0 || action.tile() > 255) {
            throw new MajiangException(Majiang.Status.INVALID_TILE,
                    "action.tile: " + action.tile() + " is neither a tile id (0-" + (Majiang.KINDS - 1) + ") nor a suit");
        }
        MjLib.MjAction raw = new MjLib.MjAction();
        raw.kind = (byte) action.kind().value;
        raw.tile = (byte) action.tile();
        use(p -> Majiang.lib().mj_game_apply(p, seat, raw));
    }

    /**
     * What a built-in AI would play for a seat (not applied).
     *
     * @param seat 0-3
     * @param ai the AI
     * @return its action
     */
    public Action aiAction(int seat, Ai ai) {
        MjLib.MjAction out = new MjLib.MjAction();
        Objects.requireNonNull(ai, "ai").use(a -> with(p -> Majiang.lib().mj_game_ai_action(p, seat, a, out)));
        return new Action(ActionKind.of(out.kind), Byte.toUnsignedInt(out.tile));
    }

    /**
     * One thing that happened; the fields its kind does not use are 0, NO_SEAT or empty.
     *
     * @param kind what happened
     * @param seat the player it is about
     * @param from the other player involved (the discarder of a claimed tile)
     * @param tile the tile drawn, discarded, shown or won on, or a meld's lowest tile
     * @param detail a DrawSource, MeldKind, SettleReason or OpeningWin by kind
     * @param flag 开杠 for MELDED, a small hand for WON
     * @param tiles the flipped tiles, the birds, each seat's void (VOIDS_DECLARED)
     * @param bigHands WON's big hands
     * @param patterns WIN_FAN's 四川 patterns
     * @param count WON's units, WIN_FAN's fan before the cap, OPENING_WIN's occurrences
     * @param deltas the points moved
     */
    public record Event(EventKind kind, int seat, int from, int tile, int detail, boolean flag,
            List<Integer> tiles, List<BigHand> bigHands, List<SichuanPattern> patterns, int count, int[] deltas) {}

    /**
     * The events since the last call.
     *
     * @return the events
     */
    public List<Event> events() {
        return list(MjLib.MjEvent::new, (p, out, cap, n) -> Majiang.lib().mj_game_events(p, out, cap, n), e -> {
            boolean fan = e.kind == EventKind.WIN_FAN.value;
            List<BigHand> big = new ArrayList<>();
            List<SichuanPattern> patterns = new ArrayList<>();
            for (int b = 0; b < 32; b++) {
                if ((e.big_hands >> b & 1) == 1) {
                    if (fan) {
                        patterns.add(SichuanPattern.of(b));
                    } else {
                        big.add(BigHand.of(b));
                    }
                }
            }
            return new Event(EventKind.of(e.kind), Majiang.orNone(e.seat), Majiang.orNone(e.from),
                    Majiang.orNone(e.tile), Byte.toUnsignedInt(e.detail), e.flag != 0, Majiang.ints(e.tiles, e.tile_count),
                    List.copyOf(big), List.copyOf(patterns), e.count, Majiang.points(e.deltas));
        });
    }

    /**
     * How the hand ended.
     *
     * @param finished true once the hand is over
     * @param deltas every point that moved, by seat (sum zero)
     * @param winners the seats that won
     * @param from the seat that paid the wins alone, or NO_SEAT
     * @param nextDealer who deals next, or NO_SEAT while the hand is on
     * @param bigHands each seat's Changsha big hands (empty for a small hand), by seat
     * @param units each winning seat's big-hand units
     * @param birds the birds flipped
     * @param wins every win of the hand as {@link #wins} gives them: each one's value (named
     *     lines), the 四川 patterns, the Changsha big hands and units
     */
    public record Result(boolean finished, int[] deltas, List<Integer> winners, int from, int nextDealer,
            List<List<BigHand>> bigHands, int[] units, List<Integer> birds, List<Win> wins) {}

    /**
     * The outcome (finished false while the hand is on).
     *
     * @return the result
     */
    public Result result() {
        MjLib.MjGameResult r = new MjLib.MjGameResult();
        use(p -> Majiang.lib().mj_game_result(p, r));
        List<List<BigHand>> big = new ArrayList<>();
        for (int mask : r.big_hands) {
            big.add(bigHandsOf(mask));
        }
        return new Result(r.finished != 0, Majiang.points(r.deltas), Majiang.seats(r.winners), Majiang.orNone(r.from),
                Majiang.orNone(r.next_dealer), List.copyOf(big), r.units.clone(), Majiang.ints(r.birds, r.bird_count),
                wins());
    }

    /** The big hands of a mask (bits {@code 1 << BigHand}), in {@link BigHand} order. */
    private static List<BigHand> bigHandsOf(int mask) {
        List<BigHand> out = new ArrayList<>();
        for (int b = 0; b < 32; b++) {
            if ((mask >> b & 1) == 1) {
                out.add(BigHand.of(b));
            }
        }
        return List.copyOf(out);
    }

    /**
     * One win of a finished hand ({@link #wins}), on every table.
     *
     * @param seat the winner
     * @param from who paid alone (the discarder, the kong player), or NO_SEAT for a self-draw
     * @param tile the winning tile, or NO_TILE for 天胡
     * @param deltas this win's payments by seat, birds included (sum zero)
     * @param fan the value's total where it counts fan (四川 before the cap; the mcr preset,
     *     flowers included); null elsewhere
     * @param patterns the 四川 patterns, each as often as it counts; empty elsewhere
     * @param small a small hand, as the WON event's flag: Changsha's 小胡, every flat-table win,
     *     a 四川 win of 0 fan
     * @param bigHands the Changsha big hands; empty elsewhere
     * @param units the Changsha units of the big hands
     * @param value what the win was worth as the table scored it ({@link #winValue})
     */
    public record Win(int seat, int from, int tile, int[] deltas, Integer fan, List<SichuanPattern> patterns,
            boolean small, List<BigHand> bigHands, int units, Scoring.HandValue value) {}

    /**
     * Every win of the finished hand, in the order won (empty while the hand is on), each with
     * its value.
     *
     * @return the wins
     */
    public List<Win> wins() {
        List<MjLib.MjWin> raw = list(MjLib.MjWin::new, (p, out, cap, n) -> Majiang.lib().mj_game_wins(p, out, cap, n),
                w -> w);
        List<Win> out = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) {
            MjLib.MjWin w = raw.get(i);
            Scoring.SichuanAnalysis sichuan = Scoring.sichuanOf(w.sichuan);
            Scoring.HandValue value = winValue(i);
            Integer fan = value.unit() == Majiang.ValueUnit.FAN ? Integer.valueOf(value.total()) : null;
            out.add(new Win(Byte.toUnsignedInt(w.seat), Majiang.orNone(w.from), Majiang.orNone(w.tile),
                    Majiang.points(w.deltas), fan, sichuan.win() ? sichuan.patterns() : List.of(), w.small != 0,
                    bigHandsOf(w.big_hands), w.units, value));
        }
        return List.copyOf(out);
    }

    /**
     * One payment line, with its reason's names as a result screen shows them
     * ({@link #reasonId}, {@link #label}, {@link #labelEn}).
     *
     * @param from the payer
     * @param to the payee
     * @param points the points (positive)
     * @param reason why
     * @param hits the bird hits of a BIRDS line, 0 otherwise
     */
    public record Payment(int from, int to, int points, PaymentReason reason, int hits) {
        /**
         * The reason's stable identifier ({@code "cagua"}), as {@link Scoring#idName(PaymentReason)}.
         *
         * @return the identifier
         */
        public String reasonId() {
            return Scoring.idName(reason);
        }

        /**
         * The reason's 中文 label ({@code "擦挂"}); a BIRDS line's counts its hits ({@code "中鸟 ×2"}).
         *
         * @return the label
         */
        public String label() {
            return Scoring.chineseName(reason) + times();
        }

        /**
         * The reason's English label ({@code "kong from a discard (cagua)"}; {@code "birds ×2"}).
         *
         * @return the label
         */
        public String labelEn() {
            return Scoring.englishName(reason) + times();
        }

        /** A BIRDS line says how many birds hit, as every binding's label does. */
        private String times() {
            return reason == PaymentReason.BIRDS ? " ×" + hits : "";
        }
    }

    /**
     * Every payment line of a finished flat or 四川 hand, in the order paid; per seat they add up
     * to the result's deltas.
     *
     * @return the lines
     */
    public List<Payment> payments() {
        return list(MjLib.MjPayment::new, (p, out, cap, n) -> Majiang.lib().mj_game_payments(p, out, cap, n),
                l -> new Payment(Byte.toUnsignedInt(l.from), Byte.toUnsignedInt(l.to), l.points,
                        PaymentReason.of(l.reason), Byte.toUnsignedInt(l.hits)));
    }

    /**
     * One bird (扎鸟) flipped after a win.
     *
     * @param tile the tile id
     * @param seat the seat it lands on where the rules read it, or NO_SEAT
     * @param hits the hits it counts for the winners on a flat table
     */
    public record Bird(int tile, int seat, int hits) {}

    /**
     * Every bird flipped after the win.
     *
     * @return the birds
     */
    public List<Bird> birds() {
        return list(MjLib.MjBird::new, (p, out, cap, n) -> Majiang.lib().mj_game_birds(p, out, cap, n),
                b -> new Bird(Byte.toUnsignedInt(b.tile), Majiang.orNone(b.seat), Byte.toUnsignedInt(b.hits)));
    }

    /**
     * A seat's standing at a 四川 table.
     *
     * @param voidSuit its 定缺 suit (0 万, 1 条, 2 筒), or -1 until every seat has declared
     * @param wins its wins so far
     * @param left true once it has left the hand
     */
    public record SichuanSeat(int voidSuit, int wins, boolean left) {}

    /**
     * What win number {@code win} of the finished hand ({@link #wins} order) was worth, as the
     * table scored it in its situation (flowers, winds, 杠上开花 …).
     *
     * @param win 0 for the first win
     * @return the value
     * @throws MajiangException with no such win
     */
    public Scoring.HandValue winValue(int win) {
        if (win < 0) {
            throw new MajiangException(Majiang.Status.INVALID_ARGUMENT, "win: " + win + " is not an index");
        }
        MjLib.MjHandValue out = new MjLib.MjHandValue();
        Majiang.Filled<MjLib.MjValueLine[]> lines = with(p -> Majiang.fill(Majiang.structs(MjLib.MjValueLine::new),
                (buf, cap, n) -> Majiang.lib().mj_game_win_value(p, win, out, buf, cap, n)));
        return Scoring.valueOf(out, lines.buf(), lines.length());
    }

    /**
     * A seat's void suit, wins and whether it has left the hand.
     *
     * @param seat 0-3
     * @return the standing
     */
    public SichuanSeat sichuanSeat(int seat) {
        MjLib.MjSichuanSeat s = new MjLib.MjSichuanSeat();
        use(p -> Majiang.lib().mj_game_sichuan_seat(p, seat, s));
        return new SichuanSeat(Majiang.orNone(s.void_suit), s.wins, s.left != 0);
    }

    /**
     * The game record as JSON lines ({@link #replay} reads it back).
     *
     * @return the record
     */
    public String recordJson() {
        return with(p -> Majiang.fillText((out, cap, n) -> Majiang.lib().mj_game_record_json(p, out, cap, n)));
    }
}
