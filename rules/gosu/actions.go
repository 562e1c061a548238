package gosu

import "kamon/rules"

// akind is the kind of a decision; an action packs kind | a<<8 | b<<24.
type akind uint8

const (
	aDraft    akind = 1 + iota // a: clan
	aYes                       // "may": yes; mulligan; use a Willpower card
	aNo                        // "may": no; keep; let it happen
	aPlay                      // a: card, b: row 0-2
	aShift                     // a: outgoing card, b: incoming card
	aDraw1                     // spend 1 token: draw 1
	aDraw3                     // spend 2 tokens: draw 3
	aActivate                  // a: card
	aPass                      //
	aCard                      // a: card (discard, target, sacrifice, pick)
	aStop                      // stop choosing ("up to")
	aClan                      // a: clan
	aLevel                     // a: level 1-3
	aName                      // a: definition whose name is named
	aPlayer                    // a: player 0-1
	aMode                      // a: 0 capture, 1 destroy, 2 release
	aSpent                     // take back a token from the spent pile
)

const noInput rules.Action = 0

func act(k akind, a, b int) rules.Action {
	return rules.Action(uint64(k) | uint64(uint16(a))<<8 | uint64(uint8(b))<<24)
}

func split(x rules.Action) (k akind, a, b int) {
	return akind(x), int(uint16(x >> 8)), int(uint8(x >> 24))
}

// Modes of Pangu and Nitish.
const (
	modeCapture = iota
	modeDestroy
	modeRelease
)

var modeNames = [3]string{"capture", "destroy", "release"}
