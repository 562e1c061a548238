package gosu

import "kamon/rules"

// opDef is what the engine knows of one opcode. The families of opcodes
// each have a file (op_*.go) with their run and options functions.
type opDef struct {
	// run executes a task; in is the decision it waited for, or noInput.
	run func(s *State, t task, in rules.Action)
	// options appends the decisions a waiting task offers, in a stable
	// order. A task with options waits while it has some and is skipped
	// when it has none; one without never waits.
	options func(s *State, t *task, dst []rules.Action) []rules.Action
	// look, if set, runs as the task starts to wait: a choice that looks
	// into a discard shows its face-down cards (§8.5).
	look func(s *State, t *task)
	// none, if set, is what a task skipped for want of options still does.
	none func(s *State, t task)
	// kind names the decision for a table (Decision.Kind); what the
	// prompt says the player chooses.
	kind, what string
}

// ops is the table of every opcode.
var ops [nOps]opDef

func init() {
	ops = [nOps]opDef{
		// the game's flow (op_flow.go)
		opDraft:      {run: (*State).runDraft, options: (*State).draftOptions, kind: DecisionDraft},
		opBuild:      {run: (*State).runBuild},
		opMulligan:   {run: (*State).runMulligan, options: (*State).mulliganOptions, kind: DecisionMulligan},
		opStartRound: {run: (*State).runStartRound},
		opEndTurn:    {run: (*State).runEndTurn},
		opHandLimit:  {run: (*State).runHandLimit, options: (*State).handLimitOptions, kind: DecisionHandLimit},
		opNextTurn:   {run: (*State).runNextTurn},
		opBattle:     {run: (*State).runBattle},
		opSong:       {run: (*State).runSong},
		opSongEnd:    {run: (*State).runSongEnd},
		opText:       {run: (*State).runText},
		// a turn's action (op_turn.go)
		opTurn:    {run: (*State).runTurn, options: (*State).turnOptions, kind: DecisionTurn},
		opPay:     {run: (*State).runPay, options: (*State).payOptions, kind: DecisionPay},
		opPlace:   {run: (*State).runPlace},
		opShiftIn: {run: (*State).runShiftIn},
		// Willpower reactions (op_react.go)
		opReactActivation: {run: (*State).runReactActivation, options: (*State).reactOptions, kind: DecisionReactActivation},
		opReactCapture:    {run: (*State).runReactCapture, options: (*State).reactOptions, kind: DecisionReactCapture},
		opStrike:          {run: (*State).runStrike},
		// hands: draw, discard, look (op_hand.go)
		opDraw:                   {run: (*State).runDraw},
		opDiscard:                {run: (*State).runDiscard, options: (*State).discardOptions, kind: DecisionDiscard},
		opHandTo:                 {run: (*State).runHandTo},
		opMoreHandDiscards:       {run: (*State).runMoreHandDiscards},
		opDrawToOpponent:         {run: (*State).runDrawToOpponent},
		opOpponentDiscardsToMine: {run: (*State).runOpponentDiscardsToMine},
		opDrawPer:                {run: (*State).runDrawPer},
		opDiscardBounty:          {run: (*State).runDiscardBounty, options: (*State).discardBountyOptions, kind: DecisionDiscardBounty, what: "a Bounty card to discard"},
		opDiscardFiveOfAClan:     {run: (*State).runDiscardFiveOfAClan, options: (*State).discardFiveOptions, kind: DecisionDiscardFiveOfAClan, what: "five cards of one clan"},
		opLookAtHand:             {run: (*State).runLookAtHand},
		// armies: capture, release, destroy, sacrifice, move (op_army.go)
		opCapture:                 {run: (*State).runTarget, options: (*State).targetOptions, kind: DecisionCapture, what: "a card to capture"},
		opRelease:                 {run: (*State).runTarget, options: (*State).targetOptions, kind: DecisionRelease, what: "a card to release"},
		opDestroy:                 {run: (*State).runTarget, options: (*State).targetOptions, kind: DecisionDestroy, what: "a card to destroy"},
		opCaptureOrRelease:        {run: (*State).runTarget, options: (*State).targetOptions, kind: DecisionCaptureOrRelease, what: "a card to capture or release"},
		opPangu:                   {run: (*State).runStrikeMode, options: (*State).strikeModeOptions, kind: DecisionStrike, what: "what to do"},
		opNitishStrike:            {run: (*State).runStrikeMode, options: (*State).strikeModeOptions, kind: DecisionStrike, what: "what to do"},
		opPutOnDeck:               {run: (*State).runPutOnDeck, options: (*State).targetOptions, kind: DecisionPutOnDeck, what: "a card to put on its deck"},
		opMoveBounty:              {run: (*State).runMoveBounty, options: (*State).targetOptions, kind: DecisionMoveBounty, what: "a card for the Bounty token"},
		opSwap:                    {run: (*State).runSwap, options: (*State).swapOptions, kind: DecisionSwap, what: "two cards of a row to swap"},
		opReleaseAll:              {run: (*State).runReleaseAll},
		opDestroyAllExposedOfClan: {run: (*State).runDestroyAllExposedOfClan},
		opSacrifice:               {run: (*State).runSacrifice, options: (*State).sacrificeOptions, kind: DecisionSacrifice},
		opSacrificeUntilEqual:     {run: (*State).runMoreArmySacrifices},
		opMoreArmySacrifices:      {run: (*State).runMoreArmySacrifices},
		opCaptureSelf:             {run: (*State).runCaptureSelf},
		opCaptureCopied:           {run: (*State).runCaptureCopied},
		// copies (op_copy.go)
		opCopy:                  {run: (*State).runCopy, options: (*State).targetOptions, kind: DecisionCopy, what: "a card to copy"},
		opReleaseThenCopy:       {run: (*State).runCopy, options: (*State).targetOptions, kind: DecisionReleaseThenCopy, what: "a face-down card to release and copy"},
		opCopyDiscardThenRemove: {run: (*State).runCopyDiscardThenRemove, options: (*State).copyDiscardOptions, look: (*State).lookBothDiscards, kind: DecisionCopyFromDiscard, what: "a discarded card to copy"},
		// decks and discard piles (op_zone.go)
		opMill:                  {run: (*State).runMill},
		opReveal:                {run: (*State).runReveal},
		opPickShown:             {run: (*State).runPickShown, options: (*State).pickShownOptions, kind: DecisionPickRevealed, what: "among the revealed cards"},
		opSearch:                {run: (*State).runSearch, options: (*State).searchOptions, none: (*State).runSearchNone, kind: DecisionSearch, what: "a card from the deck"},
		opFromDiscard:           {run: (*State).runFromDiscard, options: (*State).fromDiscardOptions, look: (*State).lookOwnDiscard, kind: DecisionFromDiscard, what: "cards from the discard"},
		opRemoveClanFromDiscard: {run: (*State).runRemoveClanFromDiscard},
		opShuffleClanIntoDeck:   {run: (*State).runShuffleClanIntoDeck},
		opKaez:                  {run: (*State).runKaez},
		opNeyeBack:              {run: (*State).runNeyeBack},
		opRemoveFromDiscard:     {run: (*State).runRemoveFromDiscard, options: (*State).removeFromDiscardOptions, look: (*State).lookOwnDiscard, kind: DecisionRemoveFromDiscard, what: "a card to remove"},
		opRemoveCard:            {run: (*State).runRemoveCard},
		opNamedFromDiscard:      {run: (*State).runNamedFromDiscard},
		// naming and choosing (op_name.go)
		opNameName:     {run: (*State).runNameName, options: (*State).nameNameOptions, kind: DecisionNameCard, what: "a card name"},
		opBan:          {run: (*State).runBan},
		opNameClan:     {run: (*State).runNameClan, options: (*State).nameClanOptions, look: (*State).lookNamedClanDiscard, kind: DecisionNameClan, what: "a clan"},
		opNameLevel:    {run: (*State).runNameLevel, options: (*State).nameLevelOptions, kind: DecisionNameLevel, what: "a level"},
		opChoosePlayer: {run: (*State).runChoosePlayer, options: (*State).choosePlayerOptions, kind: DecisionChoosePlayer, what: "a player"},
		opFlipTile:     {run: (*State).runFlipTile, options: (*State).flipTileOptions, none: (*State).justiceWin, kind: DecisionFlipTile, what: "a tile to flip"},
		opMayPass:      {run: (*State).runMayPass, options: (*State).mayPassOptions, kind: DecisionMayPass, what: "whether to pass now"},
		// tokens and turns (op_tokens.go)
		opTakeBack:  {run: (*State).runTakeBack, options: (*State).takeBackOptions, kind: DecisionTakeBack, what: "tokens to take back"},
		opUnlock:    {run: (*State).runUnlock},
		opExtraTurn: {run: (*State).runExtraTurn},
		// combinators (op_control.go)
		opMay:     {run: (*State).runMay, options: (*State).mayOptions, kind: DecisionMay, what: "yes or no"},
		opIf:      {run: (*State).runIf},
		opIfDid:   {run: (*State).runIfDid},
		opEach:    {run: (*State).runEach},
		opHoldEnd: {run: (*State).runHoldEnd},
	}
}

// exec runs the task on top of the stack (with a decision, or noInput) and
// reports whether it now waits for a decision.
func (s *State) exec(tp *task, in rules.Action) bool {
	if tp.Pc > 0 && tp.Ph == 0 {
		s.resolveStep(tp)
	}
	t := *tp
	def := &ops[t.Op]
	if def.options != nil && in == noInput {
		if def.look != nil {
			def.look(s, tp)
		}
		if s.opts = def.options(s, tp, s.opts[:0]); len(s.opts) > 0 {
			return true
		}
		s.pop()
		if def.none != nil {
			def.none(s, t)
		}
		return false
	}
	if def.run != nil {
		def.run(s, t, in)
	}
	return false
}

// options lists the decisions the waiting task t offers.
func (s *State) options(t *task, dst []rules.Action) []rules.Action {
	if o := ops[t.Op].options; o != nil {
		return o(s, t, dst)
	}
	return dst
}

// resolveStep binds a step's player and count in its frame (§6.2).
func (s *State) resolveStep(t *task) {
	st := t.step()
	fr := s.frame(t)
	t.Op, t.Ph = st.op, 1
	switch st.who {
	case whoYou:
		t.P = fr.Ctrl
	case whoOpp:
		t.P = 1 - fr.Ctrl
	case whoChosen:
		t.P = fr.Player
	}
	switch st.n {
	case nX:
		t.N = int8(s.x(fr.Ctrl))
	case nHalf:
		t.N = int8((len(s.seat(t.P).Hand) + 1) / 2)
	default:
		t.N = st.n
	}
}

func (s *State) frame(t *task) *frame {
	if t.Fr <= 0 || int(t.Fr) > len(s.d.Frames) {
		return &frame{Ctrl: t.P, Src: 0, At: pos{-1, -1, -1}, Clan: -1, Card: -1}
	}
	return &s.d.Frames[t.Fr-1]
}

// newFrame starts the context of a text of card src controlled by ctrl, src
// standing at at (R -1 if not in an army).
func (s *State) newFrame(ctrl int8, src card, at pos) int16 {
	s.d.Frames = append(s.d.Frames, frame{Ctrl: ctrl, Src: src, At: at, Clan: -1, Card: -1, Player: ctrl})
	f := &s.d.Frames[len(s.d.Frames)-1]
	f.addChain(src)
	return int16(len(s.d.Frames))
}

// pushProg pushes a compiled block, first step on top.
func (s *State) pushProg(b block, p int8, fr int16) {
	for i := b.n - 1; i >= 0; i-- {
		s.push(task{Pc: b.at + i + 1, P: p, Fr: fr})
	}
}

// resolveText resolves the text of c, just placed or activated at q.
func (s *State) resolveText(q pos) {
	d := s.armyDef(q)
	if d == nil || d.prog.n == 0 {
		return
	}
	fr := s.newFrame(q.P, s.at(q).C, q)
	s.pushProg(d.prog, q.P, fr)
}

// me is the stack entry of the task being run, while it stays there.
func (s *State) me() *task { return &s.d.Stack[len(s.d.Stack)-1] }

// Helpers the options functions share.

func yesNo(dst []rules.Action) []rules.Action {
	return append(dst, act(aYes, 0, 0), act(aNo, 0, 0))
}

// handPicks lists the cards of p's hand that ok accepts (all if ok is nil).
func (s *State) handPicks(p int8, dst []rules.Action, ok func(c card) bool) []rules.Action {
	for _, c := range s.seat(p).Hand {
		if ok == nil || ok(c) {
			dst = append(dst, act(aCard, int(c), 0))
		}
	}
	return dst
}

// armyPicks lists the army cards ok accepts, P1's army first.
func (s *State) armyPicks(dst []rules.Action, ok func(q pos) bool) []rules.Action {
	s.eachArmy(func(q pos, sl *slot) {
		if ok(q) {
			dst = append(dst, act(aCard, int(sl.C), 0))
		}
	})
	return dst
}
