package gosu

// The effect vocabulary of §14: steps (what a card text does), selectors
// (which army or zone cards a step may pick) and combinators. Card texts in
// cards.go are lists of steps; compile flattens them into prog.

type op int16

// Engine tasks (the turn, the battle, the song) and effect steps share one
// numbering; ops (ops.go) maps each to what runs it and what it asks.
const (
	opNone op = iota
	// engine
	opDraft
	opBuild
	opMulligan
	opStartRound
	opTurn
	opPay
	opPlace
	opShiftIn
	opReactActivation
	opEndTurn
	opHandLimit
	opNextTurn
	opBattle
	opSong
	opSongEnd
	opText // resolve the text of card A for frame Fr
	opReactCapture
	opStrike // capture, destroy or release (B) card A for player P
	// effect steps
	opDraw
	opDiscard
	opMill
	opHandTo
	opCapture
	opRelease
	opDestroy
	opCaptureOrRelease
	opPutOnDeck
	opCopy
	opReleaseThenCopy
	opCaptureCopied
	opPangu
	opMoveBounty
	opSwap
	opReleaseAll
	opDestroyAllExposedOfClan
	opSacrifice
	opSacrificeUntilEqual
	opMoreArmySacrifices
	opMoreHandDiscards
	opDrawToOpponent
	opOpponentDiscardsToMine
	opTakeBack
	opCaptureSelf
	opUnlock
	opExtraTurn
	opMayPass
	opFlipTile
	opLookAtHand
	opNameName
	opBan
	opNameClan
	opNameLevel
	opChoosePlayer
	opFromDiscard
	opReveal
	opSearch
	opRemoveClanFromDiscard
	opShuffleClanIntoDeck
	opKaez
	opNeyeBack
	opRemoveFromDiscard
	opNamedFromDiscard
	opDrawPer
	opDiscardBounty
	opNitishStrike
	opDiscardFiveOfAClan
	opCopyDiscardThenRemove
	opPickShown  // choose among revealed cards (B: reveal mode)
	opRemoveCard // remove card A from its owner's discard
	// combinators
	opMay
	opIf
	opIfDid
	opEach
	opHoldEnd // the end of a step done at once: its held triggers may run
	nOps
)

// who a step concerns, relative to the frame's controller.
type who int8

const (
	whoYou who = iota
	whoOpp
	whoChosen // the player chosen earlier in the text (Nalin)
)

// Special counts.
const (
	nX    int8 = -1 // X: the controller's unlocked tokens (D15)
	nHalf int8 = -2 // half the hand, rounded up
)

// opDrawPer counts, and opNameClan restrictions (in step.n).
const (
	perGalmiInColumn int8 = iota + 1
	perClanInDiscard
	perClanInRow
	perClanInColumn
	nameOwnDiscardClan int8 = 1
)

// Reveal modes.
const (
	revealPickOne    int8 = iota + 1 // Shard: one to hand, rest to discard
	revealNamedLevel                 // Bun To
	revealNamedClan                  // Three Wishes
	revealSqeezs                     // one to hand, one on top, one at the bottom
)

// Conditions of If.
type cond int8

const (
	condOpp3Down cond = iota + 1
	condX4
	condSupremacy
	condHandEmpty
	condThreePhoenix
	condTimerUp
	condArpiaUp
	condNeyeRemoved
)

type scope int8

const (
	scopeBoth scope = iota
	scopeMine
	scopeTheirs
)

type face int8

const (
	faceAny face = iota
	faceUp
	faceDown
)

// Level masks: bit r for level r+1.
const (
	lv1 uint8 = 1 << iota
	lv2
	lv3
)

// sel selects army cards (§14.1). Ethereal applies automatically.
type sel struct {
	scope      scope
	face       face
	exposed    bool
	levels     uint8 // 0: any level
	supLevels  uint8 // levels allowed (added, or instead if supReplace) with a Supremacy token
	supReplace bool
	rowOrCol   bool // in the source card's row or column, in its army
	adjacent   bool // orthogonally adjacent to the source card
	notSelf    bool
	bounty     bool // has Bounty (face up)
}

// zf selects cards of a zone (discard, deck).
type zf struct {
	levels, supLevels     uint8
	kw                    keyword // any of these keywords
	namedClan, namedLevel bool
	phoenix               bool
	exactly               bool // take exactly n if possible (no "up to")
}

// dest of cards taken from a zone.
type dest int8

const (
	toHand dest = iota
	toTop
)

// step is one instruction of a card program.
type step struct {
	op    op
	who   who
	n     int8
	f, f2 sel
	z     zf
	to    dest
	one   bool // one per level
	mode  int8 // reveal mode; 1 on Take back: exactly n
	cond  cond
	body  []step
	sub   block
}

// block is a compiled list of steps: prog[at : at+n].
type block struct{ at, n int16 }

// prog holds every compiled step of every card.
var prog []step

func compile(ss []step) block {
	cs := make([]step, len(ss))
	for i, st := range ss {
		cs[i] = st
		if st.body != nil {
			cs[i].sub = compile(st.body)
		}
		cs[i].body = nil
	}
	b := block{int16(len(prog)), int16(len(cs))}
	prog = append(prog, cs...)
	return b
}

// frame is the context of one text being resolved: who controls it, the
// card it belongs to and where that card stood, and the registers the text
// fills as it goes.
type frame struct {
	Ctrl   int8  `json:"ctrl"`
	Src    card  `json:"src"`
	At     pos   `json:"at"` // R -1: not in an army
	Clan   int8  `json:"clan"`
	Level  int8  `json:"level"`
	Name   int16 `json:"name"`
	Card   int16 `json:"card"`
	Player int8  `json:"player"`
	Did    bool  `json:"did,omitempty"`
	// Chain holds the cards copied so far in this copy chain, and the copier.
	Chain [2]uint64 `json:"chain"`
}

func (f *frame) inChain(c card) bool { return f.Chain[c>>6]&(1<<(c&63)) != 0 }
func (f *frame) addChain(c card)     { f.Chain[c>>6] |= 1 << (c & 63) }

// task is one entry of the stack: an engine task, or (Pc > 0) step Pc-1 of
// prog run in frame Fr-1.
type task struct {
	Op op    `json:"op"`
	Pc int16 `json:"pc,omitempty"`
	P  int8  `json:"p"`
	Fr int16 `json:"fr,omitempty"`
	N  int8  `json:"n,omitempty"`
	A  int16 `json:"a,omitempty"`
	B  int16 `json:"b,omitempty"`
	Ph int8  `json:"ph,omitempty"`
}

func (t *task) step() *step {
	if t.Pc <= 0 {
		return &noStep
	}
	return &prog[t.Pc-1]
}

var noStep step
