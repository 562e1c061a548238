package table

import (
	"errors"

	"kamon/game"
	"kamon/game/bot"
	"kamon/i18n"
	"kamon/rules"
	"kamon/scenes/feedback"
	"kamon/scenes/ui"
)

// Tutorial is a game's tutorial, as data the game registers
// (Game.Tutorial): a deal that is the same every time (the config, its
// seed among it) and the steps that take a person through each kind of
// decision of the game, the opponents' moves scripted too. The table runs
// it as one more Play (Lesson): the Core narrows the person's legal
// actions to the one the step asks for, so the table lights only that,
// and says what the step asks when a tap is refused.
type Tutorial struct {
	Config rules.Config
	Steps  []Step
}

// Step is one step of a tutorial: the text that says what to do and why,
// the person's action it asks for (none: a step to read, then Next), the
// widgets a person taps to make it, in order (the next one is ringed; the
// tests tap them), and the opponents' moves that follow it.
type Step struct {
	Text string   // catalog key, a sentence or two
	Do   string   // in the game's notation; "" for a step to read
	Taps []string // the widgets' ids, for Do
	Then []string // the opponents' moves, in notation, in order
}

// Lesson is a tutorial played on this device: seat 0 is the person's,
// the others play the script's moves. It is a Play kept apart from the
// match (Match is nil), so nothing takes a move back, deals anew, saves
// or counts it, and no bot thinks: the Core asks it what the person may
// do (narrow), tells it of a refused tap (refuse), and has it play the
// opponents' scripted moves (reply).
type Lesson struct {
	m     *game.Match
	game  rules.Game
	tut   Tutorial
	step  int      // the step shown
	queue []string // the opponents' moves to play before it shows
	gen   int      // counts the steps read (Next)
	taps  int      // the step's taps made so far
	// refused is set by a tap the step does not ask for, until a tap it
	// asks for or the next step; the panel then says so.
	refused  bool
	refusals int // taps refused so far
	pace     BotDriver
	guide    guide
}

// NewLesson deals g's tutorial: the person in seat 0, the opponents bots
// (their moves come from the script), named as a new game's setup names
// them.
func NewLesson(g rules.Game) (*Lesson, error) {
	tut := registered(g.ID).Tutorial
	if tut == nil {
		return nil, rules.ErrBadConfig
	}
	seats := make([]game.Seat, tut.Config.Players)
	level := bot.Levels(g.ID)[0]
	for i := range seats {
		seats[i] = game.Seat{Name: i18n.T("setup.default_bot", i+1), Bot: level}
	}
	seats[0] = game.Seat{Name: i18n.T("setup.default_player", 1)}
	m, err := game.New(g.ID, tut.Config, seats)
	if err != nil {
		return nil, err
	}
	return &Lesson{m: m, game: g, tut: *tut, pace: NewBotDriver()}, nil
}

// TutorialOf is g's registered tutorial, nil for none.
func TutorialOf(gameID string) *Tutorial { return registered(gameID).Tutorial }

// Game is the game taught; Played the match the lesson plays; Step the
// step shown, from 0.
func (l *Lesson) Game() rules.Game    { return l.game }
func (l *Lesson) Played() *game.Match { return l.m }
func (l *Lesson) Step() int           { return l.step }

// The Source the table draws from: the match, as it is.
func (l *Lesson) Rules() rules.Game                    { return l.game }
func (l *Lesson) Players() []game.Seat                 { return l.m.Seats }
func (l *Lesson) Config() rules.Config                 { return l.m.Config() }
func (l *Lesson) View(viewer rules.Player) rules.State { return l.m.View(viewer) }
func (l *Lesson) ToMove() rules.Player                 { return l.m.ToMove() }
func (l *Lesson) Outcome() rules.Outcome               { return l.m.Outcome() }
func (l *Lesson) History() []game.Record               { return l.m.History() }
func (l *Lesson) Log() []game.LogEntry                 { return l.m.Log() }

// Match implements Play: none, so that nothing around the table takes a
// move back, deals anew, drives the bots, saves or counts the lesson.
func (*Lesson) Match() *game.Match { return nil }

// Generation implements Play: a step read changes what is shown.
func (l *Lesson) Generation() int { return l.m.Generation() + l.gen }

// Eyes, SecretsShown and Person implement Play: the screen is the
// person's, in seat 0, for the whole lesson; no curtain comes up.
func (*Lesson) Eyes(rules.Player) (rules.Player, bool) { return 0, false }
func (*Lesson) SecretsShown(viewer rules.Player) bool  { return viewer == 0 }
func (*Lesson) Person(p rules.Player) bool             { return p == 0 }

// Trouble, Waiting and Offer implement Play: nothing is saved, nothing
// awaited, nothing offered beyond the guide's own buttons.
func (*Lesson) Trouble() string         { return "" }
func (*Lesson) Waiting() string         { return "" }
func (*Lesson) Offer() (string, func()) { return "", nil }

// Prepare implements Play: the step's action, which the Core listed alone
// (narrow); any other, which a table may offer beside it (a landing
// reached two ways), is refused. Made, it ends the step; nothing holds it
// (undo is not there to take it back either).
func (l *Lesson) Prepare(a rules.Action) (Move, error) {
	if len(l.narrow(l.m.View(0), []rules.Action{a})) == 0 { // a choice the table offers beside it
		return nil, errNotAsked
	}
	p, err := l.m.Prepare(a)
	if err != nil {
		return nil, err
	}
	return lessonMove{p, l}, nil
}

// errNotAsked refuses an action the step does not ask for.
var errNotAsked = errors.New("the tutorial asks for another move")

type lessonMove struct {
	p *game.Pending
	l *Lesson
}

func (lessonMove) Hold() bool { return false }

func (m lessonMove) Commit() error {
	if err := m.p.Commit(); err != nil {
		return err
	}
	m.l.done()
	return nil
}

// current is the step shown: the last once all are done.
func (l *Lesson) current() *Step { return &l.tut.Steps[min(l.step, len(l.tut.Steps)-1)] }

// over reports the last step shown: the lesson's closing words.
func (l *Lesson) over() bool { return l.step >= len(l.tut.Steps)-1 }

// watching reports that the opponents' scripted moves are still to be
// played before the step shows.
func (l *Lesson) watching() bool { return len(l.queue) > 0 && l.botToMove() }

// done ends the step shown: its opponents' moves come next.
func (l *Lesson) done() {
	if l.step >= len(l.tut.Steps)-1 {
		return
	}
	l.queue = append(l.queue, l.current().Then...)
	l.step++
	l.taps, l.refused = 0, false
}

// next ends a step that is read.
func (l *Lesson) next() {
	l.done()
	l.gen++
}

// narrow is what the person may do of legal (their actions in view): the
// step's action alone, when the step asks for one and the opponents' moves
// before it are played; else nothing.
func (l *Lesson) narrow(view rules.State, legal []rules.Action) []rules.Action {
	do := l.current().Do
	if do == "" || l.watching() {
		return legal[:0]
	}
	a, err := view.ParseAction(do)
	for _, b := range legal {
		if err == nil && b == a {
			return append(legal[:0], a)
		}
	}
	return legal[:0]
}

// refuse answers a tap the step does not ask for: the panel says what it
// asks, and the taps start again.
func (l *Lesson) refuse(ctx *ui.Context) {
	l.refused, l.taps = true, 0
	l.refusals++
	feedback.Refused()
	ctx.Redraw()
}

// botToMove reports that an opponent is to move.
func (l *Lesson) botToMove() bool {
	p := l.m.ToMove()
	return p > 0 && !l.m.Outcome().Over
}

// reply plays the opponent's next scripted move, paced as a bot's, and
// reports whether it moved. With none left it waits: the script goes on
// when the person reads on (Next), and not after its closing words.
func (l *Lesson) reply(ctx *ui.Context) (bool, error) {
	if len(l.queue) == 0 || !l.pace.ready(ctx) {
		return false, nil
	}
	a := l.queue[0]
	l.queue = l.queue[1:]
	if _, err := l.m.ApplyText(a); err != nil {
		return false, err
	}
	l.pace.wait = 0
	return true, nil
}
