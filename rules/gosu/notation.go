package gosu

import (
	"fmt"
	"strconv"
	"strings"

	"kamon/rules"
)

// Notation of decisions:
//
//	draft galmi          pick a clan in the draft
//	yes / no             a "may", a mulligan, a Willpower reaction
//	play galmi.bun-to#1  Play a Card (phoenix.phoenix-immortal@2: into row 2)
//	shift OUT IN         Shift: the army card out, the hand card in
//	draw1 / draw3        spend 1 token to draw 1, 2 to draw 3
//	activate CARD        put a token on CARD and resolve its text
//	pass
//	pick CARD            a card: to discard, target, sacrifice or take
//	stop                 stop an "up to" choice
//	clan C / level N / name CARD-ID / player N
//	capture / destroy / release   the mode of Pangu and Nitish
//	spent                take back a token from the spent pile
func (s *State) FormatAction(x rules.Action) string {
	k, a, b := split(x)
	switch k {
	case aDraft:
		return "draft " + clanID(a)
	case aYes:
		return "yes"
	case aNo:
		return "no"
	case aPlay:
		if c := card(a); int(c) < nCards && levelsOf(c) != 1<<c.def().level>>1 {
			return fmt.Sprintf("play %s@%d", c, b+1)
		}
		return "play " + card(a).String()
	case aShift:
		return "shift " + card(a).String() + " " + card(b).String()
	case aDraw1:
		return "draw1"
	case aDraw3:
		return "draw3"
	case aActivate:
		return "activate " + card(a).String()
	case aPass:
		return "pass"
	case aCard:
		return "pick " + card(a).String()
	case aStop:
		return "stop"
	case aClan:
		return "clan " + clanID(a)
	case aLevel:
		return "level " + strconv.Itoa(a)
	case aName:
		if a < len(defs) {
			return "name " + defs[a].id
		}
	case aPlayer:
		return "player " + strconv.Itoa(a+1)
	case aMode:
		if a < 3 {
			return modeNames[a]
		}
	case aSpent:
		return "spent"
	}
	return fmt.Sprintf("?%#x", uint64(x))
}

func clanID(a int) string {
	if a >= 0 && a < int(nClans) {
		return clanIDs[a]
	}
	return "?"
}

func (s *State) ParseAction(text string) (rules.Action, error) {
	f := strings.Fields(text)
	bad := func(why string) (rules.Action, error) {
		return 0, fmt.Errorf("%w: %q: %s", rules.ErrBadAction, text, why)
	}
	if len(f) == 0 {
		return bad("empty")
	}
	cardArg := func(i int) (card, bool) {
		if i >= len(f) {
			return 0, false
		}
		return parseCard(f[i])
	}
	simple := map[string]akind{"yes": aYes, "no": aNo, "draw1": aDraw1, "draw3": aDraw3, "pass": aPass, "stop": aStop, "spent": aSpent}
	if k, ok := simple[f[0]]; ok && len(f) == 1 {
		return act(k, 0, 0), nil
	}
	for m, name := range modeNames {
		if f[0] == name && len(f) == 1 {
			return act(aMode, m, 0), nil
		}
	}
	if len(f) == 2 {
		switch f[0] {
		case "draft", "clan":
			c, ok := parseClan(f[1])
			if !ok {
				return bad("unknown clan")
			}
			if f[0] == "draft" {
				return act(aDraft, int(c), 0), nil
			}
			return act(aClan, int(c), 0), nil
		case "play":
			id, row := f[1], 0
			if i := strings.IndexByte(id, '@'); i >= 0 {
				r, err := strconv.Atoi(id[i+1:])
				if err != nil || r < 1 || r > 3 {
					return bad("row must be 1, 2 or 3")
				}
				id, row = id[:i], r-1
			}
			c, ok := parseCard(id)
			if !ok {
				return bad("unknown card")
			}
			if !strings.Contains(f[1], "@") {
				row = int(c.def().level) - 1
			}
			return act(aPlay, int(c), row), nil
		case "activate", "pick":
			c, ok := cardArg(1)
			if !ok {
				return bad("unknown card")
			}
			if f[0] == "pick" {
				return act(aCard, int(c), 0), nil
			}
			return act(aActivate, int(c), 0), nil
		case "level", "player":
			n, err := strconv.Atoi(f[1])
			if err != nil || n < 1 || n > 3 || f[0] == "player" && n > 2 {
				return bad("number out of range")
			}
			if f[0] == "player" {
				return act(aPlayer, n-1, 0), nil
			}
			return act(aLevel, n, 0), nil
		case "name":
			i, ok := defIndex[f[1]]
			if !ok {
				return bad("unknown card id")
			}
			return act(aName, int(defs[i].nameID), 0), nil
		}
	}
	if len(f) == 3 && f[0] == "shift" {
		out, ok1 := cardArg(1)
		in, ok2 := cardArg(2)
		if !ok1 || !ok2 {
			return bad("unknown card")
		}
		return act(aShift, int(out), int(in)), nil
	}
	return bad("not a Gosu X decision")
}

// Prompt says what the decision waiting now is for, in a player's words.
func (s *State) Prompt() string {
	if s.d.Phase == phOver || len(s.d.Stack) == 0 {
		return "the game is over"
	}
	return s.prompt(s.top())
}

func (s *State) prompt(t *task) string {
	who := pname(t.P)
	src := ""
	if t.Fr > 0 {
		src = s.frame(t).Src.def().name + ": "
	}
	switch t.Op {
	case opDraft:
		return who + " drafts a clan"
	case opMulligan:
		return who + " keeps the hand or takes a mulligan"
	case opTurn:
		return who + " plays a card, shifts, spends tokens or passes"
	case opPay:
		return fmt.Sprintf("%s discards %d more card(s) to pay", who, t.N)
	case opHandLimit:
		return fmt.Sprintf("%s discards down to %d cards", who, s.handLimit())
	case opReactActivation:
		return who + " may discard Atalante of the Great Shield to cancel the activation"
	case opReactCapture:
		return who + " may discard The Red Circle to cancel the " + modeNames[t.B]
	case opSacrifice:
		return fmt.Sprintf("%s sacrifices %d more exposed card(s)", who, t.N)
	case opDiscard:
		return fmt.Sprintf("%s%s discards %d more card(s)", src, who, t.N)
	}
	return fmt.Sprintf("%s%s chooses (%s)", src, who, ops[t.Op].what)
}
