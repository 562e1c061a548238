// Command kamon-cli is Kamon's headless tool: bot self-play, random-play
// speed, perft of a position, replay of a saved game, the list of games, and
// the development server for the browser bundle. It builds for js/wasm too and runs under
// Node, where self-play must give the very same games.
//
// Exit codes: 0 success, 1 failure, 2 bad command line.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

// command is one subcommand. Its errors are failures (exit 1) unless they
// are usageErrors (exit 2).
type command struct {
	name, args, help string
	run              func(args []string, stdout io.Writer) error
}

func commands() []command {
	return []command{
		{"selfplay", "--game G [--games N] [--seed S] [--players K] [--seats random,hard,...] [--iterations I] [--json]",
			"bots play each other through the match layer; seats rotate between games", selfplay},
		{"ladder", "[--game G,...] [--players K,...] [--levels random,easy,...] [--games 200] [--seed S] [--parallel P]",
			"each level against the level below, every game and player count; a Markdown table", ladder},
		{"bench", "--game G [--seconds 3] [--players K] [--seed S]", "random playouts for a while; last line <n> plies/s", bench},
		{"perft", "GAME 'POSITION' DEPTH", "count the leaves of the move tree (mana); last line the count", perft},
		{"divide", "GAME 'POSITION' DEPTH", "perft split by first move, sorted, then the total", divide},
		{"replay", "[--reveal] FILE", "print a saved game ply by ply, and its outcome", replay},
		{"games", "", "list the games in this build", listGames},
		{"cards", "GAME", "list the card ids a card game implements, one per line", listCards},
		{"serve", "[--addr 127.0.0.1:8080] [--dir wasm/dist]", "serve the browser bundle", serve},
		{"online-bench", "--server URL [--games 200] [--seconds 20] [--game shinobi] [--rate 600]",
			"many games against a running kamon-server; last line moves/s, latency, lost, duplicated, errors", onlineBench},
	}
}

// usageError is a mistake on the command line.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run is main without the process: tests call it.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	for _, c := range commands() {
		if c.name != args[0] {
			continue
		}
		err := c.run(args[1:], stdout)
		var ue usageError
		switch {
		case err == nil:
			return 0
		case errors.Is(err, flag.ErrHelp):
			return 0
		case errors.As(err, &ue):
			fmt.Fprintf(stderr, "kamon-cli %s: %s\nusage: kamon-cli %s %s\n", c.name, printable(err.Error()), c.name, c.args)
			return 2
		default:
			// An error may quote a file's contents or a path: escaped like a replay's texts.
			fmt.Fprintf(stderr, "kamon-cli %s: %s\n", c.name, printable(err.Error()))
			return 1
		}
	}
	fmt.Fprintf(stderr, "kamon-cli: unknown command %q (try kamon-cli help)\n", args[0])
	return 2
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: kamon-cli <command> [flags]")
	fmt.Fprintln(w, "commands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %s\n", strings.TrimSpace(c.name+" "+c.args))
		fmt.Fprintf(w, "      %s\n", c.help)
	}
}

// parseFlags parses a subcommand's flags. A mistake becomes a usageError
// (run prints it once, with the usage line); -h prints the flags to stdout.
func parseFlags(fs *flag.FlagSet, args []string, stdout io.Writer) error {
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		return err
	case err != nil:
		return usageError{err.Error()}
	}
	return nil
}

// parseGameFlags parses the flags of a command that plays one game: nothing
// may follow them, and --game (bound to gameID) is required.
func parseGameFlags(fs *flag.FlagSet, args []string, stdout io.Writer, gameID *string) error {
	if err := parseFlags(fs, args, stdout); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("unexpected argument %q", fs.Arg(0))
	}
	if *gameID == "" {
		return usagef("--game is required")
	}
	return nil
}
