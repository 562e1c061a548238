package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"kamon/rules/gosu"
)

// cardLists gives, per card game, the ids of the cards it implements.
var cardLists = map[string]func() []string{
	gosu.ID: gosu.CardIDs,
}

func listCards(args []string, stdout io.Writer) error {
	if len(args) != 1 {
		return usagef("cards takes one game id")
	}
	list, ok := cardLists[args[0]]
	if !ok {
		var known []string
		for id := range cardLists {
			known = append(known, id)
		}
		sort.Strings(known)
		return usagef("no card list for %q (card games: %s)", args[0], strings.Join(known, ", "))
	}
	for _, id := range list() {
		fmt.Fprintln(stdout, id)
	}
	return nil
}
