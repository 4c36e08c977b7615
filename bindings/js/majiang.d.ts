// TypeScript declarations of majiang.js (the C ABI is include/majiang.h): the constants are
// generated with majiang.js's, the rest is hand-written.

// <generated:constants> by `cargo xtask bindings` from include/majiang.h: change the ABI, then run it.
/** MJ_WALL_ESTIMATE: `mj_ai_set_wall_left`'s value for "estimate the wall from the discards observed". */
export declare const WALL_ESTIMATE: -1;
/** MJ_BIG_HAND_SLOTS: length of `MjWinAnalysis::big_hand_units`: room for every big hand (`MjBigHand`) and for hands appended later, so the struct keeps its size. */
export declare const BIG_HAND_SLOTS: 16;
/** MJ_OPENING_WIN_SLOTS: length of `MjOpeningWins::counts`: every `MjOpeningWin`, with room to grow. */
export declare const OPENING_WIN_SLOTS: 8;
/** MJ_SELF_DRAW: `payer` of `mj_settle_win` for a self-drawn win: the three others pay. */
export declare const SELF_DRAW: -1;
/** MJ_EVENT_TILES: length of `MjEvent::tiles` and `MjGameResult::birds`: room for the most birds of a Changsha table (6) or of a flat table's bird count (8), and 开杠 flips (4). */
export declare const EVENT_TILES: 8;
/** MJ_NONE: a `uint8_t` seat or tile field that holds nothing (no seat, no tile). */
export declare const NONE: 255;
/** MJ_SHANTEN_UNREACHABLE: `mj_shanten_for`'s answer for a target the rules do not have or the hand's melds rule out (a chi for 碰碰胡, any meld for seven pairs). */
export declare const SHANTEN_UNREACHABLE: 99;
/** MJ_FAMILY_CHANGSHA: `MjRuleOptionInfo.families` bit: the Changsha table (changsha, eval-v1, standard). */
export declare const FAMILY_CHANGSHA: 1;
/** MJ_FAMILY_HUNAN: `MjRuleOptionInfo.families` bit: the flat Hunan tables (zhuanzhuan, hongzhong). */
export declare const FAMILY_HUNAN: 2;
/** MJ_FAMILY_SICHUAN: `MjRuleOptionInfo.families` bit: 四川 (sichuan). */
export declare const FAMILY_SICHUAN: 4;
/** MJ_NO_TILE: marks "no tile" where a tile id is optional (`mj_rules_set_wildcard`). */
export declare const NO_TILE: -1;
/** MJ_SICHUAN_PATTERN_SLOTS: length of `MjSichuanAnalysis::pattern_counts`: room for every pattern (`MjSichuanPattern`) and for patterns appended later, so the struct keeps its size. */
export declare const SICHUAN_PATTERN_SLOTS: 24;
/** MJ_KINDS: number of tile kinds with honours: ids are `0..MJ_KINDS`. */
export declare const KINDS: 34;
/** MJ_SUITED_KINDS: number of suited kinds: ids `0..MJ_SUITED_KINDS` are 万, 条, 筒 × 1–9. */
export declare const SUITED_KINDS: 27;
/** MJ_VALUE_NAME_BYTES: bytes of each name of an `MjValueLine`: UTF-8, NUL-terminated, the rest zero. */
export declare const VALUE_NAME_BYTES: 48;
/** MJ_ABI_VERSION: the ABI version this header describes. */
export declare const ABI_VERSION: 3;
/** MjStatus: the outcome of a call. */
export declare const Status: Readonly<{
  OK: 0; NULL_POINTER: 1; INVALID_ARGUMENT: 2; INVALID_TILE: 3; INVALID_MELD: 4; INVALID_HAND: 5;
  WRONG_HAND_SIZE: 6; PARSE_ERROR: 7; INVALID_UTF8: 8; BUFFER_TOO_SMALL: 9; INVALID_OPTION: 10;
  ILLEGAL_ACTION: 11; NOT_AVAILABLE: 12; PANIC: 100;
}>;
/** MjMeldKind: the kind of a meld, as `MjMeld::kind` holds it. */
export declare const MeldKind: Readonly<{ CHI: 0; PENG: 1; GANG: 2; AN_GANG: 3; BU_GANG: 4 }>;
/** MjRuleOption: the options of `mj_rules_set_option` / `mj_rules_get_option`. */
export declare const RuleOption: Readonly<{
  HONOURS: 0; TWO_FIVE_EIGHT_PAIR: 1; PENGPENGHU: 2; QINGYISE: 3; JIANGJIANGHU: 4; QUANQIUREN: 5;
  SEVEN_PAIRS: 6; THIRTEEN_ORPHANS: 7; KAIGANG: 8; KAIGANG_FLIPS: 9; OPENING_WINS: 10; BIRDS: 11;
  BIRD_MODE: 12; DEALER_BONUS: 13; NEXT_DEALER: 14; HAIDI_OFFER: 15; KONG_FEE: 16;
  POINTS_SMALL_SELF_DRAW: 17; POINTS_SMALL_DISCARD: 18; POINTS_BIG_UNIT: 19; CHI: 20;
  RED_DRAGONS: 21; FOUR_RED_DRAGONS: 22; DISCARD_WINS: 23; WILDCARD_SELF_DRAW_ONLY: 24;
  WILDCARD_ROBS_KONG: 25; MULTIPLE_WINNERS: 26; ROB_KONG: 27; ROB_KONG_PAYS_ALL: 28;
  NO_WILDCARD_DOUBLE: 29; FLAT_BIRDS: 30; BIRD_RULE: 31; BIRD_POINTS: 32; EXPOSED_KONG_POINTS: 33;
  KONG_POINTS_ON_DRAW: 34; FAN_CAP: 35; SELF_DRAW_BONUS: 36; YAOJIU_JIANGDUI: 37;
  MENQING_ZHONGZHANG: 38; TIANDI_HU: 39; CAGUA: 40; CALL_TRANSFER: 41; EXCHANGE: 42; CHA_DAJIAO: 43;
  KONG_FLOWER: 44; SICHUAN_MODE: 45; SICHUAN_MULTIPLE_WINNERS: 46; SICHUAN_ROB_KONG: 47;
  MCR_MINIMUM_FAN: 48; MCR_FLOWERS_COUNT: 49; MCR_FULL_GAME: 50; MCR_FALSE_WIN_PENALTY: 51;
  MCR_FLOWERS: 52; MCR_ROUND: 53;
}>;
/** MjTarget: a winning target: one family of complete hands (`mj_shanten_for`, bits of `mj_winning_targets`). */
export declare const Target: Readonly<{
  REGULAR: 0; PENGPENGHU: 1; QINGYISE: 2; SEVEN_PAIRS: 3; JIANGJIANGHU: 4; QUANQIUREN: 5;
  THIRTEEN_ORPHANS: 6;
}>;
/** MjBigHand: a big hand (大胡), as a bit (`1 << id`) of `MjWinAnalysis::big_hands` and an index of `MjWinAnalysis::big_hand_units`. */
export declare const BigHand: Readonly<{
  PENGPENGHU: 0; JIANGJIANGHU: 1; QINGYISE: 2; QIXIAODUI: 3; HAOHUA_QIXIAODUI: 4; QUANQIUREN: 5;
  TIANHU: 6; DIHU: 7; HAIDILAOYUE: 8; HAIDIPAO: 9; GANGSHANGKAIHUA: 10; GANGSHANGPAO: 11;
  QIANGGANGHU: 12;
}>;
/** MjOpeningWin: an opening win (起手胡), as an index of `MjOpeningWins::counts`; the core's `OpeningWin` order, fixed forever. */
export declare const OpeningWin: Readonly<{ DASIXI: 0; BANBANHU: 1; QUEYISE: 2; LIULIUSHUN: 3 }>;
/** MjDifficulty: the difficulty of an AI player. */
export declare const Difficulty: Readonly<{ EASY: 0; MEDIUM: 1; HARD: 2; EXPERT: 3 }>;
/** MjActionKind: the kind of an action, as `MjAction::kind` holds it: the engine's kind codes, fixed forever (new actions get new codes). */
export declare const ActionKind: Readonly<{
  PASS: 0; DISCARD: 1; CHI: 2; PENG: 3; GANG: 4; KAI_GANG: 5; AN_GANG: 6; AN_KAI_GANG: 7;
  BU_GANG: 8; BU_KAI_GANG: 9; HU: 10; TAKE_HAIDI: 11; EXCHANGE: 12; DING_QUE: 13;
}>;
/** MjPhase: what the table waits for (`MjGameState::phase`); fixed forever. */
export declare const Phase: Readonly<{
  TURN: 0; CLAIM: 1; KONG_FLIP: 2; HAIDI_OFFER: 3; HAIDI_DRAW: 4; FINISHED: 5; EXCHANGE: 6;
  DING_QUE: 7;
}>;
/** MjOffer: what is on offer in the `CLAIM` phase (`MjGameState::offer`). */
export declare const Offer: Readonly<{ DISCARD: 0; ROB_KONG: 1; KONG_FLIP: 2; HAIDI: 3 }>;
/** MjEventKind: what an `MjEvent` reports; fixed forever, new kinds are appended. */
export declare const EventKind: Readonly<{
  DEALT: 0; OPENING_WIN: 1; DREW: 2; DISCARDED: 3; PASSED: 4; MELDED: 5; KONG_FLIP: 6;
  HAIDI_OFFERED: 7; HAIDI_SHOWN: 8; WON: 9; EXHAUSTIVE_DRAW: 10; BIRDS_FLIPPED: 11; SETTLED: 12;
  FINISHED: 13; EXCHANGE_PICKED: 14; EXCHANGED: 15; VOIDS_DECLARED: 16; WIN_FAN: 17; FLOWER: 18;
}>;
/** MjDrawSource: where a drawn tile came from (`MjEvent::detail` of `MJ_EVENT_KIND_DREW`). */
export declare const DrawSource: Readonly<{ WALL: 0; REPLACEMENT: 1; HAIDI: 2 }>;
/** MjSettleReason: why points moved (`MjEvent::detail` of `MJ_EVENT_KIND_SETTLED`). */
export declare const SettleReason: Readonly<{
  OPENING_WIN: 0; KONG_FEE: 1; WIN: 2; END_OF_HAND: 3;
}>;
/** MjPaymentReason: why a payment line moves points (`MjPayment::reason`); fixed forever, new reasons are appended. */
export declare const PaymentReason: Readonly<{
  WIN: 0; DEALER_BONUS: 1; BIRDS: 2; NO_WILDCARD_DOUBLE: 3; CONCEALED_KONG: 4; ADDED_KONG: 5;
  EXPOSED_KONG: 6; KONG_VOIDED: 7; SELF_DRAW_BONUS: 8; CA_GUA: 9; CALL_TRANSFER: 10; HUA_ZHU: 11;
  CHA_DA_JIAO: 12; TAX_REFUND: 13;
}>;
/** MjSichuanPattern: one line of a 四川 fan count, as a bit (`1 << id`) of `MjSichuanAnalysis::patterns` and an index of its `pattern_counts`. */
export declare const SichuanPattern: Readonly<{
  PINGHU: 0; DUIDUIHU: 1; JIANGDUI: 2; QIDUI: 3; LONGQIDUI: 4; QINGYISE: 5; DAIYAOJIU: 6;
  JINGOUDIAO: 7; GEN: 8; MENQING: 9; ZHONGZHANG: 10; ZIMO: 11; GANGSHANGHUA: 12; GANGSHANGPAO: 13;
  QIANGGANGHU: 14; HAIDILAOYUE: 15; TIANHU: 16; DIHU: 17;
}>;
/** MjRuleOptionKind: the values an option takes (`MjRuleOptionInfo.kind`). */
export declare const RuleOptionKind: Readonly<{ BOOL: 0; INT: 1; ENUM: 2 }>;
/** MjValueUnit: what a family's totals count (`MjHandValue::unit`). */
export declare const ValueUnit: Readonly<{ ALIKE: 0; UNITS: 1; FAN: 2 }>;
// </generated:constants>

type ValueOf<T> = T[keyof T];
export type StatusCode = ValueOf<typeof Status>;
export type TargetId = ValueOf<typeof Target>;
export type BigHandId = ValueOf<typeof BigHand>;
export type OpeningWinId = ValueOf<typeof OpeningWin>;
export type SichuanPatternId = ValueOf<typeof SichuanPattern>;
export type DifficultyLevel = ValueOf<typeof Difficulty>;
export type RuleOptionId = ValueOf<typeof RuleOption>;

/** A tile kind id (0-33), `suit * 9 + (number - 1)`. */
export type TileId = number;
/** Tiles: kind ids, or notation ('123m456s789p11z', '五万 3条 九筒 东'). */
export type Tiles = readonly TileId[] | Uint8Array | string;
/** One tile: an id or notation ('5m'). */
export type TileLike = TileId | string;
/** A meld: its MeldKind and lowest tile. */
export interface Meld { kind: number; tile: TileId }
/** Melds: objects, [kind, tile] pairs, or notation ('peng:5m chi:345s an_gang:1m'). */
export type Melds = readonly (Meld | readonly [number, TileLike] | { kind: number; tile: TileLike })[] | string;
/** An engine action: an ActionKind and the tile it names (0 for none). */
export interface Action { kind: number; tile: TileId }
/** 34 counts indexed by tile id. */
export type TileCounts = readonly number[];
/** Integers for seeds: 0 to 2^64-1. */
export type Seed = number | bigint;

/** A refusal by the library: its status and mj_last_error's message. */
export declare class MajiangError extends Error {
  readonly name: 'MajiangError';
  /** The MjStatus value. */
  readonly status: StatusCode;
  /** Its name, e.g. 'MJ_STATUS_INVALID_TILE'. */
  readonly code: string;
  constructor(status: number, message: string);
}

/** How a hand was won (every flag false: on an ordinary discard by a non-dealer). */
export interface WinContext {
  selfDraw?: boolean; lastTile?: boolean; kongFlip?: boolean; robbedKong?: boolean;
  firstTurn?: boolean; dealer?: boolean;
}

export interface WinAnalysis {
  win: boolean;
  /** A small hand (小胡): no big hand applies. */
  small: boolean;
  /** Units of the big hands (0 for a small hand). */
  units: number;
  /** The targets the hand wins by. */
  targets: TargetId[];
  /** The big hands made, with their stable id ('pengpenghu') and units. */
  bigHands: { bigHand: BigHandId; id: string; units: number }[];
  /** The raw fields of MjWinAnalysis, which settleWin reads back. */
  targetsMask: number;
  bigHandsMask: number;
  bigHandUnits: number[];
}

/** How a 四川 hand was won, for the situational patterns (every flag false: on an ordinary discard). */
export interface SichuanContext {
  selfDraw?: boolean; afterKong?: boolean; robbedKong?: boolean; lastTile?: boolean;
  firstTurn?: boolean; dealer?: boolean;
}

/** What a hand is worth under the 四川 rules. */
export interface SichuanAnalysis {
  /** False without a winning shape or with all three suits held (缺一门). */
  win: boolean;
  /** The fan before the cap. */
  fan: number;
  /** The patterns in SichuanPattern order, gen once per four (empty when not a win). */
  patterns: SichuanPatternId[];
  /** Their stable ids ('qingyise'). */
  ids: string[];
}

/** What a HandValue's total counts: every win alike (转转, 红中: total 0, the lines name the
 * winning shape), 长沙's big-hand units, fan (四川; the mcr preset, flowers included). */
export type ValueUnit = 'alike' | 'units' | 'fan';

/** One named item of a hand's worth: a big hand, a pattern, a fan or a flat table's shape. */
export interface ValueLine {
  /** The stable identifier ('qingyise', 'gen', 'full_flush'). */
  id: string;
  /** The 中文 name ('清一色'). */
  chinese: string;
  english: string;
  /** What it is worth each time it counts, in the value's unit. */
  value: number;
  /** How many times it counts (根 per four, 花牌 per flower). */
  count: number;
}

/** What a hand is worth under its rules, in one shape for every preset. */
export interface HandValue {
  unit: ValueUnit;
  /** The tiles win under the rules' whole law, whatever their worth. */
  win: boolean;
  /** The sum of the lines' value × count: what the payment reads. */
  total: number;
  /** The part of the total the rules' minimum is checked against. */
  towardMinimum: number;
  /** Reaches the rules' minimum (every win on a table without one). */
  meetsMinimum: boolean;
  /** Of the hand before the win: 0 for a win, -1 when it can never win. */
  shanten: number;
  /** Empty when not a win. */
  lines: ValueLine[];
}

export interface OpeningWins {
  /** Occurrences in all: what settleOpening pays. */
  total: number;
  /** Occurrences of each opening win, in OpeningWin order. */
  counts: number[];
  wins: { openingWin: OpeningWinId; id: string; count: number }[];
}

/** One discard of a ranking: the tile, its first index in the tiles given, the shanten after it. */
export interface DiscardOption {
  tile: TileId;
  index: number;
  shanten: number;
  /** Kinds whose draw would lower the shanten (the waits when ready). */
  usefulKinds: TileId[];
  /** Copies of those kinds still to come (not seen). */
  unseenCopies: number;
  /** @deprecated 0.1 name of usefulKinds. */
  readonly draws: TileId[];
  /** @deprecated usefulKinds.length. */
  readonly drawKinds: number;
  /** @deprecated 0.1 name of unseenCopies. */
  readonly drawsLeft: number;
}

/** One discard of EXPERT's hint list. */
export interface Hint extends DiscardOption {
  /** The targets closest after the discard (Target.SEVEN_PAIRS is the big hand BigHand.QIXIAODUI). */
  targets: TargetId[];
  /** Probability (0-1) of winning within the draws left. */
  winProb: number;
  /** Expected points of the hand. */
  points: number;
  /** Why, in English ('discard 9s: ready, waiting on 25m …'). */
  reason: string;
  /** Why, in Chinese ('打 9s: 听牌, …'). */
  reasonZh: string;
}

export interface GameState {
  scores: number[];
  phase: ValueOf<typeof Phase>;
  /** The seat the phase is about; NONE when finished. */
  seat: number;
  /** CLAIM: the Offer; NONE otherwise. */
  offer: number;
  /** The tiles on offer, flipped or taken. */
  tiles: TileId[];
  /** The seats that must answer now, ascending (a list, as in every binding; 0.1 gave the mask). */
  pending: number[];
  /** @deprecated The same seats as bits 1 << s (0.1's `pending`). */
  pendingMask: number;
  /** The seat to ask next, or NONE when the hand is over. */
  nextSeat: number;
  dealer: number;
  wallLeft: number;
  /** The seats frozen by 开杠, ascending. */
  frozen: number[];
  /** @deprecated The same seats as bits 1 << s (0.1's `frozen`). */
  frozenMask: number;
}

export interface GameEvent {
  kind: ValueOf<typeof EventKind>;
  seat: number;
  from: number;
  tile: number;
  /** DrawSource, MeldKind, SettleReason or OpeningWin, by kind. */
  detail: number;
  flag: number;
  tiles: TileId[];
  /** WON: the big hands. */
  bigHands: BigHandId[];
  /** WIN_FAN (四川): the win's patterns (GEN once; `detail` counts the 根). */
  patterns: SichuanPatternId[];
  /** WON: units; WIN_FAN: the fan before the cap; OPENING_WIN: occurrences. */
  count: number;
  deltas: number[];
}

export interface GameResult {
  finished: boolean;
  /** Every point that moved, by seat. */
  deltas: number[];
  /** The seats that won (0-3), in seat order. */
  winners: number[];
  /** @deprecated The same seats as bits 1 << s (0.1's `winners`); read `winners`. */
  winnersMask: number;
  /** The seat that paid alone; NONE for a self-draw or no win. */
  from: number;
  nextDealer: number;
  /** Each seat's big hands. */
  bigHands: BigHandId[][];
  units: number[];
  birds: TileId[];
  /** Every win of the finished hand (Game.wins()). */
  wins: Win[];
}

/** One win of a finished hand. */
export interface Win {
  seat: number;
  /** Who paid alone; NONE for a self-draw. */
  from: number;
  /** The winning tile; NONE for 天胡. */
  tile: number;
  /** This win's payments by seat. */
  deltas: number[];
  /** The value's total where it counts fan (四川 before the cap; the mcr preset); null elsewhere. */
  fan: number | null;
  /** 四川: SichuanPattern ids, each as often as it counts; empty elsewhere. */
  patterns: number[];
  /** Their stable identifiers ('qingyise', …). */
  patternIds: string[];
  /** A small hand, as the WON event's flag: Changsha's 小胡, every flat-table win, a 四川 win of 0 fan. */
  small: boolean;
  /** Changsha: the big hands and their units. */
  bigHands: BigHandId[];
  units: number;
  /** What the win was worth, as the table scored it (winValue). */
  value: HandValue;
}

/** One payment line of a flat table (转转, 红中): `from` pays `to` `points`. */
export interface Payment {
  from: number;
  to: number;
  points: number;
  /** A PaymentReason value. */
  reason: number;
  /** The bird hits of a BIRDS line; 0 otherwise. */
  hits: number;
  /** The reason's stable identifier ('cagua'). */
  reasonId: string;
  /** Its Chinese label ('呼叫转移'; a BIRDS line '中鸟 ×2'). */
  label: string;
  /** Its English label ('kong income transferred'; 'birds ×2'). */
  labelEn: string;
}

/** One bird flipped after a win. */
export interface Bird {
  tile: TileId;
  /** The seat it lands on where the rules read one; NONE otherwise. */
  seat: number;
  /** The hits it counts for the winners on a flat table. */
  hits: number;
}

declare class Handle {
  /** Whether free() has been called. */
  readonly freed: boolean;
  /** Releases the handle now; later calls on it throw, a second free() does nothing. */
  free(): void;
}

/** A rule set. */
/** One rule option (`Rules.options()`): the core's option registry, read through the C ABI. */
export interface RuleOptionInfo {
  id: RuleOptionId;
  /** As `mj_rule_option_name` and `majiang rules` name it. */
  name: string;
  zh: string;
  en: string;
  doc: string;
  kind: 'bool' | 'int' | 'enum';
  min: number;
  max: number;
  /** The labelled values (empty for an int range). */
  values: { value: number; zh: string; en: string }[];
  families: ('changsha' | 'hunan' | 'sichuan')[];
  /** These rules take the option (get/set refuse it otherwise). */
  applies: boolean;
  /** These rules' value, or null unless `applies`. */
  value: number | null;
  /** Their preset's default, or null unless `applies`. */
  default: number | null;
}

export declare class Rules extends Handle {
  clone(): Rules;
  set(option: RuleOptionId, value: number): this;
  get(option: RuleOptionId): number;
  /** The RuleOption of this name ('flat_birds'; the older 'pair_258' too); another name throws INVALID_OPTION. */
  static optionByName(name: string): RuleOptionId;
  /** Every rule option of the core's registry, in id order, with labels, values and defaults. */
  options(): RuleOptionInfo[];
  /** The wildcard tile (赖子), or null. */
  wildcard: TileId | null;
}

/** An AI player. */
export declare class Ai extends Handle {
  readonly difficulty: DifficultyLevel;
  decideDiscard(tiles: Tiles, melds?: Melds): number;
  shouldPeng(hand: Tiles, tile: TileLike, difficulty?: DifficultyLevel): boolean;
  shouldChi(hand: Tiles, tile: TileLike, difficulty?: DifficultyLevel): boolean;
  shouldGang(hand: Tiles, tile: TileLike, difficulty?: DifficultyLevel): boolean;
  shouldHu(tiles: Tiles, melds?: Melds): boolean;
  shouldHuDiscard(tiles: Tiles, tile: TileLike, melds?: Melds): boolean;
  observeDiscard(tile: TileLike): void;
  /** `bySeat`: the seat that laid the meld down, for a seat the AI plays (several seats, or a one-seat AI's own claims: that seat takes the claimed tile back out of what it saw); omitted: every seat counts it. */
  observeMeld(meld: Meld | readonly [number, TileLike], claimedTile?: TileLike, bySeat?: number): void;
  /** The seat (0-3) the questions are about, NONE (the default) for none: with no seat each question is answered from its own arguments (a shared AI answers as one per seat); with one, each seat keeps its own memory. Set null or NONE for none. */
  get seat(): number;
  set seat(seat: number | null);
  reset(): void;
  reseed(seed: Seed): void;
  observed(): number[];
  setWallLeft(wallLeft: number): void;
  /** 四川 at the host's own table: the current seat's void suit (0 万, 1 条, 2 筒; null or NONE for none). */
  setVoid(suit: number | null): void;
  hints(tiles: Tiles, melds?: Melds): Hint[];
  hintReasons(tiles: Tiles, melds?: Melds, chinese?: boolean): string[];
}

/** One hand of mahjong driven step by step. */
export declare class Game extends Handle {
  state(): GameState;
  hand(seat: number): TileId[];
  dealt(seat: number): TileId[];
  drawnTile(seat: number): TileId | null;
  melds(seat: number): Meld[];
  discards(seat: number): { tile: TileId; claimed: boolean }[];
  legalActions(seat: number): Action[];
  /** EXPERT's ranked legal discards of `seat` in its turn, from what it sees (mcr: its own wind); empty off its turn. `index` is the position in hand(seat). */
  hints(seat: number): Hint[];
  hintReasons(seat: number, chinese?: boolean): string[];
  apply(seat: number, action: Action | readonly [number, TileLike]): void;
  events(): GameEvent[];
  result(): GameResult;
  /** Every win of the finished hand, in the order won (empty while it is on). */
  wins(): Win[];
  /** Every payment line of a finished flat-table hand (empty while on, and under Changsha). */
  payments(): Payment[];
  /** Every bird flipped after the win. */
  birds(): Bird[];
  /** 四川: a seat's void suit (NONE until every seat has declared), wins so far, whether it has left. */
  sichuanSeat(seat: number): { voidSuit: number; wins: number; left: boolean };
  /** What win number `win` (default 0) of the finished hand was worth, as the table scored it. */
  winValue(win?: number): HandValue;
  aiAction(seat: number, ai: Ai): Action;
  recordJson(): string;
}

/** The library bound to one instance of majiang.wasm. */
export declare class Majiang {
  readonly Rules: {
    changsha(): Rules;
    standard(): Rules;
    evalV1(): Rules;
    zhuanzhuan(): Rules;
    hongzhong(): Rules;
    /** 四川麻将 血战到底: a Game plays its hands (EXCHANGE and DING_QUE phases, wins that do not end the hand). */
    sichuan(): Rules;
    /** changsha, eval-v1, standard, zhuanzhuan, hongzhong or sichuan; another name throws INVALID_OPTION. */
    byName(name: string): Rules;
  };
  readonly Ai: { new (difficulty: DifficultyLevel, seed: Seed, rules: Rules): Ai; available(difficulty: number): boolean };
  readonly Game: { new (rules: Rules, seed: Seed, dealer: number): Game; replay(record: string): Game };
  /** The raw exports: every mj_* function of include/majiang.h, mj_alloc, mj_dealloc, memory. */
  readonly exports: WebAssembly.Exports;
  lastError(): string;
  statusName(status: number): string;
  version(): string;
  abiVersion(): number;
  warmUp(): void;
  parseTiles(notation: string): TileId[];
  parseMelds(notation: string): Meld[];
  formatTiles(tiles: Tiles): string;
  formatTilesChinese(tiles: Tiles): string;
  /**
   * Whether a 3n+2 hand (the winning tile included) wins. A 3n+1 hand (e.g. 13 tiles: the
   * winning tile missing) throws a MajiangError of Status.WRONG_HAND_SIZE; waits() lists the
   * tiles it waits on.
   */
  isWin(rules: Rules, tiles: Tiles, melds?: Melds): boolean;
  /** The targets a 3n+2 hand wins by; a 3n+1 hand throws as in isWin(). */
  winningTargets(rules: Rules, tiles: Tiles, melds?: Melds): TargetId[];
  waits(rules: Rules, tiles: Tiles, melds?: Melds): TileId[];
  waitCounts(rules: Rules, tiles: Tiles, melds?: Melds, unseen?: TileCounts): number[];
  shanten(rules: Rules, tiles: Tiles, melds?: Melds): number;
  /** null when the rules or melds rule the target out. */
  shantenFor(rules: Rules, target: TargetId, tiles: Tiles, melds?: Melds): number | null;
  analyzeWin(rules: Rules, tiles: Tiles, melds?: Melds, ctx?: WinContext): WinAnalysis;
  openingWins(rules: Rules, dealt: Tiles): OpeningWins;
  settleWin(rules: Rules, analysis: WinAnalysis, winner: number, payer: number, dealer: number, birds?: Tiles): number[];
  settleOpening(rules: Rules, player: number, occurrences: number, dealer: number): number[];
  bigHandIdName(bigHand: number): string;
  bigHandChineseName(bigHand: number): string;
  openingWinIdName(openingWin: number): string;
  openingWinChineseName(openingWin: number): string;
  discardOptions(rules: Rules, tiles: Tiles, melds?: Melds, unseen?: TileCounts): DiscardOption[];
  sichuanAnalyze(rules: Rules, tiles: Tiles, melds?: Melds, ctx?: SichuanContext): SichuanAnalysis;
  sichuanWaits(rules: Rules, tiles: Tiles, melds?: Melds): TileId[];
  /** null when the hand is not ready. */
  sichuanBestReadyHand(rules: Rules, tiles: Tiles, melds?: Melds): { tile: TileId; analysis: SichuanAnalysis } | null;
  sichuanPatternIdName(pattern: number): string;
  sichuanPatternChineseName(pattern: number): string;
  sichuanPatternEnglishName(pattern: number): string;
  /**
   * What a 3n+2 hand is worth under any preset, won as the context words say ('win:TILE
   * self_drawn last_copy kong kong_discard last_tile first_turn dealer seat:E|S|W|N
   * round:E|S|W|N flowers:N'; none: on a discard of the last tile given).
   */
  handValue(rules: Rules, tiles: Tiles, melds?: Melds, context?: string): HandValue;
  /** The waits of a 3n+1 hand, ascending, each with what the win on it is worth. */
  valuedWaits(rules: Rules, tiles: Tiles, melds?: Melds, context?: string): { tile: TileId; value: HandValue }[];
  paymentReasonIdName(reason: number): string;
  paymentReasonChineseName(reason: number): string;
  paymentReasonEnglishName(reason: number): string;
}

/**
 * Loads majiang.wasm: bytes, a WebAssembly.Module or Instance, a Response, a URL, or a path
 * (Node; under WeChat a path inside the game package, `.wasm` or `.wasm.br`). Without a
 * source: majiang.wasm beside majiang.js.
 */
export declare function load(
  source?: ArrayBuffer | ArrayBufferView | WebAssembly.Module | WebAssembly.Instance | Response | URL | string,
): Promise<Majiang>;
/** Loads synchronously from the module's bytes or a compiled module. */
export declare function loadSync(bytes: ArrayBuffer | ArrayBufferView | WebAssembly.Module): Majiang;
