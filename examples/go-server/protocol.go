package main

import (
	"fmt"
	"strconv"
	"strings"

	"majiang"
)

// The table's protocol: plain text over TCP, one message per line, fields separated by spaces.
//
// Server to seat:
//
//	welcome SEAT PRESET            the seat this connection plays (0-3) and the rules
//	hand N TILES                   the seat's own concealed tiles (N of them; comma-separated ids)
//	melds MELDS                    the seat's own melds (kind:tile, comma-separated; - for none)
//	event KIND SEAT FROM TILE DETAIL TILES   an engine event as this seat may see it: -1 for
//	                               none, ? for a tile it may not see; TILES comma-separated or -
//	ask ACTIONS                    the seat must act: its legal actions as KIND:TILE
//	error STATUS MESSAGE           the action was refused (the engine's status and message);
//	                               an ask follows
//	result D0,D1,D2,D3 WINNERS     the hand is over: each seat's points and the winners (or -)
//	bye                            the table is closed
//
// Seat to server:
//
//	act KIND TILE                  an action, as the engine names it (act DISCARD 5, act PASS 0)

// hidden is the mark of a tile the seat may not see.
const hidden = "?"

// tileList is ids comma-separated, "-" when empty.
func tileList(tiles []int) string {
	if len(tiles) == 0 {
		return "-"
	}
	parts := make([]string, len(tiles))
	for i, t := range tiles {
		parts[i] = strconv.Itoa(t)
	}
	return strings.Join(parts, ",")
}

// meldList is melds as kind:tile, comma-separated, "-" when empty.
func meldList(melds []majiang.Meld) string {
	if len(melds) == 0 {
		return "-"
	}
	parts := make([]string, len(melds))
	for i, m := range melds {
		parts[i] = fmt.Sprintf("%s:%d", m.Kind, m.Tile)
	}
	return strings.Join(parts, ",")
}

// actionList is actions as KIND:TILE, space-separated.
func actionList(actions []majiang.Action) string {
	parts := make([]string, len(actions))
	for i, a := range actions {
		parts[i] = fmt.Sprintf("%s:%d", a.Kind, a.Tile)
	}
	return strings.Join(parts, " ")
}

// seesEvent reports whether seat may see the tiles of event e: a draw and a 换三张 pick are
// the drawer's alone, a 换三张 pass its two seats', a concealed kong its owner's.
func seesEvent(seat int, e majiang.Event) bool {
	switch e.Kind {
	case majiang.EventKindDrew, majiang.EventKindExchangePicked:
		return seat == e.Seat
	case majiang.EventKindExchanged:
		return seat == e.Seat || seat == e.From
	case majiang.EventKindMelded:
		return seat == e.Seat || majiang.MeldKind(e.Detail) != majiang.MeldKindAnGang
	}
	return true
}

// eventLine is the event as seat may see it.
func eventLine(seat int, e majiang.Event) string {
	tile, tiles := strconv.Itoa(e.Tile), tileList(e.Tiles)
	if !seesEvent(seat, e) {
		tile = hidden
		if len(e.Tiles) > 0 {
			tiles = hidden
		}
	}
	return fmt.Sprintf("event %s %d %d %s %d %s", e.Kind, e.Seat, e.From, tile, e.Detail, tiles)
}

// actionKinds is the action kinds by their names.
func actionKind(name string) (majiang.ActionKind, bool) {
	for k := majiang.ActionKind(0); k.Valid(); k++ {
		if k.String() == name {
			return k, true
		}
	}
	return 0, false
}

// parseAct reads "act KIND TILE".
func parseAct(line string) (majiang.Action, error) {
	f := strings.Fields(line)
	if len(f) != 3 || f[0] != "act" {
		return majiang.Action{}, fmt.Errorf("expected `act KIND TILE`, got %q", line)
	}
	kind, ok := actionKind(f[1])
	if !ok {
		return majiang.Action{}, fmt.Errorf("%q is not an action kind", f[1])
	}
	tile, err := strconv.Atoi(f[2])
	if err != nil {
		return majiang.Action{}, fmt.Errorf("tile %q is not a number", f[2])
	}
	return majiang.Action{Kind: kind, Tile: tile}, nil
}
