package main

import (
	"bufio"
	"fmt"
	"net"
	"strconv"
	"strings"
	"time"

	"majiang"
)

// Client is an AI seat over the protocol: it knows only what the table sends it, and decides
// with the library's AI questions (DecideDiscard, ShouldPeng, ShouldGang) on its own hand.
type Client struct {
	// Seat is the seat the table gave it.
	Seat int
	// Lines is every line the table sent, in order.
	Lines []string
	// Results is each hand's deltas as the table reported them.
	Results [][]int
	// Refusals is the error lines received.
	Refusals []string
	// Cheat makes the first discard an illegal one, which the table must refuse.
	Cheat bool

	conn  net.Conn
	ai    *majiang.Ai
	hand  []int
	melds []majiang.Meld
}

// numbers reads "1,2,3" ("-": none).
func numbers(text string) []int {
	out := []int{}
	if text == "-" {
		return out
	}
	for _, f := range strings.Split(text, ",") {
		n, err := strconv.Atoi(f)
		if err == nil {
			out = append(out, n)
		}
	}
	return out
}

// Run plays at the table at addr until it says bye.
func (c *Client) Run(addr string, seed uint64) error {
	conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		return err
	}
	c.conn = conn
	defer conn.Close()
	defer c.ai.Close()
	in := bufio.NewScanner(conn)
	for {
		_ = conn.SetReadDeadline(time.Now().Add(30 * time.Second))
		if !in.Scan() {
			return fmt.Errorf("seat %d: the table closed without bye: %v", c.Seat, in.Err())
		}
		line := in.Text()
		c.Lines = append(c.Lines, line)
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "welcome":
			c.Seat, _ = strconv.Atoi(f[1])
			rules, err := majiang.RulesByName(f[2])
			if err != nil {
				return err
			}
			c.ai, err = majiang.NewAi(majiang.DifficultyHard, seed, rules)
			rules.Close()
			if err != nil {
				return err
			}
		case "hand":
			c.hand = numbers(f[2])
		case "melds":
			c.melds = c.melds[:0]
			for _, m := range strings.Split(f[1], ",") {
				if kind, tile, ok := strings.Cut(m, ":"); ok {
					c.melds = append(c.melds, majiang.Meld{Kind: meldKind(kind), Tile: numbers(tile)[0]})
				}
			}
		case "ask":
			if _, err := fmt.Fprintf(conn, "act %s\n", c.choose(f[1:])); err != nil {
				return err
			}
		case "error":
			c.Refusals = append(c.Refusals, line)
		case "result":
			c.Results = append(c.Results, numbers(f[1]))
		case "bye":
			return nil
		}
	}
}

// meldKind is a meld kind by its name.
func meldKind(name string) majiang.MeldKind {
	for k := majiang.MeldKind(0); k.Valid(); k++ {
		if k.String() == name {
			return k
		}
	}
	return -1
}

// choose picks one of the legal actions ("KIND:TILE") as "KIND TILE".
func (c *Client) choose(legal []string) string {
	has := map[string]bool{}
	first := map[string]string{}
	for _, a := range legal {
		kind, tile, _ := strings.Cut(a, ":")
		has[a] = true
		if _, ok := first[kind]; !ok {
			first[kind] = tile
		}
	}
	pick := func(kind, tile string) string { return kind + " " + tile }
	if tile, ok := first["HU"]; ok {
		return pick("HU", tile)
	}
	if _, ok := first["DISCARD"]; ok {
		if c.Cheat {
			c.Cheat = false
			for t := 0; t < majiang.Kinds; t++ {
				if !has[fmt.Sprintf("DISCARD:%d", t)] {
					return pick("DISCARD", strconv.Itoa(t))
				}
			}
		}
		if i, err := c.ai.DecideDiscard(c.hand, c.melds); err == nil && i < len(c.hand) &&
			has[fmt.Sprintf("DISCARD:%d", c.hand[i])] {
			return pick("DISCARD", strconv.Itoa(c.hand[i]))
		}
		return pick("DISCARD", first["DISCARD"])
	}
	for _, claim := range []struct {
		kind string
		ask  func([]int, int) (bool, error)
	}{{"GANG", c.ai.ShouldGang}, {"PENG", c.ai.ShouldPeng}} {
		if tile, ok := first[claim.kind]; ok {
			if yes, err := claim.ask(c.hand, numbers(tile)[0]); err == nil && yes {
				return pick(claim.kind, tile)
			}
		}
	}
	if tile, ok := first["PASS"]; ok {
		return pick("PASS", tile)
	}
	kind, tile, _ := strings.Cut(legal[0], ":")
	return pick(kind, tile)
}
