// Package majiang is the Go binding (cgo) of libmajiang: mahjong rules (长沙 Changsha, 转转,
// 红中, 四川 血战), exact win / waits / shanten checks, scoring, a game engine and AI players.
//
//	rules := majiang.Changsha()
//	defer rules.Close()
//	hand, _ := majiang.ParseTiles("123m456s789p23455m")
//	win, err := majiang.IsWin(rules, hand, nil) // true, nil
//
// Conventions:
//   - A tile is a kind id, 0-33: suit*9 + number-1 (万 0-8, 条 9-17, 筒 18-26), honours 27-33.
//     A hand is a []int of ids; ParseTiles reads notation ("123m456s", "五万").
//   - A call the library refuses returns an *Error carrying its Status and the library's
//     message; a value the binding refuses before calling (a tile id out of range) is an *Error
//     too, with the status the library gives the same mistake. Nothing panics on bad input.
//   - Rules, Ai and Game own a C handle: Close frees it now (a second Close does nothing), a
//     finalizer frees it if Close was never called. A closed handle's calls return an *Error
//     with StatusNullPointer.
//   - "No seat" and "no tile" are -1 (NoSeat, NoTile) in the values of this package.
//   - Thread safety is the C API's: a Rules may be read by many goroutines at once; an Ai and
//     a Game need one goroutine at a time.
//
// Linking: the package includes include/majiang.h and links lib/libmajiang from the SDK this
// folder sits in (bindings/go); with other paths, set CGO_CFLAGS=-I<include dir> and
// CGO_LDFLAGS=-L<lib dir>. The build tag majiang_static links libmajiang.a instead (Linux and
// MinGW), so the program needs no library beside it.
package majiang

/*
#cgo CFLAGS: -I${SRCDIR}/../../include
#include <stdlib.h>
#include "majiang.h"
*/
import "C"

import (
	"fmt"
	"runtime"
	"strings"
	"unsafe"
)

// NoSeat marks "no seat" in this package's values (the header's None, 255, in its structs).
const NoSeat = -1

// Error is a refused call: the library's (or the binding's) status and message.
type Error struct {
	// Status says what kind of refusal it is (StatusInvalidTile, StatusIllegalAction, ...).
	Status Status
	// Message is the library's explanation, naming the argument and value at fault.
	Message string
}

// Error gives "INVALID_TILE: tiles[3]: tile id 40 is out of range 0-33".
func (e *Error) Error() string {
	return e.Status.String() + ": " + e.Message
}

// refuse is an *Error made by the binding itself.
func refuse(status Status, format string, args ...any) error {
	return &Error{Status: status, Message: fmt.Sprintf(format, args...)}
}

// lastError is this thread's last error message (the library keeps it per thread).
func lastError() string {
	var needed C.size_t
	C.mj_last_error(nil, 0, &needed)
	if needed == 0 {
		return ""
	}
	buf := make([]byte, needed)
	if C.mj_last_error((*C.char)(unsafe.Pointer(&buf[0])), needed, &needed) != C.MJ_STATUS_OK {
		return ""
	}
	return string(buf[:needed-1])
}

// call runs one C call and turns its status into an error; the goroutine stays on its thread
// until the message is read, since the library keeps the last error per thread.
func call(f func() C.MjStatus) error {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if status := f(); status != C.MJ_STATUS_OK {
		return &Error{Status: Status(status), Message: lastError()}
	}
	return nil
}

// fill runs a buffer-filling call twice, to size the buffer and to fill it.
func fill[T any](f func(out *T, capacity C.size_t, n *C.size_t) C.MjStatus) ([]T, error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var n C.size_t
	status := f(nil, 0, &n)
	if status == C.MJ_STATUS_OK {
		return nil, nil
	}
	if status != C.MJ_STATUS_BUFFER_TOO_SMALL {
		return nil, &Error{Status: Status(status), Message: lastError()}
	}
	buf := make([]T, n)
	if status := f(&buf[0], n, &n); status != C.MJ_STATUS_OK {
		return nil, &Error{Status: Status(status), Message: lastError()}
	}
	return buf[:n], nil
}

// fillText is fill for a NUL-terminated UTF-8 text.
func fillText(f func(out *C.char, capacity C.size_t, n *C.size_t) C.MjStatus) (string, error) {
	buf, err := fill(f)
	if err != nil || len(buf) == 0 {
		return "", err
	}
	return C.GoStringN(&buf[0], C.int(len(buf)-1)), nil
}

// StatusName is the header's name of a status ("MJ_STATUS_INVALID_TILE").
func StatusName(status Status) string {
	return C.GoString(C.mj_status_name(C.int32_t(status)))
}

// Version is the library's version ("0.1.0").
func Version() string {
	return C.GoString(C.mj_version())
}

// LoadedABIVersion is the ABI version of the library linked in; AbiVersion is the one this
// package was generated for, and they are equal in a working build.
func LoadedABIVersion() int {
	return int(C.mj_abi_version())
}

// WarmUp builds the lookup tables now rather than on the first check.
func WarmUp() {
	C.mj_warm_up()
}

// tile checks one tile id.
func tile(value int, what string) (C.uint8_t, error) {
	if value < 0 || value >= Kinds {
		return 0, refuse(StatusInvalidTile, "%s: tile id %d is out of range 0-%d", what, value, Kinds-1)
	}
	return C.uint8_t(value), nil
}

// tileArray is tiles as a C array (one element at least, so that its address is valid).
func tileArray(tiles []int, what string) ([]C.uint8_t, error) {
	out := make([]C.uint8_t, len(tiles)+1)
	for i, t := range tiles {
		c, err := tile(t, fmt.Sprintf("%s[%d]", what, i))
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

// Meld is an exposed (or concealed-kong) set: its kind and lowest tile id.
type Meld struct {
	// Kind is chi, peng, gang, an gang or bu gang.
	Kind MeldKind
	// Tile is the lowest tile id of the meld.
	Tile int
}

// String gives the meld in notation ("peng:5m").
func (m Meld) String() string {
	text, err := FormatTiles([]int{m.Tile})
	if err != nil {
		text = fmt.Sprint(m.Tile)
	}
	return strings.ToLower(m.Kind.String()) + ":" + text
}

// raw is the meld as the header's struct.
func (m Meld) raw(what string) (C.MjMeld, error) {
	if !m.Kind.Valid() {
		return C.MjMeld{}, refuse(StatusInvalidMeld, "%s.kind: %d is not a MeldKind", what, int32(m.Kind))
	}
	t, err := tile(m.Tile, what+".tile")
	return C.MjMeld{kind: C.uint8_t(m.Kind), tile: t}, err
}

// meldArray is melds as a C array (one element at least).
func meldArray(melds []Meld) ([]C.MjMeld, error) {
	out := make([]C.MjMeld, len(melds)+1)
	for i, m := range melds {
		raw, err := m.raw(fmt.Sprintf("melds[%d]", i))
		if err != nil {
			return nil, err
		}
		out[i] = raw
	}
	return out, nil
}

func meldOf(m C.MjMeld) Meld {
	return Meld{Kind: MeldKind(m.kind), Tile: int(m.tile)}
}

// hand is a hand's tiles and melds as the C calls take them.
type hand struct {
	tiles []C.uint8_t
	n     C.size_t
	melds []C.MjMeld
	m     C.size_t
}

func handOf(tiles []int, melds []Meld) (hand, error) {
	t, err := tileArray(tiles, "tiles")
	if err != nil {
		return hand{}, err
	}
	m, err := meldArray(melds)
	if err != nil {
		return hand{}, err
	}
	return hand{t, C.size_t(len(tiles)), m, C.size_t(len(melds))}, nil
}

// cString is text as a C string the caller frees, refusing a NUL inside.
func cString(text, what string) (*C.char, error) {
	for i := 0; i < len(text); i++ {
		if text[i] == 0 {
			return nil, refuse(StatusInvalidArgument, "%s: a NUL byte at %d", what, i)
		}
	}
	return C.CString(text), nil
}

// ParseTiles reads tile ids from notation ("123m 五万").
func ParseTiles(notation string) ([]int, error) {
	text, err := cString(notation, "notation")
	if err != nil {
		return nil, err
	}
	defer C.free(unsafe.Pointer(text))
	buf, err := fill(func(out *C.uint8_t, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_parse_tiles(text, out, capacity, n)
	})
	return ints(buf), err
}

// ParseMelds reads melds from notation ("peng:5m chi:345s").
func ParseMelds(notation string) ([]Meld, error) {
	text, err := cString(notation, "notation")
	if err != nil {
		return nil, err
	}
	defer C.free(unsafe.Pointer(text))
	buf, err := fill(func(out *C.MjMeld, capacity C.size_t, n *C.size_t) C.MjStatus {
		return C.mj_parse_melds(text, out, capacity, n)
	})
	melds := make([]Meld, len(buf))
	for i, m := range buf {
		melds[i] = meldOf(m)
	}
	return melds, err
}

// FormatTiles writes tiles in notation ("123m55s").
func FormatTiles(tiles []int) (string, error) {
	return format(tiles, false)
}

// FormatTilesChinese writes tiles in Chinese ("一万 二万").
func FormatTilesChinese(tiles []int) (string, error) {
	return format(tiles, true)
}

func format(tiles []int, chinese bool) (string, error) {
	arr, err := tileArray(tiles, "tiles")
	if err != nil {
		return "", err
	}
	return fillText(func(out *C.char, capacity C.size_t, n *C.size_t) C.MjStatus {
		if chinese {
			return C.mj_format_tiles_chinese(&arr[0], C.size_t(len(tiles)), out, capacity, n)
		}
		return C.mj_format_tiles(&arr[0], C.size_t(len(tiles)), out, capacity, n)
	})
}

// ints is a C byte array as tile ids.
func ints(buf []C.uint8_t) []int {
	out := make([]int, len(buf))
	for i, b := range buf {
		out[i] = int(b)
	}
	return out
}

// IdsOf is the tile ids whose bits are set in a mask (the raw layer's sets of kinds), ascending.
func IdsOf(mask uint64) []int {
	out := []int{}
	for i := 0; i < Kinds; i++ {
		if mask>>i&1 == 1 {
			out = append(out, i)
		}
	}
	return out
}

// seats is the seats whose bit is set in a seat mask.
func seats(mask C.uint8_t) []int {
	out := []int{}
	for s := 0; s < 4; s++ {
		if mask>>s&1 == 1 {
			out = append(out, s)
		}
	}
	return out
}

// orNone is a uint8_t field holding None (255) as -1.
func orNone(v C.uint8_t) int {
	if v == None {
		return -1
	}
	return int(v)
}
