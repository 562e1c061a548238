// Command tutorialscript prints a script (scenes/script) that opens a
// game's tutorial from the menu's How to play and plays it to its end as
// its guide says, saving a PNG of each step: the contact sheets of
// docs/screens are made of them.
//
//	go run ./tools/tutorialscript GAME OUTDIR > tutorial.txt
//	xvfb-run -a bin/kamon --size 390x844 --scale 3 --data-dir "$(mktemp -d)" --script tutorial.txt
//
// The waits are generous: the opponents' scripted moves come at a bot's
// pace, animated, and a tap before the table is ready is refused.
package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	_ "kamon/scenes/gosu"
	_ "kamon/scenes/mana"
	_ "kamon/scenes/peuple"
	_ "kamon/scenes/shinobi"
	"kamon/scenes/table"
)

// Frames to wait: after a tap, and after a step the opponents answer.
const (
	tapWait    = 20
	answerWait = 900
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: tutorialscript GAME OUTDIR")
		os.Exit(2)
	}
	if err := write(os.Stdout, os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "tutorialscript:", err)
		os.Exit(1)
	}
}

// write prints the script of gameID's tutorial, its shots in dir.
func write(w io.Writer, gameID, dir string) error {
	tut := table.TutorialOf(gameID)
	if tut == nil {
		return fmt.Errorf("no tutorial for %q", gameID)
	}
	fmt.Fprintf(w, "wait 5\ntap learn\nwait 10\ntap tutorial:%s\nwait 40\n", gameID)
	for i, st := range tut.Steps {
		fmt.Fprintf(w, "shot %s\n", filepath.Join(dir, fmt.Sprintf("tutorial-%s-step%02d.png", gameID, i+1)))
		if st.Do == "" {
			if i < len(tut.Steps)-1 {
				fmt.Fprintf(w, "tap tutorial:next\nwait %d\n", tapWait)
			}
		} else {
			for _, id := range st.Taps {
				fmt.Fprintf(w, "tap %s\nwait %d\n", id, tapWait)
			}
		}
		if st.Do != "" || len(st.Then) > 0 {
			fmt.Fprintf(w, "wait %d\n", answerWait)
		}
	}
	fmt.Fprintln(w, "quit")
	return nil
}
