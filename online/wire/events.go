package wire

import (
	"encoding/json"

	"kamon/rules"
)

// EncodeEvents is how events cross the wire: rules' codec where the build
// has it. Until then the events travel as their JSON (kind, player, texts),
// without the game's Data payload.
func EncodeEvents(g rules.Game, ev []rules.Event) ([]byte, error) {
	if ev == nil {
		ev = []rules.Event{}
	}
	return json.Marshal(ev)
}

// DecodeEvents reads what EncodeEvents wrote.
func DecodeEvents(g rules.Game, data []byte) ([]rules.Event, error) {
	var ev []rules.Event
	err := json.Unmarshal(data, &ev)
	return ev, err
}
