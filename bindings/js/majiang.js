// majiang for JavaScript: the C ABI of majiang.wasm (include/majiang.h) wrapped the way a
// JavaScript host expects. One file, no dependencies, no glue of a wasm toolchain (only the
// constants are written, from the header, by `cargo xtask bindings`): it runs where
// mini-game runtimes lack TextDecoder and fetch (WeChat's WXWebAssembly), in browsers and in
// Node.
//
// The module imports nothing. Every call copies its inputs into a scratch area of the
// module's memory (mj_alloc), calls the export, checks the status (a failure throws a
// MajiangError with the status and mj_last_error's message) and reads the results back as
// plain values. Handles (Rules, Ai, Game) are freed by free(); a FinalizationRegistry
// frees the ones the program forgets.

// <generated:constants> by `cargo xtask bindings` from include/majiang.h: change the ABI, then run it.
/** MJ_WALL_ESTIMATE: `mj_ai_set_wall_left`'s value for "estimate the wall from the discards observed". */
export const WALL_ESTIMATE = -1;
/** MJ_BIG_HAND_SLOTS: length of `MjWinAnalysis::big_hand_units`: room for every big hand (`MjBigHand`) and for hands appended later, so the struct keeps its size. */
export const BIG_HAND_SLOTS = 16;
/** MJ_OPENING_WIN_SLOTS: length of `MjOpeningWins::counts`: every `MjOpeningWin`, with room to grow. */
export const OPENING_WIN_SLOTS = 8;
/** MJ_SELF_DRAW: `payer` of `mj_settle_win` for a self-drawn win: the three others pay. */
export const SELF_DRAW = -1;
/** MJ_EVENT_TILES: length of `MjEvent::tiles` and `MjGameResult::birds`: room for the most birds of a Changsha table (6) or of a flat table's bird count (8), and 开杠 flips (4). */
export const EVENT_TILES = 8;
/** MJ_NONE: a `uint8_t` seat or tile field that holds nothing (no seat, no tile). */
export const NONE = 255;
/** MJ_SHANTEN_UNREACHABLE: `mj_shanten_for`'s answer for a target the rules do not have or the hand's melds rule out (a chi for 碰碰胡, any meld for seven pairs). */
export const SHANTEN_UNREACHABLE = 99;
/** MJ_FAMILY_CHANGSHA: `MjRuleOptionInfo.families` bit: the Changsha table (changsha, eval-v1, standard). */
export const FAMILY_CHANGSHA = 1;
/** MJ_FAMILY_HUNAN: `MjRuleOptionInfo.families` bit: the flat Hunan tables (zhuanzhuan, hongzhong). */
export const FAMILY_HUNAN = 2;
/** MJ_FAMILY_SICHUAN: `MjRuleOptionInfo.families` bit: 四川 (sichuan). */
export const FAMILY_SICHUAN = 4;
/** MJ_NO_TILE: marks "no tile" where a tile id is optional (`mj_rules_set_wildcard`). */
export const NO_TILE = -1;
/** MJ_SICHUAN_PATTERN_SLOTS: length of `MjSichuanAnalysis::pattern_counts`: room for every pattern (`MjSichuanPattern`) and for patterns appended later, so the struct keeps its size. */
export const SICHUAN_PATTERN_SLOTS = 24;
/** MJ_KINDS: number of tile kinds with honours: ids are `0..MJ_KINDS`. */
export const KINDS = 34;
/** MJ_SUITED_KINDS: number of suited kinds: ids `0..MJ_SUITED_KINDS` are 万, 条, 筒 × 1–9. */
export const SUITED_KINDS = 27;
/** MJ_VALUE_NAME_BYTES: bytes of each name of an `MjValueLine`: UTF-8, NUL-terminated, the rest zero. */
export const VALUE_NAME_BYTES = 48;
/** MJ_ABI_VERSION: the ABI version this header describes. */
export const ABI_VERSION = 3;
/** MjStatus: the outcome of a call. */
export const Status = Object.freeze({
  OK: 0, NULL_POINTER: 1, INVALID_ARGUMENT: 2, INVALID_TILE: 3, INVALID_MELD: 4, INVALID_HAND: 5,
  WRONG_HAND_SIZE: 6, PARSE_ERROR: 7, INVALID_UTF8: 8, BUFFER_TOO_SMALL: 9, INVALID_OPTION: 10,
  ILLEGAL_ACTION: 11, NOT_AVAILABLE: 12, PANIC: 100,
});
/** MjMeldKind: the kind of a meld, as `MjMeld::kind` holds it. */
export const MeldKind = Object.freeze({ CHI: 0, PENG: 1, GANG: 2, AN_GANG: 3, BU_GANG: 4 });
/** MjRuleOption: the options of `mj_rules_set_option` / `mj_rules_get_option`. */
export const RuleOption = Object.freeze({
  HONOURS: 0, TWO_FIVE_EIGHT_PAIR: 1, PENGPENGHU: 2, QINGYISE: 3, JIANGJIANGHU: 4, QUANQIUREN: 5,
  SEVEN_PAIRS: 6, THIRTEEN_ORPHANS: 7, KAIGANG: 8, KAIGANG_FLIPS: 9, OPENING_WINS: 10, BIRDS: 11,
  BIRD_MODE: 12, DEALER_BONUS: 13, NEXT_DEALER: 14, HAIDI_OFFER: 15, KONG_FEE: 16,
  POINTS_SMALL_SELF_DRAW: 17, POINTS_SMALL_DISCARD: 18, POINTS_BIG_UNIT: 19, CHI: 20,
  RED_DRAGONS: 21, FOUR_RED_DRAGONS: 22, DISCARD_WINS: 23, WILDCARD_SELF_DRAW_ONLY: 24,
  WILDCARD_ROBS_KONG: 25, MULTIPLE_WINNERS: 26, ROB_KONG: 27, ROB_KONG_PAYS_ALL: 28,
  NO_WILDCARD_DOUBLE: 29, FLAT_BIRDS: 30, BIRD_RULE: 31, BIRD_POINTS: 32, EXPOSED_KONG_POINTS: 33,
  KONG_POINTS_ON_DRAW: 34, FAN_CAP: 35, SELF_DRAW_BONUS: 36, YAOJIU_JIANGDUI: 37,
  MENQING_ZHONGZHANG: 38, TIANDI_HU: 39, CAGUA: 40, CALL_TRANSFER: 41, EXCHANGE: 42, CHA_DAJIAO: 43,
  KONG_FLOWER: 44, SICHUAN_MODE: 45, SICHUAN_MULTIPLE_WINNERS: 46, SICHUAN_ROB_KONG: 47,
  MCR_MINIMUM_FAN: 48, MCR_FLOWERS_COUNT: 49, MCR_FULL_GAME: 50, MCR_FALSE_WIN_PENALTY: 51,
  MCR_FLOWERS: 52, MCR_ROUND: 53,
});
/** MjTarget: a winning target: one family of complete hands (`mj_shanten_for`, bits of `mj_winning_targets`). */
export const Target = Object.freeze({
  REGULAR: 0, PENGPENGHU: 1, QINGYISE: 2, SEVEN_PAIRS: 3, JIANGJIANGHU: 4, QUANQIUREN: 5,
  THIRTEEN_ORPHANS: 6,
});
/** MjBigHand: a big hand (大胡), as a bit (`1 << id`) of `MjWinAnalysis::big_hands` and an index of `MjWinAnalysis::big_hand_units`. */
export const BigHand = Object.freeze({
  PENGPENGHU: 0, JIANGJIANGHU: 1, QINGYISE: 2, QIXIAODUI: 3, HAOHUA_QIXIAODUI: 4, QUANQIUREN: 5,
  TIANHU: 6, DIHU: 7, HAIDILAOYUE: 8, HAIDIPAO: 9, GANGSHANGKAIHUA: 10, GANGSHANGPAO: 11,
  QIANGGANGHU: 12,
});
/** MjOpeningWin: an opening win (起手胡), as an index of `MjOpeningWins::counts`; the core's `OpeningWin` order, fixed forever. */
export const OpeningWin = Object.freeze({ DASIXI: 0, BANBANHU: 1, QUEYISE: 2, LIULIUSHUN: 3 });
/** MjDifficulty: the difficulty of an AI player. */
export const Difficulty = Object.freeze({ EASY: 0, MEDIUM: 1, HARD: 2, EXPERT: 3 });
/** MjActionKind: the kind of an action, as `MjAction::kind` holds it: the engine's kind codes, fixed forever (new actions get new codes). */
export const ActionKind = Object.freeze({
  PASS: 0, DISCARD: 1, CHI: 2, PENG: 3, GANG: 4, KAI_GANG: 5, AN_GANG: 6, AN_KAI_GANG: 7,
  BU_GANG: 8, BU_KAI_GANG: 9, HU: 10, TAKE_HAIDI: 11, EXCHANGE: 12, DING_QUE: 13,
});
/** MjPhase: what the table waits for (`MjGameState::phase`); fixed forever. */
export const Phase = Object.freeze({
  TURN: 0, CLAIM: 1, KONG_FLIP: 2, HAIDI_OFFER: 3, HAIDI_DRAW: 4, FINISHED: 5, EXCHANGE: 6,
  DING_QUE: 7,
});
/** MjOffer: what is on offer in the `CLAIM` phase (`MjGameState::offer`). */
export const Offer = Object.freeze({ DISCARD: 0, ROB_KONG: 1, KONG_FLIP: 2, HAIDI: 3 });
/** MjEventKind: what an `MjEvent` reports; fixed forever, new kinds are appended. */
export const EventKind = Object.freeze({
  DEALT: 0, OPENING_WIN: 1, DREW: 2, DISCARDED: 3, PASSED: 4, MELDED: 5, KONG_FLIP: 6,
  HAIDI_OFFERED: 7, HAIDI_SHOWN: 8, WON: 9, EXHAUSTIVE_DRAW: 10, BIRDS_FLIPPED: 11, SETTLED: 12,
  FINISHED: 13, EXCHANGE_PICKED: 14, EXCHANGED: 15, VOIDS_DECLARED: 16, WIN_FAN: 17, FLOWER: 18,
});
/** MjDrawSource: where a drawn tile came from (`MjEvent::detail` of `MJ_EVENT_KIND_DREW`). */
export const DrawSource = Object.freeze({ WALL: 0, REPLACEMENT: 1, HAIDI: 2 });
/** MjSettleReason: why points moved (`MjEvent::detail` of `MJ_EVENT_KIND_SETTLED`). */
export const SettleReason = Object.freeze({ OPENING_WIN: 0, KONG_FEE: 1, WIN: 2, END_OF_HAND: 3 });
/** MjPaymentReason: why a payment line moves points (`MjPayment::reason`); fixed forever, new reasons are appended. */
export const PaymentReason = Object.freeze({
  WIN: 0, DEALER_BONUS: 1, BIRDS: 2, NO_WILDCARD_DOUBLE: 3, CONCEALED_KONG: 4, ADDED_KONG: 5,
  EXPOSED_KONG: 6, KONG_VOIDED: 7, SELF_DRAW_BONUS: 8, CA_GUA: 9, CALL_TRANSFER: 10, HUA_ZHU: 11,
  CHA_DA_JIAO: 12, TAX_REFUND: 13,
});
/** MjSichuanPattern: one line of a 四川 fan count, as a bit (`1 << id`) of `MjSichuanAnalysis::patterns` and an index of its `pattern_counts`. */
export const SichuanPattern = Object.freeze({
  PINGHU: 0, DUIDUIHU: 1, JIANGDUI: 2, QIDUI: 3, LONGQIDUI: 4, QINGYISE: 5, DAIYAOJIU: 6,
  JINGOUDIAO: 7, GEN: 8, MENQING: 9, ZHONGZHANG: 10, ZIMO: 11, GANGSHANGHUA: 12, GANGSHANGPAO: 13,
  QIANGGANGHU: 14, HAIDILAOYUE: 15, TIANHU: 16, DIHU: 17,
});
/** MjRuleOptionKind: the values an option takes (`MjRuleOptionInfo.kind`). */
export const RuleOptionKind = Object.freeze({ BOOL: 0, INT: 1, ENUM: 2 });
/** MjValueUnit: what a family's totals count (`MjHandValue::unit`). */
export const ValueUnit = Object.freeze({ ALIKE: 0, UNITS: 1, FAN: 2 });
// </generated:constants>

const STATUS_NAMES = new Map(Object.entries(Status).map(([k, v]) => [v, 'MJ_STATUS_' + k]));

/** A refusal by the library (or by these wrappers, in the library's words). */
export class MajiangError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'MajiangError';
    /** The MjStatus value. */
    this.status = status;
    /** Its name, e.g. 'MJ_STATUS_INVALID_TILE'. */
    this.code = STATUS_NAMES.get(status) ?? 'MJ_STATUS_UNKNOWN';
  }
}

// ---- UTF-8 without TextEncoder/TextDecoder (missing in some mini-game runtimes) ----

const encoder = typeof TextEncoder === 'function' ? new TextEncoder() : null;
const decoder = typeof TextDecoder === 'function' ? new TextDecoder() : null;

function utf8Encode(s) {
  if (encoder) return encoder.encode(s);
  const out = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.codePointAt(i);
    if (c > 0xffff) i++;
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd; // a lone surrogate
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

function utf8Decode(bytes) {
  if (decoder) return decoder.decode(bytes);
  let s = '';
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i++];
    let c;
    if (b < 0x80) c = b;
    else if (b < 0xe0) c = ((b & 31) << 6) | (bytes[i++] & 63);
    else if (b < 0xf0) c = ((b & 15) << 12) | ((bytes[i++] & 63) << 6) | (bytes[i++] & 63);
    else c = ((b & 7) << 18) | ((bytes[i++] & 63) << 12) | ((bytes[i++] & 63) << 6) | (bytes[i++] & 63);
    s += String.fromCodePoint(c);
  }
  return s;
}

// ---- loading ----

const isNode = typeof process === 'object' && !!process.versions && !!process.versions.node;

async function nodeBytes(path) {
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  if (String(path).endsWith('.br')) {
    const { brotliDecompressSync } = await import('node:zlib');
    return brotliDecompressSync(bytes);
  }
  return bytes;
}

/**
 * Loads majiang.wasm and returns the library bound to it.
 *
 * `source`: the module's bytes (ArrayBuffer, typed array, Node Buffer), a compiled
 * WebAssembly.Module or Instance, a Response, a URL or a string: a path or file: URL in Node
 * (`.wasm.br` is decompressed), a path inside the game package under WeChat
 * (WXWebAssembly.instantiate, `.wasm` or `.wasm.br`), a URL elsewhere (fetched). Without
 * it: `majiang.wasm` beside this file.
 */
export async function load(source) {
  const imports = {};
  // WeChat mini-games have WXWebAssembly and may have no WebAssembly global.
  const wx = typeof WXWebAssembly !== 'undefined';
  const wasm = typeof WebAssembly !== 'undefined' ? WebAssembly : null;
  if (source === undefined) {
    source = wx ? 'majiang.wasm' : new URL('./majiang.wasm', import.meta.url);
  }
  let instance;
  if (wasm && source instanceof wasm.Instance) instance = source;
  else if (wasm && source instanceof wasm.Module) instance = await wasm.instantiate(source, imports);
  else if (wasm && (source instanceof ArrayBuffer || ArrayBuffer.isView(source))) {
    instance = (await wasm.instantiate(source, imports)).instance;
  } else if (wx && typeof source === 'string') {
    // WeChat mini-games: only a file of the package, by its path.
    // eslint-disable-next-line no-undef
    instance = (await WXWebAssembly.instantiate(source, imports)).instance;
  } else if (isNode && (typeof source === 'string' ? !/^https?:/.test(source) : source.protocol === 'file:')) {
    instance = (await WebAssembly.instantiate(await nodeBytes(source), imports)).instance;
  } else {
    const response = typeof Response === 'function' && source instanceof Response ? source : await fetch(source);
    if (!response.ok) throw new Error(`majiang: cannot load ${response.url || source}: HTTP ${response.status}`);
    instance = (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
  }
  return new Majiang(instance);
}

/** Loads majiang.wasm synchronously from its bytes (or a compiled WebAssembly.Module). */
export function loadSync(bytes) {
  const module = bytes instanceof WebAssembly.Module ? bytes : new WebAssembly.Module(bytes);
  return new Majiang(new WebAssembly.Instance(module, {}));
}

// ---- the library ----

// <generated:layout> by `cargo xtask bindings` from include/majiang.h.
/** Byte offsets of each struct's fields, and its `size`, in the module's memory (wasm32). */
const LAYOUT = Object.freeze({
  MjMeld: Object.freeze({ size: 2, kind: 0, tile: 1 }),
  MjTileCounts: Object.freeze({ size: 34, counts: 0 }),
  MjHint: Object.freeze({
    size: 40, draws: 0, win_prob: 8, points: 16, draws_left: 24, targets: 28, tile: 32, index: 33,
    shanten: 34, draw_kinds: 35,
  }),
  MjWinContext: Object.freeze({
    size: 6, self_draw: 0, last_tile: 1, kong_flip: 2, robbed_kong: 3, first_turn: 4, dealer: 5,
  }),
  MjWinAnalysis: Object.freeze({
    size: 32, targets: 0, big_hands: 4, units: 8, win: 12, small: 13, big_hand_units: 14,
  }),
  MjOpeningWins: Object.freeze({ size: 12, total: 0, counts: 4 }),
  MjPoints: Object.freeze({ size: 16, points: 0 }),
  MjDiscardOption: Object.freeze({
    size: 16, draws: 0, draws_left: 8, tile: 12, index: 13, shanten: 14, draw_kinds: 15,
  }),
  MjGameState: Object.freeze({
    size: 32, scores: 0, phase: 16, seat: 17, offer: 18, tile_count: 19, tiles: 20, pending: 24,
    next_seat: 25, dealer: 26, wall_left: 27, frozen: 28,
  }),
  MjDiscard: Object.freeze({ size: 2, tile: 0, claimed: 1 }),
  MjSichuanSeat: Object.freeze({ size: 3, void_suit: 0, wins: 1, left: 2 }),
  MjAction: Object.freeze({ size: 2, kind: 0, tile: 1 }),
  MjEvent: Object.freeze({
    size: 40, deltas: 0, big_hands: 16, count: 20, kind: 24, seat: 25, from: 26, tile: 27,
    detail: 28, flag: 29, tile_count: 30, tiles: 31,
  }),
  MjGameResult: Object.freeze({
    size: 64, deltas: 0, big_hands: 16, units: 32, finished: 48, winners: 49, from: 50,
    next_dealer: 51, bird_count: 52, birds: 53,
  }),
  MjRuleOptionInfo: Object.freeze({
    size: 32, id: 0, families: 4, min: 8, max: 12, choices: 16, default_value: 20, value: 24,
    kind: 28, applies: 29,
  }),
  MjPayment: Object.freeze({ size: 8, points: 0, from: 4, to: 5, reason: 6, hits: 7 }),
  MjBird: Object.freeze({ size: 3, tile: 0, seat: 1, hits: 2 }),
  MjSichuanAnalysis: Object.freeze({ size: 36, patterns: 0, fan: 4, win: 8, pattern_counts: 9 }),
  MjWin: Object.freeze({
    size: 64, deltas: 0, sichuan: 16, big_hands: 52, units: 56, seat: 60, from: 61, tile: 62,
    small: 63,
  }),
  MjSichuanContext: Object.freeze({
    size: 6, self_draw: 0, after_kong: 1, robbed_kong: 2, last_tile: 3, first_turn: 4, dealer: 5,
  }),
  MjHandValue: Object.freeze({
    size: 16, total: 0, toward_minimum: 4, unit: 8, win: 12, meets_minimum: 13, shanten: 14,
  }),
  MjValueLine: Object.freeze({
    size: 152, id: 0, chinese: 48, english: 96, value: 144, count: 148,
  }),
  MjValuedWait: Object.freeze({ size: 20, value: 0, tile: 16 }),
});
// </generated:layout>
const SCRATCH = 64 * 1024;

/** What a HandValue's total counts, by `MjHandValue.unit`: every win alike (转转, 红中), 长沙's
 * big-hand units, fan (四川; the mcr preset, flowers included). */
const VALUE_UNITS = Object.freeze(['alike', 'units', 'fan']);

/** The context words a wait does not inherit: they belong to one tile (mj_valued_waits). */
const ONE_TILE_WORDS = Object.freeze(['last_copy', 'kong', 'kong_discard']);

/** The ids of the set bits of a 32-bit mask, ascending, after `base`. */
function bitsOf(mask, base, ids) {
  for (let m = mask >>> 0; m !== 0; m &= m - 1) ids.push(base + 31 - Math.clz32(m & -m));
  return ids;
}

function idsOf(mask) {
  return bitsOf(mask, 0, []);
}

/** The seats of a seat bit mask (bit `1 << s`), ascending: every binding's shape of a seat set. */
function seatList(mask) {
  return idsOf(mask & 0xf);
}

/** The ids of a uint64_t tile mask at `at`. */
/** Adds the 0.1 names of a ranked discard's fields (draws, drawsLeft, drawKinds) as
 * non-enumerable getters: deprecated for one release, kept out of the object's shape. */
function withOldNames(o) {
  return Object.defineProperties(o, {
    draws: { get() { return this.usefulKinds; } },
    drawsLeft: { get() { return this.unseenCopies; } },
    drawKinds: { get() { return this.usefulKinds.length; } },
  });
}

function ids64(dv, at) {
  return bitsOf(dv.getUint32(at + 4, true), 32, bitsOf(dv.getUint32(at, true), 0, []));
}

/** A value as a message shows it: strings quoted (the string "3" is not the number 3), BigInts with n. */
function shown(value) {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  return String(value);
}

function seed64(seed, name) {
  const ok = typeof seed === 'bigint' || (Number.isSafeInteger(seed) && seed >= 0);
  const big = ok ? BigInt(seed) : -1n;
  if (big < 0n || big >= 1n << 64n) {
    throw new MajiangError(Status.INVALID_ARGUMENT, `\`${name}\` = ${shown(seed)}: a seed is an integer 0 to 2^64-1`);
  }
  return big;
}

function int32(value, name) {
  if (!Number.isInteger(value) || value < -2147483648 || value > 2147483647) {
    throw new MajiangError(Status.INVALID_ARGUMENT, `\`${name}\` = ${shown(value)} is not a 32-bit integer`);
  }
  return value;
}

function byte(value, name, status) {
  if (!Number.isInteger(value) || value < 0 || value > 255) {
    throw new MajiangError(status, `${name} = ${shown(value)} is not a ${status === Status.INVALID_TILE ? 'tile id (0-33)' : 'byte'}`);
  }
  return value;
}

/** The library bound to one instance of majiang.wasm; made by load() or loadSync(). */
export class Majiang {
  #x;
  #raw;
  #memory;
  #u8 = null;
  #dv = null;
  #base;
  #top;
  #end;
  #extra = [];
  #broken = null;
  #registry;
  // Out-values of the input helpers (_tiles, _melds, _hand), read right after them.
  _n = 0;
  _tp = 0;
  _tn = 0;
  _mp = 0;
  _mn = 0;

  constructor(instance) {
    const raw = instance.exports;
    if (typeof raw.mj_abi_version !== 'function' || !raw.memory || typeof raw.memory.buffer !== 'object') {
      throw new Error('majiang: this WebAssembly module is not majiang.wasm');
    }
    if (raw.mj_abi_version() !== ABI_VERSION) {
      throw new Error(`majiang: the module has ABI ${raw.mj_abi_version()}; majiang.js expects ${ABI_VERSION}`);
    }
    // Every struct argument is a pointer (ABI 3: MjAction and MjMeld too), checked by the library.
    if (raw.mj_game_apply.length !== 3 || raw.mj_ai_observe_meld.length !== 3) {
      throw new Error('majiang: unexpected signature of mj_game_apply / mj_ai_observe_meld');
    }
    this.#raw = raw;
    this.#memory = raw.memory;
    const x = {};
    for (const [name, f] of Object.entries(raw)) if (typeof f === 'function') x[name] = this.#guarded(f);
    this.#x = x;
    this.#base = x.mj_alloc(SCRATCH);
    this.#end = this.#base + SCRATCH;
    const free = { rules: x.mj_rules_free, ai: x.mj_ai_free, game: x.mj_game_free };
    this.#registry =
      typeof FinalizationRegistry === 'function'
        ? new FinalizationRegistry(({ kind, ptr }) => {
            if (!this.#broken) free[kind](ptr);
          })
        : null;
    const lib = this;
    this.Rules = makeRules(lib);
    this.Ai = makeAi(lib);
    this.Game = makeGame(lib);
  }

  /** The raw exports (mj_* functions, mj_alloc/mj_dealloc, memory), for callers of the C ABI. */
  get exports() {
    return this.#raw;
  }

  // A trap (a library bug: Rust panics abort on wasm32) leaves the module's state
  // unknown: it is reported once as a PANIC and every later call refuses.
  #guarded(f) {
    const trapped = (e) => {
      // WebAssembly.RuntimeError (or the mini-game runtime's own, by name).
      if (!e || e.name !== 'RuntimeError') return e;
      this.#broken = `majiang.wasm trapped (${e.message}); load the module again`;
      return new MajiangError(Status.PANIC, this.#broken);
    };
    const check = () => {
      if (this.#broken) throw new MajiangError(Status.PANIC, this.#broken);
    };
    switch (f.length) {
      case 0: return () => { check(); try { return f(); } catch (e) { throw trapped(e); } };
      case 1: return (a) => { check(); try { return f(a); } catch (e) { throw trapped(e); } };
      case 2: return (a, b) => { check(); try { return f(a, b); } catch (e) { throw trapped(e); } };
      case 3: return (a, b, c) => { check(); try { return f(a, b, c); } catch (e) { throw trapped(e); } };
      case 4: return (a, b, c, d) => { check(); try { return f(a, b, c, d); } catch (e) { throw trapped(e); } };
      case 5: return (a, b, c, d, e1) => { check(); try { return f(a, b, c, d, e1); } catch (e) { throw trapped(e); } };
      case 6: return (a, b, c, d, e1, f1) => { check(); try { return f(a, b, c, d, e1, f1); } catch (e) { throw trapped(e); } };
      case 7: return (a, b, c, d, e1, f1, g) => { check(); try { return f(a, b, c, d, e1, f1, g); } catch (e) { throw trapped(e); } };
      default: return (...args) => { check(); try { return f(...args); } catch (e) { throw trapped(e); } };
    }
  }

  // ---- memory ----

  get _x() { return this.#x; }

  _u8() {
    // Growing the memory detaches its old buffer (length 0): only then is a new view made.
    const u8 = this.#u8;
    if (u8 !== null && u8.byteLength !== 0) return u8;
    this.#u8 = new Uint8Array(this.#memory.buffer);
    this.#dv = new DataView(this.#memory.buffer);
    return this.#u8;
  }

  _dv() {
    this._u8();
    return this.#dv;
  }

  /** Starts a call: the scratch area is free again (and last call's large blocks too). */
  _begin() {
    this.#top = this.#base;
    if (this.#extra.length) {
      for (const [p, n] of this.#extra) this.#x.mj_dealloc(p, n);
      this.#extra.length = 0;
    }
  }

  /** `n` bytes of scratch, 8-aligned, valid until the next _begin(). */
  _take(n) {
    const p = this.#top;
    if (p + n <= this.#end) {
      this.#top = p + ((n + 7) & ~7);
      return p;
    }
    const q = this.#x.mj_alloc(n);
    if (!q) this._fail(Status.INVALID_ARGUMENT);
    this.#extra.push([q, n]);
    return q;
  }

  _fail(status) {
    throw new MajiangError(status, this.lastError());
  }

  _check(status) {
    if (status !== 0) this._fail(status);
  }

  _bool(p) { return this._u8()[p] !== 0; }
  _i32(p) { return this._dv().getInt32(p, true); }
  _u32(p) { return this._dv().getUint32(p, true); }

  _string(p, n) {
    return utf8Decode(this._u8().subarray(p, p + n));
  }

  _cstring(p) {
    const u8 = this._u8();
    let e = p;
    while (u8[e] !== 0) e++;
    return utf8Decode(u8.subarray(p, e));
  }

  /** A NUL-terminated UTF-8 copy of `text` in scratch. */
  _text(text, name) {
    if (typeof text !== 'string') throw new MajiangError(Status.INVALID_ARGUMENT, `\`${name}\` is not a string`);
    const bytes = utf8Encode(text);
    const p = this._take(bytes.length + 1);
    const u8 = this._u8();
    u8.set(bytes, p);
    u8[p + bytes.length] = 0;
    return p;
  }

  /**
   * Tiles into scratch: an array (or typed array) of kind ids, or notation ('123m5s',
   * '五万 东'). Sets `_n` to the count and returns the pointer.
   */
  _tiles(tiles, name = 'tiles') {
    if (typeof tiles === 'string') {
      const np = this._text(tiles, name);
      const cap = tiles.length + 1;
      const p = this._take(cap);
      const lp = this._take(4);
      this._check(this.#x.mj_parse_tiles(np, p, cap, lp));
      this._n = this._u32(lp);
      return p;
    }
    if (tiles == null || typeof tiles.length !== 'number') {
      throw new MajiangError(Status.INVALID_ARGUMENT, `\`${name}\` is not an array of tile ids or a notation string`);
    }
    const n = tiles.length;
    const p = this._take(n);
    const u8 = this._u8();
    if (tiles instanceof Uint8Array) u8.set(tiles, p);
    else {
      for (let i = 0; i < n; i++) {
        const t = tiles[i];
        if (!(t >= 0 && t <= 255 && (t | 0) === t)) byte(t, `${name}[${i}]`, Status.INVALID_TILE);
        u8[p + i] = t;
      }
    }
    this._n = n;
    return p;
  }

  /** One tile: an id or notation ('5m'). */
  _tile(tile, name = 'tile') {
    if (typeof tile === 'string') {
      const p = this._tiles(tile, name);
      if (this._n !== 1) throw new MajiangError(Status.INVALID_ARGUMENT, `\`${name}\` = '${tile}' is not one tile`);
      return this._u8()[p];
    }
    return byte(tile, `\`${name}\``, Status.INVALID_TILE);
  }

  /** Melds into scratch: [{kind, tile}] or [[kind, tile]] or notation ('peng:5m chi:345s'). */
  _melds(melds, name = 'melds') {
    if (melds == null) {
      this._n = 0;
      return 0;
    }
    if (typeof melds === 'string') {
      const np = this._text(melds, name);
      const cap = 8;
      const p = this._take(cap * 2);
      const lp = this._take(4);
      this._check(this.#x.mj_parse_melds(np, p, cap, lp));
      this._n = this._u32(lp);
      return p;
    }
    if (typeof melds.length !== 'number') {
      throw new MajiangError(Status.INVALID_ARGUMENT, `\`${name}\` is not an array of melds or meld notation`);
    }
    const n = melds.length;
    const p = this._take(2 * n);
    for (let i = 0; i < n; i++) this._meldAt(p + 2 * i, melds[i], `${name}[${i}]`);
    this._n = n;
    return p;
  }

  _meldAt(p, m, name) {
    const kind = Array.isArray(m) ? m[0] : m?.kind;
    let tile = Array.isArray(m) ? m[1] : m?.tile;
    if (typeof tile === 'string') tile = this._tile(tile, `${name}.tile`);
    const u8 = this._u8();
    u8[p] = byte(kind, `${name}.kind`, Status.INVALID_MELD);
    u8[p + 1] = byte(tile, `${name}.tile`, Status.INVALID_TILE);
  }

  /** A hand into scratch: sets `_tp`, `_tn` (tiles) and `_mp`, `_mn` (melds). */
  _hand(tiles, melds) {
    this._tp = this._tiles(tiles);
    this._tn = this._n;
    this._mp = this._melds(melds);
    this._mn = this._n;
  }

  _counts(counts, name) {
    if (counts == null) return 0;
    if (counts.length !== KINDS) {
      throw new MajiangError(Status.INVALID_ARGUMENT, `\`${name}\` has ${counts.length} counts; ${KINDS} are needed`);
    }
    const p = this._take(KINDS);
    const u8 = this._u8();
    for (let i = 0; i < KINDS; i++) u8[p + i] = byte(counts[i], `${name}[${i}]`, Status.INVALID_ARGUMENT);
    return p;
  }

  _readCounts(p) {
    return Array.from(this._u8().subarray(p, p + KINDS));
  }

  /**
   * Calls `fill(ptr, cap, lenPtr)` with a buffer of `cap` items of `size` bytes, again with
   * the size needed on MJ_STATUS_BUFFER_TOO_SMALL; returns [ptr, count].
   */
  _fill(size, cap, fill) {
    const lp = this._take(4);
    let p = this._take(size * cap);
    let status = fill(p, cap, lp);
    if (status === Status.BUFFER_TOO_SMALL) {
      cap = this._u32(lp);
      p = this._take(size * cap);
      status = fill(p, cap, lp);
    }
    this._check(status);
    return [p, this._u32(lp)];
  }

  _handle(h, Class, name) {
    if (!(h instanceof Class)) {
      throw new MajiangError(Status.INVALID_ARGUMENT, `\`${name}\` is not a ${Class.name} of this module`);
    }
    return h._ptr(name);
  }

  _register(obj, kind, ptr) {
    this.#registry?.register(obj, { kind, ptr }, obj);
  }

  _unregister(obj) {
    this.#registry?.unregister(obj);
  }

  // ---- the library ----

  /** The message of the last failure (mj_last_error). */
  lastError() {
    const x = this.#x;
    const lp = this._take(4);
    x.mj_last_error(0, 0, lp);
    const n = this._u32(lp);
    const p = this._take(n);
    if (x.mj_last_error(p, n, lp) !== 0) return '';
    return this._string(p, n - 1);
  }

  /** The name of a status ('MJ_STATUS_INVALID_TILE'). */
  statusName(status) {
    return this._cstring(this.#x.mj_status_name(int32(status, 'status')));
  }

  /** The library's version ('0.1.0'). */
  version() {
    return this._cstring(this.#x.mj_version());
  }

  /** The module's ABI version (equal to ABI_VERSION). */
  abiVersion() {
    return this.#x.mj_abi_version();
  }

  /** Builds the lookup tables now instead of on the first check. */
  warmUp() {
    this.#x.mj_warm_up();
  }

  /** Kind ids of tile notation ('123m456s', '五万 东'). */
  parseTiles(notation) {
    this._begin();
    const p = this._tiles(String(notation));
    return Array.from(this._u8().subarray(p, p + this._n));
  }

  /** Melds of meld notation ('peng:5m chi:345s an_gang:1m') as {kind, tile}. */
  parseMelds(notation) {
    this._begin();
    const p = this._melds(String(notation));
    const u8 = this._u8();
    const out = [];
    for (let i = 0; i < this._n; i++) out.push({ kind: u8[p + 2 * i], tile: u8[p + 2 * i + 1] });
    return out;
  }

  #format(fn, tiles) {
    this._begin();
    const tp = this._tiles(tiles);
    const tn = this._n;
    const [p, n] = this._fill(1, 4 * tn + 8, (bp, cap, lp) => fn(tp, tn, bp, cap, lp));
    return this._string(p, n - 1);
  }

  /** Compact notation of tiles ('123m45s'). */
  formatTiles(tiles) {
    return this.#format(this.#x.mj_format_tiles, tiles);
  }

  /** Chinese names of tiles ('一万 五条 中'). */
  formatTilesChinese(tiles) {
    return this.#format(this.#x.mj_format_tiles_chinese, tiles);
  }

  /**
   * Whether a complete-size hand (3n+2 tiles with its melds, the winning tile included) wins
   * under `rules`. A waiting-size hand (3n+1, e.g. 13 tiles: the winning tile missing) throws
   * (WRONG_HAND_SIZE), as in every binding (waits() lists the tiles it waits on); other sizes
   * throw (INVALID_HAND).
   */
  isWin(rules, tiles, melds) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    this._hand(tiles, melds);
    const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = this;
    const out = this._take(1);
    this._check(this.#x.mj_is_win(r, tp, tn, mp, mn, out));
    return this._bool(out);
  }

  /** The targets (Target ids) a complete-size (3n+2) hand wins by; a 3n+1 hand throws as in isWin(). */
  winningTargets(rules, tiles, melds) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    this._hand(tiles, melds);
    const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = this;
    const out = this._take(4);
    this._check(this.#x.mj_winning_targets(r, tp, tn, mp, mn, out));
    return idsOf(this._u32(out));
  }

  /** The tiles (ids, ascending) that complete a 3n+1 hand; empty when not ready. */
  waits(rules, tiles, melds) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    this._hand(tiles, melds);
    const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = this;
    const out = this._take(8);
    this._check(this.#x.mj_waits(r, tp, tn, mp, mn, out));
    return ids64(this._dv(), out);
  }

  /** Copies still to come of each wait (34 counts, 0 off the waits); `unseen`: 34 counts or none. */
  waitCounts(rules, tiles, melds, unseen) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    this._hand(tiles, melds);
    const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = this;
    const up = this._counts(unseen, 'unseen');
    const out = this._take(KINDS);
    this._check(this.#x.mj_wait_counts(r, tp, tn, mp, mn, up, out));
    return this._readCounts(out);
  }

  /** Shanten over every target: -1 complete, 0 ready, n tiles away. */
  shanten(rules, tiles, melds) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    this._hand(tiles, melds);
    const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = this;
    const out = this._take(4);
    this._check(this.#x.mj_shanten(r, tp, tn, mp, mn, out));
    return this._i32(out);
  }

  /** Shanten for one Target, or null when the rules or melds rule it out. */
  shantenFor(rules, target, tiles, melds) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    this._hand(tiles, melds);
    const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = this;
    const out = this._take(4);
    this._check(this.#x.mj_shanten_for(r, tp, tn, mp, mn, int32(target, 'target'), out));
    const s = this._i32(out);
    return s === 99 ? null : s;
  }

  /** What a complete-size hand is worth as it wins (`ctx`: how it was won). */
  analyzeWin(rules, tiles, melds, ctx) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    this._hand(tiles, melds);
    const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = this;
    let cp = 0;
    if (ctx != null) {
      const C = LAYOUT.MjWinContext;
      cp = this._take(C.size);
      const u8 = this._u8();
      const keys = [
        ['selfDraw', C.self_draw], ['lastTile', C.last_tile], ['kongFlip', C.kong_flip],
        ['robbedKong', C.robbed_kong], ['firstTurn', C.first_turn], ['dealer', C.dealer],
      ];
      for (const [k, at] of keys) {
        const v = ctx[k] ?? 0;
        u8[cp + at] = v === true ? 1 : v === false ? 0 : byte(v, `\`ctx.${k}\``, Status.INVALID_ARGUMENT);
      }
    }
    const A = LAYOUT.MjWinAnalysis;
    const out = this._take(A.size);
    this._check(this.#x.mj_analyze_win(r, tp, tn, mp, mn, cp, out));
    const dv = this._dv();
    const u8 = this._u8();
    const units = Array.from(u8.subarray(out + A.big_hand_units, out + A.big_hand_units + BIG_HAND_SLOTS));
    const bigHandsMask = dv.getUint32(out + A.big_hands, true);
    return {
      win: u8[out + A.win] === 1,
      small: u8[out + A.small] === 1,
      units: dv.getUint32(out + A.units, true),
      targets: idsOf(dv.getUint32(out + A.targets, true)),
      bigHands: idsOf(bigHandsMask).map((b) => ({ bigHand: b, id: this.bigHandIdName(b), units: units[b] })),
      targetsMask: dv.getUint32(out + A.targets, true),
      bigHandsMask,
      bigHandUnits: units,
    };
  }

  /** Opening wins (起手胡) of a dealt hand: {total, counts (OpeningWin order), wins: [{openingWin, id, count}]}. */
  openingWins(rules, dealt) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    const tp = this._tiles(dealt, 'dealt');
    const O = LAYOUT.MjOpeningWins;
    const out = this._take(O.size);
    this._check(this.#x.mj_opening_wins(r, tp, this._n, out));
    // The opening wins there are (OpeningWin), of the OPENING_WIN_SLOTS counts.
    const counts = Array.from(this._u8().subarray(out + O.counts, out + O.counts + Object.keys(OpeningWin).length));
    return {
      total: this._u32(out + O.total),
      counts,
      wins: counts.flatMap((count, w) => (count ? [{ openingWin: w, id: this.openingWinIdName(w), count }] : [])),
    };
  }

  #points(p) {
    const dv = this._dv();
    return [0, 1, 2, 3].map((s) => dv.getInt32(p + LAYOUT.MjPoints.points + 4 * s, true));
  }

  /** Point deltas (by seat) of a win: `analysis` from analyzeWin; payer a seat or SELF_DRAW. */
  settleWin(rules, analysis, winner, payer, dealer, birds = []) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    const A = LAYOUT.MjWinAnalysis;
    const ap = this._take(A.size);
    const dv = this._dv();
    const u8 = this._u8();
    dv.setUint32(ap + A.targets, analysis.targetsMask >>> 0, true);
    dv.setUint32(ap + A.big_hands, analysis.bigHandsMask >>> 0, true);
    dv.setUint32(ap + A.units, analysis.units >>> 0, true);
    u8[ap + A.win] = analysis.win ? 1 : 0;
    u8[ap + A.small] = analysis.small ? 1 : 0;
    for (let i = 0; i < BIG_HAND_SLOTS; i++) u8[ap + A.big_hand_units + i] = analysis.bigHandUnits?.[i] ?? 0;
    const bp = this._tiles(birds, 'birds');
    const out = this._take(LAYOUT.MjPoints.size);
    this._check(
      this.#x.mj_settle_win(r, ap, int32(winner, 'winner'), int32(payer, 'payer'), int32(dealer, 'dealer'), bp, this._n, out),
    );
    return this.#points(out);
  }

  /** Point deltas of `occurrences` opening wins by `player`. */
  settleOpening(rules, player, occurrences, dealer) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    const out = this._take(LAYOUT.MjPoints.size);
    if (!(Number.isInteger(occurrences) && occurrences >= 0 && occurrences < 2 ** 32)) {
      throw new MajiangError(Status.INVALID_ARGUMENT, `\`occurrences\` = ${shown(occurrences)} is not a count`);
    }
    this._check(this.#x.mj_settle_opening(r, int32(player, 'player'), occurrences, int32(dealer, 'dealer'), out));
    return this.#points(out);
  }

  #name(fn, id) {
    this._begin();
    const out = this._take(4);
    this._check(fn(int32(id, 'id'), out));
    return this._cstring(this._u32(out));
  }

  /** 'pengpenghu', … */
  bigHandIdName(bigHand) { return this.#name(this.#x.mj_big_hand_id_name, bigHand); }
  /** '碰碰胡', … */
  bigHandChineseName(bigHand) { return this.#name(this.#x.mj_big_hand_chinese_name, bigHand); }
  /** 'dasixi', … */
  openingWinIdName(openingWin) { return this.#name(this.#x.mj_opening_win_id_name, openingWin); }
  /** '大四喜', … */
  openingWinChineseName(openingWin) { return this.#name(this.#x.mj_opening_win_chinese_name, openingWin); }

  #sichuanAnalysis(out) {
    const A = LAYOUT.MjSichuanAnalysis;
    const counts = this._u8().subarray(out + A.pattern_counts, out + A.pattern_counts + SICHUAN_PATTERN_SLOTS);
    // Each pattern as often as it counts (gen once per four), in SichuanPattern order.
    const patterns = Array.from(counts).flatMap((n, p) => Array(n).fill(p));
    const win = this._u8()[out + A.win] === 1;
    const fan = this._u32(out + A.fan);
    // Read before the names: each name call reuses the scratch memory `out` lies in.
    return { win, fan, patterns, ids: patterns.map((p) => this.sichuanPatternIdName(p)) };
  }

  /** 四川: the fan (before the cap) and patterns of a complete-size hand under Rules.sichuan()
   * (`ctx`: how it was won; none: the hand alone, as if won on a discard). */
  sichuanAnalyze(rules, tiles, melds, ctx) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    this._hand(tiles, melds);
    const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = this;
    let cp = 0;
    if (ctx != null) {
      const C = LAYOUT.MjSichuanContext;
      cp = this._take(C.size);
      const u8 = this._u8();
      const keys = [
        ['selfDraw', C.self_draw], ['afterKong', C.after_kong], ['robbedKong', C.robbed_kong],
        ['lastTile', C.last_tile], ['firstTurn', C.first_turn], ['dealer', C.dealer],
      ];
      for (const [k, at] of keys) {
        const v = ctx[k] ?? 0;
        u8[cp + at] = v === true ? 1 : v === false ? 0 : byte(v, `\`ctx.${k}\``, Status.INVALID_ARGUMENT);
      }
    }
    const out = this._take(LAYOUT.MjSichuanAnalysis.size);
    this._check(this.#x.mj_sichuan_analyze(r, tp, tn, mp, mn, cp, out));
    return this.#sichuanAnalysis(out);
  }

  /** 四川: the tiles (ids, ascending) completing a 3n+1 hand into a win (缺一门: none of the
   * third suit, none while three suits are held). */
  sichuanWaits(rules, tiles, melds) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    this._hand(tiles, melds);
    const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = this;
    const out = this._take(8);
    this._check(this.#x.mj_sichuan_waits(r, tp, tn, mp, mn, out));
    return ids64(this._dv(), out);
  }

  /** 四川: the best hand a ready 3n+1 hand wins with (what 查大叫 pays) as {tile, analysis};
   * null when not ready. */
  sichuanBestReadyHand(rules, tiles, melds) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    this._hand(tiles, melds);
    const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = this;
    const tp2 = this._take(4);
    const out = this._take(LAYOUT.MjSichuanAnalysis.size);
    this._check(this.#x.mj_sichuan_best_ready_hand(r, tp, tn, mp, mn, tp2, out));
    const tile = this._i32(tp2);
    return tile === NO_TILE ? null : { tile, analysis: this.#sichuanAnalysis(out) };
  }

  /** 'qingyise', … */
  sichuanPatternIdName(pattern) { return this.#name(this.#x.mj_sichuan_pattern_id_name, pattern); }
  /** '清一色', … */
  sichuanPatternChineseName(pattern) { return this.#name(this.#x.mj_sichuan_pattern_chinese_name, pattern); }
  /** 'one suit', … */
  sichuanPatternEnglishName(pattern) { return this.#name(this.#x.mj_sichuan_pattern_english_name, pattern); }
  /** The MjHandValue at `p` with the `n` MjValueLine at `lp` as a HandValue. */
  _value(p, lp, n) {
    const H = LAYOUT.MjHandValue;
    const L = LAYOUT.MjValueLine;
    const u8 = this._u8();
    const dv = this._dv();
    const name = (q) => {
      let e = q;
      while (e < q + VALUE_NAME_BYTES && u8[e] !== 0) e++;
      return utf8Decode(u8.subarray(q, e));
    };
    const lines = [];
    for (let i = 0, q = lp; i < n; i++, q += L.size) {
      lines.push({
        id: name(q + L.id),
        chinese: name(q + L.chinese),
        english: name(q + L.english),
        value: dv.getUint32(q + L.value, true),
        count: dv.getUint32(q + L.count, true),
      });
    }
    return {
      unit: VALUE_UNITS[dv.getInt32(p + H.unit, true)],
      win: u8[p + H.win] === 1,
      total: dv.getUint32(p + H.total, true),
      towardMinimum: dv.getUint32(p + H.toward_minimum, true),
      meetsMinimum: u8[p + H.meets_minimum] === 1,
      shanten: dv.getInt8(p + H.shanten),
      lines,
    };
  }

  /** The context words in scratch (0 for none: a win on a discard of the last tile given). */
  #context(context) {
    return context == null ? 0 : this._text(context, 'context');
  }

  /**
   * What a complete-size (3n+2) hand is worth under `rules`, whatever the preset (长沙 big
   * hands in units, 转转 / 红中 the winning shape, 四川 patterns in fan, the mcr preset's fans
   * and minimum), won as the `context` words say: 'win:TILE self_drawn last_copy kong
   * kong_discard last_tile first_turn dealer seat:E|S|W|N round:E|S|W|N flowers:N' (none: on a
   * discard of the last tile given). Tiles that do not win give `win` false and the shanten.
   */
  handValue(rules, tiles, melds, context) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    this._hand(tiles, melds);
    const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = this;
    const cp = this.#context(context);
    const out = this._take(LAYOUT.MjHandValue.size);
    const [lp, n] = this._fill(LAYOUT.MjValueLine.size, 16,
      (op, cap, np) => this.#x.mj_hand_value(r, tp, tn, mp, mn, cp, out, op, cap, np));
    return this._value(out, lp, n);
  }

  /**
   * The waits of a 3n+1 hand, ascending, each as {tile, value}: what the win on it is worth
   * (won as `context` says, the wait its winning tile; none: on a discard).
   */
  valuedWaits(rules, tiles, melds, context) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    this._hand(tiles, melds);
    const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = this;
    const given = Array.from(this._u8().subarray(tp, tp + tn));
    const cp = this.#context(context);
    const W = LAYOUT.MjValuedWait;
    const [p, n] = this._fill(W.size, 34, (op, cap, lp) => this.#x.mj_valued_waits(r, tp, tn, mp, mn, cp, op, cap, lp));
    const waits = [];
    for (let i = 0, q = p; i < n; i++, q += W.size) waits.push({ tile: this._u8()[q + W.tile], value: this._value(q + W.value, 0, 0) });
    // A wait's lines are the hand with the wait added, won on it, without the words that
    // belong to one tile (as mj_valued_waits values it). Read after the waits: each call
    // reuses the scratch memory.
    const kept = (context ?? '').split(/\s+/).filter((w) => w && !ONE_TILE_WORDS.includes(w) && !w.startsWith('win:'));
    for (const w of waits) {
      const words = [...kept, `win:${this.formatTiles([w.tile])}`].join(' ');
      w.value.lines = this.handValue(rules, [...given, w.tile], melds, words).lines;
    }
    return waits;
  }
  /** 'cagua', … (a PaymentReason's stable identifier) */
  paymentReasonIdName(reason) { return this.#name(this.#x.mj_payment_reason_id_name, reason); }
  /** '擦挂', … (its Chinese label) */
  paymentReasonChineseName(reason) { return this.#name(this.#x.mj_payment_reason_chinese_name, reason); }
  /** 'kong from a discard (cagua)', … (its English label) */
  paymentReasonEnglishName(reason) { return this.#name(this.#x.mj_payment_reason_english_name, reason); }

  /** The discards of a complete-size hand ranked by shanten and draws left. */
  discardOptions(rules, tiles, melds, unseen) {
    this._begin();
    const r = this._handle(rules, this.Rules, 'rules');
    this._hand(tiles, melds);
    const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = this;
    const up = this._counts(unseen, 'unseen');
    const D = LAYOUT.MjDiscardOption;
    const [p, n] = this._fill(D.size, 14, (op, cap, lp) => this.#x.mj_discard_options(r, tp, tn, mp, mn, up, op, cap, lp));
    const dv = this._dv();
    const out = [];
    for (let i = 0, q = p; i < n; i++, q += D.size) {
      out.push(withOldNames({
        tile: dv.getUint8(q + D.tile),
        index: dv.getUint8(q + D.index),
        shanten: dv.getInt8(q + D.shanten),
        usefulKinds: ids64(dv, q + D.draws),
        unseenCopies: dv.getUint32(q + D.draws_left, true),
      }));
    }
    return out;
  }

  _hints(p, n) {
    const dv = this._dv();
    const out = [];
    const H = LAYOUT.MjHint;
    for (let i = 0, q = p; i < n; i++, q += H.size) {
      out.push(withOldNames({
        tile: dv.getUint8(q + H.tile),
        index: dv.getUint8(q + H.index),
        shanten: dv.getInt8(q + H.shanten),
        usefulKinds: ids64(dv, q + H.draws),
        unseenCopies: dv.getUint32(q + H.draws_left, true),
        targets: idsOf(dv.getUint32(q + H.targets, true)),
        winProb: dv.getFloat64(q + H.win_prob, true),
        points: dv.getFloat64(q + H.points, true),
      }));
    }
    return out;
  }

  _events(p, n) {
    const dv = this._dv();
    const u8 = this._u8();
    const out = [];
    const E = LAYOUT.MjEvent;
    for (let i = 0, q = p; i < n; i++, q += E.size) {
      const count = u8[q + E.tile_count];
      // WIN_FAN's bits are 四川 patterns, WON's big hands.
      const bits = idsOf(dv.getUint32(q + E.big_hands, true));
      const fan = u8[q + E.kind] === EventKind.WIN_FAN;
      out.push({
        kind: u8[q + E.kind],
        seat: u8[q + E.seat],
        from: u8[q + E.from],
        tile: u8[q + E.tile],
        detail: u8[q + E.detail],
        flag: u8[q + E.flag],
        tiles: Array.from(u8.subarray(q + E.tiles, q + E.tiles + count)),
        bigHands: fan ? [] : bits,
        patterns: fan ? bits : [],
        count: dv.getUint32(q + E.count, true),
        deltas: this.#points(q + E.deltas),
      });
    }
    return out;
  }

  _result(p) {
    const dv = this._dv();
    const u8 = this._u8();
    const R = LAYOUT.MjGameResult;
    const four = (at) => [0, 1, 2, 3].map((s) => dv.getUint32(at + 4 * s, true));
    return {
      finished: u8[p + R.finished] === 1,
      deltas: this.#points(p + R.deltas),
      winners: seatList(u8[p + R.winners]),
      winnersMask: u8[p + R.winners],
      from: u8[p + R.from],
      nextDealer: u8[p + R.next_dealer],
      bigHands: four(p + R.big_hands).map(idsOf),
      units: four(p + R.units),
      birds: Array.from(u8.subarray(p + R.birds, p + R.birds + u8[p + R.bird_count])),
    };
  }
}

// ---- handles ----

class Handle {
  #lib;
  #ptr;
  #kind;

  constructor(lib, kind, ptr) {
    this.#lib = lib;
    this.#kind = kind;
    this.#ptr = ptr;
    lib._register(this, kind, ptr);
  }

  /** The raw pointer, for the raw exports; throws once freed. */
  _ptr(name = 'this') {
    if (!this.#ptr) throw new MajiangError(Status.NULL_POINTER, `\`${name}\`: this ${this.constructor.name} was freed`);
    return this.#ptr;
  }

  /** Whether free() has been called. */
  get freed() {
    return this.#ptr === 0;
  }

  /** Releases the handle now; later calls on it throw, a second free() does nothing. */
  free() {
    if (!this.#ptr) return;
    const ptr = this.#ptr;
    this.#ptr = 0;
    this.#lib._unregister(this);
    this.#lib._x[`mj_${this.#kind}_free`](ptr);
  }

  /** `using` support (explicit resource management). */
  [Symbol.dispose ?? Symbol.for('Symbol.dispose')]() {
    this.free();
  }
}

function newHandle(lib, create) {
  lib._begin();
  const out = lib._take(4);
  lib._check(create(out));
  return lib._u32(out);
}

function makeRules(lib) {
  const x = lib._x;
  /** A rule set: Rules.changsha(), .standard(), .evalV1(), .zhuanzhuan(), .hongzhong(), .sichuan(), .byName(name); free() when done. */
  class Rules extends Handle {
    constructor(ptr) {
      if (!ptr) lib._fail(Status.PANIC);
      super(lib, 'rules', ptr);
    }
    /** The Changsha rules (长沙麻将). */
    static changsha() { return new Rules(x.mj_rules_new_changsha()); }
    /** The standard rules (34 kinds, any pair, seven pairs, thirteen orphans). */
    static standard() { return new Rules(x.mj_rules_new_standard()); }
    /** The eval-v1 rules for comparing AIs. */
    static evalV1() { return new Rules(x.mj_rules_new_eval_v1()); }
    /** 转转麻将: 108 tiles, no chi, any pair, flat scoring, 4 birds 159中鸟. */
    static zhuanzhuan() { return new Rules(x.mj_rules_new_zhuanzhuan()); }
    /** 红中麻将: 转转 plus four 红中 (中, id 31) as wildcards with no copy limit. */
    static hongzhong() { return new Rules(x.mj_rules_new_hongzhong()); }
    /** 四川麻将 血战到底: 108 tiles, no chi, fan capped at 4, 换三张, 定缺 (options FAN_CAP to SICHUAN_ROB_KONG); a Game plays its hands. */
    static sichuan() { return new Rules(x.mj_rules_new_sichuan()); }
    /** A preset by name (changsha, eval-v1, standard, zhuanzhuan, hongzhong or sichuan); another name throws INVALID_OPTION naming them. */
    static byName(name) {
      lib._begin();
      const np = lib._text(name, 'name');
      const out = lib._take(4);
      lib._check(x.mj_rules_new_by_name(np, out));
      return new Rules(lib._u32(out));
    }
    /** The RuleOption of this name ('flat_birds', as options() and `majiang rules` name it; the older 'pair_258' too); another name throws INVALID_OPTION. */
    static optionByName(name) {
      lib._begin();
      const np = lib._text(name, 'name');
      const out = lib._take(4);
      lib._check(x.mj_rule_option_by_name(np, out));
      return lib._i32(out);
    }
    /** A copy (its own handle). */
    clone() {
      const self = this._ptr();
      return new Rules(newHandle(lib, (out) => x.mj_rules_clone(self, out)));
    }
    /** Sets a RuleOption; returns this. */
    set(option, value) {
      lib._check(x.mj_rules_set_option(this._ptr(), int32(option, 'option'), int32(value, 'value')));
      return this;
    }
    /** Reads a RuleOption. */
    get(option) {
      lib._begin();
      const out = lib._take(4);
      lib._check(x.mj_rules_get_option(this._ptr(), int32(option, 'option'), out));
      return lib._i32(out);
    }
    /**
     * Every rule option of the core's registry (every table's), in id order: {id, name (as
     * mj_rule_option_name and `majiang rules`), zh, en, doc, kind ('bool' | 'int' | 'enum'), min,
     * max, values ([{value, zh, en}], empty for an int range), families ('changsha' | 'hunan' |
     * 'sichuan'), applies (these rules take it), value and default (null unless applies)}: what a
     * settings screen is built from. get/set refuse an option these rules do not take.
     */
    options() {
      const L = LAYOUT.MjRuleOptionInfo;
      const text = (fn, o) => {
        lib._begin();
        const out = lib._take(4);
        lib._check(fn(o, out));
        return lib._cstring(lib._u32(out));
      };
      const list = [];
      for (let o = 0; o < x.mj_rule_option_count(); o++) {
        lib._begin();
        const p = lib._take(L.size);
        lib._check(x.mj_rule_option_info(this._ptr(), o, p));
        const u8 = lib._u8();
        const info = {
          id: lib._i32(p + L.id), families: lib._u32(p + L.families), min: lib._i32(p + L.min),
          max: lib._i32(p + L.max), choices: lib._u32(p + L.choices),
          default: lib._i32(p + L.default_value), value: lib._i32(p + L.value),
          kind: u8[p + L.kind], applies: u8[p + L.applies] === 1,
        };
        const values = [];
        for (let k = 0; k < info.choices; k++) {
          lib._begin();
          const q = lib._take(12);
          lib._check(x.mj_rule_option_choice(o, k, q, q + 4, q + 8));
          const value = lib._i32(q);
          const [zh, en] = [lib._u32(q + 4), lib._u32(q + 8)];
          values.push({ value, zh: lib._cstring(zh), en: lib._cstring(en) });
        }
        list.push({
          id: info.id,
          name: text(x.mj_rule_option_name, o),
          zh: text(x.mj_rule_option_chinese_name, o),
          en: text(x.mj_rule_option_english_name, o),
          doc: text(x.mj_rule_option_doc, o),
          kind: ['bool', 'int', 'enum'][info.kind],
          min: info.min,
          max: info.max,
          values,
          // Bit f is family f, named by the library: a new family needs no change here.
          families: Array.from({ length: x.mj_family_count() }, (_, f) => f)
            .filter((f) => info.families & (1 << f))
            .map((f) => text(x.mj_family_name, f)),
          applies: info.applies,
          value: info.applies ? info.value : null,
          default: info.applies ? info.default : null,
        });
      }
      return list;
    }
    /** The wildcard tile id, or null. */
    get wildcard() {
      lib._begin();
      const out = lib._take(4);
      lib._check(x.mj_rules_get_wildcard(this._ptr(), out));
      const t = lib._i32(out);
      return t === NO_TILE ? null : t;
    }
    set wildcard(tile) {
      lib._begin();
      const t = tile == null ? NO_TILE : typeof tile === 'string' ? lib._tile(tile, 'tile') : int32(tile, 'tile');
      lib._check(x.mj_rules_set_wildcard(this._ptr(), t));
    }
  }
  return Rules;
}

function makeAi(lib) {
  const x = lib._x;
  const Rules = lib.Rules;
  /** An AI player: new mj.Ai(Difficulty.EXPERT, seed, rules); free() when done. */
  class Ai extends Handle {
    #difficulty;
    constructor(difficulty, seed, rules) {
      const d = int32(difficulty, 'difficulty');
      const s = seed64(seed, 'seed');
      const r = lib._handle(rules, Rules, 'rules');
      super(lib, 'ai', newHandle(lib, (out) => x.mj_ai_new(d, s, r, out)));
      this.#difficulty = d;
    }
    /** Whether this build has a player of `difficulty`. */
    static available(difficulty) {
      lib._begin();
      const out = lib._take(1);
      lib._check(x.mj_ai_difficulty_available(int32(difficulty, 'difficulty'), out));
      return lib._bool(out);
    }
    /** The difficulty it was made with. */
    get difficulty() { return this.#difficulty; }
    /** Index into `tiles` (a complete-size hand) of the tile to discard. */
    decideDiscard(tiles, melds) {
      lib._begin();
      lib._hand(tiles, melds);
      const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = lib;
      const out = lib._take(4);
      lib._check(x.mj_ai_decide_discard(this._ptr(), tp, tn, mp, mn, out));
      return lib._u32(out);
    }
    #ask(fn, hand, tile, difficulty) {
      lib._begin();
      const tp = lib._tiles(hand, 'hand');
      const tn = lib._n;
      const t = lib._tile(tile);
      const out = lib._take(1);
      lib._check(fn(this._ptr(), tp, tn, t, int32(difficulty ?? this.#difficulty, 'difficulty'), out));
      return lib._bool(out);
    }
    /** The tutorial's ShouldPeng (difficulty: the AI's own unless given). */
    shouldPeng(hand, tile, difficulty) { return this.#ask(x.mj_ai_should_peng, hand, tile, difficulty); }
    /** The tutorial's ShouldChi. */
    shouldChi(hand, tile, difficulty) { return this.#ask(x.mj_ai_should_chi, hand, tile, difficulty); }
    /** The tutorial's ShouldGang. */
    shouldGang(hand, tile, difficulty) { return this.#ask(x.mj_ai_should_gang, hand, tile, difficulty); }
    /** Whether it declares a self-drawn win with this complete-size hand. */
    shouldHu(tiles, melds) {
      lib._begin();
      lib._hand(tiles, melds);
      const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = lib;
      const out = lib._take(1);
      lib._check(x.mj_ai_should_hu(this._ptr(), tp, tn, mp, mn, out));
      return lib._bool(out);
    }
    /** Whether it wins on another player's discard `tile` completing its 3n+1 hand. */
    shouldHuDiscard(tiles, tile, melds) {
      lib._begin();
      lib._hand(tiles, melds);
      const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = lib;
      const t = lib._tile(tile);
      const out = lib._take(1);
      lib._check(x.mj_ai_should_hu_discard(this._ptr(), tp, tn, mp, mn, t, out));
      return lib._bool(out);
    }
    /** Counts a discarded (shown, flipped) tile as seen. */
    observeDiscard(tile) {
      lib._begin();
      lib._check(x.mj_ai_observe_discard(this._ptr(), lib._tile(tile)));
    }
    /**
     * Counts another player's meld as seen, less its already observed claimed tile.
     * `bySeat` (0-3): the seat that laid it down, for a meld of a seat the AI plays
     * (several seats, or a one-seat AI's own claims): every other seat counts it, and
     * that seat takes the claimed tile back out of what it saw (its hand holds it);
     * omitted: every seat counts it (another player's meld).
     */
    observeMeld(meld, claimedTile = NO_TILE, bySeat = undefined) {
      lib._begin();
      const p = lib._take(2);
      lib._meldAt(p, meld, '`meld`');
      const c = typeof claimedTile === 'string' ? lib._tile(claimedTile, 'claimed_tile') : int32(claimedTile ?? NO_TILE, 'claimed_tile');
      if (bySeat === undefined || bySeat === null) {
        lib._check(x.mj_ai_observe_meld(this._ptr(), p, c));
      } else {
        lib._check(x.mj_ai_observe_meld_by(this._ptr(), int32(bySeat, 'by_seat'), p, c));
      }
    }
    /**
     * The seat (0-3) the questions are about; NONE (the default) for no seat: each
     * question is then answered from that call's arguments alone (no melds remembered,
     * random choices drawn from the seed and the call), so one AI for every seat that
     * never names one answers as one AI per seat. With a seat set, each seat keeps its
     * own memory (own melds, generator, what it saw): set `ai.seat` before asking for a
     * seat. Discards and melds told reach every seat. `ai.seat = null` (or NONE) goes
     * back to no seat.
     */
    get seat() {
      lib._begin();
      const out = lib._take(4);
      lib._check(x.mj_ai_seat(this._ptr(), out));
      return lib._i32(out);
    }
    set seat(seat) {
      lib._check(x.mj_ai_set_seat(this._ptr(), seat == null ? NONE : int32(seat, 'seat')));
    }
    /** Forgets the observations, the wall count and the remembered melds (each new hand). */
    reset() { lib._check(x.mj_ai_reset(this._ptr())); }
    /** Restarts the random choices from `seed`. */
    reseed(seed) { lib._check(x.mj_ai_reseed(this._ptr(), seed64(seed, 'seed'))); }
    /** Copies of each kind observed (34 counts). */
    observed() {
      lib._begin();
      const out = lib._take(KINDS);
      lib._check(x.mj_ai_observed(this._ptr(), out));
      return lib._readCounts(out);
    }
    /** Tiles left in the wall (WALL_ESTIMATE: estimate from the observed discards). */
    setWallLeft(wallLeft) { lib._check(x.mj_ai_set_wall_left(this._ptr(), int32(wallLeft, 'wall_left'))); }
    /** 四川 at the host's own table: the void suit the current seat declared (定缺: 0 万, 1 条,
     * 2 筒; null or NONE for none, as sichuanSeat gives it). Until the seat holds none of it, only
     * its tiles are discarded and hinted, none is claimed and no win is taken. reset() forgets it. */
    setVoid(suit) { lib._check(x.mj_ai_set_void(this._ptr(), suit == null ? NONE : int32(suit, 'suit'))); }
    /** EXPERT's ranked discards of a complete-size hand, best first, as plain objects, each
     * with its reasons (reason in English, reasonZh in Chinese). */
    hints(tiles, melds) {
      lib._begin();
      lib._hand(tiles, melds);
      const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = lib;
      const self = this._ptr();
      const [p, n] = lib._fill(LAYOUT.MjHint.size, 14, (op, cap, lp) => x.mj_ai_hints(self, tp, tn, mp, mn, op, cap, lp));
      const hints = lib._hints(p, n);
      const english = this.hintReasons(tiles, melds, false);
      const chinese = this.hintReasons(tiles, melds, true);
      hints.forEach((h, i) => {
        h.reason = english[i] ?? '';
        h.reasonZh = chinese[i] ?? '';
      });
      return hints;
    }
    /** The reasons alone, one per hint in the order of hints() (which carries them), English
     * or Chinese. */
    hintReasons(tiles, melds, chinese = false) {
      lib._begin();
      lib._hand(tiles, melds);
      const { _tp: tp, _tn: tn, _mp: mp, _mn: mn } = lib;
      const self = this._ptr();
      const flag = chinese ? 1 : 0;
      const [p, n] = lib._fill(1, 2048, (bp, cap, lp) => x.mj_ai_hint_reasons(self, tp, tn, mp, mn, flag, bp, cap, lp));
      return lib._string(p, n - 1).split('\n').filter((l) => l !== '');
    }
  }
  return Ai;
}

function makeGame(lib) {
  const x = lib._x;
  const { Rules } = lib;
  /** One hand of Changsha mahjong driven step by step: new mj.Game(rules, seed, dealer). */
  class Game extends Handle {
    constructor(rules, seed, dealer, ptr) {
      if (ptr === undefined) {
        const r = lib._handle(rules, Rules, 'rules');
        const s = seed64(seed, 'seed');
        const d = int32(dealer, 'dealer');
        ptr = newHandle(lib, (out) => x.mj_game_new(r, s, d, out));
      }
      super(lib, 'game', ptr);
    }
    /** The game a JSON-lines record leaves (see recordJson()). */
    static replay(record) {
      lib._begin();
      const rp = lib._text(record, 'record');
      const out = lib._take(4);
      lib._check(x.mj_game_replay(rp, out));
      return new Game(null, 0, 0, lib._u32(out));
    }
    /** Phase, whose decision, the offer, the wall, the scores. */
    state() {
      lib._begin();
      const S = LAYOUT.MjGameState;
      const p = lib._take(S.size);
      lib._check(x.mj_game_state(this._ptr(), p));
      const dv = lib._dv();
      const u8 = lib._u8();
      return {
        scores: [0, 1, 2, 3].map((s) => dv.getInt32(p + S.scores + 4 * s, true)),
        phase: u8[p + S.phase],
        seat: u8[p + S.seat],
        offer: u8[p + S.offer],
        tiles: Array.from(u8.subarray(p + S.tiles, p + S.tiles + u8[p + S.tile_count])),
        pending: seatList(u8[p + S.pending]),
        pendingMask: u8[p + S.pending],
        nextSeat: u8[p + S.next_seat],
        dealer: u8[p + S.dealer],
        wallLeft: u8[p + S.wall_left],
        frozen: seatList(u8[p + S.frozen]),
        frozenMask: u8[p + S.frozen],
      };
    }
    #list(fn, size, cap, seat) {
      lib._begin();
      const self = this._ptr();
      const s = int32(seat, 'seat');
      return lib._fill(size, cap, (p, c, lp) => fn(self, s, p, c, lp));
    }
    #pairs(fn, seat, a, b) {
      const [p, n] = this.#list(fn, 2, 40, seat);
      const u8 = lib._u8();
      const out = [];
      for (let i = 0; i < n; i++) out.push({ [a]: u8[p + 2 * i], [b]: u8[p + 2 * i + 1] });
      return out;
    }
    /** A seat's concealed tiles, sorted. */
    hand(seat) {
      const [p, n] = this.#list(x.mj_game_hand, 1, 14, seat);
      return Array.from(lib._u8().subarray(p, p + n));
    }
    /** A seat's hand as dealt, sorted. */
    dealt(seat) {
      const [p, n] = this.#list(x.mj_game_dealt, 1, 14, seat);
      return Array.from(lib._u8().subarray(p, p + n));
    }
    /** The tile a seat just drew, or null. */
    drawnTile(seat) {
      lib._begin();
      const out = lib._take(4);
      lib._check(x.mj_game_drawn_tile(this._ptr(), int32(seat, 'seat'), out));
      const t = lib._i32(out);
      return t === NO_TILE ? null : t;
    }
    /** A seat's melds ({kind, tile}), concealed kongs included. */
    melds(seat) { return this.#pairs(x.mj_game_melds, seat, 'kind', 'tile'); }
    /** A seat's discard pile ({tile, claimed}). */
    discards(seat) {
      return this.#pairs(x.mj_game_discards, seat, 'tile', 'claimed').map((d) => ({ tile: d.tile, claimed: d.claimed === 1 }));
    }
    /** What `seat` may do now ({kind, tile}, sorted); empty when nothing is asked of it. */
    legalActions(seat) { return this.#pairs(x.mj_game_legal_actions, seat, 'kind', 'tile'); }
    /** The hint list of `seat` in its turn: EXPERT's ranking of the discards legal now, best
     * first, as Ai.hints gives them (`index` is the position in hand(seat)), from what the seat
     * sees (its void suit on 四川; the mcr preset prices its own wind). Empty when it is not the
     * seat's turn to discard. */
    hints(seat) {
      const [p, n] = this.#list(x.mj_game_hints, LAYOUT.MjHint.size, 14, seat);
      const hints = lib._hints(p, n);
      const english = this.hintReasons(seat, false);
      const chinese = this.hintReasons(seat, true);
      hints.forEach((h, i) => {
        h.reason = english[i] ?? '';
        h.reasonZh = chinese[i] ?? '';
      });
      return hints;
    }
    /** The reasons alone, one per hint of hints(seat) in its order, English or Chinese. */
    hintReasons(seat, chinese = false) {
      lib._begin();
      const self = this._ptr();
      const s = int32(seat, 'seat');
      const flag = chinese ? 1 : 0;
      const [p, n] = lib._fill(1, 2048, (bp, cap, lp) => x.mj_game_hint_reasons(self, s, flag, bp, cap, lp));
      return lib._string(p, n - 1).split('\n').filter((l) => l !== '');
    }
    /** Plays an action ({kind, tile} or [kind, tile]) for `seat`; throws ILLEGAL_ACTION (game unchanged). */
    apply(seat, action) {
      lib._begin();
      const p = lib._take(2);
      const kind = Array.isArray(action) ? action[0] : action?.kind;
      const tile = Array.isArray(action) ? action[1] : action?.tile ?? 0;
      const u8 = lib._u8();
      u8[p] = byte(kind, '`action.kind`', Status.INVALID_ARGUMENT);
      u8[p + 1] = typeof tile === 'string' ? lib._tile(tile, 'action.tile') : byte(tile, '`action.tile`', Status.INVALID_TILE);
      lib._check(x.mj_game_apply(this._ptr(), int32(seat, 'seat'), p));
    }
    /** The events since the last call, oldest first. */
    events() {
      lib._begin();
      const self = this._ptr();
      const [p, n] = lib._fill(LAYOUT.MjEvent.size, 64, (op, cap, lp) => x.mj_game_events(self, op, cap, lp));
      return lib._events(p, n);
    }
    /**
     * The outcome (finished false while the hand is on, with the payments so far), with
     * `wins`: every win (see wins()).
     */
    result() {
      lib._begin();
      const p = lib._take(LAYOUT.MjGameResult.size);
      lib._check(x.mj_game_result(this._ptr(), p));
      const result = lib._result(p);
      result.wins = this.wins();
      return result;
    }
    /**
     * Every win of the finished hand, in the order won: {seat, from (NONE for a self-draw),
     * tile (NONE for 天胡), deltas, value (winValue: what the win was worth), fan (the value's
     * total where it counts fan: 四川 before the cap, the mcr preset; null elsewhere), patterns
     * (SichuanPattern ids, each as often as it counts) and patternIds, small, bigHands,
     * units (Changsha)}. Empty while the hand is on.
     */
    wins() {
      lib._begin();
      const self = this._ptr();
      const L = LAYOUT.MjWin;
      const A = LAYOUT.MjSichuanAnalysis;
      const [p, n] = lib._fill(L.size, 8, (op, cap, lp) => x.mj_game_wins(self, op, cap, lp));
      const dv = lib._dv();
      const u8 = lib._u8();
      const out = [];
      for (let i = 0, q = p; i < n; i++, q += L.size) {
        const a = q + L.sichuan;
        const counts = Array.from(u8.subarray(a + A.pattern_counts, a + A.pattern_counts + SICHUAN_PATTERN_SLOTS));
        out.push({
          seat: u8[q + L.seat],
          from: u8[q + L.from],
          tile: u8[q + L.tile],
          deltas: [0, 1, 2, 3].map((s) => dv.getInt32(q + L.deltas + 4 * s, true)),
          fan: null,
          patterns: counts.flatMap((c, id) => Array(c).fill(id)),
          small: u8[q + L.small] === 1,
          bigHands: idsOf(dv.getUint32(q + L.big_hands, true)),
          units: dv.getUint32(q + L.units, true),
        });
      }
      // Names and values after reading: each call reuses the scratch memory.
      for (const [i, w] of out.entries()) {
        w.patternIds = w.patterns.map((id) => lib.sichuanPatternIdName(id));
        w.value = this.winValue(i);
        w.fan = w.value.unit === 'fan' ? w.value.total : null;
      }
      return out;
    }
    /** What win number `win` of the finished hand (wins() order) was worth, as the table
     * scored it in its situation (flowers, winds, 杠上开花 …); throws with no such win. */
    winValue(win = 0) {
      lib._begin();
      if (!(Number.isInteger(win) && win >= 0 && win < 2 ** 32)) {
        throw new MajiangError(Status.INVALID_ARGUMENT, `\`win\` = ${shown(win)} is not an index`);
      }
      const self = this._ptr();
      const out = lib._take(LAYOUT.MjHandValue.size);
      const [lp, n] = lib._fill(LAYOUT.MjValueLine.size, 16,
        (op, cap, np) => x.mj_game_win_value(self, win, out, op, cap, np));
      return lib._value(out, lp, n);
    }
    /**
     * Every payment line of a finished hand on a flat table (转转, 红中), in the order paid:
     * {from, to, points, reason (PaymentReason), hits}; per seat they add up to result().deltas.
     * Empty while the hand is on and under Changsha scoring.
     */
    payments() {
      lib._begin();
      const self = this._ptr();
      const L = LAYOUT.MjPayment;
      const [p, n] = lib._fill(L.size, 32, (op, cap, lp) => x.mj_game_payments(self, op, cap, lp));
      const dv = lib._dv();
      const u8 = lib._u8();
      const out = [];
      for (let i = 0, q = p; i < n; i++, q += L.size) {
        out.push({ from: u8[q + L.from], to: u8[q + L.to], points: dv.getInt32(q + L.points, true), reason: u8[q + L.reason], hits: u8[q + L.hits] });
      }
      // The reason's names (after reading: each name call reuses the scratch memory);
      // a BIRDS line's labels count its hits ('中鸟 ×2').
      for (const line of out) {
        const hits = line.reason === PaymentReason.BIRDS ? ` ×${line.hits}` : '';
        line.reasonId = lib.paymentReasonIdName(line.reason);
        line.label = lib.paymentReasonChineseName(line.reason) + hits;
        line.labelEn = lib.paymentReasonEnglishName(line.reason) + hits;
      }
      return out;
    }
    /** A seat's standing at a 四川 table: {voidSuit (NONE until every seat has declared), wins, left}. */
    sichuanSeat(seat) {
      lib._begin();
      const self = this._ptr();
      const L = LAYOUT.MjSichuanSeat;
      const out = lib._take(L.size);
      lib._check(x.mj_game_sichuan_seat(self, int32(seat, 'seat'), out));
      const u8 = lib._u8();
      return { voidSuit: u8[out + L.void_suit], wins: u8[out + L.wins], left: u8[out + L.left] === 1 };
    }
    /** Every bird flipped after the win: {tile, seat (NONE where the rules read no seat), hits}. */
    birds() {
      lib._begin();
      const self = this._ptr();
      const L = LAYOUT.MjBird;
      const [p, n] = lib._fill(L.size, 16, (op, cap, lp) => x.mj_game_birds(self, op, cap, lp));
      const u8 = lib._u8();
      const out = [];
      for (let i = 0, q = p; i < n; i++, q += L.size) out.push({ tile: u8[q + L.tile], seat: u8[q + L.seat], hits: u8[q + L.hits] });
      return out;
    }
    /** What a built-in AI would play for `seat` (not applied). */
    aiAction(seat, ai) {
      lib._begin();
      const a = lib._handle(ai, lib.Ai, 'ai');
      const out = lib._take(2);
      lib._check(x.mj_game_ai_action(this._ptr(), int32(seat, 'seat'), a, out));
      const u8 = lib._u8();
      return { kind: u8[out], tile: u8[out + 1] };
    }
    /** The game record as JSON lines (Game.replay reads it back). */
    recordJson() {
      lib._begin();
      const self = this._ptr();
      const [p, n] = lib._fill(1, 16384, (bp, cap, lp) => x.mj_game_record_json(self, bp, cap, lp));
      return lib._string(p, n - 1);
    }
  }
  return Game;
}
