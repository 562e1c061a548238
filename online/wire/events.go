package wire

import "kamon/rules"

// EncodeEvents is how one action's events cross the wire, payloads
// included: rules' codec (rules.EncodeEvents). The server encodes, for each
// viewer, the events as that viewer reads them (rules.Event.For).
func EncodeEvents(g rules.Game, ev []rules.Event) ([]byte, error) {
	if ev == nil {
		ev = []rules.Event{}
	}
	return rules.EncodeEvents(g, ev)
}

// DecodeEvents reads what EncodeEvents wrote, refusing anything else.
func DecodeEvents(g rules.Game, data []byte) ([]rules.Event, error) {
	return rules.DecodeEvents(g, data)
}
