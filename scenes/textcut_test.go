package scenes

import (
	"sort"
	"strconv"
	"strings"
	"testing"

	"kamon/game/storage"
	"kamon/i18n"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
)

// Every screen of the app, in each language at the six sizes, draws its
// texts whole: none is fitted to its box by cutting it short (an
// ellipsis, a broken word): the menu (also with its notes: a save set
// aside, a second tab's, an update ready), each real game's setup (its
// variants and options are sentences), the settings, the about page, the
// order of play drawn, the statistics, and around the test game's table
// the curtain, the in-game menu, the game log and the replay.
func TestAppCutsNoText(t *testing.T) {
	const stats = `{"format":1,"games":{"mana":{"played":22,"won":21,"lost":1,"levels":{"normal":{"played":21,"won":21},"people":{"played":1,"lost":1}},"streak":3,"best_streak":21},"shinobi":{"played":1,"won":1,"levels":{"easy":{"played":1,"won":1}},"streak":1,"best_streak":1}}}`
	type stop struct{ name, script string }
	const tally = "tap game:tally\ntap shuffle\ntap start\nexpect-scene table\nwait 5\n"
	stops := []stop{
		{"menu", "expect-scene menu"},
		{"menu notes", "expect-scene menu"},
		{"settings", "tap settings\nexpect-scene settings"},
		{"about", "tap about\nexpect-scene about"},
		{"seating", "tap game:shinobi\nexpect-scene setup\ntap start\nexpect-scene seating"},
		{"curtain", "tap game:tally\ntap seat:2:kind\ntap kind:human\ntap shuffle\ntap start\nexpect-scene curtain"},
		{"in-game menu", tally + "tap menu\nexpect-scene ingame"},
		{"game log", tally + "tap menu\ntap log\nexpect-scene gamelog"},
		{"replay", "tap game:tally\ntap seat:1:kind\ntap kind:random\ntap shuffle\ntap start\nexpect-scene results\ntap replay\nexpect-scene replay\ntap replay:next\ntap replay:next"},
	}
	for _, g := range []string{"mana", "shinobi", "peuple", "gosu"} {
		stops = append(stops, stop{"setup " + g, "tap game:" + g + "\nexpect-scene setup"})
	}
	cuts := map[string][]string{} // text → where
	for _, lang := range i18n.Langs() {
		for _, s := range scenestest.Screens {
			for _, st := range stops {
				store := storage.NewMemory()
				if err := store.Save("stats", []byte(stats)); err != nil {
					t.Fatal(err)
				}
				f := newFlow(t, store)
				if st.name == "menu notes" {
					// Every note the menu may show at once: a save set aside,
					// a second tab's, an update ready.
					if err := store.Save("save-shinobi-1", []byte(`{"format":1,"game":"shinobi","broken`)); err != nil {
						t.Fatal(err)
					}
					f = &flow{scenestest.New(t, Testing{App: NewApp(Options{Store: readOnlyStore{store}, Home: NewMenu, Log: t.Logf, Device: &fakeDevice{update: true}})})}
				}
				f.Set(func(set *settings.Settings) { set.Anim, set.Lang = settings.AnimOff, lang.Code })
				f.SetScreen(s)
				f.Run("wait 2\n" + st.script + "\nwait 5")
				for _, c := range f.DrawnTexts(s).Cut {
					cuts[c] = append(cuts[c], s.String()+" "+lang.Code+" "+st.name)
				}
				if st.name == "menu" {
					f.A.Go(NewStatsPage(store))
					f.Run("wait 2\nexpect-scene stats\nwait 5")
					for _, c := range f.DrawnTexts(s).Cut {
						cuts[c] = append(cuts[c], s.String()+" "+lang.Code+" stats")
					}
				}
			}
		}
	}
	_ = i18n.SetLang(i18n.Fallback)
	texts := make([]string, 0, len(cuts))
	for c := range cuts {
		texts = append(texts, c)
	}
	sort.Strings(texts)
	for _, c := range texts {
		where := cuts[c]
		more := ""
		if len(where) > 3 {
			more = " and " + strconv.Itoa(len(where)-3) + " more"
			where = where[:3]
		}
		t.Errorf("%q drawn cut at %s%s", c, strings.Join(where, ", "), more)
	}
}
