// Command go-server is an authoritative mahjong table over plain TCP on 127.0.0.1: four seats,
// humans (`nc 127.0.0.1 PORT`) or AIs, any preset; the engine (package majiang) validates
// every action and each seat is sent only what it may see. See protocol.go for the messages.
//
//	go run . -preset sichuan -hands 2 -ai 1,2,3      # then: nc 127.0.0.1 7000
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"strconv"
	"strings"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:7000", "where to listen (127.0.0.1 only)")
	preset := flag.String("preset", "sichuan", "the rules: changsha, zhuanzhuan, hongzhong, sichuan, ...")
	hands := flag.Int("hands", 1, "hands to play")
	seed := flag.Uint64("seed", 1, "the first hand's seed (then seed+1, ...)")
	ais := flag.String("ai", "", "seats the server's AIs play, comma-separated (the others wait for connections)")
	flag.Parse()
	var aiSeats []int
	for _, f := range strings.FieldsFunc(*ais, func(r rune) bool { return r == ',' }) {
		s, err := strconv.Atoi(f)
		if err != nil {
			log.Fatalf("-ai: %q is not a seat", f)
		}
		aiSeats = append(aiSeats, s)
	}
	table, err := Listen(*addr, *preset, aiSeats, *seed, func(a net.Addr) { log.Printf("table on %s", a) })
	if err != nil {
		log.Fatal(err)
	}
	defer table.Close()
	dealer := 0
	for h := 0; h < *hands; h++ {
		r, err := table.Play(*seed+uint64(h), dealer)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("hand %d: %v, winners %v\n", h+1, r.Deltas, r.Winners)
		dealer = r.NextDealer
	}
}
