package main

import (
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"
)

// seesLine checks one line the table sent seat: the concealed tiles of a draw, a 换三张 pick or
// pass and a concealed kong are shown to their own seats only. It returns what is wrong, or "".
func seesLine(seat int, line string) string {
	f := strings.Fields(line)
	if len(f) != 7 || f[0] != "event" {
		return ""
	}
	var who, from int
	fmt.Sscan(f[2], &who)
	fmt.Sscan(f[3], &from)
	own := who == seat
	tileShown, tilesShown := f[4] != "?" && f[4] != "-1", f[6] != "?" && f[6] != "-"
	switch f[1] {
	case "DREW", "EXCHANGE_PICKED":
		if own != tileShown {
			return "a draw or pick shown to the wrong seats"
		}
	case "EXCHANGED":
		if (own || from == seat) != tilesShown {
			return "a 换三张 pass shown to the wrong seats"
		}
	case "MELDED":
		if f[5] == "3" && !own && tileShown { // MeldKindAnGang
			return "another seat's concealed kong shown"
		}
	}
	return ""
}

// playTable runs a table for hands hands, the server's AIs at aiSeats and AI clients over TCP
// at the other seats, and checks what the clients saw.
func playTable(t *testing.T, preset string, hands int, aiSeats []int) {
	addr := make(chan net.Addr, 1)
	var table *Table
	var listenErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		table, listenErr = Listen("127.0.0.1:0", preset, aiSeats, 7, func(a net.Addr) { addr <- a })
	}()
	var where net.Addr
	select {
	case where = <-addr:
	case <-time.After(10 * time.Second):
		t.Fatal("the table did not listen")
	}
	clients := make([]*Client, 4-len(aiSeats))
	errs := make([]error, len(clients))
	var wg sync.WaitGroup
	for i := range clients {
		clients[i] = &Client{Cheat: i == 0}
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			errs[i] = clients[i].Run(where.String(), uint64(100+i))
		}(i)
	}
	<-done
	if listenErr != nil {
		t.Fatal(listenErr)
	}
	var results []HandResult
	dealer := 0
	for h := 0; h < hands; h++ {
		r, err := table.Play(uint64(11+h), dealer)
		if err != nil {
			t.Fatal(err)
		}
		results = append(results, r)
		dealer = r.NextDealer
	}
	refusals := table.Refusals
	table.Close()
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("client %d: %v", i, err)
		}
	}
	for h, r := range results {
		if sum := r.Deltas[0] + r.Deltas[1] + r.Deltas[2] + r.Deltas[3]; sum != 0 || r.Actions == 0 {
			t.Errorf("%s hand %d: deltas %v sum %d, %d actions", preset, h, r.Deltas, sum, r.Actions)
		}
	}
	bySeat := make([]*Client, 4)
	for _, c := range clients {
		bySeat[c.Seat] = c
	}
	events := -1
	for s, c := range bySeat {
		if c == nil {
			continue // a seat of the server's AIs
		}
		if len(c.Results) != hands {
			t.Fatalf("%s: seat %d has %d results, not %d", preset, s, len(c.Results), hands)
		}
		for h, got := range c.Results {
			if fmt.Sprint(got) != fmt.Sprint(results[h].Deltas[:]) {
				t.Errorf("%s seat %d hand %d: told %v, the table ended %v", preset, s, h, got, results[h].Deltas)
			}
		}
		final := results[hands-1].Hands[s]
		if want := fmt.Sprintf("hand %d %s", len(final), tileList(final)); !contains(c.Lines, want) {
			t.Errorf("%s seat %d: never told its final hand %q", preset, s, want)
		}
		told := 0
		for _, line := range c.Lines {
			if strings.HasPrefix(line, "event ") {
				told++
			}
			if wrong := seesLine(s, line); wrong != "" {
				t.Errorf("%s seat %d: %s: %q", preset, s, wrong, line)
			}
		}
		if events >= 0 && told != events {
			t.Errorf("%s seat %d: told %d events, seat 0 %d", preset, s, told, events)
		}
		events = told
	}
	if refusals < 1 || len(clients[0].Refusals) < 1 || !strings.HasPrefix(clients[0].Refusals[0], "error ILLEGAL_ACTION ") {
		t.Errorf("%s: the illegal discard was not refused: %d refusals, %v", preset, refusals, clients[0].Refusals)
	}
	t.Logf("%s: %d hands, deltas %v, %d lines to seat 0", preset, hands, results[0].Deltas, len(clients[0].Lines))
	fmt.Printf("go-server %s: %d hands played by %d AI clients and %d server AIs, zero-sum, no leak, %d refusal(s)\n",
		preset, hands, len(clients), len(aiSeats), refusals)
}

func contains(lines []string, want string) bool {
	for _, l := range lines {
		if l == want {
			return true
		}
	}
	return false
}

// TestSichuanTable plays two 四川 血战 hands through the server with four AI clients.
func TestSichuanTable(t *testing.T) { playTable(t, "sichuan", 2, nil) }

// TestHongzhongTable plays two 红中 hands through the server with four AI clients.
func TestHongzhongTable(t *testing.T) { playTable(t, "hongzhong", 2, nil) }

// TestMixedTable plays a 转转 hand with the server's AIs at seats 1 and 3 and two clients.
func TestMixedTable(t *testing.T) { playTable(t, "zhuanzhuan", 1, []int{1, 3}) }

// TestListenRefusesOtherHosts checks the table binds to 127.0.0.1 only.
func TestListenRefusesOtherHosts(t *testing.T) {
	if _, err := Listen("0.0.0.0:0", "sichuan", nil, 1, nil); err == nil || !strings.Contains(err.Error(), "127.0.0.1 only") {
		t.Errorf("listening on 0.0.0.0: %v", err)
	}
}
