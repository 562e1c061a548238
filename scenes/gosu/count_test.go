package gosu

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// A tap on the Great Battle's count while it shows opens the panel of how
// it was counted (the count then ends under it); the panel lists each
// card of each army with what it counted, and each player's total, as the
// battle event gives them; the lines add up to the totals. It reads whole,
// nothing below the text floor, at the six sizes in the four languages,
// usually and in table mode facing either player. A tap closes it; a tap on the last battle
// beside the tiles opens it again, under the facts beside the tiles said in
// full with the rules of their words. Both players play a card whenever
// they can, so the armies have cards to count.
func TestGosuBattleCountPanel(t *testing.T) {
	f, m := startAnaAndBo(t, 390, 844, false, settings.AnimNormal)
	f.Run("wait 60")
	var tbl *tableScene
	for step := 0; step < 400; step++ {
		if f.passCurtain() {
			continue
		}
		tbl = f.gosuTable()
		if tbl == nil {
			t.Fatalf("scene %q is not the Gosu table", f.A.Top().Name())
		}
		if tbl.battle.on && !tbl.battle.done {
			break
		}
		if len(tbl.Legal()) > 0 && tbl.Anim().Done() {
			a := tbl.Legal()[len(tbl.Legal())-1] // playing a card where it can, so the armies count
			for i, mv := range tbl.moves {
				if mv.Kind == gosu.MovePlay {
					a = tbl.Legal()[i]
					break
				}
			}
			if _, err := tbl.Match().Apply(a); err != nil {
				t.Fatal(err)
			}
			tbl.Reread()
		}
		f.Run("wait 2")
	}
	if tbl == nil || !tbl.battle.on {
		t.Fatal("no Great Battle counted")
	}
	f.Run("tap count\nwait 2")
	if tbl.count.open != 1 || !tbl.Anim().Done() || tbl.battle.on {
		t.Fatalf("after a tap on the count: panel %d, animation done %v, count on %v", tbl.count.open, tbl.Anim().Done(), tbl.battle.on)
	}
	var in gosu.EventInfo
	for _, e := range m.Log() {
		if e.Event.Kind == gosu.EventBattle {
			in = gosu.Info(e.Event, tbl.Viewer())
		}
	}
	if tot, _, ok := tbl.view.LastBattle(); !ok || tot != in.Totals {
		t.Fatalf("the event's totals %v, the game's %v", in.Totals, tot)
	}
	// Every card of each army has its line, with its name and military.
	for p := range 2 {
		items := tbl.count.items[p]
		lines := in.Battle.Lines[p]
		if len(lines) == 0 {
			t.Fatalf("%s's army is empty at the battle", tbl.Names()[p])
		}
		if !strings.Contains(items[0].s, tbl.Names()[p]) || !strings.Contains(items[0].s, strconv.Itoa(in.Totals[p])) {
			t.Errorf("%s's heading %q, total %d", tbl.Names()[p], items[0].s, in.Totals[p])
		}
		sum := in.Battle.Hand[p]
		for i, l := range lines {
			sum += l.Military
			if i+1 >= len(items) || !strings.Contains(items[i+1].s, l.Card.Name()+": "+strconv.Itoa(l.Military)) {
				t.Errorf("%s's card %s (%d): items %v", tbl.Names()[p], l.Card.Name(), l.Military, items)
			}
		}
		if sum != in.Totals[p] {
			t.Errorf("%s: the lines add up to %d, the total is %d", tbl.Names()[p], sum, in.Totals[p])
		}
	}
	defer i18n.SetLang(i18n.Fallback)
	for _, lang := range i18n.Langs() {
		for _, s := range scenestest.Screens {
			for _, face := range []struct {
				table bool
				open  int
			}{{false, 1}, {true, 1}, {true, 2}} {
				where := fmt.Sprintf("%s %v table %v facing %d", lang.Code, s, face.table, face.open)
				f.SetScreen(s)
				f.Set(func(st *settings.Settings) { st.TableMode, st.Lang = face.table, lang.Code })
				f.Run("wait 2")
				tbl.count.open = face.open
				tbl.wordCount(true)
				if head := i18n.T("gosu.count.total", tbl.Names()[0], in.Totals[0]); tbl.count.all[0].s != head || i18n.Lang() != lang.Code {
					t.Fatalf("%s: the panel heads %q, want %q", where, tbl.count.all[0].s, head)
				}
				rec := f.DrawnTexts(s)
				var drawn []string
				for _, d := range rec.Texts {
					drawn = append(drawn, d.Text)
				}
				all := strings.Join(drawn, " ")
				for _, it := range append(tbl.count.facts[:len(tbl.count.facts):len(tbl.count.facts)], tbl.count.all...) {
					if !strings.Contains(all, it.s) {
						t.Errorf("%s: %q not drawn whole", where, it.s)
					}
				}
				for _, d := range rec.Below(ui.MinText) {
					t.Errorf("%s: %q drawn at %.1f CSS px", where, d.Text, d.Size)
				}
			}
		}
	}
	f.Set(func(st *settings.Settings) { st.TableMode, st.Lang = false, i18n.Fallback })
	f.Run("wait 2\ntap 960 540\nwait 2") // the last screen: 1920×1080
	if tbl.count.open != 0 {
		t.Fatal("a tap did not close the panel")
	}
	if f.A.Top() != ui.Scene(tbl) {
		t.Fatalf("the tap that closed the panel went on to %q", f.A.Top().Name())
	}
	x, y := gosuInfoBox(&tbl.lay, f.A.Context().Unit).Center()
	f.Run(fmt.Sprintf("tap %.0f %.0f\nwait 2", x, y))
	if tbl.count.open == 0 {
		t.Error("a tap on the last battle beside the tiles did not open the panel")
	}
	checkFactsSaid(t, tbl)
	f.CheckIdle("the Gosu table with how the battle was counted")
}

// checkFactsSaid fails unless the open panel says every fact beside the
// tiles in full, each with the rule of its word (the Wonder token,
// Bounty, the Great Battle).
func checkFactsSaid(t *testing.T, tbl *tableScene) {
	t.Helper()
	facts := tbl.middleFactList()
	if len(facts) == 0 {
		t.Fatal("no fact beside the tiles after a battle")
	}
	said := map[string]bool{}
	for _, it := range tbl.count.facts {
		said[it.s] = true
	}
	for _, fact := range facts {
		if !said[fact.fact] || !said[gosuTermOf(fact.term).line()] {
			t.Errorf("the panel does not say %q and the rule of %s: %v", fact.fact, fact.term, tbl.count.facts)
		}
	}
}

// The replay viewer's Gosu table starts with nothing shown over it (no
// clan's cards, no card hovered), like the live one, and reads the last
// Great Battle shown for its panel.
func TestGosuReplayTableStartsClear(t *testing.T) {
	r, m := scenestest.FinishedReplay(t, gosu.ID, 2, 5)
	src := table.NewReplayed(r)
	src.Seek(len(m.History()), rules.NoPlayer)
	tbl := newReplayTable(src).(*tableScene)
	if tbl.preview != -1 || tbl.hover != gosu.Unknown || tbl.detail != gosu.Unknown || tbl.count.open != 0 {
		t.Fatalf("the replay's table opens with clan %d's cards, card %v hovered, %v in full, panel %d", tbl.preview, tbl.hover, tbl.detail, tbl.count.open)
	}
	tbl.Caught(-1)
	if !tbl.count.ok {
		t.Error("the replay's table has no battle to explain at the end of the game")
	}
}
