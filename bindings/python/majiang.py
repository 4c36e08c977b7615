"""Python bindings (ctypes, standard library only) for libmajiang.

Mirrors include/majiang.h::

    import majiang
    rules = majiang.Rules.changsha()
    majiang.is_win(rules, majiang.parse_tiles("123m456s789p23455m"))   # True

- The library is found at the path given to ``majiang.load(path)``, else
  beside this module (the copy a wheel bundles), else at ``$MAJIANG_LIB``,
  else by ``ctypes.util.find_library("majiang")``; it is loaded on first use
  and its ABI version checked.
- Hands are sequences of tile ids (0-33: suit * 9 + number - 1, honours 27-33)
  and sequences of melds (``Meld(kind, tile)`` or ``(kind, tile)`` tuples).
- A failing call raises ``MajiangError`` with ``.status`` (a ``Status``) and the
  library's message.
- ``Rules``, ``Ai`` (an AI player) and ``Game`` (one hand driven step by step)
  own their handles: freed by ``close()``, ``with`` or garbage collection.

Thread safety is the C API's: a Rules may be read from many threads at once;
setters need exclusive use.
"""

import ctypes
import ctypes.util
import enum
import os
import sys

ABI_VERSION = 3
KINDS = 34
NO_TILE = -1
# Ai.set_wall_left's "estimate from the observed discards" (MJ_WALL_ESTIMATE).
WALL_ESTIMATE = -1
SHANTEN_UNREACHABLE = 99
NONE = 255
SELF_DRAW = -1
BIG_HAND_SLOTS = 16
OPENING_WIN_SLOTS = 8
EVENT_TILES = 8


class Status(enum.IntEnum):
    """Outcome of a call (MjStatus). Values never change."""

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
    """Kind of a meld (MjMeldKind)."""

    CHI = 0
    PENG = 1
    GANG = 2
    AN_GANG = 3
    BU_GANG = 4


class RuleOption(enum.IntEnum):
    """Options of a rule set (MjRuleOption); booleans are 0 or 1."""

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


class Target(enum.IntEnum):
    """A winning target (MjTarget)."""

    REGULAR = 0
    PENGPENGHU = 1
    QINGYISE = 2
    SEVEN_PAIRS = 3
    JIANGJIANGHU = 4
    QUANQIUREN = 5
    THIRTEEN_ORPHANS = 6


class BigHand(enum.IntEnum):
    """A big hand (MjBigHand): bit 1 << id of WinAnalysis.big_hands."""

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
    """An opening win (MjOpeningWin): index of OpeningWins.counts."""

    DASIXI = 0
    BANBANHU = 1
    QUEYISE = 2
    LIULIUSHUN = 3


class Difficulty(enum.IntEnum):
    """AI difficulty (MjDifficulty): the tutorial's three levels and EXPERT."""

    EASY = 0
    MEDIUM = 1
    HARD = 2
    EXPERT = 3


class ActionKind(enum.IntEnum):
    """Kind of an Action (MjActionKind): the engine's stable codes."""

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


class Phase(enum.IntEnum):
    """What the table waits for (MjPhase)."""

    TURN = 0
    CLAIM = 1
    KONG_FLIP = 2
    HAIDI_OFFER = 3
    HAIDI_DRAW = 4
    FINISHED = 5


class Offer(enum.IntEnum):
    """What is on offer in the CLAIM phase (MjOffer)."""

    DISCARD = 0
    ROB_KONG = 1
    KONG_FLIP = 2
    HAIDI = 3


class EventKind(enum.IntEnum):
    """What an Event reports (MjEventKind)."""

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


class DrawSource(enum.IntEnum):
    """Where a drawn tile came from (MjDrawSource)."""

    WALL = 0
    REPLACEMENT = 1
    HAIDI = 2


class SettleReason(enum.IntEnum):
    """Why points moved (MjSettleReason)."""

    OPENING_WIN = 0
    KONG_FEE = 1
    WIN = 2


class Meld(ctypes.Structure):
    """A meld (MjMeld): its kind and lowest tile id."""

    _fields_ = [("kind", ctypes.c_uint8), ("tile", ctypes.c_uint8)]

    def __repr__(self):
        return "Meld(kind=%d, tile=%d)" % (self.kind, self.tile)


class TileCounts(ctypes.Structure):
    """Copies of each tile kind, indexed by id (MjTileCounts)."""

    _fields_ = [("counts", ctypes.c_uint8 * KINDS)]


class WinContext(ctypes.Structure):
    """How a hand was won (MjWinContext); each field 0 or 1."""

    _fields_ = [
        ("self_draw", ctypes.c_uint8),
        ("last_tile", ctypes.c_uint8),
        ("kong_flip", ctypes.c_uint8),
        ("robbed_kong", ctypes.c_uint8),
        ("first_turn", ctypes.c_uint8),
        ("dealer", ctypes.c_uint8),
    ]


class WinAnalysis(ctypes.Structure):
    """What a complete-size hand is worth (MjWinAnalysis)."""

    _fields_ = [
        ("targets", ctypes.c_uint32),
        ("big_hands", ctypes.c_uint32),
        ("units", ctypes.c_uint32),
        ("win", ctypes.c_uint8),
        ("small", ctypes.c_uint8),
        ("big_hand_units", ctypes.c_uint8 * BIG_HAND_SLOTS),
    ]

    def big_hand_list(self):
        """The big hands as (identifier, units) pairs, in BigHand order."""
        return [
            (big_hand_id_name(i), self.big_hand_units[i])
            for i in range(BIG_HAND_SLOTS)
            if self.big_hands >> i & 1
        ]


class OpeningWins(ctypes.Structure):
    """Opening wins of a dealt hand (MjOpeningWins)."""

    _fields_ = [("total", ctypes.c_uint32), ("counts", ctypes.c_uint8 * OPENING_WIN_SLOTS)]


class Points(ctypes.Structure):
    """Points of the four seats (MjPoints), indexed by seat."""

    _fields_ = [("points", ctypes.c_int32 * 4)]


class DiscardOption(ctypes.Structure):
    """One ranked discard (MjDiscardOption)."""

    _fields_ = [
        ("draws", ctypes.c_uint64),
        ("draws_left", ctypes.c_uint32),
        ("tile", ctypes.c_uint8),
        ("index", ctypes.c_uint8),
        ("shanten", ctypes.c_int8),
        ("draw_kinds", ctypes.c_uint8),
    ]


class Hint(ctypes.Structure):
    """One discard of EXPERT's ranking (MjHint): win_prob (0-1) and expected points."""

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


class Action(ctypes.Structure):
    """One decision (MjAction): an ActionKind and the tile it names (0 for none)."""

    _fields_ = [("kind", ctypes.c_uint8), ("tile", ctypes.c_uint8)]

    def __eq__(self, other):
        return (self.kind, self.tile) == (other.kind, other.tile)

    def __repr__(self):
        return "Action(%s, %d)" % (ActionKind(self.kind).name, self.tile)


class GameState(ctypes.Structure):
    """The table at a glance (MjGameState)."""

    _fields_ = [
        ("scores", Points),
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


class Discard(ctypes.Structure):
    """A tile of a discard pile (MjDiscard)."""

    _fields_ = [("tile", ctypes.c_uint8), ("claimed", ctypes.c_uint8)]


class Event(ctypes.Structure):
    """One event (MjEvent); which fields are set depends on ``kind``."""

    _fields_ = [
        ("deltas", Points),
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


class GameResult(ctypes.Structure):
    """How the hand ended (MjGameResult)."""

    _fields_ = [
        ("deltas", Points),
        ("big_hands", ctypes.c_uint32 * 4),
        ("units", ctypes.c_uint32 * 4),
        ("finished", ctypes.c_uint8),
        ("winners", ctypes.c_uint8),
        ("from_", ctypes.c_uint8),
        ("next_dealer", ctypes.c_uint8),
        ("bird_count", ctypes.c_uint8),
        ("birds", ctypes.c_uint8 * EVENT_TILES),
    ]


class MajiangError(Exception):
    """A failed call: ``status`` (a Status) and the library's message."""

    def __init__(self, status, message):
        super().__init__(message)
        self.status = Status(status) if status in Status._value2member_map_ else status
        self.message = message

    def __str__(self):
        return "%s: %s" % (status_name(self.status), self.message)


class _RulesPtr(ctypes.c_void_p):
    """MjRules* as its own ctypes type, so a Rules cannot be passed where a tile buffer goes."""


class _AiPtr(ctypes.c_void_p):
    """MjAi* as its own ctypes type."""


class _GamePtr(ctypes.c_void_p):
    """MjGame* as its own ctypes type."""


_P = ctypes.POINTER
_SIZE = ctypes.c_size_t
_HAND = [_RulesPtr, _P(ctypes.c_uint8), _SIZE, _P(Meld), _SIZE]
_SIGNATURES = {
    "mj_abi_version": (ctypes.c_uint32, []),
    "mj_version": (ctypes.c_char_p, []),
    "mj_last_error": (ctypes.c_int32, [ctypes.c_char_p, _SIZE, _P(_SIZE)]),
    "mj_status_name": (ctypes.c_char_p, [ctypes.c_int32]),
    "mj_warm_up": (None, []),
    # Buffers in the library's memory, for WebAssembly hosts; Python passes its own arrays.
    "mj_alloc": (ctypes.c_void_p, [_SIZE]),
    "mj_dealloc": (None, [ctypes.c_void_p, _SIZE]),
    "mj_rules_new_changsha": (_RulesPtr, []),
    "mj_rules_new_standard": (_RulesPtr, []),
    "mj_rules_new_eval_v1": (_RulesPtr, []),
    "mj_rules_clone": (ctypes.c_int32, [_RulesPtr, _P(_RulesPtr)]),
    "mj_rules_free": (None, [_RulesPtr]),
    "mj_rules_set_option": (ctypes.c_int32, [_RulesPtr, ctypes.c_int32, ctypes.c_int32]),
    "mj_rules_get_option": (ctypes.c_int32, [_RulesPtr, ctypes.c_int32, _P(ctypes.c_int32)]),
    "mj_rules_set_wildcard": (ctypes.c_int32, [_RulesPtr, ctypes.c_int32]),
    "mj_rules_get_wildcard": (ctypes.c_int32, [_RulesPtr, _P(ctypes.c_int32)]),
    "mj_parse_tiles": (ctypes.c_int32, [ctypes.c_char_p, _P(ctypes.c_uint8), _SIZE, _P(_SIZE)]),
    "mj_parse_melds": (ctypes.c_int32, [ctypes.c_char_p, _P(Meld), _SIZE, _P(_SIZE)]),
    "mj_format_tiles": (
        ctypes.c_int32,
        [_P(ctypes.c_uint8), _SIZE, ctypes.c_char_p, _SIZE, _P(_SIZE)],
    ),
    "mj_format_tiles_chinese": (
        ctypes.c_int32,
        [_P(ctypes.c_uint8), _SIZE, ctypes.c_char_p, _SIZE, _P(_SIZE)],
    ),
    "mj_is_win": (ctypes.c_int32, _HAND + [_P(ctypes.c_bool)]),
    "mj_winning_targets": (ctypes.c_int32, _HAND + [_P(ctypes.c_uint32)]),
    "mj_waits": (ctypes.c_int32, _HAND + [_P(ctypes.c_uint64)]),
    "mj_wait_counts": (ctypes.c_int32, _HAND + [_P(TileCounts), _P(TileCounts)]),
    "mj_shanten": (ctypes.c_int32, _HAND + [_P(ctypes.c_int32)]),
    "mj_shanten_for": (ctypes.c_int32, _HAND + [ctypes.c_int32, _P(ctypes.c_int32)]),
    "mj_analyze_win": (ctypes.c_int32, _HAND + [_P(WinContext), _P(WinAnalysis)]),
    "mj_opening_wins": (ctypes.c_int32, [_RulesPtr, _P(ctypes.c_uint8), _SIZE, _P(OpeningWins)]),
    "mj_settle_win": (
        ctypes.c_int32,
        [_RulesPtr, _P(WinAnalysis), ctypes.c_int32, ctypes.c_int32, ctypes.c_int32,
         _P(ctypes.c_uint8), _SIZE, _P(Points)],
    ),
    "mj_settle_opening": (
        ctypes.c_int32,
        [_RulesPtr, ctypes.c_int32, ctypes.c_uint32, ctypes.c_int32, _P(Points)],
    ),
    "mj_big_hand_id_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_big_hand_chinese_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_opening_win_id_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_opening_win_chinese_name": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_char_p)]),
    "mj_discard_options": (
        ctypes.c_int32,
        _HAND + [_P(TileCounts), _P(DiscardOption), _SIZE, _P(_SIZE)],
    ),
    "mj_ai_difficulty_available": (ctypes.c_int32, [ctypes.c_int32, _P(ctypes.c_bool)]),
    "mj_ai_new": (ctypes.c_int32, [ctypes.c_int32, ctypes.c_uint64, _RulesPtr, _P(_AiPtr)]),
    "mj_ai_free": (None, [_AiPtr]),
    "mj_ai_reseed": (ctypes.c_int32, [_AiPtr, ctypes.c_uint64]),
    "mj_ai_decide_discard": (
        ctypes.c_int32,
        [_AiPtr, _P(ctypes.c_uint8), _SIZE, _P(Meld), _SIZE, _P(_SIZE)],
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
        [_AiPtr, _P(ctypes.c_uint8), _SIZE, _P(Meld), _SIZE, _P(ctypes.c_bool)],
    ),
    "mj_ai_observe_discard": (ctypes.c_int32, [_AiPtr, ctypes.c_uint8]),
    "mj_ai_observe_meld": (ctypes.c_int32, [_AiPtr, _P(Meld), ctypes.c_int32]),
    "mj_ai_observe_meld_by": (ctypes.c_int32, [_AiPtr, ctypes.c_int32, _P(Meld), ctypes.c_int32]),
    "mj_ai_set_seat": (ctypes.c_int32, [_AiPtr, ctypes.c_int32]),
    "mj_ai_seat": (ctypes.c_int32, [_AiPtr, _P(ctypes.c_int32)]),
    "mj_ai_reset": (ctypes.c_int32, [_AiPtr]),
    "mj_ai_observed": (ctypes.c_int32, [_AiPtr, _P(TileCounts)]),
    "mj_ai_hints": (
        ctypes.c_int32,
        [_AiPtr, _P(ctypes.c_uint8), _SIZE, _P(Meld), _SIZE, _P(Hint), _SIZE, _P(_SIZE)],
    ),
    "mj_ai_hint_reasons": (
        ctypes.c_int32,
        [
            _AiPtr,
            _P(ctypes.c_uint8),
            _SIZE,
            _P(Meld),
            _SIZE,
            ctypes.c_uint8,
            ctypes.c_char_p,
            _SIZE,
            _P(_SIZE),
        ],
    ),
    "mj_ai_set_wall_left": (ctypes.c_int32, [_AiPtr, ctypes.c_int32]),
    "mj_ai_should_hu_discard": (
        ctypes.c_int32,
        [_AiPtr, _P(ctypes.c_uint8), _SIZE, _P(Meld), _SIZE, ctypes.c_uint8, _P(ctypes.c_bool)],
    ),
    "mj_game_new": (ctypes.c_int32, [_RulesPtr, ctypes.c_uint64, ctypes.c_int32, _P(_GamePtr)]),
    "mj_game_replay": (ctypes.c_int32, [ctypes.c_char_p, _P(_GamePtr)]),
    "mj_game_free": (None, [_GamePtr]),
    "mj_game_state": (ctypes.c_int32, [_GamePtr, _P(GameState)]),
    "mj_game_hand": (
        ctypes.c_int32, [_GamePtr, ctypes.c_int32, _P(ctypes.c_uint8), _SIZE, _P(_SIZE)]
    ),
    "mj_game_drawn_tile": (ctypes.c_int32, [_GamePtr, ctypes.c_int32, _P(ctypes.c_int32)]),
    "mj_game_dealt": (
        ctypes.c_int32, [_GamePtr, ctypes.c_int32, _P(ctypes.c_uint8), _SIZE, _P(_SIZE)]
    ),
    "mj_game_melds": (ctypes.c_int32, [_GamePtr, ctypes.c_int32, _P(Meld), _SIZE, _P(_SIZE)]),
    "mj_game_discards": (
        ctypes.c_int32, [_GamePtr, ctypes.c_int32, _P(Discard), _SIZE, _P(_SIZE)]
    ),
    "mj_game_legal_actions": (
        ctypes.c_int32, [_GamePtr, ctypes.c_int32, _P(Action), _SIZE, _P(_SIZE)]
    ),
    "mj_game_apply": (ctypes.c_int32, [_GamePtr, ctypes.c_int32, _P(Action)]),
    "mj_game_events": (ctypes.c_int32, [_GamePtr, _P(Event), _SIZE, _P(_SIZE)]),
    "mj_game_result": (ctypes.c_int32, [_GamePtr, _P(GameResult)]),
    "mj_game_ai_action": (ctypes.c_int32, [_GamePtr, ctypes.c_int32, _AiPtr, _P(Action)]),
    "mj_game_record_json": (ctypes.c_int32, [_GamePtr, ctypes.c_char_p, _SIZE, _P(_SIZE)]),
}

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


def load(path=None):
    """Loads libmajiang (see the module docs for where it is looked for) and
    checks its ABI version. Called on first use; call it first to choose the path."""
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


def last_error():
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


def status_name(status):
    return _native().mj_status_name(int(status)).decode("utf-8")


def version():
    return _native().mj_version().decode("utf-8")


def abi_version():
    return _native().mj_abi_version()


def warm_up():
    """Builds the lookup tables now rather than on the first check."""
    _native().mj_warm_up()


class Rules:
    """A rule set (MjRules*). Use Rules.changsha(), .standard() or .eval_v1()."""

    def __init__(self, ptr):
        if not ptr:
            raise MajiangError(Status.PANIC, last_error())
        self._ptr = ptr

    @classmethod
    def changsha(cls):
        return cls(_native().mj_rules_new_changsha())

    @classmethod
    def standard(cls):
        return cls(_native().mj_rules_new_standard())

    @classmethod
    def eval_v1(cls):
        return cls(_native().mj_rules_new_eval_v1())

    @property
    def handle(self):
        if self._ptr is None:
            raise ValueError("rules already closed")
        return self._ptr

    def clone(self):
        out = _RulesPtr()
        _check(_native().mj_rules_clone(self.handle, ctypes.byref(out)))
        return Rules(out)

    def set(self, option, value):
        _check(_native().mj_rules_set_option(self.handle, int(option), value))
        return self

    def get(self, option):
        out = ctypes.c_int32()
        _check(_native().mj_rules_get_option(self.handle, int(option), ctypes.byref(out)))
        return out.value

    @property
    def wildcard(self):
        """The wildcard tile id, or None."""
        out = ctypes.c_int32()
        _check(_native().mj_rules_get_wildcard(self.handle, ctypes.byref(out)))
        return None if out.value == NO_TILE else out.value

    @wildcard.setter
    def wildcard(self, tile):
        _check(_native().mj_rules_set_wildcard(self.handle, NO_TILE if tile is None else tile))

    def close(self):
        if self._ptr is not None and _lib is not None:
            _lib.mj_rules_free(self._ptr)
        self._ptr = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        self.close()


def _tile_array(tiles):
    tiles = list(tiles)
    return (ctypes.c_uint8 * max(len(tiles), 1))(*tiles), len(tiles)


def _hand(rules, tiles, melds):
    melds = [m if isinstance(m, Meld) else Meld(*m) for m in melds]
    return (rules.handle, *_tile_array(tiles), (Meld * max(len(melds), 1))(*melds), len(melds))


def is_win(rules, tiles, melds=()):
    out = ctypes.c_bool()
    _check(_native().mj_is_win(*_hand(rules, tiles, melds), ctypes.byref(out)))
    return out.value


def winning_targets(rules, tiles, melds=()):
    """Bits 1 << Target of the targets the hand wins by."""
    out = ctypes.c_uint32()
    _check(_native().mj_winning_targets(*_hand(rules, tiles, melds), ctypes.byref(out)))
    return out.value


def waits(rules, tiles, melds=()):
    """Bits 1 << id of the tiles completing a 3n+1 hand."""
    out = ctypes.c_uint64()
    _check(_native().mj_waits(*_hand(rules, tiles, melds), ctypes.byref(out)))
    return out.value


def ids_of(mask):
    """The tile ids whose bits are set in a mask, ascending."""
    return [i for i in range(KINDS) if mask >> i & 1]


def wait_counts(rules, tiles, melds=(), unseen=None):
    """Copies left of each wait (a list of 34, 0 for non-waits). ``unseen``, if
    given, lists the copies of each kind the player has not seen."""
    given = None
    if unseen is not None:
        given = TileCounts((ctypes.c_uint8 * KINDS)(*unseen))
    out = TileCounts()
    _check(
        _native().mj_wait_counts(
            *_hand(rules, tiles, melds),
            None if given is None else ctypes.byref(given),
            ctypes.byref(out),
        )
    )
    return list(out.counts)


def shanten(rules, tiles, melds=()):
    """Shanten over every target: -1 complete, 0 ready."""
    out = ctypes.c_int32()
    _check(_native().mj_shanten(*_hand(rules, tiles, melds), ctypes.byref(out)))
    return out.value


def shanten_for(rules, target, tiles, melds=()):
    """Shanten for one Target, or None when unreachable."""
    out = ctypes.c_int32()
    _check(
        _native().mj_shanten_for(*_hand(rules, tiles, melds), int(target), ctypes.byref(out))
    )
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


def parse_tiles(notation):
    """Tile ids from notation ("123m 五万")."""
    text = notation.encode("utf-8")
    buf, n = _fill(ctypes.c_uint8, lambda out, cap, len_: _native().mj_parse_tiles(text, out, cap, len_))
    return list(buf[:n])


def parse_melds(notation):
    """Melds from notation ("peng:5m chi:345s")."""
    text = notation.encode("utf-8")
    buf, n = _fill(Meld, lambda out, cap, len_: _native().mj_parse_melds(text, out, cap, len_))
    return [Meld(m.kind, m.tile) for m in buf[:n]]


def _format(fn, tiles):
    arr, n = _tile_array(tiles)
    buf, size = _fill(ctypes.c_char, lambda out, cap, len_: fn(arr, n, out, cap, len_))
    return buf[: size - 1].decode("utf-8")


def format_tiles(tiles):
    """Compact notation ("123m45s")."""
    return _format(_native().mj_format_tiles, tiles)


def format_tiles_chinese(tiles):
    """Chinese names ("五万 四条")."""
    return _format(_native().mj_format_tiles_chinese, tiles)


# Changsha analysis and payments ----------------------------------------------------------------


def analyze_win(rules, tiles, melds=(), ctx=None):
    """What a complete-size hand is worth (a WinAnalysis); ``ctx`` (a WinContext)
    says how it was won, default: on an ordinary discard by a non-dealer."""
    out = WinAnalysis()
    ctx = ctx if ctx is not None else WinContext()
    _check(
        _native().mj_analyze_win(*_hand(rules, tiles, melds), ctypes.byref(ctx), ctypes.byref(out))
    )
    return out


def _name(fn, ident):
    out = ctypes.c_char_p()
    _check(fn(int(ident), ctypes.byref(out)))
    return out.value.decode("utf-8")


def big_hand_id_name(big_hand):
    """The stable identifier of a BigHand ("qingyise")."""
    return _name(_native().mj_big_hand_id_name, big_hand)


def big_hand_chinese_name(big_hand):
    """The Chinese name of a BigHand ("清一色")."""
    return _name(_native().mj_big_hand_chinese_name, big_hand)


def opening_win_id_name(opening_win):
    """The stable identifier of an OpeningWin ("dasixi")."""
    return _name(_native().mj_opening_win_id_name, opening_win)


def opening_win_chinese_name(opening_win):
    """The Chinese name of an OpeningWin ("大四喜")."""
    return _name(_native().mj_opening_win_chinese_name, opening_win)


def opening_wins(rules, dealt):
    """The opening wins (an OpeningWins) of a dealt hand of 13 or 14 tiles."""
    out = OpeningWins()
    arr, n = _tile_array(dealt)
    _check(_native().mj_opening_wins(rules.handle, arr, n, ctypes.byref(out)))
    return out


def settle_win(rules, analysis, winner, payer, dealer, birds=()):
    """Point deltas (a list by seat) of a win; ``payer`` is a seat or SELF_DRAW."""
    out = Points()
    arr, n = _tile_array(birds)
    _check(
        _native().mj_settle_win(
            rules.handle, ctypes.byref(analysis), winner, payer, dealer, arr, n, ctypes.byref(out)
        )
    )
    return list(out.points)


def settle_opening(rules, player, occurrences, dealer):
    """Point deltas (a list by seat) of ``occurrences`` opening wins by ``player``."""
    out = Points()
    _check(_native().mj_settle_opening(rules.handle, player, occurrences, dealer, ctypes.byref(out)))
    return list(out.points)


def discard_options(rules, tiles, melds=(), unseen=None):
    """The discards of a complete-size hand ranked best first (DiscardOption list).
    ``unseen``, if given, lists the copies of each kind not seen."""
    given = None
    if unseen is not None:
        given = ctypes.byref(TileCounts((ctypes.c_uint8 * KINDS)(*unseen)))
    args = _hand(rules, tiles, melds)
    buf, n = _fill(
        DiscardOption,
        lambda out, cap, len_: _native().mj_discard_options(*args, given, out, cap, len_),
    )
    return list(buf[:n])


# AI players and games ------------------------------------------------------------------------


class _Handle:
    """Owns a C handle; ``close()``, ``with`` or garbage collection frees it."""

    _free = None
    # Set before __init__ can fail, so that __del__ of a half-made object is harmless.
    _ptr = None

    def __init__(self, ptr):
        self._ptr = ptr

    @property
    def handle(self):
        if self._ptr is None:
            raise ValueError("%s already closed" % type(self).__name__)
        return self._ptr

    def close(self):
        if self._ptr is not None and _lib is not None:
            getattr(_lib, self._free)(self._ptr)
        self._ptr = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        self.close()


def _tiles_and_melds(tiles, melds):
    arr, n = _tile_array(tiles)
    melds = [m if isinstance(m, Meld) else Meld(*m) for m in melds]
    return arr, n, (Meld * max(len(melds), 1))(*melds), len(melds)


class Ai(_Handle):
    """An AI player (MjAi*): Ai(Difficulty.MEDIUM, seed, rules); Difficulty.EXPERT is
    majiang's strongest player. Raises MajiangError for an unknown difficulty."""

    _free = "mj_ai_free"

    def __init__(self, difficulty, seed, rules):
        out = _AiPtr()
        _check(_native().mj_ai_new(int(difficulty), seed, rules.handle, ctypes.byref(out)))
        super().__init__(out)

    @staticmethod
    def available(difficulty):
        """True when this build has a player of ``difficulty``."""
        out = ctypes.c_bool()
        _check(_native().mj_ai_difficulty_available(int(difficulty), ctypes.byref(out)))
        return out.value

    def decide_discard(self, tiles, melds=()):
        """The tutorial's DecideDiscard: the index into ``tiles`` to discard."""
        out = _SIZE()
        _check(
            _native().mj_ai_decide_discard(
                self.handle, *_tiles_and_melds(tiles, melds), ctypes.byref(out)
            )
        )
        return out.value

    def _ask(self, fn, hand, tile, difficulty):
        out = ctypes.c_bool()
        arr, n = _tile_array(hand)
        _check(fn(self.handle, arr, n, tile, int(difficulty), ctypes.byref(out)))
        return out.value

    def should_peng(self, hand, tile, difficulty):
        """The tutorial's ShouldPeng(hand, tile, difficulty)."""
        return self._ask(_native().mj_ai_should_peng, hand, tile, difficulty)

    def should_chi(self, hand, tile, difficulty):
        """The tutorial's ShouldChi(hand, tile, difficulty)."""
        return self._ask(_native().mj_ai_should_chi, hand, tile, difficulty)

    def should_gang(self, hand, tile, difficulty):
        """The tutorial's ShouldGang(hand, tile, difficulty)."""
        return self._ask(_native().mj_ai_should_gang, hand, tile, difficulty)

    def should_hu(self, tiles, melds=()):
        """Whether the AI declares a win with this complete-size hand (every level
        takes a win it has)."""
        out = ctypes.c_bool()
        _check(
            _native().mj_ai_should_hu(
                self.handle, *_tiles_and_melds(tiles, melds), ctypes.byref(out)
            )
        )
        return out.value

    def observe_discard(self, tile):
        """Counts a discarded (shown, flipped) tile as seen."""
        _check(_native().mj_ai_observe_discard(self.handle, tile))

    def observe_meld(self, meld, claimed_tile=None, by_seat=None):
        """Counts another player's meld as seen, less its already observed claimed tile.
        ``by_seat`` (0-3), for an AI that plays several seats: the seat that laid it
        down (every other seat counts it); None: every seat does."""
        meld = meld if isinstance(meld, Meld) else Meld(*meld)
        claimed = NO_TILE if claimed_tile is None else claimed_tile
        if by_seat is None:
            _check(_native().mj_ai_observe_meld(self.handle, ctypes.byref(meld), claimed))
        else:
            _check(_native().mj_ai_observe_meld_by(self.handle, by_seat, ctypes.byref(meld), claimed))

    @property
    def seat(self):
        """The seat (0-3) the questions are about; 0 for a new AI. One AI may play
        every seat of a table: it keeps each seat's memory (own melds, generator, what
        it saw) apart, so set ``ai.seat`` before asking for a seat and every seat
        answers exactly as an AI of its own would. Discards and melds told reach every
        seat."""
        out = ctypes.c_int32()
        _check(_native().mj_ai_seat(self.handle, ctypes.byref(out)))
        return out.value

    @seat.setter
    def seat(self, seat):
        _check(_native().mj_ai_set_seat(self.handle, seat))

    def reset(self):
        """Forgets every observed tile."""
        _check(_native().mj_ai_reset(self.handle))

    def reseed(self, seed):
        """Restarts the random choices from ``seed``."""
        _check(_native().mj_ai_reseed(self.handle, seed))

    def observed(self):
        """Copies of each kind observed so far (a list of 34)."""
        out = TileCounts()
        _check(_native().mj_ai_observed(self.handle, ctypes.byref(out)))
        return list(out.counts)

    def hints(self, tiles, melds=()):
        """The hint list: EXPERT's ranking of the discards (Hint), best first, with win
        probability and expected points; copies left net of what was observed."""
        args = _tiles_and_melds(tiles, melds)
        buf, n = _fill(
            Hint,
            lambda out, cap, len_: _native().mj_ai_hints(self.handle, *args, out, cap, len_),
        )
        return list(buf[:n])

    def hint_reasons(self, tiles, melds=(), chinese=False):
        """One reason per hint, in the order of ``hints`` (English, or Chinese)."""
        args = _tiles_and_melds(tiles, melds)
        flag = 1 if chinese else 0
        buf, n = _fill(
            ctypes.c_char,
            lambda out, cap, len_: _native().mj_ai_hint_reasons(
                self.handle, *args, flag, out, cap, len_
            ),
        )
        return buf[: n - 1].decode("utf-8").splitlines()

    def set_wall_left(self, wall_left):
        """Tiles left in the wall, so EXPERT knows its draws to come (WALL_ESTIMATE:
        estimate from the observed discards)."""
        _check(_native().mj_ai_set_wall_left(self.handle, wall_left))

    def should_hu_discard(self, tiles, tile, melds=()):
        """Whether the AI wins on another player's discard ``tile`` completing its 3n+1
        hand (EXPERT may pass a small hand)."""
        out = ctypes.c_bool()
        _check(
            _native().mj_ai_should_hu_discard(
                self.handle, *_tiles_and_melds(tiles, melds), tile, ctypes.byref(out)
            )
        )
        return out.value


class Game(_Handle):
    """One hand of Changsha mahjong driven step by step (MjGame*): Game(rules, seed, dealer)."""

    _free = "mj_game_free"

    def __init__(self, rules, seed, dealer, _ptr=None):
        if _ptr is None:
            _ptr = _GamePtr()
            _check(_native().mj_game_new(rules.handle, seed, dealer, ctypes.byref(_ptr)))
        super().__init__(_ptr)

    @classmethod
    def replay(cls, record):
        """The game a JSON-lines record leaves (see ``record_json``)."""
        out = _GamePtr()
        _check(_native().mj_game_replay(record.encode("utf-8"), ctypes.byref(out)))
        return cls(None, 0, 0, _ptr=out)

    def state(self):
        """Phase, whose decision, the offer, the wall, the scores (a GameState)."""
        out = GameState()
        _check(_native().mj_game_state(self.handle, ctypes.byref(out)))
        return out

    def _list(self, ctype, fn, *args):
        buf, n = _fill(ctype, lambda out, cap, len_: fn(self.handle, *args, out, cap, len_))
        return list(buf[:n])

    def hand(self, seat):
        """A seat's concealed tiles, sorted (the host decides what to show)."""
        return self._list(ctypes.c_uint8, _native().mj_game_hand, seat)

    def drawn_tile(self, seat):
        """The tile a seat just drew, or None."""
        out = ctypes.c_int32()
        _check(_native().mj_game_drawn_tile(self.handle, seat, ctypes.byref(out)))
        return None if out.value == NO_TILE else out.value

    def dealt(self, seat):
        """A seat's hand as dealt, sorted."""
        return self._list(ctypes.c_uint8, _native().mj_game_dealt, seat)

    def melds(self, seat):
        """A seat's melds, concealed kongs included."""
        return [Meld(m.kind, m.tile) for m in self._list(Meld, _native().mj_game_melds, seat)]

    def discards(self, seat):
        """A seat's discard pile (Discard list)."""
        return self._list(Discard, _native().mj_game_discards, seat)

    def legal_actions(self, seat):
        """What ``seat`` may do now (an empty list when nothing is asked of it)."""
        return self._list(Action, _native().mj_game_legal_actions, seat)

    def apply(self, seat, action):
        """Plays an action; raises MajiangError (ILLEGAL_ACTION, game unchanged) if not legal."""
        action = action if isinstance(action, Action) else Action(*action)
        _check(_native().mj_game_apply(self.handle, seat, ctypes.byref(action)))

    def events(self):
        """The events since the last call (Event list)."""
        return self._list(Event, _native().mj_game_events)

    def result(self):
        """The outcome (a GameResult; ``finished`` 0 while the hand is on)."""
        out = GameResult()
        _check(_native().mj_game_result(self.handle, ctypes.byref(out)))
        return out

    def ai_action(self, seat, ai):
        """What a built-in AI would play for ``seat`` (not applied)."""
        out = Action()
        _check(_native().mj_game_ai_action(self.handle, seat, ai.handle, ctypes.byref(out)))
        return out

    def record_json(self):
        """The game record as JSON lines."""
        buf, n = _fill(
            ctypes.c_char,
            lambda out, cap, len_: _native().mj_game_record_json(self.handle, out, cap, len_),
        )
        return buf[: n - 1].decode("utf-8")
