package scenes

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"kamon/game/storage"
	"kamon/i18n"
	"kamon/rules/gosu"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// tutorialGames are the games whose tutorials the tests play, with the
// kinds of decision (table.HintKey's) each tutorial must take the person
// through, and a tap each refuses at its first step that asks for a move.
var tutorialGames = []struct {
	id    string
	kinds []string
	wrong string
}{
	{"mana", []string{"place", "free", "obey", "disobey", "reenter"}, "sq:b1"},
	{"shinobi", []string{"deploy", "reinforce", "skip", "ninja", "attack"}, "hand:H10"},
	{"peuple", []string{"turn", "play", "defense"}, "card:7"},
	{"gosu", []string{"draft", "mulligan", "turn", "sacrifice"}, "tile:abhilasha"},
}

// lessonOf is the tutorial played at the table on top, nil for none.
func lessonOf(f *flow) *table.Lesson {
	if t, ok := f.A.Top().(interface{ Lesson() *table.Lesson }); ok {
		return t.Lesson()
	}
	return nil
}

// until runs frames until ok holds, and fails the test after a few
// seconds of frames without it.
func (f *flow) until(what string, ok func() bool) {
	f.T.Helper()
	for range 600 {
		if ok() {
			return
		}
		f.Run("wait 1")
	}
	f.T.Fatalf("%s: never came (top %q, panel %q)", what, f.A.Top().Name(), f.label("tutorial"))
}

// label is what widget id shows now, "" when it is not listed.
func (f *flow) label(id string) string {
	w, _ := f.A.Widget(id)
	return w.Label
}

// stepShown waits for the panel to show step i of the lesson: its text,
// the opponents' moves before it played.
func (f *flow) stepShown(l *table.Lesson, st table.Step, i int) {
	f.T.Helper()
	want := i18n.T(st.Text)
	f.until("step "+st.Text, func() bool { return l.Step() == i && f.label("tutorial") == want })
}

// followTutorial plays the lesson on top to its end as a person would who
// does what the panel says: at each step it waits for the step's text,
// calls at (when not nil), then taps Next on a step to read, or else, one
// after another, the widgets the ring lights, which must be the step's
// own and lie clear of the panel, calling tapped after each but the last.
// It returns the lesson.
func followTutorial(f *flow, at func(i int, st table.Step), tapped func(i int)) *table.Lesson {
	f.T.Helper()
	f.until("the tutorial's table", func() bool { return lessonOf(f) != nil })
	l := lessonOf(f)
	tut := table.TutorialOf(l.Game().ID)
	for i, st := range tut.Steps {
		f.stepShown(l, st, i)
		if at != nil {
			at(i, st)
		}
		if st.Do == "" {
			if i < len(tut.Steps)-1 {
				f.Run("tap tutorial:next")
			}
			continue
		}
		for k, want := range st.Taps {
			f.until("the ring on "+want, func() bool { return f.label("tutorial:ring") == want })
			ring, _ := f.A.Widget("tutorial:ring")
			panel, _ := f.A.Widget("tutorial")
			if w, _ := f.A.Widget(want); w.Rect != ring.Rect || !w.Enabled {
				f.T.Fatalf("%s step %d: the ring %v is not on %s %v (enabled %v)", st.Text, i+1, ring.Rect, want, w.Rect, w.Enabled)
			}
			if scenestest.Overlaps(ring.Rect, panel.Rect) {
				f.T.Fatalf("%s step %d: the panel %v covers %s %v", st.Text, i+1, panel.Rect, want, ring.Rect)
			}
			if k < len(st.Taps)-1 {
				f.Run("tap " + want + "\nwait 1")
				if tapped != nil {
					tapped(i)
				}
			} else {
				f.Run("tap " + want)
			}
		}
		f.until("the end of step "+st.Text, func() bool { return l.Step() == i+1 })
	}
	return l
}

// openTutorial opens gameID's tutorial from the menu's How to play.
func (f *flow) openTutorial(gameID string) {
	f.T.Helper()
	f.Run("wait 2\ntap learn\nexpect-scene learn\ntap tutorial:" + gameID + "\nexpect-scene table")
}

// scriptedMoves is what a tutorial plays, in order: the person's moves
// and the opponents' after each step.
func scriptedMoves(tut *table.Tutorial) []string {
	var out []string
	for _, st := range tut.Steps {
		if st.Do != "" {
			out = append(out, st.Do)
		}
		out = append(out, st.Then...)
	}
	return out
}

// Each game's tutorial plays from its start to its closing words through
// the real app, by doing what its panel says and tapping what its ring
// lights, animations on: every step's text in all four languages, a tap
// the step does not ask for refused and the game unchanged, the person's
// screen never handed on behind the curtain, the moves played exactly
// the script's (the same every run), every kind of decision the tutorial
// teaches met by the person, and the end leading to a real game's setup.
func TestTutorialsPlayThroughByTheirGuidance(t *testing.T) {
	for _, g := range tutorialGames {
		t.Run(g.id, func(t *testing.T) {
			tut := table.TutorialOf(g.id)
			if tut == nil {
				t.Fatal("no tutorial registered")
			}
			for _, st := range tut.Steps {
				for _, lang := range i18n.Langs() {
					if !i18n.Has(lang.Code, st.Text) {
						t.Errorf("%s has no %s text", st.Text, lang.Code)
					}
				}
			}
			f := newFlow(t, storage.NewMemory())
			f.Set(func(s *settings.Settings) { s.Anim = settings.AnimFast })
			f.Check = func() {
				if name := f.A.Top().Name(); name == "curtain" || name == "grace" {
					t.Fatalf("the tutorial put up the %s", name)
				}
			}
			f.openTutorial(g.id)
			refused := false
			kinds := map[string]bool{}
			l := followTutorial(f, func(i int, st table.Step) {
				l := lessonOf(f)
				m := l.Played()
				if st.Do != "" {
					view := m.View(0)
					kinds[strings.TrimPrefix(table.HintKey(g.id, view, view.Legal(nil), "en"), "hint."+g.id+".")] = true
				}
				if st.Do == "" || refused {
					return
				}
				refused = true
				plies := len(m.History())
				f.Run("tap " + g.wrong + "\nwait 2")
				if got := f.label("tutorial"); !strings.HasPrefix(got, i18n.T("tutorial.refused")) || !strings.HasSuffix(got, i18n.T(st.Text)) {
					t.Errorf("step %d: after a tap on %s the panel says %q, not the refusal", i+1, g.wrong, got)
				}
				if len(m.History()) != plies || l.Step() != i {
					t.Errorf("step %d: a refused tap on %s changed the game or the step", i+1, g.wrong)
				}
			}, nil)
			if !refused {
				t.Error("no step asks for a move")
			}
			var played []string
			for _, r := range l.Played().History() {
				played = append(played, r.Action)
			}
			if want := scriptedMoves(tut); !slices.Equal(normalized(t, l, played), normalized(t, l, want)) {
				t.Errorf("the tutorial played\n%q\nnot its script\n%q", played, want)
			}
			for _, k := range g.kinds {
				if !kinds[k] {
					t.Errorf("the person never made a %q decision (made: %v)", k, kinds)
				}
			}
			f.Run("tap tutorial:play\nexpect-scene setup")
			if s, ok := f.A.Top().(*setupScene); !ok || s.model.Game.ID != g.id {
				t.Errorf("Play a real game opened %T, not %s's setup", f.A.Top(), g.id)
			}
		})
	}
}

// normalized is each move of a tutorial's match in the game's notation
// as its rules print it: a script may name a card by its clan alone.
func normalized(t *testing.T, l *table.Lesson, moves []string) []string {
	t.Helper()
	m := l.Played()
	s, err := m.Game.New(m.Config())
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, 0, len(moves))
	for _, mv := range moves {
		a, err := s.ParseAction(mv)
		if err != nil {
			t.Fatalf("%q: %v", mv, err)
		}
		out = append(out, s.FormatAction(a))
		if _, err := s.Apply(a); err != nil {
			t.Fatalf("%q: %v", mv, err)
		}
	}
	return out
}

// A tutorial's closing words lead back to the menu too, and its in-game
// menu says it is not saved; nothing of it is saved or counted.
func TestTutorialEndsAtTheMenuUnsavedAndUncounted(t *testing.T) {
	store := storage.NewMemory()
	f := newFlow(t, store)
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	f.openTutorial("mana")
	f.Run("tap menu\nexpect-scene ingame")
	if !strings.Contains(f.drawn(), i18n.T("ingame.tutorial")) {
		t.Error("the in-game menu of a tutorial does not say it is not saved")
	}
	f.Run("tap continue\nexpect-scene table")
	followTutorial(f, nil, nil)
	f.Run("tap tutorial:menu\nexpect-scene menu")
	keys, err := store.Keys("")
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range keys {
		if k != "settings" {
			t.Errorf("the tutorial left %q in the store", k)
		}
	}
}

// drawn is every text of the frame drawn now, one per line.
func (f *flow) drawn() string {
	var b strings.Builder
	for _, tx := range f.DrawnTexts(scenestest.Screen{W: 390, H: 844, Scale: 1}).Texts {
		b.WriteString(tx.Text + "\n")
	}
	return b.String()
}

// A game's setup offers its tutorial until a game of it was finished on
// this device; the offer opens the tutorial in the setup's place.
func TestSetupOffersTheTutorialUntilAGameWasFinished(t *testing.T) {
	store := storage.NewMemory()
	if err := store.Save("stats", []byte(`{"format":1,"games":{"gosu":{"played":1,"won":1,"levels":{"normal":{"played":1,"won":1}},"streak":1,"best_streak":1}}}`)); err != nil {
		t.Fatal(err)
	}
	f := newFlow(t, store)
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	for _, g := range tutorialGames {
		f.Run("wait 2\ntap game:" + g.id + "\nexpect-scene setup\nwait 2")
		w, offered := f.A.Widget("tutorial")
		if offered != (g.id != "gosu") {
			t.Errorf("%s's setup offers the tutorial: %v, after %d games finished", g.id, offered, map[bool]int{false: 0, true: 1}[g.id == "gosu"])
		}
		if _, ok := f.A.Widget("rules"); !ok {
			t.Errorf("%s's setup has no rules button", g.id)
		}
		if offered && (!w.Enabled || w.Rect.W <= 0) {
			t.Errorf("%s's tutorial offer cannot be tapped", g.id)
		}
		f.Run("key Escape\nexpect-scene menu")
	}
	f.Run("tap game:mana\nexpect-scene setup\ntap tutorial\nexpect-scene table")
	if l := lessonOf(f); l == nil || l.Game().ID != "mana" {
		t.Fatal("the offer did not open Mana's tutorial")
	}
	f.Run("tap menu\ntap quit\nexpect-scene menu\ntap game:mana\nexpect-scene setup\ntap rules\nexpect-scene rules")
}

// How to play, from the menu, opens each game's rules and tutorial.
func TestHowToPlayOpensEachGamesRulesAndTutorial(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	for _, g := range tutorialGames {
		f.Run("wait 2\ntap learn\nexpect-scene learn\ntap rules:" + g.id + "\nexpect-scene rules\nkey Escape\nexpect-scene learn")
		f.Run("tap tutorial:" + g.id + "\nexpect-scene table")
		if l := lessonOf(f); l == nil || l.Game().ID != g.id {
			t.Errorf("How to play's tutorial:%s opened another game's", g.id)
		}
		f.Run("tap menu\ntap quit\nexpect-scene menu")
	}
}

// Every tutorial, at the six sizes and in the four languages, draws its
// panel and the table around it with no text below the floor and none
// cut short, and keeps the panel clear of what the person taps.
func TestTutorialsTextFitsAtEverySize(t *testing.T) {
	if testing.Short() {
		t.Skip("plays every tutorial 24 times")
	}
	low := map[string]float64{}
	cuts := map[string]string{}
	for _, g := range tutorialGames {
		for _, lang := range i18n.Langs() {
			for _, s := range scenestest.Screens {
				f := newFlow(t, storage.NewMemory())
				f.Set(func(set *settings.Settings) { set.Anim, set.Lang = settings.AnimOff, lang.Code })
				f.SetScreen(s)
				f.openTutorial(g.id)
				where := g.id + " " + lang.Code + " " + s.String()
				check := func(i int) {
					rec := f.DrawnTexts(s)
					for _, tx := range rec.Below(ui.MinText) {
						k := where + " step " + strconv.Itoa(i+1) + ": " + tx.Text
						low[k] = tx.Size
					}
					for _, c := range rec.Cut {
						if !gosuHandCut(f, g.id, s, c) {
							cuts[c] = where + " step " + strconv.Itoa(i+1)
						}
					}
				}
				followTutorial(f, func(i int, _ table.Step) { check(i) }, check)
			}
		}
	}
	_ = i18n.SetLang(i18n.Fallback)
	for k, size := range low {
		t.Errorf("text floor: %s drawn at %.1f CSS px", k, size)
	}
	for c, where := range cuts {
		t.Errorf("%q drawn cut at %s", c, where)
	}
}

// gosuHandCut reports a cut the tests let pass: on a phone the guide's
// room (a column on its side, a band upright) leaves Gosu X no room for
// both an army and a hand of seven or more whose names show whole, and
// its hand then shows some names shortened (gosuHandCards' last resort),
// the cards still told apart by their clan, level and costs. Only on a
// phone, and only a name in the person's hand.
func gosuHandCut(f *flow, gameID string, s scenestest.Screen, cut string) bool {
	if gameID != "gosu" || s.Scale != 3 {
		return false
	}
	st, ok := lessonOf(f).Played().View(0).(*gosu.State)
	head := strings.TrimSuffix(cut, "…")
	if !ok || head == cut || head == "" {
		return false
	}
	for _, c := range st.Seat(0).Hand {
		if strings.HasPrefix(c.Name(), head) {
			return true
		}
	}
	return false
}
