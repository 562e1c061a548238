package feedback

import (
	"strconv"
	"sync"

	"kamon/sound"
)

// Fake is an Output for tests: it notes what would have been played and
// felt, in order, as words ("capture", "buzz 30").
type Fake struct {
	mu  sync.Mutex
	got []string
}

// Play notes the sound's name.
func (f *Fake) Play(s sound.Sound) { f.note(s.String()) }

// Vibrate notes "buzz" and the pattern.
func (f *Fake) Vibrate(ms ...int) {
	n := "buzz"
	for _, m := range ms {
		n += " " + strconv.Itoa(m)
	}
	f.note(n)
}

func (f *Fake) note(s string) {
	f.mu.Lock()
	f.got = append(f.got, s)
	f.mu.Unlock()
}

// Take returns what was noted since the last Take, and forgets it.
func (f *Fake) Take() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	got := f.got
	f.got = nil
	return got
}

// Sounds returns only the sounds noted since the last Take, and forgets
// everything noted.
func (f *Fake) Sounds() []string {
	var out []string
	for _, n := range f.Take() {
		if len(n) < 4 || n[:4] != "buzz" {
			out = append(out, n)
		}
	}
	return out
}
