package peuple

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

var hideCfg = map[string]string{OptionHideScores: "1"}

// hiddenBare is bare (every card in its deck) with the hidden-scores option.
func hiddenBare(t *testing.T, n int) *State {
	t.Helper()
	s := bare(t, n)
	s.cfg.Options = hideCfg
	s.hideScore = true
	return s
}

// hiddenMidgame plays random actions under the option from a seed.
func hiddenMidgame(t *testing.T, n int, seed uint64, plies int) *State {
	t.Helper()
	s, err := New(rules.Config{Players: n, Seed: seed, Options: hideCfg})
	if err != nil {
		t.Fatal(err)
	}
	r := rules.NewRNG(seed)
	for range plies {
		if s.Outcome().Over {
			break
		}
		legal := s.Legal(nil)
		if _, err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestHideScoresIsOffByDefault(t *testing.T) {
	s := midgame(t, 4, 5)
	if s.hideScore || Game.OptionOn(s.cfg, OptionHideScores) {
		t.Fatal("scores are hidden by default")
	}
	if v := s.View(1).(*State); !slices.Equal(v.scores, s.scores) {
		t.Fatalf("default view scores %v, want %v", v.scores, s.scores)
	}
}

func TestHiddenScoresView(t *testing.T) {
	s := hiddenMidgame(t, 4, 5, 80)
	for q := range s.scores {
		s.scores[q] = 7 + q // numbers easy to find in JSON
	}
	for p := rules.NoPlayer; p < 4; p++ {
		v := s.View(p).(*State)
		for q := range 4 {
			want := HiddenScore
			if rules.Player(q) == p {
				want = s.scores[q]
			}
			if v.Score(rules.Player(q)) != want || v.Outcome().Scores[q] != want {
				t.Fatalf("view of %d: P%d's score %d (outcome %v), want %d", p, q+1, v.Score(rules.Player(q)), v.Outcome().Scores, want)
			}
		}
		b, err := v.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		var j struct{ Scores []int }
		if err := json.Unmarshal(b, &j); err != nil {
			t.Fatal(err)
		}
		for q, got := range j.Scores {
			if got != HiddenScore && rules.Player(q) != p {
				t.Fatalf("the saved view of %d holds P%d's score %d", p, q+1, got)
			}
		}
	}
}

// TestLegalReadsNoHiddenScore: changing the scores a player cannot see
// changes none of the actions offered to them (Thief and Curse included).
func TestLegalReadsNoHiddenScore(t *testing.T) {
	s := hiddenBare(t, 3)
	s.givePower(0, Thief, Curse)
	s.scores[1] = 3
	want := fmt.Sprint(s.Legal(nil))
	for _, sc := range [][]int{{0, 0, 0}, {0, 5, 11}} {
		c := s.clone()
		c.scores[1], c.scores[2] = sc[1], sc[2]
		if got := fmt.Sprint(c.Legal(nil)); got != want {
			t.Fatalf("scores %v: legal %s, want %s", sc, got, want)
		}
	}
	for _, a := range []string{"Thief P3", "Curse P3"} {
		if _, err := s.clone().ParseAction(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
}

func TestThiefAndCurseOnAHiddenZero(t *testing.T) {
	s := hiddenBare(t, 3)
	s.givePower(0, Thief, Curse)
	ev := powerOn(t, s, "Thief P3") // P3 has no point: nothing is taken
	if fmt.Sprint(s.scores) != "[0 0 0]" {
		t.Fatalf("Thief on 0: scores %v", s.scores)
	}
	var deltas []string
	for _, e := range ev {
		if e.Kind == "score" {
			if !e.Private || e.TextFor(1) != e.Public || strings.Contains(e.Public, ":") {
				t.Fatalf("score event %+v is not private", e)
			}
			deltas = append(deltas, fmt.Sprint(e.Player, e.Data.(ScoreData).Delta))
		}
	}
	// Both changes are logged, even at 0, so nobody learns P3 had no point.
	if fmt.Sprint(deltas) != "[2 0 0 0]" {
		t.Fatalf("score events %v, want P3 0 then P1 0", deltas)
	}
	// The thief learns whether P3 had a point: undo must not cross that.
	if last := ev[len(ev)-1]; last.Kind != "score" || last.Player != 0 || !last.Reveal {
		t.Fatalf("the thief's score event %+v is not a reveal", last)
	}
	s.scores[2] = 2
	s.phase = PhaseTurn
	s.givePower(0, Thief)
	powerOn(t, s, "Thief P3")
	if fmt.Sprint(s.scores) != "[1 0 1]" {
		t.Fatalf("Thief: scores %v", s.scores)
	}
}

func TestHiddenScoreEvents(t *testing.T) {
	// A Noble Attack on P2's village; P2 has no point, is asked about
	// Defense as any owner is, and the log shows each seat a change without
	// the number.
	s := hiddenBare(t, 3)
	for w := range s.pawns {
		s.pawns[w] = 4 * (w%3 + 1)
	}
	village := VillageOf(1)
	s.pawns[PawnOf(0, 1)], s.pawns[PawnOf(0, 0)] = village-1, village
	s.give(0, card(t, "G+1>2"))
	ev := play(t, s, "G+1>2 1a circle")
	if s.Phase() != PhaseDefense || s.ToMove() != 1 {
		t.Fatalf("the owner at 0 is not asked about Defense (phase %d)", s.Phase())
	}
	ev = append(ev, play(t, s, "accept")...)
	if fmt.Sprint(s.scores) != "[3 0 0]" {
		t.Fatalf("scores %v", s.scores)
	}
	n := 0
	for _, e := range ev {
		if e.Kind != "score" {
			continue
		}
		n++
		d := e.Data.(ScoreData)
		if !e.Private || e.Player != d.Player {
			t.Fatalf("score event %+v is public", e)
		}
		for seat := range rules.Player(3) {
			line := e.TextFor(seat)
			hasNumber := strings.Contains(line, ": ")
			if hasNumber != (seat == d.Player) {
				t.Errorf("P%d reads %q of P%d's score", seat+1, line, d.Player+1)
			}
		}
	}
	if n != 2 {
		t.Fatalf("%d score events, want P1's gain and P2's (cancelled) loss", n)
	}
}

// TestAttackPromptTellsNoHiddenScore: whether the owner of an attacked
// village is asked, and what the others see then (their views, legal
// actions and the log), does not depend on the owner's hidden score, under
// either prompt option.
func TestAttackPromptTellsNoHiddenScore(t *testing.T) {
	for _, prompt := range []string{"1", "0"} {
		for _, holds := range []bool{false, true} {
			var seen [2]string
			for i, owner := range []int{0, 3} {
				s := bare(t, 3, prompt)
				s.cfg.Options[OptionHideScores] = "1"
				s.hideScore = true
				s.scores[1] = owner
				if holds {
					s.givePower(1, Defense)
				}
				s.pawns[PawnOf(0, 1)], s.pawns[PawnOf(0, 0)] = 5, 6
				s.give(0, card(t, "G+1>2"))
				ev := play(t, s, "G+1>2 1a circle")
				if want := prompt == "1" || holds; (s.Phase() == PhaseDefense) != want {
					t.Fatalf("prompt %s, holds %v, owner at %d: asked %v, want %v", prompt, holds, owner, s.Phase() == PhaseDefense, want)
				}
				for _, seat := range []rules.Player{0, 2} {
					v := rulestest.Marshal(t, s.View(seat))
					seen[i] += fmt.Sprint(string(v), s.View(seat).Legal(nil))
					for _, e := range ev {
						seen[i] += e.TextFor(seat)
					}
				}
			}
			if seen[0] != seen[1] {
				t.Errorf("prompt %s, holds %v: the others see whether the owner has a point", prompt, holds)
			}
		}
	}
}

func TestHiddenScoresRevealedAtTheEnd(t *testing.T) {
	s := hiddenBare(t, 3)
	s.scores[0], s.scores[1], s.scores[2] = 11, 4, 9
	s.givePower(0, Heal)
	play(t, s, "Heal")
	if v := s.View(0).(*State); v.Score(1) != HiddenScore {
		t.Fatal("a score is shown before the end")
	}
	play(t, s, "pass")
	for p := rules.NoPlayer; p < 3; p++ {
		v := s.View(p).(*State)
		if o := v.Outcome(); !o.Over || fmt.Sprint(o.Scores) != "[12 4 9]" || fmt.Sprint(o.Winners) != "[0]" {
			t.Fatalf("view of %d at the end: %+v", p, o)
		}
	}
}

func TestDeterminizeSamplesHiddenScores(t *testing.T) {
	r := rules.NewRNG(3)
	for seed := range uint64(30) {
		s := hiddenMidgame(t, 3+int(seed%3), seed, 40+int(seed)*4)
		me := s.ToMove()
		if me == rules.NoPlayer {
			continue
		}
		v := s.View(me).(*State)
		w := v.Determinize(&r).(*State)
		if err := w.validate(); err != nil {
			t.Fatalf("seed %d: a determinized world is not a state: %v", seed, err)
		}
		for q, sc := range w.scores {
			if rules.Player(q) == me && sc != s.scores[q] || sc < 0 || sc >= Goal && rules.Player(q) != me {
				t.Fatalf("seed %d: world score of P%d is %d", seed, q+1, sc)
			}
		}
		again := rulestest.Marshal(t, w.View(me))
		want := rulestest.Marshal(t, v)
		if !bytes.Equal(again, want) {
			t.Fatalf("seed %d: the world does not look like the view", seed)
		}
		if fmt.Sprint(w.Legal(nil)) != fmt.Sprint(s.Legal(nil)) {
			t.Fatalf("seed %d: the world has other legal actions", seed)
		}
		if _, err := rules.Playout(w, &r, 10000, nil); err != nil {
			t.Fatalf("seed %d: play from a world: %v", seed, err)
		}
	}
}

// pinnedHiddenTranscript pins games with hidden scores (texts seen by the
// player and by the others, and a world sampled from a view at the end), so
// js/wasm and amd64 agree on them too.
const pinnedHiddenTranscript = "74ed4f3b2a823622c5fd5c961606f6a619026f5b91223dfefab819fe11130f92"

func TestHiddenScoresTranscriptDeterminism(t *testing.T) {
	h := sha256.New()
	chooser := rules.NewRNG(43)
	for i := range 12 {
		s, err := New(rules.Config{Players: 3 + i%3, Seed: uint64(i), Options: hideCfg})
		if err != nil {
			t.Fatal(err)
		}
		var lines []string
		_, err = rules.Playout(s, &chooser, 10000, func(a rules.Action, ev []rules.Event) error {
			lines = append(lines, s.FormatAction(a))
			for _, e := range ev {
				lines = append(lines, e.Text, e.Public)
			}
			if len(lines)%50 == 0 && s.ToMove() != rules.NoPlayer {
				w := rulestest.Marshal(t, s.View(s.ToMove()).(rules.Determinizer).Determinize(&chooser))
				lines = append(lines, string(w))
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(h, "%s|%v\n", strings.Join(lines, " "), s.Outcome())
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != pinnedHiddenTranscript {
		t.Errorf("transcript sha256 %s, pinned %s", got, pinnedHiddenTranscript)
	}
}
