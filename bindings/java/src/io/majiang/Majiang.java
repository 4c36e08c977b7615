package io.majiang;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.ByteByReference;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.LongByReference;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.IntFunction;

/**
 * The Java binding (JNA) of libmajiang: mahjong rules (长沙 Changsha, 转转, 红中, 四川 血战),
 * exact win / waits / shanten checks, scoring, a game engine and AI players.
 *
 * <pre>{@code
 * try (Rules rules = Rules.changsha()) {
 *     List<Integer> hand = Majiang.parseTiles("123m456s789p23455m");
 *     boolean win = Majiang.isWin(rules, hand, List.of());            // true
 * }
 * }</pre>
 *
 * <ul>
 *   <li>The library is loaded on first use from the system property {@code majiang.lib} (a
 *       path), else {@code $MAJIANG_LIB}, else by name ({@code majiang}) on {@code
 *       jna.library.path} and the system's library path; its ABI version is checked.
 *   <li>A tile is a kind id, 0-33: suit * 9 + number - 1 (万 0-8, 条 9-17, 筒 18-26), honours
 *       27-33; a hand is a {@code List<Integer>} of ids ({@link #parseTiles} reads notation).
 *   <li>A call the library refuses throws {@link MajiangException} with its {@link Status} and
 *       message; a value the binding refuses before calling (a tile id out of range) throws it
 *       too, with the status the library gives the same mistake; a null throws
 *       NullPointerException naming the argument.
 *   <li>{@link Rules}, {@link Ai} and {@link Game} own a C handle: {@code close()} (or
 *       try-with-resources) frees it, a Cleaner does if it is never closed.
 *   <li>"No seat" and "no tile" are -1 ({@link #NO_SEAT}, {@link #NO_TILE}) in the records.
 * </ul>
 *
 * <p>Thread safety is the C API's: a Rules may be read from many threads at once; an Ai and a
 * Game need one thread at a time.
 */
public final class Majiang {
    private Majiang() {}

    /** "No seat" in the records of this package (the header's NONE, 255, in its structs). */
    public static final int NO_SEAT = -1;

    // <generated:enums> by `cargo xtask bindings` from include/majiang.h: change the ABI, then run it.
    /**
     * MJ_WALL_ESTIMATE: `mj_ai_set_wall_left`'s value for "estimate the wall from the discards
     * observed".
     */
    public static final int WALL_ESTIMATE = -1;

    /**
     * MJ_BIG_HAND_SLOTS: length of `MjWinAnalysis::big_hand_units`: room for every big hand
     * (`MjBigHand`) and for hands appended later, so the struct keeps its size.
     */
    public static final int BIG_HAND_SLOTS = 16;

    /**
     * MJ_OPENING_WIN_SLOTS: length of `MjOpeningWins::counts`: every `MjOpeningWin`, with room
     * to grow.
     */
    public static final int OPENING_WIN_SLOTS = 8;

    /** MJ_SELF_DRAW: `payer` of `mj_settle_win` for a self-drawn win: the three others pay. */
    public static final int SELF_DRAW = -1;

    /**
     * MJ_EVENT_TILES: length of `MjEvent::tiles` and `MjGameResult::birds`: room for the most
     * birds of a Changsha table (6) or of a flat table's bird count (8), and 开杠 flips (4).
     */
    public static final int EVENT_TILES = 8;

    /** MJ_NONE: a `uint8_t` seat or tile field that holds nothing (no seat, no tile). */
    public static final int NONE = 255;

    /**
     * MJ_SHANTEN_UNREACHABLE: `mj_shanten_for`'s answer for a target the rules do not have or
     * the hand's melds rule out (a chi for 碰碰胡, any meld for seven pairs).
     */
    public static final int SHANTEN_UNREACHABLE = 99;

    /**
     * MJ_FAMILY_CHANGSHA: `MjRuleOptionInfo.families` bit: the Changsha table (changsha,
     * eval-v1, standard).
     */
    public static final int FAMILY_CHANGSHA = 1;

    /**
     * MJ_FAMILY_HUNAN: `MjRuleOptionInfo.families` bit: the flat Hunan tables (zhuanzhuan,
     * hongzhong).
     */
    public static final int FAMILY_HUNAN = 2;

    /** MJ_FAMILY_SICHUAN: `MjRuleOptionInfo.families` bit: 四川 (sichuan). */
    public static final int FAMILY_SICHUAN = 4;

    /** MJ_NO_TILE: marks "no tile" where a tile id is optional (`mj_rules_set_wildcard`). */
    public static final int NO_TILE = -1;

    /**
     * MJ_SICHUAN_PATTERN_SLOTS: length of `MjSichuanAnalysis::pattern_counts`: room for every
     * pattern (`MjSichuanPattern`) and for patterns appended later, so the struct keeps its size.
     */
    public static final int SICHUAN_PATTERN_SLOTS = 24;

    /** MJ_KINDS: number of tile kinds with honours: ids are `0..MJ_KINDS`. */
    public static final int KINDS = 34;

    /** MJ_SUITED_KINDS: number of suited kinds: ids `0..MJ_SUITED_KINDS` are 万, 条, 筒 × 1–9. */
    public static final int SUITED_KINDS = 27;

    /**
     * MJ_VALUE_NAME_BYTES: bytes of each name of an `MjValueLine`: UTF-8, NUL-terminated, the
     * rest zero.
     */
    public static final int VALUE_NAME_BYTES = 48;

    /** MJ_ABI_VERSION: the ABI version this header describes. */
    public static final int ABI_VERSION = 3;

    /** Status: the outcome of a call. */
    public enum Status {
        /** Ok. */
        OK(0),
        /** NullPointer. */
        NULL_POINTER(1),
        /** InvalidArgument. */
        INVALID_ARGUMENT(2),
        /** InvalidTile. */
        INVALID_TILE(3),
        /** InvalidMeld. */
        INVALID_MELD(4),
        /** InvalidHand. */
        INVALID_HAND(5),
        /** WrongHandSize. */
        WRONG_HAND_SIZE(6),
        /** ParseError. */
        PARSE_ERROR(7),
        /** InvalidUtf8. */
        INVALID_UTF8(8),
        /** BufferTooSmall. */
        BUFFER_TOO_SMALL(9),
        /** InvalidOption. */
        INVALID_OPTION(10),
        /** IllegalAction. */
        ILLEGAL_ACTION(11),
        /** NotAvailable. */
        NOT_AVAILABLE(12),
        /** Panic. */
        PANIC(100);

        /** The header's value. */
        public final int value;

        Status(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static Status of(int value) {
            for (Status v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /** MeldKind: the kind of a meld, as `MjMeld::kind` holds it. */
    public enum MeldKind {
        /** Chi. */
        CHI(0),
        /** Peng. */
        PENG(1),
        /** Gang. */
        GANG(2),
        /** AnGang. */
        AN_GANG(3),
        /** BuGang. */
        BU_GANG(4);

        /** The header's value. */
        public final int value;

        MeldKind(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static MeldKind of(int value) {
            for (MeldKind v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /** RuleOption: the options of `mj_rules_set_option` / `mj_rules_get_option`. */
    public enum RuleOption {
        /** Honours. */
        HONOURS(0),
        /** TwoFiveEightPair. */
        TWO_FIVE_EIGHT_PAIR(1),
        /** Pengpenghu. */
        PENGPENGHU(2),
        /** Qingyise. */
        QINGYISE(3),
        /** Jiangjianghu. */
        JIANGJIANGHU(4),
        /** Quanqiuren. */
        QUANQIUREN(5),
        /** SevenPairs. */
        SEVEN_PAIRS(6),
        /** ThirteenOrphans. */
        THIRTEEN_ORPHANS(7),
        /** Kaigang. */
        KAIGANG(8),
        /** KaigangFlips. */
        KAIGANG_FLIPS(9),
        /** OpeningWins. */
        OPENING_WINS(10),
        /** Birds. */
        BIRDS(11),
        /** BirdMode. */
        BIRD_MODE(12),
        /** DealerBonus. */
        DEALER_BONUS(13),
        /** NextDealer. */
        NEXT_DEALER(14),
        /** HaidiOffer. */
        HAIDI_OFFER(15),
        /** KongFee. */
        KONG_FEE(16),
        /** PointsSmallSelfDraw. */
        POINTS_SMALL_SELF_DRAW(17),
        /** PointsSmallDiscard. */
        POINTS_SMALL_DISCARD(18),
        /** PointsBigUnit. */
        POINTS_BIG_UNIT(19),
        /** Chi. */
        CHI(20),
        /** RedDragons. */
        RED_DRAGONS(21),
        /** FourRedDragons. */
        FOUR_RED_DRAGONS(22),
        /** DiscardWins. */
        DISCARD_WINS(23),
        /** WildcardSelfDrawOnly. */
        WILDCARD_SELF_DRAW_ONLY(24),
        /** WildcardRobsKong. */
        WILDCARD_ROBS_KONG(25),
        /** MultipleWinners. */
        MULTIPLE_WINNERS(26),
        /** RobKong. */
        ROB_KONG(27),
        /** RobKongPaysAll. */
        ROB_KONG_PAYS_ALL(28),
        /** NoWildcardDouble. */
        NO_WILDCARD_DOUBLE(29),
        /** FlatBirds. */
        FLAT_BIRDS(30),
        /** BirdRule. */
        BIRD_RULE(31),
        /** BirdPoints. */
        BIRD_POINTS(32),
        /** ExposedKongPoints. */
        EXPOSED_KONG_POINTS(33),
        /** KongPointsOnDraw. */
        KONG_POINTS_ON_DRAW(34),
        /** FanCap. */
        FAN_CAP(35),
        /** SelfDrawBonus. */
        SELF_DRAW_BONUS(36),
        /** YaojiuJiangdui. */
        YAOJIU_JIANGDUI(37),
        /** MenqingZhongzhang. */
        MENQING_ZHONGZHANG(38),
        /** TiandiHu. */
        TIANDI_HU(39),
        /** Cagua. */
        CAGUA(40),
        /** CallTransfer. */
        CALL_TRANSFER(41),
        /** Exchange. */
        EXCHANGE(42),
        /** ChaDajiao. */
        CHA_DAJIAO(43),
        /** KongFlower. */
        KONG_FLOWER(44),
        /** SichuanMode. */
        SICHUAN_MODE(45),
        /** SichuanMultipleWinners. */
        SICHUAN_MULTIPLE_WINNERS(46),
        /** SichuanRobKong. */
        SICHUAN_ROB_KONG(47),
        /** McrMinimumFan. */
        MCR_MINIMUM_FAN(48),
        /** McrFlowersCount. */
        MCR_FLOWERS_COUNT(49),
        /** McrFullGame. */
        MCR_FULL_GAME(50),
        /** McrFalseWinPenalty. */
        MCR_FALSE_WIN_PENALTY(51),
        /** McrFlowers. */
        MCR_FLOWERS(52),
        /** McrRound. */
        MCR_ROUND(53);

        /** The header's value. */
        public final int value;

        RuleOption(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static RuleOption of(int value) {
            for (RuleOption v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /**
     * Target: a winning target: one family of complete hands (`mj_shanten_for`, bits of
     * `mj_winning_targets`).
     */
    public enum Target {
        /** Regular. */
        REGULAR(0),
        /** Pengpenghu. */
        PENGPENGHU(1),
        /** Qingyise. */
        QINGYISE(2),
        /** SevenPairs. */
        SEVEN_PAIRS(3),
        /** Jiangjianghu. */
        JIANGJIANGHU(4),
        /** Quanqiuren. */
        QUANQIUREN(5),
        /** ThirteenOrphans. */
        THIRTEEN_ORPHANS(6);

        /** The header's value. */
        public final int value;

        Target(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static Target of(int value) {
            for (Target v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /**
     * BigHand: a big hand (大胡), as a bit (`1 << id`) of `MjWinAnalysis::big_hands` and an index
     * of `MjWinAnalysis::big_hand_units`.
     */
    public enum BigHand {
        /** Pengpenghu. */
        PENGPENGHU(0),
        /** Jiangjianghu. */
        JIANGJIANGHU(1),
        /** Qingyise. */
        QINGYISE(2),
        /** Qixiaodui. */
        QIXIAODUI(3),
        /** HaohuaQixiaodui. */
        HAOHUA_QIXIAODUI(4),
        /** Quanqiuren. */
        QUANQIUREN(5),
        /** Tianhu. */
        TIANHU(6),
        /** Dihu. */
        DIHU(7),
        /** Haidilaoyue. */
        HAIDILAOYUE(8),
        /** Haidipao. */
        HAIDIPAO(9),
        /** Gangshangkaihua. */
        GANGSHANGKAIHUA(10),
        /** Gangshangpao. */
        GANGSHANGPAO(11),
        /** Qiangganghu. */
        QIANGGANGHU(12);

        /** The header's value. */
        public final int value;

        BigHand(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static BigHand of(int value) {
            for (BigHand v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /**
     * OpeningWin: an opening win (起手胡), as an index of `MjOpeningWins::counts`; the core's
     * `OpeningWin` order, fixed forever.
     */
    public enum OpeningWin {
        /** Dasixi. */
        DASIXI(0),
        /** Banbanhu. */
        BANBANHU(1),
        /** Queyise. */
        QUEYISE(2),
        /** Liuliushun. */
        LIULIUSHUN(3);

        /** The header's value. */
        public final int value;

        OpeningWin(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static OpeningWin of(int value) {
            for (OpeningWin v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /** Difficulty: the difficulty of an AI player. */
    public enum Difficulty {
        /** Easy. */
        EASY(0),
        /** Medium. */
        MEDIUM(1),
        /** Hard. */
        HARD(2),
        /** Expert. */
        EXPERT(3);

        /** The header's value. */
        public final int value;

        Difficulty(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static Difficulty of(int value) {
            for (Difficulty v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /**
     * ActionKind: the kind of an action, as `MjAction::kind` holds it: the engine's kind codes,
     * fixed forever (new actions get new codes).
     */
    public enum ActionKind {
        /** Pass. */
        PASS(0),
        /** Discard. */
        DISCARD(1),
        /** Chi. */
        CHI(2),
        /** Peng. */
        PENG(3),
        /** Gang. */
        GANG(4),
        /** KaiGang. */
        KAI_GANG(5),
        /** AnGang. */
        AN_GANG(6),
        /** AnKaiGang. */
        AN_KAI_GANG(7),
        /** BuGang. */
        BU_GANG(8),
        /** BuKaiGang. */
        BU_KAI_GANG(9),
        /** Hu. */
        HU(10),
        /** TakeHaidi. */
        TAKE_HAIDI(11),
        /** Exchange. */
        EXCHANGE(12),
        /** DingQue. */
        DING_QUE(13);

        /** The header's value. */
        public final int value;

        ActionKind(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static ActionKind of(int value) {
            for (ActionKind v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /** Phase: what the table waits for (`MjGameState::phase`); fixed forever. */
    public enum Phase {
        /** Turn. */
        TURN(0),
        /** Claim. */
        CLAIM(1),
        /** KongFlip. */
        KONG_FLIP(2),
        /** HaidiOffer. */
        HAIDI_OFFER(3),
        /** HaidiDraw. */
        HAIDI_DRAW(4),
        /** Finished. */
        FINISHED(5),
        /** Exchange. */
        EXCHANGE(6),
        /** DingQue. */
        DING_QUE(7);

        /** The header's value. */
        public final int value;

        Phase(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static Phase of(int value) {
            for (Phase v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /** Offer: what is on offer in the `CLAIM` phase (`MjGameState::offer`). */
    public enum Offer {
        /** Discard. */
        DISCARD(0),
        /** RobKong. */
        ROB_KONG(1),
        /** KongFlip. */
        KONG_FLIP(2),
        /** Haidi. */
        HAIDI(3);

        /** The header's value. */
        public final int value;

        Offer(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static Offer of(int value) {
            for (Offer v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /** EventKind: what an `MjEvent` reports; fixed forever, new kinds are appended. */
    public enum EventKind {
        /** Dealt. */
        DEALT(0),
        /** OpeningWin. */
        OPENING_WIN(1),
        /** Drew. */
        DREW(2),
        /** Discarded. */
        DISCARDED(3),
        /** Passed. */
        PASSED(4),
        /** Melded. */
        MELDED(5),
        /** KongFlip. */
        KONG_FLIP(6),
        /** HaidiOffered. */
        HAIDI_OFFERED(7),
        /** HaidiShown. */
        HAIDI_SHOWN(8),
        /** Won. */
        WON(9),
        /** ExhaustiveDraw. */
        EXHAUSTIVE_DRAW(10),
        /** BirdsFlipped. */
        BIRDS_FLIPPED(11),
        /** Settled. */
        SETTLED(12),
        /** Finished. */
        FINISHED(13),
        /** ExchangePicked. */
        EXCHANGE_PICKED(14),
        /** Exchanged. */
        EXCHANGED(15),
        /** VoidsDeclared. */
        VOIDS_DECLARED(16),
        /** WinFan. */
        WIN_FAN(17),
        /** Flower. */
        FLOWER(18);

        /** The header's value. */
        public final int value;

        EventKind(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static EventKind of(int value) {
            for (EventKind v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /** DrawSource: where a drawn tile came from (`MjEvent::detail` of `MJ_EVENT_KIND_DREW`). */
    public enum DrawSource {
        /** Wall. */
        WALL(0),
        /** Replacement. */
        REPLACEMENT(1),
        /** Haidi. */
        HAIDI(2);

        /** The header's value. */
        public final int value;

        DrawSource(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static DrawSource of(int value) {
            for (DrawSource v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /** SettleReason: why points moved (`MjEvent::detail` of `MJ_EVENT_KIND_SETTLED`). */
    public enum SettleReason {
        /** OpeningWin. */
        OPENING_WIN(0),
        /** KongFee. */
        KONG_FEE(1),
        /** Win. */
        WIN(2),
        /** EndOfHand. */
        END_OF_HAND(3);

        /** The header's value. */
        public final int value;

        SettleReason(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static SettleReason of(int value) {
            for (SettleReason v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /**
     * PaymentReason: why a payment line moves points (`MjPayment::reason`); fixed forever, new
     * reasons are appended.
     */
    public enum PaymentReason {
        /** Win. */
        WIN(0),
        /** DealerBonus. */
        DEALER_BONUS(1),
        /** Birds. */
        BIRDS(2),
        /** NoWildcardDouble. */
        NO_WILDCARD_DOUBLE(3),
        /** ConcealedKong. */
        CONCEALED_KONG(4),
        /** AddedKong. */
        ADDED_KONG(5),
        /** ExposedKong. */
        EXPOSED_KONG(6),
        /** KongVoided. */
        KONG_VOIDED(7),
        /** SelfDrawBonus. */
        SELF_DRAW_BONUS(8),
        /** CaGua. */
        CA_GUA(9),
        /** CallTransfer. */
        CALL_TRANSFER(10),
        /** HuaZhu. */
        HUA_ZHU(11),
        /** ChaDaJiao. */
        CHA_DA_JIAO(12),
        /** TaxRefund. */
        TAX_REFUND(13);

        /** The header's value. */
        public final int value;

        PaymentReason(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static PaymentReason of(int value) {
            for (PaymentReason v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /**
     * SichuanPattern: one line of a 四川 fan count, as a bit (`1 << id`) of
     * `MjSichuanAnalysis::patterns` and an index of its `pattern_counts`.
     */
    public enum SichuanPattern {
        /** Pinghu. */
        PINGHU(0),
        /** Duiduihu. */
        DUIDUIHU(1),
        /** Jiangdui. */
        JIANGDUI(2),
        /** Qidui. */
        QIDUI(3),
        /** Longqidui. */
        LONGQIDUI(4),
        /** Qingyise. */
        QINGYISE(5),
        /** Daiyaojiu. */
        DAIYAOJIU(6),
        /** Jingoudiao. */
        JINGOUDIAO(7),
        /** Gen. */
        GEN(8),
        /** Menqing. */
        MENQING(9),
        /** Zhongzhang. */
        ZHONGZHANG(10),
        /** Zimo. */
        ZIMO(11),
        /** Gangshanghua. */
        GANGSHANGHUA(12),
        /** Gangshangpao. */
        GANGSHANGPAO(13),
        /** Qiangganghu. */
        QIANGGANGHU(14),
        /** Haidilaoyue. */
        HAIDILAOYUE(15),
        /** Tianhu. */
        TIANHU(16),
        /** Dihu. */
        DIHU(17);

        /** The header's value. */
        public final int value;

        SichuanPattern(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static SichuanPattern of(int value) {
            for (SichuanPattern v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /** RuleOptionKind: the values an option takes (`MjRuleOptionInfo.kind`). */
    public enum RuleOptionKind {
        /** Bool. */
        BOOL(0),
        /** Int. */
        INT(1),
        /** Enum. */
        ENUM(2);

        /** The header's value. */
        public final int value;

        RuleOptionKind(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static RuleOptionKind of(int value) {
            for (RuleOptionKind v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    /** ValueUnit: what a family's totals count (`MjHandValue::unit`). */
    public enum ValueUnit {
        /** Alike. */
        ALIKE(0),
        /** Units. */
        UNITS(1),
        /** Fan. */
        FAN(2);

        /** The header's value. */
        public final int value;

        ValueUnit(int value) {
            this.value = value;
        }

        /** The member of {@code value}, or null for another number. */
        public static ValueUnit of(int value) {
            for (ValueUnit v : values()) {
                if (v.value == value) {
                    return v;
                }
            }
            return null;
        }
    }

    // </generated:enums>

    private static volatile MjLib lib;

    /**
     * The raw layer, loaded on first use (see the class documentation for where the library is
     * looked for).
     *
     * @return every export of the library, as JNA maps it
     * @throws UnsatisfiedLinkError when the library is not found or has another ABI version
     */
    public static MjLib lib() {
        MjLib loaded = lib;
        if (loaded != null) {
            return loaded;
        }
        synchronized (Majiang.class) {
            if (lib == null) {
                String path = System.getProperty("majiang.lib", System.getenv("MAJIANG_LIB"));
                MjLib candidate = Native.load(path != null ? path : "majiang", MjLib.class,
                        Map.of(Library.OPTION_STRING_ENCODING, "UTF-8"));
                if (candidate.mj_abi_version() != ABI_VERSION) {
                    throw new UnsatisfiedLinkError(String.format(
                            "libmajiang has ABI %d; this binding expects %d",
                            candidate.mj_abi_version(), ABI_VERSION));
                }
                lib = candidate;
            }
            return lib;
        }
    }

    /** This thread's last error message (the library keeps it per thread). */
    static String lastError() {
        LongByReference needed = new LongByReference();
        lib().mj_last_error(null, 0, needed);
        if (needed.getValue() == 0) {
            return "";
        }
        byte[] buf = new byte[(int) needed.getValue()];
        if (lib().mj_last_error(buf, buf.length, needed) != Status.OK.value) {
            return "";
        }
        return new String(buf, 0, (int) needed.getValue() - 1, StandardCharsets.UTF_8);
    }

    /** Throws the library's refusal unless {@code status} is OK. */
    static void check(int status) {
        if (status != Status.OK.value) {
            Status known = Status.of(status);
            throw new MajiangException(known != null ? known : Status.PANIC, lastError());
        }
    }

    /** A buffer-filling call: (buffer, capacity, length out) → status. */
    interface Filler<A> {
        int call(A out, long capacity, LongByReference length);
    }

    /**
     * A filled buffer and the elements filled.
     *
     * @param buf the buffer
     * @param length the elements (bytes of a text, with its NUL) filled
     */
    record Filled<A>(A buf, int length) {}

    /** Runs a buffer-filling call twice, to size the buffer and to fill it. */
    static <A> Filled<A> fill(IntFunction<A> make, Filler<A> call) {
        LongByReference n = new LongByReference();
        int status = call.call(null, 0, n);
        if (status == Status.OK.value) {
            return new Filled<>(make.apply(0), 0);
        }
        if (status != Status.BUFFER_TOO_SMALL.value) {
            check(status);
        }
        A buf = make.apply((int) n.getValue());
        check(call.call(buf, n.getValue(), n));
        return new Filled<>(buf, (int) n.getValue());
    }

    /** A structure array as JNA passes it (contiguous; one element at least). */
    @SuppressWarnings("unchecked")
    static <S extends com.sun.jna.Structure> IntFunction<S[]> structs(java.util.function.Supplier<S> one) {
        return n -> (S[]) one.get().toArray(Math.max(n, 1));
    }

    /** Fills a NUL-terminated UTF-8 text. */
    static String fillText(Filler<byte[]> call) {
        Filled<byte[]> text = fill(n -> new byte[Math.max(n, 1)], call);
        return text.length() == 0 ? "" : new String(text.buf(), 0, text.length() - 1, StandardCharsets.UTF_8);
    }

    /** Checks one tile id. */
    static byte tile(int value, String what) {
        if (value < 0 || value >= KINDS) {
            throw new MajiangException(Status.INVALID_TILE, String.format(
                    "%s: tile id %d is out of range 0-%d", what, value, KINDS - 1));
        }
        return (byte) value;
    }

    /** Tiles as a C array (one element at least, so that its address is valid). */
    static byte[] tiles(List<Integer> tiles, String what) {
        Objects.requireNonNull(tiles, what);
        byte[] out = new byte[tiles.size() + 1];
        for (int i = 0; i < tiles.size(); i++) {
            out[i] = tile(Objects.requireNonNull(tiles.get(i), what + "[" + i + "]"), what + "[" + i + "]");
        }
        return out;
    }

    /** Melds as a C array (one element at least). */
    static MjLib.MjMeld[] melds(List<Meld> melds) {
        Objects.requireNonNull(melds, "melds");
        MjLib.MjMeld[] out = structs(MjLib.MjMeld::new).apply(melds.size());
        for (int i = 0; i < melds.size(); i++) {
            Meld m = Objects.requireNonNull(melds.get(i), "melds[" + i + "]");
            out[i].kind = (byte) m.kind().value;
            out[i].tile = tile(m.tile(), "melds[" + i + "].tile");
        }
        return out;
    }

    /** Unsigned byte values as ints. */
    static List<Integer> ints(byte[] values, int n) {
        List<Integer> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(Byte.toUnsignedInt(values[i]));
        }
        return List.copyOf(out);
    }

    /** A uint8_t field holding NONE (255) as -1. */
    static int orNone(byte value) {
        int v = Byte.toUnsignedInt(value);
        return v == NONE ? -1 : v;
    }

    /** The seats whose bit is set in a seat mask. */
    static List<Integer> seats(byte mask) {
        List<Integer> out = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            if ((mask >> s & 1) == 1) {
                out.add(s);
            }
        }
        return List.copyOf(out);
    }

    /**
     * The tile ids whose bits are set in a mask (the raw layer's sets of kinds), ascending.
     *
     * @param mask bits {@code 1 << id}
     * @return the ids
     */
    public static List<Integer> idsOf(long mask) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < KINDS; i++) {
            if ((mask >> i & 1) == 1) {
                out.add(i);
            }
        }
        return List.copyOf(out);
    }

    /** The targets whose bits are set. */
    static List<Target> targets(int mask) {
        List<Target> out = new ArrayList<>();
        for (Target t : Target.values()) {
            if ((mask >> t.value & 1) == 1) {
                out.add(t);
            }
        }
        return List.copyOf(out);
    }

    /** A seat's four points. */
    static int[] points(MjLib.MjPoints p) {
        return p.points.clone();
    }

    /**
     * A meld: its kind and lowest tile id.
     *
     * @param kind chi, peng, gang, an gang or bu gang
     * @param tile the lowest tile id
     */
    public record Meld(MeldKind kind, int tile) {
        /** Checks the kind is there. */
        public Meld {
            Objects.requireNonNull(kind, "kind");
        }
    }

    /**
     * One discard of a complete-size hand.
     *
     * @param tile the tile id to discard
     * @param index its first position in the tiles given
     * @param shanten the shanten after it (0 ready)
     * @param usefulKinds the kinds whose draw would lower the shanten (the waits, when ready)
     * @param unseenCopies the copies of those kinds still to come, in all
     */
    public record DiscardOption(int tile, int index, int shanten, List<Integer> usefulKinds,
            int unseenCopies) {}

    /**
     * The header's name of a status.
     *
     * @param status a status
     * @return "MJ_STATUS_INVALID_TILE"
     */
    public static String statusName(Status status) {
        return lib().mj_status_name(status.value).getString(0, "UTF-8");
    }

    /**
     * The library's version.
     *
     * @return "0.1.0"
     */
    public static String version() {
        return lib().mj_version().getString(0, "UTF-8");
    }

    /**
     * The loaded library's ABI version ({@link #ABI_VERSION} once loaded).
     *
     * @return the version
     */
    public static int abiVersion() {
        return lib().mj_abi_version();
    }

    /** Builds the lookup tables now rather than on the first check. */
    public static void warmUp() {
        lib().mj_warm_up();
    }

    /**
     * Tile ids from notation ("123m 五万").
     *
     * @param notation the tiles
     * @return their ids
     */
    public static List<Integer> parseTiles(String notation) {
        Objects.requireNonNull(notation, "notation");
        Filled<byte[]> buf = fill(n -> new byte[Math.max(n, 1)], (out, cap, n) -> lib().mj_parse_tiles(notation, out, cap, n));
        return ints(buf.buf(), buf.length());
    }

    /**
     * Melds from notation ("peng:5m chi:345s").
     *
     * @param notation the melds
     * @return them
     */
    public static List<Meld> parseMelds(String notation) {
        Objects.requireNonNull(notation, "notation");
        Filled<MjLib.MjMeld[]> buf = fill(structs(MjLib.MjMeld::new), (out, cap, n) -> lib().mj_parse_melds(notation, out, cap, n));
        List<Meld> out = new ArrayList<>();
        for (int i = 0; i < buf.length(); i++) {
            out.add(meldOf(buf.buf()[i]));
        }
        return List.copyOf(out);
    }

    /**
     * Tiles in notation ("123m55s").
     *
     * @param tiles tile ids
     * @return the notation
     */
    public static String formatTiles(List<Integer> tiles) {
        byte[] arr = tiles(tiles, "tiles");
        return fillText((out, cap, n) -> lib().mj_format_tiles(arr, tiles.size(), out, cap, n));
    }

    /**
     * Tiles in Chinese ("五万 四条").
     *
     * @param tiles tile ids
     * @return the names
     */
    public static String formatTilesChinese(List<Integer> tiles) {
        byte[] arr = tiles(tiles, "tiles");
        return fillText((out, cap, n) -> lib().mj_format_tiles_chinese(arr, tiles.size(), out, cap, n));
    }

    /**
     * Whether the concealed tiles (3n+2 with the melds, the winning tile included) make a
     * winning hand. A waiting-size hand (3n+1, e.g. 13 tiles: the winning tile missing) throws
     * a MajiangException of {@link Status#WRONG_HAND_SIZE}; {@link #waits} lists the tiles it
     * waits on.
     *
     * @param rules the rule set
     * @param tiles the concealed tiles
     * @param melds the melds
     * @return true for a win
     */
    public static boolean isWin(Rules rules, List<Integer> tiles, List<Meld> melds) {
        ByteByReference out = new ByteByReference();
        byte[] t = tiles(tiles, "tiles");
        MjLib.MjMeld[] m = melds(melds);
        rules.use(p -> lib().mj_is_win(p, t, tiles.size(), m, melds.size(), out));
        return out.getValue() != 0;
    }

    /**
     * Every target a winning hand wins by (empty when it does not win); a 3n+1 hand throws as
     * in {@link #isWin}.
     *
     * @param rules the rule set
     * @param tiles the concealed tiles
     * @param melds the melds
     * @return the targets
     */
    public static List<Target> winningTargets(Rules rules, List<Integer> tiles, List<Meld> melds) {
        IntByReference out = new IntByReference();
        byte[] t = tiles(tiles, "tiles");
        MjLib.MjMeld[] m = melds(melds);
        rules.use(p -> lib().mj_winning_targets(p, t, tiles.size(), m, melds.size(), out));
        return targets(out.getValue());
    }

    /**
     * The tile ids that complete a 3n+1 hand, ascending.
     *
     * @param rules the rule set
     * @param tiles the concealed tiles
     * @param melds the melds
     * @return the waits
     */
    public static List<Integer> waits(Rules rules, List<Integer> tiles, List<Meld> melds) {
        LongByReference out = new LongByReference();
        byte[] t = tiles(tiles, "tiles");
        MjLib.MjMeld[] m = melds(melds);
        rules.use(p -> lib().mj_waits(p, t, tiles.size(), m, melds.size(), out));
        return idsOf(out.getValue());
    }

    /**
     * The tiles from ready (0 ready, -1 a complete hand).
     *
     * @param rules the rule set
     * @param tiles the concealed tiles
     * @param melds the melds
     * @return the shanten
     */
    public static int shanten(Rules rules, List<Integer> tiles, List<Meld> melds) {
        IntByReference out = new IntByReference();
        byte[] t = tiles(tiles, "tiles");
        MjLib.MjMeld[] m = melds(melds);
        rules.use(p -> lib().mj_shanten(p, t, tiles.size(), m, melds.size(), out));
        return out.getValue();
    }

    /**
     * The shanten toward one target ({@link #SHANTEN_UNREACHABLE} when the rules lack it or the
     * melds rule it out).
     *
     * @param rules the rule set
     * @param target the target
     * @param tiles the concealed tiles
     * @param melds the melds
     * @return the shanten
     */
    public static int shantenFor(Rules rules, Target target, List<Integer> tiles, List<Meld> melds) {
        IntByReference out = new IntByReference();
        byte[] t = tiles(tiles, "tiles");
        MjLib.MjMeld[] m = melds(melds);
        int id = Objects.requireNonNull(target, "target").value;
        rules.use(p -> lib().mj_shanten_for(p, t, tiles.size(), m, melds.size(), id, out));
        return out.getValue();
    }

    /**
     * The discards of a complete-size hand ranked best first (lowest shanten, then most copies
     * to come).
     *
     * @param rules the rule set
     * @param tiles the concealed tiles
     * @param melds the melds
     * @return the options
     */
    public static List<DiscardOption> discardOptions(Rules rules, List<Integer> tiles, List<Meld> melds) {
        byte[] t = tiles(tiles, "tiles");
        MjLib.MjMeld[] m = melds(melds);
        Filled<MjLib.MjDiscardOption[]> buf = rules.with(p -> fill(structs(MjLib.MjDiscardOption::new),
                (out, cap, n) -> lib().mj_discard_options(p, t, tiles.size(), m, melds.size(), null, out, cap, n)));
        List<DiscardOption> out = new ArrayList<>();
        for (int i = 0; i < buf.length(); i++) {
            MjLib.MjDiscardOption o = buf.buf()[i];
            out.add(new DiscardOption(Byte.toUnsignedInt(o.tile), Byte.toUnsignedInt(o.index), o.shanten,
                    idsOf(o.draws), o.draws_left));
        }
        return List.copyOf(out);
    }

    /** A C pointer as a handle the idiomatic classes hold. */
    static Pointer nonNull(Pointer p) {
        if (p == null) {
            throw new MajiangException(Status.PANIC, lastError());
        }
        return p;
    }

    /** A raw meld as the record. */
    static Meld meldOf(MjLib.MjMeld m) {
        return new Meld(MeldKind.of(m.kind), Byte.toUnsignedInt(m.tile));
    }
}
