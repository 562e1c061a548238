package game_test

import (
	"testing"
	"unicode/utf8"

	"kamon/game"
)

// FuzzLoad: whatever a save holds, Load answers a match or a refusal of at
// most 400 characters, never a panic; a match it answers saves, and that
// save loads again.
func FuzzLoad(f *testing.F) {
	f.Add(encode(f, save(f)))
	for _, b := range badSaves(f) {
		if len(b.data) < 1<<16 {
			f.Add(b.data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := game.Load(data)
		if err == nil {
			again, err := m.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := game.Load(again); err != nil {
				t.Fatalf("a loaded match's own save refused: %v\n%s", err, again)
			}
			return
		}
		if n := utf8.RuneCountInString(err.Error()); n > 400 {
			t.Fatalf("a refusal of %d characters: %.500s", n, err)
		}
	})
}
