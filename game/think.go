package game

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"time"

	"kamon/game/bot"
	"kamon/rules"
)

// BotToMove reports whether the seat to move is a bot.
func (m *Match) BotToMove() bool {
	p := m.state.ToMove()
	return p != rules.NoPlayer && !m.human(p)
}

// SetBotLimits bounds every later bot decision (see bot.Limits); the zero
// value lets each level use its own default.
func (m *Match) SetBotLimits(lim bot.Limits) {
	m.botLimits = lim
	m.bots = nil
	m.thinking = false
}

// Think lets the bot to move think for about budget. When it has decided, its
// action is applied like any other (recorded, autosaved) and moved is true.
// Call it once per frame while BotToMove: the decision spreads over frames.
func (m *Match) Think(budget time.Duration) (events []rules.Event, moved bool, err error) {
	if !m.BotToMove() {
		return nil, false, nil
	}
	p := m.state.ToMove()
	b, err := m.botFor(p)
	if err != nil {
		return nil, false, err
	}
	if !m.thinking || m.thinkGen != m.gen {
		b.Start(m.state.View(p), p)
		m.thinking, m.thinkGen = true, m.gen
	}
	a, done := b.Step(budget)
	if !done {
		return nil, false, nil
	}
	m.thinking = false
	ev, err := m.Apply(a)
	if err != nil {
		return nil, false, fmt.Errorf("the %s bot of seat %d chose %s: %w", m.Seats[p].Bot, p+1, m.state.FormatAction(a), err)
	}
	return ev, true, nil
}

func (m *Match) botFor(p rules.Player) (bot.Bot, error) {
	if m.bots == nil {
		m.bots = make([]bot.Bot, len(m.Seats))
	}
	if m.bots[p] == nil {
		b, err := bot.NewLimited(m.Game.ID, m.Seats[p].Bot, SeatSeed(m.cfg.Seed, p), m.botLimits)
		if err != nil {
			return nil, err
		}
		m.bots[p] = b
	}
	return m.bots[p], nil
}

// SeatSeed derives the seed of a seat's bot from the game's seed, so bots of
// different seats draw unrelated numbers and self-play is reproducible. It
// is one-way: the first number of a ChaCha8 stream (math/rand/v2's
// cryptographic generator) keyed by a label, the seed and the seat. A bot's
// numbers, which its choices show in part, must say nothing about the seed
// and so nothing about the deal, as a reversible mix (a splitmix64
// finaliser) would; finding the key from the stream is breaking ChaCha8.
func SeatSeed(seed uint64, p rules.Player) uint64 {
	var key [32]byte
	n := copy(key[:], seatSeedLabel)
	binary.LittleEndian.PutUint64(key[n:], seed)
	binary.LittleEndian.PutUint64(key[n+8:], uint64(p))
	return rand.NewChaCha8(key).Uint64()
}

// seatSeedLabel keeps SeatSeed's keys apart from any other key made from a
// seed; with the seed and the seat it fills the 32 bytes of a ChaCha8 key.
const seatSeedLabel = "kamon seat seed\x00"
