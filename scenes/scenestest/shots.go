package scenestest

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/scenes/script"
	"kamon/scenes/settings"
)

// Shots saves, as PNGs in dir, the table of gameID (players seats: a
// person, the others random bots) at each of the six Screens, usually
// and in table mode, once after plies random actions and once near the
// end: the pictures a person would see, to look at after a change of
// layout. It needs the pixels of a game's frame (Main, with a display).
func (tb Table[A]) Shots(t *testing.T, gameID string, players, plies int, dir string) {
	t.Helper()
	if !running {
		t.Skip("no pixels to read: run the package's tests under scenestest.Main with a display")
	}
	for _, s := range Screens {
		for _, mode := range []bool{false, true} {
			for k, m := range []*game.Match{midGame(t, gameID, players, plies), lateGame(t, gameID, players)} {
				LongestNames(t, m)
				f := tb.New(t)
				f.SetScreen(s)
				f.Set(func(st *settings.Settings) { st.Anim, st.TableMode = settings.AnimOff, mode })
				tb.Open(f, m)
				f.Run("wait 30")
				img := ebiten.NewImage(int(s.W*s.Scale), int(s.H*s.Scale))
				f.A.Context().Redraw()
				f.A.Draw(img)
				name := fmt.Sprintf("%s-%gx%g-%d", gameID, s.W, s.H, k)
				if mode {
					name += "-table"
				}
				if err := script.WritePNG(filepath.Join(dir, name+".png"), img); err != nil {
					t.Fatal(err)
				}
				img.Deallocate()
			}
		}
	}
}
