package game_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"kamon/game/bot"
	"kamon/rules"
)

// The steps game exists for these tests: a turn is any number of actions.
// "step" adds one to the mover's count, "peek" privately reveals something
// (a Reveal event) and "end" passes the turn. The game ends when the counts
// add up to stepsTarget; the highest count wins. It is registered twice: with
// perfect information, and as a hidden-information game.
//
// It also has the faults a game may have, so that the match layer's guards
// against them are tested: it cannot be dealt with the seed unlucky, which
// its config check lets through; it reads a state whose turn is no seat's;
// and it reads, but cannot write, a negative count of peeks.
const (
	perfectID   = "test-perfect"
	hiddenID    = "test-hidden"
	stepsTarget = 6
	unlucky     = 13

	step rules.Action = 1
	peek rules.Action = 2
	end  rules.Action = 3
)

var names = map[rules.Action]string{step: "step", peek: "peek", end: "end"}

type stepsState struct {
	ID     string       `json:"-"`
	Viewer rules.Player `json:"-"` // whose view this is; -2 for the true state
	Ver    int          `json:"version"`
	Cfg    rules.Config `json:"config"`
	Counts []int        `json:"counts"`
	Turn   rules.Player `json:"turn"`
	Peeks  int          `json:"peeks"`
	Over   bool         `json:"over"`
}

const trueState rules.Player = -2

func registerSteps(id string, hidden bool) {
	g := rules.Game{ID: id, Name: "Steps " + id, MinPlayers: 2, MaxPlayers: 3, Hidden: hidden, Version: 1}
	g.New = func(c rules.Config) (rules.State, error) {
		if err := g.CheckConfig(c); err != nil {
			return nil, err
		}
		if c.Seed == unlucky {
			return nil, fmt.Errorf("%w: the steps games are never dealt with seed %d", rules.ErrBadConfig, unlucky)
		}
		return &stepsState{ID: id, Viewer: trueState, Ver: 1, Cfg: c, Counts: make([]int, c.Players)}, nil
	}
	g.Unmarshal = func(b []byte) (rules.State, error) {
		s := &stepsState{ID: id, Viewer: trueState}
		if err := json.Unmarshal(b, s); err != nil {
			return nil, fmt.Errorf("%w: %v", rules.ErrBadSave, err)
		}
		if s.Ver > 1 {
			return nil, fmt.Errorf("%w: steps format %d", rules.ErrNewVersion, s.Ver)
		}
		if len(s.Counts) != s.Cfg.Players {
			return nil, fmt.Errorf("%w: steps state does not fit its config", rules.ErrBadSave)
		}
		return s, nil
	}
	rules.Register(g)
}

func init() {
	registerSteps(perfectID, false)
	registerSteps(hiddenID, true)
	for _, id := range []string{perfectID, hiddenID} {
		bot.Register(id, "easy", func(seed uint64, lim bot.Limits) bot.Bot {
			b := &slowBot{lim: lim}
			madeBots = append(madeBots, b)
			return b
		})
	}
}

func (s *stepsState) Game() string         { return s.ID }
func (s *stepsState) Config() rules.Config { return s.Cfg }
func (s *stepsState) ToMove() rules.Player {
	if s.Over {
		return rules.NoPlayer
	}
	return s.Turn
}

func (s *stepsState) Legal(dst []rules.Action) []rules.Action {
	if s.Over {
		return dst
	}
	return append(dst, step, peek, end)
}

// ApplyLegal is Apply for a legal action; given another, the caller broke
// the contract, and the test game says so loudly rather than go on.
func (s *stepsState) ApplyLegal(a rules.Action) []rules.Event {
	ev, err := s.Apply(a)
	if err != nil {
		panic(err)
	}
	return ev
}

func (s *stepsState) Apply(a rules.Action) ([]rules.Event, error) {
	if s.Over {
		return nil, rules.ErrGameOver
	}
	p := s.Turn
	who := fmt.Sprintf("P%d", p+1)
	switch a {
	case step:
		s.Counts[p]++
		ev := []rules.Event{{Kind: "step", Player: p, Text: who + " steps"}}
		total := 0
		for _, c := range s.Counts {
			total += c
		}
		if total >= stepsTarget {
			s.Over = true
			ev = append(ev, rules.Event{Kind: "over", Player: rules.NoPlayer, Text: "the game ends"})
		}
		return ev, nil
	case peek:
		s.Peeks++
		return []rules.Event{{Kind: "peek", Player: p, Private: true, Reveal: true,
			Text: fmt.Sprintf("%s sees card %d", who, s.Peeks), Public: who + " peeks"}}, nil
	case end:
		s.Turn = (p + 1) % rules.Player(len(s.Counts))
		return []rules.Event{{Kind: "end", Player: p, Text: who + " ends the turn"}}, nil
	}
	return nil, rules.Illegal("action %d is not a steps action", a)
}

func (s *stepsState) Outcome() rules.Outcome {
	o := rules.Outcome{Over: s.Over, Scores: slices.Clone(s.Counts)}
	if !s.Over {
		return o
	}
	best := slices.Max(s.Counts)
	for p, c := range s.Counts {
		if c == best {
			o.Winners = append(o.Winners, rules.Player(p))
		}
	}
	if len(o.Winners) == len(s.Counts) {
		o.Winners = nil
	}
	return o
}

func (s *stepsState) Clone() rules.State {
	c := *s
	c.Counts = slices.Clone(s.Counts)
	return &c
}

func (s *stepsState) View(p rules.Player) rules.State {
	v := s.Clone().(*stepsState)
	v.Viewer = p
	return v
}

func (s *stepsState) FormatAction(a rules.Action) string {
	if n, ok := names[a]; ok {
		return n
	}
	return fmt.Sprintf("?%d", a)
}

func (s *stepsState) ParseAction(text string) (rules.Action, error) {
	for a, n := range names {
		if n == text {
			return a, nil
		}
	}
	return 0, fmt.Errorf("%w: %q", rules.ErrBadAction, text)
}

func (s *stepsState) MarshalJSON() ([]byte, error) {
	if s.Peeks < 0 {
		return nil, fmt.Errorf("steps: %d peeks", s.Peeks)
	}
	type plain stepsState // without this method
	return json.Marshal((*plain)(s))
}

// madeBots are the slow bots made so far, newest last.
var madeBots []*slowBot

// slowBot is the "easy" level of the steps games: it needs three Steps per
// decision, so tests can watch a decision spread over frames. It steps, then
// ends its turn. It remembers what it was given.
type slowBot struct {
	lim     bot.Limits
	steps   int
	starts  int
	stepped bool
	sawView rules.Player
	sawMe   rules.Player
}

func (b *slowBot) Start(view rules.State, me rules.Player) {
	b.starts++
	b.steps = 0
	b.sawView, b.sawMe = view.(*stepsState).Viewer, me
}

func (b *slowBot) Step(time.Duration) (rules.Action, bool) {
	b.steps++
	if b.steps < 3 {
		return 0, false
	}
	b.stepped = !b.stepped
	if b.stepped {
		return step, true
	}
	return end, true
}
