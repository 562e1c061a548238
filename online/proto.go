package online

import (
	"bytes"
	"encoding/json"
)

// The few messages of centrifuge's JSON protocol (v2) the client needs: it
// connects with a connect token, asks to recover its channels from where it
// was, answers pings and reads pushes. The server subscribes it to its
// channels itself; it never subscribes, publishes or calls.

type protoCommand struct {
	ID      uint32        `json:"id,omitempty"`
	Connect *protoConnect `json:"connect,omitempty"`
}

type protoConnect struct {
	Token string                  `json:"token"`
	Name  string                  `json:"name,omitempty"`
	Subs  map[string]protoRecover `json:"subs,omitempty"`
}

type protoRecover struct {
	Recover bool   `json:"recover,omitempty"`
	Epoch   string `json:"epoch,omitempty"`
	Offset  uint64 `json:"offset,omitempty"`
}

type protoReply struct {
	ID      uint32              `json:"id,omitempty"`
	Error   *protoError         `json:"error,omitempty"`
	Push    *protoPush          `json:"push,omitempty"`
	Connect *protoConnectResult `json:"connect,omitempty"`
}

type protoError struct {
	Code    uint32 `json:"code"`
	Message string `json:"message"`
}

type protoPush struct {
	Channel     string           `json:"channel"`
	Pub         *protoPub        `json:"pub,omitempty"`
	Disconnect  *protoDisconnect `json:"disconnect,omitempty"`
	Unsubscribe *json.RawMessage `json:"unsubscribe,omitempty"`
}

type protoPub struct {
	Data   json.RawMessage `json:"data"`
	Offset uint64          `json:"offset,omitempty"`
}

type protoDisconnect struct {
	Code      uint32 `json:"code"`
	Reason    string `json:"reason"`
	Reconnect bool   `json:"reconnect"`
}

type protoConnectResult struct {
	Subs map[string]protoSubResult `json:"subs"`
	Ping uint32                    `json:"ping"`
	Pong bool                      `json:"pong"`
}

type protoSubResult struct {
	Recoverable   bool       `json:"recoverable"`
	Epoch         string     `json:"epoch"`
	Publications  []protoPub `json:"publications"`
	Recovered     bool       `json:"recovered"`
	Offset        uint64     `json:"offset"`
	WasRecovering bool       `json:"was_recovering"`
}

// splitReplies reads one WebSocket message: centrifuge may put several
// replies in one, one per line. An empty reply is a ping.
func splitReplies(msg []byte) ([]protoReply, error) {
	var out []protoReply
	for len(msg) > 0 {
		line := msg
		if i := bytes.IndexByte(msg, '\n'); i >= 0 {
			line, msg = msg[:i], msg[i+1:]
		} else {
			msg = nil
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 {
			continue
		}
		var r protoReply
		if err := json.Unmarshal(line, &r); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// isPing reports an empty reply: centrifuge's ping, which a client answers
// with an empty command when the connect reply asked for pongs.
func (r protoReply) isPing() bool {
	return r.ID == 0 && r.Error == nil && r.Push == nil && r.Connect == nil
}

func hasPing(rs []protoReply) bool {
	for _, r := range rs {
		if r.isPing() {
			return true
		}
	}
	return false
}
