// Package rulestest holds the generic tests every game package runs on its
// rules: random play to the end over many seeds with invariant hooks, illegal
// actions rejected without change, a JSON round trip at every step, clone and
// view independence, notation round trips, determinism of replay, and in
// games with hidden information, views from which nothing hidden follows
// (Hidden: worlds dealt from a view, another seed and RNG, look the same to
// its viewer; a view's config does not deal the game again; whatever an action
// makes known to a seat, one of its events marks Reveal). What an online
// game sends crosses the network intact: each seat's events with their
// payloads (EventsTravel) and each seat's view as JSON (ViewsTravel); and
// no state a decoder accepts is a dead end (Playable).
//
// A game's own tests check refusals with Refused, RefusedBecause and
// Unparsable (a text that does not parse fails a refusal test rather than
// pass it), and fuzz targets try actions with AppliedOrRefused; Marshal and
// Playout fail the test where a serialisation or a partial game does.
// tools/testlint keeps the tests to them.
//
// A game's test calls Run with its registry entry and its configs:
//
//	func TestGeneric(t *testing.T) {
//		rulestest.Run(t, rulestest.Suite{Game: mana.Game, Configs: ..., Seeds: 100})
//	}
package rulestest

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"kamon/rules"
)

// Suite says what to run.
type Suite struct {
	Game    rules.Game
	Configs []rules.Config // Seed is replaced by each seed in turn
	Seeds   int            // random games per config (default 20)
	// MaxPlies bounds a game; a game still running then fails (default 10000).
	MaxPlies int
	// Invariant is called on the state after every action (and on the
	// start); an error fails the test with the action list that led there.
	Invariant func(s rules.State) error
	// Probes are extra actions to try against the illegal-action check, on top
	// of near-misses of the legal ones and a spread of other values.
	Probes []rules.Action
	// Every is how often (in plies) the expensive per-step checks run: JSON
	// round trip, clone, views, illegal probes (default 1: every step).
	Every int
}

// Run plays Seeds random games for each config and checks every contract
// property along the way.
func Run(t *testing.T, su Suite) {
	t.Helper()
	if su.Seeds == 0 {
		su.Seeds = 20
	}
	if su.MaxPlies == 0 {
		su.MaxPlies = 10000
	}
	if su.Every == 0 {
		su.Every = 1
	}
	var n counts
	for ci, cfg := range su.Configs {
		for seed := 1; seed <= su.Seeds; seed++ {
			cfg.Seed = uint64(seed)
			name := fmt.Sprintf("config%d/players%d/%s/seed%d", ci, cfg.Players, cfg.Variant, seed)
			if err := playOne(su, cfg, &n); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			n.games++
		}
	}
	t.Logf("%s: %d games, %d plies, %d positions checked", su.Game.ID, n.games, n.plies, n.positions)
	if su.Game.Hidden {
		t.Logf("hidden information: %d views checked against %d worlds each and a reseeded copy", n.views, worldsPerView)
	}
}

// counts is what Run checked, for its log.
type counts struct{ games, plies, positions, views int }

func playOne(su Suite, cfg rules.Config, n *counts) error {
	s, err := su.Game.New(cfg)
	if err != nil {
		return fmt.Errorf("New: %w", err)
	}
	c := &checker{su: su, worlds: rules.NewRNG(cfg.Seed ^ 0x5eed), n: n}
	if su.Game.Hidden {
		c.deals = newDealCheck(su.Game)
	}
	if err := c.step(s, 0); err != nil {
		return fmt.Errorf("at the start: %w", err)
	}
	var played []string
	chooser := rules.NewRNG(cfg.Seed ^ 0xabcdef)
	ply := 0
	_, err = rules.Playout(s, &chooser, su.MaxPlies, func(a rules.Action, events []rules.Event) error {
		ply++
		played = append(played, s.FormatAction(a))
		if c.deals != nil {
			c.deals.play(a)
		}
		if err := checkEvents(su, s, events); err != nil {
			return err
		}
		if err := EventsTravel(su.Game, s.Config().Players, events); err != nil {
			return err
		}
		if err := c.step(s, ply); err != nil {
			return err
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("after %v: %w", tail(played), err)
	}
	if s.ToMove() != rules.NoPlayer {
		return fmt.Errorf("game over but ToMove is %d", s.ToMove())
	}
	if _, err := s.Apply(0); err == nil {
		return errors.New("Apply after the end must fail")
	}
	return Replay(su.Game, cfg, played, s)
}

// checker runs the checks of one game, with what they keep between steps.
type checker struct {
	su     Suite
	worlds rules.RNG  // deals the worlds of the hidden-information checks
	deals  *dealCheck // nil in a game without hidden information
	n      *counts
}

func (c *checker) step(s rules.State, ply int) error {
	su := c.su
	if su.Invariant != nil {
		if err := su.Invariant(s); err != nil {
			return fmt.Errorf("invariant: %w", err)
		}
	}
	over := s.Outcome().Over
	legal := s.Legal(nil)
	if over != (len(legal) == 0) {
		return fmt.Errorf("over=%v but %d legal actions", over, len(legal))
	}
	if over != (s.ToMove() == rules.NoPlayer) {
		return fmt.Errorf("over=%v but ToMove=%d", over, s.ToMove())
	}
	if !over && (s.ToMove() < 0 || int(s.ToMove()) >= s.Config().Players) {
		return fmt.Errorf("ToMove %d out of range", s.ToMove())
	}
	if ply > 0 {
		c.n.plies++
	}
	if ply%su.Every != 0 {
		return nil
	}
	c.n.positions++
	if err := JSONRoundTrip(su.Game, s); err != nil {
		return err
	}
	if err := CloneIndependent(s); err != nil {
		return err
	}
	if err := ApplyLegalAgrees(s, ply); err != nil {
		return err
	}
	if err := Views(s); err != nil {
		return err
	}
	if err := ViewsTravel(su.Game, s); err != nil {
		return err
	}
	if err := Notation(s); err != nil {
		return err
	}
	if c.deals != nil {
		if err := Hidden(su.Game, s, &c.worlds); err != nil {
			return err
		}
		c.n.views += s.Config().Players + 1
		if err := c.deals.check(s, &c.worlds); err != nil {
			return err
		}
		if err := RevealsMarked(s, &c.worlds); err != nil {
			return err
		}
	}
	return IllegalRejected(s, su.Probes)
}

func checkEvents(su Suite, s rules.State, events []rules.Event) error {
	for _, e := range events {
		if e.Kind == "" {
			return errors.New("an event without a Kind")
		}
		if !slices.Contains(su.Game.EventKinds, e.Kind) {
			return fmt.Errorf("event kind %q is not in the game's EventKinds", e.Kind)
		}
		if e.Private && (e.Player < 0 || int(e.Player) >= s.Config().Players) {
			return fmt.Errorf("private event %q without an owner", e.Kind)
		}
		if err := masks(e); err != nil {
			return err
		}
	}
	return nil
}

// masks checks that a private event's payload, if it has one, can be shown
// to the others without its secret (rules.Maskable), so that every table
// can word it, and that masking it twice changes nothing.
func masks(e rules.Event) error {
	if !e.Private || e.Data == nil {
		return nil
	}
	if _, ok := e.Data.(rules.Maskable); !ok {
		return fmt.Errorf("private event %q: its payload %T cannot be masked (rules.Maskable)", e.Kind, e.Data)
	}
	other := e.Player + 1
	once := e.For(other)
	if twice := once.For(other); !reflect.DeepEqual(once.Data, twice.Data) {
		return fmt.Errorf("private event %q: masked once %#v, twice %#v", e.Kind, once.Data, twice.Data)
	}
	return nil
}

// EventsTravel checks that the events of one action cross the network as
// each viewer may read them: for the public (NoPlayer) and every seat p,
// the events read as p reads them (Event.For) survive EncodeEvents then
// DecodeEvents unchanged, payloads included, which fails when a payload's
// type is missing from the game's Payloads or does not encode every field.
func EventsTravel(g rules.Game, players int, events []rules.Event) error {
	seen := make([]rules.Event, len(events))
	for p := rules.NoPlayer; int(p) < players; p++ {
		for i, e := range events {
			seen[i] = e.For(p)
		}
		data, err := rules.EncodeEvents(g, seen)
		if err != nil {
			return fmt.Errorf("events as %d reads them: %w", p, err)
		}
		back, err := rules.DecodeEvents(g, data)
		if err != nil {
			return fmt.Errorf("events as %d reads them: their own encoding refused: %w\n%s", p, err, data)
		}
		if !reflect.DeepEqual(back, seen) {
			return fmt.Errorf("events as %d reads them differ after the codec:\n%#v\n%#v\n%s", p, seen, back, data)
		}
	}
	return nil
}

// Playable checks that s, a state a decoder accepted, is no dead end:
// either the game is over (Outcome().Over, nobody to move, no legal
// action), or a seat is to move and has a legal action. A view of another
// seat than the mover's (rules.Viewed) cannot know the mover's options:
// its Legal may be empty, but it must not panic. Every game's fuzz targets
// run it on what Unmarshal accepts, and Run on every state it reads back,
// views included.
func Playable(s rules.State) error {
	legal := s.Legal(nil)
	p := s.ToMove()
	if s.Outcome().Over {
		if p != rules.NoPlayer || len(legal) > 0 {
			return fmt.Errorf("the game is over, yet player %d is to move with %d legal actions", p, len(legal))
		}
		return nil
	}
	if p < 0 || int(p) >= s.Config().Players {
		return fmt.Errorf("the game is not over, and player %d to move is not a seat", p)
	}
	if v, ok := s.(rules.Viewed); ok {
		if viewer, view := v.Viewer(); view && viewer != p {
			return nil
		}
	}
	if len(legal) == 0 {
		return fmt.Errorf("the game is not over, and player %d to move has no legal action", p)
	}
	return nil
}

// JSONRoundTrip checks that s survives marshal → unmarshal → marshal
// byte for byte, with the same legal actions.
func JSONRoundTrip(g rules.Game, s rules.State) error {
	a, err := s.MarshalJSON()
	if err != nil {
		return fmt.Errorf("marshal: %w", err)
	}
	back, err := g.Unmarshal(a)
	if err != nil {
		return fmt.Errorf("unmarshal own output: %w", err)
	}
	if err := Playable(back); err != nil {
		return fmt.Errorf("read back: %w", err)
	}
	b, err := back.MarshalJSON()
	if err != nil {
		return fmt.Errorf("marshal again: %w", err)
	}
	if !bytes.Equal(a, b) {
		return fmt.Errorf("JSON round trip differs:\n%s\n%s", a, b)
	}
	if fmt.Sprint(s.Legal(nil)) != fmt.Sprint(back.Legal(nil)) {
		return errors.New("legal actions differ after a JSON round trip")
	}
	return nil
}

// CloneIndependent checks that playing on a clone leaves the original alone.
func CloneIndependent(s rules.State) error {
	before, _ := s.MarshalJSON()
	c := s.Clone()
	if cj, _ := c.MarshalJSON(); !bytes.Equal(before, cj) {
		return errors.New("a clone differs from its original")
	}
	if legal := c.Legal(nil); len(legal) > 0 {
		if _, err := c.Apply(legal[len(legal)-1]); err != nil {
			return fmt.Errorf("clone refused a legal action: %w", err)
		}
	}
	if after, _ := s.MarshalJSON(); !bytes.Equal(before, after) {
		return errors.New("playing on a clone changed the original")
	}
	return nil
}

// ApplyLegalAgrees checks that ApplyLegal plays a legal action of s as
// Apply does: the same events and the same position after, byte for byte.
// Which one turns with k, so that a game's plies try them all.
func ApplyLegalAgrees(s rules.State, k int) error {
	if legal := s.Legal(nil); len(legal) > 0 {
		a := legal[k%len(legal)]
		checked, unchecked := s.Clone(), s.Clone()
		want, err := checked.Apply(a)
		if err != nil {
			return fmt.Errorf("Apply refused the legal %s: %w", s.FormatAction(a), err)
		}
		got := unchecked.ApplyLegal(a)
		if !reflect.DeepEqual(got, want) {
			return fmt.Errorf("%s: ApplyLegal's events %v, Apply's %v", s.FormatAction(a), got, want)
		}
		x, _ := checked.MarshalJSON()
		y, _ := unchecked.MarshalJSON()
		if !bytes.Equal(x, y) {
			return fmt.Errorf("%s: ApplyLegal and Apply leave different positions", s.FormatAction(a))
		}
	}
	return nil
}

// Views checks every player's view: same player to move and outcome, stable
// under a second View, an action applied to it refused or played but never
// a panic, and taking it leaves the state unchanged.
func Views(s rules.State) error {
	before, _ := s.MarshalJSON()
	for p := rules.NoPlayer; int(p) < s.Config().Players; p++ {
		v := s.View(p)
		if v.ToMove() != s.ToMove() {
			return fmt.Errorf("view of %d: ToMove %d, state %d", p, v.ToMove(), s.ToMove())
		}
		if v.Outcome().Over != s.Outcome().Over {
			return fmt.Errorf("view of %d disagrees on the game being over", p)
		}
		a, _ := v.MarshalJSON()
		b, _ := v.View(p).MarshalJSON()
		if !bytes.Equal(a, b) {
			return fmt.Errorf("view of %d is not stable under View", p)
		}
		if p == s.ToMove() && fmt.Sprint(v.Legal(nil)) != fmt.Sprint(s.Legal(nil)) {
			return fmt.Errorf("the mover's view has other legal actions than the state")
		}
		// A view is no state to play on, but one handed an action must
		// refuse it or play it, never panic: a client holds views.
		for _, a := range v.Legal(nil) {
			if err := appliedWithoutPanic(v.Clone(), a); err != nil {
				return fmt.Errorf("view of %d, action %s: %w", p, v.FormatAction(a), err)
			}
		}
	}
	if after, _ := s.MarshalJSON(); !bytes.Equal(before, after) {
		return errors.New("View changed the state")
	}
	return nil
}

// appliedWithoutPanic applies a to s and reports a panic as an error; a
// refusal is no error.
func appliedWithoutPanic(s rules.State, a rules.Action) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("Apply panicked: %v", r)
		}
	}()
	_, _ = s.Apply(a) // refused or played: either is an answer
	return nil
}

// ViewsTravel checks that every view crosses the network as JSON: for the
// public view and each seat's, Unmarshal reads the view's MarshalJSON into
// a state that writes the same bytes, with the state's player to move and
// outcome (its scores as the view has them: a game may hide some until the
// end); rebuilt from the mover's view, it has the state's legal actions,
// and prints and reads each as the state does.
func ViewsTravel(g rules.Game, s rules.State) error {
	o := s.Outcome()
	for p := rules.NoPlayer; int(p) < s.Config().Players; p++ {
		v := s.View(p)
		data, err := v.MarshalJSON()
		if err != nil {
			return fmt.Errorf("view of %d: marshal: %w", p, err)
		}
		w, err := g.Unmarshal(data)
		if err != nil {
			return fmt.Errorf("view of %d refused by Unmarshal: %w\n%s", p, err, data)
		}
		if err := Playable(w); err != nil {
			return fmt.Errorf("view of %d read back: %w", p, err)
		}
		again, err := w.MarshalJSON()
		if err != nil || !bytes.Equal(again, data) {
			return fmt.Errorf("view of %d read back writes other bytes (%v):\n%s\n%s", p, err, data, again)
		}
		if w.ToMove() != s.ToMove() {
			return fmt.Errorf("view of %d read back: ToMove %d, state %d", p, w.ToMove(), s.ToMove())
		}
		wo := w.Outcome()
		if !reflect.DeepEqual(wo, v.Outcome()) || wo.Over != o.Over || !slices.Equal(wo.Winners, o.Winners) || wo.Reason != o.Reason {
			return fmt.Errorf("view of %d read back: outcome %+v, view %+v, state %+v", p, wo, v.Outcome(), o)
		}
		if p != s.ToMove() {
			continue
		}
		legal := s.Legal(nil)
		if got := w.Legal(nil); !slices.Equal(got, legal) {
			return fmt.Errorf("the mover's view read back has legal actions %v, the state %v", got, legal)
		}
		for _, a := range legal {
			text := w.FormatAction(a)
			if want := s.FormatAction(a); text != want {
				return fmt.Errorf("the mover's view read back prints %q for the state's %q", text, want)
			}
			if back, err := w.ParseAction(text); err != nil || back != a {
				return fmt.Errorf("the mover's view read back parses its own %q as %#x (%v), not %#x", text, uint64(back), err, uint64(a))
			}
		}
	}
	return nil
}

// Notation checks that every legal action prints and parses back to itself.
func Notation(s rules.State) error {
	for _, a := range s.Legal(nil) {
		text := s.FormatAction(a)
		back, err := s.ParseAction(text)
		if err != nil {
			return fmt.Errorf("cannot parse own notation %q: %w", text, err)
		}
		if back != a {
			return fmt.Errorf("notation %q parses to another action", text)
		}
	}
	for _, bad := range []string{"", " ", "\x00", "zz-99-??", "999999999999999999999"} {
		if a, err := s.ParseAction(bad); err == nil && !rules.IsLegal(s, a) {
			if _, err := s.Clone().Apply(a); err == nil {
				return fmt.Errorf("garbage %q parsed to an action Apply accepted", bad)
			}
		}
	}
	return nil
}

// IllegalRejected applies actions that are not legal and checks each returns
// an error and leaves the state byte for byte unchanged.
func IllegalRejected(s rules.State, probes []rules.Action) error {
	before, _ := s.MarshalJSON()
	legal := s.Legal(nil)
	isLegal := map[rules.Action]bool{}
	for _, a := range legal {
		isLegal[a] = true
	}
	cands := append([]rules.Action(nil), probes...)
	for _, a := range legal {
		cands = append(cands, a+1, a-1, a^1<<7, a^1<<20, a^1<<40)
	}
	for i := 0; i < 64; i += 3 {
		cands = append(cands, rules.Action(i), rules.Action(1)<<i, ^rules.Action(0)>>i)
	}
	for _, a := range cands {
		if isLegal[a] {
			continue
		}
		if _, err := s.Apply(a); err == nil {
			return fmt.Errorf("illegal action %#x (%s) was accepted", uint64(a), s.FormatAction(a))
		}
		if after, _ := s.MarshalJSON(); !bytes.Equal(before, after) {
			return fmt.Errorf("refused action %#x changed the state", uint64(a))
		}
	}
	return nil
}

// Replay starts cfg again, applies the action texts and checks the result is
// byte for byte the same state as want.
func Replay(g rules.Game, cfg rules.Config, actions []string, want rules.State) error {
	s, err := g.New(cfg)
	if err != nil {
		return err
	}
	for i, text := range actions {
		a, err := s.ParseAction(text)
		if err != nil {
			return fmt.Errorf("replay %d %q: %w", i, text, err)
		}
		if _, err := s.Apply(a); err != nil {
			return fmt.Errorf("replay %d %q: %w", i, text, err)
		}
	}
	a, _ := s.MarshalJSON()
	b, _ := want.MarshalJSON()
	if !bytes.Equal(a, b) {
		return errors.New("replaying the action list gave a different state")
	}
	return nil
}

func tail(s []string) []string {
	if len(s) > 12 {
		return s[len(s)-12:]
	}
	return s
}
