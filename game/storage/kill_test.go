//go:build !js

package storage

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// killHelperEnv names the directory TestKillHelper saves into.
const killHelperEnv = "KAMON_STORAGE_KILL_HELPER"

// killValueSize is the size of every value the helper saves.
const killValueSize = 1 << 20

// killValue is the n-th value: n at both ends, and a body that depends on n,
// so that a value cut short or mixed with another does not pass killIndex.
func killValue(n int) []byte {
	v := make([]byte, killValueSize)
	copy(v, fmt.Sprintf("%08d|", n))
	for i := 9; i < len(v)-9; i++ {
		v[i] = byte('a' + (n+i)%26)
	}
	copy(v[len(v)-9:], fmt.Sprintf("|%08d", n))
	return v
}

// killIndex is the n of a whole killValue, or false.
func killIndex(v []byte) (int, bool) {
	if len(v) != killValueSize {
		return 0, false
	}
	n, err := strconv.Atoi(string(v[:8]))
	return n, err == nil && bytes.Equal(v, killValue(n))
}

// TestKillHelper is the process TestKilledSavesLoseNothing kills: it saves
// value after value under "autosave", from the one after what it finds
// there, and prints "saved N" after each.
func TestKillHelper(t *testing.T) {
	d := os.Getenv(killHelperEnv)
	if d == "" {
		t.Skip("the process that TestKilledSavesLoseNothing kills")
	}
	st := NewDir(d)
	n := 0
	if v, err := st.Load("autosave"); err == nil {
		n, _ = killIndex(v)
	}
	for {
		n++
		if err := st.Save("autosave", killValue(n)); err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		fmt.Println("saved", n)
	}
}

// A process killed (SIGKILL) at a random moment while it saves leaves under
// the key the last value it saved or the one it was saving, whole, never a
// mix or a short file; what it leaves is temporary files, which CleanTemp
// removes once they are TempMaxAge old.
func TestKilledSavesLoseNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("starts and kills 120 processes")
	}
	d := t.TempDir()
	st := NewDir(d)
	rng := rand.New(rand.NewPCG(12, 3))
	const kills = 120
	for k := range kills {
		saved := killOnce(t, d, time.Duration(rng.IntN(30_000))*time.Microsecond)
		v, err := st.Load("autosave")
		if err != nil {
			t.Fatalf("kill %d: %v", k+1, err)
		}
		n, ok := killIndex(v)
		if !ok {
			t.Fatalf("kill %d: the key holds %d bytes that are not one whole value", k+1, len(v))
		}
		if n != saved && n != saved+1 {
			t.Fatalf("kill %d: the key holds value %d; the last saved was %d", k+1, n, saved)
		}
	}
	temps := tempFiles(t, d)
	var size int64
	for _, name := range temps {
		if fi, err := os.Stat(filepath.Join(d, name)); err == nil {
			size += fi.Size()
		}
	}
	if len(temps) == 0 {
		t.Fatalf("%d kills left no temporary file: none landed during a write", kills)
	}
	// Fresh ones stay: another Kamon could be writing them.
	if n, err := CleanTemp(st); n != 0 || err != nil {
		t.Fatalf("CleanTemp removed %d fresh files (%v)", n, err)
	}
	old := time.Now().Add(-TempMaxAge - time.Second)
	for _, name := range temps {
		if err := os.Chtimes(filepath.Join(d, name), old, old); err != nil {
			t.Fatal(err)
		}
	}
	removed, err := CleanTemp(st)
	if err != nil || removed != len(temps) {
		t.Fatalf("CleanTemp removed %d of %d (%v)", removed, len(temps), err)
	}
	if left := tempFiles(t, d); len(left) != 0 {
		t.Fatalf("left after cleaning: %v", left)
	}
	if v, _ := st.Load("autosave"); !func() bool { _, ok := killIndex(v); return ok }() {
		t.Fatal("cleaning spoiled the saved value")
	}
	t.Logf("%d kills: %d temporary files (%.1f MB) left, %d removed by CleanTemp, 0 after", kills, len(temps), float64(size)/(1<<20), removed)
}

// killOnce starts the helper, lets it save for a while after its first
// save, kills it, and returns the last value it said it saved.
func killOnce(t *testing.T, d string, after time.Duration) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestKillHelper$")
	cmd.Env = append(os.Environ(), killHelperEnv+"="+d)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan int)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if n, err := strconv.Atoi(strings.TrimPrefix(sc.Text(), "saved ")); err == nil {
				lines <- n
			}
		}
	}()
	saved, ok := <-lines
	if !ok {
		cmd.Wait()
		t.Fatal("the helper stopped before its first save")
	}
	time.Sleep(after)
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	for n := range lines {
		saved = n
	}
	cmd.Wait()
	return saved
}

func tempFiles(t *testing.T, d string) []string {
	t.Helper()
	entries, err := os.ReadDir(d)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if isTemp(e.Name()) {
			out = append(out, e.Name())
		}
	}
	return out
}
