package gosu

// The kinds of decisions (Decision.Kind): what the rules wait for. They
// name the catalog's keys of the prompts ("gosu.decision.<kind>").
const (
	DecisionDraft              = "draft"
	DecisionMulligan           = "mulligan"
	DecisionHandLimit          = "hand-limit"
	DecisionTurn               = "turn"
	DecisionPay                = "pay"
	DecisionReactActivation    = "react-activation"
	DecisionReactCapture       = "react-capture"
	DecisionDiscard            = "discard"
	DecisionDiscardBounty      = "discard-bounty"
	DecisionDiscardFiveOfAClan = "discard-five-of-a-clan"
	DecisionCapture            = "capture"
	DecisionRelease            = "release"
	DecisionDestroy            = "destroy"
	DecisionCaptureOrRelease   = "capture-or-release"
	DecisionStrike             = "strike"
	DecisionPutOnDeck          = "put-on-deck"
	DecisionMoveBounty         = "move-bounty"
	DecisionSwap               = "swap"
	DecisionSacrifice          = "sacrifice"
	DecisionCopy               = "copy"
	DecisionReleaseThenCopy    = "release-then-copy"
	DecisionCopyFromDiscard    = "copy-from-discard"
	DecisionPickRevealed       = "pick-revealed"
	DecisionSearch             = "search"
	DecisionFromDiscard        = "from-discard"
	DecisionRemoveFromDiscard  = "remove-from-discard"
	DecisionNameCard           = "name-card"
	DecisionNameClan           = "name-clan"
	DecisionNameLevel          = "name-level"
	DecisionChoosePlayer       = "choose-player"
	DecisionFlipTile           = "flip-tile"
	DecisionMayPass            = "may-pass"
	DecisionTakeBack           = "take-back"
	DecisionMay                = "may"
)

// The variants of some events' kinds (EventInfo.How).
const (
	HowFromDiscard = "from-discard" // taken, or put on the deck, from a discard pile
	HowBoulGo      = "boul-go"      // the extra turn Boul Go gives
	HowLevel       = "level"        // a level named, not a card
	HowHeld        = "held"         // a Willpower card kept in the army
	HowDiscard     = "discard"      // a card revealed from a discard pile
	HowShuffle     = "shuffle"      // a card shuffled into the deck
	HowTop         = "top"          // a card put on top of the deck
)
