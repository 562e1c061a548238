package rulestest

import (
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/tally"
)

// tallySave is the whole of a Tally save, to spoil.
type tallySave struct {
	rules.SaveHeader
	Hands  [][]int      `json:"hands"`
	Deck   []int        `json:"deck"`
	Played [10]int      `json:"played"`
	Total  int          `json:"total"`
	Scores []int        `json:"scores"`
	Turn   rules.Player `json:"turn"`
	Passes int          `json:"passes"`
	Over   bool         `json:"over"`
}

func loadTally(data []byte) error {
	_, err := tally.Unmarshal(data)
	return err
}

// RefusedSaves passes a refusal for the reason given, and fails on each way
// a refusal test could pass without checking one.
func TestRefusedSavesFailsOnEachWayOut(t *testing.T) {
	valid := Marshal(t, newTally(t))
	players := func(j *tallySave) { j.Config.Players = 9 }
	right := SaveRefusal[tallySave]{Name: "players", Spoil: players, Because: "not 9"}
	if got := failure(func(tb testing.TB) { RefusedSaves(tb, loadTally, valid, []SaveRefusal[tallySave]{right}) }); got != "" {
		t.Fatalf("a refusal for the reason given: %s", got)
	}
	edit := SaveRefusal[tallySave]{Name: "edit", Edit: Replace(`"players":2`, `"players":8`), Because: "not 8"}
	if got := failure(func(tb testing.TB) { RefusedSaves(tb, loadTally, valid, []SaveRefusal[tallySave]{edit}) }); got != "" {
		t.Fatalf("an edit refused for the reason given: %s", got)
	}
	for _, c := range []struct {
		name, want string
		valid      []byte
		c          SaveRefusal[tallySave]
	}{
		{"a refused valid save", "the valid save is refused", []byte(`{}`), right},
		{"a spoil that changes nothing", "the spoiled save is the valid one", valid, SaveRefusal[tallySave]{Name: "x", Spoil: func(*tallySave) {}, Because: "not"}},
		{"an edit that changes nothing", "the spoiled save is the valid one", valid, SaveRefusal[tallySave]{Name: "x", Edit: Replace("nowhere", "x"), Because: "not"}},
		{"an accepted spoil", "accepted, want it refused", valid, SaveRefusal[tallySave]{Name: "x", Spoil: func(j *tallySave) { j.Config.Seed++ }, Because: "seed"}},
		{"another reason", `want bad saved state because "not 8"`, valid, SaveRefusal[tallySave]{Name: "x", Spoil: players, Because: "not 8"}},
		{"another kind", "want saved by a newer version", valid, SaveRefusal[tallySave]{Name: "x", Spoil: players, Kind: rules.ErrNewVersion, Because: "not 9"}},
		{"no reason", "a case needs a reason", valid, SaveRefusal[tallySave]{Name: "x", Spoil: players}},
		{"a spoil and an edit", "either Spoil or Edit", valid, SaveRefusal[tallySave]{Name: "x", Spoil: players, Edit: Replace("a", "b"), Because: "not"}},
	} {
		got := failure(func(tb testing.TB) { RefusedSaves(tb, loadTally, c.valid, []SaveRefusal[tallySave]{c.c}) })
		if !strings.Contains(got, c.want) {
			t.Errorf("%s: failed with %q, want %q", c.name, got, c.want)
		}
	}
	// A J without a field, or one that writes a field otherwise, would
	// spoil the save beyond the case.
	type partial struct {
		rules.SaveHeader
		Turn rules.Player `json:"turn"`
	}
	got := failure(func(tb testing.TB) {
		RefusedSaves(tb, loadTally, valid, []SaveRefusal[partial]{{Name: "turn", Spoil: func(j *partial) { j.Turn = 5 }, Because: "turn"}})
	})
	if !strings.Contains(got, "does not read into a rulestest.partial") {
		t.Errorf("a J without fields: failed with %q", got)
	}
	got = failure(func(tb testing.TB) {
		RefusedSaves(tb, loadTally, valid, []SaveRefusal[lossy]{{Name: "players", Spoil: func(j *lossy) { j.Config.Players = 9 }, Because: "not 9"}})
	})
	if !strings.Contains(got, "written back, differs") {
		t.Errorf("a J that drops a field: failed with %q", got)
	}
}

// lossy leaves out the passes when there are none.
type lossy struct {
	tallySave
	Passes int `json:"passes,omitempty"`
}
