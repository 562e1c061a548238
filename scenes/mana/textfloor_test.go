package mana

import (
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/mana"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// Whatever a side panel may say (what to do, why a tap did nothing,
// whose turn it is), it says whole, at or above the text floor, in every
// language, at the six sizes, usually and in table mode, beside the pass
// button too: the bird and its symbol give way to the words.
func TestManaPanelWordsFitWhole(t *testing.T) {
	m, err := game.New(mana.ID, rules.Config{Players: 2, Seed: 1}, []game.Seat{{Name: "Player 1"}, {Name: "Player 2"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range scenestest.Screens {
		for _, tableMode := range []bool{false, true} {
			f := newFlow(t, storage.NewMemory())
			f.Set(func(st *settings.Settings) { st.Anim, st.TableMode = settings.AnimOff, tableMode })
			f.SetScreen(s)
			f.A.Go(newTableScene(f.A, table.Local(m)))
			f.Run("wait 30\nexpect-scene table")
			ctx, tbl := f.A.Context(), f.manaTable()
			for _, lang := range i18n.Langs() {
				if err := i18n.SetLang(lang.Code); err != nil {
					t.Fatal(err)
				}
				for p := range tbl.lay.sides {
					r := tbl.lay.sides[p]
					for _, pass := range []bool{false, tableMode} {
						words := manaWordsRect(ctx, ui.Rect{W: r.W, H: r.H}, pass)
						for _, msg := range panelSayings(pass) {
							if !fitsWrapped(msg, words) {
								t.Errorf("%s table mode %v %s, panel %d (pass %v, %.0f×%.0f px): %q does not fit whole",
									s, tableMode, lang.Code, p, pass, words.W, words.H, msg)
							}
						}
					}
				}
			}
		}
	}
	_ = i18n.SetLang(i18n.Fallback)
}

// panelSayings is everything a side panel may say in the current
// language, with names and numbers as long as a game gives them; beside
// the pass button (pass), what it says when passing is all one can do.
func panelSayings(pass bool) []string {
	var out []string
	for _, k := range i18n.Keys() {
		if !strings.HasPrefix(k, "mana.prompt.") && !strings.HasPrefix(k, "mana.why.") &&
			k != "mana.to_move" && k != "mana.won" && k != "mana.thinking" {
			continue
		}
		if pass && !strings.HasPrefix(k, "mana.prompt.pass") {
			continue
		}
		var args []any
		for _, v := range strings.Split(i18n.Verbs(i18n.TIn("en", k)), "%")[1:] {
			if v == "d" {
				args = append(args, 6)
			} else {
				args = append(args, "Player 2")
			}
		}
		out = append(out, i18n.T(k, args...))
	}
	return out
}
