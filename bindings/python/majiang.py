"""Python bindings (ctypes, standard library only) for libmajiang: mahjong rules and AI for
长沙 Changsha, 转转 Zhuanzhuan, 红中 Hongzhong, 四川血战 Sichuan and 国标 Chinese Official
(MCR) — win / waits / shanten checks, each family's scoring, ranked discards and hints, AI
players and the game engine.

Presets (``Rules.by_name(name)`` or ``Rules.changsha()`` …): ``changsha`` (长沙麻将, the
default), ``eval-v1`` (Changsha with less luck, for comparing AIs), ``standard`` (34 kinds,
as the riichi libraries count shanten), ``zhuanzhuan`` (转转麻将), ``hongzhong`` (红中麻将,
红中 wildcards), ``sichuan`` (四川麻将 血战到底) and ``mcr`` (国标麻将, the competition
rules of Botzone's judge). What changed in each version: ``CHANGELOG.md``.

::

    import majiang
    rules = majiang.Rules.changsha()
    majiang.is_win(rules, "123m456s789p23455m")              # True
    majiang.waits(rules, "123m456s789p2345m")                # [1, 4]
    with majiang.Ai(majiang.Difficulty.EXPERT, 7, rules) as ai:
        best = ai.hints("123m456s789p2345m9s")[0]          # Hint(tile=17, ..., reason='discard 9s: ...')

- The library is found at the path given to ``majiang.load(path)``, else
  beside this module (the copy a wheel bundles), else at ``$MAJIANG_LIB``,
  else by ``ctypes.util.find_library("majiang")``; it is loaded on first use
  and its ABI version checked.
- A tile is a kind id (0-33: suit * 9 + number - 1 with 万 ``m`` 0, 条 ``s`` 1,
  筒 ``p`` 2; honours 27-33) or its notation (``"5m"``, ``"五万"``). The honours
  ``1z``-``7z`` (ids 27-33) are 东 南 西 北 中 发 白 — Botzone's order, not
  tenhou's (where ``5z``-``7z`` are 白 发 中): ``5z`` is 中, the 红中 wildcard. A hand is a list of tile ids or a notation
  string (``"123m456s"``); melds are a list of ``Meld(kind, tile)``,
  ``(kind, tile)`` tuples or ``"peng:5m"`` strings, or one notation string
  (``"peng:5m chi:345s"``).
- Results are plain values: ``bool``, ``int``, lists of tile ids for sets of
  kinds (waits, useful draws), ``IntEnum`` members (``Target``, ``BigHand``,
  ``Phase`` …), ``None`` for "no tile / no seat / unreachable", and frozen
  dataclasses or named tuples with a readable ``repr``.
- A value of the wrong type raises ``TypeError``, an out-of-range one
  ``ValueError``, both naming the value given; a call the library refuses
  raises ``MajiangError`` with ``.status`` (a ``Status``) and its message.
- ``Rules``, ``Ai`` (an AI player) and ``Game`` (one hand driven step by step)
  own their handles: freed by ``close()``, ``with`` or garbage collection.
- The raw layer mirrors ``include/majiang.h``: ``load()`` gives the ctypes
  library, the ``Mj*`` classes are its structs (with the bit masks).

Thread safety is the C API's: a Rules may be read from many threads at once;
setters need exclusive use.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import enum
import operator
import os
import sys
import warnings
from dataclasses import dataclass, field, replace
import collections.abc as _abc
from typing import Iterable, List, NamedTuple, Optional, Sequence, Tuple, Union

# <generated:raw> by `cargo xtask bindings` from include/majiang.h: change the ABI, then run it.
# MJ_WALL_ESTIMATE: `mj_ai_set_wall_left`'s value for "estimate the wall from the discards
# observed".
WALL_ESTIMATE = -1
# MJ_BIG_HAND_SLOTS: length of `MjWinAnalysis::big_hand_units`: room for every big hand
# (`MjBigHand`) and for hands appended later, so the struct keeps its size.
BIG_HAND_SLOTS = 16
# MJ_OPENING_WIN_SLOTS: length of `MjOpeningWins::counts`: every `MjOpeningWin`, with room to grow.
OPENING_WIN_SLOTS = 8
# MJ_SELF_DRAW: `payer` of `mj_settle_win` for a self-drawn win: the three others pay.
SELF_DRAW = -1
# MJ_EVENT_TILES: length of `MjEvent::tiles` and `MjGameResult::birds`: room for the most birds of a
# Changsha table (6) or of a flat table's bird count (8), and 开杠 flips (4).
EVENT_TILES = 8
# MJ_NONE: a `uint8_t` seat or tile field that holds nothing (no seat, no tile).
NONE = 255
# MJ_SHANTEN_UNREACHABLE: `mj_shanten_for`'s answer for a target the rules do not have or the hand's
# melds rule out (a chi for 碰碰胡, any meld for seven pairs).
SHANTEN_UNREACHABLE = 99
# MJ_FAMILY_CHANGSHA: `MjRuleOptionInfo.families` bit: the Changsha table (changsha, eval-v1,
# standard).
FAMILY_CHANGSHA = 1
# MJ_FAMILY_HUNAN: `MjRuleOptionInfo.families` bit: the flat Hunan tables (zhuanzhuan, hongzhong).
FAMILY_HUNAN = 2
# MJ_FAMILY_SICHUAN: `MjRuleOptionInfo.families` bit: 四川 (sichuan).
FAMILY_SICHUAN = 4
# MJ_NO_TILE: marks "no tile" where a tile id is optional (`mj_rules_set_wildcard`).
NO_TILE = -1
# MJ_SICHUAN_PATTERN_SLOTS: length of `MjSichuanAnalysis::pattern_counts`: room for every pattern
# (`MjSichuanPattern`) and for patterns appended later, so the struct keeps its size.
SICHUAN_PATTERN_SLOTS = 24
# MJ_KINDS: number of tile kinds with honours: ids are `0..MJ_KINDS`.
KINDS = 34
# MJ_SUITED_KINDS: number of suited kinds: ids `0..MJ_SUITED_KINDS` are 万, 条, 筒 × 1–9.
SUITED_KINDS = 27
# MJ_VALUE_NAME_BYTES: bytes of each name of an `MjValueLine`: UTF-8, NUL-terminated, the rest zero.
VALUE_NAME_BYTES = 48
# MJ_ABI_VERSION: the ABI version this header describes.
ABI_VERSION = 3


class Status(enum.IntEnum):
    """MjStatus: the outcome of a call."""

    OK = 0
    NULL_POINTER = 1
    INVALID_ARGUMENT = 2
    INVALID_TILE = 3
    INVALID_MELD = 4
    INVALID_HAND = 5
    WRONG_HAND_SIZE = 6
    PARSE_ERROR = 7
    INVALID_UTF8 = 8
    BUFFER_TOO_SMALL = 9
    INVALID_OPTION = 10
    ILLEGAL_ACTION = 11
    NOT_AVAILABLE = 12
    PANIC = 100


class MeldKind(enum.IntEnum):
    """MjMeldKind: the kind of a meld, as `MjMeld::kind` holds it."""

    CHI = 0
    PENG = 1
    GANG = 2
    AN_GANG = 3
    BU_GANG = 4


class RuleOption(enum.IntEnum):
    """MjRuleOption: the options of `mj_rules_set_option` / `mj_rules_get_option`."""

    HONOURS = 0
    TWO_FIVE_EIGHT_PAIR = 1
    PENGPENGHU = 2
    QINGYISE = 3
    JIANGJIANGHU = 4
    QUANQIUREN = 5
    SEVEN_PAIRS = 6
    THIRTEEN_ORPHANS = 7
    KAIGANG = 8
    KAIGANG_FLIPS = 9
    OPENING_WINS = 10
    BIRDS = 11
    BIRD_MODE = 12
    DEALER_BONUS = 13
    NEXT_DEALER = 14
    HAIDI_OFFER = 15
    KONG_FEE = 16
    POINTS_SMALL_SELF_DRAW = 17
    POINTS_SMALL_DISCARD = 18
    POINTS_BIG_UNIT = 19
    CHI = 20
    RED_DRAGONS = 21
    FOUR_RED_DRAGONS = 22
    DISCARD_WINS = 23
    WILDCARD_SELF_DRAW_ONLY = 24
    WILDCARD_ROBS_KONG = 25
    MULTIPLE_WINNERS = 26
    ROB_KONG = 27
    ROB_KONG_PAYS_ALL = 28
    NO_WILDCARD_DOUBLE = 29
    FLAT_BIRDS = 30
    BIRD_RULE = 31
    BIRD_POINTS = 32
    EXPOSED_KONG_POINTS = 33
    KONG_POINTS_ON_DRAW = 34
    FAN_CAP = 35
    SELF_DRAW_BONUS = 36
    YAOJIU_JIANGDUI = 37
    MENQING_ZHONGZHANG = 38
    TIANDI_HU = 39
    CAGUA = 40
    CALL_TRANSFER = 41
    EXCHANGE = 42
    CHA_DAJIAO = 43
    KONG_FLOWER = 44
    SICHUAN_MODE = 45
    SICHUAN_MULTIPLE_WINNERS = 46
    SICHUAN_ROB_KONG = 47
    MCR_MINIMUM_FAN = 48
    MCR_FLOWERS_COUNT = 49
    MCR_FULL_GAME = 50
    MCR_FALSE_WIN_PENALTY = 51
    MCR_FLOWERS = 52
    MCR_ROUND = 53


class Target(enum.IntEnum):
    """MjTarget: a winning target: one family of complete hands (`mj_shanten_for`, bits of
    `mj_winning_targets`)."""

    REGULAR = 0
    PENGPENGHU = 1
    QINGYISE = 2
    SEVEN_PAIRS = 3
    JIANGJIANGHU = 4
    QUANQIUREN = 5
    THIRTEEN_ORPHANS = 6


class BigHand(enum.IntEnum):
    """MjBigHand: a big hand (大胡), as a bit (`1 << id`) of `MjWinAnalysis::big_hands` and an
    index of `MjWinAnalysis::big_hand_units`."""

    PENGPENGHU = 0
    JIANGJIANGHU = 1
    QINGYISE = 2
    QIXIAODUI = 3
    HAOHUA_QIXIAODUI = 4
    QUANQIUREN = 5
    TIANHU = 6
    DIHU = 7
    HAIDILAOYUE = 8
    HAIDIPAO = 9
    GANGSHANGKAIHUA = 10
    GANGSHANGPAO = 11
    QIANGGANGHU = 12


class OpeningWin(enum.IntEnum):
    """MjOpeningWin: an opening win (起手胡), as an index of `MjOpeningWins::counts`; the core's
    `OpeningWin` order, fixed forever."""

    DASIXI = 0
    BANBANHU = 1
    QUEYISE = 2
    LIULIUSHUN = 3


class Difficulty(enum.IntEnum):
    """MjDifficulty: the difficulty of an AI player."""

    EASY = 0
    MEDIUM = 1
    HARD = 2
    EXPERT = 3


class ActionKind(enum.IntEnum):
    """MjActionKind: the kind of an action, as `MjAction::kind` holds it: the engine's kind
    codes, fixed forever (new actions get new codes)."""

    PASS = 0
    DISCARD = 1
    CHI = 2
    PENG = 3
    GANG = 4
    KAI_GANG = 5
    AN_GANG = 6
    AN_KAI_GANG = 7
    BU_GANG = 8
    BU_KAI_GANG = 9
    HU = 10
    TAKE_HAIDI = 11
    EXCHANGE = 12
    DING_QUE = 13


class Phase(enum.IntEnum):
    """MjPhase: what the table waits for (`MjGameState::phase`); fixed forever."""

    TURN = 0
    CLAIM = 1
    KONG_FLIP = 2
    HAIDI_OFFER = 3
    HAIDI_DRAW = 4
    FINISHED = 5
    EXCHANGE = 6
    DING_QUE = 7


class Offer(enum.IntEnum):
    """MjOffer: what is on offer in the `CLAIM` phase (`MjGameState::offer`)."""

    DISCARD = 0
    ROB_KONG = 1
    KONG_FLIP = 2
    HAIDI = 3


class EventKind(enum.IntEnum):
    """MjEventKind: what an `MjEvent` reports; fixed forever, new kinds are appended."""

    DEALT = 0
    OPENING_WIN = 1
    DREW = 2
    DISCARDED = 3
    PASSED = 4
    MELDED = 5
    KONG_FLIP = 6
    HAIDI_OFFERED = 7
    HAIDI_SHOWN = 8
    WON = 9
    EXHAUSTIVE_DRAW = 10
    BIRDS_FLIPPED = 11
    SETTLED = 12
    FINISHED = 13
    EXCHANGE_PICKED = 14
    EXCHANGED = 15
    VOIDS_DECLARED = 16
    WIN_FAN = 17
    FLOWER = 18


class DrawSource(enum.IntEnum):
    """MjDrawSource: where a drawn tile came from (`MjEvent::detail` of `MJ_EVENT_KIND_DREW`)."""

    WALL = 0
    REPLACEMENT = 1
    HAIDI = 2


class SettleReason(enum.IntEnum):
    """MjSettleReason: why points moved (`MjEvent::detail` of `MJ_EVENT_KIND_SETTLED`)."""

    OPENING_WIN = 0
    KONG_FEE = 1
    WIN = 2
    END_OF_HAND = 3


class PaymentReason(enum.IntEnum):
    """MjPaymentReason: why a payment line moves points (`MjPayment::reason`); fixed forever, new
    reasons are appended."""

    WIN = 0
    DEALER_BONUS = 1
    BIRDS = 2
    NO_WILDCARD_DOUBLE = 3
    CONCEALED_KONG = 4
    ADDED_KONG = 5
    EXPOSED_KONG = 6
    KONG_VOIDED = 7
    SELF_DRAW_BONUS = 8
    CA_GUA = 9
    CALL_TRANSFER = 10
    HUA_ZHU = 11
    CHA_DA_JIAO = 12
    TAX_REFUND = 13


class SichuanPattern(enum.IntEnum):
    """MjSichuanPattern: one line of a 四川 fan count, as a bit (`1 << id`) of
    `MjSichuanAnalysis::patterns` and an index of its `pattern_counts`."""

    PINGHU = 0
    DUIDUIHU = 1
    JIANGDUI = 2
    QIDUI = 3
    LONGQIDUI = 4
    QINGYISE = 5
    DAIYAOJIU = 6
    JINGOUDIAO = 7
    GEN = 8
    MENQING = 9
    ZHONGZHANG = 10
    ZIMO = 11
    GANGSHANGHUA = 12
    GANGSHANGPAO = 13
    QIANGGANGHU = 14
    HAIDILAOYUE = 15
    TIANHU = 16
    DIHU = 17


class RuleOptionKind(enum.IntEnum):
    """MjRuleOptionKind: the values an option takes (`MjRuleOptionInfo.kind`)."""

    BOOL = 0
    INT = 1
    ENUM = 2


class ValueUnit(enum.IntEnum):
    """MjValueUnit: what a family's totals count (`MjHandValue::unit`)."""

    ALIKE = 0
    UNITS = 1
    FAN = 2


class MjMeld(ctypes.Structure):
    """MjMeld: a meld: `kind` is an `MjMeldKind` value, `tile` the id of its lowest tile (the
    first of a chi's run, which must be a suited 1–7)."""

    _fields_ = [
        ("kind", ctypes.c_uint8),
        ("tile", ctypes.c_uint8),
    ]


class MjTileCounts(ctypes.Structure):
    """MjTileCounts: copies of each tile kind, indexed by id (`counts[id]`, 0–4)."""

    _fields_ = [
        ("counts", ctypes.c_uint8 * 34),
    ]


class MjHint(ctypes.Structure):
    """MjHint: one discard of EXPERT's ranking, as `mj_ai_hints` gives it."""

    _fields_ = [
        ("draws", ctypes.c_uint64),
        ("win_prob", ctypes.c_double),
        ("points", ctypes.c_double),
        ("draws_left", ctypes.c_uint32),
        ("targets", ctypes.c_uint32),
        ("tile", ctypes.c_uint8),
        ("index", ctypes.c_uint8),
        ("shanten", ctypes.c_int8),
        ("draw_kinds", ctypes.c_uint8),
    ]


class MjWinContext(ctypes.Structure):
    """MjWinContext: how a hand was won, for the situational big hands."""

    _fields_ = [
        ("self_draw", ctypes.c_uint8),
        ("last_tile", ctypes.c_uint8),
        ("kong_flip", ctypes.c_uint8),
        ("robbed_kong", ctypes.c_uint8),
        ("first_turn", ctypes.c_uint8),
        ("dealer", ctypes.c_uint8),
    ]


class MjWinAnalysis(ctypes.Structure):
    """MjWinAnalysis: what a complete-size hand is worth (`mj_analyze_win`)."""

    _fields_ = [
        ("targets", ctypes.c_uint32),
        ("big_hands", ctypes.c_uint32),
        ("units", ctypes.c_uint32),
        ("win", ctypes.c_uint8),
        ("small", ctypes.c_uint8),
        ("big_hand_units", ctypes.c_uint8 * BIG_HAND_SLOTS),
    ]


class MjOpeningWins(ctypes.Structure):
    """MjOpeningWins: opening wins (起手胡) of a dealt hand (`mj_opening_wins`)."""

    _fields_ = [
        ("total", ctypes.c_uint32),
        ("counts", ctypes.c_uint8 * OPENING_WIN_SLOTS),
    ]


class MjPoints(ctypes.Structure):
    """MjPoints: points of the four seats, indexed by seat (0–3): a payment's deltas (summing to
    zero) or scores."""

    _fields_ = [
        ("points", ctypes.c_int32 * 4),
    ]


class MjDiscardOption(ctypes.Structure):
    """MjDiscardOption: one possible discard of a complete-size hand, as `mj_discard_options`
    ranks them: lowest `shanten` first, then most `draws_left`, then lowest tile id."""

    _fields_ = [
        ("draws", ctypes.c_uint64),
        ("draws_left", ctypes.c_uint32),
        ("tile", ctypes.c_uint8),
        ("index", ctypes.c_uint8),
        ("shanten", ctypes.c_int8),
        ("draw_kinds", ctypes.c_uint8),
    ]


class MjGameState(ctypes.Structure):
    """MjGameState: the table at a glance (`mj_game_state`)."""

    _fields_ = [
        ("scores", MjPoints),
        ("phase", ctypes.c_uint8),
        ("seat", ctypes.c_uint8),
        ("offer", ctypes.c_uint8),
        ("tile_count", ctypes.c_uint8),
        ("tiles", ctypes.c_uint8 * 4),
        ("pending", ctypes.c_uint8),
        ("next_seat", ctypes.c_uint8),
        ("dealer", ctypes.c_uint8),
        ("wall_left", ctypes.c_uint8),
        ("frozen", ctypes.c_uint8),
    ]


class MjDiscard(ctypes.Structure):
    """MjDiscard: one tile of a discard pile (`mj_game_discards`)."""

    _fields_ = [
        ("tile", ctypes.c_uint8),
        ("claimed", ctypes.c_uint8),
    ]


class MjSichuanSeat(ctypes.Structure):
    """MjSichuanSeat: a seat's standing at a 四川 table (`mj_game_sichuan_seat`)."""

    _fields_ = [
        ("void_suit", ctypes.c_uint8),
        ("wins", ctypes.c_uint8),
        ("left", ctypes.c_uint8),
    ]


class MjAction(ctypes.Structure):
    """MjAction: one decision: `kind` is an `MjActionKind` value, `tile` the tile it names (0 for
    kinds that name none, so every action has one encoding)."""

    _fields_ = [
        ("kind", ctypes.c_uint8),
        ("tile", ctypes.c_uint8),
    ]


class MjEvent(ctypes.Structure):
    """MjEvent: one event."""

    _fields_ = [
        ("deltas", MjPoints),
        ("big_hands", ctypes.c_uint32),
        ("count", ctypes.c_uint32),
        ("kind", ctypes.c_uint8),
        ("seat", ctypes.c_uint8),
        ("from_", ctypes.c_uint8),
        ("tile", ctypes.c_uint8),
        ("detail", ctypes.c_uint8),
        ("flag", ctypes.c_uint8),
        ("tile_count", ctypes.c_uint8),
        ("tiles", ctypes.c_uint8 * EVENT_TILES),
    ]


class MjGameResult(ctypes.Structure):
    """MjGameResult: how the hand ended (`mj_game_result`)."""

    _fields_ = [
        ("deltas", MjPoints),
        ("big_hands", ctypes.c_uint32 * 4),
        ("units", ctypes.c_uint32 * 4),
        ("finished", ctypes.c_uint8),
        ("winners", ctypes.c_uint8),
        ("from_", ctypes.c_uint8),
        ("next_dealer", ctypes.c_uint8),
        ("bird_count", ctypes.c_uint8),
        ("birds", ctypes.c_uint8 * EVENT_TILES),
    ]


class MjRuleOptionInfo(ctypes.Structure):
    """MjRuleOptionInfo: what a settings screen needs of one option (`mj_rule_option_info`)."""

    _fields_ = [
        ("id", ctypes.c_int32),
        ("families", ctypes.c_uint32),
        ("min", ctypes.c_int32),
        ("max", ctypes.c_int32),
        ("choices", ctypes.c_uint32),
        ("default_value", ctypes.c_int32),
        ("value", ctypes.c_int32),
        ("kind", ctypes.c_uint8),
        ("applies", ctypes.c_uint8),
    ]


class MjPayment(ctypes.Structure):
    """MjPayment: one payment line (`mj_game_payments`): `from` pays `to` `points`."""

    _fields_ = [
        ("points", ctypes.c_int32),
        ("from_", ctypes.c_uint8),
        ("to", ctypes.c_uint8),
        ("reason", ctypes.c_uint8),
        ("hits", ctypes.c_uint8),
    ]


class MjBird(ctypes.Structure):
    """MjBird: one bird (扎鸟) flipped after a win (`mj_game_birds`)."""

    _fields_ = [
        ("tile", ctypes.c_uint8),
        ("seat", ctypes.c_uint8),
        ("hits", ctypes.c_uint8),
    ]


class MjSichuanAnalysis(ctypes.Structure):
    """MjSichuanAnalysis: what a complete-size hand is worth under the 四川 rules
    (`mj_sichuan_analyze`, `mj_sichuan_best_ready_hand`)."""

    _fields_ = [
        ("patterns", ctypes.c_uint32),
        ("fan", ctypes.c_uint32),
        ("win", ctypes.c_uint8),
        ("pattern_counts", ctypes.c_uint8 * SICHUAN_PATTERN_SLOTS),
    ]


class MjWin(ctypes.Structure):
    """MjWin: one win of a finished hand (`mj_game_wins`), on every table: who won, who paid,
    with what, and what it was worth."""

    _fields_ = [
        ("deltas", MjPoints),
        ("sichuan", MjSichuanAnalysis),
        ("big_hands", ctypes.c_uint32),
        ("units", ctypes.c_uint32),
        ("seat", ctypes.c_uint8),
        ("from_", ctypes.c_uint8),
        ("tile", ctypes.c_uint8),
        ("small", ctypes.c_uint8),
    ]


class MjSichuanContext(ctypes.Structure):
    """MjSichuanContext: how a 四川 hand was won, for the situational patterns."""

    _fields_ = [
        ("self_draw", ctypes.c_uint8),
        ("after_kong", ctypes.c_uint8),
        ("robbed_kong", ctypes.c_uint8),
        ("last_tile", ctypes.c_uint8),
        ("first_turn", ctypes.c_uint8),
        ("dealer", ctypes.c_uint8),
    ]


class MjHandValue(ctypes.Structure):
    """MjHandValue: what a hand is worth (`mj_hand_value`, each wait of `mj_valued_waits`, each
    win of `mj_game_win_value`); its lines come beside it."""

    _fields_ = [
        ("total", ctypes.c_uint32),
        ("toward_minimum", ctypes.c_uint32),
        ("unit", ctypes.c_int32),
        ("win", ctypes.c_uint8),
        ("meets_minimum", ctypes.c_uint8),
        ("shanten", ctypes.c_int8),
    ]


class MjValueLine(ctypes.Structure):
    """MjValueLine: one named item of a hand's worth: a big hand (长沙), a pattern (四川), a fan
    (国标), or the shape a flat table's win makes."""

    _fields_ = [
        ("id", ctypes.c_uint8 * VALUE_NAME_BYTES),
        ("chinese", ctypes.c_uint8 * VALUE_NAME_BYTES),
        ("english", ctypes.c_uint8 * VALUE_NAME_BYTES),
        ("value", ctypes.c_uint32),
        ("count", ctypes.c_uint32),
    ]


class MjValuedWait(ctypes.Structure):
    """MjValuedWait: one wait of a ready hand (`mj_valued_waits`): the tile and what the win on
    it is worth."""

    _fields_ = [
        ("value", MjHandValue),
        ("tile", ctypes.c_uint8),
    ]


class _AiPtr(ctypes.c_void_p):
    """MjAi* as its own ctypes type, so that no other pointer is taken for it."""


class _GamePtr(ctypes.c_void_p):
    """MjGame* as its own ctypes type, so that no other pointer is taken for it."""


class _RulesPtr(ctypes.c_void_p):
    """MjRules* as its own ctypes type, so that no other pointer is taken for it."""


_P = ctypes.POINTER
_SIZE = ctypes.c_size_t
_SIGNATURES = {
    "mj_ai_difficulty_available": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_bool)]),
    "mj_ai_new": (ctypes.c_int32, [ctypes.c_int32, ctypes.c_uint64, _RulesPtr, _P(_AiPtr)]),
    "mj_ai_free": (None, [_AiPtr]),
    "mj_ai_reseed": (ctypes.c_int32, [_AiPtr, ctypes.c_uint64]),
    "mj_ai_decide_discard": (
        ctypes.c_int32,
        [_AiPtr, _P(ctypes.c_uint8), _SIZE, _P(MjMeld), _SIZE, _P(_SIZE)],
    ),
    "mj_ai_should_peng": (
        ctypes.c_int32,
        [_AiPtr, _P(ctypes.c_uint8), _SIZE, ctypes.c_uint8, ctypes.c_int32, _P(ctypes.c_bool)],
    ),
    "mj_ai_should_chi": (
        ctypes.c_int32,
        [_AiPtr, _P(ctypes.c_uint8), _SIZE, ctypes.c_uint8, ctypes.c_int32, _P(ctypes.c_bool)],
    ),
    "mj_ai_should_gang": (
        ctypes.c_int32,
        [_AiPtr, _P(ctypes.c_uint8), _SIZE, ctypes.c_uint8, ctypes.c_int32, _P(ctypes.c_bool)],
    ),
    "mj_ai_should_hu": (
        ctypes.c_int32,
        [_AiPtr, _P(ctypes.c_uint8), _SIZE, _P(MjMeld), _SIZE, _P(ctypes.c_bool)],
    ),
    "mj_ai_observe_discard": (ctypes.c_int32, [_AiPtr, ctypes.c_uint8]),
    "mj_ai_observe_meld": (ctypes.c_int32, [_AiPtr, _P(MjMeld), ctypes.c_int32]),
    "mj_ai_observe_meld_by": (ctypes.c_int32, [_AiPtr, ctypes.c_int32, _P(MjMeld), ctypes.c_int32]),
    "mj_ai_set_seat": (ctypes.c_int32, [_AiPtr, ctypes.c_int32]),
    "mj_ai_seat": (ctypes.c_int32, [_AiPtr, _P(ctypes.c_int32)]),
    "mj_ai_reset": (ctypes.c_int32, [_AiPtr]),
    "mj_ai_observed": (ctypes.c_int32, [_AiPtr, _P(MjTileCounts)]),
    "mj_ai_set_wall_left": (ctypes.c_int32, [_AiPtr, ctypes.c_int32]),
    "mj_ai_set_void": (ctypes.c_int32, [_AiPtr, ctypes.c_int32]),
    "mj_ai_hints": (
        ctypes.c_int32,
        [_AiPtr, _P(ctypes.c_uint8), _SIZE, _P(MjMeld), _SIZE, _P(MjHint), _SIZE, _P(_SIZE)],
    ),
    "mj_ai_hint_reasons": (
        ctypes.c_int32,
        [
            _AiPtr,
            _P(ctypes.c_uint8),
            _SIZE,
            _P(MjMeld),
            _SIZE,
            ctypes.c_uint8,
            ctypes.c_char_p,
            _SIZE,
            _P(_SIZE),
        ],
    ),
    "mj_ai_should_hu_discard": (
        ctypes.c_int32,
        [_AiPtr, _P(ctypes.c_uint8), _SIZE, _P(MjMeld), _SIZE, ctypes.c_uint8, _P(ctypes.c_bool)],
    ),
    "mj_analyze_win": (
        ctypes.c_int32,
        [
            _RulesPtr,
            _P(ctypes.c_uint8),
            _SIZE,
            _P(MjMeld),
            _SIZE,
            _P(MjWinContext),
            _P(MjWinAnalysis),
        ],
    ),
    "mj_opening_wins": (ctypes.c_int32, [_RulesPtr, _P(ctypes.c_uint8), _SIZE, _P(MjOpeningWins)]),
    "mj_settle_win": (
        ctypes.c_int32,
        [
            _RulesPtr,
            _P(MjWinAnalysis),
            ctypes.c_int32,
            ctypes.c_int32,
            ctypes.c_int32,
            _P(ctypes.c_uint8),
            _SIZE,
            _P(MjPoints),
        ],
    ),
    "mj_settle_opening": (
        ctypes.c_int32,
        [_RulesPtr, ctypes.c_int32, ctypes.c_uint32, ctypes.c_int32, _P(MjPoints)],
    ),
    "mj_big_hand_id_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_big_hand_chinese_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_opening_win_id_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_opening_win_chinese_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_discard_options": (
        ctypes.c_int32,
        [
            _RulesPtr,
            _P(ctypes.c_uint8),
            _SIZE,
            _P(MjMeld),
            _SIZE,
            _P(MjTileCounts),
            _P(MjDiscardOption),
            _SIZE,
            _P(_SIZE),
        ],
    ),
    "mj_last_error": (ctypes.c_int32, [ctypes.c_char_p, _SIZE, _P(_SIZE)]),
    "mj_status_name": (ctypes.c_char_p, [ctypes.c_int32]),
    "mj_game_new": (ctypes.c_int32, [_RulesPtr, ctypes.c_uint64, ctypes.c_int32, _P(_GamePtr)]),
    "mj_game_replay": (ctypes.c_int32, [ctypes.c_char_p, _P(_GamePtr)]),
    "mj_game_free": (None, [_GamePtr]),
    "mj_game_state": (ctypes.c_int32, [_GamePtr, _P(MjGameState)]),
    "mj_game_hand": (
        ctypes.c_int32,
        [_GamePtr, ctypes.c_int32, _P(ctypes.c_uint8), _SIZE, _P(_SIZE)],
    ),
    "mj_game_drawn_tile": (ctypes.c_int32, [_GamePtr, ctypes.c_int32, _P(ctypes.c_int32)]),
    "mj_game_dealt": (
        ctypes.c_int32,
        [_GamePtr, ctypes.c_int32, _P(ctypes.c_uint8), _SIZE, _P(_SIZE)],
    ),
    "mj_game_melds": (ctypes.c_int32, [_GamePtr, ctypes.c_int32, _P(MjMeld), _SIZE, _P(_SIZE)]),
    "mj_game_discards": (
        ctypes.c_int32,
        [_GamePtr, ctypes.c_int32, _P(MjDiscard), _SIZE, _P(_SIZE)],
    ),
    "mj_game_sichuan_seat": (ctypes.c_int32, [_GamePtr, ctypes.c_int32, _P(MjSichuanSeat)]),
    "mj_game_legal_actions": (
        ctypes.c_int32,
        [_GamePtr, ctypes.c_int32, _P(MjAction), _SIZE, _P(_SIZE)],
    ),
    "mj_game_apply": (ctypes.c_int32, [_GamePtr, ctypes.c_int32, _P(MjAction)]),
    "mj_game_events": (ctypes.c_int32, [_GamePtr, _P(MjEvent), _SIZE, _P(_SIZE)]),
    "mj_game_result": (ctypes.c_int32, [_GamePtr, _P(MjGameResult)]),
    "mj_game_ai_action": (ctypes.c_int32, [_GamePtr, ctypes.c_int32, _AiPtr, _P(MjAction)]),
    "mj_game_hints": (ctypes.c_int32, [_GamePtr, ctypes.c_int32, _P(MjHint), _SIZE, _P(_SIZE)]),
    "mj_game_hint_reasons": (
        ctypes.c_int32,
        [_GamePtr, ctypes.c_int32, ctypes.c_uint8, ctypes.c_char_p, _SIZE, _P(_SIZE)],
    ),
    "mj_game_record_json": (ctypes.c_int32, [_GamePtr, ctypes.c_char_p, _SIZE, _P(_SIZE)]),
    "mj_is_win": (
        ctypes.c_int32,
        [_RulesPtr, _P(ctypes.c_uint8), _SIZE, _P(MjMeld), _SIZE, _P(ctypes.c_bool)],
    ),
    "mj_winning_targets": (
        ctypes.c_int32,
        [_RulesPtr, _P(ctypes.c_uint8), _SIZE, _P(MjMeld), _SIZE, _P(ctypes.c_uint32)],
    ),
    "mj_waits": (
        ctypes.c_int32,
        [_RulesPtr, _P(ctypes.c_uint8), _SIZE, _P(MjMeld), _SIZE, _P(ctypes.c_uint64)],
    ),
    "mj_wait_counts": (
        ctypes.c_int32,
        [
            _RulesPtr,
            _P(ctypes.c_uint8),
            _SIZE,
            _P(MjMeld),
            _SIZE,
            _P(MjTileCounts),
            _P(MjTileCounts),
        ],
    ),
    "mj_shanten": (
        ctypes.c_int32,
        [_RulesPtr, _P(ctypes.c_uint8), _SIZE, _P(MjMeld), _SIZE, _P(ctypes.c_int32)],
    ),
    "mj_shanten_for": (
        ctypes.c_int32,
        [
            _RulesPtr,
            _P(ctypes.c_uint8),
            _SIZE,
            _P(MjMeld),
            _SIZE,
            ctypes.c_int32,
            _P(ctypes.c_int32),
        ],
    ),
    "mj_warm_up": (None, []),
    "mj_parse_melds": (ctypes.c_int32, [ctypes.c_char_p, _P(MjMeld), _SIZE, _P(_SIZE)]),
    "mj_alloc": (ctypes.c_void_p, [_SIZE]),
    "mj_dealloc": (None, [ctypes.c_void_p, _SIZE]),
    "mj_family_count": (ctypes.c_int32, []),
    "mj_family_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_rule_option_count": (ctypes.c_int32, []),
    "mj_rule_option_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_rule_option_chinese_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_rule_option_english_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_rule_option_doc": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_rule_option_by_name": (ctypes.c_int32, [ctypes.c_char_p, _P(ctypes.c_int32)]),
    "mj_rule_option_info": (ctypes.c_int32, [_RulesPtr, ctypes.c_int32, _P(MjRuleOptionInfo)]),
    "mj_rule_option_choice": (
        ctypes.c_int32,
        [
            ctypes.c_int32,
            ctypes.c_uint32,
            _P(ctypes.c_int32),
            _P(ctypes.c_char_p),
            _P(ctypes.c_char_p),
        ],
    ),
    "mj_rules_new_changsha": (_RulesPtr, []),
    "mj_rules_new_eval_v1": (_RulesPtr, []),
    "mj_rules_new_standard": (_RulesPtr, []),
    "mj_rules_new_zhuanzhuan": (_RulesPtr, []),
    "mj_rules_new_hongzhong": (_RulesPtr, []),
    "mj_rules_new_sichuan": (_RulesPtr, []),
    "mj_rules_new_by_name": (ctypes.c_int32, [ctypes.c_char_p, _P(_RulesPtr)]),
    "mj_rules_clone": (ctypes.c_int32, [_RulesPtr, _P(_RulesPtr)]),
    "mj_rules_free": (None, [_RulesPtr]),
    "mj_rules_set_option": (ctypes.c_int32, [_RulesPtr, ctypes.c_int32, ctypes.c_int32]),
    "mj_rules_get_option": (ctypes.c_int32, [_RulesPtr, ctypes.c_int32, _P(ctypes.c_int32)]),
    "mj_rules_set_wildcard": (ctypes.c_int32, [_RulesPtr, ctypes.c_int32]),
    "mj_rules_get_wildcard": (ctypes.c_int32, [_RulesPtr, _P(ctypes.c_int32)]),
    "mj_game_payments": (ctypes.c_int32, [_GamePtr, _P(MjPayment), _SIZE, _P(_SIZE)]),
    "mj_game_birds": (ctypes.c_int32, [_GamePtr, _P(MjBird), _SIZE, _P(_SIZE)]),
    "mj_payment_reason_id_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_payment_reason_chinese_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_payment_reason_english_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_game_wins": (ctypes.c_int32, [_GamePtr, _P(MjWin), _SIZE, _P(_SIZE)]),
    "mj_sichuan_analyze": (
        ctypes.c_int32,
        [
            _RulesPtr,
            _P(ctypes.c_uint8),
            _SIZE,
            _P(MjMeld),
            _SIZE,
            _P(MjSichuanContext),
            _P(MjSichuanAnalysis),
        ],
    ),
    "mj_sichuan_waits": (
        ctypes.c_int32,
        [_RulesPtr, _P(ctypes.c_uint8), _SIZE, _P(MjMeld), _SIZE, _P(ctypes.c_uint64)],
    ),
    "mj_sichuan_best_ready_hand": (
        ctypes.c_int32,
        [
            _RulesPtr,
            _P(ctypes.c_uint8),
            _SIZE,
            _P(MjMeld),
            _SIZE,
            _P(ctypes.c_int32),
            _P(MjSichuanAnalysis),
        ],
    ),
    "mj_sichuan_pattern_id_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_sichuan_pattern_chinese_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_sichuan_pattern_english_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_parse_tiles": (ctypes.c_int32, [ctypes.c_char_p, _P(ctypes.c_uint8), _SIZE, _P(_SIZE)]),
    "mj_format_tiles": (
        ctypes.c_int32,
        [_P(ctypes.c_uint8), _SIZE, ctypes.c_char_p, _SIZE, _P(_SIZE)],
    ),
    "mj_format_tiles_chinese": (
        ctypes.c_int32,
        [_P(ctypes.c_uint8), _SIZE, ctypes.c_char_p, _SIZE, _P(_SIZE)],
    ),
    "mj_hand_value": (
        ctypes.c_int32,
        [
            _RulesPtr,
            _P(ctypes.c_uint8),
            _SIZE,
            _P(MjMeld),
            _SIZE,
            ctypes.c_char_p,
            _P(MjHandValue),
            _P(MjValueLine),
            _SIZE,
            _P(_SIZE),
        ],
    ),
    "mj_valued_waits": (
        ctypes.c_int32,
        [
            _RulesPtr,
            _P(ctypes.c_uint8),
            _SIZE,
            _P(MjMeld),
            _SIZE,
            ctypes.c_char_p,
            _P(MjValuedWait),
            _SIZE,
            _P(_SIZE),
        ],
    ),
    "mj_game_win_value": (
        ctypes.c_int32,
        [_GamePtr, _SIZE, _P(MjHandValue), _P(MjValueLine), _SIZE, _P(_SIZE)],
    ),
    "mj_abi_version": (ctypes.c_uint32, []),
    "mj_version": (ctypes.c_char_p, []),
}
# </generated:raw>


class MajiangError(Exception):
    """A failed call: ``status`` (a Status) and the library's message."""

    def __init__(self, status, message):
        super().__init__(message)
        self.status = Status(status) if status in Status._value2member_map_ else status
        self.message = message

    def __str__(self):
        return "%s: %s" % (status_name(self.status), self.message)


_lib = None


def _bundled():
    """The library a wheel installs beside this module: it is the build this
    module was packaged with, so it wins over any other copy on the system."""
    if sys.platform == "win32":
        name = "majiang.dll"
    elif sys.platform == "darwin":
        name = "libmajiang.dylib"
    else:
        name = "libmajiang.so"
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name)
    return path if os.path.isfile(path) else None


def load(path: Optional[str] = None) -> ctypes.CDLL:
    """Loads libmajiang (see the module docs for where it is looked for) and
    checks its ABI version. Called on first use; call it first to choose the path.
    Returns the ctypes library: the raw layer, every ``mj_*`` function typed."""
    global _lib
    path = (
        path
        or _bundled()
        or os.environ.get("MAJIANG_LIB")
        or ctypes.util.find_library("majiang")
    )
    if not path:
        raise OSError("libmajiang not found: set MAJIANG_LIB or call majiang.load(path)")
    lib = ctypes.CDLL(path)
    for name, (restype, argtypes) in _SIGNATURES.items():
        fn = getattr(lib, name)
        fn.restype = restype
        fn.argtypes = argtypes
    if lib.mj_abi_version() != ABI_VERSION:
        raise OSError(
            "%s has ABI %d; majiang.py expects %d" % (path, lib.mj_abi_version(), ABI_VERSION)
        )
    _lib = lib
    return lib


def _native():
    return _lib if _lib is not None else load()


def last_error() -> str:
    """This thread's last error message (two-call convention)."""
    lib = _native()
    needed = _SIZE(0)
    lib.mj_last_error(None, 0, ctypes.byref(needed))
    buf = ctypes.create_string_buffer(needed.value)
    if lib.mj_last_error(buf, needed.value, ctypes.byref(needed)) != Status.OK:
        return ""
    return buf.raw[: needed.value - 1].decode("utf-8")


def _check(status):
    if status != Status.OK:
        raise MajiangError(status, last_error())


def status_name(status: int) -> str:
    """The header name of a status ("MJ_STATUS_INVALID_TILE")."""
    return _native().mj_status_name(int(status)).decode("utf-8")


def version() -> str:
    """The library's version ("0.1.0")."""
    return _native().mj_version().decode("utf-8")


def abi_version() -> int:
    """The loaded library's ABI version (``ABI_VERSION`` once loaded)."""
    return _native().mj_abi_version()


def warm_up() -> None:
    """Builds the lookup tables now rather than on the first check."""
    _native().mj_warm_up()


# Argument readers: wrong types raise TypeError, out-of-range values ValueError, -------------------
# each naming the argument and the value given (ctypes would wrap -1 into 255 silently).


def _int(value, what: str) -> int:
    """An integer argument (int or an IntEnum; not a bool, not a float)."""
    if isinstance(value, bool):
        raise TypeError("%s: expected an int, got bool %r" % (what, value))
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(
            "%s: expected an int, got %s %r" % (what, type(value).__name__, value)
        ) from None


def _enum(kind, value, what: str):
    """A member of the IntEnum ``kind`` from an int (or the member itself)."""
    number = _int(value, what)
    try:
        return kind(number)
    except ValueError:
        names = ", ".join("%s (%d)" % (m.name, m.value) for m in kind)
        raise ValueError("%s: %d is not a %s: %s" % (what, number, kind.__name__, names)) from None


def _seat(value, what: str = "seat") -> int:
    seat = _int(value, what)
    if not 0 <= seat < 4:
        raise ValueError("%s: seat %d is out of range 0-3" % (what, seat))
    return seat


def _tile(value, what: str = "tile") -> int:
    """One tile: a kind id or its notation ("5m", "五万")."""
    if isinstance(value, str):
        ids = parse_tiles(value)
        if len(ids) != 1:
            raise ValueError("%s: %r is %d tiles, not one" % (what, value, len(ids)))
        return ids[0]
    if value is None or isinstance(value, bool) or not hasattr(value, "__index__"):
        raise TypeError(
            "%s: expected a tile id (int) or notation (str), got %s %r"
            % (what, type(value).__name__, value)
        )
    tile = operator.index(value)
    if not 0 <= tile < KINDS:
        raise ValueError("%s: tile id %d is out of range 0-%d" % (what, tile, KINDS - 1))
    return tile


def _tiles(tiles, what: str = "tiles") -> List[int]:
    """A list of tiles: ids (or one-tile notations) or one notation string."""
    if isinstance(tiles, str):
        return parse_tiles(tiles)
    if isinstance(tiles, (bytes, bytearray)) or not isinstance(tiles, _abc.Iterable):
        raise TypeError(
            "%s: expected a list of tile ids or a notation string, got %s %r"
            % (what, type(tiles).__name__, tiles)
        )
    return [_tile(t, "%s[%d]" % (what, i)) for i, t in enumerate(tiles)]


def _meld(meld, what: str) -> "Meld":
    if isinstance(meld, str):
        melds = parse_melds(meld)
        if len(melds) != 1:
            raise ValueError("%s: %r is %d melds, not one" % (what, meld, len(melds)))
        return melds[0]
    if isinstance(meld, MjMeld):
        meld = (meld.kind, meld.tile)
    if not isinstance(meld, _abc.Sequence) or len(meld) != 2:
        raise TypeError(
            "%s: expected a Meld, a (kind, tile) pair or notation, got %s %r"
            % (what, type(meld).__name__, meld)
        )
    return Meld(_enum(MeldKind, meld[0], what + ".kind"), _tile(meld[1], what + ".tile"))


def _melds(melds, what: str = "melds") -> List["Meld"]:
    if isinstance(melds, str):
        return parse_melds(melds)
    if isinstance(melds, (bytes, bytearray)) or not isinstance(melds, _abc.Iterable):
        raise TypeError(
            "%s: expected a list of melds or a notation string, got %s %r"
            % (what, type(melds).__name__, melds)
        )
    return [_meld(m, "%s[%d]" % (what, i)) for i, m in enumerate(melds)]


def _tile_array(tiles, what: str = "tiles"):
    ids = _tiles(tiles, what)
    return (ctypes.c_uint8 * max(len(ids), 1))(*ids), len(ids)


def _meld_array(melds):
    ms = _melds(melds)
    return (MjMeld * max(len(ms), 1))(*(MjMeld(m.kind, m.tile) for m in ms)), len(ms)


def _tiles_and_melds(tiles, melds):
    return (*_tile_array(tiles), *_meld_array(melds))


def _hand(rules, tiles, melds):
    return (_rules(rules).handle, *_tiles_and_melds(tiles, melds))


def _counts(counts, what: str) -> Optional[MjTileCounts]:
    """34 counts (one per kind) as an MjTileCounts; None stays None."""
    if counts is None:
        return None
    if not isinstance(counts, _abc.Iterable):
        raise TypeError(
            "%s: expected %d counts, got %s %r" % (what, KINDS, type(counts).__name__, counts)
        )
    values = [_int(c, "%s[%d]" % (what, i)) for i, c in enumerate(counts)]
    if len(values) != KINDS:
        raise ValueError("%s: expected %d counts, got %d" % (what, KINDS, len(values)))
    for i, c in enumerate(values):
        if not 0 <= c <= 4:
            raise ValueError("%s[%d]: %d copies is out of range 0-4" % (what, i, c))
    return MjTileCounts((ctypes.c_uint8 * KINDS)(*values))


def _rules(rules) -> "Rules":
    if not isinstance(rules, Rules):
        raise TypeError("rules: expected a Rules, got %s %r" % (type(rules).__name__, rules))
    return rules


def _none(value: int) -> Optional[int]:
    """MJ_NONE (255) as None."""
    return None if value == NONE else value


def _seats(mask: int) -> List[int]:
    """The seats whose bit is set in a seat mask."""
    return [s for s in range(4) if mask >> s & 1]


def _members(kind, mask: int) -> list:
    """The members of the IntEnum ``kind`` whose bit is set in ``mask``."""
    return [m for m in kind if mask >> m & 1]


def ids_of(mask: int) -> List[int]:
    """The tile ids whose bits are set in a mask (the raw layer's sets of kinds), ascending."""
    return [i for i in range(KINDS) if mask >> i & 1]


def mask_of(ids: Iterable[int]) -> int:
    """The mask with bit ``1 << id`` set for each tile id: ``ids_of``'s inverse."""
    return sum(1 << _tile(t, "ids[%d]" % i) for i, t in enumerate(set(ids)))


def _deprecated(old: str, new: str) -> None:
    warnings.warn("%s is deprecated: use %s" % (old, new), DeprecationWarning, stacklevel=3)


# Values ------------------------------------------------------------------------------------------


class Meld(NamedTuple):
    """A meld: its kind and lowest tile id. Equal to the ``(kind, tile)`` tuple."""

    kind: MeldKind
    tile: int


class Action(NamedTuple):
    """One decision: an ActionKind and the tile it names (0 for kinds that name none).
    Equal to the ``(kind, tile)`` tuple."""

    kind: ActionKind
    tile: int


class Discard(NamedTuple):
    """A tile of a discard pile, and whether another player claimed it."""

    tile: int
    claimed: bool


class BigHandUnits(NamedTuple):
    """A big hand made, and its units."""

    big_hand: BigHand
    units: int


def _flags(ctx, struct):
    """`struct` (a context of flag bytes) from the same-named bool fields of `ctx`."""
    flags = []
    for name, _ in struct._fields_:
        value = getattr(ctx, name)
        if value not in (True, False):
            raise ValueError("ctx.%s: expected True or False, got %r" % (name, value))
        flags.append(int(value))
    return struct(*flags)


@dataclass(frozen=True)
class WinContext:
    """How a hand was won; every flag False: on an ordinary discard by a non-dealer."""

    self_draw: bool = False
    last_tile: bool = False
    kong_flip: bool = False
    robbed_kong: bool = False
    first_turn: bool = False
    dealer: bool = False

    def _raw(self) -> MjWinContext:
        return _flags(self, MjWinContext)


@dataclass
class WinAnalysis:
    """What a complete-size hand is worth: a win or not, small (小胡) or big, the units
    of its big hands, the targets it wins by and the big hands made."""

    win: bool
    small: bool
    units: int
    targets: List[Target]
    big_hands: List[BigHandUnits]

    def _raw(self) -> MjWinAnalysis:
        raw = MjWinAnalysis(
            targets=sum(1 << _enum(Target, t, "analysis.targets") for t in self.targets),
            big_hands=sum(1 << _enum(BigHand, b.big_hand, "analysis.big_hands")
                          for b in self.big_hands),
            units=_int(self.units, "analysis.units"),
            win=bool(self.win),
            small=bool(self.small),
        )
        for b in self.big_hands:
            raw.big_hand_units[b.big_hand] = _int(b.units, "analysis.big_hands units")
        return raw

    @classmethod
    def _of(cls, raw: MjWinAnalysis) -> "WinAnalysis":
        return cls(
            win=bool(raw.win),
            small=bool(raw.small),
            units=raw.units,
            targets=_members(Target, raw.targets),
            big_hands=[BigHandUnits(b, raw.big_hand_units[b])
                       for b in _members(BigHand, raw.big_hands)],
        )


@dataclass(frozen=True)
class OpeningWins:
    """The opening wins of a dealt hand: occurrences of each (by OpeningWin) and in all."""

    total: int
    counts: List[int]

    @property
    def wins(self) -> List[Tuple[OpeningWin, int]]:
        """The opening wins present, with their occurrences."""
        return [(OpeningWin(i), n) for i, n in enumerate(self.counts) if n]


@dataclass(frozen=True)
class SichuanContext:
    """How a 四川 hand was won, for the situational patterns (杠上花, 杠上炮, 抢杠胡,
    海底捞月, 自摸 under 自摸加番, 天地胡); every flag False: on an ordinary discard."""

    self_draw: bool = False
    after_kong: bool = False
    robbed_kong: bool = False
    last_tile: bool = False
    first_turn: bool = False
    dealer: bool = False

    def _raw(self) -> MjSichuanContext:
        return _flags(self, MjSichuanContext)


@dataclass(frozen=True)
class SichuanAnalysis:
    """What a hand is worth under the 四川 rules: a win or not (a hand holding all three
    suits never wins, 缺一门), its fan before the cap, and its patterns in SichuanPattern
    order, GEN once per four (empty and 0 when not a win)."""

    win: bool
    fan: int
    patterns: List[SichuanPattern]

    @classmethod
    def _of(cls, raw: MjSichuanAnalysis) -> "SichuanAnalysis":
        patterns = [p for p in _members(SichuanPattern, raw.patterns)
                    for _ in range(raw.pattern_counts[p])]
        return cls(win=bool(raw.win), fan=raw.fan, patterns=patterns)


class _OldDrawNames:
    """The 0.1 names of ``unseen_copies`` and ``useful_kinds``, kept one release for
    DiscardOption and Hint (read with a DeprecationWarning)."""

    __slots__ = ()

    @property
    def draws_left(self) -> int:
        """Deprecated (0.1 name): ``unseen_copies``."""
        _deprecated("draws_left", "unseen_copies")
        return self.unseen_copies

    @property
    def draws(self) -> List[int]:
        """Deprecated (0.1 name): ``useful_kinds``."""
        _deprecated("draws", "useful_kinds")
        return self.useful_kinds


@dataclass(frozen=True)
class DiscardOption(_OldDrawNames):
    """One discard of a complete-size hand: the tile, its first index in the tiles given,
    the shanten after it (0 ready), the kinds whose draw would lower the shanten (the
    waits, when ready) and the copies of them still to come."""

    tile: int
    index: int
    shanten: int
    useful_kinds: List[int]
    unseen_copies: int


@dataclass(frozen=True)
class Hint(_OldDrawNames):
    """One discard of EXPERT's hint list: as a DiscardOption (copies net of what the AI
    observed), with the targets closest after it, the estimated probability (0-1) of
    winning within the draws left, the expected points, and the reason in English and
    Chinese."""

    tile: int
    index: int
    shanten: int
    useful_kinds: List[int]
    unseen_copies: int
    win_prob: float
    points: float
    targets: List[Target]
    reason: str
    reason_zh: str


@dataclass(frozen=True)
class GameState:
    """The table at a glance: scores by seat, the phase, the seat it is about (None
    when finished), the offer (CLAIM only), the tiles on offer / flipped / taken, the
    seats that must answer now, the seat to ask next (None when the hand is over), the
    dealer, the wall and the seats frozen by 开杠."""

    scores: List[int]
    phase: Phase
    seat: Optional[int]
    offer: Optional[Offer]
    tiles: List[int]
    pending: List[int]
    next_seat: Optional[int]
    dealer: int
    wall_left: int
    frozen: List[int]

    @classmethod
    def _of(cls, raw: MjGameState) -> "GameState":
        return cls(
            scores=list(raw.scores.points),
            phase=Phase(raw.phase),
            seat=_none(raw.seat),
            offer=None if raw.offer == NONE else Offer(raw.offer),
            tiles=list(raw.tiles[: raw.tile_count]),
            pending=_seats(raw.pending),
            next_seat=_none(raw.next_seat),
            dealer=raw.dealer,
            wall_left=raw.wall_left,
            frozen=_seats(raw.frozen),
        )


@dataclass(frozen=True)
class Event:
    """One event; the fields ``kind`` does not use are None, 0, False or empty.
    ``detail`` is a DrawSource, MeldKind, SettleReason or OpeningWin by kind (the number
    of 根 for WIN_FAN); ``flag`` is 开杠 for MELDED and a small hand for WON; ``count`` the
    units (WON), the fan before the cap (WIN_FAN, 四川) or the occurrences (OPENING_WIN);
    ``patterns`` the 四川 patterns of a WIN_FAN (GEN once)."""

    kind: EventKind
    seat: Optional[int]
    from_: Optional[int]
    tile: Optional[int]
    detail: int
    flag: bool
    tiles: List[int]
    big_hands: List[BigHand]
    count: int
    deltas: List[int]
    patterns: List[SichuanPattern]

    @classmethod
    def _of(cls, raw: MjEvent) -> "Event":
        # WIN_FAN's bits are 四川 patterns, WON's big hands.
        fan = raw.kind == EventKind.WIN_FAN
        return cls(
            kind=EventKind(raw.kind),
            seat=_none(raw.seat),
            from_=_none(raw.from_),
            tile=_none(raw.tile),
            detail=raw.detail,
            flag=bool(raw.flag),
            tiles=list(raw.tiles[: raw.tile_count]),
            big_hands=[] if fan else _members(BigHand, raw.big_hands),
            count=raw.count,
            deltas=list(raw.deltas.points),
            patterns=_members(SichuanPattern, raw.big_hands) if fan else [],
        )


@dataclass(frozen=True)
class GameResult:
    """How the hand ended: every point that moved by seat, the winning seats (empty for
    an exhaustive draw), the seat that paid alone (None for a self-draw or no win), the
    next dealer (None while the hand is on), each seat's big hands and units, the birds."""

    finished: bool
    deltas: List[int]
    winners: List[int]
    from_: Optional[int]
    next_dealer: Optional[int]
    big_hands: List[List[BigHand]]
    units: List[int]
    birds: List[int]
    #: Every win of the finished hand with its payments, and its fan and patterns on a
    #: 四川 table or its big hands under Changsha scoring (``Game.wins``).
    wins: List["Win"] = field(default_factory=list)

    @classmethod
    def _of(cls, raw: MjGameResult, wins: Sequence["Win"] = ()) -> "GameResult":
        return cls(
            wins=list(wins),
            finished=bool(raw.finished),
            deltas=list(raw.deltas.points),
            winners=_seats(raw.winners),
            from_=_none(raw.from_),
            next_dealer=_none(raw.next_dealer),
            big_hands=[_members(BigHand, m) for m in raw.big_hands],
            units=list(raw.units),
            birds=list(raw.birds[: raw.bird_count]),
        )


class Payment(NamedTuple):
    """One payment line of a flat or 四川 table: ``from_`` pays ``to`` ``points`` for
    ``reason``; ``hits`` is the bird hits of a BIRDS line (0 otherwise). ``reason_id``,
    ``label`` (Chinese, ``中鸟 ×2``) and ``label_en`` name the reason."""

    from_: int
    to: int
    points: int
    reason: PaymentReason
    hits: int

    @property
    def reason_id(self) -> str:
        """The reason's stable identifier ("cagua")."""
        return payment_reason_id_name(self.reason)

    @property
    def label(self) -> str:
        """The Chinese label of a result screen ("呼叫转移"; a BIRDS line "中鸟 ×2")."""
        name = payment_reason_chinese_name(self.reason)
        return "%s ×%d" % (name, self.hits) if self.reason == PaymentReason.BIRDS else name

    @property
    def label_en(self) -> str:
        """The English label ("kong income transferred"; a BIRDS line "birds ×2")."""
        name = payment_reason_english_name(self.reason)
        return "%s ×%d" % (name, self.hits) if self.reason == PaymentReason.BIRDS else name


class Win(NamedTuple):
    """One win of a finished hand (``Game.wins``): the winner, who paid alone (None for a
    self-draw), the winning tile (None for 天胡), this win's payments by seat; on a 四川 table
    its ``patterns``, under Changsha scoring its ``big_hands`` and ``units``; on every table its
    ``value`` (a HandValue: the named lines as the table scored them, flowers and winds
    included) and, where the value counts fan, ``fan`` (its total; None elsewhere); ``small``
    as the WON event's flag says: Changsha's 小胡, every flat-table win, a 四川 win of 0 fan."""

    seat: int
    from_: Optional[int]
    tile: Optional[int]
    deltas: List[int]
    fan: Optional[int]
    patterns: List["SichuanPattern"]
    small: bool
    big_hands: List["BigHand"]
    units: int
    #: What the win was worth as the table scored it (``Game.win_value``).
    value: Optional["HandValue"] = None

    @classmethod
    def _of(cls, raw: "MjWin", value: Optional["HandValue"] = None) -> "Win":
        sichuan = SichuanAnalysis._of(raw.sichuan)
        fan = value.total if value is not None and value.unit == ValueUnit.FAN else None
        return cls(
            seat=raw.seat,
            from_=_none(raw.from_),
            tile=_none(raw.tile),
            deltas=list(raw.deltas.points),
            fan=fan,
            patterns=sichuan.patterns,
            small=bool(raw.small),
            big_hands=_members(BigHand, raw.big_hands),
            units=raw.units,
            value=value,
        )


class ValueLine(NamedTuple):
    """One named item of a hand's worth — a big hand, a pattern, a fan or a flat table's
    winning shape: its stable identifier (``"qingyise"``), 中文 and English names, what it is
    worth each time it counts and how many times it counts (根 per four, 花牌 per flower)."""

    id: str
    chinese: str
    english: str
    value: int
    count: int

    @classmethod
    def _of(cls, raw: "MjValueLine") -> "ValueLine":
        def name(field) -> str:
            data = bytes(field)
            return data[: data.index(0) if 0 in data else len(data)].decode("utf-8")

        return cls(name(raw.id), name(raw.chinese), name(raw.english), raw.value, raw.count)


@dataclass(frozen=True)
class HandValue:
    """What a hand is worth under its rules, in one shape for every preset: ``unit`` (a
    ValueUnit), ``win`` (the tiles win under the rules' whole law), ``total`` (the sum of the
    lines' value × count: what the payment reads), ``toward_minimum`` (the part the rules'
    minimum is checked against), ``meets_minimum``, ``shanten`` of the hand before the win (0
    for a win, -1 when it can never win) and the ``lines`` (empty when not a win)."""

    unit: ValueUnit
    win: bool
    total: int
    toward_minimum: int
    meets_minimum: bool
    shanten: int
    lines: List[ValueLine]

    @classmethod
    def _of(cls, raw: "MjHandValue", lines) -> "HandValue":
        return cls(
            unit=ValueUnit(raw.unit),
            win=bool(raw.win),
            total=raw.total,
            toward_minimum=raw.toward_minimum,
            meets_minimum=bool(raw.meets_minimum),
            shanten=raw.shanten,
            lines=[ValueLine._of(l) for l in lines],
        )


class ValuedWait(NamedTuple):
    """One wait of a ready hand: the tile and what the win on it is worth."""

    tile: int
    value: HandValue


class SichuanSeat(NamedTuple):
    """A seat's standing at a 四川 table: ``void_suit`` its 定缺 suit (0 万, 1 条, 2 筒; None
    until every seat has declared), ``wins`` so far (more than one under 血流成河), ``left``
    once it has left the hand (血战到底: after its win)."""

    void_suit: Optional[int]
    wins: int
    left: bool

    @property
    def void(self) -> Optional[int]:
        """Deprecated: the 0.1 name of ``void_suit`` (as the C ABI, JS and C# call it)."""
        _deprecated("void", "void_suit")
        return self.void_suit


class Bird(NamedTuple):
    """One bird (扎鸟) flipped after a win: its tile, the seat it lands on where the rules
    read it (None otherwise), and the hits it counts for the winners on a flat table."""

    tile: int
    seat: Optional[int]
    hits: int


# Rules -------------------------------------------------------------------------------------------


class Rules:
    """A rule set (MjRules*). Use Rules.changsha(), .standard(), .eval_v1(), .zhuanzhuan(),
    .hongzhong(), .sichuan() or Rules.by_name("hongzhong")."""

    _ptr = None

    def __init__(self, ptr):
        if not ptr:
            raise MajiangError(Status.PANIC, last_error())
        self._ptr = ptr

    @classmethod
    def changsha(cls) -> "Rules":
        """Changsha mahjong (长沙麻将): 108 tiles, 2-5-8 pair, the big hands."""
        return cls(_native().mj_rules_new_changsha())

    @classmethod
    def standard(cls) -> "Rules":
        """34 kinds, any pair, seven pairs and thirteen orphans."""
        return cls(_native().mj_rules_new_standard())

    @classmethod
    def eval_v1(cls) -> "Rules":
        """Changsha as the evaluation scores it (6 points a small self-draw)."""
        return cls(_native().mj_rules_new_eval_v1())

    @classmethod
    def zhuanzhuan(cls) -> "Rules":
        """转转麻将: 108 tiles, no chi, any pair, flat scoring, 4 birds 159中鸟."""
        return cls(_native().mj_rules_new_zhuanzhuan())

    @classmethod
    def hongzhong(cls) -> "Rules":
        """红中麻将: 转转 plus four 红中 (中, id 31) as wildcards with no copy limit."""
        return cls(_native().mj_rules_new_hongzhong())

    @classmethod
    def sichuan(cls) -> "Rules":
        """四川麻将 血战到底: 108 tiles, no chi, fan capped at 4, 换三张, 定缺; its options are
        RuleOption.FAN_CAP to .SICHUAN_ROB_KONG. A Game plays its hands (the EXCHANGE and
        DING_QUE phases, wins that do not end the hand); sichuan_analyze counts a hand's fan."""
        return cls(_native().mj_rules_new_sichuan())

    @classmethod
    def by_name(cls, name: str) -> "Rules":
        """A preset by name: changsha, eval-v1, standard, zhuanzhuan, hongzhong or sichuan;
        another name raises MajiangError (INVALID_OPTION) naming them."""
        out = _RulesPtr()
        _check(_native().mj_rules_new_by_name(_text(name, "name"), ctypes.byref(out)))
        return cls(out)

    @property
    def handle(self):
        """The MjRules* of the raw layer."""
        if self._ptr is None:
            raise ValueError("rules already closed")
        return self._ptr

    def clone(self) -> "Rules":
        """An independent copy."""
        out = _RulesPtr()
        _check(_native().mj_rules_clone(self.handle, ctypes.byref(out)))
        return Rules(out)

    def set(self, option: RuleOption, value: int) -> "Rules":
        """Sets an option (booleans: True/False or 1/0); returns the rules."""
        option = _enum(RuleOption, option, "option")
        value = int(value) if isinstance(value, bool) else _int(value, "value")
        _check(_native().mj_rules_set_option(self.handle, option, value))
        return self

    def get(self, option: RuleOption) -> int:
        """An option's value (booleans 1/0)."""
        out = ctypes.c_int32()
        option = _enum(RuleOption, option, "option")
        _check(_native().mj_rules_get_option(self.handle, option, ctypes.byref(out)))
        return out.value

    def options(self) -> List["OptionInfo"]:
        """Every rule option of the core's registry (every table's), in id order, with its name,
        labels, values, families and, for these rules, whether they take it, its value and their
        preset's default: what a settings screen is built from. get/set refuse an option these
        rules do not take (applies False)."""
        return [OptionInfo._read(self, o) for o in range(_native().mj_rule_option_count())]

    @staticmethod
    def option_by_name(name: str) -> RuleOption:
        """The RuleOption of this name ("flat_birds", as options() and `majiang rules` name it; the
        older "pair_258" too); another name raises MajiangError (INVALID_OPTION)."""
        out = ctypes.c_int32()
        _check(_native().mj_rule_option_by_name(_text(name, "name"), ctypes.byref(out)))
        return RuleOption(out.value)

    @property
    def wildcard(self) -> Optional[int]:
        """The wildcard tile id (赖子), or None."""
        out = ctypes.c_int32()
        _check(_native().mj_rules_get_wildcard(self.handle, ctypes.byref(out)))
        return None if out.value == NO_TILE else out.value

    @wildcard.setter
    def wildcard(self, tile) -> None:
        tile = NO_TILE if tile is None else _tile(tile, "wildcard")
        _check(_native().mj_rules_set_wildcard(self.handle, tile))

    def close(self) -> None:
        """Frees the rules now (a second close does nothing)."""
        if self._ptr is not None and _lib is not None:
            _lib.mj_rules_free(self._ptr)
        self._ptr = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        self.close()


class OptionInfo(NamedTuple):
    """One rule option (Rules.options()): `id` (a RuleOption), `name` (as mj_rule_option_name and
    `majiang rules`), `zh` / `en` labels, `doc`, `kind` ("bool", "int" or "enum"), `min` / `max`,
    `values` ([(value, zh, en)], empty for an int range), `families` ("changsha", "hunan",
    "sichuan"), `applies` (these rules take it), `value` and `default` (None unless applies)."""

    id: int
    name: str
    zh: str
    en: str
    doc: str
    kind: str
    min: int
    max: int
    values: List[Tuple[int, str, str]]
    families: List[str]
    applies: bool
    value: Optional[int]
    default: Optional[int]

    @classmethod
    def _read(cls, rules: "Rules", option: int) -> "OptionInfo":
        lib = _native()
        info = MjRuleOptionInfo()
        _check(lib.mj_rule_option_info(rules.handle, option, ctypes.byref(info)))

        def text(fn):
            out = ctypes.c_char_p()
            _check(fn(option, ctypes.byref(out)))
            return out.value.decode("utf-8")

        values = []
        for i in range(info.choices):
            v, zh, en = ctypes.c_int32(), ctypes.c_char_p(), ctypes.c_char_p()
            _check(lib.mj_rule_option_choice(option, i, ctypes.byref(v), ctypes.byref(zh), ctypes.byref(en)))
            values.append((v.value, zh.value.decode("utf-8"), en.value.decode("utf-8")))
        # Bit f is family f, named by the library: a new family needs no change here.
        families = []
        for f in range(lib.mj_family_count()):
            if info.families & (1 << f):
                name = ctypes.c_char_p()
                _check(lib.mj_family_name(f, ctypes.byref(name)))
                families.append(name.value.decode("utf-8"))
        applies = bool(info.applies)
        return cls(
            id=info.id,
            name=text(lib.mj_rule_option_name),
            zh=text(lib.mj_rule_option_chinese_name),
            en=text(lib.mj_rule_option_english_name),
            doc=text(lib.mj_rule_option_doc),
            kind=("bool", "int", "enum")[info.kind],
            min=info.min,
            max=info.max,
            values=values,
            families=families,
            applies=applies,
            value=info.value if applies else None,
            default=info.default_value if applies else None,
        )


# Checks ------------------------------------------------------------------------------------------

Tiles = Union[str, Iterable[Union[int, str]]]
Melds = Union[str, Iterable[Union[Meld, Tuple[int, Union[int, str]], str]]]
TileLike = Union[int, str]


def is_win(rules: Rules, tiles: Tiles, melds: Melds = ()) -> bool:
    """Whether a complete-size hand (3n+2 tiles with its melds, the winning tile included)
    is a win. A waiting-size hand (3n+1, e.g. 13 tiles: the winning tile missing) raises
    MajiangError (WRONG_HAND_SIZE), as in every binding (``waits`` lists the tiles it
    waits on); other sizes raise MajiangError (INVALID_HAND)."""
    out = ctypes.c_bool()
    _check(_native().mj_is_win(*_hand(rules, tiles, melds), ctypes.byref(out)))
    return out.value


def winning_targets(rules: Rules, tiles: Tiles, melds: Melds = ()) -> List[Target]:
    """The targets a complete-size (3n+2) hand wins by; a 3n+1 hand raises as in ``is_win``."""
    out = ctypes.c_uint32()
    _check(_native().mj_winning_targets(*_hand(rules, tiles, melds), ctypes.byref(out)))
    return _members(Target, out.value)


def waits(rules: Rules, tiles: Tiles, melds: Melds = ()) -> List[int]:
    """The tile ids completing a waiting (3n+1) hand, ascending."""
    out = ctypes.c_uint64()
    _check(_native().mj_waits(*_hand(rules, tiles, melds), ctypes.byref(out)))
    return ids_of(out.value)


def wait_counts(
    rules: Rules, tiles: Tiles, melds: Melds = (), unseen: Optional[Sequence[int]] = None
) -> List[int]:
    """Copies left of each wait (a list of 34, 0 for non-waits). ``unseen``, if
    given, lists the copies of each kind the player has not seen."""
    given = _counts(unseen, "unseen")
    args = _hand(rules, tiles, melds)
    out = MjTileCounts()
    _check(
        _native().mj_wait_counts(
            *args, None if given is None else ctypes.byref(given), ctypes.byref(out)
        )
    )
    return list(out.counts)


def shanten(rules: Rules, tiles: Tiles, melds: Melds = ()) -> int:
    """Shanten over every target: -1 complete, 0 ready. Under 四川 the rules' (缺一门: the
    tiles of a suit still to clear count; a hand holding all three suits is never ready;
    SHANTEN_UNREACHABLE when the melds hold all three)."""
    out = ctypes.c_int32()
    _check(_native().mj_shanten(*_hand(rules, tiles, melds), ctypes.byref(out)))
    return out.value


def shanten_for(rules: Rules, target: Target, tiles: Tiles, melds: Melds = ()) -> Optional[int]:
    """Shanten for one Target, or None when the rules or melds rule it out."""
    target = _enum(Target, target, "target")
    out = ctypes.c_int32()
    _check(_native().mj_shanten_for(*_hand(rules, tiles, melds), target, ctypes.byref(out)))
    return None if out.value == SHANTEN_UNREACHABLE else out.value


def _fill(ctype, call):
    """Runs a buffer-filling call twice: to size, then to fill."""
    n = _SIZE(0)
    status = call(None, 0, ctypes.byref(n))
    if status == Status.OK:
        return (ctype * 1)(), 0
    if status != Status.BUFFER_TOO_SMALL:
        _check(status)
    buf = (ctype * n.value)()
    _check(call(buf, n.value, ctypes.byref(n)))
    return buf, n.value


def _text(notation, what: str) -> bytes:
    if not isinstance(notation, str):
        raise TypeError(
            "%s: expected a notation string, got %s %r" % (what, type(notation).__name__, notation)
        )
    return notation.encode("utf-8")


def parse_tiles(notation: str) -> List[int]:
    """Tile ids from notation ("123m 五万")."""
    text = _text(notation, "notation")
    buf, n = _fill(ctypes.c_uint8, lambda out, cap, len_: _native().mj_parse_tiles(text, out, cap, len_))
    return list(buf[:n])


def parse_melds(notation: str) -> List[Meld]:
    """Melds from notation ("peng:5m chi:345s")."""
    text = _text(notation, "notation")
    buf, n = _fill(MjMeld, lambda out, cap, len_: _native().mj_parse_melds(text, out, cap, len_))
    return [Meld(MeldKind(m.kind), m.tile) for m in buf[:n]]


def _format(fn, tiles):
    arr, n = _tile_array(tiles)
    buf, size = _fill(ctypes.c_char, lambda out, cap, len_: fn(arr, n, out, cap, len_))
    return buf[: size - 1].decode("utf-8")


def format_tiles(tiles: Tiles) -> str:
    """Compact notation ("123m45s")."""
    return _format(_native().mj_format_tiles, tiles)


def format_tiles_chinese(tiles: Tiles) -> str:
    """Chinese names ("五万 四条")."""
    return _format(_native().mj_format_tiles_chinese, tiles)


# Changsha analysis and payments ------------------------------------------------------------------


def analyze_win(
    rules: Rules, tiles: Tiles, melds: Melds = (), ctx: Optional[WinContext] = None
) -> WinAnalysis:
    """What a complete-size hand is worth; ``ctx`` says how it was won (default: on an
    ordinary discard by a non-dealer)."""
    out = MjWinAnalysis()
    if ctx is None:
        ctx = WinContext()
    if not isinstance(ctx, WinContext):
        raise TypeError("ctx: expected a WinContext, got %s %r" % (type(ctx).__name__, ctx))
    raw_ctx = ctx._raw()
    args = _hand(rules, tiles, melds)
    _check(_native().mj_analyze_win(*args, ctypes.byref(raw_ctx), ctypes.byref(out)))
    return WinAnalysis._of(out)


def _name(fn, kind, ident, what):
    out = ctypes.c_char_p()
    _check(fn(_enum(kind, ident, what), ctypes.byref(out)))
    return out.value.decode("utf-8")


def big_hand_id_name(big_hand: BigHand) -> str:
    """The stable identifier of a BigHand ("qingyise")."""
    return _name(_native().mj_big_hand_id_name, BigHand, big_hand, "big_hand")


def big_hand_chinese_name(big_hand: BigHand) -> str:
    """The Chinese name of a BigHand ("清一色")."""
    return _name(_native().mj_big_hand_chinese_name, BigHand, big_hand, "big_hand")


def opening_win_id_name(opening_win: OpeningWin) -> str:
    """The stable identifier of an OpeningWin ("dasixi")."""
    return _name(_native().mj_opening_win_id_name, OpeningWin, opening_win, "opening_win")


def opening_win_chinese_name(opening_win: OpeningWin) -> str:
    """The Chinese name of an OpeningWin ("大四喜")."""
    return _name(_native().mj_opening_win_chinese_name, OpeningWin, opening_win, "opening_win")


def opening_wins(rules: Rules, dealt: Tiles) -> OpeningWins:
    """The opening wins of a dealt hand of 13 or 14 tiles."""
    out = MjOpeningWins()
    arr, n = _tile_array(dealt, "dealt")
    _check(_native().mj_opening_wins(_rules(rules).handle, arr, n, ctypes.byref(out)))
    return OpeningWins(total=out.total, counts=list(out.counts[: len(OpeningWin)]))


def settle_win(
    rules: Rules,
    analysis: WinAnalysis,
    winner: int,
    payer: Optional[int],
    dealer: int,
    birds: Tiles = (),
) -> List[int]:
    """Point deltas (a list by seat) of a win; ``payer`` is the seat that paid, or None
    (or SELF_DRAW) for a self-draw."""
    if not isinstance(analysis, WinAnalysis):
        raise TypeError(
            "analysis: expected a WinAnalysis, got %s %r" % (type(analysis).__name__, analysis)
        )
    raw = analysis._raw()
    payer = SELF_DRAW if payer is None or payer == SELF_DRAW else _seat(payer, "payer")
    out = MjPoints()
    arr, n = _tile_array(birds, "birds")
    _check(
        _native().mj_settle_win(
            _rules(rules).handle, ctypes.byref(raw), _seat(winner, "winner"), payer,
            _seat(dealer, "dealer"), arr, n, ctypes.byref(out),
        )
    )
    return list(out.points)


def settle_opening(rules: Rules, player: int, occurrences: int, dealer: int) -> List[int]:
    """Point deltas (a list by seat) of ``occurrences`` opening wins by ``player``."""
    occurrences = _int(occurrences, "occurrences")
    if occurrences < 0:
        raise ValueError("occurrences: %d is negative" % occurrences)
    out = MjPoints()
    _check(
        _native().mj_settle_opening(
            _rules(rules).handle, _seat(player, "player"), occurrences, _seat(dealer, "dealer"),
            ctypes.byref(out),
        )
    )
    return list(out.points)


def discard_options(
    rules: Rules, tiles: Tiles, melds: Melds = (), unseen: Optional[Sequence[int]] = None
) -> List[DiscardOption]:
    """The discards of a complete-size hand ranked best first (lowest shanten, then most
    copies to come). ``unseen``, if given, lists the copies of each kind not seen."""
    given = _counts(unseen, "unseen")
    given = None if given is None else ctypes.byref(given)
    args = _hand(rules, tiles, melds)
    buf, n = _fill(
        MjDiscardOption,
        lambda out, cap, len_: _native().mj_discard_options(*args, given, out, cap, len_),
    )
    return [
        DiscardOption(o.tile, o.index, o.shanten, ids_of(o.draws), o.draws_left) for o in buf[:n]
    ]


# 四川 analysis ------------------------------------------------------------------------------------


def sichuan_analyze(
    rules: Rules, tiles: Tiles, melds: Melds = (), ctx: Optional[SichuanContext] = None
) -> SichuanAnalysis:
    """The fan and patterns of a complete-size hand under the 四川 rules (``rules`` from
    Rules.sichuan()); ``ctx`` says how it was won (default: the hand alone, as if won on a
    discard). A hand that does not win (no shape, or all three suits) gives win False."""
    if ctx is not None and not isinstance(ctx, SichuanContext):
        raise TypeError("ctx: expected a SichuanContext, got %s %r" % (type(ctx).__name__, ctx))
    raw_ctx = None if ctx is None else ctypes.byref(ctx._raw())
    out = MjSichuanAnalysis()
    _check(_native().mj_sichuan_analyze(*_hand(rules, tiles, melds), raw_ctx, ctypes.byref(out)))
    return SichuanAnalysis._of(out)


def sichuan_waits(rules: Rules, tiles: Tiles, melds: Melds = ()) -> List[int]:
    """The tile ids completing a 3n+1 hand into a 四川 win (缺一门: never a tile of the third
    suit, nothing while three suits are held), ascending."""
    out = ctypes.c_uint64()
    _check(_native().mj_sichuan_waits(*_hand(rules, tiles, melds), ctypes.byref(out)))
    return ids_of(out.value)


def sichuan_best_ready_hand(
    rules: Rules, tiles: Tiles, melds: Melds = ()
) -> Optional[Tuple[int, SichuanAnalysis]]:
    """The best hand a ready 3n+1 hand wins with (what 查大叫 pays): its tile and analysis,
    or None when not ready."""
    tile, out = ctypes.c_int32(), MjSichuanAnalysis()
    args = _hand(rules, tiles, melds)
    _check(_native().mj_sichuan_best_ready_hand(*args, ctypes.byref(tile), ctypes.byref(out)))
    return None if tile.value == NO_TILE else (tile.value, SichuanAnalysis._of(out))


def sichuan_pattern_id_name(pattern: SichuanPattern) -> str:
    """The stable identifier of a SichuanPattern ("qingyise")."""
    return _name(_native().mj_sichuan_pattern_id_name, SichuanPattern, pattern, "pattern")


def sichuan_pattern_chinese_name(pattern: SichuanPattern) -> str:
    """The Chinese name of a SichuanPattern ("清一色")."""
    return _name(_native().mj_sichuan_pattern_chinese_name, SichuanPattern, pattern, "pattern")


def sichuan_pattern_english_name(pattern: SichuanPattern) -> str:
    """The English name of a SichuanPattern ("one suit")."""
    return _name(_native().mj_sichuan_pattern_english_name, SichuanPattern, pattern, "pattern")


def _context(context) -> Optional[bytes]:
    """The context words as the C string (None: won on a discard of the last tile)."""
    return None if context is None else _text(context, "context")


def hand_value(rules: Rules, tiles: Tiles, melds: Melds = (), context: Optional[str] = None
               ) -> HandValue:
    """What a complete-size (3n+2) hand is worth under ``rules``, whatever the preset (长沙
    big hands in units, 转转 / 红中 the winning shape, 四川 patterns in fan, ``mcr`` fans and
    the minimum), won as the ``context`` words say: ``win:TILE self_drawn last_copy kong
    kong_discard last_tile first_turn dealer seat:E|S|W|N round:E|S|W|N flowers:N`` (None or
    ``""``: on a discard of the last tile given). Tiles that do not win give ``win`` False and
    the shanten; an unknown word or a situation the hand cannot have raises MajiangError."""
    words = _context(context)
    args = _hand(rules, tiles, melds)
    out = MjHandValue()
    buf, n = _fill(MjValueLine, lambda lines, cap, len_: _native().mj_hand_value(
        *args, words, ctypes.byref(out), lines, cap, len_))
    return HandValue._of(out, buf[:n])


def valued_waits(rules: Rules, tiles: Tiles, melds: Melds = (), context: Optional[str] = None
                 ) -> List[ValuedWait]:
    """The waits of a 3n+1 hand, ascending, each with what the win on it is worth (won as
    ``context`` says, the wait its winning tile; None: on a discard)."""
    words = _context(context)
    args = _hand(rules, tiles, melds)
    buf, n = _fill(MjValuedWait, lambda out, cap, len_: _native().mj_valued_waits(
        *args, words, out, cap, len_))
    if not n:
        return []
    # A wait's lines are the hand with the wait added, won on it, without the words that
    # belong to one tile (as mj_valued_waits values it).
    ids = _tiles(tiles, "tiles")
    kept = [w for w in (context or "").split()
            if w not in _ONE_TILE_WORDS and not w.startswith("win:")]
    waits = []
    for w in buf[:n]:
        words = " ".join(kept + ["win:" + format_tiles([w.tile])])
        lines = hand_value(rules, ids + [w.tile], melds, words).lines
        waits.append(ValuedWait(w.tile, replace(HandValue._of(w.value, []), lines=lines)))
    return waits


#: The context words a wait does not inherit: they belong to one tile (mj_valued_waits).
_ONE_TILE_WORDS = ("last_copy", "kong", "kong_discard")


def payment_reason_id_name(reason: PaymentReason) -> str:
    """The stable identifier of a PaymentReason ("cagua")."""
    return _name(_native().mj_payment_reason_id_name, PaymentReason, reason, "reason")


def payment_reason_chinese_name(reason: PaymentReason) -> str:
    """The Chinese label of a PaymentReason ("擦挂")."""
    return _name(_native().mj_payment_reason_chinese_name, PaymentReason, reason, "reason")


def payment_reason_english_name(reason: PaymentReason) -> str:
    """The English label of a PaymentReason ("kong from a discard (cagua)")."""
    return _name(_native().mj_payment_reason_english_name, PaymentReason, reason, "reason")


# AI players and games ----------------------------------------------------------------------------


class _Handle:
    """Owns a C handle; ``close()``, ``with`` or garbage collection frees it."""

    _free = None
    # Set before __init__ can fail, so that __del__ of a half-made object is harmless.
    _ptr = None

    def __init__(self, ptr):
        self._ptr = ptr

    @property
    def handle(self):
        """The C handle of the raw layer."""
        if self._ptr is None:
            raise ValueError("%s already closed" % type(self).__name__)
        return self._ptr

    def close(self) -> None:
        """Frees the handle now (a second close does nothing)."""
        if self._ptr is not None and _lib is not None:
            getattr(_lib, self._free)(self._ptr)
        self._ptr = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        self.close()


def _seed(seed, what: str = "seed") -> int:
    value = _int(seed, what)
    if not 0 <= value < 1 << 64:
        raise ValueError("%s: %d is out of range 0 to 2**64-1" % (what, value))
    return value


class Ai(_Handle):
    """An AI player (MjAi*): Ai(Difficulty.MEDIUM, seed, rules); Difficulty.EXPERT is
    majiang's strongest player. The claim questions' ``difficulty`` defaults to the AI's
    own, as in every binding."""

    _free = "mj_ai_free"

    def __init__(self, difficulty: Difficulty, seed: int, rules: Rules):
        difficulty = _enum(Difficulty, difficulty, "difficulty")
        out = _AiPtr()
        _check(_native().mj_ai_new(difficulty, _seed(seed), _rules(rules).handle, ctypes.byref(out)))
        super().__init__(out)
        self.difficulty = difficulty

    def __repr__(self):
        return "Ai(%s)" % self.difficulty.name

    @staticmethod
    def available(difficulty: Difficulty) -> bool:
        """True when this build has a player of ``difficulty``."""
        out = ctypes.c_bool()
        difficulty = _enum(Difficulty, difficulty, "difficulty")
        _check(_native().mj_ai_difficulty_available(difficulty, ctypes.byref(out)))
        return out.value

    def decide_discard(self, tiles: Tiles, melds: Melds = ()) -> int:
        """The tutorial's DecideDiscard: the index into ``tiles`` to discard."""
        out = _SIZE()
        args = _tiles_and_melds(tiles, melds)
        _check(_native().mj_ai_decide_discard(self.handle, *args, ctypes.byref(out)))
        return out.value

    def _ask(self, fn, hand, tile, difficulty):
        out = ctypes.c_bool()
        arr, n = _tile_array(hand, "hand")
        tile = _tile(tile)
        difficulty = self.difficulty if difficulty is None else _enum(
            Difficulty, difficulty, "difficulty")
        _check(fn(self.handle, arr, n, tile, difficulty, ctypes.byref(out)))
        return out.value

    def should_peng(self, hand: Tiles, tile: TileLike,
                    difficulty: Optional[Difficulty] = None) -> bool:
        """The tutorial's ShouldPeng(hand, tile, difficulty); difficulty: the AI's own."""
        return self._ask(_native().mj_ai_should_peng, hand, tile, difficulty)

    def should_chi(self, hand: Tiles, tile: TileLike,
                   difficulty: Optional[Difficulty] = None) -> bool:
        """The tutorial's ShouldChi(hand, tile, difficulty); difficulty: the AI's own."""
        return self._ask(_native().mj_ai_should_chi, hand, tile, difficulty)

    def should_gang(self, hand: Tiles, tile: TileLike,
                    difficulty: Optional[Difficulty] = None) -> bool:
        """The tutorial's ShouldGang(hand, tile, difficulty); difficulty: the AI's own."""
        return self._ask(_native().mj_ai_should_gang, hand, tile, difficulty)

    def should_hu(self, tiles: Tiles, melds: Melds = ()) -> bool:
        """Whether the AI declares a win with this complete-size hand (every level
        takes a win it has)."""
        out = ctypes.c_bool()
        args = _tiles_and_melds(tiles, melds)
        _check(_native().mj_ai_should_hu(self.handle, *args, ctypes.byref(out)))
        return out.value

    def observe_discard(self, tile: TileLike) -> None:
        """Counts a discarded (shown, flipped) tile as seen."""
        _check(_native().mj_ai_observe_discard(self.handle, _tile(tile)))

    def observe_meld(
        self, meld, claimed_tile: Optional[TileLike] = None, by_seat: Optional[int] = None
    ) -> None:
        """Counts another player's meld as seen, less its already observed claimed tile.
        ``by_seat`` (0-3): the seat that laid it down, for a meld of a seat the AI plays
        (several seats, or a one-seat AI's own claims): every other seat counts it, and
        that seat takes the claimed tile back out of what it saw (its hand holds it);
        None: every seat counts it (another player's meld)."""
        m = _meld(meld, "meld")
        claimed = NO_TILE if claimed_tile is None else _tile(claimed_tile, "claimed_tile")
        raw = ctypes.byref(MjMeld(m.kind, m.tile))
        if by_seat is None:
            _check(_native().mj_ai_observe_meld(self.handle, raw, claimed))
        else:
            _check(_native().mj_ai_observe_meld_by(self.handle, _seat(by_seat), raw, claimed))

    @property
    def seat(self) -> Optional[int]:
        """The seat (0-3) the questions are about; None (the default) for no seat.

        With no seat — the tutorial's way, one AI for every seat without naming one —
        each question is answered from that call's arguments alone: no melds remembered
        (EXPERT's claim questions take the melds the hand size implies), the random
        choices drawn from the seed and the call, so a shared AI answers as one AI per
        seat. With a seat set, each seat keeps its own memory (own melds, generator,
        what it saw): set ``ai.seat`` before asking for a seat and every seat answers
        exactly as an AI of its own set to it would. Discards and melds told reach
        every seat. ``ai.seat = None`` goes back to no seat."""
        out = ctypes.c_int32()
        _check(_native().mj_ai_seat(self.handle, ctypes.byref(out)))
        return _none(out.value)

    @seat.setter
    def seat(self, seat: Optional[int]) -> None:
        value = NONE if seat is None or seat == NONE else _seat(seat)
        _check(_native().mj_ai_set_seat(self.handle, value))

    def reset(self) -> None:
        """Forgets every observed tile."""
        _check(_native().mj_ai_reset(self.handle))

    def reseed(self, seed: int) -> None:
        """Restarts the random choices from ``seed``."""
        _check(_native().mj_ai_reseed(self.handle, _seed(seed)))

    def observed(self) -> List[int]:
        """Copies of each kind observed so far (a list of 34)."""
        out = MjTileCounts()
        _check(_native().mj_ai_observed(self.handle, ctypes.byref(out)))
        return list(out.counts)

    def hints(self, tiles: Tiles, melds: Melds = ()) -> List[Hint]:
        """The hint list: EXPERT's ranking of the discards of a complete-size hand, best
        first, each with its reasons (English and Chinese); copies net of what was observed."""
        args = _tiles_and_melds(tiles, melds)
        buf, n = _fill(
            MjHint,
            lambda out, cap, len_: _native().mj_ai_hints(self.handle, *args, out, cap, len_),
        )
        english = self._reasons(args, False)
        chinese = self._reasons(args, True)
        return [
            Hint(h.tile, h.index, h.shanten, ids_of(h.draws), h.draws_left, h.win_prob,
                 h.points, _members(Target, h.targets), en, zh)
            for h, en, zh in zip(buf[:n], english, chinese)
        ]

    def _reasons(self, args, chinese):
        buf, n = _fill(
            ctypes.c_char,
            lambda out, cap, len_: _native().mj_ai_hint_reasons(
                self.handle, *args, 1 if chinese else 0, out, cap, len_
            ),
        )
        return buf[: n - 1].decode("utf-8").splitlines()

    def hint_reasons(self, tiles: Tiles, melds: Melds = (), chinese: bool = False) -> List[str]:
        """The reasons alone, one per hint in the order of ``hints`` (which carries them)."""
        return self._reasons(_tiles_and_melds(tiles, melds), chinese)

    def set_wall_left(self, wall_left: Optional[int]) -> None:
        """Tiles left in the wall, so EXPERT knows its draws to come (None or
        WALL_ESTIMATE: estimate from the observed discards)."""
        wall = WALL_ESTIMATE if wall_left is None else _int(wall_left, "wall_left")
        _check(_native().mj_ai_set_wall_left(self.handle, wall))

    def set_void(self, suit: Optional[int]) -> None:
        """四川 at the host's own table: the void suit the current seat declared (定缺:
        0 万, 1 条, 2 筒; None or NONE for none, as ``sichuan_seat`` gives it). Until the
        seat holds none of it, only its tiles are discarded and hinted, none is claimed
        and no win is taken. ``reset`` forgets it."""
        _check(_native().mj_ai_set_void(self.handle, NONE if suit is None else _int(suit, "suit")))

    def should_hu_discard(self, tiles: Tiles, tile: TileLike, melds: Melds = ()) -> bool:
        """Whether the AI wins on another player's discard ``tile`` completing its 3n+1
        hand (EXPERT may pass a small hand)."""
        out = ctypes.c_bool()
        args = _tiles_and_melds(tiles, melds)
        _check(
            _native().mj_ai_should_hu_discard(self.handle, *args, _tile(tile), ctypes.byref(out))
        )
        return out.value


class Game(_Handle):
    """One hand of mahjong (Changsha, 转转, 红中, ...) driven step by step (MjGame*):
    Game(rules, seed, dealer)."""

    _free = "mj_game_free"

    def __init__(self, rules: Rules, seed: int, dealer: int, _ptr=None):
        if _ptr is None:
            _ptr = _GamePtr()
            _check(
                _native().mj_game_new(
                    _rules(rules).handle, _seed(seed), _seat(dealer, "dealer"), ctypes.byref(_ptr)
                )
            )
        super().__init__(_ptr)

    @classmethod
    def replay(cls, record: str) -> "Game":
        """The game a JSON-lines record leaves (see ``record_json``)."""
        out = _GamePtr()
        _check(_native().mj_game_replay(_text(record, "record"), ctypes.byref(out)))
        return cls(None, 0, 0, _ptr=out)

    def state(self) -> GameState:
        """Phase, whose decision, the offer, the wall, the scores."""
        out = MjGameState()
        _check(_native().mj_game_state(self.handle, ctypes.byref(out)))
        return GameState._of(out)

    def _list(self, ctype, fn, *args):
        buf, n = _fill(ctype, lambda out, cap, len_: fn(self.handle, *args, out, cap, len_))
        return list(buf[:n])

    def hand(self, seat: int) -> List[int]:
        """A seat's concealed tiles, sorted (the host decides what to show)."""
        return self._list(ctypes.c_uint8, _native().mj_game_hand, _seat(seat))

    def drawn_tile(self, seat: int) -> Optional[int]:
        """The tile a seat just drew, or None."""
        out = ctypes.c_int32()
        _check(_native().mj_game_drawn_tile(self.handle, _seat(seat), ctypes.byref(out)))
        return None if out.value == NO_TILE else out.value

    def dealt(self, seat: int) -> List[int]:
        """A seat's hand as dealt, sorted."""
        return self._list(ctypes.c_uint8, _native().mj_game_dealt, _seat(seat))

    def melds(self, seat: int) -> List[Meld]:
        """A seat's melds, concealed kongs included."""
        melds = self._list(MjMeld, _native().mj_game_melds, _seat(seat))
        return [Meld(MeldKind(m.kind), m.tile) for m in melds]

    def discards(self, seat: int) -> List[Discard]:
        """A seat's discard pile."""
        pile = self._list(MjDiscard, _native().mj_game_discards, _seat(seat))
        return [Discard(d.tile, bool(d.claimed)) for d in pile]

    def legal_actions(self, seat: int) -> List[Action]:
        """What ``seat`` may do now (an empty list when nothing is asked of it)."""
        actions = self._list(MjAction, _native().mj_game_legal_actions, _seat(seat))
        return [Action(ActionKind(a.kind), a.tile) for a in actions]

    def hints(self, seat: int) -> List[Hint]:
        """The hint list of ``seat`` in its turn: EXPERT's ranking of the discards legal
        now, best first, each with its reasons (English and Chinese), from what the seat
        sees (its void suit on 四川; the mcr preset prices its own wind); ``index`` is the
        position in ``hand(seat)``. Empty when it is not the seat's turn to discard."""
        s = _seat(seat)
        hints = self._list(MjHint, _native().mj_game_hints, s)
        english = self.hint_reasons(s, False)
        chinese = self.hint_reasons(s, True)
        return [
            Hint(h.tile, h.index, h.shanten, ids_of(h.draws), h.draws_left, h.win_prob,
                 h.points, _members(Target, h.targets), en, zh)
            for h, en, zh in zip(hints, english, chinese)
        ]

    def hint_reasons(self, seat: int, chinese: bool = False) -> List[str]:
        """The reasons alone, one per hint in the order of ``hints(seat)`` (which carries
        them), English or Chinese."""
        s = _seat(seat)
        buf, n = _fill(
            ctypes.c_char,
            lambda out, cap, len_: _native().mj_game_hint_reasons(
                self.handle, s, 1 if chinese else 0, out, cap, len_
            ),
        )
        return buf[: n - 1].decode("utf-8").splitlines()

    def apply(self, seat: int, action) -> None:
        """Plays an action (an Action or a ``(kind, tile)`` pair); raises MajiangError
        (ILLEGAL_ACTION, game unchanged) if not legal."""
        if not isinstance(action, _abc.Sequence) or isinstance(action, str) or len(action) != 2:
            raise TypeError(
                "action: expected an Action or a (kind, tile) pair, got %s %r"
                % (type(action).__name__, action)
            )
        kind = _enum(ActionKind, action[0], "action.kind")
        raw = MjAction(kind, _tile(action[1], "action.tile"))
        _check(_native().mj_game_apply(self.handle, _seat(seat), ctypes.byref(raw)))

    def events(self) -> List[Event]:
        """The events since the last call."""
        return [Event._of(e) for e in self._list(MjEvent, _native().mj_game_events)]

    def result(self) -> GameResult:
        """The outcome (``finished`` False while the hand is on), with every win
        (``wins``: fan and patterns on 四川, big hands under Changsha)."""
        out = MjGameResult()
        _check(_native().mj_game_result(self.handle, ctypes.byref(out)))
        return GameResult._of(out, self.wins())

    def wins(self) -> List[Win]:
        """Every win of the finished hand, in the order won (empty while it is on), each with
        its ``value`` as the table scored it."""
        wins = self._list(MjWin, _native().mj_game_wins)
        return [Win._of(w, self.win_value(i)) for i, w in enumerate(wins)]

    def win_value(self, win: int = 0) -> HandValue:
        """What win number ``win`` of the finished hand (``wins()`` order) was worth, as the
        table scored it in its situation (flowers, winds, 杠上开花 …); raises MajiangError
        with no such win."""
        index = _int(win, "win")
        if index < 0:
            raise ValueError("win: %d is not an index" % index)
        out = MjHandValue()
        buf, n = _fill(MjValueLine, lambda lines, cap, len_: _native().mj_game_win_value(
            self.handle, index, ctypes.byref(out), lines, cap, len_))
        return HandValue._of(out, buf[:n])

    def payments(self) -> List[Payment]:
        """Every payment line of a finished hand on a flat table (转转, 红中) or a 四川 table
        (wins, 自摸加底, kongs, 擦挂, 呼叫转移, 查花猪, 查大叫, 退税), in the order paid; per
        seat they add up to ``result().deltas``. Empty while the hand is on and under
        Changsha scoring."""
        lines = self._list(MjPayment, _native().mj_game_payments)
        return [Payment(p.from_, p.to, p.points, PaymentReason(p.reason), p.hits) for p in lines]

    def sichuan_seat(self, seat: int) -> SichuanSeat:
        """A seat's standing at a 四川 table: its void suit (None until every seat has
        declared), its wins so far, whether it has left the hand (血战到底)."""
        out = MjSichuanSeat()
        _check(_native().mj_game_sichuan_seat(self.handle, _seat(seat), ctypes.byref(out)))
        return SichuanSeat(_none(out.void_suit), out.wins, bool(out.left))

    def birds(self) -> List[Bird]:
        """Every bird flipped after the win, with the seat it lands on and its hits."""
        birds = self._list(MjBird, _native().mj_game_birds)
        return [Bird(b.tile, _none(b.seat), b.hits) for b in birds]

    def ai_action(self, seat: int, ai: Ai) -> Action:
        """What a built-in AI would play for ``seat`` (not applied)."""
        if not isinstance(ai, Ai):
            raise TypeError("ai: expected an Ai, got %s %r" % (type(ai).__name__, ai))
        out = MjAction()
        _check(_native().mj_game_ai_action(self.handle, _seat(seat), ai.handle, ctypes.byref(out)))
        return Action(ActionKind(out.kind), out.tile)

    def record_json(self) -> str:
        """The game record as JSON lines."""
        buf, n = _fill(
            ctypes.c_char,
            lambda out, cap, len_: _native().mj_game_record_json(self.handle, out, cap, len_),
        )
        return buf[: n - 1].decode("utf-8")
