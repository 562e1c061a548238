package scenes

import (
	"fmt"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/rules/mana"
	"kamon/rules/peuple"
	"kamon/rules/rulestest"
	"kamon/rules/shinobi"
	"kamon/scenes/table"
)

// storyNotation is what a log line must not show: a seat as the rules
// number it (P1, p0), an arrow, a hash, a catalog key, a name that could
// not be found ("?"), a formatting error.
var storyNotation = regexp.MustCompile(`\b[Pp]\d\b|->|→|#|\b[a-z_]+\.[a-z_]+\.[a-z_.]+\b|(^|\s)\?($|\s|')|%!`)

// Every event the rules emit, in random games of all four games (every
// player count, and Le Dernier Peuple with hidden scores), is worded by
// its table for every seat and for the public, in all four languages: as
// a sentence, never the rules' own English or notation, the same whether
// the table reads the event whole or as the game layer gives it to that
// viewer (rules.Event.For: the curtain's story, the replay). And what
// another's private event shows holds no secret: the same action played
// in a world the viewer cannot tell apart, before and after, gives that
// viewer the same masked payload and the same line.
func TestEveryStoryLineIsASentenceWithoutSecrets(t *testing.T) {
	names := []string{"Ann", "Bo", "Cy", "Di", "Ed"}
	for _, c := range []struct {
		id      string
		players []int
		options map[string]string
		seeds   int // Gosu X's random games are short, its private events rare
	}{
		{mana.ID, []int{2}, nil, 10},
		{shinobi.ID, []int{3, 4, 5}, nil, 10},
		{peuple.ID, []int{3, 4, 5}, nil, 8},
		{peuple.ID, []int{3}, map[string]string{peuple.OptionHideScores: "1"}, 10},
		{gosu.ID, []int{2}, nil, 60},
	} {
		seeds := c.seeds
		if testing.Short() {
			seeds = 2
		}
		for _, n := range c.players {
			name := fmt.Sprintf("%s/%dp", c.id, n)
			for k, v := range c.options {
				name += "/" + k + "=" + v
			}
			t.Run(name, func(t *testing.T) {
				g, _ := rules.Lookup(c.id)
				st := storyTally{kinds: map[string]int{}, masked: map[string]int{}}
				for seed := 1; seed <= seeds; seed++ {
					cfg := rules.Config{Players: n, Seed: uint64(seed), Options: c.options}
					st.game(t, g, cfg, names[:n])
				}
				t.Logf("%d events of kinds %v; masked payloads compared across worlds: %v", st.events, sortedKeys(st.kinds), st.masked)
				if g.Hidden && len(st.masked) == 0 {
					t.Error("no private event was compared across worlds: the test saw nothing")
				}
			})
		}
	}
}

type storyTally struct {
	events int
	kinds  map[string]int // events by kind
	masked map[string]int // private events compared across worlds, by kind
}

// game plays one random game of g, checking every event's lines and, for
// a game with hidden information, every masked payload against a world.
func (st *storyTally) game(t *testing.T, g rules.Game, cfg rules.Config, names []string) {
	t.Helper()
	s, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	line := table.LogLineOf(g.ID)
	chooser, worlds := rules.NewRNG(cfg.Seed^0x5707), rules.NewRNG(cfg.Seed^0x3011)
	for ply := 1; !s.Outcome().Over; ply++ {
		if ply > 5000 {
			t.Fatalf("seed %d: not over after %d plies", cfg.Seed, ply)
		}
		legal := s.Legal(nil)
		a := legal[chooser.IntN(len(legal))]
		before := s.Clone()
		events, err := s.Apply(a)
		if err != nil {
			t.Fatalf("seed %d, ply %d: %v", cfg.Seed, ply, err)
		}
		for _, e := range events {
			st.events++
			st.kinds[e.Kind]++
			for v := rules.NoPlayer; int(v) < cfg.Players; v++ {
				checkLine(t, line, e, names, v)
			}
		}
		if !g.Hidden {
			continue
		}
		for v := rules.NoPlayer; int(v) < cfg.Players; v++ {
			other, ok := sameWorld(before, s, a, v, &worlds)
			if !ok {
				continue
			}
			for i := range min(len(events), len(other)) {
				e, o := events[i], other[i]
				if e.Kind != o.Kind || e.Player != o.Player || e.Private != o.Private || e.TextFor(v) != o.TextFor(v) {
					break // a public reveal or the viewer's own card parts the worlds from here
				}
				if e.VisibleTo(v) {
					continue
				}
				st.masked[e.Kind]++
				em, om := e.For(v), o.For(v)
				if !reflect.DeepEqual(em.Data, om.Data) {
					t.Fatalf("seed %d, ply %d: %s reads another's %q as %#v in one world and %#v in the other",
						cfg.Seed, ply, reader(v), e.Kind, em.Data, om.Data)
				}
				if l, m := line(e, names, v), line(o, names, v); l != m {
					t.Fatalf("seed %d, ply %d: %s reads %q in one world and %q in the other", cfg.Seed, ply, reader(v), l, m)
				}
			}
		}
	}
}

// sameWorld plays a in a world dealt from viewer's view before it (else,
// when a is not legal there, from the mover's), and gives its events when
// viewer sees that world exactly as the real one after a.
func sameWorld(before, after rules.State, a rules.Action, viewer rules.Player, rng *rules.RNG) ([]rules.Event, bool) {
	for _, from := range []rules.Player{viewer, before.ToMove()} {
		d, ok := before.View(from).(rules.Determinizer)
		if !ok {
			return nil, false
		}
		w := d.Determinize(rng)
		if !rules.IsLegal(w, a) {
			continue
		}
		ev, err := w.Apply(a)
		if err != nil || rulestest.SameView(after, w, viewer) != nil {
			return nil, false
		}
		return ev, true
	}
	return nil, false
}

// checkLine fails unless e reads for viewer, in every language, as a
// sentence of the table's own (or not at all), the same from the whole
// event and from what the game layer gives that viewer.
func checkLine(t *testing.T, line table.LogLine, e rules.Event, names []string, viewer rules.Player) {
	t.Helper()
	defer i18n.SetLang("en")
	for _, lang := range []string{"en", "fr", "it", "ru"} {
		if err := i18n.SetLang(lang); err != nil {
			t.Fatal(err)
		}
		l := line(e, names, viewer)
		if m := line(e.For(viewer), names, viewer); m != l {
			t.Fatalf("%s: %s reads %q whole and %q as the game layer gives it", lang, reader(viewer), l, m)
		}
		if l == "" {
			continue
		}
		if lang != "en" && (l == e.Text || l == e.Public) { // in English a sentence may be the rules' text
			t.Fatalf("%s: %s reads the rules' own text %q (event %q)", lang, reader(viewer), l, e.Kind)
		}
		if bad := storyNotation.FindString(l); bad != "" {
			t.Fatalf("%s: %s reads %q, with %q (event %q)", lang, reader(viewer), l, bad, e.Kind)
		}
		if strings.TrimSpace(l) != l {
			t.Fatalf("%s: %q has spaces at an end", lang, l)
		}
	}
}

// reader names a viewer in a failure.
func reader(v rules.Player) string {
	if v == rules.NoPlayer {
		return "the public"
	}
	return fmt.Sprintf("seat %d", v+1)
}

func sortedKeys(m map[string]int) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
