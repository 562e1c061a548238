package rules

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

type testSave struct {
	SaveHeader
	Counts []int `json:"counts"`
}

func TestDecodeSaveReadsHeaderAndPayload(t *testing.T) {
	g := testGame
	g.Version = 2
	rng := NewRNG(7)
	rng.Uint64()
	data, err := json.Marshal(testSave{SaveHeader{1, Config{Players: 3, Variant: "fast", Seed: 9}, rng}, []int{4, 5}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(data), `{"version":1,"config":{"players":3,"variant":"fast","seed":9},"rng":"`) {
		t.Fatalf("the header does not open the save: %s", data)
	}
	var back testSave
	if err := g.DecodeSave(data, &back); err != nil {
		t.Fatal(err)
	}
	if back.Version != 1 || back.Config.Players != 3 || back.Config.Seed != 9 || len(back.Counts) != 2 || back.Counts[1] != 5 {
		t.Fatalf("decoded %+v", back)
	}
	if back.RNG.Uint64() != rng.Uint64() {
		t.Fatal("the RNG does not continue where it was saved")
	}
}

func TestSaveHeaderOmitsAnUnusedRNG(t *testing.T) {
	data, err := json.Marshal(testSave{SaveHeader: SaveHeader{Version: 1, Config: Config{Players: 2}}})
	if err != nil {
		t.Fatal(err)
	}
	if got := string(data); got != `{"version":1,"config":{"players":2,"seed":0},"counts":null}` {
		t.Fatalf("got %s", got)
	}
}

func TestBadSaveNamesTheGameAndWraps(t *testing.T) {
	inner := errors.New("a pawn off the wheel")
	err := testGame.BadSave("pawn 3: %w", inner)
	if !errors.Is(err, ErrBadSave) || !errors.Is(err, inner) || err.Error() != "bad saved state: registry-test: pawn 3: a pawn off the wheel" {
		t.Fatalf("got %v", err)
	}
}
