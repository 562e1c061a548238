package main

import (
	"fmt"
	"io"
	"sort"
	"strconv"

	"kamon/rules/mana"
)

// perftState is a position of a game with a position notation.
type perftState interface {
	Perft(depth int) uint64
	Divide(depth int) (actions []string, counts []uint64)
}

// positionParsers are the games whose positions can be written down.
var positionParsers = map[string]func(string) (perftState, error){
	mana.ID: func(p string) (perftState, error) {
		s, err := mana.ParsePosition(p)
		if err != nil {
			return nil, err
		}
		return s, nil
	},
}

// parsePerftArgs reads "<game> '<position>' <depth>".
func parsePerftArgs(args []string) (perftState, int, error) {
	if len(args) != 3 {
		return nil, 0, usagef("want a game, a position and a depth, got %d arguments", len(args))
	}
	parse, ok := positionParsers[args[0]]
	if !ok {
		return nil, 0, usagef("game %q has no position notation (perft knows: mana)", args[0])
	}
	depth, err := strconv.Atoi(args[2])
	if err != nil || depth < 0 || depth > 20 {
		return nil, 0, usagef("depth %q: want a whole number from 0 to 20", args[2])
	}
	s, err := parse(args[1])
	if err != nil {
		return nil, 0, usagef("%v", err)
	}
	return s, depth, nil
}

func perft(args []string, stdout io.Writer) error {
	s, depth, err := parsePerftArgs(args)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, s.Perft(depth))
	return nil
}

func divide(args []string, stdout io.Writer) error {
	s, depth, err := parsePerftArgs(args)
	if err != nil {
		return err
	}
	if depth < 1 {
		return usagef("divide needs a depth of at least 1")
	}
	actions, counts := s.Divide(depth)
	order := make([]int, len(actions))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(i, j int) bool { return actions[order[i]] < actions[order[j]] })
	var total uint64
	for _, i := range order {
		fmt.Fprintf(stdout, "%s %d\n", actions[i], counts[i])
		total += counts[i]
	}
	fmt.Fprintf(stdout, "total %d\n", total)
	return nil
}
