package scenestest

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
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
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
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
				savePNG(t, img, filepath.Join(dir, name+".png"))
				img.Deallocate()
			}
		}
	}
}

// savePNG writes img's pixels to path.
func savePNG(t *testing.T, img *ebiten.Image, path string) {
	t.Helper()
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	fh, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	if err := png.Encode(fh, rgba); err != nil {
		t.Fatal(err)
	}
}
