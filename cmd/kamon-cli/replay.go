package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
)

func replay(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	reveal := fs.Bool("reveal", false, "show private events (cards drawn) as their owner saw them")
	if err := parseFlags(fs, args, stdout); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usagef("want exactly one save file")
	}
	data, err := storage.ReadFileMax(fs.Arg(0), game.MaxSaveBytes)
	if errors.Is(err, storage.ErrTooBig) {
		return fmt.Errorf("%s: the save is too big (at most %d bytes): %w", fs.Arg(0), game.MaxSaveBytes, err)
	}
	if err != nil {
		return err
	}
	r, err := game.NewReplay(data)
	if err != nil {
		return fmt.Errorf("%s: %w", fs.Arg(0), err)
	}
	// Every line holds texts of the save (names, actions, log lines), which are escaped
	// whole before the line ends.
	say := func(format string, args ...any) {
		fmt.Fprintln(stdout, printable(fmt.Sprintf(format, args...)))
	}
	cfg := r.Config
	variant := cfg.Variant
	if variant == "" {
		variant = "standard"
	}
	say("%s, %d players, %s rules, seed %d", r.Game.Name, cfg.Players, variant, cfg.Seed)
	for j, s := range r.Seats {
		who := "human"
		if !s.Human() {
			who = s.Bot + " bot"
		}
		say("  P%d %s (%s)", j+1, s.Name, who)
	}
	for i, rec := range r.Records() {
		var texts []string
		for _, e := range rec.Events {
			viewer := rules.NoPlayer
			if *reveal {
				viewer = e.Player
			}
			if t := e.TextFor(viewer); t != "" {
				texts = append(texts, t)
			}
		}
		line := fmt.Sprintf("%4d. P%d %s: %s", i+1, rec.Player+1, r.Seats[rec.Player].Name, rec.Action)
		if len(texts) > 0 {
			line += " — " + strings.Join(texts, "; ")
		}
		say("%s", line)
	}
	say("%s", outcomeText(r.Outcome(), r.Seats))
	return nil
}

func outcomeText(o rules.Outcome, seats []game.Seat) string {
	var b strings.Builder
	switch {
	case !o.Over:
		b.WriteString("not finished")
	case o.Draw():
		b.WriteString("draw")
	default:
		var names []string
		for _, w := range o.Winners {
			names = append(names, fmt.Sprintf("P%d %s", w+1, seats[w].Name))
		}
		b.WriteString("winner: " + strings.Join(names, ", "))
	}
	if o.Reason != "" {
		fmt.Fprintf(&b, " (%s)", o.Reason)
	}
	if len(o.Scores) > 0 {
		fmt.Fprintf(&b, ", scores %v", o.Scores)
	}
	return b.String()
}
