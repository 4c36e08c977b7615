package main

import (
	"bufio"
	"errors"
	"fmt"
	"net"
	"strings"
	"time"

	"majiang"
)

// Seat is one player of the table: a connection (a human with `nc`, or an AI client), or an AI
// the server plays itself.
type Seat struct {
	conn net.Conn
	in   *bufio.Scanner
	ai   *majiang.Ai
}

// send writes one line to a connected seat (a server AI reads nothing).
func (s *Seat) send(format string, args ...any) error {
	if s.conn == nil {
		return nil
	}
	_, err := fmt.Fprintf(s.conn, format+"\n", args...)
	return err
}

// Table is an authoritative table: the engine's Game decides everything, every action is
// validated by it, and each seat is sent only what it may see.
type Table struct {
	// Preset is the rules' name ("sichuan", "hongzhong", ...).
	Preset string
	// Seats is the four players.
	Seats [4]*Seat
	// Timeout bounds the wait for one answer.
	Timeout time.Duration
	// Refusals counts the actions the engine refused.
	Refusals int
}

// HandResult is the outcome of one hand.
type HandResult struct {
	// Deltas is each seat's points.
	Deltas [4]int
	// Winners is the seats that won.
	Winners []int
	// NextDealer deals the next hand.
	NextDealer int
	// Actions is the actions applied.
	Actions int
	// Hands is each seat's concealed tiles at the end.
	Hands [4][]int
}

// Listen opens a table on 127.0.0.1 (port 0: any free port) and waits for the connected seats:
// the seats in aiSeats are played by the server's own AIs, the others by the first
// connections, in seat order.
func Listen(addr, preset string, aiSeats []int, seed uint64, ready func(net.Addr)) (*Table, error) {
	if !strings.HasPrefix(addr, "127.0.0.1:") {
		return nil, fmt.Errorf("the table listens on 127.0.0.1 only, not %q", addr)
	}
	rules, err := majiang.RulesByName(preset)
	if err != nil {
		return nil, err
	}
	defer rules.Close()
	t := &Table{Preset: preset, Timeout: 10 * time.Second}
	for _, s := range aiSeats {
		if s < 0 || s > 3 || t.Seats[s] != nil {
			return nil, fmt.Errorf("AI seat %d: not a free seat 0-3", s)
		}
		ai, err := majiang.NewAi(majiang.DifficultyHard, seed+uint64(s), rules)
		if err != nil {
			return nil, err
		}
		t.Seats[s] = &Seat{ai: ai}
	}
	listener, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	defer listener.Close()
	if ready != nil {
		ready(listener.Addr())
	}
	for s := range t.Seats {
		if t.Seats[s] != nil {
			continue
		}
		conn, err := listener.Accept()
		if err != nil {
			t.Close()
			return nil, err
		}
		t.Seats[s] = &Seat{conn: conn, in: bufio.NewScanner(conn)}
		if err := t.Seats[s].send("welcome %d %s", s, preset); err != nil {
			t.Close()
			return nil, err
		}
	}
	return t, nil
}

// Close says goodbye and closes every connection and AI.
func (t *Table) Close() {
	for _, s := range t.Seats {
		if s == nil {
			continue
		}
		if s.conn != nil {
			_ = s.send("bye")
			s.conn.Close()
		}
		s.ai.Close()
	}
}

// broadcast sends each seat the new events as it may see them, then its own hand and melds.
func (t *Table) broadcast(game *majiang.Game) error {
	events, err := game.Events()
	if err != nil {
		return err
	}
	for s, seat := range t.Seats {
		if seat.conn == nil {
			continue
		}
		for _, e := range events {
			if err := seat.send("%s", eventLine(s, e)); err != nil {
				return err
			}
		}
		hand, err := game.Hand(s)
		if err != nil {
			return err
		}
		melds, err := game.Melds(s)
		if err != nil {
			return err
		}
		if err := seat.send("hand %d %s\nmelds %s", len(hand), tileList(hand), meldList(melds)); err != nil {
			return err
		}
	}
	return nil
}

// answer asks a connected seat for its action until the engine accepts one.
func (t *Table) answer(game *majiang.Game, s int, legal []majiang.Action) error {
	seat := t.Seats[s]
	for tries := 0; tries < 20; tries++ {
		if err := seat.send("ask %s", actionList(legal)); err != nil {
			return err
		}
		_ = seat.conn.SetReadDeadline(time.Now().Add(t.Timeout))
		if !seat.in.Scan() {
			return fmt.Errorf("seat %d left: %v", s, seat.in.Err())
		}
		action, err := parseAct(seat.in.Text())
		if err == nil {
			err = game.Apply(s, action)
		}
		if err == nil {
			return nil
		}
		t.Refusals++
		var refused *majiang.Error
		if errors.As(err, &refused) {
			err = seat.send("error %s %s", refused.Status, refused.Message)
		} else {
			err = seat.send("error PARSE_ERROR %s", err)
		}
		if err != nil {
			return err
		}
	}
	return fmt.Errorf("seat %d: 20 refused actions in a row", s)
}

// Play plays one hand to its end and sends every seat the result.
func (t *Table) Play(seed uint64, dealer int) (HandResult, error) {
	rules, err := majiang.RulesByName(t.Preset)
	if err != nil {
		return HandResult{}, err
	}
	defer rules.Close()
	game, err := majiang.NewGame(rules, seed, dealer)
	if err != nil {
		return HandResult{}, err
	}
	defer game.Close()
	actions := 0
	for {
		if err := t.broadcast(game); err != nil {
			return HandResult{}, err
		}
		state, err := game.State()
		if err != nil {
			return HandResult{}, err
		}
		s := state.NextSeat
		if s == majiang.NoSeat {
			break
		}
		if actions++; actions > 2000 {
			return HandResult{}, errors.New("the hand did not end in 2000 actions")
		}
		if seat := t.Seats[s]; seat.ai != nil {
			action, err := game.AiAction(s, seat.ai)
			if err == nil {
				err = game.Apply(s, action)
			}
			if err != nil {
				return HandResult{}, err
			}
			continue
		}
		legal, err := game.LegalActions(s)
		if err != nil {
			return HandResult{}, err
		}
		if err := t.answer(game, s, legal); err != nil {
			return HandResult{}, err
		}
	}
	r, err := game.Result()
	if err != nil {
		return HandResult{}, err
	}
	out := HandResult{Deltas: r.Deltas, Winners: r.Winners, NextDealer: r.NextDealer, Actions: actions}
	for s := range out.Hands {
		if out.Hands[s], err = game.Hand(s); err != nil {
			return HandResult{}, err
		}
	}
	for _, seat := range t.Seats {
		if err := seat.send("result %s %s", tileList(r.Deltas[:]), tileList(r.Winners)); err != nil {
			return HandResult{}, err
		}
	}
	return out, nil
}
