package gosubot

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"testing"

	"kamon/rules"
	"kamon/rules/gosu"
)

// TestMeasureClans plays GOSUBOT_MEASURE games of the rollout policy against
// itself with random drafts and prints each clan's and each pair's win rate:
// the measurement behind the draft table. Skipped unless asked for.
func TestMeasureClans(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("GOSUBOT_MEASURE"))
	if n == 0 {
		t.Skip("set GOSUBOT_MEASURE=games")
	}
	wins := map[string]float64{}
	plays := map[string]float64{}
	for g := range n {
		s, err := gosu.New(rules.Config{Players: 2, Seed: uint64(g + 1)})
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(uint64(g))
		var clans [2][]string
		var legal []rules.Action
		for ply := 0; !s.Outcome().Over && ply < 2000; ply++ {
			legal = s.Legal(legal[:0])
			a := rollout(s, legal, &rng, 0.1)
			if m, _ := gosu.Decode(a); m.Kind == gosu.MoveDraft {
				clans[s.ToMove()] = append(clans[s.ToMove()], m.Clan.ID())
			}
			if _, err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		o := s.Outcome()
		for p := range 2 {
			w := 0.5
			if len(o.Winners) == 1 {
				w = 0
				if int(o.Winners[0]) == p {
					w = 1
				}
			}
			sort.Strings(clans[p])
			keys := append([]string{}, clans[p]...)
			for i := range clans[p] {
				for j := i + 1; j < len(clans[p]); j++ {
					keys = append(keys, clans[p][i]+"+"+clans[p][j])
				}
			}
			for _, k := range keys {
				wins[k] += w
				plays[k]++
			}
		}
	}
	var keys []string
	for k := range plays {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return wins[keys[i]]/plays[keys[i]] > wins[keys[j]]/plays[keys[j]] })
	for _, k := range keys {
		fmt.Printf("%-22s %.3f  %5.0f\n", k, wins[k]/plays[k], plays[k])
	}
}
