"""Python bindings (ctypes, standard library only) for libmajiang.

Mirrors include/majiang.h::

    import majiang
    rules = majiang.Rules.changsha()
    majiang.is_win(rules, majiang.parse_tiles("123m456s789p23455m"))   # True

- The library is found at the path given to ``majiang.load(path)``, else
  ``$MAJIANG_LIB``, else by ``ctypes.util.find_library("majiang")``; it is
  loaded on first use and its ABI version checked.
- Hands are sequences of tile ids (0-33: suit * 9 + number - 1, honours 27-33)
  and sequences of melds (``Meld(kind, tile)`` or ``(kind, tile)`` tuples).
- A failing call raises ``MajiangError`` with ``.status`` (a ``Status``) and the
  library's message.
- ``Rules`` owns an ``MjRules*``: freed by ``close()``, ``with`` or garbage
  collection.

Thread safety is the C API's: a Rules may be read from many threads at once;
setters need exclusive use.
"""

import ctypes
import ctypes.util
import enum
import os

ABI_VERSION = 1
KINDS = 34
NO_TILE = -1
SHANTEN_UNREACHABLE = 99


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


class Meld(ctypes.Structure):
    """A meld (MjMeld): its kind and lowest tile id."""

    _fields_ = [("kind", ctypes.c_uint8), ("tile", ctypes.c_uint8)]

    def __repr__(self):
        return "Meld(kind=%d, tile=%d)" % (self.kind, self.tile)


class TileCounts(ctypes.Structure):
    """Copies of each tile kind, indexed by id (MjTileCounts)."""

    _fields_ = [("counts", ctypes.c_uint8 * KINDS)]


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


_P = ctypes.POINTER
_SIZE = ctypes.c_size_t
_HAND = [_RulesPtr, _P(ctypes.c_uint8), _SIZE, _P(Meld), _SIZE]
_SIGNATURES = {
    "mj_abi_version": (ctypes.c_uint32, []),
    "mj_version": (ctypes.c_char_p, []),
    "mj_last_error": (ctypes.c_int32, [ctypes.c_char_p, _SIZE, _P(_SIZE)]),
    "mj_status_name": (ctypes.c_char_p, [ctypes.c_int32]),
    "mj_warm_up": (None, []),
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
}

_lib = None


def load(path=None):
    """Loads libmajiang (see the module docs for where it is looked for) and
    checks its ABI version. Called on first use; call it first to choose the path."""
    global _lib
    path = path or os.environ.get("MAJIANG_LIB") or ctypes.util.find_library("majiang")
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
