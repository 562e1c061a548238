package scenes

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/rules/mana"
	"kamon/rules/peuple"
	"kamon/rules/rulestest"
	"kamon/rules/shinobi"
	"kamon/scenes/table"
)

// storyNotation is the notation a log line shows, "" if none: a seat as
// the rules number it (P1, p0), an arrow, a hash, a catalog key, a name
// that could not be found ("?"), a formatting error.
func storyNotation(l string) string {
	for _, s := range []string{"->", "→", "#", "%!"} {
		if strings.Contains(l, s) {
			return s
		}
	}
	for _, w := range strings.Fields(l) {
		w = strings.Trim(w, ".,;:()«»\"'")
		switch {
		case w == "?":
			return w
		case len(w) == 2 && (w[0] == 'P' || w[0] == 'p') && w[1] >= '0' && w[1] <= '9':
			return w
		}
		for _, key := range []string{"mana.", "shinobi.", "peuple.", "gosu.", "table.", "results."} {
			if strings.HasPrefix(w, key) {
				return w
			}
		}
	}
	return ""
}

// Every event the rules emit, in random games of all four games (every
// player count, and Le Dernier Peuple with hidden scores), is worded by
// its table for every seat and for the public, in all four languages: as
// a sentence, never the rules' own English or notation, the same whether
// the table reads the event whole or as the game layer gives it to that
// viewer (rules.Event.For: the curtain's story, the replay); the whole
// story each reads from game.LogFor shows no notation either. And what
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
		{peuple.ID, []int{3, 4, 5}, nil, 6},
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
	seats := make([]game.Seat, len(names))
	for i, n := range names {
		seats[i] = game.Seat{Name: n}
	}
	m, err := game.New(g.ID, cfg, seats)
	if err != nil {
		t.Fatal(err)
	}
	line := table.LogLineOf(g.ID)
	chooser, worlds := rules.NewRNG(cfg.Seed^0x5707), rules.NewRNG(cfg.Seed^0x3011)
	for ply := 1; !m.Outcome().Over; ply++ {
		if ply > 5000 {
			t.Fatalf("seed %d: not over after %d plies", cfg.Seed, ply)
		}
		legal := m.State().Legal(nil)
		a := legal[chooser.IntN(len(legal))]
		before := m.State().Clone()
		events, err := m.Apply(a)
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
			other, ok := sameWorld(before, m.State(), a, v, &worlds)
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
				if l, w := line(e, names, v), line(o, names, v); l != w {
					t.Fatalf("seed %d, ply %d: %s reads %q in one world and %q in the other", cfg.Seed, ply, reader(v), l, w)
				}
			}
		}
	}
	checkStory(t, m, names)
}

// checkStory fails unless the whole story of m, as each seat and the
// public read it from the game layer (game.LogFor), is sentences in every
// language.
func checkStory(t *testing.T, m *game.Match, names []string) {
	t.Helper()
	defer i18n.SetLang("en")
	for _, lang := range []string{"en", "fr", "it", "ru"} {
		if err := i18n.SetLang(lang); err != nil {
			t.Fatal(err)
		}
		for v := rules.NoPlayer; int(v) < len(names); v++ {
			for _, l := range table.Story(nil, m.Game.ID, m.LogFor(v), names, v) {
				if bad := storyNotation(l); bad != "" {
					t.Fatalf("%s: %s reads %q in the story, with %q", lang, reader(v), l, bad)
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
		if bad := storyNotation(l); bad != "" {
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
